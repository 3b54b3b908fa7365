"""Automatic retries of failed runs: the same journaled rule in every worker mode (issue 11, item 5)."""

from __future__ import annotations

import json
import os
import time

import pytest
from celery import Celery
from django.db import connection

from approvals.services import DecisionConflict, retry_run
from bench.chaos import Cluster, Config, database_url_for
from runs.models import Run
from runs.services import run_create
from runs.worker import recovery
from runs.worker.engine import drive_run

pytestmark = pytest.mark.django_db(transaction=True)

AGENT_PATH = "tests.runs.factories:flaky_agent"


@pytest.fixture
def flaky(settings, monkeypatch, tmp_path):
    """Register the flaky agent with fast backoff; returns a setter for how many calls fail."""
    monkeypatch.setenv("FLAKY_FILE", str(tmp_path / "failures"))
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "flaky": AGENT_PATH},
        "RETRY_BASE": 0.05,
        "MAX_RETRIES": 3,
    }

    def configure(failures: int, *, permanent: bool = False) -> None:
        monkeypatch.setenv("FLAKY_FAILURES", str(failures))
        monkeypatch.setenv("FLAKY_PERMANENT", "1" if permanent else "0")

    return configure


def create(*, start: bool = True) -> str:
    run, _ = run_create(agent="flaky", inputs={"task": "Answer from the policy."}, seed=3, start=start)
    return run.id


def failures(run_id: str) -> list[dict]:
    rows = Run.objects.get(id=run_id).events.filter(type="RunFailed").order_by("seq")
    return [json.loads(p) for p in rows.values_list("payload", flat=True)]


def wait_for(run_id: str, statuses: set[str], timeout: float = 30.0) -> Run:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        run = Run.objects.get(id=run_id)
        if run.status in statuses:
            return run
        time.sleep(0.05)
    raise AssertionError(f"run {run_id} stayed {Run.objects.get(id=run_id).status}")


@pytest.mark.parametrize("mode", ["eager", "thread"])
def test_a_retryable_failure_is_retried_with_backoff_until_the_run_completes(flaky, monkeypatch, mode):
    monkeypatch.setenv("AGENTOPS_WORKER", mode)
    flaky(2)
    run = wait_for(create(), {"COMPLETED"})
    assert [(f["retry_count"], f["retryable"], f["retry_in"]) for f in failures(run.id)] == [
        (1, True, 0.05),
        (2, True, 0.1),
    ]
    assert run.next_retry_at is None and run.retry_count == 2
    assert run.events.filter(type="LlmSampled").count() == 3  # a failed call journals nothing


def test_past_the_limit_a_run_is_dead_lettered(flaky):
    flaky(10)
    run = Run.objects.get(id=create())
    assert run.status == "DEAD_LETTER"
    assert [(f["retry_count"], f["retryable"], f["dead_letter"]) for f in failures(run.id)] == [
        (1, True, False),
        (2, True, False),
        (3, True, False),
        (4, False, True),
    ]
    assert "retry_in" not in failures(run.id)[-1]


def test_a_retry_not_yet_due_is_refused_and_the_sweep_enqueues_it_once_due(flaky, settings, monkeypatch):
    settings.AGENTOPS = {**settings.AGENTOPS, "RETRY_BASE": 1.5}
    flaky(1)
    run_id = create(start=False)
    assert str(drive_run(run_id)) == "FAILED"
    head = Run.objects.get(id=run_id)
    assert head.next_retry_at is not None
    assert drive_run(run_id) is None, "a drive before the retry is due must not skip the backoff"
    after = Run.objects.get(id=run_id)
    assert (after.last_seq, after.fencing_token, after.lease_owner) == (head.last_seq, head.fencing_token, None)
    assert run_id not in recovery.sweep()  # nothing due yet: the countdown was "lost" (no worker)
    time.sleep(1.6)
    report = recovery.sweep()  # eager mode: the due retry is driven inline
    assert report[run_id] == "retry due: re-enqueued"
    assert Run.objects.get(id=run_id).status == "COMPLETED"


def test_a_permanent_failure_waits_for_an_operator_retry(flaky):
    flaky(1, permanent=True)
    run_id = create()
    run = Run.objects.get(id=run_id)
    assert run.status == "FAILED" and run.next_retry_at is None
    assert failures(run_id)[-1]["retryable"] is False
    assert run_id not in recovery.sweep()
    assert drive_run(run_id) is None
    retry_run(run_id=run_id, actor="alice", reason="the gateway is back")
    run = Run.objects.get(id=run_id)
    assert run.status == "COMPLETED"
    decision = json.loads(run.events.get(type="OperatorDecision").payload)
    assert decision == {"decision": "retry_run", "actor": "alice", "reason": "the gateway is back"}
    with pytest.raises(DecisionConflict, match="COMPLETED"):
        retry_run(run_id=run_id, actor="bob", reason="again")
    # its maker again (a stale tab): told it is made, as a call's decision is; nothing written either way
    again = retry_run(run_id=run_id, actor="alice", reason="again")
    assert again.startswith(f"run {run_id} was already retried by alice at ") and again.endswith("(now COMPLETED)")
    assert run.events.filter(type="OperatorDecision").count() == 1


def test_an_operator_retry_grants_a_fresh_set_of_automatic_retries(flaky, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "MAX_RETRIES": 2}
    flaky(1, permanent=True)
    run_id = create()
    assert Run.objects.get(id=run_id).status == "FAILED"
    flaky(3)  # two more failures, retryable this time
    retry_run(run_id=run_id, actor="alice", reason="the gateway is back")
    assert Run.objects.get(id=run_id).status == "COMPLETED"
    assert [f["retry_count"] for f in failures(run_id)] == [1, 1, 2]


def test_a_dead_lettered_run_is_not_retried(flaky, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "MAX_RETRIES": 1}
    flaky(3)
    run_id = create()
    assert Run.objects.get(id=run_id).status == "DEAD_LETTER"
    with pytest.raises(DecisionConflict, match="DEAD_LETTER"):
        retry_run(run_id=run_id, actor="alice", reason="try again")


def test_operator_retry_needs_a_reason(flaky):
    flaky(1, permanent=True)
    run_id = create()
    with pytest.raises(Exception, match="reason"):
        retry_run(run_id=run_id, actor="alice", reason="  ")
    assert Run.objects.get(id=run_id).status == "FAILED"


@pytest.mark.slow
def test_celery_workers_retry_from_the_journal_too(flaky, tmp_path):
    if connection.vendor != "postgresql":
        pytest.skip("a worker process needs the shared PostgreSQL test database")
    flaky(2)
    cluster = Cluster(Config(workers=1), database_url_for(connection.settings_dict), tmp_path)
    cluster.env.update(
        AGENTOPS_EXTRA_AGENTS=f"flaky={AGENT_PATH}",
        AGENTOPS_RETRY_BASE="0.2",
        FLAKY_FILE=os.environ["FLAKY_FILE"],
        FLAKY_FAILURES="2",
    )
    cluster.start_redis()
    try:
        cluster.start("w1")
        run_id = create(start=False)
        producer = Celery("retry-test", broker=cluster.redis_url)
        producer.send_task("runs.tasks.drive", args=(run_id,), queue="celery")
        producer.close()
        run = wait_for(run_id, {"COMPLETED", "DEAD_LETTER"}, timeout=90)
    finally:
        cluster.stop_all()
        cluster.kill_redis()
    assert run.status == "COMPLETED"
    assert [f["retry_in"] for f in failures(run_id)] == [0.2, 0.4]
