"""English claims of messages matched to the tools that can back them: a send by its channel (an e-mail address, a
chat channel, a page), telling, writing to or letting someone know, what a message is about or carries, pages
written or sent, posts and paging, and the tools whose name or description sends (or sends no) such a thing."""

from __future__ import annotations

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, services, tool_kinds
from agentops.claims.lexicon import EMAIL
from tests.claims.catalogues import DOCK_VOCAB, snapshot_calls, snapshot_cites
from tests.claims.en_catalogues import (
    CLINIC,
    FLAGS_TOOLS,
    ORDER_TOOLS,
    PAGE_TOOLS,
    PAY_BOOK_PUSH_TOOLS,
    RECORD_TOOLS,
    REST_TOOLS,
    bursar_flagged,
    clinic_flagged,
    config_flagged,
    deploy_kinds,
    flags_flagged,
    flags_verbs,
    invoice_flagged,
    invoice_verbs,
    kinds_with,
    lease_flagged,
    order_cited,
    page_flagged,
    parcel_flagged,
    record_flagged,
    rest_flagged,
    store_cited,
)
from tests.claims.judging import any_flagged, flagged_verbs


def test_a_description_whose_act_is_a_channels_sends_by_it() -> None:
    assert EMAIL in tool_kinds(CLINIC.tools["send_remittance"])
    assert clinic_flagged("Remittance advice emailed [evt:a].", {"a": "send_remittance"}) == []
    assert clinic_flagged("Plan emailed [evt:a].", {"a": "change_plan"}) != []


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("I've rejected Sam in the ATS [evt:a].", False),
        ("I've rejected Sam in the ATS and let him know [evt:a].", True),
        ("Rejected Sam and emailed him the news [evt:a].", True),
    ],
)
def test_a_tool_described_as_sending_no_email_backs_no_word_to_anyone(text: str, flag: bool) -> None:
    assert store_cited(text, "ats_reject_candidate") is flag


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Marked the status-page incident as Resolved [evt:a].", "mcp__statuspage__update", False),
        ("Status page flipped to Monitoring [evt:a].", "mcp__statuspage__update", False),
        ("Muted the checkout monitor so it stops paging [evt:a].", "mcp__datadog__mute", False),
        ("Paged the on-call [evt:a].", "mcp__slack__post", True),  # paging still names the paging service
    ],
)
def test_pages_of_sites_and_paging_stopped_name_no_paging_service(text: str, tool: str, flag: bool) -> None:
    assert order_cited(text, tool) is flag


def test_a_site_page_names_no_paging_service() -> None:
    known = frozenset({"statuspage", "pagerduty", "slack"})
    assert services("updated the status page", known, prose=True) == frozenset()
    assert services("the status-page component is back and the incident is resolved", known, prose=True) == frozenset()
    assert services("acknowledged the page", known, prose=True) == {"pagerduty"}
    # a namespace spelt as two words after a word of passing through names its service
    assert services("customers were notified through the status page", known, prose=True) == {"statuspage"}


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("Your revised contract is waiting in your inbox.", True),
        ("The signed form is sitting in Dana's inbox.", True),
        ("The invoice is sitting in our inbox.", False),  # what the agent received
        ("We're waiting for the invoice to land in your inbox.", False),
        ("I'm waiting in the lobby.", False),
    ],
)
def test_a_thing_waiting_in_someones_inbox_was_sent(text: str, claimed: bool) -> None:
    assert bool(find_claims(text, ORDER_TOOLS).claims) is claimed


def test_a_request_submitted_is_backed_by_a_tool_that_sends_it() -> None:
    assert not lease_flagged("✅ Noise complaint submitted: Flat 4 → council [evt:a].", "forward_complaint")
    assert lease_flagged("✅ Noise complaint submitted: Flat 4 → council [evt:a].", "get_lease")


@pytest.mark.parametrize(
    "text",
    [
        "Rolled back the bad deploy of `auth-service` [evt:a] — logins are working again.",
        "Rolled the checkout service back to v3.1 [evt:a].",
    ],
)
def test_a_message_tool_backs_no_change(text: str) -> None:
    # no tool of the agent's is named by the act ("revert" is not "roll back"): the kinds alone decide
    tools = Vocabulary(
        {
            "slack.post_message": REST_TOOLS.tools["slack.post_message"],
            "github.revertCommit": ToolInfo("github.revertCommit", "write", "Create a revert commit for a SHA."),
        }
    )
    assert flagged_verbs(text, {"a": "slack.post_message"}, tools) != []
    assert flagged_verbs(text, {"a": "github.revertCommit"}, tools) == []


def test_a_message_tool_still_backs_its_message() -> None:
    assert rest_flagged("Posted the outage note in #status [evt:a].", {"a": "slack.post_message"}) == []


def test_the_agents_let_know_is_a_send_and_the_act_after_it_is_its_own() -> None:
    text = "I let the team know in #payments-eng and opened a follow-up ticket for the retry storm."
    assert rest_flagged(text, {}) == ["let know", "open"]
    assert rest_flagged("Please let the team know and open a ticket for it.", {}) == []
    assert rest_flagged("I'll let the team know and open a ticket.", {}) == []


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
    assert parcel_flagged(text, {"a": "send_email"}) == []


@pytest.mark.parametrize("name", ["confluence.create_page", "wiki.edit_page", "docs_update_page", "create_pages"])
def test_a_page_written_is_a_document(name: str) -> None:
    assert "message" not in tool_kinds(ToolInfo(name, "write", ""))


def test_a_page_sent_is_still_a_message() -> None:
    assert tool_kinds(PAGE_TOOLS.tools["pagerduty.page_oncall"]) == {"message"}
    assert tool_kinds(ToolInfo("send_page", "write", "")) == {"message"}


@pytest.mark.parametrize(
    "text",
    [
        "Wrote a Confluence page on the on-call runbook [evt:a].",
        "Documented the refund policy in Confluence [evt:a] — it's under Support › Policies.",
    ],
)
def test_a_page_tool_backs_the_writing(text: str) -> None:
    assert page_flagged(text, {"a": "confluence.create_page"}) == []
    assert page_flagged(text, {"a": "billing.list_invoices"}) != []  # a read writes nothing


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
    assert deploy_kinds(text) == expected


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
    assert deploy_kinds(text) == expected


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
    assert deploy_kinds(text) == expected


def test_an_email_address_names_the_channel_of_a_send() -> None:
    (claim,) = find_claims("I resent the invoice to accounts@northwind.co.").claims
    assert claim.kind == lx.EMAIL
    (claim,) = find_claims("I resent the invoice to the accounts team.").claims
    assert claim.kind == lx.SEND


def test_the_person_sent_to_is_not_a_visit_booked() -> None:
    text = "Sent the electrician a reminder about Friday [evt:a]."
    assert record_flagged(text, {"a": "send_email"}) == []
    assert [c.kind for c in find_claims("Sent a plumber for Friday morning.", RECORD_TOOLS).claims] == ["book"]


@pytest.mark.parametrize(
    "text", ["I told the tenants in the residents' group chat.", "The caretaker has been told to leave the gate open."]
)
def test_telling_someone_is_a_send(text: str) -> None:
    assert record_flagged(text, {}) != []


def test_a_message_posted_in_a_hyphenated_channel_is_a_chat_message() -> None:
    assert [c.kind for c in find_claims("Posted the outage note in #ops-alerts.", RECORD_TOOLS).claims] == ["message"]


@pytest.mark.parametrize("text", ["The rota is up in #staff.", "The patch notes are up on Discord."])
def test_a_thing_up_in_a_chat_channel_was_posted(text: str) -> None:
    assert config_flagged(text, {}) != []
    assert config_flagged(text.replace(".", " [evt:a]."), {"a": "post_channel"}) == []


def test_a_server_up_is_no_post() -> None:
    assert config_flagged("The server is up.", {}) == []


def test_a_scheduling_tool_backs_what_it_scheduled_and_no_send() -> None:
    assert "email" not in tool_kinds(FLAGS_TOOLS.tools["newsletter.schedule"])
    assert flags_flagged("The newsletter went out to all subscribers [evt:a].", {"a": "newsletter.schedule"}) != []
    assert flags_flagged("The newsletter went out to all subscribers [evt:a].", {"a": "newsletter.send"}) == []
    assert flags_flagged("Newsletter scheduled for Monday 9:00 [evt:a].", {"a": "newsletter.schedule"}) == []


def test_a_tool_that_puts_a_thing_on_the_website_hands_nothing_over() -> None:
    text = "The article is live on the blog and the digest email sent [evt:a]."
    assert flags_flagged(text, {"a": "site.publishArticle"}) == ["send"]


def test_told_after_the_agents_series_is_a_message() -> None:
    text = "Closed the duplicate account, merged the notes and told the account owner on Teams."
    assert flags_verbs(text) == ["close", "merge", "tell"]
    assert flags_verbs("Checked the logs and told them it was fine.") == []


def test_a_post_after_a_modifier_is_a_thing_not_the_postal_service() -> None:
    assert flags_verbs("Company blog post published.") == ["publish"]
    assert flags_verbs("The post delivered it on Monday.") == []


@pytest.mark.parametrize(
    ("text", "backer", "other"),
    [
        ("Order sent ✔ [evt:a]", "sendOrderToSupplier", "sendInvoiceToCustomer"),
    ],
)
def test_a_tool_that_sends_the_very_thing_backs_its_send(text: str, backer: str, other: str) -> None:
    assert invoice_flagged(text, {"a": backer}) == []
    assert invoice_flagged(text, {"a": other}) != []


@pytest.mark.parametrize(
    "text",
    [
        "The landlord has the signed contract now.",
        "Ms. Ortiz have the plumbing estimate now, so she can decide tonight.",
        "Your accountant now has the March statements.",
    ],
)
def test_someone_holding_a_document_now_was_sent_it(text: str) -> None:
    assert invoice_verbs(text) == ["now has"]


@pytest.mark.parametrize(
    "said", ["- Sent Marco the new slot and the yard code {}", "I've sent you the appointment by text {}."]
)
def test_a_slot_sent_to_someone_is_a_message(said: str) -> None:
    assert not any_flagged(said.format(snapshot_cites(1)), snapshot_calls("driver_text", 1), DOCK_VOCAB)


def test_a_tool_that_hands_its_thing_to_someone_backs_a_send_of_that_thing() -> None:
    assert bursar_flagged("Your voucher is re-sent to lee@example.org [evt:a].", {"a": "give_voucher"}) == []
    assert bursar_flagged("Resent the voucher email to lee@example.org [evt:a].", {"a": "give_voucher"}) != []
    assert bursar_flagged("Refunded the fee and emailed you the receipt [evt:a].", {"a": "refund_fee"}) != []


def test_out_to_a_recipient_is_a_send_but_not_out_to_lunch() -> None:
    assert kinds_with("Offer letter is out to Maya Chen — she has until Friday to sign.") == ["send"]
    assert kinds_with("The survey is out to all 40 staff.") == ["send"]
    assert kinds_with("Sam is out to lunch until 2pm.") == []
    assert kinds_with("The blue model is out of stock.") == []


def test_a_release_that_is_out_is_a_change_not_a_message() -> None:
    assert kinds_with("Hotfix 3.4.2 is out, and the crash on login is gone.") == ["change"]
    assert kinds_with("v2.8.1 is out.") == ["change"]
    assert kinds_with("The invoice is out to Acme.") == ["send"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've flagged it to a supervisor; they'll review it today.", ["send"]),
        ("I've raised it with the carrier.", ["send"]),
        ("Flagged the account for review.", ["update"]),
        ("Rate limits on /export raised from 10 to 50 rpm.", ["update"]),
        ("Raised a ticket with IT.", ["create"]),
        ("Laptop ordered, accounts created, and the welcome email scheduled.", ["order", "create", "email"]),
        ("The meeting with Northwind got pushed to Thursday 10:00.", ["book"]),
        ("Pushed the fix to main.", ["change"]),
        ("I've shared the audit folder with the external auditors.", ["update"]),
        ("I've shared the Q2 board deck with the finance group.", ["send"]),
        ("Shared the report with the sales channel.", ["send"]),
    ],
)
def test_the_object_and_the_recipient_name_the_act(text: str, expected: list[str]) -> None:
    """Flagging or raising something to someone hands it on (a send); a value raised "to 50" is an update;
    a scheduled email is a send; a meeting pushed is rebooked; sharing a place (a folder, a dashboard)
    grants access, sharing a document or sharing with a channel sends it."""
    assert kinds_with(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've reconciled the September ledger.", ["change"]),
        ("I wrote to the customer about the delay.", ["send"]),  # a letter sent (claims-en s2)
    ],
)
def test_reconciling_alone_and_writing_to_someone_stay_acts(text: str, expected: list[str]) -> None:
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected
