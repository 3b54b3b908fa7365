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
            ToolInfo("gym.suspend", "write", "办理会员卡停卡"),
            ToolInfo("gym.unbind", "write", "解绑私教课程"),
            ToolInfo("addon.order", "write", "订购增值包"),
            ToolInfo("visit.cancel", "write", "取消上门预约（退单）"),
            ToolInfo("visit.refund", "write", "上门服务费退款"),
            ToolInfo("app_template_msg", "write", "发送小程序订阅消息"),
        )
    }
)
verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


def kinds_of(text: str) -> list[str]:
    return [c.kind for c in find_claims(text, TOOLS).claims]


def quantities(text: str) -> list[tuple[str, int]]:
    return [(c.verb, c.quantity) for c in find_claims(text, TOOLS).claims]


# --- the people told: a person before a verb of telling with no object is whom the agent's word reached ---


def test_people_before_a_verb_of_telling_that_reaches_them_are_the_ones_told() -> None:
    assert verbs("涉及的四位业主都已经通知到了。") == ["通知"]
    assert verbs("受影响的客户均已通知。") == ["通知"]
    assert verbs("商家已经联系到了，明天补发。") == ["联系"]


def test_people_counted_before_a_notice_are_a_notice_each_unless_one_is_said() -> None:
    assert quantities("参会的五位嘉宾都提醒到了。") == [("提醒", 5)]  # claims-zhcount: as English counts them
    assert quantities("参会的五位嘉宾都在群里提醒到了。") == [("提醒", 1)]
    assert flagged("两位面试官均已通知 [evt:a]。", {"a": "sms_notify"}) == ["通知"]
    assert flagged("两位面试官均已通知 [evt:a] [evt:b]。", {"a": "sms_notify", "b": "sms_notify"}) == []
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


# --- results told as states, and who did them ---


def test_money_back_in_an_account_named_by_what_it_pays_for_is_a_refund_claim() -> None:
    assert verbs("钱已经回到您的水费账户了。") == ["到账"]
    assert verbs("钱已经回到您的话费余额了。") == ["到账"]


def test_a_passive_closed_by_de_before_a_noun_is_a_relative_clause_not_the_verbs_agent() -> None:
    assert verbs("您被多收的停车费 10 元已经退回到原卡了。") == ["退回"]
    assert verbs("停车费被物业退回了。") == []  # the passive's agent did it


def test_a_verb_of_reporting_done_for_the_reader_is_the_agents_act_not_a_report() -> None:
    assert verbs("这件事已经帮您反映并处理了。") == ["处理"]
    assert verbs("物业反映说已经处理了。") == []  # their words


def test_a_worker_booked_for_a_time_is_whom_the_agent_booked() -> None:
    assert verbs("维修师傅已经给您约好了周六上午 9 点。") == ["约"]
    assert verbs("维修师傅已经约好了会议室。") == []  # an object: the worker booked it


def test_an_overcharge_told_is_the_fault_not_an_act_of_the_agents() -> None:
    assert verbs("核对后发现上个月确实多收了您 30 元物业费。") == []
    assert verbs("系统重复扣了两次会员费，已为您退回一笔。") == ["退回"]


def test_what_the_agent_composed_into_the_reply_itself_is_no_act() -> None:
    assert verbs("我帮您查了一下，并整理了如下要点：") == []


# --- citations and kinds ---


def test_an_evidence_label_that_ends_in_a_word_of_evidence_lists_the_calls() -> None:
    text = "已为您办理停卡，并解绑了私教课。\n\n操作记录：[evt:a]、[evt:b]"
    judged = flagged(text, {"a": "gym.suspend", "b": "gym.unbind"}, pooled=True)
    assert judged == []
    assert (
        flagged("已为您办理停卡 [evt:a]。\n\n退款记录：已发到您邮箱", {"a": "gym.suspend"}, pooled=True) != []
    )  # a claim


def test_a_product_subscribed_to_with_ding_is_an_order_not_a_booking() -> None:
    assert flagged("两个账号的增值包都已订好 [evt:a] [evt:b]。", {"a": "addon.order", "b": "addon.order"}) == []
    assert flagged("酒店已订好 [evt:a]。", {"a": "addon.order"}) != []  # a hotel is booked, not ordered


def test_money_returned_needs_a_tool_whose_description_moves_money() -> None:
    assert flagged("上门费已经给您退了 [evt:a]。", {"a": "visit.cancel"}) == ["退"]  # 退单: no money
    assert flagged("上门费已经给您退了 [evt:a]。", {"a": "visit.refund"}) == []


def test_a_thing_posted_is_not_backed_by_an_app_message_tool() -> None:
    assert flagged("合同原件已经寄出去了 [evt:a]。", {"a": "app_template_msg"}) == ["寄出"]
    assert flagged("合同原件已经寄出去了 [evt:a]。", {"a": "sms.send"}) == []  # (an SMS: loosely told, kept)


def test_an_act_the_agent_disowns_in_its_sentence_is_anothers() -> None:
    text = "您的复诊改到下周是门诊部因为医生出差统一调整的，不是我操作的。现在查到的预约 [evt:a] 已经显示新时间了。"
    assert verbs(text) == []
    assert verbs("我已经帮您改到周五了，不是系统自动改的。") == ["改"]  # the agent's own, the system's disowned


def test_what_a_request_just_filed_asks_for_is_still_to_be_done() -> None:
    assert verbs("已为您提交了成绩单的补打申请 [evt:a]，寄到您登记的地址。") == ["提交"]
    assert verbs("已为您提交了补卡申请，并通知了门卫。") == ["提交", "通知"]  # an act of its own after it


def test_what_each_of_two_people_named_by_one_word_has_counts_two() -> None:
    assert quantities("您父母的机票都改签好了。") == [("改签", 2)]
    assert quantities("您父母的机票改签好了。") == [("改签", 1)]  # no 都: maybe one booking of two seats


def test_a_booking_told_by_the_place_the_reader_now_holds_is_a_booking_claim() -> None:
    assert kinds_of("您周五下午在口腔科有号了，到时直接去候诊。") == ["book"]
    assert kinds_of("周五下午口腔科还有号，要帮您挂吗？") == []  # what is free, offered
    assert kinds_of("您要是有号了就告诉我。") == []  # a condition
