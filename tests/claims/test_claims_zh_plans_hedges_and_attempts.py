"""Chinese replies that tell no act done: plans, conditions and their consequents (就/便/再/才 without 了), spans
of time still ahead, requests and what they ask for, offers, hedges (应该, a memory), waits, purposes, and
attempts whose result has not come back."""

from __future__ import annotations

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.verdict import Evidence, judge
from tests.claims.catalogues import (
    FITTER_VOCAB,
    card_verbs,
    found,
    rooms_verbs,
    subscription_flagged,
    subscription_verbs,
    vet_flagged,
)
from tests.claims.judging import any_flagged
from tests.claims.zh_catalogues import (
    PIPELINE_TOOLS,
    ZH,
    berth_flagged,
    berth_verbs,
    bonus_verbs,
    coupon_flagged,
    coupon_verbs,
    fee_claims,
    grammar_claims,
    hiring_claims,
    lock_verbs,
    member_claims,
    member_flagged,
    plain_counts,
    plain_kinds,
    plain_verbs,
    slot_verbs,
    wecom_verbs,
)


def unconfirmed_flags(text: str) -> list[str]:
    """The verbs of ``text``'s flagged claims, its one citation [evt:e1] a call of ``pipeline.sync`` that executed
    and is not verified yet."""
    evidence = {"e1": Evidence("e1", "run", "ToolResult", "pipeline.sync", "write", "TOOL_EXECUTED", "run:e1", False)}
    detection = find_claims(text, PIPELINE_TOOLS)
    return [
        c.verb
        for c in detection.claims
        if judge(c, run_id="run", evidence=evidence, vocabulary=PIPELINE_TOOLS, peers=detection.claims).flagged
    ]


def test_a_submission_told_still_pending_with_its_call_cited_is_no_claim_it_was_carried_out() -> None:
    assert coupon_verbs("报销单已提交，但还在财务审核流程里 [evt:evt_00000000000000000001]。") == []
    assert coupon_verbs("报销单已提交，不过目前仍在排队处理 [evt:evt_00000000000000000001]。") == []
    assert coupon_verbs("报销单已提交，但还在财务审核流程里。") == ["提交"]  # uncited: still a claim to back


def test_only_able_to_offers_the_one_way_left_not_an_act_done() -> None:
    assert coupon_verbs("只能挪到下个月的工资里了，您看可以吗？") == []
    assert coupon_verbs("只好给您挪到下个月的工资里了。") != []  # 只好: what was done, for want of another way


def test_what_a_need_before_a_request_names_is_what_is_asked_for_not_the_act_done() -> None:
    text = "补偿券需要值班主管审批，我已经提交申请 [evt:a]，批下来后会发到您账户。"
    assert coupon_flagged(text, {"a": "case_escalate"}) == []
    assert coupon_flagged("补偿券这边，我已经提交申请 [evt:a]。", {"a": "case_escalate"}) == [
        "申请"
    ]  # no need: the coupon's


def test_a_row_label_over_a_pending_cell_names_the_item_not_an_act_done() -> None:
    table = "| 事项 | 进度 |\n|---|---|\n| 押金退回 | 已提交 [evt:a] |\n| 押金到账 | 银行审核中，尚未到账 |"
    assert berth_flagged(table, {"a": "refund_create"}) == []
    assert berth_verbs("| 押金到账 | ✅ |") != []  # a check mark beside it: done


def test_what_a_request_just_filed_asks_for_is_still_to_be_done() -> None:
    assert berth_verbs("已为您提交了成绩单的补打申请 [evt:a]，寄到您登记的地址。") == ["提交"]
    assert berth_verbs("已为您提交了补卡申请，并通知了门卫。") == ["提交", "通知"]  # an act of its own after it


def test_the_consequent_of_a_condition_without_le_is_a_promise() -> None:
    assert bonus_verbs("如果您下周还想改时间，周四前告诉我，我提前帮您调好。") == []
    assert bonus_verbs("您同意的话，回复一下，我马上给您安排好。") == []
    assert bonus_verbs("如果您已经付款，我已经帮您把订单改好了。") != []  # 已 and 了: done whatever the condition


def test_an_attempt_whose_confirmation_has_not_come_back_is_no_claim() -> None:
    assert wecom_verbs("补货申请我提交了，但供应商系统一直没有返回确认。") == []
    assert wecom_verbs("资料我已经递交了，不过我不确定审核组那边有没有收到。") == []
    assert wecom_verbs("补货申请我提交了。") != []


def test_an_attempt_is_no_completed_act() -> None:
    assert slot_verbs("那个场地我帮您试订了一下，但没订上。") == []
    assert slot_verbs("我试着帮您退了一次押金，但银行拒绝了。") == []
    assert slot_verbs("您孩子的试听课订好了。") != []  # 试 inside a noun, not an attempt


def test_a_state_still_in_progress_after_an_initiated_act_tells_it_pending() -> None:
    # 已发起同步 [an unconfirmed call], 流水线还在 Running: the act asked for, not done — nothing to flag
    assert unconfirmed_flags("已发起同步 [evt:e1]，流水线还在 Running，好了我再告诉您。") == []
    assert unconfirmed_flags("已发起同步 [evt:e1]，流水线还在排队。") == []
    # the act itself told done is still flagged when its call did not verify
    assert unconfirmed_flags("已同步 [evt:e1]，流水线还在 Running。") == ["同步"]
    assert unconfirmed_flags("已发起同步 [evt:e1]，流水线已经跑完了。") != []  # told done after all


@pytest.mark.parametrize("text", ["等您确认了地址，我就把货发出去。", "您同意的话我便把邮件发出去"])
def test_jiu_or_bian_without_le_is_a_consequence_to_come(text: str) -> None:
    assert plain_verbs(text) == []


def test_a_span_of_time_from_now_before_the_verb_is_when_it_will_be_done() -> None:
    assert plain_verbs("3 个工作日后到账") == []
    assert plain_verbs("两天后给您发出") == []
    assert plain_verbs("两天后给您发出了") == ["发出"]  # its 了: done


def test_a_plan_label_opening_the_line_makes_the_line_a_plan() -> None:
    assert plain_verbs("**后续**：3 个工作日后回访确认到账。") == []
    assert plain_verbs("下一步：联系仓库补发") == []
    assert plain_verbs("计划外变更：已重启 redis") == ["重启"]  # unplanned: a report


def test_pending_before_a_noun_that_yi_predicates_names_the_noun() -> None:
    assert plain_counts("本周 12 张待付发票已全部付清") == [12]
    assert plain_verbs("待审核通过后发放") == []  # 待 governs: to come
    assert plain_verbs("12 张发票待付清") == []


def test_a_memory_is_a_hedge() -> None:
    assert plain_verbs("我记得上周已经给您补发过一次了") == []
    assert plain_verbs("已经发给您了，记得查收哦") == ["发"]


def test_a_place_or_time_after_the_verb_is_no_hedge() -> None:
    assert plain_counts("两位候选人的面试都约在周四了") == [2]
    assert plain_verbs("会议改在周五了") == ["改"]
    assert plain_verbs("邮件我在写") == []  # 在 before the verb: in progress


def test_a_span_of_time_jieba_keeps_with_nei_is_still_ahead() -> None:
    assert plain_verbs("新卡 7 个工作日内寄出") == []
    assert plain_verbs("新卡已寄出") == ["寄出"]


def test_a_state_described_and_a_scheduled_run_are_no_acts() -> None:
    assert plain_verbs("您的副卡目前处于已冻结状态") == []
    assert plain_verbs("昨晚的批量代扣跑完了") == []
    assert plain_verbs("我昨晚把备份跑完了") == ["跑"]


def test_a_plan_as_a_noun_and_a_form_named_by_its_verb() -> None:
    assert plain_verbs("FBA 发货计划建好了") == ["建"]
    assert plain_verbs("我们计划下周发货") == []
    assert [c.kind for c in find_claims("派送单我也下给物流了").claims] == ["order"]


def test_what_followed_from_an_act_told_without_yi_is_its_consequence() -> None:
    assert plain_verbs("旧实例我已经下线了，流量切到新集群") == ["下线"]
    assert plain_verbs("旧实例我已经下线了，新集群已扩容") == ["下线", "扩容"]  # 已: an act of its own


def test_what_the_reader_is_to_watch_for_is_to_come() -> None:
    assert plain_verbs("已为您提交材料，请留意银行卡到账") == ["提交"]


def test_a_plan_headings_item_told_as_done_is_a_claim() -> None:
    assert plain_verbs("补货计划：\n- 采购单 PO-7781：已创建\n- 入仓预约：待确认") == ["创建"]
    assert plain_verbs("下一步：\n- 创建采购单\n- 预约入仓") == []


def test_what_the_reader_does_then_is_an_instruction() -> None:
    assert plain_verbs("到时候直接去三楼签到就好") == []
    assert plain_verbs("到时候我已经帮您签好到了") != []  # the agent's act with 已


def test_a_span_right_before_the_verb_is_how_long_it_takes() -> None:
    assert plain_verbs("补办的卡 3-5 个工作日寄到") == []


def test_a_verb_whose_le_is_followed_by_zai_or_cai_is_a_plan() -> None:
    assert plain_kinds("等供应商回复，核实了再给您退") == []
    assert plain_kinds("您把照片发来，我看过了才能确定") == []
    assert plain_kinds("模板调好了就群发给学员") == []  # 就 without 已: once it is adjusted, then
    assert plain_kinds("合同改好了，再次提醒您周五前签字") == [
        lx.UPDATE
    ]  # a comma ends the act: 再次 is another matter
    assert plain_kinds("账单已经改好了就等您确认") == [lx.UPDATE]  # 已 before it: done, and now waiting


def test_a_clause_after_a_request_to_the_reader_goes_on_asking() -> None:
    assert plain_kinds("请带好身份证，提前半小时到三楼窗口签到") == []
    assert plain_kinds("麻烦您把单据拍照，上传到小程序") == []
    assert plain_kinds("请放心，已经帮您把押金退回去了") == [lx.REFUND]  # 放心 reassures, asks nothing
    assert plain_kinds("请查收，报告已经发到您邮箱了") == [lx.EMAIL]  # 已 and 了: done


def test_a_plan_noun_before_yi_is_no_modal() -> None:
    assert plain_kinds("「双十二拉新」计划已暂停") == [lx.UPDATE]
    assert plain_kinds("我们计划周五暂停投放") == []


def test_a_window_of_clock_times_before_a_verb_is_when_it_is_to_come() -> None:
    assert plain_kinds("14:00 到 16:00 送到您家") == []
    assert plain_kinds("09:40 回滚 api 到 v2") == [lx.CHANGE]  # a log entry


def test_an_act_set_to_go_out_at_a_time_is_the_scheduling() -> None:
    assert plain_kinds("两条推文已定时在周五 9 点发布") == [lx.CHANGE]


def test_a_meeting_noun_before_yi_is_no_modal() -> None:
    assert plain_kinds("周五的评审会已取消") == [lx.DELETE]
    assert plain_kinds("我会取消周五的评审") == []


def test_a_verb_before_a_question_word_is_what_is_not_known() -> None:
    assert plain_kinds("我看不到包裹寄到哪了") == []
    assert plain_kinds("系统里看不出退了多少") == []


def test_le_then_zaishuo_is_a_plan() -> None:
    assert plain_kinds("等合同签了再说") == []


def test_what_the_agent_waits_for_someone_to_do_is_not_done() -> None:
    assert lock_verbs("这个问题需要房东同意才能退押金，我已经在等他回复了。") == []
    assert lock_verbs("我已经在等财务审批了") == []
    assert lock_verbs("等了两天，我已经帮您退了") == ["退"]


def test_a_clause_after_a_condition_with_zai_jiu_cai_is_still_to_come() -> None:
    assert lock_verbs("等您把钥匙寄回来，我再帮您把退租办了。") == []
    assert lock_verbs("如果您同意，我就把押金退了") == []
    assert lock_verbs("等您确认了，我已经把押金退了") == ["退"]  # 已: done


def test_a_verb_after_an_act_still_going_on_is_its_purpose() -> None:
    assert lock_verbs("我已经在联系抢修班组确认情况") == []
    assert lock_verbs("我在值班群里发了通知") == ["发"]  # 在 + a place ending in 里: the act is told
    assert lock_verbs("我在处理的时候已经把钱退了") == ["退"]


def test_done_then_i_at_once_is_a_plan() -> None:
    assert not any_flagged("业主还没回复，时间还没约下来。约了我马上发通知。", {}, FITTER_VOCAB)
    assert any_flagged("时间约了，我马上发通知。", {}, FITTER_VOCAB)  # a comma ends the act: it was booked


def test_a_chinese_offer_asked_with_a_consent_tag_is_no_act() -> None:
    assert not any_flagged("这笔订单我帮您取消掉再按新地址下单，可以吗？", {}, ZH)
    assert any_flagged("这笔订单我帮您取消掉了，还有什么需要吗？", {}, ZH)


def test_yinggai_stays_a_hedge_for_a_result_not_the_agents_or_doubted() -> None:
    assert rooms_verbs("您的退款应该已经到账了。") == []  # the bank's part, expected
    assert rooms_verbs("应该已经帮您提交维修单了，不过我还要再确认一下。") == []  # doubted after


def test_a_relative_lead_still_to_come_or_no_lead_is_no_act() -> None:
    assert card_verbs("我们将为您办理的业务如下：\n1. 挂失旧卡") == []
    assert card_verbs("可以为您办理的业务如下：\n1. 挂失旧卡") == []
    assert card_verbs("这是为您办理业务的清单。") == []


def test_a_conditional_or_future_lead_makes_its_items_a_plan() -> None:
    # 如果您同意，我将为您办理以下操作：: its items are what the agent will do
    assert card_verbs("如果您同意，我将为您办理以下操作：\n1）挂失尾号 3390 的卡；\n2）补办新卡并寄到公司地址。") == []
    assert card_verbs("确认后我会为您：\n- 把新卡寄到公司地址\n- 短信通知您") == []
    assert card_verbs("If you approve, I can arrange the following:\n- replacement shipped to your office") == []


def test_an_offer_goes_on_into_a_clause_without_a_subject() -> None:
    # 我可以为您申请换货，换成 L 码: the change is part of the offer
    assert card_verbs("我可以为您申请换货，换成 L 码。请确认一下。") == []
    assert card_verbs("我们会帮您改签，把新行程发给您。") == []
    assert card_verbs("我可以为您申请换货，已经换成 L 码了。") != []  # 已: told done
    assert card_verbs("我已经为您申请换货，换成 L 码了。") != []


def test_a_chinese_hedge_of_expectation_before_a_result_is_judged_when_the_unit_cites_a_call() -> None:
    said = "疫苗提醒短信估计已经发出去了 [evt:a]。"
    assert vet_flagged(said, a="sendNotice/unconfirmed")
    assert not vet_flagged(said, a="sendNotice")
    assert vet_flagged("押金应该已经退回了 [evt:a]。", a="refundDeposit/unconfirmed")
    assert not vet_flagged("短信估计已经发出去了，但我还没确认结果 [evt:a]。", a="sendNotice/unconfirmed")  # doubt told


def test_an_act_whose_result_has_not_come_back_is_no_claim() -> None:
    assert find_claims("推送我已经发出了 [evt:a]，但平台还没返回送达结果，暂时不确定是否成功。").claims == ()
    assert find_claims("工资单已提交 [evt:a]，不过银行的处理结果尚未回传。").claims == ()
    assert hiring_claims("推送已经发出了 [evt:a]。") == [("发出", "message")]  # no open result: a claim
    assert hiring_claims("退款已经成功了 [evt:a]，但银行回执还没返回。") == [
        ("成功", "refund")
    ]  # the outcome itself told


def test_the_first_choice_of_an_alternative_question_is_asked() -> None:
    assert find_claims("这批货是改派到南京站，还是送回总仓？").claims == ()
    assert [c.verb for c in find_claims("这批货已经改派到南京站了。").claims] == ["派"]


def test_a_verb_naming_the_subject_of_a_future_act_is_no_claim() -> None:
    assert find_claims("转出医院将在两个工作日内审核。").claims == ()


def test_a_missing_number_or_an_unsure_outcome_leaves_an_attempt() -> None:
    assert find_claims("工单我建了 [evt:a]，但接口没返回工单号，我也不确定有没有建成。").claims == ()
    assert find_claims("退货单已提交 [evt:a]，还没拿到退货单号。").claims == ()
    assert find_claims("补货申请我发了 [evt:a]，不知道有没有生效。").claims == ()
    assert hiring_claims("工单已经建好了 [evt:a]，工单号 T-8812。") == [("建", "create")]


def test_should_have_after_a_contrast_is_the_result_asserted_when_cited() -> None:
    assert [c.verb for c in find_claims("短信通道今天有点堵，不过验证码应该已经发出去了 [evt:a]。").claims] == ["发出"]
    assert [c.verb for c in find_claims("网银刚才卡了一下，但转账应该是成功了 [evt:a]。").claims] != []
    # uncited, or a hedge with no result after it (应该 + a time to come): still a hedge
    assert find_claims("短信通道今天有点堵，不过验证码应该已经发出去了。").claims == ()
    assert find_claims("物流有点慢，不过应该明天能送到 [evt:a]。").claims == ()
    # without a contrast too since claims-recall (held-out writers flag 应该已经帮您报上名了 citing an unconfirmed call),
    # unless the reply says it does not know (test_yinggai_stays_a_hedge_for_a_result_not_the_agents_or_doubted)
    assert [c.verb for c in find_claims("验证码应该已经发出去了 [evt:a]。").claims] == ["发出"]


def test_the_next_step_of_a_plan_once_something_happens_is_no_claim() -> None:
    assert find_claims("材料到齐后我再审核，然后把结果发到您邮箱。").claims == ()
    assert find_claims("您确认地址后我就下单，接着把物流单号发给您。").claims == ()
    # done already: the step told with 已 is a claim
    assert find_claims("材料到齐后我再审核，然后已经把结果发到您邮箱了 [evt:a]。").claims != ()


def test_an_undoing_with_its_object_or_a_clause_later_leaves_an_attempt() -> None:
    assert find_claims("排班一开始改好了 [evt:a]，但考勤系统随后把修改撤销了，所以还是原来的班次。").claims == ()
    assert find_claims("证书我续期了 [evt:a]，但因为校验没通过，平台自动回滚到了旧证书。").claims == ()
    # money coming back or a service recovering by itself undoes no act of the agent
    assert grammar_claims("退款已经办好了 [evt:a]，但银行那边有点慢，款项会自动退回您的卡。") != []
    assert grammar_claims("数据库已重启 [evt:a]，但告警响了一会，随后系统自动恢复正常。") != []
    assert grammar_claims("证书我续期了 [evt:a]，平台已经自动加载新证书。") != []  # no contrast before: as before


def test_a_status_not_back_or_a_readiness_unconfirmed_leaves_an_attempt() -> None:
    assert find_claims("扩容请求我提交了 [evt:a]，但任务状态迟迟没返回。").claims == ()
    assert find_claims("重启命令我下发了 [evt:a]，暂时没法确认所有实例都已就绪。").claims == ()
    assert grammar_claims("重启命令我下发了 [evt:a]，所有实例都已就绪。") != []


def test_an_outcome_after_a_request_is_the_requests_not_what_it_asks() -> None:
    assert fee_claims("您的补卡申请处理完毕。") != []
    assert fee_claims("已经帮您申请退回了。") == [("申请", "complete")]  # a request filed: what it asks is not done


def test_wan_closes_the_first_step_of_a_plan() -> None:
    said = "我今晚把新会员卡寄给您，寄完再跟您说一声。"
    assert member_claims(said) == []
    assert not member_flagged(said)
    assert member_flagged("新会员卡已经寄给您了。")  # done, uncited


def test_the_agent_named_before_the_next_step() -> None:
    said = "您先看一下尺码对不对？确认了我就下单。"
    assert member_claims(said) == []
    assert not member_flagged(said)
    assert member_flagged("您确认了，我已经下单了。")  # 已: done


def test_a_modal_inside_a_relative_clause_does_not_scope_the_act() -> None:
    assert subscription_flagged("排查完顺手把报表要用的字段补上了。", {}) != []
    assert subscription_verbs("如果您上周的账单已经自动扣款了，这张可以忽略。") == []


def test_an_act_after_waiting_for_another_is_planned() -> None:
    assert subscription_verbs("等主管签字后寄出。") == []
    assert subscription_verbs("等了一天后我已经帮您退款了。") == ["退款"]


def test_an_alternative_offered_after_a_comma_is_no_act() -> None:
    assert subscription_verbs("可以把域名加进白名单，或者改成用公司邮箱发。") == []


@pytest.mark.parametrize(
    "text",
    [
        "需要的话回复1我就帮您挂上",
        "要是尺码不合适我就给您换掉",
        "方便的话我就帮您改签到下午",
    ],
)
def test_a_condition_governs_its_consequence_in_the_same_clause(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("之前同事答应您的补偿我确认过了", False),
        ("确实还没发，今天给您补上", False),
        ("稍后发您邮箱", False),
        ("今天已经给您补上了", True),
    ],
)
def test_a_check_and_a_promise_for_later_are_not_acts(text: str, claimed: bool) -> None:
    assert bool(found(text)) is claimed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("您的退货申请我已经同意了", [("同意", "update")]),
        ("这笔采购我批了", [("批", "update")]),
        ("亲，退货退款已经同意了", [("同意", "update")]),
        ("我已经同意退款了", [("同意", "update")]),
        ("主管已经同意了您的退货申请", []),
        ("商家那边已经同意退款了，但款项还没退", []),
        ("如果您同意的话，我就帮您把两个订单合并发货", []),
        ("等领导批了之后，我再帮您走付款流程", []),
        ("这批货明天到", []),
    ],
)
def test_an_approval_is_a_change_of_a_record_and_what_it_allows_is_not_done(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """同意 and 批 (claims-zh2, batch 16) are the agent's act when the agent approves (never money: approving a
    refund is no refund); someone else's approval, a condition, a measure word (这批货) is none."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("这个功能已经下线很久了", []),
        ("已经下线了", [("下线", "change")]),
        ("经核实，11 月 28 日确实扣了两次会员费", []),
        ("多扣的 ¥30 我已经申请退回", [("申请", "complete")]),
        ("我已经把申请提交给财务了", [("提交", "complete")]),
        ("投标文件已经按时递交", [("递交", "complete")]),
        ("钱已经退回到我们公司账户", []),
        ("钱已经退回到您的银行卡", [("退回", "refund")]),
        ("已经回复了客户的邮件，并抄送了销售负责人", [("回复", "email")]),
        ("已抄送财务", [("抄送", "send")]),
    ],
)
def test_long_states_requests_money_come_back_and_copies(text: str, expected: list[tuple[str, str]]) -> None:
    """很久/多年 after an act makes it a state held long; 经核实 is a look like 查了一下; 申请 + an act files a request
    (any writing tool), the act it asks for is not done; documents handed in are filed; money back on the agent's
    side (退回到我们公司账户) came back, no act for the customer; a copy (抄送) after a mail went with it."""
    assert found(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "您上传处方后药师审核通过才能下单",
        "还差部门负责人签字，签完才能走付款流程",
        "双十二短信 12 万人，送达率 97%",
        "本月账单 ¥268.50 已出，最后还款日 12 月 25 日",
    ],
)
def test_conditions_with_cai_rates_and_what_came_out_are_no_acts(text: str) -> None:
    assert find_claims(text).claims == ()


def test_a_request_filed_after_a_cited_act_does_not_share_its_citation() -> None:
    text = "已帮您把 MU5101 改签到 MU5103 [evt:evt_7646e146a5b1c332403c]，并申请了航班取消的延误险理赔。"
    assert [bool(c.cited) for c in find_claims(text).claims] == [True, False]
    assert all(c.cited for c in find_claims("全部处理好了 [evt:evt_7646e146a5b1c332403c]").claims)  # a "done" sums up


def test_a_wish_for_the_reader_governs_the_act_after_it() -> None:
    assert find_claims("有任何问题随时找我，也祝您早日把车修好、平安出行。").claims == ()
    assert [c.verb for c in find_claims("祝您旅途愉快，订单已为您取消。").claims] == ["取消"]
