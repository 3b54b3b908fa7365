"""Bounds, not modes of the code: what the SQLite durable step would cost if it wrote less.

    python bench/step_bounds.py [--runs 12] [--rounds 2]

Each bound patches the journal store in a child process (on a fresh SQLite file) and measures the step as
``bench/throughput.py`` does (its ``step_cost``: the durable run beside the in-memory run and floor A, WAL frames
by ``dbstat``, CPU of the process), the bounds in turn, ``--rounds`` times:

- ``exec``: a call's execution row written once, with its final state, in the results commit (the intent commit
  inserts none; its result's change becomes the row's INSERT);
- ``run``: the intent commit checks the fence with a ``SELECT`` of the run row (SQLite's ``BEGIN IMMEDIATE``
  serialises writers) instead of updating it; the results commit moves the head over both commits' events.

Neither keeps the crash guarantees as it stands (a dead worker's in-doubt call without its row; a run row behind
its journal): they say what such a change could buy (docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.throughput import _child_env, _setup, step_cost  # noqa: E402

BOUNDS = ("none", "exec", "run", "exec+run")


def _write_execution_once() -> None:
    """The ``exec`` bound: a TOOL_EXECUTED row held back from the intent's append and inserted by its change."""
    from agentops.core.states import ExecStatus
    from runs.journal import store

    real_of, held = store._ExecProjection.of.__func__, {}
    # a row inserted by its change carries its result: the insert names that column too (NULL in an intent's row)
    columns = store._EXEC_INSERT = (*store._EXEC_INSERT, "result_event_id")
    at_status = columns.index("status")

    def of(cls, run_id, stored, now):
        found = real_of(cls, run_id, stored, now)
        rows, changes = [], []
        for row in ((*row, None) for row in found.rows):
            if row[at_status] == str(ExecStatus.TOOL_EXECUTED):
                held[row[0]] = dict(zip(columns, row, strict=True))
            else:
                rows.append(row)
        for change in found.changes:
            row = held.pop(change.execution_id, None)
            if row is None:
                changes.append(change)
                continue
            row.update(change.fields, updated_at=now)
            if change.to is not None:
                row["status"] = str(change.to)
            rows.append(tuple(row[c] for c in columns))
        return cls(rows, changes, now)

    store._ExecProjection.of = classmethod(of)


#: the head's own columns: an intent's guard that changes nothing else may only check the fence
_HEAD = frozenset({"last_seq", "last_hash", "last_event_at", "tokens_used", "cost_used", "steps_used"})


def _check_run_at_intent() -> None:
    """The ``run`` bound: the intent commit's guard a SELECT; every guard without its ``last_seq`` condition."""
    from runs.journal import sql

    real = sql._write_statements

    def write(cursor, guard, inserts, updates, param):
        where = {k: v for k, v in guard.where.items() if k != "last_seq"}
        intent = any(i.model.__name__ == "Event" and any("ToolRequested" in r for r in i.rows) for i in inserts)
        if not (intent and set(guard.changes) <= _HEAD):
            return real(cursor, sql.Update(guard.model, guard.changes, where, guard.returning), inserts, updates, param)
        text, params = sql._update_sql("sqlite", sql.Update(guard.model, {"id": guard.where["id"]}, where), param)
        table, condition = text.removeprefix("UPDATE ").split(" SET ")[0], text.split(" WHERE ", 1)[1]
        cursor.execute(f"SELECT 1 FROM {table} WHERE {condition}", params[1:])
        if cursor.fetchone() is None:
            return None
        for i in inserts:
            cursor.execute(*sql._insert_sql("sqlite", i, param))
        return []

    sql._write_statements = write


def child(bound: str, runs: int) -> None:
    _setup()
    if "exec" in bound:
        _write_execution_once()
    if "run" in bound:
        _check_run_at_intent()
    r = step_cost(runs)
    frames = r["frames"]
    print(
        json.dumps(
            {
                "frames": sum(frames["db"].values()) / 24,
                "floor": sum(frames["floor_a"].values()) / 24,
                "cpu": r["cpu_extra_p50"] / r["cpu_floor_a_p50"],
                "wall": r["ratio_a_p50"],
                "load": os.getloadavg()[0],
            }
        )
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--child", choices=BOUNDS)
    parser.add_argument("--runs", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.runs)
        return 0
    print("| round | bound | WAL frames/step, durable / floor A | CPU added / floor A | wall | load 1 min |")
    print("|---|---|---|---:|---:|---:|")
    for n in range(args.rounds):
        for bound in BOUNDS:
            with tempfile.TemporaryDirectory(prefix="agentops-bench-bounds-") as tmp:
                out = subprocess.run(
                    [sys.executable, __file__, "--child", bound, "--runs", str(args.runs)],
                    cwd=ROOT,
                    env=_child_env({"AGENTOPS_DATA_DIR": tmp}),
                    capture_output=True,
                    text=True,
                    check=True,
                )
            r = json.loads(out.stdout.strip().splitlines()[-1])
            print(
                f"| {n + 1} | {bound} | {r['frames']:.1f} / {r['floor']:.1f} = {r['frames'] / r['floor']:.2f}× | "
                f"{r['cpu']:.2f}× | {r['wall']:.2f}× | {r['load']:.1f} |"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
