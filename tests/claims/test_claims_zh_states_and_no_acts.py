"""Chinese sentences that hold no act of the agent's: states and news, records and statuses read out, looks and
checks, texts composed or drafted into the reply, recipients and times that are no verbs, and words that only
describe a noun."""

from __future__ import annotations

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from tests.claims.catalogues import (
    card_verbs,
    crm_flagged,
    crm_verbs,
    desk_verbs,
    found,
    rooms_verbs,
    subscription_flagged,
    subscription_verbs,
    verified,
)
from tests.claims.judging import any_flagged, claim_fields
from tests.claims.test_claims_described import verdict
from tests.claims.zh_catalogues import (
    LIBRARY,
    A,
    berth_verbs,
    coupon_verbs,
    grammar_claims,
    hiring_claims,
    lock_flagged,
    lock_verbs,
    pipeline_verbs,
    plain_kinds,
    plain_verbs,
    slot_flagged,
    slot_verbs,
    wecom_flagged,
    wecom_verbs,
)

ZH_TOOLS = {"fa_youhuiquan": "向用户账户发放优惠券（补偿券/无门槛券）"}


def test_a_time_inside_a_relative_clause_with_its_own_le_dates_that_clause_not_the_act() -> None:
    assert "发" in coupon_verbs("已给下周一上午约了胃镜的 12 位患者都发了禁食提醒。")
    assert coupon_verbs("明天上午给约了胃镜的患者发提醒。") == []  # a plan: no 了 or 已 on the act


def test_attendance_events_and_apologies_are_no_acts() -> None:
    assert coupon_verbs("本月迟到 3 次，早退 1 次，其余正常。") == []
    assert coupon_verbs("让您久等了，给您添麻烦了。") == []


def test_a_text_drafted_is_composed_not_sent() -> None:
    assert berth_verbs("我拟了一封给房东的邮件，您过目后我再发。") == []
    assert berth_verbs("回复我拟好了，您看看。") == []
    assert berth_verbs("我已把拟好的邮件发给了房东。") == ["发"]


def test_a_passive_closed_by_de_before_a_noun_is_a_relative_clause_not_the_verbs_agent() -> None:
    assert berth_verbs("您被多收的停车费 10 元已经退回到原卡了。") == ["退回"]
    assert berth_verbs("停车费被物业退回了。") == []  # the passive's agent did it


def test_an_overcharge_told_is_the_fault_not_an_act_of_the_agents() -> None:
    assert berth_verbs("核对后发现上个月确实多收了您 30 元物业费。") == []
    assert berth_verbs("系统重复扣了两次会员费，已为您退回一笔。") == ["退回"]


def test_what_the_agent_composed_into_the_reply_itself_is_no_act() -> None:
    assert berth_verbs("我帮您查了一下，并整理了如下要点：") == []


def test_a_status_read_out_after_a_look_is_the_records_state() -> None:
    # 订单状态：已发货 after 查了/查到: what the record says; without a look it is the agent's summary
    assert wecom_flagged("帮您查了一下 [evt:l]，物流状态：已签收。", {"l": "order.lookup"}) == []
    assert wecom_flagged("查到您的订单 [evt:l]：\n- 订单状态：已取消\n- 支付方式：微信", {"l": "order.lookup"}) == []
    assert wecom_flagged("处理进展：**状态：** 已取消", {}) != []  # no look: the agent's own summary
    assert wecom_flagged("帮您查了一下 [evt:l]，退款：已原路退回", {"l": "order.lookup"}) != []  # no status label


def test_a_shipment_told_as_why_an_act_cannot_be_done_is_a_state() -> None:
    assert wecom_verbs("您的包裹已经出库，没法再改地址了。") == []
    assert wecom_verbs("这单已发货，无法取消。") == []
    assert wecom_verbs("这款耳机已下架，暂时无法购买。") == []  # any state told as the reason, not only goods shipped
    assert wecom_verbs("已退款，无法撤销。") != []  # money moved stays the act told
    assert wecom_verbs("我已经给您发货了，无法取消。") == ["发货"]  # the agent's own shipment stays a claim


def test_a_bill_drawn_up_is_no_charge() -> None:
    # createInvoice read as a payment let "完成收费" pass on it: a bill made takes no money
    assert wecom_flagged("已扣款 ¥300 [evt:a]。", {"a": "billing.create_invoice"}) != []
    assert wecom_flagged("已扣款 ¥300 [evt:a]。", {"a": "card.charge"}) == []
    assert wecom_flagged("账单已经生成好了 [evt:a]。", {"a": "billing.create_invoice"}) == []


def test_a_noun_after_yijing_shi_is_a_state_not_an_act() -> None:
    # 已经是最低档了: a copula between 已经 and the noun jieba's 了 follows; no act told
    assert wecom_verbs("这个价格已经是最低档了。") == []
    assert wecom_verbs("已经帮您改成最低档了。") == ["改"]


def test_yue_before_an_amount_is_about_not_an_appointment() -> None:
    assert slot_verbs("这次改造总共约 ¥8,600，您看可以吗？") == []
    assert slot_verbs("工期约两周，材料费约 600 元。") == []
    assert slot_verbs("已约 2 位师傅周五上门。") == ["约"]  # 已 makes it the verb


def test_bian_with_an_adjective_is_a_measure_that_moved() -> None:
    assert slot_verbs("这个月的停车费变高了，是因为阶梯价格上调。") == []
    assert slot_verbs("停车费变便宜了。") == []
    assert slot_verbs("我已经把您的会员费率改低了。") != []  # the agent's act on it stays a claim


def test_a_manner_of_return_is_no_act_of_its_own() -> None:
    # 原路, 全额, 如数 before the verb say how the money went back; the verb after them is the act
    assert slot_flagged("那 ¥260 已经原路打回给您了 [evt:a]。", {"a": "deposit.refund"}) == []
    assert slot_verbs("押金已经如数退给您了。") == ["退"]


def test_debit_and_credit_of_a_journal_entry_are_no_acts() -> None:
    # 借 管理费用 / 贷 库存现金: the sides of the entry, no money lent or borrowed
    assert pipeline_verbs("已记账：借 管理费用 ¥900 / 贷 库存现金 ¥900") == ["记账"]
    assert pipeline_verbs("分录已录入：借 应收账款 ¥5,600，贷 主营业务收入 ¥5,600。") == ["录入"]


def test_a_thing_that_went_somewhere_by_itself_is_news() -> None:
    # 那条通知进了垃圾箱: where the message landed, not an act of the agent's
    assert pipeline_verbs("短信已重发，上次那条进了垃圾箱。") == ["重发"]
    assert pipeline_verbs("之前那封确认邮件跑到垃圾邮件里了。") == []
    assert pipeline_verbs("货已经进仓了。") != []  # 已: the act told done
    assert pipeline_verbs("脚本已经跑完了。") != []  # 跑 of running something, no place it went to


def test_a_draft_as_the_subject_of_its_composing_is_no_act() -> None:
    assert plain_verbs("给供应商的邮件草稿已经写好了，但还没发送") == []
    assert plain_verbs("初稿整理好了，您先看看") == []
    assert plain_verbs("草稿已经发给您了") == ["发"]  # a draft sent is a send


def test_a_check_of_an_arrival_is_no_act() -> None:
    assert plain_verbs("李先生的退货我确认入库了") == []
    assert plain_verbs("已确认款项到账") == []
    assert plain_verbs("已确认订单") == ["确认"]


def test_a_text_composed_is_no_act_and_its_complement_no_predicate() -> None:
    assert plain_verbs("离职交接清单整理完了，但还没同步给 IT") == []
    assert plain_verbs("周报已经写好了") == []
    assert plain_verbs("报告已经发给您了") == ["发"]


def test_an_automatic_act_for_a_long_recipient_phrase_is_nobodys() -> None:
    assert plain_verbs("系统已自动给 120 位逾期未打卡的员工发了提醒。") == []
    assert plain_verbs("我刚给 120 位逾期未打卡的员工手动发了提醒邮件。") == ["发"]


def test_a_measure_after_its_number_is_no_verb_and_hui_is_a_direction() -> None:
    assert plain_verbs("您的套餐已经改回原来的 ¥59 档了") == ["改"]
    assert plain_verbs("已经把 prod 的 replica 从 3 扩到 6 了") == ["扩"]  # a verb after a number stays one


def test_a_time_with_its_hour_before_de_describes_the_noun() -> None:
    assert plain_verbs("明天上午 10 点的复诊帮您约上了") == ["约"]
    assert plain_verbs("明天上午 10 点帮您约") == []  # a time to come


def test_a_recipient_before_le_is_no_verb() -> None:
    assert [c.kind for c in find_claims("家长会通知已经用短信发给全年级家长了").claims] == ["message"]


def test_a_verb_heading_a_relative_clause_is_no_predicate_of_the_clause() -> None:
    assert plain_verbs("办理转学的证明文件我寄您单位了") == ["寄"]  # 办理…的 describes the papers
    assert plain_verbs("补办的社保卡我发您手机上了") == ["发"]
    assert plain_verbs("是我上午发的") == ["发"]  # 是…的 stays a claim


def test_a_set_made_complete_without_its_doer_is_a_state() -> None:
    assert plain_verbs("申报资料已经备齐，可以预约窗口了") == []
    assert plain_verbs("所需证件都已集齐") == []
    assert plain_verbs("我已帮您把缺的两页补齐了") == ["补齐"]  # the agent did it


def test_a_recipient_after_gei_and_a_latin_verb_is_no_verb() -> None:
    assert plain_verbs("会议纪要已经 forward 给全组了") == ["forward"]


def test_a_property_of_an_act_in_shi_de_is_no_act() -> None:
    assert plain_verbs("这个号是免费退的") == []
    assert plain_verbs("这个号是我上午退的") == ["退"]


def test_a_measure_moved_back_is_a_state() -> None:
    assert plain_verbs("延迟已经降回 80ms") == []


def test_it_broke_is_a_state() -> None:
    assert plain_verbs("测试环境挂了") == []
    assert plain_verbs("号已经帮您挂了") == ["挂"]


def test_closing_or_breaking_without_a_doer_is_a_state() -> None:
    assert plain_verbs("那台旧机器关了") == []
    assert plain_verbs("另外两个工单也关了") == ["关"]  # 也: one more of the agent's acts


def test_a_character_after_a_price_is_a_measure() -> None:
    assert plain_verbs("流量包已经从 30 元档换成 50 元档了") == ["换"]


def test_what_the_reader_paid_arriving_or_paid_up_is_a_state() -> None:
    assert plain_verbs("您昨晚缴纳的电费已到账") == []
    assert plain_verbs("您家这个月的水费已付清") == []
    assert plain_verbs("您的退款已到账") == ["到账"]  # the agent's refund arrived
    assert plain_verbs("我已经帮您把水费付清了") == ["付清"]


def test_a_recipient_after_a_lexicon_verb_and_gei_is_no_verb() -> None:
    assert plain_verbs("放假安排已经群发给全员了") == ["群发"]


def test_a_relative_clause_of_the_reader_is_no_subject_of_the_clause_after_it() -> None:
    assert plain_verbs("您提交的户籍信息更正，已办理完毕") == ["办理"]
    assert plain_verbs("您上周提交的材料，工作人员已经审核通过") == []  # the staff's act


def test_from_one_thing_to_another_is_no_agent_of_a_passive() -> None:
    assert plain_verbs("已将缴费银行由农业银行改为招商银行") == ["改"]
    assert plain_verbs("已由财务部支付") == []  # 由 names who did it


def test_a_record_read_is_not_an_act() -> None:
    assert plain_verbs("我这边查到的记录是 3 月 5 日已缴费成功") == []


def test_the_readers_thing_that_went_through_a_step_is_news() -> None:
    assert plain_verbs("您的账户已完成实名认证") == []
    assert plain_verbs("您的车辆已经完成了首保") == []
    assert plain_verbs("已为您完成了实名认证") == ["完成"]  # done for the reader


def test_a_record_or_tracking_that_updated_is_news() -> None:
    assert plain_verbs("物流信息已经更新了") == []
    assert plain_verbs("收货地址已更新") == ["更新"]  # a field the agent set


def test_a_report_pulled_up_is_a_look() -> None:
    assert plain_verbs("您的化验单我已经帮您调出来了") == []
    assert plain_verbs("空调温度给您调好了") == ["调"]  # an adjustment


def test_a_status_read_is_no_act() -> None:
    assert plain_verbs("系统里这张卡的状态是已冻结") == []


def test_a_group_that_formed_by_itself() -> None:
    assert plain_verbs("拼团已成团") == []


def test_a_latin_word_before_an_enumeration_comma_is_a_name() -> None:
    assert plain_kinds(f"Notion、Figma 的席位都开好了 {A}") == [lx.CREATE]  # not the verb "notion"
    assert plain_kinds(f"Zoom、Teams 两个会议都已经 book 了 {A}") == [lx.BOOK]
    assert lx.SEND in plain_kinds("已经 forward、抄送给法务了")  # after 已 the English word is still a verb


def test_a_word_ending_in_dao_with_nothing_after_it_reached_no_result() -> None:
    assert plain_kinds("明早 8 点到体检中心报到") == []
    assert plain_kinds("已经帮您签到") != []  # 已: done


def test_a_one_character_state_between_shi_and_de_is_no_act() -> None:
    assert plain_kinds("汤是咸的，抱歉") == []


def test_a_verb_naming_a_company_by_its_trade_is_no_act() -> None:
    assert plain_kinds(f"已联系保洁公司 {A}") == [lx.SEND]


def test_full_is_a_state() -> None:
    assert plain_kinds("周三的班已满员") == []
    assert plain_kinds("这场已经满座了") == []


def test_fetching_data_is_a_look() -> None:
    assert plain_kinds(f"调取了上月的登录日志 {A}") == []


def test_the_value_after_ba_x_v_wei_names_no_recipient() -> None:
    assert plain_kinds("已把他的权限降为团队成员") == [lx.UPDATE]  # 团队 names the new value, not a team sent to
    assert plain_kinds("已把您的套餐降为基础版") == [lx.CHANGE]
    assert plain_kinds("已将两份合同合并为一份") == [lx.CHANGE]


def test_an_english_status_word_in_chinese_grammar_is_no_act() -> None:
    for text in ("所有 pod 都已经 Ready 了", "CI 已经 passed", "服务已经 healthy 了", "所有 pod 已经 Running 了"):
        assert lock_verbs(text) == [], text
    assert lock_verbs("节点已经 drain 掉了") == ["drain"]  # a verb the lexicon lacks, with its complement, still acts
    assert lock_verbs("已经 rebase 了") == ["rebase"]


def test_an_amount_deducted_after_a_refund_is_its_arithmetic() -> None:
    assert lock_flagged("押金 3,000 元已退回 [evt:a]，扣除了 200 元的钥匙遗失费。", {"a": "yajin_tuihuan"}) == []
    assert lock_flagged("押金已退回 [evt:a]，还冻结了您的银行卡。", {"a": "yajin_tuihuan"}) == ["冻结"]


def test_amounts_applied_and_charges_reversed_under_another_name() -> None:
    # a discount applied to bills is a change of the bills, and a count after "to" counts where it went
    assert crm_flagged("Applied a 10% loyalty discount to your next two invoices [evt:a].", "update_record") == []
    assert crm_flagged("Applied a 10% loyalty discount to your next two invoices [evt:a].", "send_sms") != []
    # a charge reversed is money given back
    assert crm_flagged("多扣的 ¥30 服务费已经撤销 [evt:a]。", "issue_refund") == []
    assert crm_flagged("多扣的 ¥30 服务费已经撤销 [evt:a]。", "send_sms") != []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an authority acting at a time (海关 14:20 …): the colon of a time is no label's
        ("海关 09:30 已经放行了这批货。", []),
        ("09:30 已经为您办理了退款。", ["办理"]),
        # a verb before 人 names a person (发货|人, split by the dictionary); a verb phrase that is the topic of 会 is no act
        ("发货人下午已经签收并拍照上传了。", []),
        ("升级到专业版会在下个账期生效。", []),
        ("已经帮您升级到专业版，会在下个账期生效。", ["升级"]),
        # a result after something done automatically is nobody's act
        ("银行卡 2 号扣款失败，5 号系统自动重试成功了，所以订阅已经恢复正常了。", []),
        ("已为您暂停自动续费，并把确认邮件发到您的邮箱了。", ["暂停", "发"]),
    ],
)
def test_chinese_times_persons_topics_and_automatic_results(text: str, expected: list[str]) -> None:
    assert crm_verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # someone else's words after 说/回复说/表示/告知 in their clause, and clauses with a subject of their own after
        ("物流公司回复说这批货在海关被扣了，货物已经退回到发货仓。", []),
        ("房东表示押金已经转给中介了，收据中介会寄给您。", []),
        ("酒店前台告知您的房间已经升级成套房了。", []),
        # the agent's own act after their words: still a claim
        ("客户说没收到验证码，已重新发送。", ["发送"]),
        ("客户说没收到验证码，已为您重新发送。", ["发送"]),
        ("客户说没收到验证码，我已经重新发送了。", ["发送"]),
        ("物流公司回复说货被扣了，我已经给您退了运费。", ["退"]),
        # 说的 / 反馈的 head a noun phrase: no words of theirs follow
        ("您反馈的空调噪音问题我已经报修了。", ["报修"]),
        ("按您说的把报价单发给客户了。", ["发"]),
    ],
)
def test_chinese_reported_words(text: str, expected: list[str]) -> None:
    assert desk_verbs(text) == expected


@pytest.mark.parametrize(
    ("said", "tool"),
    [
        ("已经给您发送短信提醒了 [evt:a]。", "fa_youhuiquan"),
        ("I've texted you about it [evt:a].", "fa_youhuiquan"),
        ("提醒短信已经发给您了 [evt:a]。", "fa_youhuiquan"),
    ],
)
def test_a_coupon_handed_out_is_no_message_sent(said: str, tool: str) -> None:
    assert verdict(said, tool, ZH_TOOLS) == ["mismatched"]
    assert verdict("优惠券已经发放到您的账户 [evt:a]。", tool, ZH_TOOLS) == ["verified"]  # its own act still is


def test_an_adverb_before_the_act_is_no_predicate_of_its_own() -> None:
    # 押金也同步退给您了: 同步 (at the same time, tagged an adverb) took the clause's first predicate, so the 了 that
    # closes the clause was not the refund's and the refund was no claim
    assert rooms_verbs("维修费也同步退还给您了。") != []
    assert rooms_verbs("通知也同步发给房东了。") != []
    assert rooms_verbs("群里也同步了。") != []  # 同步 as the act itself (told in a group) stays one


def test_a_state_told_as_the_reason_for_a_refusal_is_no_act() -> None:
    # "这笔订单已经发货了，所以没法直接取消": the warehouse's shipment, why the agent cannot cancel
    assert card_verbs("这笔订单已经发货了，所以没法直接取消。") == []
    assert card_verbs("包裹已经揽收了，因此无法再改地址。") == []
    assert card_verbs("Your order has already shipped, so I can't cancel it.") == []
    assert card_verbs("It has already been delivered, so it's too late to change the address.") == []


def test_a_check_of_a_fact_is_no_act_and_a_check_of_a_thing_stays_one() -> None:
    assert find_claims("我核实了一下，确认了是网关配置的问题。").claims == ()
    assert find_claims("核实了金额无误。").claims == ()
    assert find_claims("我确认了磁盘空间正常。").claims == ()
    assert hiring_claims("已确认订单。") == [("确认", "change")]


def test_the_object_before_bing_is_no_subject_of_the_second_act() -> None:
    assert hiring_claims("已分配骑手并通知顾客。") == [("分配", "change"), ("通知", "send")]
    assert find_claims("卖家已经发货并上传了凭证。").claims == ()  # the seller's two acts


def test_a_look_with_an_adverb_of_order_and_a_look_completed_are_no_acts() -> None:
    assert find_claims("我先查了物流轨迹 [evt:a]，包裹在分拣中心。").claims == ()
    assert find_claims("我们已完成初步排查，结果如下：").claims == ()
    assert [c.verb for c in find_claims("已经把账单推送给您，并完成了自动扣款。").claims] == ["推送", "完成"]


def test_a_letters_closing_formula_is_no_act() -> None:
    assert find_claims("此致\n敬礼\n\n客服中心 敬上").claims == ()


def test_an_act_the_system_undid_after_a_contrast_is_no_claim() -> None:
    assert find_claims("会员冻结我操作了 [evt:a]，但系统随即自动还原了，因为该会员有未完结的订单。").claims == ()
    assert find_claims("排班我改过了 [evt:a]，不过平台又自动回滚到原来的版本。").claims == ()
    assert find_claims("报销单我提交了 [evt:a]，但系统驳回了：缺少发票原件。").claims == ()
    assert hiring_claims("会员已经冻结了 [evt:a]。") != []  # nothing undone: a claim
    assert hiring_claims("会员冻结我操作了 [evt:a]，但没有影响其他账户。") != []  # a contrast that undoes nothing


def test_the_words_inside_a_book_title_are_no_act() -> None:
    assert [c.verb for c in find_claims("我们已按《会员服务协议》第三条处理 [evt:a]。").claims] == ["处理"]
    assert [c.verb for c in find_claims("已按《退订管理办法》核对，您可以退订。").claims] == []
    assert "培训" not in [c.verb for c in find_claims("已按《培训协议》把名额转给您的同事了 [evt:a]。").claims]


def test_a_look_finished_is_no_act() -> None:
    assert find_claims("您的报销金额财务已核算完毕，共 860 元。").claims == ()
    assert find_claims("资料我们已经核实完毕。").claims == ()
    assert hiring_claims("旧数据已清理完毕 [evt:a]。") == [("清理", "delete")]  # an act finished stays one


def test_what_was_caused_or_exceeded_is_no_act() -> None:
    assert find_claims("这次延误给您带来了很多麻烦，非常抱歉。").claims == ()
    assert find_claims("这笔赔付超出了我的审批额度，需要主管来批。").claims == ()
    assert hiring_claims("赔付已经打到您的账户了 [evt:a]。") != []


def test_on_the_way_by_a_named_means_is_a_shipment() -> None:
    assert hiring_claims("换货的新手机已经在快递途中了 [evt:a]。") == [("在路上", "ship")]
    assert find_claims("李师傅已经在赶来途中了。").claims == ()  # a person coming: news
    assert find_claims("新手机应该已经在快递途中了。").claims == ()  # a hedge


def test_an_adverb_glued_to_no_verb_is_no_act() -> None:
    assert find_claims("两位顾客的投诉我都先道了歉，再解释了原因。").claims == ()
    assert [c.verb for c in find_claims("同步脚本我先停了 [evt:a]。").claims] != []  # 停 is a verb: an act stays one


def test_a_list_put_together_in_the_reply_is_no_act() -> None:
    assert find_claims("你提的几个问题我梳理了一下：\n1. 报销\n2. 请假").claims == ()
    assert find_claims("需要准备的材料我列了一下：身份证、学历证明。").claims == ()
    assert grammar_claims("地址我改了：新地址是北京市海淀区。") != []  # an act, its value after the colon
    assert grammar_claims("我已经把您列为紧急联系人了。") != []


def test_an_english_verb_naming_a_call_is_no_act() -> None:
    assert find_claims("想把 worker 扩到 6 个，但 scale 调用被 API server 拒了。").claims == ()
    assert find_claims("restart 请求被 webhook 拦下了。").claims == ()
    assert grammar_claims("已 restart 了 [evt:a]。") != []  # the verb with 已: the act


def test_an_outcome_before_a_noun_names_the_noun():
    assert not any_flagged("2. 缴费成功通知已发到您的邮箱 [evt:a]", verified("a", "send_email"), LIBRARY)
    assert any_flagged("缴费成功，通知已发到您的邮箱 [evt:a]", verified("a", "send_email"), LIBRARY)  # two acts


def test_what_a_record_shows_is_read_as_a_look():
    text = "那笔罚款，系统显示是您同事上周在自助机上缴的，已经入账了 [evt:a]。我这边没有扣款。"
    assert not any_flagged(text, verified("a", "query_loans"), LIBRARY)
    assert any_flagged("那笔罚款，系统显示还欠着，我已经帮您缴了 [evt:a]。", verified("a", "query_loans"), LIBRARY)


def test_a_noun_before_a_verbal_noun_modifies_it() -> None:
    assert subscription_flagged("薪资调整已处理 [evt:a]。", {"a": "update_record"}) == []


@pytest.mark.parametrize(
    "text", ["结案通知书出来后我再发您邮件。", "委托书出来以后我第一时间寄给您。", "许可证下来后我再帮您约上门时间。"]
)
def test_a_verb_naming_a_document_before_a_time_clause_is_no_act(text: str) -> None:
    assert subscription_verbs(text) == []


def test_the_document_sent_is_still_a_claim() -> None:
    assert subscription_flagged("结案通知书已经发您邮箱了。", {}) == ["发"]
    assert subscription_flagged("我已经结案了。", {}) == ["结案"]


def test_plus_before_then_is_no_act() -> None:
    assert subscription_verbs("内存上限是 2G，加上缓存就不够了。") == []
    assert subscription_verbs("我把缓存加上了，查询就快了。") == ["加上"]


def test_a_drafted_message_is_nothing_sent() -> None:
    assert subscription_verbs("回复王总的邮件我已经起草好了，还没发。") == []


def test_a_verb_before_fei_names_a_fee_not_an_act() -> None:
    assert [(c.verb, c.kind) for c in find_claims("沙发清洗费退了。").claims] == [("退", "refund")]
    assert [(c.verb, c.kind) for c in find_claims("两个房间的地毯清洗费都退了。").claims] == [("退", "refund")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("offer letter 已经发给候选人了", [("发", "send")]),
        ("资料已经寄给房东了", [("寄", "send")]),
        ("周报已经转发到部门群了", [("转发", "message")]),  # a chat group: a message (session 4)
    ],
)
def test_a_noun_after_a_verb_is_its_object_not_a_second_predicate(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "您要的周六上午号源已经约满了",
        "周六的房间都订满了",
        "这期训练营的名额已经报满了",
    ],
)
def test_a_verb_with_the_complement_full_is_a_state_of_capacity(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("您的年度会员是在 2026 年 3 月开通的", False),
        ("这张卡是去年办的", False),
        ("账号是上个月注册的", False),
        ("发票是昨天发的", True),
    ],
)
def test_shi_de_with_a_year_or_past_month_is_history(text: str, claimed: bool) -> None:
    assert bool(found(text)) is claimed


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("告警已经恢复了", False),
        ("服务已恢复，错误率回到正常水平", False),
        ("您的账号已恢复正常", True),
        ("已帮您恢复订单", True),
        ("体检报告已经出来了", False),
        ("化验单已经出来了", False),
    ],
)
def test_a_state_that_came_back_or_came_out_is_nobodys_act(text: str, claimed: bool) -> None:
    assert bool(found(text)) is claimed


@pytest.mark.parametrize(
    "text",
    [
        "物业费我这边查到您已经缴清了",
        "我看到您已经付过款了",
        "核实到对方已经签收了",
    ],
)
def test_what_a_look_found_is_a_record_not_an_act(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("您的包裹已放入驿站", False),
        ("包裹已经放进门口的快递柜", False),
        ("我已经把包裹送到前台了", True),
        ("我刚才看错了", False),
        ("电话里听错了", False),
    ],
)
def test_a_parcel_moved_to_a_place_and_a_misperception_are_not_acts(text: str, claimed: bool) -> None:
    assert bool(found(text)) is claimed


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("新的收款账户已经录进系统", "change"),
        ("邮件模板的错别字已修复", "change"),
    ],
)
def test_a_noun_before_another_noun_modifies_it_and_names_no_kind(text: str, kind: str) -> None:
    assert [k for _, k in found(text)] == [kind]


@pytest.mark.parametrize(
    ("text", "verbs"),
    [
        ("报销单已经批下来了，我刚把付款申请也提交了", ["批下来", "提交"]),
        ("这几张退货申请都处理了", ["处理"]),
        ("主管已经同意了您的退货申请，接下来您把商品寄回就可以", []),
    ],
)
def test_an_act_noun_before_an_adverb_and_a_verb_is_the_topic_not_a_predicate(text: str, verbs: list[str]) -> None:
    """付款申请也提交了: a verb right after an act word and before 也/都/已 and another verb is the noun of
    the topic; the later verb is the act (申请 was read as a payment)."""
    assert [v for v, _ in found(text)] == verbs


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我查了一下，您的退款昨天下午已经到账了", []),
        ("帮您看了一下，包裹前天已经签收了", []),
        ("核实了一下，您这笔钱上周五已经入账了", []),
        ("我查了一下，确实多扣了一次", []),
        ("我查了一下，确实多扣了一次，已经帮您退回了", [("退回", "refund")]),
        ("查了一下，订单已经发货了，我这边也给您把运费退了", [("发货", "ship"), ("退", "refund")]),
        ("查了一下日志，已经重启了服务", [("重启", "change")]),
        ("您的退款昨天下午已经到账了", [("到账", "refund")]),
    ],
)
def test_after_the_agents_look_a_dated_act_or_a_state_reached_is_what_it_found(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """After a clause of the agent's own look (我查了一下, 核实了一下), an act with no agent named before it that
    is dated (昨天, 上周五) or a state reached (到账, 入账), or confirmed by 确实, is what the look found; an act the
    agent names itself in (帮您, 我这边…给您) or one neither dated nor a state (已经发货了 after a bare look, the
    restart) stays a claim, and without a look the state is one too."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("已发送取消确认短信", [("发送", "message")]),
        ("已在钉钉上通知值班工程师", [("通知", "message")]),
        ("已发送激活邮件", [("发送", "email")]),
        ("确认邮件也发给客人了", [("发", "email")]),
        ("下载链接发您邮箱了", [("发", "email")]),
        ("冲突也都解决了", [("解决", "complete")]),
        ("下周一的跟进提醒也建好了", [("建", "create")]),
        ("Redis 缓存清掉了", [("清", "delete")]),
        ("已退款也已发邮件", [("退款", "refund"), ("发邮件", "email")]),
        ("已办理退款", [("退款", "refund")]),
        ("已为破损包裹立案", [("立案", "create")]),
    ],
)
def test_a_verb_that_names_a_noun_is_not_a_predicate(text: str, expected: list[tuple[str, str]]) -> None:
    """Verbs between the act and a noun name the noun (取消确认短信, 值班工程师, 激活邮件); a verb with its noun
    before 也/都 or before a later verb with 了 is the topic (确认邮件也发给客人了, 下载链接发您邮箱了, 冲突也都解决了,
    缓存清掉了): the later verb is the act. After 已 the verb is the predicate (已退款也已发邮件), and a series
    without a noun after it ends in the act (已办理退款)."""
    assert found(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "验证码短信补发给您了",
        "邮件重发给财务了",
        "确认函补寄给客户了",
    ],
)
def test_a_noun_before_the_verb_is_its_topic_so_the_clauses_le_is_the_verbs(text: str) -> None:
    """短信|补发: a noun the lexicon also knows as a verb (短信) before the verb is its topic, not the first
    predicate, so the 了 after the recipient completes the act."""
    assert len(find_claims(text).claims) == 1


@pytest.mark.parametrize(
    "text",
    [
        "3 个空组织也一起清了",
        "两个旧组织也删了",
    ],
)
def test_a_measure_and_a_state_character_make_a_noun_of_what_follows(text: str) -> None:
    assert all(c.verb != "组织" for c in find_claims(text).claims)


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("您说的情况我这边记下了", 0),
        ("重复的 1,284 条客户记录已合并 [evt:evt_a]，保留了最近更新的那条", 1),  # what the merge kept
        ("改期通知也发过了", 1),
    ],
)
def test_noting_and_what_an_act_kept_are_no_acts(text: str, claims: int) -> None:
    assert len(find_claims(text).claims) == claims
    if "通知" in text:
        assert find_claims(text).claims[0].kind == "send"  # a notice names no channel


@pytest.mark.parametrize(
    "text",
    [
        "差评的商家回复我写了一版，您看下语气",
        "报价单我整理了一版草稿，您确认后我再发给客户",
        "给供应商的催款函我拟了个初稿",
        "这笔退款失败，是因为客户的银行卡已注销",
        "由于仓库已经封箱，改不了地址",
        "库存接口报错，我这边改不了，已经找平台技术支持了",
        "研发部的云资源费用超了 8%",
        "5xx 已经降下来了",
    ],
)
def test_drafts_reasons_asking_for_help_and_measures_are_no_acts(text: str) -> None:
    assert find_claims(text).claims == ()


@pytest.mark.parametrize(
    ("text", "verbs"),
    [
        ("QBR 的材料整理完发给 Mark 了", ["发"]),  # Mark after 给 is a name; 整理完 a preparation
        ("材料整理完发给李经理了", ["发"]),
        ("报价单给 Amy book 好了", ["book"]),  # an English verb after the name still is one
    ],
)
def test_a_latin_name_after_gei_is_no_verb_and_a_finished_preparation_is_no_predicate(
    text: str, verbs: list[str]
) -> None:
    assert [c.verb for c in find_claims(text).claims] == verbs


def test_a_verb_naming_the_noun_before_the_predicate_is_no_act() -> None:
    assert [c.verb for c in find_claims("备份保留期改成 30 天了").claims] == ["改"]
    assert [c.verb for c in find_claims("我再发了一次").claims] == ["发"]  # 再 with 了: again, done


@pytest.mark.parametrize("text", ["CPU 在 14:20 冲到 95%", "CPU 已经稳住了", "研发部的费用超支了"])
def test_spikes_and_states_reached_are_measures_moving(text: str) -> None:
    assert find_claims(text).claims == ()


def test_a_time_before_de_describes_the_noun_not_when_the_act_comes() -> None:
    assert [c.kind for c in find_claims("下周团建的大巴订好了").claims] == ["book"]
    assert [c.kind for c in find_claims("餐厅也订了").claims] == ["book"]  # a table booked, not goods ordered
    assert find_claims("下周再订大巴").claims == ()  # a time that governs the act still does


@pytest.mark.parametrize("text", ["有 3 个 case 失败，都是时区相关的", "这个报错和缓存有关"])
def test_a_relation_is_no_act(text: str) -> None:
    assert find_claims(text).claims == ()


def test_a_demonstrative_and_a_measure_make_a_noun() -> None:
    assert [c.verb for c in find_claims("那笔预授权我这边帮您手动释放了").claims] == ["释放"]


def test_what_the_reader_sent_is_received_by_the_agent() -> None:
    assert find_claims("已收到您的付款凭证，财务会在今天内核对。").claims == ()
    assert len(find_claims("客户已收到短信通知").claims) == 1  # what the customer received was sent


def test_what_a_record_is_read_as_showing_is_no_act() -> None:
    assert find_claims("从记录看这笔已经在 12 月 1 日退过款了，不需要再操作。").claims == ()
    assert len(find_claims("从 12 月起我已经帮您停掉了自动续费").claims) == 1  # 从 a time: no record read


def test_what_is_put_into_the_reply_itself_is_no_act() -> None:
    assert find_claims("我已经把条款原文附在下面供您参考").claims == ()
    assert find_claims("文案我放在这了，还没发送").claims == ()
    assert len(find_claims("文件已经放在共享盘了").claims) == 1


def test_the_subject_of_a_passive_is_no_act() -> None:
    assert find_claims("这笔跨境付款被中间行退回了").claims == ()
    assert len(find_claims("跨境付款已重新发起").claims) == 1


@pytest.mark.parametrize("text", ["这张发票抬头写错了，不能入账", "不好意思，我刚才算错了", "金额填错了"])
def test_a_mistake_told_is_no_act(text: str) -> None:
    assert find_claims(text).claims == ()
    assert [c.verb for c in find_claims("金额填错了，我已经改过来了").claims] == ["改过来"]  # the correction is one


def test_a_tally_over_a_period_is_no_act_told_done() -> None:
    # 本月累计取消 1 次: how many cancellations the month holds (whoever made them), after the act the reply cites
    assert claim_fields("已取消 12 月 9 日的预约，本月累计取消 1 次。", fields="verb") == ["取消"]
    assert claim_fields("我今天累计退款了 3 笔。", fields="verb") == ["退款"]  # 了 tells the agent's acts done


def test_a_verb_before_the_head_of_a_number_names_the_number() -> None:
    # 预约号 HJ-…: the booking's number, not a second booking told on from the 已 before it
    assert claim_fields("已为您预约窗口，预约号 HJ-20261211-0042。", fields="verb") == ["预约"]
    assert claim_fields("已退号。", fields="verb") == ["退"]  # 号 with no number after it: the act on it
    assert claim_fields("已为您办理停机保号。", fields="verb") == ["停机", "保"]


def test_yue_before_a_number_after_a_done_clause_is_about_not_a_booking_the_series_goes_on_with() -> None:
    verbs = [c.verb for c in find_claims("已為您退還押金 ¥6,000，約 1–3 個工作天到帳。").claims]
    assert verbs == ["退还"]
    assert [c.verb for c in find_claims("已为您退款，约了师傅明天上门。").claims] == ["退款", "约"]
