"""An external agent whose one call is ``execute({"sql_statement": "DELETE FROM accounts"})`` (a write its service
dedupes by key), logging each statement it sends to a file; no Django, so a client subprocess imports it too
(tests/api/test_gate_held_since.py)."""

from __future__ import annotations

import json
from typing import Any

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from agentops.demo.external_ticket import AGENT

DELETE = {"sql_statement": "DELETE FROM accounts"}


def sql_agent(sink: str) -> Agent:
    def execute(args: dict[str, Any], key: str | None) -> Any:
        with open(sink, "a") as out:
            out.write(json.dumps({"args": args, "key": key}) + "\n")
        return {"success": True, "code": "ok", "data": {"rows": 12}}

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("clearing accounts", [ToolCall("execute", DELETE, "c0")]) if step == 0 else ("Cleared.", [])

    tool = Tool("execute", execute, effect=Effect.WRITE, dedupes=True)
    return Agent(AGENT, ScriptedModel("sql-v1", script), ToolRegistry([tool]), "{task}{clock}{seed}")
