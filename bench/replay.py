"""Replay benchmark: what a resume costs, on SQLite and PostgreSQL, beside the seed's figures.

    python bench/replay.py                       # SQLite (temp file) + PostgreSQL (from DATABASE_URL)
    python bench/replay.py --postgres postgres://postgres@127.0.0.1:5432/postgres --repeat 300

For each backend a child process gets a throw-away database (a temp SQLite file; a temporary
PostgreSQL database created on the given server and dropped afterwards), drives the 24-step ticket
run and a 1,000-event run through the real engine, then measures:

* replay of the 24-step history: load the events from the database, build the ReplayIndex, check
  consistency (what every resume pays before its first new step) — full history and from the
  latest snapshot;
* snapshot rebuild of the last 8 steps (RunStarted + snapshot + 8-step tail, events in memory);
* building the index of 1,000 events (in memory, and loaded from the database);
* journal sizes: canonical payload bytes; on SQLite the file plus its ``-wal``, before and after
  ``wal_checkpoint(TRUNCATE)``.
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
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SEED = {
    "replay_p50_ms": 47.6,
    "replay_p95_ms": 94.2,
    "snapshot_rebuild_ms": 0.10,
    "index_1000_ms": 216.0,
    "size_24_step_kb": 48.0,
    "size_1000_kb": 3.7 * 1024,
}
LONG_STEPS = 200  # 5 events a step (sample, intent, result, verdict, commit) ⇒ 1,000 events + snapshots


def long_agent():
    """A retrieval-only agent with LONG_STEPS steps: the 1,000-event history."""
    from agentops.core.budget import Budget
    from agentops.core.loop import Agent
    from agentops.core.model import ScriptedModel, ToolCall
    from agentops.core.tools import ToolRegistry
    from agentops.demo import ticket

    def script(step, messages):
        if step < LONG_STEPS:
            return f"step {step}", [ToolCall("retrieve", {"topic": f"topic {step}"}, f"c{step}")]
        return "done", []

    return Agent(
        "bench-long",
        ScriptedModel("bench-long-v1", script),
        ToolRegistry([ticket.retrieve_tool()]),
        ticket.TEMPLATE,
        budget=Budget(max_steps=LONG_STEPS + 5, max_tokens=10**12, max_cost=10.0**9),
        snapshot_every=0,
    )


def _ms(samples: tuple[list[float], list[float]]) -> dict[str, float]:
    wall, cpu = samples
    qs = statistics.quantiles(wall, n=20, method="inclusive")
    return {
        "p50": statistics.median(wall) * 1000,
        "p95": qs[18] * 1000,
        "min": min(wall) * 1000,
        "cpu_p50": statistics.median(cpu) * 1000,
    }


def _timeit(fn, repeat: int) -> tuple[list[float], list[float]]:
    """Wall-clock and this process's CPU time of each call (CPU time is immune to a busy machine)."""
    fn()  # warm up caches / connection
    wall, cpu = [], []
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return wall, cpu


def inner(repeat: int) -> dict[str, Any]:
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection

    from agentops.core.events import EventType
    from agentops.core.loop import check_consistency
    from agentops.core.replay import ReplayIndex
    from runs.journal.store import load_events
    from runs.models import Event
    from runs.services import run_create
    from runs.worker import sqlite
    from runs.worker.engine import drive_run
    from runs.worker.registry import load_agent

    call_command("migrate", verbosity=0)
    settings.AGENTOPS["AGENTS"]["bench-long"] = "__main__:long_agent"
    sizes_before = sqlite.database_size()
    ticket_run = run_create(
        agent="ticket", inputs={"ticket": "T-1", "customer": "ACME", "task": "x"}, seed=7, start=False
    )[0].id
    assert str(drive_run(ticket_run)) == "COMPLETED"
    sizes_ticket = sqlite.database_size()
    long_run = run_create(
        agent="bench-long", inputs={"ticket": "T-2", "customer": "ACME", "task": "x"}, seed=7, start=False
    )[0].id
    assert str(drive_run(long_run)) == "COMPLETED"
    sizes_after = sqlite.database_size()
    checkpoint = sqlite.checkpoint()
    sizes_truncated = sqlite.database_size()

    agent = load_agent("ticket")

    def replay(from_snapshot: bool):
        def go():
            index = ReplayIndex.build(ticket_run, load_events(ticket_run, from_snapshot=from_snapshot))
            check_consistency(index, agent)
            return index

        return go

    full = replay(False)()
    events_ticket = load_events(ticket_run, from_snapshot=False)
    snaps = [e.seq for e in events_ticket if e.type is EventType.SNAPSHOT_TAKEN]
    tail = [events_ticket[0], *(e for e in events_ticket if e.seq >= snaps[-1])]
    tail_steps = {e.step for e in tail if e.type is EventType.LLM_SAMPLED}
    assert ReplayIndex.build(ticket_run, tail).messages == full.messages
    events_long = load_events(long_run, from_snapshot=False)

    def payload_bytes(run_id: str) -> int:
        return sum(len(p.encode()) for p in Event.objects.filter(run_id=run_id).values_list("payload", flat=True))

    return {
        "vendor": connection.vendor,
        "ticket_events": len(events_ticket),
        "tail_events": len(tail),
        "tail_steps": len(tail_steps),
        "long_events": len(events_long),
        "replay_full": _ms(_timeit(replay(False), repeat)),
        "replay_snapshot": _ms(_timeit(replay(True), repeat)),
        "snapshot_rebuild": _ms(_timeit(lambda: ReplayIndex.build(ticket_run, tail), repeat * 5)),
        "index_1000_memory": _ms(_timeit(lambda: ReplayIndex.build(long_run, events_long), max(20, repeat // 5))),
        "index_1000_db": _ms(
            _timeit(
                lambda: ReplayIndex.build(long_run, load_events(long_run, from_snapshot=False)), max(20, repeat // 5)
            )
        ),
        "resume_1000_snapshot": _ms(
            _timeit(lambda: ReplayIndex.build(long_run, load_events(long_run)), max(20, repeat // 5))
        ),
        "payload_ticket_bytes": payload_bytes(ticket_run),
        "payload_long_bytes": payload_bytes(long_run),
        "sqlite": {
            "empty": sizes_before,
            "after_ticket": sizes_ticket,
            "after_long": sizes_after,
            "checkpoint": checkpoint,
            "after_checkpoint": sizes_truncated,
        }
        if sizes_before
        else None,
    }


def _child(env_db: str, repeat: int, tmp: str) -> dict[str, Any]:
    env = {**os.environ, "DATABASE_URL": env_db, "AGENTOPS_DATA_DIR": tmp, "AGENTOPS_WORKER": "none"}
    env.update(DJANGO_SETTINGS_MODULE="agentops.settings", AGENTOPS_LOG_LEVEL="WARNING", DB_CONN_MAX_AGE="60")
    for k in ("AGENTOPS_CRASH_AT", "AGENTOPS_MODEL_CALL_LOG", "REDIS_URL"):
        env.pop(k, None)
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, __file__, "--inner", "--repeat", str(repeat)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    if done.returncode != 0:
        raise SystemExit(f"benchmark child failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _postgres(url: str, repeat: int, tmp: str) -> dict[str, Any]:
    import psycopg

    name = f"agentops_replaybench_{os.getpid()}"
    base, _, _ = url.rpartition("/")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        return _child(f"{base}/{name}", repeat, tmp)
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _kb(n: float) -> str:
    return f"{n / 1024:,.1f} KB" if n < 1024 * 1024 else f"{n / 1024 / 1024:,.2f} MB"


def table(results: dict[str, dict[str, Any]]) -> str:
    names = list(results)
    rows: list[list[str]] = [["measure", "seed", *names, "seed / worst"]]

    def add(label: str, seed_ms: float | None, key: str, stat: str) -> None:
        values = [results[n][key][stat] for n in names]
        ratio = f"{seed_ms / max(values):,.0f}×" if seed_ms else ""
        rows.append([label, f"{seed_ms} ms" if seed_ms else "—", *(f"{v:.3f} ms" for v in values), ratio])

    r0 = results[names[0]]
    add(f"replay {r0['ticket_events']}-event / 24-step history, full, p50", SEED["replay_p50_ms"], "replay_full", "p50")
    add("  same, p95", SEED["replay_p95_ms"], "replay_full", "p95")
    add("  same, CPU time of this process, p50", SEED["replay_p50_ms"], "replay_full", "cpu_p50")
    add(
        f"replay from latest snapshot ({r0['tail_events']} events read), p50",
        SEED["replay_p50_ms"],
        "replay_snapshot",
        "p50",
    )
    add("  same, p95", SEED["replay_p95_ms"], "replay_snapshot", "p95")
    add("  same, CPU time of this process, p50", SEED["replay_p50_ms"], "replay_snapshot", "cpu_p50")
    add(
        f"snapshot rebuild of the last {r0['tail_steps']} steps (in memory), p50",
        SEED["snapshot_rebuild_ms"],
        "snapshot_rebuild",
        "p50",
    )
    add(f"index build, {r0['long_events']} events in memory, p50", SEED["index_1000_ms"], "index_1000_memory", "p50")
    add(
        f"index build, {r0['long_events']} events loaded from the DB, p50",
        SEED["index_1000_ms"],
        "index_1000_db",
        "p50",
    )
    add(
        f"resume of the {r0['long_events']}-event run (RunStarted + latest snapshot + tail), p50",
        SEED["index_1000_ms"],
        "resume_1000_snapshot",
        "p50",
    )
    rows.append(
        ["journal payload, 24-step run", "48 KB", *(_kb(results[n]["payload_ticket_bytes"]) for n in names), ""]
    )
    rows.append(
        [
            f"journal payload, {r0['long_events']} events",
            "3.7 MB",
            *(_kb(results[n]["payload_long_bytes"]) for n in names),
            "",
        ]
    )
    sq = next((results[n]["sqlite"] for n in names if results[n]["sqlite"]), None)
    if sq:

        def fmt(s):
            return f"db {_kb(s['db'])} + wal {_kb(s['wal'])}"

        for label, key in (
            ("empty (migrated)", "empty"),
            ("+ 24-step run", "after_ticket"),
            ("+ 1,000-event run", "after_long"),
            ("after wal_checkpoint(TRUNCATE)", "after_checkpoint"),
        ):
            rows.append([f"SQLite file, {label}", "", fmt(sq[key]), *([""] * (len(names) - 1)), ""])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = [
        " | ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
        for r in rows
    ]
    lines.insert(1, "-+-".join("-" * w for w in widths))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--postgres", default=None, help="server URL (default: DATABASE_URL when it is PostgreSQL)")
    parser.add_argument("--no-postgres", action="store_true")
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    opts = parser.parse_args()
    if opts.inner:
        sys.stdout.write(json.dumps(inner(opts.repeat)) + "\n")
        return
    results: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="agentops-replaybench-") as tmp:
        results["SQLite"] = _child(f"sqlite:///{Path(tmp) / 'bench.sqlite3'}", opts.repeat, tmp)
        pg = opts.postgres or (
            os.environ.get("DATABASE_URL", "") if os.environ.get("DATABASE_URL", "").startswith("postgres") else ""
        )
        if pg and not opts.no_postgres:
            results["PostgreSQL"] = _postgres(pg, opts.repeat, tmp)
    if opts.json:
        print(json.dumps(results, indent=2))
        return
    print(table(results))
    cores, load = os.cpu_count(), os.getloadavg()
    print(f"\nmachine: {cores} cores, load average {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} (1 / 5 / 15 min)")


if __name__ == "__main__":
    main()
