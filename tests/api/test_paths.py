"""Paths under /api/ that name no endpoint, and endpoints without their trailing slash.

- An unknown path (`/api/v1/nothing/`, `/api/v2/runs/`, a doubled slash) is 404 `not_found` in the API's JSON
  envelope, not the dashboard's HTML page: an agent's client reads `error.code` from every answer.
- An endpoint's path without its trailing slash is 308 to the path with it: a 308 keeps the method and the body
  (Django's 301 made clients that follow it send a POST again as a GET — `POST /api/v1/runs` became a
  `GET /api/v1/runs/` that answered 200 with a list, and no run was created). The redirect itself writes nothing.
"""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from runs.models import Event, Run
from tests.api.conftest import URL, error_code, external_fields

pytestmark = pytest.mark.django_db


@pytest.fixture
def api(raw_key):  # type: ignore[no-untyped-def]
    """A key's client as a real server sees it: CSRF checked (the test client skips it unless asked)."""
    client = APIClient(enforce_csrf_checks=True)
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    return client


@pytest.mark.sqlite
@pytest.mark.parametrize(
    "path", ["/api/v1/nothing/", "/api/v2/runs/", "/api/v1/runs//", "/api/v1//runs/", "/api/", "/api/v1/", "/api/v1"]
)
def test_an_unknown_api_path_is_a_json_404(api, path):
    for response in (api.get(path), api.post(path, {}, format="json")):
        assert response.status_code == 404, (path, response.status_code)
        assert response["Content-Type"].startswith("application/json")
        assert error_code(response) == "not_found"
        assert path in response.json()["error"]["message"]


@pytest.mark.sqlite
def test_an_endpoint_without_its_trailing_slash_is_308_keeping_the_method_and_body(api, run):
    runs, events = Run.objects.count(), Event.objects.count()
    response = api.post(URL.rstrip("/"), external_fields(create_key="no-slash"), format="json")
    assert response.status_code == 308
    assert response["Location"].endswith(URL)
    assert error_code(response) == "trailing_slash"
    assert (Run.objects.count(), Event.objects.count()) == (runs, events)
    followed = api.post(response["Location"], external_fields(create_key="no-slash"), format="json")
    assert followed.status_code == 201
    lease = api.post(f"{URL}{run.id}/lease/renew", {**run.fence, "seconds": 5}, format="json")
    assert lease.status_code == 308 and lease["Location"].endswith(f"{URL}{run.id}/lease/renew/")
    got = api.get(f"{URL}{run.id}?x=1")
    assert got.status_code == 308 and got["Location"].endswith(f"{URL}{run.id}/?x=1")
