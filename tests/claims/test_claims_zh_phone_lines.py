"""Claims of a carrier's and a travel desk's agents (claims-zh8, from fix-zh-a and fix-zh-b), each on sentences
invented for the test, with their counterparts:

- Kinds: a tool name's leading gerund names its domain, not its act (``billing_refund_create`` refunds,
  ``billing_credit_issue`` credits: neither pays); a line's service stopped (停机) is a stop a suspend tool backs, a
  line restored (复机) an update; X已生效 after an act X is a claim that X took effect (号码挂失已生效), of X's kind
  when the lexicon knows X (套餐变更已生效).
- States: a number or a card restored (号码已恢复正常使用) was restored by someone (not 网络已恢复正常); a plan moved
  down or up to a tier (降到 10 元档, 改为基础版) was set, no measure that moved (错误率已经降到 0.1%).
- Verdicts: a tool that only adds a note (``crm_case_note_add``) backs writing down, a generic done, nothing else
  (已为您开通 5G 加速包 citing it: mismatched).
- Counts: 段 counts the legs of a trip (三段行程都已经改签); things listed before 一起 were each acted on (主卡和副卡
  一起复机了: two), but a send 一起 stays one message.
"""

from __future__ import annotations

from agentops.claims.detect import CITED_STATE, find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("aliyun_sms_send", "write", "通过阿里云短信向用户手机号发送一条短信"),
            ToolInfo("billing_credit_issue", "write", "向用户账户发放话费减免/返还"),
            ToolInfo("billing_refund_create", "write", "对多扣费用发起原路退款"),
            ToolInfo("boss_plan_change", "write", "变更用户资费套餐"),
            ToolInfo("boss_number_suspend", "write", "号码挂失停机"),
            ToolInfo("boss_number_resume", "write", "号码复机"),
            ToolInfo("rebook_flight", "write", "为订单办理改签，换开新航班的电子客票"),
            ToolInfo("crm_case_note_add", "write", "在客服工单中追加一条处理备注"),
        )
    }
)


def flagged(text: str, *tools: str, end: str = "verified") -> bool:
    """Whether any claim of ``text`` is flagged, its ``[evt:a]``, ``[evt:b]`` … calls of ``tools`` in turn."""
    return any_flagged(text, {chr(ord("a") + k): (tool, end) for k, tool in enumerate(tools)}, TOOLS)


def claims(text: str) -> list[tuple[str, str, int]]:
    return [(c.verb, c.kind, c.quantity) for c in find_claims(text, TOOLS).claims if c.verb != CITED_STATE]


def test_a_gerund_before_the_name_is_its_domain() -> None:
    assert sorted(TOOLS.kinds("billing_refund_create")) == ["refund"]
    assert sorted(TOOLS.kinds("billing_credit_issue")) == ["refund"]
    assert not flagged(
        "考虑到断网 3 天，我们给您账户补偿了 20 元话费 [evt:a]，会体现在下月账单里。", "billing_credit_issue"
    )
    assert not flagged(
        "以下两笔都已退回：\n1. 9 月重复月租 39 元\n2. 10 月误扣彩铃 6 元\n[evt:a] [evt:b]",
        *["billing_refund_create"] * 2,
    )
    assert flagged("已为您退款 15 元 [evt:a]。", "aliyun_sms_send")  # a text backs no refund


def test_a_line_stopped_or_restored() -> None:
    assert not flagged("已为您办理挂失 [evt:a]。", "boss_number_suspend")
    assert not flagged("您的号码已停机 [evt:a]。", "boss_number_suspend")
    assert not flagged("已按您的要求复机 [evt:a]。", "boss_number_resume")
    assert flagged("张先生，号码挂失已生效，别人捡到卡也用不了，放心吧。")  # uncited
    assert not flagged("号码挂失已生效 [evt:a]。", "boss_number_suspend")  # the 挂失 took effect
    assert not flagged("套餐变更已生效 [evt:a]。", "boss_plan_change")
    assert flagged("您的号码已停机 [evt:a]。", "boss_number_resume")  # a resume backs no stop
    assert not flagged("您的保单已经生效。")  # no act before it: a state


def test_a_number_restored_was_restored() -> None:
    assert flagged("号码已恢复正常使用 [evt:a]。", "boss_number_resume", end="compensated")
    assert flagged("您的副卡已恢复正常。")
    assert not flagged("号码已恢复正常使用 [evt:a]。", "boss_number_resume")
    assert not flagged("网络已恢复正常。")  # a state came back by itself


def test_a_plan_moved_to_a_tier_was_set() -> None:
    assert claims("套餐已降到 10 元档") == [("降", "change", 1)]
    assert flagged("三位家庭成员的副卡都已降到 10 元档 [evt:a] [evt:b]。", *["boss_plan_change"] * 2)
    assert not flagged("三位家庭成员的副卡都已降到 10 元档 [evt:a] [evt:b] [evt:c]。", *["boss_plan_change"] * 3)
    assert not flagged("晚高峰的错误率已经降到 0.1%。")
    assert not flagged("这款手机的价格已经降到 1999 元了。")


def test_legs_of_a_trip_are_counted() -> None:
    assert claims("三段行程都已经改签到新日期了")[0][2] == 3
    assert flagged("三段行程都已经改签到新日期了 [evt:a] [evt:b]。", "rebook_flight", "rebook_flight")
    assert not flagged("两段航程都已经改签了 [evt:a] [evt:b]。", "rebook_flight", "rebook_flight")


def test_things_done_together_are_each_done() -> None:
    assert flagged("已按您的要求把主卡和副卡一起复机了 [evt:a]。", "boss_number_resume")
    assert not flagged("已按您的要求把主卡和副卡一起复机了 [evt:a] [evt:b]。", *["boss_number_resume"] * 2)
    assert not flagged("开通提醒和账单说明一起发您手机上了 [evt:a]。", "aliyun_sms_send")  # one message


def test_a_note_backs_only_what_is_written_down() -> None:
    said = "已为您开通 5G 加速包，已发送开通短信，已记录工单。[evt:a] [evt:b]"
    assert flagged(said, "aliyun_sms_send", "crm_case_note_add")
    assert flagged("已为您开通 5G 加速包 [evt:a]。", "crm_case_note_add")
    assert not flagged("已在工单里备注了 [evt:a]。", "crm_case_note_add")
    assert not flagged("工单已处理 [evt:a]。", "crm_case_note_add")
