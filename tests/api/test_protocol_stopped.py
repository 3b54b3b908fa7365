"""A run that stopped for good (a failure that is not retryable, a dead letter) does not move again
through the API until an operator acts, as the in-process engine waits for ``retry_run``."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from approvals.services import approve_call, dead_letter_run, retry_run
from runs.models import Event, Run, ToolExecution
from tests.api.conftest import URL, error_code

pytestmark = pytest.mark.django_db

READ = {"topic": "a"}
PAY = {"invoice": "A"}


def _append(run, kind: str, payload: dict[str, Any]):  # type: ignore[no-untyped-def]
    return run.post("events/", {"expected_seq": run.head(), "events": [{"type": kind, "payload": payload}]})


def _fail(run, *, retryable: bool) -> None:  # type: ignore[no-untyped-def]
    failed = _append(run, "RunFailed", {"error_class": "ModelError", "retryable": retryable})
    assert failed.status_code == 201, failed.json()


def _refused(response, code: str) -> None:  # type: ignore[no-untyped-def]
    assert response.status_code == 409 and error_code(response) == code, response.json()


def test_a_run_that_failed_for_good_refuses_lease_samples_and_claims_until_an_operators_retry(run):
    assert run.sample(0, [{"name": "retrieve", "args": READ}]).status_code == 201
    _fail(run, retryable=False)
    head = run.head()
    sample = run.sample(1, [])
    _refused(sample, "run_failed")
    assert "operator's retry" in sample.json()["error"]["message"]
    _refused(run.claim(0, 0, "retrieve", READ, effect="read"), "run_failed")
    _refused(_append(run, "RunFailed", {"error_class": "ModelError"}), "run_failed")
    assert run.post("lease/release/", {}).json() == {"released": True}
    _refused(run.api.post(f"{URL}{run.id}/lease/", {"owner": "tester"}, format="json"), "run_failed")
    _refused(run.api.post(f"{URL}{run.id}/lease/", {"owner": "other"}, format="json"), "run_failed")
    assert run.head() == head and Run.objects.get(id=run.id).status == "FAILED"

    retry_run(run_id=run.id, actor="alice", reason="the model key is fixed")
    run.acquire()
    claimed = run.claim(0, 0, "retrieve", READ, effect="read")
    assert claimed.status_code == 200 and claimed.json()["status"] == "claimed", claimed.json()
    assert Run.objects.get(id=run.id).status == "RUNNING"


def test_a_retryable_failure_lets_its_agent_go_on_once_its_retry_is_due_and_not_before(run, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "RETRY_BASE": 30.0}
    assert run.sample(0, [{"name": "retrieve", "args": READ}]).status_code == 201
    _fail(run, retryable=True)
    due = Run.objects.get(id=run.id).next_retry_at
    assert due is not None and due > timezone.now() + timedelta(seconds=1)
    head = run.head()
    early = run.claim(0, 0, "retrieve", READ, effect="read")  # the lease holder goes on at once: refused
    _refused(early, "retry_not_due")
    assert early.json()["error"]["details"]["next_retry_at"] == due.isoformat()
    assert 0 < early.json()["error"]["details"]["retry_in"] <= (due - timezone.now()).total_seconds() + 1
    assert run.post("lease/release/", {}).json() == {"released": True}
    _refused(run.api.post(f"{URL}{run.id}/lease/", {"owner": "tester"}, format="json"), "retry_not_due")
    assert run.head() == head and Run.objects.get(id=run.id).status == "FAILED"

    Run.objects.filter(id=run.id).update(next_retry_at=timezone.now() - timedelta(seconds=1))  # the backoff passed
    run.acquire()
    assert run.claim(0, 0, "retrieve", READ, effect="read").json()["status"] == "claimed"
    assert Run.objects.get(id=run.id).status == "RUNNING"


def test_a_dead_lettered_run_refuses_its_lease_holder_and_any_new_lease(run, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "MAX_RETRIES": 0}
    assert run.sample(0, [{"name": "retrieve", "args": READ}]).status_code == 201
    failed = _append(run, "RunFailed", {"error_class": "ModelError", "retryable": True})
    assert failed.json()["events"][0]["payload"]["dead_letter"] is True
    head = run.head()
    dead = run.claim(0, 0, "retrieve", READ, effect="read")
    _refused(dead, "dead_letter")
    assert "final" in dead.json()["error"]["message"]
    assert run.post("lease/release/", {}).json() == {"released": True}
    _refused(run.api.post(f"{URL}{run.id}/lease/", {"owner": "tester"}, format="json"), "dead_letter")
    assert run.head() == head and Run.objects.get(id=run.id).status == "DEAD_LETTER"


def test_an_operators_dead_letter_is_refused_the_same_way(run):
    assert run.sample(0, [{"name": "retrieve", "args": READ}]).status_code == 201
    _fail(run, retryable=False)
    assert run.post("lease/release/", {}).json() == {"released": True}
    dead_letter_run(run_id=run.id, actor="alice", reason="customer withdrew")
    _refused(run.api.post(f"{URL}{run.id}/lease/", {"owner": "tester"}, format="json"), "dead_letter")


@pytest.mark.parametrize("retryable", [False, True])
def test_a_run_failed_while_a_call_waits_for_an_approver_is_refused_naming_the_call(run, retryable):
    """A RunFailed journaled while a call was held left it WAITING_MANUAL_CONFIRM on a FAILED run: listed in
    Approvals, undecidable until an operator retried or dead-lettered the run. A held call waits for a human,
    as the in-process engine waits (it never fails a run with a held call): the failure is refused."""
    assert run.sample(0, [{"name": "pay_invoice", "args": PAY}]).status_code == 201
    assert run.claim(0, 0, "pay_invoice", PAY).json()["status"] == "waiting_manual_confirm"
    held = ToolExecution.objects.get(run_id=run.id)
    head = run.head()
    refused = _append(run, "RunFailed", {"error_class": "ModelError", "retryable": retryable})
    _refused(refused, "call_awaiting_approval")
    error = refused.json()["error"]
    assert error["details"] == {"execution_id": held.id, "step": 0, "call_index": 0, "tool": "pay_invoice"}
    assert "pay_invoice" in error["message"] and "approver" in error["message"]
    assert run.head() == head and not Event.objects.filter(run_id=run.id, type="RunFailed").exists()
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"

    assert run.post("lease/release/", {}).json() == {"released": True}
    approve_call(execution_id=held.id, actor="alice", reason="contract checked")  # still decidable
    run.acquire()
    approved = run.claim(0, 0, "pay_invoice", PAY).json()
    assert approved["status"] == "claimed" and approved["idem_key"] == held.idem_key
    assert Event.objects.filter(run_id=run.id, type="ToolDispatched").count() == 1


def test_an_approved_call_not_yet_sent_does_not_hold_the_run_from_failing(run):
    assert run.sample(0, [{"name": "pay_invoice", "args": PAY}]).status_code == 201
    assert run.claim(0, 0, "pay_invoice", PAY).json()["status"] == "waiting_manual_confirm"
    assert run.post("lease/release/", {}).json() == {"released": True}
    approve_call(execution_id=ToolExecution.objects.get(run_id=run.id).id, actor="alice", reason="checked")
    run.acquire()
    _fail(run, retryable=False)
    assert Run.objects.get(id=run.id).status == "FAILED"


def test_an_operator_retries_an_external_run_that_failed_for_good_from_the_dashboard(run, client):
    """The run page's "Retry now" (the stuck view's action) refused an external run: "driven by its client
    through the API; it moves when the client calls" — while its client was refused until an operator's retry."""
    from django.urls import reverse

    from runs.roles import user_create

    assert run.sample(0, [{"name": "retrieve", "args": READ}]).status_code == 201
    _fail(run, retryable=False)
    assert run.post("lease/release/", {}).json() == {"released": True}
    client.force_login(user_create(username="olga", role="operator", password="a-long-password-42"))
    retried = client.post(reverse("restart", args=[run.id]), {"reason": "the model key is fixed"})
    assert retried.status_code == 302, retried.content.decode()[:500]
    assert Run.objects.get(id=run.id).status == "PENDING"
    run.acquire()
    claimed = run.claim(0, 0, "retrieve", READ, effect="read")
    assert claimed.status_code == 200 and claimed.json()["status"] == "claimed", claimed.json()


@pytest.mark.parametrize(
    ("first", "then", "code", "max_retries"),
    [
        (
            {"retryable": True},
            {"type": "RunFailed", "payload": {"error_class": "ModelError", "retryable": True}},
            "retry_not_due",
            3,
        ),
        ({"retryable": False}, {"type": "RunFailed", "payload": {"error_class": "ModelError"}}, "run_failed", 3),
        ({"retryable": True}, {"type": "StepCommitted", "payload": {"step": 0}}, "dead_letter", 0),
    ],
)
def test_a_batch_ends_with_its_run_failed_nothing_after_it_is_journaled(run, settings, first, then, code, max_retries):
    settings.AGENTOPS = {**settings.AGENTOPS, "MAX_RETRIES": max_retries}
    assert run.sample(0, [{"name": "retrieve", "args": READ}]).status_code == 201
    head = run.head()
    failed = {"type": "RunFailed", "payload": {"error_class": "ModelError"} | first}
    batch = run.post("events/", {"expected_seq": head, "events": [failed, then]})
    _refused(batch, code)
    assert run.head() == head and Event.objects.filter(run_id=run.id, type="RunFailed").count() == 0
    assert Run.objects.get(id=run.id).retry_count == 0
    alone = run.post("events/", {"expected_seq": head, "events": [failed]})
    assert alone.status_code == 201 and len(alone.json()["events"]) == 1


EMAIL = {"to": "ops@example.com"}
SENT = {"success": True, "code": "sent", "data": {"message_id": "m-1"}}
FAILED_CHECK = {"step": 0, "call_index": 0, "status": "failed", "method": "read_back", "detail": "no such message"}


@pytest.mark.parametrize("retryable", [False, True])
def test_a_failed_write_verdict_on_a_failed_run_is_journaled_and_parks_the_call(run, retryable):
    """The verifier answered after the run failed: its failed verdict on an email was 409 invalid_transition and
    lost, though the email may not have gone out. It is a fact about the world: journaled, and the write is in
    doubt (RECOVERING, for an operator), as on a running run; the same verdict again writes nothing."""
    assert run.sample(0, [{"name": "send_email", "args": EMAIL}]).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL, dedupes=False).json()["status"] == "claimed"
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}).status_code == 201
    _fail(run, retryable=retryable)
    verdict = run.post("tools/verification/", FAILED_CHECK)
    assert verdict.status_code == 201, verdict.json()
    types = list(Event.objects.filter(run_id=run.id).order_by("seq").values_list("type", flat=True))
    assert types[-2:] == ["ToolVerificationFailed", "RecoveryStarted"]
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    head = run.head()
    again = run.post("tools/verification/", FAILED_CHECK)
    assert again.status_code == 200 and again.json()["event_id"] == verdict.json()["event_id"], again.json()
    assert run.head() == head
    assert run.post("lease/release/", {}).json() == {"released": True}
    from approvals.services import decide_execution

    email = ToolExecution.objects.get(run_id=run.id)
    decide_execution(execution_id=email.id, actor="alice", decision="confirm", reason="found in the outbox")
    if not retryable:  # the failure for good still waits for the operator's retry, which the park did not lose
        run.acquire()
        _refused(run.sample(1, []), "run_failed")
        assert run.post("lease/release/", {}).json() == {"released": True}
        retry_run(run_id=run.id, actor="alice", reason="model key fixed")
    run.acquire()
    assert run.claim(0, 0, "send_email", EMAIL, dedupes=False).json()["status"] == "already_done"
    assert _append(run, "StepCommitted", {"step": 0}).status_code == 201


def test_a_failed_write_verdict_while_another_call_waits_for_an_approver_parks_the_call(run):
    pay = {"name": "pay_invoice", "args": PAY}
    assert run.sample(0, [{"name": "send_email", "args": EMAIL}, pay]).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL, dedupes=False).json()["status"] == "claimed"
    assert run.claim(0, 1, "pay_invoice", PAY).json()["status"] == "waiting_manual_confirm"
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}).status_code == 201
    verdict = run.post("tools/verification/", FAILED_CHECK)
    assert verdict.status_code == 201, verdict.json()
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    assert ToolExecution.objects.get(run_id=run.id, call_index=1).status == "WAITING_MANUAL_CONFIRM"
