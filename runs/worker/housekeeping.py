"""The embedded default's beat: without Redis there is no Celery beat, so the dashboard process
runs the periodic jobs itself on one daemon thread (recovery sweep, delayed verification, approval
expiry, SQLite WAL checkpoint). With REDIS_URL set, Celery beat runs them instead (settings.CELERY_BEAT_SCHEDULE).
"""

from __future__ import annotations

import logging
import threading

from django.db import connections

from runs.worker import recovery, sqlite

log = logging.getLogger(__name__)
_started = threading.Event()


def run_once() -> None:
    """One pass of every periodic job (each one is idempotent)."""
    from approvals.tasks import expire_approvals

    recovery.sweep()
    recovery.verify_pending()
    expire_approvals()
    sqlite.checkpoint()


def start_in_process_beat(interval: float = 15.0, *, stop: threading.Event | None = None) -> threading.Thread | None:
    """Start the housekeeping thread once per process; returns it (or None if already running).

    It runs until the process exits, or until ``stop`` is set.
    """
    if _started.is_set():
        return None
    _started.set()
    stop = stop or threading.Event()

    def loop() -> None:
        while not stop.is_set():
            try:
                run_once()
            except Exception:
                log.exception("in-process housekeeping pass failed")
            finally:
                connections.close_all()
            stop.wait(interval)

    thread = threading.Thread(target=loop, name="agentops-housekeeping", daemon=True)
    thread.start()
    return thread
