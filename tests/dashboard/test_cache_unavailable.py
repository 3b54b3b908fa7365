"""Redis (the cache: the login throttle's counters, the nav's needs-action counts) unreachable while the database
serves: the sign-in page, a sign-in and the pages are a 503 page naming the cache — never a 500 and its traceback —
and a refused sign-in writes nothing (no session, no ``last_login``)."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.contrib.sessions.models import Session

from tests.dashboard.conftest import PASSWORD

pytestmark = pytest.mark.django_db


def _says_the_cache_is_down(response, url: str) -> None:  # type: ignore[no-untyped-def]
    assert response.status_code == 503, response.content[:500]
    page = response.content.decode()
    assert "The server cannot reach its cache" in page and f"Redis {url})" in page, page
    assert "Traceback" not in page and "ConnectionError" in page  # the cause in one line, no traceback


@pytest.mark.sqlite
@pytest.mark.parametrize("password", [PASSWORD, "wrong password"])
def test_a_sign_in_with_the_cache_down_is_a_503_page_and_writes_nothing(client, users, redis_down, password):
    sessions = Session.objects.count()
    response = client.post("/login/", {"username": "viewer", "password": password})
    _says_the_cache_is_down(response, redis_down)
    assert Session.objects.count() == sessions and "_auth_user_id" not in client.session
    assert User.objects.get(username="viewer").last_login is None


@pytest.mark.sqlite
@pytest.mark.parametrize("path", ["/runs/", "/needs-action/"])
def test_the_pages_with_the_cache_down_are_a_503_page(login, redis_down, path):
    client = login("operator")
    _says_the_cache_is_down(client.get(path), redis_down)


@pytest.mark.sqlite
def test_the_sign_in_page_itself_needs_no_cache(client, redis_down):
    assert client.get("/login/").status_code == 200  # the form; its POST is the 503 above


@pytest.mark.sqlite
def test_the_api_keeps_its_json_503(login, redis_down):
    response = login("operator").get("/api/v1/runs/", HTTP_AUTHORIZATION="Bearer aok_nope_wrong")
    assert response.status_code == 503 and response.json()["error"]["code"] == "cache_unavailable"
