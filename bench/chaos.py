"""Chaos soak: many demo runs across real Celery workers while processes, Redis and PostgreSQL fail.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/agentops_prod \\
        python bench/chaos.py --runs 1000 --workers 4 --kill-every 4

What it does (the shape of the Procfile, on one machine):
  1. A PRIVATE redis-server on its own port (``--save ""``: a restart loses every queued message),
     so the shared Redis other processes use is never touched.
  2. ``--workers`` drive workers, one maintenance worker and one beat, started with the Procfile's
     own command lines; the soak's database is a fresh ``<name>_chaos`` database (bench) or the
     test database (tests/chaos).
  3. ``--runs`` ticket runs with fixed seeds, enqueued through the private broker.
  4. The chaos loop: every ``--kill-every`` seconds SIGKILL a random worker's whole process group
     and start it again (``--kill-mid-run``: only a drive worker holding a run that has committed
     at least one step, waiting until one does, so every kill interrupts a run mid-way rather than
     a worker still booting); once, kill and restart Redis; once, ``pg_terminate_backend`` every
     other connection to this database.
  5. When every run has settled (completed, or parked for a human), stop everything and audit:
     runs completed / parked (with the step and the reason), duplicate side effects by key, the
     hash chain and seq continuity of every journal, journal duplicates (a step sampled, requested,
     answered or committed twice), tokens of every completed run against its crash-free baseline,
     model calls against 24 per run, the time each kill took to be recovered from, and the runs a
     kill interrupted after at least one committed step: each must complete, its journal moved on
     after the kill, with exactly its own 6 emails.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import shlex
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


# -- configuration and report ---------------------------------------------------------------------
@dataclass
class Config:
    runs: int = 1000
    workers: int = 4
    kill_every: float = 4.0
    max_kills: int | None = None
    #: kill only a drive worker holding a run with >= 1 committed step (wait for one), never a booting one
    kill_mid_run: bool = False
    redis_restart_at: float | None = 0.3  # fraction of runs settled; None = never
    pg_terminate_at: float | None = 0.6
    lease_seconds: int = 5
    sweep_seconds: int = 2
    stranded_seconds: int = 15
    timeout: float = 3600.0
    seed: int = 20261202


@dataclass
class Fault:
    kind: str
    at: float
    detail: str
    held: dict[str, int] = field(default_factory=dict)  # run id → last seq when the fault hit
    steps: dict[str, int] = field(default_factory=dict)  # run id → steps it had committed when the fault hit
    settled_at: int = 0  # runs settled when it hit: a fault holding no run is over when one more settles
    recovered_after: float | None = None


@dataclass
class Report:
    config: Config
    started: float = 0.0
    elapsed: float = 0.0
    statuses: Counter = field(default_factory=Counter)
    completed: int = 0
    parked: list[tuple[str, str, str]] = field(default_factory=list)  # run id, status, reason
    unfinished: list[str] = field(default_factory=list)  # neither completed nor parked: a lost run
    side_effects: int = 0
    duplicate_side_effects: int = 0
    chain_errors: list[str] = field(default_factory=list)
    journal_duplicates: list[str] = field(default_factory=list)
    events: int = 0
    token_mismatches: list[str] = field(default_factory=list)
    tokens_total: int = 0
    baseline_total: int = 0
    model_calls: int = 0
    faults: list[Fault] = field(default_factory=list)
    #: runs a kill interrupted after >= 1 committed step, and those of them that then completed with
    #: their journal moved past the kill, exactly their own 6 emails and no journal duplicate
    mid_run: list[str] = field(default_factory=list)
    mid_run_recovered: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return (
            self.completed + len(self.parked) == self.config.runs
            and not self.unfinished
            and all(" at step " in reason for _, _, reason in self.parked)
            and not self.duplicate_side_effects
            and not self.chain_errors
            and not self.journal_duplicates
            and not self.token_mismatches
            and set(self.mid_run_recovered) == set(self.mid_run) - {run_id for run_id, _, _ in self.parked}
        )


# -- processes --------------------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def procfile_command(kind: str) -> str:
    for line in (ROOT / "Procfile").read_text().splitlines():
        if line.startswith(f"{kind}: "):
            return line.split(": ", 1)[1]
    raise KeyError(kind)


def group_pids(pgid: int) -> set[int]:
    """Every live pid in the process group ``pgid``."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, ProcessLookupError):
                if os.getpgid(int(entry.name)) == pgid:
                    found.add(int(entry.name))
    return found


class Cluster:
    """The soak's processes: private Redis, workers (by slot), maintenance worker, beat."""

    def __init__(self, cfg: Config, database_url: str, workdir: Path) -> None:
        self.cfg, self.workdir = cfg, workdir
        self.redis_port = free_port()
        self.redis_url = f"redis://127.0.0.1:{self.redis_port}/0"
        self.call_log = workdir / "model-calls.log"
        self.env = {
            **{k: v for k, v in os.environ.items() if not k.startswith(("AGENTOPS_", "DJANGO_", "CELERY_"))},
            "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
            "PYTHONPATH": str(ROOT),
            "DATABASE_URL": database_url,
            "REDIS_URL": self.redis_url,
            "AGENTOPS_DATA_DIR": str(workdir),
            "AGENTOPS_WORKER": "celery",
            "AGENTOPS_WORKER_CONCURRENCY": "1",
            "AGENTOPS_LEASE_SECONDS": str(cfg.lease_seconds),
            "AGENTOPS_SWEEP_SECONDS": str(cfg.sweep_seconds),
            "AGENTOPS_STRANDED_PENDING_SECONDS": str(cfg.stranded_seconds),
            "AGENTOPS_MODEL_CALL_LOG": str(self.call_log),
            "AGENTOPS_LOG_LEVEL": "WARNING",
        }
        self.redis: subprocess.Popen | None = None
        self.procs: dict[str, subprocess.Popen] = {}
        self.started_at: dict[str, float] = {}
        self._generation = 0

    def _spawn(self, name: str, command: str) -> subprocess.Popen:
        self._generation += 1
        log = open(self.workdir / f"{name}.log", "ab")  # noqa: SIM115 — owned by the child
        env = {**self.env, "PORT": str(7000 + self._generation)}
        return subprocess.Popen(
            command,
            shell=True,
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: a kill takes the pool children too
            executable="/bin/bash",
        )

    def start_redis(self) -> None:
        self.redis = subprocess.Popen(
            ["redis-server", "--port", str(self.redis_port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.redis_port), 0.2):
                return
            time.sleep(0.05)
        raise RuntimeError("private redis-server did not start")

    def kill_redis(self) -> None:
        if self.redis is not None:
            self.redis.kill()
            self.redis.wait()
            self.redis = None

    def workers(self, up_for: float = 0.0) -> list[str]:
        """Worker slots (maintenance included) started at least ``up_for`` seconds ago."""
        now = time.monotonic()
        return [n for n in self.procs if n != "beat" and now - self.started_at[n] >= up_for] or [
            n for n in self.procs if n != "beat"
        ]

    def start(self, name: str) -> None:
        kind = name if name in ("beat", "maintenance", "notify") else "worker"
        self.procs[name] = self._spawn(name, procfile_command(kind))
        self.started_at[name] = time.monotonic()

    def pids(self, name: str) -> set[int]:
        """Every pid in the process group of ``name`` (the worker and its pool children)."""
        return group_pids(self.procs[name].pid)

    def kill(self, name: str) -> set[int]:
        proc = self.procs[name]
        pids = self.pids(name)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        return pids

    def stop_all(self) -> None:
        for proc in self.procs.values():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
        deadline = time.monotonic() + 15
        for proc in self.procs.values():
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        self.procs.clear()
        self.kill_redis()


# -- database helpers (Django is set up by the caller) --------------------------------------------
def database_url_for(settings_dict: dict[str, Any]) -> str:
    user = settings_dict.get("USER") or "postgres"
    host = settings_dict.get("HOST") or "127.0.0.1"
    port = settings_dict.get("PORT") or 5432
    password = f":{settings_dict['PASSWORD']}" if settings_dict.get("PASSWORD") else ""
    return f"postgres://{user}{password}@{host}:{port}/{settings_dict['NAME']}"


def settled_counts() -> tuple[Counter, int]:
    from django.db.models import Count, Q

    from runs.models import Run

    rows = Run.objects.values("status").annotate(n=Count("id"), free=Count("id", filter=Q(lease_owner__isnull=True)))
    statuses, settled = Counter(), 0
    for row in rows:
        statuses[row["status"]] = row["n"]
        if row["status"] in ("COMPLETED", "FAILED", "DEAD_LETTER"):
            settled += row["n"]
        elif row["status"] in ("RECOVERING", "WAITING_MANUAL_CONFIRM"):
            settled += row["free"]  # parked for a human once nobody holds it
    return statuses, settled


def held_by(pids: set[int]) -> dict[str, int]:
    from runs.models import Run

    owners = [o for o in Run.objects.filter(lease_owner__isnull=False).values_list("lease_owner", flat=True)]
    mine = [o for o in owners if o.rsplit(":", 1)[-1].isdigit() and int(o.rsplit(":", 1)[-1]) in pids]
    return dict(Run.objects.filter(lease_owner__in=mine).values_list("id", "last_seq"))


def committed_steps(run_ids: list[str]) -> dict[str, int]:
    """How many steps each run has committed (its StepCommitted events), 0 for none."""
    from django.db.models import Count

    from runs.models import Event

    rows = Event.objects.filter(run_id__in=run_ids, type="StepCommitted").values("run_id").annotate(n=Count("seq"))
    return {run_id: 0 for run_id in run_ids} | {row["run_id"]: row["n"] for row in rows}


def mid_run_victim(cluster: Cluster, rng: random.Random) -> str | None:
    """A drive worker holding an unfinished run that has committed at least one step, or None yet."""
    from runs.models import Run

    live = set(Run.objects.filter(lease_owner__isnull=False, status="RUNNING").values_list("id", flat=True))
    victims = []
    for name in cluster.workers():
        if name == "maintenance":
            continue
        held = [run_id for run_id in held_by(cluster.pids(name)) if run_id in live]
        if any(n >= 1 for n in committed_steps(held).values()):
            victims.append(name)
    return rng.choice(sorted(victims)) if victims else None


def recovered(fault: Fault, dead_owners: set[str]) -> bool:
    """Every run the fault hit has moved on (new events) under another owner, or settled."""
    from runs.models import Run

    for run_id, seq, owner, status in Run.objects.filter(id__in=list(fault.held)).values_list(
        "id", "last_seq", "lease_owner", "status"
    ):
        if status in ("COMPLETED", "FAILED", "DEAD_LETTER"):
            continue
        if seq <= fault.held[run_id] or owner in dead_owners:
            return False
    return True


def terminate_backends() -> int:
    """``pg_terminate_backend`` for every other connection to THIS database (never another's)."""
    from django.db import connection

    with connection.cursor() as cur:
        cur.execute(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
        return int(cur.fetchone()[0])


# -- the soak -------------------------------------------------------------------------------------
def create_runs(cfg: Config, broker_url: str) -> list[str]:
    from celery import Celery

    from agentops.demo.ticket import ticket_inputs
    from runs.services import run_create

    ids = []
    for i in range(cfg.runs):
        run, _ = run_create(agent="ticket", inputs=ticket_inputs(i), seed=cfg.seed + i, start=False)
        ids.append(run.id)
    producer = Celery("chaos-producer", broker=broker_url)
    for run_id in ids:
        producer.send_task("runs.tasks.drive", args=(run_id,), queue="celery")
    producer.close()
    return ids


def soak(cfg: Config, database_url: str, *, log=print, logdir: str | None = None) -> Report:
    """Run the soak against ``database_url`` (already migrated, no runs in it) and audit it."""
    report = Report(cfg)
    rng = random.Random(cfg.seed)
    with tempfile.TemporaryDirectory(prefix="agentops-chaos-") as tmp:
        workdir = Path(logdir or tmp)
        workdir.mkdir(parents=True, exist_ok=True)
        cluster = Cluster(cfg, database_url, workdir)
        cluster.start_redis()
        try:
            for i in range(cfg.workers):
                cluster.start(f"worker{i}")
            cluster.start("maintenance")
            cluster.start("beat")
            create_runs(cfg, cluster.redis_url)
            t0 = report.started = time.monotonic()
            report.faults = _chaos_loop(cfg, cluster, rng, t0, log)
            report.elapsed = time.monotonic() - t0
        finally:
            cluster.stop_all()
        report.model_calls = len(cluster.call_log.read_text().splitlines()) if cluster.call_log.exists() else 0
    audit(report)
    return report


def _chaos_loop(cfg: Config, cluster: Cluster, rng: random.Random, t0: float, log) -> list[Fault]:
    from django.db import close_old_connections, connection

    faults: list[Fault] = []
    dead_owners: set[str] = set()
    next_kill, kills = t0 + cfg.kill_every, 0
    redis_done, pg_done = cfg.redis_restart_at is None, cfg.pg_terminate_at is None
    last_log = t0
    while True:
        now = time.monotonic()
        if now - t0 > cfg.timeout:
            log(f"timeout after {now - t0:.0f}s")
            break
        close_old_connections()
        statuses, settled = settled_counts()
        for fault in faults:
            if fault.recovered_after is not None or (fault.kind == "kill" and not fault.held):
                continue
            moved_on = recovered(fault, dead_owners) if fault.held else settled > fault.settled_at
            if moved_on:
                fault.recovered_after = now - fault.at
        waiting = [f for f in faults if f.recovered_after is None and (f.held or f.kind != "kill")]
        if settled >= cfg.runs and not waiting:
            break
        if now - last_log >= 10:
            log(f"{now - t0:6.0f}s settled {settled}/{cfg.runs} {dict(statuses)}")
            last_log = now
        progress = settled / cfg.runs
        due = settled < cfg.runs and now >= next_kill and (cfg.max_kills is None or kills < cfg.max_kills)
        name = None
        if due:
            name = mid_run_victim(cluster, rng) if cfg.kill_mid_run else rng.choice(cluster.workers(cfg.kill_every))
        if name is not None:
            pids = cluster.pids(name)
            cluster.kill(name)
            held = held_by(pids)  # read after the kill: exactly what the dead process held
            dead_owners |= _owners(held)
            cluster.start(name)
            kills += 1
            fault = Fault("kill", now, f"SIGKILL {name} (pids {sorted(pids)})", held, settled_at=settled)
            fault.steps = committed_steps(list(held))
            faults.append(fault)
            next_kill = now + cfg.kill_every
        if not redis_done and progress >= (cfg.redis_restart_at or 0):
            cluster.kill_redis()
            time.sleep(1.0)
            cluster.start_redis()
            faults.append(Fault("redis", now, "SIGKILL redis-server, restart empty (queue lost)", settled_at=settled))
            redis_done = True
        if not pg_done and progress >= (cfg.pg_terminate_at or 0):
            held = _running(dead=dead_owners)
            n = terminate_backends()
            faults.append(Fault("postgres", now, f"pg_terminate_backend x{n}", held, settled_at=settled))
            pg_done = True
        connection.close()
        time.sleep(0.25)
    return faults


def _owners(held: dict[str, int]) -> set[str]:
    from runs.models import Run

    return set(Run.objects.filter(id__in=list(held)).values_list("lease_owner", flat=True))


def _running(dead: set[str]) -> dict[str, int]:
    """Runs leased by a live worker (a killed worker's runs are that kill's to recover)."""
    from runs.models import Run

    leased = Run.objects.filter(lease_owner__isnull=False).exclude(lease_owner__in=dead)
    return dict(leased.values_list("id", "last_seq"))


# -- the audit ------------------------------------------------------------------------------------
def audit(report: Report) -> None:
    from django.db import close_old_connections
    from django.db.models import Count

    from runs.models import Event, Run, SideEffect

    close_old_connections()
    report.statuses, _ = settled_counts()
    report.side_effects = SideEffect.objects.count()
    report.duplicate_side_effects = sum(
        row["n"] - 1
        for row in SideEffect.objects.exclude(idem_key=None).values("kind", "idem_key").annotate(n=Count("id"))
        if row["n"] > 1
    )
    for run in Run.objects.order_by("id").iterator():
        events = list(Event.objects.filter(run_id=run.id).order_by("seq"))
        report.events += len(events)
        report.chain_errors.extend(check_chain(run, events))
        report.journal_duplicates.extend(check_duplicates(run.id, events))
        if run.status == "COMPLETED":
            report.completed += 1
            baseline = baseline_tokens(run.id, events[0])
            journaled = sum(
                int(json.loads(e.payload)["output"].get("usage", {}).get("total_tokens", 0))
                for e in events
                if e.type == "LlmSampled"
            )
            report.tokens_total += run.tokens_used
            report.baseline_total += baseline
            if not (run.tokens_used == journaled == baseline):
                report.token_mismatches.append(f"{run.id}: run {run.tokens_used}, journal {journaled}, base {baseline}")
        elif run.status in PARKED and run.lease_owner is None:
            report.parked.append((run.id, run.status, park_reason(events)))
        else:
            report.unfinished.append(f"{run.id} {run.status} (lease {run.lease_owner})")
    audit_mid_run(report)


def audit_mid_run(report: Report) -> None:
    """The runs a kill interrupted after >= 1 committed step, and which of them recovered: completed,
    their journal moved on past the head the kill left, their own emails sent exactly once each."""
    from runs.models import Run, SideEffect, ToolExecution

    cut: dict[str, int] = {}
    for fault in report.faults:
        if fault.kind == "kill":
            for run_id, steps in fault.steps.items():
                if steps >= 1:
                    cut[run_id] = max(cut.get(run_id, 0), fault.held[run_id])
    report.mid_run = sorted(cut)
    duplicated = {d.split(":", 1)[0] for d in report.journal_duplicates}
    for run_id in report.mid_run:
        status, head = Run.objects.values_list("status", "last_seq").get(id=run_id)
        keys = ToolExecution.objects.filter(run_id=run_id, tool="send_email").values_list("idem_key", flat=True)
        emails = SideEffect.objects.filter(kind="email", idem_key__in=list(keys)).count()
        if status == "COMPLETED" and head > cut[run_id] and len(set(keys)) == emails == 6 and run_id not in duplicated:
            report.mid_run_recovered.append(run_id)


def check_chain(run: Any, events: list[Any]) -> list[str]:
    """Seqs 1..n with no gap, every hash recomputed from its payload, the head matching the last event."""
    from agentops.core.keys import GENESIS_HASH, chain_hash

    errors, prev = [], GENESIS_HASH
    for expected, event in enumerate(events, start=1):
        if event.seq != expected:
            errors.append(f"{run.id}: seq {event.seq} where {expected} was expected")
            break
        payload = json.loads(event.payload) if event.payload else {}
        if event.prev_hash != prev or chain_hash(prev, run.id, event.seq, event.type, payload) != event.hash:
            errors.append(f"{run.id}: hash chain broken at seq {event.seq}")
            break
        prev = event.hash
    if events and (run.last_seq != events[-1].seq or run.last_hash != events[-1].hash):
        errors.append(f"{run.id}: head {run.last_seq} does not match the last event {events[-1].seq}")
    return errors


PARKED = {"RECOVERING", "WAITING_MANUAL_CONFIRM", "FAILED", "DEAD_LETTER"}
#: event types that must appear at most once per step (and call index): a second one is a repeat
ONCE = {"LlmSampled", "ToolRequested", "ToolResult", "StepCommitted", "ToolVerified", "RunCompleted"}


def check_duplicates(run_id: str, events: list[Any]) -> list[str]:
    seen = Counter((e.type, e.step, e.call_index) for e in events if e.type in ONCE)
    return [f"{run_id}: {t} step {s} call {c} ×{n}" for (t, s, c), n in seen.items() if n > 1]


def park_reason(events: list[Any]) -> str:
    for event in reversed(events):
        if event.type in ("RecoveryStarted", "RunFailed", "ManualConfirmRequested"):
            payload = json.loads(event.payload)
            step = payload.get("step")
            where = f"step {step}" if step is not None else "no step"
            return f"{event.type} at {where}: {payload.get('reason') or payload.get('message') or ''}"
    return "no reason journaled"


class RecordedSink:
    """The email provider as this soak's ledger answered it: same key → the id it really returned."""

    def __init__(self) -> None:
        from runs.demo.sinks import DbSideEffectSink

        self._db = DbSideEffectSink("email")

    def send(self, key: str | None, to: str, subject: str, body: str) -> str:
        found = self._db.find(key) if key is not None else None
        if found is None:
            raise LookupError(f"no recorded email for key {key}")
        return found

    def find(self, key: str) -> str | None:
        return self._db.find(key)


def baseline_tokens(run_id: str, started: Any) -> int:
    """Tokens of the same run (same RunStarted: inputs, clock, seed) driven once without a crash."""
    from django.conf import settings

    from agentops.core.events import EventType, NewEvent
    from agentops.core.loop import StepLoop
    from agentops.core.memory import MemoryStore
    from agentops.core.replay import ReplayIndex
    from agentops.demo.ticket import build_agent

    agent = build_agent(RecordedSink())
    agent.snapshot_every = int(settings.AGENTOPS["SNAPSHOT_EVERY"])
    store = MemoryStore()
    token = store.acquire(run_id, "baseline")
    store.append(run_id, token, 0, [NewEvent(EventType.RUN_STARTED, json.loads(started.payload))])
    StepLoop(agent, ReplayIndex.build(run_id, store.load(run_id)), store.journal(run_id, token)).run()
    return sum(
        int(e.payload["output"].get("usage", {}).get("total_tokens", 0))
        for e in store.load(run_id)
        if e.type is EventType.LLM_SAMPLED
    )


# -- output ---------------------------------------------------------------------------------------
def format_report(report: Report) -> str:
    cfg = report.config
    kills = [f for f in report.faults if f.kind == "kill"]
    rec = sorted(f.recovered_after for f in kills if f.recovered_after is not None and f.held)
    lines = [
        f"runs                      {cfg.runs} ({cfg.workers} workers, lease {cfg.lease_seconds}s, "
        f"sweep every {cfg.sweep_seconds}s) in {report.elapsed:.0f}s",
        f"completed                 {report.completed}",
        f"parked for a human        {len(report.parked)}",
        *[f"  {rid} {status}: {reason}" for rid, status, reason in report.parked],
        f"unfinished (lost)         {len(report.unfinished)}",
        *[f"  {e}" for e in report.unfinished[:20]],
        f"side effects              {report.side_effects} (6 per completed run: {6 * report.completed})",
        f"duplicate side effects    {report.duplicate_side_effects}",
        f"journal events            {report.events}",
        f"hash/seq errors           {len(report.chain_errors)}",
        *[f"  {e}" for e in report.chain_errors[:20]],
        f"duplicated journal events {len(report.journal_duplicates)}",
        *[f"  {e}" for e in report.journal_duplicates[:20]],
        f"tokens vs baseline        {report.tokens_total} vs {report.baseline_total}; "
        f"runs differing: {len(report.token_mismatches)}",
        *[f"  {e}" for e in report.token_mismatches[:20]],
        f"model calls               {report.model_calls} (24 per completed run: {24 * report.completed}; "
        "extra = samples lost to a kill before they were journaled)",
        f"kills                     {len(kills)}; holding a run: {sum(1 for f in kills if f.held)}",
        f"runs killed mid-run       {len(report.mid_run)} (after >= 1 committed step); completed after it "
        f"with 6 emails, no repeat: {len(report.mid_run_recovered)}",
    ]
    if rec:
        p50, p90, worst = rec[len(rec) // 2], rec[int(len(rec) * 0.9)], rec[-1]
        lines.append(
            f"time to recover (kill)    p50 {p50:.1f}s, p90 {p90:.1f}s, max {worst:.1f}s over {len(rec)} kills that held runs"
        )
    lines.append("")
    lines.append("| fault | at (s) | detail | runs held | recovered after (s) |")
    lines.append("|---|---|---|---|---|")
    t0 = report.started
    for f in report.faults:
        after = "—" if f.recovered_after is None else f"{f.recovered_after:.1f}"
        lines.append(f"| {f.kind} | {f.at - t0:.1f} | {f.detail} | {len(f.held)} | {after} |")
    lines.append("")
    lines.append("PASS" if report.ok else "FAIL")
    return "\n".join(lines)


def _fresh_database(url: str) -> str:
    """Drop and recreate ``<name>_chaos`` next to ``url`` and migrate it; returns its URL."""
    import psycopg

    parts = urlsplit(url)
    name = parts.path.lstrip("/") + "_chaos"
    admin = urlunsplit(parts._replace(path="/postgres"))
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    chaos_url = urlunsplit(parts._replace(path=f"/{name}"))
    env = {**os.environ, "DATABASE_URL": chaos_url}
    env.pop("REDIS_URL", None)
    subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    return chaos_url


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--kill-every", type=float, default=4.0)
    parser.add_argument(
        "--kill-mid-run", action="store_true", help="kill only a drive worker whose run has committed >= 1 step"
    )
    parser.add_argument("--lease-seconds", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=3600)
    parser.add_argument("--seed", type=int, default=20261202)
    parser.add_argument("--logdir", default=None, help="keep the processes' logs here")
    args = parser.parse_args(argv)
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith("postgres"):
        print("DATABASE_URL must point at PostgreSQL (the soak creates <name>_chaos next to it)", file=sys.stderr)
        return 2
    chaos_url = _fresh_database(url)
    os.environ["DATABASE_URL"] = chaos_url
    os.environ.pop("REDIS_URL", None)
    os.environ["AGENTOPS_WORKER"] = "none"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
    sys.path.insert(0, str(ROOT))
    import django

    from bench.machine import memory_total

    django.setup()
    cfg = Config(
        runs=args.runs,
        workers=args.workers,
        kill_every=args.kill_every,
        kill_mid_run=args.kill_mid_run,
        lease_seconds=args.lease_seconds,
        timeout=args.timeout,
        seed=args.seed,
    )
    print(f"# chaos soak on {chaos_url.rsplit('@', 1)[-1]}: nproc {os.cpu_count()}, {memory_total()}")
    print(f"# {' '.join(shlex.quote(a) for a in sys.argv)}")
    report = soak(cfg, chaos_url, logdir=args.logdir)
    print(format_report(report))
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
