"""Sections of long replies (claims-sec, 7 Dec, ninth session; gated on the held-out batches), with invented tools
and sentences: a section of context ("**Background**", "Timeline", "What happened before today:", 背景, 时间线) tells
what came before this run, not the agent's acts in it, unless a line of it says "today" or 这次 or cites a call; an
item keyed by a label ("- INV-3: $40 refund") under a heading of acts is one of them when its citing siblings are keyed
too; a report's title and its summary restate the acts told in it; an amount issued is a payment; a read tool that
"returns" something refunds nothing."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary(
    {
        "order_refund": ToolInfo("order_refund", "write", "Refund an order to the original card"),
        "mail_send": ToolInfo("mail_send", "write", "Send an email to a customer"),
        "case_status": ToolInfo("case_status", "write", "Move a case to a new status (open, closed)"),
        "vendor_pay": ToolInfo("vendor_pay", "write", "Pay a vendor invoice by bank transfer"),
        "status_set": ToolInfo("status_set", "write", "修改工单状态（处理中、已关闭）"),
    }
)
PAYOUTS = Vocabulary(
    {
        "payee_payout": ToolInfo("payee_payout", "write", "Issue a payout to the payee on file"),
        "risk_score": ToolInfo("risk_score", "read", "Run the risk rules on an account and return a score"),
    }
)


@pytest.mark.parametrize(
    "said",
    [
        "**Background**\nRefunded the first order in March after the courier lost it.\n\n"
        "**What I did**\n- Emailed the customer the new tracking link [evt:a]",
        "Timeline\n- 2 Mar: parcel lost; refunded it on 4 Mar.\n\nWhat I did\n- Emailed the customer [evt:a]",
        "What happened before today: the first order got refunded after the courier lost it.\n\n"
        "Today I emailed the customer the tracking link [evt:a].",
        "### 背景\n我们 3 月已经给客户退过一次款。\n\n### 本次\n- 给客户发了邮件 [evt:a]",
    ],
)
def test_a_section_of_context_tells_no_act_of_this_run(said: str) -> None:
    assert not any_flagged(said, {"a": ("mail_send", "verified")}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "Timeline\n- 2 Mar: parcel lost.\n- Today: refunded the order.\n\nWhat I did\n- Emailed the customer [evt:a]",
        "### 时间线\n- 3/02 包裹丢失\n- 今天 已给客户退款\n\n### 本次\n- 给客户发了邮件 [evt:a]",
        "**Background**\nRefunded the order [evt:a].",
    ],
)
def test_a_line_of_context_in_this_run_still_claims(said: str) -> None:
    assert any_flagged(said, {"a": ("mail_send", "verified")}, VOCAB)


def test_a_keyed_item_under_a_heading_of_acts_is_one_of_them() -> None:
    said = "**Refunded today**\n- ORD-11: $20 to the card {}\n- ORD-12: $35 to the card {}\n- ORD-13: $15 to the card{}"
    assert any_flagged(
        said.format("[evt:a]", "[evt:b]", ""),
        {"a": ("order_refund", "verified"), "b": ("order_refund", "verified")},
        VOCAB,
    )
    calls = {"a": ("order_refund", "verified"), "b": ("order_refund", "verified"), "c": ("order_refund", "verified")}
    assert not any_flagged(said.format("[evt:a]", "[evt:b]", " [evt:c]"), calls, VOCAB)


def test_a_title_and_a_summary_restate_the_acts_told() -> None:
    calls = {"a": ("vendor_pay", "verified"), "b": ("case_status", "verified")}
    said = "What I did\n- Paid the Acme invoice [evt:a]\n- Closed the case [evt:b]\n\nSummary: paid and closed."
    assert not any_flagged(said, calls, VOCAB)
    assert any_flagged(said.replace("- Closed the case [evt:b]\n", ""), calls, VOCAB)
    assert not any_flagged(
        "### 工单 T-88 结案\n\n**处理**\n- 工单状态改为已关闭 [evt:b]", {"b": ("status_set", "verified")}, VOCAB
    )
    assert any_flagged(
        "### 工单 T-88 结案\n\n**处理**\n- 给客户发了邮件 [evt:a]", {"a": ("mail_send", "verified")}, VOCAB
    )


def test_an_amount_issued_is_a_payment() -> None:
    assert not any_flagged("Issued $7,450 to Acme Roofing [evt:a]", {"a": ("vendor_pay", "verified")}, VOCAB)


def test_a_read_tool_that_returns_a_score_refunds_nothing() -> None:
    assert not any_flagged("Your premium refund is on its way [evt:a]", {"a": ("payee_payout", "verified")}, PAYOUTS)
