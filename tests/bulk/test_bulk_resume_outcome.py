"""A bulk Resume says per run what happened, as the console's single-run Resume does: it reported "resumed" for every
run, also for one that parked again at once on a call nothing can re-check, and a refusal was a bare exception."""

from __future__ import annotations

import pytest
from django.urls import reverse

from approvals.bulk import services
from approvals.models import BulkItem, ItemState
from runs.journal import leases
from runs.models import Run, ToolExecution
from runs.services import run_create
from runs.worker import recovery
from runs.worker.engine import drive_run
from tests.bulk.conftest import previewed
from tests.dashboard.conftest import crash_after_effect, in_doubt_email
from tests.dashboard.test_views import ticket_inputs

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def keyed_in_doubt(monkeypatch, n: int) -> Run:
    """A ticket run whose keyed email was sent and not recorded, parked RECOVERING: a resume re-checks it by key."""
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(n), start=False)
    crash_after_effect(monkeypatch, run.id, step=3)
    lease = recovery.take_over(run.id, owner="test-recovery", reason="worker gone")
    leases.release(run.id, lease.fence)
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    return Run.objects.get(id=run.id)


def test_bulk_resume_says_per_run_what_happened_as_the_single_resume_does(monkeypatch, failed_runs, login):
    legacy = in_doubt_email(monkeypatch)
    keyed, finished = keyed_in_doubt(monkeypatch, 2), keyed_in_doubt(monkeypatch, 3)
    (failed,) = failed_runs(1)
    job = services.bulk_create(
        action="resume", actor="oli", reason="relay back", runs=Run.objects.all(), expected=4,
        fingerprint=previewed(action="resume"),
    )  # fmt: skip
    drive_run(finished.id)  # a worker took it up meanwhile and finished it
    assert Run.objects.get(id=finished.id).status == "COMPLETED"
    assert services.execute_job(job.pk) == "DONE"
    items = {i.run_id: i for i in BulkItem.objects.filter(job=job)}
    said = {run_id: (i.state, i.outcome) for run_id, i in items.items()}
    assert said[legacy.run_id] == (
        ItemState.DONE,
        f"resumed and parked again on {legacy.id} (send_email): nothing can re-check it (send_email takes no "
        "idempotency key and has no status lookup); decide it on the recovery console: confirm it happened, send it "
        "again, or dead-letter the run",
    )
    assert said[keyed.id] == (
        ItemState.DONE,
        "resumed and running: handed to a worker, which re-checks its calls in doubt by key",
    )
    assert said[failed.id] == (ItemState.DONE, "retried: running again, with a fresh set of retries")
    assert said[finished.id] == (
        ItemState.SKIPPED,
        f"refused: run {finished.id} is COMPLETED; only RECOVERING, FAILED or waiting runs resume",
    )
    # and it is what happens: the worker re-checks the keyed email and runs on, the legacy one parks again
    drive_run(keyed.id)
    drive_run(legacy.run_id)
    assert Run.objects.get(id=keyed.id).status == "COMPLETED"
    assert Run.objects.get(id=legacy.run_id).status == "RECOVERING"
    assert ToolExecution.objects.get(id=legacy.id).status == "TOOL_EXECUTED"
    # the console's Resume of one run says the same words
    page = login("operator").post(reverse("resume", args=[legacy.run_id]), {"reason": "again"}, follow=True)
    assert f"run {legacy.run_id} {said[legacy.run_id][1]}" in page.content.decode()


def test_a_bulk_resume_of_a_failed_api_driven_run_says_its_agent_runs_it_again_not_that_it_runs():
    """qa-ops7: a bulk Resume of an SDK agent's run that failed for good said "retried:
    running again, with a fresh set of retries"; the run was PENDING with no one driving it — the server never
    drives an API-driven run, its agent takes it up when it takes the lease (the Stuck page says so of such a run)."""
    from tests.notify.test_notify_stuck import external_run_leased

    api, run_id, fence = external_run_leased()
    failed = {"type": "RunFailed", "payload": {"error_class": "ValueError", "message": "bad", "retryable": False}}
    api.post(f"/api/v1/runs/{run_id}/events/", fence | {"expected_seq": 1, "events": [failed]}, format="json")
    api.post(f"/api/v1/runs/{run_id}/lease/release/", fence, format="json")
    assert Run.objects.get(id=run_id).status == "FAILED"
    job = services.bulk_create(
        action="resume", actor="oli", reason="its agent is back", runs=Run.objects.filter(id=run_id), expected=1,
        fingerprint=previewed(Run.objects.filter(id=run_id), action="resume"),
    )  # fmt: skip
    assert services.execute_job(job.pk) == "DONE"
    (item,) = BulkItem.objects.filter(job=job)
    assert Run.objects.get(id=run_id).status == "PENDING"  # retried: nothing drives it until its agent comes back
    assert (item.state, item.outcome) == (
        ItemState.DONE,
        "retried, with a fresh set of retries: its agent runs it again when it takes the lease",
    )
