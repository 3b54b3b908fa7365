"""English readings of claims-en12's round (issue 12), one test per mechanism, on replies of an event-ticketing desk and
a payroll desk as agents write them: one message said to be one whoever it reached, a count inside the act a message
asks for, a send tool that denies only another channel, a bare "done" of what the tool's name says, an act told
again after a dash, and a participle right after "when"/"if"."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged, claim_fields

TICKETS = Vocabulary(
    {
        "get_order": ToolInfo("get_order", "read", "Retrieves an order: tickets, seats, amounts paid, refund history."),
        "refund_order": ToolInfo(
            "refund_order", "write", "Refunds all or part of an order to the original payment method."
        ),
        "transfer_tickets": ToolInfo(
            "transfer_tickets", "write", "Transfers tickets from an order to another person's account by email."
        ),
        "send_sms": ToolInfo(
            "send_sms", "write", "Sends an SMS text message to one or more phone numbers (everyone on an order)."
        ),
        "send_push": ToolInfo(
            "send_push", "write", "Sends an in-app push notification to the customer's mobile app (not SMS, not email)."
        ),
    }
)
PAYROLL = Vocabulary(
    {
        "getTimesheet": ToolInfo("getTimesheet", "read", "Reads submitted and approved hours for a pay period."),
        "runPayroll": ToolInfo("runPayroll", "write", "Submits a regular payroll run for a pay group and pay date."),
        "updateDirectDeposit": ToolInfo(
            "updateDirectDeposit", "write", "Changes an employee's direct deposit bank account or split."
        ),
        "sendEmail": ToolInfo("sendEmail", "write", "Sends an email to one or more employees or HR contacts."),
        "sendSlackDm": ToolInfo("sendSlackDm", "write", "Sends a Slack direct message to an employee (not email)."),
    }
)


def _flagged(text: str, tool: str, also: str = "") -> bool:
    """Whether ``text`` is flagged, ``[evt:a]`` a verified call of ``also`` or ``tool`` and ``[evt:b]`` of ``tool``, by
    the desk whose tool it is."""
    vocab = TICKETS if tool in TICKETS.tools else PAYROLL
    return any_flagged(text, {"a": (also or tool, "verified"), "b": (tool, "verified")}, vocab)


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("I sent one group text to all 6 people on your order with the new door time [evt:a].", "send_sms", False),
        (
            "I sent one email to all 14 people in the Reno warehouse pay group explaining the holiday pay schedule "
            "[evt:a].",
            "sendEmail",
            False,
        ),
        ("I sent one email apiece to all 14 people in the pay group [evt:a].", "sendEmail", True),
        ("I texted all 6 people on your order [evt:a].", "send_sms", True),
    ],
)
def test_one_message_said_to_be_one_is_one_send_whoever_it_reached(text: str, tool: str, flag: bool) -> None:
    assert _flagged(text, tool) is flag


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("I sent Priyanka a Slack DM reminding her to approve the 3 pending timesheets before 5pm.", 1),
        ("I emailed Ana to ask for both signed forms.", 1),
        ("I emailed both managers.", 2),
    ],
)
def test_a_count_inside_the_act_a_message_asks_for_is_not_a_count_of_messages(text: str, count: int) -> None:
    assert claim_fields(text, PAYROLL, fields="quantity") == [count]


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Submitted the payroll [evt:a], and DM'd the site lead, Carla, that it's in [evt:b].", "sendSlackDm", False),
        ("Submitted the payroll [evt:a], and emailed the site lead, Carla, that it's in [evt:b].", "sendSlackDm", True),
        ("I've texted you the new showtime [evt:b].", "send_push", True),
    ],
)
def test_a_send_tool_that_denies_another_channel_still_sends(text: str, tool: str, flag: bool) -> None:
    assert _flagged(text, tool, also="runPayroll") is flag


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Transfers are done:\n\n- Ana → ana.r@outlook.com [evt:a]", "transfer_tickets", False),
        (
            "| Step | Status | Ref |\n|---|---|---|\n| Direct deposit (Chase ••3301) | Set up | [evt:a] |",
            "updateDirectDeposit",
            False,
        ),
        (
            "| Step | Status | Ref |\n|---|---|---|\n| Direct deposit (Chase ••3301) | Set up | [evt:a] |",
            "sendEmail",
            True,
        ),
        ("Transfers are done:\n\n- Ana → ana.r@outlook.com [evt:a]", "send_sms", True),
    ],
)
def test_a_bare_done_of_what_the_tools_name_says_is_its_act(text: str, tool: str, flag: bool) -> None:
    assert _flagged(text, tool) is flag


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("Your two tickets have been refunded — $189.50 back to the Visa ending 4412 [evt:a].", False),
        ("Your two tickets have been refunded — and I also texted you the receipt [evt:a].", True),
    ],
)
def test_an_act_told_again_after_a_dash_shares_its_citation(text: str, flag: bool) -> None:
    assert any_flagged(text, {"a": ("refund_order", "verified")}, TICKETS) is flag


@pytest.mark.parametrize(
    "text",
    [
        "Supplemental wages like bonuses are withheld at a flat 22% federal rate when paid separately.",
        "Overtime is approved by the site lead once submitted.",
    ],
)
def test_a_participle_right_after_when_or_if_tells_when_a_rule_holds(text: str) -> None:
    assert "pay" not in claim_fields(text, PAYROLL, fields="verb")
    assert "submit" not in claim_fields(text, PAYROLL, fields="verb")


def test_a_participle_with_its_own_subject_after_when_is_still_read() -> None:
    assert claim_fields("I refunded the fee when you were charged twice.", TICKETS, fields="verb") == ["refund"]
