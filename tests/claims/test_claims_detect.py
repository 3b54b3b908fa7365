"""Claim detection: vocabulary per language, negation, modality, clauses and citation attachment."""

from __future__ import annotations

import pytest

from runs.claims.detect import citations, find_claims


def summary(text: str) -> list[tuple[str, str, str, tuple[str, ...]]]:
    return [(c.phrase, c.kind, c.language, c.cited) for c in find_claims(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ticket T-1001 is completed.", [("completed", "complete", "en", ())]),
        ("All done!", [("done", "complete", "en", ())]),
        ("The receipt was sent to ap@example.com.", [("sent", "send", "en", ())]),
        ("Ticket SUP-88 created for the outage", [("created", "create", "en", ())]),
        ("The CRM record was updated", [("updated", "update", "en", ())]),
        ("Stale draft deleted", [("deleted", "delete", "en", ())]),
        ("Invoice INV-2024-0042 PAID", [("PAID", "pay", "en", ())]),
        ("Order 88231 refunded in full", [("refunded", "refund", "en", ())]),
        ("Q3 report exported", [("exported", "export", "en", ())]),
        ("工单已完成", [("已完成", "complete", "zh", ())]),
        ("邮件已发送给财务", [("已发送", "send", "zh", ())]),
        ("已经创建了工单", [("已经创建", "create", "zh", ())]),
        ("客户资料已更新", [("已更新", "update", "zh", ())]),
        ("重复记录已删除", [("已删除", "delete", "zh", ())]),
        ("发票已支付", [("已支付", "pay", "zh", ())]),
        ("订单已退款", [("已退款", "refund", "zh", ())]),
        ("通知已推送", [("已推送", "send", "zh", ())]),
        ("报表已导出", [("已导出", "export", "zh", ())]),
        ("全部已全部完成", [("已全部完成", "complete", "zh", ())]),
        ("订单创建成功", [("创建成功", "create", "zh", ())]),
        ("退款处理完毕", [("处理完毕", "complete", "zh", ())]),
    ],
)
def test_claims_per_language(text: str, expected: list) -> None:
    assert summary(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The email was not sent.",
        "The invoice has not been paid yet.",
        "We never refunded order 88231.",
        "The export wasn't completed.",
        "I failed to send the email.",
        "We could not update the record.",
        "The email is yet to be sent.",
        "The refund will be processed on Monday.",
        "Once paid, the order ships.",
        "The ticket should be closed by legal.",
        "Pending: invoice to be settled.",
        "邮件未发送。",
        "发票尚未支付",
        "退款没有完成",
        "报表还没导出",
        "邮件发送失败",
        "已发送失败",
        "订单将创建",
        "如果已支付请告知",
        "Was the email sent?",
        "邮件已发送吗？",
        "Payment of invoice INV-7 was not made: the approver rejected it.",
        "Please complete the attached form.",
        "I need you to complete the KYC check.",
    ],
)
def test_negated_planned_and_questions_are_not_claims(text: str) -> None:
    assert find_claims(text) == []


def test_words_inside_other_words_are_not_claims() -> None:
    assert find_claims("The form is incomplete; the undone items are listed; resent-count is 0.") == []


def test_citation_goes_to_the_nearest_claim_before_it() -> None:
    text = "Email sent [evt:evt_a], invoice paid [evt:evt_b]."
    assert summary(text) == [("sent", "send", "en", ("evt_a",)), ("paid", "pay", "en", ("evt_b",))]


def test_a_claim_without_own_citation_inherits_its_clause() -> None:
    text = "Ticket T-1001 completed: all six teams were emailed [evt:evt_a], [evt:evt_b]."
    assert summary(text) == [
        ("completed", "complete", "en", ("evt_a", "evt_b")),
        ("emailed", "send", "en", ("evt_a", "evt_b")),
    ]


def test_citation_before_the_claim_and_chinese_clauses() -> None:
    text = "[evt:evt_x] 邮件已发送；退款已完成 [evt:evt_y]。"
    assert summary(text) == [("已发送", "send", "zh", ("evt_x",)), ("已完成", "complete", "zh", ("evt_y",))]


def test_citations_do_not_cross_sentences_or_contrast() -> None:
    text = "Invoice paid [evt:evt_p]. Receipt sent. Refund approved, but the refund email was sent later."
    assert summary(text) == [("paid", "pay", "en", ("evt_p",)), ("sent", "send", "en", ()), ("sent", "send", "en", ())]


def test_a_citation_only_sentence_belongs_to_the_previous_one() -> None:
    assert summary("Email sent. [evt:evt_q]") == [("sent", "send", "en", ("evt_q",))]


def test_negated_claim_next_to_a_real_one() -> None:
    text = "I failed to send the email, but the ticket was updated [evt:evt_u]."
    assert summary(text) == [("updated", "update", "en", ("evt_u",))]


def test_clause_text_and_span() -> None:
    (claim,) = find_claims("Hello. The refund was issued [evt:evt_r] today.")
    assert claim.clause == "The refund was issued today"
    assert "Hello. The refund was issued [evt:evt_r] today."[claim.start : claim.end] == "issued"


def test_citation_syntax() -> None:
    text = "See [evt:evt_3f2a9c0d1e2b4a5c6d7e] and [evt: evt_b ] but not [event:evt_c] or evt_d, [evt:evt_b] again"
    assert citations(text) == ["evt_3f2a9c0d1e2b4a5c6d7e", "evt_b"]


def test_commas_separate_claims_but_enumerations_keep_their_citations() -> None:
    assert summary("Email sent [evt:evt_a], refund done.") == [
        ("sent", "send", "en", ("evt_a",)),
        ("done", "complete", "en", ()),
    ]
    assert summary("I emailed finance, legal and support [evt:evt_a] [evt:evt_b].") == [
        ("emailed", "send", "en", ("evt_a", "evt_b"))
    ]
    assert summary("After reading the policy [evt:evt_r], I refunded the order [evt:evt_f].") == [
        ("refunded", "refund", "en", ("evt_f",))
    ]
    assert summary("Total 1,250.00 EUR paid [evt:evt_p].") == [("paid", "pay", "en", ("evt_p",))]
