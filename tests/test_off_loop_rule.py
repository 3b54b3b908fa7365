"""No test runs ``asyncio.run`` or ``async_to_sync`` on the main thread of the pytest process: a browser test leaves
Playwright's loop running there (tests/off_loop.py), and such a test then failed only when it ran after one in the
same process (ci-speed9; known10 checked the rest of the suite: ``pytest -p no:xdist`` of a browser test then each
file that uses them passes). Each goes through ``off_the_loop`` (tests/off_loop.py) or the sockets' ``run_async``
(tests/dashboard/test_consumers.py); the SDK adapters' checks call ``asyncio.run`` in scripts their venv runs, text
here, not code."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
LOOP_RUNNERS = {"asyncio.run", "async_to_sync", "anyio.run"}
#: the functions that run their argument on a thread of its own (no loop running there)
OFF_THE_LOOP = {"off_the_loop", "in_thread"}


def _on_the_main_thread(tree: ast.AST) -> list[int]:
    """The lines that call or pass a loop runner outside :data:`OFF_THE_LOOP`."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name in OFF_THE_LOOP:
            inside |= {id(n) for n in ast.walk(node)}
        if isinstance(node, ast.Call) and ast.unparse(node.func) in OFF_THE_LOOP:
            inside |= {id(n) for n in ast.walk(node)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute | ast.Name) and ast.unparse(node) in LOOP_RUNNERS and id(node) not in inside:
            found.append(node.lineno)
    return found


def test_no_test_runs_an_event_loop_on_the_main_thread():
    offending = {}
    for path in sorted(TESTS.rglob("*.py")):
        if "corpus" in path.parts or path == Path(__file__).resolve():
            continue
        if lines := _on_the_main_thread(ast.parse(path.read_text(encoding="utf-8"))):
            offending[str(path.relative_to(TESTS))] = lines
    assert offending == {}, f"run these through tests/off_loop.py's off_the_loop: {offending}"


def test_the_rule_sees_a_call_on_the_main_thread_and_not_one_off_it():
    code = """
import asyncio
from tests.off_loop import off_the_loop
def test_a():
    asyncio.run(go())
def test_b():
    off_the_loop(asyncio.run, go())
"""
    assert _on_the_main_thread(ast.parse(code)) == [5]
