"""Bulk jobs over the REST API: roles, preview, create (refusals write nothing), idempotency, progress."""

from __future__ import annotations

import json
import re

import pytest

from agentops.core.events import EventType
from approvals.bulk import selectors, services
from approvals.models import BulkJob
from runs.models import Event, Run, ToolExecution
from runs.services import run_create
from tests.api.conftest import URL, api, external_fields, raw_key  # noqa: F401  (api, raw_key: fixtures)
from tests.bulk.conftest import previewed
from tests.dashboard.conftest import in_doubt_email

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

JOBS = "/api/v1/bulk-jobs/"
PREVIEW = "/api/v1/bulk-jobs/preview/"


def post(client, body: dict):
    return client.post(JOBS, json.dumps(body), content_type="application/json")


def error(response) -> dict:
    return response.json()["error"]


@pytest.mark.parametrize(
    ("user", "action", "allowed"),
    [("viewer", "approve", False), ("operator", "approve", False), ("approver", "approve", True),
     ("approver", "retry", False), ("operator", "retry", True), ("admin", "dead_letter", True)],
)  # fmt: skip
def test_previews_and_jobs_need_the_actions_role_and_viewers_may_read(login, payments, user, action, allowed):
    payments(1)
    client = login(user)
    preview = client.get(PREVIEW, {"action": action, "agent": "billing"})
    created = post(client, {"action": action, "agent": "billing", "reason": "checked", "expected": 1})
    if allowed:
        assert preview.status_code == 200
    else:
        assert preview.status_code == created.status_code == 403
        assert "role" in error(created)["message"] and not BulkJob.objects.exists()
    assert client.get(JOBS).status_code == 200


@pytest.mark.parametrize(
    ("user", "body", "status"),
    [("viewer", {"action": "approve"}, 403), ("viewer", {}, 403), ("viewer", {"action": "nonsense"}, 403),
     ("approver", {"action": "retry", "agent": "billing"}, 403), ("operator", {"action": "approve"}, 403),
     ("approver", {"action": "approve"}, 400), ("approver", {}, 400)],
)  # fmt: skip
def test_the_role_is_checked_before_the_rest_of_the_body(login, payments, user, body, status):
    """qa-viewer #5: a viewer's or an approver's incomplete create body (no reason, no expected count) was a 400
    ``invalid_input`` and only a complete one the 403 for the role. The role comes first now; someone who may take the
    action asked (or, with none asked, some action) is told what the body lacks. Nothing is written either way."""
    payments(1)
    client = login(user)
    created = post(client, body)
    assert created.status_code == status
    if status == 403:
        preview = client.get(PREVIEW, body)
        assert preview.status_code == 403 and "role" in error(preview)["message"]
        assert "role" in error(created)["message"]
    assert not BulkJob.objects.exists()


def test_no_role_and_agent_keys_are_refused(login, client, payments):
    payments(1)
    assert login("nobody").get(JOBS).status_code == 403
    client.logout()
    assert client.get(JOBS).status_code in (401, 403)


def test_preview_counts_samples_and_says_the_phrase(login, payments):
    payments(3)
    body = login("approver").get(PREVIEW, {"action": "approve", "status": "WAITING_MANUAL_CONFIRM"}).json()
    assert body["count"] == 3 and len(body["sample"]) == 3 and body["amount"] == "3,750 EUR"
    assert body["needs_confirmation"] and body["phrase"] == "approve 3 totalling 3,750 EUR" and not body["too_many"]
    first = body["sample"][0]
    assert first["tool"] == "pay_invoice" and first["run_status"] == "WAITING_MANUAL_CONFIRM"
    assert json.loads(first["args"])["currency"] == "EUR"


@pytest.mark.parametrize(
    ("query", "field"),
    [({"action": "pay"}, "action"), ({"action": "approve", "status": "BOGUS"}, "status"),
     ({"action": "approve", "range": "1y"}, "range"), ({"action": "approve", "stauts": "FAILED"}, "stauts"),
     ({"action": "approve", "args_hash": "xyz"}, "args_hash")],
)  # fmt: skip
def test_bad_filters_are_a_400_that_names_them(login, query, field):
    response = login("admin").get(PREVIEW, query)
    assert response.status_code == 400 and field in error(response)["details"]


def test_the_schema_says_what_args_hash_takes(login, payments):
    """schemathesis, live as an approver, sent ``args_hash`` values the schema allowed (any 1-16 characters) and got
    400: the schema's pattern is the rule the server applies (16 hex digits, either case), in the query and the body."""
    payments(1)
    schema = login("viewer").get("/api/schema/", {"format": "json"}).json()
    param = next(p for p in schema["paths"][PREVIEW]["get"]["parameters"] if p["name"] == "args_hash")
    body = schema["components"]["schemas"]["CreateInputRequest"]["properties"]["args_hash"]
    good = ToolExecution.objects.get(status="WAITING_MANUAL_CONFIRM")
    good = selectors.args_hash(good.args)
    for value, accepted in ((good, True), (good.upper(), True), ("0" * 15 + "g", False), ("0" * 15, False),
                            (" " + good[1:], False), ("0" * 17, False)):  # fmt: skip
        for rule in (param["schema"], body):
            assert bool(re.search(rule["pattern"], value)) is accepted, (value, rule)
        response = login("approver").get(PREVIEW, {"action": "approve", "args_hash": value})
        assert (response.status_code == 200) is accepted, response.content
        if not accepted:
            assert list(error(response)["details"]) == ["args_hash"]


def test_create_approves_every_held_call_once_with_actor_and_reason(login, payments, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "CONFIRM_AMOUNT": 0}
    runs = payments(2)
    client = login("approver")
    body = {"action": "approve", "agent": "billing", "reason": "month end", "expected": 2, "request_key": "k-1"}
    body["fingerprint"] = previewed()
    created = post(client, body)
    assert created.status_code == 201, created.content
    job = created.json()
    assert job["total"] == 2 and job["actor"] == "approver" and job["selection"]["filters"] == {"agent": "billing"}
    services.execute_job(job["id"])
    again = post(client, body)  # a double submit: the first job, nothing new
    assert again.status_code == 200 and again.json()["id"] == job["id"] and BulkJob.objects.count() == 1
    # the key with another action or selection is no repeat: it answered the first job (200) and the operator
    # read "reject made" where nothing was (probe: retry over FAILED, then dead_letter over RECOVERING, same key)
    for other in ({"action": "reject"}, {"agent": "ticket"}, {"tool": "pay_invoice"}):
        refused = post(client, body | other)
        assert refused.status_code == 409 and error(refused)["code"] == "bulk_request_conflict", refused.content
        assert f"made job {job['id']}" in error(refused)["message"] and BulkJob.objects.count() == 1
    # another approver's request with the same key answered this job (200, "approver"'s reason): theirs was dropped
    refused = post(login("admin"), body | {"reason": "my own month end"})
    assert refused.status_code == 409 and error(refused)["code"] == "bulk_request_conflict", refused.content
    assert "used by another user" in error(refused)["message"] and "made job" not in error(refused)["message"]
    assert BulkJob.objects.count() == 1
    progress = client.get(f"{JOBS}{job['id']}/").json()
    assert progress["status"] == "DONE" and progress["counts"] == {"DONE": 2} and progress["percent"] == 100
    for run in runs:
        grants = Event.objects.filter(run=run, type=EventType.MANUAL_CONFIRM_GRANTED).values_list("payload", flat=True)
        assert [json.loads(p)["actor"] for p in grants] == ["approver"]
    assert [j["id"] for j in client.get(JOBS).json()] == [job["id"]]


@pytest.mark.parametrize(
    ("change", "status", "code", "message"),
    [({"reason": ""}, 400, "invalid_input", ""), ({"expected": 2}, 409, "bulk_stale", "preview again"),
     ({"confirmation": "approve 2"}, 400, "bulk_refused", "type 'approve 3 totalling 3,750 EUR'"),
     ({"confirmation": "approve 3"}, 400, "bulk_refused", "type 'approve 3 totalling 3,750 EUR'"),
     ({"status": "COMPLETED"}, 400, "bulk_refused", "nothing to approve")],
)  # fmt: skip
def test_refused_creates_write_nothing(login, payments, change, status, code, message):
    payments(3)
    body = {
        "action": "approve",
        "reason": "ok",
        "expected": 3,
        "confirmation": "approve 3 totalling 3,750 EUR",
        "fingerprint": previewed(),
    } | change
    response = post(login("approver"), body)
    assert response.status_code == status and error(response)["code"] == code
    assert message in error(response)["message"]
    assert not BulkJob.objects.exists()
    assert ToolExecution.objects.filter(status="WAITING_MANUAL_CONFIRM").count() == 3


def test_an_unknown_job_is_404_and_progress_lists_why_items_were_skipped(login, payments, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "CONFIRM_AMOUNT": 0}
    payments(1)
    client = login("approver")
    assert client.get(f"{JOBS}999999/").status_code == 404
    job = post(
        client, {"action": "reject", "reason": "no", "expected": 1, "fingerprint": previewed(action="reject")}
    ).json()
    ToolExecution.objects.update(status="REJECTED")  # someone decided it first
    services.execute_job(job["id"])
    progress = client.get(f"{JOBS}{job['id']}/").json()
    assert progress["counts"] == {"SKIPPED": 1} and "REJECTED" in progress["problems"][0]["outcome"]
    # ASCII digits only, as the schema's pattern says: str.isdigit took a full-width id for this job (qa-travel8)
    wide = "".join(chr(0xFF10 + int(d)) for d in str(job["id"]))
    assert client.get(f"{JOBS}{wide}/").status_code == 404


def test_a_job_id_that_is_not_a_number_is_the_apis_json_404(login):
    response = login("viewer").get(f"{JOBS}null,null/")
    assert response.status_code == 404 and error(response)["code"] == "not_found"


@pytest.mark.parametrize("expected", [-1, 2**31, 10**30])
def test_an_expected_count_that_can_be_no_count_is_a_400_naming_it_not_a_409(login, payments, expected):
    payments(2)
    response = post(login("approver"), {"action": "approve", "reason": "ok", "expected": expected})
    assert response.status_code == 400 and error(response)["code"] == "invalid_input"
    assert list(error(response)["details"]) == ["expected"]
    assert not BulkJob.objects.exists()


def test_a_misspelt_filter_in_the_create_body_is_a_400_that_names_it_and_writes_nothing(login, payments):
    """Ignored, ``agnet`` would widen the selection to every held call (here the same 3 the count expects)."""
    payments(3)
    body = {
        "action": "approve",
        "agnet": "billing",
        "reason": "ok",
        "expected": 3,
        "confirmation": "approve 3 totalling 3,750 EUR",
    }
    response = post(login("approver"), body)
    assert response.status_code == 400 and error(response)["code"] == "invalid_input"
    assert error(response)["details"] == {"agnet": ["unknown field"]}
    assert not BulkJob.objects.exists()
    assert ToolExecution.objects.filter(status="WAITING_MANUAL_CONFIRM").count() == 3


def test_a_held_payment_whose_amount_cannot_be_read_needs_the_phrase(login, settings):
    """A bulk approve of payments whose amount the server cannot read ("€1,250.00") counted them for
    nothing: no total, no typed phrase, one click for any sum."""
    from runs.services import run_create
    from runs.worker.engine import drive_run

    agents = {**settings.AGENTOPS["AGENTS"], "amount-text": "tests.runs.factories:amount_text_agent"}
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": agents}
    run, _ = run_create(agent="amount-text", inputs={"amount": "€1,250.00"}, start=False)
    drive_run(run.id)
    client = login("approver")
    body = client.get(PREVIEW, {"action": "approve", "agent": "amount-text"}).json()
    assert body["count"] == 1 and body["needs_confirmation"] and body["phrase"] == "approve 1 with 1 amount not read"
    assert body["amount"] == "1 amount not read as a number (€1,250.00)"
    job = {"action": "approve", "agent": "amount-text", "reason": "checked", "expected": 1}
    job["fingerprint"] = body["fingerprint"]
    refused = post(client, job)
    assert refused.status_code == 400 and "type 'approve 1 with 1 amount not read'" in error(refused)["message"]
    assert not BulkJob.objects.exists()
    assert post(client, job | {"confirmation": "approve 1 with 1 amount not read"}).status_code == 201


def test_a_jobs_reason_is_shown_redacted_as_on_the_runs_pages(login, payments):
    """The reason is journaled on every run, where the timeline shows it redacted; the bulk job's own page and
    API showed it (and its cancel reason) raw to every viewer."""
    payments(1)
    body = {"action": "reject", "reason": "jane.roe@example.com asked", "expected": 1, "confirmation": "reject 1"}
    body["fingerprint"] = previewed(action="reject")
    made = post(login("approver"), body)
    assert made.status_code == 201
    job = made.json()["id"]
    BulkJob.objects.filter(pk=job).update(selection={"filters": {"q": "jane.roe@example.com"}})  # as typed
    services.bulk_cancel(job_id=job, actor="approver", reason="wrong set, call +44 20 7946 0958")
    viewer = login("viewer")
    for shown in (viewer.get(f"{JOBS}{job}/").content, viewer.get(JOBS).content, viewer.get(f"/bulk/{job}/").content):
        text = shown.decode()
        assert "jane.roe@example.com" not in text and "7946 0958" not in text
        assert "<email:" in text or "&lt;email:" in text


def test_a_jobs_reason_is_shown_with_the_names_its_runs_reveal(login):
    """qa-ops7: a bulk reject "for Ann Lee, who cancelled" was shown raw on the job's page and API above the runs'
    ids, while each run's page shows her name — its inputs' ``customer`` — as ``<name:…>`` in the same reason
    journaled there: the job's reasons were redacted by the rules for any text only, not with its runs' names."""
    from runs.worker.engine import drive_run

    run, _ = run_create(
        agent="billing",
        inputs={"invoice": "INV-9", "amount": 12, "currency": "EUR", "customer": "Ann Lee"},
        start=False,
    )
    drive_run(run.id)
    body = {"action": "reject", "reason": "for Ann Lee, who cancelled", "expected": 1}
    body["fingerprint"] = previewed(action="reject")
    made = post(login("approver"), body)
    assert made.status_code == 201
    job = made.json()["id"]
    services.bulk_cancel(job_id=job, actor="approver", reason="Ann Lee changed her mind")
    viewer = login("viewer")
    assert "Ann Lee" not in viewer.get(f"/runs/{run.id}/").content.decode()  # the run's page names her not
    for shown in (viewer.get(f"{JOBS}{job}/").content, viewer.get(JOBS).content, viewer.get(f"/bulk/{job}/").content):
        text = shown.decode()
        assert "Ann Lee" not in text and ("<name:" in text or "&lt;name:" in text)
    assert BulkJob.objects.get(pk=job).reason == "for Ann Lee, who cancelled"  # the record keeps it


def test_resume_selects_no_api_driven_run_in_doubt(login, monkeypatch, api):  # noqa: F811
    """A bulk resume over RECOVERING counted the API-driven runs in doubt, which resume_run always refuses (the
    server cannot re-check their calls by key): the operator confirmed 'resume 2' and got a job with a failed item.
    The preview now selects only the runs it can resume; their calls are decided on the recovery console."""
    server = in_doubt_email(monkeypatch).run_id
    ext = api.post(URL, external_fields(), format="json").json()["id"]
    Run.objects.filter(id=ext).update(status="RECOVERING")
    preview = login("operator").get(PREVIEW, {"action": "resume", "status": "RECOVERING"}).json()
    assert preview["count"] == 1 and [t["run_id"] for t in preview["sample"]] == [server]
    dead = login("operator").get(PREVIEW, {"action": "dead_letter", "status": "RECOVERING"}).json()
    assert dead["count"] == 2  # what an operator can do about the API-driven one


def test_the_previews_sample_says_why_the_gate_holds_each_call(login, payments):
    """Each held call of an approve preview says why it waits, as its card in the approvals queue does (before,
    the sample showed the tool and its arguments alone)."""
    payments(2)
    body = login("approver").get(PREVIEW, {"action": "approve", "status": "WAITING_MANUAL_CONFIRM"}).json()
    assert [target["held_for"] for target in body["sample"]] == ["tool name says 'pay'"] * 2
