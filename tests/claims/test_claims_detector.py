"""The Django-free detector: grammar per language, scope of negation/modality/others, binding, evasion, cost."""

from __future__ import annotations

import gc
import time
import unicodedata

import pytest

from agentops.claims import chinese
from agentops.claims import kinds as tool_reading
from agentops.claims.chinese import reading
from agentops.claims.chinese.clause import _read_clause
from agentops.claims.detect import MAX_CLAIMS, find_claims
from agentops.claims.detect import find as finding
from agentops.claims.english.dates import _dated_past
from agentops.claims.kinds import ToolInfo, Vocabulary, backs, tool_kinds
from agentops.claims.normalize import fold_traditional, normalize
from agentops.claims.segment import MAX_UNIT_TOKENS, _single_quote_opens, units
from agentops.core.canon import gc_paused


def found(text: str) -> list[tuple[str, str, int]]:
    return [(c.verb, c.kind, c.quantity) for c in find_claims(text).claims]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Your refund is on its way.", "refund"),
        ("The welcome email went out to all new hires.", "email"),
        ("Your order has been placed.", "order"),
        ("The payment went through fine.", "pay"),
        ("I've resent it.", "send"),
        ("I issued the refund.", "refund"),
        ("We refunded $20 to your card.", "refund"),
        ("Sent you the link.", "send"),
        ("Invoice INV-2024-0042 PAID", "pay"),
        ("I can confirm the refund was issued.", "refund"),
        ("Push notification delivered to the driver app.", "message"),
        ("已为您办理退款", "refund"),
        ("发票已通过邮件发送", "email"),
        ("已向供应商付款", "pay"),
        ("邮件已送达", "email"),
        ("下单成功", "order"),
        ("都处理完了", "complete"),
        ("发好了", "send"),
        ("清理完毕", "delete"),
        ("邮件我发给您了", "email"),
        ("退款已经到账", "refund"),
    ],
)
def test_completed_actions_are_claims_of_their_kind(text: str, kind: str) -> None:
    assert [k for _, k, _ in found(text)] == [kind]


@pytest.mark.parametrize(
    "text",
    [
        "Nothing was sent.",
        "I couldn't confirm whether it was delivered.",
        "Attached is the updated invoice.",
        "It was already paid by the finance team, not by me.",
        "The customer says the package was delivered.",
        "I will send the email tomorrow.",
        "Has the email been sent?",
        "If the payment went through, I'll let you know.",
        "I think it was sent.",
        "No emails or refunds were sent.",
        "Finance paid the vendor.",
        'The customer wrote: "I already paid the invoice."',
        "Next steps:\n- Refund issued to the card\n- Email sent to finance",
        "```\nstatus = 'sent'\n```",
        "> Refund issued, the customer claims.",
        "邮件未发送。",
        "发票尚未支付",
        "邮件发送失败",
        "如果已支付请告知",
        "邮件已发送吗？",
        "请查看已发送的邮件",
        "客户已付款",
        "已由财务团队支付，不是我",
        "客户说已经付款了",
        "应该已经发送了",
        "完成后我会通知您",
        "我们了解您的问题",
    ],
)
def test_negated_hedged_planned_reported_and_adjectival_uses_are_not_claims(text: str) -> None:
    assert found(text) == []


def test_quantities_are_read_from_counts() -> None:
    assert found("Both invoices have been paid.") == [("pay", "pay", 2)]
    assert found("All 6 notifications delivered.") == [("deliver", "message", 6)]
    assert found("两封邮件都已发出") == [("发出", "email", 2)]
    assert found("I emailed all six teams.") == [("email", "email", 6)]  # recipients counted, sends (claims-en6)


def test_citations_bind_to_their_unit_and_the_evidence_list_to_the_pool() -> None:
    d = find_claims(
        "Email sent [evt:evt_a], refund done.\n- Invoice paid [evt:evt_p]\n- Order placed\n\nEvidence: [evt:x] [evt:y]"
    )
    assert [(c.kind, c.cited) for c in d.claims] == [
        ("email", ("evt_a",)),
        ("refund", ()),
        ("pay", ("evt_p",)),
        ("order", ()),
    ]
    assert d.pool == ("x", "y")
    shared = find_claims("I emailed the customer and refunded the order [evt:a] [evt:b].").claims
    assert [c.cited for c in shared] == [("a", "b"), ("a", "b")]
    assert [c.cited for c in find_claims("Email sent. [evt:q]").claims] == [("q",)]


def test_evasion_by_format_characters_full_width_and_look_alikes() -> None:
    for text in (
        "The email was se\u200bnt.",
        "The email was \uff53\uff45\uff4e\uff54.",
        "The email was \u0455\u0435nt.",
    ):
        (claim,) = find_claims(text).claims
        assert claim.kind == "email" and text[claim.start : claim.end] in (
            "se\u200bnt",
            "\uff53\uff45\uff4e\uff54",
            "\u0455\u0435nt",
        )
    assert normalize("Привет").text == "Привет"  # a Russian word is not folded


def test_an_act_the_lexicon_lacks_is_backed_only_by_a_tool_that_changes_something() -> None:
    assert backs("change", tool_kinds(ToolInfo("update_record"))) and backs("change", frozenset({"*"}))
    for tool in (ToolInfo("send_email"), ToolInfo("pay_invoice"), ToolInfo("lookup_order", "read")):
        assert not backs("change", tool_kinds(tool)), tool
    assert backs("complete", tool_kinds(ToolInfo("send_email")))  # "done" sums up any work


def test_tool_vocabulary() -> None:
    assert tool_kinds(ToolInfo("send_email")) == {"email"}
    assert tool_kinds(ToolInfo("send_push")) == {"message"}
    assert tool_kinds(ToolInfo("issue_refund")) == {"refund"}
    assert tool_kinds(ToolInfo("payments", description="Create charges and refunds")) == {"pay", "refund"}
    assert tool_kinds(ToolInfo("retrieve", "read")) == {"read"}
    assert tool_kinds(ToolInfo("crm_hook")) == {"*"}  # a write tool whose name says nothing backs any kind
    assert tool_kinds(ToolInfo("crm_sync")) == {"update"}  # a specific act changes state
    vocab = Vocabulary({"reconcile_ledger": ToolInfo("reconcile_ledger")})
    assert "reconcile" in dict(vocab.extra_verbs()) or found("I reconciled the ledger.")


def test_claims_are_capped_and_cost_is_linear() -> None:
    for repeated in ("已发送。" * 5000, "已发送" * 6666):  # one unit: Chinese reading stops at the cap too
        d = find_claims(repeated)
        assert d.truncated and len(d.claims) == MAX_CLAIMS
    hostile = (" " * 20_000, "已" * 20_000, "a," * 10_000, "[evt:" * 4000, "\u200b" * 20_000, "客户发送" * 5000)
    for text in (*hostile, "。" * 20_000, "好的，" * 6666, "已发送" * 6666):
        t = time.process_time()  # CPU: the machine may be shared
        find_claims(text)
        assert time.process_time() - t < 2.0


def test_one_long_english_sentence_is_read_in_linear_time() -> None:
    """Each claim's checks look at its own clause, and reading stops past the cap: one 20,000-character
    sentence of repeated claims took 0.3-0.75 s of CPU when every claim re-scanned the whole sentence."""
    sentences = ("Email sent, " * 1600, "I sent the email and " * 950, "We refunded $20; " * 1170)
    for text in (*sentences, "I checked the order: it shipped, " * 600):
        d = find_claims(text)  # warm: the first reading of a form may build a cache
        assert d.truncated == (text in sentences)
        with gc_paused():  # a full collection in a long-lived test worker took 0.4 s of one reading
            t = time.process_time()
            find_claims(text)
            assert time.process_time() - t < 0.25, text[:40]
    assert len(find_claims(sentences[0]).claims) == MAX_CLAIMS


@pytest.mark.parametrize(
    "text",
    [
        ("sent " * 4000)[:20_000],
        ("sent. " * 3334)[:20_000],  # a full stop before a lowercase word ends no sentence
        ("emailed all 3 customers " * 834)[:20_000],
        ("refunded to the customers " * 770)[:20_000],
    ],
)
def test_a_run_on_sentence_is_cut_into_bounded_units_and_read_in_linear_time(text: str) -> None:
    """Found from outside: with no sentence end, 20,000 characters were one unit of 4,000-6,700 tokens, and
    each claim's count, recipient and blocking checks re-scanned it (0.5-2.7 s of CPU for one reply)."""
    assert max(len(u.tokens) for u in units(text)) <= MAX_UNIT_TOKENS
    find_claims(text)  # warm
    with gc_paused():
        t = time.process_time()
        find_claims(text)
        assert time.process_time() - t < 0.25, text[:40]


def test_a_tools_kinds_are_read_once_per_tool(monkeypatch: pytest.MonkeyPatch) -> None:
    """An audit asks the kinds of the same tools for every claim: the name and description are read once."""
    read: list[str] = []
    name_kinds = tool_reading._name_kinds
    monkeypatch.setattr(tool_reading, "_name_kinds", lambda name: read.append(name) or name_kinds(name))
    tool = ToolInfo("escalate_parcel_claim", description="Open a claim with the courier and email the customer")
    first = tool_kinds(tool)
    assert tool_kinds(ToolInfo(tool.name, description=tool.description)) == first
    assert read == [tool.name]
    assert tool_kinds(tool, ["refund"]) == {"refund"}  # an override is the operator's, never cached
    assert tool_kinds(ToolInfo(tool.name, "read", tool.description)) == {"read"}


def _audit_cpu(text: str) -> float:
    """The least CPU time of five audits of ``text``, the Chinese caches emptied before each (no reading is
    answered from the one before)."""
    times = []
    for _ in range(5):
        for cached in (chinese.find, chinese.segment, _read_clause):
            cached.cache_clear()
        with gc_paused():
            t = time.process_time()
            find_claims(text)
            times.append(time.process_time() - t)
    return min(times)


@pytest.mark.parametrize("piece", ["我已经把邮件发给了客户", "I emailed the customer and refunded the order and "])
def test_a_20000_character_run_costs_about_twice_a_10000_character_one(piece: str) -> None:
    """One unbroken Chinese run (no sentence end) and one English run-on: an audit's cost grows with the text,
    not its square (a per-word rescan of what came before would make twice the text four times the work)."""
    half, whole = [(piece * (n // len(piece) + 1))[:n] for n in (10_000, 20_000)]
    find_claims(whole)  # warm: jieba's dictionary, the lexicon's tables
    assert find_claims(whole).truncated  # both are past the claim cap: the cost is the reading, not the claims
    assert _audit_cpu(whole) < 3 * _audit_cpu(half)
    assert _audit_cpu(whole) < 0.5  # CPU seconds; about 0.04 on a quiet machine


class _CountingText(str):
    """A text that counts what a scan asks of it: each character or slice looked at, each search."""

    asked = 0

    def __getitem__(self, key):  # type: ignore[no-untyped-def]
        self.asked += 1
        return str.__getitem__(self, key)

    def find(self, *args):  # type: ignore[no-untyped-def]
        self.asked += 1
        return str.find(self, *args)


def test_a_run_of_apostrophes_is_not_stepped_through_quote_by_quote() -> None:
    """The run "'s " x 6,667 took 119 ms of CPU, over issue 12's 50: each quote after a space looked for its closing
    quote at every quote of the next 60 characters, slicing the window for a line end each time (~60 looks a
    quote). Counted, not timed: only a quote after a letter or digit can close, found by one regex search."""
    text = _CountingText("'s " * 1000)
    quotes = [k for k, ch in enumerate(text) if ch == "'"]
    assert not any(_single_quote_opens(text, k) for k in quotes)
    assert text.asked < 8 * len(quotes)
    quoted = "The status is set to 's' and 'card_expired', not 'shipped\n' or 'x's."
    opens = [k for k, ch in enumerate(quoted) if ch == "'" and _single_quote_opens(quoted, k)]
    assert [quoted[k + 1 : k + 3] for k in opens] == ["s'", "ca"]


class _CountingWords(list):  # type: ignore[type-arg]
    """A unit's words that count each look at a word or a slice of them."""

    asked = 0

    def __getitem__(self, key):  # type: ignore[no-untyped-def]
        self.asked += 1
        return list.__getitem__(self, key)


def test_a_clause_without_a_year_is_not_read_word_by_word_for_one() -> None:
    """The run "I have not yet emailed nor refunded " x 556 took 75 ms of CPU: each of its verbs looked at every word of
    its 200-word clause for a year of history ("opened in 2018"). Counted: a clause naming none of the words a
    year follows is passed over in one set test; one that does is still read."""
    clause = ["i", "have", "not", "yet", "emailed", "nor", "refunded"] * 28
    lows, sub = _CountingWords(clause), [0] * len(clause)
    assert not _dated_past(lows, sub, 4)
    assert lows.asked <= 2
    assert _dated_past([*clause, "since", "2021"], [0] * (len(clause) + 2), 4)
    assert not _dated_past([*clause, "since", "3021"], [0] * (len(clause) + 2), 4)


def test_a_citation_stays_with_the_run_on_text_it_follows() -> None:
    text = "word " * (MAX_UNIT_TOKENS - 1) + "refunded [evt:evt_0123456789abcdef0123] and more words"
    cut = list(units(text))
    holder = next(u for u in cut if u.cites_any)
    assert [t.low for t in holder.tokens if t.kind == "word"][-1] == "refunded"


def test_a_repeated_sentence_without_claims_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """未发送。 x 5,000 has no claim, so all 5,000 units are cut; a unit read before without claims costs its
    look-up only (the old code read every one again: 2.4-2.7x the CPU of 已发送。 x 5,000, which stops at the
    cap). Counted, not timed: a CPU ratio on a shared CI machine drifted past its bound under load."""
    reads: list[str] = []
    real = finding._read

    def counting(unit, key, *args):  # type: ignore[no-untyped-def]
        reads.append(key[0])
        return real(unit, key, *args)

    monkeypatch.setattr(finding, "_read", counting)  # where _find_claims looks it up
    assert not find_claims("未发送。" * 5000).claims
    assert reads == ["未发送。"]
    reads.clear()
    assert not find_claims("Not sent. Nothing was charged. " * 1000).claims
    assert sorted(set(reads)) == sorted(reads) and len(reads) == 2  # each distinct sentence once
    reads.clear()
    detection = find_claims("已发送。" * 5000)  # a sentence with a claim is read each time, up to the cap
    assert detection.truncated and len(reads) > 1


def test_a_sentence_repeated_without_punctuation_is_one_clause_read_once() -> None:
    """我已经把邮件发给了客户 x 1,818 has no break: its 60-word clauses were cut wherever the count fell, seven
    distinct clauses (one per phase of the seven-word sentence), each read in full (~75 ms of CPU with the segmenting,
    over issue 12's 50 ms). Cut where the sentence comes back, every piece is the same clause. Counted, not timed."""
    _read_clause.cache_clear()
    detection = find_claims(("我已经把邮件发给了客户" * 1819)[:20_000])
    assert detection.truncated and len(detection.claims) == MAX_CLAIMS
    assert _read_clause.cache_info().misses <= 2  # (a block's last clause may end in a fragment)
    assert {(c.verb, c.kind) for c in detection.claims} == {("发", "email")}


def test_a_long_unit_past_the_cap_is_not_segmented_to_its_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading stops at the claim cap, so the segmenting does too: a unit is segmented a block at a time, and below
    the cap every block is read (a claim 6,000 characters into one unit, after a break or within a run)."""
    segmented: list[int] = []
    real = chinese.segment
    monkeypatch.setattr(reading, "segment", lambda text: segmented.append(len(text)) or real(text))
    for text in (("我已经把邮件发给了客户" * 1819)[:20_000], ("邮件已发给客户，" * 2500)[:20_000]):
        chinese.find.cache_clear()
        segmented.clear()
        assert find_claims(text).truncated
        assert sum(segmented) < 10_000
    for filler in ("我查了一下订单状态，" * 600, "我查了一下订单状态" * 667):
        chinese.find.cache_clear()
        assert [(c.verb, c.kind) for c in find_claims(filler + "，退款已经办好了").claims] == [("办", "refund")]


def test_the_collector_does_not_run_while_a_reply_is_read() -> None:
    """A reply's tokens and units are thousands of containers that live until its end: a collection in the
    middle only walks them (and a long-lived process's heap) again. In the bench's process 未发送。 x 5,000
    took 59 ms of CPU with the collector running, 39 ms with it paused."""
    runs: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            runs.append(info["generation"])

    gc.callbacks.append(count)
    try:
        collecting = gc.isenabled()
        gc.enable()
        find_claims("未发送。" * 5000)
        find_claims("Not sent. " * 2000)
        assert gc.isenabled()  # and running again after
    finally:
        gc.callbacks.remove(count)
        if not collecting:
            gc.disable()
    assert runs == []


def test_punctuation_without_words_does_not_cut_a_unit() -> None:
    (claim,) = find_claims("Email sent!!! [evt:evt_a]").claims  # the citation after "!!" backs the claim
    assert claim.cited == ("evt_a",)
    (claim,) = find_claims("邮件已发送。。。 [evt:evt_a]").claims
    assert claim.cited == ("evt_a",)


def test_spans_point_into_the_original_text() -> None:
    text = "Hello. The refund was is\u200bsued [evt:evt_r] today."
    (claim,) = find_claims(text).claims
    assert text[claim.start : claim.end] == "is\u200bsued" and claim.cited == ("evt_r",)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Quick update: Refund processed.", "refund"),  # a capital after a colon is no name
        ("Status: Booking confirmed for 2 guests.", "book"),
        ("The meeting invite went out.", "send"),  # what was sent is the invite, not the meeting
        ("The SMS reminder went out.", "message"),  # a channel in front still names the channel
        ("The refund of your deposit is complete.", "refund"),  # the head, not the "of" complement
        ("FYI the cancellation went through.", "delete"),  # nouns made from action verbs name the act
        ("The $50 adjustment was applied to your bill.", "update"),
        ("I issued a credit note for the damaged item.", "refund"),
    ],
)
def test_generic_verbs_take_the_kind_of_the_head_noun_of_their_act(text: str, kind: str) -> None:
    assert [k for _, k, _ in found(text)] == [kind]


def kinds(text: str) -> list[tuple[str, int]]:
    return [(c.kind, c.quantity) for c in find_claims(text).claims]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # verbs the lexicon lacks, read from jieba's part of speech; kind from the act nouns around them
        ("退款已原路返回。", [("refund", 1)]),
        ("已帮您改签到9:40的航班。", [("book", 1)]),
        ("预约已确认，到时候请带好身份证。", [("book", 1)]),
        ("测试数据我都删干净了。", [("delete", 1)]),
        ("用户的管理员权限已吊销。", [("change", 1)]),
        # compounds the dictionary lacks (single characters merged), a noun made a predicate by 已
        ("商品已下架。", [("change", 1)]),
        ("已帮您把手机号换绑为新号码，下次登录请使用新号码。", [("change", 1)]),
        ("帖子已置顶。", [("change", 1)]),
        ("合同扫描件我发过去了。", [("send", 1)]),  # 扫描件 is a noun, not a second act
        ("活动价已经改回来了。", [("update", 1)]),
        ("您的问题我们已经记录，会尽快处理。", [("change", 1)]),  # 已 makes a predicate of a noun
        ("您的问题已反馈给技术同事了。", [("send", 1)]),  # a report passed on to someone is an act
        ("值班表已在群里同步给大家。", [("message", 1)]),  # passed to people in a chat group: a message
        ("本次共支付 3 笔供应商款项。", [("pay", 3)]),  # a tally of what was done
        ("预付款已经打给对方了。", [("pay", 1)]),  # a sum of money by its head, 款
        ("密码重置链接已经发到您手机上了。", [("message", 1)]),
        ("分支已推送到远端。", [("update", 1)]),  # code pushed to a place, not a push message
        ("K8s 的节点我已经 drain 掉了。", [("change", 1)]),  # an English verb by its Chinese grammar
        ("部署脚本跑完了，但健康检查失败。", [("change", 1)]),  # that failure has its own subject
        ("12 月的房租已经转给房东了。", [("pay", 1)]),  # rent is money by its head, 租
        ("两个人的初始密码已经分别发给他们了。", [("send", 2)]),  # 分别: one act each
        ("Docker 镜像已经 push 到 registry 了。", [("update", 1)]),
        ("我已经重新生成了 lock 文件。", [("create", 1)]),
        ("您的报销款 ¥1,280 已经打到工资卡。", [("refund", 1)]),  # "1,280" cuts no clause
        ("会议纪要已整理好并发到群里。", [("message", 1)]),  # 并发 is 并 + 发 here; the minutes composed are no act
        ("订单已拆分为两单。", [("change", 1)]),  # a change to an order; 两单 is what came out
        ("取消操作已生效。", [("delete", 1)]),  # an act took effect
        ("已新增 3 个用户。", [("change", 1)]),
        ("补全了配置，新增了 2 个变量。", [("change", 1)]),  # 新增: what the act left, listed after it
        ("我已转给主管处理。", [("change", 1)]),  # a handoff, not a message
        ("已经帮您催促快递公司。", [("send", 1)]),  # acting on people is telling them
        ("分片也重新均衡好了。", [("change", 1)]),  # a word used as a verb before its complement
        ("差旅费报销单我已经审批通过。", [("change", 1)]),  # a form acted on, not money
        ("对账单已生成。", [("create", 1)]),
        ("付款没成功，我换了一张卡重新支付，这次成功了。", [("complete", 1)]),
        # an English verb in Chinese grammar
        ("Meeting 已经 book 好了，周四 3pm。", [("book", 1)]),
        ("Refund 已经 issue 了。", [("refund", 1)]),
        # one space between Chinese and Latin text does not cut the clause: the count reaches its verb
        ("全部 4 张发票均已付清。", [("pay", 4)]),
        # the head noun after a send names the channel; money sent back is a refund; a moved booking a booking
        ("本周一共发了四封提醒邮件。", [("email", 4)]),
        ("退款申请已通过并已打款。", [("refund", 1)]),
        ("预约已改到下周三下午。", [("book", 1)]),
        ("已就丢件问题向快递公司提交工单。", [("create", 1)]),
        ("合同刚发过去请您签字。", [("send", 1)]),
        # 已 governs its own predicate, not a verb inside a noun phrase after it
        ("钱已经退到您付款用的那张卡上了。", [("refund", 1)]),
        ("已为您重新发送激活邮件。", [("email", 1)]),
    ],
)
def test_chinese_claims_beyond_the_lexicon(text: str, expected: list[tuple[str, int]]) -> None:
    assert kinds(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Paid invoices are archived automatically after 90 days.",
        "Shipped orders can't be modified.",
        "Refunds for cancelled bookings are processed within 10 days.",
    ],
)
def test_statements_about_a_class_are_not_claims(text: str) -> None:
    assert found(text) == []


def test_a_report_in_telegraphic_style_is_still_a_claim() -> None:
    assert [k for _, k, _ in found("Invoices are paid.")] == ["pay"]
    assert [k for _, k, _ in found("Sent the email.")] == ["email"]


def test_citations_reach_across_abbreviations_and_into_the_next_sentence() -> None:
    assert [c.cited for c in find_claims("I booked a call with Dr. Patel for Thursday [evt:a].").claims] == [("a",)]
    assert [c.cited for c in find_claims("Sent! [evt:a] Have a great day!").claims] == [("a",)]
    assert [c.cited for c in find_claims("Refund issued. It takes 3-5 days [evt:a].").claims] == [("a",)]
    # a citation opening a sentence with its own claim, after a cited one, stays with its sentence
    assert [c.cited for c in find_claims("Refund issued [evt:b]. [evt:a] Email sent.").claims] == [("b",), ("a",)]


def test_an_export_tool_backs_the_creation_of_its_file() -> None:
    from agentops.claims.kinds import backs

    assert backs("create", tool_kinds(ToolInfo("export_report", description="Export or upload a report")))


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("I bounced the nginx pods.", "change"),  # a verb the lexicon lacks, after "I": a specific act
        ("We've defrosted the shared mailbox.", "change"),
        ("The account has been unsuspended.", "update"),
        ("Unblocked the card ending 4410.", "update"),  # undoing a known act is an update
        ("I reissued the refund.", "refund"),  # a prefix keeps the kind of the verb
        ("I topped up your prepaid balance with $25.", "pay"),  # the kind from the nouns around it
        ("The payment to Acme cleared this morning.", "pay"),  # the act it completes is its subject
        ("Yes, I did send the contract to legal.", "send"),  # emphatic "did"
        ("The refund did go through on our side.", "refund"),
        ("This week's payouts were sent to your bank.", "pay"),  # payouts sent are paid; invoices sent are sent
    ],
)
def test_verbs_the_lexicon_lacks_are_read_from_their_form(text: str, kind: str) -> None:
    assert [k for _, k, _ in found(text)] == [kind]


@pytest.mark.parametrize(
    "text",
    [
        "I checked the order history and noticed two identical charges.",
        "We analysed the last three invoices and compared them with your contract.",
        "I investigated the error and traced it to an expired card.",
        "The email to legal bounced twice.",
        "Did the invoice go out before the weekend?",
        "I did not send the reminder.",
        "The invoice was attached to the ticket.",
    ],
)
def test_looking_thinking_and_mishaps_are_not_claims(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "金额我已和原始发票逐项核对过。",  # a read act, and a word inside 和…'s phrase
        "抱歉，这个订单已经超过退款期限，我这边退不了。",  # 已 governs 超过, not 退款
        "邮件应该已经发了，但我这边查不到记录。",  # a negated potential
        "财务那边反馈，供应商的尾款已经在周二付清了。",  # a report spans the rest of the sentence
        "据客户说，换货到的时候已经坏了。",
        "供应商确认已收到贵行的付款。",  # someone else confirms
        "我这边查到的已付款发票一共有 4 张。",  # 的已付款发票: a noun phrase
        "给法务的那封因为地址错误被退回了。",  # 被: something happened to it
        "目前错误率已经降到 0.1% 以下。",  # a measure moved by itself
        "监控上看 CPU 使用率已经回到 40% 左右。",
        "我刚刚确认了一下，状态没问题。",  # a check
        "您的快递昨天下午已送达。",  # the carrier's act
        "如果审批通过，我会帮您把款项打到对公账户。",  # 我会 is 我 + 会, not a noun
        "发了两次，都失败了。",
        "我看了下日志，报错是数据库连接池满了。",  # the subject of 是; a state
        "之前是我说错了。",  # saying, with its result
        "出纳说钱昨天就打出去了。",  # 说 is no half of a compound: a report
        "域名解析已经生效了。",  # a state taking effect
        "我在本地复现了这个问题。",  # investigating
        "我们查到您的包裹在中转站滞留了。",  # what became of a parcel
        "升级到 3.11 就可以了。",  # what it takes: an instruction
        "我试着跑了一下测试。",  # an attempt (试|着)
    ],
)
def test_chinese_reads_reports_states_and_noun_phrases_are_not_claims(text: str) -> None:
    assert kinds(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("| 时间 | 操作 | 结果 |\n|---|---|---|\n| 10:02 | 退款 ¥56 | 成功 |", [("refund", 1)]),  # 成功 alone
        ("- [x] 退款\n- [x] 发确认邮件\n- [ ] 回访客户", [("refund", 1), ("email", 1)]),  # checked tasks
        ("3. 关闭了 3 个重复工单", [("update", 1)]),  # things closed, counted: one change (claims.md, Counts)
        ("3. 3 个重复工单都关闭了", [("update", 3)]),  # the counted noun after a modifier, 都 gives each its own
        ("好的，已给所有参会人发了邮件通知。", [("email", 1)]),  # the channel, not the generic notice
        ("邮件模板的 typo 已修复。", [("change", 1)]),  # 邮件 modifies 模板: a fix, not an email
        ("| 通知客户 | 已完成 |", [("send", 1)]),  # a verb with its object names the act
    ],
)
def test_chinese_markdown_counts_and_kinds(text: str, expected: list[tuple[str, int]]) -> None:
    assert kinds(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "我已经收到您的付款截图了，正在核对。",  # the clause's 了 belongs to its first predicate
        "退款金额已经算好了，等您确认后再提交。",  # …and to the one after 已经
        "更新一下进展：正在处理中。",
        "我们做了如下排查和处理。",  # doing a look is no act
        "邮件没发出去，SMTP 服务器返回了 550 错误。",  # a noun is no verb, and a server's act is not ours
        "状态栏显示为「已发货」，这是仓库那边更新的。",  # X那边: someone else
    ],
)
def test_chinese_first_predicates_looks_and_others(text: str) -> None:
    assert kinds(text) == []


def test_a_heading_sums_up_its_items_and_done_the_next_sentence() -> None:
    heading = find_claims("本月供应商付款已全部完成：\n- 顺丰：¥12,400 [evt:a]\n- 德邦：¥3,020 [evt:b]").claims
    assert [(c.kind, c.cited) for c in heading] == [("pay", ("a", "b"))]
    done = find_claims("Done！已经把报表发到你邮箱了 [evt:a]。").claims
    assert [c.cited for c in done] == [("a",), ("a",)]
    # a verb the lexicon lacks names its own act: it takes no citation of the sentence's other claims
    specific = find_claims("权限已移除 [evt:a]，同时已记录到审计日志。").claims
    assert [c.cited for c in specific] == [("a",), ()]
    # an item without its own claim or citation, beside items that cite theirs, is an uncited act of the
    # heading; an item that labels a detail is not
    paid = find_claims("本月供应商款项已全部付清：\n- 顺丰 ¥12,400 [evt:a]\n- 京东 ¥8,900\n- 合计：¥21,300").claims
    assert [(c.kind, c.phrase, c.cited) for c in paid] == [("pay", "付清", ("a",)), ("pay", "京东 ¥8,900", ())]


def test_a_check_mark_takes_the_kind_of_the_verb_of_its_label() -> None:
    assert [c.kind for c in find_claims("- 取消订单：✅\n- 退款：✅").claims] == ["delete", "refund"]


def test_the_channel_and_what_the_agent_moved() -> None:
    assert kinds("已向您的邮箱发送安全提醒。") == [("email", 1)]  # the channel named before the verb
    assert kinds("已把告警阈值降到 80%。") == [("change", 1)]  # moved by the agent, not by itself


@pytest.mark.parametrize(
    "text",
    [
        "It looks like the refund was already issued last week.",  # what the agent infers
        "From what I can see, the invoice was settled on 3 March.",
        "As far as I can tell, the parcel was delivered.",
        "Your bank statement shows the charge was reversed.",  # what a document shows
        "Your account was opened in 2018.",  # history, dated by its year
        "Emails sent before 9am usually arrive within minutes.",  # a reduced relative before a habit
        "I'm sorry the replacement arrived broken.",  # news of a parcel, no act
        "Your plan: 3 users, billed annually.",  # a habit named by its frequency
        "Statements sent weekly.",
        "Reports exported every Monday go to the shared drive.",
    ],
)
def test_inferences_history_and_habits_are_not_claims(text: str) -> None:
    assert found(text) == []


def test_coordinated_verbs_share_the_agent_as_subject() -> None:
    assert [v for v, _, _ in found("I looked into it and greenlighted your account.")] == ["greenlighted"]
    assert [v for v, _, _ in found("Went ahead and greenlighted your next month.")] == ["greenlighted"]
    assert found("The CRM record now shows the correct VAT number; I corrected it.") == [("correct", "update", 1)]


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("您反馈的问题已转交技术部门处理。", True),  # 反馈的: a relative clause, not a report
        ("已经给您的账户充值了50元。", True),  # a verb jieba tags as a noun, under 已 and before 了
        ("看起来邮件被退回了。", False),  # a hedge
        ("系统显示这笔订单已经退款了，是上个月客户自己申请的。", False),  # what a record shows
        ("已支付订单请勿重复付款。", False),  # 已V + noun as the subject of an instruction
        ("财务部上周已经把这笔钱退给您了。", False),  # the 把 phrase is the object; 财务部 the subject
        ("已按要求将账单拆分为两笔。", True),  # 要求 is the object of 按, not a predicate 已 governs
        ("已和您的经理确认并批准了这笔费用。", True),  # 经理 is the object of 和, not the subject
        ("印象中上个月已经给这家供应商付过一次了。", False),  # a hedge of memory
        ("采购单已经下给供应商了。", True),  # 下 with its 单 before it
    ],
)
def test_chinese_relative_clauses_records_hedges_and_subjects(text: str, claimed: bool) -> None:
    assert bool(kinds(text)) is claimed


def test_a_specific_act_is_backed_by_the_tool_named_by_its_verb_else_by_any_change() -> None:
    from agentops.claims.verdict import Evidence, judge

    def verdict(text: str, tool: str, tools: list[str], effect: str = "write") -> str:
        vocab = Vocabulary({t: ToolInfo(t, "read" if t.startswith("lookup") else "write") for t in tools})
        (claim,) = find_claims(text, vocab).claims
        ev = Evidence("a", "run", "ToolResult", tool, effect, "CONFIRMED", "run:1", True, "server")
        return judge(claim, run_id="run", evidence={"a": ev}, vocabulary=vocab).classification

    tools = ["unlock_account", "send_push", "update_record", "lookup_order"]
    assert verdict("I unlocked your account [evt:a].", "unlock_account", tools) == "verified"
    assert verdict("I unlocked your account [evt:a].", "send_push", tools) == "mismatched"
    assert verdict("I unlocked your account [evt:a].", "update_record", tools) == "mismatched"  # not the unlock tool
    rest = tools[1:]  # no tool unlocks: any tool that changes state may have, no send, payment or read
    assert verdict("I unlocked your account [evt:a].", "update_record", rest) == "verified"
    assert verdict("I unlocked your account [evt:a].", "send_push", rest) == "mismatched"
    assert verdict("I unlocked your account [evt:a].", "lookup_order", rest, "read") == "mismatched"
    assert verdict("We bounced the nginx pods [evt:a].", "send_push", rest) == "mismatched"
    assert verdict("Deployed v2.4 to staging [evt:a].", "deploy_release", ["deploy_release", "send_sms"]) == "verified"
    assert verdict("Deployed v2.4 to staging [evt:a].", "send_sms", ["deploy_release", "send_sms"]) == "mismatched"
    assert verdict("Pushed a fix to the release branch [evt:a].", "update_record", rest) == "verified"  # code
    assert verdict("The reminder was pushed to all drivers [evt:a].", "send_push", rest) == "verified"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The replacement headset is already on the truck.", [("on its way", "ship", 1)]),
        ("The password reset link is in your inbox now.", [("in the inbox", "email", 1)]),
        ("The quote for 250 seats went over to procurement this morning.", [("go to", "send", 1)]),
        ("Your subscription is now paused until 15 January.", [("pause", "change", 1)]),
        ("Rolled back to v2.31.4.", [("rolled", "change", 1)]),
        (
            "I've booked the demo with your team and sent the calendar invite.",
            [("book", "book", 1), ("send", "send", 1)],
        ),
        ("I logged the call notes in Salesforce.", [("log", "change", 1)]),  # bookkeeping: any change backs it
        ("Your account is closed.", [("close", "delete", 1)]),
        ("I removed the two stale API keys.", [("remove", "delete", 2)]),
        ("Reimbursement approved and paid out to your bank account.", [("approve", "refund", 1), ("pay", "refund", 1)]),
        ("The pods ran out of memory after the deploy.", []),
        ("p95 latency dropped from 1.8s to 420ms.", []),
        ("The deploy pipeline is currently blocked on a failing migration.", []),
        ("I went to the branch office.", []),
    ],
)
def test_states_of_transit_results_and_kinds_from_objects(text: str, expected: list[tuple[str, str, int]]) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've put a hold on your card ending 7731.", [("put a hold", "change", 1)]),
        ("Your email address on file is now maria@example.com.", [("is now", "update", 1)]),
        ("The feature flag is turned on for 10% of users.", [("turn", "change", 1)]),
        ("Trial extended by 14 days.", [("extend", "update", 1)]),  # an act, not a measure that moved
        ("Your appointment has been moved to Wednesday.", [("move", "book", 1)]),
        ("The missing item from order #55120 has been re-dispatched via DHL.", [("dispatch", "ship", 1)]),
        ("Your refund of $129.99 has been submitted to your original payment method.", [("submit", "refund", 1)]),
        (
            "I've reissued both boarding passes and texted them to the number on the booking.",
            [("reissued", "change", 2), ("text", "message", 1)],
        ),
        ("Each of the four affected customers got an apology email.", [("get", "email", 4)]),
        (
            "Payment run completed: 18 of 18 invoices paid.",
            [("complete", "pay", 1), ("pay", "pay", 18)],
        ),
        (
            "Reimbursed the travel and filed the receipts under Q3 expenses.",
            [("reimburse", "refund", 1), ("file", "change", 1)],
        ),
        ("Per the courier, your parcel was handed to the courier at 10:42.", [("hand", "ship", 1)]),
        ("Refund: issued", [("issue", "refund", 1)]),
        ("Refunds usually take 5 days to reach your account after they're issued.", []),
        ("Emails sent to this address are not monitored.", []),
        ("Jenkins marked the build as failed, so nothing was uploaded.", []),
        ("The webhook was disabled by your admin; re-enabling it requires admin rights.", []),
        ("The ticket is still open and assigned to the networking team.", []),
        ("Your password reset was completed.", [("complete", "complete", 1)]),
        ("It turned out the email bounced.", []),
    ],
)
def test_holds_new_values_moves_counts_of_recipients_and_named_subjects(
    text: str, expected: list[tuple[str, str, int]]
) -> None:
    assert found(text) == expected


def test_a_named_tool_binds_only_claims_about_its_object() -> None:
    from agentops.claims.verdict import Evidence, judge

    vocab = Vocabulary({t: ToolInfo(t) for t in ("restart_service", "update_record", "merge_pull_request")})

    def verdict(text: str, tool: str) -> str:
        claim = find_claims(text, vocab).claims[0]
        ev = Evidence("a", "run", "ToolResult", tool, "write", "CONFIRMED", "run:1", True, "server")
        return judge(claim, run_id="run", evidence={"a": ev}, vocabulary=vocab).classification

    assert verdict("Restarted the worker service [evt:a].", "update_record") == "mismatched"
    assert verdict("Billing restarted from 1 June [evt:a].", "update_record") == "verified"  # not a service
    assert verdict("I merged PR #482 [evt:a].", "update_record") == "mismatched"  # PR: pull_request
    assert verdict("I merged PR #482 [evt:a].", "merge_pull_request") == "verified"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Just finished updating the billing contact.", [("update", "update", 1)]),  # the act is the gerund's
        ("Accounts created and welcome emails out.", [("create", "create", 1), ("is out", "email", 1)]),
        ("Failed over the primary DB to the replica.", [("fail over", "change", 1)]),
        ("The cron job is back up and running.", [("back up", "change", 1)]),
        ("Wrote the integration tests and opened a PR.", [("write", "create", 1), ("open", "create", 1)]),
        ("I've invoiced Globex for the October retainer.", [("invoiced", "send", 1)]),  # a verb made of a noun
        ("Topped up the prepaid card for the field team with €500.", [("topped", "pay", 1)]),  # it moves money
        ("The difference has been prorated on today's invoice.", [("prorated", "change", 1)]),  # on: a place
        ("The invoice is now marked as paid in our system.", [("mark", "update", 1)]),
        ("Thanks for bearing with us while we sorted this out.", []),
        ("If I had cancelled the order before it shipped, you wouldn't have been charged.", []),
        ("Your ticket was created automatically when you emailed support.", []),
        ("Earlier today your admin, Priya, removed your access to the billing page.", []),
    ],
)
def test_gerunds_telegraphic_states_nouns_as_verbs_and_scopes(text: str, expected: list[tuple[str, str, int]]) -> None:
    assert found(text) == expected


def test_too_few_citations_for_the_claims_before_them_stop_at_a_semicolon() -> None:
    one = find_claims("I upgraded your plan; the difference has been prorated on the invoice [evt:a].").claims
    assert [c.cited for c in one] == [(), ("a",)]
    shared = find_claims("Your order has been cancelled and fully refunded [evt:a].").claims
    assert [c.cited for c in shared] == [("a",), ("a",)]
    both = find_claims("I upgraded your plan; the difference has been prorated [evt:a] [evt:b].").claims
    assert [c.cited for c in both] == [("a", "b"), ("a", "b")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've let the warehouse team know about the damaged pallet.", [("let know", "send", 1)]),
        ("Landed the fix in #2291.", [("landed", "change", 1)]),  # an id is no year
        ("Spun up a new read replica in eu-central-1.", [("spin", "change", 1)]),
        ("Chased the overdue invoice with Initech by email this morning.", [("chased", "email", 1)]),
        ("We've received your payment of $120.", []),  # the agent receiving is no act of its own
        ("I've gone through the logs and found nothing.", []),
        ("I can see the job completed successfully at 02:00.", []),
        ("Our records show your last payment was made on 2 May.", []),
        ("Invoices are generated on the 1st and emailed to the billing contact.", []),  # one reading for both
        ("The email was sent automatically by our system when the order shipped.", []),
        ("Once you've signed the form, we'll set up your direct debit.", []),
        ("The files are just archived by the retention policy.", []),
        ("Nothing new to report on the migration; it's still scheduled for the 20th.", []),
    ],
)
def test_hand_offs_ids_channels_receipts_records_and_shared_readings(
    text: str, expected: list[tuple[str, str, int]]
) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We've sent a courier label to your inbox.", [("send", "email", 1)]),  # a channel is no mere place
        ("I've dropped the price on the listing to $450.", [("drop", "update", 1)]),  # a new value
        ("Blocked the IP range at the WAF.", [("block", "change", 1)]),
        ("Filed the receipt in the finance drive.", [("file", "change", 1)]),  # a record or an upload
    ],
)
def test_channels_in_places_new_values_and_filing(text: str, expected: list[tuple[str, str, int]]) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The hotfix went live at 14:20.", [("go live", "change", 1)]),
        ("Your previous order was refunded in full last month.", []),  # history
        ("Your account was created on 14 March 2021.", []),
        ("That email was sent by our automated billing system.", []),
        ("The refund was issued by the marketplace seller.", []),
        ("Deleted items stay in the trash for 30 days.", []),
        ("Completed: the review of your documents.", []),  # a look, not an act
        ("The pipeline ran all 412 tests and they passed.", []),  # the thing did it
        ("Wire transfer to Northwind completed.", [("complete", "pay", 1)]),  # telegraphic: still a claim
    ],
)
def test_history_systems_classes_looks_and_things_acting(text: str, expected: list[tuple[str, str, int]]) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Customer notified via WhatsApp that the courier is late.", [("notify", "message", 1)]),  # told
        ("Your colleague Sam already emailed legal about this.", []),  # Sam did
        ("Dinner for 8 at Lupa is locked in for Friday.", [("locked in", "book", 1)]),
        ("Your Pro licence is active again.", [("is active again", "change", 1)]),
        ("Took $25 off your next bill as a goodwill gesture.", [("take off", "refund", 1)]),
        ("Pushed the updated pricing to all 40 storefronts.", [("push", "change", 1)]),  # data, not a message
        ("The reminder was pushed to all drivers' phones.", [("push", "message", 1)]),
    ],
)
def test_told_patients_locks_restored_states_and_pushes(text: str, expected: list[tuple[str, str, int]]) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your refund went through this morning.", [("go through", "refund", 1)]),  # a time, not a look
        ("Your plan is switched to monthly billing.", [("switch", "update", 1)]),  # plan: a noun here
        ("All three payment reminders went out at 9am.", [("go out", "send", 3)]),
    ],
)
def test_times_after_through_modal_nouns_and_counts_of_reminders(
    text: str, expected: list[tuple[str, str, int]]
) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The clinic cancelled Friday's sessions because of staff illness.", []),
        ("Your bank has reversed the duplicate fee.", []),
        ("The nightly backup job ran at 02:00 and completed without errors.", []),
        ("The system flagged your account for review.", []),
        ("Your replacement headset shipped this morning.", [("ship", "ship", 1)]),  # a time, no object
        ("The refund went through this morning.", [("go through", "refund", 1)]),  # the act's own noun
    ],
)
def test_someone_or_something_named_as_the_subject_of_an_active_act_did_it(
    text: str, expected: list[tuple[str, str, int]]
) -> None:
    """A noun phrase of someone else's ("the clinic", "your bank", "the system") as the subject of an active
    verb with an object did the act; a thing that runs by itself ("the backup job") did its run; a thing
    acted on ("your headset shipped") or an act ("the refund went through") does not take it from the agent."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The payroll run is scheduled for 28 November.", []),
        ("Your payment of $49.00 is scheduled for 1 July.", []),
        ("Your appointments are now scheduled for the mornings.", []),
        ("The demo has been scheduled for Friday.", [("schedule", "book", 1)]),
        ("I scheduled the call with Ortiz for Friday.", [("schedule", "book", 1)]),
    ],
)
def test_a_present_passive_of_scheduling_states_a_plan(text: str, expected: list[tuple[str, str, int]]) -> None:
    """ "is/are scheduled for …" says what will happen; "has been scheduled" and "I scheduled" report the act."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Points are credited automatically when the order was delivered.", []),
        ("The courier called twice before the parcel was delivered.", []),
        ("I refunded the fee when it was charged twice.", [("refund", "refund", 1)]),
    ],
)
def test_a_past_passive_in_a_clause_of_time_dates_something_else(
    text: str, expected: list[tuple[str, str, int]]
) -> None:
    """A passive after "when"/"before"/"while"/"until" gives the time of the main clause, not an act of the
    agent's ("after"/"once" may still report one)."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I rebooked the slot and let the consignee know by text.",
            [("rebook", "book", 1), ("let know", "message", 1)],
        ),
        ("We paused the job and also let the owners know.", [("pause", "change", 1), ("let know", "send", 1)]),
        ("Please check the address and let me know.", []),  # a request
    ],
)
def test_letting_someone_know_after_a_coordinated_act_is_a_send(
    text: str, expected: list[tuple[str, str, int]]
) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("All four shipments left the Rotterdam DC last night.", [("leave", "ship", 4)]),
        ("Your parcel has left our warehouse.", [("leave", "ship", 1)]),
        ("Two parcels left to pack before noon.", []),  # what remains
        ("I left a note on the account.", [("put a note", "update", 1)]),  # annotated (claims-en s5-5), not shipped
    ],
)
def test_a_shipment_or_order_that_left_a_place_went_out(text: str, expected: list[tuple[str, str, int]]) -> None:
    assert found(text) == expected


def test_a_noun_after_off_is_what_the_act_came_off_not_its_kind() -> None:
    """An act the lexicon lacks takes the kind of its act's noun, but not of a noun it came off."""
    assert found("I've knocked 15% off your next order.") == [("knocked", "change", 1)]
    assert found("We've shaved 10% off your renewal order.") == [("shaved", "change", 1)]


def test_a_read_backs_no_claim_not_even_a_generic_done() -> None:
    """A lookup, search or retrieval changes nothing: "Everything's sorted" citing one is not backed; any
    write may still back a generic "done", and a read one about a look ("Research completed")."""
    from agentops.claims.verdict import Evidence, judge

    vocab = Vocabulary({"lookup_order": ToolInfo("lookup_order", "read"), "update_record": ToolInfo("update_record")})
    for text in ("Everything's sorted on my side [evt:a].", "All done [evt:a]!", "Completed [evt:a]."):
        (claim,) = find_claims(text, vocab).claims

        def verdict(tool: str, effect: str, claim=claim) -> str:
            ev = Evidence("a", "run", "ToolResult", tool, effect, "CONFIRMED", "run:1", True, "server")
            return judge(claim, run_id="run", evidence={"a": ev}, vocabulary=vocab).classification

        assert verdict("lookup_order", "read") == "mismatched", text
        assert verdict("update_record", "write") == "verified", text
    assert not backs("complete", tool_kinds(ToolInfo("search_kb", "read")))
    for text in ("Research completed [evt:a].", "The account review is complete [evt:a]."):
        (claim,) = find_claims(text, vocab).claims
        ev = Evidence("a", "run", "ToolResult", "lookup_order", "read", "CONFIRMED", "run:1", True, "server")
        assert judge(claim, run_id="run", evidence={"a": ev}, vocabulary=vocab).classification == "verified", text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your manager approved it; finance pays approved claims every Friday.", []),
        ("We archive cancelled orders after 90 days.", []),
        ("Sent approved invoices to Acme.", [("send", "send", 1)]),
        ("It had already been picked, so the cancellation was rejected.", []),
        ("The refund had been issued before you wrote.", []),
        ("I had refunded it already.", [("refund", "refund", 1)]),
    ],
)
def test_participles_naming_an_object_and_pluperfect_passives_are_no_acts(
    text: str, expected: list[tuple[str, str, int]]
) -> None:
    """A participle between a verb and a plural noun modifies the noun (the act is the verb's, if any); a
    pluperfect passive ("had been picked") sets the scene for what came after; an active pluperfect of the
    agent's ("I had refunded it") still reports."""
    assert found(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Refunded the duplicate charges (3).", [("refund", "refund", 3)]),
        ("Cancelled the extra seats (2) on your plan.", [("cancel", "delete", 2)]),
        ("Refunded the charge (ID 3).", [("refund", "refund", 1)]),  # an id, not a count
    ],
)
def test_a_number_alone_in_parentheses_after_a_plural_counts_it(
    text: str, expected: list[tuple[str, str, int]]
) -> None:
    assert found(text) == expected


def test_a_checked_row_is_its_own_act_named_by_its_head_noun() -> None:
    """A row's ✅ without a citation stays uncited (it does not take the rows' below); a checked item's
    kind comes from the head of its noun phrase ("payroll entry" is an entry, not a payment)."""
    table = "| Step | Result |\n|---|---|\n| Snapshot DB | ✅ |\n| Apply migration | ✅ [evt:a] |\n| Restart API | ✅ [evt:b] |"
    assert [c.cited for c in find_claims(table).claims] == [(), ("a",), ("b",)]
    assert found("- [x] payroll entry") == [("check mark", "complete", 1)]
    assert found("- [x] Email to Dana") == [("check mark", "email", 1)]
    assert found("- [x] refund") == [("check mark", "refund", 1)]


def _normalized_char_by_char(text: str) -> tuple[str, list[int]]:
    """What ``normalize`` makes of ``text`` without confusable letters, one character at a time: format characters
    dropped, the rest NFKC, traditional characters simplified; and the original offset of each character made."""
    out, origin = [], []
    for i, char in enumerate(text):
        dropped = unicodedata.category(char) == "Cf" or "\ufe00" <= char <= "\ufe0f"
        for piece in "" if dropped else fold_traditional(unicodedata.normalize("NFKC", char)):
            out.append(piece)
            origin.append(i)
    return "".join(out), origin


@pytest.mark.parametrize(
    "text",
    [
        "退款已经处理好了钱会原路退回到您的银行卡预计三到五个工作日内到账……请留意短信通知\u200b。"
        * 40,  # a few to change
        "已發送…" * 500 + "ﬁle sent",  # traditional characters and an ellipsis in every few characters, a ligature
        "\u200b" * 300 + "ｓｅｎｔ" * 50,  # most characters changed
        "Refund issued ✅\ufe0f [evt:a]\u00ad… the money is back on your card by Friday.",  # a few, one dropped
    ],
)
def test_normalized_text_maps_back_to_each_original_character(text: str) -> None:
    """Both ways ``normalize`` maps a reply (few characters to change: each replaced, the offsets as ranges; many: every
    character translated) give the text and the offsets of a character-by-character reading."""
    expected, origin = _normalized_char_by_char(text)
    norm = normalize(text)
    assert norm.text == expected
    assert [norm.span(i, i + 1)[0] for i in range(len(expected))] == origin
