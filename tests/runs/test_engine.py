"""``runs.worker.engine.drive_run``: parallel tool calls that use the ORM close their thread's connection."""

import threading

import pytest
from django.db import connection, connections

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from runs.models import Run, ToolExecution
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
