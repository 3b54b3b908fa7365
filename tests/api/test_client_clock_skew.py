"""``agentops.client.DurableRun`` on a machine whose clock runs ahead of the server's: the server's timestamps
(``next_retry_at``, ``lease_expires_at``) read as already past. Before, the retry wait became a loop of requests with
no pause until the server's clock caught up, and the wait for a held lease a poll every 50 ms (docs/qa: D3)."""

from __future__ import annotations

import time
from datetime import datetime, timedelta
from typing import Any

import pytest

import agentops.client
from agentops.client import AgentOpsClient, DurableRun, external_run_fields
from agentops.core.errors import ModelError
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from agentops.demo.external_ticket import AGENT

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.sqlite]
OK = {"success": True, "code": "ok", "data": {"n": 1}}


@pytest.fixture
def clock_ahead(monkeypatch):
    """The client's wall clock a minute ahead of the server's (its monotonic clock is untouched)."""

    class Ahead(datetime):
        @classmethod
        def now(cls, tz: Any = None) -> datetime:  # type: ignore[override]
            return datetime.now(tz) + timedelta(seconds=60)

    monkeypatch.setattr(agentops.client, "datetime", Ahead)


def _agent(script: Any) -> Agent:
    tools = ToolRegistry([Tool("read", lambda args, key: OK, effect=Effect.READ)])
    return Agent(AGENT, ScriptedModel("skew-v1", script), tools, "{task}{clock}{seed}")


def _sleeping(sleeps: list[float]) -> Any:
    def sleep(seconds: float) -> None:
        sleeps.append(seconds)
        time.sleep(seconds)

    return sleep


def test_the_retry_wait_is_the_servers_when_the_clock_runs_ahead(live_server, raw_key, settings, clock_ahead):
    settings.AGENTOPS = {**settings.AGENTOPS, "RETRY_BASE": 3.0}
    failed: list[int] = []

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        if not failed:
            failed.append(step)
            raise ModelError("gateway timeout", retryable=True)
        return ("look", [ToolCall("read", {"n": 1}, "c")]) if step == 0 else ("Read it.", [])

    sleeps: list[float] = []
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = client.create_run(**external_run_fields(_agent(script), {"task": "x"}))["id"]
        assert DurableRun(client, _agent(script), run_id, sleep=_sleeping(sleeps)).run_until_done(max_wait=60) == (
            "COMPLETED"
        )
    assert len(sleeps) <= 2, f"a wait by the server's retry_in, not a loop of requests: {len(sleeps)} pauses"
    assert sum(sleeps) >= 1.0


def test_the_wait_for_a_held_lease_backs_off_when_the_clock_runs_ahead(live_server, raw_key, clock_ahead):
    agent = _agent(lambda step, messages: ("Nothing to do.", []))
    sleeps: list[float] = []
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = client.create_run(**external_run_fields(agent, {"task": "x"}))["id"]
        client.acquire(run_id, "other-process", seconds=3)  # a live lease, past by this machine's clock
        outcome = DurableRun(client, agent, run_id, lease_wait=30, sleep=_sleeping(sleeps)).run()
    assert outcome == "COMPLETED" and sum(sleeps) >= 2.0
    assert len(sleeps) <= 8, f"backed off, not polled every 50 ms: {len(sleeps)} pauses"
