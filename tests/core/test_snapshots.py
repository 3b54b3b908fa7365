"""Incremental snapshots: each holds what changed since the one before, and a resume folds the chain."""

from __future__ import annotations

import hashlib
import json

import msgspec
import pytest

from agentops.core.budget import Budget
from agentops.core.canon import canonical
from agentops.core.errors import ModelError
from agentops.core.events import Event, EventType, NewEvent
from agentops.core.loop import Agent, Outcome, StepLoop, run_started_payload
from agentops.core.memory import MemoryStore
from agentops.core.model import Sample, ToolCall, Usage
from agentops.core.replay import ReplayIndex, resume_path
from agentops.core.tools import Effect, Tool, ToolRegistry
from tests.core.harness import Crash, crash_at


class _Model:
    """``steps`` steps of the same small lookup at a fixed usage (a ScriptedModel prices the whole
    prompt each step, which would make the test quadratic in the model, not in the journal); a
    retryable error once at each ``fail_at`` step."""

    version = "v1"

    def __init__(self, steps: int, fail_at: tuple[int, ...]) -> None:
        self.steps, self.failing = steps, set(fail_at)

    def sample(self, messages, tools) -> Sample:
        step = (len(messages) - 2) // 2
        if step in self.failing:
            self.failing.discard(step)
            raise ModelError("model overloaded", retryable=True)
        calls = (ToolCall("lookup", {"n": step}, f"c{step}"),) if step < self.steps else ()
        return Sample(content=f"step {step}" if calls else "done", tool_calls=calls, usage=Usage(50, 10, 0.001))


def _agent(steps: int, *, fail_at: tuple[int, ...] = (), every: int = 8) -> Agent:
    def lookup(args, key):
        return {"success": True, "code": "ok", "data": {"n": args["n"], "status": "open"}}

    return Agent(
        "snap",
        _Model(steps, fail_at),
        ToolRegistry([Tool("lookup", lookup, effect=Effect.READ)]),
        "{clock}{seed}",
        budget=Budget(max_steps=steps + 5, max_tokens=10**12, max_cost=10.0**9),
        snapshot_every=every,
    )


def _start(store: MemoryStore, agent: Agent, run_id: str = "run_s") -> None:
    token = store.acquire(run_id, "creator")
    payload = run_started_payload(agent, run_id, {"task": "t"}, "2026-12-01T00:00:00Z", 7)
    store.append(run_id, token, 0, [NewEvent(EventType.RUN_STARTED, payload)])
    store.release(run_id, token)


def _drive(store: MemoryStore, agent: Agent, run_id: str = "run_s") -> Outcome:
    """One resume, from the resume path (RunStarted + snapshots + tail), as a worker does it."""
    token = store.acquire(run_id, "w")
    try:
        index = ReplayIndex.build(run_id, resume_path(store.load(run_id)))
        return StepLoop(agent, index, store.journal(run_id, token)).run()
    finally:
        store.release(run_id, token)


def _crash(store: MemoryStore, agent: Agent, step: int) -> None:
    """Drive the run until the process is killed before sampling ``step``."""
    agent.crash_hook = crash_at("before_sample", step)
    with pytest.raises(Crash):
        _drive(store, agent)
    agent.crash_hook = None


def _crashed(steps: int, at: int) -> tuple[MemoryStore, Agent]:
    store, agent = MemoryStore(), _agent(steps)
    _start(store, agent)
    _crash(store, agent, at)
    return store, agent


def _snapshots(store: MemoryStore, run_id: str = "run_s") -> list[Event]:
    return [e for e in store.load(run_id) if e.type is EventType.SNAPSHOT_TAKEN]


def test_the_snapshot_of_step_1000_is_no_larger_than_a_small_multiple_of_the_snapshot_of_step_10():
    store, agent = MemoryStore(), _agent(1010)
    _start(store, agent)
    assert _drive(store, agent) is Outcome.COMPLETED
    # what a snapshot stores: its payload and, beside it, its body (the added messages)
    snaps = {e.payload["step"]: len(canonical(e.payload)) + len(e.body.text) for e in _snapshots(store)}
    early, late = snaps[15], snaps[1007]  # the first snapshots at or after steps 10 and 1,000
    assert late <= 2 * early, (early, late)
    # the journal grows linearly: all 126 snapshots together are about 126 early ones, not 126²/2
    assert sum(snaps.values()) <= 2 * early * len(snaps)


def test_a_resume_from_the_chain_rebuilds_what_the_whole_journal_does():
    store, agent = _crashed(60, at=45)
    events = store.load("run_s")
    full, resumed = ReplayIndex.build("run_s", events), ReplayIndex.build("run_s", resume_path(events))
    path = resume_path(events)
    assert len(path) < len(events) // 3
    assert [e.seq for e in path if e.type is EventType.SNAPSHOT_TAKEN] == [e.seq for e in _snapshots(store)]
    assert resumed.messages == full.messages and len(full.messages) == 2 + 2 * 45
    assert (resumed.consumed, resumed.next_step, resumed.head_seq) == (full.consumed, full.next_step, full.head_seq)
    assert _drive(store, agent) is Outcome.COMPLETED
    again = MemoryStore()
    _start(again, agent)
    assert _drive(again, agent) is Outcome.COMPLETED
    shape = [(e.seq, e.type, e.hash) for e in store.load("run_s")]
    assert shape == [(e.seq, e.type, e.hash) for e in again.load("run_s")]  # resumed == never crashed


def test_a_resume_after_a_snapshot_keeps_counting_the_failures_before_it():
    # fails at step 3, resumes past the snapshots of steps 7 and 15, is killed, fails again at step 20
    store, agent = MemoryStore(), _agent(30, fail_at=(3, 20))
    _start(store, agent)
    assert _drive(store, agent) is Outcome.FAILED
    _crash(store, agent, 17)
    assert [e.payload["failures"] for e in _snapshots(store)] == [1, 1]
    assert ReplayIndex.build("run_s", resume_path(store.load("run_s"))).failures == 1
    assert _drive(store, agent) is Outcome.FAILED
    failed = [e.payload for e in store.load("run_s") if e.type is EventType.RUN_FAILED]
    assert [p["retry_count"] for p in failed] == [1, 2]  # not [1, 1]: no extra automatic retry
    assert _drive(store, agent) is Outcome.COMPLETED


def test_a_chain_with_a_snapshot_missing_is_refused():
    store, agent = MemoryStore(), _agent(20)
    _start(store, agent)
    assert _drive(store, agent) is Outcome.COMPLETED
    path = resume_path(store.load("run_s"))
    first = _snapshots(store)[0]
    with pytest.raises(ValueError, match="snapshot of the chain was not read"):
        ReplayIndex.build("run_s", [e for e in path if e.seq != first.seq])


def test_a_whole_context_snapshot_of_an_older_journal_still_resumes():
    store, _ = _crashed(20, at=18)
    events = store.load("run_s")
    full = ReplayIndex.build("run_s", events)
    last = _snapshots(store)[-1]
    legacy = {"step": last.payload["step"], "consumed": last.payload["consumed"]}
    legacy["messages"] = ReplayIndex.build("run_s", [e for e in events if e.seq <= last.seq]).messages
    old = msgspec.structs.replace(last, payload=legacy)
    resumed = ReplayIndex.build("run_s", [events[0], old, *(e for e in events if e.seq > last.seq)])
    assert resumed.messages == full.messages and resumed.next_step == full.next_step == 18


def test_a_snapshot_payload_holds_counts_and_the_digest_of_its_body_which_only_a_resume_path_needs():
    store, _ = _crashed(20, at=18)
    events = store.load("run_s")
    full = ReplayIndex.build("run_s", events)
    for e in _snapshots(store):
        p = e.payload
        assert set(p) == {"at", "consumed", "digest", "failures", "n", "step"} and p["n"] == 16
        assert p["digest"] == hashlib.sha256(e.body.text.encode()).hexdigest()
        assert json.loads(e.body.text) == full.messages[p["at"] : p["at"] + p["n"]]
    bare = [msgspec.structs.replace(e, body=None) for e in events]  # a whole-history read fetches no body
    assert ReplayIndex.build("run_s", bare).messages == full.messages
    with pytest.raises(ValueError, match=r"run_s: the snapshot at seq \d+ .*its stored context was not read"):
        ReplayIndex.build("run_s", resume_path(bare))


def test_a_snapshot_with_its_messages_in_the_payload_of_an_older_journal_still_resumes():
    store, _ = _crashed(20, at=18)
    events = store.load("run_s")
    full = ReplayIndex.build("run_s", events)
    old = []
    for e in events:
        if e.type is EventType.SNAPSHOT_TAKEN:
            inline = {k: v for k, v in e.payload.items() if k != "digest"} | {"added": json.loads(e.body.text)}
            e = msgspec.structs.replace(e, payload=inline, body=None)
        old.append(e)
    resumed = ReplayIndex.build("run_s", resume_path(old))
    assert resumed.messages == full.messages and resumed.next_step == full.next_step == 18
    assert ReplayIndex.build("run_s", old).messages == full.messages
