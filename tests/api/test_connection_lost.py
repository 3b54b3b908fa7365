"""PostgreSQL ends the serving connection in the middle of a request (``pg_terminate_backend``: a failover, an
idle-session killer, an administrator, a restart): the answer is 503 ``database_unavailable`` with a message —
what the clients retry — never a 500 ``internal_error`` (which they never retry), and the retry is answered
like the first request, with no second effect.

The backend is ended from a second connection at the request's first write (a wrapper around the serving
connection's statements), so the failure is mid-request, after authentication read the key."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
import pytest
from django.db import connection

from runs.models import Event, Run
from tests.api.conftest import URL, error_code, external_fields

pytestmark = pytest.mark.skipif(connection.vendor != "postgresql", reason="pg_terminate_backend is PostgreSQL's")


def _dsn() -> str:
    conf = connection.settings_dict
    return psycopg.conninfo.make_conninfo(
        host=conf["HOST"] or "localhost",
        port=conf["PORT"] or 5432,
        user=conf["USER"],
        password=conf["PASSWORD"] or None,
        dbname=conf["NAME"],
    )


@contextmanager
def _terminated_at_first(word: str) -> Iterator[list[int]]:
    """End the serving connection's backend just before its first statement containing ``word`` runs."""
    done: list[int] = []

    def wrapper(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        if not done and word in sql.upper():
            pid = connection.connection.info.backend_pid
            with psycopg.connect(_dsn(), autocommit=True) as killer:
                killer.execute("select pg_terminate_backend(%s)", [pid])
            done.append(pid)
        return execute(sql, params, many, context)

    with connection.execute_wrapper(wrapper):
        yield done
    connection.close()  # the next request opens a new one, as a server's next request does


@pytest.mark.django_db(transaction=True)
def test_a_connection_ended_mid_create_is_503_and_the_retry_creates_the_run_once(api):
    body = external_fields(create_key="conn-lost-1")
    with _terminated_at_first("RUNS_RUN") as ended:
        response = api.post(URL, body, format="json")
    assert ended, "the request never read runs_run"
    assert response.status_code == 503, response.content
    assert error_code(response) == "database_unavailable"
    message = response.json()["error"]["message"]
    assert "connection" in message and "retry" in message, message
    assert "Traceback" not in response.content.decode()

    again = api.post(URL, body, format="json")
    assert again.status_code == 201, again.content
    assert Run.objects.count() == 1
    assert Event.objects.filter(run_id=again.json()["id"]).count() == 1


@pytest.mark.django_db(transaction=True)
def test_a_connection_ended_mid_read_is_503_and_the_read_again_answers(api):
    created = api.post(URL, external_fields(create_key="conn-lost-2"), format="json")
    assert created.status_code == 201
    with _terminated_at_first("RUNS_RUN") as ended:
        response = api.get(f"{URL}{created.json()['id']}/replay/")
    assert ended
    assert response.status_code == 503, response.content
    assert error_code(response) == "database_unavailable"
    assert api.get(f"{URL}{created.json()['id']}/replay/").status_code == 200
