"""The embedded default's shape: a bulk job runs on the in-process pool, and the in-process beat's
bulk sweep takes up a job whose executor died (no Celery, no Redis needed)."""

from __future__ import annotations

import time

import pytest

from approvals.bulk import services
from approvals.models import BulkJob, JobStatus
from runs.models import Run, ToolExecution
from runs.worker import housekeeping
from tests.bulk.conftest import previewed

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.sqlite]


def wait_done(job_id: int, timeout: float = 30) -> BulkJob:
    deadline = time.monotonic() + timeout
    while (job := BulkJob.objects.get(pk=job_id)).status != JobStatus.DONE:
        assert time.monotonic() < deadline, f"job {job_id} is still {job.status}"
        time.sleep(0.05)
    return job


def test_the_in_process_pool_executes_a_job_and_the_beat_sweeps_a_dead_executors_job(payments, monkeypatch, settings):
    from runs.worker import dispatch

    runs = payments(2)
    driven: list[str] = []
    monkeypatch.setattr(dispatch, "_dispatch", lambda run_id, countdown: driven.append(run_id))  # not the payments
    monkeypatch.setenv("AGENTOPS_WORKER", "thread")
    settings.CELERY_BEAT_SCHEDULE = {"bulk-sweep": settings.CELERY_BEAT_SCHEDULE["bulk-sweep"]}
    job = services.bulk_create(
        action="approve",
        actor="ann",
        reason="ok",
        runs=Run.objects.all(),
        expected=2,
        confirmation="approve 2 totalling 2,500 EUR",
        fingerprint=previewed(),
    )
    wait_done(job.pk)
    assert ToolExecution.objects.filter(tool="pay_invoice", status="APPROVED").count() == 2
    assert sorted(driven) == sorted(r.id for r in runs)  # each approved run handed back to a worker, once

    monkeypatch.setenv("AGENTOPS_WORKER", "none")  # the hand-over on commit reaches nobody, as if the process died
    payments(1, prefix="LATE")
    late = services.bulk_create(
        action="reject", actor="ann", reason="late", runs=Run.objects.all(), expected=1, confirmation="reject 1",
        fingerprint=previewed(action="reject"),
    )  # fmt: skip
    BulkJob.objects.filter(pk=late.pk).update(lease_owner="bulk:dead:1", status=JobStatus.RUNNING)
    monkeypatch.setenv("AGENTOPS_WORKER", "thread")
    housekeeping.run_once()  # the lease has not expired: the sweep leaves the job alone
    assert BulkJob.objects.get(pk=late.pk).status == JobStatus.RUNNING
    BulkJob.objects.filter(pk=late.pk).update(lease_expires_at="2000-01-01T00:00:00Z")
    housekeeping.run_once()
    assert wait_done(late.pk).total == 1
    assert ToolExecution.objects.filter(status="REJECTED").count() == 1


def test_a_bulk_job_is_handed_over_by_the_runs_rule_celery_without_a_broker_runs_it_here(payments, monkeypatch):
    """qa-deploy5: ``enqueue_job`` repeated ``runs.worker.dispatch``'s "celery without a broker is eager" rule; one rule
    now (``dispatch_mode``), for a run's drive and a bulk job alike."""
    from agentops.celery import app as celery_app
    from runs.worker import dispatch

    payments(1)
    monkeypatch.setattr(dispatch, "_dispatch", lambda run_id, countdown: None)  # not the payment
    monkeypatch.setattr(celery_app, "send_task", lambda *a, **k: pytest.fail("sent to a broker nobody reads"))
    monkeypatch.setenv("AGENTOPS_WORKER", "celery")
    monkeypatch.setitem(celery_app.conf, "task_always_eager", True)
    assert dispatch.dispatch_mode() == "eager"
    job = services.bulk_create(
        action="reject", actor="ann", reason="no", runs=Run.objects.all(), expected=1, confirmation="reject 1",
        fingerprint=previewed(action="reject"),
    )  # fmt: skip
    assert BulkJob.objects.get(pk=job.pk).status == JobStatus.DONE  # executed inline, at the commit
    monkeypatch.setitem(celery_app.conf, "task_always_eager", False)
    assert dispatch.dispatch_mode() == "celery"
