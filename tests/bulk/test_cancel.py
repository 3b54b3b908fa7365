"""Cancelling a bulk job: it stops between items on the embedded default's real executor (the in-process
pool, on this test's PostgreSQL or SQLite), the items not yet started are never acted on, and a refused
cancel (finished job, no reason, the wrong role) writes nothing — in the service, the API and the page."""

from __future__ import annotations

import json
import threading
import time

import pytest
from django.db import connections

from agentops.core.events import EventType
from approvals.bulk import selectors, services
from approvals.models import BulkAction, BulkItem, BulkJob, ItemState, JobStatus
from runs.models import Event, Run, ToolExecution
from runs.worker import dispatch
from tests.bulk.conftest import previewed

JOBS = "/api/v1/bulk-jobs/"


def wait_until(condition, what: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.02)


def approve(n: int) -> BulkJob:
    return services.bulk_create(
        action="approve",
        actor="ann",
        reason="month end",
        runs=Run.objects.all(),
        expected=n,
        confirmation=f"approve {n} totalling {n * 1250:,} EUR",
        fingerprint=previewed(),
    )


@pytest.mark.sqlite
@pytest.mark.django_db(transaction=True)
def test_a_cancel_stops_the_running_job_between_items_and_later_items_are_never_acted_on(payments, monkeypatch):
    runs = payments(6)
    monkeypatch.setattr(dispatch, "_dispatch", lambda run_id, countdown: None)  # approved runs are not driven on
    entered: list[str] = []
    gate = threading.Semaphore(0)
    real = services.ACTIONS[BulkAction.APPROVE]

    def gated(job, item):  # each item waits until the test lets it through, then is really approved
        entered.append(item.run_id)
        assert gate.acquire(timeout=30), "the test never let this item through"
        return real(job, item)

    monkeypatch.setitem(services.ACTIONS, BulkAction.APPROVE, gated)
    monkeypatch.setenv("AGENTOPS_WORKER", "thread")  # the job goes to the in-process pool on commit
    job = approve(6)
    answers: list[BulkJob] = []

    def cancel() -> None:
        try:
            answers.append(services.bulk_cancel(job_id=job.pk, actor="oli", reason="wrong invoices"))
        finally:
            connections.close_all()

    canceller = threading.Thread(target=cancel)
    try:
        gate.release(2)
        wait_until(lambda: len(entered) == 3, "items 1 and 2 to be approved and item 3 to start")
        canceller.start()
        canceller.join(0.5)
        assert canceller.is_alive(), "the cancel must wait for the item in flight (the executor locks the job)"
        gate.release()  # item 3 was started before the cancel: it finishes
        canceller.join(30)
    finally:
        for _ in range(6):
            gate.release()  # never leave the executor blocked, whatever failed
        dispatch.wait_in_process()

    (answer,) = answers
    assert answer.status == JobStatus.CANCELLED and answer.cancelled_by == "oli"
    assert answer.cancel_reason == "wrong invoices" and answer.cancelled_at is not None and answer.lease_owner is None
    assert entered == [r.id for r in runs[:3]]  # the executor never started items 4–6
    states = dict(BulkItem.objects.filter(job=job).values_list("run_id", "state"))
    assert [states[r.id] for r in runs] == [ItemState.DONE] * 3 + [ItemState.CANCELLED] * 3
    held = dict(ToolExecution.objects.filter(tool="pay_invoice").values_list("run_id", "status"))
    assert [held[r.id] for r in runs] == ["APPROVED"] * 3 + ["WAITING_MANUAL_CONFIRM"] * 3
    statuses = dict(Run.objects.values_list("id", "status"))
    assert {statuses[r.id] for r in runs[3:]} == {"WAITING_MANUAL_CONFIRM"}
    granted = Event.objects.filter(type=EventType.MANUAL_CONFIRM_GRANTED).values_list("run_id", flat=True)
    assert sorted(granted) == sorted(r.id for r in runs[:3])
    progress = selectors.job_progress(job_id=job.pk, reader=None)
    assert progress.counts == {"DONE": 3, "CANCELLED": 3} and progress.handled == 3 and progress.percent == 50

    # idempotent for its maker: the first cancel stands (anyone else's is refused naming it, below)
    again = services.bulk_cancel(job_id=job.pk, actor="oli", reason="again")
    assert (again.cancelled_by, again.cancel_reason, again.cancelled_at) == (
        "oli",
        "wrong invoices",
        answer.cancelled_at,
    )
    assert services.sweep_jobs(now=answer.cancelled_at.replace(year=2100)) == {}  # nothing takes it up again
    assert services.execute_job(job.pk) == "not claimed: done, or another executor holds it"


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_queued_job_cancelled_before_any_executor_acts_on_nothing(payments):
    payments(2)
    job = approve(2)  # AGENTOPS_WORKER=none here: nobody executes it yet
    services.bulk_cancel(job_id=job.pk, actor="ann", reason="wrong filter")
    assert services.execute_job(job.pk) == "not claimed: done, or another executor holds it"
    assert set(BulkItem.objects.values_list("state", flat=True)) == {ItemState.CANCELLED}
    assert ToolExecution.objects.filter(status="WAITING_MANUAL_CONFIRM").count() == 2


def snapshot(job: BulkJob) -> tuple:
    job.refresh_from_db()
    items = sorted(BulkItem.objects.filter(job=job).values_list("state", "outcome"))
    return job.status, job.cancelled_by, job.cancel_reason, job.cancelled_at, job.finished_at, items


@pytest.mark.sqlite
@pytest.mark.django_db
def test_refused_cancels_write_nothing(payments):
    payments(2)
    job = approve(2)
    before = snapshot(job)
    with pytest.raises(services.BulkRefused, match="reason is required"):
        services.bulk_cancel(job_id=job.pk, actor="ann", reason="  ")
    assert snapshot(job) == before
    services.execute_job(job.pk)
    done = snapshot(job)
    with pytest.raises(services.BulkFinished, match="already finished"):
        services.bulk_cancel(job_id=job.pk, actor="ann", reason="too late")
    assert snapshot(job) == done and done[0] == JobStatus.DONE


def cancel_api(client, job_id, body):
    return client.post(f"{JOBS}{job_id}/cancel/", json.dumps(body), content_type="application/json")


@pytest.mark.sqlite
@pytest.mark.django_db
def test_the_api_cancels_with_the_actions_role_answers_the_same_twice_and_409s_a_finished_job(login, payments):
    payments(2)
    job = approve(2)
    before = snapshot(job)
    for user in ("viewer", "operator"):  # approve needs the approver role, to cancel too
        refused = cancel_api(login(user), job.pk, {"reason": "stop"})
        assert refused.status_code == 403 and "approver role" in refused.json()["error"]["message"]
    client = login("approver")
    assert cancel_api(client, job.pk, {}).status_code == 400
    assert snapshot(job) == before
    first = cancel_api(client, job.pk, {"reason": "wrong invoices"})
    assert first.status_code == 200, first.content
    body = first.json()
    assert (
        body["status"] == "CANCELLED"
        and body["cancelled_by"] == "approver"
        and body["cancel_reason"] == "wrong invoices"
    )
    again = cancel_api(client, job.pk, {"reason": "once more"})
    assert again.status_code == 200 and again.json() == body
    progress = client.get(f"{JOBS}{job.pk}/").json()
    assert progress["status"] == "CANCELLED" and progress["counts"] == {"CANCELLED": 2} and progress["handled"] == 0
    assert cancel_api(client, 999999, {"reason": "x"}).status_code == 404

    done = approve(2)  # the cancelled job approved nothing: both calls are still held
    services.execute_job(done.pk)
    finished = snapshot(done)
    late = cancel_api(client, done.pk, {"reason": "too late"})
    assert late.status_code == 409 and late.json()["error"]["code"] == "bulk_finished"
    assert "already finished" in late.json()["error"]["message"] and snapshot(done) == finished


@pytest.mark.sqlite
@pytest.mark.django_db
def test_the_job_page_offers_cancel_to_the_actions_role_only_and_shows_who_cancelled(login, payments):
    payments(2)
    job = approve(2)
    page = f"/bulk/{job.pk}/"
    assert 'data-testid="bulk-cancel-form"' not in login("viewer").get(page).content.decode()
    assert login("viewer").post(f"{page}cancel/", {"reason": "stop"}).status_code == 403
    assert snapshot(job)[0] == JobStatus.QUEUED
    client = login("approver")
    assert 'data-testid="bulk-cancel-form"' in client.get(page).content.decode()
    refused = client.post(f"{page}cancel/", {"reason": ""})
    assert refused.status_code == 400 and snapshot(job)[0] == JobStatus.QUEUED
    assert f'data-page-url="{page}"' in refused.content.decode()  # a reload GETs the job page, cancels nothing
    assert client.post(f"{page}cancel/", {"reason": "wrong invoices"})["Location"] == page
    html = client.get(page).content.decode()
    assert 'data-testid="bulk-cancelled"' in html and "wrong invoices" in html and "CANCELLED" in html
    assert 'data-testid="bulk-cancel-form"' not in html and f'hx-get="{page}"' not in html  # finished: no poll

    done = approve(2)  # the cancelled job approved nothing: both calls are still held
    services.execute_job(done.pk)
    late = client.post(f"/bulk/{done.pk}/cancel/", {"reason": "too late"})
    assert late.status_code == 409 and "already finished" in late.content.decode()


@pytest.mark.sqlite
def test_the_openapi_schema_documents_the_cancel():
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    operation = schema["paths"]["/api/v1/bulk-jobs/{job_id}/cancel/"]["post"]
    assert operation["operationId"] == "bulk_jobs_cancel" and {"200", "403", "409"} <= set(operation["responses"])
    body = operation["requestBody"]["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]
    assert schema["components"]["schemas"][body]["required"] == ["reason"]
    job = schema["components"]["schemas"]["JobOutput"]["properties"]
    assert {"cancelled_by", "cancelled_at", "cancel_reason"} <= set(job)


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_colleagues_cancel_of_a_job_cancelled_since_her_page_is_a_409_naming_who_cancelled_it(login, payments):
    """Two approvers on a running job's page: the second one's *Cancel*, sent after the first's, was answered 200 with
    the job as if her cancel had stopped it (her reason dropped, nothing said). Now a 409 naming who cancelled it, when
    and why; the first one's cancel again is still answered as made."""
    from django.test import Client

    from tests.dashboard.conftest import make_user

    payments(2)
    job = approve(2)
    first = login("approver")
    assert cancel_api(first, job.pk, {"reason": "wrong invoices"}).status_code == 200
    cancelled = snapshot(job)
    second = Client()
    second.force_login(make_user("bea", "approver"))
    late = cancel_api(second, job.pk, {"reason": "stop it"})
    assert late.status_code == 409 and late.json()["error"]["code"] == "bulk_finished", late.content
    message = late.json()["error"]["message"]
    assert f"bulk job {job.pk} was already cancelled by approver at " in message and "wrong invoices" in message
    page = second.post(f"/bulk/{job.pk}/cancel/", {"reason": "stop it"})
    assert page.status_code == 409 and "already cancelled by approver" in page.content.decode()
    assert cancel_api(first, job.pk, {"reason": "once more"}).status_code == 200
    assert snapshot(job) == cancelled
