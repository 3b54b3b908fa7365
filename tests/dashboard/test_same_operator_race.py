"""One operator's two tabs (or a double submit) deciding one in-doubt call at the same instant.

Found from outside (qa-operator2, 6 Dec 2026): a decision takes the run's lease as ``operator:<name>``, which the same
name takes again, so the later request of the same operator fences the earlier one out before either has journaled
anything. Exactly one decision was journaled, but the earlier request answered "execution exe_… is TOOL_EXECUTED":
the state the call was in to be decided, naming no decision and not saying that this request decided nothing.
"""

from __future__ import annotations

import pytest

from approvals import services
from approvals.services import DecisionConflict, decide_execution
from runs.journal import leases
from runs.models import Event, ToolExecution
from runs.services import run_create
from tests.dashboard.conftest import in_doubt_email

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def test_a_request_fenced_out_by_the_same_operators_other_request_says_it_decided_nothing(monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    real_append = services.append_events

    def other_tab_takes_the_lease_first(run_id, fence, head, events):
        leases.acquire(run_id, "operator:ann", seconds=30)  # the other tab's request, between acquire and append
        return real_append(run_id, fence, head, events)

    monkeypatch.setattr(services, "append_events", other_tab_takes_the_lease_first)
    with pytest.raises(DecisionConflict) as refused:
        decide_execution(execution_id=doubt.id, actor="ann", decision="confirm", reason="saw it in the relay log")
    said = str(refused.value)
    assert "is TOOL_EXECUTED" not in said
    assert "at the same moment" in said and "this request decided nothing" in said and doubt.id in said
    assert not Event.objects.filter(run_id=doubt.run_id, type="OperatorDecision").exists()
    assert ToolExecution.objects.get(id=doubt.id).status == "TOOL_EXECUTED"


def test_a_run_dead_letter_fenced_out_by_the_same_operators_other_request_says_it_decided_nothing(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    run, _ = run_create(
        agent="billing", inputs={"invoice": "INV-7", "amount": 10, "currency": "EUR", "customer": "Ann"}, start=False
    )
    real_append = services.append_events

    def other_tab_takes_the_lease_first(run_id, fence, head, events):
        leases.acquire(run_id, "operator:ann", seconds=30)
        return real_append(run_id, fence, head, events)

    monkeypatch.setattr(services, "append_events", other_tab_takes_the_lease_first)
    with pytest.raises(DecisionConflict) as refused:
        services.dead_letter_run(run_id=run.id, actor="ann", reason="the customer cancelled")
    said = str(refused.value)
    assert "is already PENDING" not in said and "this request decided nothing" in said and run.id in said
    assert not Event.objects.filter(run_id=run.id, type="OperatorDecision").exists()
