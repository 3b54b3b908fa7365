"""An in-process journal store with the same fencing and seq rules as the database one.

Used by the core's unit tests and benchmarks; the Django store lives in ``runs.journal.store``.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

from agentops.core.errors import LeaseUnavailable, SeqConflict, StaleLease
from agentops.core.events import Event, NewEvent, seal
from agentops.core.keys import GENESIS_HASH


@dataclass
class _RunLog:
    events: list[Event] = field(default_factory=list)
    owner: str | None = None
    token: int = 0


class MemoryStore:
    """Runs keyed by id; each append is checked against the run's fencing token and head seq."""

    def __init__(self) -> None:
        self._runs: dict[str, _RunLog] = {}
        self._lock = threading.Lock()

    def acquire(self, run_id: str, owner: str) -> int:
        """Take the run's lease (no expiry here) and return the new fencing token."""
        with self._lock:
            log = self._runs.setdefault(run_id, _RunLog())
            if log.owner not in (None, owner):
                raise LeaseUnavailable(f"run {run_id} is leased by {log.owner}")
            log.owner, log.token = owner, log.token + 1
            return log.token

    def release(self, run_id: str, token: int) -> None:
        with self._lock:
            log = self._runs[run_id]
            if log.token == token:
                log.owner = None

    def load(self, run_id: str) -> list[Event]:
        with self._lock:
            return list(self._runs.get(run_id, _RunLog()).events)

    def append(self, run_id: str, token: int, expected_seq: int, events: Sequence[NewEvent]) -> list[Event]:
        with self._lock:
            log = self._runs.setdefault(run_id, _RunLog())
            if token != log.token:
                raise StaleLease(run_id, token, log.token)
            head = log.events[-1] if log.events else None
            if (head.seq if head else 0) != expected_seq:
                raise SeqConflict(run_id, expected_seq, head.seq if head else 0)
            prev, seq, out = (head.hash if head else GENESIS_HASH), expected_seq, []
            for new in events:
                seq += 1
                event, _ = seal(run_id, seq, prev, new)
                out.append(event)
                prev = event.hash
            log.events.extend(out)
            return out

    def journal(self, run_id: str, token: int) -> MemoryJournal:
        head = self.load(run_id)
        return MemoryJournal(self, run_id, token, head[-1].seq if head else 0)


class MemoryJournal:
    """The :class:`~agentops.core.loop.Journal` of one lease holder on a :class:`MemoryStore`."""

    def __init__(self, store: MemoryStore, run_id: str, token: int, head_seq: int) -> None:
        self.store, self.run_id, self.token, self.head_seq = store, run_id, token, head_seq

    def confirm_lease(self) -> None:
        self.store.append(self.run_id, self.token, self.head_seq, [])

    def age(self, event_id: str) -> float | None:
        return None  # no clock: a lookup's "not done" is its last word

    def append(self, events: Sequence[NewEvent]) -> list[Event]:
        stored = self.store.append(self.run_id, self.token, self.head_seq, events)
        if stored:
            self.head_seq = stored[-1].seq
        return stored
