"""Throughput and cost per durable step.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/agentops_prod python bench/throughput.py

Three tables:
  1. Workers: ticket runs (24 steps) through 1, 2 and 4 real Celery workers (the Procfile's command
     line, a private redis-server): runs/s and steps/s, enqueue to last completion.
  2. Append latency: ``append_events`` of one LlmSampled event (the event every step writes) next
     to the physical floor, the same row written from the same process and connection two ways:
     A, a bare ``INSERT`` and ``COMMIT`` in a transaction (BEGIN, INSERT, COMMIT: three round
     trips); B, the ``INSERT`` alone in autocommit (one round trip, the tightest floor) — p50/p99
     and the ratios; on PostgreSQL and on SQLite (WAL).
  3. Cost per step: one run driven in-process on the database journal against the same agent (same
     tools, same database side-effect ledger) on the in-memory journal; the difference is what
     durability adds per step. Next to it the floor: the in-memory run again, plus one bare commit
     (A or B) per append, in the same loop (``--step-runs`` runs each, interleaved). Wall time and
     this process's CPU time (on a loaded machine read the CPU; on SQLite it is the whole cost).
     On SQLite, the pages one more run each way writes to the WAL, in all and by the table or index
     each page belongs to (which b-trees a step's commits dirty that the floor's do not); and five more
     durable runs with each of the appends' statements timed (CPU per statement kind and per step) and
     a tool step's two commits as sent.
With ``--sort-indexes`` tables 2 and 3 are measured again on fresh databases without runs migration
0016's sort indexes (since migration 0022 they hold no RUNNING run: what is left is a run's entry once it stops).
With ``--instructions RUNS`` (valgrind installed): on SQLite, the CPU instructions per step of the
durable run, the in-memory run and the floor-A run (callgrind, user space, the same whatever the
machine's load), each in its own child after as many warm-up runs; with ``--sort-indexes``, also without them.
With ``REDIS_URL`` set, table 3 has a third row: PostgreSQL with the Redis channel layer, so each
append also rings the live timeline (the production shape).
Each backend runs in a child process (Django binds one database per process) on a fresh
``<name>_bench`` database (PostgreSQL) or a temporary SQLite file.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.machine import memory_total, production_settings  # noqa: E402


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


# -- child: append latency and cost per step ------------------------------------------------------
def _setup() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
    os.environ["AGENTOPS_WORKER"] = "none"
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    if os.environ.get("BENCH_WITHOUT_SORT_INDEXES"):
        from django.db import connection

        with connection.cursor() as cursor:
            for name in SORT_INDEXES:
                cursor.execute(f"DROP INDEX IF EXISTS {name}")


#: the runs list's sort indexes (runs migration 0016; since 0022 without RUNNING runs, so a running run's
#: appends write none of them)
SORT_INDEXES = ("run_last_event", "run_steps", "run_tokens", "run_cost")


def _sample_payload() -> dict:
    """The LlmSampled payload of step 5 of a real ticket run (a realistic row size)."""
    from agentops.core.model import Sample, ToolCall, Usage

    sample = Sample(
        content="Retrieve the SLA terms before emailing finance.",
        tool_calls=(ToolCall("retrieve", {"topic": "SLA terms"}, "call_5_0"),),
        usage=Usage(3800, 40, 0.00768),
    )
    return {"step": 5, "output": sample.to_payload()}


class _Floor:
    """The physical floor: an LlmSampled row written bare, from this process and connection.

    A: ``INSERT`` and ``COMMIT`` in a transaction (BEGIN, INSERT, COMMIT: three round trips);
    B: the ``INSERT`` alone in autocommit (one round trip, the tightest floor).
    """

    COLUMNS = "run_id, seq, event_id, type, step, call_index, payload, payload_purged, prev_hash, hash, created_at"

    def __init__(self) -> None:
        from agentops.core.canon import canonical
        from agentops.demo.ticket import ticket_inputs
        from runs.services import run_create

        run, _ = run_create(agent="ticket", inputs=ticket_inputs(10_000), seed=1, start=False)
        self.run_id, self.text, self.seq = run.id, canonical(_sample_payload()), 100
        self.sql = f"INSERT INTO runs_event ({self.COLUMNS}) VALUES ({', '.join(['%s'] * 11)})"

    def write(self, *, in_transaction: bool) -> float:
        """Milliseconds to write one row, A (``in_transaction``) or B."""
        from django.db import connection, transaction
        from django.utils import timezone

        self.seq += 1
        row = (self.run_id, self.seq, f"floor_{self.run_id}_{self.seq}", "LlmSampled", 5, None, self.text, False)
        params = (*row, "0" * 64, "1" * 64, timezone.now())
        t = time.perf_counter()
        if in_transaction:
            with transaction.atomic(), connection.cursor() as cur:
                cur.execute(self.sql, params)
        else:
            with connection.cursor() as cur:
                cur.execute(self.sql, params)
        return (time.perf_counter() - t) * 1000


def append_latency(n: int) -> dict[str, float]:
    """p50/p99 (ms) of append_events vs the bare INSERT + COMMIT of the same row."""
    from django.db import connection

    from agentops.core.events import EventType, NewEvent
    from agentops.demo.ticket import ticket_inputs
    from runs.journal import leases
    from runs.journal.store import DbJournal
    from runs.services import run_create

    payload = _sample_payload()
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(0), seed=1, start=False)
    lease = leases.acquire(run.id, "bench")
    journal = DbJournal(run.id, lease.fence, lease.head_seq)
    floor = _Floor()
    appends, floors, alone = [], [], []
    for i in range(n + n // 10):  # the first tenth warms up
        t = time.perf_counter()
        journal.append([NewEvent(EventType.LLM_SAMPLED, payload)])
        appended = (time.perf_counter() - t) * 1000
        in_transaction, single = floor.write(in_transaction=True), floor.write(in_transaction=False)
        if i >= n // 10:
            appends.append(appended)
            floors.append(in_transaction)
            alone.append(single)
    return {
        "vendor": connection.vendor,
        "append_p50": pct(appends, 0.5),
        "append_p99": pct(appends, 0.99),
        "floor_p50": pct(floors, 0.5),
        "floor_p99": pct(floors, 0.99),
        "alone_p50": pct(alone, 0.5),
        "alone_p99": pct(alone, 0.99),
        "n": n,
    }


class _FloorJournal:
    """The in-memory journal plus the floor's commit per append: one bare row, written as A or B.

    Driven by the same step loop, so the floor's commits are measured in the same company as the
    durable journal's (between model samples and tool calls), not in a tight loop.
    """

    def __init__(self, inner, floor: _Floor, *, in_transaction: bool) -> None:
        self.inner, self.floor, self.in_transaction = inner, floor, in_transaction

    def append(self, events):
        stored = self.inner.append(events)
        self.floor.write(in_transaction=self.in_transaction)
        return stored

    def confirm_lease(self) -> None:
        self.inner.confirm_lease()


def _wal_frames(work) -> Counter[str]:
    """SQLite: the WAL frames (pages) written while ``work()`` runs, automatic checkpoints off meanwhile,
    counted by the b-tree (table or index, SQLite's ``dbstat``) each page belongs to.

    Every page a commit changed is one frame, so this counts what the writes cost SQLite at commit
    whatever the machine's load; the owner says which table or index made the commit write it."""
    from django.db import connection

    wal = Path(connection.settings_dict["NAME"] + "-wal")
    with connection.cursor() as cur:
        page = cur.execute("PRAGMA page_size").fetchone()[0]
        every = cur.execute("PRAGMA wal_autocheckpoint").fetchone()[0]  # the settings' (given back after)
        cur.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        cur.execute("PRAGMA wal_autocheckpoint=0")
    try:
        work()
        data = wal.read_bytes() if wal.exists() else b""
        with connection.cursor() as cur:
            owners = dict(cur.execute("SELECT pageno, name FROM dbstat").fetchall())
            for name in {n for n in owners.values() if n.startswith("sqlite_autoindex_")}:
                columns = ", ".join(row[2] for row in cur.execute(f"PRAGMA index_info('{name}')").fetchall())
                owners = {k: f"{v} ({columns})" if v == name else v for k, v in owners.items()}
    finally:
        with connection.cursor() as cur:
            cur.execute(f"PRAGMA wal_autocheckpoint={int(every)}")
    frames: Counter[str] = Counter()
    for at in range(32, len(data) - 24 - page + 1, 24 + page):  # a 32-byte file header, then frames
        number = int.from_bytes(data[at : at + 4], "big")  # each frame's header starts with its page number
        frames[owners.get(number, "(freelist)")] += 1
    return frames


class _TimedCursor:
    """A DB-API cursor whose ``execute`` adds its CPU time to ``costs`` under the statement's kind."""

    def __init__(self, cursor, costs: dict[str, list[float]], order: list[str]) -> None:
        self.cursor, self.costs, self.order = cursor, costs, order

    def execute(self, text: str, params=()):
        kind = " ".join(text.split(" (")[0].split()[:3])  # e.g. INSERT INTO "runs_event", UPDATE "runs_run" SET
        t = time.process_time()
        try:
            return self.cursor.execute(text, params)
        finally:
            self.costs.setdefault(kind, []).append(time.process_time() - t)
            self.order.append(kind)

    def __getattr__(self, name: str):
        return getattr(self.cursor, name)


def _statement_costs(work) -> tuple[dict[str, tuple[int, float]], list[str]]:
    """SQLite: the append's statements while ``work()`` runs (``runs.journal.sql.write_guarded``, which
    sends every append's BEGIN, statements and COMMIT on the DB-API connection): by kind, how many and
    their CPU seconds in all; and every statement's kind in order."""
    from django.db import connections

    from runs.journal import sql

    costs: dict[str, list[float]] = {}
    order: list[str] = []
    db, real = connections["default"], sql.write_guarded

    class Connection:
        def __init__(self, raw) -> None:
            self.raw = raw

        def cursor(self):
            return _TimedCursor(self.raw.cursor(), costs, order)

        def __getattr__(self, name: str):
            return getattr(self.raw, name)

    def timed(*args, **kwargs):
        raw = db.connection
        db.connection = Connection(raw)
        try:
            return real(*args, **kwargs)
        finally:
            db.connection = raw

    sql.write_guarded = timed
    try:
        work()
    finally:
        sql.write_guarded = real
    return {kind: (len(v), sum(v)) for kind, v in costs.items()}, order


def _in_memory(run_id: str, started: dict, wrap=None) -> tuple[float, float]:
    """The ticket run on the in-memory journal (``wrap``: the journal wrapped, e.g. in the floor's
    commits), started with ``started`` (a RunStarted payload) under ``run_id`` as its own: its wall and CPU
    milliseconds per step.

    The payload's ``run_id`` is the idempotency keys' scope (``ReplayIndex.key_scope``): left as the
    durable run's, each of this run's emails would find the durable run's ledger row (its key) and skip the
    provider's write, so the durable side alone would pay the demo provider's six ledger commits a run."""
    from agentops.core.events import EventType, NewEvent
    from agentops.core.loop import StepLoop
    from agentops.core.memory import MemoryStore
    from agentops.core.replay import ReplayIndex
    from runs.worker.registry import load_agent

    agent, store = load_agent("ticket"), MemoryStore()
    token = store.acquire(run_id, "bench")
    store.append(run_id, token, 0, [NewEvent(EventType.RUN_STARTED, {**started, "run_id": run_id})])
    journal = store.journal(run_id, token)
    t, c = time.perf_counter(), time.process_time()
    StepLoop(agent, ReplayIndex.build(run_id, store.load(run_id)), wrap(journal) if wrap else journal).run()
    return (time.perf_counter() - t) * 1000 / 24, (time.process_time() - c) * 1000 / 24


class _ReplyChecks:
    """The wall and CPU milliseconds the agents' reply checks (the claims audit before RunCompleted) take,
    while installed: every agent loaded meanwhile gets its check wrapped in a clock (``take`` reads and resets).

    The audit resolves the reply's citations in the database: on the database journal they are the run's
    own events, so it judges each claim against its call; on the in-memory journal none exists there, so
    every claim is unknown at once. Its cost is the claims audit's, once per run, not the step's: the step
    cost sets it aside on every side and reports it on its own."""

    def __init__(self, *, instrumented: bool = False) -> None:
        self.wall = self.cpu = 0.0
        #: under callgrind (``instructions``): while True, the checks run with instrumentation off
        self.paused = False
        self.instrumented = instrumented

    def __enter__(self) -> _ReplyChecks:
        from runs.claims import services

        self.services, self.real = services, services.reply_check_for

        def timed_for(*args, **kwargs):
            check = self.real(*args, **kwargs)

            def timed(*a, **k):
                paused = self.instrumented and self.paused
                if paused:
                    _instrument("off")
                t, c = time.perf_counter(), time.process_time()
                try:
                    return check(*a, **k)
                finally:
                    self.wall += (time.perf_counter() - t) * 1000
                    self.cpu += (time.process_time() - c) * 1000
                    if paused:
                        _instrument("on")

            return timed

        services.reply_check_for = timed_for
        return self

    def __exit__(self, *exc) -> None:
        self.services.reply_check_for = self.real

    def take(self) -> tuple[float, float]:
        """Wall and CPU ms since the last take."""
        spent, self.wall, self.cpu = (self.wall, self.cpu), 0.0, 0.0
        return spent


def step_cost(runs: int) -> dict[str, float]:
    """Per-step time (ms) of a ticket run on: the database journal; the in-memory journal; and the
    in-memory journal plus one bare commit per append (the floor, A and B). Same agent, tools and
    database side-effect ledger each time, each under its own run id (its own idempotency keys).
    Each run's reply check is timed and set aside (:class:`_ReplyChecks`); the ratios with it kept are
    returned too (``*_with_audit``)."""
    with _ReplyChecks() as checks:
        return _step_cost(runs, checks)


def _step_cost(runs: int, checks: _ReplyChecks) -> dict[str, float]:
    from django.db import connection

    from agentops.core.loop import StepLoop
    from agentops.demo.ticket import ticket_inputs
    from runs.journal import store as journal_mod
    from runs.models import Event
    from runs.services import run_create
    from runs.worker.engine import drive_run

    commits = {"n": 0}
    real_append = journal_mod._append  # every append goes through it (``append_events`` and a writer's)

    def counting(*args, **kwargs):
        commits["n"] += 1
        return real_append(*args, **kwargs)

    loop_s = {"t": 0.0}
    real_run = StepLoop.run

    def timed_run(self):
        t = time.perf_counter()
        try:
            return real_run(self)
        finally:
            loop_s["t"] = time.perf_counter() - t

    cpu_ms: dict[str, list[float]] = {"db": [], "mem": [], "a": []}  # this process's CPU per step
    audits: dict[str, list[tuple[float, float]]] = {"db": [], "mem": [], "a": []}  # per run: wall, CPU ms

    def in_memory(run_id: str, started: dict, wrap=None, cpu: str | None = None, side: str | None = "mem") -> float:
        checks.take()
        wall, used = _in_memory(run_id, started, wrap)
        audit = checks.take()
        if side:
            audits[side].append(audit)
        if cpu:
            cpu_ms[cpu].append(used - audit[1] / 24)
        return wall - audit[0] / 24

    floor = _Floor()
    db_ms, loop_ms, mem_ms, a_ms, b_ms, per_step_commits = [], [], [], [], [], []
    for i in range(runs):
        run, _ = run_create(agent="ticket", inputs=ticket_inputs(i), seed=i, start=False)
        started = json.loads(Event.objects.get(run_id=run.id, seq=1).payload)
        journal_mod._append, StepLoop.run = counting, timed_run
        commits["n"] = 0
        checks.take()
        t, c = time.perf_counter(), time.process_time()
        drive_run(run.id, owner="bench")
        wall, used = (time.perf_counter() - t) * 1000, (time.process_time() - c) * 1000
        audits["db"].append(audit := checks.take())
        db_ms.append((wall - audit[0]) / 24)
        cpu_ms["db"].append((used - audit[1]) / 24)
        loop_ms.append((loop_s["t"] * 1000 - audit[0]) / 24)
        journal_mod._append, StepLoop.run = real_append, real_run
        per_step_commits.append(commits["n"] / 24)
        mem_ms.append(in_memory(f"mem_{run.id}", started, cpu="mem"))
        floor_a = lambda j: _FloorJournal(j, floor, in_transaction=True)  # noqa: E731
        a_ms.append(in_memory(f"fla_{run.id}", started, floor_a, "a", side="a"))
        floor_b = lambda j: _FloorJournal(j, floor, in_transaction=False)  # noqa: E731
        b_ms.append(in_memory(f"flb_{run.id}", started, floor_b, side=None))
    frames = {}
    if connection.vendor == "sqlite":  # one more run each way, its WAL frames counted
        run, _ = run_create(agent="ticket", inputs=ticket_inputs(runs), seed=runs, start=False)
        started = json.loads(Event.objects.get(run_id=run.id, seq=1).payload)
        frames["db"] = _wal_frames(lambda: drive_run(run.id, owner="bench"))
        floor_a = lambda j: _FloorJournal(j, floor, in_transaction=True)  # noqa: E731
        frames["floor_a"] = _wal_frames(lambda: in_memory(f"flw_{run.id}", started, floor_a, side=None))
        statements = {"runs": 5, "by_kind": {}, "order": []}  # five more durable runs, each statement timed
        for i in range(statements["runs"]):
            run, _ = run_create(agent="ticket", inputs=ticket_inputs(runs + 1 + i), seed=runs + 1 + i, start=False)
            by_kind, order = _statement_costs(lambda run_id=run.id: drive_run(run_id, owner="bench"))
            for kind, (n, cpu) in by_kind.items():
                was = statements["by_kind"].get(kind, (0, 0.0))
                statements["by_kind"][kind] = (was[0] + n, was[1] + cpu)
            statements["order"] = order
        frames["statements"] = statements
    extra = [d - m for d, m in zip(db_ms, mem_ms, strict=True)]
    cpu_extra = [d - m for d, m in zip(cpu_ms["db"], cpu_ms["mem"], strict=True)]
    cpu_floor = [a - m for a, m in zip(cpu_ms["a"], cpu_ms["mem"], strict=True)]
    loop_extra = [d - m for d, m in zip(loop_ms, mem_ms, strict=True)]
    floor_a = [a - m for a, m in zip(a_ms, mem_ms, strict=True)]
    floor_b = [b - m for b, m in zip(b_ms, mem_ms, strict=True)]

    def ratio_p50(floors: list[float], added: list[float] = extra) -> float:
        """p50 over runs of (what the journal adds) / (what the floor's commits add), run by run."""
        return pct([e / f for e, f in zip(added, floors, strict=True) if f > 0], 0.5)

    def kept(side: str, ms: list[float]) -> list[float]:
        """``ms`` (per step) with the side's reply checks kept in."""
        return [m + wall / 24 for m, (wall, _) in zip(ms, audits[side], strict=True)]

    mem_kept = kept("mem", mem_ms)
    extra_kept = [d - m for d, m in zip(kept("db", db_ms), mem_kept, strict=True)]
    floor_a_kept = [a - m for a, m in zip(kept("a", a_ms), mem_kept, strict=True)]

    return {
        "vendor": connection.vendor,
        "db_step_p50": pct(db_ms, 0.5),
        "mem_step_p50": pct(mem_ms, 0.5),
        "extra_p50": pct(extra, 0.5),
        "extra_p99": pct(extra, 0.99),
        "floor_a_p50": pct(floor_a, 0.5),
        "floor_b_p50": pct(floor_b, 0.5),
        "ratio_a_p50": ratio_p50(floor_a),
        "ratio_b_p50": ratio_p50(floor_b),
        "setup_per_run": 24 * pct([d - lp for d, lp in zip(db_ms, loop_ms, strict=True)], 0.5),
        "loop_extra_p50": pct(loop_extra, 0.5),
        "appends_per_step": statistics.mean(per_step_commits),
        "cpu_extra_p50": pct(cpu_extra, 0.5),
        "cpu_floor_a_p50": pct(cpu_floor, 0.5),
        "ratio_a_with_audit_p50": ratio_p50(floor_a_kept, extra_kept),
        "audit_db_p50": pct([wall for wall, _ in audits["db"]], 0.5),
        "audit_mem_p50": pct([wall for wall, _ in audits["mem"]], 0.5),
        "audit_db_cpu_p50": pct([cpu for _, cpu in audits["db"]], 0.5),
        "audit_mem_cpu_p50": pct([cpu for _, cpu in audits["mem"]], 0.5),
        "runs": runs,
        "frames": frames,
    }


#: what an instructions child drives (``--child instr-<kind>``): the database journal, the in-memory one,
#: the in-memory one plus floor A's commit per append
INSTRUCTION_KINDS = ("db", "mem", "floor_a")


def instructions(kind: str, runs: int) -> None:
    """Run under callgrind started with ``--instr-atstart=no``: ``runs`` ticket runs driven the ``kind``
    way to warm up, then ``runs`` more with instrumentation switched on around each (``callgrind_control``),
    so the profile counts those runs' instructions and nothing else (run creation included in neither;
    the reply checks, instrumentation off, neither: as the step cost sets them aside, :class:`_ReplyChecks`)."""
    from agentops.demo.ticket import ticket_inputs
    from runs.models import Event
    from runs.services import run_create
    from runs.worker.engine import drive_run

    floor = _Floor()
    with _ReplyChecks(instrumented=True) as checks:
        for i in range(2 * runs):
            run, _ = run_create(agent="ticket", inputs=ticket_inputs(i), seed=i, start=False)
            started = json.loads(Event.objects.get(run_id=run.id, seq=1).payload)
            if i >= runs:
                _instrument("on")
                checks.paused = True
            if kind == "db":
                drive_run(run.id, owner="bench")
            elif kind == "mem":
                _in_memory(f"mem_{run.id}", started)
            else:
                _in_memory(f"fla_{run.id}", started, lambda j: _FloorJournal(j, floor, in_transaction=True))
            if i >= runs:
                checks.paused = False
                _instrument("off")


def _instrument(state: str) -> None:
    """Switch callgrind's instrumentation of this process ``on`` or ``off``."""
    subprocess.run(["callgrind_control", f"--instr={state}", str(os.getpid())], check=True, capture_output=True)


def child(mode: str, n: int) -> None:
    _setup()
    if mode.startswith("instr-"):
        instructions(mode.removeprefix("instr-"), n)
        return
    result = append_latency(n) if mode == "latency" else step_cost(n)
    print(json.dumps(result))


# -- parent ---------------------------------------------------------------------------------------
WITH_REDIS = "PostgreSQL + Redis layer"


def _ratio(r: dict, floor: str) -> str:
    return f"{r['append_p50'] / r[floor + '_p50']:.2f}× ({r['append_p99'] / r[floor + '_p99']:.2f}×)"


def fresh_postgres(url: str, suffix: str) -> str:
    import psycopg

    parts = urlsplit(url)
    name = parts.path.lstrip("/") + suffix
    with psycopg.connect(urlunsplit(parts._replace(path="/postgres")), autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    return urlunsplit(parts._replace(path=f"/{name}"))


def _child_env(env: dict[str, str]) -> dict[str, str]:
    base = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")} | production_settings()
    return {**base, **env}


def run_child(mode: str, n: int, env: dict[str, str]) -> dict:
    out = subprocess.run(
        [sys.executable, __file__, "--child", mode, "-n", str(n)],
        cwd=ROOT,
        env=_child_env(env),
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def instructions_per_step(runs: int, env: dict[str, str]) -> dict[str, float]:
    """SQLite: CPU instructions (callgrind, user space) per step of ``runs`` ticket runs driven each of
    :data:`INSTRUCTION_KINDS` ways, one child under valgrind each, on a fresh SQLite file each."""
    out = {}
    with tempfile.TemporaryDirectory(prefix="agentops-bench-callgrind-") as tmp:
        for kind in INSTRUCTION_KINDS:
            data, profile = Path(tmp) / kind, Path(tmp) / f"{kind}.callgrind"
            data.mkdir()
            child_command = [sys.executable, __file__, "--child", f"instr-{kind}", "-n", str(runs)]
            subprocess.run(
                [
                    "valgrind",
                    "--tool=callgrind",
                    "--instr-atstart=no",
                    f"--callgrind-out-file={profile}",
                    *child_command,
                ],
                cwd=ROOT,
                env=_child_env({**env, "AGENTOPS_DATA_DIR": str(data)}),
                capture_output=True,
                check=True,
            )
            totals = [line for line in profile.read_text().splitlines() if line.startswith("totals:")]
            out[kind] = int(totals[-1].split()[1]) / (24 * runs)
    return out


def workers_table(url: str, counts: list[int], runs: int) -> list[dict]:
    """Runs through real Celery workers (Procfile command lines) on a private broker."""
    os.environ["DATABASE_URL"] = url
    os.environ.pop("REDIS_URL", None)
    os.environ["AGENTOPS_WORKER"] = "none"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
    import django

    django.setup()
    from django.core.management import call_command

    from bench.chaos import Cluster, Config, create_runs
    from runs.models import Run

    call_command("migrate", verbosity=0)
    rows = []
    for workers in counts:
        Run.objects.all().delete()
        with tempfile.TemporaryDirectory(prefix="agentops-throughput-") as tmp:
            cluster = Cluster(Config(runs=runs, workers=workers), url, Path(tmp))
            cluster.env.update(production_settings())
            cluster.start_redis()
            try:
                for i in range(workers):
                    cluster.start(f"worker{i}")
                _wait_ready(cluster, workers)
                t = time.perf_counter()
                create_runs(Config(runs=runs, workers=workers), cluster.redis_url)
                while Run.objects.filter(status="COMPLETED").count() < runs:
                    time.sleep(0.05)
                elapsed = time.perf_counter() - t
            finally:
                cluster.stop_all()
        rows.append({"workers": workers, "runs": runs, "seconds": elapsed})
    return rows


def _wait_ready(cluster, workers: int, timeout: float = 120) -> None:
    """Until every worker logged ``ready`` (startup is not part of the measurement)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        logs = [(cluster.workdir / f"worker{i}.log") for i in range(workers)]
        if all(p.exists() and "ready." in p.read_text(errors="replace") for p in logs):
            return
        time.sleep(0.2)
    raise RuntimeError("workers did not become ready")


def _print_frames(name: str, step: dict[str, int], floor: dict[str, int]) -> None:
    """The WAL frames table: per step in all, then by the table or index that wrote them (24 steps a run)."""
    total, floor_total = sum(step.values()) / 24, sum(floor.values()) / 24
    print(
        "\nSQLite WAL frames (pages written at commit) per step, one more run each way (the load does not move"
        " it; page splits vary it by about a tenth from run to run):\n"
    )
    print("| backend | durable step | floor A | step / floor A |")
    print("|---|---|---|---|")
    print(f"| {name} | {total:.1f} | {floor_total:.1f} | {total / floor_total:.2f}× |")
    print("\nThe same frames by the b-tree whose page each is (SQLite's `dbstat`; `sqlite_autoindex_*` are the")
    print(
        "UNIQUE constraints' indexes, their columns in brackets; `sqlite_schema` is page 1, rewritten when the file grows):\n"
    )
    print("| table or index | durable step, frames/step | floor A, frames/step |")
    print("|---|---:|---:|")
    rest = [0.0, 0.0]
    for owner in sorted(step.keys() | floor.keys(), key=lambda o: (-step.get(o, 0), o)):
        pair = (step.get(owner, 0) / 24, floor.get(owner, 0) / 24)
        if max(pair) < 0.1:  # a completion's reply and claims, a status change's indexes: once a run
            rest = [rest[0] + pair[0], rest[1] + pair[1]]
        else:
            print(f"| {owner} | {pair[0]:.2f} | {pair[1]:.2f} |")
    print(f"| the rest (each under 0.1) | {rest[0]:.2f} | {rest[1]:.2f} |")


def _print_statements(name: str, statements: dict) -> None:
    """The append's statements by kind: how many a step sends and their CPU (this process: SQLite's work)."""
    steps = 24 * statements["runs"]
    print(
        f"\nThe appends' statements, {statements['runs']} more durable runs each statement timed (CPU of this"
        " process; the COMMIT writes the WAL frames above):\n"
    )
    print("| backend | statement | per step | CPU µs per statement | CPU µs per step |")
    print("|---|---|---:|---:|---:|")
    total = 0.0
    for kind, (n, cpu) in sorted(statements["by_kind"].items(), key=lambda kv: -kv[1][1]):
        total += cpu
        print(f"| {name} | `{kind}` | {n / steps:.2f} | {cpu / n * 1e6:.1f} | {cpu / steps * 1e6:.1f} |")
    print(f"| {name} | in all | | | {total / steps * 1e6:.1f} |")
    commits, current = [], []
    for kind in statements["order"]:
        current.append(kind)
        if kind == "COMMIT":
            commits.append(current)
            current = []
    # the last run's last tool step: its results' commit (the execution row's UPDATE) and its intent's before it
    results = max(i for i, c in enumerate(commits) if 'UPDATE "runs_toolexecution" SET' in c)
    intent = max(i for i, c in enumerate(commits[:results]) if 'INSERT INTO "runs_toolexecution"' in c)
    print("\nA tool step's two commits (its intent, then its results), as sent:\n")
    for commit in (commits[intent], commits[results]):
        print("- " + " → ".join(f"`{k}`" for k in commit))


def main() -> int:
    parser = argparse.ArgumentParser(description="throughput and cost per durable step")
    parser.add_argument("--child", choices=["latency", "step", *(f"instr-{k}" for k in INSTRUCTION_KINDS)])
    parser.add_argument("-n", type=int, default=500, help="appends (latency) or runs (step, instr-*)")
    parser.add_argument("--runs", type=int, default=40, help="runs per worker count")
    parser.add_argument("--step-runs", type=int, default=20, help="ticket runs per backend for the cost per step")
    parser.add_argument("--workers", default="1,2,4")
    parser.add_argument("--skip-workers", action="store_true")
    parser.add_argument(
        "--sort-indexes",
        action="store_true",
        help="measure latency and step cost again without migration 0016's indexes",
    )
    parser.add_argument(
        "--instructions",
        type=int,
        default=0,
        metavar="RUNS",
        help="SQLite: CPU instructions per step under callgrind (valgrind), durable and floor A, RUNS runs each",
    )
    args = parser.parse_args()
    if args.child:
        child(args.child, args.n)
        return 0
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith("postgres"):
        print("DATABASE_URL must point at PostgreSQL", file=sys.stderr)
        return 2
    print(f"# machine: nproc {os.cpu_count()}, {memory_total()}; python {sys.version.split()[0]}")
    print(f"# {' '.join(sys.argv)}")
    pg = fresh_postgres(url, "_bench")
    with tempfile.TemporaryDirectory(prefix="agentops-bench-sqlite-") as tmp:
        backends = {"PostgreSQL": {"DATABASE_URL": pg}, "SQLite (WAL)": {"AGENTOPS_DATA_DIR": tmp}}
        latency = {name: run_child("latency", args.n, env) for name, env in backends.items()}
        steps = {name: run_child("step", args.step_runs, env) for name, env in backends.items()}
        if os.environ.get("REDIS_URL"):  # the production shape: live wake-ups through the Redis layer
            env = {**backends["PostgreSQL"], "REDIS_URL": os.environ["REDIS_URL"]}
            steps[WITH_REDIS] = run_child("step", args.step_runs, env)
        without: dict[str, tuple[dict, dict]] = {}
        if args.sort_indexes:
            backends = {"PostgreSQL": {"DATABASE_URL": fresh_postgres(url, "_bench_nosort")}, "SQLite (WAL)": {}}
            with tempfile.TemporaryDirectory(prefix="agentops-bench-sqlite-") as bare:
                backends["SQLite (WAL)"]["AGENTOPS_DATA_DIR"] = bare
                for name, env in backends.items():
                    env = {**env, "BENCH_WITHOUT_SORT_INDEXES": "1"}
                    without[name] = (run_child("latency", args.n, env), run_child("step", args.step_runs, env))
    counted: dict[str, dict[str, float]] = {}
    if args.instructions:
        counted["as migrated"] = instructions_per_step(args.instructions, {})
        if args.sort_indexes:
            bare_env = {"BENCH_WITHOUT_SORT_INDEXES": "1"}
            counted["without migration 0016's sort indexes"] = instructions_per_step(args.instructions, bare_env)
    print("\n## Journal append latency (one LlmSampled event per append)\n")
    print(
        "| backend | append p50 / p99 ms | floor A: INSERT+COMMIT p50 / p99 ms | floor B: autocommit INSERT "
        "p50 / p99 ms | append / A p50 (p99) | append / B p50 (p99) |"
    )
    print("|---|---|---|---|---|---|")
    for name, r in latency.items():
        print(
            f"| {name} | {r['append_p50']:.2f} / {r['append_p99']:.2f} | {r['floor_p50']:.2f} / "
            f"{r['floor_p99']:.2f} | {r['alone_p50']:.2f} / {r['alone_p99']:.2f} | {_ratio(r, 'floor')} | "
            f"{_ratio(r, 'alone')} |"
        )
    print(f"\n({args.n} appends each, after {args.n // 10} warm-up appends, the three interleaved)")
    print("\n## Cost of a durable step (ticket run, in-process; database journal, in-memory journal, floor)\n")
    print(
        "| backend | step p50 ms (db) | step p50 ms (memory) | added p50 ms | added p99 ms | commits/step "
        "| floor A adds p50 ms | added / floor A | floor B adds p50 ms | added / floor B |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, r in steps.items():
        print(
            f"| {name} | {r['db_step_p50']:.2f} | {r['mem_step_p50']:.2f} | {r['extra_p50']:.2f} | "
            f"{r['extra_p99']:.2f} | {r['appends_per_step']:.2f} | {r['floor_a_p50']:.2f} | {r['ratio_a_p50']:.2f}× | "
            f"{r['floor_b_p50']:.2f} | {r['ratio_b_p50']:.2f}× |"
        )
    print(
        "\n(floor A / B: the in-memory run plus one bare INSERT+COMMIT / autocommit INSERT per append, in the"
        " same loop; a ratio is the p50 over runs of that run's added time over its floor's)"
    )
    print(
        "\nThe reply's claims audit (once per run, before RunCompleted) is set aside above on every side: on the"
        " database journal it judges each claim against the run's stored calls; on the in-memory journal the"
        " reply's citations name no stored event, so every claim is unknown at once.\n"
    )
    print(
        "| backend | audit p50 ms/run (CPU), database journal | the same, in-memory journal | added / floor A, audit kept in |"
    )
    print("|---|---|---|---|")
    for name, r in steps.items():
        print(
            f"| {name} | {r['audit_db_p50']:.2f} ({r['audit_db_cpu_p50']:.2f}) | {r['audit_mem_p50']:.2f} "
            f"({r['audit_mem_cpu_p50']:.2f}) | {r['ratio_a_with_audit_p50']:.2f}× |"
        )
    print("\nWhere the added time goes: the run's set-up and tear-down outside the step loop (lease taken,")
    print("journal loaded, lease given back) and what the loop itself adds per step.\n")
    print("| backend | set-up + tear-down p50 ms/run | loop added p50 ms/step |")
    print("|---|---|---|")
    for name, r in steps.items():
        print(f"| {name} | {r['setup_per_run']:.2f} | {r['loop_extra_p50']:.2f} |")
    print("\nCPU of the bench process per step (on SQLite the whole cost; on PostgreSQL the client's share):\n")
    print("| backend | CPU added p50 ms/step | floor A adds CPU p50 ms/step | CPU added / floor A |")
    print("|---|---|---|---|")
    for name, r in steps.items():
        cpu_ratio = r["cpu_extra_p50"] / r["cpu_floor_a_p50"] if r["cpu_floor_a_p50"] > 0 else float("nan")
        print(f"| {name} | {r['cpu_extra_p50']:.2f} | {r['cpu_floor_a_p50']:.2f} | {cpu_ratio:.2f}× |")
    frames = {name: r["frames"] for name, r in steps.items() if r["frames"]}
    for name, f in frames.items():
        _print_frames(name, f["db"], f["floor_a"])
        _print_statements(name, f["statements"])
    if without:
        print("\n## Migration 0016's sort indexes: the same measures without them (fresh databases)\n")
        print("| backend | indexes | append / A p50 | added p50 ms/step | added / floor A | CPU added ms/step |")
        print("|---|---|---|---|---|---|")
        for name, (lat, step) in without.items():
            for label, (a, b) in (("with", (latency[name], steps[name])), ("without", (lat, step))):
                print(
                    f"| {name} | {label} | {a['append_p50'] / a['floor_p50']:.2f}× | {b['extra_p50']:.2f} | "
                    f"{b['ratio_a_p50']:.2f}× | {b['cpu_extra_p50']:.2f} |"
                )
    if counted:
        print(f"\n## SQLite: CPU instructions per step (callgrind, user space; {args.instructions} runs each way)\n")
        print("| schema | durable − in-memory | floor A − in-memory | added / floor A |")
        print("|---|---:|---:|---:|")
        for label, c in counted.items():
            added, floor_adds = c["db"] - c["mem"], c["floor_a"] - c["mem"]
            print(f"| {label} | {added / 1e6:.3f} M | {floor_adds / 1e6:.3f} M | {added / floor_adds:.2f}× |")
        print("\n(the kernel's share — the WAL's writes — and memory stalls are not instructions: see the CPU table)")
    if not args.skip_workers:
        counts = [int(c) for c in args.workers.split(",")]
        rows = workers_table(fresh_postgres(url, "_bench_workers"), counts, args.runs)
        print("\n## Celery workers (PostgreSQL, private Redis broker, Procfile worker command, concurrency 1)\n")
        print("| workers | runs | seconds | runs/s | steps/s |")
        print("|---|---|---|---|---|")
        for r in rows:
            print(
                f"| {r['workers']} | {r['runs']} | {r['seconds']:.1f} | {r['runs'] / r['seconds']:.2f} | "
                f"{24 * r['runs'] / r['seconds']:.1f} |"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
