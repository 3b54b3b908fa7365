"""Redis (the cache: key throttling, the API's rate limit) unreachable while PostgreSQL serves: every API request
is 503 ``cache_unavailable`` with a message naming the cache — what the clients retry — never a 500
``internal_error`` (which they never retry), and a refused request writes nothing."""

from __future__ import annotations

import pytest

from runs.models import Event, Run
from tests.api.conftest import URL, error_code, external_fields

pytestmark = pytest.mark.django_db


@pytest.mark.sqlite
def test_an_unreachable_cache_is_503_naming_it_and_the_create_writes_nothing(api, redis_down):
    runs, events = Run.objects.count(), Event.objects.count()
    response = api.post(URL, external_fields(create_key="redis-down"), format="json")
    assert response.status_code == 503, response.content
    assert error_code(response) == "cache_unavailable"
    message = response.json()["error"]["message"]
    assert "cache" in message and "retry" in message and "Redis" in message, message
    assert (Run.objects.count(), Event.objects.count()) == (runs, events)


@pytest.mark.sqlite
def test_an_unreachable_cache_is_503_for_reads_and_for_a_wrong_key(api, redis_down):
    assert api.get(URL).status_code == 503
    api.credentials(HTTP_AUTHORIZATION="Bearer aok_nope_wrong")
    response = api.get(URL)
    assert response.status_code == 503
    assert error_code(response) == "cache_unavailable"
