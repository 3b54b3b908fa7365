"""The seed article's journal (seeds/000, section 四), as its listing has it: the benchmarks' baseline.

``Journal.append`` reads ``MAX(seq)`` and inserts one row per event, one commit each;
``Journal.index`` reads and decodes the run's whole history (twice per row, as in the listing);
``run_agent`` builds that full index again before every step, on first execution and on replay.
The only change is a PostgreSQL twin of the same SQL (``%s`` placeholders, psycopg), so both
backends can be compared side by side with the engine on the same server.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable
from typing import Any


def canon(o: Any) -> str:
    return json.dumps(o, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


_TABLE = """CREATE TABLE IF NOT EXISTS naive_events(
    run_id TEXT NOT NULL, seq INTEGER NOT NULL, type TEXT NOT NULL,
    payload TEXT NOT NULL, PRIMARY KEY(run_id, seq))"""


class Journal:
    """The listing's journal on SQLite (``path``) or, given a psycopg URL, on PostgreSQL."""

    def __init__(self, path: str) -> None:
        if path.startswith("postgres"):
            import psycopg

            self.db: Any = psycopg.connect(path)
            self.ph = "%s"
            self.db.execute(_TABLE)
            self.db.commit()
        else:
            self.db = sqlite3.connect(path)
            self.ph = "?"
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.execute(_TABLE)
        p = self.ph
        self._max = f"SELECT COALESCE(MAX(seq),0)+1 FROM naive_events WHERE run_id={p}"
        self._insert = f"INSERT INTO naive_events VALUES({p},{p},{p},{p})"
        self._index = f"SELECT type,payload FROM naive_events WHERE run_id={p} ORDER BY seq"

    def append(self, run_id: str, etype: str, payload: dict[str, Any]) -> None:
        # (run_id, seq) primary-key conflict = another worker committed first: optimistic locking
        seq = self.db.execute(self._max, (run_id,)).fetchone()[0]
        self.db.execute(self._insert, (run_id, seq, etype, canon(payload)))
        self.db.commit()

    def index(self, run_id: str) -> dict[tuple[str, Any], dict[str, Any]]:
        rows = self.db.execute(self._index, (run_id,)).fetchall()
        self.db.commit()  # end the read transaction (sqlite3 does not open one for a SELECT)
        return {(t, json.loads(p).get("step")): json.loads(p) for t, p in rows}

    def close(self) -> None:
        self.db.close()


def idem_key(run_id: str, step: int, tool: str, args: Any) -> str:
    # arguments are canonicalised first, or {"a":1} and {"a":1.0} give two keys
    return hashlib.sha256(canon([run_id, step, tool, args]).encode()).hexdigest()


class Tools:
    """``call(name, args, key)`` answers from ``results`` (step order) and counts the calls."""

    def __init__(self, results: list[Any]) -> None:
        self.results, self.calls = results, 0

    def call(self, name: str, args: Any, key: str) -> Any:
        self.calls += 1
        return self.results[self.calls - 1]


def run_agent(
    run_id: str, j: Journal, tools: Tools, llm: Callable[[list[Any], int], dict[str, Any]], plan_len: int
) -> None:
    """The listing's loop, line for line."""
    for step in range(plan_len):
        idx = j.index(run_id)  # the replay path: read only, never append
        ctx = [e["result"] for (t, s), e in idx.items() if t == "ToolResult"]
        out = idx.get(("LlmSampled", step))
        if out is None:  # only a first execution pays tokens
            out = llm(ctx, step)
            j.append(run_id, "LlmSampled", dict(step=step, **out))
        if ("ToolResult", step) not in idx:
            intent = idx.get(("ToolRequested", step))
            key = intent["key"] if intent else idem_key(run_id, step, out["tool"], out["args"])
            if intent is None:  # intent first, then the side effect
                j.append(run_id, "ToolRequested", dict(step=step, tool=out["tool"], args=out["args"], key=key))
            result = tools.call(out["tool"], out["args"], key=key)
            j.append(run_id, "ToolResult", dict(step=step, result=result))
            j.append(run_id, "StepCommitted", dict(step=step))


def recorded(outputs: list[dict[str, Any]], results: list[Any]) -> tuple[Callable[..., dict[str, Any]], Tools]:
    """An ``llm`` and ``tools`` that answer what the engine's run journaled, step by step: both
    journals then hold the same model outputs and tool results. Counts the model calls."""
    calls = [0]

    def llm(ctx: list[Any], step: int) -> dict[str, Any]:
        calls[0] += 1
        return outputs[step]

    llm.calls = calls  # type: ignore[attr-defined]
    return llm, Tools(results)
