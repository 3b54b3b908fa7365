"""A run FAILED for good — no automatic retry, it waits for an operator's Retry — is told like the other waits.

Found from outside (qa-operator, 6 Dec 2026): the demo's budget-failed ticket run and a run failed by a permanent model
error waited for an operator on the Stuck page only; no e-mail or webhook ever named them (the failed run was told once
an operator dead-lettered it). A run failed with a retry scheduled needs no one: it is not told.
"""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.utils import timezone

from approvals.models import Notice
from approvals.notify import deliver
from approvals.services import retry_run
from runs.models import Run
from runs.services import run_create
from runs.worker.engine import drive_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture(autouse=True)
def _decisions_only(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")


def failed_for_good() -> Run:
    """A billing run whose invoice its model cannot read: a permanent ModelError, FAILED, no retry scheduled."""
    inputs = {"invoice": "", "amount": 10, "currency": "EUR", "customer": "Ann Lee"}
    run, _ = run_create(agent="billing", inputs=inputs, start=False)
    drive_run(run.id)
    run = Run.objects.get(id=run.id)
    assert run.status == "FAILED" and run.next_retry_at is None
    return run


def failing_again(settings, monkeypatch, tmp_path) -> Run:
    """A run whose model timed out once: FAILED with its automatic retry scheduled (nobody needs to act)."""
    monkeypatch.setenv("FLAKY_FILE", str(tmp_path / "failures"))
    monkeypatch.setenv("FLAKY_FAILURES", "1")
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "flaky": "tests.runs.factories:flaky_agent"},
    }
    run, _ = run_create(agent="flaky", inputs={"task": "t"}, start=False)
    drive_run(run.id)
    run = Run.objects.get(id=run.id)
    assert run.status == "FAILED" and run.next_retry_at is not None
    return run


def test_a_run_failed_for_good_is_told_once_with_its_cause_and_a_link(
    receiver, notify, settings, monkeypatch, tmp_path
):
    notify(webhook=receiver.url + "/hook")
    failed = failed_for_good()
    retrying = failing_again(settings, monkeypatch, tmp_path)
    deliver.run()
    (request,) = receiver.requests
    body = json.loads(request.body)
    assert [(n["kind"], n["run_id"]) for n in body["notices"]] == [("failed", failed.id)]
    (notice,) = body["notices"]
    assert notice["label"] == "failed, waiting for an operator" and notice["detail"] == "ModelError"
    assert notice["url"] == f"https://ops.example.com/runs/{failed.id}/"
    assert "1 failed, waiting for an operator" in body["summary"] and retrying.id not in request.body.decode()
    deliver.run(now=timezone.now() + timedelta(minutes=5))
    assert len(receiver.requests) == 1 and Notice.objects.count() == 1  # told once


def test_a_failed_run_retried_before_its_message_was_due_is_not_announced(receiver, notify):
    notify(webhook=receiver.url + "/hook", window=60)
    receiver.answers = [500]
    failed_for_good()
    t0 = timezone.now()
    deliver.run(now=t0)  # batched, the receiver refuses: retried later
    (run_id,) = Notice.objects.values_list("run_id", flat=True)
    retry_run(run_id=run_id, actor="oli", reason="fixed the invoice data")
    deliver.run(now=t0 + timedelta(minutes=5))
    assert len(receiver.requests) == 1  # the retry's send had nothing left to tell
