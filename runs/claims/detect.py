"""Find completion claims in a reply and the citations that back each one. Pure functions, no Django.

Citation syntax: ``[evt:<event_id>]``, e.g. ``Email sent [evt:evt_3f2a9c0d1e2b4a5c6d7e]``; cite several
events by repeating the bracket. Ids are the journal's ``event_id`` values (``evt_`` + 20 hex).

How a citation is matched to a claim:

1. The reply is cut into sentences (``. ! ? 。 ！ ？`` and new lines) and each sentence into clauses
   (``; ； ，``, a comma followed by a space, and contrast words such as "but" / "但是"). A clause
   without a claim joins the clause before it in its sentence ("I emailed finance, legal and support
   [evt:…]"); a clause made only of citations joins the one before even across a sentence end
   ("Email sent. [evt:…]").
2. Inside a clause each citation goes to the nearest claim before it (or, if none, the first claim after
   it). A claim that got no citation of its own inherits all of its clause's citations, so
   "Ticket completed: all teams were emailed [evt:a] [evt:b]" backs both "completed" and "emailed",
   while in "Email sent [evt:a], refund done." the refund is uncited.
3. Negated or planned verbs ("not sent", "will be paid", "未发送", "发送失败") are not claims, and
   questions are skipped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from runs.claims import phrases

CITATION = re.compile(r"\[evt:\s*([A-Za-z0-9_\-]{1,64})\s*\]")

_SENTENCE_END = re.compile(r"[。！？!?\n]+|\.(?=\s|$)")
_CLAUSE_BREAK = re.compile(r"[;；，]|,(?=\s)|\s+\b(?:but|however|whereas|although)\b|\s*(?:但是|但|然而|不过)", re.I)


@dataclass(frozen=True, slots=True)
class Claim:
    """One completion claim: where it is, what it asserts, and the event ids cited for it."""

    start: int
    end: int
    phrase: str
    verb: str
    kind: str
    language: str
    clause: str
    cited: tuple[str, ...] = field(default=())


@dataclass(frozen=True, slots=True)
class _Span:
    start: int
    end: int


def _build_en() -> list[tuple[re.Pattern[str], str, str]]:
    out = []
    for kind, verbs in phrases.EN_VERBS.items():
        for verb in verbs:
            out.append((re.compile(rf"(?<![\w-]){re.escape(verb)}(?![\w-])", re.I), verb, kind))
    return out


def _build_zh() -> list[tuple[re.Pattern[str], str, str]]:
    adverbs = "|".join(map(re.escape, phrases.ZH_ADVERBS))
    suffixes = "|".join(map(re.escape, phrases.ZH_SUFFIXES))
    out = []
    for kind, stems in phrases.ZH_VERBS.items():
        for stem in stems:
            s = re.escape(stem)
            pattern = rf"已(?:经)?(?:{adverbs})?{s}|{s}(?:{suffixes})|{s}了"
            out.append((re.compile(pattern), stem, kind))
    return out


_EN_PATTERNS = _build_en()
_ZH_PATTERNS = _build_zh()
_EN_CUES = re.compile(
    r"(?<![\w'])(?:" + "|".join(re.escape(w) for w in (*phrases.EN_NEGATIONS, *phrases.EN_MODALS)) + r")(?![\w'])"
    r"|n't(?!\w)",
    re.I,
)
_EN_FAILURE_AFTER = re.compile(r"^\W{0,3}(?:" + "|".join(phrases.EN_FAILURE_SUFFIXES) + r")\b", re.I)
_ZH_CUES = tuple(sorted((*phrases.ZH_NEGATIONS, *phrases.ZH_MODALS), key=len, reverse=True))


def _segments(text: str, breaker: re.Pattern[str], start: int, end: int) -> list[_Span]:
    spans, pos = [], start
    for m in breaker.finditer(text, start, end):
        if m.start() > pos:
            spans.append(_Span(pos, m.start()))
        pos = m.end()
    if pos < end:
        spans.append(_Span(pos, end))
    return spans


def clauses(text: str) -> list[tuple[int, _Span]]:
    """``(sentence number, clause span)`` of ``text`` in order; questions are dropped."""
    out: list[tuple[int, _Span]] = []
    for number, sentence in enumerate(_segments(text, _SENTENCE_END, 0, len(text))):
        if text[sentence.end : sentence.end + 1] in ("?", "？"):
            continue
        for clause in _segments(text, _CLAUSE_BREAK, sentence.start, sentence.end):
            if text[clause.start : clause.end].strip():
                out.append((number, clause))
    return out


def _citation_only(text: str, span: _Span) -> bool:
    return not re.sub(r"[\s,.、，:：]+", "", CITATION.sub("", text[span.start : span.end]))


def _negated_en(text: str, start: int, end: int, clause_start: int) -> bool:
    before = text[clause_start:start]
    words = re.findall(r"[\w']+", before)
    if words and words[-1].lower() in phrases.EN_IMPERATIVE_BEFORE:
        return True
    window = " ".join(words[-phrases.EN_CUE_WINDOW :])
    if _EN_CUES.search(window):
        return True
    return bool(_EN_FAILURE_AFTER.search(text[end : end + 20]))


def _negated_zh(text: str, start: int, end: int, clause_start: int) -> bool:
    before = text[max(clause_start, start - phrases.ZH_CUE_WINDOW) : start]
    if any(cue in before for cue in _ZH_CUES):
        return True
    after = text[end : end + 6]
    return any(after.lstrip().startswith(s) for s in phrases.ZH_FAILURE_SUFFIXES)


def _claims_in(text: str, clause: _Span) -> list[tuple[int, int, str, str, str]]:
    """(start, end, verb, kind, language) of each non-negated claim in the clause, in text order."""
    found: list[tuple[int, int, str, str, str]] = []
    for language, patterns, negated in (("en", _EN_PATTERNS, _negated_en), ("zh", _ZH_PATTERNS, _negated_zh)):
        for pattern, verb, kind in patterns:
            for m in pattern.finditer(text, clause.start, clause.end):
                if not negated(text, m.start(), m.end(), clause.start):
                    found.append((m.start(), m.end(), verb, kind, language))
    found.sort(key=lambda c: (c[0], -(c[1] - c[0])))
    kept: list[tuple[int, int, str, str, str]] = []
    for claim in found:
        if not kept or claim[0] >= kept[-1][1]:
            kept.append(claim)
    return kept


@dataclass
class _Group:
    sentence: int
    spans: list[_Span]
    found: list[tuple[int, int, str, str, str]]


def _groups(text: str) -> list[_Group]:
    """Clauses with their claims; a clause without claims joins the one before (its citations attach back)."""
    groups: list[_Group] = []
    for sentence, span in clauses(text):
        found = _claims_in(text, span)
        if groups and not found and (groups[-1].sentence == sentence or _citation_only(text, span)):
            groups[-1].spans.append(span)
        else:
            groups.append(_Group(sentence, [span], found))
    return groups


def find_claims(text: str) -> list[Claim]:
    """Every completion claim in ``text`` with the event ids that back it (see the module docstring)."""
    result: list[Claim] = []
    for group in _groups(text):
        found = group.found
        if not found:
            continue
        own: list[list[str]] = [[] for _ in found]
        all_cited: list[str] = []
        for span in group.spans:
            for m in CITATION.finditer(text, span.start, span.end):
                all_cited.append(m.group(1))
                before = [i for i, c in enumerate(found) if c[1] <= m.start()]
                own[before[-1] if before else 0].append(m.group(1))
        first = group.spans[0]
        clause_text = CITATION.sub("", text[first.start : first.end]).strip()
        clause_text = re.sub(r"\s+([,，.。、])", r"\1", re.sub(r"\s+", " ", clause_text)).strip(" ,，")
        for (start, end, verb, kind, language), mine in zip(found, own, strict=True):
            cited = mine or all_cited
            result.append(
                Claim(start, end, text[start:end], verb, kind, language, clause_text, tuple(dict.fromkeys(cited)))
            )
    return result


def citations(text: str) -> list[str]:
    """All cited event ids in ``text``, in order, without repeats."""
    return list(dict.fromkeys(m.group(1) for m in CITATION.finditer(text)))
