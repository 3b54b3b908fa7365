"""The manual gate over labelled tool calls: which it holds that should pass, and which it lets through that should
wait (``agentops.core.gate.held_for``, asked as the server's claim asks it of an external agent's call: no declaration
trusted, the call's ``effect`` or a write).

Reads a JSON-lines file of ``{"tool", "arguments", "label": "hold" | "pass", "why", "effect"?}`` rows and prints the
misses, the false holds, and the counts::

    .venv/bin/python bench/gate_calls.py /tmp/gate13-calls.jsonl [--quiet]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agentops.core.gate import held_for


def main(path: str, quiet: bool) -> int:
    rows = [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
    missed, false_held = [], []
    for row in rows:
        why = held_for(row["tool"], None, row["arguments"], trusted=False, effect=row.get("effect", "write"))
        if row["label"] == "hold" and not why:
            missed.append(row)
        elif row["label"] == "pass" and why:
            false_held.append((row, why))
    if not quiet:
        for row in missed:
            print(f"MISS  #{row.get('id')} {row['tool']} {json.dumps(row['arguments'])[:140]}  ({row.get('why', '')})")
        for row, why in false_held:
            print(f"FALSE #{row.get('id')} {row['tool']} {json.dumps(row['arguments'])[:140]}  -> {why}")
    holds = sum(row["label"] == "hold" for row in rows)
    print(
        f"{len(rows)} calls: {holds} to hold, {len(missed)} let through; "
        f"{len(rows) - holds} to pass, {len(false_held)} held"
    )
    return 0


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    sys.exit(main(args[0], "--quiet" in sys.argv))
