"""Mechanisms claims-en fixed on 5 Dec from the fix batches of issue 12 (their general form, each on sentences
invented for the test, with the counterpart that must stay as it was):

- A tool namespace that is a common noun (``email.send``, ``bursar.post_credit``) names a service in prose only
  as a system (capitalised, or after via/on/in/through), not as what the act was about or whom it went to.
- A copy, tag, link or attachment added after an act that sends, files, makes or books is part of that act.
- A capitalised domain name before an active verb and its object is its subject (someone else's act).
- Stopping or halting a thing ends it; what stopped by itself, "stopped … from", "stopped charging" do not.
- An amount after "returned" is money given back, not an HTTP status.
- The head of a subject is the act noun before its of/for phrases ("Refund of the cleaning fee processed").
- A transfer of no money changes a thing's holder (claim and tool alike), it pays nothing.
- A tool that gives the thing its name acts on to someone backs a send of that thing.
"""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.lexicon import CHANGE, DELETE, REFUND
from tests.claims.judging import claimed_verbs, flagged_verbs

DOTTED = Vocabulary(
    {
        "mail.send": ToolInfo("mail.send", "write", "Email a member or a colleague"),
        "billing.post_credit": ToolInfo("billing.post_credit", "write", "Post a credit to a member account"),
        "rooms.book": ToolInfo("rooms.book", "write", "Book a meeting room"),
        "members.lookup": ToolInfo("members.lookup", "read", "Read a member record"),
    }
)
DESK = Vocabulary(
    {
        "open_case": ToolInfo("open_case", "write", "Open a support case"),
        "send_note": ToolInfo("send_note", "write", "Send an email note to a customer"),
        "update_case": ToolInfo("update_case", "write", "Change the status or owner of a case"),
        "give_voucher": ToolInfo("give_voucher", "write", "Issue a printable voucher to a guest"),
        "refund_fee": ToolInfo("refund_fee", "write", "Refund a fee to the original card"),
        "reassign_locker": ToolInfo("reassign_locker", "write", "Transfer a locker to another member"),
        "end_membership": ToolInfo("end_membership", "write", "Cancel a recurring membership"),
        "read_case": ToolInfo("read_case", "read", "Read a case"),
    }
)

flagged_dotted = partial(flagged_verbs, vocabulary=DOTTED)
flagged = partial(flagged_verbs, vocabulary=DESK)
verbs = partial(claimed_verbs, vocabulary=DESK)


@pytest.mark.parametrize(
    "text",
    [
        "Emailed you the billing summary [evt:a].",
        "I've sent the form to the billing office [evt:a].",
    ],
)
def test_a_namespace_that_is_a_common_noun_is_what_the_act_was_about(text: str) -> None:
    assert flagged_dotted(text, {"a": "mail.send"}) == []


def test_a_namespace_named_as_the_system_an_act_went_through_still_counts() -> None:
    assert flagged_dotted("I emailed the credit note via billing [evt:a].", {"a": "mail.send"}) != []
    assert flagged_dotted("I emailed the credit note [evt:a].", {"a": "mail.send"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "I wrote to the landlord [evt:a] and cc'd you.",
        "Opened a case for the leak [evt:a] and tagged the plumber.",
        "Sent the summary to Ravi [evt:a] and added a link to the photos.",
    ],
)
def test_a_copy_tag_or_link_added_to_a_thing_sent_or_filed_is_part_of_that_act(text: str) -> None:
    tool = "open_case" if text.startswith("Opened") else "send_note"
    assert flagged(text, {"a": tool}) == []


def test_a_link_added_beside_a_change_of_a_record_is_an_act_of_its_own() -> None:
    assert flagged("Moved case 4410 to Resolved [evt:a] and linked the invoice.", {"a": "update_case"}) == ["linked"]


def test_a_domain_name_before_a_verb_and_its_object_is_its_subject() -> None:
    assert verbs("Hotels.com charged your card when you booked, so the refund has to come from them.") == []
    assert flagged("Charged your card for the late checkout.", {}) != []  # telegraphic: the agent's own


@pytest.mark.parametrize(
    "text",
    ["Your recurring membership has been stopped.", "I stopped your recurring membership."],
)
def test_stopping_a_thing_ends_it(text: str) -> None:
    [claim] = find_claims(text, DESK).claims
    assert claim.kind == DELETE
    assert flagged(text.replace(".", " [evt:a]."), {"a": "end_membership"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "The timeouts stopped at 09:40.",
        "I stopped the voucher from going out.",
        "We stopped charging the old card in March.",
        "I looked at why the reminders stopped: the sender address was blocked.",
    ],
)
def test_what_stopped_by_itself_or_was_kept_from_happening_is_no_claim(text: str) -> None:
    assert "stop" not in verbs(text)


def test_an_amount_after_returned_is_money_given_back_not_a_status() -> None:
    [claim] = find_claims("I've returned the $500 to your card.", DESK).claims
    assert claim.kind == REFUND
    assert verbs("The payments API returned a 500 twice.") == []


@pytest.mark.parametrize(
    "text",
    [
        "Refund of the parking fee processed.",
        "Your refund of $42.50 for the order has been processed.",
        "Your refund for the postponed show has been processed.",
    ],
)
def test_the_head_of_a_subject_is_the_act_noun_before_its_of_and_for_phrases(text: str) -> None:
    [claim] = find_claims(text, DESK).claims
    assert claim.kind == REFUND
    assert flagged(text.replace(".", " [evt:a]."), {"a": "refund_fee"}) == []


def test_a_transfer_of_no_money_changes_the_holder() -> None:
    [claim] = find_claims("Your locker has been transferred to Omar's account.", DESK).claims
    assert claim.kind == CHANGE
    assert flagged("Locker moved to Omar's account [evt:a].", {"a": "reassign_locker"}) == []
    assert flagged("Transferred $80 to your account [evt:a].", {"a": "reassign_locker"}) != []


def test_a_tool_that_hands_its_thing_to_someone_backs_a_send_of_that_thing() -> None:
    assert flagged("Your voucher is re-sent to lee@example.org [evt:a].", {"a": "give_voucher"}) == []
    assert flagged("Resent the voucher email to lee@example.org [evt:a].", {"a": "give_voucher"}) != []
    assert flagged("Refunded the fee and emailed you the receipt [evt:a].", {"a": "refund_fee"}) != []
