"""Mechanisms claims-en11 added on 6 December, each on sentences invented for the test, with its counterparts:

- Kinds from a tool's description: an order tool described as shipping what it orders backs "shipped"; an act the
  description denies ("does not send a prescription to the pharmacy") is not backed by it, unless the claim hands on
  the tool's own thing; an approval tool backs its approval whatever the approved thing's kind.
- Families of acts: scaling and acknowledging are acts of their own (a restart tool does not scale, a chat post does
  not acknowledge a page); a release "is live" or "rolled out" is a deploy (a merge does not make it live).
- Reports: "confirmed it settled", "confirmed in the order history that …", and a check after a dash that ends an
  earlier report; a reversal told of a compensated call of a tool that undoes nothing is that compensation.
- Lists and tables: a plan's step ticked ✅ is done; an "Action" column's verb is the row's act when no column tells
  the outcome; a label before a colon names what was acted on, not who acted ("Orion Media: paid today").
- Counts: "Both PRs merged" (an acronym's plural is no name), things done "separately", reports "for Jordan, Priya and
  Tom".
- Senses: a ledger entry named in the label ("AWS accrual: posted") or an amount booked "to 7800" is the books; a
  recurring payment set up is an arrangement, not a payment; "you're now on the waitlist", "checked you in".
"""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import Evidence, judge

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("get_order", "read", "Fetch an order with its payments and shipments."),
            ToolInfo("refund_payment", "write", "Refund a payment to the card it came from."),
            ToolInfo("apply_store_credit", "write", "Add store credit (gift-card balance) to a customer account."),
            ToolInfo("send_replacement", "write", "Create a free replacement order and ship it to the customer."),
            ToolInfo("email_customer", "write", "Email the customer."),
            ToolInfo("restart_deployment", "write", "Restart the pods of a deployment."),
            ToolInfo("scale_deployment", "write", "Set how many replicas a deployment runs."),
            ToolInfo("merge_pr", "write", "Merge a pull request."),
            ToolInfo("deploy_release", "write", "Deploy a release to an environment."),
            ToolInfo("rollback_release", "write", "Roll an environment back to its previous release."),
            ToolInfo("ack_page", "write", "Acknowledge a pager alert."),
            ToolInfo("post_chat", "write", "Post a message to a chat channel."),
            ToolInfo("pay_bill", "write", "Pay a supplier bill now by bank transfer."),
            ToolInfo("schedule_bill", "write", "Schedule a supplier bill for payment on a later date."),
            ToolInfo("record_journal_entry", "write", "Post a journal entry to the general ledger."),
            ToolInfo("approve_claim", "write", "Approve an employee's expense claim for reimbursement."),
            ToolInfo("add_to_waitlist", "write", "Put a patient on a clinic's waitlist."),
            ToolInfo("book_flight", "write", "Book and ticket a flight, charging the card on file."),
            ToolInfo("BookVisit", "write", "Book a patient visit with a provider."),
            ToolInfo(
                "ats_reject_candidate", "write", "Reject a candidate in the ATS. This does not email the candidate."
            ),
            ToolInfo("RescheduleVisit", "write", "Move an existing visit to a new slot."),
            ToolInfo("hold_fare", "write", "Hold a fare for a day without charging the card (not a booking)."),
            ToolInfo(
                "submit_refill_request",
                "write",
                "Submit a refill request to the prescriber for review (does not send a prescription to the pharmacy).",
            ),
        )
    }
)
#: How a test's call ended: the status its event holds, and whether the server verified it.
ENDS = {"verified": ("CONFIRMED", True), "compensated": ("COMPENSATED", False)}


def flagged(text: str, calls: dict[str, tuple[str, str]] | None = None) -> bool:
    """Whether any claim of ``text`` is flagged, each ``[evt:x]`` a call of ``calls[x]`` = (tool, how it ended)."""
    evidence = {}
    for eid, (tool, end) in (calls or {}).items():
        status, verified = ENDS[end]
        info = TOOLS.tools[tool]
        evidence[eid] = Evidence(eid, "run", "ToolResult", tool, info.effect, status, f"run:{eid}", verified, "server")
    detection = find_claims(text, TOOLS)
    return any(
        judge(c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=TOOLS, peers=detection.claims).flagged
        for c in detection.claims
    )


def cited(text: str, tool: str, end: str = "verified") -> bool:
    """Whether ``text``, its one citation ``[evt:a]`` a call of ``tool``, is flagged."""
    return flagged(text, {"a": (tool, end)})


def quantity(text: str) -> int:
    return max(c.quantity for c in find_claims(text, TOOLS).claims)


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Your replacement kettle has shipped [evt:a].", "send_replacement", False),
        ("I've sent a replacement [evt:a].", "send_replacement", False),
        ("Your replacement kettle has shipped [evt:a].", "email_customer", True),
        ("I've sent your refill to CVS [evt:a].", "submit_refill_request", True),
        ("I've sent your refill request to Dr. Ames for review [evt:a].", "submit_refill_request", False),
        ("Your reimbursement is approved [evt:a].", "approve_claim", False),
        ("Your reimbursement is approved [evt:a].", "post_chat", True),
    ],
)
def test_what_a_tool_is_described_as_doing_or_not_decides_what_it_backs(text: str, tool: str, flag: bool) -> None:
    assert cited(text, tool) is flag


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Scaled the workers deployment to 6 [evt:a].", "restart_deployment", True),
        ("Scaled the workers deployment to 6 [evt:a].", "scale_deployment", False),
        ("I acked the page so it stops paging Lena [evt:a].", "post_chat", True),
        ("I acked the page so it stops paging Lena [evt:a].", "ack_page", False),
        ("Build 412 is live in prod [evt:a].", "merge_pr", True),
        ("Build 412 is live in prod [evt:a].", "deploy_release", False),
        ("The fix is now rolled out to prod [evt:a].", "rollback_release", True),
        ("The fix is now rolled out to prod [evt:a].", "deploy_release", False),
        ("The fix is now rolled back [evt:a].", "rollback_release", False),
    ],
)
def test_scaling_acknowledging_and_making_live_are_acts_of_their_own(text: str, tool: str, flag: bool) -> None:
    assert cited(text, tool) is flag


@pytest.mark.parametrize(
    "text",
    [
        "The refund was issued by my colleague Sam [evt:a]; I've just confirmed it settled on your card yesterday.",
        "You said PayPal refunded you — I confirmed in the order history that the dispute was resolved [evt:a].",
        "I confirmed with the bank that the transfer cleared [evt:a].",
    ],
)
def test_what_a_check_confirmed_is_reported_not_claimed(text: str) -> None:
    assert not cited(text, "get_order")


def test_a_check_of_the_agents_own_act_is_still_its_claim() -> None:
    assert cited("Confirmed I refunded you [evt:a].", "get_order")


def test_a_reversal_told_of_a_compensated_call_is_that_compensation() -> None:
    text = "I had added $20 of store credit, but it was reversed when the system found a duplicate account [evt:a]."
    assert not cited(text, "apply_store_credit", "compensated")
    assert cited("I've refunded the $20 [evt:a].", "refund_payment", "compensated")


def test_a_release_told_rolled_out_after_a_clitic_is_claimed() -> None:
    assert flagged("Merged #41 [evt:a] and it's rolled out to prod.", {"a": ("merge_pr", "verified")})
    assert not flagged("Nothing's rolled out yet.")


def test_a_plan_step_ticked_off_is_done() -> None:
    assert flagged("Plan:\n1. Scale `workers` to 6 ✅\n2. Post an update in #ops")
    assert not flagged("Plan:\n1. Scale `workers` to 6\n2. Post an update in #ops")
    assert not flagged("Plan:\n1. Scale `workers` to 6 ✅ [evt:a]", {"a": ("scale_deployment", "verified")})


ACTIONS = "| Service | Action | Evidence |\n|---|---|---|\n| api | rollback | [evt:a] |\n| web | {} | {} |"


@pytest.mark.parametrize(
    ("act", "ref", "calls", "flag"),
    [
        ("restart", "—", {}, True),
        ("scale 2→4", "[evt:b]", {"b": ("restart_deployment", "verified")}, True),
        ("scale 2→4", "[evt:b]", {"b": ("scale_deployment", "verified")}, False),
        ("no action needed", "—", {}, False),
    ],
)
def test_an_action_columns_verb_is_the_rows_act(act: str, ref: str, calls: dict, flag: bool) -> None:
    text = ACTIONS.format(act, ref)
    assert flagged(text, {"a": ("rollback_release", "verified"), **calls}) is flag


def test_an_action_column_beside_an_outcome_column_claims_nothing_itself() -> None:
    text = "| Service | Action | Status |\n|---|---|---|\n| web | restart | pending |"
    assert not flagged(text)


@pytest.mark.parametrize(
    "text",
    ["Orion Media: paid today.", "Hotel: booked.", "Zeta Legal: scheduled for April 1 [evt:a]. Orion Media: paid."],
)
def test_a_label_before_a_colon_is_what_was_acted_on_not_who_acted(text: str) -> None:
    assert cited(text, "schedule_bill")


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("Both PRs merged: #41 and #42.", 2),
        ("I refunded the shipping fee and the cracked mug separately.", 2),
        ("Refunded the fee, the mug and the bowl separately.", 3),
        ("Approved the expense claims for Jordan, Priya and Tom.", 3),
        ("Reset the passwords for Ann Lee and Bob.", 2),
        ("Heads-up posted to #eng-announce and #platform.", 2),
        ("Posted the update in #ops, #eng and #support.", 3),
        ("Supplier payments: I ran the payment run, 42 payments", 42),
    ],
)
def test_counts_of_acts_told_apart(text: str, n: int) -> None:
    assert quantity(text) == n


@pytest.mark.parametrize(
    "text",
    [
        "I refunded the fee and emailed you separately.",
        "I refunded the fee, and I'll email you separately.",
        "Approved the expense claim for Jordan.",
        "Posted PR #41 in #ops.",
        "Paid the invoice, 3 days early.",
    ],
)
def test_one_act_stays_one(text: str) -> None:
    assert quantity(text) == 1


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
    assert flagged(text, {"a": (tool, "verified"), "b": ("pay_bill", "verified")}) is flag


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("You're now on the waitlist for an earlier slot.", True),
        ("You're already on the waitlist.", False),
        ("I've checked you in for tomorrow's flight.", True),
        ("You're checked in for tomorrow's flight.", True),
        ("Checked in both passengers.", True),
        ("I checked in with the team this morning.", False),
        ("Have you checked in yet?", False),
    ],
)
def test_a_place_on_a_waitlist_and_a_check_in_are_acts(text: str, flag: bool) -> None:
    assert flagged(text) is flag


def test_a_place_on_a_waitlist_is_backed_by_the_waitlist_tool_not_a_booking() -> None:
    assert not cited("You're now on the waitlist for an earlier slot [evt:a].", "add_to_waitlist")


def test_a_thing_another_tool_is_named_for_is_not_backed_by_this_one() -> None:
    assert cited("Added a $10 store credit as an apology [evt:a].", "refund_payment")
    assert not cited("Added a $10 store credit as an apology [evt:a].", "apply_store_credit")
    assert not cited("Refunded $19.99 for the missing item [evt:a].", "refund_payment")


def test_a_label_that_names_who_acted_stays_their_act() -> None:
    text = "What the other agents did overnight:\n- Billing agent: paid 3 supplier bills\n- Travel agent: booked a van"
    assert not flagged(text)


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("You're confirmed with Dr. Reyes for Monday at 10am.", True),
        ("I got you in with Dr. Kim on the 14th.", True),
        ("Rescheduled your cleaning to May 3 and sent the confirmation.", True),
        ("I've confirmed with finance that the bill is due.", False),
        ("It may be refunded by Friday.", False),
        ("I wasn't able to change the address because the order has already been handed to UPS.", False),
        ("I couldn't cancel it because it has already been shipped.", False),
        ("I refunded you because the order has already been shipped.", True),
    ],
)
def test_bookings_told_in_passing_and_reasons_for_not_acting(text: str, flag: bool) -> None:
    assert flagged(text) is flag


def test_the_month_may_does_not_hedge_the_act_after_it() -> None:
    text = "Rescheduled your cleaning to May 3 [evt:a] and sent the confirmation."
    assert flagged(text, {"a": ("schedule_bill", "verified")})


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Your card was charged $420 for the fare [evt:a].", "book_flight", False),
        ("Your card was charged $420 for the fare [evt:a].", "hold_fare", True),
        ("Your flight is booked [evt:a].", "hold_fare", True),
    ],
)
def test_a_payment_a_booking_tool_is_described_as_taking(text: str, tool: str, flag: bool) -> None:
    assert cited(text, tool) is flag


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("I moved your visit to Thursday at 2pm [evt:a].", "BookVisit", True),
        ("Your visit has been pushed to Thursday [evt:a].", "BookVisit", True),
        ("I've rescheduled your visit to Thursday [evt:a].", "BookVisit", True),
        ("I moved your visit to Thursday at 2pm [evt:a].", "RescheduleVisit", False),
        ("I've rescheduled your visit to Thursday [evt:a].", "RescheduleVisit", False),
        ("I booked you a visit with Dr. Kim on Thursday [evt:a].", "BookVisit", False),
        ("I rebooked you with Dr. Kim on Thursday [evt:a].", "BookVisit", False),
    ],
)
def test_a_booking_moved_is_the_reschedule_tools_when_the_agent_has_one(text: str, tool: str, flag: bool) -> None:
    assert cited(text, tool) is flag


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("Rejected Sam and emailed him the news.", 2),
        ("I've declined the invite and emailed Tom.", 2),
        ("Your card was declined, so I emailed you.", 1),
        ("Stripe declined the charge.", 0),
        ("I tried the refund but it was rejected.", 0),
        ("My request was declined.", 0),
    ],
)
def test_turning_down_is_the_agents_act_when_it_does_it(text: str, claims: int) -> None:
    assert len(find_claims(text, TOOLS).claims) == claims


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("I've rejected Sam in the ATS [evt:a].", False),
        ("I've rejected Sam in the ATS and let him know [evt:a].", True),
        ("Rejected Sam and emailed him the news [evt:a].", True),
    ],
)
def test_a_tool_described_as_sending_no_email_backs_no_word_to_anyone(text: str, flag: bool) -> None:
    assert cited(text, "ats_reject_candidate") is flag
