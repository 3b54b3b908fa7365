"""Counts and structure (claims-q, 7 Dec, eighth session; the round gated on held-out batches), each with invented
tools and sentences: names a sentence lists one by one ("A, B and C"; 甲、乙、丙) are things acted on one by one; list
items under a sentence that ends with a colon are what its act acted on; 共 N 人 is a total; a sum right after a table
takes the rows' citations no act of theirs takes; a sentence that ends with a colon sums up the cited rows below it; a
tool that acts on many backs no count the claim cites a call per thing for."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged
from tests.claims.test_claims_counts_19 import calls, cites

VOCAB = Vocabulary(
    {
        "void_bill": ToolInfo("void_bill", "write", "Void one customer invoice"),
        "pay_supplier": ToolInfo("pay_supplier", "write", "Pay one supplier invoice by ACH or check"),
        "list_bills": ToolInfo("list_bills", "read", "List the open supplier invoices"),
        "sms_send": ToolInfo("sms_send", "write", "Send a text message to one phone number"),
        "mail_send": ToolInfo("mail_send", "write", "Send an email to one customer"),
        "file_docs": ToolInfo("file_docs", "write", "提交一位客户的清关资料"),
        "sms_zh": ToolInfo("sms_zh", "write", "给一位客户发送短信提醒"),
        "pay_out": ToolInfo("pay_out", "write", "给一位员工发放工资"),
        "remit": ToolInfo("remit", "write", "Email a remittance advice to one supplier"),
        "approve_claim": ToolInfo(
            "approve_claim", "write", "Approve an expense claim; it is paid with the next reimbursement batch."
        ),
        "newsletter": ToolInfo("newsletter", "write", "Send a campaign to all subscribers of a list"),
    }
)


@pytest.mark.parametrize(
    ("said", "tool", "names"),
    [
        ("Invoices INV-3101, INV-3102 and INV-3107 have been voided {}.", "void_bill", 3),
        ("Paid Acme Paper, Brightline and Corvid Supply today {}.", "pay_supplier", 3),
        ("Voided #5501, #5502, #5503 and #5510 for you {}.", "void_bill", 4),
    ],
)
def test_names_listed_one_by_one_ask_a_call_each(said: str, tool: str, names: int) -> None:
    assert any_flagged(said.format(cites(names - 1)), calls(tool, names - 1), VOCAB)
    assert not any_flagged(said.format(cites(names)), calls(tool, names), VOCAB)


def test_a_listed_name_cited_by_a_read_is_not_paid() -> None:
    said = "Paid Acme Paper, Brightline and Corvid Supply today [evt:a] [evt:b] [evt:c]."
    assert any_flagged(said, {**calls("pay_supplier", 2), "c": ("list_bills", "verified")}, VOCAB)


def test_names_interleaved_with_citations_count_the_uncited_one() -> None:
    said = (
        "This week's supplier payments are out the door: Acme [evt:a], Brightline [evt:b], Corvid [evt:c] and Dunmore."
    )
    assert any_flagged(said, calls("pay_supplier", 3), VOCAB)
    full = said.replace("Dunmore.", "Dunmore [evt:d].")
    assert not any_flagged(full, calls("pay_supplier", 4), VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "Voided both invoices on 4 March, at 9:00 and 9:30 [evt:a] [evt:b].",  # a date and times, no names
        "Voided the draft, the duplicate and the test invoice [evt:a] [evt:b].",  # common nouns: not counted
        "Voided Monday, Tuesday and Friday's invoices [evt:a] [evt:b].",  # days
    ],
)
def test_listing_leaves_dates_nouns_and_one_call_alone(said: str) -> None:
    assert not any_flagged(said, calls("void_bill", 2), VOCAB)


@pytest.mark.parametrize(
    ("said", "tool", "names"),
    [
        ("以下客户的清关资料都已提交：周琳、钱伟、冯雪 {}", "file_docs", 3),
        ("已给这几位客户发了短信提醒 {}：陈婷、周浩、吴思琪、郑凯。", "sms_zh", 4),
    ],
)
def test_chinese_names_listed_with_the_enumeration_comma_ask_a_call_each(said: str, tool: str, names: int) -> None:
    assert any_flagged(said.format(cites(names - 1)), calls(tool, names - 1), VOCAB)
    assert not any_flagged(said.format(cites(names)), calls(tool, names), VOCAB)


def test_a_chinese_list_of_acts_is_no_list_of_names() -> None:
    said = "已提交资料、发短信、发放工资 [evt:a] [evt:b] [evt:c]。"
    assert not any_flagged(
        said, {"a": ("file_docs", "verified"), "b": ("sms_zh", "verified"), "c": ("pay_out", "verified")}, VOCAB
    )


@pytest.mark.parametrize(
    ("lead", "tool"),
    [
        ("每位收件人都已收到短信提醒 {}：", "sms_zh"),
        ("Each customer now has their delivery window by email {}:", "mail_send"),
    ],
)
def test_items_under_a_colon_are_what_its_act_acted_on(lead: str, tool: str) -> None:
    items = (
        "\n- 陈婷\n- 周浩\n- 吴思琪\n- 郑凯"
        if "：" in lead
        else "\n- Brightmart Tulsa\n- Ozark Grocers\n- Red River\n- Lakeside"
    )
    assert any_flagged(lead.format(cites(3)) + items, calls(tool, 3), VOCAB)
    assert not any_flagged(lead.format(cites(4)) + items, calls(tool, 4), VOCAB)


def test_items_that_tell_acts_of_their_own_are_not_counted_for_the_lead() -> None:
    said = "Here is what I sent {}:\n- Tulsa got an email [evt:c]\n- Ozark got an email [evt:d]\n- Red River got an email [evt:e]"
    assert not any_flagged(said.format(cites(2)), calls("mail_send", 5), VOCAB)


def test_a_chinese_total_of_people() -> None:
    said = "以下员工的工资都已逐一发放（共 4 人）：\n- 卢敏、高远 {}\n- 石磊 {}"
    assert any_flagged(said.format(cites(1), cites(2, "b")), calls("pay_out", 3), VOCAB)
    assert not any_flagged(
        "以下员工的工资都已逐一发放（共 4 人）：\n- 卢敏、高远 [evt:a] [evt:b]\n- 石磊、夏天 [evt:c] [evt:d]",
        calls("pay_out", 4),
        VOCAB,
    )


TABLE = (
    "| Supplier | Amount | Payment | Remittance |\n|---|---|---|---|\n"
    "| Acme | $2,940.00 | ACH [evt:a] | emailed [evt:b] |\n"
    "| Brightline | $780.00 | ACH [evt:c] | emailed [evt:d] |\n"
    "| Corvid | $6,125.00 | [evt:e] | not sent, no contact on file |\n\n"
    "$9,845.00 paid across 3 suppliers."
)


def test_a_sum_after_a_table_takes_the_rows_citations_no_act_of_theirs_takes() -> None:
    pays = {k: ("pay_supplier", "verified") for k in "ace"}
    remits = {k: ("remit", "verified") for k in "bd"}
    assert not any_flagged(TABLE, {**pays, **remits}, VOCAB)
    assert any_flagged(TABLE, {**pays, **remits, "e": ("list_bills", "verified")}, VOCAB)  # two payments shown


ROWS = "以下 2 位员工的工资都已结清：\n| 姓名 | 金额 | 状态 |\n|---|---|---|\n| 秦朗 | ¥7,640 | 已发放 {} |\n| 许诺 | ¥10,205 | 已发放 {} |"


def test_a_colon_sums_up_the_cited_rows_below_it() -> None:
    assert not any_flagged(ROWS.format("[evt:a]", "[evt:b]"), calls("pay_out", 2), VOCAB)
    assert any_flagged(ROWS.format("[evt:a]", ""), calls("pay_out", 1), VOCAB)  # a row uncited: the sum is too


def test_a_tool_that_acts_on_many_backs_no_count_cited_call_by_call() -> None:
    said = "Approved all 9 expense claims in the queue {}."
    assert any_flagged(said.format(cites(8)), calls("approve_claim", 8), VOCAB)
    assert not any_flagged(said.format(cites(9)), calls("approve_claim", 9), VOCAB)
    assert not any_flagged("Sent the December issue to all 212 subscribers [evt:a].", calls("newsletter", 1), VOCAB)


def test_a_count_right_after_a_chinese_act_is_what_it_acted_on() -> None:
    said = "客户共 7 个包裹滞留，已处理 5 个（清关资料全部补交 {}），剩余 2 个暂时无法提交。"
    assert not any_flagged(said.format(cites(5)), calls("file_docs", 5), VOCAB)
    assert any_flagged(said.format(cites(4)), calls("file_docs", 4), VOCAB)


def test_a_count_after_with_is_what_the_one_thing_carries() -> None:
    said = "Remittance with both invoice numbers sent to their AP [evt:a]."
    assert not any_flagged(said, {"a": ("remit", "verified")}, VOCAB)
    assert any_flagged("Remittances sent to both suppliers [evt:a].", {"a": ("remit", "verified")}, VOCAB)
