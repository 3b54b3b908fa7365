"""SIGKILL during a fork: a real ``manage.py fork_run`` killed inside the fork's transaction leaves no
fork; a fork's worker killed mid-effect resumes with no extra tokens and no repeated side effect."""

from __future__ import annotations

import signal
import subprocess
import sys

import pytest
from django.conf import settings
from django.contrib.auth.models import User

from runs.journal.chain import verify_chain
from runs.models import Event, Run, SideEffect
from runs.roles import OPERATOR
from tests.dashboard.conftest import make_user
from tests.runs import test_crash_points as crash
from tests.runs.factories import make_run
from tests.runs.test_crash_points import Worker, wait_for_lease_expiry

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]
_postgres_only = crash._postgres_only  # autouse: crash tests run worker processes against PostgreSQL


@pytest.fixture
def worker(tmp_path) -> Worker:
    return Worker(tmp_path)


def fork_cmd(worker: Worker, *args: str, crash_at: str | None = None) -> subprocess.CompletedProcess:
    env = dict(worker.env)
    if crash_at:
        env["AGENTOPS_CRASH_AT"] = crash_at
    if not User.objects.filter(username="ops").exists():  # --actor names an active operator (cli_actor)
        make_user("ops", OPERATOR)
    cmd = [sys.executable, "manage.py", "fork_run", *args, "--actor", "ops"]
    return subprocess.run(cmd, cwd=settings.BASE_DIR, env=env, capture_output=True, text=True, timeout=120)


def test_sigkill_inside_the_fork_transaction_leaves_nothing_and_a_retry_makes_one_fork(worker):
    parent = make_run(n=1, seed=7)
    assert worker.run(parent, "parent").returncode == 0
    runs, events = Run.objects.count(), Event.objects.count()
    args = (parent, "--step", "8", "--reason", "rerun from 8", "--key", "fork-8")
    killed = fork_cmd(worker, *args, crash_at="fork_create:8")
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    assert "send_email" in killed.stdout  # the preview was printed before the fork was attempted
    assert (Run.objects.count(), Event.objects.count()) == (runs, events), "a killed fork leaves no trace"

    made = fork_cmd(worker, *args)
    assert made.returncode == 0, made.stderr
    fork_id = made.stdout.strip().split()[-1]
    again = fork_cmd(worker, *args)
    assert again.returncode == 0 and again.stdout.strip().endswith(f"{fork_id} (existing)"), again.stdout
    assert Run.objects.filter(fork_of=parent).count() == 1


def test_sigkill_of_a_forks_worker_mid_effect_then_resume(worker):
    parent = make_run(n=1, seed=7)
    assert worker.run(parent, "parent").returncode == 0
    made = fork_cmd(
        worker, parent, "--step", "8", "--keys", "new", "--again", "--reason", "send the later emails again"
    )
    assert made.returncode == 0, made.stderr
    fork_id = made.stdout.strip().split()[-1]

    crashed = worker.run(fork_id, "fork", crash_at="after_effect:15")
    assert crashed.returncode == -signal.SIGKILL, crashed.stderr
    wait_for_lease_expiry(fork_id)
    resumed = worker.run(fork_id, "fork")
    assert resumed.returncode == 0 and f"{fork_id}: COMPLETED" in resumed.stdout, resumed.stderr

    calls = worker.model_calls("fork")
    assert sorted(step for _, step in calls) == list(range(8, 24)), "each step after the cut sampled once"
    assert SideEffect.objects.filter(kind="email").count() == 6 + 4, "new keys: steps 11, 15, 19, 22 once more"
    fork = Run.objects.get(id=fork_id)
    assert fork.tokens_used == Run.objects.get(id=parent).tokens_used
    assert verify_chain(fork_id).ok
