"""Cancelling a bulk job a real Celery worker is executing (PostgreSQL and this helper's Redis): the worker
stops at its next item, every item it had handled stays handled and nothing is approved after the cancel."""

from __future__ import annotations

import time
from collections import Counter

import pytest
import redis
from django.conf import settings

from agentops.core.events import EventType
from approvals.bulk import services as bulk
from approvals.models import BulkItem, BulkJob, ItemState, JobStatus
from runs.models import Event, Run, ToolExecution
from tests.bulk.conftest import previewed
from tests.bulk.test_bulk_crash import _postgres_and_redis, celery_worker, handled, wait_until  # noqa: F401
from tests.dashboard.conftest import waiting_payment

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]
RUNS = 20


def test_a_job_cancelled_while_a_celery_worker_executes_it_stops_between_items(monkeypatch, tmp_path):
    for n in range(RUNS):
        waiting_payment(f"INV-{n}")
    redis.Redis.from_url(settings.REDIS_URL).delete("celery")
    monkeypatch.setenv("AGENTOPS_WORKER", "celery")
    job = bulk.bulk_create(
        action="approve", actor="ann", reason="month end", runs=Run.objects.all(), expected=RUNS,
        confirmation=f"approve {RUNS} totalling {RUNS * 1250:,} EUR", fingerprint=previewed(),
    )  # fmt: skip
    log = (tmp_path / "worker.log").open("w")
    worker = celery_worker("cancel", log, pause=0.2)  # a slow job: 0.2 s after each item
    try:
        wait_until(lambda: handled(job) >= 3, 120, "the worker to approve 3 calls")
        cancelled = bulk.bulk_cancel(job_id=job.pk, actor="approver", reason="wrong month")
        wait_until(lambda: BulkJob.objects.get(pk=job.pk).lease_owner is None, 30, "the cancel to land")
        time.sleep(1.0)  # several of the worker's item intervals: it would have acted by now
    finally:
        worker.kill()
        worker.wait(10)
    assert cancelled.status == JobStatus.CANCELLED and cancelled.cancelled_by == "approver"
    items = Counter(BulkItem.objects.filter(job=job).values_list("state", flat=True))
    done = items[ItemState.DONE]
    assert 3 <= done < RUNS and items == {ItemState.DONE: done, ItemState.CANCELLED: RUNS - done}
    assert Event.objects.filter(type=EventType.MANUAL_CONFIRM_GRANTED).count() == done
    assert ToolExecution.objects.filter(status="WAITING_MANUAL_CONFIRM").count() == RUNS - done
