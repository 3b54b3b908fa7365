"""What a raise means, stated once in the core for both step loops: ``StopLoop`` (a dry replay's end of its recording)
and ``JournalCorrupt`` raised by the model or by a tool pass through the in-process loop untouched, journaling
nothing (the API client's loop does the same: ``tests/api/test_client.py``); any other raise of the model is a
retryable ``ModelError`` failure. Before, the in-process loop passed them on from the model only and a tool's became
an unknown outcome parked for a human."""

from __future__ import annotations

from typing import Any

import pytest

from agentops.core.errors import PASSED_THROUGH, JournalCorrupt, ModelError, StopLoop
from agentops.core.events import EventType
from agentops.core.loop import Agent, Outcome, sample_model
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.protocol import UnknownOutcome, call_tool
from agentops.core.tools import Effect, Tool, ToolRegistry
from tests.core.harness import Harness

RAISES = [StopLoop("end of the recording at step 1"), JournalCorrupt("run_t seq 3: the stored context is torn")]
OK = {"success": True, "code": "ok", "data": {"id": "w-1"}}


def _agent(model_raises: BaseException | None = None, tool_raises: BaseException | None = None) -> Agent:
    """Step 0 calls ``write`` (a write that cannot dedupe: an unknown outcome of it parks); step 1's model raises
    ``model_raises`` (else answers)."""

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        if step == 1 and model_raises is not None:
            raise model_raises
        return ("write it", [ToolCall("write", {"n": 1}, "c0")]) if step == 0 else ("Done.", [])

    def write(args: dict[str, Any], key: str | None) -> Any:
        if tool_raises is not None:
            raise tool_raises
        return OK

    tool = Tool("write", write, effect=Effect.WRITE, dedupes=False, risk="low")
    return Agent("probe", ScriptedModel("probe-v1", script), ToolRegistry([tool]), "{task}{clock}{seed}")


@pytest.mark.parametrize("exc", RAISES, ids=type)
def test_a_model_raising_a_passed_through_error_stops_the_drive_and_journals_nothing(exc):
    harness = Harness()
    agent = _agent(model_raises=exc)
    run_id = harness.start(agent)
    before = len(harness.store.load(run_id))
    with pytest.raises(type(exc)) as raised:
        harness.drive(agent, run_id)
    assert raised.value is exc
    events = harness.store.load(run_id)
    kinds = [e.type for e in events]
    assert EventType.RUN_FAILED not in kinds  # never the model's failure
    assert kinds[-1] is EventType.STEP_COMMITTED and len(events) > before  # step 0 kept, nothing after it


@pytest.mark.parametrize("exc", RAISES, ids=type)
def test_a_tool_raising_a_passed_through_error_stops_the_drive_and_journals_nothing_for_the_call(exc):
    harness = Harness()
    agent = _agent(tool_raises=exc)
    run_id = harness.start(agent)
    with pytest.raises(type(exc)):
        harness.drive(agent, run_id)
    kinds = [e.type for e in harness.store.load(run_id)]
    # the intent stays (write-ahead); no result, no park for a human: a resume settles the call by the protocol
    assert kinds[-1] is EventType.TOOL_REQUESTED
    assert EventType.RECOVERY_STARTED not in kinds and EventType.TOOL_RESULT not in kinds
    # a resume is a crash's: this write cannot dedupe and has no lookup, so the resume (not the StopLoop) parks it
    assert harness.drive(_agent(), run_id) is Outcome.RECOVERING


def test_any_other_model_raise_fails_the_run_retryably_with_its_cause():
    harness = Harness()
    agent = _agent(model_raises=KeyError("choices"))
    run_id = harness.start(agent)
    assert harness.drive(agent, run_id) is Outcome.FAILED
    (failed,) = [e.payload for e in harness.store.load(run_id) if e.type is EventType.RUN_FAILED]
    assert failed["error_class"] == "ModelError" and failed["message"] == "the model raised KeyError: 'choices'"
    assert failed["retryable"] is True


def _raising(exc: BaseException) -> Any:
    def fn(*_: Any) -> Any:
        raise exc

    return fn


def test_the_rules_in_one_table():
    with pytest.raises(ModelError, match="the model raised KeyError: 'choices'") as raised:
        sample_model(ScriptedModel("m", _raising(KeyError("choices"))), [], [])
    assert raised.value.retryable is True
    for exc in RAISES:
        assert isinstance(exc, PASSED_THROUGH)
        with pytest.raises(type(exc)):
            sample_model(ScriptedModel("m", _raising(exc)), [], [])
        with pytest.raises(type(exc)):
            call_tool(_raising(exc), {}, None)
    unknown = call_tool(_raising(TimeoutError("no answer")), {}, "k")
    assert isinstance(unknown, UnknownOutcome) and unknown.reason == "TimeoutError: no answer"
    assert call_tool(lambda args, key: {"key": key}, {}, "k") == {"key": "k"}
