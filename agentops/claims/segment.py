"""Cut a normalised reply into units (sentences, list items, table rows) and clauses, in one pass.

Tokens come from one regular expression whose alternatives are character classes without nested
quantifiers, so matching is linear (no backtracking; ``bench/claims.py`` times 20,000 spaces). Then a
single scan over the tokens tracks lines, list markers, headings, code fences, block quotes, inline
quotes and sentence ends. Citations ``[evt:<id>]`` are tokens of their own.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from agentops.claims.lexicon import (
    EN_CONTEXT_HEADINGS,
    EN_FINDING_HEADINGS,
    EN_PLAN_HEADINGS,
    ZH_CONTEXT_HEADINGS,
    ZH_PLAN_HEADINGS,
)

CITATION = re.compile(r"\[evt:\s*([A-Za-z0-9_\-]{1,64})\s*\]")
_TOKEN = re.compile(
    r"(?P<cite>\[evt:\s*[A-Za-z0-9_\-]{1,64}\s*\])"
    r"|(?P<url>https?://[^\s<>\"'\])]{1,500}|[A-Za-z0-9._%+\-*\u2022]{1,64}@[A-Za-z0-9\-]{1,63}(?:\.[A-Za-z0-9\-]{1,63}){0,8})"
    r"|(?P<word>[A-Za-z][A-Za-z0-9\-]{0,62}\.(?:com|net|org|io|co\.uk|de|fr|nl|eu|ca|au|app|ai)(?![A-Za-z0-9])"
    r"|[A-Za-z]+(?:['\u2019][A-Za-z]{1,3}|-[A-Za-z]+){0,4})"
    r"|(?P<num>[0-9]+(?:[.,:/][0-9]+){0,6})"
    r"|(?P<han>[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)"
    r"|(?P<nl>\n)"
    r"|(?P<note>(?<=[^\s\[(])\[\^?[0-9]{1,3}\])"  # a footnote marker right after a word: "booked[1]", "sent.[^2]"
    r"|(?P<other>[^ \t\r\f\v\n])",
    re.S,
)
_SENTENCE_END = frozenset(".!?。！？…")
#: The most tokens a unit holds: a run-on "sentence" longer than this (hundreds of words without a sentence end,
#: as "sent sent sent …" or "sent. sent. …") goes on in a new unit, so the grammar's scans of a unit stay bounded
#: and the audit linear in the reply's length. Real sentences are far shorter (the corpus's longest is ~90).
MAX_UNIT_TOKENS = 200
_CLAUSE_BREAK = frozenset(",;，；—–()（）")
#: Check marks below the pictographs' block (✓ ✔ ☑ ✅): right after a told act's word, a sentence's end as an emoji is.
_CHECK_MARKS = frozenset("\u2713\u2714\u2611\u2705")
#: What ends a line that introduces the lines after it, as a heading: a colon, or a finger or arrow pointing down
#: ("今天的日程都安排好了 👇" over the list of what was arranged).
_INTRODUCES = frozenset({":", "：", "👇", "⬇", "⬇️", "↓"})
_QUOTES_OPEN = {
    "\u201c": "\u201d",
    "\u2018": "\u2019",
    "\u300c": "\u300d",
    "\u300e": "\u300f",
    "\u300a": "\u300b",  # 《培训服务合同》: a title, its words name no act
    "«": "»",
    '"': '"',
    "`": "`",
}
_BULLETS = frozenset("-*+•·▪‣●○◦")
_EVIDENCE_LABELS = frozenset(
    {
        "evidence",
        "sources",
        "source",
        "references",
        "reference",
        "citations",
        "citation",
        "proof",
        "events",
        "event",
        "receipts",
        "refs",
        "ref",
        "backing",
        "audit",
        "log",
        "logs",
        "journal",
        "trail",
        "see",
    }
)
_EVIDENCE_LABELS_ZH = ("证据", "依据", "来源", "参考", "凭证", "引用", "事件", "记录")


class Token:
    """A word, number, CJK run, citation, URL, new line or other character (spaces are not tokens)."""

    __slots__ = ("clause", "end", "kind", "low", "quoted", "start", "text")

    def __init__(self, kind: str, start: int, end: int, text: str) -> None:
        self.kind = kind  # cite | url | word | num | han | nl | note | other
        self.start = start
        self.end = end
        self.text = text
        self.low = text.lower() if kind in ("word", "url") else text  # the rest has no case to fold
        self.quoted = False
        self.clause = 0  # clause number inside its unit


@dataclass(slots=True)
class Unit:
    """A sentence, list item or table row: the scope a citation binds to."""

    index: int
    line: int
    tokens: list[Token] = field(default_factory=list)
    item: bool = False
    heading: bool = False
    code: bool = False
    blockquote: bool = False
    question: bool = False
    plan: bool = False  # a list item under a "Next steps:" heading, or such a heading
    checked: bool = False  # a done task: "- [x] refund"
    cites_any: bool = False  # holds a citation
    context: int = -1  # in a "Background" or "Timeline" section: the offset its account starts at (-1: not)

    @property
    def start(self) -> int:
        return self.tokens[0].start if self.tokens else 0

    @property
    def end(self) -> int:
        return self.tokens[-1].end if self.tokens else 0

    def cites(self) -> list[Token]:
        return [t for t in self.tokens if t.kind == "cite"]

    def words(self) -> list[Token]:
        return [t for t in self.tokens if t.kind in _WORDS]

    def clauses(self) -> list[list[Token]]:
        out: list[list[Token]] = []
        for t in self.tokens:
            while len(out) <= t.clause:
                out.append([])
            out[t.clause].append(t)
        return [c for c in out if c]

    def is_citation_only(self) -> bool:
        return any(t.kind == "cite" for t in self.tokens) and not any(t.kind in _WORDS for t in self.tokens)

    def is_evidence_list(self) -> bool:
        """ "Evidence: [evt:…] [evt:…]" (a label, then citations, optionally tool names)."""
        if not any(t.kind == "cite" for t in self.tokens):
            return False
        words = self.words()
        if not words:
            return False
        first = words[0]
        k = self.tokens.index(first)
        colon = k + 1 < len(self.tokens) and self.tokens[k + 1].text in (":", "：")
        if colon and first.text.endswith(_EVIDENCE_LABELS_ZH) and not first.text.startswith(_EVIDENCE_LABELS_ZH):
            return len(words) == 1 and len(first.text) <= 6  # 办理凭证：[evt:…]、[evt:…]: a label of calls alone
        return colon and (first.low in _EVIDENCE_LABELS or first.text.startswith(_EVIDENCE_LABELS_ZH))

    def evidence_label_cites(self) -> int:
        """A Chinese label of records and a colon, then citations (相关记录：取消 [evt:a]，通知 [evt:b]; 退款记录：[evt:a]，
        一般当天到账): 2 when after the colon each word is a short label of the citation right after it (the line lists
        the calls), 1 when a citation opens what follows the colon and a remark goes on after it (the line's citations
        list calls too, its remark is read), 0 otherwise."""
        toks = self.tokens
        if not self.cites_any or len(toks) < 3 or toks[0].kind != "han" or toks[1].text not in (":", "："):
            return 0
        label = toks[0].text
        if len(label) > 6 or not (label.endswith(_EVIDENCE_LABELS_ZH) or label.startswith(_EVIDENCE_LABELS_ZH)):
            return 0
        rest = [t for t in toks[2:] if t.kind != "other" or t.text not in ("，", ",", "、", "；", ";")]
        if all(
            t.kind == "cite" or (_bare_label(t) and rest[n + 1 : n + 2] and rest[n + 1].kind == "cite")
            for n, t in enumerate(rest)
        ):
            return 2
        return 1 if rest and rest[0].kind == "cite" else 0

    def is_evidence_heading(self) -> bool:
        """ "Evidence:", "**Sources:**" alone on its line: the items under it list calls. O(1) per unit."""
        toks = self.tokens
        if len(toks) > 6 or self.cites_any:
            return False
        k = next((n for n, t in enumerate(toks) if t.kind in _WORDS), len(toks))
        if k + 1 >= len(toks) or toks[k + 1].text not in (":", "："):
            return False
        if any(t.kind in _WORDS for t in toks[k + 2 :]):
            return False
        return toks[k].low in _EVIDENCE_LABELS or toks[k].text.startswith(_EVIDENCE_LABELS_ZH)

    def opens_with_plan_label(self) -> bool:
        """ "**后续**：3 个工作日后回访", "下一步：联系仓库": a plan label and its colon open the line, so what follows
        on it is the plan, as under a plan heading."""
        toks = self.tokens
        k = next((n for n, t in enumerate(toks) if t.kind in _WORDS), None)
        if k is None or toks[k].kind != "han":
            return False
        label = toks[k].text
        if not label.startswith(_ZH_PLAN_LABELS) or label.startswith("计划外"):
            return False
        after = next((t.text for t in toks[k + 1 : k + 4] if t.text not in ("*", "_")), "")
        return after in (":", "\uff1a")

    def is_labelled_citations(self) -> bool:
        """ "- Refund: [evt:a]", "- Customer email — [evt:b]": a short label, a colon or dash, then only
        citations (the item names the call it lists)."""
        colon = next((n for n, t in enumerate(self.tokens) if t.text in (":", "：", "—", "–")), None)
        if colon is None:  # "- slot lookup [evt:a]", "- booking [evt:b]": a short label right before its citations
            colon = next((n for n, t in enumerate(self.tokens) if t.kind == "cite"), 99) - 1
        if colon > 6:
            return False
        rest = self.tokens[colon + 1 :]
        return bool(rest) and all(t.kind == "cite" or t.kind == "other" for t in rest)


def _bare_label(token: Token) -> bool:
    """A short Chinese word naming a call, with no 已/了 telling it done (取消, 通知; not 已退款)."""
    return token.kind == "han" and len(token.text) <= 4 and "已" not in token.text and "了" not in token.text


def cite_id(token: Token) -> str:
    m = CITATION.fullmatch(token.text)
    return m.group(1) if m else ""


def tokens(text: str) -> list[Token]:
    return [Token(m.lastgroup or "other", m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text)]


_FOOTNOTE_SEPARATORS = frozenset(",，、;；")


def _footnote_mark(toks: list[Token], i: int) -> tuple[str, int]:
    """The label of a Markdown footnote mark ``[^1]`` starting at ``toks[i]`` and how many tokens it takes (one
    ``note`` token after a word: "续借[^1]"; four at a line's start: "[^1]: …"), or ("", 0)."""
    if toks[i].kind == "note" and toks[i].text.startswith("[^"):
        return toks[i].text[2:-1], 1
    if i + 3 < len(toks) and toks[i].text == "[" and toks[i + 1].text == "^" and toks[i + 3].text == "]":
        label = toks[i + 2]
        if label.kind in ("num", "word") and toks[i + 1].start == toks[i].end and label.start == toks[i + 1].end:
            return label.text, 4
    return "", 0


def _footnotes(toks: list[Token]) -> list[Token]:
    """Markdown footnotes that hold only citations, bound where they are marked: the line ``[^1]: [evt:a]``
    goes, and each ``[^1]`` in the text becomes its citations, so they bind to that sentence as written
    there ("工单已创建[^1]。" … "[^1]: [evt:a]"). A footnote with words of its own stays as written."""
    notes: dict[str, list[Token]] = {}
    drop: set[int] = set()
    n = len(toks)
    for i, t in enumerate(toks):
        if t.text != "[" or (i and toks[i - 1].kind != "nl"):
            continue
        label, width = _footnote_mark(toks, i)
        if width != 4 or i + 4 >= n or toks[i + 4].text not in (":", "："):
            continue
        end = i + 5
        while end < n and toks[end].kind != "nl":
            end += 1
        body = toks[i + 5 : end]
        if any(c.kind == "cite" for c in body) and all(
            c.kind == "cite" or c.text in _FOOTNOTE_SEPARATORS for c in body
        ):
            notes[label] = [c for c in body if c.kind == "cite"]
            drop.update(range(i, end))
    if not notes:
        return toks
    out: list[Token] = []
    i = 0
    while i < n:
        label, width = ("", 0) if i in drop else _footnote_mark(toks, i)
        if width and label in notes:
            span = toks[i].start, toks[i + width - 1].end
            out.extend(Token("cite", *span, c.text) for c in notes[label])
            i += width
            continue
        if i not in drop:
            out.append(toks[i])
        i += 1
    return out


_WORDS = frozenset({"word", "han", "num"})
#: A label of context opening a line ("**Background**", "### Timeline", "What happened before today:", "背景：", "之前的情况"):
#: alone on its line it heads a section (to the end of its first paragraph or the next heading); before a colon and
#: more words, its line. What follows is an account of what came before this run, not the agent's acts in it.
_CONTEXT_EN = "|".join(EN_CONTEXT_HEADINGS)
_CONTEXT_ZH = "|".join(ZH_CONTEXT_HEADINGS)
_CONTEXT_LABEL = re.compile(
    rf"[#*_ \t]*(?:(?i:(?:{_CONTEXT_EN})\b|what happened (?:before|prior to) [^\n:：*]{{1,25}}"
    r"|what happened(?![^\n:：]*\b(?:today|this|now)\b)[^\n:：*]{0,30})"
    rf"|{_CONTEXT_ZH})[*_ \t]*(?:[:：][*_ \t]*(?P<rest>[^\s*_])?|(?=\n|$))"
)
_ZH_PLAN_LABELS = tuple(ZH_PLAN_HEADINGS)  # for str.startswith, made once (not once per unit)
_SPACE = frozenset(" \t\r\f\v\n")


def units(text: str) -> Iterator[Unit]:
    """The reply's units in order (see the module docstring); lazily, so a caller may stop early."""
    toks = _footnotes(tokens(text))
    n = len(toks)
    cur: Unit | None = None
    count = line = clause = 0
    quote_close = ""
    in_code = plan_block = content = in_row = False
    context = told = -1  # the section of context the line is in (its account's offset), its line's own label
    content_in_context = False  # whether the section has a line under its heading yet
    at_line_start = True
    flags: dict[str, int] = {}
    i = 0
    while i < n:
        t = toks[i]
        if t.kind == "nl":
            if at_line_start and context >= 0 and content_in_context:
                context = -1  # a blank line after the section's first paragraph ends it
            if cur is not None and cur.tokens and (cur.heading or cur.tokens[-1].text in _INTRODUCES):
                cur.heading = True
                plan_block = _is_plan_heading(cur)
                if not in_row and told < 0:
                    context = -1  # another heading ends a section of context (a table's header row does not)
            if cur is not None:
                yield cur
                cur = None
            line += 1
            at_line_start = True
            i += 1
            continue
        if at_line_start:
            at_line_start = False
            if t.text == "`" and text.startswith("```", t.start):
                in_code = not in_code
                while i < n and toks[i].kind != "nl":
                    i += 1
                continue
            in_row = t.text == "|"  # a table row is one unit: "| Pickles | D. Ivers | FeLV |" ends at its line's end
            label = _CONTEXT_LABEL.match(text, t.start)
            told = (label.start("rest") if label.group("rest") else label.end()) if label else -1
            if label and not label.group("rest"):
                context, content_in_context = told, False  # "### Background", "时间线：" alone: a section opens
            flags = _line_marker(text, toks, i)
            i = flags.pop("_skip")
            if i >= n:
                break
            t = toks[i]
            if t.kind == "nl":
                continue
            if not flags.get("item"):
                plan_block = False  # a paragraph or a new heading ends a plan list
        if cur is not None and len(cur.tokens) >= MAX_UNIT_TOKENS and t.kind != "cite":
            yield cur  # a run-on unit goes on in the next (a citation stays with what it follows)
            cur = None
        if cur is None:
            content = False  # a sentence end closes a unit only after a word or citation: "。。。" and "!!!"
            # stay with what follows (20,000 full stops are one unit, not 20,000)
            item = "item" in flags
            content_in_context = content_in_context or (context >= 0 and told < 0)
            cur = Unit(
                count,
                line,
                [],
                item,
                "heading" in flags,
                in_code,
                "blockquote" in flags,
                False,
                (plan_block and item) or flags.get("checked") == 0,  # "- [ ] Buddy assigned": a task still to do
                bool(flags.get("checked")),
                False,
                told if told >= 0 else context,
            )
            count += 1
            clause = 0
            quote_close = ""
        if t.kind == "other":
            ch = t.text
            if quote_close:
                if ch == quote_close:
                    quote_close = ""
                    t.quoted = True
                    if clause:
                        t.clause = clause
                    ended = len(cur.tokens) > 1 and cur.tokens[-1].text in _SENTENCE_END and content
                    cur.tokens.append(t)
                    i += 1
                    if ended and _capital_after(text, t.end):
                        yield cur  # You wrote: "I cancelled it in October." I've refunded …: the quote ended a sentence
                        cur = None
                    continue
            elif ch == '"' and t.start and text[t.start - 1].isdigit() and text[t.end : t.end + 1].isspace():
                pass  # 'MacBook Pro 14" ordered': inches, not a quote
            elif ch in _QUOTES_OPEN:
                quote_close = _QUOTES_OPEN[ch]
            elif ch == "'" and _single_quote_opens(text, t.start):
                quote_close = "'"  # status 'shipped', returned 'card_expired': a value quoted
            elif ch in _CLAUSE_BREAK:
                clause += 1
            if quote_close:  # a new token is unquoted and in clause 0
                t.quoted = True
            if clause:
                t.clause = clause
            cur.tokens.append(t)
            checked = ch in _CHECK_MARKS and i and toks[i - 1].kind == "word"  # "Rebooked ✔", not "Status: ✅ Done"
            pictograph = (
                (ord(ch[0]) >= 0x1F300 or checked)
                and i + 1 < n
                and toks[i + 1].kind == "word"
                and toks[i + 1].text.istitle()
            )
            if pictograph and not quote_close and content:
                yield cur  # "Reminder sent 📲 Mrs Patel will get a text", "Rebooked ✔ Refunded ✔ Texted ✔": an emoji or
                # a check mark before a capital ends a sentence
                cur = None
            elif (
                ch in _SENTENCE_END
                and not quote_close
                and content
                and not in_row
                and (ch != "." or _ends_sentence(text, toks, i))
            ):
                cur.question = cur.question or ch in "?？"
                yield cur
                cur = None
            i += 1
            continue
        if quote_close:
            t.quoted = True
        if clause:
            t.clause = clause
        cur.tokens.append(t)
        if t.kind == "cite":
            cur.cites_any = True
        content = True
        i += 1
    if cur is not None:
        yield cur


#: Abbreviations before a name or a number: their '.' ends no sentence ("Dr. Patel", "No. 7").
_TITLES = frozenset({"dr", "mr", "mrs", "ms", "mx", "prof", "st", "no", "nr", "vs", "approx", "ca", "cf", "fig"})


def _ends_sentence(text: str, toks: list[Token], i: int) -> bool:
    """'.' ends a sentence before a space, a new line, CJK or the end; '。！？' always do. It does not after
    a title or an abbreviation ("Dr. Patel", "e.g. the", "approx. two days"), nor before a lowercase word
    on the same line."""
    t = toks[i]
    if t.text != ".":
        return True
    after = text[t.end : t.end + 1]
    if not (not after or after in _SPACE or after in "*_)]\"'”’[" or "\u3400" <= after <= "\u9fff"):
        return False
    prev = toks[i - 1] if i else None
    if prev is not None and prev.end == t.start and prev.kind == "word":
        if prev.low in _TITLES:
            return False
        if len(prev.low) == 1 and i >= 2 and toks[i - 2].text == "." and toks[i - 2].end == prev.start:
            return False  # "e.g." / "i.e."
    rest = text[t.end : t.end + 3].lstrip(" \t")
    return not (rest[:1].isalpha() and rest[:1].islower())


_ZH_NUMERAL = re.compile("[一二三四五六七八九]|十[一二三四五六七八九]?|[二三四五六七八九]十[一二三四五六七八九]?")


def _line_marker(text: str, toks: list[Token], i: int) -> dict[str, int]:
    """List item, heading or block quote marker at a line start; ``_skip`` is the first content token."""
    n = len(toks)
    t = toks[i]
    flags: dict[str, int] = {}
    j = i
    if t.text == ">":
        flags["blockquote"] = 1
        j += 1
    elif t.text == "#":
        while j < n and toks[j].text == "#":
            j += 1
        flags["heading"] = 1
    elif t.text in _BULLETS and text[t.end : t.end + 1] in (" ", "\t"):
        flags["item"] = 1
        j += 1
        if j < n and toks[j].text == "[" and text[toks[j].end : toks[j].end + 2] in (" ]", "x]", "X]"):  # - [x] task
            flags["checked"] = int(text[toks[j].end] != " ")
            j += 2 if text[toks[j].end] == " " else 3
    elif t.kind == "num" and j + 1 < n and toks[j + 1].text in (".", ")", "、") and "." not in t.text:
        flags["item"] = 1
        j += 2
    elif t.kind == "han" and _ZH_NUMERAL.fullmatch(t.text) and j + 1 < n and toks[j + 1].text in ("、", ".", ")"):
        flags["item"] = 1  # 一、卡片挂失：…: a Chinese numeral opens an item, as "1." does
        j += 2
    elif t.kind == "num" and j + 1 < n and toks[j + 1].text == "\u20e3":
        flags["item"] = 1  # 1️⃣ 2️⃣: a keycap number opens an item, as "1." does
        j += 2
    elif t.text in "(（" and j + 2 < n and toks[j + 1].kind == "num" and toks[j + 2].text in ")）":
        flags["item"] = 1
        j += 3
    elif t.text == "|":
        flags["heading" if _header_row(text, t.start) else "item"] = 1  # "| Change | Done |" over "|---|---|"
    elif t.text in "*_" and _bold_line(text, t.start):
        flags["heading"] = 1  # "**Changes made**", "__Next steps__": a line in bold heads what follows
    flags["_skip"] = j
    return flags


def _header_row(text: str, at: int) -> bool:
    """Whether the table row at ``at`` is a header: the next line is the separator row ("|---|:--:|")."""
    end = text.find("\n", at)
    if end < 0:
        return False
    nxt = text.find("\n", end + 1)
    line = text[end + 1 : nxt if nxt >= 0 else len(text)].strip()
    return line.startswith("|") and "-" in line and not line.strip("|-: \t")


def _bold_line(text: str, at: int) -> bool:
    end = text.find("\n", at)
    line = text[at : end if end >= 0 else len(text)].rstrip()
    mark = line[:2]
    return mark in ("**", "__") and len(line) > 4 and line.endswith(mark) and mark not in line[2:-2]


#: Verbs of a look that head what it found ("What I found", "What I saw").
_FOUND = frozenset({"found", "saw", "checked", "noticed", "see", "know", "learned", "looked", "verified", "confirmed"})


#: Words of a heading that proposes what its items tell, and the agent's own acts still to come ("I'd", "we'll").
_PROPOSES = frozenset({"suggest", "suggestion", "suggestions", "recommend", "recommendation", "recommendations"})
_PROPOSES |= frozenset({"propose", "proposed", "suggested", "recommended"})
_WOULD_DO = frozenset({"i'd", "we'd", "i'll", "we'll"})
_CONDITIONS = frozenset({"if", "once", "when", "after", "unless"})
_WILL_DO = re.compile(r"\b(?:i|we) (?:can|could|will|would|am going to|'m going to|plan to)\b")
_ZH_WILL_DO = re.compile(
    r"^(?:如果|若|假如|要是|一旦|待|等)|(?:我|我们|这边)(?:将|会|可以|可|准备|打算|计划|马上|稍后)"
)


def _is_plan_heading(u: Unit) -> bool:
    words = [t.low for t in u.words()]
    if any(w in EN_PLAN_HEADINGS for w in words[:3]) or " ".join(words[:2]) in EN_PLAN_HEADINGS:
        return True  # "Next steps:", "To do:" (two words)
    if words[:1] and words[0] in EN_FINDING_HEADINGS:
        return True  # "**Findings**\n- password last changed 14 Oct\n- MFA enabled": what a look found
    if words[:1] == ["what"] and len(words) <= 5 and any(w in _FOUND for w in words[1:4]):
        return True  # "**What I found**", "What we checked:": what a look found, as under "Findings"
    if any(w in _PROPOSES or w.replace("\u2019", "'") in _WOULD_DO for w in words[:8]):
        return True  # "Here's what I'd suggest:", "What I can do next:", "My recommendation:": a proposal's steps
    if (words[:1] and words[0] in _CONDITIONS) or _WILL_DO.search(" ".join(words[:10])):
        return True  # "If you agree, I can do the following:", "Once you confirm, we will:": steps still to come
    if _ZH_WILL_DO.search("".join(t.text for t in u.tokens if t.kind == "han")):
        return True  # 如果您同意，我将为您办理以下操作：, 确认后我会为您：: steps still to come
    return any(  # 下一步：, 待办：; 变更计划, 上线方案
        t.text.startswith(_ZH_PLAN_LABELS) or t.text.rstrip(":\uff1a").endswith(("计划", "方案")) for t in u.words()[:2]
    )


# A straight single quote after a letter or digit: ``[^\W_]`` is exactly ``str.isalnum``. Only these can close a
# quoted value, so a run of apostrophes after spaces ("'s 's 's …") is not stepped through quote by quote.
_CLOSING_QUOTE = re.compile(r"(?<=[^\W_])'")


def _single_quote_opens(text: str, at: int) -> bool:
    """Whether the straight single quote at ``at`` opens a quoted value ('shipped', 'card_expired'): after a
    space or an opening bracket, before a letter, and closed on its line within 60 characters by a quote after
    a letter or digit and before no letter (not an apostrophe: "customers' orders", "it's")."""
    if (
        at + 1 >= len(text)
        or not text[at + 1].isalnum()
        or (at and not (text[at - 1].isspace() or text[at - 1] in "([{:="))
    ):
        return False
    line_end = text.find("\n", at, at + 62)
    for close in _CLOSING_QUOTE.finditer(text, at + 1, at + 62 if line_end < 0 else line_end):
        end = close.start()
        if end + 1 >= len(text) or not text[end + 1].isalpha():
            return True
    return False


def _capital_after(text: str, at: int) -> bool:
    """Whether the next thing after ``at`` (past spaces) opens a sentence: a capital letter or a Chinese character."""
    k = at
    while k < len(text) and text[k] == " " and k < at + 8:
        k += 1
    return k < len(text) and (text[k].isupper() or "\u3400" <= text[k] <= "\u9fff")
