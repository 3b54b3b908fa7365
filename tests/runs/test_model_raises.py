"""A model whose code raises something that is no ``ModelError`` (the agent's own bug, a library's error it did not
turn into one): the drive raised it out of the worker, the run stayed PENDING with no cause anywhere but a log's
traceback (only the demo billing agent was fixed, by raising a ModelError itself). The step loop fails the run with
the cause journaled, retryable under the run's retry policy; so does the Python SDK's loop (tests/api/test_client.py).
"""

from __future__ import annotations

import json

import pytest

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from runs.models import Event, Run
from runs.worker.engine import drive_run
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def broken_agent() -> Agent:
    """Step 0 reads; step 1's model code raises a KeyError (a missing field in the answer it parses)."""

    def script(step, messages):  # type: ignore[no-untyped-def]
        if step == 1:
            raise KeyError("choices")
        return "look", [ToolCall("read", {"n": step}, "c0")]

    read = Tool("read", lambda args, key: {"success": True, "code": "ok", "data": {}}, effect=Effect.READ)
    return Agent("broken", ScriptedModel("broken-v1", script), ToolRegistry([read]), "{ticket}{customer}")


def _failures(run_id: str) -> list[dict]:
    rows = Event.objects.filter(run_id=run_id, type="RunFailed").order_by("seq").values_list("payload", flat=True)
    return [json.loads(p) for p in rows]


def test_a_model_raising_no_model_error_fails_the_run_with_the_cause_and_retries_per_policy(register_agent, settings):
    register_agent(broken=f"{__name__}:broken_agent")
    settings.AGENTOPS = {**settings.AGENTOPS, "MAX_RETRIES": 1, "RETRY_BASE": 0.0}
    run_id = make_run("broken")
    assert str(drive_run(run_id)) == "FAILED"
    (failed,) = _failures(run_id)
    assert failed["error_class"] == "ModelError" and failed["message"] == "the model raised KeyError: 'choices'"
    assert failed["retryable"] is True and failed["dead_letter"] is False and failed["retry_count"] == 1
    run = Run.objects.get(id=run_id)
    assert run.status == "FAILED" and run.next_retry_at is not None  # the policy's automatic retry
    assert Event.objects.filter(run_id=run_id, type="StepCommitted").count() == 1  # step 0 kept
    assert str(drive_run(run_id)) == "DEAD_LETTER"  # the retry fails the same way: past MAX_RETRIES, parked
    assert [f["dead_letter"] for f in _failures(run_id)] == [False, True]
    assert Run.objects.get(id=run_id).status == "DEAD_LETTER"
