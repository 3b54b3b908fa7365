"""``runs.journal.store.append_events``: the one writer of the journal, on the real database."""

import hashlib
import json
import time
from datetime import timedelta

import pytest
from django.utils import timezone

from agentops.core.errors import InvalidTransition, SeqConflict, StaleLease
from agentops.core.events import EventType, NewEvent
from agentops.core.keys import event_id
from agentops.core.replay import ReplayIndex, resume_path
from agentops.core.states import ExecStatus, RunStatus
from runs.journal import leases
from runs.journal import store as journal_mod
from runs.journal.chain import verify_chain
from runs.journal.leases import lease_seconds
from runs.journal.store import DbJournal, append_events, load_events
from runs.models import Event, Run, ToolExecution
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.runs.dbapi import sent
from tests.runs.factories import make_run, orphan

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def _head(run_id):
    return Run.objects.values_list("last_seq", "last_hash").get(id=run_id)


def test_a_driven_run_has_an_unbroken_hash_chain_and_tampering_is_detected():
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"
    assert verify_chain(run_id).ok
    rows = list(Event.objects.filter(run_id=run_id).order_by("seq"))
    assert [r.seq for r in rows] == list(range(1, len(rows) + 1))
    assert all(r.event_id == event_id(run_id, r.seq) for r in rows)
    assert _head(run_id) == (rows[-1].seq, rows[-1].hash)
    victim = next(r for r in rows if r.type == "LlmSampled" and r.seq > 10)
    payload = json.loads(victim.payload)
    payload["output"]["content"] = "I never said that"
    Event.objects.filter(pk=victim.pk).update(payload=json.dumps(payload))
    report = verify_chain(run_id)
    assert not report.ok and report.error.startswith(f"seq {victim.seq}:")


def test_a_seq_conflict_is_typed_and_writes_nothing():
    run_id = make_run()
    lease = leases.acquire(run_id, "w1")
    append_events(run_id, lease.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "test"})])
    before = Event.objects.filter(run_id=run_id).count(), _head(run_id)
    with pytest.raises(SeqConflict) as info:
        append_events(run_id, lease.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "again"})])
    assert info.value.code == "seq_conflict" and (info.value.expected, info.value.current) == (1, 2)
    assert (Event.objects.filter(run_id=run_id).count(), _head(run_id)) == before


def test_a_stale_fencing_token_is_rejected_and_writes_nothing():
    run_id = make_run()
    old = leases.acquire(run_id, "w1")
    orphan(run_id, "w1")
    new = leases.acquire(run_id, "w2")
    assert new.fence.token == old.fence.token + 1
    with pytest.raises(StaleLease) as info:
        append_events(run_id, old.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "zombie"})])
    assert info.value.code == "stale_fencing_token" and info.value.current == new.fence.token
    assert Event.objects.filter(run_id=run_id).count() == 1
    append_events(run_id, new.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "owner"})])
    assert _head(run_id)[0] == 2


class _Clock:
    """``time.monotonic`` for ``runs.journal.store``, moved on by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _expiry(run_id):
    return Run.objects.values_list("lease_expires_at", flat=True).get(id=run_id)


def _step_event():
    return [NewEvent(EventType.STEP_COMMITTED, {"step": 0})]


def test_a_writer_renews_its_lease_only_once_a_third_of_it_has_passed(monkeypatch):
    clock = _Clock()
    monkeypatch.setattr(journal_mod.time, "monotonic", clock)
    run_id = make_run()
    lease = leases.acquire(run_id, "w1")
    Run.objects.filter(id=run_id).update(lease_expires_at=lease_expires_soon())
    journal = DbJournal(run_id, lease.fence, lease.head_seq)
    journal.append(_step_event())  # the first append renews
    renewed = _expiry(run_id)
    assert renewed > lease_expires_soon()
    clock.now += lease_seconds() / 3 - 0.01
    journal.append(_step_event())
    assert _expiry(run_id) == renewed  # the UPDATE left lease_expires_at (an indexed column) alone
    with sent() as queries:
        journal.confirm_lease()  # the lease provably has two thirds left: no round trip
    assert queries.statements == []
    clock.now += 0.02
    time.sleep(0.005)  # the expiry is the database's clock's (SQLite's to the millisecond): let it move on
    journal.append(_step_event())
    assert _expiry(run_id) > renewed
    assert Run.objects.values_list("last_seq", flat=True).get(id=run_id) == 4


def test_a_writer_that_skips_the_renewal_is_still_fenced(monkeypatch):
    monkeypatch.setattr(journal_mod.time, "monotonic", _Clock())
    run_id = make_run()
    old = leases.acquire(run_id, "w1")
    journal = DbJournal(run_id, old.fence, old.head_seq)
    journal.append(_step_event())
    orphan(run_id, "w1")
    leases.acquire(run_id, "w2")
    with pytest.raises(StaleLease):
        journal.append(_step_event())  # within the renewal window, but the token moved on
    with pytest.raises(StaleLease):
        journal.confirm_lease()  # a lost append forgets the renewal: the next tool check asks the database
    assert Event.objects.filter(run_id=run_id).count() == 2


def lease_expires_soon():
    return timezone.now() + timedelta(seconds=1)


def test_a_batch_that_fails_half_way_leaves_no_trace():
    run_id = make_run()
    lease = leases.acquire(run_id, "w1")
    before = _head(run_id), Run.objects.get(id=run_id).status
    batch = [
        NewEvent(EventType.RECOVERY_STARTED, {"reason": "first"}),
        NewEvent(EventType.TOOL_VERIFIED, {"step": 0, "call_index": 0, "execution_id": "exe_nope", "status": "x"}),
    ]
    with pytest.raises(InvalidTransition, match="unknown tool execution"):
        append_events(run_id, lease.fence, 1, batch)
    assert (_head(run_id), Run.objects.get(id=run_id).status) == before
    assert Event.objects.filter(run_id=run_id).count() == 1


def test_a_finished_run_refuses_progress_events():
    run_id = make_run()
    drive_run(run_id)
    head = _head(run_id)[0]
    with pytest.raises(InvalidTransition, match="COMPLETED"):
        append_events(run_id, None, head, [NewEvent(EventType.LLM_SAMPLED, {"step": 99, "output": {}})])


def test_projections_follow_the_journal():
    run_id = make_run()
    drive_run(run_id)
    run = Run.objects.get(id=run_id)
    events = load_events(run_id, from_snapshot=False)
    samples = [e for e in events if e.type is EventType.LLM_SAMPLED]
    assert run.status == RunStatus.COMPLETED and run.steps_used == 24
    assert run.tokens_used == sum(e.payload["output"]["usage"]["total_tokens"] for e in samples)
    assert run.snapshot_seq == max(e.seq for e in events if e.type is EventType.SNAPSHOT_TAKEN)
    assert run.lease_owner is None
    execs = ToolExecution.objects.filter(run_id=run_id)
    assert execs.count() == 24
    assert set(execs.values_list("status", flat=True)) == {ExecStatus.CONFIRMED}
    assert all(execs.values_list("verified", flat=True))
    emails = execs.filter(tool="send_email")
    assert set(emails.values_list("verification_method", flat=True)) == {"read_back"}


def test_load_events_from_a_snapshot_reads_run_started_the_snapshots_and_the_tail():
    run_id = make_run()
    drive_run(run_id)
    tail = load_events(run_id)
    snap = Run.objects.get(id=run_id).snapshot_seq
    whole = load_events(run_id, from_snapshot=False)
    snapshots = [e.seq for e in whole if e.type is EventType.SNAPSHOT_TAKEN]
    assert tail[0].type is EventType.RUN_STARTED and snapshots[-1] == snap and len(snapshots) == 2
    assert [e.seq for e in tail[1:]] == [*snapshots[:-1], *range(snap, _head(run_id)[0] + 1)]
    assert tail == resume_path(whole)
    assert ReplayIndex.build(run_id, tail).messages == ReplayIndex.build(run_id, whole).messages


def test_a_whole_history_reads_no_snapshot_context_and_its_steps_make_the_messages_the_snapshots_store():
    """load_events(from_snapshot=False) fetches no snapshot body (``runs_event.context``): every payload
    is json.loads of its text, a snapshot's only the counts and the digest of its stored context, and
    the fold of the steps holds, at ``at``, the ``n`` messages that stored context holds."""
    run_id = make_run()
    drive_run(run_id)
    whole = load_events(run_id, from_snapshot=False)
    stored = {
        seq: (payload, context)
        for seq, payload, context in Event.objects.filter(run_id=run_id).values_list("seq", "payload", "context")
    }
    snapshots = [e for e in whole if e.type is EventType.SNAPSHOT_TAKEN]
    assert len(snapshots) == 2 and all(e.body is None for e in whole)
    assert all(stored[e.seq][1] is None for e in whole if e.type is not EventType.SNAPSHOT_TAKEN)
    for e in whole:
        assert e.payload == json.loads(stored[e.seq][0])
    index = ReplayIndex.build(run_id, whole)
    assert not index.messages.stored_parts()
    for e in snapshots:
        p, context = e.payload, stored[e.seq][1]
        assert set(p) == {"at", "consumed", "digest", "failures", "n", "step", "reached"}  # its mail's recipients
        assert p["digest"] == hashlib.sha256(context.encode()).hexdigest()
        assert json.loads(context) == list(index.messages)[p["at"] : p["at"] + p["n"]] and p["n"] > 0


def test_a_waiting_run_and_its_gated_execution():
    run_id = make_run("billing")
    assert str(drive_run(run_id)) == "WAITING_MANUAL_CONFIRM"
    assert Run.objects.get(id=run_id).status == RunStatus.WAITING_MANUAL_CONFIRM
    gated = ToolExecution.objects.get(run_id=run_id, tool="pay_invoice")
    assert gated.status == ExecStatus.WAITING_MANUAL_CONFIRM and gated.risk == "high" and not gated.verified


def test_the_demo_billing_agent_pays_the_amount_its_run_was_created_with():
    """It paid 1,250 EUR whatever the run's inputs said (probe-prod): the approver saw another amount than the run's."""
    run, _ = run_create(
        agent="billing",
        inputs={"invoice": "INV-9", "amount": 980.5, "currency": "USD", "customer": "Initech"},
        seed=7,
        start=False,
    )
    assert str(drive_run(run.id)) == "WAITING_MANUAL_CONFIRM"
    gated = ToolExecution.objects.get(run_id=run.id, tool="pay_invoice")
    args = json.loads(gated.args)
    assert (args["invoice"], args["amount"], args["currency"]) == ("INV-9", 980.5, "USD")


def test_a_run_held_by_another_is_not_driven_and_the_log_line_leaves_the_holders_address_out(caplog):
    """The worker's INFO line named the lease's holder as it is; an API client's label may be an e-mail address
    (probe's finding: server logs are read by people without the raw-access grant)."""
    run_id = make_run()
    leases.acquire(run_id, "jane.doe@example.com")
    with caplog.at_level("INFO", logger="runs.worker.engine"):
        assert drive_run(run_id) is None
    (line,) = [r.getMessage() for r in caplog.records if r.name == "runs.worker.engine"]
    assert line.startswith(f"not driving {run_id}: run {run_id} is leased by ") and "jane.doe" not in line
