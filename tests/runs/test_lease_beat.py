"""A live Celery worker keeps its run while a tool call, or its read-back, outlasts the lease
(``agentops.core.lease_beat``).

Real processes: a private Redis, one Celery worker (``bench.chaos.Cluster``, lease 2 s) on the test's PostgreSQL
database, and, while the worker's tool (which cannot dedupe; its lookup misses a call still in flight) sleeps 5 s,
a recovery sweep (``manage.py recover``) and a second driver (``manage.py drive``). Before the beat, the worker's
lease ran out 2 s into the call: the sweep took the run over, its lookup missed the ticket in flight and it opened
a second one.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from celery import Celery
from django.conf import settings as django_settings
from django.db import connection

from bench.chaos import Cluster, Config, database_url_for
from runs.models import Run
from runs.services import run_create

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

AGENT_PATH = "tests.runs.factories:slow_ticket_agent"
LEASE_SECONDS, SLOW_SECONDS = 2, 5


def _wait(what, timeout: float):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if found := what():
            return found
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout} s")


#: a manage.py command loaded ahead (Django, the command, the claims audit: seconds on a loaded machine), run once
#: ``GO_FILE`` exists (``GO_FILE.<pid>`` says it is loaded)
_READY = (
    "import os, sys, time, django; django.setup(); from pathlib import Path; import runs.claims.services\n"
    "from django.core.management import load_command_class; command = load_command_class('runs', sys.argv[1])\n"
    "go = Path(os.environ['GO_FILE']); Path(f'{go}.{os.getpid()}').touch()\n"
    "while not go.exists(): time.sleep(0.02)\n"
    "command.run_from_argv(['manage.py', *sys.argv[1:]])"
)


def _ready(cluster: Cluster, go: Path, *args: str) -> subprocess.Popen:
    env = {**cluster.env, "AGENTOPS_WORKER": "none", "GO_FILE": str(go), "DJANGO_SETTINGS_MODULE": "agentops.settings"}
    cmd = [sys.executable, "-c", _READY, *args]  # "none": the sweep drives what it takes over in its own process
    return subprocess.Popen(
        cmd, cwd=django_settings.BASE_DIR, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


#: what takes 5 s: the tool's call, or its read-back after it (qa-agents4: the verifier, and the status lookup, ran
#: with no renewal — the sweep took the run over mid-check and the worker's results and verdict were fenced out)
SLOW = {
    "call": {"SLOW_SECONDS": str(SLOW_SECONDS)},
    "verify": {"SLOW_SECONDS": "0", "VERIFY_SECONDS": str(SLOW_SECONDS)},
}


@pytest.mark.parametrize("slow", list(SLOW))
def test_a_live_worker_keeps_its_run_while_a_tool_call_outlasts_the_lease(settings, monkeypatch, tmp_path, slow):
    if connection.vendor != "postgresql":
        pytest.skip("a worker process needs the shared PostgreSQL test database")
    tickets: Path = tmp_path / "tickets"
    monkeypatch.setenv("TICKETS_FILE", str(tickets))  # run_create builds the agent here too
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**settings.AGENTOPS["AGENTS"], "slow_ticket": AGENT_PATH}}
    cluster = Cluster(
        Config(workers=1, lease_seconds=LEASE_SECONDS), database_url_for(connection.settings_dict), tmp_path
    )
    cluster.env.update(AGENTOPS_EXTRA_AGENTS=f"slow_ticket={AGENT_PATH}", TICKETS_FILE=str(tickets), **SLOW[slow])
    cluster.start_redis()
    try:
        cluster.start("w1")
        run, _ = run_create(agent="slow_ticket", inputs={"task": "Open a ticket."}, seed=3, start=False)
        go = tmp_path / "go"
        sweep, second = _ready(cluster, go, "recover"), _ready(cluster, go, "drive", run.id)
        _wait(lambda: len(list(tmp_path.glob("go.*"))) == 2, timeout=60)
        producer = Celery("lease-beat-test", broker=cluster.redis_url)
        producer.send_task("runs.tasks.drive", args=(run.id,), queue="celery")
        producer.close()
        _wait(lambda: tickets.exists() and tickets.read_text().startswith("started"), timeout=60)
        time.sleep(LEASE_SECONDS + 0.5)  # the worker's last write is 2.5 s old: past its lease, the call in flight
        go.touch()
        swept, driven = sweep.communicate(timeout=60), second.communicate(timeout=60)
        final = _wait(
            lambda: Run.objects.filter(id=run.id, status__in=("COMPLETED", "RECOVERING", "FAILED")).first(), 60
        )
    finally:
        cluster.stop_all()
        cluster.kill_redis()
    assert tickets.read_text().splitlines() == ["started T-1", "ticket T-1"], (swept, driven)
    assert final.status == "COMPLETED"
    assert not final.events.filter(type="RecoveryStarted").exists()
    assert "lease held by" in swept[0], swept  # the sweep found the worker's lease live 2.5 s into the call
    assert "held by another worker" in driven[1], driven
