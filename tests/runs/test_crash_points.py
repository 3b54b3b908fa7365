"""Crash points with real processes: a worker SIGKILLed at each point of SPEC's table, resumed by a
fresh process, ends with exactly the baseline's tokens, model calls, emails and journal.

The children are ``manage.py drive`` processes on the test's own PostgreSQL database (hence
``transaction=True``: what the test writes is committed and visible to them, and vice versa).
"""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

from runs.journal.chain import verify_chain
from runs.models import Checkpoint, Event, Run, SideEffect, ToolExecution
from tests.runs.factories import make_run

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

LEASE_SECONDS = 1
_ID_PATTERNS = re.compile(
    r"(?P<run>run_[0-9a-f]{24}|run_[0-9a-f]{16})|(?P<evt>evt_[g-v]{12}[0-9a-f]{12}[a-p]{8}|evt_[0-9a-f]{20})|(?P<exe>exe_[0-9a-f]{24})|(?P<key>\b[0-9a-f]{64}\b)"
    r"|(?P<msg>email-\d{8})|(?P<clock>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00)"
)


_CHECKPOINTING = (
    "import sys, django; django.setup(); from runs.journal import checkpoints; "
    "checkpoints.ADVANCE_EVERY = checkpoints.MIN_GAP = 2; "
    "from django.core.management import execute_from_command_line; execute_from_command_line(['manage.py', *sys.argv[1:]])"
)


@pytest.fixture(autouse=True)
def _postgres_only():
    if connection.vendor != "postgresql":
        pytest.skip("crash tests run worker processes against PostgreSQL")


class Worker:
    """Spawns ``manage.py drive`` children on the test database."""

    def __init__(self, tmp_path: Path) -> None:
        db = connection.settings_dict
        auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
        self.env = {
            **os.environ,
            "DATABASE_URL": f"postgres://{auth}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}",
            "AGENTOPS_WORKER": "none",
            "AGENTOPS_LEASE_SECONDS": str(LEASE_SECONDS),
            "AGENTOPS_LOG_LEVEL": "WARNING",
        }
        self.env.pop("AGENTOPS_CRASH_AT", None)
        self.tmp = tmp_path
        self.command = ["manage.py"]

    def checkpointing(self) -> Worker:
        """Children that snapshot after every step and advance the run's checkpoint every 2 snapshots
        (``runs.journal.checkpoints``; the ticket run's 24 steps never reach the default gap of 32)."""
        self.env["AGENTOPS_SNAPSHOT_EVERY"] = "1"
        self.env["DJANGO_SETTINGS_MODULE"] = "agentops.settings"
        self.command = ["-c", _CHECKPOINTING]
        return self

    def calls_log(self, name: str) -> Path:
        return self.tmp / f"{name}.calls"

    def popen(self, run_id: str, log: str, crash_at: str | None = None) -> subprocess.Popen:
        env = {**self.env, "AGENTOPS_MODEL_CALL_LOG": str(self.calls_log(log))}
        if crash_at:
            env["AGENTOPS_CRASH_AT"] = crash_at
        return subprocess.Popen(
            [sys.executable, *self.command, "drive", run_id],
            cwd=settings.BASE_DIR,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    def run(self, run_id: str, log: str, crash_at: str | None = None) -> subprocess.CompletedProcess:
        proc = self.popen(run_id, log, crash_at)
        out, err = proc.communicate(timeout=120)
        return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)

    def recover(self, log: str) -> subprocess.CompletedProcess:
        env = {**self.env, "AGENTOPS_MODEL_CALL_LOG": str(self.calls_log(log))}
        cmd = [sys.executable, "manage.py", "recover"]
        return subprocess.run(cmd, cwd=settings.BASE_DIR, env=env, capture_output=True, text=True, timeout=120)

    def model_calls(self, log: str) -> list[tuple[int, int]]:
        path = self.calls_log(log)
        if not path.exists():
            return []
        return [tuple(map(int, line.split())) for line in path.read_text().splitlines()]


def journal_shape(run_id: str) -> list[tuple]:
    """The journal with run-dependent ids renamed by order of first appearance."""
    names: dict[str, str] = {}

    def rename(match: re.Match) -> str:
        return names.setdefault(match.group(0), f"<{match.lastgroup}{len(names)}>")

    rows = (
        Event.objects.filter(run_id=run_id).order_by("seq").values_list("seq", "type", "step", "call_index", "payload")
    )
    return [(seq, kind, step, ci, _ID_PATTERNS.sub(rename, payload)) for seq, kind, step, ci, payload in rows]


def emails_of(run_id: str) -> int:
    keys = ToolExecution.objects.filter(run_id=run_id, tool="send_email").values_list("idem_key", flat=True)
    return SideEffect.objects.filter(kind="email", idem_key__in=list(keys)).count()


def wait_for_lease_expiry(run_id: str) -> None:
    expires = Run.objects.values_list("lease_expires_at", flat=True).get(id=run_id)
    assert expires is not None, "the killed worker should have died holding its lease"
    time.sleep(LEASE_SECONDS + 0.2)


@pytest.fixture
def worker(tmp_path) -> Worker:
    return Worker(tmp_path)


@pytest.fixture(scope="module")
def _baselines() -> dict:
    return {}


@pytest.fixture
def baseline(worker: Worker, _baselines: dict) -> dict:
    """The run every test makes, driven without a crash by a fresh process: by the first test of this module
    in this pytest process, its figures kept for the others (the database is emptied between tests)."""
    if not _baselines:
        run_id = make_run(n=1, seed=7)
        done = worker.run(run_id, "baseline")
        assert done.returncode == 0 and "COMPLETED" in done.stdout, done.stderr
        _baselines.update(
            tokens=Run.objects.get(id=run_id).tokens_used,
            calls=len(worker.model_calls("baseline")),
            emails=emails_of(run_id),
            shape=journal_shape(run_id),
        )
    return _baselines


def assert_like_baseline(run_id: str, log: str, worker: Worker, baseline: dict) -> None:
    run = Run.objects.get(id=run_id)
    assert run.status == "COMPLETED"
    assert baseline["calls"] == 24 and baseline["emails"] == 6
    assert run.tokens_used == baseline["tokens"]
    assert len(worker.model_calls(log)) == 24
    assert emails_of(run_id) == 6
    # every email sent is one of a run's send_email calls (none sent again under another key)
    runs = Run.objects.values_list("id", flat=True)
    assert SideEffect.objects.filter(kind="email").count() == sum(map(emails_of, runs))
    assert journal_shape(run_id) == baseline["shape"]


@pytest.mark.parametrize(
    "crash_at",
    ["before_sample:5", "after_sample:9", "after_intent:11", "after_effect:15", "after_effect:4", "after_result:19"],
)
def test_sigkill_at_each_crash_point_then_resume_in_a_fresh_process(worker, baseline, crash_at):
    run_id = make_run(n=1, seed=7)
    crashed = worker.run(run_id, "crashed", crash_at=crash_at)
    assert crashed.returncode == -signal.SIGKILL, crashed.stderr
    step = int(crash_at.split(":")[1])
    assert Run.objects.get(id=run_id).status == "RUNNING" or step == 0
    if crash_at.startswith(("after_intent", "after_effect")):
        assert ToolExecution.objects.filter(run_id=run_id, step=step, result_event_id__isnull=True).exists()
    wait_for_lease_expiry(run_id)
    resumed = worker.run(run_id, "crashed")
    assert resumed.returncode == 0 and f"{run_id}: COMPLETED" in resumed.stdout, resumed.stderr
    assert_like_baseline(run_id, "crashed", worker, baseline)
    assert len({pid for pid, _ in worker.model_calls("crashed")}) == 2  # the killed worker and its successor


def test_a_crash_during_execution_resumed_by_the_recovery_sweep(worker, baseline):
    run_id = make_run(n=1, seed=7)
    assert worker.run(run_id, "swept", crash_at="after_effect:15").returncode == -signal.SIGKILL
    wait_for_lease_expiry(run_id)
    swept = worker.recover("swept")
    assert swept.returncode == 0 and f"{run_id}: recovered: COMPLETED" in swept.stdout, swept.stderr
    assert worker.recover("swept").stdout.strip() == "nothing to recover"  # the sweep is idempotent
    shape = journal_shape(run_id)
    recovery = [row for row in shape if row[1] == "RecoveryStarted"]
    assert len(recovery) == 1 and '"reason":"lease expired"' in recovery[0][4]
    without = [row[1:] for row in shape if row[1] != "RecoveryStarted"]
    assert without == [row[1:] for row in baseline["shape"]]
    run = Run.objects.get(id=run_id)
    assert run.status == "COMPLETED" and run.tokens_used == baseline["tokens"]
    assert len(worker.model_calls("swept")) == 24 and emails_of(run_id) == 6


def test_two_workers_resuming_one_run_at_once_one_executes(worker, baseline):
    run_id = make_run(n=1, seed=7)
    crashed = worker.run(run_id, "racy", crash_at="after_intent:11")
    assert crashed.returncode == -signal.SIGKILL
    before = len(worker.model_calls("racy"))
    wait_for_lease_expiry(run_id)
    procs = [worker.popen(run_id, "racy") for _ in range(2)]
    results = [(p.wait(timeout=120), *p.communicate()) for p in procs]
    winners = [r for r in results if r[0] == 0]
    losers = [r for r in results if r[0] != 0]
    assert len(winners) == 1 and f"{run_id}: COMPLETED" in winners[0][1], results
    # the loser found the lease held (or, if it came late, the run already finished)
    assert len(losers) == 1 and ("not driven" in losers[0][2] or "nothing left to drive" in losers[0][2]), results
    resumed_pids = {pid for pid, _ in worker.model_calls("racy")[before:]}
    assert len(resumed_pids) == 1, "model calls came from both workers"
    assert_like_baseline(run_id, "racy", worker, baseline)


def test_sigkill_by_the_test_at_a_random_moment(worker, baseline):
    rng = random.Random(os.getpid())
    for attempt in range(5):
        run_id = make_run(n=1, seed=7)
        log = f"killed{attempt}"
        target = rng.randint(2, 20)
        proc = worker.popen(run_id, log)
        while proc.poll() is None and len(worker.model_calls(log)) < target:
            time.sleep(0.002)
        time.sleep(rng.random() * 0.01)
        if proc.poll() is not None:  # finished before the kill landed: try another run
            proc.communicate()
            continue
        os.kill(proc.pid, signal.SIGKILL)
        proc.communicate(timeout=30)
        assert proc.returncode == -signal.SIGKILL
        if Run.objects.get(id=run_id).status == "COMPLETED":  # killed after the run's last commit, while exiting
            continue
        assert Run.objects.get(id=run_id).status == "RUNNING"
        wait_for_lease_expiry(run_id)
        resumed = worker.run(run_id, log)
        assert resumed.returncode == 0, resumed.stderr
        run = Run.objects.get(id=run_id)
        assert run.status == "COMPLETED" and run.tokens_used == baseline["tokens"]
        calls = worker.model_calls(log)
        killed = [step for pid, step in calls if pid == proc.pid]
        resumed_steps = [step for pid, step in calls if pid != proc.pid]
        # A kill can land while a model call is in flight (asked, not yet journaled): that one call is
        # asked again — the only thing a crash may repeat, and it is never journaled twice.
        in_flight = bool(killed) and resumed_steps[0] == killed[-1]
        assert len(calls) == 24 + in_flight
        assert sorted(set(killed) | set(resumed_steps)) == list(range(24))
        assert emails_of(run_id) == 6
        assert journal_shape(run_id) == baseline["shape"]
        return
    pytest.fail("the worker finished every time before the test could kill it")


@pytest.mark.parametrize("crash_at", ["after_result:19", "after_effect:15"])
def test_sigkill_with_a_packed_checkpoint_then_a_fresh_process_resumes_from_it(tmp_path, crash_at):
    worker = Worker(tmp_path).checkpointing()
    uncrashed = make_run(n=1, seed=7)
    assert worker.run(uncrashed, "uncrashed").returncode == 0
    run_id = make_run(n=1, seed=7)
    assert worker.run(run_id, "crashed", crash_at=crash_at).returncode == -signal.SIGKILL
    kept = Checkpoint.objects.get(run_id=run_id)
    # the killed worker left a packed checkpoint deep in the run, bound to the chain (verify_chain
    # checks it is the fold of the snapshots before it), which the next cold resume starts from
    assert kept.packed is not None and kept.context == "" and kept.count > 10 and verify_chain(run_id).ok
    wait_for_lease_expiry(run_id)
    resumed = worker.run(run_id, "crashed")
    assert resumed.returncode == 0 and f"{run_id}: COMPLETED" in resumed.stdout, resumed.stderr
    assert journal_shape(run_id) == journal_shape(uncrashed)  # resumed == never crashed
    run = Run.objects.get(id=run_id)
    assert run.tokens_used == Run.objects.get(id=uncrashed).tokens_used
    assert len(worker.model_calls("crashed")) == 24
    assert emails_of(run_id) == emails_of(uncrashed) == 6
    assert Checkpoint.objects.get(run_id=run_id).seq > kept.seq and verify_chain(run_id).ok
