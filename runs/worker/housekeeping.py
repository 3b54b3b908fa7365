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
from datetime import timedelta

from django.conf import settings
from django.db import connections

from agentops.celery import app as celery_app

log = logging.getLogger(__name__)
_started = threading.Event()


def _every(schedule: object) -> float:
    """Seconds between two runs of a beat entry (the embedded beat runs fixed intervals only)."""
    if isinstance(schedule, timedelta):
        return schedule.total_seconds()
    if isinstance(schedule, int | float):
        return float(schedule)
    raise TypeError(f"the embedded beat runs fixed intervals, not {schedule!r}")


def _run(task_name: str) -> None:
    """Run the task registered as ``task_name`` here and now (Celery imports the apps' ``tasks``)."""
    celery_app.loader.import_default_modules()
    celery_app.tasks[task_name]()


def run_once(due: dict[str, float] | None = None, *, now: float | None = None) -> None:
    """One pass over the beat schedule (each job is idempotent; one that fails is logged, the rest run).

    Without ``due`` every job runs; with it (job name → monotonic time it is next due) only the
    jobs that are due run, and their next time is written back.
    """
    now = time.monotonic() if now is None else now
    for name, entry in settings.CELERY_BEAT_SCHEDULE.items():
        if due is not None and due.get(name, now) > now:
            continue
        if due is not None:
            due[name] = now + _every(entry["schedule"])
        try:
            _run(entry["task"])
        except Exception:
            log.exception("housekeeping job %s (%s) failed", name, entry["task"])


def start_in_process_beat(interval: float = 15.0, *, stop: threading.Event | None = None) -> threading.Thread | None:
    """Start the housekeeping thread once per process; returns it (or None if already running).

    It wakes every ``interval`` seconds and runs the jobs that are due, until the process exits
    or ``stop`` is set.
    """
    if _started.is_set():
        return None
    _started.set()
    stop = stop or threading.Event()
    due: dict[str, float] = {}

    def loop() -> None:
        while not stop.is_set():
            try:
                run_once(due)
            finally:
                connections.close_all()
            stop.wait(interval)

    thread = threading.Thread(target=loop, name="agentops-housekeeping", daemon=True)
    thread.start()
    return thread
