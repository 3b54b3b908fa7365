"""The loop's reply-check hook: its fields land in RunCompleted, its events right after, in one append."""

from __future__ import annotations

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
