"""Dead-lettering a run settles every call it holds for an approver, not only the first one."""

from __future__ import annotations

import pytest
from django.urls import reverse

from approvals import services
from approvals.tasks import expire_approvals
from runs.dashboard import needs_action
from runs.models import Event, Run, ToolExecution
from tests.dashboard.conftest import held_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture
def two_held(settings, monkeypatch):
    """A run whose one step holds two payments for an approver."""
    run = held_run(settings, monkeypatch, "two-payments", "two_payments_agent")
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"
    assert ToolExecution.objects.filter(run=run, status="WAITING_MANUAL_CONFIRM").count() == 2
    return run


def held(run: Run) -> list[str]:
    return list(ToolExecution.objects.filter(run=run).order_by("call_index").values_list("status", flat=True))


def test_dead_lettering_the_run_settles_both_held_calls(two_held, login):
    """The second held call stayed WAITING_MANUAL_CONFIRM on a DEAD_LETTER run: listed in Approvals and
    counted in the navigation for ever, and nobody could approve or reject it (409 'cannot decide now')."""
    services.dead_letter_run(run_id=two_held.id, actor="operator", reason="customer cancelled")
    assert Run.objects.get(id=two_held.id).status == "DEAD_LETTER"
    assert held(two_held) == ["DEAD_LETTER", "DEAD_LETTER"]
    decisions = Event.objects.filter(run=two_held, type="OperatorDecision")
    assert decisions.count() == 2 and all('"reason":"customer cancelled"' in d.payload for d in decisions)
    assert needs_action.needs_action_counts()["approvals"] == 0
    page = login("approver").get(reverse("approvals")).content.decode()
    assert two_held.id not in page


def test_an_expired_request_dead_letters_the_run_and_both_calls_once(two_held, settings):
    """With AGENTOPS_APPROVAL_EXPIRY_OUTCOME=dead_letter the second call was retried by every expiry pass
    (60 s) for ever, 'skipped: cannot decide now', ahead of newer requests in its batch of 200."""
    settings.AGENTOPS = {**settings.AGENTOPS, "APPROVAL_TTL_SECONDS": 1, "APPROVAL_EXPIRY_OUTCOME": "dead_letter"}
    ToolExecution.objects.filter(run=two_held).update(requested_at=two_held.created_at.replace(year=2020))
    report = expire_approvals()
    assert sorted(report.values()) == ["dead_letter", "dead_letter"]
    assert held(two_held) == ["DEAD_LETTER", "DEAD_LETTER"]
    assert expire_approvals() == {}
