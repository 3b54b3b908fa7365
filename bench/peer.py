"""AgentOps beside DBOS Transact 3.4, in one run, on the same PostgreSQL server.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/agentops_perf python bench/peer.py \\
        [--steps 24] [--runs 200] [--threads 4] [--workers 2] [--concurrency 2] [--dbos-poll 0.05]

DBOS runs in its own virtual environment (``~/.cache/agentops-bench/dbos-3.4.0``, created with pip
on first use: not a project dependency) through ``bench/peer_dbos.py``; this project in child
processes of its own. Each side gets a throw-away database on the server of ``DATABASE_URL``, and
both do the same work: an agent step is one scripted model answer (one ``lookup`` call) and one
instant tool result.

* Short runs in-process: ``--runs`` runs of 3 steps (create, 3 steps, complete) from ``--threads``
  threads of one process. AgentOps: ``run_create`` then ``drive_run`` (lease, resume, the step
  loop, release); DBOS: the workflow called directly, the model's answer and the tool's output
  each a checkpointed step.
* Short runs through workers: ``--workers`` worker processes, ``--concurrency`` runs at a time
  each, already up and warm; a producer process creates the runs, timed from the first creation to
  the last completion. AgentOps: the Procfile's Celery worker command (prefork pool) on a private
  redis-server, the producer calls ``run_create`` (the API's path: the run and its RunStarted
  committed, then the drive task sent to the broker). DBOS: its own queue — each worker process
  launches DBOS with the queue registered (``worker_concurrency``, polling the queue table every
  ``--dbos-poll`` seconds; DBOS's default is 1 s), the producer a ``DBOSClient`` enqueueing the
  workflow.
* Cost per step: a run of ``--steps`` steps (creation to completion), per step. Memory = the same
  loop with nothing durable (AgentOps: the in-memory journal; DBOS: a workflow of plain calls).
  Durable AgentOps journals the sample, the intent, the result, the verdict and the commit (two
  commits a step); DBOS checkpoints the tool's output (one step), or the model's answer and the
  tool's output (two steps — what survives a crash without asking the model again: the fair row).

Around each short-run measurement this process reads, from ``/proc``, the CPU time of the side's
processes (the in-process driver, or the producer and every worker process) and of the
PostgreSQL backends connected to the side's database, and the database's committed transactions
(``pg_stat_database.xact_commit``, read-only ones included). The sides run one after the other
(DBOS first in each pair); the load average is printed beside each.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import venv
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.chaos import Cluster, Config, group_pids  # noqa: E402
from bench.machine import production_settings  # noqa: E402

DBOS_VERSION = "3.4.0"
SHORT_STEPS = 3
SHORT_AGENT = "bench-peer-short"
AGENTS = f"bench-peer=bench.peer:step_agent,{SHORT_AGENT}=bench.peer:short_agent"
INPUTS = {"ticket": "T-1", "customer": "ACME", "task": "x"}
WARM_RUNS = 4


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


# -- the AgentOps side (child processes: Django binds one database per process) ----------------------
def step_agent():
    """``PEER_STEPS`` steps of one instant lookup each (the model of bench/replay.py)."""
    from bench.replay import _long_agent

    return _long_agent("bench-peer", int(os.environ.get("PEER_STEPS", "24")), _lookup_tool(), lambda s: {"n": s})


def short_agent():
    from bench.replay import _long_agent

    return _long_agent(SHORT_AGENT, SHORT_STEPS, _lookup_tool(), lambda s: {"n": s})


def _lookup_tool():
    from agentops.core.tools import Effect, Tool

    def lookup(args, key):
        return {"success": True, "code": "ok", "data": {"n": args["n"], "status": "open"}}

    return Tool("lookup", lookup, effect=Effect.READ)


def timed(work: Callable[[], dict[str, Any]]) -> None:
    """The measuring parent's protocol (``peer_dbos.timed`` is its twin in the DBOS environment, which
    imports nothing from the project): ready, (go), the result as one JSON line, (bye)."""
    print("ready", flush=True)
    sys.stdin.readline()
    print(json.dumps(work()), flush=True)
    sys.stdin.readline()


def _django() -> None:
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def inner(steps: int, runs: int, threads: int) -> None:
    """In-process: short runs from ``threads`` threads (timed), then the cost per step."""
    _django()
    from django.db import connections

    from agentops.core.events import EventType, NewEvent
    from agentops.core.loop import StepLoop, run_started_payload
    from agentops.core.memory import MemoryStore
    from agentops.core.replay import ReplayIndex
    from runs.services import run_create
    from runs.worker.engine import drive_run
    from runs.worker.registry import load_agent

    def durable(agent: str) -> None:
        run, _ = run_create(agent=agent, inputs=INPUTS, seed=7, start=False)
        assert str(drive_run(run.id)) == "COMPLETED"

    def memory(n: int) -> None:
        agent, store, run_id = load_agent("bench-peer"), MemoryStore(), f"mem_{n}"
        token = store.acquire(run_id, "bench")
        started = run_started_payload(agent, run_id, INPUTS, "2026-12-03T00:00:00Z", 7)
        store.append(run_id, token, 0, [NewEvent(EventType.RUN_STARTED, started)])
        StepLoop(agent, ReplayIndex.build(run_id, store.load(run_id)), store.journal(run_id, token)).run()

    left, lock = [runs], threading.Lock()
    warm, done = threading.Barrier(threads + 1, timeout=600), threading.Barrier(threads + 1, timeout=3600)
    go, bye = threading.Event(), threading.Event()

    def worker() -> None:
        # each thread's connection is opened before the timed part and closed after the parent read
        # the backends' CPU (a connection closed earlier takes its backend's CPU time with it)
        try:
            durable(SHORT_AGENT)
            warm.wait()
            go.wait()
            while True:
                with lock:
                    if left[0] <= 0:
                        break
                    left[0] -= 1
                durable(SHORT_AGENT)
            done.wait()
            bye.wait()
        finally:
            connections.close_all()

    def short() -> dict[str, Any]:
        t = time.perf_counter()
        go.set()
        done.wait()
        return {"runs_per_s": runs / (time.perf_counter() - t)}

    pool = [threading.Thread(target=worker) for _ in range(threads)]
    for th in pool:
        th.start()
    warm.wait()
    timed(short)
    bye.set()
    for th in pool:
        th.join()
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
    print(json.dumps({"mem_step_p50": statistics.median(mem), "db_step_p50": statistics.median(db)}))


def producer(runs: int) -> None:
    """Through Celery: create runs the API's way (the drive task goes to the broker after commit)."""
    _django()
    from runs.models import Run
    from runs.services import run_create

    def completed() -> int:
        return Run.objects.filter(agent=SHORT_AGENT, status="COMPLETED").count()

    def create_and_wait(n: int) -> None:
        base = completed()
        for i in range(n):
            run_create(agent=SHORT_AGENT, inputs=INPUTS, seed=i)
        while completed() < base + n:
            time.sleep(0.05)

    create_and_wait(WARM_RUNS)

    def work() -> dict[str, Any]:
        t = time.perf_counter()
        create_and_wait(runs)
        return {"runs_per_s": runs / (time.perf_counter() - t)}

    timed(work)


# -- measuring from outside ---------------------------------------------------------------------------
_TICK = os.sysconf("SC_CLK_TCK")


def _cpu(pids: set[int]) -> dict[int, float]:
    """CPU seconds (user + system) of each live pid."""
    out = {}
    for pid in pids:
        with suppress(OSError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            out[pid] = (int(fields[11]) + int(fields[12])) / _TICK
    return out


def _server(url: str) -> tuple[set[int], int]:
    """The backends connected to ``url``'s database, and its committed transactions so far."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        pids = {r[0] for r in conn.execute("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")}
        pids.discard(conn.execute("SELECT pg_backend_pid()").fetchone()[0])
        commits = conn.execute("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()")
        return pids, commits.fetchone()[0] - 1  # less this reading's own


def _added(before: dict[int, float], after: dict[int, float]) -> float:
    return sum(v - before.get(pid, 0.0) for pid, v in after.items())


def _read_until(stream: IO[str], want: Callable[[str], bool]) -> str:
    for line in stream:
        if want(line):
            return line
    raise RuntimeError("the side's process ended before answering")


def measured(
    cmd: list[str], url: str, runs: int, *, env: dict[str, str] | None = None, workers: Callable[[], set[int]] = set
) -> dict[str, Any]:
    """Run ``cmd`` (which speaks :func:`timed`) and measure its timed part: its result, CPU ms per run
    of the side's processes (``cmd`` and ``workers``) and of the database's backends, and the
    database's commits per run. Returns also the JSON ``cmd`` prints last, if any."""
    with tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err, text=True, cwd=ROOT, env=env
        )  # fmt: skip
        assert proc.stdin and proc.stdout
        try:
            _read_until(proc.stdout, lambda line: line.strip() == "ready")
            time.sleep(1.5)  # the warm-up's statistics reach pg_stat_database (flushed at most once a second)
            mine = {proc.pid} | workers()
            backends, commits = _server(url)
            side, server = _cpu(mine), _cpu(backends)
            proc.stdin.write("go\n")
            proc.stdin.flush()
            result = json.loads(_read_until(proc.stdout, lambda line: line.startswith("{")))
            side_after, server_after = _cpu(mine | workers()), _cpu(_server(url)[0] | backends)
            proc.stdin.write("bye\n")
            proc.stdin.flush()
            time.sleep(1.5)
            result.update(
                side_cpu_ms_per_run=_added(side, side_after) * 1000 / runs,
                server_cpu_ms_per_run=_added(server, server_after) * 1000 / runs,
                commits_per_run=(_server(url)[1] - commits) / runs,
                load=os.getloadavg()[0],
            )
            rest = [line for line in proc.stdout if line.startswith("{")]
            if proc.wait(timeout=3600):
                raise RuntimeError(f"exit status {proc.returncode}")
        except BaseException:
            proc.kill()
            err.seek(0)
            raise SystemExit(f"{' '.join(cmd[:3])} failed:\n{err.read()[-3000:]}") from None
    return {**result, **(json.loads(rest[-1]) if rest else {})}


def _database(server: str, name: str, *, drop: bool = False) -> str:
    import psycopg

    base, _, _ = server.rpartition("/")
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        if not drop:
            conn.execute(f'CREATE DATABASE "{name}"')
    return f"{base}/{name}"


def _ours_env(url: str, steps: int) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"} | production_settings()
    env.update(
        DATABASE_URL=url,
        PYTHONPATH=str(ROOT),
        DJANGO_SETTINGS_MODULE="agentops.settings",
        AGENTOPS_WORKER="none",
        AGENTOPS_LOG_LEVEL="WARNING",
        AGENTOPS_EXTRA_AGENTS=AGENTS,
        PEER_STEPS=str(steps),
    )
    return env


def ours_celery(url: str, opts: argparse.Namespace) -> dict[str, Any]:
    """Short runs through the Procfile's Celery workers on a private broker."""
    with tempfile.TemporaryDirectory(prefix="agentops-peer-") as tmp:
        cluster = Cluster(Config(workers=opts.workers), url, Path(tmp))
        for name in ("AGENTOPS_LEASE_SECONDS", "AGENTOPS_SWEEP_SECONDS", "AGENTOPS_STRANDED_PENDING_SECONDS",
                     "AGENTOPS_MODEL_CALL_LOG"):  # fmt: skip
            cluster.env.pop(name)  # the deployment's defaults, not the chaos soak's
        cluster.env.update(production_settings())
        cluster.env.update(AGENTOPS_WORKER_CONCURRENCY=str(opts.concurrency), AGENTOPS_EXTRA_AGENTS=AGENTS)
        cluster.start_redis()
        try:
            names = [f"worker{i}" for i in range(opts.workers)]
            for name in names:
                cluster.start(name)
            env = {**_ours_env(url, opts.steps), "REDIS_URL": cluster.redis_url, "AGENTOPS_WORKER": "celery"}
            return measured(
                [sys.executable, __file__, "--producer", "--runs", str(opts.runs)], url, opts.runs, env=env,
                workers=lambda: set().union(*(cluster.pids(n) for n in names)),
            )  # fmt: skip
        finally:
            cluster.stop_all()


def dbos_queue(python: Path, url: str, opts: argparse.Namespace) -> dict[str, Any]:
    """Short runs through DBOS queue workers (each its own process) fed by a DBOSClient."""
    script = str(ROOT / "bench" / "peer_dbos.py")
    procs = []
    try:
        for i in range(opts.workers):
            args = [str(python), script, "worker", url, str(opts.concurrency), str(opts.dbos_poll), f"worker{i}"]
            procs.append(
                subprocess.Popen(
                    args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT, start_new_session=True
                )
            )
            _read_until(procs[-1].stdout, lambda line: line.strip() == "ready")
        return measured(
            [str(python), script, "enqueue", url, str(opts.runs)], url, opts.runs,
            workers=lambda: set().union(*(group_pids(p.pid) for p in procs)),
        )  # fmt: skip
    finally:
        for proc in procs:
            with suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
        for proc in procs:
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=24)
    parser.add_argument("--runs", type=int, default=200, help="short runs per side and way")
    parser.add_argument("--threads", type=int, default=4, help="in-process short runs: threads")
    parser.add_argument("--workers", type=int, default=2, help="through workers: worker processes per side")
    parser.add_argument("--concurrency", type=int, default=2, help="through workers: runs at a time per process")
    parser.add_argument("--dbos-poll", type=float, default=0.05, help="DBOS queue polling interval, seconds")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--producer", action="store_true", help=argparse.SUPPRESS)
    opts = parser.parse_args()
    if opts.inner:
        return inner(opts.steps, opts.runs, opts.threads)
    if opts.producer:
        return producer(opts.runs)
    server = os.environ.get("DATABASE_URL", "")
    if not server.startswith("postgres"):
        raise SystemExit("bench/peer.py needs DATABASE_URL pointing at PostgreSQL (DBOS needs it too)")
    python = dbos_python()
    print(f"machine: {os.cpu_count()} cores, load average at start {os.getloadavg()[0]:.1f}")
    tag = os.getpid()
    names = {"dbos": f"agentops_peer_dbos_{tag}", "ours": f"agentops_peer_ours_{tag}"}
    try:
        dbos_url, ours_url = _database(server, names["dbos"]), _database(server, names["ours"])
        sizes = [str(opts.steps), str(opts.runs), str(opts.threads)]
        dbos = measured([str(python), str(ROOT / "bench" / "peer_dbos.py"), "inproc", dbos_url, *sizes], dbos_url,
                        opts.runs)  # fmt: skip
        ours = measured(
            [sys.executable, __file__, "--inner", "--steps", sizes[0], "--runs", sizes[1], "--threads", sizes[2]],
            ours_url, opts.runs, env=_ours_env(ours_url, opts.steps),
        )  # fmt: skip
        dbos_q = dbos_queue(python, dbos_url, opts)
        ours_q = ours_celery(ours_url, opts)
    finally:
        for name in names.values():
            _database(server, name, drop=True)
    print(table(ours, dbos, ours_q, dbos_q, opts))


def _short_rows(label: str, ours: dict[str, Any], dbos: dict[str, Any]) -> list[str]:
    def row(what: str, key: str, fmt: str, ratio: str = "") -> str:
        return f"| {label}: {what} | {ours[key]:{fmt}} | {dbos[key]:{fmt}} | {ratio} |"

    rate = ours["runs_per_s"] / dbos["runs_per_s"]
    return [
        row("runs per second", "runs_per_s", ".1f", f"**{rate:.2f}×**"),
        row("CPU ms per run, the side's processes", "side_cpu_ms_per_run", ".1f",
            f"{ours['side_cpu_ms_per_run'] / dbos['side_cpu_ms_per_run']:.2f}×"),
        row("CPU ms per run, PostgreSQL backends", "server_cpu_ms_per_run", ".1f",
            f"{ours['server_cpu_ms_per_run'] / dbos['server_cpu_ms_per_run']:.2f}×"),
        row("transactions committed per run (read-only included)", "commits_per_run", ".1f"),
        row("load average (1 min) after it", "load", ".1f"),
    ]  # fmt: skip


def table(
    ours: dict[str, Any], dbos: dict[str, Any], ours_q: dict[str, Any], dbos_q: dict[str, Any], opts: argparse.Namespace
) -> str:
    ours_added = ours["db_step_p50"] - ours["mem_step_p50"]
    tool_added = dbos["tool_step_p50"] - dbos["mem_step_p50"]
    both_added = dbos["both_step_p50"] - dbos["mem_step_p50"]
    inproc = f"in-process ({opts.threads} threads)"
    queued = f"through workers ({opts.workers}×{opts.concurrency})"
    rows = [
        "| measure | AgentOps | DBOS Transact 3.4 | AgentOps / DBOS |",
        "|---|---:|---:|---:|",
        *_short_rows(f"3-step runs, {inproc}, {opts.runs} runs", ours, dbos),
        *_short_rows(f"3-step runs, {queued}, {opts.runs} runs", ours_q, dbos_q),
        f"| ms per step, {opts.steps}-step run, nothing durable (memory) | {ours['mem_step_p50']:.2f} | "
        f"{dbos['mem_step_p50']:.2f} | |",
        f"| ms added per step: DBOS checkpoints the tool's output only | | {tool_added:.2f} | |",
        f"| ms added per step: the model's answer and the tool's output (AgentOps: the whole step) | "
        f"{ours_added:.2f} | {both_added:.2f} | **{ours_added / both_added:.2f}×** (lower is cheaper) |",
    ]
    return "\n".join(rows)


if __name__ == "__main__":
    main()
