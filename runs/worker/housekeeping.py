"""The embedded default's beat: without Redis there is no Celery beat, so the dashboard process
runs the periodic jobs itself on one daemon thread. It reads the same schedule as Celery beat
(``settings.CELERY_BEAT_SCHEDULE``: recovery sweep, delayed verification, approval expiry, SQLite
WAL checkpoint, retention) and calls each task by its name in this process, so it imports no task
module. With REDIS_URL set, Celery beat runs them instead.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from datetime import timedelta

from django.conf import settings
from django.db import connections

from agentops.celery import app as celery_app
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
        due: dict[str, float] = {}
        while not stop.is_set():
            try:
                run_once(due, outward=outward)
            finally:
                connections.close_all()
            stop.wait(interval)

    threading.Thread(target=loop, args=(True,), name="agentops-housekeeping-outward", daemon=True).start()
    thread = threading.Thread(target=loop, args=(False,), name="agentops-housekeeping", daemon=True)
    thread.start()
    return thread
