"""A held call that expired unattended and was rejected automatically is told, once, with a link to its rejection.

Found from outside (qa-operator2 N2, 6 Dec 2026): with ``AGENTOPS_APPROVAL_TTL_SECONDS`` set and the ``reject``
outcome, a held 1,250 EUR payment nobody answered was rejected by ``system:expiry`` and its run went on; the approval
notice had been sent when it was held, but nothing said it had expired, so nobody knew the payment was never made.
"""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.utils import timezone

from approvals import services
from approvals.models import Notice
from approvals.notify import deliver
from approvals.tasks import expire_approvals
from approvals.tasks import notify as notify_task
from runs.models import Event, ToolExecution
from runs.roles import VIEWER
from tests.dashboard.conftest import make_user, waiting_payment

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture(autouse=True)
def _no_worker(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")


def expired_url(run_id: str) -> str:
    seq = Event.objects.get(run_id=run_id, type="ManualConfirmRejected").seq
    return f"https://ops.example.com/runs/{run_id}/#seq-{seq}"


def test_an_expired_approval_is_told_once_with_a_link_to_its_rejection(receiver, notify, client, settings):
    notify(webhook=receiver.url + "/hook")
    settings.AGENTOPS = {**settings.AGENTOPS, "APPROVAL_TTL_SECONDS": 3600}
    run = waiting_payment()
    answered = waiting_payment("INV-2")
    services.reject_call(
        execution_id=ToolExecution.objects.get(run=answered, tool="pay_invoice").id, actor="ann", reason="duplicate"
    )
    deliver.run()  # the approval notice of the held call, as before
    services.expire_requests(older_than=3600, outcome="reject", now=timezone.now() + timedelta(hours=2))
    deliver.run(now=timezone.now() + timedelta(minutes=2))
    assert len(receiver.requests) == 2
    (notice,) = json.loads(receiver.requests[1].body)["notices"]  # a human's rejection is no news
    told = (notice["kind"], notice["run_id"], notice["label"], notice["detail"])
    assert told == ("approval_expired", run.id, "approval expired, rejected automatically", "pay_invoice")
    assert notice["url"] == expired_url(run.id)
    client.force_login(make_user("vera", VIEWER))
    page = client.get(notice["url"].removeprefix("https://ops.example.com").split("#")[0]).content.decode()
    assert f'id="{notice["url"].split("#")[1]}"' in page and "system:expiry" in page
    deliver.run(now=timezone.now() + timedelta(minutes=4))
    assert len(receiver.requests) == 2 and Notice.objects.filter(kind="approval_expired").count() == 1  # once


@pytest.mark.django_db(transaction=True)
def test_both_beat_shapes_tell_it(receiver, notify, settings):
    """The embedded beat runs the expiry and notify jobs by name; Celery beat sends the same two tasks."""
    from runs.worker import housekeeping

    notify(webhook=receiver.url + "/hook", window=0)
    settings.AGENTOPS = {**settings.AGENTOPS, "APPROVAL_TTL_SECONDS": 1, "APPROVAL_EXPIRY_OUTCOME": "reject"}
    schedule = settings.CELERY_BEAT_SCHEDULE
    settings.CELERY_BEAT_SCHEDULE = {name: schedule[name] for name in ("approval-expiry", "notify")}
    embedded, celery = waiting_payment(), waiting_payment("INV-2")
    ToolExecution.objects.filter(run=embedded).update(requested_at=timezone.now() - timedelta(minutes=5))
    housekeeping.run_once()  # the approval-expiry job first, then notify (the schedule's order)
    ToolExecution.objects.filter(run=celery).update(requested_at=timezone.now() - timedelta(minutes=5))
    assert expire_approvals.apply().get() == {ToolExecution.objects.get(run=celery, tool="pay_invoice").id: "reject"}
    notify_task.apply().get()
    told = [n for r in receiver.requests for n in json.loads(r.body)["notices"] if n["kind"] == "approval_expired"]
    assert [(n["run_id"], n["url"]) for n in told] == [(r.id, expired_url(r.id)) for r in (embedded, celery)]
