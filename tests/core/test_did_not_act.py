"""A tool that raises before it acted: a known non-effect (a failed result the model is told), not a human's case.

A probe's write tool refused its arguments with its own exception before sending anything; the run went RECOVERING
and asked an operator to decide a call that never went out. ``agentops.core.protocol.raised_result`` states the rule
once, for the in-process loop and the clients (tests/api/test_client.py drives the same through the API)."""

from __future__ import annotations

from typing import Any

import pytest

from agentops.core.errors import DidNotAct
from agentops.core.events import EventType
from agentops.core.loop import Agent, Outcome
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.protocol import NOT_SENT, raised_result, unknown_outcome
from agentops.core.tools import Effect, Tool, ToolRegistry
from tests.core.harness import Harness


def _script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
    return ("pay it", [ToolCall("pay_invoice", {"invoice": "INV-7"}, "c0")]) if step == 0 else ("Not paid.", [])


def _refusing(exc: BaseException) -> Agent:
    def pay(args: dict[str, Any], key: str | None) -> Any:
        raise exc

    # a write whose service cannot dedupe and has no lookup: an unknown outcome of it can only park
    tool = Tool("pay_invoice", pay, effect=Effect.WRITE, dedupes=False, risk="low")
    return Agent("probe", ScriptedModel("probe-v1", _script), ToolRegistry([tool]), "{task}{clock}{seed}")


def _marked() -> ValueError:
    exc = ValueError("amount must be positive")
    exc.did_not_act = True  # type: ignore[attr-defined]
    return exc


@pytest.mark.parametrize("exc", [DidNotAct("amount must be positive; nothing was sent"), _marked()])
def test_a_tool_that_did_not_act_is_a_failed_result_the_model_is_told_and_no_human_is_asked(exc):
    harness = Harness()
    agent = _refusing(exc)
    run_id = harness.start(agent)
    assert harness.drive(agent, run_id) is Outcome.COMPLETED
    events = harness.store.load(run_id)
    kinds = [e.type for e in events]
    assert EventType.RECOVERY_STARTED not in kinds
    result = next(e.payload["result"] for e in events if e.type is EventType.TOOL_RESULT)
    assert result == {"success": False, "code": NOT_SENT, "error": f"{type(exc).__name__}: {exc}"}


def test_any_other_raise_is_still_an_unknown_outcome_for_a_human():
    harness = Harness()
    agent = _refusing(ValueError("amount must be positive"))  # unmarked: the SDK cannot tell it did not act
    run_id = harness.start(agent)
    assert harness.drive(agent, run_id) is Outcome.RECOVERING
    assert EventType.RECOVERY_STARTED in [e.type for e in harness.store.load(run_id)]


def test_the_rule_in_one_table():
    assert raised_result(DidNotAct("x"))["code"] == NOT_SENT
    assert raised_result(ConnectionRefusedError("refused")) is None  # the tool may have acted before it
    assert unknown_outcome(ConnectionRefusedError("refused")) == "ConnectionRefusedError: refused"
