"""A fork's history: the segments of its ancestors' journals it is made of.

A fork's own events start at ``fork_seq + 1`` and its history up to ``fork_seq`` is its parent's
(itself perhaps a fork). :func:`segments` names, oldest first, which run holds which seqs, so
readers (the replay index, chain verification, the claims audit) see one contiguous journal.
Ordinary runs are one segment.

:func:`origins` is the wider lineage the raw-sight rule reads (``runs.governance.visibility``): the runs
whose values a run's journal shows, up through forks (their history up to the cut) and continuations
(a continuation's RunStarted carries its predecessor's context); :func:`line` is the same walk with each
run's kind (four eyes reads who made each fork or continuation). All walk up in one recursive query,
whatever the depth.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from django.db import connection
from django.db.models import Q

from agentops.core.canon import loads
from agentops.core.errors import AgentOpsError
from agentops.core.events import Event as CoreEvent
from agentops.core.events import EventType
from agentops.core.gate import reached_by
from agentops.core.states import ExecStatus, moving_refusal
from runs.journal.leases import held_until
from runs.models import Event, Run, ToolExecution


@dataclass(frozen=True)
class Segment:
    """Seqs ``first``..``last`` (None: to the head) of the lineage are ``run_id``'s events."""

    run_id: str
    first: int
    last: int | None

    def holds(self, seq: int) -> bool:
        return seq >= self.first and (self.last is None or seq <= self.last)


#: A lineage deeper than this is not walked further (a guard: ``fork_of`` and ``parent`` only name older runs).
MAX_DEPTH = 10_000


def _walk_up(run_ids: Iterable[str], *, continuations: bool) -> dict[str, list[tuple[str, str | None, int | None]]]:
    """Each of ``run_ids`` the database holds → itself and the runs above it, newest first, each with its
    ``fork_of`` and ``fork_seq``. Above a run is its ``fork_of``; with ``continuations``, also the run a
    continuation continues (``parent``). One query (a recursive CTE, the same on PostgreSQL and SQLite)."""
    starts = list(dict.fromkeys(run_ids))
    if not starts:
        return {}
    q = connection.ops.quote_name
    table, up = q(Run._meta.db_table), "COALESCE(u.fork_of_id, u.parent_id)" if continuations else "u.fork_of_id"
    marks = ", ".join(["%s"] * len(starts))
    sql = (
        f"WITH RECURSIVE u(start, id, fork_of_id, fork_seq, parent_id, depth) AS ("
        f" SELECT r.id, r.id, r.fork_of_id, r.fork_seq, r.parent_id, 0 FROM {table} r WHERE r.id IN ({marks})"
        f" UNION ALL SELECT u.start, r.id, r.fork_of_id, r.fork_seq, r.parent_id, u.depth + 1"
        f" FROM {table} r JOIN u ON r.id = {up} WHERE u.depth < %s"
        f") SELECT start, id, fork_of_id, fork_seq FROM u ORDER BY start, depth"
    )
    out: dict[str, list[tuple[str, str | None, int | None]]] = {}
    with connection.cursor() as cursor:
        cursor.execute(sql, [*starts, MAX_DEPTH])
        for start, run_id, fork_of, fork_seq in cursor.fetchall():
            out.setdefault(start, []).append((run_id, fork_of, fork_seq))
    return out


def _chain(run_id: str) -> list[tuple[str, str | None, int | None]]:
    """``run_id`` and the runs it was forked from, newest first, each with its ``fork_of`` and ``fork_seq``:
    the one walk up a fork's lineage (Run.DoesNotExist for an unknown run)."""
    found = _walk_up([run_id], continuations=False).get(run_id)
    if found is None:
        raise Run.DoesNotExist(f"unknown run {run_id}")
    return found


def segments(run_id: str) -> list[Segment]:
    """The lineage of ``run_id``, oldest first; a segment a deeper fork cut before is left out."""
    out: list[Segment] = []
    last: int | None = None
    for current, fork_of, fork_seq in _chain(run_id):
        first = fork_seq + 1 if fork_of else 1
        if last is None or last >= first:
            out.append(Segment(current, first, last))
        if fork_of:
            last = fork_seq if last is None else min(last, fork_seq)
    return out[::-1]


class RunPurged(AgentOpsError):
    """The run's history was purged by retention: what needs its payloads cannot be built (:func:`purged_refusal`)."""

    code = "run_purged"


def purged_refusal(run_id: str, action: str) -> str | None:
    """Why ``run_id`` cannot be ``action`` (forked, replayed): retention emptied payloads of its history, its own or
    those it inherits (hashes kept, so the chain still verifies), or None. Its samples, calls and results are gone:
    nothing can be rebuilt from them (a dry replay and a what-if were 500s, a fork said the run had no committed
    step)."""
    within = Q()
    for segment in segments(run_id):
        rows = Q(run_id=segment.run_id, seq__gte=segment.first)
        within |= rows & Q(seq__lte=segment.last) if segment.last is not None else rows
    if Event.objects.filter(within, payload_purged=True).exists():
        return (
            f"run {run_id} cannot be {action}: retention purged its journal (its samples, calls and results are "
            "emptied, only their hashes are kept; a retention archive, if one was written, holds them redacted)"
        )
    return None


class Refusal(NamedTuple):
    """Why a run cannot be forked, replayed or continued (:func:`travel_refusal`)."""

    why: str
    #: a run a worker may still move (a conflict: it passes once the run stops); else its journal was purged, for good
    moving: bool


def travel_refusal(run: Run, action: str) -> Refusal | None:
    """Why ``run`` cannot be ``action`` (forked, replayed, continued as a new run), or None: a run a worker may still
    move (``agentops.core.states.moving_refusal``, its lease read by ``leases.held_until``), then one whose journal
    retention purged (:func:`purged_refusal`). The one pair every time-travel entry asks, in this order."""
    moving = moving_refusal(run.id, run.status, action, run.next_retry_at, held_until(run))
    if moving:
        return Refusal(moving, moving=True)
    purged = purged_refusal(run.id, action)
    return Refusal(purged, moving=False) if purged else None


def unstarted_refusal(run_id: str, events: list[CoreEvent], action: str) -> str | None:
    """Why ``run_id``, whose whole history is ``events``, cannot be ``action`` (forked, replayed) when that history
    does not begin with its RunStarted (a row made by a direct insert, a damaged journal), or None: nothing can be
    rebuilt without it (a dry replay, a what-if and a fork were 500s, ``replay_check`` a traceback)."""
    if events and events[0].type == EventType.RUN_STARTED:
        return None
    return (
        f"run {run_id} cannot be {action}: its journal does not begin with a RunStarted event (a run not started "
        f"through AgentOps, or a damaged journal: python manage.py verify_chain {run_id})"
    )


def made_above(run_id: str, *, dated: bool = False) -> list[dict[str, Any]]:
    """The writes with no key to dedupe them by (past a continuation, any: :func:`_made_below`) that the runs above
    ``run_id`` made and its history does not show: what
    its drives hold a repeat of (``ReplayIndex.hold_too``), as ``{"tool", "args"}`` (the form of a fork's holds).
    Empty for an ordinary run. A fork's history is its parent's up to its step, a continuation's its predecessor's
    committed steps: see :func:`made_from`. ``dated``: as :func:`made_beside`'s (a dry replay holds a write made above
    only from the step after the one ``run_id`` had reached then, as its drives did: a run retried after its
    continuation had completed, holding its repeats, made the continuation's dry replay hold what it had sent)."""
    chain = _walk_up([run_id], continuations=True).get(run_id, [])
    if len(chain) < 2:
        return []
    steps = _from_steps(chain)
    made = _made_below(chain[1:], steps[run_id], steps, keyed=not chain[0][1])  # a continuation: another key scope
    return _holds(run_id, made, dated=dated)


def made_beside(run_id: str, *, dated: bool = False) -> list[dict[str, Any]]:
    """The writes with no key to dedupe them by that the other runs of ``run_id``'s fork family below or beside it —
    its forks and continuations and theirs, its sibling forks — made themselves (done, in doubt or waiting; a rejected
    one never ran): a parent that goes on after its fork (an in-doubt call settled, a payment approved) holds its
    repeat of them for a human, as a fork holds what its parent made (:func:`made_above`). Before, a parent settled
    after its fork had run sent every keyless email of the fork's steps a second time. A run of another key scope
    (:func:`_key_scopes`: a continuation, a fork with ``keys=new``, the runs below them) has no key ``run_id``'s
    could match: its writes with a key count too (a FAILED run retried after its continuation had completed sent
    every email the continuation had sent again, under its own keys). As ``{"tool", "args"}``; one
    query for an ordinary run that nothing was forked or continued from. ``dated`` (a dry replay, which replays the
    drives made before such a call as well as after it): each also with ``after_step``, the last step ``run_id``'s
    journal had reached when the call was made — only the steps after it were driven knowing of it
    (``ReplayIndex.held``)."""
    run = Run.objects.filter(id=run_id).values_list("fork_of_id", "parent_id").first()
    if run is None or (run == (None, None) and not Run.objects.filter(Q(fork_of=run_id) | Q(parent=run_id)).exists()):
        return []
    above = set(origins([run_id]).get(run_id, []))
    others = [other for other in family(run_id) if other != run_id and other not in above]
    scopes = _key_scopes([run_id, *others])
    foreign = [other for other in others if scopes.get(other) is None or scopes.get(other) != scopes.get(run_id)]
    rows = _writes(Q(idem_key__isnull=True) | Q(run_id__in=foreign), run_id__in=others) if others else []
    return _holds(run_id, rows, dated=dated)


def _writes(*where: Any, **match: Any) -> list[tuple[str, Any, Any]]:
    """The writes the conditions name (done, in doubt or waiting; a rejected one never ran): tool, arguments and
    when each was requested, in each run's order."""
    rows = (
        ToolExecution.objects.filter(*where, **match)
        .exclude(effect="read")
        .exclude(status=ExecStatus.REJECTED)
        .order_by("run_id", "step", "call_index")
        .values_list("tool", "args", "requested_at")
    )
    return [(tool, loads(args), at) for tool, args, at in rows]


def _holds(run_id: str, writes: list[tuple[str, Any, Any]], *, dated: bool) -> list[dict[str, Any]]:
    """``writes`` as holds of ``run_id``'s drives, ``{"tool", "args"}``; ``dated``: each with ``after_step``, the last
    step ``run_id``'s journal had reached when the write was made (``ReplayIndex.held``)."""
    if not dated:
        return [{"tool": tool, "args": args} for tool, args, _ in writes]
    written = list(Event.objects.filter(run_id=run_id, step__isnull=False).values_list("created_at", "step"))
    return [
        {"tool": tool, "args": args, "after_step": max((step for when, step in written if when <= at), default=-1)}
        for tool, args, at in writes
    ]


def _key_scopes(run_ids: list[str]) -> dict[str, str | None]:
    """Each of ``run_ids`` → the run id its idempotency keys derive from (``ReplayIndex.key_scope``): a fork's
    ``ForkedFrom`` names it (its parent's scope with ``keys=inherit``, its own with ``new``), any other run's is its
    own id; None when retention purged the fork's ``ForkedFrom`` (no key of it is known to match)."""
    scopes: dict[str, str | None] = dict.fromkeys(run_ids)
    forks = set(Run.objects.filter(id__in=run_ids, fork_of__isnull=False).values_list("id", flat=True))
    for run_id in run_ids:
        if run_id not in forks:
            scopes[run_id] = run_id
    rows = Event.objects.filter(run_id__in=forks, type=EventType.FORKED_FROM).values_list("run_id", "payload")
    for run_id, payload in rows if forks else ():
        scopes[run_id] = (loads(payload) if payload else {}).get("key_scope")
    return scopes


def made_from(run_id: str, step: int) -> list[dict[str, Any]]:
    """The writes with no key (done, in doubt or waiting for an approver; a rejected one never ran; past a
    continuation, with a key too: :func:`_made_below`) that ``run_id``
    made from ``step`` on, and the runs above it made that a history of ``run_id`` cut at ``step`` does not show: each
    run's writes from the lowest cut on the way up to it (a fork of a fork at step 3 whose parent was forked at step 1
    shows none of the root's steps from 1 on), and past a continuation (``continue_run``), the writes its predecessor
    made after the steps it carried over — a fork's preview and its first events hold them (``agentops.core.fork``)."""
    chain = _walk_up([run_id], continuations=True).get(run_id, [])
    return _holds(run_id, _made_below(chain, step, _from_steps(chain)) if chain else [], dated=False)


def _from_steps(chain: list[tuple[str, str | None, int | None]]) -> dict[str, int]:
    """Each run of ``chain`` (as :func:`_walk_up` gives it) below its top, a fork or a continuation → the first step of the
    run above it that its own history does not show: its fork's step (its ForkedFrom), or the step after the last one
    a continuation carried over (its RunStarted's ``carried_step``; 0 if retention purged it: all held)."""
    forks = [run for run, fork_of, _ in chain if fork_of]
    continued = [run for run, fork_of, _ in chain[:-1] if not fork_of]
    steps = dict(
        Event.objects.filter(run_id__in=forks, type=EventType.FORKED_FROM).values_list("run_id", "step")
    ) if forks else {}  # fmt: skip
    rows = Event.objects.filter(run_id__in=continued, seq=1).values_list("run_id", "payload", "payload_purged")
    for run, payload, purged in rows if continued else ():
        steps[run] = 0 if purged else int(loads(payload).get("carried_step", -1)) + 1
    return steps


def _made_below(
    chain: list[tuple[str, str | None, int | None]], step: int, steps: dict[str, int], *, keyed: bool = False
) -> list[tuple[str, Any, Any]]:
    """:func:`made_from` of ``chain[0]`` at ``step`` (``chain``: ``chain[0]`` and the runs above it, nearest first;
    ``steps``: :func:`_from_steps`). Past a continuation — or from the start with ``keyed``: the run they are made
    for continues ``chain[0]`` — the writes with a key count too: a continuation's keys derive from its own id and
    its own steps (counted from 0), so none of them can match a key of a run above it. Before, a continuation of a
    fork made again, under keys of its own, every email the fork's parent had sent after the fork's step (the fork
    itself dedupes them by its parent's keys)."""
    writes, cut = Q(), step
    for (run, fork_of, _), above in zip(chain, [*chain[1:], None], strict=True):
        made = Q(run_id=run, step__gte=cut)
        writes |= made if keyed else made & Q(idem_key__isnull=True)
        if above is not None:  # past a fork, the lowest cut so far; past a continuation, its own
            cut = min(cut, steps.get(run, 0)) if fork_of else steps.get(run, 0)
            keyed = keyed or not fork_of
    return _writes(writes)


def family(run_id: str) -> list[str]:
    """The runs of ``run_id``'s fork family, itself included: the run at the top of its line (forks and continuations,
    :func:`origins`) and every fork and continuation below it, of any depth — one logical run, whose outward calls the
    bulk rule counts together (:func:`reached_in_family`). Empty for an unknown run. :func:`families` of one."""
    return families([run_id]).get(run_id, [])


def families(run_ids: Iterable[str]) -> dict[str, list[str]]:
    """:func:`family` of each of ``run_ids`` the database holds: one query up for all of them, then one a generation
    down for all their families (each an indexed ``fork_of`` / ``parent`` lookup), however many runs are asked."""
    tops = {start: line[-1][0] for start, line in _walk_up(run_ids, continuations=True).items()}
    below: dict[str, list[str]] = {top: [top] for top in tops.values()}
    top_of = {top: top for top in below}
    generation = list(below)
    for _ in range(MAX_DEPTH):
        rows = Run.objects.filter(Q(fork_of__in=generation) | Q(parent__in=generation)).values_list(
            "id", "fork_of", "parent"
        )
        generation = []
        for found, fork_of, parent in rows:
            if found not in top_of:
                top_of[found] = top = top_of[fork_of if fork_of in top_of else parent]
                below[top].append(found)
                generation.append(found)
        if not generation:
            break
    return {start: below[top] for start, top in tops.items()}


def reached_in_family(run_id: str, *, itself: bool = False) -> set[str]:
    """Whom the outward calls of the other runs of ``run_id``'s family (:func:`family`; ``itself``: its own too)
    reached, or may still (waiting for an approver: not rejected), as ``agentops.core.gate.reached_by`` digests: a
    fork family is one logical run, so a bulk send split over forks (5 people in the parent, 5 others in a fork, 5
    more in a second) is held at its 10th distinct recipient as one run's is (``ReplayIndex.reached``)."""
    runs = [run for run in family(run_id) if itself or run != run_id]
    if not runs:
        return set()
    rows = (
        ToolExecution.objects.filter(run_id__in=runs)
        .exclude(effect="read")
        .exclude(status=ExecStatus.REJECTED)
        .values_list("tool", "args")
    )
    return reached_by((tool, loads(args)) for tool, args in rows)


def ancestors(run_id: str) -> list[Segment]:
    """The segments of ``run_id``'s history that other runs hold: empty for an ordinary run, and for
    a run the database does not hold (an in-memory journal driven by a registered agent)."""
    try:
        return [s for s in segments(run_id) if s.run_id != run_id]
    except Run.DoesNotExist:
        return []


def origins(run_ids: Iterable[str]) -> dict[str, list[str]]:
    """Each of ``run_ids`` → the runs whose values its journal shows, nearest first: the run it was forked
    from or continues, then that run's, and so on (empty for an ordinary run; an unknown run is left out).
    A raw sight of a run is a raw sight of these too (``runs.governance.visibility``). One query for all."""
    return {
        start: [run_id for run_id, _, _ in chain[1:]] for start, chain in _walk_up(run_ids, continuations=True).items()
    }


def line(run_id: str) -> list[tuple[str, bool]]:
    """``run_id`` and the runs above it (as :func:`origins`), nearest first, each with whether it is a fork (if not,
    it continues the next one, or is the top: an ordinary run); empty for an unknown run. One query."""
    return [(up, fork_of is not None) for up, fork_of, _ in _walk_up([run_id], continuations=True).get(run_id, [])]
