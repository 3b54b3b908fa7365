"""Found by the chaos soak: a worker SIGKILLed after sampling the final reply, before RunCompleted.

The sweep takes the run over (RecoveryStarted puts it in RECOVERING) and the very next event is
the completion; the run must complete, not stay parked in RECOVERING.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from django.db import connection
from django.utils import timezone

from agentops.demo.ticket import ticket_inputs
from bench.chaos import database_url_for
from runs.models import Run, SideEffect
from runs.services import run_create
from runs.worker import recovery

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def test_kill_after_the_final_sample_then_sweep_completes_the_run(monkeypatch, tmp_path):
    if connection.vendor != "postgresql":
        pytest.skip("a second process needs the shared PostgreSQL test database")
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(9), seed=3, start=False)
    env = {
        **os.environ,
        "DATABASE_URL": database_url_for(connection.settings_dict),
        "AGENTOPS_CRASH_AT": "after_sample:23",
        "AGENTOPS_WORKER": "none",
        "AGENTOPS_DATA_DIR": str(tmp_path),
    }
    env.pop("REDIS_URL", None)
    proc = subprocess.run(
        [sys.executable, "manage.py", "drive", run.id], cwd=ROOT, env=env, capture_output=True, timeout=120
    )
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    run.refresh_from_db()
    assert run.status == "RUNNING" and run.events.filter(type="RunCompleted").count() == 0
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(seconds=1))

    report = recovery.sweep()

    assert report[run.id] == "recovered: COMPLETED"
    run.refresh_from_db()
    assert run.status == "COMPLETED" and run.lease_owner is None
    assert run.events.filter(type="LlmSampled").count() == 24  # the reply was not sampled again
    assert SideEffect.objects.filter(kind="email").count() == 6
