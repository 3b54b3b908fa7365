"""crashbench: naive rerun-from-scratch against durable resume, over random crash points.

Every attempt is a real child process (``os.fork``) that SIGKILLs itself at its crash point, so what
survives a crash is exactly what reached the database. For run ``i`` both modes get the same crash
points (drawn from ``--seed``):

* **naive** — no journal (the loop's history lives in the dying process), tools called with
  ``key=None``, and after each crash the run starts again from scratch;
* **durable** — the journal on the database, keys on every call, and after each crash a fresh
  process resumes the run (the supervisor, having seen the child die, expires its lease at once).

Tokens and model calls are counted by a wrapper around the model as they are spent (not read back
from the journal); emails are the rows the side-effect ledger gained during the run.
The bench runs in its own process on a throw-away SQLite database (``crashbench()`` starts it).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentops.core.loop import CRASH_POINTS, Agent, Outcome
from agentops.core.model import Model, Sample
from agentops.demo import ticket

TOKEN_LOG_ENV = "AGENTOPS_BENCH_TOKEN_LOG"
BENCH_AGENT = "ticket-bench"
EMAILS_PER_RUN = ticket.EMAILS

#: Every (step, point) a ticket run passes through; the final reply step has no tool calls.
CRASH_SITES: list[tuple[int, str]] = [
    (step, point)
    for step in range(ticket.STEPS)
    for point in CRASH_POINTS
    if step < ticket.STEPS - 1 or point in ("before_sample", "after_sample")
]


class CountingModel:
    """Wraps a model; appends each sample's token count to a file the moment it is spent."""

    def __init__(self, inner: Model, log_path: str) -> None:
        self.inner, self.version, self.log_path = inner, inner.version, log_path

    def sample(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]) -> Sample:
        sample = self.inner.sample(messages, tools)
        fd = os.open(self.log_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, f"{sample.usage.total_tokens}\n".encode())
        finally:
            os.close(fd)
        return sample


def _bench_ticket(*, dedupes: bool, name: str) -> Agent:
    from runs.demo.sinks import DbSideEffectSink

    agent = ticket.build_agent(DbSideEffectSink("email"), dedupes=dedupes, name=name)
    agent.model = CountingModel(agent.model, os.environ[TOKEN_LOG_ENV])
    return agent


def bench_agent() -> Agent:
    """The durable contender: the ticket agent with counted model calls (registered while benching)."""
    return _bench_ticket(dedupes=True, name=BENCH_AGENT)


@dataclass(frozen=True)
class RunStats:
    tokens: int
    model_calls: int
    emails: int
    crashes: int


def _fork(body: Callable[[], None]) -> int:
    """Run ``body`` in a child process; its exit code, or minus the signal that killed it."""
    from django.db import connections

    connections.close_all()  # the child must open its own connection, never share the parent's
    pid = os.fork()
    if pid == 0:  # the child: its exit status (or the signal that killed it) is all the parent reads
        code = 0
        try:
            body()
        except BaseException:
            traceback.print_exc()
            code = 1
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    return -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)


def _crash_env(site: tuple[int, str] | None) -> None:
    os.environ.pop("AGENTOPS_CRASH_AT", None)
    if site is not None:
        os.environ["AGENTOPS_CRASH_AT"] = f"{site[1]}:{site[0]}"


def _naive_attempt(run_id: str, inputs: dict[str, Any], seed: int, site: tuple[int, str] | None) -> None:
    from agentops.core.events import EventType, NewEvent
    from agentops.core.loop import StepLoop, run_started_payload
    from agentops.core.memory import MemoryStore
    from agentops.core.replay import ReplayIndex
    from runs.worker.registry import crash_hook_from_env

    _crash_env(site)
    agent = _bench_ticket(dedupes=False, name="ticket-naive")
    agent.crash_hook = crash_hook_from_env()
    store = MemoryStore()  # the naive loop's history: it dies with the process
    token = store.acquire(run_id, "naive")
    clock = "2026-01-01T00:00:00.000000+00:00"
    store.append(
        run_id, token, 0, [NewEvent(EventType.RUN_STARTED, run_started_payload(agent, run_id, inputs, clock, seed))]
    )
    outcome = StepLoop(agent, ReplayIndex.build(run_id, store.load(run_id)), store.journal(run_id, token)).run()
    if outcome is not Outcome.COMPLETED:
        raise RuntimeError(f"naive run ended {outcome}")


def _durable_attempt(run_id: str, owner: str, site: tuple[int, str] | None) -> None:
    from runs.worker.engine import drive_run

    _crash_env(site)
    outcome = drive_run(run_id, owner=owner)
    if outcome is not Outcome.COMPLETED:
        raise RuntimeError(f"durable run ended {outcome}")


def _one_run(mode: str, n: int, seed: int, sites: list[tuple[int, str]], log: Path) -> RunStats:
    from runs.journal import leases
    from runs.models import Run, SideEffect
    from runs.services import run_create

    inputs = ticket.ticket_inputs(n)
    os.environ[TOKEN_LOG_ENV] = str(log)
    emails_before = SideEffect.objects.filter(kind="email").count()
    run_id = f"run_{n:016x}"
    if mode == "durable":
        run_id = run_create(agent=BENCH_AGENT, inputs=inputs, seed=seed, start=False)[0].id
    crashes = 0
    for attempt in range(len(sites) + 2):
        site = sites[attempt] if attempt < len(sites) else None
        owner = f"bench:{n}:{attempt}"
        if mode == "naive":
            code = _fork(lambda site=site: _naive_attempt(run_id, inputs, seed, site))
        else:
            code = _fork(lambda site=site, owner=owner: _durable_attempt(run_id, owner, site))
        if code == 0:
            break
        if code != -signal.SIGKILL:
            raise RuntimeError(f"{mode} run {n}: attempt {attempt} exited with {code}")
        crashes += 1
        if mode == "durable":
            leases.expire(run_id, owner)  # the supervisor saw it die: no need to wait for the lease to lapse
    else:
        raise RuntimeError(f"{mode} run {n} did not complete")
    if mode == "durable" and Run.objects.values_list("status", flat=True).get(id=run_id) != "COMPLETED":
        raise RuntimeError(f"durable run {run_id} is not COMPLETED")
    tokens = [int(line) for line in log.read_text().split()] if log.exists() else []
    log.unlink(missing_ok=True)
    emails = SideEffect.objects.filter(kind="email").count() - emails_before
    return RunStats(sum(tokens), len(tokens), emails, crashes)


def summarize(stats: list[RunStats], seconds: float) -> dict[str, Any]:
    """The seed table's columns over ``stats``."""
    tokens = [s.tokens for s in stats]
    emails = [s.emails for s in stats]
    calls = [s.model_calls for s in stats]
    return {
        "runs": len(stats),
        "tokens_mean": round(statistics.fmean(tokens), 1),
        "tokens_min": min(tokens),
        "tokens_max": max(tokens),
        "model_calls_mean": round(statistics.fmean(calls), 2),
        "model_calls_max": max(calls),
        "emails_mean": round(statistics.fmean(emails), 2),
        "emails_min": min(emails),
        "emails_max": max(emails),
        "runs_with_duplicates": sum(1 for e in emails if e > EMAILS_PER_RUN),
        "duplicate_side_effects": sum(max(0, e - EMAILS_PER_RUN) for e in emails),
        "crashes": sum(s.crashes for s in stats),
        "seconds": round(seconds, 2),
    }


def run_bench(*, runs: int, seed: int, crashes: int, workdir: Path) -> dict[str, Any]:
    """Baseline, then ``runs`` naive and ``runs`` durable runs with ``crashes`` SIGKILLs each."""
    from django.conf import settings

    settings.AGENTOPS["AGENTS"][BENCH_AGENT] = f"{__name__}:bench_agent"
    log = workdir / "tokens.log"
    started = time.monotonic()
    baseline = [_one_run("durable", 0, seed, [], log)]
    result: dict[str, Any] = {
        "seed": seed,
        "crashes_per_run": crashes,
        "baseline": summarize(baseline, time.monotonic() - started),
    }
    plans = []
    for n in range(1, runs + 1):
        rng = random.Random(seed * 1_000_003 + n)
        plans.append((n, sorted(rng.sample(range(len(CRASH_SITES)), crashes))))
    for mode in ("naive", "durable"):
        started = time.monotonic()
        stats = [_one_run(mode, n, seed, [CRASH_SITES[i] for i in picks], log) for n, picks in plans]
        result[mode] = summarize(stats, time.monotonic() - started)
    result["durable"]["tokens_equal_baseline"] = (
        result["durable"]["tokens_min"] == result["durable"]["tokens_max"] == result["baseline"]["tokens_max"]
    )
    return result


def crashbench(*, runs: int, seed: int, crashes: int = 1, timeout: float = 1800) -> dict[str, Any]:
    """Run the bench in a fresh process on a throw-away SQLite database and return its report."""
    with tempfile.TemporaryDirectory(prefix="agentops-crashbench-") as tmp:
        env = {
            k: v
            for k, v in os.environ.items()
            if k not in ("AGENTOPS_CRASH_AT", "AGENTOPS_MODEL_CALL_LOG", "REDIS_URL")
        }
        env.update(
            DATABASE_URL=f"sqlite:///{Path(tmp) / 'bench.sqlite3'}",
            AGENTOPS_DATA_DIR=tmp,
            AGENTOPS_WORKER="none",
            AGENTOPS_LOG_LEVEL="WARNING",
            DJANGO_SETTINGS_MODULE="agentops.settings",
        )
        args = ["--runs", str(runs), "--seed", str(seed), "--crashes", str(crashes), "--workdir", tmp]
        done = subprocess.run(
            [sys.executable, "-m", __name__, *args],
            cwd=Path(__file__).resolve().parent.parent,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        if done.returncode != 0:
            raise RuntimeError(f"crashbench failed:\n{done.stderr[-4000:]}")
        return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="crashbench inner process (use `manage.py crashbench`)")
    parser.add_argument("--runs", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--crashes", type=int, required=True)
    parser.add_argument("--workdir", type=Path, required=True)
    opts = parser.parse_args(argv)
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)
    report = run_bench(runs=opts.runs, seed=opts.seed, crashes=opts.crashes, workdir=opts.workdir)
    sys.stdout.write(json.dumps(report) + "\n")


if __name__ == "__main__":
    main()
