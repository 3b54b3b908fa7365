"""The step loop on the in-memory store: read-only replay, crash points, budgets, order, refusal."""

import threading
import time

import pytest

from agentops.core.budget import Budget
from agentops.core.errors import LeaseUnavailable, ModelError, ReplayRefused, StaleLease
from agentops.core.events import EventType, NewEvent
from agentops.core.loop import CRASH_POINTS, Agent, Outcome, StepLoop, run_started_payload
from agentops.core.memory import MemoryStore
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.replay import ReplayIndex
from agentops.core.tools import Effect, Tool, ToolRegistry
from agentops.demo import ticket
from tests.core.harness import Harness


def test_baseline_is_the_seed_harness(baseline: Harness):
    types = [t for _, t, _ in baseline.shape()]
    assert len(baseline.model_calls) == 24
    assert types.count("ToolRequested") == 24 and types.count("ToolResult") == 24
    assert len(baseline.sink.sent) == 6
    assert types[-1] == "RunCompleted"


def test_replay_of_a_completed_run_is_read_only(baseline: Harness):
    before = baseline.shape()
    calls = len(baseline.model_calls)
    assert baseline.drive(baseline.agent()) is Outcome.COMPLETED
    assert baseline.shape() == before
    assert len(baseline.model_calls) == calls
    assert len(baseline.sink.sent) == 6


@pytest.mark.parametrize("point", CRASH_POINTS)
@pytest.mark.parametrize("step", [0, 3, 4, 7, 8, 15, 22])  # 7 and 15 end at a snapshot boundary
def test_each_crash_point_resumes_to_the_baseline(baseline: Harness, point: str, step: int):
    h = Harness()
    agent = h.agent()
    h.start(agent)
    h.crash(agent, point, step)
    assert h.drive(agent) is Outcome.COMPLETED
    assert h.shape() == baseline.shape()
    assert len(h.model_calls) == 24
    assert h.tokens() == baseline.tokens()
    assert len(h.sink.sent) == 6


def test_resuming_a_partial_run_twice_appends_nothing_the_second_time(harness: Harness):
    agent = harness.agent()
    harness.start(agent)
    harness.crash(agent, "after_result", 10)
    calls = len(harness.model_calls)
    partial = harness.shape()
    # a replay that stops before any new step (zero steps allowed now) must not write
    token = harness.store.acquire("run_t", "w2")
    index = harness.index("run_t")
    assert StepLoop(agent, index, harness.store.journal("run_t", token), max_steps_now=0).run() is Outcome.YIELDED
    harness.store.release("run_t", token)
    assert harness.shape() == partial
    assert len(harness.model_calls) == calls


def test_three_crashes_cannot_spend_more_than_one_budget(harness: Harness):
    agent = harness.agent(budget=Budget(max_steps=10, max_tokens=400_000, max_cost=5.0))
    harness.start(agent)
    for step in (2, 5, 8):
        harness.crash(agent, "after_sample", step)
    assert harness.drive(agent) is Outcome.FAILED
    assert len(harness.model_calls) == 10
    failed = harness.store.load("run_t")[-1]
    assert failed.type is EventType.RUN_FAILED and failed.payload["error_class"] == "BudgetExceeded"


def test_the_latest_failure_is_kept_until_the_run_moves_on(harness: Harness):
    """``last_failure`` says why a run failed (the API's ``replay.last_failure``); once a step commits after it, the
    run moved on: none, from the whole journal and from a snapshot alike."""
    agent = harness.agent()
    model, flaky = agent.model, []

    class FlakyOnce:
        version = model.version

        def sample(self, messages, tools):  # type: ignore[no-untyped-def]
            if len(harness.model_calls) == 6 and not flaky:  # at step 5: a snapshot comes after step 7
                flaky.append(1)
                raise ModelError("gateway timeout", retryable=True)
            return model.sample(messages, tools)

    agent.model = FlakyOnce()
    harness.start(agent)
    assert harness.index("run_t").last_failure is None
    assert harness.drive(agent) is Outcome.FAILED
    failed = harness.store.load("run_t")[-1]
    for index in (harness.index("run_t"), harness.index("run_t", from_snapshot=True)):
        assert (
            index.last_failure.event_id == failed.event_id and index.last_failure.payload["error_class"] == "ModelError"
        )
    assert harness.drive(agent) is Outcome.COMPLETED
    assert [harness.index("run_t").last_failure, harness.index("run_t", from_snapshot=True).last_failure] == [
        None,
        None,
    ]


def test_the_token_budget_is_counted_across_crashes(baseline: Harness):
    cap = baseline.tokens() // 2
    h = Harness()
    agent = h.agent(budget=Budget(max_steps=50, max_tokens=cap, max_cost=100.0))
    h.start(agent)
    for step in (3, 6, 9):
        h.crash(agent, "after_intent", step)
    assert h.drive(agent) is Outcome.FAILED
    spent = h.tokens()
    last_sample = h.index("run_t").samples[max(h.index("run_t").samples)].payload["output"]["usage"]
    assert cap <= spent < cap + last_sample["total_tokens"]


def _slow_agent(completed: list[int]) -> Agent:
    lock = threading.Lock()

    def slow(args, key):
        time.sleep(0.3 if args["i"] == 0 else 0.0)
        with lock:
            completed.append(args["i"])
        return {"success": True, "code": "ok", "data": {"i": args["i"]}}

    def script(step, messages):
        if step == 0:
            return "fan out", [ToolCall("slow", {"i": i}, f"c{i}") for i in range(3)]
        return "done", []

    return Agent(
        "parallel",
        ScriptedModel("v1", script),
        ToolRegistry([Tool("slow", slow, effect=Effect.READ)]),
        "t {ticket} {customer} {clock} {seed}",
    )


def test_parallel_calls_are_journaled_in_call_order_whatever_their_completion_order(harness: Harness):
    completed: list[int] = []
    agent = _slow_agent(completed)
    harness.start(agent)
    started = time.monotonic()
    assert harness.drive(agent) is Outcome.COMPLETED
    assert time.monotonic() - started < 0.6, "calls ran one after the other"
    assert completed[-1] == 0, "call 0 was meant to finish last"
    results = [e for e in harness.store.load("run_t") if e.type is EventType.TOOL_RESULT]
    assert [e.payload["call_index"] for e in results] == [0, 1, 2]
    assert [e.payload["result"]["data"]["i"] for e in results] == [0, 1, 2]
    tool_messages = [m for m in harness.index("run_t").messages if m["role"] == "tool"]
    assert [m["content"] for m in tool_messages] == [
        f'{{"code":"ok","data":{{"i":{i}}},"success":true}}' for i in range(3)
    ]


def test_the_thread_hook_runs_in_each_parallel_worker_thread(harness: Harness):
    completed: list[int] = []
    agent = _slow_agent(completed)
    seen: list[str] = []
    agent.thread_done = lambda: seen.append(threading.current_thread().name)
    harness.start(agent)
    harness.drive(agent)
    assert len(seen) == 3 and threading.main_thread().name not in seen


@pytest.mark.parametrize(
    ("change", "words"),
    [({"model_version": "scripted-ticket-v2"}, "model"), ({"template": ticket.TEMPLATE + " Be brief."}, "template")],
)
def test_a_model_or_template_change_refuses_replay(harness: Harness, change, words):
    harness.start(harness.agent())
    harness.crash(harness.agent(), "after_result", 5)
    before = harness.shape()
    with pytest.raises(ReplayRefused) as info:
        harness.drive(harness.agent(**change))
    message = str(info.value)
    assert words in message and "continue_run run_t" in message and "snapshot" in message
    assert harness.shape() == before


def test_resume_from_a_snapshot_rebuilds_the_same_context(baseline: Harness):
    h = Harness()
    agent = h.agent()
    h.start(agent)
    h.crash(agent, "after_sample", 12)
    full, tail = h.index("run_t"), h.index("run_t", from_snapshot=True)
    assert tail.snapshot_seq > 0 and len(h.store.load("run_t")) > 2 * (
        h.store.load("run_t")[-1].seq - tail.snapshot_seq
    )
    assert tail.messages == full.messages
    assert tail.consumed == full.consumed
    assert tail.next_step == full.next_step == 12
    assert tail.head_seq == full.head_seq and tail.head_hash == full.head_hash
    assert h.drive(agent, from_snapshot=True) is Outcome.COMPLETED
    assert h.shape() == baseline.shape()


def _pay_agent(paid: list, *, dedupes: bool = True) -> Agent:
    def pay(args, key):
        paid.append(key)
        return {"success": True, "code": "paid", "data": {"ref": f"p{len(paid)}"}}

    def script(step, messages):
        if step == 0:
            return "pay", [ToolCall("pay_invoice", {"invoice": "I-1", "amount": 10}, "c0")]
        return "finished", []

    return Agent(
        "pay",
        ScriptedModel("v1", script),
        ToolRegistry([Tool("pay_invoice", pay, effect=Effect.WRITE, dedupes=dedupes)]),
        "{clock}{seed}",
    )


def _decide(store: MemoryStore, run_id: str, kind: EventType, payload: dict) -> None:
    token = store.acquire(run_id, "approver")
    store.journal(run_id, token).append([NewEvent(kind, {"step": 0, "call_index": 0, **payload})])
    store.release(run_id, token)


def test_a_high_risk_call_waits_and_an_approval_counts_only_for_its_key(harness: Harness):
    paid: list = []
    agent = _pay_agent(paid)
    harness.start(agent)
    assert harness.drive(agent) is Outcome.WAITING_MANUAL_CONFIRM
    assert harness.drive(agent) is Outcome.WAITING_MANUAL_CONFIRM
    assert paid == []
    intent = harness.index("run_t").intents[(0, 0)].payload
    assert intent["gate"] == "manual" and intent["risk"] == "high"
    _decide(harness.store, "run_t", EventType.MANUAL_CONFIRM_GRANTED, {"idem_key": "someone-elses-key"})
    assert harness.drive(agent) is Outcome.WAITING_MANUAL_CONFIRM
    assert paid == []
    _decide(harness.store, "run_t", EventType.MANUAL_CONFIRM_GRANTED, {"idem_key": intent["idem_key"]})
    assert harness.drive(agent) is Outcome.COMPLETED
    assert harness.drive(agent) is Outcome.COMPLETED
    assert paid == [intent["idem_key"]]


def test_a_rejected_call_never_runs_and_the_agent_is_told(harness: Harness):
    paid: list = []
    agent = _pay_agent(paid)
    harness.start(agent)
    harness.drive(agent)
    _decide(harness.store, "run_t", EventType.MANUAL_CONFIRM_REJECTED, {"reason": "not due"})
    assert harness.drive(agent) is Outcome.COMPLETED
    assert paid == []
    result = harness.index("run_t").results[(0, 0)].payload["result"]
    assert result == {"success": False, "code": "rejected_by_approver", "error": "not due"}


def test_a_stale_fencing_token_is_rejected_and_executes_nothing(harness: Harness):
    agent = harness.agent()
    harness.start(agent)
    harness.crash(agent, "after_intent", 3)  # the email intent of step 3 is journaled, not sent
    store = harness.store
    old = store.acquire("run_t", "old")
    with pytest.raises(LeaseUnavailable):
        store.acquire("run_t", "new")
    stale = store.journal("run_t", old)
    store.release("run_t", old)
    new = store.acquire("run_t", "new")  # the lease moved on: the token went up
    assert new > old
    with pytest.raises(StaleLease):
        stale.append([NewEvent(EventType.STEP_COMMITTED, {"step": 3})])
    with pytest.raises(StaleLease):
        StepLoop(agent, ReplayIndex.build("run_t", store.load("run_t")), stale).run()
    assert harness.sink.sent == []
    assert StepLoop(agent, ReplayIndex.build("run_t", store.load("run_t")), store.journal("run_t", new)).run() is (
        Outcome.COMPLETED
    )
    assert len(harness.sink.sent) == 6


def test_a_run_without_run_started_is_refused():
    store = MemoryStore()
    agent = ticket.build_agent(ticket.MemoryEmailSink())
    with pytest.raises(ReplayRefused, match="no RunStarted"):
        StepLoop(agent, ReplayIndex.build("run_x", []), store.journal("run_x", store.acquire("run_x", "w"))).run()


def test_run_started_journals_clock_seed_and_the_rendered_prompt():
    agent = ticket.build_agent(ticket.MemoryEmailSink())
    payload = run_started_payload(agent, "run_a", ticket.ticket_inputs(1), "2026-01-01T00:00:00+00:00", 42)
    assert payload["clock"] == "2026-01-01T00:00:00+00:00" and payload["seed"] == 42
    assert "2026-01-01T00:00:00+00:00" in payload["messages"][0]["content"]
    assert payload["model_version"] == agent.model.version and payload["template_hash"] == agent.template_hash


class _Batches:
    """A journal that records each append's event types (one append = one commit on a real store)."""

    def __init__(self, journal) -> None:
        self.journal, self.batches = journal, []

    def append(self, events):
        self.batches.append([str(e.type) for e in events])
        return self.journal.append(events)

    def confirm_lease(self) -> None:
        self.journal.confirm_lease()


def test_a_tool_step_is_two_commits_intent_before_effect(harness: Harness):
    agent = harness.agent()
    harness.start(agent)
    token = harness.store.acquire("run_t", "w")
    journal = _Batches(harness.store.journal("run_t", token))
    assert StepLoop(agent, harness.index("run_t"), journal).run() is Outcome.COMPLETED
    result_batches: list[int] = []
    for n, batch in enumerate(journal.batches):
        if batch[0] == "LlmSampled" and len(batch) > 1:
            assert set(batch[1:]) == {"ToolRequested"}, batch  # the decision and its intents, nothing else
        elif batch[0] == "ToolResult":
            assert batch[-1] == "StepCommitted" and "ToolRequested" not in batch, batch
            assert journal.batches[n - 1][0] == "LlmSampled", "results must follow their own step's intents"
            result_batches.append(n)
        else:
            assert batch in (["SnapshotTaken"], ["LlmSampled"], ["RunCompleted"]), batch
    tool_steps = len(result_batches)
    assert tool_steps == 23
    snapshots = journal.batches.count(["SnapshotTaken"])
    assert len(journal.batches) == 2 * tool_steps + snapshots + 2  # + the final sample and the completion


@pytest.mark.parametrize("dedupes", [True, False])
def test_an_approved_call_is_sent_once_after_its_dispatch_even_when_it_cannot_dedupe(harness: Harness, dedupes):
    """Approved and never handed out: sent once (ToolDispatched first), not parked for a second human;
    a crash after that send leaves a dispatched call of unknown outcome, which is not sent blind again."""
    paid: list = []
    agent = _pay_agent(paid, dedupes=dedupes)
    harness.start(agent)
    assert harness.drive(agent) is Outcome.WAITING_MANUAL_CONFIRM
    intent = harness.index("run_t").intents[(0, 0)].payload
    _decide(harness.store, "run_t", EventType.MANUAL_CONFIRM_GRANTED, {"idem_key": intent["idem_key"], "actor": "al"})
    harness.crash(agent, "after_effect", 0)
    assert len(paid) == 1
    types = [str(e.type) for e in harness.store.load("run_t")]
    assert types[-2:] == ["ManualConfirmGranted", "ToolDispatched"]
    dispatched = harness.store.load("run_t")[-1].payload
    assert dispatched["idem_key"] == intent["idem_key"] and dispatched["actor"] == "al"
    outcome = harness.drive(agent)
    # a deduping service is replayed with the same key; the other is never sent blind again
    assert paid == [intent["idem_key"]] * (2 if dedupes else 1)
    assert outcome is (Outcome.COMPLETED if dedupes else Outcome.RECOVERING)
    assert [str(e.type) for e in harness.store.load("run_t")].count("ToolDispatched") == 1


def _sms_then_pay_agent(sent: list, paid: list) -> Agent:
    """Step 0: an SMS (a write whose service cannot dedupe, no lookup) and a payment that waits for an approver."""

    def sms(args, key):
        sent.append(args["to"])
        return {"success": True, "code": "sent", "data": {"to": args["to"]}}

    def pay(args, key):
        paid.append(key)
        return {"success": True, "code": "paid", "data": {"ref": "p1"}}

    def script(step, messages):
        if step == 0:
            return "tell, then pay", [
                ToolCall("send_sms", {"to": "+1"}, "c0"),
                ToolCall("pay_invoice", {"invoice": "I-1"}, "c1"),
            ]
        return "finished", []

    tools = [
        Tool("send_sms", sms, effect=Effect.WRITE, dedupes=False),
        Tool("pay_invoice", pay, effect=Effect.WRITE, dedupes=True),
    ]
    return Agent("smspay", ScriptedModel("v1", script), ToolRegistry(tools), "{clock}{seed}")


def test_a_call_held_behind_its_steps_approval_is_sent_once_after_it_not_parked_for_a_second_human(harness: Harness):
    """The loop journals every intent of a step, then stops at the gate before sending anything. Before, the
    SMS journaled beside the held payment was "of unknown outcome" on the drive after the approval (not fresh,
    cannot dedupe, no lookup): the run went RECOVERING for an operator although the SMS had certainly not gone
    out. Now it is sent once behind a ToolDispatched; a crash after that send leaves it in doubt, as it should."""
    sent, paid = [], []
    agent = _sms_then_pay_agent(sent, paid)
    harness.start(agent)
    assert harness.drive(agent) is Outcome.WAITING_MANUAL_CONFIRM and sent == [] and paid == []
    payment = harness.index("run_t").intents[(0, 1)].payload
    token = harness.store.acquire("run_t", "approver")
    granted = {"step": 0, "call_index": 1, "idem_key": payment["idem_key"], "actor": "al"}
    harness.store.journal("run_t", token).append([NewEvent(EventType.MANUAL_CONFIRM_GRANTED, granted)])
    harness.store.release("run_t", token)
    harness.crash(agent, "after_effect", 0)
    assert sent == ["+1"] and len(paid) == 1
    dispatched = [e.payload for e in harness.store.load("run_t") if e.type is EventType.TOOL_DISPATCHED]
    assert sorted(d["call_index"] for d in dispatched) == [0, 1]
    assert harness.drive(agent) is Outcome.RECOVERING, "sent once, then a crash: its outcome is unknown"
    assert sent == ["+1"]


def _lookup_and_sql_agent(ran: list, sql: str, *, lost: int = 0) -> Agent:
    """Step 0: a customer lookup (a read; the answers of its first ``lost`` attempts lost) and ``run_sql`` — a tool the
    deployment declared a read, here sent ``sql``."""

    def lookup(args, key):
        ran.append("lookup")
        if ran.count("lookup") <= lost:
            raise ConnectionResetError("the answer was lost")
        return {"success": True, "code": "ok", "data": {"customer": "C1"}}

    def run_sql(args, key):
        ran.append(args["query"])
        return {"success": True, "code": "ok", "data": {"rows": 3}}

    def script(step, messages):
        if step == 0:
            return "", [ToolCall("lookup_customer", {"id": "C1"}, "c0"), ToolCall("run_sql", {"query": sql}, "c1")]
        return "finished", []

    tools = [Tool("lookup_customer", lookup, effect=Effect.READ), Tool("run_sql", run_sql, effect=Effect.READ)]
    return Agent("sql", ScriptedModel("v1", script), ToolRegistry(tools), "{clock}{seed}", replay_pauses=(0.0,))


def _approve(harness: Harness, call_index: int) -> None:
    intent = harness.index("run_t").intents[(0, call_index)].payload
    token = harness.store.acquire("run_t", "approver")
    granted = {"step": 0, "call_index": call_index, "idem_key": intent["idem_key"], "actor": "al"}
    harness.store.journal("run_t", token).append([NewEvent(EventType.MANUAL_CONFIRM_GRANTED, granted)])
    harness.store.release("run_t", token)


def test_an_approved_read_whose_arguments_write_is_not_replayed_after_a_crash(harness: Harness):
    """``run_sql`` declared a read, held for its ``UPDATE`` of every row, approved, run, then a crash: the resume
    replayed it as a read, with no human — every balance debited twice (qa-agents5). It went out on the approver's
    word: in doubt now, an operator decides."""
    ran: list = []
    debit = "UPDATE accounts SET balance = balance - 100"
    agent = _lookup_and_sql_agent(ran, debit)
    harness.start(agent)
    assert harness.drive(agent) is Outcome.WAITING_MANUAL_CONFIRM and ran == []
    _approve(harness, 1)
    harness.crash(agent, "after_effect", 0)
    assert ran == ["lookup", debit]
    assert harness.drive(agent) is Outcome.RECOVERING
    assert ran == ["lookup", debit]  # not run again
    why = harness.index("run_t").parked[(0, 1)].payload["reason"]
    assert why.startswith("outcome unknown: it went out once on a human's word"), why


def test_a_read_sent_behind_its_steps_approval_is_still_replayed_when_its_attempt_is_lost(harness: Harness):
    """The lookup beside the held call went out behind a ToolDispatched too (``held_unsent``), on no human's word about
    it: a read whose first attempt lost its answer is replayed with its key, as any read is, and the run completes."""
    ran: list = []
    agent = _lookup_and_sql_agent(ran, "UPDATE accounts SET balance = balance - 100", lost=1)
    harness.start(agent)
    assert harness.drive(agent) is Outcome.WAITING_MANUAL_CONFIRM
    _approve(harness, 1)
    assert harness.drive(agent) is Outcome.COMPLETED
    assert ran.count("lookup") == 2 and ran.count("UPDATE accounts SET balance = balance - 100") == 1


def test_a_call_held_behind_its_steps_approval_completes_without_a_crash(harness: Harness):
    sent, paid = [], []
    agent = _sms_then_pay_agent(sent, paid)
    harness.start(agent)
    assert harness.drive(agent) is Outcome.WAITING_MANUAL_CONFIRM
    payment = harness.index("run_t").intents[(0, 1)].payload
    token = harness.store.acquire("run_t", "approver")
    granted = {"step": 0, "call_index": 1, "idem_key": payment["idem_key"], "actor": "al"}
    harness.store.journal("run_t", token).append([NewEvent(EventType.MANUAL_CONFIRM_GRANTED, granted)])
    harness.store.release("run_t", token)
    assert harness.drive(agent) is Outcome.COMPLETED and sent == ["+1"] and len(paid) == 1
