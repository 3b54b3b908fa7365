"""The DBOS Transact side of ``bench/peer.py``: run with the DBOS virtual environment's Python, never
imported by the project (no project import here either).

    <dbos venv>/bin/python bench/peer_dbos.py inproc <system database URL> <steps> <short runs> <threads>
    <dbos venv>/bin/python bench/peer_dbos.py worker <system database URL> <concurrency> <poll seconds> <executor>
    <dbos venv>/bin/python bench/peer_dbos.py enqueue <system database URL> <short runs>

``inproc``: short runs (3 agent steps, two DBOS steps each) per second from ``threads`` threads,
then per-step times of a workflow whose agent steps are plain calls (memory), checkpoint the tool's
output only (one DBOS step), or the model's answer and the tool's output (two DBOS steps: what
survives a crash without asking the model again). Every workflow ends as an AgentOps run does: the model's last
answer, the reply with no tool call, taken after the last step (a checkpointed step of its own in
``model_and_tool``, as AgentOps journals it; before 6 Dec 2026 DBOS's runs asked the model one time fewer).

``worker`` and ``enqueue``: DBOS's own queue, the equivalent of Celery workers. A worker process
launches DBOS with the queue ``peer`` registered (``worker_concurrency`` workflows at a time in this
process, polling the queue table every ``poll`` seconds) and serves until SIGTERM; ``enqueue`` is a
``DBOSClient`` outside the workers that enqueues the short runs and waits until all succeeded.

The timed part follows ``bench/peer.py``'s protocol on stdin/stdout: print ``ready``, wait for a
line, run, print the result as one JSON line, wait for a line (the parent reads CPU meanwhile).
"""

from __future__ import annotations

import json
import statistics
import sys
import threading
import time
import uuid

from dbos import DBOS, DBOSClient, DBOSConfig

APP = "agentops-peer"
QUEUE = "peer"


def model(step: int) -> dict:
    """The scripted model: one lookup call a step (what the AgentOps side's model answers)."""
    return {"content": f"step {step}", "tool_calls": [{"name": "lookup", "args": {"n": step}, "call_id": f"c{step}"}]}


def reply(steps: int) -> dict:
    """The scripted model's last answer, after the last step: the reply, no tool call (as the AgentOps side's)."""
    return {"content": f"done after {steps} steps", "tool_calls": []}


def lookup(n: int) -> dict:
    return {"success": True, "code": "ok", "data": {"n": n, "status": "open"}}


@DBOS.step()
def model_step(step: int) -> dict:
    return model(step)


@DBOS.step()
def tool_step(n: int) -> dict:
    return lookup(n)


@DBOS.step()
def reply_step(steps: int) -> dict:
    return reply(steps)


@DBOS.workflow()
def plain(steps: int) -> int:
    context = []
    for step in range(steps):
        out = model(step)
        context += [out, lookup(out["tool_calls"][0]["args"]["n"])]
    return len([*context, reply(steps)])


@DBOS.workflow()
def tool_only(steps: int) -> int:
    context = []
    for step in range(steps):
        out = model(step)
        context += [out, tool_step(out["tool_calls"][0]["args"]["n"])]
    return len([*context, reply(steps)])


@DBOS.workflow()
def model_and_tool(steps: int) -> int:
    context = []
    for step in range(steps):
        out = model_step(step)
        context += [out, tool_step(out["tool_calls"][0]["args"]["n"])]
    return len([*context, reply_step(steps)])


def per_step(workflow, steps: int, runs: int) -> list[float]:
    """ms per agent step of ``runs`` workflows of ``steps`` steps (each under a fresh workflow id)."""
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        workflow(steps)
        out.append((time.perf_counter() - t) * 1000 / steps)
    return out


SHORT_STEPS = 3


def short_runs(total: int, threads: int) -> float:
    """Runs per second: ``total`` 3-step runs (model and tool checkpointed) from ``threads`` threads."""
    left = [total]
    lock = threading.Lock()

    def worker() -> None:
        while True:
            with lock:
                if left[0] <= 0:
                    return
                left[0] -= 1
            model_and_tool(SHORT_STEPS)

    pool = [threading.Thread(target=worker) for _ in range(threads)]
    t = time.perf_counter()
    for th in pool:
        th.start()
    for th in pool:
        th.join()
    return total / (time.perf_counter() - t)


def timed(work) -> None:
    """``bench/peer.py``'s protocol: ready, (go), the result as one JSON line, (bye)."""
    print("ready", flush=True)
    sys.stdin.readline()
    print(json.dumps(work()), flush=True)
    sys.stdin.readline()


def launch(url: str, **more) -> None:
    config: DBOSConfig = {"name": APP, "system_database_url": url, "log_level": "WARNING", **more}
    DBOS(config=config)


def inproc(url: str, steps: int, runs: int, threads: int) -> None:
    launch(url, executor_id=f"inproc-{uuid.uuid4().hex[:6]}")
    DBOS.launch()
    for workflow in (plain, tool_only, model_and_tool):  # warm-up
        workflow(3)

    timed(lambda: {"runs_per_s": short_runs(runs, threads)})
    mem, tool, both = [], [], []
    for _ in range(20):  # interleaved, so all three see the same load
        mem += per_step(plain, steps, 1)
        tool += per_step(tool_only, steps, 1)
        both += per_step(model_and_tool, steps, 1)
    result = {
        "mem_step_p50": statistics.median(mem),
        "tool_step_p50": statistics.median(tool),
        "both_step_p50": statistics.median(both),
    }
    DBOS.destroy()
    print(json.dumps(result))


def worker(url: str, concurrency: int, poll: float, executor: str) -> None:
    """A queue worker: ``concurrency`` workflows of the queue at a time, until SIGTERM."""
    launch(url, executor_id=executor)
    DBOS.launch()
    DBOS.register_queue(QUEUE, worker_concurrency=concurrency, polling_interval_sec=poll)
    print("ready", flush=True)
    threading.Event().wait()


def enqueue(url: str, runs: int) -> None:
    """Enqueue ``runs`` short runs from a client, then wait until every one has succeeded."""
    import psycopg

    client = DBOSClient(system_database_url=url, application_name=APP)
    options = {"queue_name": QUEUE, "workflow_name": model_and_tool.__qualname__}
    count = "SELECT count(*) FROM dbos.workflow_status WHERE status = 'SUCCESS'"
    with psycopg.connect(url, autocommit=True) as conn:

        def enqueue_and_wait(n: int) -> None:
            base = conn.execute(count).fetchone()[0]
            for _ in range(n):
                client.enqueue(options, SHORT_STEPS)
            while conn.execute(count).fetchone()[0] < base + n:
                time.sleep(0.05)

        enqueue_and_wait(4)  # warm-up

        def work() -> dict:
            t = time.perf_counter()
            enqueue_and_wait(runs)
            return {"runs_per_s": runs / (time.perf_counter() - t)}

        timed(work)
    client.destroy()


def main() -> None:
    mode, url, *rest = sys.argv[1:]
    if mode == "inproc":
        inproc(url, int(rest[0]), int(rest[1]), int(rest[2]))
    elif mode == "worker":
        worker(url, int(rest[0]), float(rest[1]), rest[2])
    else:
        enqueue(url, int(rest[0]))


if __name__ == "__main__":
    main()
