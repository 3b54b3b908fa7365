"""Reading one unit: ``_read`` tokenizes a unit and runs the English and Chinese readers over its words, with asides,
dash asides, handles, dotted and code names, failures and the doer a clause names; ``_Looks`` follows the clauses
that tell what a look found; check marks ("refund: ✅", "邮件：✅") are claims of their own, of the kind their noun
names."""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence

from agentops.claims import chinese, english, romance
from agentops.claims.detect.claim import _Found
from agentops.claims.detect.counting import _count_listed
from agentops.claims.lexicon import (
    BOOK,
    CHANGE,
    COMPLETE,
    EMAIL,
    EN_FAILURES,
    EN_NOUNS,
    EN_UNDOES,
    EN_VERBS,
    GENERIC,
    MESSAGE,
    ORDER,
    PAY,
    REFUND,
    SEND,
    SHIP,
    ZH_NOUNS,
    ZH_VERBS,
)
from agentops.claims.segment import Token, Unit


def _read(
    unit: Unit,
    key: tuple[str, bool, bool],
    text: str,
    extra: tuple[tuple[str, str], ...],
    max_claims: int,
    seen: dict[tuple[str, bool, bool], list[_Found]],
    known: list[_Found] | None,
) -> list[_Found]:
    """:func:`_claims_in`, once per distinct unit of the reply (``key``: its text, question and check mark;
    a reply that repeats a sentence thousands of times reads it once; its claims are moved to each
    repetition, whose ``known`` claims the caller looked up)."""
    if known is None:
        known = seen[key] = [
            _Found(
                f.start - unit.start, f.end - unit.start, f.verb, f.kind, f.language, f.quantity, [], f.things, f.stated
            )
            for f in _claims_in(unit, text, extra, max_claims)
        ]
    if not known:
        return []
    at = unit.start
    return [
        _Found(f.start + at, f.end + at, f.verb, f.kind, f.language, f.quantity, [], f.things, f.stated) for f in known
    ]


def _claims_in(unit: Unit, text: str, extra: tuple[tuple[str, str], ...], max_claims: int) -> list[_Found]:
    out: list[_Found] = []
    words: list[Token] = []
    breaks: set[int] = set()  # words right after a colon: "Quick update: Refund processed"
    money: set[int] = set()  # amounts of money: "€500", "$25"
    ids: set[int] = set()  # numbers of ids: "#4410", "INV-2201"
    mail: set[int] = set()  # words right before an email address: "resent it to accounts@acme.co"
    prev: Token | None = None
    han = marks = False
    cites: list[Token] = []
    aside: list[Token] = []  # English words in parentheses, read apart (each aside its own clauses)
    told: list[tuple[int, int, int]] = []  # asides that restate a count of things: "12A–12D (four units)"
    aside_breaks: set[int] = set()  # words of theirs after a colon
    opened: Token | None = None  # the "(" of the aside being read
    aside_at, aside_cites = 0, False  # where the words of the aside being read begin; whether it cites a call
    labels: set[int] = set()  # words of asides that label the thing before them with its state: "$340 (returned)"
    shift = 0  # clauses the asides so far took: the words after one continue the clause before it
    why: set[int] = set()  # words of asides right after a failure told: its reason ("failed (account closed)")
    shares: set[int] = set()  # percentages: "31%"
    reason = written = False
    doers: list[int] = []  # where asides that name who did the act before them open: "(sent by the lifecycle team)"
    toks = _code_names(unit.tokens, text)
    row = unit.item and bool(toks) and toks[0].text == "|"  # "| Kettle | Refund (arrived broken) | Refunded $30 |"
    for n, t in enumerate(toks):  # one pass: what each reading below needs
        kind = t.kind
        if opened is not None:
            if t.text in _ASIDE_CLOSE or (opened.text in _DASHES and t.text == opened.text):
                shift += t.clause - opened.clause + 1
                counted = english.counted_aside([w for w in aside if w.start > opened.start])
                if counted:
                    told.append((opened.start, t.end, counted))
                if not aside_cites and english.status_aside(aside[aside_at:]):
                    labels.update(range(aside_at, len(aside)))
                opened = None
            elif (kind == "word" or kind == "num") and not written:
                if reason:
                    why.add(len(aside))
                aside.append(t)
            elif t.text in (":", "\uff1a") and aside:
                aside_breaks.add(len(aside))
            elif kind == "cite":
                aside_cites = True
            continue
        if not t.quoted and ((t.text in _ASIDE_OPEN and _aside(toks, n)) or _dash_aside(toks, n)):
            opened, reason = t, _after_failure(words)
            aside_at, aside_cites = len(aside), False
            written = _what_was_written(words)
            if _names_doer(toks, n):
                doers.append(t.start)
            continue
        if shift and kind in ("word", "num"):
            t = _moved(t, t.clause - shift)
        if kind == "word" or kind == "num":
            if kind == "num" and n + 1 < len(toks) and toks[n + 1].text == "%":
                shares.add(len(words))
            if kind == "num" and prev is not None and prev.text in _CURRENCY and prev.end == t.start:
                money.add(len(words))
            elif kind == "num" and prev is not None and prev.end == t.start and _names_id(toks, n):
                ids.add(len(words))
            elif kind == "word" and text[t.start] == "`":
                ids.add(len(words))  # a code span's one name (``_code_names``): "repos `web`, `docs` and `infra`"
            if prev is not None and prev.text in _HANDLE_MARKS and prev.end == t.start:
                t = _marked(t, prev.text)  # "@kchen" a handle, "#902" a number: read as one word
            if _dotted(words, prev, t):
                words[-1] = _joined(words[-1], t)  # "shop.acme.io", "nginx.conf": one name
            else:
                words.append(t)
        elif kind == "url" and "@" in t.text and words:
            mail.add(len(words) - 1)
        elif kind == "han":
            han = True
        elif kind == "cite":
            cites.append(t)
        elif t.text in (":", "\uff1a") or (t.text == "|" and row):
            if words:
                breaks.add(len(words))  # a table's cell opens after its neighbour's as after a label's colon
        elif t.text in _CHECK_MARKS:
            marks = True
        prev = t
    for part, marks_after in ((words, frozenset(breaks)), (aside, frozenset(aside_breaks))):
        if not part:
            continue
        hits = english.find(
            part,
            extra,
            question=unit.question,
            breaks=marks_after,
            money=frozenset(money),
            ids=frozenset(ids) if part is words else frozenset(),
            mail=frozenset(mail) if part is words else frozenset(),
            percents=frozenset(shares) if part is words else frozenset(),
            limit=max_claims + 1,
            item=unit.item,
        )
        hits = [h for n, h in enumerate(hits) if not (n and h.lemma == "see back")]  # the result of the act before
        theirs = {_last_before(part, hits, at) for at in doers} if part is words else set()
        for n, hit in enumerate(hits):
            if n in theirs:
                continue  # "3 campaigns went out last week (sent by the lifecycle team)": their act, told in passing
            if part is aside and hit.first in why and _why_it_failed(aside, why, hit.kind):
                continue  # "The payout failed on their side (account closed)": why, not an act
            if part is aside and hit.first in labels:
                continue  # "two on CLM-50503: $1,200 (cleared) and $340 (returned)": the state each is in
            if part is words and hit.first - 1 in shares and _opens_clause(words, hit.first - 1):
                continue  # "31% opened, 4.2% clicked": a share of people who did it, a measure
            out.append(
                _Found(
                    part[hit.first].start,
                    part[hit.last].end,
                    hit.lemma,
                    hit.kind,
                    "en",
                    hit.quantity,
                    things=hit.things,
                    stated=hit.stated,
                )
            )
    if out:
        _count_listed(out, english.enumerated(toks) + told)
    if han:
        start, end = unit.start, unit.end
        pieces, at = [], start  # the unit's text, each citation blanked out (offsets kept)
        for t in cites:
            pieces += [text[at : t.start], " " * (t.end - t.start)]
            at = t.end
        segment = "".join(pieces) + text[at:end]
        quoted = frozenset(
            i - start for t in unit.tokens if t.quoted and t.kind == "han" for i in range(t.start, t.end)
        )
        total = chinese.stated_count(segment)  # 过期快照共 3 个，每个都已删除: a call per snapshot when it cites calls
        zhs = chinese.find(segment, question=unit.question, quoted=quoted, limit=max_claims + 1, cites=bool(cites))
        found = [
            _Found(
                start + zh.start,
                start + zh.end,
                zh.lemma,
                zh.kind,
                "zh",
                n,
                stated=min(total, chinese.counted_after(segment, zh) or total),  # 共 7 个…已处理 5 个: five
            )
            for zh, n in zip(zhs, chinese.carried_counts(segment, zhs), strict=True)
        ]
        if found:
            _count_listed(found, [(start + a, start + b, n) for a, b, n in chinese.enumerated(segment, zhs)])
        out.extend(found)
    if not han and not unit.question:  # "También te envié un correo": an act told in French, Spanish or Portuguese
        out.extend(
            _Found(at, to, text[at:to].lower(), kind, "en", 1)
            for at, to, kind in romance.find(text, unit.start, unit.end)
        )
    if marks:
        _check_marks(unit, out)
    if unit.checked and not out and not doers and unit.words():  # "- [x] Contract signed (by Mei)": hers
        ws = unit.words()  # an English noun names the act at the head of its phrase ("payroll entry": an entry)
        heads = [t for n, t in enumerate(ws) if t.kind != "word" or n + 1 == len(ws) or not _modifies(t, ws[n + 1])]
        kind = _step_kind(unit, unit.end) or next((k for t in heads if (k := _noun_kind(t)) is not None), COMPLETE)
        first = unit.words()[0]
        out.append(_Found(first.start, first.end, "check mark", kind, "en" if first.kind == "word" else "zh", 1))
    out.sort(key=lambda f: f.start)
    if out and any(t.low in _LOOKS_EN or t.kind == "han" for t in unit.tokens):
        looks = _Looks(unit.tokens, [f.start for f in out])
        out = [f for f in out if not looks.found(f.start)]
    return out


class _Looks:
    """Which claims of a unit are what a look found, not acts: it follows a look and a break ("I
    checked the order [evt:…]: it shipped on 3 May", "Per the audit log — the key was revoked by your admin",
    "我查了一下订单：12 月 2 日已经发货了", "订单记录显示，您的会员是 10 月 14 日取消的"), and its own stretch, from
    the break, has a subject that is not the agent ("it", "the parcel", 包裹, a date; not "I", 我, 帮您, nor
    nothing: "I checked: refunded it" and 查了日志，已经重启了服务 are acts). A comma is such a break only in
    Chinese, after a record shown or a look that cites its read (帮您查过了 [evt:…]，这张发票…已经付过款了; not
    我们已经核实，多扣的89元已经退回, nor "I checked the logs, and the email went out"); a finding goes on past a
    comma while no stretch names the agent ("Pulled up your booking — the flight was rebooked by the airline,
    and your seat carried over"; at most :data:`_MAX_FINDING_CLAUSES` back). Each segment between breaks is
    read once, so a unit of thousands of claims costs one pass."""

    def __init__(self, tokens: list[Token], acts: Sequence[int] = ()) -> None:
        self.tokens = tokens
        self.starts = [t.start for t in tokens]
        self.bounds: list[int] = []  # first token of each segment between breaks
        self.content: list[int] = []  # first word, number or CJK of each segment (or len(tokens))
        self.agent: list[int] = []  # first word naming the agent (I, we, 我, 帮您…)
        self.looked: list[bool] = []  # a look of either language (checked, per, 查, 显示…)
        self.shown: list[bool] = []  # a look that a Chinese comma may end: 显示/根据, or any cited one
        none = len(tokens)
        for n, t in enumerate(tokens):
            if n == 0 or tokens[n - 1].text in _LOOK_BREAKS:
                self.bounds.append(n)
                self.content.append(none)
                self.agent.append(none)
                self.looked.append(False)
                self.shown.append(False)
            han = t.kind == "han"
            if t.kind in ("word", "num") or han:
                self.content[-1] = min(self.content[-1], n)
            if t.low in _AGENT_EN or (han and any(a in t.text for a in _AGENT_ZH)):
                self.agent[-1] = min(self.agent[-1], n)
            if t.low in _LOOKS_EN or (han and any(m in t.text for m in _LOOKS_ZH)):
                self.looked[-1] = True
            if han and any(m in t.text for m in _SHOWN_ZH):
                self.shown[-1] = True
        self.cited = [
            any(t.kind == "cite" for t in tokens[lo:hi])
            for lo, hi in zip(self.bounds, [*self.bounds[1:], none], strict=True)
        ]
        self.zh_looked = [  # (查勘已取消 [evt:…]: a segment telling an act of its own cites that act, not a look)
            any(t.kind == "han" and any(m in t.text for m in _LOOKS_ZH) for t in tokens[lo:hi])
            and not any(tokens[lo].start <= a < tokens[hi - 1].end for a in acts)
            for lo, hi in zip(self.bounds, [*self.bounds[1:], none], strict=True)
        ]

    def found(self, at: int) -> bool:
        k = bisect.bisect_left(self.starts, at)
        if k == 0 or self.tokens[k - 1].text in _LOOK_BREAKS:
            return False  # no stretch of its own: "I checked: refunded it"
        seg = bisect.bisect_right(self.bounds, k - 1) - 1
        if self.content[seg] >= k or self.agent[seg] < k:
            return False  # nothing of its own before the claim, or the agent's: an act
        first = self.tokens[self.content[seg]]
        if first.kind == "han" and first.start <= at < first.end and first.text.startswith(_NO_SUBJECT_ZH):
            return False  # 发现有 2 笔重复入账，已经在系统里冲销了: an adverb opens it, no subject of its own
        for _ in range(_MAX_FINDING_CLAUSES):
            if seg == 0:
                return False
            comma = self.tokens[self.bounds[seg] - 1].text in ",\uff0c"  # NFKC made "，" a ","
            seg -= 1
            if not comma:
                return self.looked[seg]
            # after a comma, only a record shown or a look that cites its read: "我们已经核实，多扣的89元已经退回" is an act
            if self.shown[seg] or (self.cited[seg] and self.zh_looked[seg]):
                return True
            if self.content[seg] == len(self.tokens) or self.agent[seg] < len(self.tokens):
                return False  # "I checked the logs, and the email went out"
        return False


_MAX_FINDING_CLAUSES = 4
#: What opens a Chinese clause that has no subject of its own (已经在系统里冲销了).
_NO_SUBJECT_ZH = ("已", "都", "也", "又", "再", "就", "还", "并", "随后", "然后", "马上", "立即")
_LOOK_BREAKS = frozenset(":\uff1a\u2014\u2013,\uff0c")
_LOOKS_EN = frozenset({"checked", "looked", "pulled", "verified", "searched", "queried", "reviewed", "per"})
_SHOWN_ZH = ("显示", "根据")
_LOOKS_ZH = ("查", "看了", "看过", "看到", "看下", "核实", "核对", "显示", "根据")
_AGENT_EN = frozenset({"i", "we", "i've", "we've", "i'd", "we'd", "i'll", "we'll", "i'm", "we're", "me", "us"})
_AGENT_ZH = ("我", "咱", "帮您", "为您", "给您", "替您", "帮你", "为你", "给你", "本人")
_ASIDE_OPEN, _ASIDE_CLOSE = frozenset("(\uff08"), frozenset(")\uff09")


def _names_id(tokens: list[Token], n: int) -> bool:
    """Whether the number ``tokens[n]`` is the end of an id: "#4410", or "INV-2201" (a word, a dash, the
    number, glued)."""
    mark = tokens[n - 1].text
    return mark == "#" or (
        mark == "-" and n > 1 and tokens[n - 2].kind == "word" and tokens[n - 2].end == tokens[n - 1].start
    )


def _aside(tokens: list[Token], opened: int) -> bool:
    """Whether the parenthesis opened by ``opened`` is an English aside: it closes on its line and holds a word
    ("Both supplier invoices (INV-2201, INV-2202) are settled", "3 emails (to Ana, Ben and Chloe) sent"), so
    the words around it are one clause, whose count and kind it does not cut; "(3)" counts the plural
    before it and stays in its sentence."""
    k = opened + 1  # the scan stops at the next parenthesis: linear over a unit
    word = False
    while k < len(tokens) and tokens[k].text not in _ASIDE_CLOSE:
        if tokens[k].text in _ASIDE_OPEN:
            return False
        word = word or tokens[k].kind == "word"
        k += 1
    return word and k < len(tokens)


_DASHES = frozenset("\u2014\u2013")
#: Words that go on with a clause whose subject stands before a dashed apposition ("Both items — the mug and the
#: towel set — have been refunded").
_GOES_ON = frozenset({"have", "has", "had", "is", "are", "was", "were", "got", "both", "all", "each", "now"})


def _dash_aside(tokens: list[Token], opened: int) -> bool:
    """Whether the dash ``opened`` opens an apposition between a subject and its verb, read apart as a
    parenthesis is: a word before it, words and no citation up to the same dash on its line, and the clause going
    on after it ("Both items — the blue mug and the tea towel set — have been refunded": two things refunded)."""
    if tokens[opened].text not in _DASHES or not opened or tokens[opened - 1].kind != "word":
        return False
    k = opened + 1
    while k < len(tokens) and tokens[k].text != tokens[opened].text:
        if tokens[k].kind in ("cite", "nl") or tokens[k].text in _ASIDE_OPEN or tokens[k].text in ".!?":
            return False
        k += 1
    after = tokens[k + 1] if k + 1 < len(tokens) else None
    return k - opened > 1 and after is not None and after.low in _GOES_ON


def _what_was_written(words: list[Token]) -> bool:
    """Whether an aside opening after ``words`` gives what a record says: a verb of writing down and its noun
    right before it ("logged the reason (paid in full, no supplement expected)"): words written, no act told."""
    before = [w.low for w in words[-4:]]
    return len(before) >= 2 and not _RECORDS.isdisjoint(before[:-1]) and before[-1].isalpha()


#: Verbs of writing a thing down: an aside after what they wrote gives its words.
_RECORDS = frozenset({"logged", "noted", "recorded", "documented", "wrote", "entered", "jotted", "captured"})


def _names_doer(tokens: list[Token], opened: int) -> bool:
    """Whether the aside opened at ``opened`` names who did the act before it: "(by CMO)", "(sent by the lifecycle
    team)", "(approved by Legal)"; not the agent ("(by me)", "(by our team)") nor a means ("(by email)")."""
    inside = itertools.takewhile(lambda t: t.text not in _ASIDE_CLOSE, tokens[opened + 1 : opened + 8])
    said = [t.low for t in inside if t.kind == "word"]
    if said[:3] in (["that", "was", "them"], ["that", "was", "their"], ["that's", "on", "them"], ["their", "doing"]):
        return "not" in said or len(said) <= 3  # "(that was them, not me)", "(their doing, not ours)": theirs
    by = 0 if said[:1] == ["by"] else 1 if said[1:2] == ["by"] and said[0] in _DONE else -1
    who = said[by + 1 :] if by >= 0 else []
    return bool(who) and who[0] not in _NOT_DOERS and all(EN_NOUNS.get(w) not in (EMAIL, MESSAGE) for w in who)


#: Participles that restate the act before an aside ("(sent by the lifecycle team)"); "(approved by Dana)" names
#: another act.
_DONE = frozenset({"done", "sent", "handled", "run", "processed", "completed", "made", "actioned", "paid"})
#: What after "by" in an aside is the agent itself or a means, not someone else ("(by me)", "(by email)").
_NOT_DOERS = frozenset({"me", "us", "our", "myself", "ourselves", "i", "we", "mistake", "accident", "default", "hand"})


def _last_before(words: list[Token], hits: list[english.Hit], at: int) -> int:
    """The index of the last hit that ends before ``at`` (-1 if none)."""
    return max((n for n, h in enumerate(hits) if words[h.last].end <= at), default=-1)


def _opens_clause(words: list[Token], k: int) -> bool:
    """Whether the word at ``k`` opens its clause (a subject), not one inside it ("is 100% refunded")."""
    return k == 0 or words[k - 1].clause != words[k].clause or words[k - 1].low in ("and", "but", "while")


def _after_failure(words: list[Token]) -> bool:
    """Whether the clause the words so far end in tells that something failed ("The $1,920 payout failed on their
    side", "the invite bounced"): an aside opened right after it gives the reason."""
    last = words[-1].clause if words else -1
    told = [w.low for w in words[-8:] if w.clause == last]
    undone = any(w in EN_UNDOES and told[k + 1 : k + 2] == ["by"] for k, w in enumerate(told))
    return undone or any(w in EN_FAILURES for w in told)  # "… reversed by the bank the same day (account closed)"


def _why_it_failed(aside: list[Token], why: set[int], kind: str) -> bool:
    """Whether a claim of ``kind`` in an aside after a failure is its reason: a state of something (closed,
    expired, blocked), not a payment, refund, send or other act, and the aside names no act of the agent's."""
    own = any(aside[k].low.split("'")[0] in ("i", "we") for k in why)
    return not own and kind not in _ACTS_AFTER_FAILURE


_ACTS_AFTER_FAILURE = frozenset({PAY, REFUND, ORDER, BOOK, SHIP, EMAIL, MESSAGE, SEND})
#: Marks that make the word glued after them a name: "@kchen" (a handle), "#902" (an issue or PR number).
_HANDLE_MARKS = frozenset({"@", "#"})


def _marked(t: Token, mark: str) -> Token:
    """A copy of ``t`` whose lower-case form keeps its mark ("@kchen", "#902"), so the grammar reads a handle as
    someone's name and a number as an id."""
    copy = Token(t.kind, t.start, t.end, t.text)
    copy.quoted, copy.clause, copy.low = t.quoted, t.clause, mark + t.low
    return copy


def _code_names(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with each code span that holds one name (```dim_products```, ```marts.finance+```, no space in it)
    made one quoted word: a table, job or file the verb acts on, not words to read."""
    if not any(t.text == "`" for t in tokens):
        return tokens
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        close = next((m for m in range(n + 1, min(len(tokens), n + 40)) if tokens[m].text == "`"), None)
        inner = text[t.end : tokens[close].start] if t.text == "`" and close is not None else ""
        if inner and not any(c.isspace() for c in inner) and any(c.isalpha() for c in inner):
            name = Token("word", t.start, tokens[close].end, inner)
            name.clause, name.quoted = t.clause, True  # a name, never read as a verb ("`OOMKilled`")
            out.append(name)
            n = close + 1
            continue
        out.append(t)
        n += 1
    return out


def _dotted(words: list[Token], dot: Token | None, t: Token) -> bool:
    """Whether ``t`` continues the word before it across a "." with no space either side, both lower case and
    longer than a letter: a host or file name ("shop.acme.io", "nginx.conf"), not "e.g" nor a sentence's end."""
    if dot is None or dot.text != "." or not words or t.kind != "word" or dot.end != t.start:
        return False
    last = words[-1]
    return (
        last.kind == "word"
        and last.end == dot.start
        and len(t.text) > 1
        and len(last.text.rsplit(".", 1)[-1]) > 1
        and t.text.islower()
        and last.text.islower()
    )


def _joined(first: Token, t: Token) -> Token:
    """One word of ``first`` "." ``t``."""
    copy = Token("word", first.start, t.end, f"{first.text}.{t.text}")
    copy.quoted, copy.clause = first.quoted, first.clause
    return copy


def _moved(t: Token, clause: int) -> Token:
    """A copy of ``t`` in another clause (the unit's own tokens stay as they are)."""
    copy = Token(t.kind, t.start, t.end, t.text)
    copy.quoted, copy.clause = t.quoted, clause
    return copy


def _modifies(w: Token, nxt: Token) -> bool:
    """Whether English ``w`` modifies the noun after it, in the same clause ("payroll entry", "badge request")."""
    return nxt.kind == "word" and nxt.clause == w.clause and nxt.low.isalpha() and nxt.low not in _NOT_HEADS


#: Words after a noun that leave it the head: prepositions, conjunctions, participles of its own act.
_NOT_HEADS = frozenset({"to", "for", "of", "on", "in", "at", "by", "via", "with", "from", "and", "or", "&"})


def _noun_kind(w: Token) -> str | None:
    if w.kind == "word":
        return EN_NOUNS.get(w.low)
    if w.kind == "han":  # "取消订单：✅" is a cancellation: a verb of a specific kind at the start names it
        verb = next((ZH_VERBS[w.text[:n]] for n in (3, 2) if ZH_VERBS.get(w.text[:n], COMPLETE) not in _VAGUE), None)
        verb = (
            verb
            or next(  # "分期手续费退回 ¥144 ✅": a verb ending the label names it too
                (
                    ZH_VERBS[w.text[-n:]]
                    for n in (3, 2)
                    if len(w.text) > n and ZH_VERBS.get(w.text[-n:], COMPLETE) not in _VAGUE
                ),
                None,
            )
        )
        return verb or (ZH_NOUNS[max(nouns, key=len)] if (nouns := [n for n in ZH_NOUNS if n in w.text]) else None)
    return None


_CHECK_MARKS = frozenset("✅✔☑✓")  # ✓ too: "send_client_email ✓" ticks the step as ✔ does
#: Checks whose check mark says they passed ("lint ✅", "| Smoke tests | ✅ |"): a result read, not an act.
_CHECKS_RUN = frozenset({"lint", "linting", "unit", "tests", "test", "e2e", "build", "ci", "checks", "smoke"})
_CHECKS_RUN |= frozenset({"typecheck", "types", "coverage", "health", "healthcheck", "scan", "format", "mypy"})
_CHECKS_RUN |= frozenset({"pipeline", "pipelines"})
#: States a check mark may decorate in Chinese (全绿 ✅, 一切正常 ✅): a result read, not an act.
_STATES_ZH = ("绿", "正常", "健康", "无误", "无异常")
_VAGUE = frozenset({COMPLETE, SEND, CHANGE})
#: Checks a Chinese label tells (实名核验通过, 地址已校验): a check mark on one says what a look found, no act.
_CHECKED_ZH = ("核验", "核实", "核对", "校验", "验证", "查验", "检验", "比对", "核查")
#: Participles of what came in or was checked: a check mark after them asserts no act of the noun before them.
_RECEIPTS = frozenset({"received", "reconciled", "verified", "checked", "matched", "confirmed", "reviewed"})
_CURRENCY = frozenset("$€£¥₹")
#: Bills: a check mark after one says it was made or sent, not that it was paid.
_BILLS = frozenset({"invoice", "invoices", "bill", "bills", "statement", "statements"})


def _check_marks(unit: Unit, out: list[_Found], at: int | None = None) -> None:
    """ "refund: ✅", "邮件：✅": a check mark asserts the label before it, when its clause has no verb claim; ``at``:
    the token that marks it instead (a "yes" in a table's "Done" column). A label that opens with an act's base form
    names that act ("Ship the order ✅", "| Refund $40 | yes |"), not the noun it acts on (an order shipped, no order
    placed)."""
    for k, t in enumerate(unit.tokens):
        if (t.text not in _CHECK_MARKS if at is None else k != at) or t.quoted:
            continue
        clause = [w for w in unit.tokens if w.clause == t.clause]
        if any(clause[0].start <= f.start < clause[-1].end for f in out):
            continue
        said = "".join(w.text for w in unit.tokens[:k] if w.clause == t.clause and w.kind == "han")
        then = next((w.text for w in unit.tokens[k + 1 :] if w.clause == t.clause and w.kind == "han"), "")
        label_zh = said + "".join(w.text for w in unit.tokens[k + 1 :] if w.clause == t.clause and w.kind == "han")
        if any(c in label_zh for c in _CHECKED_ZH):
            continue  # "✅ 实名核验通过", "地址校验 ✅": the mark says a check passed, a result read (as "verified ✔")
        if said.endswith(_STATES_ZH):
            continue  # "pipeline 全绿 ✅", "接口都正常 ✅": the mark decorates a state read, no act
        if "已" in said or said.endswith("了") or then.startswith("已"):
            continue  # "王经理已经审批通过了 ✅", "预算审批：✅ 已通过（王总批的）": the mark decorates a predicate read
            # on its own (someone else's here)
        label = next((w for w in reversed(unit.tokens[:k]) if w.kind == "word"), None)
        if label is not None and label.clause == t.clause and label.low in _CHECKS_RUN:
            continue  # "lint ✅, unit ✅, e2e ❌": checks that passed, not acts
        if k + 1 < len(unit.tokens) and unit.tokens[k + 1].text in _ASIDE_OPEN and _names_doer(unit.tokens, k + 1):
            continue  # "| Budget approved | ✅ (by CMO) |": someone else's act, checked off
        named = next((w for w in unit.tokens[k + 1 :] if w.kind != "other" or w.text in _CHECK_MARKS), None)
        if named is not None and named.clause == t.clause and named.low in _CHECKS_RUN:
            continue  # "✅ build, ✅ unit, ❌ e2e": the mark before the check's name, as CI bots write it
        kind = COMPLETE
        head: Token | None = None  # the word right before the mark: a noun before it that modifies it is no head
        for w in reversed(unit.tokens[:k]):
            if w.clause != t.clause and kind == COMPLETE and w.kind != "cite":
                break
            if w.low in _RECEIPTS:
                break  # "Wire received and reconciled ✔️": the mark says it came in and was checked, not a payment
            found = _noun_kind(w)
            if found and head is not None and head.kind == "word" and w.kind == "word" and _modifies(w, head):
                break  # "account note ✅": a note, whatever account it is on
            if found:
                kind = SEND if w.low in _BILLS else found  # "invoice ✅": sent, not paid
                break
            head = w if w.kind in ("word", "han") else head
        step = _step_kind(unit, t.start)
        kind = step if step is not None and kind != SEND else kind
        out.append(_Found(t.start, t.end, "check mark", kind, "en" if unit.tokens[0].kind == "word" else "zh", 1))


def _step_kind(unit: Unit, upto: int) -> str | None:
    """The kind of the act a label names by its opening base form ("Ship the order", "Refund $40", "Cancel the
    booking"): an imperative step checked off. Not a generic verb ("Process refund": its noun tells), nor a form that
    is not the base ("Shipped order"), nor a label of one word (a noun as much as a verb: "Refund ✅")."""
    ws = [w for w in unit.words() if w.start < upto]
    if len(ws) < 2 or ws[0].kind != "word" or ws[1].low.endswith(("ed", "en")) or ws[1].low in _RECEIPTS:
        return None  # "Wire received and reconciled ✔️": a noun and its participle, no step
    kind = EN_VERBS.get(ws[0].low)
    return None if kind is None or kind in GENERIC else kind
