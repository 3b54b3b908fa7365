"""The append as its own transaction outside any caller's (one autocommit statement on PostgreSQL; BEGIN,
its statements, COMMIT on SQLite): real commits, no test transaction."""

import zoneinfo

import pytest
from django.db import connection, transaction

from agentops.core.errors import InvalidTransition, SeqConflict, StaleLease
from agentops.core.events import EventType, NewEvent
from runs.journal import leases
from runs.journal import sql as journal_sql
from runs.journal import store as journal_mod
from runs.journal.chain import verify_chain
from runs.journal.store import append_events
from runs.models import Event, Run, ToolExecution
from runs.worker.engine import drive_run
from tests.runs.dbapi import sent
from tests.runs.factories import make_run, orphan

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.sqlite]

#: how each backend's append starts: PostgreSQL's one statement, SQLite's guard UPDATE of the run row
_APPEND = ("WITH g AS", 'UPDATE "runs_run" SET "last_seq"')


def _journal(run_id):
    return [(e.seq, e.type, e.step) for e in Event.objects.filter(run_id=run_id).order_by("seq")]


def test_a_driven_run_commits_each_append_as_its_own_statement(monkeypatch):
    alone_run = make_run(n=1)
    with sent() as statements:
        assert str(drive_run(alone_run)) == "COMPLETED"
    # whether each append went alone (no caller's transaction: no Django atomic block)
    alone = [
        not atomic
        for s, atomic in zip(statements.statements, statements.in_atomic, strict=True)
        if s.startswith(_APPEND)
    ]
    # all but the final append (RunCompleted with its reply and claims rows) went alone
    assert alone.count(False) == 1 and alone[-1] is False
    assert alone.count(True) >= 2 * 24
    assert verify_chain(alone_run).ok

    monkeypatch.setattr(journal_sql, "can_stand_alone", lambda db=None: False)
    txn_run = make_run(n=1)
    assert str(drive_run(txn_run)) == "COMPLETED"
    assert _journal(alone_run) == _journal(txn_run)
    fields = ("step", "call_index", "tool", "status", "verified", "verification_method")
    execs = [
        ToolExecution.objects.filter(run_id=r).order_by("step", "call_index").values_list(*fields)
        for r in (alone_run, txn_run)
    ]
    assert list(execs[0]) == list(execs[1])
    runs = [
        Run.objects.values("status", "tokens_used", "steps_used", "snapshot_seq").get(id=r)
        for r in (alone_run, txn_run)
    ]
    assert runs[0] == runs[1]


def test_a_refused_execution_change_rolls_the_statement_back_by_itself(monkeypatch):
    run_id = make_run()
    lease = leases.acquire(run_id, "w1")
    before = Run.objects.values_list("last_seq", "last_hash", "status").get(id=run_id)
    batch = [
        NewEvent(EventType.RECOVERY_STARTED, {"reason": "first"}),
        NewEvent(EventType.TOOL_VERIFIED, {"step": 0, "call_index": 0, "execution_id": "exe_nope", "status": "x"}),
    ]
    # with the transactional repeat switched off, only the lone statement could have written
    monkeypatch.setattr(journal_mod, "_write", lambda *args: None)
    append_events(run_id, lease.fence, 1, batch)
    assert Event.objects.filter(run_id=run_id).count() == 1
    assert Run.objects.values_list("last_seq", "last_hash", "status").get(id=run_id) == before
    monkeypatch.undo()
    if connection.vendor == "sqlite":
        assert not connection.connection.in_transaction  # rolled back, not left open
    with pytest.raises(InvalidTransition, match="unknown tool execution exe_nope"):
        append_events(run_id, lease.fence, 1, batch)
    assert Event.objects.filter(run_id=run_id).count() == 1


def test_a_stale_or_late_writer_alone_gets_a_typed_error_and_writes_nothing():
    run_id = make_run()
    old = leases.acquire(run_id, "w1")
    append_events(run_id, old.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "one"})])
    with pytest.raises(SeqConflict) as conflict:
        append_events(run_id, old.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "late"})])
    assert (conflict.value.expected, conflict.value.current) == (1, 2)
    orphan(run_id, "w1")
    new = leases.acquire(run_id, "w2")
    with pytest.raises(StaleLease) as stale:
        append_events(run_id, old.fence, 2, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "zombie"})])
    assert stale.value.current == new.fence.token
    assert Event.objects.filter(run_id=run_id).count() == 2


def test_a_write_that_fails_midway_leaves_nothing_and_no_open_transaction(monkeypatch):
    run_id = make_run()
    lease = leases.acquire(run_id, "w1")
    before = Run.objects.values_list("last_seq", "last_hash", "status").get(id=run_id)

    def broken(*args):
        raise RuntimeError("the disk is gone")

    # the events' INSERT fails: on SQLite after the guard UPDATE ran, on PostgreSQL before its one statement
    fails = "_insert_sql" if connection.vendor == "sqlite" else "_insert_after_guard_text"
    monkeypatch.setattr(journal_sql, fails, broken)
    with pytest.raises(RuntimeError, match="the disk is gone"):
        append_events(run_id, lease.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "one"})])
    monkeypatch.undo()
    assert Run.objects.values_list("last_seq", "last_hash", "status").get(id=run_id) == before
    if connection.vendor == "sqlite":
        assert not connection.connection.in_transaction
    append_events(run_id, lease.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "two"})])
    assert [e.payload["reason"] for e in journal_mod.load_events(run_id, from_snapshot=False)[1:]] == ["two"]
    assert verify_chain(run_id).ok


def test_the_wake_up_hooks_hear_an_append_once_it_is_committed(monkeypatch):
    run_id = make_run()
    lease = leases.acquire(run_id, "w1")
    heard = []

    def hook(written_run, seq):  # what a hook sees: the head committed
        heard.append((seq, Run.objects.values_list("last_seq", flat=True).get(id=written_run)))

    monkeypatch.setattr(journal_mod, "after_append_hooks", [hook])
    append_events(run_id, lease.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "alone"})])
    assert heard == [(2, 2)]  # its own transaction: told at once
    with transaction.atomic():
        append_events(run_id, lease.fence, 2, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "inside"})])
        assert heard == [(2, 2)]  # the caller's transaction is open: not yet
    assert heard == [(2, 2), (3, 3)]
    with pytest.raises(RuntimeError), transaction.atomic():
        append_events(run_id, lease.fence, 3, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "undone"})])
        raise RuntimeError("the caller fails")
    assert heard == [(2, 2), (3, 3)]  # rolled back: never told
    assert Run.objects.values_list("last_seq", flat=True).get(id=run_id) == 3


def test_a_write_stores_each_datetime_as_the_orm_does():
    run_id = make_run()
    lease = leases.acquire(run_id, "w1")
    append_events(run_id, lease.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "when"})])
    written = Event.objects.get(run_id=run_id, seq=2).created_at
    assert written.tzinfo is not None
    assert Event.objects.filter(run_id=run_id, created_at=written).count() == 1  # the ORM's own text matches
    param = journal_sql._adapter(connection)
    paris = written.astimezone(zoneinfo.ZoneInfo("Europe/Paris"))
    for value in (written, paris, written.replace(microsecond=0)):
        assert param(value) == connection.ops.adapt_datetimefield_value(value)


def test_a_write_sends_sqlite_its_flags_as_the_integers_it_stores_and_they_read_back_as_booleans():
    param = journal_sql._adapter(connection)
    insert = journal_sql.Insert(Event, ("run_id", "seq", "payload_purged"), [("r", 1, False), ("r", 2, True)])
    _, params = journal_sql._insert_sql(connection.vendor, insert, param)
    update = journal_sql.Update(ToolExecution, {"verified": True, "tool": "x", "step": 2}, {"id": "e"})
    _, more = journal_sql._update_sql(connection.vendor, update, param)
    sent_as = [(v, type(v)) for v in (params[2], params[5], *more[:3])]
    if connection.vendor == "sqlite":  # what the sqlite3 module binds without looking for an adapter
        assert sent_as == [(0, int), (1, int), (1, int), ("x", str), (2, int)]
    else:  # PostgreSQL's boolean columns take booleans
        assert sent_as == [(False, bool), (True, bool), (True, bool), ("x", str), (2, int)]

    run_id = make_run(n=1)
    assert str(drive_run(run_id)) == "COMPLETED"
    flags = ToolExecution.objects.filter(run_id=run_id).values_list("verified", "status")
    assert flags and all(verified is (status == "CONFIRMED") for verified, status in flags)
    assert set(Event.objects.filter(run_id=run_id).values_list("payload_purged", flat=True)) == {False}


def test_an_intents_execution_row_holds_the_call_as_journaled():
    run_id = make_run(n=2)
    leases_taken = leases.acquire(run_id, "w1")
    call = {
        "step": 0, "call_index": 1, "tool": "send_email", "args": {"to": "a@example.com", "n": [1, 2]},
        "execution_id": "exe_row", "idem_key": "idem_row", "effect": "write", "risk": "low",
    }  # fmt: skip
    (event,) = append_events(run_id, leases_taken.fence, 1, [NewEvent(EventType.TOOL_REQUESTED, call)])
    stored = Event.objects.values_list("event_id", "created_at").get(run_id=run_id, seq=event.seq)
    row = ToolExecution.objects.filter(id="exe_row").values().get()
    assert {k: v for k, v in row.items() if k != "id"} == {
        "run_id": run_id, "step": 0, "call_index": 1, "tool": "send_email", "args": '{"n":[1,2],"to":"a@example.com"}',
        "idem_key": "idem_row", "effect": "write", "risk": "low", "status": "TOOL_EXECUTED", "verified": False,
        "verification_method": "", "verification_detail": "", "request_event_id": stored[0], "result_event_id": None,
        "requested_at": stored[1], "updated_at": stored[1],
    }  # fmt: skip


def test_a_batch_names_the_snapshot_body_column_only_when_it_holds_a_snapshot():
    run_id = make_run(n=3)
    with sent() as statements:
        assert str(drive_run(run_id)) == "COMPLETED"
    named = ['"context"' in s for s in statements.statements if 'INSERT INTO "runs_event"' in s]
    bodies = Event.objects.filter(run_id=run_id, context__isnull=False).values_list("type", flat=True)
    snapshots = Event.objects.filter(run_id=run_id, type=str(EventType.SNAPSHOT_TAKEN)).count()
    assert snapshots and list(bodies) == [str(EventType.SNAPSHOT_TAKEN)] * snapshots  # each snapshot's, no other
    assert 0 < named.count(True) <= snapshots and named.count(False) > 2 * 20  # the other batches leave it NULL
    assert verify_chain(run_id).ok
