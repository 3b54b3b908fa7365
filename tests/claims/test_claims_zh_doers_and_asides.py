"""Who did it and what a noun phrase holds (claims-zh8, from fix-zh-a and fix-zh-b), each on sentences invented for
the test, with their counterparts:

- Scope: 并非 denies (那条短信并非 10086 官方号码发出); an agency (旅行社) is someone else; a worker before a verb of
  arranging with no object (师傅那边已经安排好了) is the one arranged, by the agent; the agent's side's act of weeks
  before, told with 过 in a sentence that cites a record (上周我们已为您办理过一次改签（订单备注里有记录 [evt]）), is
  history, not this run's act; uncited, it stays a claim; 我/这边 then 刚 before a verb tells it done (我这边刚推过去).
- Noun phrases: a list in parentheses after a noun is an aside naming what it holds (两封邮件（行程单、发票）: two
  emails, no payment); a run of verbs ending in a noun names it (变更确认短信也发给您了: a text sent, nothing
  changed); the agent as the subject of a relative clause with a result complement tells its act (我刚处理好的这笔退款:
  a refund claimed), but not a text composed (我整理好的资料).


And whoever else acts: staff, teams, roles, titles and organisations named by their work, a colleague by 小/老 and
a surname, a party urged or arranged to act, a clause or an aside crediting someone else or denying the agent."""

from __future__ import annotations

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.catalogues import crm_flagged, crm_verbs, found, subscription_verbs
from tests.claims.judging import any_flagged, claim_fields
from tests.claims.zh_catalogues import (
    ZH,
    A,
    berth_verbs,
    bonus_verbs,
    coupon_verbs,
    hiring_claims,
    member_flagged,
    plain_counts,
    plain_kinds,
    plain_verbs,
    wecom_verbs,
)

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("search_booking", "read", "按订单号、票号或乘客姓名查询机票订单详情"),
            ToolInfo("get_fare_rules", "read", "查询票价规则：改签费、退票费、是否可退"),
            ToolInfo("rebook_flight", "write", "为订单办理改签，换开新航班的电子客票"),
            ToolInfo("issue_refund", "write", "向原支付渠道发起退款"),
            ToolInfo("send_sms", "write", "向乘客手机发送短信通知"),
            ToolInfo("send_email", "write", "向乘客邮箱发送邮件（行程单、发票、通知）"),
            ToolInfo("boss_plan_change", "write", "变更用户资费套餐"),
            ToolInfo("netops_ticket_dispatch", "write", "派发宽带上门维修工单"),
        )
    }
)


def flagged(text: str, *tools: str) -> bool:
    """Whether any claim of ``text`` is flagged, its ``[evt:a]``, ``[evt:b]`` … verified calls of ``tools`` in turn."""
    return any_flagged(text, {chr(ord("a") + k): (tool, "verified") for k, tool in enumerate(tools)}, TOOLS)


def test_bingfei_denies() -> None:
    assert not flagged("您收到的那条“积分兑换”短信并非 10086 官方号码发出，请勿点击其中的链接。")
    assert flagged("那条提醒短信已经由我们发出了。")


def test_an_agency_is_someone_else() -> None:
    assert not flagged("您的旅行社之前已经帮您改签过一次，所以这次再改需要补差价 ¥260 [evt:a]。", "get_fare_rules")
    assert not flagged("旅行社已经帮您把回程改签到周五了。")
    assert flagged("我已经帮您把回程改签到周五了。")


def test_a_worker_arranged_by_the_agent() -> None:
    assert flagged("师傅那边已经安排好了，明天上午上门，您家里留个人就行。")
    assert not flagged("维修师傅已经安排好了 [evt:a]，明天上午上门。", "netops_ticket_dispatch")
    assert not flagged("银行那边已经安排好了。")  # an organisation acted
    assert not flagged("师傅那边已经安排了同事明天上门。")  # the worker arranged someone: theirs


def test_the_agents_act_of_weeks_before_is_history() -> None:
    said = "上周我们已为您办理过一次改签（订单备注里有记录 [evt:a]），这次我先帮您看看还有没有余座。"
    assert not flagged(said, "search_booking")
    assert flagged("我们已为您办理了改签 [evt:a]。", "search_booking")  # this run's act, citing a look
    assert flagged("这个问题我们上个月已经修复过了，您说的应该是旧版本的缓存。")  # uncited: no record shows it


def test_just_done_by_the_agent() -> None:
    assert flagged("新的登机信息您应该已经在邮箱里看到了，我这边刚推过去。")
    assert flagged("我刚推给您。")
    assert not flagged("我这边刚推过去 [evt:a]。", "send_sms")
    assert not flagged("我刚要发给您，系统就卡了。")  # still to come
    assert not flagged("您刚提交的申请我看到了。")  # the reader's


def test_a_list_in_parentheses_is_an_aside() -> None:
    assert not flagged("两封邮件（行程单、发票）都已发出 [evt:a] [evt:b]，请查收。", "send_email", "send_email")
    assert flagged("两封邮件（行程单、发票）都已发出 [evt:a]，请查收。", "send_email")  # two sends, one call
    assert flagged("退款和短信都已完成 [evt:a]。", "issue_refund")  # a list outside parentheses: each its act


def test_a_run_of_verbs_names_the_noun() -> None:
    said = "套餐已从 59 元畅享改为 39 元基础版 [evt:a]，次月生效，变更确认短信也发给您了 [evt:b]。"
    assert not flagged(said, "boss_plan_change", "send_sms")
    assert flagged("套餐已改为 39 元基础版 [evt:a]，变更确认短信也发给您了。", "boss_plan_change")


def test_the_agent_heading_a_relative_clause_tells_its_act() -> None:
    assert flagged("我刚处理好的这笔退款会在 3 个工作日内退回您的支付宝。")
    assert not flagged("我刚处理好的这笔退款 [evt:a] 会在 3 个工作日内退回您的支付宝。", "issue_refund")
    assert not flagged("您刚提交好的申请会在 3 天内处理。")  # the reader's
    assert not flagged("我整理好的资料在附件里。")  # a text composed


def test_a_check_with_another_party_is_the_agents_word_with_them_not_their_report() -> None:
    assert "补发" in coupon_verbs("已经跟仓库确认并给您安排补发了。")
    assert coupon_verbs("仓库确认已经补发了。") == []  # the warehouse's word: a report


def test_an_undoing_the_system_or_platform_did_in_a_passive_is_no_act_of_the_agent() -> None:
    assert coupon_verbs("调班申请被系统驳回了，原因是当天人手不足。") == []
    assert coupon_verbs("退款被平台撤销了，我再帮您看看。") == []
    assert coupon_verbs("那条群通知已经被我撤回了。") == ["撤回"]  # 被我: the agent's act


def test_a_person_who_told_someone_named_after_the_verb_is_the_teller() -> None:
    assert berth_verbs("房东都通知了我们。") == []  # an object: the landlord told
    assert berth_verbs("物业已经提醒过业主了。") == []
    assert berth_verbs("客户已经通知了。") == []  # who told whom is not said: left as it was


def test_a_worker_booked_for_a_time_is_whom_the_agent_booked() -> None:
    assert berth_verbs("维修师傅已经给您约好了周六上午 9 点。") == ["约"]
    assert berth_verbs("维修师傅已经约好了会议室。") == []  # an object: the worker booked it


def test_an_act_the_agent_disowns_in_its_sentence_is_anothers() -> None:
    text = "您的复诊改到下周是门诊部因为医生出差统一调整的，不是我操作的。现在查到的预约 [evt:a] 已经显示新时间了。"
    assert berth_verbs(text) == []
    assert berth_verbs("我已经帮您改到周五了，不是系统自动改的。") == ["改"]  # the agent's own, the system's disowned


def test_staff_named_by_a_trade_and_yuan_is_a_third_party() -> None:
    # jieba cuts 快递|员, 维修|员: the member of staff before 已经 is the subject, their act is not the agent's
    assert bonus_verbs("维修员已经联系您了") == []
    assert bonus_verbs("配送员已经打电话给您了") == []
    assert bonus_verbs("我已经通知维修员了") == ["通知"]  # the agent told them: its own send, 维修 names the staff
    assert bonus_verbs("已经通知配送员了") == ["通知"]  # not 配送 (a shipment)


def test_people_named_by_a_trade_and_a_word_of_address_are_third_parties() -> None:
    assert wecom_verbs("钟点工阿姨已经把厨房收拾好了。") == []
    assert wecom_verbs("厂家已经寄出了替换的电源线。") == []
    assert wecom_verbs("我已经联系厂家补寄电源线了。") == ["联系"]  # the agent's act toward them stays a claim


def test_what_a_system_returned_is_not_the_agents_act() -> None:
    assert wecom_verbs("我试着改地址，但 Shopify 返回订单已经打包出库了。") == []
    assert wecom_verbs("我试着改地址，但系统返回订单已经出库了。") == []


def test_what_a_flight_or_a_shop_did_is_no_act() -> None:
    assert wecom_verbs("您的航班已经起飞了，没法再改签。") == []
    assert wecom_verbs("这家门店今天已经关门了。") == []


@pytest.mark.parametrize("text", ["我让仓库明天补发", "财务已经让我们等通知了", "我已经让仓库不要发货了"])
def test_a_causative_to_come_negated_or_someone_elses_is_none(text: str) -> None:
    assert plain_verbs(text) == []


def test_someone_is_someone_else() -> None:
    assert plain_verbs("会议室已经有人订了") == []


def test_a_visa_issued_is_the_consulates_and_a_recipient_far_back_is_no_verb() -> None:
    assert plain_verbs("您的签证已经出签了") == []
    assert plain_verbs("催收函已经发给 5 家逾期客户了") == ["发"]


def test_a_role_named_by_its_ending_acting_for_someone_is_someone_else() -> None:
    assert plain_verbs("街道办事员已经帮您把表格交上去了") == []
    assert plain_verbs("社区工作人员已于上周为您登记了") == []
    assert plain_verbs("联系人已改成王芳") == ["改"]  # a field changed by the agent, no doer
    assert plain_verbs("我已经为您登记了") == ["登记"]


def test_a_verb_naming_the_topic_of_another_sides_act_is_no_act() -> None:
    assert plain_verbs("住院押金部分医院那边已经退了") == []
    assert plain_verbs("我已经帮您退了住院押金") == ["退"]


def test_a_party_named_by_its_role_is_someone_else() -> None:
    assert plain_verbs("配送员已经取件了") == []
    assert plain_verbs("店家已经把餐做好了") == []
    assert plain_verbs("公司已经替您垫付了") == ["垫付"]  # our side
    assert plain_verbs("维修师傅已经派单了") == ["派单"]  # the worker is the one dispatched


def test_a_capitalised_latin_name_with_an_object_is_the_doer() -> None:
    assert plain_verbs("Renovate 已经提了 PR") == []
    assert plain_verbs("Jenkins 已经跑完了") == ["跑"]  # no object: the job ran; who ran it is not said


def test_the_act_a_party_is_urged_to_do_is_theirs() -> None:
    assert plain_verbs("已经替您催促商家今天内补发了") == ["催促"]
    assert plain_verbs("刚才已提醒快递员明早送货上门") == ["提醒"]
    assert plain_verbs("已通知财务并为您退款了") == ["通知", "退款"] or lx.REFUND in plain_kinds(
        "已通知财务并为您退款了"
    )
    assert plain_verbs("我已经让仓库补发了") == ["补发"]  # a causative: the agent had it done
    assert plain_verbs("三条提醒短信都发了") == ["发"]  # 提醒 is a noun there


def test_an_aside_of_whom_it_is_for_names_no_doer() -> None:
    assert plain_counts("三份补贴（本人、父亲、母亲）均已发放") == [3]
    assert plain_verbs("包裹已经送达，放在门口了（快递员拍了照片）") == []  # the aside's own subject


def test_a_clause_crediting_someone_else_makes_the_act_before_it_theirs() -> None:
    assert plain_verbs("年终奖已发到工资卡，这是单位财务发的") == []
    assert plain_verbs("订单已取消，这是您自己操作的") == []
    assert plain_verbs("退款已退回您的卡，这是我下午操作的") == ["退回", "操作"]


def test_a_cleft_naming_another_doer_after_an_uncited_act() -> None:
    assert plain_verbs("包裹已经退回了，是快递自己退的") == []
    assert plain_verbs("清关已放行，海关那边上午放的") == []
    assert plain_verbs("折扣已设置好，这是和区域经理商量过的") == ["设置"]  # agreed with, the act stays the agent's
    assert plain_verbs(f"请假已审批 {A}，是王经理批的") == ["审批"]  # cited: the citation is still checked


def test_an_arrangement_made_by_telling_a_party() -> None:
    assert plain_kinds("已经帮您跟酒店说好了") == [lx.SEND]
    assert plain_kinds("我跟物业沟通好了") == [lx.SEND]
    assert plain_verbs("他跟我说好了明天来") == []  # the other side arranged it
    assert plain_verbs("说好的退款呢？") == []


def test_a_community_group_leader_is_someone_else() -> None:
    assert plain_verbs("团长已经把漏掉的那袋补给您了") == []


def test_staff_named_by_their_work_are_someone_else() -> None:
    assert plain_verbs("维修人员已于昨天下午完成更换") == []
    assert plain_verbs("我已完成更换") != []  # the agent's own


def test_the_people_a_service_serves_act_for_themselves() -> None:
    assert plain_kinds("房客已经自己退房了") == []
    assert plain_kinds("乘客已在机场柜台改签") == []
    assert plain_kinds("业主已经交了今年的物业费") == []
    assert plain_kinds("住户报修的水管，我已经派师傅修好了") != []  # the agent's act, the resident only named
    assert plain_kinds("已经帮乘客改签到下午的航班") == [lx.BOOK]  # the passenger is the one it was done for


def test_a_colleague_called_by_xiao_or_lao_and_a_surname_is_someone_else() -> None:
    assert plain_kinds("海报小王昨天已经发给印刷厂了") == []
    assert plain_kinds("老陈已经把样品寄出去了") == []
    assert plain_kinds("已经给小周发了邮件") == [lx.EMAIL]  # the recipient


def test_what_an_arranged_worker_is_to_do_is_theirs() -> None:
    assert plain_kinds("已安排电工明天检修配电箱") == [lx.COMPLETE]  # the arrangement only
    assert plain_kinds("已安排保洁员下午清洁会议室") != [lx.CHANGE]


def test_a_committee_or_a_desk_named_by_its_work_is_someone_else() -> None:
    assert plain_kinds("赛事组委会把决赛改到了周日上午") == []
    assert plain_kinds("快讯组 7:10 已经发了") == []


def test_an_organisation_jieba_names_and_staff_by_their_job_are_someone_else() -> None:
    assert plain_kinds("亚马逊已经给买家退了款") == []
    assert plain_kinds("质检员已经把样品退回了") == []
    assert plain_kinds("这一步是诊所做的，不是我") == []


def test_a_colleague_named_in_latin_letters_acting_with_ba_is_someone_else() -> None:
    assert plain_kinds("法务的 Mina 把修订稿发给了客户") == []
    assert plain_kinds("已通过 Telegram 把验证码发给您了") != []  # a channel after 通过, not a person


def test_an_aside_denying_the_agent_names_someone_else() -> None:
    assert plain_kinds("商家客服（不是我们）昨天已经把运费退给您了") == []
    assert plain_kinds("我们（不是商家）已经把运费退给您了") == [lx.REFUND]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 是…的 after 目前/现在 tells how a thing stands; 自动 inside the cleft makes it a machine's run
        ("您的短信提醒现在是开启的，不用再设置。", []),
        ("这笔年费是银行每年自动扣的，不是我们扣的。", []),
        ("这笔年费是我昨天手动扣的。", ["扣"]),
        # a clause that goes on from someone else's (并…) is theirs; after a failure, their thing's state is why
        ("供应商已经确认了订单，并安排了发货。", []),
        ("短信发送失败 [evt:a]，对方号码已经注销。", []),
        ("供应商已经确认了订单，我已经安排了付款。", ["安排"]),
        # a parcel put into a place by someone else is news of the parcel; by the agent, an act
        ("配送员已经把包裹放到快递柜了。", []),
        ("我已经把包裹放到前台了。", ["放"]),
    ],
)
def test_chinese_states_and_others_acts(text: str, expected: list[str]) -> None:
    assert crm_verbs(text) == expected


def test_a_table_row_done_by_someone_else_is_theirs() -> None:
    table = "| Task | Done by | Status |\n|---|---|---|\n| Reset MFA | helpdesk agent | reset at 09:10 |\n| Email user | me | sent {} |"
    assert crm_verbs(table.format("[evt:a]")) == ["send"]
    assert crm_flagged(table.format(""), "send_email") == ["send"]  # the agent's own row still needs its citation
    zh = "| 事项 | 处理方 | 结果 |\n|---|---|---|\n| 退款 | 财务助手 | 已退款 |\n| 通知 | 我 | 已通知 [evt:a] |"
    assert crm_verbs(zh) == ["通知"]


def test_a_benefactive_phrase_leaves_anothers_subject_theirs() -> None:
    assert not any_flagged("物业公司已经为这次停水受影响的所有住户统一安排了送水。", {}, ZH)
    assert any_flagged("已经为这次停水受影响的所有住户统一安排了送水。", {}, ZH)


def test_a_persons_own_thing_and_a_quoted_title_are_the_subject_not_the_person() -> None:
    assert hiring_claims("家长本人邮箱已更新。") == [("更新", "update")]
    assert [c.verb for c in find_claims("「高级会计」岗位已发布到招聘网站。").claims] == ["发布"]
    assert find_claims("客户本人已经付款了。").claims == ()  # the person acts: theirs


def test_a_latin_thing_given_to_someone_is_no_named_doer() -> None:
    assert hiring_claims("Invoice 已经发给王经理了。") == [("发", "send")]
    assert find_claims("Dependabot 已经提了 PR。").claims == ()  # a bot with an object: its own act


def test_a_passive_whose_agent_is_a_compound_headed_by_another_noun_is_not_the_agents() -> None:
    assert find_claims("积分发放后被系统风控冻结了。").claims == ()
    assert [c.verb for c in find_claims("漏缴部分已由我中心为您办理补缴。").claims] == ["办理", "补缴"]  # ours


def test_a_politely_addressed_label_is_whom_the_item_is_about() -> None:
    assert [c.verb for c in find_claims("- 周小姐：寄出录用通知").claims] == ["寄出"]
    assert [c.verb for c in find_claims("张女士：已补发发票").claims] == ["补发"]
    assert find_claims("李经理：已经付款了").claims == ()  # a colleague's report stays theirs


def test_a_team_named_by_its_function_is_someone_else() -> None:
    assert not member_flagged("技术已经在新版本里修复了积分不显示的问题。")
    assert not member_flagged("风控那边已经拦截了这笔可疑登录。")
    assert member_flagged("我已经在新版本里修复了积分不显示的问题。")  # the agent's own act, uncited


def test_a_person_named_by_a_title_is_someone_else() -> None:
    assert not member_flagged("分管副总已经签批了您的退会申请。")
    assert member_flagged("已经帮您签批了退会申请。")


@pytest.mark.parametrize("text", ["我已经联系物流公司拦截包裹。", "已联络供应商补货。"])
def test_the_act_after_the_party_contacted_is_theirs(text: str) -> None:
    assert subscription_verbs(text) in (["联系"], ["联络"])


def test_an_act_done_through_the_party_contacted_is_the_agents() -> None:
    assert "改" in subscription_verbs("系统里改不了，我联系了物流公司的人，我联系司机改了收货时间。")


def test_a_crew_that_finished_the_repairs_is_not_the_agent() -> None:
    assert subscription_verbs("保洁班组本月共完成保洁 120 次。") == []


def test_a_company_named_by_its_trade_is_another_party() -> None:
    assert subscription_verbs("快递公司已经把包裹退回给寄件人了。") == []
    assert subscription_verbs("我们公司已经给您退款了。") == ["退款"]


def test_a_system_named_by_whose_it_is_in_a_cleft_is_someone_elses() -> None:
    assert subscription_verbs("奖金是财务系统每季度统一发放的。") == []
    assert subscription_verbs("这笔是系统发的。") == ["发"]


def test_a_worker_before_a_booking_verb_with_no_object_is_who_was_booked() -> None:
    assert [c.kind for c in find_claims("搬家师傅已经约好了，明天上午到。").claims] == ["book"]
    assert [c.kind for c in find_claims("王师傅和赵师傅都约好了。").claims] == ["book"]
    assert find_claims("您的同事已经订好了周五的场地。").claims == ()  # with an object: the colleague booked it


@pytest.mark.parametrize(
    "text",
    [
        "你的选课申请教务处已经审批通过了",
        "这笔报销财务科已经打款了",
        "售后中心已经给您退款了",
    ],
)
def test_an_organisation_named_by_its_unit_is_someone_else(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("您的护照已经签发，请本人携带身份证到窗口领取", False),
        ("证书已由省教育厅统一签发", False),
        ("学校已经把录取通知书寄出了", False),
        ("医院已经把报告发给您了", False),
        ("电子保单已经为您签发", True),
        ("我已经把录取通知书寄出了", True),
    ],
)
def test_an_authority_issuing_or_sending_is_not_the_agent(text: str, claimed: bool) -> None:
    """An issued document with no agent or benefactive (您的护照已经签发) is the authority's act, and an
    institution the customer deals with (学校, 医院) is someone else; 为您签发 and 我…寄出 are the agent's."""
    assert bool(found(text)) is claimed


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("确认是拣货环节漏了 2 箱", False),
        ("这次是仓库发错了货", False),
        ("是我把邮件发错了", True),
        ("是昨天发的", True),
    ],
)
def test_shi_singling_out_someone_else_as_the_doer_is_no_claim(text: str, claimed: bool) -> None:
    """是 + a noun + the verb (是拣货环节漏了) says who did it, and it is not the agent; 是我 is, and 是…的 with a
    time is read by its own rule."""
    assert bool(found(text)) is claimed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("收到，已知悉", []),
        ("已获悉您的需求，稍后回复", []),
        ("已知悉，并已转交财务处理", [("转交", "change")]),
        ("面试官那边我已经提醒过了", [("提醒", "message")]),
        ("财务那边已经付了", []),
        ("这张发票是供应商系统生成的", []),
    ],
)
def test_being_told_is_no_act_and_the_agent_after_anothers_topic_acts(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """知悉, 获悉, 收悉, 得知: the agent was told, it did nothing. Someone else before the agent's own subject
    (面试官那边我已经提醒过了) is the topic, not the doer; with no 我 between (财务那边已经付了, 供应商系统) it is."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("上传到 OSS 失败了", []),
        ("短信发送给客户失败了", []),
        ("发了两次，都失败了", []),
        ("邮件发了，但发送失败了", []),
        ("数据库备份我这边跑完了，但上传到 OSS 失败了", [("跑", "change")]),
        ("已经提交给财务审批了", [("提交", "create")]),
        ("发给主管确认了", [("发", "send")]),
        ("已转给技术同事处理了", [("转给", "change")]),
        ("接机服务给您约上了", [("约", "book")]),
    ],
)
def test_a_failure_after_the_object_and_the_recipients_act_are_not_the_agents(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """失败 after the verb's object (上传到 OSS 失败了) says it failed; a next clause's failure of another act (但
    上传到 OSS 失败了) leaves the first act standing, of the same act (但发送失败了) does not. After V给 + a person or
    a party, the later verb is what they are to do (提交给财务审批); 给您 + a verb is for whom the agent did it."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "claims"), [("| 迁移订单表 | 小王 | 已完成（他跑的） |", 0), ("已发 offer（HR 发的）", 0)]
)
def test_a_doer_named_in_an_aside_after_the_act_is_someone_else(text: str, claims: int) -> None:
    assert len(find_claims(text).claims) == claims
    assert len(find_claims("已发 offer（我发的）").claims) == 1  # the agent's own aside keeps the claim


@pytest.mark.parametrize("text", ["王经理已经审批通过了", "医生已经给您开好了处方", "张主任已经回复您了"])
def test_a_manager_a_doctor_or_a_director_by_title_acted_not_the_agent(text: str) -> None:
    assert find_claims(text).claims == ()
    assert len(find_claims("我已经给王经理发了审批邮件").claims) == 1  # the title as the recipient


def test_the_complement_of_a_look_and_someone_elses_cleft_are_no_acts() -> None:
    assert find_claims("这个月的账单我核对完了，没有发现异常。").claims == ()
    assert [c.verb for c in find_claims("付款申请已经走完流程了").claims] == ["完"]  # 走|完 is gone through: a "done"
    assert find_claims("VPN 密码是同事重置的").claims == ()
    assert len(find_claims("VPN 密码是我重置的").claims) == 1


def test_a_time_between_someone_else_and_their_act_keeps_them_its_subject() -> None:
    # 您这个月已经取消过 2 次了: 这个 points at a month, a time, not at a thing the agent acted on
    assert claim_fields("您这个月已经取消过 2 次了。", fields="verb") == []
    assert claim_fields("这个订单已经取消了。", fields="verb") == ["取消"]  # a thing pointed at: the agent's act


def test_the_police_are_someone_else_and_an_alert_is_not_the_police() -> None:
    assert find_claims("交警已经出具了事故认定书，对方车辆负全部责任。").claims == ()
    assert [c.verb for c in find_claims("告警已静默 2 小时。").claims] == ["静默"]  # 告警: an alert, not 警


def test_after_a_look_a_colon_closes_a_clause_opening_with_yi_is_what_the_record_shows() -> None:
    text = "我查了您的保单 [evt:evt_aaaaaaaaaaaaaaaaaaaa]：车损险保额 ¥120,000，已投保不计免赔，保险期间到 2025-03-01。"
    assert find_claims(text).claims == ()
    assert [c.verb for c in find_claims("我查了一下，已为您退款。").claims] == ["退款"]  # the agent's, 为您
    assert [c.verb for c in find_claims("我查了一下，已退款 [evt:evt_aaaaaaaaaaaaaaaaaaaa]。").claims] == ["退款"]
