"""A step of many calls: the bulk rule reads each call's arguments once for the step, not once per call of it. The
loop rebuilt the step's call list and recounted every call's targets for each call's gate, 250,000 argument reads for
a step of 500 calls (7.4 s to journal its intents; ``bench/wide_step.py``). Pinned by what is read, not by time."""

from __future__ import annotations

import pytest

from agentops.core.gate import bulk
from agentops.core.loop import Agent, Outcome
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from tests.core.harness import Harness

CALLS = 500


@pytest.fixture
def reads(monkeypatch) -> list[object]:
    """Every call's arguments the bulk rule counts the targets of."""
    seen: list[object] = []
    count = bulk._targets

    def counted(args: object, *, outward: bool = False) -> int:
        seen.append(args)
        return count(args, outward=outward)

    monkeypatch.setattr(bulk, "_targets", counted)  # where StepCalls and the bulk rule look it up
    return seen


def _wide_agent(tool: str, effect: Effect) -> Agent:
    def script(step: int, messages: object) -> tuple[str, list[ToolCall]]:
        if step:
            return "done", []
        return "telling everyone", [ToolCall(tool, {"to": f"u{i}@example.com"}, f"c{i}") for i in range(CALLS)]

    fn = Tool(tool, lambda args, key: {"success": True, "code": "ok", "data": {"id": key}}, effect=effect, dedupes=True)
    return Agent("wide", ScriptedModel("v1", script), ToolRegistry([fn]), "{clock}{seed}")


def test_a_wide_bulk_step_reads_each_calls_arguments_once_and_holds_every_call(reads):
    harness = Harness()
    agent = _wide_agent("send_email", Effect.WRITE)
    harness.start(agent)
    assert harness.drive(agent) is Outcome.WAITING_MANUAL_CONFIRM
    assert len(reads) == CALLS  # was CALLS * CALLS
    held = harness.index("run_t").approvals_requested
    assert len(held) == CALLS
    why = f"{CALLS} targets across the step's {CALLS} send_email calls (bulk: 10 or more)"
    assert {e.payload["held_for"] for e in held.values()} == {why}


def test_a_wide_step_of_reads_counts_no_targets_at_all(reads):
    harness = Harness()
    agent = _wide_agent("get_user", Effect.READ)
    harness.start(agent)
    assert harness.drive(agent) is Outcome.COMPLETED
    assert reads == []
