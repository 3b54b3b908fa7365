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
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import Any

from django.conf import settings
from django.db import connections, transaction

from agentops.celery import app as celery_app
from agentops.env import env_choice
from agentops.startup import migrated_in_process
from runs.worker.engine import drive_until_settled
from runs.worker.retries import retry_after
from runs.worker.storage import log_failure

log = logging.getLogger(__name__)
#: The Celery task that drives a run, sent by name: the worker imports ``runs.tasks``, nothing here does.
DRIVE_TASK = "runs.tasks.drive"
_pools: dict[str, ThreadPoolExecutor] = {}
_running: set[Future] = set()  # work handed to the pools and not finished yet
# a forked child (a server forked by its parent, a test's daphne) has none of the parent's pool threads
os.register_at_fork(after_in_child=lambda: (_pools.clear(), _running.clear()))


def worker_mode() -> str:
    """``AGENTOPS_WORKER`` as it is now (``manage.py demo`` sets it), by the rule settings checked at start-up."""
    return env_choice("AGENTOPS_WORKER", "celery" if settings.REDIS_URL else "thread", settings.WORKER_MODES)


def dispatch_mode() -> str:
    """How work is handed over now (a run's drive, a bulk job): :func:`worker_mode`, but ``celery`` without a broker
    (``AGENTOPS_EAGER_TASKS``) is ``eager`` — a message sent by name would reach no worker."""
    mode = worker_mode()
    return "eager" if mode == "celery" and celery_app.conf.task_always_eager else mode


def enqueue_drive(run_id: str, *, countdown: float = 0) -> None:
    """Drive ``run_id`` once the caller's transaction has committed."""
    transaction.on_commit(lambda: _dispatch(run_id, countdown))


def _dispatch(run_id: str, countdown: float) -> None:
    mode = dispatch_mode()
    if mode == "celery":
        try:
            celery_app.send_task(DRIVE_TASK, (run_id,), countdown=countdown)
        except Exception:
            # The run is already committed: a broker outage must not fail the caller. The recovery
            # sweep re-enqueues PENDING runs nobody picked up (AGENTOPS_STRANDED_PENDING_SECONDS).
            log.warning("enqueue of run %s failed; the recovery sweep will re-enqueue it", run_id, exc_info=True)
    elif mode == "thread":
        args = ("worker", _drive_here, run_id)
        if countdown > 0:
            # lost if this process dies first: the recovery sweep enqueues every due retry
            timer = threading.Timer(countdown, in_process, args)
            timer.daemon = True
            timer.start()
        else:
            in_process(*args)
    elif mode == "eager":
        time.sleep(countdown)
        _drive_here(run_id)


def _drive_here(run_id: str) -> None:
    """Drive in this process (thread and eager modes), then hand a failed run its journaled retry."""
    outcome = drive_until_settled(run_id)
    delay = retry_after(run_id, outcome)
    if delay is not None:
        _dispatch(run_id, delay)


def in_process(pool: str, work: Callable[[Any], object], item: Any, *, threads: int = 2) -> None:
    """Run ``work(item)`` on the named in-process thread pool (the embedded default's workers: ``worker``
    drives runs, ``bulk`` executes bulk jobs); a failure is logged, the thread's connections closed."""
    if pool not in _pools:
        _pools[pool] = ThreadPoolExecutor(max_workers=threads, thread_name_prefix=f"agentops-{pool}")
    future = _pools[pool].submit(_guarded, pool, work, item)
    _running.add(future)
    future.add_done_callback(_running.discard)


def wait_in_process() -> None:
    """Return once the in-process pools have finished every piece of work handed to them, including work
    handed over meanwhile (a drive's immediate retry). A command that gave a run to the embedded default's
    worker calls it before it exits: a drive cut short by interpreter shutdown leaves its calls in doubt."""
    while _running:
        wait(list(_running))


def _guarded(pool: str, work: Callable[[Any], object], item: Any) -> None:
    try:
        migrated_in_process(f"the in-process {pool} pool")  # none before `migrate` has run, as a Celery worker
        work(item)
    except Exception as exc:
        log_failure(log, exc, f"in-process {pool} failed on {item}")
    finally:
        connections.close_all()
