"""The server enforces the step protocol on external runs (issue 11, items 1, 2, 6, 7, 8, 9, 11;
item 4, a claim needs a live lease, is in test_protocol.py).

Each test walks the documented API (the DRF test client, as an agent with its key would) into the
situation the issue found, then checks the server's answer and that a refusal wrote nothing.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from approvals.services import DecisionConflict, DecisionError, decide_execution, reject_call, resume_run
from runs.models import Event, Run, ToolExecution
from runs.worker import recovery
from tests.api.conftest import URL, error_code

pytestmark = pytest.mark.django_db

EMAIL = {"to": "ops@example.com", "subject": "SLA breach", "body": "x"}
SENT = {"success": True, "code": "sent", "data": {"message_id": "m-1", "to": "ops@example.com"}}
NO_DEDUPE = {"effect": "write", "dedupes": False}


def _events(run) -> list[str]:  # type: ignore[no-untyped-def]
    return list(Event.objects.filter(run_id=run.id).order_by("seq").values_list("type", flat=True))


def _append(run, *events):  # type: ignore[no-untyped-def]
    body = [{"type": kind, "payload": payload} for kind, payload in events]
    return run.post("events/", {"expected_seq": run.head(), "events": body})


def _parked(run):  # type: ignore[no-untyped-def]
    """Step 0's email claimed, then the agent died: its restart cannot tell, so it parks the call."""
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL, **NO_DEDUPE).json()["status"] == "claimed"
    assert run.claim(0, 0, "send_email", EMAIL, **NO_DEDUPE).json()["status"] == "need_recheck"
    parked = _append(run, ("RecoveryStarted", {"step": 0, "call_index": 0, "reason": "outcome unknown"}))
    assert parked.status_code == 201
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    return ToolExecution.objects.get(run_id=run.id)


def _hand_to_operator(run) -> None:  # type: ignore[no-untyped-def]
    assert run.post("lease/release/", {}).json() == {"released": True}


# -- item 2: RECOVERING is enforced ---------------------------------------------------------------
def test_a_parked_call_cannot_be_claimed_reported_or_committed_by_the_agent(run):
    _parked(run)
    before = _events(run)
    claim = run.claim(0, 0, "send_email", EMAIL, **NO_DEDUPE)
    assert claim.status_code == 409 and error_code(claim) == "call_in_doubt"
    assert "operator decides" in claim.json()["error"]["message"]
    result = run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    assert result.status_code == 409 and error_code(result) == "call_in_doubt"
    commit = _append(run, ("StepCommitted", {"step": 0}))
    assert commit.status_code == 409
    assert _events(run) == before and Run.objects.get(id=run.id).status == "RECOVERING"
    # a restarting agent can tell from the replay view, without writing, that the call waits for a human
    calls = run.api.get(f"{URL}{run.id}/replay/").json()["calls"]
    assert [c["state"] for c in calls] == ["in_doubt"]


def test_no_other_call_is_claimed_while_one_waits_for_an_operator(run):
    """A failed verification parked the email; the agent went on claiming the step's next calls, which were
    handed out (a write too) and whose intents made the run RUNNING: the operator's recovery list lost it while
    its commit stayed refused for good. Every claim is 409 ``call_in_doubt`` naming the parked call until a
    decision, writing nothing; then the next call is claimed as usual."""
    calls = [("send_email", EMAIL), ("lookup_order", {"order": "o-1"}), ("send_sms", {"to": "+1"})]
    assert run.sample(0, [{"name": n, "args": a} for n, a in calls]).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL, **NO_DEDUPE).json()["status"] == "claimed"
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}).status_code == 201
    failed = run.post("tools/verification/", {"step": 0, "call_index": 0, "status": "failed", "method": "readback"})
    assert failed.status_code == 201 and Run.objects.get(id=run.id).status == "RECOVERING"
    execution, before = ToolExecution.objects.get(run_id=run.id, call_index=0), _events(run)
    for i, (name, args) in enumerate(calls[1:], start=1):
        refused = run.claim(0, i, name, args, **({"effect": "read"} if i == 1 else NO_DEDUPE))
        assert refused.status_code == 409 and error_code(refused) == "call_in_doubt", refused.json()
        assert refused.json()["error"]["details"]["execution_id"] == execution.id
    assert _events(run) == before and Run.objects.get(id=run.id).status == "RECOVERING"
    _hand_to_operator(run)
    decide_execution(execution_id=execution.id, decision="confirm", actor="alice", reason="it was sent")
    run.acquire()
    assert run.claim(0, 1, "lookup_order", {"order": "o-1"}, effect="read").json()["status"] == "claimed"


def test_a_late_failed_verdict_on_a_completed_run_is_journaled_without_parking_it(run):
    """A delayed verifier answering after the run completed: its failure was 409 invalid_transition ("COMPLETED;
    it cannot become RECOVERING", the park it tried to append) and was lost. It is journaled on the timeline;
    a finished run has no step left to hold, so nothing is parked."""
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL, **NO_DEDUPE).json()["status"] == "claimed"
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}).status_code == 201
    assert _append(run, ("StepCommitted", {"step": 0})).status_code == 201
    assert run.sample(1, [], content="Sent.").status_code == 201
    assert run.post("reply/", {"step": 1, "reply": "Sent."}).status_code == 201
    late = run.post("tools/verification/", {"step": 0, "call_index": 0, "status": "failed", "method": "readback"})
    assert late.status_code == 201, late.json()
    assert _events(run)[-1] == "ToolVerificationFailed" and "RecoveryStarted" not in _events(run)
    assert Run.objects.get(id=run.id).status == "COMPLETED"


def test_recovery_started_is_refused_for_a_call_that_has_a_result(run):
    run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}])
    run.claim(0, 0, "send_email", EMAIL)
    run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    before = _events(run)
    refused = _append(run, ("RecoveryStarted", {"step": 0, "call_index": 0, "reason": "pretend"}))
    assert refused.status_code == 409 and error_code(refused) == "not_in_doubt"
    assert _events(run) == before and Run.objects.get(id=run.id).status == "RUNNING"


# -- item 7: a restart on a parked run appends nothing ---------------------------------------------
def test_parking_an_already_parked_call_appends_nothing(run):
    _parked(run)
    before = _events(run)
    for _ in range(3):
        again = _append(run, ("RecoveryStarted", {"step": 0, "call_index": 0, "reason": "restarted"}))
        assert again.status_code == 200 and again.json() == {"head_seq": len(before), "events": []}
    assert _events(run) == before and before.count("RecoveryStarted") == 1


# -- item 1: a confirmed call lets the agent finish ------------------------------------------------
def test_after_an_operator_confirms_the_claim_answers_so_the_agent_can_finish(run):
    execution = _parked(run)
    _hand_to_operator(run)
    decide_execution(execution_id=execution.id, actor="alice", decision="confirm", reason="in the relay log")
    run.acquire()
    claim = run.claim(0, 0, "send_email", EMAIL, **NO_DEDUPE).json()
    assert claim["status"] == "already_done" and claim["result"]["code"] == "confirmed_by_operator"
    assert claim["state"] == "operator_confirmed"
    assert claim["verdict"]["verified_by"] == "operator" and claim["verdict"]["status"] == "confirmed"
    assert claim["head_seq"] == run.head()
    # a client that verifies anyway is answered, not refused: nothing is written, no 409 loop
    head = run.head()
    verify = run.post("tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "read_back"})
    assert verify.status_code == 200 and verify.json()["created"] is False and run.head() == head
    commit = run.post(
        "events/", {"expected_seq": claim["head_seq"], "events": [{"type": "StepCommitted", "payload": {"step": 0}}]}
    )
    assert commit.status_code == 201, commit.json()
    assert Run.objects.get(id=run.id).status == "RUNNING"
    assert ToolExecution.objects.get(id=execution.id).status == "CONFIRMED"


def _verify(run, status: str):  # type: ignore[no-untyped-def]
    return run.post("tools/verification/", {"step": 0, "call_index": 0, "status": status, "method": "read_back"})


def test_a_verdict_contradicting_a_humans_settlement_is_a_conflict_and_a_retry_is_not(run):
    """A verdict against a human's settlement was answered 200 created:false, as an accepted retry is: the agent read
    'verified' for a call an operator said went otherwise. Now 409 operator_settled naming the settlement, writing
    nothing; an agreeing verdict and a retry of the agent's own verdict (lost answer) stay 200 created:false."""
    run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}])
    run.claim(0, 0, "send_email", EMAIL)
    run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    first = _verify(run, "failed")
    assert first.status_code == 201 and Run.objects.get(id=run.id).status == "RECOVERING"  # a write in doubt
    retry = _verify(run, "failed")  # its answer was lost: the same verdict again, the call parked since
    assert retry.status_code == 200 and retry.json()["created"] is False
    assert retry.json()["event_id"] == first.json()["event_id"]
    _hand_to_operator(run)
    execution = ToolExecution.objects.get(run_id=run.id)
    decide_execution(execution_id=execution.id, actor="alice", decision="compensate", reason="x", external_ref="r-1")
    run.acquire()
    before = _events(run)
    contradicts = _verify(run, "confirmed")
    assert contradicts.status_code == 409 and error_code(contradicts) == "operator_settled"
    message = contradicts.json()["error"]["message"]
    assert "settled by the operator alice (compensate)" in message and "confirmed verdict contradicts it" in message
    assert contradicts.json()["error"]["details"]["state"] == "compensated"
    assert _events(run) == before
    again = _verify(run, "failed")  # the agent's own verdict, retried after the settlement
    assert again.status_code == 200 and again.json()["event_id"] == first.json()["event_id"]
    assert _events(run) == before


def test_a_failed_verdict_on_an_operators_confirm_is_a_conflict(run):
    execution = _parked(run)
    _hand_to_operator(run)
    decide_execution(execution_id=execution.id, actor="alice", decision="confirm", reason="in the relay log")
    run.acquire()
    run.claim(0, 0, "send_email", EMAIL, **NO_DEDUPE)
    before = _events(run)
    refused = _verify(run, "failed")
    assert refused.status_code == 409 and error_code(refused) == "operator_settled"
    assert "settled by the operator alice (confirm)" in refused.json()["error"]["message"]
    agrees = _verify(run, "confirmed")
    assert agrees.status_code == 200 and agrees.json()["created"] is False
    assert _events(run) == before and ToolExecution.objects.get(id=execution.id).status == "CONFIRMED"


# -- item 8: the claim after a rejection returns the true head ------------------------------------
def test_after_a_rejection_the_claims_head_seq_is_the_journal_head(run):
    run.sample(0, [{"name": "pay_invoice", "args": {"invoice": "B"}}])
    assert run.claim(0, 0, "pay_invoice", {"invoice": "B"}).json()["status"] == "waiting_manual_confirm"
    _hand_to_operator(run)
    reject_call(execution_id=ToolExecution.objects.get(run_id=run.id).id, actor="alice", reason="duplicate")
    run.acquire()
    claim = run.claim(0, 0, "pay_invoice", {"invoice": "B"}).json()
    assert claim["status"] == "already_done" and claim["result"]["code"] == "rejected_by_approver"
    assert claim["head_seq"] == run.head()
    assert claim["verdict"] is not None  # nothing left to verify
    commit = run.post(
        "events/", {"expected_seq": claim["head_seq"], "events": [{"type": "StepCommitted", "payload": {"step": 0}}]}
    )
    assert commit.status_code == 201, commit.json()


# -- item 9: retry with the same key, and compensation, for external runs -------------------------
def test_retry_with_the_same_key_is_handed_out_once(run):
    execution = _parked(run)
    _hand_to_operator(run)
    decide_execution(execution_id=execution.id, actor="alice", decision="retry_same_key", reason="not in the relay log")
    with pytest.raises(DecisionConflict, match="already sent again by alice"):
        decide_execution(execution_id=execution.id, actor="bob", decision="retry_same_key", reason="again")
    run.acquire()
    first = run.claim(0, 0, "send_email", EMAIL, **NO_DEDUPE).json()
    assert first["status"] == "claimed" and first["head_seq"] == run.head() and first["state"] == "dispatched"
    dispatched = Event.objects.get(run_id=run.id, type="ToolDispatched")
    assert '"actor":"alice"' in dispatched.payload
    # the agent died again before reporting: the retry is not handed out twice
    second = run.claim(0, 0, "send_email", EMAIL, **NO_DEDUPE).json()
    assert second["status"] == "need_recheck"
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}).status_code == 201
    verified = run.post(
        "tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "read_back"}
    )
    assert verified.status_code == 201
    assert _append(run, ("StepCommitted", {"step": 0})).status_code == 201
    assert ToolExecution.objects.get(id=execution.id).status == "CONFIRMED"


def test_retry_with_the_same_key_is_refused_for_a_call_with_a_result(run):
    run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}])
    run.claim(0, 0, "send_email", EMAIL)
    run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    failed = run.post("tools/verification/", {"step": 0, "call_index": 0, "status": "failed", "method": "read_back"})
    assert failed.status_code == 201 and Run.objects.get(id=run.id).status == "RECOVERING"  # a write in doubt
    _hand_to_operator(run)
    execution = ToolExecution.objects.get(run_id=run.id)
    with pytest.raises(DecisionConflict, match="has a result"):
        decide_execution(execution_id=execution.id, actor="alice", decision="retry_same_key", reason="resend")


def test_an_operator_records_the_compensation_of_an_external_call(run):
    execution = _parked(run)
    _hand_to_operator(run)
    with pytest.raises(DecisionError, match="external reference"):
        decide_execution(execution_id=execution.id, actor="alice", decision="compensate", reason="recalled")
    decide_execution(
        execution_id=execution.id, actor="alice", decision="compensate", reason="recalled", external_ref="recall-9"
    )
    assert ToolExecution.objects.get(id=execution.id).status == "COMPENSATED"
    run.acquire()
    claim = run.claim(0, 0, "send_email", EMAIL, **NO_DEDUPE).json()
    assert claim["status"] == "already_done" and claim["result"]["code"] == "compensated"
    assert claim["result"]["data"]["external_ref"] == "recall-9" and claim["verdict"] is not None
    # undone is no confirmation: the claim's verdict is the one tools/verification/ agrees with (it said
    # "confirmed", a verdict that endpoint refuses as contradicting the compensation: probe-agent)
    assert claim["verdict"]["status"] == "failed" and claim["verdict"]["decision"] == "compensate", claim["verdict"]
    agrees = _verify(run, claim["verdict"]["status"])
    assert agrees.status_code == 200 and agrees.json()["created"] is False, agrees.json()
    assert _append(run, ("StepCommitted", {"step": 0})).status_code == 201


def test_resume_or_verify_again_of_an_external_run_says_to_decide_instead(run):
    _parked(run)
    with pytest.raises(DecisionConflict, match="decide each call in doubt"):  # the run's state: 409, as Start now
        resume_run(run_id=run.id, actor="alice")
    # the server has no verifier for the agent's tools: a clear refusal (the console's 409), nothing written
    execution = ToolExecution.objects.select_related("run").get(run_id=run.id)
    before = _events(run)
    assert recovery.verify_execution(execution).startswith("skipped: an external agent's tools")
    assert _events(run) == before


# -- item 6: who verified -------------------------------------------------------------------------
def test_an_agent_verdict_is_journaled_as_the_agents(run):
    run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}])
    run.claim(0, 0, "send_email", EMAIL)
    run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    run.post("tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "read_back"})
    timeline = run.api.get(f"{URL}{run.id}/events/").json()["events"]
    verified = next(e for e in timeline if e["type"] == "ToolVerified")
    assert verified["payload"]["verified_by"] == "agent" and "counts" not in verified["payload"]
    execution = ToolExecution.objects.get(run_id=run.id)
    assert execution.status == "CONFIRMED" and execution.verified


def test_a_policy_makes_an_agents_verdict_on_a_payment_not_count(run, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "VERIFICATION_POLICY": {"ticket-external": ["pay"]}}
    args = {"invoice": "A"}
    run.sample(0, [{"name": "pay_invoice", "args": args}])
    run.claim(0, 0, "pay_invoice", args)
    _hand_to_operator(run)
    from approvals.services import approve_call

    approve_call(execution_id=ToolExecution.objects.get(run_id=run.id).id, actor="alice", reason="ok")
    run.acquire()
    assert run.claim(0, 0, "pay_invoice", args).json()["status"] == "claimed"  # the approved call handed out
    paid = {"success": True, "code": "paid", "data": {"payment_id": "p-1"}}
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": paid}).status_code == 201
    made_up = run.post(
        "tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "read_back"}
    )
    assert made_up.status_code == 201
    verdict = Event.objects.get(run_id=run.id, type="ToolVerified")
    assert '"verified_by":"agent"' in verdict.payload and '"counts":false' in verdict.payload
    execution = ToolExecution.objects.get(run_id=run.id)
    assert execution.status == "TOOL_EXECUTED" and not execution.verified  # an operator must confirm it
    assert "policy requires" in execution.verification_detail
    _hand_to_operator(run)
    decide_execution(execution_id=execution.id, actor="alice", decision="confirm", reason="bank statement")
    execution.refresh_from_db()
    assert execution.status == "CONFIRMED" and execution.verified and execution.verification_method == "operator"


def test_under_a_policy_a_write_commits_only_once_the_server_or_an_operator_verified_it(run, settings):
    """``AGENTOPS_VERIFICATION_POLICY`` says an invoice write's verdict must come from the server or an operator,
    yet a step whose write had no verdict at all committed: the run completed on an unverified write. The commit
    is 409 ``verification_required`` naming the call (the read beside it is exempt), the agent's verdict parks the
    call for an operator, and after the operator's confirm the step commits."""
    settings.AGENTOPS = {**settings.AGENTOPS, "VERIFICATION_POLICY": {"ticket-external": ["invoice"]}}
    lookup, send = {"invoice": "A"}, {"invoice": "A", "to": "ops@example.com"}
    run.sample(0, [{"name": "lookup_invoice", "args": lookup}, {"name": "send_invoice", "args": send}])
    assert run.claim(0, 0, "lookup_invoice", lookup, effect="read").json()["status"] == "claimed"
    assert run.claim(0, 1, "send_invoice", send, dedupes=False).json()["status"] == "claimed"
    found = {"success": True, "code": "ok", "data": {"invoice": "A"}}
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": found}).status_code == 201
    assert run.post("tools/result/", {"step": 0, "call_index": 1, "result": SENT}).status_code == 201
    before = _events(run)
    refused = _append(run, ("StepCommitted", {"step": 0}))
    assert refused.status_code == 409 and error_code(refused) == "verification_required", refused.json()
    execution = ToolExecution.objects.get(run_id=run.id, call_index=1)
    assert refused.json()["error"]["details"] == {
        "execution_id": execution.id,
        "step": 0,
        "call_index": 1,
        "tool": "send_invoice",
    }
    assert _events(run) == before
    verdict = {"step": 0, "call_index": 1, "status": "confirmed", "method": "read_back"}
    assert run.post("tools/verification/", verdict).status_code == 201
    assert Run.objects.get(id=run.id).status == "RECOVERING"  # on the recovery console, for the operator
    assert error_code(_append(run, ("StepCommitted", {"step": 0}))) == "call_in_doubt"
    _hand_to_operator(run)
    decide_execution(execution_id=execution.id, actor="alice", decision="confirm", reason="delivery receipt")
    run.acquire()
    assert run.claim(0, 1, "send_invoice", send, dedupes=False).json()["status"] == "already_done"
    assert _append(run, ("StepCommitted", {"step": 0})).status_code == 201


# -- item 11: the sweep leaves external runs to their agent ---------------------------------------
def test_the_recovery_sweep_does_not_take_over_an_external_run(run):
    run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}])
    run.claim(0, 0, "send_email", EMAIL)
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(seconds=5))
    before = _events(run)
    report = recovery.sweep()
    assert run.id not in report
    row = Run.objects.get(id=run.id)
    assert row.status == "RUNNING" and row.lease_owner == "ext:tester" and _events(run) == before
    assert run.post("lease/renew/", {}).status_code == 200  # the restarting agent simply carries on
    assert run.claim(0, 0, "send_email", EMAIL).json()["status"] == "need_recheck"


@pytest.mark.sqlite
def test_a_tool_name_holding_personal_data_is_refused_and_writes_nothing(run):
    """A tool's name is shown to every role (queues, timelines, the bulk preview) and leaves in notifications:
    a name the redaction policy would change is a 400 at the sample and at the claim, naming the field."""
    before = _events(run)
    for name in ("pay jane.doe@acme-corp.com", "call +1 555 123 4567"):
        sampled = run.sample(0, [{"name": name, "args": {}, "call_id": "c"}])
        assert sampled.status_code == 400 and error_code(sampled) == "invalid_input"
        assert "personal data" in str(sampled.json()["error"]["details"])
    assert _events(run) == before
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    claimed = run.claim(0, 0, "send jane.doe@acme-corp.com", EMAIL)
    assert claimed.status_code == 400 and "tool" in str(claimed.json()["error"]["details"])
    assert not ToolExecution.objects.filter(run_id=run.id).exists()
    assert run.claim(0, 0, "send_email", EMAIL).status_code in (200, 201)
