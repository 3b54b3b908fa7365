"""An export's rows (and its names' pass) streamed on a connection of their own on PostgreSQL (``runs.governance.streamed``):
the same bytes as read through the caller's cursor, no temporary store on the server, the connection closed however
the read ends."""

from __future__ import annotations

import json
import threading
import time

import pytest
from claims.factories import journal_run
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from runs.governance import export, export_pages, names, streamed
from runs.governance.export import export_stream
from runs.models import Event, ExportPage, Run, RunNames
from tests.export.test_export import PII, run_with_pii  # noqa: F401 (a fixture)
from tests.redaction.labelled import PII_CASES

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's server-side cursors"),
]


def _sessions(settled: int | None = None) -> int:
    """The sessions PostgreSQL holds on the test database, this test's own included; with ``settled``, once they are
    that many or after 10 s (a backend leaves the view just after its client closed the connection)."""
    deadline = time.monotonic() + 10
    while True:
        with connection.cursor() as cursor:
            cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()")
            found = int(cursor.fetchone()[0])
        if settled is None or found == settled or time.monotonic() > deadline:
            return found
        time.sleep(0.05)


def _writers() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "export-pages-writer"]


def _spied(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """The statements read through :func:`streamed._streamed`, as they are read."""
    read: list[str] = []
    real = streamed._streamed

    def spy(text, params, size):  # type: ignore[no-untyped-def]
        read.append(text)
        return real(text, params, size)

    monkeypatch.setattr(streamed, "_streamed", spy)
    return read


def _forget() -> None:
    """A first export again: no export pages, no names kept."""
    ExportPage.objects.all().delete()
    RunNames.objects.all().delete()


@pytest.mark.usefixtures("run_with_pii")
def test_streamed_rows_export_the_bytes_the_callers_cursor_gives(monkeypatch) -> None:
    """Every PII value of the labelled set, names taken whole, clean events and snapshots, chunks cut anywhere: an
    export outside a transaction (its rows and its names' pass streamed, its rows not declared as a cursor on the caller's
    connection) writes byte for byte what the same export inside one (read through the caller's cursor) writes, in
    both formats, redacted or not; no PII value is in it."""
    values = {f"v{i}": case.payload for i, case in enumerate(PII_CASES)}
    journal_run([("crm_lookup", "read", "confirmed")] * 3, data={"values": values, "nested": json.dumps(values)})
    journal_run([("crm_lookup", "read", "confirmed")], data={"customer_name": "Maria Lopez", "note": "Maria Lopez"})
    runs = Run.objects.all()
    assert Event.objects.count() > 60
    read = _spied(monkeypatch)
    for chunk in (export.CHUNK, 7):
        monkeypatch.setattr(export, "CHUNK", chunk)
        monkeypatch.setattr(names, "CHUNK", chunk)  # (7: the names' pass reads more than a fetch: streamed too)
        for fmt, redacted in (("jsonl", True), ("jsonl", False), ("csv", True), ("csv", False)):
            _forget()
            with transaction.atomic():
                expected = b"".join(export_stream(runs, fmt=fmt, redacted=redacted))
            assert not read  # (inside a transaction: the caller's cursor)
            _forget()
            with CaptureQueriesContext(connection) as seen:
                got = b"".join(export_stream(runs, fmt=fmt, redacted=redacted))
            assert got == expected, (fmt, redacted, chunk)
            assert len(read) == (2 if redacted and chunk == 7 else 1)  # (the names' pass, then the rows)
            assert not [q for q in seen.captured_queries if "CURSOR" in q["sql"] and '"runs_run"."agent"' in q["sql"]]
            read.clear()
    text = b"".join(export_stream(runs, fmt="jsonl")).decode()
    long_enough = [c.raw for c in PII_CASES if len(c.raw) >= 8] + ["Maria Lopez", PII["phone"]]
    assert not [raw for raw in long_enough if raw in text or json.dumps(raw)[1:-1] in text]


@pytest.mark.usefixtures("run_with_pii")
def test_the_streamed_connection_is_closed_when_the_export_ends_or_stops(monkeypatch) -> None:
    """The read's own connection ends with the rows, and with a stream closed after its first block (a client that
    went away), as does the pages' writer with its connection; a statement that fails raises Django's error, its
    connection closed too."""
    from django.db import DatabaseError

    read = _spied(monkeypatch)
    monkeypatch.setattr(export, "CHUNK", 5)
    monkeypatch.setattr(export, "BLOCK", 1)
    before = _sessions()
    assert b"".join(export_stream(Run.objects.all(), fmt="csv")) and read
    assert _sessions(before) == before
    _forget()
    stream = export_stream(Run.objects.all(), fmt="jsonl")
    assert next(stream)
    assert _sessions() > before  # (the rows' connection, while the export runs)
    stream.close()
    assert _sessions(before) == before and not _writers()
    rows = streamed.batches("SELECT 1 / 0", [], 10)
    assert rows is not None
    with pytest.raises(DatabaseError):
        next(rows)
    assert _sessions(before) == before


def test_the_pages_are_written_on_the_writers_connection_and_there_when_the_export_ends(monkeypatch) -> None:
    """Outside a transaction an export's pages are written by its writer thread, not on the caller's connection, and
    every page is there when the stream ends (the next export copies them: the same bytes); a write that fails is
    logged and the export goes on, its bytes the same."""
    from tests.export.test_export_pages import long_run

    run_id = long_run(200)
    runs = Run.objects.filter(id=run_id)
    blocks = Event.objects.filter(run_id=run_id).count() // export_pages.SIZE
    assert blocks >= 2
    monkeypatch.setattr(export_pages, "FLUSH", 1)  # (a transaction a block: the writer behind the export)
    threads: list[str] = []
    real = export_pages.write

    def watching(fingerprint, pages):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread().name)
        return real(fingerprint, pages)

    monkeypatch.setattr(export_pages, "write", watching)
    with CaptureQueriesContext(connection) as seen:
        first = b"".join(export_stream(runs, fmt="jsonl"))
    assert ExportPage.objects.filter(run_id=run_id).count() == blocks
    assert set(threads) == {"export-pages-writer"} and len(threads) == blocks and not _writers()
    assert not [q for q in seen.captured_queries if "export_page" in q["sql"] and "INSERT" in q["sql"]]
    assert b"".join(export_stream(runs, fmt="jsonl")) == first and len(threads) == blocks  # (copied: none written)

    def failing(fingerprint, pages):  # type: ignore[no-untyped-def]
        raise RuntimeError("the disk is gone")

    _forget()
    monkeypatch.setattr(export_pages, "write", failing)
    assert b"".join(export_stream(runs, fmt="jsonl")) == first
    assert not ExportPage.objects.filter(run_id=run_id).exists() and not _writers()
