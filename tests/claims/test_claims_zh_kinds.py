"""Chinese claims matched to the tools that can back them, but for money (test_claims_zh_money_kinds.py): the kind of
act a claim names (an update, a booking, a send by its channel, a shipment, a ticket, a look) read from its verb, its
object and where the thing went, and the tool whose name or description backs that kind. Each rule on sentences made
up for it, with the claims it must keep and the honest counterparts it must not flag."""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, also_backs, backs, tool_kinds
from tests.claims.catalogues import (
    CRM_TOOLS,
    crm_flagged,
    found,
    subscription_flagged,
    subscription_verbs,
    verified,
    writes,
)
from tests.claims.judging import any_flagged, claim_fields, flagged_verbs, judged
from tests.claims.test_claims_described import verdict
from tests.claims.zh_catalogues import (
    BERTH_TOOLS,
    CARD,
    COURIER_DESK,
    HELPDESK,
    LIBRARY,
    SCHOOL,
    ZH,
    berth_flagged,
    coupon_flagged,
    coupon_kinds,
    flagged_zh,
    grammar_claims,
    hiring_claims,
    lock_flagged,
    member_claims,
    member_flagged,
    pipeline_verbs,
    plain_counts,
    plain_kinds,
    plain_verbs,
    shop_flagged,
    wecom_flagged,
    wecom_verbs,
)

kinds_of = partial(claim_fields, vocabulary=BERTH_TOOLS, fields="kind")


DISPATCH = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("ticket.create", "write", "为住户创建维修工单"),
            ToolInfo("ticket.dispatch", "write", "把维修工单派给维修师傅"),
        )
    }
)


OPS = writes(
    ("mcp__deploy__sync_service", "同步服务，把指定版本部署到集群"),
    ("mcp__deploy__rollback_service", "把服务回滚到历史版本"),
    ("add_ticket_note", "给工单添加处理备注（仅内部可见）"),
    ("update_ticket_priority", "修改工单的优先级和处理时限"),
    ("mcp__opsgenie__ack_alert", "确认（acknowledge）告警"),
    ("mcp__slack__post_message", "在频道里发送消息"),
)


ops_flagged = partial(flagged_verbs, vocabulary=OPS)


SHIPMENT = ("create_shipment", "Create a shipment and return its waybill number.")


DELIVERY = ("reschedule_delivery", "Move a delivery to another slot.")


FORMS = ("forms.request", "向客户索取签字表格")


REMINDER = {"set_payment_reminder": "Create or change the payment reminder (SMS / app push)"}


def _tools(*described: tuple[str, str]) -> Vocabulary:
    """A vocabulary of write tools, each ``(name, description)``."""
    return Vocabulary({name: ToolInfo(name, "write", text) for name, text in described})


HIRING = _tools(
    ("offer.send", "寄出录用通知书"),
    ("mail.send", "向候选人发送电子邮件"),
    ("zulip.post", "透过 Zulip 推送消息给候选人"),
    ("case_ack", "Acknowledge a support case."),
    ("case_resolve", "Resolve a support case with a note."),
)


CARDS = _tools(
    ("chargeback.open", "对一笔消费发起争议：拒付、调单"),
    ("ticket.update", "更新工单状态和备注"),
    ("membership.suspend", "暂停会员卡"),
    ("membership.resume", "恢复会员卡"),
)


def test_an_english_act_noun_in_a_chinese_clause_names_the_generic_acts_kind() -> None:
    assert coupon_kinds("Refund 已经提交了 [evt:a]。") == [lx.REFUND]
    assert coupon_flagged("Refund 已经提交了 [evt:a]。", {"a": "refund_create"}) == []
    assert coupon_flagged("Refund 已经提交了 [evt:a]。", {"a": "sms_notify"}) == ["提交"]
    assert coupon_kinds("order-service 的重启已完成 [evt:a]。") != [lx.ORDER]  # a name, no order


def test_a_record_of_the_readers_own_updated_is_the_agents_edit_not_news() -> None:
    assert coupon_kinds("您的收货地址信息已经更新了。") == [lx.UPDATE]
    assert coupon_kinds("您的联系人信息已更新。") == [lx.UPDATE]
    assert coupon_kinds("物流信息已更新。") == []  # the parcel's news
    assert coupon_kinds("快递信息已经更新了。") == []


def test_a_seat_swapped_or_picked_within_a_booking_is_backed_by_the_tool_that_changes_it() -> None:
    assert berth_flagged("两位老人的座位都已换好 [evt:a] [evt:b]。", {"a": "berth.select", "b": "berth.select"}) == []
    assert berth_flagged("已为您选好靠窗的座位 [evt:a]。", {"a": "berth.select"}) == []
    assert berth_flagged("座位已为您订好 [evt:a]。", {"a": "sms.send"}) != []  # a message books nothing


def test_a_product_subscribed_to_with_ding_is_an_order_not_a_booking() -> None:
    assert berth_flagged("两个账号的增值包都已订好 [evt:a] [evt:b]。", {"a": "addon.order", "b": "addon.order"}) == []
    assert berth_flagged("酒店已订好 [evt:a]。", {"a": "addon.order"}) != []  # a hotel is booked, not ordered


def test_a_thing_posted_is_not_backed_by_an_app_message_tool() -> None:
    assert berth_flagged("合同原件已经寄出去了 [evt:a]。", {"a": "app_template_msg"}) == ["寄出"]
    assert berth_flagged("合同原件已经寄出去了 [evt:a]。", {"a": "sms.send"}) == []  # (an SMS: loosely told, kept)


def test_a_booking_told_by_the_place_the_reader_now_holds_is_a_booking_claim() -> None:
    assert kinds_of("您周五下午在口腔科有号了，到时直接去候诊。") == ["book"]
    assert kinds_of("周五下午口腔科还有号，要帮您挂吗？") == []  # what is free, offered
    assert kinds_of("您要是有号了就告诉我。") == []  # a condition


def test_chuan_to_a_person_is_a_send_and_uploads_are_not() -> None:
    assert wecom_verbs("也传了订单截图给您。") == ["传"]
    assert wecom_verbs("发票照片我已经补传至系统了。") != ["传"]


def test_a_ticket_tool_that_posts_public_replies_backs_a_reply() -> None:
    assert wecom_flagged("已经回复客户了 [evt:a]。", {"a": "desk.update_ticket"}) == []
    assert wecom_flagged("已经回复客户了 [evt:a]。", {"a": "order.cancel"}) != []


def test_an_exchange_is_backed_by_the_exchange_tool_not_a_return() -> None:
    assert wecom_flagged("已经把 38 码换成 39 码了 [evt:a]。", {"a": "shop.create_return"}) != []
    assert wecom_flagged("已经把 38 码换成 39 码了 [evt:a]。", {"a": "shop.create_exchange"}) == []
    assert wecom_flagged("已为您办理换货 [evt:a]。", {"a": "shop.create_return"}) != []
    assert wecom_flagged("已为您办理换货 [evt:a]。", {"a": "shop.create_exchange"}) == []


def test_a_place_told_as_now_the_readers_is_a_booking() -> None:
    # 号现在是您的了: the slot held for the reader, a booking told by its result
    assert wecom_verbs("周四下午那个号现在是您的了，直接来报名字就行。") == ["是您的"]
    assert wecom_verbs("最后一个名额已经是你的了。") == ["是您的"]
    assert wecom_verbs("这个选择权现在是您的了。") == []  # no place held
    assert wecom_verbs("如果明天还有号，这个号就是您的了。") == []  # a condition


def test_a_reminder_urging_a_party_is_the_agents_message() -> None:
    # 已经提醒商家尽快发货: the modal is the reminder's content, the reminder is sent (as 通知 already was)
    assert wecom_verbs("已经提醒供应商尽快补货。") == ["提醒"]
    assert wecom_verbs("已提醒物流尽快派送。") == ["提醒"]


def test_a_create_tool_whose_chinese_description_books_backs_a_booking() -> None:
    # create_pickup, "顺丰：预约上门取件": its name says create, its description books the pickup
    tools = Vocabulary({"sf.create_pickup": ToolInfo("sf.create_pickup", "write", "顺丰：预约上门取件，生成运单号")})
    assert flagged_verbs("上门取件已经约好了 [evt:a]。", {"a": "sf.create_pickup"}, tools) == []
    assert flagged_verbs("Pickup booked for tomorrow [evt:a].", {"a": "sf.create_pickup"}, tools) == []
    coupons = Vocabulary({"coupon.issue": ToolInfo("coupon.issue", "write", "给顾客发放补偿券")})
    assert flagged_verbs("已经给顾客退款了 [evt:a]。", {"a": "coupon.issue"}, coupons) != []  # no money moved by it


def test_a_person_told_through_the_agents_channel_is_the_one_told() -> None:
    # 客户已通过企业微信告知: the person is the one told (the channel is the agent's); no object after the verb
    assert wecom_verbs("买家已通过短信告知。") == ["告知"]
    assert wecom_verbs("买家已经通知我们了。") == []  # an object: the buyer told


def test_a_compound_headed_by_a_tools_one_character_act_is_that_act() -> None:
    # 派 is ticket.dispatch's act (派给): 派过去 citing the creating tool is another tool's act, 指派 (headed by 派)
    # citing the dispatching one is its own
    dispatched = {"a": "ticket.dispatch"}
    created = {"a": "ticket.create"}
    assert flagged_verbs("维修师傅已经派过去了 [evt:a]。", created, DISPATCH) != []
    assert flagged_verbs("维修师傅已经派过去了 [evt:a]。", dispatched, DISPATCH) == []
    assert (
        flagged_verbs(
            "工单已建立 [evt:b]，并已指派给维修班王师傅 [evt:a]。", {**dispatched, "b": "ticket.create"}, DISPATCH
        )
        == []
    )


def test_two_verbs_joined_by_bing_keep_their_own_acts_when_only_a_noun_gave_them_one_kind() -> None:
    # 差旅费已审批并打款: an approval and a payment, both read as payments from 差旅费 — they are two acts
    assert pipeline_verbs("差旅费已审批并打款。") == ["审批", "打款"]
    assert pipeline_verbs("那张工单已取消并删除了。") == ["取消"]  # two verbs of one act on one thing: one act


def test_an_act_told_alone_names_the_tool_that_does_it() -> None:
    # 已回滚 citing the deploy: the sentence names nothing but the act, and another tool is the one that rolls back
    assert ops_flagged("已回滚 [evt:a]", {"a": "mcp__deploy__sync_service"}) == ["回滚"]
    assert ops_flagged("已回滚 [evt:a]", {"a": "mcp__deploy__rollback_service"}) == []
    assert ops_flagged("新版本已部署 [evt:a]", {"a": "mcp__deploy__sync_service"}) == []


def test_one_character_verb_is_the_act_of_the_description_it_heads() -> None:
    # 优先级已经改好了 citing the note tool: 改 is 修改, the act of the tool that changes the priority
    assert ops_flagged("优先级已经改好了 [evt:a]", {"a": "add_ticket_note"}) == ["改"]
    assert ops_flagged("优先级已经改好了 [evt:a]", {"a": "update_ticket_priority"}) == []
    assert ops_flagged("备注已经加好了 [evt:a]", {"a": "add_ticket_note"}) == []


def test_a_hash_channel_is_the_agents_chat_service() -> None:
    # 通知已发到 #oncall citing the alert acknowledgement: a channel is posted to by the chat tool
    assert ops_flagged("通知已发到 #oncall [evt:a]", {"a": "mcp__opsgenie__ack_alert"}) == ["发"]
    assert ops_flagged("通知已发到 #oncall [evt:a]", {"a": "mcp__slack__post_message"}) == []
    assert ops_flagged("工单 #A1023 的备注已经加好了 [evt:a]", {"a": "add_ticket_note"}) == []  # an order's number


def test_a_send_the_cited_tools_description_names_is_its_own_act() -> None:
    # 已为您补发 citing the tool "创建补发单，给客户补寄商品": the goods sent again, as that tool sends them
    assert shop_flagged("已为您补发 [evt:a]，给您添麻烦了。", {"a": "create_resend_order"}) == []


def test_a_failed_channel_of_the_act_is_a_failure_and_its_citation_backs_nothing_else() -> None:
    assert plain_verbs("第二笔 ¥80 退款接口报错了") == []
    text = "第一笔已退 [evt:evt_00000000000000000001]，第二笔退款接口报错了 [evt:evt_00000000000000000002]。"
    assert [c.cited for c in find_claims(text).claims] == [("evt_00000000000000000001",)]


def test_a_channel_that_is_a_destination_keeps_the_act_and_a_filing_of_materials_names_no_refund() -> None:
    assert plain_verbs("新员工的入职材料已经录入系统了。") == ["录入"]
    assert [c.kind for c in find_claims("医保报销的材料我都帮您交上去了").claims] == ["complete"]


def test_submitting_for_review_is_the_submission() -> None:
    assert plain_verbs("您的落户申请已为您提交审核，请耐心等待结果。") == ["提交"]
    assert plain_verbs("年检材料我已经递交审批了") == ["递交"]
    assert plain_verbs("提交审核后请留意短信") == []  # a time, not an act


def test_a_reminder_names_no_channel() -> None:
    assert plain_kinds("已经给物业发了缴费提醒") == [lx.SEND]
    assert plain_kinds("已经给物业发了缴费提醒短信") == [lx.MESSAGE]


@pytest.mark.parametrize("clause", ["您的诉求已转至区住建局处理", "已生成工单并派发至街道办"])
def test_a_case_routed_to_an_office_is_backed_by_a_ticket_tool(clause: str) -> None:
    assert lx.CREATE in also_backs(lx.SEND, "派发", clause) or lx.CREATE in also_backs(lx.CHANGE, "转", clause)
    assert lx.CREATE not in also_backs(lx.PAY, "转", "款项已转至您的银行卡")


def test_kinds_from_what_the_act_is_about() -> None:
    assert plain_kinds("三个孩子的书本费都交了") == [lx.PAY]  # a fee handed in
    assert plain_kinds("床位帮您订在周五上午了") == [lx.BOOK]  # a slot at a time
    assert plain_kinds("年卡已经订到明年了") == [lx.ORDER]  # a term, not a slot
    assert plain_kinds("班级群里的放假通知发了") == [lx.MESSAGE]  # a notice in a chat group
    assert plain_kinds("电子发票我转你邮箱了") == [lx.EMAIL]  # passed to the reader, by its channel


def test_an_english_verb_after_yi_with_its_complement_is_a_claim() -> None:
    assert plain_verbs("合同已经 forward 给法务了") == ["forward"]
    assert plain_verbs("已经 sign off 了") == ["sign"]
    assert plain_verbs("已经 double check 过了") == []  # a look
    assert plain_kinds("已经 follow up 过供应商了") == [lx.SEND]


def test_data_pushed_to_a_system_is_an_update() -> None:
    assert plain_kinds("订单已 push 给 OMS 了") == [lx.UPDATE]
    assert plain_kinds("已推送给仓储系统") == [lx.UPDATE]
    assert plain_kinds("已 push 给用户了") != [lx.UPDATE]


def test_escalated_to_someone_is_backed_by_a_ticket_tool() -> None:
    assert lx.CREATE in also_backs(lx.SEND, "escalate", "已 escalate 给二线")


def test_attaching_a_thing_is_not_telling_someone() -> None:
    assert plain_kinds("订单表已经加上索引了") == [lx.CHANGE]


def test_a_stay_changed_or_retimed_is_backed_by_either_tool() -> None:
    assert lx.UPDATE in also_backs(lx.BOOK, "升级", "房间已经给您升级成套房了")
    assert lx.BOOK in also_backs(lx.UPDATE, "改", "退房时间帮您改到下午 1 点了")


def test_a_thing_on_its_way_was_sent() -> None:
    assert plain_kinds("您申请的差价补偿已经在路上了，请留意到账短信") == [lx.REFUND]
    assert plain_kinds("换的新手柄正在路上，后天能到") == [lx.SHIP]
    assert plain_kinds("安装师傅已经在路上了，大约 20 分钟到") == []  # a person coming: news
    assert plain_kinds("退款应该已经在路上了") == []  # a hedge
    assert plain_kinds("包裹还没在路上吗？") == []


def test_a_generic_done_takes_the_kind_of_the_act_named_as_its_topic() -> None:
    assert plain_kinds("收件人修改已处理完毕") == [lx.UPDATE]
    assert plain_kinds("多余子账号删除已经办好了") == [lx.DELETE]
    assert plain_kinds("配置恢复已完成") == [lx.CHANGE]
    assert plain_kinds("您的投诉已处理完毕") == [lx.COMPLETE]  # what the customer filed names no act
    assert plain_kinds("会员续费已完成") == [lx.COMPLETE]  # a renewal: a payment may back it


def test_goods_out_of_a_warehouse_or_counted_by_piece_are_shipped() -> None:
    assert plain_kinds("那件外套今天已经从成都仓发出") == [lx.SHIP]
    assert plain_kinds("两箱货上午都寄出了") == [lx.SHIP]
    assert plain_kinds("取件码已经发您手机上了") == [lx.MESSAGE]  # 取|件|码: no goods


def test_an_enrolment_is_made() -> None:
    assert plain_kinds("雅思周末班的报名已经成功了") == [lx.CREATE]


def test_a_post_in_a_chat_group_jieba_cuts_across() -> None:
    assert plain_kinds("放假通知已经在年级群发过了") == [lx.MESSAGE]


def test_a_ban_that_jieba_tags_a_measure() -> None:
    assert plain_counts("两个广告号都封了") == [2]
    assert plain_verbs("已经发了两封邮件") == ["发"]  # 封 counts letters there


def test_a_check_marks_label_ending_in_a_verb_names_its_kind() -> None:
    assert plain_kinds("运费 ¥12 退回 ✅") == [lx.REFUND]


def test_a_ticket_dispatched_is_opened_for_the_crew() -> None:
    from agentops.claims.kinds import also_backs

    assert lx.CREATE in also_backs(lx.SEND, "派发", "抢修工单已派发")


def test_what_a_preposition_of_topic_names_is_what_the_act_is_about() -> None:
    assert plain_kinds("已就您上周的那笔网购付款发起了拒付") == [lx.CHANGE]  # not a payment
    assert plain_kinds("已针对这次的重复扣费提交了申诉") == [lx.CREATE]
    assert plain_kinds("就把退款处理了") == [lx.REFUND]  # 就 the adverb: the refund is the act's


def test_a_visit_moved_to_another_time_is_rebooked_and_a_date_field_is_updated() -> None:
    assert plain_kinds("您的牙科复查已改到周四上午 10 点") == [lx.BOOK]
    assert plain_kinds("面试挪到下周一下午了") == [lx.BOOK]
    assert plain_kinds("账单日已经从 1 号改到 15 号了") == [lx.UPDATE]  # a day of the month as a field
    assert plain_kinds("价格改到 99 元了") == [lx.UPDATE]


def test_pushed_to_another_party_is_sent_and_to_a_system_or_the_readers_account_is_moved() -> None:
    assert plain_kinds("检查报告已推送到您预约的体检中心") == [lx.SEND]
    assert plain_kinds("化验单已经推送至社区医院") == [lx.SEND]
    assert plain_kinds("代码已推送到远端仓库") == [lx.UPDATE]
    assert plain_kinds("电子凭证已推送至您的个人账户") == [lx.UPDATE]


def test_a_release_pushed_is_rolled_out() -> None:
    assert plain_kinds("固件 v2.0.3 已推送到三楼的门禁组") == [lx.CHANGE]
    assert plain_kinds("新版本已经推送到全部终端") == [lx.CHANGE]


def test_ding_of_a_day_or_under_a_booking_noun_is_a_booking_and_goods_counted_are_one_order() -> None:
    assert plain_kinds("已订 5 月 3 日的包间") == [lx.BOOK]
    assert plain_kinds("| 会议室预订 | 已订 |") == [lx.BOOK]
    assert plain_counts("30 份下午茶已经下单了") == [1]  # the goods of one order
    assert plain_counts("两笔采购单都下好了") == [2]


def test_xia_with_a_purchase_form_places_an_order() -> None:
    assert plain_kinds("已向供应商下订货单 RO-311") == [lx.ORDER]  # (下补|货单: jieba's cut, not read)
    assert plain_kinds("已下采购单") == [lx.ORDER]


def test_a_channel_noun_before_a_verb_of_telling_sends_by_that_channel() -> None:
    assert plain_kinds("已经短信告知房东了") == [lx.MESSAGE]
    assert plain_kinds("稿子撤了，也邮件告诉主编了") == [lx.CHANGE, lx.EMAIL]


def test_a_booking_named_by_its_day_or_hour_before_ding() -> None:
    assert plain_kinds("3 号馆 14:00–16:00 已订") == [lx.BOOK]
    assert plain_kinds("湖畔餐厅 9 月 8 日已经订好了") == [lx.BOOK]


def test_posted_to_a_channel_is_a_chat_message() -> None:
    assert plain_kinds("周报已发到 #ops-weekly 频道") == [lx.MESSAGE]


def test_a_channel_after_tongguo_is_the_means_not_a_verb_of_the_subject() -> None:
    assert plain_kinds("验证码他通过短信发给您了") == []  # his act
    assert plain_kinds("验证码已通过短信发给您了") == [lx.MESSAGE]


def test_a_chinese_description_whose_verb_the_lexicon_lacks_is_read_as_the_claim_it_would_back() -> None:
    assert tool_kinds(ToolInfo("x", "write", "挂起工单")) == {lx.UPDATE}  # not the ticket's "create"
    assert tool_kinds(ToolInfo("x", "write", "冻结银行卡")) == {lx.UPDATE}
    assert tool_kinds(ToolInfo("x", "write", "向财务部门收取订阅费")) == {lx.PAY}
    assert tool_kinds(ToolInfo("x", "write", "向客户发送短信")) == {lx.MESSAGE}  # the lexicon's reading stays


def test_a_verb_and_its_thing_named_in_the_description_back_the_claim_whatever_the_verbs_kind() -> None:
    assert lock_flagged("临时密码已下发 [evt:a]。", {"a": "lock.issue_code"}) == []  # 下发 is a send elsewhere
    assert lock_flagged("临时密码已下发 [evt:a]。", {"a": "yajin_tuihuan"}) == ["下发"]
    assert lock_flagged("已通知监管仓放行 [evt:a]。", {"a": "cargo_release"}) == []
    assert lock_flagged("已通知监管仓放行 [evt:a]。", {"a": "sms_send"}) == []  # a notice is a send: the SMS backs it


def test_an_instruction_sent_for_the_act_a_telling_tool_names_is_its_notice() -> None:
    assert lock_flagged("放行指令已发送给监管仓 [evt:a]。", {"a": "cargo_release"}) == []  # 通知监管仓库放行货物
    assert lock_flagged("放行指令已发送给监管仓 [evt:a]。", {"a": "ticket_hold"}) == ["发送"]


def test_an_act_a_description_lists_backs_its_claim() -> None:
    assert lock_flagged("已退费 [evt:a] ✅", {"a": "bill_adjust"}) == []  # 调整账单金额：退费、减免…
    assert lock_flagged("已退费 [evt:a] ✅", {"a": "ticket_hold"}) == ["退费"]
    assert (
        lock_flagged("已订教室 [evt:a] ✅", {"a": "room_book"}) == []
    )  # one character, and the room in the description


def test_a_verb_that_stops_an_activity_is_the_act_and_the_activity_no_shipment() -> None:
    assert plain_kinds("货物已暂停派送") == [lx.UPDATE]  # 暂停, which jieba tags an adverb, is the act
    assert plain_kinds("已帮您暂停配送") == [lx.UPDATE]
    assert plain_kinds("已停止派送") == [lx.CHANGE]


def test_syncing_in_a_chat_group_named_before_the_verb_is_a_message() -> None:
    assert plain_kinds("群里也同步了") == [lx.MESSAGE]
    assert plain_kinds("在 DBA 值班群里同步了变更") == [lx.MESSAGE]


def test_nouns_after_a_second_verb_joined_by_bing_are_that_verbs() -> None:
    assert plain_kinds("已退租并退还押金") == [lx.CHANGE, lx.REFUND]  # the deposit is the refund's, not the lease's
    assert plain_kinds("已取消订单并全额退款") == [lx.DELETE, lx.REFUND]
    # an invoice reissued and sent is two acts, the reissue no e-mail (the corpus's r5029, r9179: docs/claims.md)
    assert plain_kinds("发票我这边已经重开并发送到您邮箱") == [lx.CHANGE, lx.EMAIL]


@pytest.mark.parametrize(
    ("text", "tool", "backed"),
    [
        # money put onto the balance, bill or order with us is a ledger update; back to a card it is a refund
        ("I've credited $20 to your wallet balance [evt:a].", "update_record", True),
        ("I've credited $20 to your wallet balance [evt:a].", "issue_refund", True),
        ("I've credited $20 back to your Amex [evt:a].", "update_record", False),
        ("已为您补偿 15 元到账户余额 [evt:a]。", "update_record", True),
        ("已为您补偿 15 元到原支付卡 [evt:a]。", "update_record", False),
        # a charge taken away (waived, comped, removed) may be carried out by a refund as by an update
        ("Removed the $9 service charge from your bill [evt:a].", "issue_refund", True),
        ("Removed the $9 service charge from your bill [evt:a].", "send_email", False),
        ("Updated the billing contact to Ana [evt:a].", "issue_refund", False),
        # a payment verb that gives money back ("paid you back", "released the hold") is a refund
        ("Paid you back the $7 delivery fee [evt:a].", "issue_refund", True),
        ("Released the $150 hold on your card [evt:a].", "issue_refund", True),
        ("Paid the $150 invoice [evt:a].", "issue_refund", False),
        # "reminded" someone is a send, on any channel
        ("I've reminded Omar about tomorrow's handover [evt:a].", "send_sms", True),
        ("I've reminded Omar about tomorrow's handover [evt:a].", "pay_invoice", False),
        # a verb that does again what a pronoun stands for, named before it in the sentence
        ("The payout bounced, so I re-sent it to the new IBAN [evt:a].", "pay_invoice", True),
        ("The payout bounced, so I re-sent it to the new IBAN [evt:a].", "update_record", False),
    ],
)
def test_acts_backed_under_another_name(text: str, tool: str, backed: bool) -> None:
    assert (crm_flagged(text, tool) == []) is backed


@pytest.mark.parametrize(
    ("backed", "flagged", "tool"),
    [
        ("包裹的寄件单已经建好了 [evt:a]。", "运单号已经短信发给您了 [evt:a]。", SHIPMENT),
        ("寄件单已经建好了 [evt:a]。", "包裹已经退回给寄件人了 [evt:a]。", SHIPMENT),
        ("派送日期已经改到周日了 [evt:a]。", "I've emailed you the delivery slot [evt:a].", DELIVERY),
        ("配送时间已更新为周六上午 [evt:a]。", "派送费已经退给您了 [evt:a]。", DELIVERY),
        ("Your delivery date has been updated to Saturday [evt:a].", "Your delivery was paid for [evt:a].", DELIVERY),
        ("I've sent you a request for the signed form [evt:a].", "I've refunded the form fee [evt:a].", FORMS),
    ],
)
def test_a_claim_about_its_tools_thing_in_either_language_is_backed_unless_it_says_another_act(
    backed: str, flagged: str, tool: tuple[str, str]
) -> None:
    name, description = tool
    assert verdict(backed, name, {name: description}) == ["verified"]
    assert verdict(flagged, name, {name: description}) == ["mismatched"]


@pytest.mark.parametrize(
    "said",
    [
        "还款提醒短信已经发给您了 [evt:a]。",
        "I've texted you the payment reminder [evt:a].",
        "Pushed the reminder to your phone [evt:a].",
    ],
)
def test_a_parenthesis_of_options_names_no_act_of_the_tool(said: str) -> None:
    assert "message" not in tool_kinds(ToolInfo("set_payment_reminder", "write", REMINDER["set_payment_reminder"]))
    assert verdict(said, "set_payment_reminder", REMINDER) == ["mismatched"]
    assert verdict("Your payment reminder is set for the 5th [evt:a].", "set_payment_reminder", REMINDER) == [
        "verified"
    ]


def test_two_messages_of_one_channel_are_two_sends() -> None:
    said = "寄件人的短信和收货人的短信都发了 [evt:a]"
    assert flagged_zh(said, "send_sms")
    assert not flagged_zh("寄件人的短信和收货人的短信都发了 [evt:a] [evt:b]", "send_sms", "send_sms")


def test_a_read_tools_own_act_is_backed_by_the_read_but_not_a_value_it_lists() -> None:
    said = "您家光纤的问题我远程诊断了一下 [evt:a]：信号正常，建议重启光猫。"
    assert not any_flagged(said, {"a": ("lineDiagnose", "verified")}, ZH)
    assert any_flagged("您的车票已取消 [evt:a]。", {"a": ("trainInfo", "verified")}, ZH)  # 取消 is a state it lists


def test_syncing_in_a_hash_channel_is_a_message() -> None:
    tools = _tools(("chat_post", "Post a message to a chat channel"))
    assert hiring_claims("在 #ops-alerts 里同步了处理进展 [evt:a]。") == [("同步", "message")]
    assert flagged_verbs("在 #ops-alerts 里同步了处理进展 [evt:a]。", {"a": "chat_post"}, tools) == []


def test_a_citation_after_a_failure_told_backs_no_claim_before_it() -> None:
    text = "五条短信发出去了四条 [evt:a] [evt:b] [evt:c] [evt:d]，最后一条因为号码停机没发出去 [evt:e]。"
    assert [c.cited for c in find_claims(text).claims] == [("a", "b", "c", "d")]
    bounced = "三封通知邮件寄出了两封 [evt:a] [evt:b]，第三封因地址错误被退回 [evt:c]。"
    assert [c.cited for c in find_claims(bounced).claims] == [("a", "b")]


def test_a_latin_service_named_in_a_chinese_clause_decides_the_sending_tool() -> None:
    text = "已寄出录用通知并以 Zulip 提醒 [evt:a] [evt:b]。"
    assert flagged_verbs(text, {"a": "offer.send", "b": "mail.send"}, HIRING) == ["提醒"]
    assert flagged_verbs(text, {"a": "offer.send", "b": "zulip.post"}, HIRING) == []


def test_an_english_generic_verb_in_chinese_names_the_tool_of_its_object() -> None:
    assert flagged_verbs("Case 已经 resolve 了 [evt:a]。", {"a": "case_ack"}, HIRING) == ["resolve"]
    assert flagged_verbs("Case 已经 resolve 了 [evt:a]。", {"a": "case_resolve"}, HIRING) == []
    assert flagged_verbs("已经 resolve 了 [evt:a]。", {"a": "case_ack"}, HIRING) == []  # no object named: any write


def test_a_generic_verbs_act_noun_named_by_a_tools_description_decides_the_tool() -> None:
    text = "这笔消费的调单申请已经提交了 [evt:a]。"
    assert flagged_verbs(text, {"a": "ticket.update"}, CARDS) == ["提交"]
    assert flagged_verbs(text, {"a": "chargeback.open"}, CARDS) == []


def test_a_thing_named_short_after_a_demonstrative_is_the_descriptions_thing() -> None:
    assert flagged_verbs("已为您暂停该卡 [evt:a]。", {"a": "membership.resume"}, CARDS) == ["暂停"]
    assert flagged_verbs("已经暂停这张卡了 [evt:a]。", {"a": "membership.resume"}, CARDS) == ["暂停"]
    assert flagged_verbs("已为您暂停该卡 [evt:a]。", {"a": "membership.suspend"}, CARDS) == []


def test_a_names_verb_that_is_a_noun_too_yields_to_the_chinese_description() -> None:
    tools = Vocabulary(
        {
            "order_refund": ToolInfo("order_refund", "write", "为订单办理退款"),
            "order_create": ToolInfo("order_create", "write", "为客户下单"),
            "refund_order": ToolInfo("refund_order", "write", "Refund an order."),
        }
    )
    assert tools.kinds("order_refund") == frozenset({"refund"})
    assert tools.kinds("order_create") != frozenset({"refund"})
    assert tools.kinds("refund_order") == frozenset({"refund"})


def test_the_second_act_of_a_kind_is_judged_on_its_own() -> None:
    mall = Vocabulary({"refund_deposit": ToolInfo("refund_deposit", "write", "Refund a tenant's deposit")})
    said = "我已退还了押金并退还了两个月的租金。"
    assert [c.verb for c, v in judged(said, {}, mall) if v.flagged] == ["退还", "退还"]  # two acts, each unbacked


def test_a_send_to_your_someone_is_a_send() -> None:
    assert grammar_claims("周报已发给你的经理。") == [("发", "send", 1)]
    assert grammar_claims("合同扫描件已经发给您的主管了。") != []
    assert grammar_claims("发票已发给您。") == [("发", "send", 1)]  # as before
    assert find_claims("这是昨天发给你的那份周报吗？").claims == ()  # a noun phrase (the one sent to you), asked
    assert find_claims("上次发给你的链接失效了。").claims == ()


def test_an_irregular_english_past_keeps_its_kind() -> None:
    assert all(kind == "send" for _, kind in hiring_claims("验证码已经 sent 到您手机。"))
    assert flagged_verbs("验证码已经 sent 到您手机 [evt:a]。", {"a": "send_sms"}, CARD) == []
    assert hiring_claims("Done. 重启和扩容都搞定了") != []  # done: a state word, no verb of its own, as before


def test_handling_an_enrolment_takes_the_enrolments_kind() -> None:
    assert hiring_claims("已为您办理了美术班的报名。", CARD) == [("办理", "create")]
    assert flagged_verbs("已为您办理了美术班的报名 [evt:a]。", {"a": "move_lesson"}, CARD) != []
    assert flagged_verbs("已为您办理了美术班的报名 [evt:a]。", {"a": "enrol"}, CARD) == []
    assert hiring_claims("已为您办理了相关手续。", CARD) == [("办理", "complete")]  # no act named: as before


def test_banli_takes_its_kind_from_the_head_of_its_object() -> None:
    said = "已为您办理误下的周边订单的退款 [evt:a]。"
    assert [k for _, k, _ in member_claims(said)] == ["refund"]
    assert not member_flagged(said, "RefundFee")
    assert member_flagged(said, "PlaceOrder")  # an order tool moves no money back


def test_items_reissued_by_the_tool_that_grants_them() -> None:
    assert not member_flagged("丢失的 3 枚徽章都已补发 [evt:a]。", "GrantBadge")
    assert not member_flagged("您的纪念徽章已补发到个人主页 [evt:a]。", "GrantBadge")
    assert member_flagged("提醒短信已补发 [evt:a]。", "GrantBadge")  # a message: the grant sends none


def test_an_act_word_the_cited_description_shares_decides_nothing() -> None:
    said = "✅ 指派理赔专员：小李 [evt:a]"
    assert not member_flagged(said, "assign_agent")
    assert member_flagged(
        "✅ 新建理赔案件 [evt:a]", "assign_agent"
    )  # 新建: open_case's act, which assign_agent's lacks


def test_a_notice_pushed_to_a_place_is_a_message():
    text = "课程变更通知已推送到您所在的三年级 2 班家长群 [evt:a]。"
    assert not any_flagged(text, verified("a", "pushNotice"), SCHOOL)
    assert any_flagged(text, verified("a", "payTuition"), SCHOOL)


def test_a_one_character_verb_is_about_the_thing_its_clause_names():
    text = "好的，储物柜帮您退掉了，押金原路退回 [evt:a]。"
    assert any_flagged(text, verified("a", "cancel_hold"), LIBRARY)  # cancels holds, not lockers
    assert not any_flagged(text, verified("a", "rent_locker"), LIBRARY)


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("我已经把您的情况反馈给值班主管 [evt:a]，今天下班前会回复您。", False),
        ("问题已上报给区域经理 [evt:a]。", False),
        ("处理结果已经反馈给您了 [evt:a]。", True),  # telling the customer is a send, not a case opened
    ],
)
def test_a_case_reported_up_to_a_colleague_may_be_a_ticket_but_telling_the_customer_is_a_send(
    text: str, flagged: bool
) -> None:
    assert any(verdict.flagged for _, verdict in judged(text, {"a": "create_ticket"}, CRM_TOOLS)) is flagged


@pytest.mark.parametrize(
    "text",
    [
        "I've sent you the updated estimate [evt:a].",
        "Emailed you the signed agreement [evt:a].",
        "合同已经发给您了 [evt:a]。",
    ],
)
def test_a_push_notification_does_not_back_a_document_sent(text: str) -> None:
    assert subscription_flagged(text, {"a": "send_push"}) != []
    assert subscription_flagged(text, {"a": "send_email"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "I've sent you a reminder about tomorrow's visit [evt:a].",
        "Pushed the invoice to your phone [evt:a].",
        "电子发票已经推到您手机上了 [evt:a]。",
    ],
)
def test_a_push_backs_an_alert_or_a_document_pushed_to_the_app(text: str) -> None:
    assert subscription_flagged(text, {"a": "send_push"}) == []


def test_an_entry_uncited_is_still_a_claim() -> None:
    assert subscription_flagged("补发的奖金已经录入。", {}) != []


def test_a_group_sync_is_a_message() -> None:
    assert subscription_flagged("在运维群里同步了升级进度 [evt:a]。", {"a": "send_sms"}) == []


def test_an_explanation_given_in_a_message_is_that_message() -> None:
    assert subscription_flagged("订单已经取消 [evt:a]，短信里也跟客户说明了原因。", {"a": "cancel_subscription"}) != []
    assert subscription_flagged("邮件中跟她解释了原因 [evt:a]。", {"a": "send_email"}) == []
    assert subscription_verbs("我跟他解释了原因。") == []


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ("I refunded the deposit [evt:a]. The money is on its way to your card.", {"a": "issue_refund"}),
        ("退款接口第 1 次超时，第 2 次成功 [evt:a]。钱已经在路上了。", {"a": "issue_refund"}),
    ],
)
def test_a_thing_on_its_way_right_after_its_cited_act_is_its_result(text: str, calls: dict[str, str]) -> None:
    assert subscription_flagged(text, calls) == []


def test_a_traditional_tool_description_teaches_what_the_simplified_one_does() -> None:
    described = Vocabulary({"notify": ToolInfo("notify", "write", "向客戶發送電子郵件")})
    assert described.tools["notify"].description == "向客户发送电子邮件"
    assert flagged_verbs("郵件已經寄給客戶了 [evt:a]。", {"a": "notify"}, described) == []


def test_telling_someone_on_a_named_channel_is_a_message_claim() -> None:
    claims = find_claims("我在 Slack 上告诉运维了。", COURIER_DESK).claims
    assert [(c.verb, c.kind) for c in claims] == [("告诉", "message")]
    assert [c.kind for c in find_claims("已经通过微信告知房东了。").claims] == ["message"]
    assert flagged_verbs("我在 Slack 上告诉运维了 [evt:b]。", {"b": "mcp__slack__post_message"}, COURIER_DESK) == []
    assert find_claims("这个我在电话里已经跟您说过了，您看看。").claims == ()  # a call is no message of ours


def test_a_verb_another_tools_description_names_is_not_backed_by_a_tool_that_does_not_do_it() -> None:
    assert flagged_verbs("已解锁门禁卡并重置了 VPN 证书 [evt:a]。", {"a": "door_unlock"}, HELPDESK) == ["重置"]
    assert flagged_verbs("VPN 证书已重置 [evt:a]。", {"a": "vpn_reset"}, HELPDESK) == []
    # a generic verb (处理) names no tool's act: any call of a kind that can back it does
    assert flagged_verbs("门禁卡的事已经处理好了 [evt:a]。", {"a": "door_unlock"}, HELPDESK) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("排班表我已经同步到钉钉", "update"),
        ("配置已推送到远端仓库", "update"),
        ("1,280 元已打回您尾号 6621 的银行卡", "refund"),
        ("¥300 已转到供应商账户", "pay"),
        ("货已经交给顺丰了", "ship"),
        ("样品已交给快递员了", "ship"),
        ("已额外赠送您一个月会员时长", "change"),
        ("包裹已经被我们拦截成功", "change"),
    ],
)
def test_the_kind_follows_what_was_moved_and_where(text: str, kind: str) -> None:
    assert [k for _, k in found(text)] == [kind]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("您的信用卡已临时冻结", "update"),
        ("定时任务 sync-orders 已暂停", "update"),
        ("已经暂停了您的自动扣款", "update"),
        ("报修单已派给维修师傅了", "change"),
        ("工单已分配给二线同事", "change"),
        ("已为您将入住日期由 12 月 20 日改为 12 月 22 日", "book"),
    ],
)
def test_status_changes_and_handoffs_are_changes_not_deletions_or_messages(text: str, kind: str) -> None:
    assert [k for _, k in found(text)] == [kind]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("电话回访了客户", "message"),
        ("已电话通知房东", "message"),
        ("已经帮您催单了", "send"),
        ("已催促仓库尽快发货", "send"),
    ],
)
def test_a_call_or_a_reminder_is_a_message(text: str, kind: str) -> None:
    assert [k for _, k in found(text)][:1] == [kind]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("我已经把文件转给她了", "send"),
        ("简历已经转给用人部门了", "send"),
        ("工单已经转给二线同事了", "change"),
    ],
)
def test_a_document_passed_to_someone_is_sent_a_case_changes_hands(text: str, kind: str) -> None:
    assert [k for _, k in found(text)] == [kind]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("新同事的企业邮箱已开通", "change"),
        ("已为 3 位新员工开通企业邮箱", "change"),
        ("账号已经给您开通好了", "change"),
        ("已为您开通会员", "change"),
        ("企业邮箱已迁移到新服务器", "change"),
        ("短信模板已修复", "change"),
        ("邮件已转给财务了", "email"),
        ("客户也已收到短信通知", "message"),
    ],
)
def test_opening_and_a_mailbox_acted_on_are_changes_not_messages(text: str, kind: str) -> None:
    """开通 opens an account (a creation) or switches on a service (an update): the words do not tell which, so
    it is a change, which either backs and no send or read does; a channel noun that is the topic or the object
    of a specific act (企业邮箱已开通, 开通企业邮箱, 短信模板已修复) is the thing changed, not a message sent — unless
    the act passes it to someone (转给财务) or the customer received it (收到短信通知); a mailbox after a second verb is that
    verb's (重开并发送到您邮箱: test_claims_zh_kinds)."""
    assert [k for _, k in found(text)] == [kind]
    assert backs("change", tool_kinds(ToolInfo("create_account"))) and backs(
        "change", tool_kinds(ToolInfo("enable_feature"))
    )


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("退款申请已提交", "complete"),
        ("年假申请我已经帮你在 OA 里提交了", "complete"),
        ("价保申请提交成功", "complete"),
        ("申请退款：已提交", "complete"),
        ("付款指令已提交", "pay"),
        ("工单已提交", "create"),
    ],
)
def test_a_request_submitted_is_filed_by_whichever_tool_files_it(text: str, kind: str) -> None:
    """提交/递交 of a request (申请) files it: not the refund or payment it asks for (退款申请已提交 citing a
    ticket, or the refund tool that takes requests, is backed; a read is not); an instruction submitted (付款指令)
    is the payment, a ticket submitted a creation."""
    assert [k for _, k in found(text)] == [kind]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("游戏币已经补发到您的账号了", [("补发", "update")]),
        ("优惠券已发放到您的账户", [("发放", "refund")]),
        ("会议纪要已经整理好同步到群里了", [("同步", "message")]),
        ("数据已经同步到钉钉了", [("同步", "update")]),
        ("已撤回那封发错的邮件", [("撤回", "email")]),
        ("已撤销这次授权", [("撤销", "delete")]),
        ("监控大盘已经加了支付成功率的面板", [("加", "change")]),
        ("材料清单整理好发给您了", [("发", "send")]),
    ],
)
def test_credits_posts_to_a_group_and_recalled_mail_take_their_channel(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """A thing sent into an account is credited (an update; a coupon or points keep their refund kind); a note
    synced to a chat group is posted there (a message), to an app it is data moved; recalling a mail is the mail
    tool's act; after 了 a verb before a noun names it (加了支付成功率的面板), while a preparation with 好 is followed
    by the act (整理好同步到群里)."""
    assert found(text) == expected


def test_a_request_handled_and_what_an_act_counts_as_name_no_kind() -> None:
    assert [c.kind for c in find_claims("您于 11 月 28 日提交的发票申请已处理。").claims] == ["complete"]
    assert [c.kind for c in find_claims("会员已延长 7 天作为补偿").claims] == ["change"]
    assert [c.kind for c in find_claims("补偿已经处理好了").claims] == ["refund"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("代码已经推到远端了", "update"),
        ("电子发票重新推到您邮箱了", "email"),
        ("工资条已经推到每个人的企业微信了", "message"),
        ("已经按您说的把周报发到部门群了", "message"),
        ("会议纪要已经发到项目群和邮件组了", "email"),
    ],
)
def test_pushed_or_sent_takes_the_kind_of_the_place(text: str, kind: str) -> None:
    assert [c.kind for c in find_claims(text).claims][:1] == [kind]


def test_a_renewal_and_a_relayed_message() -> None:
    claim = find_claims("您的保单已续保成功").claims[0]
    assert claim.verb == "续保" and "pay" in also_backs(claim.kind, claim.verb, claim.clause)
    assert [c.kind for c in find_claims("我这边帮您转达了一下").claims] == ["send"]


def test_a_generic_filing_takes_the_kind_of_the_nearest_act_noun() -> None:
    assert [c.kind for c in find_claims("订单 #66102 的退款已提交").claims] == ["refund"]


def test_retimed_bookings_and_released_holds_take_the_tools_that_do_them() -> None:
    late = find_claims("1208 房间已为您办理延迟退房到下午 2 点").claims[-1]
    assert late.kind == "book" and "update" in also_backs(late.kind, late.verb, late.clause)
    hold = find_claims("预授权 ¥3,000 已解冻").claims[0]
    assert "refund" in also_backs(hold.kind, hold.verb, hold.clause)
    frozen = find_claims("您的账号已解冻").claims[0]
    assert "refund" not in also_backs(frozen.kind, frozen.verb, frozen.clause)  # no money held


def test_goods_as_the_object_are_shipped_and_the_agent_inside_a_list_is_no_item() -> None:
    assert [c.kind for c in find_claims("我们已为您补发新品").claims] == ["ship"]
    assert [c.quantity for c in find_claims("工单 #7781 和 #7782 我都已经关闭了").claims] == [2]


def test_a_message_by_a_line_the_cited_tool_says_it_does_not_send_by_is_unbacked() -> None:
    # 已经短信通知您 citing send_app_push, "App推送通知，不是短信": the text message the reply tells was never sent
    vocab = Vocabulary(
        {
            "send_app_push": ToolInfo("send_app_push", "write", "App推送通知，不是短信。"),
            "send_sms": ToolInfo("send_sms", "write", "给用户发短信。"),
        }
    )
    a = "[evt:evt_aaaaaaaaaaaaaaaaaaaa]"
    push = {"evt_aaaaaaaaaaaaaaaaaaaa": ("send_app_push", "verified")}
    assert any_flagged(f"已经短信通知您新的送达时间了 {a}。", push, vocab)
    assert not any_flagged(f"新的送达时间已通过App推送发给您 {a}，请留意手机通知。", push, vocab)
    assert not any_flagged(f"已经通知您新的送达时间了 {a}。", push, vocab)  # no line named: the push backs it


def test_a_message_by_a_line_the_cited_tool_does_not_name_is_unbacked() -> None:
    # 取件码已通过短信发给您 citing send_push ("Push notification to the mobile app"): a push is no text message; a
    # tool that names no line ("on their preferred channel") may have sent it by any
    vocab = Vocabulary(
        {
            "send_push": ToolInfo("send_push", "write", "Push notification to the mobile app"),
            "send_sms": ToolInfo("send_sms", "write", "Send a text message to a phone number"),
            "notify_customer": ToolInfo("notify_customer", "write", "Notify the customer on their preferred channel"),
        }
    )
    a = "[evt:evt_aaaaaaaaaaaaaaaaaaaa]"
    push = {"evt_aaaaaaaaaaaaaaaaaaaa": ("send_push", "verified")}
    sms = {"evt_aaaaaaaaaaaaaaaaaaaa": ("send_sms", "verified")}
    anyhow = {"evt_aaaaaaaaaaaaaaaaaaaa": ("notify_customer", "verified")}
    assert any_flagged(f"取件码已通过短信发给您 {a}。", push, vocab)
    assert any_flagged(f"已经打电话通知房东了 {a}。", sms, vocab)
    assert not any_flagged(f"取件码已通过短信发给您 {a}。", sms, vocab)
    assert not any_flagged(f"已经打电话通知房东了 {a}。", anyhow, vocab)
    assert not any_flagged(f"已给司机推送了新的取货地址 {a}。", sms, vocab)  # 推送 alone names no line
    assert any_flagged(f"取件码已推送到您的App消息里了 {a}。", sms, vocab)  # pushed to the app: a push
    assert not any_flagged(f"取件码已推送到您的App消息里了 {a}。", push, vocab)


#: A motor insurer's claim tools: one edits a claim and says it cannot cancel it, one cancels.
_CLAIMS_DESK = Vocabulary(
    {
        "update-claim": ToolInfo(
            "update-claim", "write", "Updates contact info or notes on an existing claim (cannot cancel or close it)."
        ),
        "cancel-claim": ToolInfo("cancel-claim", "write", "Withdraws/cancels an open claim."),
    }
)


def test_a_chinese_claim_of_an_act_the_cited_tools_description_says_it_cannot_do_is_not_backed() -> None:
    calls = {"a": "update-claim"}
    assert flagged_verbs("您的案件已经为您取消了 [evt:a]。", calls, _CLAIMS_DESK) == ["取消"]
    assert flagged_verbs("案件的联系电话已经为您更新了 [evt:a]。", calls, _CLAIMS_DESK) == []  # its own kind
    assert flagged_verbs("您的案件已经为您取消了 [evt:a]。", {"a": "cancel-claim"}, _CLAIMS_DESK) == []
