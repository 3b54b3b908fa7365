"""A run of the core's step loop on the in-memory store, with simulated crashes (no database)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from agentops.core.events import EventType, NewEvent
from agentops.core.loop import Agent, Outcome, StepLoop, run_started_payload
from agentops.core.memory import MemoryStore
from agentops.core.replay import ReplayIndex, resume_path
from agentops.demo import ticket


class Crash(BaseException):
    """Stands in for a process death inside the loop (the process-level tests use SIGKILL)."""


def crash_at(point: str, step: int) -> Callable[[str, int], None]:
    def hook(at: str, at_step: int) -> None:
        if (at, at_step) == (point, step):
            raise Crash(f"{point}:{step}")

    return hook


class Harness:
    """A MemoryStore, a run on it, and helpers to drive / crash / inspect it."""

    CLOCK = "2026-01-01T00:00:00+00:00"

    def __init__(self) -> None:
        self.store = MemoryStore()
        self.model_calls: list[int] = []
        self.sink = ticket.MemoryEmailSink()

    def agent(self, **kwargs) -> Agent:
        kwargs.setdefault("on_model_call", self.model_calls.append)
        return ticket.build_agent(self.sink, **kwargs)

    def start(self, agent: Agent, run_id: str = "run_t", seed: int = 7) -> str:
        token = self.store.acquire(run_id, "creator")
        payload = run_started_payload(agent, run_id, ticket.ticket_inputs(1), self.CLOCK, seed)
        self.store.append(run_id, token, 0, [NewEvent(EventType.RUN_STARTED, payload)])
        self.store.release(run_id, token)
        return run_id

    def index(self, run_id: str, *, from_snapshot: bool = False) -> ReplayIndex:
        events = self.store.load(run_id)
        return ReplayIndex.build(run_id, resume_path(events) if from_snapshot else events)

    def drive(self, agent: Agent, run_id: str = "run_t", *, owner: str = "w", from_snapshot: bool = True) -> Outcome:
        token = self.store.acquire(run_id, owner)
        try:
            index = self.index(run_id, from_snapshot=from_snapshot)
            return StepLoop(agent, index, self.store.journal(run_id, token)).run()
        finally:
            self.store.release(run_id, token)

    def crash(self, agent: Agent, point: str, step: int, run_id: str = "run_t") -> None:
        agent.crash_hook = crash_at(point, step)
        with pytest.raises(Crash):
            self.drive(agent, run_id)
        agent.crash_hook = None

    def shape(self, run_id: str = "run_t") -> list[tuple]:
        return [(e.seq, str(e.type), e.payload) for e in self.store.load(run_id)]

    def tokens(self, run_id: str = "run_t") -> int:
        return sum(
            e.payload["output"]["usage"]["total_tokens"]
            for e in self.store.load(run_id)
            if e.type is EventType.LLM_SAMPLED
        )
