"""A data directory that fills up (or turns read-only) after the server started: a write answers 503 with one line
naming the directory, never Django's 500 and its traceback; the in-process worker logs one line and goes on
(probe-embedded left it: its tmpfs filled up before the server was serving)."""

from __future__ import annotations

import logging
import sqlite3

import pytest
from django.contrib import messages
from django.contrib.messages.storage.base import Message
from django.contrib.messages.storage.cookie import CookieStorage, MessageEncoder
from django.db import connection, connections
from django.db.backends.signals import connection_created
from django.test import Client, RequestFactory

from agentops.demo.ticket import ticket_inputs
from runs.dashboard.selectors import forget_row_views
from runs.models import ReplayReport, Run, ViewPage
from runs.services import run_create
from runs.worker.dispatch import in_process, wait_in_process
from runs.worker.engine import drive_run, drive_until_settled
from tests.dashboard.conftest import PASSWORD, make_user
from tests.runs.factories import STORAGE_REFUSALS, data_dir, make_run, postgres_refusing, storage_refusing

pytestmark = [pytest.mark.sqlite]


@pytest.mark.django_db(transaction=True)  # the refused write breaks a test transaction; served, there is none
@pytest.mark.parametrize("kind", STORAGE_REFUSALS)
def test_a_page_post_on_a_storage_that_takes_none_is_a_503_page(client, kind):
    """A dashboard form posted to a full or read-only data directory was Django's 500 (and its traceback in the
    log): it is a 503 page naming the directory."""
    run_id = make_run("ticket")
    drive_run(run_id)
    client.force_login(make_user("u-operator", "operator"))
    with storage_refusing(kind):
        answer = client.post(f"/runs/{run_id}/dry-replay/")
    text = answer.content.decode()
    assert answer.status_code == 503, text[-600:]
    assert f"the data directory {data_dir()} takes no writes (SQLite: {STORAGE_REFUSALS[kind]})" in text, text[-600:]
    assert 'data-testid="storage-full"' in text and "Traceback" not in text
    assert ReplayReport.objects.count() == 0


@pytest.mark.django_db(transaction=True)
def test_the_in_process_worker_logs_one_line_and_drives_on_once_writes_work(caplog):
    """Every new connection (the pool thread's) is read-only while ``read_only`` holds: the drive fails on its
    first write; the worker logs one line without a traceback, and its next drive (writable again) completes."""
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    read_only = True

    def pragma(sender, connection, **kwargs):
        if connection.vendor == "sqlite" and read_only:
            connection.cursor().execute("PRAGMA query_only = ON")

    if connection.vendor != "sqlite":
        pytest.skip("SQLite's query_only stands in for a read-only data directory")
    connection_created.connect(pragma)
    try:
        with caplog.at_level(logging.INFO):
            in_process("worker", drive_until_settled, run.id)
            wait_in_process()
    finally:
        connection_created.disconnect(pragma)
    failed = [record for record in caplog.records if record.levelno >= logging.WARNING]
    assert len(failed) == 1 and failed[0].exc_info is None, [(r.getMessage(), r.exc_info) for r in failed]
    assert f"the data directory {data_dir()} takes no writes" in failed[0].getMessage()
    assert "\n" not in failed[0].getMessage()
    assert Run.objects.get(id=run.id).status == "PENDING"
    read_only = False
    in_process("worker", drive_until_settled, run.id)
    wait_in_process()
    assert Run.objects.get(id=run.id).status == "COMPLETED"


def _refused_page(answer, kind: str) -> None:
    text = answer.content.decode()
    assert answer.status_code == 503, (answer.status_code, text[-600:])
    assert f"the data directory {data_dir()} takes no writes (SQLite: {STORAGE_REFUSALS[kind]})" in text, text[-600:]
    assert "Traceback" not in text


@pytest.mark.django_db(transaction=True)
def test_a_full_disk_that_refuses_new_connections_is_the_same_503(client, monkeypatch):
    """On a full disk SQLite cannot size a new connection's ``-shm`` file: every statement, reads included, fails
    with "disk I/O error" (``SQLITE_IOERR_SHMSIZE``; measured on a full tmpfs). Signing in was Django's 500 with
    its traceback, and so was every page of a signed-in reader (loading the session); each is the 503 page naming
    the directory (the driver's own error, raised where it connects)."""
    user = make_user("u-viewer", "viewer")

    def no_room(*args, **kwargs):
        error = sqlite3.OperationalError("disk I/O error")
        error.sqlite_errorcode, error.sqlite_errorname = 4874, "SQLITE_IOERR_SHMSIZE"
        raise error

    if connection.vendor != "sqlite":
        pytest.skip("SQLite's own failure to open a connection on a full disk")
    signed_in = Client()
    signed_in.force_login(user)
    connection.close()
    monkeypatch.setattr(type(connections["default"]), "get_new_connection", no_room)
    answers = [client.post("/login/", {"username": user.username, "password": PASSWORD}), signed_in.get("/runs/")]
    monkeypatch.undo()
    for answer in answers:  # the page's own context (the reader's roles) reads the database too: none is used
        text = answer.content.decode()
        assert answer.status_code == 503, (answer.status_code, text[-600:])
        # reads fail too: the page said the directory "takes no writes" and "Nothing you submitted was saved"
        where = f"the data directory {data_dir()} serves neither reads nor writes (SQLite: disk I/O error: no room"
        assert where in text and "Nothing could be read or saved" in text, text[-600:]
        assert "<title>Database unavailable" in text and "takes no writes" not in text and "submitted" not in text


@pytest.mark.django_db(transaction=True)
def test_messages_kept_in_the_session_on_a_storage_that_takes_none_are_the_same_503(client):
    """Messages past the cookie's room wait in the session; the page that shows them empties it, a session write
    the views never see (Django's middleware makes it after the page). On a read-only data directory it was a 400
    page ("the session was deleted": Django reads any failed update so); it is the 503 page. (A full one takes
    this write: the row shrinks in place.)"""
    kind = "read-only"
    client.force_login(make_user("u-viewer", "viewer"))
    session = client.session
    session["_messages"] = MessageEncoder().encode([Message(messages.SUCCESS, "forked")])
    session.save()
    cookie = CookieStorage(RequestFactory().get("/"))  # its last item says the rest wait in the session
    client.cookies[cookie.cookie_name] = cookie._encode([Message(messages.SUCCESS, "approved"), cookie.not_finished])
    with storage_refusing(kind):
        shown = client.get("/runs/")
    _refused_page(shown, kind)


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("sqlstate", "words", "title"),
    [
        ("53100", "takes no writes (PostgreSQL: disk full, SQLSTATE 53100)", "Storage full"),
        # reads fail too: the page said "Storage full", "cannot save anything", "once the operator has made room"
        ("53200", "serves neither reads nor writes: it is out of memory", "Database unavailable"),
        ("53300", "serves neither reads nor writes: it takes no more connections", "Database unavailable"),
    ],
)
def test_a_page_post_postgres_refuses_is_a_503_page_in_its_own_words(client, sqlstate, words, title):
    """PostgreSQL's 53100 (disk full) on a dashboard form was a 500: the 503 page, naming the database."""
    run_id = make_run("ticket")
    drive_run(run_id)
    client.force_login(make_user("u-operator", "operator"))
    with postgres_refusing(sqlstate):
        answer = client.post(f"/runs/{run_id}/dry-replay/")
    text = answer.content.decode()
    assert answer.status_code == 503, text[-600:]
    assert words in text and f"<title>{title}" in text and "Traceback" not in text
    assert ("made room" in text) is (sqlstate == "53100")
    assert ReplayReport.objects.count() == 0


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("kind", STORAGE_REFUSALS)
def test_the_run_page_renders_on_a_storage_that_takes_none_and_logs_one_line(client, caplog, kind):
    """A GET of the run page keeps its view pages (a cache, written as it reads): on a full or read-only data
    directory that write fails. The page renders from the rows all the same, nothing is kept, and the log says so
    in one line naming the directory, no traceback."""
    run_id = make_run("ticket")
    drive_run(run_id)
    client.force_login(make_user("u-viewer", "viewer"))
    forget_row_views()
    with storage_refusing(kind), caplog.at_level(logging.INFO):
        answer = client.get(f"/runs/{run_id}/")
    assert answer.status_code == 200 and "RunCompleted" in answer.content.decode()
    assert ViewPage.objects.filter(run_id=run_id).count() == 0
    failed = [record for record in caplog.records if record.levelno >= logging.WARNING]
    assert len(failed) == 1 and failed[0].exc_info is None, [(r.getMessage(), r.exc_info) for r in failed]
    assert f"the data directory {data_dir()} takes no writes" in failed[0].getMessage()
