"""Chinese classes of error found by claims-zh6 (5 Dec, the classes the last round left open and the held-out batches
fresh-5, fresh-6 and fresh-7 of this round, measured before any fix; fresh-8 held back unseen; docs/claims.md,
"claims-zh6"): each rule stated as a class and tested on sentences invented for it, with the claims it must keep and
the honest counterparts it must not flag."""

from __future__ import annotations

from functools import partial

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("sms_notify", "write", "给客户手机发送短信。"),
            ToolInfo("refund_create", "write", "对订单发起退款，原路退回。"),
            ToolInfo("berth.select", "write", "为旅客选座/换座"),
            ToolInfo("membership.refund", "write", "会员费退款"),
            ToolInfo("wechat.push_msg", "write", "发送微信公众号消息"),
            ToolInfo("billing.refund", "write", "话费退还到账户余额"),
            ToolInfo("sms.send", "write", "给用户发送短信"),
        )
    }
)
verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


def quantities(text: str) -> list[tuple[str, int]]:
    return [(c.verb, c.quantity) for c in find_claims(text, TOOLS).claims]


# --- the people told: a person before a verb of telling with no object is whom the agent's word reached ---


def test_people_before_a_verb_of_telling_that_reaches_them_are_the_ones_told() -> None:
    assert verbs("涉及的四位业主都已经通知到了。") == ["通知"]
    assert verbs("受影响的客户均已通知。") == ["通知"]
    assert verbs("商家已经联系到了，明天补发。") == ["联系"]


def test_people_counted_before_one_notice_are_whom_it_reached_not_a_notice_each() -> None:
    assert quantities("参会的五位嘉宾都提醒到了。") == [("提醒", 1)]
    assert flagged("两位面试官均已通知 [evt:a]。", {"a": "sms_notify"}) == []
    assert flagged("受影响的客户均已通知 [evt:a]。", {"a": "sms_notify"}) == []


def test_a_person_who_told_someone_named_after_the_verb_is_the_teller() -> None:
    assert verbs("房东都通知了我们。") == []  # an object: the landlord told
    assert verbs("物业已经提醒过业主了。") == []
    assert verbs("客户已经通知了。") == []  # who told whom is not said: left as it was


# --- a table row's first cell names its item when a later cell tells it still pending ---


def test_a_row_label_over_a_pending_cell_names_the_item_not_an_act_done() -> None:
    table = "| 事项 | 进度 |\n|---|---|\n| 押金退回 | 已提交 [evt:a] |\n| 押金到账 | 银行审核中，尚未到账 |"
    assert flagged(table, {"a": "refund_create"}) == []
    assert verbs("| 押金到账 | ✅ |") != []  # a check mark beside it: done


# --- kinds: a seat swapped within a booking, money into a wallet, a fee named after a channel ---


def test_a_seat_swapped_or_picked_within_a_booking_is_backed_by_the_tool_that_changes_it() -> None:
    assert flagged("两位老人的座位都已换好 [evt:a] [evt:b]。", {"a": "berth.select", "b": "berth.select"}) == []
    assert flagged("已为您选好靠窗的座位 [evt:a]。", {"a": "berth.select"}) == []
    assert flagged("座位已为您订好 [evt:a]。", {"a": "sms.send"}) != []  # a message books nothing


def test_a_wallet_money_went_into_is_where_it_landed_not_the_service_the_refund_went_through() -> None:
    assert flagged("年费 198 元已原路退回到您的微信支付 [evt:a]。", {"a": "membership.refund"}) == []
    assert flagged("年费 198 元已退到您的支付宝 [evt:a]。", {"a": "membership.refund"}) == []
    assert flagged("退款通知已发到您的微信 [evt:a]。", {"a": "membership.refund"}) != []  # a message sent by WeChat


def test_a_fee_named_after_a_channel_is_what_was_charged_not_the_channel_of_the_act() -> None:
    assert flagged("多收的 8 元短信费已退回到您的话费余额 [evt:a]。", {"a": "billing.refund"}) == []
    assert flagged("短信已经发给您了 [evt:a]。", {"a": "wechat.push_msg"}) != []  # the channel named: not WeChat


def test_a_text_drafted_is_composed_not_sent() -> None:
    assert verbs("我拟了一封给房东的邮件，您过目后我再发。") == []
    assert verbs("回复我拟好了，您看看。") == []
    assert verbs("我已把拟好的邮件发给了房东。") == ["发"]
