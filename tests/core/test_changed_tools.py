"""The in-process loop: a call in flight when its worker died, whose tool the deploy that followed renamed or gave other
parameters, is in doubt (a human decides), not an ``unknown_tool`` or ``rejected`` non-effect the model then retries
under the new name or with the new arguments, a new key. The light SDK's side of the same rule:
tests/sdk/test_code_changes.py."""

from typing import Any

from agentops.core.errors import InvalidArguments
from agentops.core.loop import Agent, Outcome
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from tests.core.harness import Harness


def _ticket_agent(opened: list, name: str, *, needs_priority: bool = False) -> Agent:
    def open_ticket(args: dict[str, Any], key: str | None) -> Any:
        if needs_priority and "priority" not in args:
            raise InvalidArguments(f"{name}: invalid arguments: missing a required argument: 'priority'")
        opened.append(key)
        return {"success": True, "code": "ok", "data": {"ticket_id": f"t-{len(opened)}"}}

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        if step == 0:
            return "open one", [ToolCall("create_ticket", {"subject": "Invoice 42"}, "c0")]
        told = str(messages[-1].get("content"))
        if "unknown_tool" in told or "invalid arguments" in told:  # told so, a model calls the tool as offered
            return "open it as I am told", [ToolCall(name, {"subject": "Invoice 42", "priority": 1}, "c1")]
        return "Opened.", []

    tool = Tool(name, open_ticket, effect=Effect.WRITE, dedupes=True)
    return Agent("tickets", ScriptedModel("v1", script), ToolRegistry([tool]), "{clock}{seed}")


def test_a_call_whose_tool_was_renamed_after_the_crash_is_parked_not_sent_again_under_the_new_name(harness: Harness):
    opened: list = []
    first = _ticket_agent(opened, "create_ticket")
    harness.start(first)
    harness.crash(first, "after_effect", 0)
    assert len(opened) == 1
    assert harness.drive(_ticket_agent(opened, "open_ticket")) is Outcome.RECOVERING
    assert len(opened) == 1, "one ticket: the renamed tool was not called under a new key"
    events = harness.store.load("run_t")
    assert not [e for e in events if str(e.type) == "ToolResult"]
    parked = [e.payload for e in events if str(e.type) == "RecoveryStarted"]
    assert "no tool named 'create_ticket' now" in parked[-1]["reason"], parked


def test_a_call_of_a_tool_the_agent_never_had_is_still_answered_unknown_tool(harness: Harness):
    opened: list = []
    agent = _ticket_agent(opened, "open_ticket")  # the model names create_ticket, which this agent never had
    harness.start(agent)
    assert harness.drive(agent) is Outcome.COMPLETED
    assert len(opened) == 1  # the model was told, and called the tool it has
    results = [e.payload["result"] for e in harness.store.load("run_t") if str(e.type) == "ToolResult"]
    assert results[0]["code"] == "unknown_tool" and results[1]["success"] is True


def test_a_call_whose_tool_takes_other_arguments_after_the_crash_is_parked_not_rejected(harness: Harness):
    opened: list = []
    first = _ticket_agent(opened, "create_ticket")
    harness.start(first)
    harness.crash(first, "after_effect", 0)
    assert harness.drive(_ticket_agent(opened, "create_ticket", needs_priority=True)) is Outcome.RECOVERING
    assert len(opened) == 1, "one ticket: not sent again with the new arguments under a new key"
    events = harness.store.load("run_t")
    assert not [e for e in events if str(e.type) == "ToolResult"]
    parked = [e.payload for e in events if str(e.type) == "RecoveryStarted"]
    assert "its journaled arguments no longer fit the tool" in parked[-1]["reason"], parked
    assert "attempts with the same key" not in parked[-1]["reason"]  # the same code refuses them again: not retried


def test_arguments_a_fresh_call_cannot_take_are_still_a_rejected_call_the_model_is_told(harness: Harness):
    opened: list = []
    agent = _ticket_agent(opened, "create_ticket", needs_priority=True)
    harness.start(agent)
    assert harness.drive(agent) is Outcome.COMPLETED
    results = [e.payload["result"] for e in harness.store.load("run_t") if str(e.type) == "ToolResult"]
    assert results[0]["code"] == "rejected" and results[1]["success"] is True and len(opened) == 1
