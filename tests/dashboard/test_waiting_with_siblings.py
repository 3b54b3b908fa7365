"""A run is WAITING_MANUAL_CONFIRM while any of its calls waits for an approver, also when the step journals a
later call's intent after the held one (the in-process step writes its intents together): the status, the
status filter, the bulk approve selection, the navigation count and the dead-letter action agree."""

from __future__ import annotations

import pytest
from django.urls import reverse

from approvals import services
from approvals.bulk.selectors import targets
from approvals.models import BulkAction
from runs.dashboard import needs_action
from runs.models import Event, Run, ToolExecution
from runs.worker.engine import drive_run
from tests.dashboard.conftest import held_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture
def held_then_read(settings, monkeypatch):
    """A run whose step holds a payment for an approver and journals a lookup's intent after it."""
    return held_run(settings, monkeypatch, "pay-then-look-up", "pay_then_look_up_agent")


def test_the_in_process_step_waits_while_its_payment_is_held(held_then_read, login):
    run = held_then_read
    types = list(Event.objects.filter(run=run).order_by("seq").values_list("type", flat=True))
    assert types[-2:] == ["ManualConfirmRequested", "ToolRequested"]  # the lookup's intent after the held call
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"
    waiting = Run.objects.filter(status="WAITING_MANUAL_CONFIRM")
    assert [t.execution.tool for t in targets(action=BulkAction.APPROVE, runs=waiting)] == ["pay_invoice"]
    assert needs_action.needs_action_counts()["approvals"] == 1
    listed = login("viewer").get(reverse("runs"), {"status": "WAITING_MANUAL_CONFIRM"}).content.decode()
    assert run.id in listed
    services.dead_letter_run(run_id=run.id, actor="operator", reason="customer cancelled")
    assert Run.objects.get(id=run.id).status == "DEAD_LETTER"


def test_once_approved_the_step_runs_both_calls_and_completes(held_then_read):
    run = held_then_read
    payment = ToolExecution.objects.get(run=run, tool="pay_invoice")
    services.approve_call(execution_id=payment.id, actor="alice", reason="invoice checked")
    drive_run(run.id)
    assert Run.objects.get(id=run.id).status == "COMPLETED"
    assert sorted(ToolExecution.objects.filter(run=run).values_list("status", flat=True)) == ["CONFIRMED"] * 2
