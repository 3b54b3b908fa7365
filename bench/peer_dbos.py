"""The DBOS Transact side of ``bench/peer.py``: run with the DBOS virtual environment's Python, never
imported by the project (no project import here either).

    <dbos venv>/bin/python bench/peer_dbos.py <system database URL> <steps> <short runs> <threads>

Prints one JSON object: per-step times of a workflow whose agent steps are plain calls (memory),
checkpoint the tool's output only (one DBOS step), or the model's answer and the tool's output (two
DBOS steps: what survives a crash without asking the model again); and short runs (3 agent steps,
two DBOS steps each) per second from ``threads`` threads.
"""

from __future__ import annotations

import json
import statistics
import sys
import threading
import time
import uuid

from dbos import DBOS, DBOSConfig


def model(step: int) -> dict:
    """The scripted model: one lookup call a step (what the AgentOps side's model answers)."""
    return {"content": f"step {step}", "tool_calls": [{"name": "lookup", "args": {"n": step}, "call_id": f"c{step}"}]}


def lookup(n: int) -> dict:
    return {"success": True, "code": "ok", "data": {"n": n, "status": "open"}}


@DBOS.step()
def model_step(step: int) -> dict:
    return model(step)


@DBOS.step()
def tool_step(n: int) -> dict:
    return lookup(n)


@DBOS.workflow()
def plain(steps: int) -> int:
    context = []
    for step in range(steps):
        out = model(step)
        context += [out, lookup(out["tool_calls"][0]["args"]["n"])]
    return len(context)


@DBOS.workflow()
def tool_only(steps: int) -> int:
    context = []
    for step in range(steps):
        out = model(step)
        context += [out, tool_step(out["tool_calls"][0]["args"]["n"])]
    return len(context)


@DBOS.workflow()
def model_and_tool(steps: int) -> int:
    context = []
    for step in range(steps):
        out = model_step(step)
        context += [out, tool_step(out["tool_calls"][0]["args"]["n"])]
    return len(context)


def per_step(workflow, steps: int, runs: int) -> list[float]:
    """ms per agent step of ``runs`` workflows of ``steps`` steps (each under a fresh workflow id)."""
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        workflow(steps)
        out.append((time.perf_counter() - t) * 1000 / steps)
    return out


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
            model_and_tool(3)

    pool = [threading.Thread(target=worker) for _ in range(threads)]
    t = time.perf_counter()
    for th in pool:
        th.start()
    for th in pool:
        th.join()
    return total / (time.perf_counter() - t)


def main() -> None:
    url, steps, runs, threads = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    config: DBOSConfig = {"name": f"agentops-peer-{uuid.uuid4().hex[:6]}", "system_database_url": url}
    DBOS(config=config)
    DBOS.launch()
    for workflow in (plain, tool_only, model_and_tool):  # warm-up
        workflow(3)
    rounds = 20
    mem, tool, both = [], [], []
    for _ in range(rounds):  # interleaved, so all three see the same load
        mem += per_step(plain, steps, 1)
        tool += per_step(tool_only, steps, 1)
        both += per_step(model_and_tool, steps, 1)
    cpu = time.process_time()
    rate = short_runs(runs, threads)
    result = {
        "mem_step_p50": statistics.median(mem),
        "tool_step_p50": statistics.median(tool),
        "both_step_p50": statistics.median(both),
        "short_runs_per_s": rate,
        "short_cpu_ms_per_run": (time.process_time() - cpu) * 1000 / runs,
    }
    DBOS.destroy()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
