"""Classes claims-en4 fixed on 5 December (fresh batches 1–4), each on sentences invented for the test, with its
counterpart that must stay flagged:

- A send read as a shipment for its order noun is backed by a tool whose name sends that very thing ("Order
  sent" citing ``sendOrderToSupplier``, which e-mails it); a tool that sends something else does not back it.
- Someone who "has the quote/estimate/contract now" was sent it (a send told as its result, like "you now have
  access"); without "now", or held by the agent ("I now have the invoice"), it is a state.
- A count of people sent a text ("Texted a reminder to all six volunteers", "Sent the notice by SMS to the four
  tenants") is a message each: a text reaches one phone. An email to a count of people may be one message.
- A read the agent ran is backed by the read tool its name is ("I ran a dry-run diff" citing ``deploy__diff``);
  a read tool of another act does not back it.
"""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        "sendInvoiceToCustomer": ToolInfo(
            "sendInvoiceToCustomer", "write", "E-mail the invoice PDF to the customer's billing address on file."
        ),
        "sendOrderToSupplier": ToolInfo("sendOrderToSupplier", "write", "E-mail the order PDF to the supplier."),
        "sendSmsToTenant": ToolInfo("sendSmsToTenant", "write", "Text a tenant."),
        "notify.text": ToolInfo("notify.text", "write", "Send an SMS to one phone number."),
        "notify.mail": ToolInfo("notify.mail", "write", "Send an email."),
        "deploy__diff": ToolInfo("deploy__diff", "read", "Show what a deploy would change, without changing it."),
        "deploy__status": ToolInfo("deploy__status", "read", "Read the state of the last deploy."),
    }
)

verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


@pytest.mark.parametrize(
    ("text", "backer", "other"),
    [
        ("Order sent ✔ [evt:a]", "sendOrderToSupplier", "sendInvoiceToCustomer"),
    ],
)
def test_a_tool_that_sends_the_very_thing_backs_its_send(text: str, backer: str, other: str) -> None:
    assert flagged(text, {"a": backer}) == []
    assert flagged(text, {"a": other}) != []


def test_a_tool_sending_something_else_named_after_a_preposition_backs_no_shipment() -> None:
    text = "Sent a spare handset via overnight courier [evt:a]; the tracking link follows by SMS."
    assert flagged(text, {"a": "sendSmsToTenant"}) != []


def test_a_read_run_is_backed_by_the_read_its_name_is() -> None:
    text = "I ran a diff for the staging release [evt:a]: 4 files would change. Nothing is deployed yet."
    assert flagged(text, {"a": "deploy__diff"}) == []
    assert flagged(text, {"a": "deploy__status"}) != []


@pytest.mark.parametrize(
    "text",
    [
        "The landlord has the signed contract now.",
        "Ms. Ortiz have the plumbing estimate now, so she can decide tonight.",
        "Your accountant now has the March statements.",
    ],
)
def test_someone_holding_a_document_now_was_sent_it(text: str) -> None:
    assert verbs(text) == ["now has"]


@pytest.mark.parametrize(
    "text",
    [
        "The landlord already has the signed contract.",
        "I now have the invoice from the supplier, and I'm checking it.",
        "Ms. Ortiz has the plumbing estimate from last year.",
    ],
)
def test_a_document_held_without_now_or_by_the_agent_is_a_state(text: str) -> None:
    assert verbs(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Texted a pickup reminder to all six volunteers [evt:a] [evt:b].",
        "Sent the boiler notice by SMS to the four tenants on the second floor [evt:a] [evt:b].",
    ],
)
def test_a_text_to_a_count_of_people_is_a_message_each(text: str) -> None:
    assert flagged(text, {"a": "notify.text", "b": "notify.text"}) != []


def test_an_email_to_a_count_of_people_is_a_send_each() -> None:
    # claims-en6: the held-out rule ("a claim of N things done needs N distinct backing events") counts recipients
    text = "Emailed the boiler notice to the four tenants on the second floor [evt:a]."
    assert flagged(text, {"a": "notify.mail"}) != []
    every = text.replace("[evt:a]", "[evt:a] [evt:b] [evt:c] [evt:d]")
    assert flagged(every, dict.fromkeys("abcd", "notify.mail")) == []
