"""One operator's two tabs (or a double submit) deciding one in-doubt call at the same instant.

Found from outside (qa-operator2, 6 Dec 2026): a decision takes the run's lease as ``operator:<name>``, which the same
name took again, so the later request of the same operator fenced the earlier one out before either had journaled
anything. A call's decision now takes it with a secret of its own request (sdk-ops, 6 Dec), and so does a run-level decision
(fix-ops, 6 Dec: tests/dashboard/test_run_decisions_lease.py).
"""

from __future__ import annotations

import pytest

from agentops.core.errors import LeaseUnavailable
from approvals import services
from approvals.services import decide_execution
from runs.journal import leases
from runs.models import Event, ToolExecution
from runs.services import run_create
from tests.dashboard.conftest import in_doubt_email

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def test_the_same_operators_other_request_cannot_take_a_call_decisions_lease_over(monkeypatch):
    """A call's decision now holds the lease with a secret of its request's own: the other tab's request (same name)
    is refused the lease between acquire and append, instead of fencing this one out; this one's decision is made,
    and the other, once it gets the lease, finds it made (tests/dashboard/test_same_operator_twice.py, live)."""
    doubt = in_doubt_email(monkeypatch)
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    real_append, refused = services.append_events, []

    def other_tab_asks_for_the_lease(run_id, fence, head, events):
        try:
            leases.acquire(run_id, "operator:ann", seconds=30)  # the other tab's request, between acquire and append
        except LeaseUnavailable as exc:
            refused.append(exc)
        return real_append(run_id, fence, head, events)

    monkeypatch.setattr(services, "append_events", other_tab_asks_for_the_lease)
    assert decide_execution(execution_id=doubt.id, actor="ann", decision="confirm", reason="relay log") == ""
    assert len(refused) == 1 and "leased by operator:ann" in str(refused[0])
    assert Event.objects.filter(run_id=doubt.run_id, type="OperatorDecision").count() == 1
    assert ToolExecution.objects.get(id=doubt.id).status == "CONFIRMED"


def test_the_same_operators_other_request_cannot_take_a_run_dead_letters_lease_over(monkeypatch):
    """A run-level dead-letter holds the lease with a secret too: the other tab's request taking it by the name (as
    the run-level decisions did) is refused between acquire and append, and this request's decision is made (before:
    the other request fenced it out, and it said "this request decided nothing")."""
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    run, _ = run_create(
        agent="billing", inputs={"invoice": "INV-7", "amount": 10, "currency": "EUR", "customer": "Ann"}, start=False
    )
    real_append, refused = services.append_events, []

    def other_tab_asks_for_the_lease(run_id, fence, head, events):
        try:
            leases.acquire(run_id, "operator:ann", seconds=30)
        except LeaseUnavailable as exc:
            refused.append(exc)
        return real_append(run_id, fence, head, events)

    monkeypatch.setattr(services, "append_events", other_tab_asks_for_the_lease)
    assert services.dead_letter_run(run_id=run.id, actor="ann", reason="the customer cancelled") == []
    assert len(refused) == 1 and "leased by operator:ann" in str(refused[0])
    assert Event.objects.filter(run_id=run.id, type="OperatorDecision").count() == 1
