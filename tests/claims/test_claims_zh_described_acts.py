"""What a Chinese tool description says its tool does, and what a Chinese reply's words bind to (claims-zh9, from
fix-zh-a/b; each rule tested on sentences invented for the test, a gym and a parking office, with its counterpart):

- A denial opening a piece of a description (审核商户结算单（不转账）) takes that act from the tool's kinds.
- A parenthesis of "/"-separated types after a noun (寄送书面通知函（续期/退租/催缴/结案）) names kinds of the thing, no act
  of the tool: a claim of one of them is another tool's only if that tool does it.
- The thing a description's act makes or lists (提交车位续期申请, 列出…教练及空闲时段) backs a vague send of it
  (续期申请已发出) or, got out (出) of a read, a vague verb of it (空闲时段我拉出来了), unless another write tool names
  more of it (续期通知函 is the letter tool's).
- A claim naming a channel (发到您邮箱) is not backed by a tool of another channel whose description holds its verb.
- A segment that tells an act of its own (复查已取消 [evt:a]) cites that act: it is no look whose findings follow a comma.
- A sentence of its own that ends in 如下 (我已核实并处理如下。) opens the report after it, no claim of its own.
"""

from __future__ import annotations

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, tool_kinds
from tests.claims.judging import any_flagged


def _vocabulary(*tools: ToolInfo) -> Vocabulary:
    return Vocabulary({t.name: t for t in tools})


APPROVE = ToolInfo("approve_payout", "write", "审核商户结算单，写入结算金额（不转账）")
PERMIT = ToolInfo("renew_permit", "write", "提交车位续期申请")
LETTER = ToolInfo("send_letter", "write", "寄送书面通知函（续期/退租/催缴/结案）")
OFFICE = _vocabulary(
    APPROVE,
    ToolInfo("transfer_settlement", "write", "向商户对公账户支付结算款"),
    PERMIT,
    LETTER,
    ToolInfo("set_permit_status", "write", "修改车位许可状态"),
    ToolInfo("get_permit", "read", "查询车位许可与续期记录"),
)
GYM = _vocabulary(
    ToolInfo("list_slots", "read", "列出本周可预约的教练及空闲时段"),
    ToolInfo("book_session", "write", "为会员预约私教课"),
    ToolInfo("cancel_session", "write", "取消会员已预约的私教课或复查"),
    ToolInfo("send_sms", "write", "给会员手机发一条短信"),
    ToolInfo("send_mail", "write", "给会员发送电子邮件"),
    ToolInfo("refund_fee", "write", "对多收的会费发起退费"),
)


def _ok(tool: str) -> dict[str, tuple[str, str]]:
    return {"a": (tool, "verified")}


def test_a_denied_act_is_not_the_tools():
    assert "pay" not in tool_kinds(APPROVE)
    text = "本月结算款已经支付给您了 [evt:a]。"
    assert any_flagged(text, _ok("approve_payout"), OFFICE)
    assert not any_flagged(text, _ok("transfer_settlement"), OFFICE)


def test_types_listed_after_a_noun_are_no_act_of_the_tool():
    assert not any_flagged("B2-17 结案了 [evt:a]", _ok("set_permit_status"), OFFICE)
    assert not any_flagged("B2-17 续期了 [evt:a]", _ok("set_permit_status"), OFFICE)


def test_the_thing_a_tool_makes_backs_a_vague_send_of_it():
    assert not any_flagged("车位续期申请已发出 [evt:a]。", _ok("renew_permit"), OFFICE)
    assert any_flagged("续期通知函已寄出 [evt:a]。", _ok("renew_permit"), OFFICE)  # the letter tool's thing
    assert any_flagged("续期短信已发出 [evt:a]。", _ok("renew_permit"), OFFICE)  # a channel named


def test_what_a_read_lists_got_out_is_the_reads_act():
    assert not any_flagged("空闲时段我拉出来了 [evt:a]：周三 10 点和周五 15 点有空。", _ok("list_slots"), GYM)
    assert any_flagged("已经帮您约了周三 10 点的私教课 [evt:a]。", _ok("list_slots"), GYM)


def test_a_channel_named_needs_a_tool_of_that_channel():
    text = "续卡凭证已经发到您邮箱了 [evt:a]。"
    assert any_flagged(text, _ok("send_sms"), GYM)
    assert not any_flagged(text, _ok("send_mail"), GYM)


def test_a_segment_telling_its_own_act_is_no_look():
    text = "复查已取消 [evt:a]，下周的新时段也已经帮会员约上了。"
    claims = find_claims(text, GYM).claims
    assert [c.verb for c in claims] == ["取消", "约"]
    assert any_flagged(text, _ok("cancel_session"), GYM)  # the booking cites nothing
    looked = "我查了您的记录 [evt:a]，上周的私教课已经取消了。"  # a look that cites its read: what it found
    assert [c.verb for c in find_claims(looked, GYM).claims] == []


def test_a_sentence_ending_in_as_follows_opens_the_report():
    text = "关于多收的会费，我已核实并处理如下。\n\n多收的 ¥120 已发起退费 [evt:a]，3 个工作日内到账。"
    assert not any_flagged(text, _ok("refund_fee"), GYM)
    assert any_flagged(text.replace(" [evt:a]", ""), _ok("refund_fee"), GYM)
