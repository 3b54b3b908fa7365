"""Celery tasks: thin, load by id, call a service."""

from __future__ import annotations

import time

from django.db import InterfaceError, OperationalError, close_old_connections

from agentops.celery import app
from agentops.core.loop import Outcome
from runs.worker import engine, recovery, retries, sqlite

DB_RETRY_SECONDS = 1.0
DB_RETRIES_HERE = 3  # in this process, before the retry goes back through the broker
DB_RETRIES = 30


@app.task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=None)
def drive(self, run_id: str) -> str:
    """Drive a run; a failed run comes back when its journaled retry is due, a yielded one at once.

    A lost database connection (failover, ``pg_terminate_backend``, a restart) is retried here,
    on a fresh connection, a second later (the drive kept its lease, and this process retakes its
    own lease at once): a retry through the broker would queue behind every waiting run. After
    ``DB_RETRIES_HERE`` attempts the database is down for longer, and the task retries through
    the broker with the same one-second countdown.
    """
    for attempt in range(DB_RETRIES_HERE + 1):
        try:
            outcome = engine.drive_run(run_id)
            break
        except (OperationalError, InterfaceError) as exc:  # the connection or the server, not the query
            close_old_connections()
            if attempt == DB_RETRIES_HERE:
                raise self.retry(exc=exc, countdown=DB_RETRY_SECONDS, max_retries=DB_RETRIES) from exc
            time.sleep(DB_RETRY_SECONDS)
    delay = retries.retry_after(run_id, outcome)
    if delay is not None:
        drive.apply_async((run_id,), countdown=delay)
    elif outcome is Outcome.YIELDED:
        drive.delay(run_id)
    return str(outcome)


@app.task
def recovery_sweep() -> dict[str, str]:
    return recovery.sweep()


@app.task
def verify_pending() -> dict[str, str]:
    return recovery.verify_pending()


@app.task
def sqlite_checkpoint() -> object:
    return sqlite.checkpoint()


@app.task
def retention_purge() -> dict[str, object]:
    """Daily retention (``AGENTOPS_RETENTION_DAYS``; 0 = off)."""
    from django.conf import settings

    from runs.governance.retention import purge

    days = int(settings.AGENTOPS.get("RETENTION_DAYS") or 0)
    if not days:
        return {"skipped": "AGENTOPS_RETENTION_DAYS is 0"}
    report = purge(older_than_days=days, archive_dir=settings.AGENTOPS.get("RETENTION_ARCHIVE_DIR") or None)
    return {"runs": len(report.runs), "events": report.events, "archive": report.archive}
