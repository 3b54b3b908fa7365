"""Celery tasks and dispatch against real PostgreSQL and a real (dead or private) broker."""

from __future__ import annotations

import json
from datetime import timedelta

import psycopg
import pytest
from django.core.cache import cache
from django.db import OperationalError, close_old_connections, connection
from django.utils import timezone

from agentops.demo.ticket import ticket_inputs
from bench.chaos import database_url_for
from runs.journal import store as journal
from runs.journal.chain import verify_chain
from runs.models import Run, SideEffect
from runs.services import run_create
from runs.tasks import drive
from runs.worker import engine, recovery
from runs.worker.dispatch import DRIVE_TASK

pytestmark = pytest.mark.django_db(transaction=True)


def kill_my_connection() -> None:
    """``pg_terminate_backend`` of this process's connection, from a second connection."""
    connection.ensure_connection()
    pid = connection.connection.info.backend_pid
    with psycopg.connect(database_url_for(connection.settings_dict), autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", [pid])


@pytest.fixture
def postgres():
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")


def test_drive_takes_the_run_back_after_its_connection_was_terminated(postgres):
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), seed=7, start=False)
    kill_my_connection()
    result = drive.apply(args=(run.id,))
    assert result.get() == "COMPLETED"
    run.refresh_from_db()
    assert run.status == "COMPLETED" and run.lease_owner is None
    assert run.events.filter(type="LlmSampled").count() == 24


def kill_connection_after_step(run_id: str, step: int, monkeypatch) -> None:
    """Terminate this process's connection once, right after the commit that journals ``step``."""

    def hook(written_run, seq):
        if written_run == run_id and Run.objects.filter(id=run_id, steps_used=step).exists():
            monkeypatch.setattr(journal, "after_append_hooks", [])
            kill_my_connection()

    monkeypatch.setattr(journal, "after_append_hooks", [hook])


def drive_until_the_connection_dies(inputs: int, owner: str, monkeypatch) -> Run:
    """A ticket run driven by ``owner`` until the database drops its connection after step 5."""
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(inputs), seed=7, start=False)
    kill_connection_after_step(run.id, 5, monkeypatch)
    with pytest.raises(OperationalError):
        engine.drive_run(run.id, owner=owner)
    close_old_connections()
    run.refresh_from_db()
    assert run.steps_used == 5
    return run


def assert_completed_once(run: Run) -> None:
    """24 samples, an intact chain and the 6 emails: nothing lost, nothing repeated."""
    assert run.events.filter(type="LlmSampled").count() == 24 and verify_chain(run.id).ok
    assert SideEffect.objects.filter(kind="email").count() == 6


def test_a_drive_whose_connection_dies_keeps_its_lease_for_its_own_retry(postgres, monkeypatch):
    run = drive_until_the_connection_dies(6, "worker:a:1", monkeypatch)
    assert run.lease_owner == "worker:a:1"
    assert engine.drive_run(run.id, owner="worker:b:2") is None  # another worker may not touch it
    assert Run.objects.get(id=run.id).last_seq == run.last_seq
    assert str(engine.drive_run(run.id, owner="worker:a:1")) == "COMPLETED"  # its own retry: no wait
    assert_completed_once(run)


def test_a_worker_that_dies_after_losing_its_connection_is_recovered_by_the_sweep(postgres, monkeypatch):
    """The process dies before its retry: the lease it kept expires and the sweep takes the run."""
    run = drive_until_the_connection_dies(8, "worker:dead:1", monkeypatch)
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(seconds=1))
    assert recovery.sweep()[run.id] == "recovered: COMPLETED"
    started = run.events.get(type="RecoveryStarted")
    assert '"previous_owner":"worker:dead:1"' in started.payload
    assert_completed_once(run)


def test_the_drive_task_retries_a_lost_connection_in_process_not_through_the_broker(postgres, monkeypatch):
    from runs import tasks

    run, _ = run_create(agent="ticket", inputs=ticket_inputs(7), seed=7, start=False)
    kill_connection_after_step(run.id, 9, monkeypatch)
    monkeypatch.setattr(tasks, "DB_RETRY_SECONDS", 0.0)

    def through_the_broker(*args, **kwargs):
        raise AssertionError("retried through the broker")

    monkeypatch.setattr(drive, "retry", through_the_broker)
    assert drive.apply(args=(run.id,)).get() == "COMPLETED"
    run.refresh_from_db()
    assert_completed_once(run)
    assert run.lease_owner is None


def test_enqueue_with_the_broker_down_keeps_the_run_for_the_sweep(postgres, monkeypatch, settings):
    from agentops.celery import app

    monkeypatch.setenv("AGENTOPS_WORKER", "celery")
    monkeypatch.setitem(app.conf, "broker_url", "redis://127.0.0.1:1/0")  # nothing listens there
    monkeypatch.setitem(app.conf, "task_publish_retry", False)
    app._pool = app.amqp._producer_pool = None  # new connections for the dead broker, and again for the next test
    try:
        run, created = run_create(agent="ticket", inputs=ticket_inputs(2), seed=7)
    finally:
        app._pool = app.amqp._producer_pool = None
    assert created
    run.refresh_from_db()
    assert run.status == "PENDING" and run.last_seq == 1


def test_celery_dispatch_sends_the_drive_task_by_the_name_the_worker_registers(postgres, monkeypatch, settings):
    """``runs.worker.dispatch`` imports no task: the message names ``runs.tasks.drive``, which a worker runs."""
    import redis

    monkeypatch.setenv("AGENTOPS_WORKER", "celery")
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(6), seed=7)
    broker = redis.Redis.from_url(settings.REDIS_URL)
    raw = [m for m in broker.lrange("celery", 0, -1) if run.id.encode() in m]
    for message in raw:
        broker.lrem("celery", 0, message)
    assert [json.loads(m)["headers"]["task"] for m in raw] == [DRIVE_TASK]
    assert drive.name == DRIVE_TASK
    run.refresh_from_db()
    assert run.status == "PENDING" and drive.apply(args=(run.id,)).get() == "COMPLETED"


def test_sweep_re_enqueues_orphaned_runs_once_per_window(postgres, monkeypatch, settings):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    settings.AGENTOPS = {**settings.AGENTOPS, "STRANDED_PENDING_SECONDS": 30}
    pending, _ = run_create(agent="ticket", inputs=ticket_inputs(3), seed=7, start=False)
    orphan, _ = run_create(agent="ticket", inputs=ticket_inputs(4), seed=7, start=False)
    fresh, _ = run_create(agent="ticket", inputs=ticket_inputs(5), seed=7, start=False)
    old = timezone.now() - timedelta(seconds=60)
    Run.objects.filter(id=pending.id).update(last_event_at=old)
    # a drive that died with an error after releasing its lease leaves a RUNNING run nobody holds
    Run.objects.filter(id=orphan.id).update(status="RUNNING", last_event_at=old)
    for run_id in (pending.id, orphan.id, fresh.id):
        cache.delete(f"agentops:reenqueued:{run_id}")
    first = recovery.sweep()
    assert first.get(pending.id) == "re-enqueued" and first.get(orphan.id) == "re-enqueued"
    assert fresh.id not in first
    second = recovery.sweep()
    assert pending.id not in second and orphan.id not in second


def test_a_tool_whose_connection_is_terminated_mid_call_is_replayed_on_a_new_one(postgres, monkeypatch, settings):
    """The email provider's write dies with the database connection: replayed by key, no human needed."""
    from runs.demo.sinks import DbSideEffectSink

    settings.AGENTOPS = {**settings.AGENTOPS, "REPLAY_PAUSES": (0.0,)}
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(9), seed=7, start=False)
    real_send, calls = DbSideEffectSink.send, []

    def send(self, key, to, subject, body):
        calls.append(key)
        if len(calls) == 3:  # the third email: its connection is terminated before its INSERT
            kill_my_connection()
        return real_send(self, key, to, subject, body)

    monkeypatch.setattr(DbSideEffectSink, "send", send)
    assert str(engine.drive_run(run.id)) == "COMPLETED"
    assert len(calls) == 7 and calls[2] == calls[3]  # the third email was sent again, with its key
    assert SideEffect.objects.filter(kind="email").count() == 6
    assert not run.events.filter(type="RecoveryStarted").exists()
    replayed = run.events.filter(type="ToolResult", payload__contains='"attempts":2')
    assert replayed.count() == 1 and verify_chain(run.id).ok


def test_a_decision_whose_drive_never_came_is_re_enqueued_once_per_window(postgres, monkeypatch, settings):
    """The approver's process died between the decision's commit and its enqueue: the sweep drives it."""
    from approvals.services import approve_call
    from runs.models import ToolExecution
    from runs.worker.engine import drive_run
    from tests.runs.factories import make_run

    monkeypatch.setenv("AGENTOPS_WORKER", "none")  # the decision's enqueue reaches nobody
    settings.AGENTOPS = {**settings.AGENTOPS, "STRANDED_PENDING_SECONDS": 30}
    decided, waiting = make_run("billing"), make_run("billing")
    for run_id in (decided, waiting):
        assert str(drive_run(run_id)) == "WAITING_MANUAL_CONFIRM"
        cache.delete(f"agentops:reenqueued:{run_id}")
    held = ToolExecution.objects.get(run_id=decided, status="WAITING_MANUAL_CONFIRM")
    approve_call(execution_id=held.id, actor="approver", reason="invoice checked")
    Run.objects.filter(id__in=[decided, waiting]).update(last_event_at=timezone.now() - timedelta(seconds=60))

    report = recovery.sweep()
    assert report.get(decided) == "re-enqueued" and waiting not in report  # nobody decided that one yet
    assert decided not in recovery.sweep()  # once per window
    assert str(drive_run(decided)) == "COMPLETED"
    paid = ToolExecution.objects.get(id=held.id)
    assert paid.status in ("TOOL_EXECUTED", "CONFIRMED") and SideEffect.objects.filter(kind="payment").count() == 1
