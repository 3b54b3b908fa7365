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
