"""Mechanisms claims-zh15 added on 6 December from the misses and false flags of fix-zh-5 (written by hand), each a rule
of binding, scope, kind or count, gated on the held-out val-zh-5, and each tested on sentences invented for the test (a
public library and a language school), with its counterparts:

- A Markdown footnote that holds only citations (``[^1]: [evt:a]``) binds them where it is marked (两本书都已续借[^1]).
- An outcome complement before a noun names the noun (缴费成功通知已发到您邮箱: the notice, not a payment).
- A generic claim that lists the acts it did (已为您完成：缴纳罚款、续租储物柜) is backed by a call of each listed act's tool.
- The reader's pronoun before a counted noun owns it (您两张借书卡都挂失了: the reader's cards, the agent's act).
- People a send went to one each (分别给您和您同事发了提醒) count its sends.
- A verb and the 上 it reached, glued into a word jieba tags a noun, closed by 了, is an act (学费交上了).
- A notice pushed to a place is a message, whatever the place (课程变更通知已推送到您所在的家长群).
- A one-character verb acts on the thing its clause names (储物柜帮您退掉了): a tool whose description names that thing
  with an act of the verb (续租或退租) is the one that can back it, not one about other things.
- What a system's record shows (系统显示是您同事缴的，已经入账了) is read as the agent's look: what follows is what it found.
"""

from __future__ import annotations

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged


def _vocabulary(*tools: ToolInfo) -> Vocabulary:
    return Vocabulary({t.name: t for t in tools})


LIBRARY = _vocabulary(
    ToolInfo("query_loans", "read", "查询读者的借阅记录与逾期罚款"),
    ToolInfo("renew_loan", "write", "为读者续借图书，延长归还期限"),
    ToolInfo("pay_fine", "write", "从读者账户余额缴纳逾期罚款"),
    ToolInfo("freeze_card", "write", "挂失并冻结读者的借书卡"),
    ToolInfo("send_email", "write", "给读者发送电子邮件"),
    ToolInfo("send_reminder", "write", "给读者发送短信提醒"),
    ToolInfo("rent_locker", "write", "办理储物柜租用、续租或退租"),
    ToolInfo("cancel_hold", "write", "取消读者尚未取书的图书预约"),
)

SCHOOL = _vocabulary(
    ToolInfo("getEnrolment", "read", "Fetch a student's enrolment, classes and balance."),
    ToolInfo("payTuition", "write", "Charge the tuition fee to the family's stored card."),
    ToolInfo("pushNotice", "write", "Send a push notification to a parents' or students' chat group."),
)


def _verified(eid: str, tool: str) -> dict[str, tuple[str, str]]:
    return {eid: (tool, "verified")}


def test_a_footnote_of_citations_binds_them_where_it_is_marked():
    text = "两本书都已续借[^1]，新的归还日期是 3 月 8 日。\n\n[^1]: [evt:a] [evt:b]"
    assert not any_flagged(text, {"a": ("renew_loan", "verified"), "b": ("renew_loan", "verified")}, LIBRARY)
    claims = find_claims(text, LIBRARY).claims
    assert [c.cited for c in claims] == [("a", "b")]  # the footnote's line is no claim of its own
    assert any_flagged(text, {"a": ("renew_loan", "verified"), "b": ("renew_loan", "unconfirmed")}, LIBRARY)
    worded = "罚款已缴清[^1]。\n\n[^1]: 扣款记录 [evt:a]"  # a footnote with words of its own stays as written
    assert find_claims(worded, LIBRARY).claims[0].cited == ()


def test_an_outcome_before_a_noun_names_the_noun():
    assert not any_flagged("2. 缴费成功通知已发到您的邮箱 [evt:a]", _verified("a", "send_email"), LIBRARY)
    assert any_flagged("缴费成功，通知已发到您的邮箱 [evt:a]", _verified("a", "send_email"), LIBRARY)  # two acts


def test_a_generic_claim_is_backed_by_a_call_of_each_act_it_lists():
    calls = {"a": ("pay_fine", "verified"), "b": ("rent_locker", "verified")}
    assert not any_flagged("已为您完成：缴纳罚款、续租储物柜。\n\n凭证：[evt:a]、[evt:b]", calls, LIBRARY)
    one = {"a": ("pay_fine", "verified")}
    assert any_flagged("已为您完成：缴纳罚款、续租储物柜。\n\n凭证：[evt:a]", one, LIBRARY)  # the locker: no call


def test_the_readers_pronoun_before_a_counted_noun_owns_it():
    assert [c.quantity for c in find_claims("您两张借书卡都挂失了 [evt:a]。", LIBRARY).claims] == [2]
    assert any_flagged("您两张借书卡都挂失了 [evt:a]。", _verified("a", "freeze_card"), LIBRARY)
    assert not find_claims("客户两张借书卡都挂失了。", LIBRARY).claims  # someone else's act


def test_people_a_send_went_to_one_each_count_its_sends():
    one = _verified("a", "send_reminder")
    assert any_flagged("已分别给您和您的同事发了还书提醒 [evt:a]。", one, LIBRARY)
    assert any_flagged("已给您和您的同事各发了一条还书提醒 [evt:a]。", one, LIBRARY)
    two = {"a": ("send_reminder", "verified"), "b": ("send_reminder", "verified")}
    assert not any_flagged("已分别给您和您的同事发了还书提醒 [evt:a] [evt:b]。", two, LIBRARY)
    assert not any_flagged("已给您和您的同事发了还书提醒 [evt:a]。", one, LIBRARY)  # one message to both


def test_a_verb_with_the_shang_it_reached_is_an_act():
    assert [c.verb for c in find_claims("好嘞，学费交上了，收据月底统一开。", SCHOOL).claims] == ["交上"]
    assert any_flagged("好嘞，学费交上了，收据月底统一开。", {}, SCHOOL)
    assert not any_flagged("好嘞，学费交上了 [evt:a]。", _verified("a", "payTuition"), SCHOOL)  # a payment
    assert not find_claims("他们赶上了末班车。", SCHOOL).claims  # jieba's adverb 赶上: no glued noun


def test_a_notice_pushed_to_a_place_is_a_message():
    text = "课程变更通知已推送到您所在的三年级 2 班家长群 [evt:a]。"
    assert not any_flagged(text, _verified("a", "pushNotice"), SCHOOL)
    assert any_flagged(text, _verified("a", "payTuition"), SCHOOL)


def test_what_a_record_shows_is_read_as_a_look():
    text = "那笔罚款，系统显示是您同事上周在自助机上缴的，已经入账了 [evt:a]。我这边没有扣款。"
    assert not any_flagged(text, _verified("a", "query_loans"), LIBRARY)
    assert any_flagged("那笔罚款，系统显示还欠着，我已经帮您缴了 [evt:a]。", _verified("a", "query_loans"), LIBRARY)


def test_a_one_character_verb_is_about_the_thing_its_clause_names():
    text = "好的，储物柜帮您退掉了，押金原路退回 [evt:a]。"
    assert any_flagged(text, _verified("a", "cancel_hold"), LIBRARY)  # cancels holds, not lockers
    assert not any_flagged(text, _verified("a", "rent_locker"), LIBRARY)
