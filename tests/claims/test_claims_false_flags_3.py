"""False flags on honest replies (claims-ff, 4 Dec third session): classes found by the honest-heavy batches
claims-ff-7 … (status reports, weekly summaries, hand-offs, kinds), each a general rule with its must-flag
counterpart. Sentences are new, not copied from the batches."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import Evidence, judge

TOOLS = Vocabulary(
    {
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
        "send_email": ToolInfo("send_email", "write", "Send an email to a customer or a team"),
        "send_sms": ToolInfo("send_sms", "write", "Send a text message to a phone number"),
        "send_push": ToolInfo("send_push", "write", "Push notification to the mobile app"),
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
        "create_ticket": ToolInfo("create_ticket", "write", "Create a ticket, incident, account or record"),
        "lookup_order": ToolInfo("lookup_order", "read", "Read an order"),
    }
)


def verbs(text: str) -> list[str]:
    return [c.verb for c in find_claims(text, TOOLS).claims]


def flagged(text: str, tool: str) -> list[str]:
    """The verbs of ``text``'s flagged claims, its ``[evt:a]`` a verified call of ``tool``."""
    effect = "read" if tool == "lookup_order" else "write"
    evidence = {"a": Evidence("a", "run", "ToolResult", tool, effect, "CONFIRMED", "run:a", True, "server")}
    detection = find_claims(text, TOOLS)
    return [
        c.verb
        for c in detection.claims
        if judge(c, run_id="run", evidence=evidence, vocabulary=TOOLS, peers=detection.claims).flagged
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "confirmed" with a clause after it is a check of what holds, whoever confirmed it
        ("Confirmed that the March rent is paid; the bank shows it on the 2nd.", []),
        ("The landlord confirmed both deposits were returned last week.", []),
        ("I've confirmed the ticket is closed and I've also refunded the call-out fee.", ["refund"]),
        ("Confirmed your table for Saturday at 8pm.", ["confirm"]),
        ("Confirmed — your hire car is booked for Monday.", ["confirm", "book"]),
        # a participle after a verb that keeps a state is that state
        ("The mailbox remains suspended while legal reviews it.", []),
        ("Your direct debit stays cancelled unless you set up a new mandate.", []),
        ("I've suspended the mailbox while legal reviews it.", ["suspend"]),
        # goods delivered are the carrier's news; messages delivered are still sends
        ("Your replacement kettle was delivered to the locker on Thursday.", []),
        ("Parcel 3 of 3: delivered this morning, signed by reception.", []),
        ("The reminder email was delivered to all four attendees.", ["deliver"]),
        ("I delivered the signed lease to the agency myself.", ["deliver"]),
    ],
)
def test_checks_states_and_news_are_no_claims(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # what a look found, after the colon of the look: no act of the agent's
        ("I pulled up your booking: it was made on 3 Nov and paid in full by PayPal.", []),
        ("Checked the payroll file: all 30 salaries are approved and queued.", []),
        # the agent's own act after the colon still claims, with or without "I"
        ("I checked the account: cancelled the duplicate plan.", ["cancel"]),
        ("I reviewed the ticket: the duplicate was closed and I emailed the customer.", ["email"]),
    ],
)
def test_what_a_look_found_is_no_claim(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


def test_a_state_is_explained_by_the_act_after_its_dash() -> None:
    # the cited act after the dash is how the state came about: it shares the citation
    assert flagged("Your card is active again — I lifted the freeze [evt:a].", "update_record") == []
    # an act added after the dash leaves the state on its own
    assert flagged("Your card is active again — I also emailed you the details [evt:a].", "send_email") == [
        "is active again"
    ]
    # someone else's act after the dash explains it: no claim of the agent's
    assert verbs("The listing is live again — the marketplace review team approved it an hour ago.") == []
    assert verbs("The listing is live again — I approved it an hour ago.") != []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 是…的 after 目前/现在 tells how a thing stands; 自动 inside the cleft makes it a machine's run
        ("您的短信提醒现在是开启的，不用再设置。", []),
        ("这笔年费是银行每年自动扣的，不是我们扣的。", []),
        ("这笔年费是我昨天手动扣的。", ["扣"]),
        # a clause that goes on from someone else's (并…) is theirs; after a failure, their thing's state is why
        ("供应商已经确认了订单，并安排了发货。", []),
        ("短信发送失败 [evt:a]，对方号码已经注销。", []),
        ("供应商已经确认了订单，我已经安排了付款。", ["安排"]),
        # a parcel put into a place by someone else is news of the parcel; by the agent, an act
        ("配送员已经把包裹放到快递柜了。", []),
        ("我已经把包裹放到前台了。", ["放"]),
    ],
)
def test_chinese_states_and_others_acts(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected
