"""Export pages (``runs.governance.export_pages``): the redacted JSON Lines of whole blocks, kept by the
first redacted export and copied by the next, never under another redaction, never over a purged event."""

from __future__ import annotations

import json
import threading

import pytest
from claims.factories import journal_run
from django.db import connection
from django.test.utils import CaptureQueriesContext

from agentops.redaction import Redactor
from runs.governance import export, export_pages, retention
from runs.governance.export import export_stream
from runs.governance.redaction import from_settings
from runs.journal.pages import SIZE
from runs.models import Event, ExportPage, Run
from tests.export.test_export import PII, _row_by_row

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

SECRET = {**PII, "password": "hunter2", "note": "call 13912345678 or jane.roe@example.com"}


def long_run(steps: int = 100) -> str:
    """A run of more than one block (3 events a step), PII in every tool result."""
    run = journal_run([("crm_lookup", "read", "confirmed")] * steps, data=SECRET)
    assert Event.objects.filter(run_id=run.run_id).count() > SIZE
    return run.run_id


def expected(runs, *, redacted: bool = True) -> bytes:  # type: ignore[no-untyped-def]
    """The export as the rows redacted one by one give it (no page involved)."""
    return b"".join(export.jsonl(_row_by_row(runs, redacted=redacted)))


def jsonl(runs, *, redacted: bool = True) -> bytes:  # type: ignore[no-untyped-def]
    return b"".join(export_stream(runs, fmt="jsonl", redacted=redacted))


def no_pii(text: bytes) -> None:
    for raw in ("hunter2", "13912345678", "jane.roe@example.com", PII["phone"], PII["id"], PII["card"]):
        assert raw.encode() not in text, raw


def redacted_payloads(monkeypatch) -> list[int]:  # type: ignore[no-untyped-def]
    """Counts the payloads the export redacts (``Redactor.redact_stored_many``'s documents)."""
    seen: list[int] = []
    real = Redactor.redact_stored_many

    def counting(self, documents, names=()):  # type: ignore[no-untyped-def]
        seen.append(len(documents))
        return real(self, documents, names)

    monkeypatch.setattr(Redactor, "redact_stored_many", counting)
    return seen


def test_the_first_export_keeps_its_whole_blocks_and_the_next_copies_them(monkeypatch) -> None:
    run_id = long_run()
    runs = Run.objects.filter(id=run_id)
    n = Event.objects.filter(run_id=run_id).count()
    first = jsonl(runs)
    assert first == expected(runs) and len(first.splitlines()) == n
    no_pii(first)
    kept = list(ExportPage.objects.filter(run_id=run_id).values_list("first_seq", "last_seq", "fingerprint"))
    assert kept == [
        (k * SIZE + 1, (k + 1) * SIZE, export_pages.key(from_settings().fingerprint)) for k in range(n // SIZE)
    ]
    seen = redacted_payloads(monkeypatch)
    assert jsonl(runs) == first  # byte for byte, the pages' lines and the rows after them
    assert sum(seen) == n - n // SIZE * SIZE  # only the rows after the last page were redacted


def test_a_set_export_mixes_pages_and_rows_in_order(monkeypatch) -> None:
    """Two runs with pages, one without (short), and a block of rows between two pages (its page gone);
    pages written one a transaction."""
    monkeypatch.setattr(export_pages, "FLUSH", 1)
    ids = [long_run(300), long_run(90), journal_run([("crm_lookup", "read", "confirmed")] * 3, data=SECRET).run_id]
    runs = Run.objects.filter(id__in=ids)
    before = expected(runs)
    assert jsonl(runs) == before
    assert ExportPage.objects.filter(run_id=ids[0]).count() == 3 and not ExportPage.objects.filter(run_id=ids[2])
    # pages with a block missing between them, then pages from the second block on (rows before and after)
    for missing in (SIZE + 1, 1):
        ExportPage.objects.filter(run_id=ids[0], first_seq=missing).delete()
        for chunk in (export.CHUNK, 5):
            monkeypatch.setattr(export, "CHUNK", chunk)
            assert jsonl(runs) == before
            assert ExportPage.objects.filter(run_id=ids[0], first_seq=missing).exists()  # written again from the rows
            ExportPage.objects.filter(run_id=ids[0], first_seq=missing).delete()


@pytest.mark.parametrize(
    "change",
    [
        {"KEY": "another-redaction-key"},
        {"MASK_FIELDS": ["code"]},
        {"SECRET_KEYS": ["status"]},
        {"EXTRA_PATTERNS": [{"type": "ticket", "pattern": "T-[0-9]+"}]},
    ],
)
def test_pages_are_never_served_under_another_redaction(settings, change) -> None:  # type: ignore[no-untyped-def]
    run_id = long_run()
    runs = Run.objects.filter(id=run_id)
    old = jsonl(runs)
    old_print = ExportPage.objects.filter(run_id=run_id).values_list("fingerprint", flat=True).first()
    settings.AGENTOPS = {**settings.AGENTOPS, "REDACTION": change}
    assert export_pages.key(from_settings().fingerprint) != old_print
    now = jsonl(runs)
    assert now == expected(runs)
    assert now != old or "EXTRA_PATTERNS" in change  # (the pattern matches nothing here)
    no_pii(now)
    if "EXTRA_PATTERNS" not in change:  # (with extra patterns the export redacts each payload alone: same pages)
        assert set(ExportPage.objects.filter(run_id=run_id).values_list("fingerprint", flat=True)) == {
            export_pages.key(from_settings().fingerprint)
        }
    assert jsonl(runs) == now


def test_the_redaction_code_is_part_of_the_fingerprint(monkeypatch) -> None:
    from agentops.redaction import engine

    a = Redactor(b"k").fingerprint
    assert a == Redactor(b"k").fingerprint and a != Redactor(b"k2").fingerprint
    assert a != Redactor(b"k", mask_fields=["x"]).fingerprint != Redactor(b"k", secret_keys=["x"]).fingerprint
    monkeypatch.setattr(engine, "source_digest", lambda: "another code")
    assert Redactor(b"k").fingerprint != a


def test_unredacted_and_csv_exports_read_the_rows() -> None:
    run_id = long_run()
    runs = Run.objects.filter(id=run_id)
    jsonl(runs)
    assert ExportPage.objects.filter(run_id=run_id).exists()
    raw = jsonl(runs, redacted=False)
    assert raw == expected(runs, redacted=False) and b"hunter2" in raw
    csv = b"".join(export_stream(runs, fmt="csv"))
    assert csv == b"".join(export.csv_lines(_row_by_row(runs, redacted=True)))
    no_pii(csv)


def test_a_page_that_does_not_hold_is_read_from_the_rows_and_written_again() -> None:
    run_id = long_run(180)
    runs = Run.objects.filter(id=run_id)
    good = jsonl(runs)
    pages = ExportPage.objects.filter(run_id=run_id).order_by("first_seq")
    assert pages.count() >= 2
    torn = bytearray(pages[0].packed)
    torn[len(torn) // 2] ^= 0xFF
    ExportPage.objects.filter(pk=pages[0].pk).update(packed=bytes(torn))
    # a page whose lines are not what its hash says (another run's, or an edited copy): not bound to the journal
    ExportPage.objects.filter(pk=pages[1].pk).update(packed=export_pages.pack([b'{"leak":"hunter2"}\n'] * SIZE))
    ExportPage.objects.filter(pk=pages[1].pk).update(hash="0" * 64)
    assert jsonl(runs) == good
    assert export_pages.lines_of(ExportPage.objects.get(pk=pages[0].pk).packed) is not None
    assert ExportPage.objects.get(pk=pages[1].pk).hash != "0" * 64  # rewritten from the rows


def test_retention_drops_them_and_none_is_written_over_a_purged_event(settings) -> None:
    from datetime import timedelta

    from django.utils import timezone

    run_id = long_run()
    runs = Run.objects.filter(id=run_id)
    jsonl(runs)
    assert ExportPage.objects.filter(run_id=run_id).exists()
    Run.objects.filter(id=run_id).update(status="COMPLETED", last_event_at=timezone.now() - timedelta(days=40))
    assert retention.purge(older_than_days=30).runs == [run_id]
    assert not ExportPage.objects.filter(run_id=run_id).exists()
    lines = [json.loads(line) for line in jsonl(runs).splitlines()]
    assert lines and all(line["payload"] is None and line["payload_purged"] for line in lines)
    assert not ExportPage.objects.filter(run_id=run_id).exists()
    # a page written after the purge (an export that read the rows before it) is refused
    packed = export_pages.pack([b"{}\n"] * SIZE)
    assert export_pages.write(export_pages.key(from_settings().fingerprint), [(run_id, 1, "x" * 64, packed, "")]) == 0
    assert not ExportPage.objects.filter(run_id=run_id).exists()


def test_the_statement_decides_pages_and_rows_in_one_read() -> None:
    """A page's block comes either from the page or from the rows, never both, never neither."""
    run_id = long_run()
    runs = Run.objects.filter(id=run_id)
    jsonl(runs)
    redaction = from_settings().fingerprint
    found = export_pages.source(runs, export_pages.key(redaction), export._SOURCE_COLUMNS, redaction=redaction)
    assert found.statement is not None and found.forks == set()
    sql, params, most = found.statement
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    pages = [row[2] for row in rows if row[-1] is not None]
    seqs = [row[2] for row in rows if row[-1] is None]
    covered = {s for first in pages for s in range(first, first + SIZE)}
    assert pages and not covered & set(seqs) and most == Event.objects.filter(run_id=run_id).count()
    assert sorted(covered | set(seqs)) == list(range(1, Event.objects.filter(run_id=run_id).count() + 1))


def _scanned_events(plan: dict) -> int:  # type: ignore[type-arg]
    """The event rows a plan's scans of ``runs_event`` read (``EXPLAIN ANALYZE``'s actual rows, every loop)."""
    own = plan.get("Actual Rows", 0) * plan.get("Actual Loops", 0) if plan.get("Relation Name") == "runs_event" else 0
    return own + sum(_scanned_events(child) for child in plan.get("Plans", []))


@pytest.mark.parametrize(
    "planner",
    ["", "SET LOCAL enable_bitmapscan = off", "SET LOCAL enable_hashjoin = off", "SET LOCAL enable_nestloop = off"],
)
def test_postgresql_reads_no_event_of_a_run_its_pages_span_but_those_after_them(planner: str) -> None:
    """The statement's branch for the runs without spanning pages reads a run's events only behind a gate on the run
    alone (the scan's one-time filter), so an export served from its pages reads its pages' last events (each page's
    check) and the rows after them, not every event of the run to drop them (as it did: the 1,029-event run's whole
    payloads, docs/benchmarks.md) — whatever join the planner is steered to (the plan is not the statistics' here)."""
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL's plan (SQLite keeps the statement it had)")
    run_id = long_run(300)
    runs = Run.objects.filter(id=run_id)
    jsonl(runs)
    n, paged = Event.objects.filter(run_id=run_id).count(), ExportPage.objects.filter(run_id=run_id).count()
    redaction = from_settings().fingerprint
    found = export_pages.source(runs, export_pages.key(redaction), export._SOURCE_COLUMNS, redaction=redaction)
    text, params, _ = found.statement
    with connection.cursor() as cursor:
        if planner:
            cursor.execute(planner)
        cursor.execute(f"EXPLAIN (ANALYZE, FORMAT JSON) {text}", params)
        plan = cursor.fetchone()[0]
    plan = json.loads(plan) if isinstance(plan, str) else plan
    assert paged >= 3 and _scanned_events(plan[0]["Plan"]) <= 2 * paged + (n - paged * SIZE)


def test_an_export_from_its_pages_reads_them_with_the_probe_in_one_statement(monkeypatch) -> None:
    """PostgreSQL: where the runs have pages and hold at most ``export.CHUNK`` events, the probe's answer and the
    statement's rows come in ONE statement (the names' read, then that one: two round trips, not three), the forks
    among the runs with them (their hashes hidden); past ``CHUNK`` the probe alone, then the statement as before.
    The bytes alike either way."""
    if connection.vendor != "postgresql":
        pytest.skip("one statement on PostgreSQL (SQLite keeps its probe)")
    from claims.factories import started

    from runs.timetravel.fork import ForkRequest, fork_create
    from tests.runs.dbapi import sent

    parent = started("ticket", 11)
    fork, _ = fork_create(run_id=parent.id, request=ForkRequest(2), actor="ada", reason="rerun")
    ids = [long_run(300), fork.id]
    runs = Run.objects.filter(id__in=ids)
    first = jsonl(runs)
    assert first == expected(runs) and ExportPage.objects.filter(run_id=ids[0]).count() == 3
    redaction = from_settings().fingerprint
    key = export_pages.key(redaction)
    n = export_pages.source(runs, key, export._SOURCE_COLUMNS, redaction=redaction).statement[2]  # (the probe's count)
    found = export_pages.source(runs, key, export._SOURCE_COLUMNS, redaction=redaction, read_up_to=n)
    assert found.rows is not None and found.forks == {fork.id} and found.statement is not None
    with connection.cursor() as cursor:
        cursor.execute(found.statement[0], found.statement[1])
        assert [tuple(row) for row in found.rows] == [tuple(row) for row in cursor.fetchall()]
    with sent() as statements:
        assert jsonl(runs) == first
    # (the names' reads, a fork's origins among them, then the one statement: no probe of its own)
    assert not statements.starting("SELECT CASE") and len(statements.starting("WITH valid AS")) == 1
    fewer = export_pages.source(runs, key, export._SOURCE_COLUMNS, redaction=redaction, read_up_to=n - 1)
    assert fewer.rows is None and fewer.forks == {fork.id} and fewer.statement == found.statement
    monkeypatch.setattr(export, "CHUNK", n - 1)  # (the statement then read after the probe, as before)
    assert jsonl(runs) == first


def test_an_export_read_through_its_pages_works_with_django_logging_its_sql() -> None:
    """With DEBUG on (any debug cursor) Django formats each statement it runs with its parameters. The
    pages' statement was handed to Django's cursor already in SQLite's ``?`` paramstyle: the second
    export of a run, the one that reads pages, was ``TypeError: not all arguments converted``
    (``bench/export.py --again``); and a literal ``%s`` in the runs' query was turned into a marker."""
    run_id = long_run()
    # a literal '%s' in the runs' SQL (Django's paramstyle: '%%s'); no reference holds it
    runs = Run.objects.filter(id=run_id).extra(where=["reference NOT LIKE '%%s'"])
    first = jsonl(runs)
    assert ExportPage.objects.filter(run_id=run_id).exists()
    with CaptureQueriesContext(connection) as logged:
        again = jsonl(runs)
    assert again == first == expected(Run.objects.filter(id=run_id))
    # (PostgreSQL reads a run of a few blocks in one binary fetch, past Django's cursor and its log)
    logged_pages = any("WITH valid AS" in q["sql"] and run_id in q["sql"] for q in logged.captured_queries)
    assert logged_pages or connection.vendor == "postgresql"


@pytest.fixture
def commits_waiting():  # type: ignore[no-untyped-def]
    """This session's commits wait for the disk during the test (the test database's default is off:
    tests/conftest.py), so a ``SET LOCAL`` that outlived its transaction would show; set back after it."""
    if connection.vendor != "postgresql":
        yield
        return
    with connection.cursor() as cursor:
        cursor.execute("SHOW synchronous_commit")
        before = cursor.fetchone()[0]
        cursor.execute("SET synchronous_commit TO on")
    yield
    with connection.cursor() as cursor:
        cursor.execute(f"SET synchronous_commit TO {before}")


def _written_with(monkeypatch) -> list[list[str]]:  # type: ignore[no-untyped-def]
    """The statements of each ``export_pages.write`` that wrote pages, then ``synchronous_commit`` after it; the
    session commits waiting for the disk meanwhile (the test database's default is off: tests/conftest.py), so a
    ``SET LOCAL`` that outlived its transaction would show."""
    seen: list[list[str]] = []
    real = export_pages.write

    def watching(fingerprint, pages):  # type: ignore[no-untyped-def]
        if connection.vendor == "postgresql" and threading.current_thread() is not threading.main_thread():
            with (
                connection.cursor() as cursor
            ):  # (the pages' writer's own session: as ``commits_waiting`` sets this one)
                cursor.execute("SET synchronous_commit TO on")
        with CaptureQueriesContext(connection) as queries:
            written = real(fingerprint, pages)
        after = []
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SHOW synchronous_commit")
                after = [cursor.fetchone()[0]]
        if written:
            seen.append([q["sql"] for q in queries.captured_queries] + after)
        return written

    monkeypatch.setattr(export_pages, "write", watching)
    return seen


@pytest.mark.django_db(transaction=True)
def test_the_pages_commit_alone_does_not_wait_for_the_disk_on_postgresql(monkeypatch, commits_waiting) -> None:
    """A cache's commit: ``synchronous_commit`` off for the pages' own transaction (``SET LOCAL``, before the
    pages are written); the session's setting is as it was after it, and the pages are there."""
    run_id = long_run()
    seen = _written_with(monkeypatch)
    jsonl(Run.objects.filter(id=run_id))
    assert ExportPage.objects.filter(run_id=run_id).exists() and seen
    for statements in seen:
        off = [i for i, s in enumerate(statements) if "synchronous_commit" in s]
        first_write = next(i for i, s in enumerate(statements) if s.startswith("INSERT INTO"))
        if connection.vendor == "postgresql":
            assert [statements[i] for i in off] == ["SET LOCAL synchronous_commit TO OFF"]
            assert off[0] < first_write and statements[-1] == "on", statements
        else:
            assert not off, statements


def test_inside_a_callers_transaction_the_pages_change_no_commit(monkeypatch, commits_waiting) -> None:
    """Written inside a transaction already open (here the test's), the pages leave its commit as it was:
    no ``synchronous_commit`` statement (``SET LOCAL`` would last to the caller's commit)."""
    run_id = long_run()
    seen = _written_with(monkeypatch)
    jsonl(Run.objects.filter(id=run_id))
    assert ExportPage.objects.filter(run_id=run_id).exists() and seen
    assert not any("SET LOCAL" in s for statements in seen for s in statements)
    assert all(statements[-1] == "on" for statements in seen) or connection.vendor != "postgresql"
