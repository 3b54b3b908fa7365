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
"""

from __future__ import annotations

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

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
