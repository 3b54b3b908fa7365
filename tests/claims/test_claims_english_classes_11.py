"""Classes claims-en6 fixed on 5 December (the open classes of claims-en5's round, then claims-writer's fresh batches
1–3 of the sixth round; fresh-4 held back), each on sentences invented for the test, with its counterpart:

- A table whose header has a "Done" column ("| Step | Done |", "Done?", "Completed") tells each row done when its cell
  says yes: the row's step is a claim ("| Refund the $40 fee | yes [evt:a] |").
- A label that opens with an act's base form names that act when it is checked off ("Ship the order ✅", "- [x]
  Cancel the booking"): a shipment, not an order placed; not "Wire received ✔️" (a noun and its participle).
- A change request "is up" ("PR is up for the timeout guard", "Both MRs are up"): opened (`create`); not "up to date".
- Recipients and things counted in a send are sends (the held-out rule: "a claim of N things done needs N distinct
  backing events"): "Emailed all 4 suppliers", "sent the label to both addresses", "to you and your roommate". Not
  what the message was about ("for the 20 notebooks"), copies carried, one message said to be one ("in one email"),
  nor one invite, announcement or newsletter a group shares.
"""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import claimed_verbs, flagged_verbs, judged

TOOLS = Vocabulary(
    {
        "ship_parcel": ToolInfo("ship_parcel", "write", "Hand a parcel to the carrier."),
        "place_order": ToolInfo("place_order", "write", "Place a purchase order with a supplier."),
        "refund_payment": ToolInfo("refund_payment", "write", "Refund a card payment."),
        "cancel_booking": ToolInfo("cancel_booking", "write", "Cancel a room booking."),
        "send_email": ToolInfo("send_email", "write", "Send an email."),
        "orders_lookup": ToolInfo("orders_lookup", "read", "Look up an order."),
        "gitlab.create_merge_request": ToolInfo("gitlab.create_merge_request", "write", "Open a merge request."),
        "notes_add": ToolInfo("notes_add", "write", "Add a note to a record."),
        "workorders.create": ToolInfo("workorders.create", "write", "Open a maintenance work order for a unit."),
    }
)

flagged = partial(flagged_verbs, vocabulary=TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "| Step | Done |\n|---|---|\n| Ship the spare pump | yes [evt:a] |",
        "| # | Task | Done? |\n|---|---|---|\n| 1 | Ship the spare pump | yes [evt:a] |",
        "| Task | Completed |\n|---|---|\n| Ship the spare pump | ✓ [evt:a] |",
    ],
)
def test_a_yes_in_a_done_column_tells_the_rows_step_done(text: str) -> None:
    assert flagged(text, {"a": "ship_parcel"}) == []
    assert flagged(text, {"a": "orders_lookup"}) != []  # a read backs no shipment
    uncited = text.replace(" [evt:a]", "")
    assert flagged(uncited, {}) != []


def test_a_yes_elsewhere_tells_nothing() -> None:
    assert claimed_verbs("| Question | Answer |\n|---|---|\n| Ship the spare pump? | yes |") == []
    assert claimed_verbs("| Step | Status |\n|---|---|\n| Ship the spare pump | yes |") == []


@pytest.mark.parametrize(
    "text", ["- Ship the spare pump ✅ [evt:a]", "| Step | Done |\n|---|---|\n| Ship the spare pump | ✅ [evt:a] |"]
)
def test_a_checked_step_is_the_act_its_verb_names(text: str) -> None:
    assert [c.kind for c, _ in judged(text, {"a": "ship_parcel"}, TOOLS)] == ["ship"]
    assert flagged(text, {"a": "ship_parcel"}) == []
    assert flagged(text, {"a": "place_order"}) != []  # the order is what was shipped, not a purchase made


def test_a_noun_and_its_participle_is_no_step() -> None:
    # "Wire" is a verb of payment too, but "Wire received" names what came in: no payment made
    assert [c.kind for c, _ in judged("- Wire received ✅ [evt:a]", {"a": "notes_add"}, TOOLS)] == ["complete"]


@pytest.mark.parametrize(
    "text", ["MR is up for the cache fix [evt:a].", "Both merge requests are up now [evt:a] [evt:b]."]
)
def test_a_change_request_up_was_opened(text: str) -> None:
    calls = {"a": "gitlab.create_merge_request", "b": "gitlab.create_merge_request"}
    assert [c.kind for c, _ in judged(text, calls, TOOLS)] == ["create"]
    assert flagged(text, calls) == []
    assert flagged(text, {"a": "notes_add", "b": "notes_add"}) != []


@pytest.mark.parametrize(
    "text", ["The MR is up to date with main.", "Is the PR up yet?", "I'll ping you once the PR is up."]
)
def test_a_change_request_up_to_date_or_ahead_is_no_act(text: str) -> None:
    assert claimed_verbs(text) == []


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("Emailed all 4 suppliers about the recall", 4),
        ("I've mailed the keys to both addresses on file", 2),
        ("Sent the parking permit to you and your flatmate", 2),
        ("Forwarded both statements (June and July) to your accountant", 2),
    ],
)
def test_recipients_and_things_counted_in_a_send_are_sends(text: str, n: int) -> None:
    one = f"{text} [evt:a]."
    assert flagged(one, {"a": "send_email"}) != []
    ids = "abcd"[:n]
    every = f"{text} " + " ".join(f"[evt:{i}]" for i in ids) + "."
    assert flagged(every, dict.fromkeys(ids, "send_email")) == []


@pytest.mark.parametrize(
    "text",
    [
        "Asked the printer for a credit note for the 20 smudged brochures [evt:a].",
        "Emailed you a copy of both contracts [evt:a].",
        "Sent all three quotes to the buyer in one email [evt:a].",
        "The calendar invite went out to all six panelists [evt:a].",
        "Sent Ana and Luis the meeting invite [evt:a].",
    ],
)
def test_what_a_message_is_about_or_carries_to_a_group_is_one_send(text: str) -> None:
    assert flagged(text, {"a": "send_email"}) == []


# fresh-1..3 of the sixth round: scope


@pytest.mark.parametrize(
    "text",
    [
        "If it helps, I can draft the renewal quote, or set up a call with their buyer.",
        "We could reissue the voucher, or put the credit on the next bill.",
    ],
)
def test_an_alternative_after_a_modal_is_offered_not_done(text: str) -> None:
    assert claimed_verbs(text) == []


def test_a_past_after_or_without_a_modal_still_claims() -> None:
    assert claimed_verbs("I checked the ticket, then refunded it or rather credited it.") != []


@pytest.mark.parametrize(
    "text",
    ["Should be sorted now — I moved your delivery to Thursday.", "Should be good now — I unlocked your account."],
)
def test_a_modal_with_its_subject_left_out_is_no_question(text: str) -> None:
    assert claimed_verbs(text) != []


def test_a_look_through_things_is_no_act() -> None:
    assert claimed_verbs("I went through all six invoices line by line.") == []
    assert claimed_verbs("The transfer went through this morning.") != []


def test_a_present_passive_after_a_habit_is_the_usual_course() -> None:
    assert (
        claimed_verbs("Our lab usually reads the samples within a day, and the results are released after that.") == []
    )
    assert claimed_verbs("The results are released [evt:a].") != []


def test_what_a_look_found_heads_findings() -> None:
    assert claimed_verbs("**What I found**\n- Booking #5512 was paid on 3 May and cancelled on 9 May.") == []
    assert claimed_verbs("**What I did**\n- Cancelled booking #5512.") != []


def test_a_heading_that_sorts_outcomes_is_no_act() -> None:
    text = "Here's what went through and what didn't:\n- ✅ Refund the fee [evt:a]\n- ❌ Book the courier [evt:b]"
    assert "go through" not in claimed_verbs(text)


# results told as states


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Your billing email now reads ap@northwind.co [evt:a].", "update"),
        ("Your guest wifi code is active now [evt:a].", "update"),
        ("Licence count is now 40 on the Pro plan [evt:a].", "update"),
        ("The voucher's on now [evt:a].", "update"),
        ("The tenancy agreement is out for signature [evt:a].", "send"),
        ("Both visitor badges are ready for you [evt:a] [evt:b].", "complete"),
        ("Managed to squeeze you into Dr. Lee's list for Friday [evt:a].", "book"),
        ("Omar should have the signed contract in his inbox now [evt:a].", "email"),
    ],
)
def test_results_told_as_states_are_claims(text: str, kind: str) -> None:
    assert [c.kind for c, _ in judged(text, {"a": "notes_add", "b": "notes_add"}, TOOLS)][:1] == [kind]


@pytest.mark.parametrize(
    "text",
    [
        "UPS tracking now shows the parcel in Leeds.",
        "Your balance is now zero.",
        "The match is on.",
        "Your car is ready for pickup.",
        "Everything's ready for Monday.",
        "I can squeeze you in tomorrow if that suits.",
        "You should have access by Friday.",
    ],
)
def test_their_counterparts_tell_no_act(text: str) -> None:
    assert claimed_verbs(text) == []


def test_a_done_before_a_colon_sums_up_the_acts_after_it() -> None:
    text = "Both jobs are done: the booking is cancelled [evt:a] and the fee is refunded [evt:b]."
    calls = {"a": "cancel_booking", "b": "refund_payment"}
    assert flagged(text, calls) == []


# binding and kinds


def _verdicts(text: str, calls: dict[str, str]) -> list[tuple[str, bool]]:
    """(verb, flagged) of each claim, the reply's evidence list bound by kind as the reply path binds it."""
    from agentops.claims.detect import find_claims
    from agentops.claims.verdict import Evidence, judge

    evidence = {
        e: Evidence(e, "run", "ToolResult", t, TOOLS.tools[t].effect, "CONFIRMED", f"run:{e}", True, "server")
        for e, t in calls.items()
    }
    found = find_claims(text, TOOLS)
    return [
        (
            c.verb,
            judge(c, run_id="run", evidence=evidence, pool=found.pool, vocabulary=TOOLS, peers=found.claims).flagged,
        )
        for c in found.claims
    ]


def test_an_evidence_item_labelled_without_a_colon_is_bound_by_kind() -> None:
    text = "Cancelled Tuesday's room.\n\nEvidence:\n- room lookup [evt:a]\n- cancellation [evt:b]"
    assert _verdicts(text, {"a": "orders_lookup", "b": "cancel_booking"}) == [("cancel", False)]
    assert _verdicts(text, {"a": "orders_lookup", "b": "notes_add"}) == [("cancel", True)]


def test_where_money_went_is_told_after_its_verb() -> None:
    # "order" in "opened a work order" is no ledger the credit went to: a tool that opens work orders does not back it
    text = "I opened a work order for the leak and credited $30 for the call-out [evt:a]."
    assert _verdicts(text, {"a": "workorders.create"}) == [("open", False), ("credit", True)]


def test_a_named_team_of_ours_is_someone_else() -> None:
    assert claimed_verbs("Our returns team in Leeds shipped the missing charger yesterday.") == []
    assert claimed_verbs("I shipped the missing charger yesterday.") != []


def test_an_aside_that_gives_the_act_to_them_is_theirs() -> None:
    assert claimed_verbs("Re-shipped the missing charger yesterday (that was them, not me).") == []
    assert claimed_verbs("Re-shipped the missing charger yesterday (by me).") != []


def test_a_noun_after_with_is_no_head_of_the_act() -> None:
    text = "We voided the old invoice and issued a fresh one with the right PO number [evt:a]."
    assert [c.kind for c, _ in judged(text, {"a": "notes_add"}, TOOLS)][1:] == ["create"]


@pytest.mark.parametrize(
    "text", ["You'll see the refund on your card in 3-5 days.", "You should see the €40 back by Friday."]
)
def test_money_the_reader_will_see_back_was_refunded(text: str) -> None:
    assert flagged(text, {}) != []
    assert flagged(text.rstrip(".") + " [evt:a].", {"a": "refund_payment"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "If it's approved, you'll see the refund within a week.",
        "Once the parcel is back, you'll see the refund in 3 days.",
        "You'll see it on your next statement.",
        "Refunded the fee [evt:a]. You'll see the refund on your card in 3-5 days.",
        "Price match applied — you'll see £12 back on your card [evt:a].",
    ],
)
def test_money_seen_back_after_a_condition_or_an_act_claims_nothing_more(text: str) -> None:
    assert [v for v in claimed_verbs(text, TOOLS) if v == "see back"] == []


def test_things_of_an_order_refunded_with_one_amount_are_one_refund() -> None:
    # tickets, items of one order: one refund of the order; charges, fees, bookings, orders are counted
    assert [
        c.quantity
        for c, _ in judged("Refunded the two Friday tickets, $96.00 [evt:a].", {"a": "refund_payment"}, TOOLS)
    ] == [1]
    assert flagged("Refunded both charges [evt:a].", {"a": "refund_payment"}) != []
