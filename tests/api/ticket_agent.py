"""An external agent whose one call is ``create_ticket`` — a write its service does not dedupe, with a status lookup
by key — logging each ticket it opens to a file; no Django, so a client subprocess imports it too
(tests/api/test_stalled_holder.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Tool, ToolRegistry, VerifyFn
from agentops.demo.external_ticket import AGENT

TICKET = {"title": "printer on fire"}


def tickets(sink: str) -> list[dict[str, Any]]:
    """The tickets opened, in order."""
    path = Path(sink)
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def ticket_agent(sink: str, verify: VerifyFn | None = None) -> Agent:
    def create_ticket(args: dict[str, Any], key: str | None) -> Any:
        with open(sink, "a") as out:
            out.write(json.dumps({"args": args, "key": key}) + "\n")
        return {"success": True, "code": "ok", "data": {"ticket": len(tickets(sink))}}

    def look_up(args: dict[str, Any], key: str | None) -> Lookup:
        found = [t for t in tickets(sink) if t["key"] == key]
        return Lookup(True, {"success": True, "code": "ok", "data": {"ticket": 1}}) if found else Lookup(False)

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("opening a ticket", [ToolCall("create_ticket", TICKET, "c0")]) if step == 0 else ("Opened.", [])

    # its service answers within a second: a lookup's "not done" is its last word once that passed since the call was
    # handed out (with no timeout nothing bounds a send still landing, and a human decides: clients13)
    tool = Tool(
        "create_ticket", create_ticket, effect=Effect.WRITE, dedupes=False, lookup=look_up, verify=verify, timeout=1.0
    )
    return Agent(AGENT, ScriptedModel("ticket-v1", script), ToolRegistry([tool]), "{task}{clock}{seed}")
