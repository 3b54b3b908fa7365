"""Chinese acts read as claims: result and directional complements, 把/给 with the object moved or left out, bare
passives of the agent's act, causatives, words the segmenter splits or tags otherwise, and clauses that go on
with or detail the act before them."""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.normalize import normalize
from tests.claims.catalogues import (
    CRM_TOOLS,
    DESK_TOOLS,
    ROOMS_TOOLS,
    card_verbs,
    crm_flagged,
    crm_verbs,
    desk_verbs,
    found,
    rental_claims,
    rooms_verbs,
    verified,
    vet_flagged,
    vocabulary,
)
from tests.claims.judging import any_flagged, flagged_verbs, judged
from tests.claims.zh_catalogues import (
    SCHOOL,
    ZH,
    ZH_TOOLS,
    berth_verbs,
    bonus_flagged,
    bonus_verbs,
    coupon_verbs,
    fee_claims,
    flagged_zh,
    grammar_claims,
    hiring_claims,
    lock_verbs,
    member_claims,
    member_flagged,
    plain_counts,
    plain_kinds,
    plain_verbs,
    slot_verbs,
    wecom_flagged,
    wecom_verbs,
)


def test_goods_gone_out_after_a_failure_tell_why_it_failed_not_a_shipment() -> None:
    assert coupon_verbs("改收货地址没有成功 [evt:a]——订单已经打包出库，系统不允许再改。") == []  # 没有|成功: cut in two
    assert coupon_verbs("改地址失败了，订单已经发货了。") == []
    assert coupon_verbs("改地址失败了，已经帮您重新发货了。") == ["发货"]  # the agent acts again: its own act


def test_follow_through_told_done_is_a_claim_of_work_done() -> None:
    assert coupon_verbs("这件事我已经跟进好了，您不用再操心。") == ["跟进"]
    assert coupon_verbs("我会继续跟进。") == []
    assert coupon_verbs("我这边正在跟进。") == []


def test_people_before_a_verb_of_telling_that_reaches_them_are_the_ones_told() -> None:
    assert berth_verbs("涉及的四位业主都已经通知到了。") == ["通知"]
    assert berth_verbs("受影响的客户均已通知。") == ["通知"]
    assert berth_verbs("商家已经联系到了，明天补发。") == ["联系"]


def test_a_verb_of_reporting_done_for_the_reader_is_the_agents_act_not_a_report() -> None:
    assert berth_verbs("这件事已经帮您反映并处理了。") == ["处理"]
    assert berth_verbs("物业反映说已经处理了。") == []  # their words


def test_a_verb_with_its_goal_after_a_preparing_verb_is_the_act() -> None:
    # 打包|发到, 汇总|转给: the verb before prepares, the verb that reaches a goal (到/给) is the act, not a noun's modifier
    assert bonus_verbs("两张回执已经打包发到人事邮箱") == ["发"]
    assert bonus_verbs("体检报告已经压缩发到人事共享邮箱") == ["发"]
    assert bonus_flagged("两张回执已经打包发到人事邮箱。", {}) != []


def test_gei_with_its_object_left_out_before_the_agents_verb() -> None:
    # 我给约到…了: colloquial 给 before the verb (jieba tags 约 an adverb there); the verb is the agent's act
    assert wecom_verbs("复诊我给约到下周三上午了。") == ["约"]
    assert wecom_verbs("那两件退货我都给寄回去了。") != []
    assert wecom_verbs("我给您说一下流程。") == []


def test_denglu_with_an_object_moved_by_ba_is_data_entered() -> None:
    text = "已经帮您把会员卡号登录完成，也传了确认短信给您 [evt:a]"
    assert wecom_verbs(text + "。") == ["登录", "传"]  # two acts: the entry and the text message
    assert wecom_flagged(text + "。", {"a": "aliyun_sms.send"}) != []  # the entry is no text message
    assert wecom_flagged(text + " [evt:b]。", {"a": "aliyun_sms.send", "b": "record.update"}) == []


def test_a_field_set_to_a_value_in_a_bare_passive_is_the_agents_act() -> None:
    assert wecom_verbs("收货地址已被修改为公司地址。") == ["修改"]
    assert wecom_verbs("您的账号已被冻结。") == []  # a happening, nobody's act told
    assert wecom_flagged("会员电话已被更新为 138****6620 [evt:l]。", {"l": "order.lookup"}) != []


def test_huan_with_a_result_is_a_change_though_jieba_tags_it_a_noun() -> None:
    assert wecom_verbs("床位换到靠窗那边了。") == ["换"]
    assert wecom_verbs("寄件方式换成京东了。") == ["换"]
    assert wecom_verbs("如果不合适可以换成别的颜色。") == []


def test_jiu_right_before_a_done_verb_is_an_adverb_not_a_preposition() -> None:
    # 我上午就寄出去了: 就 "already, as early as"; 就…问题 is "regarding" and heads a noun
    assert wecom_verbs("合同我昨天下午就寄出去了。") == ["寄出"]
    assert wecom_verbs("您确认后我就寄出去。") == []  # a promise: no 了


def test_gei_after_a_ba_object_before_the_agents_verb() -> None:
    # 把 X 给 V 回去了: colloquial 给 before the verb with 把's object; the verb is the agent's act
    assert slot_verbs("我把那笔押金给退回去了。") != []
    assert slot_verbs("已经在后台把那笔运费给冲回去了。") != []
    assert slot_verbs("我把合同给王经理了。") == []  # 给 the verb of handing, with no act after it


def test_something_a_customer_holds_restored_is_given_back() -> None:
    assert plain_verbs("您的 VIP 身份已经恢复了") == ["恢复"]
    assert plain_verbs("会员权益已恢复") == ["恢复"]
    assert plain_verbs("告警已经恢复了") == []  # a state came back by itself


@pytest.mark.parametrize("text", ["包裹我已经让顺丰上门取走了", "我已经让仓库补发了", "已经让财务把钱退给您了"])
def test_a_causative_the_agent_used_is_its_act(text: str) -> None:
    assert len(plain_verbs(text)) == 1


def test_xian_yi_is_yi() -> None:
    assert [c.kind for c in find_claims("现已为您全额退回，请注意查收。").claims] == ["refund"]


def test_gei_with_its_object_left_out_then_the_agents_verb() -> None:
    assert plain_counts("那 3 单我都给加急了") == [3]
    assert plain_verbs("648 的充值给您手动补单了") != []


def test_a_clause_that_details_the_act_before_it_is_that_act() -> None:
    assert plain_verbs("名单导出来了，存到群文件里了") == ["导出"]  # where it went
    assert plain_verbs("课程表给您调好了，周六的课挪到周日了") == ["调"]  # what the adjustment changed
    assert plain_verbs("课程表给您调好了，请假单也提交了") == ["调", "提交"]  # a second act


def test_a_clause_right_after_a_failure_tells_why() -> None:
    assert plain_verbs("拦截失败，已派送") == []
    assert plain_verbs("第一次扣款失败，第二次成功了") == ["成功"]  # the retry's result
    assert plain_verbs("拦截失败，已帮您申请退货") == ["申请"]  # the agent acts again


def test_ops_verbs_read_as_acts() -> None:
    assert plain_verbs("bug 单我这边关了") == ["关"]
    assert plain_verbs("磁盘告警已静默 30 分钟") == ["静默"]
    assert plain_verbs("hotfix 已发版") == ["发版"]


def test_running_what_the_reply_shows_is_told_by_what_it_did() -> None:
    assert plain_verbs("执行了如下脚本：") == []
    assert plain_verbs("脚本执行完了") == ["执行"]


def test_money_that_comes_back_after_a_failed_payment_bounced() -> None:
    assert plain_verbs("付款失败了，对方账户已销户，款项已退回") == []
    assert plain_verbs("付款失败了，我已经把款项退回给您") == ["退回"]  # the agent's act


def test_a_verb_the_dictionary_tags_a_morpheme_after_yi_is_a_verb() -> None:
    assert plain_verbs("CDN 我这边已经刷了") == ["刷"]
    assert plain_verbs("快递员已经取件了") == []  # 件 is a measure


def test_what_a_run_changed_is_told_after_it() -> None:
    assert plain_verbs("迁移脚本跑完了，56 张表都改好了") == ["跑"]


def test_a_prefix_verb_and_the_verb_after_it_are_one_act() -> None:
    assert plain_counts("两项证明均已补录入系统") == [2]
    assert plain_verbs("已补发到您的邮箱") == ["补发"]


def test_a_directional_complement_completes_the_act() -> None:
    assert plain_verbs("两份材料都交上去了") == ["交上去"]


def test_colloquial_done() -> None:
    assert plain_kinds("给您整好了～") == [lx.COMPLETE]


def test_yuanyin_shi_cut_in_two_still_gives_a_reason() -> None:
    assert plain_kinds("付款没成功，原因是超过了单笔限额") == []
    assert plain_kinds("理由是卡片已经过期了") == []


def test_a_machine_with_yi_and_a_verb_without_object_was_acted_on() -> None:
    assert plain_kinds("服务器 db-3 已远程重启") == [lx.CHANGE]  # restarted by the agent
    assert plain_counts("两台网关 GW-11、GW-12 都已重启") == [2]
    assert plain_kinds("服务器已经自动重启了") == []  # by itself
    assert plain_kinds("SMTP 服务器返回了 421 错误") == []  # the server's own act on something


def test_yi_belongs_to_the_nearest_verb_not_to_a_noun_after_it() -> None:
    assert plain_kinds("周报已经发到 #ops 频道了") == [lx.MESSAGE]  # the channel is the place, not a verb
    assert plain_kinds("报告已经推送到运维群了") == [lx.MESSAGE]


def test_an_adverb_of_order_between_yi_and_the_verb_keeps_it_done() -> None:
    assert plain_kinds("这条商品链接已先下架，等审核完再上架。") != []
    assert plain_kinds("活动页已暂时下线") != []


def test_a_noun_before_le_and_a_counted_object_is_the_predicate() -> None:
    assert lock_verbs("今天共申报了 5 票") == ["申报"]


def test_a_morpheme_with_its_result_is_a_verb() -> None:
    assert lock_verbs("已经帮你把《线性代数》B 班的课选上了") == ["选"]  # 选 is a morpheme (zg) to jieba
    assert lock_verbs("已选上") == ["选"]
    assert lock_verbs("课选上了吗？") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # someone else's subject goes on across 并 in its clause and after a comma, with 把 too, or to its result
        ("供应商 12 月 3 日已经发货并上传了物流单号。", []),
        ("物业的中介已经确认了交房时间，并把钥匙交给了前台。", []),
        ("夜班同事凌晨已经重启了服务，所以您的导出任务已经完成了。", []),
        ("我已经重启了服务，所以您的导出任务已经完成了。", ["重启", "完成"]),
        ("供应商已经确认了订单，并给您发了确认邮件。", ["发"]),
    ],
)
def test_chinese_others_go_on(text: str, expected: list[str]) -> None:
    assert crm_verbs(text) == expected


def test_people_by_trade_approvals_and_top_ups() -> None:
    # a person named by their trade (药师, 工作人员) acts for themselves, 把 after their subject included
    assert crm_verbs("柜台的工作人员已经帮您激活了新卡。") == []
    assert crm_verbs("药剂师已经审核了处方，并把药品打包好了。") == []
    assert crm_verbs("我已经审核了处方，并把药品打包好了。") != []
    # an approval carried out by the refund it approves; a credit topped up by an update
    assert crm_flagged("已经批准了退款申请，并把 ¥80 退回到您的银行卡 [evt:a]。", "issue_refund") == []
    assert crm_flagged("Topped up your transit credit with $20 [evt:a].", "update_record") == []
    assert crm_flagged("Topped up your transit credit with $20 [evt:a].", "send_sms") != []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 不用 negates what it governs
        ("您已经交过费了，就不用再补缴了。", []),
        ("不用担心，我已经把费用退回去了。", ["退回"]),
    ],
)
def test_chinese_no_need(text: str, expected: list[str]) -> None:
    assert desk_verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a locative the dictionary glues to the verb after it (里加, "Riga"): the place, then the act
        ("我在工单里加了一条跟进备注。", [("加", "update")]),
        ("我们去年去了里加。", []),
        # a purchase order sent or released to a supplier is an order placed
        ("采购单已经发给供应商了。", [("发", "order")]),
        ("发票已经发给供应商了。", [("发", "send")]),
    ],
)
def test_chinese_marks_and_purchase_orders(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(c.verb, c.kind) for c in find_claims(text, DESK_TOOLS).claims] == expected


def test_a_verb_glued_to_a_one_character_noun_is_one_word() -> None:
    assert not flagged_zh("已向收货人发送改址短信 [evt:a]。", "send_sms")  # the SMS is about the change
    assert [v for v, _, _ in rental_claims("已向收货人发送改址短信。", ZH_TOOLS)] == ["发送"]
    assert flagged_zh("已帮您改址了。")  # the change itself, told done, uncited
    assert not flagged_zh("已帮您改址了 [evt:a]。", "change_address")


def test_a_space_between_chinese_words_is_a_pause() -> None:
    assert flagged_zh("好的 已退")  # uncited
    assert not flagged_zh("好的 已退 [evt:a]", "refund_deposit")
    assert not flagged_zh("已经在 Excel 里整理好清单了 [evt:a]", "create_ticket")  # Chinese and Latin: no pause


def test_a_verb_after_a_hand_on_with_gei_is_the_recipients() -> None:
    assert [v for v, _, _ in rental_claims("已经同步给仓库加急发货了 [evt:a]", ZH_TOOLS)] == ["同步"]
    assert [v for v, _, _ in rental_claims("已经加急发货了", ZH_TOOLS)] == ["发货"]
    assert flagged_zh("已经给客户退押金了。")  # 给 as "for", no verb before it: the agent's refund, uncited


def test_switched_to_another_act() -> None:
    said = "我已经帮您改成拦截转送新地址了 [evt:a]"
    assert not flagged_zh(said, "stop_delivery")
    assert flagged_zh("地址已改为北京市朝阳区 [evt:a]", "stop_delivery")  # a value: the address tool's


def test_the_thing_acted_on_is_read_in_the_claims_own_stretch() -> None:
    said = "我已经帮您发起了破损理赔 [evt:a]，并建了一张工单让仓库主管回访 [evt:b]。"
    assert not flagged_zh(said, "file_damage_claim", "create_ticket")
    assert flagged_zh("我已经帮您发起了拦截 [evt:a]，仓库确认后退回。", "file_damage_claim")


def test_a_thing_word_after_yi_bang_nin_ending_its_clause_is_the_act() -> None:
    assert any_flagged("副卡已帮您停机，月租照常收取。", {}, ZH)
    assert not any_flagged("副卡已帮您停机 [evt:a]。", {"a": ("lineSuspend", "verified")}, ZH)


def test_yinggai_yijing_before_the_agents_act_for_the_reader_tells_it_done() -> None:
    # 应该已经帮您…了: the agent's own act for the reader, told done by now — the hedge ruled it out
    assert rooms_verbs("应该已经帮您把维修单提交了，师傅下午联系您。") != []
    assert rooms_verbs("我应该已经给您发过短信了。") != []
    assert any_flagged("应该已经帮您发好通知短信了 [evt:a]。", {"a": ("sms.send", "unconfirmed")}, ROOMS_TOOLS)


def test_two_chinese_words_apart_keep_their_space() -> None:
    assert normalize("好的 已退 [evt:a]").text == "好的 已退 [evt:a]"  # two words, each of two characters
    n = normalize("您的卡 已 挂 失")
    assert n.span(3, 6) == (4, 9)  # the map back to the original offsets stays right


def test_the_agents_own_act_before_so_stays_a_claim() -> None:
    assert card_verbs("我已经为您发货了，所以没法取消。") != []
    assert card_verbs("I've already refunded it, so you can't cancel.") == ["refund"]
    assert card_verbs("The order has shipped, so you should get it soon.") == ["ship"]


def test_a_split_that_is_the_act_stays_one() -> None:
    assert card_verbs("我已把订单分成两单了。") == ["分"]


def test_a_chinese_compound_split_by_its_result_complement_is_the_act() -> None:
    assert vet_flagged("已经帮您给豆豆报上名了。")  # 报名, no call cited
    assert vet_flagged("已经帮您给豆豆报上名了 [evt:a]。", a="registerClass/unconfirmed")
    assert not vet_flagged("已经帮您给豆豆报上名了 [evt:a]。", a="registerClass")
    assert not vet_flagged("我还没帮您报上名。")  # negated


def test_a_verb_and_its_direction_kept_as_one_idiom_is_the_act() -> None:
    assert hiring_claims("流量已经切过去了。") == [("切", "change")]


def test_an_abbreviation_tagged_verb_before_le_is_the_act() -> None:
    assert [c.verb for c in find_claims("已经把复诊往后延了两天。").claims] == ["延"]


def test_a_setting_now_at_an_amount_is_the_update_that_set_it() -> None:
    assert hiring_claims("您的单笔支付限额现在是 2 万元，明天起生效。") == [("变更", "update")]
    assert find_claims("您的余额现在是 200 元。").claims == ()  # a tally where it stands
    assert find_claims("系统显示您的限额现在是 2 万元。").claims == ()  # a record read
    assert find_claims("replica 延迟现在是 0.3s。").claims == ()  # a measure


def test_ba_and_a_verb_given_to_someone_is_the_act_whatever_its_tag() -> None:
    assert [c.verb for c in find_claims("查了排班，就把夜班巡检任务指派给他了。").claims] == ["指派"]


def test_the_agents_clause_with_ye_after_a_perfect_is_a_claim() -> None:
    text = "物业已经派人修好门禁了，我这边也帮您把停车卡换好、放在前台。"
    assert [c.verb for c in find_claims(text).claims] != []
    assert find_claims("物业已经派人修好门禁了，我这边也会帮您把停车卡换好、放在前台。").claims == ()  # a modal
    assert find_claims("物业还没派人来，我这边也帮您把停车卡换好、放在前台。").claims == ()  # nothing in the perfect


def test_a_latin_order_before_xia_is_placed() -> None:
    assert hiring_claims("补货的 PO 已经下给供应商了 [evt:a]。") == [("下单", "order")]
    assert hiring_claims("补货单已经下给供应商了 [evt:a]。") == [("下单", "order")]
    assert find_claims("补货的 PO 下周再下给供应商。").claims == ()


def test_a_bare_passive_of_the_agents_act_is_a_claim() -> None:
    assert grammar_claims("您的会员订阅已被取消，下个月起不再扣费。") == [("取消", "delete", 1)]
    assert grammar_claims("确认函已被发送到您的邮箱。") != []
    assert find_claims("您的账号已被冻结，需要本人到柜台办理解冻。").claims == ()
    assert find_claims("这笔钱已被退回。").claims == ()
    assert find_claims("您的预约已被医院取消。").claims == ()  # a doer named: theirs


def test_informing_verbs_are_sends() -> None:
    assert grammar_claims("情况已经知会了物业。") == [("知会", "send", 1)]
    assert grammar_claims("处理结果已邮件知会法务。") == [("知会", "email", 1)]
    assert grammar_claims("故障原因已通报给各区域负责人。") != []
    assert find_claims("我稍后会知会物业。").claims == ()


def test_an_outcome_before_what_it_now_prevents_is_an_act() -> None:
    assert fee_claims("您的会员账号冻结成功，目前无法登录。") != []
    assert fee_claims("订单已发货，目前无法取消。") == []  # a state, the reason the next act cannot be done: as before


def test_a_review_passed_is_its_outcome() -> None:
    assert fee_claims("您的年假审批通过。") == [("审批", "change")]
    assert fee_claims("报销单审核通过了。") != []
    assert fee_claims("审批通过后会自动打款。") == []  # the condition of what follows
    assert fee_claims("要等主管审核通过才能发放。") == []


def test_compensation_in_goods_sent_by_the_mail_that_carries_it() -> None:
    said = "已向全体会员发送了停机补偿（积分 ×20、徽章 ×2） [evt:a]。"
    assert [q for _, _, q in member_claims(said)] == [1]  # the goods one mail carries, not 20 acts
    assert not member_flagged(said, "SendRewardMail")
    assert member_claims("周年补偿（积分 ×50,000）已经发出 [evt:a]。") == [
        ("发出", "refund", 1)
    ]  # 50,000: no count of 50
    assert member_flagged("补偿 ¥50 已发送给您 [evt:a]。", "SendRewardMail")  # money: a refund, no mail pays it


def test_a_verb_with_the_shang_it_reached_is_an_act():
    assert [c.verb for c in find_claims("好嘞，学费交上了，收据月底统一开。", SCHOOL).claims] == ["交上"]
    assert any_flagged("好嘞，学费交上了，收据月底统一开。", {}, SCHOOL)
    assert not any_flagged("好嘞，学费交上了 [evt:a]。", verified("a", "payTuition"), SCHOOL)  # a payment
    assert not find_claims("他们赶上了末班车。", SCHOOL).claims  # jieba's adverb 赶上: no glued noun


@pytest.mark.parametrize(
    "text",
    ["好的，已经帮您把这个需求转给产品经理了，后续有进展会通知您。", "我已经把这个需求转给运营同事了。"],
)
def test_a_request_passed_on_is_a_claim_though_jieba_tags_the_noun_a_verb(text: str) -> None:
    assert any(verdict.flagged for _, verdict in judged(text, {}, CRM_TOOLS))


def test_a_listing_restored_was_acted_on() -> None:
    assert plain_kinds("这个链接已恢复在售") == [lx.UPDATE]
    assert plain_verbs("服务已恢复正常") == []  # a state came back


def test_chinese_characters_spaced_out_one_by_one_read_as_the_word() -> None:
    # "您的卡 已 挂 失": a space after every character hid the claim from the segmenter
    assert normalize("您的卡 已 挂 失，请 放 心。").text == "您的卡已挂失,请放心。"
    assert card_verbs("您的卡 已 挂 失，请放心。") != []
    assert card_verbs("退 款 已 经 退 回 您 的 卡 了。") != []
    assert card_verbs("短信 已 发 送。") != []


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


COURIER = vocabulary(
    ToolInfo("assign_courier", "write", "把运单重新派给另一位快递员"),
    ToolInfo("edit_listing", "write", "修改商品标题和价格"),
)


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


def test_a_prefix_verb_and_the_verb_after_it_are_one_act_of_the_second() -> None:
    claims = find_claims("三张运单都改派了 [evt:a] [evt:b] [evt:c]。", COURIER).claims
    assert [(c.verb, c.phrase) for c in claims] == [("派", "改派了")]  # not 改 (an update) and 派 apart
    calls = {"a": "assign_courier", "b": "assign_courier", "c": "assign_courier"}
    assert flagged_verbs("三张运单都改派了 [evt:a] [evt:b] [evt:c]。", calls, COURIER) == []
    assert flagged_verbs("三张运单都改派了 [evt:a]。", {"a": "edit_listing"}, COURIER) != []
    assert [c.verb for c in find_claims("快递员已改派，买家也知道了。", COURIER).claims] == ["派"]  # was dispatched


def test_a_verb_and_dan_after_yi_closing_the_clause_is_an_act_on_the_ticket() -> None:
    assert [(c.verb, c.kind) for c in find_claims("报修单 R-207 已关单。").claims] == [("关", "change")]
    assert [c.verb for c in find_claims("派送单已经打印了。").claims] == ["打印"]  # 派送单: a form, no delivery


def test_a_relative_clauses_verb_between_yi_and_the_act_leaves_the_act_governed() -> None:
    assert [c.verb for c in find_claims("维修费已按双方确认的报价扣款。").claims] == ["扣款"]
    assert find_claims("已作废的发票在系统里保留一年。").claims == ()  # 已 is the relative clause's own


@pytest.mark.parametrize(
    "text",
    [
        "我把 3 个重复的工单合并成一个了",
        "已将两张表格合并为一张",
    ],
)
def test_the_verb_of_a_ba_sentence_with_its_result_is_an_act(text: str) -> None:
    assert len(found(text)) == 1


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("借款单已驳回", True),
        ("报销申请我已经拒绝了", True),
        ("付款被银行拒绝了", False),
        ("处方已经审核通过", True),
        ("退款提交后，审核通过后会自动打款", False),
        ("邮件发送失败了", False),
    ],
)
def test_a_rejection_or_a_passed_review_is_an_act(text: str, claimed: bool) -> None:
    assert bool(found(text)) is claimed


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("体检预约我给您挪到下周四了", "book"),
        ("我把会议挪到三点了", "book"),
        ("我把 3 个重复的工单合并成一个了", "change"),
    ],
)
def test_the_agents_verb_with_a_result_of_place_or_form_is_an_act(text: str, kind: str) -> None:
    """A verb the lexicon lacks, with 到/成/为 and a 了 later, after 把/给/帮 or the agent (我)."""
    assert [k for _, k in found(text)] == [kind]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("已经给快递小哥打过电话了", "message"),
        ("上周已经给供应商付过款了", "pay"),
        ("我下午给他退了款", "refund"),
    ],
)
def test_a_verb_object_compound_split_by_its_aspect_is_one_verb(text: str, kind: str) -> None:
    assert [k for _, k in found(text)] == [kind]


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("已将您的投诉记录在案，并转交给质检部门跟进", ["change"]),
        ("已取消订单，并且退回了运费", ["delete", "refund"]),
    ],
)
def test_a_clause_opened_by_bing_continues_the_perfect_of_the_clause_before(text: str, kinds: list[str]) -> None:
    assert [k for _, k in found(text)] == kinds


def test_a_measure_after_a_number_is_not_glued_to_the_next_character() -> None:
    assert [c.verb for c in find_claims("已为 3 位新员工开通企业邮箱").claims] == ["开通"]


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("系统已自动为您退回优惠券", False),
        ("订单超时后系统自动取消了", False),
        ("会员自动续费已经帮您关掉了", True),
        ("已安排工程师明天上门检修", True),
        ("已经安排快递员明天上门取件", True),
    ],
)
def test_automatic_acts_and_pivots(text: str, claimed: bool) -> None:
    """自动 modifying the verb makes it nobody's act (not 自动 inside the object: 自动续费); a pivot verb
    (安排, 让) is the agent's act even when a time or modal follows for the person's act."""
    assert bool(found(text)) is claimed


@pytest.mark.parametrize(
    ("text", "quantity"),
    [
        ("已经为您开通了 2 个子账号", 2),
        ("已经为您开通了两个子账号", 2),
        ("2 个子账号的密码都已经帮您重置了", 2),
    ],
)
def test_a_measure_after_a_number_is_cut_from_the_word_jieba_glued_it_into(text: str, quantity: int) -> None:
    """jieba reads 个子 ("height") in 2 个子账号, which hid the count: a measure heading a two-character word
    right after a number is the measure."""
    assert [c.quantity for c in find_claims(text).claims] == [quantity]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("您之前已经申请过一次退款了", []),
        ("您自己在 App 上已经取消过预约了", []),
        ("我已经帮您取消过预约了", [("取消", "delete")]),
        ("我打过电话了", [("打电话", "message")]),
    ],
)
def test_a_verb_after_guo_is_the_object_of_the_verb_before(text: str, expected: list[tuple[str, str]]) -> None:
    """申请过一次退款了: after V过 (and a count of times) an act word is what was applied for or cancelled,
    not a second act; the act is the verb before 过, and the customer's own (您) is no claim."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("售后单我已经给您审核过了", [("审核", "change")]),
        ("已经帮您审核完了", [("审核", "change")]),
        ("我审核过了您的材料，没有问题", []),
        ("已经把 feature/login 分支 rebase 到最新的 main 上了", [("rebase", "change")]),
        ("把镜像 retag 成 v2 了", [("retag", "change")]),
        ("我会把分支 rebase 到 main 上", []),
    ],
)
def test_a_review_done_for_the_customer_and_a_latin_verb_of_a_ba_phrase_are_acts(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """A review done for the customer (给您/帮您审核过了) decides their case; a review alone is a look. An English
    verb the lexicon lacks, after a 把 phrase and before its result (到/成 …了), is the 把 phrase's act."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("很抱歉，那班已经售罄了", []),
        ("这款已经断货了", []),
        ("我已经把这款下架了", [("下架", "change")]),
        ("看板已经更新了，新加了“复购率”这个指标", [("更新", "update")]),
        ("已经新加了一个指标", [("新加", "change")]),
        ("老师那边我也打过招呼了", [("打招呼", "send")]),
        ("跟主管打了招呼", [("打招呼", "send")]),
    ],
)
def test_stock_running_out_an_outcome_and_a_word_to_someone(text: str, expected: list[tuple[str, str]]) -> None:
    """售罄/断货: stock ran out, nobody's act (这款 counts models, no money); 新加了 after a cited act is what it
    left (with 已 it is an act); 打招呼, split by its aspect (打过招呼), tells someone: a send."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("钱已经给您转过去了", "refund"),
        ("¥300 已经转给您了", "refund"),
        ("差旅费 2,450 元已经转到你的工资卡上了", "pay"),
        ("货款已经转给供应商了", "pay"),
        ("单子已经给您下了", "order"),
        ("已经给你开了 Jira 和 Confluence 的权限", "update"),
        ("已经给您开了一张发票", "create"),
    ],
)
def test_money_to_the_customer_orders_and_permissions_granted(text: str, kind: str) -> None:
    """Money moved to the one addressed (给您, 转给您) goes back to them: a refund (to a 工资卡, or to a supplier,
    it is paid); 单子 is an order placed (下了); a permission opened changes an account, an invoice opened is made."""
    assert [k for _, k in found(text)] == [kind]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("建议您先在 App 里更新到最新版本", []),
        ("客户的 3 个联系人都录进 CRM 了", [("录进", "change")]),
        ("车位已经给您续租到明年 3 月了", [("续租", "change")]),
        ("师傅我已经给您改约到周四了", [("约", "book")]),
        ("我尝试重启 ingest 服务，但调用超时了", []),
    ],
)
def test_advice_a_direction_compound_and_the_verb_after_gei_nin(text: str, expected: list[tuple[str, str]]) -> None:
    """建议您 (one word to jieba) is advice: 建议 | 您; a verb with 进/入 the dictionary lacks (录进) is an act with
    its 了; after 给您 comes the agent's verb whatever jieba tags it (续租/n); an attempt stays none."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("和客户的会改到下周一上午 10 点了", "book"),
        ("下午的会改到明天了", "book"),
    ],
)
def test_de_hui_is_a_meeting_not_will(text: str, kind: str) -> None:
    assert [c.kind for c in find_claims(text).claims] == [kind]
    assert find_claims("我会把会议改到周一").claims == ()  # 会 before a verb still is "will"


@pytest.mark.parametrize(
    "text",
    [
        "这笔 ¥3,600 是我昨天手动打给对方的",
        "这封邮件是我上午发给客户的",
    ],
)
def test_shi_de_with_a_recipient_between_the_verb_and_de(text: str) -> None:
    assert len(find_claims(text).claims) == 1


@pytest.mark.parametrize("text", ["测试环境里 90 天没登录的账号清掉了", "旧日志清掉了"])
def test_a_merged_verb_of_removal_is_a_deletion(text: str) -> None:
    assert [c.kind for c in find_claims(text).claims] == ["delete"]


@pytest.mark.parametrize(
    ("text", "verbs"),
    [
        ("打印机驱动给您远程装好了", ["装"]),  # an adverb between 给您 and the verb
        ("order-api 回滚到上一个版本了", ["回滚"]),  # order-api is a name; a word jieba lacks, with 到 and 了
        ("客户新卡号收到了，¥5,600 已重新退过去", ["退"]),  # 退过去: a verb and its direction in one idiom
        ("重复的 2,318 条埋点数据清洗完了", ["清洗"]),  # a number and a measure make a noun of 埋
        ("结果表 ods_events_clean 也导出给分析组了", ["导出"]),  # 结果|表: a noun's head
    ],
)
def test_words_jieba_cuts_or_tags_are_read_by_their_place(text: str, verbs: list[str]) -> None:
    assert [c.verb for c in find_claims(text).claims] == verbs


def test_because_of_the_agent_still_claims() -> None:
    assert [c.verb for c in find_claims("因为您着急，我已经给您加急发货了").claims] == ["发货"]
    assert len(find_claims("这版草稿我已经发给客户了").claims) == 1  # a draft sent is an act


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("原来那个周二的号退掉了", "delete"),  # a booking given back
        ("酒店房间退掉了", "delete"),
        ("多收的 30 元退掉了", "refund"),  # money: still a refund
    ],
)
def test_tui_diao_without_money_is_a_cancellation(text: str, kind: str) -> None:
    assert [c.kind for c in find_claims(text).claims] == [kind]


@pytest.mark.parametrize(
    "text",
    [
        "确认无误后我再发到群里",
        "等您回复我再改到周五",
        "回头我再把邮件发给客户",
    ],
)
def test_zai_without_le_is_a_later_act(text: str) -> None:
    assert find_claims(text).claims == ()


@pytest.mark.parametrize("text", ["产品评审挪到明天下午 3 点了", "周五的会挪到下午三点了"])
def test_a_verb_jieba_tags_as_a_place_before_dao_is_a_verb(text: str) -> None:
    assert [c.verb for c in find_claims(text).claims] == ["挪"]


def test_pushed_to_a_mailbox_is_an_email() -> None:
    assert [c.kind for c in find_claims("电子发票重新推到您邮箱了").claims] == ["email"]


def test_a_verb_before_a_review_is_what_the_review_is_about() -> None:
    assert [c.verb for c in find_claims("退款审核通过了").claims] == ["审核"]


def test_issued_tickets_and_the_agents_automatic_payment_still_claim() -> None:
    assert len(find_claims("电子票已经出好了").claims) == 1
    assert len(find_claims("本月账单已经帮您用储蓄卡自动还款了").claims) == 1  # 帮您: the agent did it
    assert find_claims("系统已自动为您退回优惠券").claims == ()  # nobody's act


@pytest.mark.parametrize(
    ("text", "verbs"),
    [
        ("1. 14:10 回滚 payment-gateway 到 v3.8.2", ["回滚"]),
        ("值班记录：22:10 收到告警，22:15 切到备用线路，22:30 切回主线路，告警解除。", ["切", "切"]),
        ("明天 14:00 回滚 payment-gateway", []),  # a time to come
        ("- 02:14 告警：payment-api p99 > 2s", []),  # a label after the time
        ("1. 09:40 确认故障范围：仅华南区", []),  # a check in a log
        ("## 变更计划\n1. 22:00 停 cron\n2. 22:05 执行迁移脚本", []),  # items under a plan heading
    ],
)
def test_an_entry_of_a_log_is_a_clock_time_then_the_act(text: str, verbs: list[str]) -> None:
    assert [c.verb for c in find_claims(text).claims] == verbs


def test_the_act_after_a_light_verb_is_done() -> None:
    assert [(c.verb, c.kind) for c in find_claims("我已经对账号进行了冻结").claims] == [("冻结", "update")]
    assert [c.kind for c in find_claims("我们已对该配送员进行了处理").claims] == ["complete"]  # 配送|员: a person
    assert find_claims("配送站已对该配送员进行了处理").claims == ()  # 配送|站: someone else
    assert find_claims("我们对此事进行了调查").claims == ()  # a look


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("亲，您的包裹已经发出了哦", "ship"),
        ("样品已经寄给客户了", "ship"),
        ("您的换货新件已经寄出", "ship"),
        ("物流链接刚用邮件发您了", "email"),  # 物流 modifies the link: a mail
        ("发票已经寄给您了", "send"),  # papers posted
    ],
)
def test_goods_sent_are_a_shipment(text: str, kind: str) -> None:
    assert [c.kind for c in find_claims(text).claims] == [kind]


def test_yi_and_an_english_word_ending_the_clause_is_its_predicate() -> None:
    assert [c.verb for c in find_claims("Redis 缓存已 flush，慢查询已恢复正常。").claims] == ["flush"]
    assert [c.kind for c in find_claims("邮件已 resend").claims] == ["send"]  # a verb of the lexicon keeps its kind


def test_an_appeal_filed_by_the_agent_is_an_act() -> None:
    assert [c.verb for c in find_claims("差评已经帮您申诉了").claims] == ["申诉"]
    assert [c.verb for c in find_claims("买家的索赔我们已经申诉了").claims] == ["申诉"]
    assert find_claims("客户已经投诉了").claims == ()  # the customer's


def test_a_quantifier_after_yi_neither_acts_nor_parts_yi_from_its_verb() -> None:
    verbs = [c.verb for c in find_claims("闲置的 4 台测试机已经全部关机释放").claims]
    assert verbs and "全部" not in verbs
    assert len(find_claims("这批货 200 件已经全部入库").claims) == 1


#: A government service desk's tools: one identity check that reads, one booking that writes.
_HALL = Vocabulary(
    {
        "verify-identity": ToolInfo(
            "verify-identity", "read", "Real-name check against 公安 ID database. No side effects."
        ),
        "book-appointment": ToolInfo("book-appointment", "write", "Book an in-person appointment; returns 预约号."),
        "query-appointment-slots": ToolInfo("query-appointment-slots", "read", "Available slots. does not hold a slot"),
    }
)


def test_a_check_mark_on_a_check_that_passed_is_what_the_look_found() -> None:
    # ✅ 实名核验通过 citing the identity check (a read): the check ran and passed, no change claimed
    a, b = "[evt:evt_aaaaaaaaaaaaaaaaaaaa]", "[evt:evt_bbbbbbbbbbbbbbbbbbbb]"
    calls = {"a": ("verify-identity", "verified"), "b": ("book-appointment", "verified")}
    ids = {"evt_aaaaaaaaaaaaaaaaaaaa": calls["a"], "evt_bbbbbbbbbbbbbbbbbbbb": calls["b"]}
    assert not any_flagged(f"结果汇总：\n✅ 实名核验通过 {a}\n✅ 预约成功 {b}", ids, _HALL)
    assert not any_flagged(f"已核验身份 {a}。", ids, _HALL)  # 核验 is a check, as 核实 and 核对 are
    slots = {"evt_aaaaaaaaaaaaaaaaaaaa": ("query-appointment-slots", "verified")}
    assert any_flagged(f"结果汇总：\n✅ 预约 {a}", slots, _HALL)  # a booking checked off citing a look at the slots


def _verbs(text: str) -> list[str]:
    return [c.verb for c in find_claims(text).claims]


def test_a_relative_clause_the_agent_did_for_the_reader_tells_the_act_done() -> None:
    # the thing the agent just made for the reader: 为您/帮您 (with or without 我) and 刚 or a result complement
    assert _verbs("刚刚为您开好的电子发票已经在邮箱里了。") == ["开"]
    assert _verbs("这是我刚为您提交的理赔申请的编号：CLM-0019。") == ["提交"]
    assert _verbs("我刚帮您收好的首月房租和押金一共 ¥8,700。") == ["收"]
    assert _verbs("我们为您提供的服务包括上门安装。") == []  # no 刚, no complement: what is offered
    assert _verbs("您刚提交的申请还在审核。") == []  # the reader's
    assert _verbs("商家为您开好的发票在附件里。") == []  # someone else's, named


def test_zai_le_after_a_verb_tells_where_or_when_the_act_put_it() -> None:
    assert _verbs("两套房的看房都给您约在了周日下午。") == ["约"]
    assert _verbs("看房约在周日下午比较合适。") == []  # no 了: a suggestion


def test_huancheng_kept_whole_by_the_segmenter_is_a_change_and_a_privative_after_it_a_property() -> None:
    assert _verbs("给您换成无烟楼层的房间了。") == ["换"]  # 无烟 names the room, not an act switched to
    assert _verbs("寄件方式改成拦截转寄了。") == ["转寄"]  # switched to another act, which 转寄 tells
