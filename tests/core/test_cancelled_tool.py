"""A tool whose own code raised a cancellation (``asyncio.CancelledError``: its HTTP client's request cancelled under
it, a task group) — not the run's cancel. Its outcome is unknown: replayed with its key when that is safe, then parked.
Before, the park's reason read "CancelledError: " (the why lost), and raised in a plain thread (an async SDK tool with
no caller's loop) it went past the loop and crashed the process, the call left claimed with no word."""

from __future__ import annotations

import asyncio
import concurrent.futures
from typing import Any

from agentops.core.events import EventType
from agentops.core.loop import Agent, Outcome
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.protocol import UnknownOutcome, call_tool
from agentops.core.tools import Effect, Tool, ToolRegistry
from tests.core.harness import Harness


def _cancelled(args: dict[str, Any], key: str | None) -> Any:
    raise asyncio.CancelledError()


def test_a_cancellation_a_tool_raises_is_an_unknown_outcome_that_names_it():
    for raised, kind in ((asyncio.CancelledError(), "asyncio"), (concurrent.futures.CancelledError(), "concurrent")):

        def tool(args: dict[str, Any], key: str | None, raised: BaseException = raised) -> Any:
            raise raised

        outcome = call_tool(tool, {}, None)
        assert isinstance(outcome, UnknownOutcome), outcome
        assert f"cancelled before it answered ({kind}" in outcome.reason and "CancelledError" in outcome.reason
    silent = call_tool(lambda args, key: (_ for _ in ()).throw(RuntimeError()), {}, None)
    assert silent.reason == "RuntimeError (it gave no message): outcome unknown"
    assert call_tool(lambda args, key: (_ for _ in ()).throw(OSError("reset")), {}, None).reason == "OSError: reset"


def test_a_deduping_tool_cancelled_each_time_is_replayed_then_parked_saying_it_was_cancelled(harness: Harness):
    sent: list[str | None] = []

    def cancelled(args: dict[str, Any], key: str | None) -> Any:
        sent.append(key)
        return _cancelled(args, key)

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("", [ToolCall("create_ticket", {"sku": "A"}, "c0")]) if step == 0 else ("done", [])

    tool = Tool("create_ticket", cancelled, effect=Effect.WRITE, dedupes=True)
    agent = Agent("t", ScriptedModel("v1", script), ToolRegistry([tool]), "{clock}{seed}", replay_pauses=(0.0, 0.0))
    harness.start(agent)
    assert harness.drive(agent) is Outcome.RECOVERING
    assert len(sent) == 3 and len(set(sent)) == 1, "replayed with its key"
    park = [e for e in harness.store.load("run_t") if e.type is EventType.RECOVERY_STARTED][-1].payload
    assert "the call was cancelled before it answered (asyncio.CancelledError" in park["reason"], park
    assert park["reason"].endswith("(3 attempts with the same key)"), park
