"""Optional expiry of approval requests: unanswered calls settle as the configured outcome, once."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from approvals import services
from approvals.tasks import expire_approvals
from runs.models import Event, Run, SideEffect, ToolExecution
from tests.dashboard.conftest import waiting_payment

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]
LATER = timezone.now() + timedelta(hours=2)


def held(run: Run) -> ToolExecution:
    return ToolExecution.objects.get(run=run, tool="pay_invoice")


def test_reject_outcome_tells_the_agent_and_pays_nothing(django_capture_on_commit_callbacks):
    run = waiting_payment()
    with django_capture_on_commit_callbacks(execute=True):
        report = services.expire_requests(older_than=3600, outcome="reject", now=LATER)
    assert report == {held(run).id: "reject"}
    assert held(run).status == "REJECTED"
    assert Run.objects.get(id=run.id).status == "COMPLETED"
    assert not SideEffect.objects.filter(kind="payment").exists()
    rejected = Event.objects.get(run=run, type="ManualConfirmRejected")
    assert "system:expiry" in rejected.payload and "expired after 3600s" in rejected.payload


def test_the_demo_billing_agent_sends_no_paid_receipt_for_a_payment_it_did_not_make(django_capture_on_commit_callbacks):
    """After a rejection (an approver's, or expiry's) it emailed AP "Invoice … paid", then replied that it was not
    paid: its side effect contradicted its own journal (probe-embedded saw it on the demo's expired approval)."""
    run = waiting_payment()
    with django_capture_on_commit_callbacks(execute=True):
        services.expire_requests(older_than=3600, outcome="reject", now=LATER)
    assert Run.objects.get(id=run.id).status == "COMPLETED"
    assert not SideEffect.objects.filter(kind="email").exists()
    assert not ToolExecution.objects.filter(run=run, tool="send_email").exists()
    completed = Event.objects.get(run=run, type="RunCompleted")
    assert "was not made: the approver rejected it" in completed.payload


def test_dead_letter_outcome_parks_the_run():
    run = waiting_payment()
    assert services.expire_requests(older_than=3600, outcome="dead_letter", now=LATER) == {held(run).id: "dead_letter"}
    assert held(run).status == "DEAD_LETTER"
    assert Run.objects.get(id=run.id).status == "DEAD_LETTER"


def test_fresh_and_answered_requests_are_left_alone():
    fresh = waiting_payment("INV-fresh")
    assert services.expire_requests(older_than=3600, outcome="reject") == {}
    answered = held(fresh)
    services.approve_call(execution_id=answered.id, actor="ada", reason="ok", idem_key_seen=answered.idem_key)
    assert services.expire_requests(older_than=3600, outcome="reject", now=LATER) == {}
    assert held(fresh).status == "APPROVED"


def test_unknown_outcome_is_refused():
    with pytest.raises(services.DecisionError):
        services.expire_requests(older_than=1, outcome="shrug")


def test_task_is_off_by_default_and_uses_the_settings(settings):
    run = waiting_payment()
    assert expire_approvals() == {}
    settings.AGENTOPS = {**settings.AGENTOPS, "APPROVAL_TTL_SECONDS": 1, "APPROVAL_EXPIRY_OUTCOME": "dead_letter"}
    ToolExecution.objects.filter(id=held(run).id).update(requested_at=timezone.now() - timedelta(seconds=5))
    assert expire_approvals() == {held(run).id: "dead_letter"}


def test_requests_that_cannot_be_settled_do_not_starve_newer_expiries(monkeypatch):
    """Each sweep took the EXPIRY_BATCH oldest stale requests; ones that are skipped every time (their run's lease held
    by a live holder, e.g. an API agent that keeps it while it waits) stayed the oldest, so with a batch of them no
    newer request ever expired. A sweep now goes on from where the last one stopped (wrapping to the oldest): at most
    EXPIRY_BATCH requests a sweep, and each stale one is tried within ceil(backlog / EXPIRY_BATCH) sweeps."""
    from runs.journal import leases

    monkeypatch.setattr(services, "EXPIRY_BATCH", 2)
    blocked = [waiting_payment(f"INV-held-{i}") for i in range(3)]
    newer = waiting_payment("INV-newer")
    for i, run in enumerate([*blocked, newer]):  # in this order of age
        ToolExecution.objects.filter(id=held(run).id).update(requested_at=LATER - timedelta(hours=3, minutes=-i))
    holders = [leases.acquire(run.id, "agent:still-holding", seconds=3600) for run in blocked]
    reports = [services.expire_requests(older_than=3600, outcome="dead_letter", now=LATER) for _ in range(2)]
    assert all(len(r) <= 2 for r in reports)  # bounded work per sweep
    assert held(newer).status == "DEAD_LETTER"  # within ceil(4 / 2) sweeps, though 3 older ones are skipped each time
    assert sum(r.get(held(newer).id) == "dead_letter" for r in reports) == 1
    assert all(held(run).status == "WAITING_MANUAL_CONFIRM" for run in blocked)
    for run, lease in zip(blocked, holders, strict=True):  # once their holder lets go they expire too
        leases.release(run.id, lease.fence)
    for _ in range(3):
        services.expire_requests(older_than=3600, outcome="dead_letter", now=LATER)
    assert all(held(run).status == "DEAD_LETTER" for run in blocked)
