"""The embedded default's beat: without Redis there is no Celery beat, so the dashboard process
runs the periodic jobs itself on one daemon thread. It reads the same schedule as Celery beat
(``settings.CELERY_BEAT_SCHEDULE``: recovery sweep, delayed verification, approval expiry, SQLite
WAL checkpoint, retention) and calls each task by its name in this process, so it imports no task
module. With REDIS_URL set, Celery beat runs them instead.

One process per data directory runs it (:func:`holds_beat`: a file lock in ``AGENTOPS_DATA_DIR`` per database): two web
processes on one SQLite database each ran the whole schedule — two recovery sweeps, two approval-expiry cursors
(each in its own process's memory cache), two notification passes. The others check every pass and take it
over when the holder exits (the OS frees the lock even on SIGKILL).
"""

from __future__ import annotations

import atexit
import fcntl
import hashlib
import logging
import os
import threading
import time
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import IO

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


def run_once(due: dict[str, float] | None = None, *, now: float | None = None, outward: bool | None = None) -> None:
    """One pass over the beat schedule (each job is idempotent; one that fails is logged, the rest run).

    Without ``due`` every job runs; with it (job name → monotonic time it is next due) only the
    jobs that are due run, and their next time is written back. ``outward`` True / False: only the
    :data:`OUTWARD` jobs / only the others.
    """
    now = time.monotonic() if now is None else now
    for name, entry in settings.CELERY_BEAT_SCHEDULE.items():
        if outward is not None and (name in OUTWARD) != outward:
            continue
        if due is not None and due.get(name, now) > now:
            continue
        if due is not None:
            due[name] = now + _every(entry["schedule"])
        try:
            _run(entry["task"])
        except Exception as exc:
            log_failure(log, exc, f"housekeeping job {name} ({entry['task']}) failed")


#: (the pid that opened it, the lock file) while this process runs the beat; a forked child opens its own
_beat_lock: tuple[int, IO[str]] | None = None
_beat_lock_guard = threading.Lock()


def beat_lock_path() -> Path:
    """``AGENTOPS_DATA_DIR/beat-<database>.lock``: one per database the processes share (SQLite's file; under the
    test runner, each worker's own test database)."""
    db = connections["default"].settings_dict
    which = "|".join(str(db.get(k) or "") for k in ("ENGINE", "HOST", "PORT", "NAME"))
    return Path(settings.DATA_DIR) / f"beat-{hashlib.sha256(which.encode()).hexdigest()[:16]}.lock"


def holds_beat() -> bool:
    """Whether this process runs the embedded beat of its data directory: an exclusive ``flock`` on
    :func:`beat_lock_path`, tried without waiting and kept until the process exits (the lock file says
    which pid holds it). Another process's next pass takes it over then."""
    global _beat_lock
    with _beat_lock_guard:
        if _beat_lock is not None and _beat_lock[0] == os.getpid():
            return True
        path = beat_lock_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        file = path.open("a+")
        try:
            fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # another process holds it
            file.close()
            return False
        file.seek(0)
        file.truncate()
        file.write(f"{os.getpid()}\n")
        file.flush()
        _beat_lock = (os.getpid(), file)
        log.info("embedded beat: this process (pid %s) runs the schedule of %s", os.getpid(), path.parent)
        return True


def release_beat() -> None:
    """Give the beat up (its threads were stopped): another process of the data directory takes it over."""
    global _beat_lock
    with _beat_lock_guard:
        if _beat_lock is not None and _beat_lock[0] == os.getpid():
            _beat_lock[1].close()  # closing the file releases its flock
        _beat_lock = None


def start_in_process_beat(interval: float = 15.0, *, stop: threading.Event | None = None) -> threading.Thread | None:
    """Start the housekeeping threads once per process; returns the sweeps' one (or None if already running).

    Each wakes every ``interval`` seconds and runs its jobs that are due (the :data:`OUTWARD` ones on a
    second thread), until the process exits or ``stop`` is set.
    """
    if _started.is_set():
        return None
    _started.set()
    stop = stop or threading.Event()

    def loop(outward: bool) -> None:
        migrated_in_process("the embedded beat")  # no pass before `migrate` has run, as the maintenance worker
        due: dict[str, float] = {}
        while not stop.is_set():
            try:
                if holds_beat():  # one process per data directory; the others wait to take it over
                    run_once(due, outward=outward)
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
