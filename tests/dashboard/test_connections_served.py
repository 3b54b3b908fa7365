"""Database connections of the web process (daphne serving ``agentops.asgi``) on PostgreSQL.

Django runs each ASGI request's sync code on a thread of its own choosing, and closes a persistent connection
(``CONN_MAX_AGE`` > 0) only from the thread that opened it, at a later request's start or end: a connection left
on a thread that serves no further request is never closed. Django's documentation: "When using ASGI, persistent
connections should be disabled". With ``DB_CONN_MAX_AGE=60`` (the default) one daphne process of the demo held
34-41 idle connections after a crawl, minutes past their 60 s, and the shared server answered "too many clients"
(503 ``database_unavailable`` on every page)."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from django.db import connection

from tests.dashboard.conftest import make_user
from tests.dashboard.test_sockets_served import session_of

pytestmark = pytest.mark.django_db(transaction=True)


def _connections() -> int:
    """The sessions PostgreSQL holds on the test database, this test's own included."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()")
        return int(cursor.fetchone()[0])


@pytest.mark.skipif("connection.vendor != 'postgresql'", reason="PostgreSQL's sessions")
def test_the_web_process_keeps_no_connection_after_its_requests(asgi_server, settings):
    settings.DATABASES["default"]["CONN_MAX_AGE"] = 60  # the default (DB_CONN_MAX_AGE); the child is forked after
    cookie = session_of(make_user("vera", "viewer"))
    before = _connections()

    def browse(_: int) -> list[int]:
        with httpx.Client(base_url=asgi_server, headers={"Cookie": cookie}, timeout=60) as client:
            return [client.get(path).status_code for path in ("/runs/", "/stuck/", "/recovery/") * 10]

    with ThreadPoolExecutor(4) as pool:
        answers = [code for codes in pool.map(browse, range(4)) for code in codes]
    assert set(answers) == {200}
    deadline = time.monotonic() + 10  # the last requests' connections close just after their answers
    while _connections() > before and time.monotonic() < deadline:
        time.sleep(0.2)
    assert _connections() <= before  # each request's connection closed when it ended (it was 42 here)
