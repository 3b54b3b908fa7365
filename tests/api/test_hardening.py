"""Issue 13, findings 5–8 on the API: every bad request is a specific 4xx in the JSON envelope and writes nothing.

Sizes and body types go through real HTTP (``live_server``): Django's own limits answer before any
view, so only a real request shows what a client gets.
"""

from __future__ import annotations

import json

import httpx
import pytest
from django.contrib.auth.models import Group, User
from rest_framework.test import APIClient

from agentops.core.canon import MAX_JSON_DEPTH
from runs.api.keys import api_key_create
from runs.models import Event, Run
from runs.roles import VIEWER
from tests.api.conftest import AGENT, URL, error_code, external_fields

pytestmark = pytest.mark.django_db


# -- 5: Accept: text/html ---------------------------------------------------------------------------
@pytest.mark.sqlite
def test_a_key_asking_for_html_gets_406_before_the_lease_is_taken(api):
    run_id = api.post(URL, external_fields(), format="json").json()["id"]
    before = Event.objects.filter(run_id=run_id).count()
    response = api.post(f"{URL}{run_id}/lease/", {"owner": "bot"}, format="json", HTTP_ACCEPT="text/html")
    assert response.status_code == 406 and error_code(response) == "not_acceptable"
    run = Run.objects.get(id=run_id)
    assert run.lease_owner in (None, "") and run.fencing_token == 0
    assert Event.objects.filter(run_id=run_id).count() == before
    assert api.post(f"{URL}{run_id}/lease/", {"owner": "bot"}, format="json").status_code == 200


def test_an_event_append_asking_for_html_writes_nothing(run):
    head = run.head()
    body = run.fence | {"expected_seq": head, "events": [{"type": "StepCommitted", "payload": {"step": 0}}]}
    response = run.api.post(f"{URL}{run.id}/events/", body, format="json", HTTP_ACCEPT="text/html")
    assert response.status_code == 406 and response["Content-Type"] == "application/json"
    assert Event.objects.filter(run_id=run.id).count() == head


@pytest.mark.sqlite
def test_browsers_accept_header_still_gets_json(api):
    accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    response = api.get(URL, HTTP_ACCEPT=accept)
    assert response.status_code == 200 and response.json()["results"] == []


@pytest.mark.sqlite
def test_api_docs_with_a_key_or_a_session(raw_key):
    keyed = APIClient()
    keyed.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    page = keyed.get("/api/docs/")
    assert page.status_code == 200 and b"swagger-ui" in page.content
    script = keyed.get("/api/docs/?script=")
    assert script.status_code == 200 and b"/api/schema/" in script.content
    assert keyed.get("/api/schema/").status_code == 200
    viewer = User.objects.create_user("vic", password="pw-123456789")
    viewer.groups.add(Group.objects.get_or_create(name=VIEWER)[0])
    session = APIClient()
    session.force_login(viewer)
    assert session.get("/api/docs/").status_code == 200


# -- 6: deep JSON -----------------------------------------------------------------------------------
@pytest.mark.sqlite
@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 5000, 100_000])
def test_deeply_nested_json_is_400_and_creates_nothing(api, depth):
    body = json.dumps(external_fields()).replace(
        '"inputs": {', '"inputs": {"deep": ' + "[" * depth + "]" * depth + ", ", 1
    )
    response = api.generic("POST", URL, body, content_type="application/json")
    assert response.status_code == 400 and error_code(response) == "json_too_deep"
    assert Run.objects.count() == 0


@pytest.mark.sqlite
def test_nesting_up_to_the_limit_is_accepted(api):
    nested: object = 1
    for _ in range(MAX_JSON_DEPTH - 2):  # the body object and "inputs" are two levels
        nested = [nested]
    response = api.post(URL, external_fields(inputs={"deep": nested}), format="json")
    assert response.status_code == 201, response.json()


# -- 7: another agent's run id as a cursor --------------------------------------------------------
def test_a_cursor_naming_another_agents_run_answers_like_an_unknown_id(api, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**settings.AGENTOPS["AGENTS"], "other-external": "external"}}
    mine = [api.post(URL, external_fields(create_key=f"m{i}"), format="json").json()["id"] for i in range(2)]
    other = APIClient()
    other.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='other-external')[1]}")
    theirs = other.post(URL, external_fields(agent="other-external"), format="json").json()["id"]
    unknown = api.get(URL, {"after": "run_" + "0" * 24}).json()  # well-formed, names no run
    foreign = api.get(URL, {"after": theirs}).json()
    assert foreign == unknown == {"results": [], "next_after": None}
    own = api.get(URL, {"after": mine[1]}).json()  # newest first: after the newer comes the older
    assert [r["id"] for r in own["results"]] == [mine[0]]


@pytest.mark.sqlite
@pytest.mark.parametrize("cursor", ["zzz", "run_doesnotexist00", "run_" + "0" * 23, "RUN_" + "0" * 24, " run_"])
def test_a_cursor_the_server_never_issues_is_a_400_naming_it(api, cursor):
    # `?after=zzz` answered 200 with an empty page, like a real end of the list (qa-external)
    api.post(URL, external_fields(), format="json")
    response = api.get(URL, {"after": cursor})
    assert response.status_code == 400 and error_code(response) == "invalid_cursor"
    assert response.json()["error"]["message"] == (
        "`after` is not a run id this server issues (run_ and 24 hex digits, or 16 for older runs): "
        "pass the next_after of the previous page"
    )
    assert api.get(URL, {"after": "run_" + "f" * 16}).json() == {"results": [], "next_after": None}  # older form


# -- 8: size and type of bodies over real HTTP --------------------------------------------------------
@pytest.fixture
def http(live_server, raw_key):
    with httpx.Client(base_url=live_server.url, headers={"Authorization": f"Bearer {raw_key}"}, timeout=30) as client:
        yield client


def _envelope(response: httpx.Response) -> dict:
    assert response.headers["content-type"].startswith("application/json"), response.text[:200]
    body = response.json()
    assert set(body["error"]) == {"code", "message", "details"}
    return body["error"]


@pytest.mark.parametrize("size", [1_000_001, 3_000_000])
def test_a_body_over_the_limit_is_413_json(http, size):
    body = json.dumps(external_fields(inputs={"blob": "x" * size}))
    response = http.post("/api/v1/runs/", content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == 413 and _envelope(response)["code"] == "payload_too_large"
    assert Run.objects.count() == 0


@pytest.mark.parametrize("size", [10, 3_000_000])
def test_multipart_bodies_are_415_json(http, size):
    response = http.post(
        "/api/v1/runs/", data={"agent": AGENT}, files={"inputs": ("in.json", b"{" + b" " * size + b"}")}
    )
    expected = (413, "payload_too_large") if size > 1_000_000 else (415, "unsupported_media_type")
    assert (response.status_code, _envelope(response)["code"]) == expected
    assert Run.objects.count() == 0


def test_a_form_body_is_415_json_and_a_run_write_is_refused_before_it_is_read(http):
    run_id = http.post("/api/v1/runs/", json=external_fields()).json()["id"]
    response = http.post(f"/api/v1/runs/{run_id}/lease/", data={"owner": "bot"})
    assert response.status_code == 415 and _envelope(response)["code"] == "unsupported_media_type"
    assert Run.objects.get(id=run_id).fencing_token == 0


def test_nul_in_an_api_query_is_400_json(http):
    response = http.get("/api/v1/runs/", params={"reference": "a\x00b"})
    assert response.status_code == 400 and _envelope(response)["code"] == "invalid_input"
