"""A run-level bulk job acts on the runs as its preview showed them, not only on the same runs (qa-ops4, 6 Dec 2026).

Found from outside: an operator previewed "dead-letter" for one FAILED run (the stuck page's link, ``run=<id>``);
meanwhile a colleague pressed *Retry now* on it ("the provider is back"). The preview's fingerprint named the set of
run ids only, and the retried run (PENDING) was still dead-letterable, so the same set: the job was made and
dead-lettered the run the colleague had just retried, its item saying only "done: dead-lettered". The executor leaves
alone a run decided on *after the job was made*; the decision made between the preview and the confirm was lost.
A run-level preview now names each run with its journal head, so anything journaled on one of them since (a retry,
an approval, a decision) is a 409 "preview again" that writes nothing.
"""

from __future__ import annotations

import json
import re

import pytest

from approvals import services as decisions
from approvals.models import BulkJob
from runs.models import Run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

JOBS = "/api/v1/bulk-jobs/"
PREVIEW = "/api/v1/bulk-jobs/preview/"


def test_a_page_dead_letter_of_a_run_retried_since_its_preview_is_refused(login, failed_runs):
    (run,) = failed_runs(1)
    client = login("operator")
    page = client.get("/bulk/preview/", {"action": "dead_letter", "run": run.id}).content.decode()
    form = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', page))
    assert form["expected"] == "1"
    decisions.retry_run(run_id=run.id, actor="oli", reason="the provider is back")  # a colleague, meanwhile
    assert Run.objects.get(id=run.id).status == "PENDING"
    refused = client.post("/bulk/create/", form | {"reason": "give up on it"})
    assert refused.status_code == 409, refused.content
    assert "preview again" in refused.content.decode()
    assert not BulkJob.objects.exists()
    assert Run.objects.get(id=run.id).status == "PENDING"


def test_an_api_dead_letter_of_a_run_retried_since_its_preview_is_refused_and_a_new_preview_goes_through(
    login, failed_runs
):
    runs = failed_runs(2)
    client = login("operator")
    seen = client.get(PREVIEW, {"action": "dead_letter", "agent": "flaky"}).json()
    assert seen["count"] == 2
    decisions.retry_run(run_id=runs[0].id, actor="oli", reason="the provider is back")
    body = {"action": "dead_letter", "agent": "flaky", "reason": "give up", "expected": 2}
    refused = client.post(
        JOBS, json.dumps(body | {"fingerprint": seen["fingerprint"]}), content_type="application/json"
    )
    assert refused.status_code == 409, refused.content
    assert refused.json()["error"]["code"] == "bulk_stale"
    assert not BulkJob.objects.exists()
    again = client.get(PREVIEW, {"action": "dead_letter", "agent": "flaky"}).json()  # it shows the retried run now
    assert again["count"] == 2 and again["fingerprint"] != seen["fingerprint"]
    made = client.post(JOBS, json.dumps(body | {"fingerprint": again["fingerprint"]}), content_type="application/json")
    assert made.status_code == 201, made.content


def test_a_preview_unchanged_keeps_its_fingerprint(login, failed_runs):
    failed_runs(2)
    client = login("operator")
    first = client.get(PREVIEW, {"action": "retry", "agent": "flaky"}).json()["fingerprint"]
    assert client.get(PREVIEW, {"action": "retry", "agent": "flaky"}).json()["fingerprint"] == first


def test_an_api_dead_letter_without_the_fingerprint_of_a_run_retried_since_is_refused_naming_the_preview(
    login, failed_runs
):
    """Found from outside (qa-ops4): the API kept ``fingerprint`` optional for a run-level action, so a client that
    left it out had only the count checked, and its dead-letter of a run a colleague had just retried went through
    (201, the run dead-lettered). Every create now needs the preview's fingerprint: 400 naming it and the preview."""
    runs = failed_runs(2)
    client = login("operator")
    assert client.get(PREVIEW, {"action": "dead_letter", "agent": "flaky"}).json()["count"] == 2
    decisions.retry_run(run_id=runs[0].id, actor="oli", reason="the provider is back")  # a colleague, meanwhile
    body = {"action": "dead_letter", "agent": "flaky", "reason": "give up", "expected": 2}
    refused = client.post(JOBS, json.dumps(body), content_type="application/json")
    assert refused.status_code == 400, refused.content
    error = refused.json()["error"]
    assert error["code"] == "bulk_refused" and list(error["details"]) == ["fingerprint"]
    assert "fingerprint is required" in error["message"] and "/api/v1/bulk-jobs/preview/" in error["message"]
    assert not BulkJob.objects.exists()
    assert Run.objects.get(id=runs[0].id).status == "PENDING"


@pytest.mark.parametrize("action", ["retry", "resume", "dead_letter"])
def test_a_run_level_create_without_the_fingerprint_writes_nothing(login, failed_runs, action):
    failed_runs(2)
    client = login("operator")
    assert client.get(PREVIEW, {"action": action, "agent": "flaky"}).json()["count"] == 2
    body = {"action": action, "agent": "flaky", "reason": "the provider is back", "expected": 2, "request_key": "k1"}
    refused = client.post(JOBS, json.dumps(body), content_type="application/json")
    assert refused.status_code == 400 and list(refused.json()["error"]["details"]) == ["fingerprint"], refused.content
    assert not BulkJob.objects.exists()
    assert set(Run.objects.values_list("status", flat=True)) == {"FAILED"}
