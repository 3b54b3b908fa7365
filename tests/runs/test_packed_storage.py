"""The derived caches' ``packed`` frames (compressed by this code) are stored ``EXTERNAL`` on PostgreSQL (migration
0039): the server never compresses them again (pglz ran over each page written and dropped its result, ~0.75 ms of
the server's CPU a 40 KB page), and a read gets them as before."""

from __future__ import annotations

import importlib
import threading
import time

import psycopg
import pytest
from django.apps import apps
from django.conf import settings
from django.db import OperationalError, connection

from runs.journal import pages
from runs.journal.store import load_events
from runs.models import EventPage
from runs.worker.engine import drive_run
from tests.runs.factories import make_run

pytestmark = pytest.mark.django_db
MIGRATION = importlib.import_module("runs.migrations.0039_packed_frames_stored_external")


def _storage() -> dict[str, str]:
    tables = [apps.get_model("runs", name)._meta.db_table for name in MIGRATION.TABLES]
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT c.relname, a.attstorage FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid "
            "WHERE a.attname = 'packed' AND c.relname = ANY(%s)",
            [tables],
        )
        return dict(cursor.fetchall())


def _holder() -> psycopg.Connection:
    """Another session reading the journal's pages in an open transaction (its ACCESS SHARE lock held)."""
    db = settings.DATABASES["default"]
    holder = psycopg.connect(
        dbname=db["NAME"],
        user=db["USER"],
        host=db["HOST"],
        port=db["PORT"],
        password=db["PASSWORD"],
        options="-c lock_timeout=5s",
    )
    holder.execute("SELECT count(*) FROM runs_eventpage")
    return holder


def test_the_caches_frames_are_stored_external_and_a_page_is_read_as_before(monkeypatch) -> None:
    assert set(_storage().values()) == {"e"} and len(_storage()) == 4  # 'x' (EXTENDED) before 0039
    monkeypatch.setattr(pages, "SIZE", 8)
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"  # its pages written by the worker
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*), count(*) FILTER (WHERE pg_column_compression(packed) IS NULL "
            "AND pg_column_size(packed) = octet_length(packed)) FROM runs_eventpage WHERE run_id = %s",
            [run_id],
        )
        paged, uncompressed = cursor.fetchone()
    history = load_events(run_id, from_snapshot=False)
    EventPage.objects.filter(run_id=run_id).delete()
    assert paged > 2 and uncompressed == paged and history == load_events(run_id, from_snapshot=False)


@pytest.mark.django_db(transaction=True)  # each ALTER committed, as ``migrate`` commits it
def test_0039_waits_for_the_lock_a_bounded_time_and_tries_again(monkeypatch) -> None:
    monkeypatch.setattr(MIGRATION, "WAIT", "100ms")
    monkeypatch.setattr(MIGRATION, "TRIES", 2)
    with connection.schema_editor(atomic=False) as editor:
        MIGRATION._storage("EXTENDED")(apps, editor)
        assert set(_storage().values()) == {"x"}
        holder = _holder()
        try:
            with pytest.raises(OperationalError, match="lock timeout"):  # held through both tries
                MIGRATION._storage("EXTERNAL")(apps, editor)
            assert _storage()["runs_eventpage"] == "x"
            threading.Timer(0.5, holder.rollback).start()  # released during the wait between the tries
            started = time.monotonic()
            MIGRATION._storage("EXTERNAL")(apps, editor)
        finally:
            holder.close()
    assert set(_storage().values()) == {"e"} and time.monotonic() - started >= 1
