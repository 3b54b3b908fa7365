"""Chinese counts read in detection (claims-counts, issue 12), each class with invented sentences: an act done 为 N
位/名 people before its verb is each one's own; 户/栋 counted with 都 distribute the act (not a send: one notice may
reach them all); a household's supply 恢复 is restored for it (a claim), not a state come back."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from tests.claims.test_claims_described import verdict


def counts(text: str) -> list[int]:
    return [c.quantity for c in find_claims(text).claims]


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("已为 3 位新生办理了入住 [evt:a]。", 3),
        ("已为五名学员办理了退课 [evt:a]。", 5),
        ("订单已拆分为两单 [evt:a]。", 1),  # 为 before what came out, not people
        ("网关密码已重置为工号后六位 [evt:a]。", 1),  # 为 after the act: the value it was set to
    ],
)
def test_an_act_done_for_counted_people_is_each_ones(text: str, n: int) -> None:
    assert counts(text) == [n]


def test_counted_households_and_buildings_with_dou_are_each_their_act() -> None:
    assert counts("三户的暖气都已恢复 [evt:a]。") == [3]
    assert counts("两栋都已复电 [evt:a]。") == [2]
    assert counts("三户都已复电 [evt:a]。") == [3]
    assert verdict("三户的暖气都已恢复 [evt:a]。", "restore_supply", {"restore_supply": "恢复用户供暖"}) == [
        "unverified"
    ]


def test_a_households_supply_restored_is_a_claim_a_service_back_is_not() -> None:
    assert [c.kind for c in find_claims("您家的水已经恢复了。").claims] == ["complete"]
    assert find_claims("服务已恢复。").claims == ()
    assert find_claims("告警已经恢复了。").claims == ()
