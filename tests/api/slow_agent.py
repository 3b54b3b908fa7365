"""An external agent whose one call pages on-call through the slow service of tests/api/slow_service.py: a write that
does not dedupe, with a status lookup by its ``page_id`` and a timeout. No Django, so a client subprocess imports it
too (tests/api/test_slow_lookup.py)."""

from __future__ import annotations

from typing import Any

import httpx

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Tool, ToolRegistry
from agentops.demo.external_ticket import AGENT

PAGE = {"page_id": "pg-1", "text": "db down"}
#: seconds the tool waits for the service's answer: its first send can land that long after it was handed out
TIMEOUT = 12.0


def slow_agent(url: str) -> Agent:
    def page(args: dict[str, Any], key: str | None) -> Any:
        return httpx.post(f"{url}/send", json=args, timeout=TIMEOUT).json()

    def lookup(args: dict[str, Any], key: str | None) -> Lookup:
        found = httpx.get(f"{url}/status", params={"page_id": args["page_id"]}, timeout=5).json()["found"]
        return Lookup(
            found, {"success": True, "code": "paged", "data": {"page_id": args["page_id"]}} if found else None
        )

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("paging", [ToolCall("page", PAGE, "c0")]) if step == 0 else ("Paged.", [])

    tool = Tool("page", page, effect=Effect.WRITE, dedupes=False, lookup=lookup, timeout=TIMEOUT)
    return Agent(AGENT, ScriptedModel("pager-v1", script), ToolRegistry([tool]), "{task}{clock}{seed}")
