"""How many calls a claim needs: "all of them" after a sentence that counted the things, a claim over the list
items its colon opens, one call cited twice for two acts, the names a sentence enumerates, and ``_per_call``
(its count of acts, or of things when it cites a call per thing). ``_over_bare_sentences`` finds the sentence a
citation standing alone at a sentence's end backs."""

from __future__ import annotations

import itertools
import re

from agentops.claims import english
from agentops.claims.detect.claim import _Found
from agentops.claims.segment import Unit, cite_id

#: Words that make "them" every one of the things counted before ("all of them", "each of them").
_ALL_OF = frozenset({"each", "all", "both", "every"})


def _them_counted_before(read: list[tuple[Unit, list[_Found]]]) -> None:
    """An English act on "all of them" / "each of them" / "both of them" whose sentence counts nothing acts on the things
    the sentence before it counted ("You listed three old export files. I've removed all of them [evt:a] [evt:b]"): that
    count is the one its sentence states (a call each when it cites more than half as many calls, ``_per_call``)."""
    for (above, _), (unit, found) in itertools.pairwise(read):
        if not found:
            continue
        lows = [t.low for t in unit.words()]
        if not any(
            a in _ALL_OF and b == "of" and c == "them" for a, b, c in zip(lows, lows[1:], lows[2:], strict=False)
        ):
            continue
        told = english.counted_things(above.words())
        for f in found:
            if f.language == "en" and not f.stated and told:
                f.stated = told


def _items_counted(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A claim whose sentence ends with a colon over list items or table rows that tell no act of their own acts on those items
    ("Each consignee now has their delivery window by email [evt:a] [evt:b] [evt:c]:" over four names; 每位收件人都已
    收到短信提醒 [evt:a] [evt:b]：over three): their count is the one its sentence states (a call each when it cites
    more than half as many calls, or the evidence list below them does, ``_per_call``)."""
    for k, (unit, found) in enumerate(read):
        if not found or unit.item or not _ends_with_colon(unit):
            continue
        n = 0
        for m, (item, theirs) in enumerate(read[k + 1 :]):
            if m == 0 and item.heading and any(t.text == "|" for t in item.tokens) and not theirs:
                continue  # "Holds placed on these accounts:" over a table: its header row names no thing
            if not item.item or theirs or item.heading:
                break
            n += bool(item.words())  # (not a table's "|---|---|" row)
        if n > 1:
            for f in found:
                f.stated = max(f.stated, n)


def _ends_with_colon(unit: Unit) -> bool:
    last = next((t for t in reversed(unit.tokens) if t.kind not in ("cite", "nl")), None)
    return last is not None and last.text in (":", "\uff1a")


#: Words that join two things a claim acted on ("the deposit and the balance", "合同双方", "5 月和 6 月").
_JOINS_EN = frozenset({"and", "both", "&", "+"})
_JOINS_ZH = re.compile(r"[和与及、]|双方|两[个张笔份位项次]")


def _cited_twice_for_two(unit: Unit, f: _Found) -> int:
    """2 when the claim cites one call twice in a row after words that join two things ("Charged the deposit and the
    balance [evt:a] [evt:a]", "合同双方都签好了 [evt:a] [evt:a]"): one call shown as the two acts its sentence tells,
    so two calls must back it; 1 otherwise (not "新门禁卡已开通 [evt:a] [evt:a]": one act, cited twice)."""
    if len(f.cited) == len(set(f.cited)):
        return 1
    cites = unit.cites()
    twice = next((b for a, b in itertools.pairwise(cites) if cite_id(a) == cite_id(b) and cite_id(a) in f.cited), None)
    if twice is None:
        return 1
    said = [t for t in unit.tokens if t.end <= twice.start and t.kind in ("word", "han", "other")]
    return 2 if any(t.low in _JOINS_EN or (t.kind == "han" and _JOINS_ZH.search(t.text)) for t in said) else 1


def _over_bare_sentences(read: list[tuple[Unit, list[_Found]]], line: int) -> int:
    """The unit a citation standing alone at the end of a sentence backs: the one before it, or past sentences of
    its line with neither claims nor citations, the last with uncited claims ("Done — your visit is booked for
    Friday. The engineer will call ahead. [evt:a]": the booking's)."""
    k = len(read) - 1
    while k > 0 and not read[k][1] and not read[k][0].cites_any and read[k - 1][0].line == line:
        k -= 1
    return k if read[k][1] and not read[k][1][-1].cited else len(read) - 1


def _per_call(f: _Found, pooled: int = 0) -> int:
    """How many verified calls the claim needs: its count of acts; its count of things when it cites more than
    one call, which tells one call per thing ("All 3 partitions backfilled [evt:a] [evt:b]": three); the count its
    sentence states when it cites more than half that many ("All four units are marked [evt:a] [evt:b] [evt:c]": a call
    per unit, one missing; not "Rolled back across all 12 nodes [evt:a] [evt:b] [evt:c]": calls over batches). An
    uncited claim counts the ``pooled`` calls of the reply's evidence list as its own ("All three are rebooked.
    Evidence: [evt:a] [evt:b]": a call per traveller, one missing)."""
    calls = len(set(f.cited)) or pooled
    return max(f.quantity, f.things, f.stated if 2 * calls > f.stated else 0) if calls > 1 else f.quantity


def _count_listed(found: list[_Found], listed: list[tuple[int, int, int]]) -> None:
    """Each list of names a sentence enumerates (``english.enumerated``, ``chinese.enumerated``) is the count of things
    of the claim nearest it: a claim that cites a call per thing needs a call per name (``_per_call``)."""
    for first, last, n in listed:
        near = min(found, key=lambda f: max(first - f.end, f.start - last, 0))
        near.stated = max(near.stated, n)
