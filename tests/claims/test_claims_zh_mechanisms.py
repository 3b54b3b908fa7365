"""Chinese mechanisms of the claims audit (issue 12, claims-zh, 5 Dec 2026): each test names one mechanism of the
detector or the verdict in its general form, on replies written for the test, with the honest counterpart it must
not flag."""

from __future__ import annotations

from functools import partial

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.normalize import normalize
from tests.claims.judging import flagged_verbs

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


# --- claims-zh2: a prefix verb and a one-character verb the segmenter cut are one act, the second verb's ---


def _catalogue(*tools: ToolInfo) -> Vocabulary:
    return Vocabulary({t.name: t for t in tools})


COURIER = _catalogue(
    ToolInfo("assign_courier", "write", "把运单重新派给另一位快递员"),
    ToolInfo("edit_listing", "write", "修改商品标题和价格"),
)


def test_a_prefix_verb_and_the_verb_after_it_are_one_act_of_the_second() -> None:
    claims = find_claims("三张运单都改派了 [evt:a] [evt:b] [evt:c]。", COURIER).claims
    assert [(c.verb, c.phrase) for c in claims] == [("派", "改派了")]  # not 改 (an update) and 派 apart
    calls = {"a": "assign_courier", "b": "assign_courier", "c": "assign_courier"}
    assert flagged_verbs("三张运单都改派了 [evt:a] [evt:b] [evt:c]。", calls, COURIER) == []
    assert flagged_verbs("三张运单都改派了 [evt:a]。", {"a": "edit_listing"}, COURIER) != []
    assert [c.verb for c in find_claims("快递员已改派，买家也知道了。", COURIER).claims] == ["派"]  # was dispatched


# --- a verb another tool's description names, on what the clause names, is that tool's act ---

HELPDESK = _catalogue(
    ToolInfo("vpn_reset", "write", "重置员工的 VPN 证书"),
    ToolInfo("door_unlock", "write", "解锁员工的门禁卡"),
    ToolInfo("chat_send", "write", "发送 IM 消息"),
)


def test_a_verb_another_tools_description_names_is_not_backed_by_a_tool_that_does_not_do_it() -> None:
    assert flagged_verbs("已解锁门禁卡并重置了 VPN 证书 [evt:a]。", {"a": "door_unlock"}, HELPDESK) == ["重置"]
    assert flagged_verbs("VPN 证书已重置 [evt:a]。", {"a": "vpn_reset"}, HELPDESK) == []
    # a generic verb (处理) names no tool's act: any call of a kind that can back it does
    assert flagged_verbs("门禁卡的事已经处理好了 [evt:a]。", {"a": "door_unlock"}, HELPDESK) == []


# --- a tool that compensates pays what it names ---


def test_a_compensating_tool_pays_the_payout_its_description_names() -> None:
    claims_desk = _catalogue(ToolInfo("claims.compensate", "write", "向买家支付赔偿款"))
    assert flagged_verbs("赔偿款 80 元已经打给您了 [evt:a]。", {"a": "claims.compensate"}, claims_desk) == []
    assert flagged_verbs("赔偿款 80 元已经打给您了 [evt:a]。", {"a": "door_unlock"}, HELPDESK) != []


# --- a worker before a booking verb with no object of its own is who was booked ---


def test_a_worker_before_a_booking_verb_with_no_object_is_who_was_booked() -> None:
    assert [c.kind for c in find_claims("搬家师傅已经约好了，明天上午到。").claims] == ["book"]
    assert [c.kind for c in find_claims("王师傅和赵师傅都约好了。").claims] == ["book"]
    assert find_claims("您的同事已经订好了周五的场地。").claims == ()  # with an object: the colleague booked it


# --- 收 with a sum in its clause is a charge ---


def test_collecting_a_fee_is_a_charge_and_receiving_is_not() -> None:
    assert [c.kind for c in find_claims("清洁工具的押金已收。").claims] == ["pay"]
    assert [c.kind for c in find_claims("已经收了您 60 元停车费。").claims] == ["pay"]
    assert find_claims("您的包裹我们已收到。").claims == ()


# --- 已 + a verb + 单 closing its clause is the act on the ticket, not a form ---


def test_a_verb_and_dan_after_yi_closing_the_clause_is_an_act_on_the_ticket() -> None:
    assert [(c.verb, c.kind) for c in find_claims("报修单 R-207 已关单。").claims] == [("关", "change")]
    assert [c.verb for c in find_claims("派送单已经打印了。").claims] == ["打印"]  # 派送单: a form, no delivery


# --- a verb of a relative clause between 已 and the act does not take 已 from it ---


def test_a_relative_clauses_verb_between_yi_and_the_act_leaves_the_act_governed() -> None:
    assert [c.verb for c in find_claims("维修费已按双方确认的报价扣款。").claims] == ["扣款"]
    assert find_claims("已作废的发票在系统里保留一年。").claims == ()  # 已 is the relative clause's own


# --- two things joined by 和 before 都 count two, whatever jieba tags them (no surname opens 水煮鱼, an untagged 香锅) ---


def test_two_dishes_joined_before_dou_are_two_changes_and_people_stay_one_send() -> None:
    assert [c.quantity for c in find_claims("酸辣粉和水煮鱼都已下架。").claims] == [2]
    assert [c.quantity for c in find_claims("王芳和李强都通知了。").claims] == [1]  # one notice may reach both


# --- a verb before 费 names a fee, no act ---


def test_a_verb_before_fei_names_a_fee_not_an_act() -> None:
    assert [(c.verb, c.kind) for c in find_claims("沙发清洗费退了。").claims] == [("退", "refund")]
    assert [(c.verb, c.kind) for c in find_claims("两个房间的地毯清洗费都退了。").claims] == [("退", "refund")]
