"""The journal store on the Django database: the one function that appends, and the readers.

An append is one transaction: a conditional UPDATE of the run row (fencing token, expected head
seq, allowed status) that also advances the head (and, when due, renews the lease), the INSERT of
the events, and the projection changes — on PostgreSQL all in one statement (``runs.journal.sql``). Zero rows from the UPDATE means
this writer lost the run; nothing is written and a typed error says why.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from functools import lru_cache
from itertools import repeat
from typing import Any, NamedTuple, NoReturn

from django.db import DEFAULT_DB_ALIAS, DatabaseError, IntegrityError, connection, transaction
from django.db.models import OuterRef, Q, QuerySet, Subquery
from django.utils import timezone

from agentops.core.canon import dumps_normalized, gc_loading, loads_many
from agentops.core.context import Stored, lazy_snapshots, snapshot_body
from agentops.core.errors import InvalidTransition, LeaseUnavailable, SeqConflict, StaleLease
from agentops.core.events import EVENT_TYPES, Event, EventType, NewEvent, restored, seal
from agentops.core.keys import GENESIS_HASH
from agentops.core.lease_beat import LeaseBeat
from agentops.core.replay import ReplayIndex
from agentops.core.states import FINAL_RUN, ExecStatus, RunStatus, run_sources
from runs import models
from runs.journal import checkpoints, lineage, pages, sql
from runs.journal.kept import Kept
from runs.journal.leases import Fence, Lease, renew
from runs.journal.projection import ExecChange, exec_change, held, run_status_after, waiting_after
from runs.journal.replies import REPLY_KINDS, has_reply_projection, project_reply

log = logging.getLogger(__name__)

#: Called after commit with ``(run_id, last_seq)``: the live timeline's wake-up (see ``runs.dashboard.live``).
after_append_hooks: list[Callable[[str, int], None]] = []


_EVENT_COLUMNS = ("seq", "type", "payload", "event_id", "prev_hash", "hash")
#: what a resume reads: the events and each snapshot's body (``runs_event.context``: None for the rest)
_RESUME_COLUMNS = (*_EVENT_COLUMNS, "context")


_SNAPSHOT = str(EventType.SNAPSHOT_TAKEN)


def load_events(run_id: str, *, from_snapshot: bool = True) -> list[Event]:
    """The whole journal, or with ``from_snapshot`` the resume path: RunStarted, every snapshot (each
    holds what changed since the one before, ``agentops.core.replay``) and the tail after the latest.

    One query, rows read as tuples (no model instances). The resume path is three disjoint parts
    joined by ``UNION ALL`` (RunStarted, the snapshots before the latest through their partial index,
    the tail), so no backend reads the rows in between. A fork (its own events start after its
    parent's cut) reads its ancestors' segments too (``runs.journal.lineage``); their events keep
    their own run id, event id and hash.

    The whole journal is read from the run's pages (``runs.journal.pages``: each block of events as one
    packed row) and the rows after them; the read writes the pages of the whole blocks it fetched as rows.

    The resume path reads each snapshot's body (its context array, ``runs_event.context``) too, kept
    as its stored text and checked against the payload's digest when first needed (:func:`_fetch`). The
    whole journal is read without them: its steps make the same messages (``agentops.core.replay``), so
    its readers (API, time travel, export, verification) never fetch, decode or redact that copy.
    """
    events = _resume_events(run_id, 2) if from_snapshot else _segment(run_id, 1, None)
    if events and events[0].seq != 1:
        return _lineage_events(run_id, from_snapshot)
    return events


_ANY_RUN = "\x00run"  # stands for the run id in the cached statement
_FROM_SEQ = -1_000_003  # stands for the first snapshot read


@lru_cache(maxsize=4)
def _resume_sql(vendor: str) -> tuple[str, tuple[Any, ...]]:
    """The resume path's statement, compiled once per backend (compiling the union costs more than
    running it on a short journal); ``_ANY_RUN`` marks the run id parameters, ``_FROM_SEQ`` the seq
    the snapshots before the latest are read from. The snapshots' type is written in it, not bound
    (``sql.inline``: their partial index's condition)."""
    rows = models.Event.objects.filter(run_id=_ANY_RUN)
    snap = Subquery(models.Run.objects.filter(id=_ANY_RUN).values("snapshot_seq")[:1])
    parts = [
        rows.filter(seq=1, seq__lt=snap),
        rows.filter(type=_SNAPSHOT, seq__gte=_FROM_SEQ, seq__lt=snap),
        rows.filter(seq__gte=snap),
    ]
    first, *more = (part.values_list(*_RESUME_COLUMNS) for part in parts)
    text, params = sql.inline(*first.union(*more, all=True).order_by("seq").query.sql_with_params(), _SNAPSHOT)
    return sql.driver_text(text, vendor), params


def _resume_events(run_id: str, from_seq: int) -> list[Event]:
    """RunStarted, the snapshots from ``from_seq`` on and everything from the latest snapshot on."""
    text, params = _resume_sql(connection.vendor)
    bound = {_ANY_RUN: run_id, _FROM_SEQ: from_seq}
    return _fetch(run_id, text, [bound.get(p, p) for p in params])


#: run id -> its replay index right after its latest snapshot (the last few runs this process resumed)
_FOLDS: Kept[str, ReplayIndex] = Kept(8)


def resume_index(run_id: str, *, head_seq: int | None = None) -> ReplayIndex:
    """What every resume builds: ``ReplayIndex.build(run_id, load_events(run_id))``, from the fewest rows.

    The index right after a run's latest snapshot is kept (for the last few runs resumed here). The
    next resume of that run reads RunStarted, the snapshots from the kept one on and the tail, and
    continues from the kept fold if the kept snapshot's hash is the stored one: that hash chains
    every event before it, so the fold is the one a full read would give. A cold resume (nothing
    kept) starts from the run's checkpoint (``runs.journal.checkpoints``: the context a snapshot
    continues, as one row) when it holds, and reads the snapshots from that one on; otherwise it
    reads the whole chain. A fork's lineage is read whole, as before. A caller that knows the journal's
    ``head_seq`` (a lease just taken returns it) saves a short run's cold resume the checkpoint read:
    it cannot have one (``checkpoints.may_exist``).
    """
    return _resume(run_id, head_seq)[0]


def _resume(run_id: str, head_seq: int | None = None) -> tuple[ReplayIndex, Event | None]:
    """The resume's index and the latest snapshot it folded (None if none, or for a fork)."""
    kept = _FOLDS.get(run_id)
    look = kept is None and (head_seq is None or checkpoints.may_exist(head_seq))
    saved = checkpoints.read(run_id) if look else None
    start = kept.snapshot_seq if kept is not None else saved.seq if saved is not None else 2
    events = _resume_events(run_id, start)
    if not events or events[0].seq != 1:
        return ReplayIndex.build(run_id, load_events(run_id)), None
    index, rest, latest = ReplayIndex(run_id), events, None
    if kept is not None:
        latest = next((e for e in events if e.seq == kept.snapshot_seq), None)
        if latest is None or latest.hash != kept.head_hash:
            forget_folds(run_id)
            return _resume(run_id)
        index, rest = kept.copy(), [e for e in events if e.seq > kept.snapshot_seq]
    elif saved is not None:
        context = saved.start(events)
        if context is None:  # missing from the chain, another history, torn: read the chain
            rest = _resume_events(run_id, 2)
        else:
            index.apply(events[0])
            index.messages, rest = context, [e for e in events if e.seq >= saved.seq]
    newest = next((e for e in reversed(rest) if e.type is EventType.SNAPSHOT_TAKEN), None)
    for event in rest:
        index.apply(event)
        if event is newest:
            _FOLDS.put(run_id, index.copy())
    return index, newest or latest


def advance_checkpoint(run_id: str) -> bool:
    """Write the run's checkpoint at its latest snapshot if enough snapshots came after the one kept
    (``checkpoints.due``); True if written. Its context is what the snapshot continues, joined from
    the stored text of the parts the resume read (nothing decoded)."""
    if not checkpoints.due(run_id):
        return False
    index, latest = _resume(run_id)
    if latest is None or "at" not in latest.payload:
        return False
    context = index.messages.copy()
    context.truncate(latest.payload["at"])
    checkpoints.write(run_id, latest, context)
    return True


def checkpoint_problem(run_id: str) -> str:
    """What is wrong with the run's checkpoint ("" if it has none or it is right): it must be bound to
    a snapshot of the chain and be, text for text, the fold of RunStarted and every snapshot before
    that one (each hashed in the chain, its stored context by its digest: ``runs.journal.chain.verify_chain``
    asks this too, since a cold resume would start from it without reading them)."""
    saved = checkpoints.read(run_id)
    if saved is None:
        return ""
    events = _resume_events(run_id, 2)
    text = saved.text()
    if not events or events[0].seq != 1 or saved.start(events) is None or text is None:
        return f"it does not hold for the snapshot at seq {saved.seq} (hash, count, digest or packing)"
    try:  # the snapshots' stored context, checked against their digests as it is joined
        index = ReplayIndex.build(run_id, (e for e in events if e.seq < saved.seq))
        fold = index.messages.array_text()
    except ValueError as exc:
        return f"the fold of the snapshots before seq {saved.seq} cannot be made: {exc}"
    if fold != text:
        return f"it is not the fold of the snapshots before seq {saved.seq}"
    return ""


def keep_checkpoint(run_id: str) -> None:
    """:func:`advance_checkpoint` by a writer that just appended snapshots: a cache, so a failure is
    logged and costs the next cold resume time, nothing else."""
    try:
        with transaction.atomic():
            advance_checkpoint(run_id)
    except (DatabaseError, ValueError):
        log.warning("run %s: the checkpoint was not advanced", run_id, exc_info=True)


def forget_folds(run_id: str | None = None) -> None:
    """Drop the kept fold of ``run_id`` (of every run with None): the next resume reads the whole chain."""
    _FOLDS.forget(run_id)


def _events(run_id: str, rows: QuerySet[models.Event], columns: tuple[str, ...]) -> list[Event]:
    text, params = rows.order_by("seq").values_list(*columns).query.sql_with_params()
    return _fetch(run_id, sql.driver_text(text, connection.vendor), params)


_TO_SEQ = -1_000_005  # stands for the last seq read


@lru_cache(maxsize=4)
def _range_sql(vendor: str) -> tuple[str, tuple[Any, ...]]:
    """A run's events from a seq to a seq, in seq order, compiled once per backend (``_ANY_RUN``,
    ``_FROM_SEQ`` and ``_TO_SEQ`` mark its parameters)."""
    rows = models.Event.objects.filter(run_id=_ANY_RUN, seq__gte=_FROM_SEQ, seq__lte=_TO_SEQ)
    text, params = rows.order_by("seq").values_list(*_EVENT_COLUMNS).query.sql_with_params()
    return sql.driver_text(text, vendor), params


def range_rows(run_id: str, first: int, last: int) -> list[tuple[Any, ...]]:
    """The rows of the run's events ``first``..``last`` (:data:`_EVENT_COLUMNS`), as fetched."""
    text, params = _range_sql(connection.vendor)
    bound = {_ANY_RUN: run_id, _FROM_SEQ: first, _TO_SEQ: last}
    return sql.fetch_all(text, [bound.get(p, p) for p in params])


def _segment(run_id: str, first: int, last: int | None) -> list[Event]:
    """The run's events ``first``..``last`` (None: to the head): its pages (``runs.journal.pages``) and
    the rows around them, each part linking to the next; what does not link is read from the rows. The
    whole blocks read as rows are written as pages for the next read (their events are made from those
    pages, as the next read makes them: the payloads are decoded once, for both)."""
    with gc_loading():  # the pages' payloads too: thousands of containers, none of them garbage
        to = pages.TO_HEAD if last is None else last
        kept, after = pages.read_with_rows(run_id, first, last)  # one statement: the pages and the rows after them
        decoded = pages.payloads_of(run_id, kept)
        if len(decoded) < len(kept):  # a page stored malformed: the rows from it on
            kept, after = kept[: len(decoded)], None
        before = range_rows(run_id, first, kept[0].first - 1) if kept and kept[0].first > first else []
        if after is None:  # a page fetched did not hold: the rows after the last that does
            after = range_rows(run_id, kept[-1].last + 1 if kept else first, to)
        if kept and ((before and before[-1][5] != kept[0].prev) or (after and after[0][4] != kept[-1].hash)):
            kept, before, after = [], [], range_rows(run_id, first, to)  # pages of another history: rows only
        made = [pages.made(run_id, block) for block in pages.full_blocks(after)]
        pages.write(run_id, [page for page, _ in filter(None, made)])
        out = _restore(run_id, before)
        for page, payloads in zip(kept, decoded, strict=False):  # none when the pages were of another history
            out += _page_events(run_id, page, payloads)
        at = 0
        for found in filter(None, made):
            page, payloads = found
            start = _index(after, at, page.first)
            out += _restore(run_id, after[at:start])
            out += _page_events(run_id, page, payloads)
            at = start + len(payloads)
        return out + _restore(run_id, after[at:])


#: whole blocks read and written per statement by :func:`keep_pages` (its memory: ~100 KB of rows a block)
_KEEP_BLOCKS = 16


def keep_pages(run_id: str, after: int, head: int) -> int:
    """Write the pages of the run's whole blocks that end after seq ``after`` and by seq ``head`` (a writer
    giving the run up: the blocks its appends filled), so the first whole read of them reads pages, not
    rows; pages written. Nothing read where no block ended in between (a short run: no statement).
    A cache (``pages.write``): a failure is logged and costs the next read time."""
    first_block, end = after // pages.SIZE, head // pages.SIZE
    written = 0
    try:
        for k in range(first_block, end, _KEEP_BLOCKS):
            rows = range_rows(run_id, k * pages.SIZE + 1, min(end, k + _KEEP_BLOCKS) * pages.SIZE)
            written += pages.write(run_id, list(pages.full_blocks(rows)))
    except DatabaseError:
        log.warning("run %s: its pages were not written", run_id, exc_info=True)
    return written


def keep_new_pages(run_id: str) -> int:
    """:func:`keep_pages` for a writer that does not know where its appends began (an external client
    giving its lease up through the API): the blocks after the run's last page, to its head; pages
    written. One indexed read where no block ended since (the run's head and its last page)."""
    page = models.EventPage.objects.filter(run_id=OuterRef("id")).order_by("-last_seq").values("last_seq")[:1]
    found = models.Run.objects.filter(id=run_id).values_list("last_seq", Subquery(page)).first()
    if found is None:
        return 0
    head, paged = found
    return keep_pages(run_id, paged or 0, head)


def _index(rows: list[tuple[Any, ...]], at: int, seq: int) -> int:
    """Where the row of ``seq`` is in ``rows`` (seq order, ``seq`` among them from ``rows[at]`` on)."""
    return next(i for i in range(at, len(rows)) if rows[i][0] == seq)


def _page_events(run_id: str, page: pages.Page, payloads: list[Any]) -> list[Event]:
    """The page's events (its columns are of one length: ``pages.unpack`` checked them)."""
    return list(map(restored, repeat(run_id), page.seqs, page.kinds, payloads, page.ids, page.prevs, page.hashes))


def _fetch(run_id: str, text: str, params: Sequence[Any]) -> list[Event]:
    """The rows (:data:`_EVENT_COLUMNS`, or :data:`_RESUME_COLUMNS`) as events: one statement (``text``, in
    the driver's paramstyle) sent on the DB-API connection (``runs.journal.sql.fetch_all``: no ORM row
    handling, no rewrite of its markers), payloads decoded by orjson (``agentops.core.canon.loads_many``:
    one digit guard for all). A snapshot's body, where read, is kept as its stored text
    (``agentops.core.context.snapshot_body``: checked and decoded when a message of it is read); so is
    the ``added`` array of a payload written before 0021 (``lazy_snapshots``; one it cannot read so is
    decoded whole). A purged payload reads as ``{}``."""
    with gc_loading():  # decoding allocates thousands of containers, none of them garbage
        return _restore(run_id, sql.fetch_all(text, params))


def _restore(run_id: str, found: list[tuple[Any, ...]]) -> list[Event]:
    """:func:`_fetch`'s events of the rows it fetched."""
    kinds = EVENT_TYPES
    at = [i for i, row in enumerate(found) if row[1] == _SNAPSHOT and row[2]]
    payloads: list[Any] = [None] * len(found)
    for i, read in zip(at, lazy_snapshots([found[i][2] for i in at]), strict=True):
        payloads[i] = read
    rest = [i for i, payload in enumerate(payloads) if payload is None]
    for i, payload in zip(rest, loads_many([found[i][2] or "{}" for i in rest]), strict=True):
        payloads[i] = payload
    bodies: list[Any] = [None] * len(found)
    if found and len(found[0]) > len(_EVENT_COLUMNS):
        for i in at:
            bodies[i] = _body(run_id, found[i], payloads[i])
    return [
        restored(run_id, seq, kinds[kind], payload, eid, prev, digest, body)
        for (seq, kind, _, eid, prev, digest, *_), payload, body in zip(found, payloads, bodies, strict=True)
    ]


def _body(run_id: str, row: tuple[Any, ...], payload: dict[str, Any]) -> Stored | None:
    """A snapshot's stored body, checked against its payload's digest when first needed (one written
    before 0021 has none: its ``added`` is in the payload)."""
    text = row[-1]
    if text is None or "digest" not in payload:
        return None
    return snapshot_body(text, payload["n"], payload["digest"], f"run {run_id}, snapshot at seq {row[0]}")


def _lineage_events(run_id: str, from_snapshot: bool) -> list[Event]:
    """A fork's history: each segment's events, plus every snapshot and ForkedFrom of the lineage (a
    ForkedFrom governs the keys, model and budget of what follows, so it is read even when a
    snapshot comes after it)."""
    snapshot = models.Run.objects.values_list("snapshot_seq", flat=True).get(id=run_id) if from_snapshot else 0
    out: list[Event] = []
    for seg in lineage.segments(run_id):
        if not snapshot:
            out += _segment(seg.run_id, seg.first, seg.last)
            continue
        rows = models.Event.objects.filter(run_id=seg.run_id, seq__gte=seg.first)
        if seg.last is not None:
            rows = rows.filter(seq__lte=seg.last)
        rows = rows.filter(Q(seq=1) | Q(seq__gte=snapshot) | Q(type__in=(_SNAPSHOT, str(EventType.FORKED_FROM))))
        out += _events(seg.run_id, rows, _RESUME_COLUMNS)
    return out


class Head(NamedTuple):
    """The journal head as of ``seq``: what an append needs to chain on and to project status (a tuple: a writer
    makes one at every append, and a frozen dataclass sets each field through ``object.__setattr__``)."""

    seq: int
    hash: str
    status: RunStatus


def append_events(
    run_id: str,
    fence: Fence | None,
    expected_seq: int,
    events: Sequence[NewEvent],
    *,
    head: Head | None = None,
    renew: bool = True,
    release_when_final: bool = False,
    agent: str | None = None,
) -> list[Event]:
    """Append ``events`` after ``expected_seq``.

    ``fence=None`` only where no lease can be taken: creating a run (seq 0), a late verdict or an
    operator annotation (ReplyReleased) on a terminal run. There the expected head seq alone
    serialises writers.

    A fenced append renews the lease for its length (``fence.length``: what the holder asked for)
    unless ``renew`` is False (a writer that renewed it recently:
    leaving ``lease_expires_at`` alone keeps the run-row UPDATE off the indexes). With
    ``release_when_final``, an append that makes the run final (``FINAL_RUN``: nothing can lease it
    again) gives the lease up in the same UPDATE, which saves the release's own commit.

    ``head`` is the caller's copy of the head at ``expected_seq`` (a writer that just appended
    knows it): it saves the read of the run row. ``agent`` (the run's, if the caller knows it) saves
    a completion's claim rows the read of it. A stale copy cannot slip through: the conditional
    UPDATE still requires ``last_seq == expected_seq``, and hash and status only ever move with seq.

    Outside a caller's transaction, an append that writes nothing but the guard, the inserts and
    the execution updates (no reply projection, each execution row changed at most once) is its
    own transaction without Django's ``atomic``: on PostgreSQL one statement in autocommit (one
    round trip, which is also its commit), on SQLite its statements between ``BEGIN`` and
    ``COMMIT`` on one cursor. If it refuses an execution change it rolls itself back and the append
    is repeated in a transaction, which raises the typed error.
    """
    return _append(run_id, fence, expected_seq, events, head, renew, release_when_final, agent)[0]


def _append(
    run_id: str,
    fence: Fence | None,
    expected_seq: int,
    events: Sequence[NewEvent],
    head: Head | None,
    renew: bool,
    release_when_final: bool,
    agent: str | None,
) -> tuple[list[Event], RunStatus | None]:
    """:func:`append_events`, and the run's status after it (None if nothing was appended)."""
    if not events:
        return [], None
    now, db = timezone.now(), sql.connected()
    outside = sql.can_stand_alone(db)  # no transaction of a caller's is open
    try:
        if head is None or head.seq != expected_seq:
            head = _current_head(run_id, expected_seq)
        stored, rows = _chain(run_id, expected_seq, head.hash, events, now)
        new_status = _held(run_id, head.status, stored, status_after(stored, head.status))
        release = release_when_final and new_status in FINAL_RUN
        renew = renew and not release
        guard = _head_update(
            run_id, fence, expected_seq, stored, head.status, new_status, now, renew=renew, release=release
        )
        execs = _ExecProjection.of(run_id, stored, now)
        if not (outside and _stands_alone(stored, execs) and _write_alone(guard, rows, execs, new_status, db)):
            with transaction.atomic():
                _write(guard, rows, execs, new_status)
                for event in stored:
                    project_reply(run_id, event, now, agent=agent)
    except IntegrityError as exc:
        current = models.Run.objects.filter(id=run_id).values_list("last_seq", flat=True).first() or 0
        if current == expected_seq:
            raise
        raise SeqConflict(run_id, expected_seq, current) from exc
    _after_commit(run_id, stored[-1].seq, committed=outside)
    return stored, new_status


def _after_commit(run_id: str, seq: int, *, committed: bool = False) -> None:
    """Each of :data:`after_append_hooks` is told the run's new head once the caller's transaction commits;
    ``committed``: the append was its own transaction, so at once (as ``on_commit`` would, without its look-ups)."""
    if committed:
        for hook in after_append_hooks:
            hook(run_id, seq)
        return
    for hook in after_append_hooks:
        transaction.on_commit(lambda hook=hook: hook(run_id, seq))


#: a new run's row as :func:`start_journal` inserts it: every column (the model's defaults for the rest)
_RUN_INSERT = tuple(f.attname for f in models.Run._meta.concrete_fields)


def start_journal(run: models.Run, started: NewEvent) -> Event:
    """Insert ``run`` (not saved yet) with its first event, ``started`` (RunStarted) at seq 1, inside
    the caller's transaction: two INSERTs (``runs.journal.sql``), no guard UPDATE (the run's primary
    key serialises its creators) and no read. The row's head is set to that event first."""
    now = run.created_at
    (event,), rows = _chain(run.id, 0, GENESIS_HASH, [started], now)
    run.last_seq, run.last_hash, run.last_event_at = event.seq, event.hash, now
    values = tuple(getattr(run, name) for name in _RUN_INSERT)
    sql.insert([sql.Insert(models.Run, _RUN_INSERT, [values]), _event_insert(rows)])
    run._state.adding, run._state.db = False, DEFAULT_DB_ALIAS  # as if saved: it is in the database
    _after_commit(run.id, event.seq)
    return event


def _current_head(run_id: str, expected_seq: int) -> Head:
    """The head as the run row has it. Read outside the write: if the run moves on meanwhile,
    the write's guard (``last_seq == expected_seq``) refuses it, and hash and status only ever
    move with seq."""
    row = models.Run.objects.filter(id=run_id).values_list("last_hash", "status").first()
    if row is None:
        raise models.Run.DoesNotExist(f"unknown run {run_id}")
    return Head(expected_seq, row[0] or GENESIS_HASH, RunStatus(row[1]))


def _stands_alone(stored: list[Event], execs: _ExecProjection) -> bool:
    """Whether an append outside any transaction (``sql.can_stand_alone``) can be one autocommit statement:
    nothing to write beyond it."""
    return execs.foldable() and not any(e.type in REPLY_KINDS and has_reply_projection(e) for e in stored)


def status_after(stored: Iterable[Event], status: RunStatus) -> RunStatus:
    """The run's status once ``stored`` are appended to a run that was ``status``."""
    for event in stored:
        status = run_status_after(event, status)
    return status


#: statuses a run may have while one of its calls waits for an approver (the wait, or a park that outranks it)
_MAY_HOLD = frozenset({RunStatus.WAITING_MANUAL_CONFIRM, RunStatus.RECOVERING})


def _held(run_id: str, status: RunStatus, stored: list[Event], new_status: RunStatus) -> RunStatus:
    """``new_status``, or WAITING_MANUAL_CONFIRM if a call still waits for an approver once ``stored`` are
    appended (``projection.held``). Only a run that was waiting or parked, or a batch that asks for an approval,
    can have such a call (a RUNNING run has none): only then are its waiting executions read."""
    if new_status is not RunStatus.RUNNING:
        return new_status
    asks = any(event.type is EventType.MANUAL_CONFIRM_REQUESTED for event in stored)
    if not asks and status not in _MAY_HOLD:
        return new_status
    before: set[str] = set()
    if status in _MAY_HOLD:
        rows = models.ToolExecution.objects.filter(run_id=run_id, status=ExecStatus.WAITING_MANUAL_CONFIRM)
        before = set(rows.values_list("id", flat=True))
    return held(new_status, waiting_after(stored, before))


#: an event row's columns; ``context`` (a snapshot's body) last, left out of a batch without a snapshot: a column
#: not named is NULL, and the sqlite3 module binds a None through a failed adapter look-up (:func:`sql._flag`)
_EVENT_INSERT = (
    "run_id", "seq", "event_id", "type", "step", "call_index", "payload", "payload_purged", "prev_hash", "hash",
    "created_at", "context",
)  # fmt: skip
_EVENT_INSERT_NO_BODY = _EVENT_INSERT[:-1]


def _chain(
    run_id: str, expected_seq: int, prev_hash: str, events: Iterable[NewEvent], now: datetime
) -> tuple[list[Event], list[tuple[Any, ...]]]:
    """The events as stored (seq, id, hash chained on ``prev_hash``) and their rows for the INSERT
    (:func:`_event_insert`: with the ``context`` column only if one of them has a body)."""
    stored, rows, bodies, seq = [], [], [], expected_seq
    for new in events:
        seq += 1
        ev, text = seal(run_id, seq, prev_hash, new)
        stored.append(ev)
        step, call_index = ev.payload.get("step"), ev.payload.get("call_index")
        rows.append((run_id, seq, ev.event_id, str(ev.type), step, call_index, text, False, prev_hash, ev.hash, now))
        bodies.append(new.body)
        prev_hash = ev.hash
    if any(body is not None for body in bodies):
        rows = [(*row, None if body is None else body.text) for row, body in zip(rows, bodies, strict=True)]
    return stored, rows


def _event_insert(rows: list[tuple[Any, ...]]) -> sql.Insert:
    """The INSERT of :func:`_chain`'s ``rows``."""
    columns = _EVENT_INSERT if rows and len(rows[0]) == len(_EVENT_INSERT) else _EVENT_INSERT_NO_BODY
    return sql.Insert(models.Event, columns, rows)


def _head_update(
    run_id: str,
    fence: Fence | None,
    expected_seq: int,
    stored: list[Event],
    status: RunStatus,
    new_status: RunStatus,
    now: datetime,
    *,
    renew: bool,
    release: bool = False,
) -> sql.Update:
    """The conditional UPDATE of the run row: only the fenced writer at the expected head may move it on."""
    changes: dict[str, Any] = {"last_seq": stored[-1].seq, "last_hash": stored[-1].hash, "last_event_at": now}
    tokens = cost = steps = 0
    for event in stored:
        if event.type is EventType.LLM_SAMPLED:
            usage = event.payload["output"].get("usage") or {}
            tokens += int(usage.get("total_tokens", 0))
            cost += float(usage.get("cost", 0.0))
            steps += 0 if event.payload.get("purpose") else 1
        elif event.type is EventType.SNAPSHOT_TAKEN:
            changes["snapshot_seq"] = event.seq
        elif event.type is EventType.RUN_FAILED:
            changes["retry_count"] = int(event.payload.get("retry_count", 0))
            retry_in = event.payload.get("retry_in") if event.payload.get("retryable") else None
            changes["next_retry_at"] = None if retry_in is None else now + timedelta(seconds=float(retry_in))
        elif event.type is EventType.CLAIM_FLAGGED:
            changes["has_flagged_claim"] = True
    if tokens or cost or steps:
        changes.update(tokens_used=sql.Add(tokens), cost_used=sql.Add(cost), steps_used=sql.Add(steps))
    where: dict[str, Any] = {"id": run_id, "last_seq": expected_seq}
    if new_status != status:
        changes["status"] = str(new_status)
        if status == RunStatus.FAILED:
            changes.setdefault("next_retry_at", None)
        where["status"] = _names(run_sources(new_status))
    if fence is not None:
        where.update(fencing_token=fence.token, lease_owner=fence.owner)
        if renew:
            changes["lease_expires_at"] = sql.DbNow(fence.length)  # the database's clock, as every lease's
        if release:
            changes.update(lease_owner=None, lease_expires_at=None, lease_secret_hash="")
    return sql.Update(models.Run, changes, where)


@lru_cache(maxsize=64)
def _names(statuses: frozenset[StrEnum]) -> frozenset[str]:
    """The stored names of ``statuses`` (a guard's ``IN`` list)."""
    return frozenset(str(s) for s in statuses)


#: an intent's execution row's columns (``result_event_id``, NULL until its result, not named: see :data:`_EVENT_INSERT`)
_EXEC_INSERT = (
    "id", "run_id", "step", "call_index", "tool", "args", "idem_key", "effect", "risk", "status", "verified",
    "verification_method", "verification_detail", "request_event_id", "requested_at", "updated_at",
)  # fmt: skip


def _exec_row(run_id: str, change: dict[str, Any], args: Any, now: datetime) -> tuple[Any, ...]:
    """The row (:data:`_EXEC_INSERT`'s order) of a call ``exec_change`` creates: requested, unverified, no result
    yet. Built as a tuple at once: a dict of the columns read back in order cost 3-4× as much, once a tool step."""
    c = change
    return (
        c["id"], run_id, c["step"], c["call_index"], c["tool"], dumps_normalized(args), c["idem_key"], c["effect"],
        c["risk"], str(c["status"]), False, "", "", c["request_event_id"], now, now,
    )  # fmt: skip


@dataclass
class _ExecProjection:
    """The tool-execution rows a batch creates and the changes it makes (one per row where exact)."""

    rows: list[tuple[Any, ...]]
    changes: list[ExecChange]
    now: datetime

    @classmethod
    def of(cls, run_id: str, stored: Iterable[Event], now: datetime) -> _ExecProjection:
        rows: list[tuple[Any, ...]] = []
        changes: list[ExecChange] = []
        latest: dict[str, int] = {}  # execution id -> its last change in ``changes``
        for event in stored:
            change = exec_change(event)
            if isinstance(change, dict):
                rows.append(_exec_row(run_id, change, event.payload.get("args", {}), now))
            elif change is not None:
                at = latest.get(change.execution_id)
                folded = changes[at].then(change) if at is not None else None
                if folded is not None:
                    changes[at] = folded  # e.g. a parallel step: results a, b, then verdicts a, b
                else:
                    latest[change.execution_id] = len(changes)
                    changes.append(change)
        return cls(rows, changes, now)

    def foldable(self) -> bool:
        """Whether the changes can ride in the inserts' statement (each row once, none created here)."""
        if not self.changes or (len(self.changes) == 1 and not self.rows):
            return True  # an intent's append, a step's results (folded into one change)
        ids = [c.execution_id for c in self.changes]
        return len(set(ids)) == len(ids) and not set(ids) & {row[0] for row in self.rows}

    def update(self, change: ExecChange) -> sql.Update:
        fields: dict[str, Any] = {"updated_at": self.now, **change.fields}
        where: dict[str, Any] = {"id": change.execution_id}
        if change.promote is not None:
            src, dst = change.promote
            fields["status"] = sql.Promote(str(src), str(dst))
        if change.to is not None:
            fields["status"] = str(change.to)
        allowed = change.allowed()
        if allowed is not None:
            where["status"] = _names(allowed)
        if change.require_key is not None:
            where["idem_key"] = change.require_key or None
        return sql.Update(models.ToolExecution, fields, where)


def _inserts(rows: list[tuple[Any, ...]], execs: _ExecProjection) -> list[sql.Insert]:
    return [
        _event_insert(rows),
        sql.Insert(models.ToolExecution, _EXEC_INSERT, execs.rows),
    ]


def _write_alone(
    guard: sql.Update, rows: list[tuple[Any, ...]], execs: _ExecProjection, new_status: RunStatus, db: Any
) -> bool:
    """The whole append as one autocommit statement on ``db`` (the default connection, outside any transaction);
    False if it refused an execution change (it then wrote nothing, and the caller repeats it in a transaction
    for the typed error)."""
    updates = [execs.update(c) for c in execs.changes]
    try:
        counts = sql.write_guarded(guard, _inserts(rows, execs), updates, alone=True, db=db)
    except sql.Refused:
        return False
    if counts is None:
        _refused_run(guard, new_status)
    return True


def _write(guard: sql.Update, rows: list[tuple[Any, ...]], execs: _ExecProjection, new_status: RunStatus) -> None:
    """The run-row guard, the events and their execution rows; a typed error (and rollback) if refused."""
    updates = [execs.update(c) for c in execs.changes]
    folded = execs.foldable()
    counts = sql.write_guarded(guard, _inserts(rows, execs), updates if folded else [])
    if counts is None:
        _refused_run(guard, new_status)
    if not folded:
        counts = [sql.update(u) for u in updates]
    for change, count in zip(execs.changes, counts, strict=True):
        if count != 1:
            _refused_execution(change)


def _refused_run(guard: sql.Update, new_status: RunStatus) -> NoReturn:
    run_id, expected_seq, token = guard.where["id"], guard.where["last_seq"], guard.where.get("fencing_token")
    current = models.Run.objects.filter(id=run_id).values("last_seq", "fencing_token", "lease_owner", "status").get()
    if token is not None and (
        current["fencing_token"] != token or current["lease_owner"] != guard.where["lease_owner"]
    ):
        raise StaleLease(run_id, token, current["fencing_token"])
    if current["last_seq"] != expected_seq:
        raise SeqConflict(run_id, expected_seq, current["last_seq"])
    raise InvalidTransition(f"run {run_id} is {current['status']}; it cannot become {new_status}")


def _refused_execution(change: ExecChange) -> NoReturn:
    current = models.ToolExecution.objects.filter(id=change.execution_id).values("status", "idem_key").first()
    if current is None:
        raise InvalidTransition(f"unknown tool execution {change.execution_id}")
    if change.require_key is not None and current["idem_key"] != (change.require_key or None):
        raise InvalidTransition(f"execution {change.execution_id}: the approval was given for another idempotency key")
    raise InvalidTransition(f"execution {change.execution_id} is {current['status']}; it cannot become {change.to}")


def event_age(event_id: str) -> float | None:
    """Seconds since event ``event_id`` was journaled, by the database's clock (PostgreSQL's ``clock_timestamp()``;
    SQLite's is this machine's); None for an event no longer stored as a row (packed into a block: long past)."""
    created = models.Event.objects.filter(event_id=event_id).values_list("created_at", flat=True).first()
    if created is None:
        return None
    return (db_now() - created).total_seconds()


def db_now() -> datetime:
    """The database's clock (PostgreSQL's ``clock_timestamp()``, SQLite's ``'now'``: this machine's, as the leases'
    statements read it): what an event's age, a park's re-check (``runs.worker.recovery.due_rechecks``) and whatever
    an operator is told of a lease or a re-check (the stuck page, the notifier, the console) are measured by."""
    with connection.cursor() as cursor:
        if connection.vendor != "postgresql":
            cursor.execute(f"SELECT {sql.clock_text(connection.vendor, '%s')}", [0.0])
            return datetime.fromisoformat(cursor.fetchone()[0]).replace(tzinfo=UTC)
        cursor.execute("SELECT clock_timestamp()")
        return cursor.fetchone()[0]


class DbJournal:
    """The :class:`~agentops.core.loop.Journal` of one lease holder.

    It keeps the head it wrote last (seq, hash, status), so each append after the first writes
    without reading the run row first. It remembers when it last renewed the lease:
    appends renew it only once a third of it has passed, and a tool call within that third of a
    renewal does not pay a round trip to renew (the lease then has at least two thirds left).
    """

    def __init__(
        self, run_id: str, fence: Fence, head_seq: int, *, head: Head | None = None, agent: str | None = None
    ) -> None:
        self.run_id, self.fence, self.head_seq, self.agent = run_id, fence, head_seq, agent
        self.leased_seq = head_seq  # the head when this writer took the run: its appends' blocks end after it
        self._head = head
        self._renewed_at = float("-inf")
        #: the append that made the run final gave the lease up too (see ``append_events``)
        self.released = False
        self._snapshots = 0  # appended by this writer: every ADVANCE_EVERY, the checkpoint may advance

    @classmethod
    def leased(cls, lease: Lease) -> DbJournal:
        """The writer of a lease just taken, with the head the acquisition read (no read of the run row)."""
        head = None
        if lease.head_status is not None:
            head = Head(lease.head_seq, lease.head_hash or GENESIS_HASH, RunStatus(lease.head_status))
        return cls(lease.run_id, lease.fence, lease.head_seq, head=head, agent=lease.agent)

    def _renew_due(self) -> bool:
        return time.monotonic() - self._renewed_at >= self.fence.length / 3

    def append(self, events: Sequence[NewEvent]) -> list[Event]:
        if self._head is None:
            self._head = self._read_head()
        started, renew = time.monotonic(), self._renew_due()
        try:
            stored, status = _append(
                self.run_id, self.fence, self.head_seq, events, self._head, renew, True, self.agent
            )
        except StaleLease:
            self._renewed_at = float("-inf")  # nothing proves the lease any more
            raise
        if stored:
            self.head_seq = stored[-1].seq
            # (the append read the head itself where this writer had none: keep it None, as before)
            self._head = None if self._head is None or status is None else Head(self.head_seq, stored[-1].hash, status)
            if renew:
                self._renewed_at = started
            self.released = self._head is not None and self._head.status in FINAL_RUN
            for event in stored:
                if event.type is EventType.SNAPSHOT_TAKEN:
                    self._snapshots += 1
            if self._snapshots >= checkpoints.ADVANCE_EVERY:
                self._snapshots = 0
                keep_checkpoint(self.run_id)
        return stored

    def keep_pages(self) -> int:
        """Write the pages of the whole blocks this writer's appends filled (:func:`keep_pages`): called once
        the run is given up, so no step waits for it; pages written."""
        return keep_pages(self.run_id, self.leased_seq, self.head_seq)

    def _read_head(self) -> Head | None:
        """The head at ``head_seq``, or None if the run moved on (the append will then say why)."""
        rows = models.Run.objects.filter(id=self.run_id, last_seq=self.head_seq).values_list("last_hash", "status")
        found = rows.first()
        return None if found is None else Head(self.head_seq, found[0] or GENESIS_HASH, RunStatus(found[1]))

    def beat(self, done: Callable[[], None] | None = None) -> LeaseBeat:
        """This writer's lease renewed while a model or tool call is in flight (:mod:`agentops.core.lease_beat`),
        from the beat's own thread (``done`` closes its database connection)."""

        def renew_now() -> bool:
            started = time.monotonic()
            try:
                renew(self.run_id, self.fence)
            except (StaleLease, LeaseUnavailable):
                return False  # taken over: the next append or confirm_lease says so
            self._renewed_at = started
            return True

        return LeaseBeat(renew_now, self.fence.length, done)

    def age(self, event_id: str) -> float | None:
        return event_age(event_id)

    def confirm_lease(self) -> None:
        """Renew the lease, or raise StaleLease: called right before any tool is executed.

        Skipped within a third of the lease after the last renewal (measured from before it was
        sent): the fencing token was current then, so the lease is provably still ours.
        """
        if not self._renew_due():
            return
        started = time.monotonic()
        renew(self.run_id, self.fence)
        self._renewed_at = started
