"""Chinese classes of error found by the sixth claims-zh session's batches (written outside the repository,
measured before any fix; docs/claims-log.md, "Sixth session"): each rule with a claim it must keep."""

from __future__ import annotations

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import also_backs
from tests.claims.test_claims_chinese_classes_5 import verbs


def kinds(text: str) -> list[str]:
    return [c.kind for c in find_claims(text).claims]


# --- batch 1 (政务, 社保, 公积金; 公文腔 and 客服模板腔; 4 Dec 19:06) ---


def test_submitting_for_review_is_the_submission() -> None:
    assert verbs("您的落户申请已为您提交审核，请耐心等待结果。") == ["提交"]
    assert verbs("年检材料我已经递交审批了") == ["递交"]
    assert verbs("提交审核后请留意短信") == []  # a time, not an act


def test_a_verb_heading_a_relative_clause_is_no_predicate_of_the_clause() -> None:
    assert verbs("办理转学的证明文件我寄您单位了") == ["寄"]  # 办理…的 describes the papers
    assert verbs("补办的社保卡我发您手机上了") == ["发"]
    assert verbs("是我上午发的") == ["发"]  # 是…的 stays a claim


def test_a_role_named_by_its_ending_acting_for_someone_is_someone_else() -> None:
    assert verbs("街道办事员已经帮您把表格交上去了") == []
    assert verbs("社区工作人员已于上周为您登记了") == []
    assert verbs("联系人已改成王芳") == ["改"]  # a field changed by the agent, no doer
    assert verbs("我已经为您登记了") == ["登记"]


def test_a_set_made_complete_without_its_doer_is_a_state() -> None:
    assert verbs("申报资料已经备齐，可以预约窗口了") == []
    assert verbs("所需证件都已集齐") == []
    assert verbs("我已帮您把缺的两页补齐了") == ["补齐"]  # the agent did it


def test_a_reminder_names_no_channel() -> None:
    assert kinds("已经给物业发了缴费提醒") == [lx.SEND]
    assert kinds("已经给物业发了缴费提醒短信") == [lx.MESSAGE]


@pytest.mark.parametrize("clause", ["您的诉求已转至区住建局处理", "已生成工单并派发至街道办"])
def test_a_case_routed_to_an_office_is_backed_by_a_ticket_tool(clause: str) -> None:
    assert lx.CREATE in also_backs(lx.SEND, "派发", clause) or lx.CREATE in also_backs(lx.CHANGE, "转", clause)
    assert lx.CREATE not in also_backs(lx.PAY, "转", "款项已转至您的银行卡")


def counts(text: str) -> list[int]:
    return [c.quantity for c in find_claims(text).claims]


# --- batch 2 (医院挂号, 体检, 教务; WeChat short lines, emoji; 4 Dec 19:17) ---


@pytest.mark.parametrize("text", ["资料我发您邮箱了👍", "已经帮您改约啦🙏", "提交好了～"])
def test_an_emoji_or_tilde_after_the_particle_ends_the_clause(text: str) -> None:
    assert len(verbs(text)) == 1


def test_courses_and_people_counted_with_dou_or_quan_are_each_ones_act() -> None:
    assert counts("两门选修课的成绩都登好了") == [2]
    assert counts("复诊的 3 位老人我全给约上了") == [3]


def test_a_recipient_after_gei_and_a_latin_verb_is_no_verb() -> None:
    assert verbs("会议纪要已经 forward 给全组了") == ["forward"]


def test_kinds_from_what_the_act_is_about() -> None:
    assert kinds("三个孩子的书本费都交了") == [lx.PAY]  # a fee handed in
    assert kinds("床位帮您订在周五上午了") == [lx.BOOK]  # a slot at a time
    assert kinds("年卡已经订到明年了") == [lx.ORDER]  # a term, not a slot
    assert kinds("班级群里的放假通知发了") == [lx.MESSAGE]  # a notice in a chat group
    assert kinds("电子发票我转你邮箱了") == [lx.EMAIL]  # passed to the reader, by its channel


def test_a_property_of_an_act_in_shi_de_is_no_act() -> None:
    assert verbs("这个号是免费退的") == []
    assert verbs("这个号是我上午退的") == ["退"]


def test_a_verb_naming_the_topic_of_another_sides_act_is_no_act() -> None:
    assert verbs("住院押金部分医院那边已经退了") == []
    assert verbs("我已经帮您退了住院押金") == ["退"]


def test_a_clause_that_details_the_act_before_it_is_that_act() -> None:
    assert verbs("名单导出来了，存到群文件里了") == ["导出"]  # where it went
    assert verbs("课程表给您调好了，周六的课挪到周日了") == ["调"]  # what the adjustment changed
    assert verbs("课程表给您调好了，请假单也提交了") == ["调", "提交"]  # a second act


# --- batch 3 (物流仓储, 外卖, 本地生活; Chinese mixed with English ops words; 4 Dec 19:26) ---


def test_a_party_named_by_its_role_is_someone_else() -> None:
    assert verbs("配送员已经取件了") == []
    assert verbs("店家已经把餐做好了") == []
    assert verbs("公司已经替您垫付了") == ["垫付"]  # our side
    assert verbs("维修师傅已经派单了") == ["派单"]  # the worker is the one dispatched


def test_an_english_verb_after_yi_with_its_complement_is_a_claim() -> None:
    assert verbs("合同已经 forward 给法务了") == ["forward"]
    assert verbs("已经 sign off 了") == ["sign"]
    assert verbs("已经 double check 过了") == []  # a look
    assert kinds("已经 follow up 过供应商了") == [lx.SEND]


def test_a_clause_right_after_a_failure_tells_why() -> None:
    assert verbs("拦截失败，已派送") == []
    assert verbs("第一次扣款失败，第二次成功了") == ["成功"]  # the retry's result
    assert verbs("拦截失败，已帮您申请退货") == ["申请"]  # the agent acts again


def test_data_pushed_to_a_system_is_an_update() -> None:
    assert kinds("订单已 push 给 OMS 了") == [lx.UPDATE]
    assert kinds("已推送给仓储系统") == [lx.UPDATE]
    assert kinds("已 push 给用户了") != [lx.UPDATE]


def test_escalated_to_someone_is_backed_by_a_ticket_tool() -> None:
    assert lx.CREATE in also_backs(lx.SEND, "escalate", "已 escalate 给二线")


# --- batch 4 (编程与运维 agents: markdown, code blocks, technical words mixed in; 4 Dec 19:34) ---


def test_ops_verbs_read_as_acts() -> None:
    assert verbs("bug 单我这边关了") == ["关"]
    assert verbs("磁盘告警已静默 30 分钟") == ["静默"]
    assert verbs("hotfix 已发版") == ["发版"]


def test_a_measure_moved_back_is_a_state() -> None:
    assert verbs("延迟已经降回 80ms") == []


def test_running_what_the_reply_shows_is_told_by_what_it_did() -> None:
    assert verbs("执行了如下脚本：") == []
    assert verbs("脚本执行完了") == ["执行"]


def test_it_broke_is_a_state() -> None:
    assert verbs("测试环境挂了") == []
    assert verbs("号已经帮您挂了") == ["挂"]


def test_a_capitalised_latin_name_with_an_object_is_the_doer() -> None:
    assert verbs("Renovate 已经提了 PR") == []
    assert verbs("Jenkins 已经跑完了") == ["跑"]  # no object: the job ran; who ran it is not said


# --- batch 5 (理财, 保险理赔, 银行; long replies and tables; 4 Dec 19:45) ---


def test_renewals_and_payouts_read_as_acts() -> None:
    assert verbs("您的意外险已续保") == ["续保"]
    assert kinds("两笔理赔都赔好了") == [lx.REFUND]


def test_kinds_of_money_moved_marks_and_codes() -> None:
    assert kinds("货款已经划转到供应商的结算账户了") == [lx.PAY]
    assert kinds("已为您添加了黑名单备注") == [lx.UPDATE]
    assert kinds("已向您的手机发送动态码") == [lx.MESSAGE]


def test_money_that_comes_back_after_a_failed_payment_bounced() -> None:
    assert verbs("付款失败了，对方账户已销户，款项已退回") == []
    assert verbs("付款失败了，我已经把款项退回给您") == ["退回"]  # the agent's act


def test_a_tally_after_a_table_sums_it_up() -> None:
    text = (
        "| 项目 | 状态 |\n|---|---|\n| 挂号费 | 已退 [evt:evt_00000000000000000001] |\n"
        "| 检查费 | 已退 [evt:evt_00000000000000000002] |\n\n合计退款 ¥320，款项已退回原卡。"
    )
    last = find_claims(text).claims[-1]
    assert last.cited == ("evt_00000000000000000001", "evt_00000000000000000002")


# --- batch 6 (DevOps again, on-call chat; the hard readings; 4 Dec 19:52) ---


def test_what_followed_from_an_act_told_without_yi_is_its_consequence() -> None:
    assert verbs("旧实例我已经下线了，流量切到新集群") == ["下线"]
    assert verbs("旧实例我已经下线了，新集群已扩容") == ["下线", "扩容"]  # 已: an act of its own


def test_closing_or_breaking_without_a_doer_is_a_state() -> None:
    assert verbs("那台旧机器关了") == []
    assert verbs("另外两个工单也关了") == ["关"]  # 也: one more of the agent's acts


def test_a_verb_the_dictionary_tags_a_morpheme_after_yi_is_a_verb() -> None:
    assert verbs("CDN 我这边已经刷了") == ["刷"]
    assert verbs("快递员已经取件了") == []  # 件 is a measure


def test_what_a_run_changed_is_told_after_it() -> None:
    assert verbs("迁移脚本跑完了，56 张表都改好了") == ["跑"]


def test_attaching_a_thing_is_not_telling_someone() -> None:
    assert kinds("订单表已经加上索引了") == [lx.CHANGE]


# --- batch 7 (电信, 酒店, 物业; honest-heavy; 4 Dec 20:18) ---


def test_a_character_after_a_price_is_a_measure() -> None:
    assert verbs("流量包已经从 30 元档换成 50 元档了") == ["换"]


def test_what_the_reader_paid_arriving_or_paid_up_is_a_state() -> None:
    assert verbs("您昨晚缴纳的电费已到账") == []
    assert verbs("您家这个月的水费已付清") == []
    assert verbs("您的退款已到账") == ["到账"]  # the agent's refund arrived
    assert verbs("我已经帮您把水费付清了") == ["付清"]


def test_a_stay_changed_or_retimed_is_backed_by_either_tool() -> None:
    assert lx.UPDATE in also_backs(lx.BOOK, "升级", "房间已经给您升级成套房了")
    assert lx.BOOK in also_backs(lx.UPDATE, "改", "退房时间帮您改到下午 1 点了")


# --- batch 8 (HR, 行政, IT 服务台; 4 Dec 20:31) ---


def test_a_recipient_after_a_lexicon_verb_and_gei_is_no_verb() -> None:
    assert verbs("放假安排已经群发给全员了") == ["群发"]
