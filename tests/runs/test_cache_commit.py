"""The caches of pages (the journal's, the export's, the run page's) commit without waiting for the disk on
PostgreSQL, in a transaction of their own only (``runs.journal.pages.cache_transaction``): a transaction that
appends to the journal always waits for it. And a cache a server crash lost is rebuilt when read."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from django.db import connection, transaction

from runs.dashboard import selectors
from runs.governance.export import export_stream
from runs.governance.visibility import REDACTED
from runs.journal import pages
from runs.journal.store import load_events
from runs.models import Event, EventPage, ExportPage, Run, ViewPage
from runs.worker.engine import drive_run
from tests.export.test_export_pages import long_run
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db]

_LOG = "test_cache_commits"
_TABLES = {m: m._meta.db_table for m in (Event, EventPage, ViewPage, ExportPage)}

Commits = Callable[[], list[tuple[str, str, int]]]


@pytest.fixture
def commits(transactional_db) -> Iterator[Commits]:  # type: ignore[no-untyped-def]
    """How each transaction that wrote an event or a page committed: ``(table, synchronous_commit, xid)`` per row
    written. A deferred constraint trigger runs as the transaction commits, under the setting its commit uses
    (a ``SET LOCAL`` sent anywhere in it, before or after the row, is in force there). The session commits
    waiting for the disk meanwhile: the test database's default is off (tests/conftest.py)."""
    if connection.vendor != "postgresql":
        pytest.skip("synchronous_commit is PostgreSQL's")
    with connection.cursor() as cursor:
        cursor.execute("SHOW synchronous_commit")
        before = cursor.fetchone()[0]
        cursor.execute("SET synchronous_commit TO on")
        cursor.execute(f"CREATE TABLE {_LOG} (tbl text, sync text, xid bigint)")
        cursor.execute(
            f"CREATE FUNCTION {_LOG}_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
            f"INSERT INTO {_LOG} VALUES (TG_TABLE_NAME, current_setting('synchronous_commit'), txid_current()); "
            "RETURN NULL; END $$"
        )
        for table in _TABLES.values():
            cursor.execute(
                f"CREATE CONSTRAINT TRIGGER {_LOG} AFTER INSERT OR UPDATE ON {table} "
                f"DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION {_LOG}_note()"
            )

    def seen() -> list[tuple[str, str, int]]:
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT tbl, sync, xid FROM {_LOG}")
            return cursor.fetchall()

    yield seen
    with connection.cursor() as cursor:
        for table in _TABLES.values():
            cursor.execute(f"DROP TRIGGER {_LOG} ON {table}")
        cursor.execute(f"DROP FUNCTION {_LOG}_note()")
        cursor.execute(f"DROP TABLE {_LOG}")
        cursor.execute(f"SET synchronous_commit TO {before}")


def _of(seen: list[tuple[str, str, int]], model: type) -> set[str]:
    return {sync for table, sync, _ in seen if table == _TABLES[model]}


def _first_view(run_id: str) -> list[dict]:
    """The run page's items, every event, as a fresh process shows them (no view kept in memory)."""
    selectors.forget_row_views()
    detail = selectors.run_detail(run_id=run_id, sight=REDACTED, limit=10_000)
    return [item for group in detail.groups for item in group["events"]]


def _export(run_id: str) -> bytes:
    return b"".join(export_stream(Run.objects.filter(id=run_id), fmt="jsonl", redacted=True))


def test_the_caches_alone_commit_without_the_flush_wait_and_the_journal_never(commits: Commits, monkeypatch) -> None:
    """A worker's drive (its appends, the lease given up, then the pages of the blocks it filled), the run page's
    first view, a first export and a whole read that finds no page: every event's transaction commits waiting for
    the disk, every page's own transaction does not."""
    monkeypatch.setattr(pages, "SIZE", 8)  # the ticket run fills blocks
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"
    written = commits()
    assert _of(written, Event) == {"on"} and _of(written, EventPage) == {"off"}  # keep_pages, after the release
    # no event and no page ever in one transaction here: the appends are not the pages'
    assert not {x for t, _, x in written if t == _TABLES[Event]} & {x for t, _, x in written if t != _TABLES[Event]}
    _first_view(run_id)
    _export(long_run())  # (a run of more than one export block; its appends commit as the worker's do)
    EventPage.objects.filter(run_id=run_id).delete()
    load_events(run_id, from_snapshot=False)  # read-through: writes the pages anew
    seen = [row for row in commits()[len(written) :] if row[0] != _TABLES[Event]]
    assert _of(commits(), Event) == {"on"}
    assert {t for t, _, _ in seen} == {_TABLES[m] for m in (EventPage, ViewPage, ExportPage)}
    assert {sync for _, sync, _ in seen} == {"off"}
    with connection.cursor() as cursor:  # SET LOCAL: the session's setting as it was
        cursor.execute("SHOW synchronous_commit")
        assert cursor.fetchone()[0] == "on"


def _write_every_cache(run_id: str) -> None:
    """The journal's, the run page's and the export's pages of ``run_id`` (a driven run), written anew."""
    EventPage.objects.filter(run_id=run_id).delete()
    assert pages.write(run_id, list(pages.full_blocks(_rows(run_id))))
    ViewPage.objects.filter(run_id=run_id).delete()
    _first_view(run_id)
    ExportPage.objects.filter(run_id=run_id).delete()
    _export(run_id)


def _rows(run_id: str) -> list[pages.Row]:
    from runs.journal.store import range_rows

    return list(range_rows(run_id, 1, pages.TO_HEAD))


@pytest.mark.parametrize("caller", ["atomic", "autocommit off"])
def test_a_journal_appends_transaction_is_never_made_asynchronous(commits: Commits, caller) -> None:
    """Pages written inside a caller's transaction that appends to the journal (an atomic block, or a connection
    with autocommit off) leave its commit as it was: it waits for the disk, events and pages alike."""
    driven = long_run()  # more than one block of each cache
    before = len(commits())
    if caller == "atomic":
        with transaction.atomic():
            appended = make_run()  # an append: the run's first event
            _write_every_cache(driven)
    else:
        transaction.set_autocommit(False)
        try:
            appended = make_run()
            _write_every_cache(driven)
            transaction.commit()
        finally:
            transaction.set_autocommit(True)
    seen = commits()[before:]
    [xid] = {x for t, _, x in seen if t == _TABLES[Event]}  # the append's transaction ...
    assert Event.objects.filter(run_id=appended).exists()
    assert {t for t, _, x in seen if x == xid} == set(_TABLES.values())  # ... wrote every cache too
    assert {sync for _, sync, _ in seen} == {"on"}


@pytest.mark.sqlite
@pytest.mark.parametrize("cache", ["journal", "view", "export"])
def test_a_cache_lost_in_a_crash_is_read_from_the_rows_and_written_anew(cache) -> None:
    """Pages missing (the last ones committed without the flush wait, lost with the server): the next read gives
    what it gave from them, from the rows, and writes the same pages again."""
    run_id = long_run()  # more than one block of each cache
    model, read = {
        "journal": (EventPage, lambda: load_events(run_id, from_snapshot=False)),
        "view": (ViewPage, lambda: _first_view(run_id)),
        "export": (ExportPage, lambda: _export(run_id)),
    }[cache]
    from_rows = read()  # the first read: from the rows, and it writes the pages
    kept = _kept(model, run_id)
    assert kept and read() == from_rows  # the next: from them
    model.objects.filter(run_id=run_id).delete()  # lost
    assert read() == from_rows  # from the rows again
    assert _kept(model, run_id) == kept  # and written anew, the same


def _kept(model: type, run_id: str) -> list[tuple[int, int, bytes]]:
    rows = model.objects.filter(run_id=run_id).order_by("first_seq").values_list("first_seq", "last_seq", "packed")
    return [(first, last, bytes(packed)) for first, last, packed in rows]
