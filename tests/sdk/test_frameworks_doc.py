"""docs/frameworks.md's Python snippets carry their imports: each one, read from the file, names nothing but what it
imports, defines, Python's builtins and the three stand-ins the page names (``post_ticket``, ``TICKETS``, ``SERVER``).
Before, four of five used names they never imported (``OpenAI``, ``Agent``, ``ToolNode``, ``stdio_client`` …): copied
as written they stopped at a ``NameError``. Each ran against a live server with its imports (qa-agent, 6 Dec)."""

from __future__ import annotations

import ast
import builtins
import re
import textwrap
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "frameworks.md"
STAND_INS = {"post_ticket", "TICKETS", "SERVER"}
SNIPPETS = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def _unbound(code: str) -> set[str]:
    """Names the snippet reads that nothing in it binds (an ``async with`` at top level read inside a coroutine)."""
    tree = ast.parse("async def _snippet():\n" + textwrap.indent(code, "    "))
    bound: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.alias):
            bound.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            bound.add(node.id)
    read = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}
    return read - bound - set(dir(builtins)) - STAND_INS


def test_the_page_has_its_five_snippets():
    assert len(SNIPPETS) == 5


@pytest.mark.parametrize("code", SNIPPETS, ids=[s.splitlines()[0][:40] for s in SNIPPETS])
def test_each_snippet_imports_what_it_uses(code):
    assert _unbound(code) == set()
