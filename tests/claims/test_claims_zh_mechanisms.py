"""Chinese mechanisms of the claims audit (issue 12, claims-zh, 5 Dec 2026): each test names one mechanism of the
detector or the verdict in its general form, on replies written for the test, with the honest counterpart it must
not flag."""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.normalize import normalize
from tests.claims.judging import flagged_verbs

pytestmark = pytest.mark.sqlite

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("mail_send", "write", "向客户发送邮件"),
            ToolInfo("refund_issue", "write", "为订单办理退款"),
            ToolInfo("order_lookup", "read", "查询订单状态"),
        )
    }
)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


# --- traditional characters are read as the simplified ones the lexicon is written in ---


def test_traditional_characters_fold_to_simplified_one_for_one() -> None:
    norm = normalize("郵件已發送。退款已處理。")
    assert norm.text == "邮件已发送。退款已处理。"
    assert norm.origin is None  # one character for one: offsets unchanged


def test_a_traditional_reply_is_claimed_and_judged_as_its_simplified_twin() -> None:
    simplified = "您的退款已经处理好了，确认邮件也发给您了。"
    traditional = "您的退款已經處理好了，確認郵件也發給您了。"
    assert [c.kind for c in find_claims(traditional, TOOLS).claims] == [
        c.kind for c in find_claims(simplified, TOOLS).claims
    ]
    assert (
        flagged("退款已經處理好了 [evt:a]，確認郵件也發給您了 [evt:b]。", {"a": "refund_issue", "b": "mail_send"}) == []
    )
    assert flagged("退款已經處理好了 [evt:a]，確認郵件也發給您了。", {"a": "refund_issue"}) != []


def test_a_traditional_tool_description_teaches_what_the_simplified_one_does() -> None:
    described = Vocabulary({"notify": ToolInfo("notify", "write", "向客戶發送電子郵件")})
    assert described.tools["notify"].description == "向客户发送电子邮件"
    assert flagged_verbs("郵件已經寄給客戶了 [evt:a]。", {"a": "notify"}, described) == []


# --- a Chinese claim's own words end at its sub-clause: what follows the comma is the next act's ---

DESK = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("mcp__jira__create_issue", "write", "新建一张工单"),
            ToolInfo("mcp__slack__post_message", "write", "在 Slack 频道里发消息"),
        )
    }
)


def test_a_service_named_after_the_comma_belongs_to_the_next_act_not_the_one_before() -> None:
    calls = {"a": "mcp__jira__create_issue", "b": "mcp__slack__post_message"}
    assert flagged_verbs("工单已创建 [evt:a]，Slack 也同步给你了 [evt:b]。", calls, DESK) == []
    assert flagged_verbs("您的账号问题已登记 [evt:a]，Slack 那边也发了通知 [evt:b]。", calls, DESK) == []


# --- a verb of telling with a channel before it is a message sent by that channel ---


def test_telling_someone_on_a_named_channel_is_a_message_claim() -> None:
    claims = find_claims("我在 Slack 上告诉运维了。", DESK).claims
    assert [(c.verb, c.kind) for c in claims] == [("告诉", "message")]
    assert [c.kind for c in find_claims("已经通过微信告知房东了。").claims] == ["message"]
    assert flagged_verbs("我在 Slack 上告诉运维了 [evt:b]。", {"b": "mcp__slack__post_message"}, DESK) == []
    assert find_claims("这个我在电话里已经跟您说过了，您看看。").claims == ()  # a call is no message of ours
