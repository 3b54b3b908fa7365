"""One wide step in process: the time to journal the intents (and gate) of a step of N calls, this tree beside a base.

    python bench/wide_step.py [--calls 100 250 500] [--base main] [--rounds 3]

The model asks for N ``send_email`` calls of one address each (a bulk send split into calls: every one is held, so
the drive stops after the step's intents, before any tool runs) on the in-memory store. Each tree runs in a child
process of its own, the base from ``git archive`` of ``--base``; the best of ``--rounds`` is printed per N, in ms and
µs a call. A cost per call that grows with N is a rule read once per call of the step instead of once per step.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import sys, time
from agentops.core.events import EventType, NewEvent
from agentops.core.loop import Agent, StepLoop, run_started_payload
from agentops.core.memory import MemoryStore
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.replay import ReplayIndex
from agentops.core.tools import Effect, Tool, ToolRegistry

n, rounds = int(sys.argv[1]), int(sys.argv[2])
calls = [ToolCall("send_email", {"to": f"u{i}@example.com", "subject": "promo"}, f"c{i}") for i in range(n)]
tool = Tool("send_email", lambda args, key: {"success": True}, effect=Effect.WRITE, dedupes=True)
agent = Agent("wide", ScriptedModel("v1", lambda step, messages: ("promo", calls)), ToolRegistry([tool]), "{task}")
best = float("inf")
for _ in range(rounds):
    store = MemoryStore()
    token = store.acquire("r", "w")
    started = run_started_payload(agent, "r", {"task": "x"}, "2026-01-01T00:00:00+00:00", 1)
    store.append("r", token, 0, [NewEvent(EventType.RUN_STARTED, started)])
    index = ReplayIndex.build("r", store.load("r"))
    t0 = time.perf_counter()
    outcome = StepLoop(agent, index, store.journal("r", token)).run()
    best = min(best, time.perf_counter() - t0)
    assert str(outcome) == "WAITING_MANUAL_CONFIRM", outcome
print(best)
"""


def _measure(tree: Path, calls: int, rounds: int) -> float:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(calls), str(rounds)],
        cwd=tree,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=True,
    )
    return float(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, nargs="+", default=[100, 250, 500])
    parser.add_argument("--base", default="main", help="git ref to compare with ('' for this tree alone)")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"this tree": ROOT}
        if args.base:
            archive = subprocess.run(
                ["git", "archive", args.base, "agentops"], cwd=ROOT, capture_output=True, check=True
            )
            subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
            trees[args.base] = Path(tmp)
        print(f"{'tree':<12} {'calls':>6} {'ms':>9} {'µs/call':>9}")
        for calls in args.calls:
            for name, tree in trees.items():
                seconds = _measure(tree, calls, args.rounds)
                print(f"{name:<12} {calls:>6} {seconds * 1000:>9.0f} {seconds / calls * 1e6:>9.0f}")


if __name__ == "__main__":
    main()
