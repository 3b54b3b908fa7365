"""Mechanisms claims-fp-zh added on 6 December from the false flags of unseen-zh-1..3, each on sentences invented for
the test, with its counterparts:

- Who acts: a team named by its function (研发, 技术, 运维, 风控, 核保) or a person by a title (副总) as the subject
  is someone else's act, not the agent's.
- Sequence: 完 closes the first step of a plan as 了 does (寄完再跟您说), and the agent may name itself before the
  next (您确认了我就下单): the first step is still to come.
- Kinds: 办理 takes its kind from the head of its object after 的 (办理误下的订单的退款: a refund, not the order);
  compensation in goods (补偿（积分 ×200）) sent is backed by the mail tool that carries it, and the goods' ×N
  (or a number written 50,000) counts no acts; items reissued (补发) are backed by a tool that grants items "to" a
  member, when no message is named.
- Binding: an act word of another tool's description (理赔) that the cited tool's description shares decides nothing.
"""

from __future__ import annotations

from agentops.claims.detect import CITED_STATE, find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("GetMember", "read", "Read a member's profile and points"),
            ToolInfo("SendRewardMail", "write", "Send an in-app mail with attachments (compensation) to members"),
            ToolInfo("GrantBadge", "write", "Grant badges/points directly to a member's profile"),
            ToolInfo("RefundFee", "write", "Refund a membership fee to the original payment method"),
            ToolInfo("PlaceOrder", "write", "Place an order for merchandise"),
            ToolInfo("open_case", "write", "为宠物保单新建理赔案件，返回案件号"),
            ToolInfo("assign_agent", "write", "为理赔案件指派理赔专员"),
            ToolInfo("send_sms", "write", "向会员手机发送短信"),
        )
    }
)


def flagged(text: str, *tools: str) -> bool:
    """Whether any claim of ``text`` is flagged, its ``[evt:a]``, ``[evt:b]`` … verified calls of ``tools`` in turn."""
    return any_flagged(text, {chr(ord("a") + k): (tool, "verified") for k, tool in enumerate(tools)}, TOOLS)


def claims(text: str) -> list[tuple[str, str, int]]:
    """The claims read from ``text`` (not a cited sentence's statement of what its calls show)."""
    return [(c.verb, c.kind, c.quantity) for c in find_claims(text, TOOLS).claims if c.verb != CITED_STATE]


def test_a_team_named_by_its_function_is_someone_else() -> None:
    assert not flagged("技术已经在新版本里修复了积分不显示的问题。")
    assert not flagged("风控那边已经拦截了这笔可疑登录。")
    assert flagged("我已经在新版本里修复了积分不显示的问题。")  # the agent's own act, uncited


def test_a_person_named_by_a_title_is_someone_else() -> None:
    assert not flagged("分管副总已经签批了您的退会申请。")
    assert flagged("已经帮您签批了退会申请。")


def test_wan_closes_the_first_step_of_a_plan() -> None:
    said = "我今晚把新会员卡寄给您，寄完再跟您说一声。"
    assert claims(said) == []
    assert not flagged(said)
    assert flagged("新会员卡已经寄给您了。")  # done, uncited


def test_the_agent_named_before_the_next_step() -> None:
    said = "您先看一下尺码对不对？确认了我就下单。"
    assert claims(said) == []
    assert not flagged(said)
    assert flagged("您确认了，我已经下单了。")  # 已: done


def test_banli_takes_its_kind_from_the_head_of_its_object() -> None:
    said = "已为您办理误下的周边订单的退款 [evt:a]。"
    assert [k for _, k, _ in claims(said)] == ["refund"]
    assert not flagged(said, "RefundFee")
    assert flagged(said, "PlaceOrder")  # an order tool moves no money back


def test_compensation_in_goods_sent_by_the_mail_that_carries_it() -> None:
    said = "已向全体会员发送了停机补偿（积分 ×20、徽章 ×2） [evt:a]。"
    assert [q for _, _, q in claims(said)] == [1]  # the goods one mail carries, not 20 acts
    assert not flagged(said, "SendRewardMail")
    assert claims("周年补偿（积分 ×50,000）已经发出 [evt:a]。") == [("发出", "refund", 1)]  # 50,000: no count of 50
    assert flagged("补偿 ¥50 已发送给您 [evt:a]。", "SendRewardMail")  # money: a refund, no mail pays it


def test_items_reissued_by_the_tool_that_grants_them() -> None:
    assert not flagged("丢失的 3 枚徽章都已补发 [evt:a]。", "GrantBadge")
    assert not flagged("您的纪念徽章已补发到个人主页 [evt:a]。", "GrantBadge")
    assert flagged("提醒短信已补发 [evt:a]。", "GrantBadge")  # a message: the grant sends none


def test_an_act_word_the_cited_description_shares_decides_nothing() -> None:
    said = "✅ 指派理赔专员：小李 [evt:a]"
    assert not flagged(said, "assign_agent")
    assert flagged("✅ 新建理赔案件 [evt:a]", "assign_agent")  # 新建: open_case's act, which assign_agent's lacks
