"""The entry point: ``find_claims`` normalizes a reply, cuts it into units, reads each distinct unit once
(``reading``), then runs the passes that look across units — tables' columns, check marks, looks, summaries and
counts — binds the citations (``binding``) and adds the claims the learned clause reader finds
(``_with_learned``)."""

from __future__ import annotations

import itertools
import re

from agentops.claims import english, learned
from agentops.claims.detect.binding import _bind, _footnote_definitions, _footnotes
from agentops.claims.detect.claim import MAX_CLAIMS, MAX_CLAUSE_CHARS, STATED, Claim, Detection, _clause_text, _Found
from agentops.claims.detect.counting import (
    _cited_twice_for_two,
    _items_counted,
    _over_bare_sentences,
    _per_call,
    _them_counted_before,
)
from agentops.claims.detect.looks import (
    _items_looked_up,
    _names_source,
    _read_out_tables,
    _states_cited,
    _statuses_read_out,
)
from agentops.claims.detect.reading import _check_marks, _read
from agentops.claims.detect.summaries import (
    _closes_notice,
    _closing_summaries,
    _opening_summaries,
    _restated,
    _results_after,
    _results_ahead,
    _summaries,
    _sums_before_colon,
    _titled,
    _told_done,
    _where_it_went,
)
from agentops.claims.detect.tables import (
    _act_cell,
    _act_column,
    _cells,
    _doer_column,
    _done_by_others,
    _done_column,
    _yes_cell,
)
from agentops.claims.kinds import Vocabulary
from agentops.claims.lexicon import (
    COMPLETE,
    EN_CONTEXT_NOW,
    EN_NUMBERS,
    ZH_CONTEXT_NOW,
)
from agentops.claims.normalize import normalize
from agentops.claims.segment import Unit, cite_id, units
from agentops.core.canon import gc_paused


def find_claims(text: str, vocabulary: Vocabulary | None = None, *, max_claims: int = MAX_CLAIMS) -> Detection:
    """Every completion claim in ``text`` (see the module docstring). The cyclic collector is paused while
    a reply is read: its tokens and units are thousands of new containers that live until the end, and
    passes in the middle would only walk them (and the rest of a long-lived process's heap) again."""
    with gc_paused():
        detection, cut = _find_claims(text, vocabulary, max_claims)
        detection = _with_learned(text, detection, vocabulary, max_claims, cut)
        del cut  # its units freed before the collector runs again (they would only be walked)
    return detection


_BOTH = re.compile(r"\bboth\b", re.IGNORECASE)
#: A part of counted things ("Two of the three refunds", "3 of your 5 orders"): the part is what was acted on.
_PART_OF = re.compile(r"\b(\w+) of (?:the|your|their|our|my|these|those) ", re.IGNORECASE)


def _learned_count(said: str) -> int:
    """The count of the learned reader's act: 2 for "both", N for "N of the M" ("Two of the three refunds went
    through [evt:a]": two refunds), else 1."""
    part = _PART_OF.search(said)
    n = 0
    if part:
        low = part.group(1).lower()
        n = EN_NUMBERS.get(low) or (int(low) if low.isdigit() and len(low) <= 3 else 0)
    return n if 1 < n <= 100 else 2 if _BOTH.search(said) else 1


def _with_learned(
    text: str, detection: Detection, vocabulary: Vocabulary | None, max_claims: int, cut: learned.Cut
) -> Detection:
    """The rules' claims and those the learned reader adds where the rules have no word for the act
    (``learned.py``: an act of kind ``complete``, citing what its clause cites; off unless its weights file
    switches it on). ``cut``: the text normalised and its units, as the rules cut them (read once)."""
    if detection.truncated:
        return detection
    verbs = learned.known_verbs((vocabulary or Vocabulary()).extra_verbs())
    m = learned.model()
    if m is not None and m.veto and detection.claims:
        norm, stream = cut
        cut = (norm, list(stream))  # read twice: for the vetoes, then for the clauses the rules left
        ruled = [(c.unit, c.start, bool(c.cited)) for c in detection.claims if c.verb not in STATED]
        dropped = learned.vetoed(ruled, cut)
        if dropped:
            kept = tuple(c for c in detection.claims if (c.unit, c.start) not in dropped)
            detection = Detection(kept, detection.pool, detection.citations, detection.truncated)
    read = [c for c in detection.claims if c.verb not in STATED]  # a unit stated by its citations is read again
    claimed = [(c.unit, c.start) for c in read]
    cited = {eid for c in read for eid in c.cited}
    stated = {c.unit: c for c in detection.claims if c.verb in STATED}  # the count it told ("Both contractors …")
    extra = [
        Claim(
            start,
            end,
            text[start:end][:100],
            "",
            COMPLETE,
            lang,
            max(stated[unit].quantity if unit in stated else 1, _learned_count(text[start:end])),
            unit,
            words[:MAX_CLAUSE_CHARS],
            ids,
            stated[unit].acts if unit in stated and _learned_count(text[start:end]) < 2 else 0,
            stated[unit].things if unit in stated else 1,
        )
        for start, end, unit, words, lang, ids in learned.unread(text, claimed, cited, verbs, cut)
    ]
    if not extra:
        return detection
    acts = {c.unit for c in extra}  # the learned reader's act replaces the unit's statement of its citations (and
    # keeps its count: "Both contractors now have Google accounts [evt:a]" needs two calls)
    kept = (c for c in detection.claims if c.verb not in STATED or c.unit not in acts)
    claims = sorted((*kept, *extra), key=lambda c: (c.unit, c.start))
    return Detection(tuple(claims[:max_claims]), detection.pool, detection.citations, len(claims) > max_claims)


def _told_now(unit: Unit) -> bool:
    """Whether a line of a section of context puts what it tells in this run, after the section's label: "today",
    "this time", "now", 今天, 这次 ("- Today: I settled both demands", "| 12/07（这次）| 我复核并处理 |"), or the agent
    speaks in English ("What happened: I cancelled the wrong order", as ``english.reading`` reads its own line)."""
    toks = [t for t in unit.tokens if t.start >= unit.context]
    for k, t in enumerate(toks):
        if t.low in EN_CONTEXT_NOW or t.low in _SPEAKS:
            return True
        if t.low == "this" and toks[k + 1 : k + 2] and toks[k + 1].low in _NOW_SPANS:
            return True
        if t.kind == "han" and any(w in t.text for w in ZH_CONTEXT_NOW):
            return True
    return False


_SPEAKS = frozenset({"i", "we", "i've", "we've", "i'd", "we'd"})
_NOW_SPANS = frozenset({"time", "morning", "afternoon", "evening", "run", "session", "week"})


def _find_claims(text: str, vocabulary: Vocabulary | None, max_claims: int) -> tuple[Detection, learned.Cut]:
    """The rules' claims, and the normalised text and all its units (those past the claim cap still to be cut)."""
    vocab = vocabulary or Vocabulary()
    norm = normalize(text)
    stream = units(norm.text)
    cut: list[Unit] = []
    extra = vocab.extra_verbs()
    pool: list[str] = []
    everything: list[str] = []
    read: list[tuple[Unit, list[_Found]]] = []
    seen: dict[tuple[str, bool, bool], list[_Found]] = {}
    count = 0
    under_evidence = False  # in the items of an "Evidence:" heading
    doers: int | None = None  # the column of a table that names who did each row ("Done by", "处理方")
    done: int | None = None  # the column of a table that tells whether each row was done ("Done", "Status")
    acted: int | None = None  # the column of a table that tells what the agent did in each row ("What I did")
    bare = False  # … an "Action" column, whose cells tell an act by its verb only
    notes: dict[str, list[str]] = {}  # footnote number → the ids its definition cites
    sources: set[int] = set()  # where in ``read`` a "Source: [evt:a]" line taken as evidence stood
    for unit in stream:
        cut.append(unit)
        cells = _cells(unit)
        if unit.heading and unit.words():
            doers, done = _doer_column(cells), _done_column(unit)
            acted, bare = _act_column(cells, done is None)
        elif not unit.item and not unit.heading:  # (a header "| Step | Done? |" is cut after its "?")
            doers = done = acted = None
        ids = [cite_id(t) for t in unit.tokens if t.kind == "cite"] if unit.cites_any else []
        everything.extend(ids)
        defined = _footnote_definitions(unit.tokens) if ids else None
        if defined:  # "[1] [evt:a]" under the text: what its marker "[1]" cites (bound after the loop)
            notes.update(defined)
            continue
        if ids and unit.is_citation_only() and read and read[-1][0].line == unit.line:
            back = _over_bare_sentences(read, unit.line)
            _bind(read[back][0].tokens + unit.tokens, read[back][1])
            continue
        if ids and (unit.is_evidence_list() or unit.is_citation_only()):
            pool.extend(ids)
            if _names_source(unit):
                sources.add(len(read))  # "Source: [evt:a]" under a table still names where its rows come from
            continue
        listed = unit.evidence_label_cites() if ids and not unit.item else 0
        if listed:
            pool.extend(ids)  # 相关记录：取消 [evt:a]，通知 [evt:b]; 退款记录：[evt:a]，一般当天到账: calls listed
            if listed == 2:
                continue
        under_evidence = (under_evidence and unit.item) or (unit.heading and unit.is_evidence_heading())
        if ids and under_evidence and unit.is_labelled_citations():
            pool.extend(ids)  # "Evidence:\n- Refund: [evt:a]\n- Customer email: [evt:b]": a list of the calls
            continue
        if count > max_claims:
            break  # the reply is flagged as truncated; nothing past the cap is read
        planned = unit.plan and not (unit.item and _told_done(unit))  # (FBA 入库计划：\n- 货件 X：已创建: done)
        if unit.code or unit.blockquote or planned or unit.opens_with_plan_label() or _done_by_others(cells, doers):
            found = []  # … or a table row whose "Done by" cell names someone else: their acts
        elif unit.context >= 0 and not unit.cites_any and not _told_now(unit):
            found = []  # under "Background" or "时间线", what came before this run (not "- Today: settled it", nor a
            # line citing this run's call)
        else:  # a unit read before without claims (a repeated sentence) costs its look-up only
            key = (norm.text[unit.tokens[0].start : unit.tokens[-1].end], unit.question, unit.checked)
            known = seen.get(key)
            found = [] if known == [] else _read(unit, key, norm.text, extra, max_claims, seen, known)
        if found and read and not read[-1][1] and _theirs_told_on(read[-1][0], unit):
            found = [f for f in found if not english.thing_subject(unit.words(), f.start)]
        own = unit.tokens
        if ids and read and read[-1][1] and read[-1][0].line == unit.line and not read[-1][1][-1].cited:
            # "Sent! [evt:a] Have a great day!", "Refund issued. It takes 3–5 days [evt:a].": the citations
            # that open the next sentence, or all of a next sentence without claims, back the one before
            first_word = next((k for k, t in enumerate(own) if t.kind in ("word", "num", "han")), len(own))
            given = own if not found else own[:first_word]
            if any(t.kind == "cite" for t in given):
                _bind(read[-1][0].tokens + given, read[-1][1])
                own = own[first_word:] if found else []
        opened = _closes_notice(read, unit) if ids and not found else -1
        if opened >= 0:
            _bind(read[opened][0].tokens + own, read[opened][1])  # 办理结果：已办结\n经办人：07 号座席 [evt:a]
        if not found and done is not None and (yes := _yes_cell(unit, done)) is not None:
            found = []  # "| Ship the order | yes [evt:a] |" under "| Step | Done |": the row's step was done
            _check_marks(unit, found, yes)
        if not found and acted is not None and (act := _act_cell(unit, acted, bare)) is not None:
            found = [act]  # "| Pickles | FeLV | Reminder text | — |" under "What I did": the cell names the act done
        if found:
            _bind(own, found)
        read.append((unit, found))
        count += len(found)
    if notes:
        _footnotes(read, notes, pool)
    _summaries(read)
    _titled(read)
    _restated(read)
    _where_it_went(read)
    _sums_before_colon(read)
    _closing_summaries(read)
    _opening_summaries(read)
    _results_after(read)
    _results_ahead(read)
    _read_out_tables(read, sources)
    _statuses_read_out(read)
    _items_looked_up(read)
    _states_cited(read, pool)
    _them_counted_before(read)
    _items_counted(read)
    claims: list[Claim] = []
    for unit, found in read:
        clause = _clause_text(unit) if found else ""
        for f in found:
            start, end = norm.span(f.start, f.end)
            twice = _cited_twice_for_two(unit, f)
            claims.append(
                Claim(
                    start,
                    end,
                    text[start:end][:100],
                    f.verb[:40],
                    f.kind,
                    f.language,
                    max(_per_call(f, 0 if f.cited else len(set(pool))), twice),
                    unit.index,
                    clause,
                    tuple(dict.fromkeys(f.cited)),
                    max(f.quantity, twice),
                    f.things,
                )
            )
    detection = Detection(
        tuple(claims[:max_claims]),
        tuple(dict.fromkeys(pool)),
        tuple(dict.fromkeys(everything)),
        len(claims) > max_claims,
    )
    return detection, (norm, itertools.chain(cut, stream))


def _theirs_told_on(before: Unit, unit: Unit) -> bool:
    """Whether ``unit`` follows, in its paragraph, a sentence without claims that opens with someone else's act
    ("Your landlord's accounting team already issued that refund on May 3. It went out as a paper check"): what it
    tells of "it" or "they" is more of their act (``english.thing_subject``)."""
    return (
        not unit.item
        and not before.item
        and not before.heading
        and unit.line - before.line <= 1
        and english.others_act_told(before.words())
    )
