"""The in-process loop's side of qa-agents8 L2: a call in doubt whose tool cannot dedupe, looked up while its slow
service may still be processing the first send, is parked saying so — its lookup's "not done" counts only once the
tool's timeout passed since the call was handed out (``agentops.core.protocol.still_landing``, by the journal's
clock, the database's). The client's side, with real processes: tests/api/test_slow_lookup.py."""

from __future__ import annotations

from typing import Any

import pytest

from agentops.core.events import EventType, NewEvent
from agentops.core.loop import Agent, Outcome, run_started_payload
from agentops.core.memory import MemoryJournal
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Tool, ToolRegistry
from tests.core.harness import Crash, Harness, crash_at

PAGE = {"page_id": "pg-1"}


def _agent(sent: list[dict[str, Any]], timeout: float | None = 10.0) -> Agent:
    def page(args: dict[str, Any], key: str | None) -> Any:
        sent.append(args)
        return {"success": True, "code": "paged", "data": {"page_id": args["page_id"]}}

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("paging", [ToolCall("page", PAGE, "c0")]) if step == 0 else ("Paged.", [])

    lookup = lambda args, key: Lookup(False)  # noqa: E731 — the slow service has not committed it
    tool = Tool("page", page, effect=Effect.WRITE, dedupes=False, lookup=lookup, timeout=timeout)
    return Agent("pager", ScriptedModel("pager-v1", script), ToolRegistry([tool]), "{task}{clock}{seed}")


def _crashed_after_intent(harness: Harness, agent: Agent, run_id: str) -> None:
    """Start ``run_id`` and drive it until the page's intent is journaled: the process dies as the page goes out."""
    store = harness.store
    token = store.acquire(run_id, "creator")
    started = run_started_payload(agent, run_id, {"task": "x"}, "2026-01-01T00:00:00+00:00", 7)
    store.append(run_id, token, 0, [NewEvent(EventType.RUN_STARTED, started)])
    store.release(run_id, token)
    agent.crash_hook = crash_at("after_intent", 0)
    with pytest.raises(Crash):
        harness.drive(agent, run_id)
    agent.crash_hook = None


def test_a_resume_during_the_first_send_parks_the_call_and_sends_it_once_its_timeout_passed(monkeypatch):
    harness, sent = Harness(), []
    store, agent = harness.store, _agent(sent)
    _crashed_after_intent(harness, agent, "run_p")

    monkeypatch.setattr(MemoryJournal, "age", lambda self, event_id: 3.0)  # 3 s after the intent: still landing
    assert harness.drive(agent, "run_p") is Outcome.RECOVERING and sent == []
    parked = [e for e in store.load("run_p") if e.type is EventType.RECOVERY_STARTED]
    assert len(parked) == 1 and "may still be processed for 7.0 s more" in parked[0].payload["reason"]
    assert parked[0].payload["recheck_after"] == 8.0, "the recovery sweep asks again after that (and a second)"

    monkeypatch.setattr(MemoryJournal, "age", lambda self, event_id: 10.5)  # past the tool's timeout
    assert harness.drive(agent, "run_p") is Outcome.COMPLETED and sent == [PAGE], "the lookup's word now: sent once"


def test_a_resume_whose_lookup_says_not_done_for_a_tool_without_a_timeout_parks_it_unsent():
    """clients13: nothing bounds how long the first send may still land, so "not done" is no answer — the resume sent
    it (a second page when the first was still landing), where an API client's own lookup after a failed send parked
    it. One rule now (``agentops.core.protocol.after_lookup``): a human decides, told why."""
    harness, sent = Harness(), []
    store, agent = harness.store, _agent(sent, timeout=None)
    _crashed_after_intent(harness, agent, "run_n")

    assert harness.drive(agent, "run_n") is Outcome.RECOVERING and sent == []
    parked = [e for e in store.load("run_n") if e.type is EventType.RECOVERY_STARTED]
    assert len(parked) == 1 and "the tool declares no timeout" in parked[0].payload["reason"]
    assert "recheck_after" not in parked[0].payload  # no sweep asks again: an operator decides
