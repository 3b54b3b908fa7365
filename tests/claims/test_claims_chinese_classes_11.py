"""Chinese classes of error found by claims-zh6 (5 Dec, the classes the last round left open and the held-out batches
fresh-5, fresh-6 and fresh-7 of this round, measured before any fix; fresh-8 held back unseen; docs/claims.md,
"claims-zh6"): each rule stated as a class and tested on sentences invented for it, with the claims it must keep and
the honest counterparts it must not flag."""

from __future__ import annotations

from functools import partial

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("sms_notify", "write", "给客户手机发送短信。"),
            ToolInfo("refund_create", "write", "对订单发起退款，原路退回。"),
        )
    }
)
verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


def quantities(text: str) -> list[tuple[str, int]]:
    return [(c.verb, c.quantity) for c in find_claims(text, TOOLS).claims]


# --- the people told: a person before a verb of telling with no object is whom the agent's word reached ---


def test_people_before_a_verb_of_telling_that_reaches_them_are_the_ones_told() -> None:
    assert verbs("涉及的四位业主都已经通知到了。") == ["通知"]
    assert verbs("受影响的客户均已通知。") == ["通知"]
    assert verbs("商家已经联系到了，明天补发。") == ["联系"]


def test_people_counted_before_one_notice_are_whom_it_reached_not_a_notice_each() -> None:
    assert quantities("参会的五位嘉宾都提醒到了。") == [("提醒", 1)]
    assert flagged("两位面试官均已通知 [evt:a]。", {"a": "sms_notify"}) == []
    assert flagged("受影响的客户均已通知 [evt:a]。", {"a": "sms_notify"}) == []


def test_a_person_who_told_someone_named_after_the_verb_is_the_teller() -> None:
    assert verbs("房东都通知了我们。") == []  # an object: the landlord told
    assert verbs("物业已经提醒过业主了。") == []
    assert verbs("客户已经通知了。") == []  # who told whom is not said: left as it was
