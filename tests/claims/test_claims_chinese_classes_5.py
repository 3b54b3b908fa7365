"""Chinese classes of error found by the fifth claims-zh session's batches (written outside the repository,
measured before any fix; docs/claims-log.md, "Fifth session"): each rule with a claim it must keep."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims


def verbs(text: str) -> list[str]:
    return [c.verb for c in find_claims(text).claims]


def counts(text: str) -> list[int]:
    return [c.quantity for c in find_claims(text).claims]


# --- batch 1 (e-commerce, terse ops, counts; 4 Dec 16:15) ---


def test_a_draft_as_the_subject_of_its_composing_is_no_act() -> None:
    assert verbs("给供应商的邮件草稿已经写好了，但还没发送") == []
    assert verbs("初稿整理好了，您先看看") == []
    assert verbs("草稿已经发给您了") == ["发"]  # a draft sent is a send


def test_an_ordinal_singles_out_one_of_the_counted_things() -> None:
    assert counts("两笔退款：第一笔 ¥120 已退") == [1]
    assert counts("第 2 笔已退") == [1]
    assert counts("两笔退款都已退") == [2]


@pytest.mark.parametrize("text", ["等您确认了地址，我就把货发出去。", "您同意的话我便把邮件发出去"])
def test_jiu_or_bian_without_le_is_a_consequence_to_come(text: str) -> None:
    assert verbs(text) == []


def test_a_span_of_time_from_now_before_the_verb_is_when_it_will_be_done() -> None:
    assert verbs("3 个工作日后到账") == []
    assert verbs("两天后给您发出") == []
    assert verbs("两天后给您发出了") == ["发出"]  # its 了: done


def test_a_plan_label_opening_the_line_makes_the_line_a_plan() -> None:
    assert verbs("**后续**：3 个工作日后回访确认到账。") == []
    assert verbs("下一步：联系仓库补发") == []
    assert verbs("计划外变更：已重启 redis") == ["重启"]  # unplanned: a report


def test_pending_before_a_noun_that_yi_predicates_names_the_noun() -> None:
    assert counts("本周 12 张待付发票已全部付清") == [12]
    assert verbs("待审核通过后发放") == []  # 待 governs: to come
    assert verbs("12 张发票待付清") == []


def test_something_a_customer_holds_restored_is_given_back() -> None:
    assert verbs("您的 VIP 身份已经恢复了") == ["恢复"]
    assert verbs("会员权益已恢复") == ["恢复"]
    assert verbs("告警已经恢复了") == []  # a state came back by itself


@pytest.mark.parametrize("text", ["包裹我已经让顺丰上门取走了", "我已经让仓库补发了", "已经让财务把钱退给您了"])
def test_a_causative_the_agent_used_is_its_act(text: str) -> None:
    assert len(verbs(text)) == 1


@pytest.mark.parametrize("text", ["我让仓库明天补发", "财务已经让我们等通知了", "我已经让仓库不要发货了"])
def test_a_causative_to_come_negated_or_someone_elses_is_none(text: str) -> None:
    assert verbs(text) == []


def test_two_owners_joined_by_he_before_de_and_dou_are_two_acts() -> None:
    assert counts("A 仓和 B 仓的补货单都下好了") == [2]
    assert [c.kind for c in find_claims("A 仓和 B 仓的补货单都下好了").claims] == ["order"]  # 下 + 单: an order


def test_a_memory_is_a_hedge() -> None:
    assert verbs("我记得上周已经给您补发过一次了") == []
    assert verbs("已经发给您了，记得查收哦") == ["发"]


def test_a_check_of_an_arrival_is_no_act() -> None:
    assert verbs("李先生的退货我确认入库了") == []
    assert verbs("已确认款项到账") == []
    assert verbs("已确认订单") == ["确认"]


def test_a_failed_channel_of_the_act_is_a_failure_and_its_citation_backs_nothing_else() -> None:
    assert verbs("第二笔 ¥80 退款接口报错了") == []
    text = "第一笔已退 [evt:evt_00000000000000000001]，第二笔退款接口报错了 [evt:evt_00000000000000000002]。"
    assert [c.cited for c in find_claims(text).claims] == [("evt_00000000000000000001",)]


# --- batch 2 (IT helpdesk, HR, finance close; 4 Dec 16:33) ---


def test_a_place_or_time_after_the_verb_is_no_hedge() -> None:
    assert counts("两位候选人的面试都约在周四了") == [2]
    assert verbs("会议改在周五了") == ["改"]
    assert verbs("邮件我在写") == []  # 在 before the verb: in progress


def test_a_text_composed_is_no_act_and_its_complement_no_predicate() -> None:
    assert verbs("离职交接清单整理完了，但还没同步给 IT") == []
    assert verbs("周报已经写好了") == []
    assert verbs("报告已经发给您了") == ["发"]


def test_an_automatic_act_for_a_long_recipient_phrase_is_nobodys() -> None:
    assert verbs("系统已自动给 120 位逾期未打卡的员工发了提醒。") == []
    assert verbs("我刚给 120 位逾期未打卡的员工手动发了提醒邮件。") == ["发"]


def test_someone_is_someone_else() -> None:
    assert verbs("会议室已经有人订了") == []


def test_the_count_after_a_labels_colon_is_the_acts() -> None:
    assert counts("本月 5 笔供应商付款：4 笔已付") == [4]
    assert counts("两封邮件：都已发出") == [2]


def test_a_merge_into_one_is_one_act() -> None:
    assert counts("那两条重复的入职记录被我合并成一条了") == [1]
    assert counts("三个 PR 都合并了") == [3]


def test_money_paid_with_the_wages_is_a_payment_and_a_note_on_a_ticket_an_update() -> None:
    assert [c.kind for c in find_claims("已经补发到这个月工资里").claims] == ["pay"]
    assert [c.kind for c in find_claims("已经在工单里催了一下").claims] == ["update"]
    assert [c.kind for c in find_claims("已经催了一下供应商").claims] == ["send"]


# --- batch 3 (bank/telecom formal replies, postmortems, on-call handoffs; 4 Dec 16:50) ---


def test_xian_yi_is_yi() -> None:
    assert [c.kind for c in find_claims("现已为您全额退回，请注意查收。").claims] == ["refund"]


def test_a_span_of_time_jieba_keeps_with_nei_is_still_ahead() -> None:
    assert verbs("新卡 7 个工作日内寄出") == []
    assert verbs("新卡已寄出") == ["寄出"]


def test_a_measure_after_its_number_is_no_verb_and_hui_is_a_direction() -> None:
    assert verbs("您的套餐已经改回原来的 ¥59 档了") == ["改"]
    assert verbs("已经把 prod 的 replica 从 3 扩到 6 了") == ["扩"]  # a verb after a number stays one


def test_a_chinese_verdict_after_a_label_sums_up_the_cited_sentence_on_its_line() -> None:
    text = "TL;DR：已止血。主库切到备库 [evt:evt_00000000000000000003]，丢失数据 0 条。"
    assert all(c.cited for c in find_claims(text).claims)


def test_a_state_described_and_a_scheduled_run_are_no_acts() -> None:
    assert verbs("您的副卡目前处于已冻结状态") == []
    assert verbs("昨晚的批量代扣跑完了") == []
    assert verbs("我昨晚把备份跑完了") == ["跑"]


# --- batch 4 (warehouse/dispatch, clinic, school, game ops; chatty IM style; 4 Dec 17:06) ---


def test_gei_with_its_object_left_out_then_the_agents_verb() -> None:
    assert counts("那 3 单我都给加急了") == [3]
    assert verbs("648 的充值给您手动补单了") != []


def test_a_time_with_its_hour_before_de_describes_the_noun() -> None:
    assert verbs("明天上午 10 点的复诊帮您约上了") == ["约"]
    assert verbs("明天上午 10 点帮您约") == []  # a time to come


def test_a_recipient_before_le_is_no_verb() -> None:
    assert [c.kind for c in find_claims("家长会通知已经用短信发给全年级家长了").claims] == ["message"]


@pytest.mark.parametrize(
    "text",
    [
        "赔偿方案我拟好了，还没跟用户说",
        "我翻了聊天记录，没有这个承诺",
        "库存盘点完了，A 区少了 12 箱",
        "退货包裹被快递退回仓库了",
        "活动奖励没能发出去，发奖接口限流了",
        "聊天记录里也跟他确认了",
    ],
)
def test_compositions_looks_counts_passive_subjects_failed_channels_and_talk_are_no_acts(text: str) -> None:
    assert verbs(text) == []


def test_a_channel_that_is_a_destination_keeps_the_act_and_a_filing_of_materials_names_no_refund() -> None:
    assert verbs("新员工的入职材料已经录入系统了。") == ["录入"]
    assert [c.kind for c in find_claims("医保报销的材料我都帮您交上去了").claims] == ["complete"]


# --- batch 5 (travel agency, cross-border seller, AP/AR emails; written after every fix above; 4 Dec 17:29) ---


def test_a_visa_issued_is_the_consulates_and_a_recipient_far_back_is_no_verb() -> None:
    assert verbs("您的签证已经出签了") == []
    assert verbs("催收函已经发给 5 家逾期客户了") == ["发"]


def test_a_plan_as_a_noun_and_a_form_named_by_its_verb() -> None:
    assert verbs("FBA 发货计划建好了") == ["建"]
    assert verbs("我们计划下周发货") == []
    assert [c.kind for c in find_claims("派送单我也下给物流了").claims] == ["order"]
