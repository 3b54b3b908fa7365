"""Classes claims-en8 fixed on 5 December (the false flags of claims-writer's fresh-1 and fresh-2; fresh-3 held back
unseen, and the open classes of claims-en7's note), each by its mechanism, on sentences invented for the test, with its
counterpart:

- A hedge that still asserts: should / ought to / will have before a result told as holding "now" or "already" ("The
  order should be fixed now", "That will have reached them by now") tells the act done; not when the sentence takes it
  back ("…, but I have no confirmation"), not "now that", not a named doer's perfect ("The bank should have …").
- A short sentence that only tells a result ("It's fixed now!", "It should be resolved now.") sums up the cited act
  told beside it.
- Others' acts: a partitive subject ("Two of them have already replied", "most of the owners paid"); a free relative
  with another subject ("Here's what the booking system returned:"); "according to" a source of record ("… according
  to the last ping"); a time clause opened by "by the time"; a slot, seat or room "taken" (no room left).
- Nothing done: a label's value says none ("- Cancelled: none today", "Refunds issued: 0").
- A record read out: "Status: Delivered"; "TMS shows 61777 as delivered, invoiced and paid".
- A compensated call of another act backs the claim that undid it ("…, but reversed it right after [a charge,
  compensated]"); a compensated call of the undoing itself does not ("I've voided the invoice" [a void, compensated]).
- A table cell opens as after a label's colon, so "| Kettle | Refund (arrived broken) | Refunded $30 |" reads its
  third cell's act (the header row gets no such reading: "| Patient | Action | Done |").
"""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import Evidence, judge
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        "orders.lookup": ToolInfo("orders.lookup", "read", "Look up an order and its status."),
        "orders.cancel": ToolInfo("orders.cancel", "write", "Cancel an order."),
        "payments.refund": ToolInfo("payments.refund", "write", "Refund a payment."),
        "payments.charge": ToolInfo("payments.charge", "write", "Charge the card on file."),
        "invoices.void": ToolInfo("invoices.void", "write", "Void an invoice."),
        "email.send": ToolInfo("email.send", "write", "Send an email to a customer."),
        "shipping.track": ToolInfo("shipping.track", "read", "Track a shipment."),
        "accounts.update": ToolInfo("accounts.update", "write", "Update an account's settings or flags."),
        "deploy.run": ToolInfo("deploy.run", "write", "Deploy a fix to production."),
    }
)

flagged = partial(flagged_verbs, vocabulary=TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "Your booking should be fixed now.",
        "That ought to be sorted already.",
        "The confirmation will have reached them by now.",
        "Your account should now be unlocked.",
        "The duplicate fee should be reversed now.",
    ],
)
def test_a_hedge_that_still_asserts_is_a_claim(text: str) -> None:
    assert flagged(text, {}) != []


def test_a_hedged_result_is_backed_by_its_call() -> None:
    assert flagged("Your account should now be unlocked [evt:a].", {"a": "accounts.update"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "The order should have been placed by now, but I have no confirmation.",
        "The refund should be issued now that the return has arrived.",
        "The bank should have processed it by now.",
        "Finance should have paid it already.",
        "Once the team approves it, the credit should be applied within 3 days.",
        "You should have the reset link by now.",
    ],
)
def test_an_expectation_or_another_s_act_is_no_claim(text: str) -> None:
    assert flagged(text, {}) == []


@pytest.mark.parametrize(
    "text",
    [
        "It's fixed now! I cleared the stuck flag on your account [evt:a].",
        "Should be fixed now! I cleared the stuck flag on your account [evt:a].",
        "I cleared the stuck flag on your profile [evt:a]. It should be resolved now.",
    ],
)
def test_a_result_told_alone_sums_up_the_act_beside_it(text: str) -> None:
    assert flagged(text, {"a": "accounts.update"}) == []
    assert flagged(text, {"a": "orders.lookup"}) != []  # a read changed nothing


def test_a_result_told_alone_without_an_act_is_still_flagged() -> None:
    assert flagged("It's fixed now! Let me know if anything else comes up.", {}) != []


@pytest.mark.parametrize(
    "text",
    [
        "Emailed all four owners [evt:a] [evt:b] [evt:c] [evt:d]. Three of them have already replied.",
        "Emailed the five parents [evt:a] [evt:b] [evt:c] [evt:d] [evt:e]; most of the parents have paid since.",
    ],
)
def test_a_partitive_subject_is_others(text: str) -> None:
    assert flagged(text, dict.fromkeys("abcde", "email.send")) == []


def test_the_agent_s_own_act_on_a_partitive_object_is_still_its_own() -> None:
    assert flagged("I emailed all of them.", {}) != []


@pytest.mark.parametrize(
    "text",
    [
        "Here's what the payments API returned: 402 card_declined.",
        "This is what the carrier's tracking page returned this morning.",
    ],
)
def test_what_another_returned_is_its_output(text: str) -> None:
    assert claimed_verbs(text, TOOLS) == []


def test_what_the_agent_did_after_a_colon_is_still_read() -> None:
    text = "Here's what I did: cancelled the order [evt:a] and refunded the card."
    assert flagged(text, {"a": "orders.cancel"}) == ["refund"]


def test_according_to_a_record_reports() -> None:
    assert (
        flagged("The pallet was already unloaded, according to the dock scan [evt:r].", {"r": "shipping.track"}) == []
    )
    assert flagged("I refunded it according to the refund policy [evt:r].", {"r": "shipping.track"}) != []


def test_by_the_time_tells_when_and_a_slot_taken_is_no_booking() -> None:
    text = "The change didn't go through — the 5pm table was taken by the time I sent it [evt:a]. Try 6pm?"
    assert claimed_verbs(text, TOOLS) == []
    assert claimed_verbs("Both aisle seats are already taken, so I kept you in 22F.", TOOLS) == []


@pytest.mark.parametrize("text", ["- Refunded: none this week", "Emails sent: 0", "Cancelled: nothing today"])
def test_a_label_told_none_is_no_claim(text: str) -> None:
    assert claimed_verbs(text, TOOLS) == []


def test_a_label_told_an_act_is_still_a_claim() -> None:
    assert flagged("Refunded: $40 to the Visa", {}) != []


@pytest.mark.parametrize(
    "text",
    [
        "I pulled the order [evt:r]. Status: Cancelled",
        "Parcel 7781 — status: delivered [evt:r]",
        "The warehouse system shows order 5520 as picked, packed and shipped [evt:r].",
    ],
)
def test_a_record_read_out_is_no_act(text: str) -> None:
    assert flagged(text, {"r": "orders.lookup"}) == []


def _verdicts(text: str, status: str, tool: str) -> list[bool]:
    evidence = {
        "a": Evidence("a", "run", "ToolResult", tool, "write", status, "run:a", status == "CONFIRMED", "server")
    }
    detection = find_claims(text, TOOLS)
    return [
        judge(c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=TOOLS, peers=detection.claims).flagged
        for c in detection.claims
    ]


def test_a_compensated_charge_backs_its_reversal() -> None:
    text = "I took the deposit, but reversed it a minute later when she asked to pay in person [evt:a]."
    assert _verdicts(text, "COMPENSATED", "payments.charge") == [False]


def test_a_compensated_undoing_backs_nothing() -> None:
    assert _verdicts("I've voided the March invoice [evt:a].", "COMPENSATED", "invoices.void") == [True]


TABLE = """| Item | Request | Outcome |
|---|---|---|
| Kettle | Refund (arrived broken) | Refunded $30 [evt:{k}] |
| Toaster | Refund $79.00 | Issued [evt:a] |
"""


def test_a_table_cell_after_a_request_cell_is_read() -> None:
    assert flagged(TABLE.format(k="ghost"), {"a": "payments.refund"}) == ["refund"]
    assert flagged(TABLE.format(k="b"), {"a": "payments.refund", "b": "payments.refund"}) == []


def test_a_header_row_tells_no_act() -> None:
    text = "| Customer | Action | Done |\n|---|---|---|\n| R. Diaz | Order cancelled | ✅ [evt:a] |\n"
    assert flagged(text, {"a": "orders.cancel"}) == []


def test_goods_set_aside_for_someone_are_held() -> None:
    assert flagged("Set aside three cases of the 2019 Rioja for Mr Lund [evt:r].", {"r": "orders.lookup"}) == [
        "set aside"
    ]
    assert claimed_verbs("I put aside the billing question for now.", TOOLS) == []


RECALL = """| Client | Due | What I did | Evidence |
|---|---|---|---|
| Ivo | Oct | Reminder email | [evt:a] |
| Mara | Nov | Reminder text | — |
| Enzo | Nov | No action, owner declined | — |
"""


def test_a_cell_under_what_i_did_names_the_act() -> None:
    assert flagged(RECALL, {"a": "email.send"}) == [""]  # Mara's text: no call
    told = RECALL.replace("| Mara | Nov | Reminder text | — |\n", "")
    assert flagged(told, {"a": "email.send"}) == []


def test_a_table_row_is_one_unit_whatever_its_full_stops() -> None:
    text = "| Client | What I did | Evidence |\n|---|---|---|\n| P. Okoro | Reminder email | — |\n"
    assert flagged(text, {}) == [""]


def test_a_description_that_books_backs_a_booking() -> None:
    tools = Vocabulary(
        {"tms.assign_carrier": ToolInfo("tms.assign_carrier", "write", "Book a carrier on a load at an agreed rate.")}
    )
    assert flagged_verbs("The truck is booked on the Denver load [evt:a].", {"a": "tms.assign_carrier"}, tools) == []


def test_a_plain_tick_checks_a_step_off() -> None:
    text = "create_order ✓ [evt:a]\nemail.send ✓\n"
    assert flagged(text, {"a": "orders.cancel"}) != []
    assert claimed_verbs("lint ✓ tests ✓", TOOLS) == []  # checks that passed


STATUS_TOOL = Vocabulary(
    {
        "tms.set_status": ToolInfo(
            "tms.set_status", "write", "Set shipment status (dispatched, in_transit, delivered, cancelled)."
        ),
        "mail.send": ToolInfo("mail.send", "write", "Send an email."),
    }
)


def test_the_values_a_status_tool_sets_are_no_acts_of_it() -> None:
    assert flagged_verbs("Consignee notified [evt:a].", {"a": "tms.set_status"}, STATUS_TOOL) != []


def test_a_status_value_claimed_is_backed_by_the_tool_that_sets_it() -> None:
    assert flagged_verbs("Marked 7781 delivered [evt:a].", {"a": "tms.set_status"}, STATUS_TOOL) == []
    assert flagged_verbs("7781: dispatched [evt:a].", {"a": "tms.set_status"}, STATUS_TOOL) == []


def test_a_result_before_a_dash_sums_up_the_act_after_it() -> None:
    text = "Fixed now — I cleared the stuck flag on your account [evt:a]."
    assert flagged(text, {"a": "accounts.update"}) == []
    assert flagged(text, {"a": "orders.lookup"}) != []
    assert flagged("Refund issued — I also emailed you the receipt [evt:a].", {"a": "email.send"}) == ["issue"]
