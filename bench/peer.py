"""AgentOps beside DBOS Transact 3.4, in one run, on the same PostgreSQL server.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/agentops_perf python bench/peer.py [--steps 24] [--runs 200] [--threads 4]

DBOS runs in its own virtual environment (``~/.cache/agentops-bench/dbos-3.4.0``, created with pip
on first use: not a project dependency) through ``bench/peer_dbos.py``; this project in a child
process of its own. Each side gets a throw-away database on the server of ``DATABASE_URL``, and
both do the same work: an agent step is one scripted model answer (one ``lookup`` call) and one
instant tool result.

* Cost per step: a run of ``--steps`` steps (creation to completion), per step. Memory = the same
  loop with nothing durable (AgentOps: the in-memory journal; DBOS: a workflow of plain calls).
  Durable AgentOps journals the sample, the intent, the result, the verdict and the commit (two
  commits a step); DBOS checkpoints the tool's output (one step), or the model's answer and the
  tool's output (two steps — what survives a crash without asking the model again: the fair row).
* Short runs: ``--runs`` runs of 3 steps (create, 3 steps, complete) from ``--threads`` threads.

The two sides run one after the other (DBOS first), each interleaving its own variants; the load
average is printed beside each side.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
import venv
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DBOS_VERSION = "3.4.0"
SHORT_STEPS = 3


def dbos_python() -> Path:
    """The DBOS environment's Python, created (pip install dbos) the first time."""
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "agentops-bench"
    env = cache / f"dbos-{DBOS_VERSION}"
    python = env / "bin" / "python"
    if not (env / ".ready").exists():
        venv.create(env, with_pip=True, clear=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", f"dbos=={DBOS_VERSION}"], check=True)
        (env / ".ready").write_text(DBOS_VERSION)
    return python


# -- the AgentOps side (a child process: Django binds one database per process) ----------------------
def step_agent():
    """``PEER_STEPS`` steps of one instant lookup each (the model of bench/replay.py)."""
    from bench.replay import _long_agent

    return _long_agent("bench-peer", int(os.environ.get("PEER_STEPS", "24")), _lookup_tool(), lambda s: {"n": s})


def short_agent():
    from bench.replay import _long_agent

    return _long_agent("bench-peer-short", SHORT_STEPS, _lookup_tool(), lambda s: {"n": s})


def _lookup_tool():
    from agentops.core.tools import Effect, Tool

    def lookup(args, key):
        return {"success": True, "code": "ok", "data": {"n": args["n"], "status": "open"}}

    return Tool("lookup", lookup, effect=Effect.READ)


def inner(steps: int, runs: int, threads: int) -> dict[str, Any]:
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connections

    from agentops.core.events import EventType, NewEvent
    from agentops.core.loop import StepLoop, run_started_payload
    from agentops.core.memory import MemoryStore
    from agentops.core.replay import ReplayIndex
    from runs.services import run_create
    from runs.worker.engine import drive_run
    from runs.worker.registry import load_agent

    call_command("migrate", verbosity=0)
    settings.AGENTOPS["AGENTS"]["bench-peer"] = "bench.peer:step_agent"
    settings.AGENTOPS["AGENTS"]["bench-peer-short"] = "bench.peer:short_agent"
    inputs = {"ticket": "T-1", "customer": "ACME", "task": "x"}

    def durable(agent: str) -> None:
        run, _ = run_create(agent=agent, inputs=inputs, seed=7, start=False)
        assert str(drive_run(run.id)) == "COMPLETED"

    def memory(n: int) -> None:
        agent, store, run_id = load_agent("bench-peer"), MemoryStore(), f"mem_{n}"
        token = store.acquire(run_id, "bench")
        started = run_started_payload(agent, run_id, inputs, "2026-12-03T00:00:00Z", 7)
        store.append(run_id, token, 0, [NewEvent(EventType.RUN_STARTED, started)])
        StepLoop(agent, ReplayIndex.build(run_id, store.load(run_id)), store.journal(run_id, token)).run()

    durable("bench-peer")
    memory(-1)
    mem, db = [], []
    for i in range(20):  # interleaved
        t = time.perf_counter()
        memory(i)
        mem.append((time.perf_counter() - t) * 1000 / steps)
        t = time.perf_counter()
        durable("bench-peer")
        db.append((time.perf_counter() - t) * 1000 / steps)

    left, lock = [runs], threading.Lock()

    def worker() -> None:
        try:
            while True:
                with lock:
                    if left[0] <= 0:
                        return
                    left[0] -= 1
                durable("bench-peer-short")
        finally:
            connections.close_all()

    durable("bench-peer-short")
    pool = [threading.Thread(target=worker) for _ in range(threads)]
    cpu, t = time.process_time(), time.perf_counter()
    for th in pool:
        th.start()
    for th in pool:
        th.join()
    rate = runs / (time.perf_counter() - t)
    return {
        "mem_step_p50": statistics.median(mem),
        "db_step_p50": statistics.median(db),
        "short_runs_per_s": rate,
        "short_cpu_ms_per_run": (time.process_time() - cpu) * 1000 / runs,
    }


# -- the parent -------------------------------------------------------------------------------------
def _database(server: str, name: str, *, drop: bool = False) -> str:
    import psycopg

    base, _, _ = server.rpartition("/")
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        if not drop:
            conn.execute(f'CREATE DATABASE "{name}"')
    return f"{base}/{name}"


def _last_json(out: str) -> dict[str, Any]:
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=24)
    parser.add_argument("--runs", type=int, default=200, help="short runs per side")
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    opts = parser.parse_args()
    if opts.inner:
        print(json.dumps(inner(opts.steps, opts.runs, opts.threads)))
        return
    server = os.environ.get("DATABASE_URL", "")
    if not server.startswith("postgres"):
        raise SystemExit("bench/peer.py needs DATABASE_URL pointing at PostgreSQL (DBOS needs it too)")
    python = dbos_python()
    print(f"machine: {os.cpu_count()} cores, load average at start {os.getloadavg()[0]:.1f}")
    tag = os.getpid()
    names = {"dbos": f"agentops_peer_dbos_{tag}", "ours": f"agentops_peer_ours_{tag}"}
    args = [str(opts.steps), str(opts.runs), str(opts.threads)]
    try:
        url = _database(server, names["dbos"])
        done = subprocess.run(
            [str(python), str(ROOT / "bench" / "peer_dbos.py"), url, *args],
            capture_output=True, text=True, timeout=3600, cwd=ROOT,
        )  # fmt: skip
        if done.returncode:
            raise SystemExit(f"DBOS side failed:\n{done.stderr[-3000:]}")
        dbos = {**_last_json(done.stdout), "load": os.getloadavg()[0]}
        env = {**os.environ, "DATABASE_URL": _database(server, names["ours"]), "PYTHONPATH": str(ROOT)}
        env.update(DJANGO_SETTINGS_MODULE="agentops.settings", AGENTOPS_WORKER="none", AGENTOPS_LOG_LEVEL="WARNING")
        env["PEER_STEPS"] = str(opts.steps)
        env.pop("REDIS_URL", None)
        done = subprocess.run(
            [sys.executable, __file__, "--inner", "--steps", str(opts.steps), "--runs", str(opts.runs),
             "--threads", str(opts.threads)],
            capture_output=True, text=True, timeout=3600, cwd=ROOT, env=env,
        )  # fmt: skip
        if done.returncode:
            raise SystemExit(f"AgentOps side failed:\n{done.stderr[-3000:]}")
        ours = {**_last_json(done.stdout), "load": os.getloadavg()[0]}
    finally:
        for name in names.values():
            _database(server, name, drop=True)
    print(table(ours, dbos, opts))


def table(ours: dict[str, Any], dbos: dict[str, Any], opts: argparse.Namespace) -> str:
    ours_added = ours["db_step_p50"] - ours["mem_step_p50"]
    tool_added = dbos["tool_step_p50"] - dbos["mem_step_p50"]
    both_added = dbos["both_step_p50"] - dbos["mem_step_p50"]
    rows = [
        "| measure | AgentOps | DBOS Transact 3.4 | AgentOps / DBOS |",
        "|---|---:|---:|---:|",
        f"| ms per step, {opts.steps}-step run, nothing durable (memory) | {ours['mem_step_p50']:.2f} | "
        f"{dbos['mem_step_p50']:.2f} | |",
        f"| ms added per step: DBOS checkpoints the tool's output only | | {tool_added:.2f} | |",
        f"| ms added per step: the model's answer and the tool's output (AgentOps: the whole step) | "
        f"{ours_added:.2f} | {both_added:.2f} | **{ours_added / both_added:.2f}×** (lower is cheaper) |",
        f"| 3-step runs per second, {opts.threads} threads, {opts.runs} runs | {ours['short_runs_per_s']:.1f} | "
        f"{dbos['short_runs_per_s']:.1f} | **{ours['short_runs_per_s'] / dbos['short_runs_per_s']:.2f}×** |",
        f"| CPU ms per short run (the side's own process) | {ours['short_cpu_ms_per_run']:.1f} | "
        f"{dbos['short_cpu_ms_per_run']:.1f} | {ours['short_cpu_ms_per_run'] / dbos['short_cpu_ms_per_run']:.2f}× |",
        f"| load average (1 min) after the side ran | {ours['load']:.1f} | {dbos['load']:.1f} | |",
    ]
    return "\n".join(rows)


if __name__ == "__main__":
    main()
