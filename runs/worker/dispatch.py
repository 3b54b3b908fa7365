"""Hand a run to a worker after the current transaction commits.

``AGENTOPS_WORKER``: ``celery`` (default with REDIS_URL) enqueues the Celery task; ``thread``
(default without) drives runs on a small in-process pool, the embedded default's worker;
``eager`` drives inline (tests). ``none`` only records the run (``manage.py drive`` or the
recovery sweep's stranded-PENDING pass picks it up).
"""

from __future__ import annotations

import logging
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from django.conf import settings
from django.db import connections, transaction

from agentops.celery import app as celery_app
from runs.worker.engine import drive_until_settled
from runs.worker.retries import retry_after

log = logging.getLogger(__name__)
#: The Celery task that drives a run, sent by name: the worker imports ``runs.tasks``, nothing here does.
DRIVE_TASK = "runs.tasks.drive"
_pool: ThreadPoolExecutor | None = None


def worker_mode() -> str:
    return os.environ.get("AGENTOPS_WORKER") or ("celery" if settings.REDIS_URL else "thread")


def enqueue_drive(run_id: str, *, countdown: float = 0) -> None:
    """Drive ``run_id`` once the caller's transaction has committed."""
    transaction.on_commit(lambda: _dispatch(run_id, countdown))


def _dispatch(run_id: str, countdown: float) -> None:
    mode = worker_mode()
    if mode == "celery" and celery_app.conf.task_always_eager:
        mode = "eager"  # no broker (AGENTOPS_EAGER_TASKS): a message sent by name would reach no worker
    if mode == "celery":
        try:
            celery_app.send_task(DRIVE_TASK, (run_id,), countdown=countdown)
        except Exception:
            # The run is already committed: a broker outage must not fail the caller. The recovery
            # sweep re-enqueues PENDING runs nobody picked up (AGENTOPS_STRANDED_PENDING_SECONDS).
            log.warning("enqueue of run %s failed; the recovery sweep will re-enqueue it", run_id, exc_info=True)
    elif mode == "thread":
        global _pool
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="agentops-worker")
        if countdown > 0:
            # lost if this process dies first: the recovery sweep enqueues every due retry
            timer = threading.Timer(countdown, _pool.submit, (_drive_in_thread, run_id))
            timer.daemon = True
            timer.start()
        else:
            _pool.submit(_drive_in_thread, run_id)
    elif mode == "eager":
        time.sleep(countdown)
        _drive_here(run_id)


def _drive_here(run_id: str) -> None:
    """Drive in this process (thread and eager modes), then hand a failed run its journaled retry."""
    outcome = drive_until_settled(run_id)
    delay = retry_after(run_id, outcome)
    if delay is not None:
        _dispatch(run_id, delay)


def _drive_in_thread(run_id: str) -> None:
    try:
        _drive_here(run_id)
    except Exception:
        log.exception("in-process worker failed on run %s", run_id)
    finally:
        connections.close_all()
