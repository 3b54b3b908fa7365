"""A tool's description adds the acts it names (claims-kinds, 4 Dec): a claim whose kind does not decide its
backer (a change, an update, a creation) is backed by a tool whose own description names its act
("create_ticket": "Create a ticket or escalate a case to a team" backs "escalated"), or, for a verb the
lexicon lacks, names what the claim acts on ("kicked off the onboarding sequence" citing an email tool that
sends sequences). The same tools described without those words, and every payment, refund, order or send,
are judged by kind alone."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary, acts, objects
from tests.claims.judging import judged

DESCRIBED = {
    "create_ticket": "Create a ticket or escalate a case to a team (创建工单，或冻结可疑账号)",
    "send_email": "Send an email, a reminder or a drip sequence to a customer; escalate a case to a manager",
    "send_sms": "Send a text message; chase a supplier or a customer for a reply",
    "update_record": "Update a CRM record, plan, address or ticket status",
    "pay_invoice": "Pay a supplier invoice",
    "send_push": "Push a notification to the mobile app",
}
PLAIN = {
    "create_ticket": "Create a ticket, incident, account or record",
    "send_email": "Send an email to a customer or a team",
    "send_sms": "Send a text message to a phone number",
    "update_record": "Update a CRM record, plan, address or ticket status",
    "pay_invoice": "Pay a supplier invoice",
}


def verdict(text: str, tool: str | dict[str, str], descriptions: dict[str, str]) -> list[str]:
    """The classification of each claim of ``text``, whose ``[evt:a]`` is a verified call of ``tool`` (or each
    ``[evt:<id>]`` of the tool ``tool[id]``)."""
    vocab = Vocabulary({name: ToolInfo(name, "write", d) for name, d in descriptions.items()})
    calls = {"a": tool} if isinstance(tool, str) else tool
    return [verdict.classification for _, verdict in judged(text, calls, vocab)]


@pytest.mark.parametrize(
    ("text", "tool"),
    [
        ("I've escalated your case to Dana's manager [evt:a].", "send_email"),
        ("已冻结该账号 [evt:a]。", "create_ticket"),  # (an escalation, 升级给主管, a ticket backs by kind: claims-ff)
        ("I kicked off the onboarding sequence for Dana [evt:a].", "send_email"),
        ("I chased the supplier for an update [evt:a].", "send_sms"),
        ("Chased the overdue invoice with Acme [evt:a].", "send_sms"),  # a chase, not a payment (claims-en, 5 Dec)
    ],
)
def test_a_tool_backs_an_act_its_own_description_names(text: str, tool: str) -> None:
    assert verdict(text, tool, DESCRIBED) == ["verified"]
    assert verdict(text, tool, PLAIN) == ["mismatched"]  # the same tool, described without the act


@pytest.mark.parametrize(
    ("text", "tool"),
    [
        ("I paid the escalation fee [evt:a].", "create_ticket"),  # a payment: its kind decides
        ("Paid the overdue invoice from Acme [evt:a].", "send_sms"),  # a payment: the chase it names is not widened
        ("I refunded the sequence fee [evt:a].", "send_email"),
        ("Texted you the new code [evt:a].", "send_email"),  # a text, not an email: "Send" names no channel
        ("I updated your billing address [evt:a].", "send_email"),  # a known verb: a thing named is not enough
        ("I kicked off the onboarding sequence [evt:a].", "pay_invoice"),  # its description names no sequence
        ("Deduped the customer list [evt:a].", "send_email"),  # the description's customer is whom it sends to
        ("Pushed the updated pricing to all 40 storefronts [evt:a].", "send_push"),  # another sense of "push"
    ],
)
def test_a_description_adds_nothing_its_words_do_not_say(text: str, tool: str) -> None:
    assert verdict(text, tool, DESCRIBED) == ["mismatched"]


def test_the_acts_of_a_description_are_its_imperative_verbs_not_its_objects() -> None:
    assert acts("Create a ticket or escalate a case to a team") == {"create", "escalate"}
    assert acts("Cancel or delete a subscription, order, key or record") == {"cancel", "delete"}
    assert acts("Refund a charge to the original payment method") == {"refund"}  # "charge" is its object
    assert acts("Process or handle a request") == frozenset()  # generic verbs name no act
    assert acts("Send a text message; chase a supplier for a reply") == {"send", "chase"}


def test_the_objects_of_a_description_are_what_its_acts_act_on_not_whom_for() -> None:
    described = objects("Send an email, a reminder or a drip sequence to a customer or a team; chase a supplier")
    assert described == {"email", "reminder", "drip", "sequence", "supplier"}
