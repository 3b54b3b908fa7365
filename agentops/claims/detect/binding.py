"""Binding citations to claims: a citation backs the nearest claim before it in its unit and the uncited claims right
before that one, unless a hard break, an added explanation, a failure told or a sentence of its own stands
between; footnote definitions ("[1] [evt:a]") bind like inline citations."""

from __future__ import annotations

import itertools
import re

from agentops.claims.detect.claim import _Found
from agentops.claims.lexicon import (
    COMPLETE,
)
from agentops.claims.segment import Token, Unit, cite_id


def _footnote_definitions(tokens: list[Token]) -> dict[str, list[str]] | None:
    """A line of footnote definitions only ("[1] [evt:a]", "[^2]: [evt:b] [evt:c]", "[1] [evt:a]  [2] [evt:b]"):
    each number and the ids it cites, or None when the line holds anything else."""
    out: dict[str, list[str]] = {}
    n, at = 0, ""
    while n < len(tokens):
        t = tokens[n]
        k = n + 2 if n + 1 < len(tokens) and tokens[n + 1].text == "^" else n + 1
        if t.kind == "note" or (t.text == "[" and k + 1 < len(tokens) and tokens[k + 1].text == "]"):
            at = t.text.strip("[^]") if t.kind == "note" else tokens[k].text
            if not at.isdigit():
                return None
            out[at] = []
            n = n + 1 if t.kind == "note" else k + 2
            if n < len(tokens) and tokens[n].text == ":":
                n += 1
            continue
        if t.kind != "cite" or not at:
            return None
        out[at].append(cite_id(t))
        n += 1
    return out if out and all(out.values()) else None


def _footnotes(read: list[tuple[Unit, list[_Found]]], notes: dict[str, list[str]], pool: list[str]) -> None:
    """Footnote citations: a marker ("booked for June 1[1]", "… the tenant.[3]") cites what the line "[1] [evt:a]"
    below defines, as if the citations stood where the marker does (bound by ``_bind``) in a unit whose claims cite
    nothing else; a definition no marker took joins the evidence list."""
    used: set[str] = set()
    for n, (unit, found) in enumerate(read):
        if not found or any(f.cited for f in found):
            continue
        toks = list(unit.tokens)
        if n + 1 < len(read) and read[n + 1][0].line == unit.line and not read[n + 1][0].words():
            toks += read[n + 1][0].tokens  # "… sent to the tenant.[3]": the marker after the sentence's end
        cites: list[Token] = []
        for t in toks:
            number = t.text.strip("[^]") if t.kind == "note" else ""
            if number in notes:
                used.add(number)
                cites.extend(Token("cite", t.start, t.start, f"[evt:{eid}]") for eid in notes[number])
            else:
                cites.append(t)
        if len(cites) != len(toks) or any(t.kind == "cite" for t in cites):
            _bind(cites, found)
    pool.extend(eid for number, ids in notes.items() if number not in used for eid in ids)


def _bind(tokens: list[Token], found: list[_Found]) -> None:
    """Give each citation of ``tokens`` to its claims (see step 4 of the module docstring). A block of
    citations backs every uncited claim before it, or, when it holds fewer citations than they are, those
    after the last semicolon or dash ("I upgraded your plan; the difference was prorated [evt:a]" leaves
    the upgrade uncited; "cancelled and refunded [evt:a]" shares it). Citations before any claim back the
    first claim after them only while it has none of its own: in "ETL 凌晨失败 [evt:a]，重跑也失败了 [evt:b]，已通知负责人
    [evt:c]" the failed calls are the reasons told before the act, not its evidence."""
    if not found:
        return
    adopted: tuple[_Found, int, int] | None = None  # the claim that took the orphans, where they are in its list
    pending: list[_Found] = []  # claims since the last block of citations
    targets: list[_Found] = []  # the claims the current block of citations backs
    orphans: list[str] = []  # citations before any claim: they back the first claim after them
    last_ids: list[str] = []  # the ids of the last block of citations
    after = -1  # the index of the token after it
    told = 0  # where the words after the last citation start
    k = 0
    for n, t in enumerate(tokens):
        while k < len(found) and found[k].start < t.start:
            if orphans:  # citations before the first claim back it alone
                adopted = (found[k], len(found[k].cited), len(orphans))
                found[k].cited.extend(orphans)
                targets, orphans = [found[k]], []
            elif (
                not pending
                and last_ids
                and (
                    _elaborates(tokens[after:n], found[k].verb)
                    or _tells_how(tokens[after:n], targets, found[k], _own_cite(tokens, n, found, k))
                )
            ):
                found[k].cited.extend(last_ids)  # "Renewal is done [evt:a] — €4,800 paid against INV-7781"
            else:
                pending.append(found[k])
            k += 1
        if t.kind != "cite":
            if last_ids and after < 0:
                after = n
            continue
        if after >= 0:
            if not pending and _tells_failure(tokens[after:n]):
                targets = []  # "已退 [evt:a]，第二笔退款接口报错了 [evt:b]": the failed call's own citation, no backing
            last_ids, after = [], -1
        last_ids.append(cite_id(t))
        if pending:
            block = next((m for m, c in enumerate(tokens[n:]) if c.kind != "cite"), len(tokens) - n)
            if block < len(pending):  # too few for all: the claims after the last ";" ("…; prorated [evt:a]")
                cell = _cell_start(tokens, n)
                cut = max(
                    (c.start for m, c in enumerate(tokens[:n]) if c.start > cell and _hard_break(tokens, m)), default=-1
                )
                cut = max(cut, _also(tokens[:n], pending), _own_subject(tokens[:n], pending))
                kept = [f for f in pending if f.start > cut] or pending[-1:]
                if _summed_after_dash(tokens, pending, kept, cut, block):
                    kept = pending  # "Rolled back, restarted and acked — all three done [evt:a] [evt:b] [evt:c]"
                pending = _explained(tokens, pending, kept, cut) + kept
            targets, pending = pending, []
        if targets:
            if adopted is not None and any(f is adopted[0] for f in targets):  # its own citation after it
                claim, at, count = adopted
                del claim.cited[at : at + count]  # the orphans were not its evidence
                adopted = None
            for f in targets:
                f.cited.append(cite_id(t))
        elif not _tells_failure(tokens[told:n]):
            orphans.append(cite_id(t))  # not a failed call's own citation ("积分补发失败了 [evt:a]，…，我已经提交给…")
        told = n + 1
    if orphans and k < len(found):
        found[k].cited.extend(orphans)
    elif (
        k < len(found)
        and not pending
        and last_ids
        and after >= 0
        and (_elaborates(tokens[after:], found[k].verb) or _tells_how(tokens[after:], targets, found[k], False))
    ):  # a last claim with no token after it
        found[k].cited.extend(last_ids)


def _explained(tokens: list[Token], pending: list[_Found], kept: list[_Found], cut: int) -> list[_Found]:
    """The state told right before a dash that the cited act after it explains ("The store account is active
    again — I lifted the suspension [evt:a]": the state is that act's result and shares its citation), or the same
    act told again ("Your two tickets have been refunded — $189.50 back to the Visa [evt:a]"); not
    when the words after the dash add another act ("— I also emailed you [evt:a]")."""
    before = [f for f in pending if f not in kept]
    if not before or not kept:
        return []
    restated = len(kept) == 1 and before[-1].kind == kept[0].kind != COMPLETE and before[-1].language == "en"
    if not before[-1].verb.startswith(_STATES) and not restated:  # "have been refunded — $189.50 back to the Visa
        return []  # [evt:a]": the act told again after the dash, the same act
    dash = next((t for t in tokens if t.start == cut), None)
    if dash is None or dash.text not in ("—", "–"):
        return []
    between = [t for t in tokens if cut < t.start < kept[0].start]
    return [] if any(t.low in _ADDS_ONLY for t in between) else before[-1:]


def _summed_after_dash(tokens: list[Token], pending: list[_Found], kept: list[_Found], cut: int, block: int) -> bool:
    """Whether the claims after a dash are one English generic "done" that sums up the acts before it, and the block
    of citations after it holds one for each of them ("Rolled back, restarted and acked — all three done [evt:a]
    [evt:b] [evt:c]"): the summary's citations back the acts it sums up."""
    dash = next((t for t in tokens if t.start == cut), None)
    before = len(pending) - len(kept)
    return (
        dash is not None
        and dash.text in ("—", "–")
        and len(kept) == 1
        and kept[0].kind == COMPLETE
        and kept[0].language == "en"
        and before > 1
        and block >= before
    )


#: Words after a dash that add an act to the one before it, not an account of how it came about.
_ADDS_ONLY = frozenset({"and", "also", "too", "plus", "then", "additionally", "separately", "meanwhile"})


def _also(tokens: list[Token], pending: list[_Found]) -> int:
    """Where the last clause that 也 opens as another act starts, when a claim of it follows one of another verb
    ("NPE 修好了，PR #2231 也合并了 [evt:a]": the citation is the merge's, the fix is left uncited; not 也一并/也一起,
    one act taking the other along: "worker 已重启，卡住的队列也一并清空了 [evt:a]"; nor the same verb over two
    things, one change of one record: "收货地址已经改好，配送时间也改成了周六 [evt:a]"), else -1."""
    cut = -1
    for before, f in itertools.pairwise(pending):
        if before.verb == f.verb:
            continue
        clause = next((t.clause for t in tokens if t.start <= f.start < t.end), None)
        said = "".join(t.text[: max(0, f.start - t.start)] for t in tokens if t.clause == clause and t.kind == "han")
        if "也" in said and not said.endswith(_TOGETHER) and not any(x in said for x in _TOGETHER):
            cut = max(cut, next(t.start for t in tokens if t.clause == clause))
    return cut


def _own_subject(tokens: list[Token], pending: list[_Found]) -> int:
    """Where the last English clause that ", and I …" opens with the agent as its own subject starts, after a claim
    of another verb ("The minibar charge has been taken off your bill, and I noted your preference on your profile
    [evt:a]": the citation is the note's, the first act is left uncited, as after a semicolon), else -1."""
    cut = -1
    for before, f in itertools.pairwise(pending):
        if before.verb == f.verb or before.language != "en" or f.language != "en":
            continue
        between = [t for t in tokens if before.end <= t.start < f.start]
        for k in range(len(between) - 2):
            comma, joint, subject = between[k : k + 3]
            if comma.text == "," and joint.low == "and" and subject.low in _AGENT_SUBJECTS:
                cut = max(cut, joint.start)
    return cut


#: The agent as a clause's subject.
_AGENT_SUBJECTS = frozenset({"i", "we", "i've", "we've", "i’ve", "we’ve"})


def _cell_start(tokens: list[Token], n: int) -> int:
    """Where the table cell of ``tokens[n]`` starts (its "|"), -1 outside a table row: a dash or semicolon in an
    earlier cell cuts nothing from a citation in a later one ("| Inspection booked — Sat 9:30 | Done | [evt:a] |": the
    row is one act, its "Done" cell and citation the act cell's)."""
    if not tokens or tokens[0].text != "|":
        return -1
    return max(t.start for t in tokens[:n] if t.text == "|")


def _hard_break(tokens: list[Token], m: int) -> bool:
    """Whether ``tokens[m]`` is a semicolon or a dash that cuts a block of citations; not a dash of a range
    glued between two numbers ("the access logs for 1–3 Dec")."""
    t = tokens[m]
    if t.text not in _HARD_BREAKS:
        return False
    before, after = tokens[m - 1] if m else None, tokens[m + 1] if m + 1 < len(tokens) else None
    return not (
        before is not None
        and after is not None
        and before.kind == after.kind == "num"
        and before.end == t.start
        and t.end == after.start
    )


_TOGETHER = ("也一并", "也一起", "也顺带", "也同步")
_HARD_BREAKS = frozenset(";；—–")
#: Words that add another act after a dash ("Refund issued [evt:a] — and I emailed you too").
_ADDS = frozenset({"and", "also", "too", "plus", "then", "i", "we", "i've", "we've", "additionally", "separately"})
#: What says a call failed, in the words between two blocks of citations (the second one is its evidence).
_FAILURES_ZH = ("失败", "报错", "出错", "超时", "未成功", "没成功", "被退回", "被拒")
#: A negated act that did not go out (短信没发出去, 第三张未发出): the failure told, as 失败 is.
_NOT_OUT_ZH = re.compile(r"(?:没|未)(?:能|有)?[\u4e00-\u9fff]{1,2}出去?(?![\u4e00-\u9fff])")
#: English words that say a call failed ("… failed because the card has expired [evt:b]", "it timed out [evt:b]").
_FAILURES_EN = frozenset({"failed", "fails", "timed", "timeout", "bounced", "declined", "rejected", "errored", "error"})


def _tells_failure(between: list[Token]) -> bool:
    """Whether the words say a call failed, as their predicate: not a failure inside a noun phrase whose own verb
    comes after it ("the error report for the 4 rows that failed is attached [evt:b]")."""
    last = max(
        (
            n
            for n, t in enumerate(between)
            if (t.kind == "han" and (any(f in t.text for f in _FAILURES_ZH) or _NOT_OUT_ZH.search(t.text)))
            or (t.kind == "word" and t.low in _FAILURES_EN)
        ),
        default=-1,
    )
    return last >= 0 and not any(t.low in ("is", "are", "was", "were") for t in between[last + 1 :])


def _own_cite(tokens: list[Token], n: int, found: list[_Found], k: int) -> bool:
    """Whether the claim ``found[k]`` (before ``tokens[n]``) has a citation of its own before its sentence ends
    or the next claim starts."""
    nxt = found[k + 1].start if k + 1 < len(found) else None
    for t in tokens[n:]:
        if t.kind == "cite":
            return True
        if t.text in _SENTENCE_ENDS or (nxt is not None and t.start >= nxt):
            return False
    return False


_SENTENCE_ENDS = frozenset({"。", "！", "!", "？", "?", "；", ";", "\n"})


def _tells_how(between: list[Token], cited: list[_Found], claim: _Found, own: bool) -> bool:
    """Whether a Chinese claim right after a cited generic done tells what that handling was (少发问题已处理 [evt:a]，
    补发的那件卫衣已经从杭州仓发出: the reshipment is the handling; the cited call must still be able to do it): only a
    comma between, and no word that adds another act (也, 还, 另外, 同时, 并, 再: 问题已处理 [evt:a]，退款也已发起)."""
    return (
        not own
        and bool(between)
        and claim.language == "zh"
        and any(f.language == "zh" and f.verb in _GENERIC_DONE and f.kind == COMPLETE for f in cited[-1:])
        and between[0].text in ("，", ",")
        and not any(t.text in _HARD_BREAKS or t.text in ("。", "！", "!", "?", "？") for t in between)
        and not any(t.kind == "han" and any(a in t.text for a in _ADDS_ZH) for t in between)
    )


#: Generic verbs whose citation a comma clause after them may share as the account of how (已处理，补发已发出).
_GENERIC_DONE = frozenset({"处理", "解决", "搞定", "办", "办理", "弄", "处置", "办妥"})
#: Words that open another act in a Chinese clause, not an account of the one before it.
_ADDS_ZH = ("也", "还", "另外", "同时", "并", "再", "此外", "顺便", "以及")


def _elaborates(between: list[Token], verb: str) -> bool:
    """Whether the words between a block of citations and the next claim set that claim off as a detail of
    the cited act: a dash or colon right after the citations, no word that adds another act or subject
    ("Renewal for Northwind is done [evt:a] — €4,800 paid against INV-7781": the payment is the renewal); a state
    told after its subject may take up to nine ("Tier upgraded [evt:a] — your 10% member discount is live"). A
    clause of its result after a comma is one too: "which" (the act did it: "Moved you to the annual plan [evt:a],
    which applied the discount"), or "so" with no subject of the agent's ("…, so you now have full access")."""
    said = [t.low for t in between if t.kind == "word"]
    if len(between) > 1 and between[0].text == "," and said[:1] in (["which"], ["so"]) and len(said) <= 6:
        return said[0] == "which" or not _AGENT.intersection(said[1:2])
    return (
        bool(between)
        and between[0].text in ("—", "–", ":")
        and (
            len(between) <= 6 or (len(between) <= 9 and (verb.startswith(_STATES) or between[-1].low in _STATE_COPULAS))
        )
        and all(w.low not in _ADDS for w in between)
    )


_AGENT = frozenset({"i", "we", "i've", "we've", "i'll", "we'll", "i'd", "we'd"})
#: Words right before a state a claim reads ("— your discount is live"): a result of the cited act, told as a state.
_STATE_COPULAS = frozenset({"is", "are", "now"})
_STATES = ("is ", "are ")
