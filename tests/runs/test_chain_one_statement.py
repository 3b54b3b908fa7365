"""PostgreSQL's rows walk in one statement: the run's head, its pages' seals and its first chunk of rows come in one
round trip, read through libpq (``runs.journal.sql.raw_rows``); what the walk proves or reports does not change."""

from __future__ import annotations

from unittest import mock

import pytest
from django.db import DataError, ProgrammingError, connection, transaction

from runs.journal import chain, pages, sql
from runs.journal.chain import verify_chain
from runs.models import Event, EventPage, Run
from runs.timetravel.fork import ForkRequest, fork_create
from runs.worker.engine import drive_run
from tests.runs.dbapi import sent
from tests.runs.factories import make_run

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's read: SQLite joins its sealed blocks"),
]


@pytest.fixture
def run_id() -> str:
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"
    return run_id


def test_a_runs_rows_walk_is_one_statement_and_reports_what_two_did(run_id: str, monkeypatch) -> None:
    with sent() as out:
        report = verify_chain(run_id)
    assert report.ok and report.events == Run.objects.get(id=run_id).last_seq
    reads = [s.lower() for s in out.statements if "runs_event" in s.lower()]
    assert len(reads) == 1 and all(t in reads[0] for t in ("runs_run", "runs_eventpage", "payload")), reads
    # the two statements it replaces (the head with its seals, then the rows) give the same report
    monkeypatch.setattr(chain, "_head_and_rows", lambda run: (chain._HEAD_SEALS.rows(binary=True, run=run), None))
    assert verify_chain(run_id) == report


def test_an_edit_in_the_first_chunk_or_a_later_one_is_reported_as_before(run_id: str, monkeypatch) -> None:
    """The first chunk read with the head, the next ones on their own (``CHUNK`` small): a payload edited in either."""
    monkeypatch.setattr(chain, "CHUNK", 16)
    for at in (5, 40):
        payload = Event.objects.get(run_id=run_id, seq=at).payload
        Event.objects.filter(run_id=run_id, seq=at).update(payload=payload.replace(":", ": ", 1))
        report = verify_chain(run_id)
        assert not report.ok and report.error == f"seq {at}: payload does not match its hash"
        Event.objects.filter(run_id=run_id, seq=at).update(payload=payload)
    assert verify_chain(run_id).ok


def test_a_fork_reads_no_rows_with_its_head_and_walks_its_lineage(run_id: str) -> None:
    forked, _ = fork_create(run_id=run_id, request=ForkRequest(8), actor="ada", reason="rerun")
    assert str(drive_run(forked.id)) == "COMPLETED"
    rows = sql.raw_rows(chain._head_rows_sql(), [forked.id, forked.id, chain._LAST_SEQ, forked.id, chain.CHUNK])
    assert [r[0] for r in rows] == [-1]  # the head alone: a fork's rows start at its cut, in its parent
    report = verify_chain(forked.id)
    assert report.ok and report.events == Run.objects.get(id=forked.id).last_seq


def test_an_unknown_run_is_still_unknown() -> None:
    with pytest.raises(Run.DoesNotExist):
        verify_chain("run_" + "0" * 24)


def test_rows_without_the_head_first_are_read_again_on_their_own(run_id: str, monkeypatch) -> None:
    """Should the database hand the rows before the head (an order it did not keep), none of them is used."""
    report = verify_chain(run_id)
    read = sql.raw_rows
    monkeypatch.setattr(sql, "raw_rows", lambda text, params: read(text, params)[::-1])
    assert verify_chain(run_id) == report


def test_raw_rows_are_the_cursors_rows_bytes_for_texts_even_not_ascii(run_id: str) -> None:
    Event.objects.filter(run_id=run_id, seq=3).update(payload='{"note":"déjà vu \\\\ \\t ✓"}')
    text = chain._chunk_sql("postgresql", True)
    params = [run_id, 0, chain._LAST_SEQ, chain.CHUNK]
    rows = sql.raw_rows(text, params)
    assert rows == sql.binary_rows(text, params, raw=True) and len(rows) == Run.objects.get(id=run_id).last_seq
    assert rows[2][3] == '{"note":"déjà vu \\\\ \\t ✓"}'.encode() and type(rows[2][0]) is int


@pytest.mark.django_db(transaction=True)
def test_raw_rows_in_an_atomic_block_read_inside_its_transaction(run_id: str) -> None:
    """As the block's first statement: its transaction is begun first (as psycopg begins it), so the read sees
    what the block wrote and a rollback ends it."""
    with transaction.atomic():
        Event.objects.filter(run_id=run_id, seq=2).update(type="RunFailed")
        row = sql.raw_rows("SELECT type FROM runs_event WHERE run_id = %s AND seq = %s", [run_id, 2])
        assert row == [(b"RunFailed",)]
    with transaction.atomic():
        assert sql.raw_rows("SELECT 1::int", []) == [(1,)]
        assert connection.connection.info.transaction_status != 0  # (IDLE: no transaction open)


@pytest.mark.django_db(transaction=True)
def test_a_raw_statement_that_fails_raises_djangos_error_and_the_connection_goes_on() -> None:
    with pytest.raises(ProgrammingError, match="no_such_table"):
        sql.raw_rows("SELECT * FROM no_such_table WHERE x = %s", [1])
    assert sql.raw_rows("SELECT %s::int + 1", [1]) == [(2,)]


def test_raw_row_chunks_are_raw_rows_handed_a_few_at_a_time(run_id: str) -> None:
    text = chain._chunk_sql("postgresql", True)
    params = [run_id, 0, chain._LAST_SEQ, chain.CHUNK]
    pieces = list(sql.raw_row_chunks(text, params, 16))
    assert len(pieces) > 2 and all(0 < len(p) <= 16 for p in pieces)
    assert [row for piece in pieces for row in piece] == sql.raw_rows(text, params)


@pytest.mark.django_db(transaction=True)
def test_a_stream_closed_early_or_failing_leaves_the_connection_free(run_id: str) -> None:
    text = chain._chunk_sql("postgresql", True)
    params = [run_id, 0, chain._LAST_SEQ, chain.CHUNK]
    stream = sql.raw_row_chunks(text, params, 4)
    assert [r[0] for r in next(stream)] == [1, 2, 3, 4]
    stream.close()  # the rest read and dropped: the next statement is answered
    assert Event.objects.filter(run_id=run_id).count() == len(sql.raw_rows(text, params))
    failing = sql.raw_row_chunks("SELECT 1 / (10 - g) FROM generate_series(1, %s) g", [20], 4)
    with pytest.raises(DataError, match="division by zero"):
        list(failing)
    assert sql.raw_rows("SELECT %s::int + 1", [1]) == [(2,)]


def test_a_walk_that_stops_at_a_break_in_its_first_blocks_reads_the_rest_away_then_keeps_its_seals(
    monkeypatch,
) -> None:
    """Small blocks, unsealed: the walk hashes the blocks before the break (to be sealed) and stops there, the rows
    after it still arriving; they are read away before the seals are written on the same connection."""
    monkeypatch.setattr(pages, "SIZE", 8)
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"  # its pages written by the worker
    EventPage.objects.filter(run_id=run_id).update(seal="", frame_seal="")
    payload = Event.objects.get(run_id=run_id, seq=30).payload
    Event.objects.filter(run_id=run_id, seq=30).update(payload=payload.replace(":", ": ", 1))
    report = verify_chain(run_id)
    assert not report.ok and report.error == "seq 30: payload does not match its hash"
    seals = list(EventPage.objects.filter(run_id=run_id).order_by("first_seq").values_list("seal", flat=True))
    assert len(seals) > 4 and all(seals[:3]) and not any(seals[3:])  # the three blocks before seq 25 sealed


def test_a_whole_history_is_read_through_libpq_in_one_call_texts_as_str(run_id: str, monkeypatch) -> None:
    """``load_events``' pages and rows (``runs.journal.pages.read_with_rows``): one libpq call, no cursor, the same
    events as a cursor's read gives (its payloads, types and ids as ``str``)."""
    import psycopg

    from runs.journal.store import keep_pages, load_events

    Event.objects.filter(run_id=run_id, seq=3).update(payload='{"note":"déjà vu ✓"}')
    n = Run.objects.get(id=run_id).last_seq
    keep_pages(run_id, 0, n)
    read = sql.libpq_rows
    with monkeypatch.context() as patched:
        patched.setattr(sql, "libpq_rows", sql.binary_rows)
        by_cursor = load_events(run_id, from_snapshot=False)
    calls = []
    monkeypatch.setattr(sql, "libpq_rows", lambda text, params: calls.append(text) or read(text, params))
    monkeypatch.setattr(psycopg.Cursor, "execute", lambda c, q, *a, **k: pytest.fail(f"a cursor was used: {q}"))
    events = load_events(run_id, from_snapshot=False)
    assert len(calls) == 1 and events == by_cursor and len(events) == n
    assert events[2].payload == {"note": "déjà vu ✓"} and type(events[2].event_id) is str


def test_the_rows_walk_loads_pieces_smaller_than_a_block_and_proves_what_whole_blocks_did(monkeypatch) -> None:
    """The rows come ``chain.PIECE`` at a time (less than a block, cut across the blocks' bounds); the walk still
    proves each sealed block by its seal, reports what a block at a time reported, and finds an edit inside a block."""
    monkeypatch.setattr(pages, "SIZE", 8)
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"  # its pages written (and sealed) by the worker
    monkeypatch.setattr(chain, "PIECE", 3)
    with mock.patch.object(sql, "raw_row_chunks", wraps=sql.raw_row_chunks) as read:
        report = verify_chain(run_id)
    paged = EventPage.objects.filter(run_id=run_id).count()
    assert report.ok and paged > 4 and report.sealed == paged * 8 and read.call_args.args[2] == 3
    monkeypatch.setattr(chain, "PIECE", 8)
    assert verify_chain(run_id) == report
    monkeypatch.setattr(chain, "PIECE", 3)
    payload = Event.objects.get(run_id=run_id, seq=30).payload
    Event.objects.filter(run_id=run_id, seq=30).update(payload=payload.replace(":", ": ", 1))
    broken = verify_chain(run_id)
    assert not broken.ok and broken.error == "seq 30: payload does not match its hash"
