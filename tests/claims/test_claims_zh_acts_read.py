"""Chinese acts read as claims: result and directional complements, 把/给 with the object moved or left out, bare
passives of the agent's act, causatives, words the segmenter splits or tags otherwise, and clauses that go on
with or detail the act before them."""

from __future__ import annotations

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.normalize import normalize
from tests.claims.catalogues import (
    CRM_TOOLS,
    DESK_TOOLS,
    ROOMS_TOOLS,
    SCHOOL,
    ZH,
    ZH_TOOLS,
    berth_verbs,
    bonus_flagged,
    bonus_verbs,
    card_verbs,
    coupon_verbs,
    crm_flagged,
    crm_verbs,
    desk_verbs,
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
    rental_claims,
    rooms_verbs,
    slot_verbs,
    verified,
    vet_flagged,
    wecom_flagged,
    wecom_verbs,
)
from tests.claims.judging import any_flagged, judged


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


@pytest.mark.sqlite
def test_a_bare_passive_of_the_agents_act_is_a_claim() -> None:
    assert grammar_claims("您的会员订阅已被取消，下个月起不再扣费。") == [("取消", "delete", 1)]
    assert grammar_claims("确认函已被发送到您的邮箱。") != []
    assert find_claims("您的账号已被冻结，需要本人到柜台办理解冻。").claims == ()
    assert find_claims("这笔钱已被退回。").claims == ()
    assert find_claims("您的预约已被医院取消。").claims == ()  # a doer named: theirs


@pytest.mark.sqlite
def test_informing_verbs_are_sends() -> None:
    assert grammar_claims("情况已经知会了物业。") == [("知会", "send", 1)]
    assert grammar_claims("处理结果已邮件知会法务。") == [("知会", "email", 1)]
    assert grammar_claims("故障原因已通报给各区域负责人。") != []
    assert find_claims("我稍后会知会物业。").claims == ()


@pytest.mark.sqlite
def test_an_outcome_before_what_it_now_prevents_is_an_act() -> None:
    assert fee_claims("您的会员账号冻结成功，目前无法登录。") != []
    assert fee_claims("订单已发货，目前无法取消。") == []  # a state, the reason the next act cannot be done: as before


@pytest.mark.sqlite
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
