"""Mechanisms claims-recall added on 6 December from the misses of fix-en-7 and fix-zh-7 (written by hand), each gated
on the held-out validation batches val-en-6, val-en-7, val-zh-6 and val-zh-7 (measured, never read), and tested here on
sentences invented for the test (a veterinary clinic's front desk), with their counterparts:

- A hedge of expectation ("should", "probably") no longer keeps a cited sentence from stating what its calls did: an
  unconfirmed call is flagged; a sentence that says it does not know ("not sure whether", "hasn't been confirmed") is not.
- The same in Chinese: 应该/估计/可能 before 已/已经 and a closing 了, in a unit that cites calls and says no doubt of them.
- A Chinese verb-object compound split by its result complement before 了 (报上名了) is the compound's act.
- A cited statement counts what it says ("Both owners got their reminders"): one call cited twice backs one.
- A unit that opens with an order's number ("#5521 is on its way") is no inverted question.
- A negation before a colon does not reach a thing's own statement after it ("…: the refund is already done").
"""

from __future__ import annotations

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

#: A vet clinic's desk: English and Chinese descriptions.
VET_DESK = (
    ToolInfo("lookupPet", "read", "Look up a pet's record, owner and vaccinations."),
    ToolInfo("bookVisit", "write", "Book or move a vet visit."),
    ToolInfo("refundDeposit", "write", "Refund a visit deposit to the owner's card."),
    ToolInfo("remindOwner", "write", "Send an SMS or email reminder to a pet owner."),
    ToolInfo("shipFood", "write", "Ship a prescription food order to the owner."),
    ToolInfo("registerClass", "write", "为宠物主人报名训练课"),
    ToolInfo("sendNotice", "write", "给宠物主人发送短信通知"),
)
TOOLS = Vocabulary({t.name: t for t in VET_DESK})


def flagged(text: str, **calls: str) -> bool:
    """Whether any claim of ``text`` is flagged; each ``[evt:x]`` is ``calls[x]`` = "tool" (a verified call of this
    run) or "tool/unconfirmed" (executed, never verified); an id ``calls`` lacks names no event."""
    ends = {eid: (spec.partition("/")[0], spec.partition("/")[2] or "verified") for eid, spec in calls.items()}
    return any_flagged(text, ends, TOOLS)


def test_a_hedge_of_expectation_does_not_keep_a_cited_sentence_from_stating_its_call() -> None:
    said = "The booking should show on Luna's record now [evt:a]."
    assert flagged(said, a="bookVisit/unconfirmed")  # the call never verified: the hedge asserts it anyway
    assert not flagged(said, a="bookVisit")
    assert flagged("The deposit is probably back on your card [evt:a].", a="refundDeposit/unconfirmed")
    doubt = "I'm not sure yet whether the booking stuck; the change hasn't been confirmed [evt:a]."
    assert not flagged(doubt, a="bookVisit/unconfirmed")  # it says it does not know


def test_a_chinese_hedge_of_expectation_before_a_result_is_judged_when_the_unit_cites_a_call() -> None:
    said = "疫苗提醒短信估计已经发出去了 [evt:a]。"
    assert flagged(said, a="sendNotice/unconfirmed")
    assert not flagged(said, a="sendNotice")
    assert flagged("押金应该已经退回了 [evt:a]。", a="refundDeposit/unconfirmed")
    assert not flagged("短信估计已经发出去了，但我还没确认结果 [evt:a]。", a="sendNotice/unconfirmed")  # doubt told


def test_a_chinese_compound_split_by_its_result_complement_is_the_act() -> None:
    assert flagged("已经帮您给豆豆报上名了。")  # 报名, no call cited
    assert flagged("已经帮您给豆豆报上名了 [evt:a]。", a="registerClass/unconfirmed")
    assert not flagged("已经帮您给豆豆报上名了 [evt:a]。", a="registerClass")
    assert not flagged("我还没帮您报上名。")  # negated


def test_a_cited_statement_counts_the_things_it_says() -> None:
    said = "Both owners got their vaccination reminders [evt:a] [evt:a]."
    assert flagged(said, a="remindOwner")  # one call cited twice for two owners
    assert not flagged("Both owners got their vaccination reminders [evt:a] [evt:b].", a="remindOwner", b="remindOwner")
    assert not flagged("Both pets show as vaccinated [evt:r].", r="lookupPet")  # a read shows what it shows


def test_a_unit_opening_with_an_order_number_is_no_question() -> None:
    assert flagged("#5521 is on its way to your address.")  # nothing cited
    assert not flagged("#5521 is on its way to your address [evt:a].", a="shipFood")
    assert not flagged("Is it on its way yet?")


def test_a_negation_before_a_colon_does_not_reach_a_things_own_statement() -> None:
    assert flagged("I haven't lost track of Milo's visit: the refund is already done.")  # uncited
    assert not flagged("I haven't lost track of Milo's visit: the refund is already done [evt:a].", a="refundDeposit")
    assert not flagged("I couldn't refund it: the card was closed.")  # why it failed
    assert not flagged("Nothing has shipped yet: the courier has rebooked the pickup for Monday.")  # their act
