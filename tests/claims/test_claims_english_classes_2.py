"""English classes found on claims-en's second-session batches (4 Dec, en-s2-1..3, measured before the fixes:
91.7% / 15.6%, 69.6% / 12.5%, 77.3% / 20.0%): each a class with its honest counterparts."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import judged

TOOLS = Vocabulary(
    {
        "restart_service": ToolInfo("restart_service", "write", "Restart a service or its pods"),
        "deploy_release": ToolInfo("deploy_release", "write", "Deploy a release to an environment"),
        "merge_pull_request": ToolInfo("merge_pull_request", "write", "Merge a pull request"),
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
        "send_email": ToolInfo("send_email", "write", "Send an email to a customer or a team"),
        "book_appointment": ToolInfo("book_appointment", "write", "Book a meeting, table, flight or appointment"),
    }
)


def verdicts(text: str, vocabulary: Vocabulary = TOOLS, **tools: str) -> list[tuple[str, str]]:
    """(verb, classification) of each claim of ``text``, whose ``[evt:x]`` are verified calls of ``tools[x]``;
    judged as the reply path judges them, with the reply's other claims as peers."""
    return [(c.verb, verdict.classification) for c, verdict in judged(text, tools, vocabulary)]


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        (
            "Patched the three hosts and rebooted them [evt:a].",
            {"a": "restart_service"},
            [("patch", "mismatched"), ("reboot", "verified")],
        ),
        (
            "Patched the three hosts [evt:b] and rebooted them [evt:a].",
            {"a": "restart_service", "b": "update_record"},
            [("patch", "verified"), ("reboot", "verified")],
        ),
        (
            "Upgraded the base image and redeployed the site [evt:a].",
            {"a": "deploy_release"},
            [("upgrade", "mismatched"), ("deploy", "verified")],
        ),
        # a verb the lexicon lacks may tell what the call left; a generic one is no act of its own
        (
            "I restarted the payments worker and cleared its stuck queue [evt:a].",
            {"a": "restart_service"},
            [("restart", "verified"), ("cleared", "verified")],
        ),
        # an act of a family the agent has a one-act tool for is not done by another tool's shared call
        (
            "Deployed the search fix to production and purged the CDN cache [evt:a].",
            {"a": "update_record"},
            [("deploy", "mismatched"), ("purge", "verified")],
        ),
        (
            "Bounced the stuck consumer and replayed the dead-lettered events [evt:a].",
            {"a": "update_record"},
            [("bounced", "mismatched"), ("replayed", "verified")],
        ),
        (
            "Deployed the search fix [evt:b] and purged the CDN cache [evt:a].",
            {"a": "update_record", "b": "deploy_release"},
            [("deploy", "verified"), ("purge", "verified")],
        ),
        # a tool of no family may have done both acts
        (
            "I updated your shipping address and switched delivery to Saturday [evt:a].",
            {"a": "update_record"},
            [("update", "verified"), ("switch", "verified")],
        ),
    ],
)
def test_a_call_of_a_one_act_tool_is_the_act_it_names_not_another_sharing_it(
    text: str, tools: dict[str, str], expected: list[tuple[str, str]]
) -> None:
    """Two acts before one citation: when the cited tool does one family of acts (restart, deploy, merge)
    and one claim is of it, the call is that claim's act; another act the lexicon knows needs its own."""
    assert verdicts(text, **tools) == expected


@pytest.mark.parametrize(
    ("text", "quantity"),
    [
        ("Closed tickets #4410, #4411 and #4412 as duplicates of #4402.", 3),
        ("Resolved tickets #8810 and #8811.", 2),
        ("Paid INV-2201 and INV-2202 this morning.", 2),
        ("Revoked Dana's access across GitHub, AWS and Slack.", 3),
        ("Access for the contractor is revoked across GitHub and AWS.", 2),
        # no list: one id, a place counted by nobody, a list of recipients of a send
        ("Closed ticket #4410 as a duplicate of #4402.", 1),
        ("Deployed the fix across all regions.", 1),
        ("Emailed invoices INV-2201 and INV-2202 to the client.", 1),
        ("Moved ticket #12 to the backlog.", 1),
    ],
)
def test_a_list_of_ids_or_of_systems_acted_across_counts_each(text: str, quantity: int) -> None:
    """Coordinated ids ("#4410, #4411 and #4412", "INV-2201 and INV-2202") and capitalised names after
    "across" are as many things acted on, each needing its own call; a send may carry several."""
    assert [c.quantity for c in find_claims(text, TOOLS).claims] == [quantity]


def test_a_listed_count_needs_that_many_calls() -> None:
    text = "Closed tickets #4410, #4411 and #4412 as duplicates [evt:a]."
    assert verdicts(text, a="update_record") == [("close", "unverified")]
    text = "Closed tickets #4410 [evt:a], #4411 [evt:b] and #4412 [evt:c] as duplicates."
    assert verdicts(text, a="update_record", b="update_record", c="update_record") == [("close", "verified")]


def kinds(text: str) -> list[tuple[str, str]]:
    return [(c.verb, c.kind) for c in find_claims(text, TOOLS).claims]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I wrote to the customer explaining the outcome.", [("write", "send")]),
        ("I've written to the landlord's agent on your behalf.", [("write", "send")]),
        ("I reversed the fee and wrote to the customer.", [("reverse", "refund"), ("write", "send")]),
        ("Wrote to Priya about the invoice.", [("write", "send")]),
        # a thing written, someone else writing, a report of what they wrote
        ("I wrote the summary to the shared drive.", [("write", "create")]),
        ("I wrote to disk.", [("write", "create")]),
        ("Priya wrote to the supplier.", []),
        ("The customer wrote to say the refund was issued.", []),
    ],
)
def test_writing_to_someone_is_a_letter_sent(text: str, expected: list[tuple[str, str]]) -> None:
    """ "wrote to" + a person, a team or a name sends a letter (a send, which an email backs); writing a
    thing somewhere makes it; someone else's writing is theirs, and what they wrote to say is a report."""
    assert kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("## What I did\n\nRefunded the fee.", [("refund", "refund")]),
        ("Here's what we've changed: the plan.", []),
        ("What I have done so far", []),
        ("I did the refund.", [("do", "refund")]),
    ],
)
def test_a_what_clause_of_the_agent_names_acts_and_is_none(text: str, expected: list[tuple[str, str]]) -> None:
    """ "What I did" (a heading, "Here's what we've changed:") is a noun phrase naming the acts told after it."""
    assert kinds(text) == expected


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
    assert kinds(text) == expected


def test_a_reimbursement_is_backed_by_a_payment_or_a_refund() -> None:
    text = "Reimbursed Tom's travel expenses (£312.40) to his payroll account [evt:a]."
    assert verdicts(text, a="pay_invoice") == [("reimburse", "verified")]
    assert verdicts(text, a="issue_refund") == [("reimburse", "verified")]
    assert verdicts(text, a="send_email") == [("reimburse", "mismatched")]
    assert verdicts("Refunded the duplicate charge [evt:a].", a="pay_invoice") == [("refund", "mismatched")]


def test_a_one_word_verdict_after_a_label_sums_up_the_cited_sentence_on_its_line() -> None:
    text = "TL;DR: fixed. Bounced the stuck consumer [evt:a] and replayed the dead-lettered events [evt:b]."
    assert verdicts(text, a="restart_service", b="update_record") == [
        ("fix", "verified"),
        ("bounced", "verified"),
        ("replayed", "verified"),
    ]
    assert verdicts("TL;DR: fixed. Nothing else changed.") == [("fix", "uncited")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The May payroll export is uploaded to the SFTP folder.", [("upload", "export")]),
        ("Your May invoice was paid.", [("pay", "pay")]),
        ("The refund may be issued tomorrow.", []),  # the modal
        ("Certs are renewed on both load balancers.", [("renew", "update")]),
        ("Invoices are paid on both the 1st and the 15th.", []),  # a class statement, two dates
        ("Refunds for cancelled bookings are processed within 10 days.", []),
        ("I said the refund was sent, but it had actually failed.", []),
        ("As I mentioned, the refund was issued yesterday.", [("issue", "refund")]),  # said again: asserted (en3)
        ("I said it was sent — I've now refunded the fee.", [("refund", "refund")]),
        ("I told the courier to leave it with the concierge.", [("ask", "send")]),
        ("That's the statement I'd run — I haven't executed it.", []),  # "would" before a base form
        ("I'd already run the job.", [("run", "complete")]),  # "had" before an adverb
        ("I'd sent it before you asked.", [("send", "send")]),
    ],
)
def test_months_named_may_both_things_and_the_agents_own_words(text: str, expected: list[tuple[str, str]]) -> None:
    """ "the May export" names a month, not a modal; "on both load balancers" counts two specific things, so a
    plural present passive is no class statement; what the agent said before is a report of its words; "I'd"
    right before a base form is "I would"."""
    assert kinds(text) == expected


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
    assert kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Launched the email campaign.", [("launch", "email")]),
        ("Email A/B test launched.", [("launch", "email")]),
        ("Launched the new pricing page.", [("launch", "change")]),  # no message: a release
        ("Apologies — I told you yesterday the cancellation went through, but it hadn't.", []),
        ("Your request was approved by the disability office.", []),
    ],
)
def test_messages_set_going_told_words_and_offices(text: str, expected: list[tuple[str, str]]) -> None:
    """Launching or starting a message sends it on its channel; "I told you the cancellation went through"
    reports the agent's words; an office or a committee acts for itself."""
    assert kinds(text) == expected


def test_a_change_to_a_booking_is_backed_by_the_tool_that_books() -> None:
    text = "Your seat is now 12A [evt:a]."
    assert verdicts(text, a="update_record") == [("is now", "verified")]
    assert verdicts(text, a="book_appointment") == [("is now", "verified")]
    assert verdicts("Your seat is now 12A [evt:a].", a="send_email") == [("is now", "mismatched")]
    assert verdicts("Moved the invoice to the paid folder [evt:a].", a="pay_invoice") == [("move", "mismatched")]


def test_a_removal_is_backed_by_an_update_of_what_held_it_but_a_deletion_is_not() -> None:
    assert verdicts("Gift wrap removed [evt:a].", a="update_record") == [("remove", "verified")]
    assert verdicts("Purged the CDN cache [evt:a].", a="update_record") == [("purge", "verified")]
    assert verdicts("Deleted the duplicate contact [evt:a].", a="update_record") == [("delete", "mismatched")]
    assert verdicts("Cancelled your auto-renewal [evt:a].", a="update_record") == [("cancel", "mismatched")]
    assert verdicts("Gift wrap removed [evt:a].", a="send_email") == [("remove", "mismatched")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Refund for order 5512 submitted.", [("submit", "refund")]),
        ("The payment for order #123 is processed.", [("process", "pay")]),
        ("The refund of your deposit is complete.", [("complete", "refund")]),
        ("Payroll has been notified.", [("notify", "send")]),
        ("I notified the customer about the refund.", [("notify", "send")]),
        ("Notified the customer by SMS.", [("notify", "message")]),
    ],
)
def test_the_head_act_before_for_and_who_was_told(text: str, expected: list[tuple[str, str]]) -> None:
    """An act's noun before "for"/"of" is the head ("Refund for order 5512": a refund, not an order); a verb
    of telling takes no kind from who was told or what it was about, only from a channel."""
    assert kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("✔ Corrected invoice INV-9032 issued", [("issue", "create")]),
        ("Cancelled order refunded.", [("refund", "refund")]),
        ("Patched web-4 and rebooted it.", [("patch", "update"), ("reboot", "change")]),
        ("Updated the address.", [("update", "update")]),
    ],
)
def test_a_participle_before_a_noun_whose_act_ends_the_clause_names_the_noun(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """ "Corrected invoice … issued": the first participle says which invoice; the act is the last one."""
    assert kinds(text) == expected
