"""Before/after of the manual gate by arguments (``agentops.core.gate``) over every tool call the repository quotes.

Collects (tool name, arguments) pairs from the Python sources (a string literal followed by a dict literal in a call:
``ToolCall("send_email", {...})``, ``run.claim(0, 0, "pay_invoice", {...})``; a dict literal with ``name``/``tool``
and ``args``/``arguments``), JSON / JSON-lines files and Markdown ``json`` blocks (objects with such keys), then
prints how many each rule holds — before: the name alone; after: name and arguments — and every call the arguments
newly hold, with the reason. The gate's own tests are left out (their cases are built to be held)::

    .venv/bin/python bench/gate_args.py [--all]
"""

from __future__ import annotations

import ast
import contextlib
import itertools
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agentops.core.gate import held_for  # noqa: E402
from agentops.core.protocol import is_high_risk_name  # noqa: E402

#: every dict literal of the Python sources, read as the arguments of ordinary writes (:data:`ORDINARY`): what the
#: argument keys alone (``action``, ``method``, ``all``, a list of ids, an empty ``filter``) would hold
DICTS: list[dict[str, Any]] = []
ORDINARY = ("update_record", "send_email")
SKIP = {
    "tests/core/test_gate_args.py",
    "tests/api/test_gate_args.py",
    "tests/core/test_gate_layers.py",
    "tests/core/test_risk_names_foreign.py",
    "tests/core/test_risk_names_wipes_erasures_and_soft_deletes.py",
    "tests/core/test_risk_names_carried_acts_and_payees.py",
    "tests/core/test_gate_op_args_and_bulk_over_a_run.py",
    "tests/core/test_gate_script_names_and_describing_keys.py",
    "tests/core/test_gate_void_typing_sed_load_data.py",
    "tests/core/test_gate_payments_and_indexes_by_api.py",
    "tests/core/test_gate_shell_mail_loops_coin_clis_and_selectors.py",
    "tests/core/test_gate_cloud_sdks_and_syncs.py",
    "tests/core/test_gate_file_tools_written_over.py",
    "tests/core/test_gate_unseen_calls.py",
    "bench/gate_args.py",
}
_NAME_KEYS, _ARGS_KEYS = ("name", "tool", "tool_name"), ("args", "arguments", "input", "parameters")


def _from_object(node: Any, out: list[tuple[str, Any]]) -> None:
    if isinstance(node, dict):
        name = next((node[k] for k in _NAME_KEYS if isinstance(node.get(k), str)), None)
        args = next((node[k] for k in _ARGS_KEYS if isinstance(node.get(k), dict)), None)
        if name and args is not None:
            out.append((name, args))
        for value in node.values():
            _from_object(value, out)
    elif isinstance(node, list):
        for value in node:
            _from_object(value, out)


def _literal(node: ast.AST) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None


def _from_python(text: str, out: list[tuple[str, Any]]) -> None:
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Call | ast.Tuple):
            items = node.args if isinstance(node, ast.Call) else node.elts
            for first, second in itertools.pairwise(items):
                if isinstance(first, ast.Constant) and isinstance(first.value, str) and isinstance(second, ast.Dict):
                    args = _literal(second)
                    if isinstance(args, dict):
                        out.append((first.value, args))
        elif isinstance(node, ast.Dict):
            literal = _literal(node)
            _from_object(literal, out)
            if isinstance(literal, dict) and literal:
                DICTS.append(literal)


def collect() -> list[tuple[str, Any, str]]:
    found: list[tuple[str, Any, str]] = []
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT).as_posix()
        if not path.is_file() or rel in SKIP or rel.startswith((".venv", ".git", "node_modules", "static/")):
            continue
        if "/node_modules/" in rel or path.stat().st_size > 20_000_000:
            continue
        pairs: list[tuple[str, Any]] = []
        try:
            text = path.read_text()
        except (UnicodeDecodeError, OSError):
            continue
        if path.suffix == ".py":
            _from_python(text, pairs)
        elif path.suffix == ".json":
            with contextlib.suppress(ValueError):
                _from_object(json.loads(text), pairs)
        elif path.suffix == ".jsonl":
            for line in text.splitlines():
                try:
                    _from_object(json.loads(line), pairs)
                except ValueError:
                    continue
        elif path.suffix == ".md":
            for block in re.findall(r"```json\n(.*?)```", text, re.S):
                try:
                    _from_object(json.loads(block), pairs)
                except ValueError:
                    continue
        found += [(name, args, rel) for name, args in pairs]
    return found


def main() -> None:
    calls = collect()
    unique = {(name, json.dumps(args, sort_keys=True, default=str)): where for name, args, where in calls}
    before = after = 0
    changed: list[tuple[str, str, str, str]] = []
    for (name, args_text), where in unique.items():
        by_name = is_high_risk_name(name)
        why = held_for(name, None, json.loads(args_text), trusted=False)
        before += by_name
        after += bool(why)
        if bool(why) != by_name:
            changed.append((name, args_text, why, where))
    print(
        f"{len(calls)} calls quoted, {len(unique)} distinct (tool, args); held by name: {before}; by name and args: {after}"
    )
    print(f"newly held: {len(changed)} (no call held by name is let through: {all(c[2] for c in changed)})")
    for name, args_text, why, where in changed if "--all" in sys.argv else changed[:200]:
        print(f"  {where}: {name}({args_text[:100]}) — {why}")
    print("by reason:", Counter(re.sub(r" in .*|`.*`|'.*'|\d+", "…", c[2]) for c in changed).most_common())
    shapes = {json.dumps(d, sort_keys=True, default=str) for d in DICTS}
    held = [
        (tool, text, why)
        for text in shapes
        for tool in ORDINARY
        if (why := held_for(tool, None, json.loads(text), trusted=False))
    ]
    print(f"{len(shapes)} distinct dict literals as the arguments of {', '.join(ORDINARY)}: {len(held)} held")
    for tool, text, why in held:
        print(f"  {tool}({text[:100]}) — {why}")


if __name__ == "__main__":
    main()
