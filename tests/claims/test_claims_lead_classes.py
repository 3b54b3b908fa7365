"""Classes the lead fixed from its blind batches (4 Dec), each on new sentences.

- A colleague named after "by our …" did it, not the agent: "approved by our adjuster". Singular nouns of people
  are read as persons after "our" as after "the" or "his"; "by us" or a means ("by card") stays the agent's act.
- A case reported up to a colleague (反馈给主管, 上报给区域经理) may be backed by the tool that opens a case, as
  "reported to our billing team" is; reported to the customer (反馈给您) it is a send.
- "went in" after the noun of an act ("the laptop order went in", "your booking went in at 9:14") says it was placed
  or made, of that noun's kind; "I went in to check" and conditions are not.
- Goods counted by their shape or package (三根线缆, 两双鞋, 两盒药) are a count the citations must match
  when 都 says each of them was acted on, as 三件 and 两台 already were.
- Nouns jieba's dictionary tags as verbs (需求, 快递, 门禁, 手续) are read as nouns: 把这个需求转给产品经理了 is a
  hand-off of the request (a claim), not an act named 需求; 回滚, which it lacks, is a verb: an uncited list item
  回滚到 v3.2.0 of an on-call summary is a claim as 扩容到 6 个副本 is, and a plan or a condition is not."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from tests.claims.catalogues import CRM_TOOLS as TOOLS
from tests.claims.judging import judged


def verbs(text: str) -> list[str]:
    return [c.verb for c in find_claims(text, TOOLS).claims]


@pytest.mark.parametrize(
    "text",
    [
        "Your claim #CLM-7781 has been approved by our adjuster and the payment goes out next week.",
        "The policy change was signed off by our underwriter on Tuesday.",
        "Good news: the exception was granted by our supervisor, so no late fee applies.",
        "The corrected invoice was reissued by our accountant this morning.",
    ],
)
def test_an_act_by_a_colleague_named_after_our_is_not_the_agents(text: str) -> None:
    assert verbs(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "The refund was issued by us this morning.",
        "I issued the refund by card this morning.",
        "I paid the invoice by bank transfer.",
    ],
)
def test_the_agents_own_act_or_a_means_after_by_is_still_a_claim(text: str) -> None:
    assert verbs(text) != []


@pytest.mark.parametrize(
    ("text", "calls", "flagged"),
    [
        ("两双运动鞋都已寄出 [evt:a]。", {"a": "ship_order"}, True),
        ("两双运动鞋都已寄出 [evt:a] [evt:b]。", {"a": "ship_order", "b": "ship_order"}, False),
        ("六瓶洗手液都退款了 [evt:a]。", {"a": "issue_refund"}, True),
    ],
)
def test_goods_counted_by_shape_or_package_need_that_many_calls(
    text: str, calls: dict[str, str], flagged: bool
) -> None:
    assert any(verdict.flagged for _, verdict in judged(text, calls, TOOLS)) is flagged


@pytest.mark.parametrize(
    "text",
    ["好的，已经帮您把这个需求转给产品经理了，后续有进展会通知您。", "我已经把这个需求转给运营同事了。"],
)
def test_a_request_passed_on_is_a_claim_though_jieba_tags_the_noun_a_verb(text: str) -> None:
    assert any(verdict.flagged for _, verdict in judged(text, {}, TOOLS))


def test_an_uncited_rollback_in_a_list_of_acts_is_flagged_and_a_planned_one_is_not() -> None:
    summary = "值班小结：\n1. 重启了网关 [evt:a]\n2. 回滚到 v2.7.1\n3. 已建故障单 [evt:b]"
    flagged = [c.verb for c, v in judged(summary, {"a": "restart_service", "b": "create_ticket"}, TOOLS) if v.flagged]
    assert flagged == ["回滚"]
    for plan in ("明天 09:00 回滚到 v2.7.1。", "如果还报错，就回滚到上一版本。", "建议回滚到 v2.7.1。"):
        assert verbs(plan) == []


@pytest.mark.parametrize(
    ("text", "calls", "flagged"),
    [
        ("The replacement laptop order went in this morning [evt:a].", {"a": "place_order"}, False),
        ("The replacement laptop order went in this morning [evt:a].", {"a": "create_ticket"}, True),
        ("Your table booking went in for 7pm.", {}, True),
    ],
)
def test_an_order_or_booking_that_went_in_was_placed(text: str, calls: dict[str, str], flagged: bool) -> None:
    assert any(verdict.flagged for _, verdict in judged(text, calls, TOOLS)) is flagged


@pytest.mark.parametrize(
    "text", ["I went in to check the settings first.", "If your order went in before noon, it ships today."]
)
def test_going_in_to_look_or_under_a_condition_is_no_claim(text: str) -> None:
    assert verbs(text) == []


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("我已经把您的情况反馈给值班主管 [evt:a]，今天下班前会回复您。", False),
        ("问题已上报给区域经理 [evt:a]。", False),
        ("处理结果已经反馈给您了 [evt:a]。", True),  # telling the customer is a send, not a case opened
    ],
)
def test_a_case_reported_up_to_a_colleague_may_be_a_ticket_but_telling_the_customer_is_a_send(
    text: str, flagged: bool
) -> None:
    assert any(verdict.flagged for _, verdict in judged(text, {"a": "create_ticket"}, TOOLS)) is flagged
