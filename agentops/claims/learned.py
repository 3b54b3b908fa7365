"""A learned clause reader beside the grammar: does a clause assert a completed act of the agent's?

A logistic model over features of each clause the segmenter cuts: its words, word pairs, endings and first
words; Chinese character pairs and triples; the words before it in its unit; the unit's marks (list item,
heading, question, check mark) and its citations. Trained on the corpus by ``bench/claims_learned.py`` (FTRL,
weak labels from the rules' reading and the replies' labels); its weights are ``learned.json`` beside this
module (~22,600 features, ~440 kB). Inference is pure Python, a dict look-up per feature: one pass over the
tokens, linear in the reply's length.

:func:`unread` is how it joins the rules (``detect``), as measured in docs/claims.md (*The learned reader*):
a clause where the rules read no claim and have no word for the act becomes a "done" (kind ``complete``)
citing what the clause cites, when the model gives it the file's ``add`` probability for its language or more
(a language whose threshold is above 1 is off). :func:`vetoed` is the other direction, off unless the file sets a
``veto`` for a language: a rule claim without citations whose clause the model scores below it is dropped (measured on
real clause labels and left off, docs/claims.md; ``bench/claims_spans.py`` trains and measures both).
"""

from __future__ import annotations

import bisect
import json
import math
import re
from collections.abc import Container, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from itertools import repeat
from pathlib import Path

from agentops.claims import english
from agentops.claims.normalize import Normalized, normalize
from agentops.claims.segment import Token, Unit, cite_id, units

WEIGHTS = Path(__file__).with_name("learned.json")
#: How many words before a clause, in its unit, are features of it (a condition or a plan opens the sentence).
CONTEXT = 8
#: The features that hold the rules' reading of a clause (measured and left out: ``bench/claims_learned.py``).
RULE_FEATURES = ("rule|", "kind|")
_LATIN = re.compile(r"[A-Za-z\uff21-\uff3a\uff41-\uff5a]")  # full-width letters normalise to Latin ones
#: A reply's text normalised and its units, as ``detect`` cut them: :func:`unread` reads them, not a second cut.
Cut = tuple[Normalized, Iterable[Unit]]


@dataclass(frozen=True, slots=True)
class Model:
    weights: dict[str, float]  # feature -> weight (features it never saw weigh nothing)
    add: dict[str, float]  # language -> the probability from which a clause the rules left is a claim
    veto: dict[str, float] = field(default_factory=dict)  # language -> below it, a rule claim's clause is none

    def probability(self, feats: list[str]) -> float:
        z = sum(map(self.weights.get, feats, repeat(0.0)))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


@cache
def model() -> Model | None:
    """The committed model (read once a process), or None when there is no weights file."""
    return load(WEIGHTS)


def load(path: Path) -> Model | None:
    """The model in the weights file ``path``, or None when there is none."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    return Model({k: float(v) for k, v in raw["weights"].items()}, raw["add"], raw.get("veto", {}))


@cache
def known_verbs(extra: tuple[tuple[str, str], ...]) -> frozenset[str]:
    """The English past forms the grammar has a word for: the acts of its lexicon and those the agent's tool names
    teach, and the attempts it reads as no act ("I attempted a rollback … but Argo rejected it": the scope stands)."""
    return frozenset(english._forms(extra)) | _ATTEMPTS


_ATTEMPTS = frozenset({"tried", "attempted"})


def readable(unit: Unit) -> bool:
    """Units the rules read at all (not code, quotes, plans, evidence lists or citations alone)."""
    return not (
        unit.code
        or unit.blockquote
        or unit.plan
        or unit.opens_with_plan_label()
        or unit.is_citation_only()
        or unit.is_evidence_list()
        or not unit.words()
    )


def clauses(unit: Unit) -> Iterator[tuple[int, list[Token]]]:
    """The clauses of ``unit`` that hold a word, numbered from 0."""
    for k, clause in enumerate(unit.clauses()):
        if any(t.kind in ("word", "han") and not t.quoted for t in clause):
            yield k, clause


def language(clause: list[Token]) -> str:
    return "zh" if any(t.kind == "han" for t in clause) else "en"


def _symbols(tokens: list[Token]) -> list[str]:
    out = []
    for t in tokens:
        if t.kind == "word":
            out.append(t.low)
        elif t.kind == "han":
            out.append(t.text)
        elif t.kind == "num":
            out.append("<n>")
        elif t.kind == "cite":
            out.append("<c>")
        elif t.kind == "url":
            out.append("<u>")
        elif t.kind == "other":
            out.append(t.text)
    return out


def features(unit: Unit, k: int, clause: list[Token], rule: str | None, lang: str | None = None) -> list[str]:
    """The features of clause ``k`` of ``unit``; ``rule`` is the kind of the rules' claim in it, or None; ``lang``
    its :func:`language` when the caller has it."""
    syms = _symbols([t for t in clause if not t.quoted])
    feats = ["bias", f"lang|{lang or language(clause)}", f"rule|{rule is not None}", f"kind|{rule}", f"k|{min(k, 2)}"]
    feats += [f"unit|{name}" for name in ("item", "heading", "question", "checked") if getattr(unit, name)]
    if any(t.kind == "cite" for t in clause):
        feats.append("cite|clause")
    elif unit.cites_any:
        feats.append("cite|unit")
    prev = "^"
    for s in syms:
        if s[0] >= "\u3400":  # a run of Chinese characters: characters, pairs and triples
            run = f"^{s}$"
            feats += [f"c2|{run[i : i + 2]}" for i in range(len(run) - 1)]
            feats += [f"c3|{run[i : i + 3]}" for i in range(len(run) - 2)]
        else:
            feats.append(f"w|{s}")
            if len(s) > 4 and s.isalpha():
                feats.append(f"end|{s[-3:]}")
        feats.append(f"b|{prev}|{s[:4] if s[0] >= chr(0x3400) else s}")
        prev = s[-2:] if s[0] >= "\u3400" else s
    feats.append(f"b|{prev}|$")
    feats += [f"open|{s}" for s in syms[:2]]
    if clause:
        at = unit.tokens.index(clause[0])  # a clause is a run of its unit's tokens
        before = _symbols(unit.tokens[max(0, at - CONTEXT) : at])
        feats += [f"ctx|{s}" for s in before if s[0] < "\u3400"]
        feats += [f"ctxc|{c}" for s in before if s[0] >= "\u3400" for c in s[-CONTEXT:]]
    return feats


def _tried(unit: Unit, clause: list[Token]) -> bool:
    """Whether the clause is an attempt the next one undoes or leaves unknown ("I've requested the certificate,
    but the generator hasn't responded, so I can't confirm it's filed"): the grammar's rule for the verbs it knows."""
    after = [t.low for t in unit.tokens[unit.tokens.index(clause[-1]) + 1 :] if t.kind == "word"]
    return after[:1] == ["but"] and english.undone_or_unknown(after[1:30])


def unread(
    text: str, claimed: list[tuple[int, int]], cited: set[str], verbs: Container[str], cut: Cut | None = None
) -> list[tuple[int, int, int, str, str, tuple[str, ...]]]:
    """The clauses of ``text`` the model reads as claims where the rules read none: (start, end, unit, unit text,
    language, the ids cited in the clause), offsets in ``text``. ``claimed``: the rules' claims as (unit, start);
    ``cited``: the ids they cite; ``verbs``: the English past forms the grammar has a verb for.

    Only where the rules have no word for the act: not an English clause holding a form of ``verbs`` (the grammar
    read it and its scopes stand: someone else's act, a class, a plan), not a clause whose citations a rule claim
    cites, not a clause without citations in a unit with some (whose they are is the rules' binding). Only in a
    language the weights file switches on, at its threshold for it. ``cut``: ``text`` normalised and its units,
    when the caller cut them already (``detect`` does: the units are not cut a second time)."""
    m = model()
    if m is None or not any(t <= 1.0 for t in m.add.values()):
        return []
    if m.add.get("zh", 2.0) > 1.0 and not _LATIN.search(text):
        return []  # English only, and no English word in the reply
    norm, cut_units = cut if cut is not None else (normalize(text), None)
    taken = sorted(claimed)
    out = []
    for unit in units(norm.text) if cut_units is None else cut_units:
        if not readable(unit):
            continue
        for k, clause in clauses(unit):
            lang = language(clause)
            if m.add.get(lang, 2.0) > 1.0:
                continue  # a language the file leaves off (its clauses' ids are not even looked at)
            ids = tuple(dict.fromkeys(cite_id(t) for t in clause if t.kind == "cite"))
            if (unit.cites_any and not ids) or not cited.isdisjoint(ids):
                continue
            start, end = norm.span(clause[0].start, clause[-1].end)
            if _holds(taken, unit.index, start, end):
                continue  # (a look-up, before the scans of the clause below)
            if lang == "en" and (any(t.kind == "word" and t.low in verbs for t in clause) or _tried(unit, clause)):
                continue
            if lang == "en" and english.looks_through([t.low for t in clause if t.kind == "word"]):
                continue  # "I went through all four items one by one": the grammar's look stands
            if lang == "en" and english.reported_throughout([t.low for t in clause if t.kind == "word"]):
                continue  # "… went through on Nov 28 according to the billing history": the grammar's report stands
            if m.probability(features(unit, k, clause, None, lang)) >= m.add[lang]:
                words = " ".join(t.text for t in unit.tokens if t.kind != "cite")
                out.append((start, end, unit.index, words, lang, ids))
    return out


def vetoed(claims: list[tuple[int, int, bool]], cut: Cut) -> set[tuple[int, int]]:
    """The rule claims (unit, start) whose clause the model scores below the file's ``veto`` for its language: a
    clause it reads as clearly no act of the agent's (a plan, someone else's act, a quote …). ``claims``: the rules'
    claims as (unit, start, cited); a cited one is never vetoed (its citation is checked against what it says).
    Only in units the model reads (:func:`readable`); a language without a veto keeps every claim."""
    m = model()
    if m is None or not m.veto:
        return set()
    by_unit: dict[int, list[int]] = {}
    for unit_index, start, cited in claims:
        if not cited:
            by_unit.setdefault(unit_index, []).append(start)
    if not by_unit:
        return set()
    last = max(by_unit)
    norm, cut_units = cut
    out: set[tuple[int, int]] = set()
    for unit in cut_units:
        if unit.index > last:
            break
        left = by_unit.get(unit.index)
        if not left or not readable(unit):
            continue
        for k, clause in clauses(unit):
            start, end = norm.span(clause[0].start, clause[-1].end)
            inside = [s for s in left if start <= s < end]
            if not inside:
                continue
            left = [s for s in left if s not in inside]  # a claim belongs to the first clause it starts in
            lang = language(clause)
            if m.probability(features(unit, k, clause, None, lang)) < m.veto.get(lang, -1.0):
                out.update((unit.index, s) for s in inside)
    return out


def _holds(taken: list[tuple[int, int]], unit: int, start: int, end: int) -> bool:
    at = bisect.bisect_left(taken, (unit, start))
    return at < len(taken) and taken[at][0] == unit and taken[at][1] < end
