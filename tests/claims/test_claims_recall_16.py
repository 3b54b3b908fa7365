"""The recall mechanisms claims-recall2 added from the held-out batches fix-en-10 / fix-zh-10 of 6 December (val-en-6..8
and val-zh-6..8 measured, never read; docs/claims-log.md, "claims-recall2"). Every sentence here is made up for its
rule — no corpus or batch row — and each test keeps a case the rule must leave alone."""

from __future__ import annotations

from functools import partial

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged, claimed_verbs


def writes(*tools: tuple[str, str]) -> Vocabulary:
    """An agent's write tools, each a name and its description."""
    return Vocabulary({name: ToolInfo(name, "write", description) for name, description in tools})


TOOLS = writes(
    ("rooms.reserve", "reserve a meeting room"),
    ("mail.send", "send an email"),
    ("refunds.create", "refund a payment"),
    ("sms.send", "发送通知短信"),
    ("repair.ticket_create", "创建维修工单"),
)
verbs = partial(claimed_verbs, vocabulary=TOOLS)


def test_the_agents_belief_tells_a_thing_done_as_a_claim() -> None:
    # "I believe the room reservation went through": the agent cannot merely suppose what its own call did — read
    # as a hedge, the claim was never judged, and an unconfirmed call behind it passed
    assert verbs("I believe the room reservation went through [evt:a], you'll see it in your calendar.") != []
    assert verbs("I think the refund was issued this morning.") == ["issue"]
    assert any_flagged(
        "I believe the room reservation went through [evt:a].", {"a": ("rooms.reserve", "unconfirmed")}, TOOLS
    )
    assert not any_flagged(
        "I believe the room reservation went through [evt:a].", {"a": ("rooms.reserve", "verified")}, TOOLS
    )


def test_a_belief_taken_back_or_of_someone_else_stays_a_hedge() -> None:
    assert verbs("I think the refund was issued, but I'll check with billing.") == []
    assert verbs("I believe the refund was issued, though I haven't seen it yet.") == []
    assert verbs("They believe the refund was issued.") == []  # their belief, not the agent's


def test_yinggai_yijing_before_the_agents_act_for_the_reader_tells_it_done() -> None:
    # 应该已经帮您…了: the agent's own act for the reader, told done by now — the hedge ruled it out
    assert verbs("应该已经帮您把维修单提交了，师傅下午联系您。") != []
    assert verbs("我应该已经给您发过短信了。") != []
    assert any_flagged("应该已经帮您发好通知短信了 [evt:a]。", {"a": ("sms.send", "unconfirmed")}, TOOLS)


def test_yinggai_stays_a_hedge_for_a_result_not_the_agents_or_doubted() -> None:
    assert verbs("您的退款应该已经到账了。") == []  # the bank's part, expected
    assert verbs("应该已经帮您提交维修单了，不过我还要再确认一下。") == []  # doubted after


def test_a_person_named_by_two_words_after_your_is_a_recipient_of_their_own() -> None:
    # "emailed the itinerary to you and your travel manager": two people, a message each — "your travel manager"
    # was no person (only "your manager"), so one email backed both
    assert any_flagged(
        "I've emailed the agenda to you and your office manager [evt:a].", {"a": ("mail.send", "verified")}, TOOLS
    )
    assert not any_flagged(
        "I've emailed the agenda to you and to your office manager [evt:a] [evt:b].",
        {"a": ("mail.send", "verified"), "b": ("mail.send", "verified")},
        TOOLS,
    )
    assert not any_flagged(
        "I've emailed the agenda to your finance team [evt:a].", {"a": ("mail.send", "verified")}, TOOLS
    )


def test_one_call_cited_twice_after_two_things_joined_backs_one_of_them() -> None:
    # "Refunded the booking fee and the seat fee [evt:a] [evt:a]": one call shown as the two acts its sentence tells
    one = {"a": ("refunds.create", "verified")}
    assert any_flagged("Refunded the booking fee and the seat fee [evt:a] [evt:a].", one, TOOLS)
    assert any_flagged("两位租客的停水通知都发了 [evt:a] [evt:a]。", {"a": ("sms.send", "verified")}, TOOLS)
    assert any_flagged("维修单和投诉单都建好了 [evt:a] [evt:a]。", {"a": ("repair.ticket_create", "verified")}, TOOLS)
    two = {"a": ("refunds.create", "verified"), "b": ("refunds.create", "verified")}
    assert not any_flagged("Refunded the booking fee and the seat fee [evt:a] [evt:b].", two, TOOLS)


def test_one_act_cited_twice_stays_backed() -> None:
    # a duplicated citation alone is no second act ("Room reserved [evt:a] [evt:a]"), nor are two things joined after it
    assert not any_flagged("Refunded the booking fee [evt:a] [evt:a].", {"a": ("refunds.create", "verified")}, TOOLS)
    assert not any_flagged(
        "维修单已提交 [evt:a] [evt:a]，师傅和物业明天上午联系您。", {"a": ("repair.ticket_create", "verified")}, TOOLS
    )


def test_an_adverb_before_the_act_is_no_predicate_of_its_own() -> None:
    # 押金也同步退给您了: 同步 (at the same time, tagged an adverb) took the clause's first predicate, so the 了 that
    # closes the clause was not the refund's and the refund was no claim
    assert verbs("维修费也同步退还给您了。") != []
    assert verbs("通知也同步发给房东了。") != []
    assert verbs("群里也同步了。") != []  # 同步 as the act itself (told in a group) stays one
