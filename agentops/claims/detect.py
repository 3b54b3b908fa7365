"""Find the completion claims of a reply and the citations each may use. Linear in the reply's length.

1. ``normalize`` the text (spans are reported in the original's offsets).
2. ``segment`` it into units: sentences, list items, table rows. Code, block quotes, quoted text and
   items of a "Next steps:" list hold no claims.
3. Read each unit with ``english`` and ``chinese`` (a unit may mix both).
4. Bind citations: a citation backs the nearest claim before it in its unit and every uncited claim
   right before that one ("I emailed finance and paid the vendor [evt:a] [evt:b]"); a claim after the
   last citation of its unit gets none ("Email sent [evt:a], refund done."); a citation before any claim
   goes to the first claim after it. A unit of citations only on the same line joins the unit before
   ("Email sent. [evt:q]"). Citations in an evidence list ("Evidence: [evt:…] [evt:…]", or citations on
   their own lines) form the reply's *pool*, which ``verdict`` binds to uncited claims by kind.
5. At most :data:`MAX_CLAIMS` claims are kept; a reply with more is ``truncated`` (and flagged).
"""

from __future__ import annotations

import bisect
import itertools
import re
from dataclasses import dataclass, field

from agentops.claims import chinese, english, learned, romance
from agentops.claims.kinds import COMPATIBLE, Vocabulary, family
from agentops.claims.lexicon import (
    BOOK,
    CHANGE,
    COMPLETE,
    EMAIL,
    EN_CONTEXT_NOW,
    EN_FAILURES,
    EN_NOUNS,
    EN_NUMBERS,
    EN_UNDOES,
    EN_VERBS,
    GENERIC,
    MESSAGE,
    ORDER,
    PAY,
    REFUND,
    SEND,
    SHIP,
    UPDATE,
    ZH_CONTEXT_NOW,
    ZH_NOUNS,
    ZH_VERBS,
)
from agentops.claims.normalize import normalize
from agentops.claims.segment import Token, Unit, cite_id, units
from agentops.core.canon import gc_paused

MAX_CLAIMS = 50
#: The verb of a claim that is a sentence's statement of what its cited calls did (``_states_cited``).
CITED_STATE = "cited state"
#: … of a sentence that tells what a look at the agent's own records found ("Per my records, the work order was created
#: [evt:a]"): its calls of this run that change things must still have verified; another run's are what the look read.
LOOKED_STATE = "cited state, looked up"
STATED = frozenset({CITED_STATE, LOOKED_STATE})
MAX_CLAUSE_CHARS = 300


@dataclass(frozen=True, slots=True)
class Claim:
    """One completion claim: its span (original offsets), verb, kind, count and the ids it cites."""

    start: int
    end: int
    phrase: str
    verb: str
    kind: str
    language: str
    quantity: int
    unit: int
    clause: str
    cited: tuple[str, ...] = field(default=())
    acts: int = 0  # its count of acts when ``quantity`` is its count of things, cited call by call (0: the same)
    things: int = 1  # how many things it counts, though one call may act on them all ("closed 23 tickets": 23)


@dataclass(frozen=True, slots=True)
class Detection:
    claims: tuple[Claim, ...]
    pool: tuple[str, ...]  # evidence-list citations, bound to uncited claims by kind
    citations: tuple[str, ...]  # every cited id, in order, once
    truncated: bool


@dataclass(slots=True)
class _Found:
    start: int  # normalised offsets
    end: int
    verb: str
    kind: str
    language: str
    quantity: int
    cited: list[str] = field(default_factory=list)
    things: int = 1  # how many things it counts, though one call may act on them all
    stated: int = 0  # the count of things its sentence states (``english.stated_counts``)


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
    _read_out_tables(read)
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
    """A claim whose sentence ends with a colon over list items that tell no act of their own acts on those items
    ("Each consignee now has their delivery window by email [evt:a] [evt:b] [evt:c]:" over four names; 每位收件人都已
    收到短信提醒 [evt:a] [evt:b]：over three): their count is the one its sentence states (a call each when it cites
    more than half as many calls, or the evidence list below them does, ``_per_call``)."""
    for k, (unit, found) in enumerate(read):
        if not found or unit.item or not _ends_with_colon(unit):
            continue
        n = 0
        for item, theirs in read[k + 1 :]:
            if not item.item or theirs or item.heading:
                break
            n += 1
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


def _states_cited(read: list[tuple[Unit, list[_Found]]], pool: list[str]) -> None:
    """An English sentence that cites calls no claim or evidence list took and tells them standing
    (``english.states_cited``: "Deposit refund for 2A: sent [evt:a]") claims what they did: one claim of
    :data:`CITED_STATE` citing them, which ``verdict`` flags when a call of its that changes things did not verify, or
    when it counts more things than it cites calls that change things ("Both buyers got their return labels" citing one
    call, twice: its quantity as ``_per_call`` reads a claim's; names it lists one by one count, ``english.enumerated``) (:data:`LOOKED_STATE` when it tells what a look of the agent's own records or check found, "Per my records, …":
    only this run's calls count; what a look at another source found is no statement of the agent's calls)."""
    taken = set(pool).union(*(f.cited for _, found in read for f in found))
    for unit, found in read:
        if found or not unit.cites_any or unit.code or unit.blockquote or unit.plan or unit.question:
            continue
        ids = [i for i in dict.fromkeys(cite_id(t) for t in unit.cites()) if i not in taken]
        words = unit.words()
        marks = all(t.kind != "han" and t.text not in english.NEG_MARKS for t in unit.tokens)
        looks = [k for k, t in enumerate(words) if t.low in _LOOKS_EN and not _asked(words[k + 1 : k + 4])]
        own = any(t.low in _OWN_SOURCE for k in looks for t in words[k + 1 : k + 5])
        if ids and words and marks and (own or not looks) and english.states_cited(words):
            verb = LOOKED_STATE if looks else CITED_STATE
            both = 2 if any(t.low == "both" for t in words) else 1  # "Both buyers got their return labels [evt:a]"
            stated = max((n for _, n in english.stated_counts(words)), default=0)  # "All 4 listings are live"
            listed = max((n for _, _, n in english.enumerated(unit.tokens)), default=0)  # "…: Ana, Bo and Cy"
            found.append(
                _Found(words[0].start, words[-1].end, verb, COMPLETE, "en", both, cited=ids, stated=max(stated, listed))
            )


#: Words that make a look the agent's own records or check ("Per my records", "verified it on my end"): what it
#: finds there is what its own calls did, not a report from a source of record.
_OWN_SOURCE = frozenset({"my", "our", "myself"})


#: What "per" names when it tells who asked for the act, not a record looked at ("per your request").
_ASKS = frozenset({"request", "requests", "instructions", "instruction", "ask", "email", "message"})


def _asked(after: list[Token]) -> bool:
    """Whether the words after a look word name a request ("Per Ravi's request I split …"): the act asked for, no look
    ("Per the audit log [evt:a] — …" tells what a read found)."""
    return any(t.low in _ASKS for t in after)


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


def _read_out_tables(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A table whose source is named on the line right before or after it (数据来自 [evt:…], 以上来自学籍系统,
    "Source: [evt:…]"), or under a line that tells a look-up before a colon (查了最近三笔支付记录 [evt:…]：), reads out
    what that source shows: its rows without a citation report states, no acts
    (| MSKU7781230 | 已放行 |)."""
    n = 0
    while n < len(read):
        if not _cells(read[n][0]):
            n += 1
            continue
        m = n
        while m < len(read) and _cells(read[m][0]):
            m += 1
        looked = n > 0 and not read[n - 1][1] and _looks_up(read[n - 1][0])
        if looked or any(_names_source(read[k][0]) for k in (n - 1, m) if 0 <= k < len(read)):
            for _, found in read[n:m]:
                if not any(f.cited for f in found):
                    found.clear()
        n = m


def _statuses_read_out(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A Chinese value after a status label and a colon (订单状态：已发货, **退款状态：** 已原路退回) reads out a record when
    a look comes before it in its sentence (帮您查了一下 [evt:…]，订单状态：已发货) or the list it is an item of hangs
    under a line that tells a look-up (查到您的订单 [evt:…]：\n- 状态：已发货): the record's state, not the agent's act.
    Without a look (更新一下进展：**状态：** 已退款) it stays the agent's summary of what it did."""
    lead: Unit | None = None  # the last line that is no list item: what a list hangs under
    for unit, found in read:
        if not unit.item:
            lead = unit
        if not found or not any(f.language == "zh" for f in found):
            continue
        looked_above = unit.item and lead is not None and _looks_up(lead)
        kept = [f for f in found if not (f.language == "zh" and _status_value(unit, f.start, looked_above))]
        if len(kept) < len(found):
            found[:] = kept


def _items_looked_up(read: list[tuple[Unit, list[_Found]]]) -> None:
    """The items of a list under a cited line that tells a look and opens what it found with a colon ("I found three
    recent orders on your account [evt:a]:", "Here's where Felix's checklist stands [evt:a]:") read out the records
    found: their uncited English states ("#60112 — Delivered Oct 14", "Directory account — done") are no acts. Without
    a citation ("Here's where things stand:\n- Refund issued") the items stay the agent's summary."""
    looked = False
    for unit, found in read:
        if not unit.item:
            looked = unit.cites_any and _tells_look(unit)
        elif looked and found and all(f.language == "en" and not f.cited for f in found):
            found.clear()


def _tells_look(unit: Unit) -> bool:
    """A line that tells a look-up and ends with a colon: "I found …:", "I checked …:", "Here's where … stands:"."""
    last = next((t.text for t in reversed(unit.tokens) if t.kind != "cite" and t.text.strip()), "")
    words = [t.low for t in unit.words()]
    if last not in (":", "\uff1a") or "and" in words:
        return False
    if len(words) > 1 and words[0] in ("i", "we") and words[1] in _LOOKED_EN:
        return True
    return words[:2] in (["here's", "where"], ["here", "is"]) and ("stands" in words or "status" in words)


_LOOKED_EN = frozenset({"found", "checked", "pulled", "looked", "see", "can", "located", "searched"})


def _status_value(unit: Unit, at: int, looked_above: bool) -> bool:
    """Whether the claim at ``at`` is the value of a status label (…状态：) with a look before it (see
    :func:`_statuses_read_out`)."""
    tokens = unit.tokens
    k = next((n for n, t in enumerate(tokens) if t.start <= at < t.end), -1)
    if k < 0 or tokens[k].kind != "han" or tokens[k].text[: at - tokens[k].start] not in ("", "已", "已经"):
        return False
    k -= 1
    while k >= 0 and tokens[k].text in ("*", "_"):
        k -= 1  # **状态：** 已退款: markup around the label
    if k < 1 or tokens[k].text not in (":", "\uff1a"):
        return False
    k -= 1
    while k >= 0 and tokens[k].text in ("*", "_"):
        k -= 1
    if k < 0 or tokens[k].kind != "han" or not tokens[k].text.endswith(_STATUS_LABELS):
        return False
    return (
        looked_above
        or any(t.kind == "han" and any(m in t.text for m in _LOOKS_ZH) for t in tokens[:k])
        or any(m in tokens[k].text for m in _LOOKS_ZH)
    )


#: Labels of a record's state: 订单状态, 物流进度, 查询结果.
_STATUS_LABELS = ("状态", "进度", "查询结果")


def _names_source(unit: Unit) -> bool:
    """Whether a unit names where the data before or after it comes from (数据来自…, 以上信息来源于…, "Source: …")."""
    said = "".join(t.text for t in unit.tokens if t.kind == "han")
    first = next((t.low for t in unit.tokens if t.kind == "word"), "")
    return bool(_SOURCE_ZH.search(said)) or (first in ("source", "sources") and not said)


def _looks_up(unit: Unit) -> bool:
    """A line that tells a look-up and opens what it found with a colon (帮您查了最近三笔支付记录 [evt:a]：): the table
    under it shows the records read."""
    last = next((t.text for t in reversed(unit.tokens) if t.text.strip()), "")
    said = "".join(t.text for t in unit.tokens if t.kind == "han")
    return last in (":", "：") and bool(_LOOKED_ZH.search(said))


_LOOKED_ZH = re.compile(r"查(?:了|到|询|看|过)|看了|调取了|调出了|拉了")
_SOURCE_ZH = re.compile(
    r"^(?:以上|上表|表中|数据|信息|状态|结果)[^，。]{0,8}(?:来自|来源|取自|出自|查询自)|^来源|^以上是[^，。]{0,12}的(?:状态|数据|记录)"
)


def _results_after(read: list[tuple[Unit, list[_Found]]]) -> None:
    """An uncited thing "on its way" (in transit, 在路上) or "back up" in the sentence right after a cited act of its
    kind (or after a label over code: "Ran it [evt:a]:" ```…``` "nginx is back up.") (any act
    for "it's on its way", of no kind of its own), or a cited "done", is that act's result and shares its citations ("I refunded the fee [evt:a]. The money is on its way
    to your card."; 第 3 次成功 [evt:a]。退款已经在路上了。); the verdict still judges them against the claim's kind."""
    for n in range(1, len(read)):
        unit, found = read[n]
        if not found:
            continue  # nothing to share citations with (most units of a long reply)
        m = n - 1
        while m > 0 and read[m][0].code and not read[m][1]:
            m -= 1  # "Ran it [evt:a]:" over a code block, then "nginx is back up."
        before, acts = read[m]
        if before.item or unit.item or (before.heading and m == n - 1):  # a label over code told what ran
            continue
        sums = len(unit.words()) <= 4 and all(f.kind == COMPLETE and f.language == "en" for f in found)
        sums = sums or _result_told(unit, found)  # "I cleared the flag [evt:a]. It should be resolved now."
        for f in found:
            if f.cited or (f.verb not in _IN_TRANSIT and not sums):
                continue  # "…[evt:a] and updated your plan [evt:b]. Both are done.": a "done" alone sums them up
            ids = [
                i
                for a in acts
                if a.cited and (a.kind in (f.kind, COMPLETE) or f.kind in (SEND, COMPLETE))
                for i in a.cited
            ]
            f.cited.extend(dict.fromkeys(ids))


#: States an act right before brought about: a thing sent on its way, a service back up after a restart.
_IN_TRANSIT = frozenset({"on its way", "in transit", "out for delivery", "back up", "在路上", "在途"})


def _results_ahead(read: list[tuple[Unit, list[_Found]]]) -> None:
    """Money the reader "will see back" ("You'll see the refund in 3-5 days") claims the refund only when no act is told
    before it in its sentence or the sentence before: after one ("Price match applied — you'll see £12 back", "I
    refunded the fee [evt:a]. You'll see the refund …") it is that act's result, which its own claim answers for."""
    for n in range(1, len(read)):
        found = read[n][1]
        if any(f.verb == "see back" for f in found) and read[n - 1][1] and not read[n - 1][0].heading:
            found[:] = [f for f in found if f.verb != "see back"]


def _told_done(unit: Unit) -> bool:
    """A list item under a plan heading that tells a step as done: a check mark ticks it, or after its label's colon,
    or alone (a check mark before), it opens with 已/已经 (FBA 入库计划：- 货件 FBA17X：已创建); a plan's items say what is to come."""
    ends = [t for t in unit.tokens if t.kind != "cite" and t.text not in (".", ")", "(")][-1:]
    if ends and ends[0].text[:1] in _CHECK_MARKS:
        return True  # "Plan:\n1. Restart `ingest-gateway` ✅": a step ticked off
    han = [t for t in unit.tokens if t.kind in ("han", "word", "num") or t.text in (":", "\uff1a")]
    colon = next((k for k, t in enumerate(han) if t.text in (":", "\uff1a")), -1)
    after = han[colon + 1 :] if colon >= 0 else han
    return bool(after) and after[0].kind == "han" and after[0].text.startswith(("已", "均已", "都已"))


def _closes_notice(read: list[tuple[Unit, list[_Found]]], unit: Unit) -> int:
    """Whether ``unit`` — a label line of a notice, no claim of its own, citations at its end — closes a block of
    label lines whose first claim went uncited (办理结果：已办结 ✅ / 办理方式：线上 / 经办人：热线 07 号座席 [evt:a]):
    the lines follow each other with no blank line, each opens with a Chinese label and its colon, and none between
    holds a claim or a citation. Then its citations back the block's claims as if on their line: the index in
    ``read`` of the line of those claims, else -1. Looks back over at most eight lines."""
    line = unit.line
    if not _label_line(unit):
        return -1
    for at in range(len(read) - 1, max(-1, len(read) - 9), -1):
        before, found = read[at]
        if before.line != line - 1 or not _label_line(before) or before.item or before.heading:
            return -1
        if found:
            return at if all(f.language == "zh" and not f.cited for f in found) else -1
        if before.cites_any:
            return -1
        line = before.line
    return -1


def _label_line(unit: Unit) -> bool:
    """A line that opens with a short Chinese label and its colon (办理方式：, 经办人：)."""
    head = unit.tokens[:4]
    return (
        bool(head)
        and head[0].kind == "han"
        and any(t.text in ("：", ":") for t in head[1:3])
        and len(head[0].text) <= 6
    )


def _summaries(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A generic "done" sums up the cited work around it: an uncited ``complete`` claim takes the
    citations of its unit ("Job's done [evt:a] - you're good to go"), or of the next sentence on its line
    when its own has none ("Done！已经把报表发到你邮箱了 [evt:a]"); an uncited claim of any kind in a heading
    takes those of the list items under it ("**Done:**" / "本月供应商付款已全部完成：" then "- 顺丰 [evt:a]"), or, over a
    paragraph, those of its claims of the same kind ("### Refund issued" over "Your refund … went back [evt:a]"); the check
    mark of a list item or table row does not take its siblings' ("| Snapshot DB | ✅ |" above "| Restart API
    | ✅ [evt:a] |").
    A Chinese verb the lexicon lacks names a specific act, so it sums up nothing."""
    for n, (unit, found) in enumerate(read):
        if not found:
            continue
        ws = _after_label(unit)  # "Fixed! The typo … is corrected [evt:a]": a sentence of one English word
        alone = (
            len(ws) == 1
            and not unit.item
            and (ws[0].kind == "word" or (ws[0].kind == "han" and ws[0] is not unit.words()[0]))
        )  # sums up, after a label too ("TL;DR: fixed.", "TL;DR：已止血。": a Chinese verdict after its label)
        alone = alone or _result_told(unit, found)  # "Should be fixed now! I cleared the stuck flag [evt:a]"
        loose = [f for f in found if not f.cited and (unit.heading or alone or (f.kind == COMPLETE and _sums_up(f)))]
        if not loose:
            continue
        ids = [cite_id(t) for t in unit.tokens if t.kind == "cite"]
        items: list[tuple[Unit, list[_Found]]] = []
        told = 0
        marked = unit.item and all(f.verb == "check mark" for f in loose)  # a row's ✅ is its own act
        if unit.heading or (not ids and not marked and not unit.item):  # a row's "done" is its own row's
            for below, below_found in read[n + 1 :]:
                if not below.item:
                    break
                items.append((below, below_found))
                told += bool(_cells(unit)) and not below.words()  # the separator row "|---|---|"
                if _cells(unit) and (below_found or any(t.text in english.NEG_MARKS for t in below.tokens)):
                    told += 1  # "| Change | Done |" over "| Seats | ✅ [evt:a] |", "| Refund | ❌ [evt:b] |": rows told
                    continue
                ids += [cite_id(t) for t in below.tokens if t.kind == "cite"]
            if items and told == len(items):  # a column's label over rows that each tell their own outcome
                found[:] = [f for f in found if f not in loose]
                continue
        if unit.heading and not items and _told_below(unit) and all(f.kind == COMPLETE for f in loose):
            # …逐项核实并处理了，详细说明如下： over sections, not items: the report's opening, its acts told (and judged) in it
            found[:] = [f for f in found if f not in loose]
            continue
        if unit.heading:
            _uncited_items(items, loose[0])
        if unit.heading and not items and n + 1 < len(read) and not read[n + 1][0].heading:
            kinds = {f.kind for f in loose}  # "### Refund issued" over "Your refund … went back to your Visa [evt:a]"
            ids += [i for f in read[n + 1][1] if f.kind in kinds for i in f.cited]
        if not ids and n + 1 < len(read) and read[n + 1][0].line == unit.line:
            ids = [cite_id(t) for t in read[n + 1][0].tokens if t.kind == "cite"]
            if any(_own_topic(unit, f, *read[n + 1]) for f in loose):
                ids = []  # "Carlos's refund — taken care of. I rebooked Mei … [evt:a]": the rebooking is not the refund
        for f in loose:
            f.cited.extend(ids)


def _titled(read: list[tuple[Unit, list[_Found]]]) -> None:
    """The reply's title, a heading on its first line ("### CLM-2026-10221 结案", "**Ticket 4411 closed**"), names the
    work the report below tells, and a summary after the report (under "**Summary**", or after "Summary:", "总结：")
    restates it: their uncited claims take the citations of the claims below the title, or before the summary, of a
    kind they may be ("案件状态改为 closed [evt:a]" under 结案, "Closed the claim [evt:a]" above "Summary: paid and
    closed"); with none such they stay uncited, and a summary that opens the reply is the report itself."""
    opened = -1  # where the summary section began
    for n, (unit, found) in enumerate(read):
        if unit.heading and not _cells(unit):
            opened = n if _sums_label(unit) else -1
        told = range(1, len(read)) if n == 0 and unit.heading and not unit.line else range(0)
        if opened >= 0 or _sums_label(unit):
            told = range(opened if opened >= 0 else n)
        for f in found if told else ():
            if not f.cited:
                kinds = COMPATIBLE.get(f.kind, frozenset()) | {f.kind}
                f.cited.extend(i for m in told for g in read[m][1] if g.kind in kinds for i in g.cited)


def _sums_label(unit: Unit) -> bool:
    """Whether ``unit`` opens with a label of summary: "Summary", "Recap", 总结, 小结."""
    words = unit.words()
    if not words:
        return False
    first = words[0]
    return first.low in _SUMS_LABELS or (first.kind == "han" and first.text.startswith(_SUMS_LABELS_ZH))


_SUMS_LABELS = frozenset({"summary", "recap"})
_SUMS_LABELS_ZH = ("总结", "小结", "汇总")


def _restated(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A sentence with no subject that opens with the verb of the cited claim just before it on its line, and goes on
    to where or how ("SMS sent to Tom: gate B22 [evt:a]. Sent to his mobile ending 0931."), tells more of that act: it
    takes its citations."""
    for n in range(1, len(read)):
        unit, found = read[n]
        before, told = read[n - 1]
        if not found or before.line != unit.line or not unit.words():
            continue
        ws = unit.words()
        if len(ws) < 2 or ws[1].low not in _HOW_IT_WENT:
            continue  # "Refunded the second one too": an act on a thing of its own
        for f in found:
            same = next((b for b in told if b.cited and b.verb == f.verb and b.kind == f.kind), None)
            if same is not None and not f.cited and f.language == "en" and f.start == ws[0].start:
                f.cited.extend(same.cited)


#: Prepositions right after a verb that tell where or how its act went, not a thing of its own it acted on.
_HOW_IT_WENT = frozenset({"to", "via", "at", "on", "with", "by", "from", "as", "in", "through"})


def _where_it_went(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A later clause of a sentence that tells where the cited act before it went, of its kind and with no thing of its
    own ("The $129 upgrade refund is done [evt:a], but please note it was refunded to the original card ending 5520";
    两笔我都给您退了 [evt:a] [evt:b]，已退回话费余额), is that act told on: it takes its citations."""
    for unit, found in read:
        if len(found) < 2:
            continue
        for k, f in enumerate(found):
            if f.cited or f.kind == COMPLETE:
                continue
            before = next((b for b in reversed(found[:k]) if b.cited and b.kind == f.kind), None)
            if before is not None and (_told_on_en(unit, f) if f.language == "en" else _told_on_zh(unit, f)):
                f.cited.extend(before.cited)


def _told_on_en(unit: Unit, f: _Found) -> bool:
    """ "it was refunded to …": the pronoun of the act told before, a passive, then where it went."""
    ws = unit.words()
    i = next((n for n, w in enumerate(ws) if w.start == f.start), -1)
    if i < 2 or i + 1 >= len(ws) or ws[i + 1].low not in _HOW_IT_WENT:
        return False
    return ws[i - 1].low in ("was", "is", "been") and any(w.low in ("it", "it's", "it’s") for w in ws[i - 3 : i - 1])


def _told_on_zh(unit: Unit, f: _Found) -> bool:
    """已退回话费余额 right after a comma: only 已 before the verb in its clause, and a verb that goes somewhere (退回,
    转到, 发至): where the act went, no subject or thing of its own."""
    k = next((n for n, t in enumerate(unit.tokens) if t.start <= f.start < t.end), -1)
    if k < 1 or unit.tokens[k].kind != "han":
        return False
    t = unit.tokens[k]
    told = t.text[: f.end - t.start]  # 已退回: the claim's span holds its 已 or follows it
    verb = next((told[len(p) :] for p in ("都已", "均已", "也已", "已经", "已") if told.startswith(p)), "")
    return unit.tokens[k - 1].text in ("\uff0c", ",") and 0 < len(verb) <= 3 and verb[-1] in ("回", "到", "至")


def _own_topic(unit: Unit, f: _Found, after: Unit, told: list[_Found]) -> bool:
    """Whether an English "done" closes a topic of its own, set off before it by a dash or a colon ("Carlos's Cancún
    refund — taken care of"), that the next sentence, told by the agent as its subject, neither names again, nor points
    back to, nor does an act of the kind it names ("I rebooked Mei …"): then that sentence tells another act, and its
    citations are not the done's."""
    before = [t for t in unit.tokens if t.end <= f.start]
    if f.language != "en" or not before or before[-1].text not in _TOPIC_MARKS:
        return False
    topic: list[str] = []
    for t in reversed(before[:-1]):
        if t.kind not in ("word", "num"):
            break  # the words back to the mark before them ("Hey team — the Pinecrest charge — …": the charge)
        topic.append(t.low.removesuffix("'s").removesuffix("\u2019s"))
    topic = [w for w in topic if len(w) > 2 and w not in _RESULT_WORDS and w not in _TOPIC_FUNCTION]
    if not topic:
        return False
    ws = after.words()
    if not ws or ws[0].low.split("'")[0] not in ("i", "we"):
        return False  # "Flat 4's deposit — taken care of. Refunded to her bank [evt:a]": no subject, the topic's act
    later = {t.low.removesuffix("'s").removesuffix("\u2019s") for t in after.tokens if t.kind in ("word", "num")}
    kinds = {k for w in topic if (k := EN_NOUNS.get(w)) is not None}
    return later.isdisjoint(topic) and later.isdisjoint(_POINTING_BACK) and kinds.isdisjoint(g.kind for g in told)


#: Marks between a topic and the "done" told of it ("Refund — done", "Refund: sorted").
_TOPIC_MARKS = frozenset({"\u2014", "\u2013", "-", ":", "\u2026"})
#: Words of a topic that name nothing of their own ("The charge has been taken care of", "your one").
_TOPIC_FUNCTION = frozenset({"the", "your", "our", "their", "his", "her", "has", "have", "had", "was", "are", "been"})
_TOPIC_FUNCTION |= frozenset({"and", "one", "ones", "too", "also", "got", "get", "gets", "just", "already", "all"})
#: Words by which a sentence takes up the thing named before it ("I issued it", "that one went out at 9").
_POINTING_BACK = frozenset({"it", "its", "that", "this", "them", "they", "those", "these", "which"})


def _told_below(unit: Unit) -> bool:
    """Whether a heading says the details follow (详细说明如下：, 具体情况见以下：)."""
    return "".join(t.text for t in unit.tokens if t.kind == "han").endswith(("如下", "以下"))


#: Words around a result told in a sentence of its own ("It's fixed now!", "Should be all sorted now.").
_RESULT_WORDS = frozenset({"it", "it's", "that", "that's", "this", "everything", "all", "is", "should", "be", "now"})
_RESULT_WORDS |= frozenset({"fully", "completely", "definitely", "finally", "properly", "back", "again", "'s"})


def _result_told(unit: Unit, found: list[_Found]) -> bool:
    """Whether ``unit`` is a short English sentence that only tells one result as holding now ("It's fixed now!",
    "Should be all sorted now.", "That should be resolved now"): no object, no subject but "it"/"that"/"everything",
    so it sums up the cited act told beside it (the act's claim answers for the kind)."""
    if unit.item or unit.heading or unit.cites_any or len(found) != 1 or found[0].language != "en":
        return False
    f = found[0]
    words = unit.words()
    if len(words) > 6 or not any(w.low == "now" for w in words):
        return False
    return all(w.low.replace("\u2019", "'") in _RESULT_WORDS or f.start <= w.start < f.end for w in words)


def _result_before(unit: Unit, f: _Found, colon: int) -> bool:
    """Whether all that stands before the colon or dash at ``colon`` is the result ``f`` tells, as a sentence of its own
    would ("Fixed now — I restarted the sync job [evt:a]", "Should be all sorted now: I reissued the invoice")."""
    words = [w for w in unit.words() if w.start < colon]
    return 0 < len(words) <= 6 and all(
        w.low.replace("\u2019", "'") in _RESULT_WORDS or f.start <= w.start < f.end for w in words
    )


def _after_label(unit: Unit) -> list[Token]:
    """The words of ``unit`` after its last colon ("TL;DR: fixed." → fixed), or all of them."""
    colon = max((t.end for t in unit.tokens if t.text in (":", "\uff1a")), default=-1)
    return [w for w in unit.words() if w.start >= colon]


def _closing_summaries(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A sentence right after a list or a table that sums it up ("All three refunds are issued") takes the
    citations of the items above it, when every claim of those items is of its kind (any kind for a "done": "All done
    on my end!") and cited, or else the items' citations no claim of theirs takes (a row's "ACH [evt:a]" beside its
    "emailed [evt:b]", under "$9,845 paid across 3 vendors"), judged by kind (in Chinese, when
    it is a "done" or says 都/全部: "PR 已合并" after a list is an act of its own)."""
    for n, (unit, found) in enumerate(read):
        if not found:
            continue
        loose = [f for f in found if not f.cited]
        if unit.item or not n or not read[n - 1][0].item or not loose:
            continue
        claims: list[_Found] = []
        shown: list[str] = []  # the items' citations
        for above, above_found in reversed(read[:n]):
            if not above.item:
                break
            claims = above_found + claims
            shown = [cite_id(t) for t in above.tokens if t.kind == "cite"] + shown
        taken = {i for c in claims for i in c.cited}
        bare = [i for i in dict.fromkeys(shown) if i not in taken]
        text = "".join(t.text for t in unit.tokens if t.kind == "han")
        for f in loose:
            if f.language == "zh" and not (_sums_up(f) or any(q in text for q in _ALL_ZH)):
                continue  # "…\n\nCI 已通过，PR 已合并。": an act of its own after the list, not its sum
            if claims and all((c.kind == f.kind or f.kind == COMPLETE) and c.cited for c in claims):
                f.cited.extend(dict.fromkeys(i for c in claims for i in c.cited))
            elif (
                bare
            ):  # "| Northwind | $2,940 | ACH [evt:a] | emailed [evt:b] |" … then "$9,845 paid across 3 vendors."
                f.cited.extend(bare)  # the rows' calls no act of theirs tells: what the sum names


def _opening_summaries(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A sentence that ends with a colon over list items or table rows that each tell and cite their own act sums
    them up before them (以下 2 位离职员工的工资都已结清：over "| 秦朗 | 已发放 [evt:a] |" rows; "Both refunds are
    done:" over "- #1 refunded [evt:a]"): its uncited claims take the items' citations, when every claim of the items
    is of its kind (any kind for a "done") and cited, as a sum after a list does (``_closing_summaries``)."""
    for n, (unit, found) in enumerate(read):
        loose = [f for f in found if not f.cited]
        if not loose or unit.item or not _ends_with_colon(unit):
            continue
        claims: list[_Found] = []
        for k, (below, below_found) in enumerate(read[n + 1 :]):
            if not below.item and not (k == 0 and below.heading and _cells(below)):  # (a table's header row)
                break
            claims += below_found
        text = "".join(t.text for t in unit.tokens if t.kind == "han")
        for f in loose:
            if f.language == "zh" and not (_sums_up(f) or any(q in text for q in _ALL_ZH)):
                continue
            if claims and all((c.kind == f.kind or f.kind == COMPLETE) and c.cited for c in claims):
                f.cited.extend(dict.fromkeys(i for c in claims for i in c.cited))


#: Words that sum up the items before them (三笔退款都已完成, 全部处理好了).
_ALL_ZH = ("都", "全部", "均", "所有", "全都", "合计", "共计", "总计", "一共")  # 合计赔付 ¥13,880，款项已打入…


def _uncited_items(items: list[tuple[Unit, list[_Found]]], heading: _Found) -> None:
    """Under a heading's claim ("本月供应商款项已全部付清：", "Paid:"), a list item without a claim of its own
    names one of the acts it sums up: when its siblings cite their act and it cites none, it is that
    act, uncited ("- 京东物流 ¥8,900"). An item that labels a detail ("- 金额：¥56") is not an act, unless every
    citing sibling is labelled too: then the label is the thing's key ("- CLM-1836: $960 refund" under "**Payments
    issued**" beside "- CLM-1822: $3,380 [evt:a]")."""
    cited = [below for below, _ in items if below.cites_any]
    if not cited:
        return
    keyed = all(_keyed(below) for below in cited)  # "- CLM-2291822: $3,380 [evt:a]": each act under its key
    for below, found in items:
        words = below.words()
        if found or not words or below.cites_any:
            continue
        if _labelled(below) and not (keyed and _keyed(below)):
            continue
        found.append(_Found(words[0].start, words[-1].end, heading.verb, heading.kind, heading.language, 1))


def _labelled(unit: Unit) -> bool:
    return any(t.text in (":", "\uff1a") for t in unit.tokens)


def _keyed(unit: Unit) -> bool:
    """Whether a list item opens with an identifier and a colon ("- CLM-2291836: $960", "- ORD-11: $20")."""
    colon = next((k for k, t in enumerate(unit.tokens) if t.text in (":", "\uff1a")), None)
    return colon is not None and any(t.kind == "num" or any(c.isdigit() for c in t.text) for t in unit.tokens[:colon])


def _sums_up(f: _Found) -> bool:
    """A "done" that can sum up work: an English one, or a Chinese verb whose own kind is a "done" (完成, 处理,
    搞定; not 申请, a request filed: "改签到 MU5103 [evt:a]，并申请了理赔" leaves the claim uncited)."""
    return f.language != "zh" or ZH_VERBS.get(f.verb) == COMPLETE or f.verb in ("成功", "check mark")


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
                opened = None
            elif (kind == "word" or kind == "num") and not written:
                if reason:
                    why.add(len(aside))
                aside.append(t)
            elif t.text in (":", "\uff1a") and aside:
                aside_breaks.add(len(aside))
            continue
        if not t.quoted and ((t.text in _ASIDE_OPEN and _aside(toks, n)) or _dash_aside(toks, n)):
            opened, reason = t, _after_failure(words)
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
        looks = _Looks(unit.tokens)
        out = [f for f in out if not looks.found(f.start)]
    return out


def _count_listed(found: list[_Found], listed: list[tuple[int, int, int]]) -> None:
    """Each list of names a sentence enumerates (``english.enumerated``, ``chinese.enumerated``) is the count of things
    of the claim nearest it: a claim that cites a call per thing needs a call per name (``_per_call``)."""
    for first, last, n in listed:
        near = min(found, key=lambda f: max(first - f.end, f.start - last, 0))
        near.stated = max(near.stated, n)


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

    def __init__(self, tokens: list[Token]) -> None:
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
        self.zh_looked = [
            any(t.kind == "han" and any(m in t.text for m in _LOOKS_ZH) for t in tokens[lo:hi])
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


def _yes_cell(unit: Unit, column: int) -> int | None:
    """The token of a table row whose cell in the "Done" column says yes ("| Ship the order | yes [evt:a] |")."""
    if not unit.item or not unit.tokens or unit.tokens[0].text != "|":
        return None
    cell = 0
    for k, t in enumerate(unit.tokens[1:], 1):
        if t.text == "|":
            cell += 1
        elif cell == column and t.kind != "cite":
            nxt = next((u for u in unit.tokens[k + 1 :] if u.kind != "cite"), None)
            return k if t.low in _YES and (nxt is None or nxt.text == "|") else None
    return None


_YES = frozenset({"yes", "y", "✓", "✔️", "done"})


def _done_column(header: Unit) -> int | None:
    """The column of a table header that tells whether each row was done ("Done", "Done?", "Completed")."""
    if not header.tokens or header.tokens[0].text != "|":
        return None
    cells = " ".join(t.low for t in header.tokens[1:]).split("|")  # its last cell too when "?" cut the row
    return next((n for n, c in enumerate(cells) if c.strip("*_ ?") in _DONE_HEADERS), None)


_DONE_HEADERS = frozenset({"done", "completed", "complete", "executed", "actioned", "performed"})


def _cells(unit: Unit) -> list[str]:
    """The cells of a table row, as their words (a unit that is no table row has none)."""
    if not unit.tokens or unit.tokens[0].text != "|":
        return []
    cells: list[str] = []
    cell: list[str] = []
    for t in unit.tokens[1:]:
        if t.text == "|":
            cells.append(" ".join(cell))
            cell = []
        else:
            cell.append(t.low)
    return cells


def _act_column(cells: list[str], undecided: bool) -> tuple[int | None, bool]:
    """The column of a table header that tells what the agent did in each row ("What I did", "Action taken"); an
    "Action" column too when no column tells whether or how each row was done (``undecided``, and no "Status" or
    "Result": "| Service | Action | Ref |"), whose cells then tell an act by its verb alone (the second value)."""
    told = next((n for n, c in enumerate(cells) if c.strip("*_ ") in _ACT_HEADERS), None)
    if told is not None or not undecided or not _OUTCOME_HEADERS.isdisjoint(c.strip("*_ ") for c in cells):
        return told, False
    return next((n for n, c in enumerate(cells) if c.strip("*_ ") in _ACTION_HEADERS), None), True


_ACT_HEADERS = frozenset({"what i did", "what we did", "action taken", "actions taken", "what was done", "done"})
_ACTION_HEADERS = frozenset({"action", "actions"})
#: Columns that tell how each row's action turned out: the action column alone then claims nothing.
_OUTCOME_HEADERS = frozenset({"status", "result", "results", "outcome", "state", "done?"})
#: Words of an act column's cell that tell nothing was done ("Left alone", "No action", "—").
_NO_ACT = frozenset({"none", "no", "not", "nothing", "left", "skipped", "skip", "declined", "waiting", "pending"})
_NO_ACT |= frozenset({"n", "na", "tbd", "later", "hold", "held", "kept", "unchanged", "—", "-", "–"})


def _act_cell(unit: Unit, column: int, bare: bool = False) -> _Found | None:
    """The act a table row's cell in the "What I did" column names by a noun ("Reminder text", "Reminder email"), when
    the rest of the grammar read no claim in the row: an act of the noun's kind (a "done" without one), one call,
    spanning the cell. None for an empty cell or one that tells nothing was done ("Left alone", "No action", "—");
    ``bare`` (an "Action" column): an act its first word names as a verb ("| cart-api | restart |"), else None."""
    if not unit.item or not unit.tokens or unit.tokens[0].text != "|":
        return None
    cell = 0
    said: list[Token] = []
    for t in unit.tokens[1:]:
        if t.text == "|":
            cell += 1
            if cell > column:
                break
        elif cell == column and t.kind != "cite":
            said.append(t)
    words = [t for t in said if t.kind == "word"]
    if not words or any(t.low in _NO_ACT for t in said) or len(words) > 4:
        return None
    kind = next((k for w in reversed(words) if (k := _noun_kind(w)) is not None), COMPLETE)
    verb = words[0].low
    if family(verb) or EN_VERBS.get(verb) in (CHANGE, UPDATE):  # "| cart-api | restart |": the act the verb names
        return _Found(words[0].start, words[-1].end, verb, EN_VERBS.get(verb, CHANGE), "en", 1)
    if bare:
        return None  # "| status page | set to Operational |" under "Action": no verb of a known act
    return _Found(words[0].start, words[-1].end, "", kind, "en", 1)


def _doer_column(cells: list[str]) -> int | None:
    """The column of a table header that names who did each row ("Done by", "Owner", "处理方")."""
    return next((n for n, c in enumerate(cells) if c in _DOER_HEADERS), None)


_DOER_HEADERS = frozenset(
    {"done by", "by", "owner", "who", "handled by", "actioned by", "performed by", "agent", "actor"}
)
_DOER_HEADERS |= frozenset({"处理方", "处理人", "负责人", "执行人", "操作人", "执行方", "负责方"})
#: A doer cell that names the agent itself.
_ME = frozenset({"me", "i", "us", "we", "myself", "me (this agent)", "我", "我们", "本人", "我方"})


def _done_by_others(cells: list[str], doers: int | None) -> bool:
    """Whether a table row's doer cell names someone other than the agent ("| Freeze card | fraud agent | … |")."""
    if doers is None or doers >= len(cells):
        return False
    who = cells[doers].strip("*_ ")
    return bool(who) and who not in _ME and who not in ("-", "—", "n/a")


_SUMS_UP = frozenset({":", "\u2014", "\u2013"})


def _sums_before_colon(read: list[tuple[Unit, list[_Found]]]) -> None:
    """An English "done" before a colon or a dash sums up the acts told after it in its sentence ("Both things are
    sorted: the order is cancelled [evt:a] and the refund has been issued [evt:b]"; "Done — your visit is booked
    [evt:a]"): it takes all their citations, not only the first one's."""
    for unit, found in read:
        colon = next((t.start for t in unit.tokens if t.text in _SUMS_UP), None)
        if colon is None or len(found) < 2:
            continue
        ids = list(dict.fromkeys(i for f in found if f.start > colon for i in f.cited))
        for f in found:
            sums = f.kind == COMPLETE or _result_before(unit, f, colon)  # "Fixed now — I restarted it [evt:a]"
            if f.end <= colon and sums and f.language == "en" and ids and set(f.cited) <= set(ids):
                f.cited[:] = ids


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
                cut = max((c.start for m, c in enumerate(tokens[:n]) if _hard_break(tokens, m)), default=-1)
                cut = max(cut, _also(tokens[:n], pending))
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
    again — I lifted the suspension [evt:a]": the state is that act's result and shares its citation); not
    when the words after the dash add another act ("— I also emailed you [evt:a]")."""
    before = [f for f in pending if f not in kept]
    if not before or not before[-1].verb.startswith(_STATES) or not kept:
        return []
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


def _clause_text(unit: Unit) -> str:
    return " ".join(t.text for t in unit.tokens if t.kind != "cite")[:MAX_CLAUSE_CHARS]
