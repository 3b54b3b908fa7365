"""``runs.worker.engine.drive_run``: parallel tool calls that use the ORM close their thread's connection."""

import json
import threading

import pytest
from django.db import connection, connections

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from runs.models import Event, Run, ToolExecution
from runs.worker.engine import drive_run
from tests.runs.factories import make_run

# not on SQLite: Django ignores close() on the in-memory test database (closing would destroy it)
pytestmark = pytest.mark.django_db

SEEN: list = []


def orm_agent() -> Agent:
    """Three parallel reads that each query the database from their pool thread."""

    def count_runs(args, key):
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        SEEN.append((threading.get_ident(), connections["default"]))  # this thread's own wrapper
        return {"success": True, "code": "ok", "data": {"i": args["i"]}}

    def script(step, messages):
        if step == 0:
            return "fan out", [ToolCall("count_runs", {"i": i}, f"c{i}") for i in range(3)]
        return "done", []

    tools = ToolRegistry([Tool("count_runs", count_runs, effect=Effect.READ)])
    return Agent("orm", ScriptedModel("v1", script), tools, "{ticket}{customer}{clock}{seed}")


def test_parallel_tool_threads_close_their_connections(register_agent):
    register_agent(orm=f"{__name__}:orm_agent")
    SEEN.clear()
    run_id = make_run("orm")
    assert str(drive_run(run_id)) == "COMPLETED"
    main = threading.get_ident()
    assert len(SEEN) == 3 and all(ident != main for ident, _ in SEEN)
    assert all(wrapper.connection is None for _, wrapper in SEEN), "a pool thread left its connection open"
    assert connection.connection is not None  # the driving thread's own connection is untouched
    assert ToolExecution.objects.filter(run_id=run_id, status="CONFIRMED").count() == 3
    assert Run.objects.get(id=run_id).status == "COMPLETED"


CALLED: list = []


def repeating_agent() -> Agent:
    """Step 0's answer asks for two reads under one call_id."""

    def read(args, key):
        CALLED.append(args["n"])
        return {"success": True, "code": "ok", "data": {"n": args["n"]}}

    def script(step, messages):
        if step == 0:
            return "look twice", [ToolCall("read", {"n": 1}, "c"), ToolCall("read", {"n": 2}, "c")]
        return "done", []

    return Agent("repeating", ScriptedModel("v1", script), ToolRegistry([Tool("read", read)]), "{ticket}{customer}")


@pytest.mark.sqlite
def test_a_model_answer_repeating_a_call_id_fails_the_run_retryably_and_journals_nothing_of_it(register_agent):
    """The API refuses such a sample (400 ``duplicate_call_id``) and both clients fail the run retryably before
    journaling it; the in-process loop journaled it and ran both calls (the tool messages then answer one id
    twice). The same rule: a retryable ModelError, no LlmSampled, no call made."""
    register_agent(repeating=f"{__name__}:repeating_agent")
    CALLED.clear()
    run_id = make_run("repeating")
    assert str(drive_run(run_id)) == "FAILED"
    failed = json.loads(Event.objects.get(run_id=run_id, type="RunFailed").payload)
    assert failed["error_class"] == "ModelError" and failed["retryable"] is True, failed
    assert failed["message"] == "the model's answer repeats the call_id 'c' (tool_calls [0, 1])"
    assert not Event.objects.filter(run_id=run_id, type__in=["LlmSampled", "ToolRequested"]).exists()
    assert CALLED == [] and not ToolExecution.objects.filter(run_id=run_id).exists()
