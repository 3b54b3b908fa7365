"""Redis restarted under a real Celery worker (the Procfile's command: prefork, ``acks_late``) while it drives a run.

Celery 5.7 closes the broken connection on a broker connection loss, and closing its channel hands the unacknowledged
drive back to Redis through a client built from the connection it has just discarded: kombu's Redis transport raised
``AttributeError: 'NoneType' object has no attribute 'hostname'``, the worker logged "Unrecoverable error" and exited
once the drive in flight was done. Every drive worker holding a drive when Redis restarted was gone (both of the QA
deployment's), and no run was driven until someone started them again. ``agentops.broker`` makes that client's failure
a connection error, which the close already ignores: the worker reconnects and goes on."""

from __future__ import annotations

import subprocess
import time

import pytest
from celery import Celery
from django.db import connection

from bench.chaos import Cluster, Config, database_url_for
from runs.models import Event, Run
from runs.services import run_create
from tests.runs.test_retries import wait_for

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

AGENT_PATH = "tests.runs.factories:slow_read_agent"


@pytest.fixture
def slow(settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**settings.AGENTOPS["AGENTS"], "slow": AGENT_PATH}}


def _slow_run() -> str:
    return run_create(agent="slow", inputs={"task": "Read the quarter's report."}, seed=1, start=False)[0].id


def _in_flight(run_id: str, timeout: float = 60) -> None:
    """Wait until the run's slow read is requested and has no result yet: its drive is unacknowledged."""
    deadline = time.monotonic() + timeout
    while not Event.objects.filter(run_id=run_id, type="ToolRequested").exists():
        assert time.monotonic() < deadline, "the worker never started the drive"
        time.sleep(0.1)


def test_a_worker_driving_a_run_survives_a_redis_restart_and_takes_the_next_run(slow, tmp_path):
    if connection.vendor != "postgresql":
        pytest.skip("a worker process needs the shared PostgreSQL test database")
    cluster = Cluster(Config(workers=1), database_url_for(connection.settings_dict), tmp_path)
    cluster.env.update(AGENTOPS_EXTRA_AGENTS=f"slow={AGENT_PATH}", SLOW_SECONDS="10", AGENTOPS_WORKER_CONCURRENCY="2")
    cluster.start_redis()
    try:
        cluster.start("w1")
        cluster.start("w2")  # a neighbour, as in a deployment of two workers (alone, the worker did not exit)
        producer = Celery("restart-test", broker=cluster.redis_url)
        first = _slow_run()
        producer.send_task("runs.tasks.drive", args=(first,), queue="celery")
        _in_flight(first)
        time.sleep(3)  # the worker is back waiting on Redis for its next message (BRPOP) while the drive runs
        # Redis shuts down (as a restart does: it closes every client's connection) with the drive unacknowledged,
        # and comes back on the same port
        subprocess.run(["redis-cli", "-p", str(cluster.redis_port), "shutdown", "nosave"], check=False, timeout=10)
        cluster.kill_redis()
        time.sleep(1)
        cluster.start_redis()
        assert wait_for(first, {"COMPLETED"}, timeout=60).status == "COMPLETED"
        time.sleep(2)  # the worker has finished the drive in flight: before, that is when it exited
        logs = "".join((tmp_path / f"{name}.log").read_text() for name in ("w1", "w2"))
        assert [cluster.procs[name].poll() for name in ("w1", "w2")] == [None, None], logs[-3000:]
        assert "Unrecoverable error" not in logs, logs[-3000:]
        second = _slow_run()
        producer.send_task("runs.tasks.drive", args=(second,), queue="celery")
        assert wait_for(second, {"COMPLETED"}, timeout=60).status == "COMPLETED"
        producer.close()
    finally:
        cluster.stop_all()
    assert Run.objects.get(id=first).status == Run.objects.get(id=second).status == "COMPLETED"
