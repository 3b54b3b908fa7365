"""A bulk job acts on its runs one after another (``AGENTOPS_BULK_PAUSE`` spaces a large one out over minutes): a run a
colleague acted on after the job was made is left alone, as a call decided first is. An operator's *Resume* of a
RECOVERING run (``RecoveryStarted`` in her name, no ``OperatorDecision``) was not counted: a dead-letter job went on
to dead-letter the run she had just resumed."""

from __future__ import annotations

import pytest

from approvals import services as decisions
from approvals.bulk import services
from approvals.models import BulkItem, ItemState
from runs.models import Run
from runs.worker.engine import drive_run
from tests.api.conftest import api, raw_key  # noqa: F401  (fixtures)
from tests.api.conftest import run as run_fixture  # noqa: F401
from tests.bulk.conftest import previewed
from tests.dashboard.conftest import in_doubt_email

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def test_a_run_a_colleague_resumed_after_the_job_was_made_is_not_dead_lettered(monkeypatch):
    resumed, other = in_doubt_email(monkeypatch, 1).run_id, in_doubt_email(monkeypatch, 2).run_id
    job = services.bulk_create(
        action="dead_letter", actor="oli", reason="relay retired", runs=Run.objects.all(), expected=2,
        fingerprint=previewed(action="dead_letter"),
    )  # fmt: skip
    decisions.resume_run(run_id=resumed, actor="ann", reason="the relay is back")
    drive_run(resumed)  # nothing can re-check its email: parked again on it, RECOVERING as the job saw it
    assert Run.objects.get(id=resumed).status == "RECOVERING"
    head = Run.objects.get(id=resumed).last_seq
    assert services.execute_job(job.pk) == "DONE"
    skipped = BulkItem.objects.get(job=job, run_id=resumed)
    assert skipped.state == ItemState.SKIPPED and "decided by ann at " in skipped.outcome, skipped.outcome
    assert Run.objects.get(id=resumed).status == "RECOVERING" and Run.objects.get(id=resumed).last_seq == head
    assert Run.objects.get(id=other).status == "DEAD_LETTER"


def test_an_api_driven_run_whose_agent_came_back_after_the_job_was_made_is_not_dead_lettered(
    run_fixture,  # noqa: F811
):
    """A dead-letter job over a run whose agent was gone (its payment approved, nobody came for it): the agent came
    back before the job reached the run — it paid, and now waits for an approver on the refund of its next step —,
    and the job dead-lettered it, the new held call with it: no decision since, so nothing said the run had moved.
    A dead letter, final, leaves alone a run journaled on by anyone after the job was made."""
    from approvals.services import approve_call
    from runs.models import ToolExecution

    run = run_fixture  # an API-driven run and its agent's lease
    pay = {"invoice": "INV-7", "amount": 120, "currency": "EUR"}
    assert run.sample(0, [{"name": "pay_invoice", "args": pay, "call_id": "p"}]).status_code == 201
    assert run.claim(0, 0, "pay_invoice", pay).json()["status"] == "waiting_manual_confirm"
    assert run.post("lease/release/", {}).json() == {"released": True}
    held = ToolExecution.objects.get(run_id=run.id)
    approve_call(execution_id=held.id, actor="ann", reason="invoice checked", idem_key_seen=held.idem_key)
    job = services.bulk_create(
        action="dead_letter", actor="oli", reason="agent gone", runs=Run.objects.all(), expected=1,
        fingerprint=previewed(action="dead_letter"),
    )  # fmt: skip
    run.acquire()  # it comes back: pays, and its next step waits for an approver
    assert run.claim(0, 0, "pay_invoice", pay).json()["status"] == "claimed"
    paid = {"step": 0, "call_index": 0, "result": {"success": True, "code": "paid"}}
    assert run.post("tools/result/", paid).status_code == 201
    committed = {"type": "StepCommitted", "payload": {"step": 0}}
    done = run.post("events/", {"expected_seq": run.head(), "events": [committed]})
    assert done.status_code == 201, done.json()
    sampled = run.sample(1, [{"name": "pay_invoice", "args": pay | {"amount": 130}, "call_id": "q"}])
    assert sampled.status_code == 201, sampled.json()
    assert run.claim(1, 0, "pay_invoice", pay | {"amount": 130}).json()["status"] == "waiting_manual_confirm"
    assert run.post("lease/release/", {}).json() == {"released": True}
    head = Run.objects.get(id=run.id).last_seq
    assert services.execute_job(job.pk) == "DONE"
    skipped = BulkItem.objects.get(job=job)
    assert skipped.state == ItemState.SKIPPED and "moved on after this job was made" in skipped.outcome, skipped.outcome
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM" and Run.objects.get(id=run.id).last_seq == head


def test_a_resume_stamped_by_a_clock_behind_the_jobs_maker_still_counts_as_after_the_job(monkeypatch):
    """The web process that made the job runs five minutes ahead of the one that journals the colleague's resume: by
    timestamps the resume came before the job, and the job dead-lettered the run she had just resumed. The job keeps
    each run's head when it was made (``BulkItem.seen_seq``): anything journaled after it is after the job."""
    from datetime import timedelta

    from django.db.models import F

    from approvals.models import BulkJob

    resumed = in_doubt_email(monkeypatch, 1).run_id
    job = services.bulk_create(
        action="dead_letter", actor="oli", reason="relay retired", runs=Run.objects.all(), expected=1,
        fingerprint=previewed(action="dead_letter"),
    )  # fmt: skip
    BulkJob.objects.filter(pk=job.pk).update(created_at=F("created_at") + timedelta(minutes=5))
    decisions.resume_run(run_id=resumed, actor="ann", reason="the relay is back")
    drive_run(resumed)
    assert services.execute_job(job.pk) == "DONE"
    skipped = BulkItem.objects.get(job=job, run_id=resumed)
    assert skipped.state == ItemState.SKIPPED and "decided by ann at " in skipped.outcome, skipped.outcome
    assert Run.objects.get(id=resumed).status == "RECOVERING"
