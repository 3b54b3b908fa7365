"""The embedded default's beat: without Redis there is no Celery beat, so the dashboard process
runs the periodic jobs itself on one daemon thread. It reads the same schedule as Celery beat
(``settings.CELERY_BEAT_SCHEDULE``: recovery sweep, delayed verification, approval expiry, SQLite
WAL checkpoint, retention) and calls each task by its name in this process, so it imports no task
module. With REDIS_URL set, Celery beat runs them instead.

One process per data directory runs it (:func:`holds_beat`: a lease in a file of ``AGENTOPS_DATA_DIR`` per database):
two web processes on one SQLite database each ran the whole schedule — two recovery sweeps, two approval-expiry cursors
(each in its own process's memory cache), two notification passes. The holder renews the lease before each job; the
others check every pass and take it over once it lapses — the holder exited, or is stopped or hung: a lock kept until
the process exits was kept for ever by a SIGSTOPped one, and no process ran the schedule (qa-ops8 F4). Each take-over
writes a new token: a holder that comes back finds another's and runs no further job. The stuck page shows when the
schedule last ran, and warns when its lease lapsed (:func:`schedule_seen`).
"""

from __future__ import annotations

import atexit
import hashlib
import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from django.conf import settings
from django.db import connections

from agentops.celery import app as celery_app
from agentops.startup import migrated_in_process
from runs.worker.storage import log_failure

log = logging.getLogger(__name__)
_started = threading.Event()
#: Celery's loader imports the apps' task modules on first use; two threads doing it at once saw the registry
#: before the other had filled it (``NotRegistered: approvals.tasks.notify`` on the first pass after a start)
_imports = threading.Lock()


def _every(schedule: object) -> float:
    """Seconds between two runs of a beat entry (the embedded beat runs fixed intervals only)."""
    if isinstance(schedule, timedelta):
        return schedule.total_seconds()
    if isinstance(schedule, int | float):
        return float(schedule)
    raise TypeError(f"the embedded beat runs fixed intervals, not {schedule!r}")


def _task(task_name: str) -> Callable[[], object]:
    """The task registered as ``task_name``, once Celery has imported the apps' ``tasks`` (one thread at a time)."""
    with _imports:
        celery_app.loader.import_default_modules()
        return celery_app.tasks[task_name]


def _run(task_name: str) -> None:
    """Run the task registered as ``task_name`` here and now."""
    _task(task_name)()


#: beat entries that wait on servers outside (a notification receiver may take its whole timeout per send):
#: they run on a thread of their own, so a slow receiver never holds up the sweeps
OUTWARD = frozenset({"notify"})


def run_once(
    due: dict[str, float] | None = None,
    *,
    now: float | None = None,
    outward: bool | None = None,
    held: Callable[[], bool] | None = None,
) -> None:
    """One pass over the beat schedule (each job is idempotent; one that fails is logged, the rest run).

    Without ``due`` every job runs; with it (job name → monotonic time it is next due) only the
    jobs that are due run, and their next time is written back. ``outward`` True / False: only the
    :data:`OUTWARD` jobs / only the others. ``held``: asked before each job (the beat's lease, renewed), the pass
    ends when it answers False.
    """
    now = time.monotonic() if now is None else now
    for name, entry in settings.CELERY_BEAT_SCHEDULE.items():
        if outward is not None and (name in OUTWARD) != outward:
            continue
        if due is not None and due.get(name, now) > now:
            continue
        if held is not None and not held():
            return
        if due is not None:
            due[name] = now + _every(entry["schedule"])
        try:
            _run(entry["task"])
        except Exception as exc:
            log_failure(log, exc, f"housekeeping job {name} ({entry['task']}) failed")


#: How many beat intervals the schedule's lease lasts unrenewed: past that, another process takes it over.
LEASE_INTERVALS = 4

#: (this process's pid, the token of the lease it holds) while it runs the beat; a forked child holds none
_held: tuple[int, int] | None = None
_held_guard = threading.Lock()


@dataclass(frozen=True)
class Lease:
    """One take-over of the schedule, as its file holds it: the holder's pid, when the lease lapses and when the
    holder last renewed it (before a pass's job: the schedule's last tick), in seconds since the epoch."""

    pid: int
    expires: float
    tick: float

    @classmethod
    def read(cls, path: Path) -> Lease | None:
        """The lease of ``path``; None when it is gone or not written yet (its taker is between its two calls)."""
        try:
            pid, expires, tick = path.read_text().split()
            return cls(int(pid), float(expires), float(tick))
        except (OSError, ValueError):
            return None

    def write(self, path: Path) -> None:
        """Replace ``path``'s lease at once (a reader sees the old one or this one)."""
        part = path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}")
        part.write_text(f"{self.pid} {self.expires:.3f} {self.tick:.3f}\n")
        os.replace(part, path)


def beat_lease_prefix() -> Path:
    """``AGENTOPS_DATA_DIR/beat-<database>``, the leases' files ``<prefix>.<token>``: one schedule per database the
    processes share (SQLite's file; under the test runner, each worker's own test database)."""
    db = connections["default"].settings_dict
    which = "|".join(str(db.get(k) or "") for k in ("ENGINE", "HOST", "PORT", "NAME"))
    return Path(settings.DATA_DIR) / f"beat-{hashlib.sha256(which.encode()).hexdigest()[:16]}"


def _newest() -> tuple[int, Path]:
    """The latest take-over's token and file (0 and a file that is not there when none was made)."""
    prefix = beat_lease_prefix()
    tokens = [int(t) for f in prefix.parent.glob(f"{prefix.name}.*") if (t := f.name.rpartition(".")[2]).isdigit()]
    token = max(tokens, default=0)
    return token, prefix.with_name(f"{prefix.name}.{token}")


def holds_beat(lease_seconds: float) -> bool:
    """Whether this process runs the embedded beat of its data directory now: it holds the latest take-over and
    renews it (for ``lease_seconds``), or takes the schedule over when the latest one lapsed (its holder exited, is
    stopped or hung). A take-over creates the next token's file, which one process alone can (``O_EXCL``): no lock
    is held between two calls, so none is kept by a process stopped in between. A holder that finds a newer token
    than its own was taken over and runs no further job."""
    global _held
    with _held_guard:
        token, path = _newest()
        now, pid = time.time(), os.getpid()
        if _held == (pid, token):
            Lease(pid, now + lease_seconds, now).write(path)
            return True
        _held = None
        found = Lease.read(path)
        if found is not None and found.expires > now:
            return False
        if found is None and token and _age(path, now) < lease_seconds:
            return False  # being taken over this instant (created, not written yet)
        taken = path.with_name(f"{beat_lease_prefix().name}.{token + 1}")
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.close(os.open(taken, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        except FileExistsError:
            return False  # another process took it over first
        Lease(pid, now + lease_seconds, now).write(taken)
        _held = (pid, token + 1)
        if token > 1:
            path.with_name(f"{beat_lease_prefix().name}.{token - 1}").unlink(missing_ok=True)
        log.info("embedded beat: this process (pid %s) runs the schedule of %s", pid, settings.DATA_DIR)
        return True


def _age(path: Path, now: float) -> float:
    try:
        return now - path.stat().st_mtime
    except OSError:
        return float("inf")


def release_beat() -> None:
    """Give the beat up (its threads were stopped): its lease lapses now, so another process takes it over."""
    global _held
    with _held_guard:
        token, path = _newest()
        found = Lease.read(path)
        if _held == (os.getpid(), token) and found is not None:
            Lease(found.pid, 0.0, found.tick).write(path)
        _held = None


def schedule_seen() -> dict[str, object] | None:
    """When the embedded beat last ran its schedule here (``at``), by which process (``pid``), and whether its lease
    lapsed (``stale``: nobody runs the schedule until another process's next pass takes it over); None when no
    process of this data directory ran it (Celery beat runs it, or none has started)."""
    found = Lease.read(_newest()[1])
    if found is None:
        return None
    return {"at": datetime.fromtimestamp(found.tick, UTC), "pid": found.pid, "stale": found.expires < time.time()}


def start_in_process_beat(interval: float = 15.0, *, stop: threading.Event | None = None) -> threading.Thread | None:
    """Start the housekeeping threads once per process; returns the sweeps' one (or None if already running).

    Each wakes every ``interval`` seconds and runs its jobs that are due (the :data:`OUTWARD` ones on a
    second thread), until the process exits or ``stop`` is set.
    """
    if _started.is_set():
        return None
    _started.set()
    stop = stop or threading.Event()

    lease = LEASE_INTERVALS * interval

    def loop(outward: bool) -> None:
        migrated_in_process("the embedded beat")  # no pass before `migrate` has run, as the maintenance worker
        due: dict[str, float] = {}
        while not stop.is_set():
            try:
                if holds_beat(lease):  # one process per data directory; the others wait to take it over
                    run_once(due, outward=outward, held=lambda: holds_beat(lease))
            finally:
                connections.close_all()
            stop.wait(interval)
        release_beat()  # stopped (a test, a server shutting down): no longer this process's

    outward = threading.Thread(target=loop, args=(True,), name="agentops-housekeeping-outward", daemon=True)
    thread = threading.Thread(target=loop, args=(False,), name="agentops-housekeeping", daemon=True)
    for each in (outward, thread):
        each.start()
    atexit.register(_stop_at_exit, stop, (outward, thread))
    return thread


#: How long the interpreter's exit waits for a beat pass under way to finish (a notification's receiver may take
#: its whole timeout; past this the process exits as it did before).
EXIT_WAIT = 10.0


def _stop_at_exit(stop: threading.Event, threads: tuple[threading.Thread, ...]) -> None:
    """Stop the beat before the interpreter finalises: a daemon thread still inside a C++ extension then (RE2 in the
    redaction of a notification, a driver) was killed by a forced unwind, and the process aborted ("terminate called
    without an active exception", exit -6) after its work was done."""
    stop.set()
    deadline = time.monotonic() + EXIT_WAIT
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))
