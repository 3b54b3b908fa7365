"""Decisions forged for executions that are not pending: each refused with a clear error, the journal untouched."""

from __future__ import annotations

import pytest
from django.urls import reverse

from runs.models import Event, Run, SideEffect, ToolExecution
from tests.dashboard.conftest import in_doubt_email, waiting_payment

pytestmark = pytest.mark.django_db


def journal_state(run_id: str) -> tuple:
    run = Run.objects.get(id=run_id)
    executions = tuple(ToolExecution.objects.filter(run_id=run_id).order_by("id").values_list("id", "status"))
    return run.status, run.last_seq, Event.objects.filter(run_id=run_id).count(), executions


@pytest.mark.parametrize("decision", ["confirm", "compensate", "dead_letter"])
def test_an_operator_cannot_decide_a_payment_that_waits_for_approval(login, decision):
    """The recovery console's decide URL is not a way around the approval gate."""
    run = waiting_payment()
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    before = journal_state(run.id)
    response = login("operator").post(
        reverse("decide", args=[held.id]), {"decision": decision, "reason": "just do it", "external_ref": "x"}
    )
    assert response.status_code == 409
    assert b"is WAITING_MANUAL_CONFIRM; there is nothing to decide" in response.content
    assert journal_state(run.id) == before
    assert not SideEffect.objects.filter(kind="payment").exists()


def test_a_decision_on_a_confirmed_execution_is_refused(login, monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    client = login("operator")
    assert client.post(reverse("decide", args=[doubt.id]), {"decision": "confirm", "reason": "seen"}).status_code == 302
    before = journal_state(doubt.run_id)
    for decision in ("dead_letter", "compensate"):
        response = client.post(reverse("decide", args=[doubt.id]), {"decision": decision, "reason": "again"})
        assert response.status_code == 409 and b"was already confirmed by operator at " in response.content
        assert b"(now CONFIRMED); there is nothing to decide" in response.content
    # the same decision again by the same operator (a double submit) is answered as made, and writes nothing either
    again = client.post(reverse("decide", args=[doubt.id]), {"decision": "confirm", "reason": "again"}, follow=True)
    assert again.status_code == 200 and b"was already confirmed by operator at " in again.content
    assert journal_state(doubt.run_id) == before


@pytest.mark.parametrize(("who", "url"), [("operator", "decide"), ("approver", "approve"), ("approver", "reject")])
def test_a_decision_for_an_execution_that_does_not_exist_is_404(login, who, url):
    events = Event.objects.count()
    data = {"decision": "confirm", "reason": "forged", "idem_key": "0" * 64}
    response = login(who).post(reverse(url, args=["exe_does_not_exist"]), data)
    assert response.status_code == 404
    assert Event.objects.count() == events


def test_an_approval_for_an_executed_call_is_refused(login, monkeypatch):
    """An approver cannot "approve" an email that already ran and waits for an operator's decision."""
    doubt = in_doubt_email(monkeypatch)
    before = journal_state(doubt.run_id)
    response = login("approver").post(
        reverse("approve", args=[doubt.id]), {"reason": "ok", "idem_key": doubt.idem_key or ""}
    )
    assert response.status_code == 409 and b"not waiting for approval" in response.content
    assert journal_state(doubt.run_id) == before


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"external_ref": "r" * 201}, b"an external reference is at most 200 characters, not 201"),
        ({"reason": "x" * 2001}, b"a reason is at most 2000 characters, not 2001"),
    ],
)
def test_an_overlong_external_reference_or_reason_is_400_and_decides_nothing(login, monkeypatch, fields, message):
    """Before, the console journaled an external reference of any length and cut a reason to 2,000 silently."""
    doubt = in_doubt_email(monkeypatch)
    before = journal_state(doubt.run_id)
    data = {"decision": "confirm", "reason": "found in the relay log", "external_ref": "<m@relay>"} | fields
    response = login("operator").post(reverse("decide", args=[doubt.id]), data)
    assert response.status_code == 400 and message in response.content
    assert journal_state(doubt.run_id) == before
    ok = login("operator").post(
        reverse("decide", args=[doubt.id]), data | {"external_ref": "r" * 200, "reason": "x" * 2000}
    )
    assert ok.status_code == 302
    decision = Event.objects.filter(run_id=doubt.run_id, type="OperatorDecision").get()
    assert '"external_ref":"' + "r" * 200 + '"' in decision.payload and "x" * 2000 in decision.payload
