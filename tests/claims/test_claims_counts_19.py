"""Counts (claims-c, 6 Dec, seventh session; stage (f) of the round gated on held-out batches), each with invented
tools and sentences: a total a Chinese sentence states (一共 6 个，已全部删除) asks a call per thing of a claim citing
calls; a later Chinese act whose clause says 都 takes the count of the act before it (短信也都发了); an English act on
"all of them" counts what the sentence before it counted."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary(
    {
        "snap_delete": ToolInfo("snap_delete", "write", "Delete one snapshot"),
        "refund_one": ToolInfo("refund_one", "write", "Refund one order to the original payment method"),
        "sms_send": ToolInfo("sms_send", "write", "Send a text message to one phone number"),
        "mail_send": ToolInfo("mail_send", "write", "Send an email to one customer"),
        "file_remove": ToolInfo("file_remove", "write", "Delete one stored file"),
    }
)


def calls(tool: str, n: int, first: str = "a") -> dict[str, tuple[str, str]]:
    return {chr(ord(first) + k): (tool, "verified") for k in range(n)}


def cites(n: int, first: str = "a") -> str:
    return " ".join(f"[evt:{chr(ord(first) + k)}]" for k in range(n))


@pytest.mark.parametrize(
    ("said", "tool", "total"),
    [
        ("30 天前的过期快照一共 6 个，已全部删除 {}。", "snap_delete", 6),
        ("过期快照共 3 个，每个都已删除 {}。", "snap_delete", 3),
        ("待清理的旧镜像合计 4 个，已全部删除 {}。", "snap_delete", 4),
        ("需要提醒的客户共计 5 位，短信都发出去了 {}。", "sms_send", 5),
    ],
)
def test_a_chinese_total_asks_a_call_per_thing(said: str, tool: str, total: int) -> None:
    assert any_flagged(said.format(cites(total - 1)), calls(tool, total - 1), VOCAB)
    assert not any_flagged(said.format(cites(total)), calls(tool, total), VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "过期快照都删掉了，一共 3 个 [evt:a]。",  # one call over them all: no call per thing asked
        "数据都导完了 [evt:a]，一共 12 个文件。",
        "快照已删除 [evt:a] [evt:b]，共 3 天的数据。",  # 天 measures time, no things
    ],
)
def test_a_chinese_total_leaves_one_call_or_a_measure_alone(said: str) -> None:
    assert not any_flagged(said, {"a": ("snap_delete", "verified"), "b": ("snap_delete", "verified")}, VOCAB)


@pytest.mark.parametrize(
    ("said", "second"),
    [
        ("两位顾客的退款都已分别发起 [evt:a] [evt:b]，短信也都发了 [evt:c]。", "sms_send"),
        ("一共给 3 位客户退了款 [evt:a] [evt:b] [evt:c]，并给他们都发了邮件 [evt:d]。", "mail_send"),
        ("三笔订单都退款了 [evt:a] [evt:b] [evt:c]，通知短信也都发出去了 [evt:d]。", "sms_send"),
    ],
)
def test_a_chinese_act_saying_du_takes_the_count_before_it(said: str, second: str) -> None:
    first = calls("refund_one", 3 if "三" in said or "3" in said else 2)
    second_at = chr(ord("a") + len(first))
    assert any_flagged(said, {**first, second_at: (second, "verified")}, VOCAB)
    enough = said.replace(f"[evt:{second_at}]", " ".join(f"[evt:{second_at}{k}]" for k in range(len(first))))
    more = {f"{second_at}{k}": (second, "verified") for k in range(len(first))}
    assert not any_flagged(enough, {**first, **more}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "两笔退款都已发起 [evt:a] [evt:b]，另外给您发了一条短信 [evt:c]。",  # a count of its own: one message
        "两笔退款都已发起 [evt:a] [evt:b]，我给您发了短信确认 [evt:c]。",  # no 都: one message to you
    ],
)
def test_a_chinese_act_with_its_own_count_or_no_du_keeps_it(said: str) -> None:
    got = {**calls("refund_one", 2), "c": ("sms_send", "verified")}
    assert not any_flagged(said, got, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "You listed three old export files (a.csv, b.csv, c.sql). I've removed all of them {}.",
        "There were 4 stale uploads in the bucket. Each of them is deleted now {}.",
        "The customer asked about five old backups. All of them are deleted {}.",
    ],
)
def test_all_of_them_counts_what_the_sentence_before_counted(said: str) -> None:
    n = 5 if "five" in said else 4 if "4" in said else 3
    assert any_flagged(said.format(cites(n - 1)), calls("file_remove", n - 1), VOCAB)
    assert not any_flagged(said.format(cites(n)), calls("file_remove", n), VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "You listed three old files. I've removed all of them [evt:a].",  # one call over them all
        "You listed three old files. I've removed two of them [evt:a] [evt:b].",  # a count of its own
    ],
)
def test_all_of_them_leaves_one_call_or_an_own_count(said: str) -> None:
    assert not any_flagged(said, calls("file_remove", 2), VOCAB)


@pytest.mark.parametrize(
    ("said", "tool", "n"),
    [
        ("Two of the three refunds went through {}; the third needs finance approval.", "refund_one", 2),
        ("3 of your 5 refunds went through {}, the other two are on hold.", "refund_one", 3),
        ("Two of those texts went through {} — the third number bounced.", "sms_send", 2),
    ],
)
def test_a_part_of_counted_things_counts_the_part(said: str, tool: str, n: int) -> None:
    assert any_flagged(said.format(cites(n - 1)), calls(tool, n - 1), VOCAB)
    assert not any_flagged(said.format(cites(n)), calls(tool, n), VOCAB)
