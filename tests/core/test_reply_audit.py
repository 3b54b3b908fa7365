"""The loop's reply-check hook: its fields land in RunCompleted, its events right after, in one append."""

from __future__ import annotations

import pytest

from agentops.core.events import EventType, NewEvent
from agentops.core.loop import Agent, Outcome, ReplyAudit, ReplySampler, StepLoop, run_started_payload
from agentops.core.memory import MemoryStore
from agentops.core.model import ScriptedModel
from agentops.core.replay import ReplayIndex
from agentops.core.tools import ToolRegistry


def _agent(check) -> Agent:  # type: ignore[no-untyped-def]
    return Agent(
        name="echo",
        model=ScriptedModel("scripted-echo-v1", lambda step, messages: ("All done.", [])),
        tools=ToolRegistry(),
        template="Echo {clock} {seed}",
        reply_check=check,
    )


def _run(agent: Agent) -> list:  # type: ignore[type-arg]
    store = MemoryStore()
    token = store.acquire("run_1", "w")
    journal = store.journal("run_1", token)
    journal.append(
        [NewEvent(EventType.RUN_STARTED, run_started_payload(agent, "run_1", {}, "2026-12-02T00:00:00Z", 7))]
    )
    index = ReplayIndex.build("run_1", store.load("run_1"))
    appends: list[int] = []
    original = journal.append

    def counting(events):  # type: ignore[no-untyped-def]
        appends.append(len(events))
        return original(events)

    journal.append = counting  # type: ignore[method-assign]
    assert StepLoop(agent, index, journal).run() is Outcome.COMPLETED
    return [store.load("run_1"), appends]


def test_reply_check_fields_and_events_are_appended_with_run_completed() -> None:
    seen: list[tuple[str, int]] = []

    def check(index: ReplayIndex, reply: str, sample: ReplySampler) -> ReplyAudit:
        seen.append((reply, index.head_seq))
        return ReplyAudit(
            fields={"held": True, "claims": [{"phrase": "done"}], "reply": "model cannot override"},
            events=[NewEvent(EventType.CLAIM_FLAGGED, {"phrase": "done"})],
        )

    events, appends = _run(_agent(check))
    completed, flagged = events[-2], events[-1]
    assert completed.type is EventType.RUN_COMPLETED and flagged.type is EventType.CLAIM_FLAGGED
    assert completed.payload["held"] is True and completed.payload["reply"] == "All done."
    assert seen == [("All done.", completed.seq - 1)]
    assert appends[-1] == 2  # one append, one transaction


def test_without_a_check_the_reply_is_appended_alone() -> None:
    events, appends = _run(_agent(None))
    assert events[-1].type is EventType.RUN_COMPLETED and events[-1].payload == {"step": 0, "reply": "All done."}
    assert appends[-1] == 1


def _sampling_agent(judge_calls: list[int], *, budget_tokens: int = 10_000) -> Agent:
    """A reply check that asks a second model once and journals its answer in RunCompleted."""
    from agentops.core.budget import Budget
    from agentops.core.errors import ModelError

    judge = ScriptedModel("judge-v1", lambda step, messages: ("looks backed", []), on_call=judge_calls.append)

    def check(index: ReplayIndex, reply: str, sample: ReplySampler) -> ReplyAudit:
        try:
            answer = sample("claims_judge", [{"role": "user", "content": reply}], model=judge)
        except ModelError as exc:
            return ReplyAudit(fields={"judge": f"failed: {exc}"})
        return ReplyAudit(fields={"judge": answer.content}, reply=f"{reply} (reviewed)")

    agent = _agent(check)
    agent.budget = Budget(max_steps=1, max_tokens=budget_tokens, max_cost=1.0)
    return agent


def test_a_reply_sample_is_journaled_before_the_reply_and_replayed_after_a_crash() -> None:
    from tests.core.harness import Crash, crash_at

    calls: list[int] = []
    agent = _sampling_agent(calls)
    store = MemoryStore()
    token = store.acquire("run_1", "w")
    store.journal("run_1", token).append(
        [NewEvent(EventType.RUN_STARTED, run_started_payload(agent, "run_1", {}, "2026-12-02T00:00:00Z", 7))]
    )
    store.release("run_1", token)

    def drive() -> Outcome:
        token = store.acquire("run_1", "w")
        try:
            index = ReplayIndex.build("run_1", store.load("run_1"))
            return StepLoop(agent, index, store.journal("run_1", token)).run()
        finally:
            store.release("run_1", token)

    agent.crash_hook = crash_at("after_reply_sample", 0)
    with pytest.raises(Crash):
        drive()
    assert [e.type for e in store.load("run_1")][-1] is EventType.LLM_SAMPLED and calls == [0]
    agent.crash_hook = None
    assert drive() is Outcome.COMPLETED
    events = store.load("run_1")
    assert calls == [0]  # the resume read the judge's answer back: no second call
    sampled = [e.payload for e in events if e.type is EventType.LLM_SAMPLED]
    assert [p.get("purpose") for p in sampled] == [None, "claims_judge"] and all(p["step"] == 0 for p in sampled)
    done = events[-1].payload
    assert done["judge"] == "looks backed" and done["reply"] == "All done. (reviewed)"
    index = ReplayIndex.build("run_1", events)
    assert index.sample(0).content == "All done." and index.sample(0, "claims_judge").content == "looks backed"
    assert index.consumed.steps == 1  # a reply sample is no step, its tokens count
    assert index.consumed.tokens == sum(p["output"]["usage"]["total_tokens"] for p in sampled)


def test_a_reply_sample_is_refused_once_the_token_budget_is_spent() -> None:
    calls: list[int] = []
    events, _ = _run(_sampling_agent(calls, budget_tokens=1))
    assert calls == [] and events[-1].payload["judge"].startswith("failed: token budget spent")
    assert [e.type for e in events].count(EventType.LLM_SAMPLED) == 1


def test_a_reply_sample_holding_a_lone_surrogate_is_a_model_error_and_nothing_unjournalable_is_kept() -> None:
    """A judge's answer with half a UTF-16 pair has no UTF-8 form: it cannot be journaled, so the check
    gets a ModelError (as the step's own sample fails the run) and the run completes without it."""
    from agentops.core.budget import Budget
    from agentops.core.errors import ModelError

    judge = ScriptedModel("judge-v1", lambda step, messages: ("backed \ud800 or not", []))
    failures: list[str] = []

    def check(index: ReplayIndex, reply: str, sample: ReplySampler) -> ReplyAudit:
        try:
            answer = sample("claims_judge", [{"role": "user", "content": reply}], model=judge)
        except ModelError as exc:
            failures.append(str(exc))
            return ReplyAudit(fields={"judge": "failed"})
        return ReplyAudit(fields={"judge": answer.content})

    agent = _agent(check)
    agent.budget = Budget(max_steps=1, max_tokens=10_000, max_cost=1.0)
    events, _ = _run(agent)
    assert failures == ["the model's answer cannot be journaled: lone surrogate characters are not valid Unicode"]
    assert events[-1].type is EventType.RUN_COMPLETED and events[-1].payload["judge"] == "failed"
    assert [e.payload.get("purpose") for e in events if e.type is EventType.LLM_SAMPLED] == [None]


def test_a_reply_holding_a_nul_character_fails_the_run_and_is_never_completed() -> None:
    """The reply, claim and delivery rows are text, and PostgreSQL's hold no NUL: a model's reply with one made the
    completion's append raise at every drive (``DataError``), the run RUNNING for good (qa-travel7). It is refused as
    an answer that cannot be journaled (the run fails, retryable), as ``reply/`` refuses a client's; a judge's answer
    with one fails its check soft."""
    from agentops.core.errors import ModelError

    agent = _agent(None)
    agent.model = ScriptedModel("scripted-echo-v1", lambda step, messages: ("All done.\x00", []))
    store = MemoryStore()
    journal = store.journal("run_1", store.acquire("run_1", "w"))
    journal.append(
        [NewEvent(EventType.RUN_STARTED, run_started_payload(agent, "run_1", {}, "2026-12-02T00:00:00Z", 7))]
    )
    assert StepLoop(agent, ReplayIndex.build("run_1", store.load("run_1")), journal).run() is Outcome.FAILED
    failed = store.load("run_1")[-1]
    assert (
        failed.type is EventType.RUN_FAILED and "cannot be the run's reply: it holds NUL" in failed.payload["message"]
    ), failed
    assert failed.payload["retryable"] is True

    judge = ScriptedModel("judge-v1", lambda step, messages: ("backed\x00", []))

    def check(index: ReplayIndex, reply: str, sample: ReplySampler) -> ReplyAudit:
        try:
            answer = sample("claims_judge", [{"role": "user", "content": reply}], model=judge)
            return ReplyAudit(fields={"judge": answer.content})
        except ModelError as exc:
            return ReplyAudit(fields={"judge": f"failed: {exc}"})

    events, _ = _run(_agent(check))
    assert events[-1].type is EventType.RUN_COMPLETED and "it holds NUL" in events[-1].payload["judge"]
