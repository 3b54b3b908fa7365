"""A bulk approval of 500 held payments, its Celery worker SIGKILLed mid-way, finished by a fresh
worker: every call approved exactly once, each decision journaled with the job's actor and reason.

The workers are real ``celery worker`` processes on the test's PostgreSQL database and this
helper's Redis (hence ``transaction=True``: what the test writes is committed and visible to them).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections import Counter

import pytest
import redis
from django.conf import settings
from django.db import connection

from agentops.core.events import EventType
from approvals.bulk import services as bulk
from approvals.models import BulkItem, BulkJob, ItemState, JobStatus
from bench.chaos import database_url_for
from runs.models import Event, Run, ToolExecution
from tests.bulk.conftest import previewed
from tests.dashboard.conftest import waiting_payment

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]
RUNS = 500
LEASE = 2


@pytest.fixture(autouse=True)
def _postgres_and_redis():
    if connection.vendor != "postgresql" or not settings.REDIS_URL:
        pytest.skip("the crash test runs Celery workers against PostgreSQL and Redis")


def celery_worker(name: str, log, pause: float) -> subprocess.Popen:
    """``pause``: seconds after each item (the first worker's spaces the job out, so the kill lands mid-way)."""
    env = {
        **os.environ,
        "DATABASE_URL": database_url_for(connection.settings_dict),
        "AGENTOPS_WORKER": "none",  # approved payments are not driven here: the bulk job is under test
        "AGENTOPS_BULK_LEASE_SECONDS": str(LEASE),
        "AGENTOPS_BULK_PAUSE": str(pause),
        "AGENTOPS_LOG_LEVEL": "WARNING",
    }
    cmd = [sys.executable, "-m", "celery", "-A", "agentops", "worker", "-P", "solo", "-n", f"{name}@%h"]
    cmd += ["--without-mingle", "--without-gossip", "--without-heartbeat", "-l", "WARNING"]
    return subprocess.Popen(cmd, cwd=settings.BASE_DIR, env=env, start_new_session=True, stderr=log, stdout=log)


def wait_until(condition, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


def handled(job: BulkJob) -> int:
    return BulkItem.objects.filter(job=job).exclude(state=ItemState.PENDING).count()


def test_a_bulk_approval_killed_mid_way_finishes_after_restart_acting_once_per_run(monkeypatch, tmp_path):
    for n in range(RUNS):
        waiting_payment(f"INV-{n}")
    assert ToolExecution.objects.filter(status="WAITING_MANUAL_CONFIRM").count() == RUNS
    redis.Redis.from_url(settings.REDIS_URL).delete("celery")  # nothing of earlier tests for these workers
    monkeypatch.setenv("AGENTOPS_WORKER", "celery")
    job = bulk.bulk_create(
        action="approve",
        actor="ann",
        reason="month-end invoices checked",
        runs=Run.objects.all(),
        expected=RUNS,
        confirmation=f"approve {RUNS} totalling {RUNS * 1250:,} EUR",
        fingerprint=previewed(),
    )  # committed: its on_commit sends approvals.tasks.run_bulk to the broker

    log = (tmp_path / "workers.log").open("w")
    first = celery_worker("first", log, pause=0.01)
    try:
        wait_until(lambda: handled(job) >= 120, 120, "the first worker to approve 120 calls")
        os.killpg(first.pid, signal.SIGKILL)
        first.wait(10)
    finally:
        if first.poll() is None:
            os.killpg(first.pid, signal.SIGKILL)
    job.refresh_from_db()
    at_kill = handled(job)
    assert job.status == JobStatus.RUNNING and at_kill < RUNS, "the kill should land mid-way"
    assert job.lease_owner and job.lease_owner.startswith("bulk:")

    second = celery_worker("second", log, pause=0)  # it starts up while the dead executor's lease runs out
    try:
        time.sleep(LEASE + 0.2)  # the dead executor's lease expires; the bulk sweep hands the job over
        assert bulk.sweep_jobs() == {job.pk: "enqueued"}
        wait_until(lambda: BulkJob.objects.get(pk=job.pk).status == JobStatus.DONE, 300, "the job to finish")
    finally:
        os.killpg(second.pid, signal.SIGKILL)
        second.wait(10)

    items = Counter(BulkItem.objects.filter(job=job).values_list("state", flat=True))
    assert items == {ItemState.DONE: RUNS}
    grants = Event.objects.filter(type=EventType.MANUAL_CONFIRM_GRANTED)
    per_call = Counter(grants.values_list("step", "run_id"))
    assert len(per_call) == RUNS and set(per_call.values()) == {1}  # every call approved, none twice
    for payload in grants.values_list("payload", flat=True)[:RUNS]:
        assert '"actor":"ann"' in payload and '"reason":"month-end invoices checked"' in payload
        assert f'"bulk":"{job.tag}"' in payload
    assert ToolExecution.objects.filter(status="APPROVED").count() == RUNS
    # every decision gave its run's lease back, but for one the kill may have cut between append and release
    assert list(Run.objects.exclude(lease_owner=None).values_list("lease_owner", flat=True)) in (
        [],
        ["operator:approver"],
    )
