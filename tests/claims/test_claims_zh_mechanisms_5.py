"""Chinese mechanisms of the claims audit, claims-zh13 (issue 12, 6 Dec 2026): each test names one mechanism in its
general form, on replies written for the test (none copied from a fix or held batch), with the counterpart it must
still read as before."""

from __future__ import annotations

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, also_backs
from tests.claims.judging import flagged_verbs


def _claims(text: str, vocabulary: Vocabulary | None = None) -> list[tuple[str, str]]:
    return [(c.verb, c.kind) for c in find_claims(text, vocabulary).claims]


# --- an outcome told after the verb (成功, 完毕) makes it the predicate, whatever stands before it: a count (那笔), a
# request (申请处理完毕), a clause of what the act now prevents (冻结成功，目前无法…) ---


def test_an_outcome_after_the_verb_is_a_claim_after_a_count() -> None:
    assert _claims("昨晚那单取消成功。") == [("取消", "delete")]
    assert _claims("上周那笔报销处理完毕～") != []
    assert _claims("128 笔里有 127 笔成功。") == []  # 成功 itself after the count: a tally of outcomes, as before
    assert _claims("这笔报销已提交。") != []  # as before


def test_an_outcome_after_a_request_is_the_requests_not_what_it_asks() -> None:
    assert _claims("您的补卡申请处理完毕。") != []
    assert _claims("已经帮您申请退回了。") == [("申请", "complete")]  # a request filed: what it asks is not done


def test_an_outcome_before_what_it_now_prevents_is_an_act() -> None:
    assert _claims("您的会员账号冻结成功，目前无法登录。") != []
    assert _claims("订单已发货，目前无法取消。") == []  # a state, the reason the next act cannot be done: as before


def test_a_review_passed_is_its_outcome() -> None:
    assert _claims("您的年假审批通过。") == [("审批", "change")]
    assert _claims("报销单审核通过了。") != []
    assert _claims("审批通过后会自动打款。") == []  # the condition of what follows
    assert _claims("要等主管审核通过才能发放。") == []


# --- a generic done before a clause that says the details follow (…处理了，详细说明如下：) is a heading ---


def test_a_generic_done_before_the_details_below_is_a_heading() -> None:
    assert _claims("您的问题我都核实并处理了，具体情况如下：\n\n【核实结果】\n账户余额为 ¥320。") == []
    assert (
        _claims("您的问题我都核实并处理了，有问题再联系我。\n\n【核实结果】\n账户余额为 ¥320。") != []
    )  # no details told
    assert _claims("已经帮您取消了订单，详情如下：\n\n【说明】\n款项三天内退回。") != []  # a specific act stays
    # a heading over list items takes their citations, as before
    text = "您的问题我都处理好了，结果如下：\n1. 账号已解封 [evt:a]\n2. 金币已补发 [evt:b]"
    assert [c.cited for c in find_claims(text).claims if c.verb == "处理"] == [("a", "b")]


_CARD = Vocabulary(
    {
        "waive_fee": ToolInfo("waive_fee", "write", "Refund a fee"),
        "set_limit": ToolInfo("set_limit", "write", "Apply a credit-limit change"),
        "freeze_card": ToolInfo("freeze_card", "write", "Temporarily freeze a debit or credit card"),
        "enrol": ToolInfo("enrol", "write", "Enrol a student into a class"),
        "send_sms": ToolInfo("send_sms", "write", "Send a text message to the customer"),
        "move_lesson": ToolInfo("move_lesson", "write", "Move a lesson to another time slot"),
    }
)


# --- an English irregular past in Chinese grammar (已经 sent 到) is that English verb ---


def test_an_irregular_english_past_keeps_its_kind() -> None:
    assert all(kind == "send" for _, kind in _claims("验证码已经 sent 到您手机。"))
    assert flagged_verbs("验证码已经 sent 到您手机 [evt:a]。", {"a": "send_sms"}, _CARD) == []
    assert _claims("Done. 重启和扩容都搞定了") != []  # done: a state word, no verb of its own, as before


# --- kinds: 减免/免除 of a named fee is what a refund tool may carry out; 办理 takes its object's act ---


def test_a_waived_fee_is_what_a_refund_may_carry_out() -> None:
    assert lx.REFUND in also_backs(lx.UPDATE, "减免", "这期的滞纳金 ¥30 已经为您减免")
    assert lx.REFUND in also_backs(lx.UPDATE, "免除", "逾期的违约金 120 元已免除")
    assert lx.REFUND not in also_backs(lx.UPDATE, "减免", "本周的两次作业已经为您减免")  # no money named
    assert flagged_verbs("这期的滞纳金 ¥30 已经为您减免 [evt:a]。", {"a": "waive_fee"}, _CARD) == []


def test_handling_an_enrolment_takes_the_enrolments_kind() -> None:
    assert _claims("已为您办理了美术班的报名。", _CARD) == [("办理", "create")]
    assert flagged_verbs("已为您办理了美术班的报名 [evt:a]。", {"a": "move_lesson"}, _CARD) != []
    assert flagged_verbs("已为您办理了美术班的报名 [evt:a]。", {"a": "enrol"}, _CARD) == []
    assert _claims("已为您办理了相关手续。", _CARD) == [("办理", "complete")]  # no act named: as before
