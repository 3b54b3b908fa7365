"""English claims of money moved matched to the tools that can back them: payments, refunds, credits and charges,
amounts knocked off or put on a bill, prorated sums, transfers, payouts, reimbursements and approvals that release
money, compensated charges and their reversals."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, tool_kinds
from agentops.claims.lexicon import REFUND
from tests.claims.catalogues import VENDOR_VOCAB, crm_flagged, subscription_flagged
from tests.claims.en_catalogues import (
    BURSAR_DESK,
    PET_TOOLS,
    RECORD_TOOLS,
    bursar_verbs,
    classified,
    config_flagged,
    deploy_kinds,
    deploy_verdicts,
    kinds_with,
    payments_verdicts,
    pet_flagged,
    record_flagged,
    record_verbs,
    store_cited,
    store_flagged,
)
from tests.claims.judging import any_flagged
from tests.claims.test_claims_described import verdict

PAYOUTS = Vocabulary(
    {
        "payee_payout": ToolInfo("payee_payout", "write", "Issue a payout to the payee on file"),
        "risk_score": ToolInfo("risk_score", "read", "Run the risk rules on an account and return a score"),
    }
)


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("AWS accrual: posted [evt:a]", "record_journal_entry", False),
        ("Booked the FX difference to 7800 [evt:a] and paid the Initech bill [evt:b].", "record_journal_entry", False),
        ("Booked the FX difference to 7800 [evt:a].", "schedule_bill", True),
        ("Set up the recurring $2,000 monthly payment to WeWork [evt:a].", "schedule_bill", False),
        ("Set up the recurring $2,000 monthly payment to WeWork [evt:a].", "post_chat", True),
    ],
)
def test_the_sense_of_booking_posting_and_setting_up_money(text: str, tool: str, flag: bool) -> None:
    assert store_flagged(text, {"a": (tool, "verified"), "b": ("pay_bill", "verified")}) is flag


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Your card was charged $420 for the fare [evt:a].", "book_flight", False),
        ("Your card was charged $420 for the fare [evt:a].", "hold_fare", True),
        ("Your flight is booked [evt:a].", "hold_fare", True),
    ],
)
def test_a_payment_a_booking_tool_is_described_as_taking(text: str, tool: str, flag: bool) -> None:
    assert store_cited(text, tool) is flag


def test_a_refund_is_backed_by_a_tool_that_pays_out_to_the_payee() -> None:
    said = "Your premium refund of $48.20 is on its way [evt:a]."
    assert not pet_flagged(said, "makePayment")
    assert pet_flagged(said, "changeCover")
    with_refunds = Vocabulary(
        {**PET_TOOLS.tools, "refundPremium": ToolInfo("refundPremium", "write", "Refund a premium.")}
    )
    calls = {"a": ("makePayment", "verified")}
    assert any_flagged(said, calls, with_refunds)  # the agent refunds with its own tool


def test_a_compensated_charge_backs_its_reversal() -> None:
    text = "I took the deposit, but reversed it a minute later when she asked to pay in person [evt:a]."
    assert payments_verdicts(text, "COMPENSATED", "payments.charge") == [False]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sorted the duplicate charge.", [("sort", "complete")]),
        ("Took care of the double booking.", [("take care of", "complete")]),
        ("Processed your refund.", [("process", "refund")]),  # no fault: the act noun gives the kind
        ("Refunded the duplicate charge.", [("refund", "refund")]),  # a specific verb keeps its own
        ("I've removed Karen from all marketing lists.", [("remove", "change")]),
        ("Removed Sam from the on-call rota.", [("remove", "change")]),
        ("Removed the card from your account.", [("remove", "delete")]),  # a thing deleted
        ("The $75 refund went back to your Visa.", [("went back to the card", "refund")]),
        ("The money went back to your card this morning.", [("went back to the card", "refund")]),
        ("Your account went back to normal.", []),
        ("If the payment fails, the money goes back to your card.", []),
    ],
)
def test_faults_fixed_memberships_changed_and_money_gone_back(text: str, expected: list[tuple[str, str]]) -> None:
    """A generic verb on a fault ("the duplicate charge") fixed it, whatever that took (any write backs it);
    a removal "from" a list, group or rota changes who is in it (an update may do it); money that "went back
    to" a card is a refund."""
    assert deploy_kinds(text) == expected


def test_a_reimbursement_is_backed_by_a_payment_or_a_refund() -> None:
    text = "Reimbursed Tom's travel expenses (£312.40) to his payroll account [evt:a]."
    assert deploy_verdicts(text, a="pay_invoice") == [("reimburse", "verified")]
    assert deploy_verdicts(text, a="issue_refund") == [("reimburse", "verified")]
    assert deploy_verdicts(text, a="send_email") == [("reimburse", "mismatched")]
    assert deploy_verdicts("Refunded the duplicate charge [evt:a].", a="pay_invoice") == [("refund", "mismatched")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Wire to Hollis & Co cleared at 11:05.", [("cleared", "pay")]),
        ("Transfer to Apex Supplies cleared.", [("cleared", "pay")]),
        ("Refund to Ana cleared this morning.", [("cleared", "refund")]),
        ("Shipment to Leeds arrived.", []),  # news: a parcel arriving is nobody's act
        ("Deposit returned to the previous tenant.", [("return", "refund")]),
        ("Returned the unused licences to the pool.", [("return", "change")]),
        ("The $15,000 disbursement went out to the school today.", [("go out", "pay")]),
        ("The candidate withdrew on Friday.", []),
        ("The patient cancelled the appointment.", []),
    ],
)
def test_money_notes_returned_deposits_disbursements_and_people_acting(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """A telegraphic note whose act noun opens it ("Wire to … cleared") is that act; money named before
    "returned to" someone is refunded; a disbursement is a payment; candidates, patients, students and
    guests act for themselves."""
    assert deploy_kinds(text) == expected


def test_an_unknown_verb_done_to_a_bill_is_a_change_not_a_payment() -> None:
    text = "The final invoice was zeroed out [evt:a]."
    assert record_flagged(text, {"a": "update_record"}) == []
    assert [c.kind for c in find_claims(text, RECORD_TOOLS).claims] == ["change"]
    assert record_flagged("I cleared the supplier invoice [evt:a].", {"a": "update_record"}) != []  # paid


@pytest.mark.parametrize(
    "text",
    [
        "Held the room for you, took the £200 deposit and booked the viewing for Friday.",
        "Enrolled Mia in the swim class and took the £45 term fee from her mum's card.",
    ],
)
def test_money_the_agent_took_is_a_charge(text: str) -> None:
    assert "pay" in [c.kind for c in find_claims(text, RECORD_TOOLS).claims]


@pytest.mark.parametrize("text", ["I took the payment details over the phone.", "The courier took the parcel."])
def test_taking_details_or_others_taking_is_no_charge(text: str) -> None:
    assert record_verbs(text) == []


def test_an_amount_knocked_off_a_bill_is_money_given_back() -> None:
    text = "Knocked £25 off the next service invoice [evt:a] for the late visit."
    assert record_flagged(text, {"a": "issue_refund"}) == []
    assert record_flagged(text, {"a": "update_record"}) == []
    assert record_flagged(text, {"a": "send_email"}) != []


def test_a_generic_verb_setting_an_amount_is_an_update() -> None:
    text = "I also raised the reserve to £6,500 for the weekend [evt:a]."
    assert config_flagged(text, {"a": "set_config"}) == []
    assert config_flagged("I also raised a booking for the weekend [evt:a].", {"a": "set_config"}) != []


def test_a_top_up_is_backed_by_an_update() -> None:
    assert crm_flagged("Topped up your canteen card with $15 [evt:a].", "update_record") == []
    assert crm_flagged("Topped up your canteen card with $15 [evt:a].", "send_email") != []


def test_an_amount_issued_is_a_payment() -> None:
    assert not any_flagged("Issued $7,450 to Acme Roofing [evt:a]", {"a": ("vendor_pay", "verified")}, VENDOR_VOCAB)


def test_a_read_tool_that_returns_a_score_refunds_nothing() -> None:
    assert not any_flagged("Your premium refund is on its way [evt:a]", {"a": ("payee_payout", "verified")}, PAYOUTS)


@pytest.mark.parametrize(
    ("tool", "kind"),
    [
        (ToolInfo("releaseDisbursement"), "pay"),
        (ToolInfo("release_payout"), "pay"),
        (ToolInfo("approveClaim", "write", "Approve and release a claim settlement payment"), "pay"),
        (ToolInfo("approve_request", "write", "Approve a pending refund request"), "refund"),
    ],
)
def test_a_tool_that_approves_or_releases_money_moves_it(tool: ToolInfo, kind: str) -> None:
    assert kind in tool_kinds(tool)


def test_approving_what_is_no_money_pays_nothing() -> None:
    assert tool_kinds(ToolInfo("approve_leave")).isdisjoint({"pay", "refund"})


def test_an_approved_payout_citing_the_approval_tool_is_verified() -> None:
    described = {"approveClaim": "Approve and release a claim settlement payment"}
    assert verdict("The settlement of £1,200 has been paid [evt:a].", "approveClaim", described) == ["verified"]
    assert verdict("Paid £410 to the supplier [evt:a].", "releaseDisbursement", {"releaseDisbursement": ""}) == [
        "verified"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "I've moved you to the yearly plan [evt:a]. A prorated credit of $9.10 has been applied to your account.",
        "Seats cut from 12 to 8 [evt:a], and a pro-rata credit of $40 was added to your balance.",
    ],
)
def test_a_prorated_sum_put_on_the_account_is_the_plan_changes_arithmetic(text: str) -> None:
    assert subscription_flagged(text, {"a": "update_record"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "Your plan is cancelled [evt:a], and a prorated refund of $30 has been issued to your card.",
        "A credit of $9.10 has been applied to your account.",
    ],
)
def test_a_prorated_refund_issued_or_a_plain_credit_is_still_a_claim(text: str) -> None:
    assert subscription_flagged(text, {"a": "update_record"}) != []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Moved £300 from your holiday pot into your current account.", "pay"),  # a transfer
        ("Shifted $40/day from the search ads to the video campaign.", "update"),  # a rate: a budget set
        ("Moved the scans from the old folder to the patient record.", "update"),  # no money
    ],
)
def test_money_moved_between_accounts_is_a_transfer_and_a_rate_a_budget(text: str, kind: str) -> None:
    assert kind in [c.kind for c in find_claims(text, RECORD_TOOLS).claims]


def test_an_amount_after_returned_is_money_given_back_not_a_status() -> None:
    [claim] = find_claims("I've returned the $500 to your card.", BURSAR_DESK).claims
    assert claim.kind == REFUND
    assert bursar_verbs("The payments API returned a 500 twice.") == []


def test_the_payment_with_modifiers_clears_and_a_bill_issued_is_made() -> None:
    assert kinds_with("The vendor payment to Apex Logistics cleared this morning.") == ["pay"]
    assert kinds_with("The supplier refund cleared yesterday.") == ["refund"]
    assert kinds_with("Issued a corrected invoice for $1,450.") == ["create"]
    assert kinds_with("I've raised an invoice for the extra seats.") == ["create"]
    assert kinds_with("Paid the invoice.") == ["pay"]
    assert kinds_with("Sent the invoice to Acme.") == ["send"]


def test_a_renewal_is_backed_by_a_payment_or_an_update() -> None:
    """A renewal is done by paying for it or by changing the record: either backs it; a read does not."""
    for text in (
        "I renewed contoso.io for two years [evt:a].",
        "Your renewal is complete [evt:a].",
        "Renewal for Northwind's support contract is done [evt:a].",
    ):
        assert classified(text, a="pay_invoice") == ["verified"], text
        assert classified(text, a="update_record") == ["verified"], text
        assert classified(text, a="lookup_order") == ["mismatched"], text
        assert classified(text, a="send_push") == ["mismatched"], text
    assert classified("I updated the billing address [evt:a].", a="pay_invoice") == ["mismatched"]
