"""The journal store on the Django ORM: the one function that appends, and the readers.

An append is one transaction: a conditional UPDATE of the run row (fencing token, expected head
seq, allowed status) that also advances the head and renews the lease, the INSERT of the events,
and the projection updates. Zero rows from the UPDATE means this writer lost the run; nothing is
written and a typed error says why.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Case, F, Q, Subquery, Value, When
from django.utils import timezone

from agentops.core.canon import canonical, normalize
from agentops.core.errors import InvalidTransition, SeqConflict, StaleLease
from agentops.core.events import Event, EventType, NewEvent
from agentops.core.keys import GENESIS_HASH, chain_hash, event_id
from agentops.core.states import RunStatus, exec_sources, run_sources
from runs import models
from runs.claims.projection import project_reply
from runs.projection import ExecChange, exec_change, run_status_after

#: Called after commit with ``(run_id, last_seq)``: the live timeline's wake-up (see ``runs.live``).
after_append_hooks: list[Callable[[str, int], None]] = []


@dataclass(frozen=True)
class Fence:
    """Who may write: the lease owner and the fencing token it was given."""

    owner: str
    token: int


def lease_seconds() -> int:
    return int(settings.AGENTOPS["LEASE_SECONDS"])


def to_core(row: models.Event) -> Event:
    return Event(
        run_id=row.run_id,
        seq=row.seq,
        type=EventType(row.type),
        payload=json.loads(row.payload) if row.payload else {},
        event_id=row.event_id,
        prev_hash=row.prev_hash,
        hash=row.hash,
    )


_EVENT_COLUMNS = ("seq", "type", "payload", "event_id", "prev_hash", "hash")
_EVENT_TYPES = {str(t): t for t in EventType}


def load_events(run_id: str, *, from_snapshot: bool = True) -> list[Event]:
    """RunStarted plus, with ``from_snapshot``, only the latest snapshot and the tail after it.

    One query, rows read as tuples (no model instances): this is what every resume pays.
    """
    rows = models.Event.objects.filter(run_id=run_id)
    if from_snapshot:
        snapshot = models.Run.objects.filter(id=run_id).values("snapshot_seq")[:1]
        rows = rows.filter(Q(seq=1) | Q(seq__gte=Subquery(snapshot)))
    loads, kinds = json.loads, _EVENT_TYPES
    return [
        Event(run_id, seq, kinds[kind], loads(payload) if payload else {}, eid, prev, digest)
        for seq, kind, payload, eid, prev, digest in rows.order_by("seq").values_list(*_EVENT_COLUMNS)
    ]


@dataclass(frozen=True)
class Head:
    """The journal head as of ``seq``: what an append needs to chain on and to project status."""

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
) -> list[Event]:
    """Append ``events`` after ``expected_seq``.

    ``fence=None`` only where no lease can be taken: creating a run (seq 0), a late verdict or an
    operator annotation (ReplyReleased) on a terminal run. There the expected head seq alone
    serialises writers.

    ``head`` is the caller's copy of the head at ``expected_seq`` (a writer that just appended
    knows it): it saves the read of the run row. A stale copy cannot slip through: the conditional
    UPDATE still requires ``last_seq == expected_seq``, and hash and status only ever move with seq.
    """
    if not events:
        return []
    now = timezone.now()
    with transaction.atomic():
        if head is None or head.seq != expected_seq:
            row = models.Run.objects.filter(id=run_id).values_list("last_hash", "status").first()
            if row is None:
                raise models.Run.DoesNotExist(f"unknown run {run_id}")
            head = Head(expected_seq, row[0] or GENESIS_HASH, RunStatus(row[1]))
        prev_hash, status = head.hash, head.status
        stored, rows = _chain(run_id, expected_seq, prev_hash, events)
        new_status = status_after(stored, status)
        _advance_head(run_id, fence, expected_seq, stored, status, new_status, now)
        try:
            models.Event.objects.bulk_create([models.Event(run_id=run_id, created_at=now, **row) for row in rows])
        except IntegrityError as exc:
            current = models.Run.objects.filter(id=run_id).values_list("last_seq", flat=True).first() or 0
            raise SeqConflict(run_id, expected_seq, current) from exc
        for event in stored:
            _project_execution(run_id, event, now)
            project_reply(run_id, event, now)
    seq = stored[-1].seq
    for hook in after_append_hooks:
        transaction.on_commit(lambda hook=hook: hook(run_id, seq))
    return stored


def status_after(stored: Iterable[Event], status: RunStatus) -> RunStatus:
    """The run's status once ``stored`` are appended to a run that was ``status``."""
    for event in stored:
        status = run_status_after(event, status)
    return status


def _chain(
    run_id: str, expected_seq: int, prev_hash: str, events: Iterable[NewEvent]
) -> tuple[list[Event], list[dict[str, Any]]]:
    stored, rows, seq = [], [], expected_seq
    for new in events:
        seq += 1
        payload = normalize(new.payload)
        digest = chain_hash(prev_hash, run_id, seq, str(new.type), payload)
        ev = Event(run_id, seq, EventType(new.type), payload, event_id(run_id, seq), prev_hash, digest)
        stored.append(ev)
        rows.append(
            {
                "seq": seq,
                "event_id": ev.event_id,
                "type": str(ev.type),
                "step": payload.get("step"),
                "call_index": payload.get("call_index"),
                "payload": canonical(payload),
                "prev_hash": prev_hash,
                "hash": digest,
            }
        )
        prev_hash = digest
    return stored, rows


def _advance_head(
    run_id: str,
    fence: Fence | None,
    expected_seq: int,
    stored: list[Event],
    status: RunStatus,
    new_status: RunStatus,
    now: Any,
) -> None:
    """The conditional UPDATE: only the fenced writer at the expected head may move the run on."""
    changes: dict[str, Any] = {"last_seq": stored[-1].seq, "last_hash": stored[-1].hash, "last_event_at": now}
    tokens = cost = steps = 0
    for event in stored:
        if event.type is EventType.LLM_SAMPLED:
            usage = event.payload["output"].get("usage") or {}
            tokens += int(usage.get("total_tokens", 0))
            cost += float(usage.get("cost", 0.0))
            steps += 1
        elif event.type is EventType.SNAPSHOT_TAKEN:
            changes["snapshot_seq"] = event.seq
        elif event.type is EventType.RUN_FAILED:
            changes["retry_count"] = int(event.payload.get("retry_count", 0))
        elif event.type is EventType.CLAIM_FLAGGED:
            changes["has_flagged_claim"] = True
    if steps:
        changes.update(
            tokens_used=F("tokens_used") + tokens, cost_used=F("cost_used") + cost, steps_used=F("steps_used") + steps
        )
    if new_status != status:
        changes["status"] = str(new_status)
    rows = models.Run.objects.filter(id=run_id, last_seq=expected_seq)
    if new_status != status:
        rows = rows.filter(status__in=[str(s) for s in run_sources(new_status)])
    if fence is not None:
        rows = rows.filter(fencing_token=fence.token, lease_owner=fence.owner)
        changes["lease_expires_at"] = now + timedelta(seconds=lease_seconds())
    if rows.update(**changes) == 1:
        return
    current = models.Run.objects.filter(id=run_id).values("last_seq", "fencing_token", "lease_owner", "status").get()
    if fence is not None and (current["fencing_token"] != fence.token or current["lease_owner"] != fence.owner):
        raise StaleLease(run_id, fence.token, current["fencing_token"])
    if current["last_seq"] != expected_seq:
        raise SeqConflict(run_id, expected_seq, current["last_seq"])
    raise InvalidTransition(f"run {run_id} is {current['status']}; it cannot become {new_status}")


def _project_execution(run_id: str, event: Event, now: Any) -> None:
    change = exec_change(event)
    if change is None:
        return
    if isinstance(change, dict):
        args = event.payload.get("args", {})
        models.ToolExecution.objects.create(
            run_id=run_id, args=canonical(args), requested_at=now, updated_at=now, **change
        )
        return
    _apply_exec_change(change, now)


def _apply_exec_change(change: ExecChange, now: Any) -> None:
    rows = models.ToolExecution.objects.filter(id=change.execution_id)
    fields: dict[str, Any] = {"updated_at": now, **change.fields}
    if change.promote is not None:
        src, dst = change.promote
        fields["status"] = Case(When(status=str(src), then=Value(str(dst))), default=F("status"))
    if change.to is not None:
        rows = rows.filter(status__in=[str(s) for s in exec_sources(change.to)])
        fields["status"] = str(change.to)
    if change.require_key is not None:
        rows = rows.filter(idem_key=change.require_key or None)
    if rows.update(**fields) == 1:
        return
    current = models.ToolExecution.objects.filter(id=change.execution_id).values("status", "idem_key").first()
    if current is None:
        raise InvalidTransition(f"unknown tool execution {change.execution_id}")
    if change.require_key is not None and current["idem_key"] != (change.require_key or None):
        raise InvalidTransition(f"execution {change.execution_id}: the approval was given for another idempotency key")
    raise InvalidTransition(f"execution {change.execution_id} is {current['status']}; it cannot become {change.to}")


class DbJournal:
    """The :class:`~agentops.core.loop.Journal` of one lease holder.

    It keeps the head it wrote last (seq, hash, status), so each append after the first is one
    conditional UPDATE and one INSERT with no read, and it remembers when its fence was last
    proven, so a tool call right after an append does not pay a second round trip to renew.
    """

    def __init__(self, run_id: str, fence: Fence, head_seq: int) -> None:
        self.run_id, self.fence, self.head_seq = run_id, fence, head_seq
        self._head: Head | None = None
        self._fenced_at = float("-inf")

    def append(self, events: Sequence[NewEvent]) -> list[Event]:
        if self._head is None:
            self._head = self._read_head()
        started = time.monotonic()
        stored = append_events(self.run_id, self.fence, self.head_seq, events, head=self._head)
        if stored:
            self.head_seq = stored[-1].seq
            before = self._head
            self._head = (
                None if before is None else Head(self.head_seq, stored[-1].hash, status_after(stored, before.status))
            )
            self._fenced_at = started
        return stored

    def _read_head(self) -> Head | None:
        """The head at ``head_seq``, or None if the run moved on (the append will then say why)."""
        rows = models.Run.objects.filter(id=self.run_id, last_seq=self.head_seq).values_list("last_hash", "status")
        found = rows.first()
        return None if found is None else Head(self.head_seq, found[0] or GENESIS_HASH, RunStatus(found[1]))

    def confirm_lease(self) -> None:
        """Renew the lease, or raise StaleLease: called right before any tool is executed.

        A fenced append renews the lease too; within a third of the lease after one (measured
        from before it was sent) the lease is provably still ours and the renew is skipped.
        """
        from runs.leases import renew

        if time.monotonic() - self._fenced_at < lease_seconds() / 3:
            return
        renew(self.run_id, self.fence)
        self._fenced_at = time.monotonic()
