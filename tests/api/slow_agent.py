"""An external agent whose one call pages on-call through the slow service of tests/api/slow_service.py: a write that
does not dedupe, with a status lookup by its ``page_id`` and a timeout. No Django, so a client subprocess imports it
too (tests/api/test_slow_lookup.py)."""

from __future__ import annotations

import os
from typing import Any

import httpx

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Tool, ToolRegistry
from agentops.demo.external_ticket import AGENT

PAGE = {"page_id": "pg-1", "text": "db down"}
#: seconds the tool waits for the service's answer: its first send can land that long after it was handed out
TIMEOUT = 12.0


def slow_agent(url: str, *, name: str = AGENT, timeout: float | None = TIMEOUT) -> Agent:
    """The pager agent (``name``: the external demo agent's by default; a server-driven one in
    tests/runs/test_recheck_sweep.py), its tool giving up after ``timeout`` seconds (None: never)."""

    def page(args: dict[str, Any], key: str | None) -> Any:
        return httpx.post(f"{url}/send", json=args, timeout=timeout).json()

    def lookup(args: dict[str, Any], key: str | None) -> Lookup:
        found = httpx.get(f"{url}/status", params={"page_id": args["page_id"]}, timeout=5).json()["found"]
        return Lookup(
            found, {"success": True, "code": "paged", "data": {"page_id": args["page_id"]}} if found else None
        )

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("paging", [ToolCall("page", PAGE, "c0")]) if step == 0 else ("Paged.", [])

    tool = Tool("page", page, effect=Effect.WRITE, dedupes=False, lookup=lookup, timeout=timeout)
    return Agent(name, ScriptedModel("pager-v1", script), ToolRegistry([tool]), "{task}{clock}{seed}")


def server_pager() -> Agent:
    """The registry factory of the server-driven pager (``slow-pager=tests.api.slow_agent:server_pager``): the slow
    service's address and the tool's timeout come from ``SLOW_PAGER_URL`` and ``SLOW_PAGER_TIMEOUT``."""
    return slow_agent(os.environ["SLOW_PAGER_URL"], name="slow-pager", timeout=float(os.environ["SLOW_PAGER_TIMEOUT"]))
