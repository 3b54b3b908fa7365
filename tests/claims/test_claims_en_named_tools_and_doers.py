"""claims-en10 (7 Dec, twelfth session): mechanisms, not phrases, of fix-en-a (a freight dispatcher), fix-en-b (an
airline desk) and fix-h-en (an e-signature desk). A tool's name owns its act against another tool of the same kind: the
one thing it names, said around the claim's verb ("BOL generated" is ``create_bol``'s), or the verb it names when the
listed tool names nothing of the claim ("shared the agreement" is ``shareDocument``'s, not ``sendSmsCode``'s), for a claim
bound to an evidence list by kind. Who did it:
a contact relative clause whose subject is a thing or a party named by a bare noun ("the error the system returned"), a
subject named before a phrase of its own ("Counsel for the other side returned …"). Kinds and negation: what is given
back or undone with no money in it is a change, not a refund; a hold put or placed named before its verb is a hold, not
an order; "un-" that negates an act does so in a telegraphic note too ("ETA unchanged")."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged, claim_fields, claimed_verbs

FREIGHT = Vocabulary(
    {
        "book_carrier": ToolInfo("book_carrier", "write", "Tender a load to a carrier at an agreed rate."),
        "create_bol": ToolInfo("create_bol", "write", "Create a bill of lading for a shipment."),
        "hold_at_terminal": ToolInfo("hold_at_terminal", "write", "Hold a trailer at a terminal."),
        "track_vehicle": ToolInfo("track_vehicle", "read", "Latest GPS ping for a truck. Does not modify the ETA."),
        "send_customer_email": ToolInfo("send_customer_email", "write", "Email the shipper or consignee contact."),
    }
)
AIRLINE = Vocabulary(
    {
        "booking.rebook_flight": ToolInfo("booking.rebook_flight", "write", "Reissue a segment onto another flight."),
        "seats.assign_seat": ToolInfo("seats.assign_seat", "write", "Assign a seat to one passenger on one segment."),
        "loyalty.credit_miles": ToolInfo("loyalty.credit_miles", "write", "Post goodwill miles to a loyalty account."),
        "payments.issue_refund": ToolInfo("payments.issue_refund", "write", "Refund to original form of payment."),
    }
)
ESIGN = Vocabulary(
    {
        "sendEnvelope": ToolInfo("sendEnvelope", "write", "Send a draft envelope out for signature."),
        "resendReminder": ToolInfo("resendReminder", "write", "Email a reminder to pending signers."),
        "sendSmsCode": ToolInfo("sendSmsCode", "write", "Text a one-time access code to a signer."),
        "shareDocument": ToolInfo("shareDocument", "write", "Email a view-only link to the completed document."),
        "updateRecipient": ToolInfo("updateRecipient", "write", "Fix a recipient's name/email/routing order."),
        "notarizeDocument": ToolInfo("notarizeDocument", "write", "Queue a remote online notarization session."),
    }
)


def verified(calls: dict[str, str]) -> dict[str, tuple[str, str]]:
    return {eid: (tool, "verified") for eid, tool in calls.items()}


@pytest.mark.parametrize(
    ("text", "calls", "vocab"),
    [
        ("| BOL generated | yes |\n| Carrier tendered | yes |\n\nEvidence: [evt:a]", {"a": "book_carrier"}, FREIGHT),
        (
            "I've shared the signed settlement agreement with opposing counsel.\n\nEvidence: [evt:a]",
            {"a": "sendSmsCode"},
            ESIGN,
        ),
        (
            "I moved you to the 8:20, put you in seat 12D, and credited the 2,500 goodwill miles.\n\nEvidence: [evt:a] [evt:b]",
            {"a": "booking.rebook_flight", "b": "seats.assign_seat"},
            AIRLINE,
        ),
    ],
)
def test_a_tool_named_by_the_claims_thing_or_verb_owns_the_act(text: str, calls: dict, vocab: Vocabulary) -> None:
    assert any_flagged(text, verified(calls), vocab)


@pytest.mark.parametrize(
    ("text", "calls", "vocab"),
    [
        ("BOL generated [evt:a].", {"a": "create_bol"}, FREIGHT),
        ("I've shared the signed agreement with the lender [evt:a].", {"a": "shareDocument"}, ESIGN),
        ("Credited the 2,500 goodwill miles [evt:a].", {"a": "loyalty.credit_miles"}, AIRLINE),
        # a send again of what the cited tool sends, and a tool that names the claim's thing
        ("The lease was resent to the new address [evt:a].", {"a": "sendEnvelope"}, ESIGN),
        ("I've shared Ed's access code by text [evt:a].", {"a": "sendSmsCode"}, ESIGN),
        ("Mr. Hallorann's email address was updated [evt:a].", {"a": "updateRecipient"}, ESIGN),
    ],
)
def test_the_tool_that_names_the_act_or_its_thing_backs_it(text: str, calls: dict, vocab: Vocabulary) -> None:
    assert not any_flagged(text, verified(calls), vocab)


@pytest.mark.parametrize(
    "text",
    [
        "The error the system returned was: REBOOK_DENIED. So the rebooking did not go through.",
        "Counsel for the other side returned the redlined version by email this morning.",
        "The label the carrier printed is attached.",
    ],
)
def test_a_thing_or_a_party_named_by_a_noun_did_it(text: str) -> None:
    assert claimed_verbs(text, AIRLINE) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I refunded the fee the bank charged.", ["refund"]),
        ("I cancelled the order the same day.", ["cancel"]),
        ("Refunded the ticket the moment it arrived.", ["refund"]),
    ],
)
def test_the_agents_own_act_before_such_a_clause_stays(text: str, expected: list[str]) -> None:
    assert claimed_verbs(text, AIRLINE) == expected


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("I've reinstated your flight after the schedule change was reversed.", "change"),
        ("I returned the redlined version to counsel.", "change"),
        ("I reversed the $40 fee.", "refund"),
        ("I reversed the transaction.", "refund"),
        ("Your deposit was returned.", "refund"),
    ],
)
def test_what_is_given_back_or_undone_is_money_only_with_money_in_it(text: str, kind: str) -> None:
    assert claim_fields(text, AIRLINE, fields="kind")[-1] == kind


def test_a_schedule_change_reversed_is_backed_by_the_rebooking_cited() -> None:
    text = "I've reinstated your original 10:05 flight after the schedule change was reversed [evt:a]."
    assert not any_flagged(text, verified({"a": "booking.rebook_flight"}), AIRLINE)


@pytest.mark.parametrize(
    "text", ["Hold placed on trailer 5531 at Fontana [evt:a].", "A hold has been placed on trailer 5531 [evt:a]."]
)
def test_a_hold_placed_is_a_hold_not_an_order(text: str) -> None:
    assert claim_fields(text, FREIGHT, fields="verb kind") == [("put a hold", "change")]
    assert not any_flagged(text, verified({"a": "hold_at_terminal"}), FREIGHT)


def test_an_order_placed_is_still_an_order() -> None:
    assert claim_fields("Order placed.", FREIGHT, fields="kind") == ["order"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tracking [evt:a]: truck 204, 61 mph. ETA unchanged.", []),
        ("Pickup moved. ETA unchanged.", ["move"]),
        ("Card unblocked.", ["unblocked"]),  # "un-" that undoes a state is still an act
    ],
)
def test_un_negates_an_act_in_a_telegraphic_note(text: str, expected: list[str]) -> None:
    assert [v for v in claimed_verbs(text, FREIGHT) if v != "cited state"] == expected


def test_a_verbs_form_in_a_description_names_nothing_the_tool_acts_on() -> None:
    """ "… of a sent envelope" in ``correctEnvelope``'s description names no "sent" that "resent the reminder" is about:
    the correction of a recipient's email is ``updateRecipient``'s ("Fix a recipient's name/email")."""
    vocab = Vocabulary(
        {
            **ESIGN.tools,
            "correctEnvelope": ToolInfo(
                "correctEnvelope", "write", "Edit docs/fields of a sent envelope without voiding."
            ),
        }
    )
    text = "I've corrected Ed's email to ed.marsh@marshlaw.com [evt:a] and resent the reminder [evt:b]."
    assert not any_flagged(text, verified({"a": "updateRecipient", "b": "resendReminder"}), vocab)


@pytest.mark.parametrize(
    "text",
    [
        "Certificate of completion for envelope #7734 [evt:a]:\n- Sent: Mar 3, 09:12\n- Completed: Mar 3, 10:44",
        "Audit trail [evt:a]:\n- Voided: Mar 4\n- Reminder sent: Mar 2",
    ],
)
def test_a_cited_line_that_names_a_record_opens_its_entries(text: str) -> None:
    vocab = Vocabulary({**ESIGN.tools, "getAuditTrail": ToolInfo("getAuditTrail", "read", "Event history.")})
    assert not any_flagged(text, {"a": ("getAuditTrail", "verified")}, vocab)


def test_a_summary_labels_items_stay_the_agents_acts() -> None:
    vocab = Vocabulary({**ESIGN.tools, "getAuditTrail": ToolInfo("getAuditTrail", "read", "Event history.")})
    text = "Summary [evt:a]:\n- Envelope voided\n- Reminder sent"
    assert any_flagged(text, {"a": ("getAuditTrail", "verified")}, vocab)


def test_a_record_shown_counted_by_states_is_no_act() -> None:
    text = 'Your "sent" folder shows three envelopes from yesterday [evt:a]: two completed and one still awaiting the landlord.'
    vocab = Vocabulary({**ESIGN.tools, "getEnvelope": ToolInfo("getEnvelope", "read", "Envelope status.")})
    assert not any_flagged(text, {"a": ("getEnvelope", "verified")}, vocab)
    assert claimed_verbs("I sent three envelopes: two completed.", vocab)[:1] == ["send"]


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("| Step | Done? |\n|---|---|\n| Draft created | Yes [evt:a] |\n| Sent | No — waiting on your review |", False),
        ("| Step | Done |\n|---|---|\n| Draft created | Yes [evt:a] |\n| Sent | Yes |", True),
    ],
)
def test_a_row_whose_cell_says_no_tells_its_own_outcome(text: str, flagged: bool) -> None:
    vocab = Vocabulary({**ESIGN.tools, "createEnvelope": ToolInfo("createEnvelope", "write", "Create a draft.")})
    assert any_flagged(text, {"a": ("createEnvelope", "verified")}, vocab) is flagged


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("- **BOL:** regenerated with the corrected pallet count", ["regenerated"]),
        ("BOL regenerated with the corrected pallet count.", ["regenerated"]),
        ("- **Result:** passed", []),
    ],
)
def test_a_thing_labelled_before_its_note(text: str, expected: list[str]) -> None:
    assert claimed_verbs(text, FREIGHT) == expected


@pytest.mark.parametrize(
    "text",
    [
        "A hotel voucher for tonight is already sitting in your inbox.",
        "Your revised offer is now waiting in your inbox.",
    ],
)
def test_a_thing_waiting_where_a_send_put_it_after_an_adverb(text: str) -> None:
    assert claimed_verbs(text, AIRLINE) == ["in the inbox"]
