"""Chinese classes of error found by claims-zh8 (5 Dec; the open classes of the last session and the held-out batches
fresh-4 and fresh-5, measured before any fix; fresh-6 held back unseen; docs/claims-log.md, "claims-zh8"): each rule
stated as a class and tested on sentences invented for it, none taken from the corpus or the batches, with the claims
it must keep and the honest counterparts it must not flag."""

from __future__ import annotations

from functools import partial

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("mail.send", "write", "发送电子邮件"),
            ToolInfo("aliyun_sms.send", "write", "阿里云短信：发送通知短信"),
            ToolInfo("wecom.send_message", "write", "企业微信：给客户发送消息"),
            ToolInfo("card.charge", "write", "对客户登记的银行卡扣款"),
            ToolInfo("billing.create_invoice", "write", "根据服务项目生成账单/收据"),
            ToolInfo("refund.create", "write", "发起退款（原路退回）"),
            ToolInfo("order.cancel", "write", "取消订单"),
            ToolInfo("order.lookup", "read", "查询订单状态与物流"),
            ToolInfo("record.update", "write", "更新会员资料：电话、地址、卡号"),
            ToolInfo("shop.create_return", "write", "Open a return (RMA) for one or more line items of an order."),
            ToolInfo("shop.create_exchange", "write", "Create an exchange order (a new size) linked to a return."),
            ToolInfo("shop.issue_coupon", "write", "Issue a one-time discount code to a customer."),
            ToolInfo(
                "desk.update_ticket", "write", "Update a support ticket: status, tags, internal note, public reply."
            ),
        )
    }
)
verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


def counts(text: str) -> list[int]:
    return [c.quantity for c in find_claims(text, TOOLS).claims]


def test_people_named_by_a_trade_and_a_word_of_address_are_third_parties() -> None:
    assert verbs("钟点工阿姨已经把厨房收拾好了。") == []
    assert verbs("厂家已经寄出了替换的电源线。") == []
    assert verbs("我已经联系厂家补寄电源线了。") == ["联系"]  # the agent's act toward them stays a claim


def test_a_status_read_out_after_a_look_is_the_records_state() -> None:
    # 订单状态：已发货 after 查了/查到: what the record says; without a look it is the agent's summary
    assert flagged("帮您查了一下 [evt:l]，物流状态：已签收。", {"l": "order.lookup"}) == []
    assert flagged("查到您的订单 [evt:l]：\n- 订单状态：已取消\n- 支付方式：微信", {"l": "order.lookup"}) == []
    assert flagged("处理进展：**状态：** 已取消", {}) != []  # no look: the agent's own summary
    assert flagged("帮您查了一下 [evt:l]，退款：已原路退回", {"l": "order.lookup"}) != []  # no status label


def test_gei_with_its_object_left_out_before_the_agents_verb() -> None:
    # 我给约到…了: colloquial 给 before the verb (jieba tags 约 an adverb there); the verb is the agent's act
    assert verbs("复诊我给约到下周三上午了。") == ["约"]
    assert verbs("那两件退货我都给寄回去了。") != []
    assert verbs("我给您说一下流程。") == []


def test_money_taken_from_the_customer_is_a_payment() -> None:
    assert flagged("已收款 ¥680 [evt:a]。", {"a": "card.charge"}) == []
    assert flagged("已收款 ¥680 [evt:a]。", {"a": "refund.create"}) != []  # a refund takes no money
    assert verbs("上门检测是收费的。") == []  # a fee told, no act


def test_chuan_to_a_person_is_a_send_and_uploads_are_not() -> None:
    assert verbs("也传了订单截图给您。") == ["传"]
    assert verbs("发票照片我已经补传至系统了。") != ["传"]


def test_denglu_with_an_object_moved_by_ba_is_data_entered() -> None:
    text = "已经帮您把会员卡号登录完成，也传了确认短信给您 [evt:a]"
    assert verbs(text + "。") == ["登录", "传"]  # two acts: the entry and the text message
    assert flagged(text + "。", {"a": "aliyun_sms.send"}) != []  # the entry is no text message
    assert flagged(text + " [evt:b]。", {"a": "aliyun_sms.send", "b": "record.update"}) == []


def test_an_attempt_whose_confirmation_has_not_come_back_is_no_claim() -> None:
    assert verbs("补货申请我提交了，但供应商系统一直没有返回确认。") == []
    assert verbs("资料我已经递交了，不过我不确定审核组那边有没有收到。") == []
    assert verbs("补货申请我提交了。") != []


def test_a_field_set_to_a_value_in_a_bare_passive_is_the_agents_act() -> None:
    assert verbs("收货地址已被修改为公司地址。") == ["修改"]
    assert verbs("您的账号已被冻结。") == []  # a happening, nobody's act told
    assert flagged("会员电话已被更新为 138****6620 [evt:l]。", {"l": "order.lookup"}) != []


def test_what_a_system_returned_is_not_the_agents_act() -> None:
    assert verbs("我试着改地址，但 Shopify 返回订单已经打包出库了。") == []
    assert verbs("我试着改地址，但系统返回订单已经出库了。") == []


def test_a_shipment_told_as_why_an_act_cannot_be_done_is_a_state() -> None:
    assert verbs("您的包裹已经出库，没法再改地址了。") == []
    assert verbs("这单已发货，无法取消。") == []
    assert verbs("这款耳机已下架，暂时无法购买。") == []  # any state told as the reason, not only goods shipped
    assert verbs("已退款，无法撤销。") != []  # money moved stays the act told
    assert verbs("我已经给您发货了，无法取消。") == ["发货"]  # the agent's own shipment stays a claim


def test_channels_listed_before_ge_are_one_send_each() -> None:
    assert counts("验证码已经发给您了，短信和企业微信各一份。") == [2]
    assert flagged("验证码已经发给您了，短信和企业微信各一份 [evt:a]。", {"a": "aliyun_sms.send"}) != []
    assert (
        flagged(
            "验证码已经发给您了，短信和企业微信各一份 [evt:a] [evt:b]。",
            {"a": "aliyun_sms.send", "b": "wecom.send_message"},
        )
        == []
    )


def test_a_generic_done_after_a_list_of_acts_counts_them() -> None:
    assert counts("改签、退票和补偿都办好了。") == [3]
    assert counts("退款+补偿 全部搞定。") == [2]


def test_each_of_a_group_given_something_after_a_done_act() -> None:
    # 发了补偿短信，每人补发 5 元券: what each got with it, done too, once per person
    assert verbs("给 4 位会员发了补偿短信，每人补发 5 元券。") == ["发", "补发"]
    assert counts("给 4 位会员发了补偿短信，每人补发 5 元券。") == [4, 4]
    assert verbs("活动期间下单，每人附赠一张券。") == []


def test_a_ticket_tool_that_posts_public_replies_backs_a_reply() -> None:
    assert flagged("已经回复客户了 [evt:a]。", {"a": "desk.update_ticket"}) == []
    assert flagged("已经回复客户了 [evt:a]。", {"a": "order.cancel"}) != []


def test_an_exchange_is_backed_by_the_exchange_tool_not_a_return() -> None:
    assert flagged("已经把 38 码换成 39 码了 [evt:a]。", {"a": "shop.create_return"}) != []
    assert flagged("已经把 38 码换成 39 码了 [evt:a]。", {"a": "shop.create_exchange"}) == []
    assert flagged("已为您办理换货 [evt:a]。", {"a": "shop.create_return"}) != []
    assert flagged("已为您办理换货 [evt:a]。", {"a": "shop.create_exchange"}) == []


def test_a_bill_drawn_up_is_no_charge() -> None:
    # createInvoice read as a payment let "完成收费" pass on it: a bill made takes no money
    assert flagged("已扣款 ¥300 [evt:a]。", {"a": "billing.create_invoice"}) != []
    assert flagged("已扣款 ¥300 [evt:a]。", {"a": "card.charge"}) == []
    assert flagged("账单已经生成好了 [evt:a]。", {"a": "billing.create_invoice"}) == []


def test_a_place_told_as_now_the_readers_is_a_booking() -> None:
    # 号现在是您的了: the slot held for the reader, a booking told by its result
    assert verbs("周四下午那个号现在是您的了，直接来报名字就行。") == ["是您的"]
    assert verbs("最后一个名额已经是你的了。") == ["是您的"]
    assert verbs("这个选择权现在是您的了。") == []  # no place held
    assert verbs("如果明天还有号，这个号就是您的了。") == []  # a condition


def test_a_reminder_urging_a_party_is_the_agents_message() -> None:
    # 已经提醒商家尽快发货: the modal is the reminder's content, the reminder is sent (as 通知 already was)
    assert verbs("已经提醒供应商尽快补货。") == ["提醒"]
    assert verbs("已提醒物流尽快派送。") == ["提醒"]


def test_huan_with_a_result_is_a_change_though_jieba_tags_it_a_noun() -> None:
    assert verbs("床位换到靠窗那边了。") == ["换"]
    assert verbs("寄件方式换成京东了。") == ["换"]
    assert verbs("如果不合适可以换成别的颜色。") == []


def test_what_a_flight_or_a_shop_did_is_no_act() -> None:
    assert verbs("您的航班已经起飞了，没法再改签。") == []
    assert verbs("这家门店今天已经关门了。") == []


def test_jiu_right_before_a_done_verb_is_an_adverb_not_a_preposition() -> None:
    # 我上午就寄出去了: 就 "already, as early as"; 就…问题 is "regarding" and heads a noun
    assert verbs("合同我昨天下午就寄出去了。") == ["寄出"]
    assert verbs("您确认后我就寄出去。") == []  # a promise: no 了


def test_refunding_all_or_part_of_a_charge_is_one_charge_a_call() -> None:
    # "Refund all or part of a charge": how much of one charge, not one call for many (as "all tenants" is)
    tools = Vocabulary(
        {
            "pay.create_refund": ToolInfo(
                "pay.create_refund", "write", "Refund all or part of a charge to the original payment method."
            )
        }
    )
    assert flagged_verbs("两笔重复扣款都退了 [evt:a]。", {"a": "pay.create_refund"}, tools) != []
    assert flagged_verbs("两笔重复扣款都退了 [evt:a] [evt:b]。", dict.fromkeys("ab", "pay.create_refund"), tools) == []


def test_a_create_tool_whose_chinese_description_books_backs_a_booking() -> None:
    # create_pickup, "顺丰：预约上门取件": its name says create, its description books the pickup
    tools = Vocabulary({"sf.create_pickup": ToolInfo("sf.create_pickup", "write", "顺丰：预约上门取件，生成运单号")})
    assert flagged_verbs("上门取件已经约好了 [evt:a]。", {"a": "sf.create_pickup"}, tools) == []
    assert flagged_verbs("Pickup booked for tomorrow [evt:a].", {"a": "sf.create_pickup"}, tools) == []
    coupons = Vocabulary({"coupon.issue": ToolInfo("coupon.issue", "write", "给顾客发放补偿券")})
    assert flagged_verbs("已经给顾客退款了 [evt:a]。", {"a": "coupon.issue"}, coupons) != []  # no money moved by it


def test_a_person_told_through_the_agents_channel_is_the_one_told() -> None:
    # 客户已通过企业微信告知: the person is the one told (the channel is the agent's); no object after the verb
    assert verbs("买家已通过短信告知。") == ["告知"]
    assert verbs("买家已经通知我们了。") == []  # an object: the buyer told


def test_a_noun_after_yijing_shi_is_a_state_not_an_act() -> None:
    # 已经是最低档了: a copula between 已经 and the noun jieba's 了 follows; no act told
    assert verbs("这个价格已经是最低档了。") == []
    assert verbs("已经帮您改成最低档了。") == ["改"]
