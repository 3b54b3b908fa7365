"""Where an external client could get stuck or skip a human, through the documented protocol alone:
a lease taken over while a request is checked, a retry after a lost answer, a second client holding
a stale lease, and approval-gated calls. Each refusal writes nothing."""

from __future__ import annotations

import json
from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from approvals.services import approve_call, restart_stuck_run
from runs.api import protocol
from runs.journal import leases
from runs.models import Event, Run, ToolExecution
from runs.roles import APPROVER, OPERATOR
from runs.worker import recovery
from tests.api.conftest import URL, error_code
from tests.dashboard.conftest import make_user

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

EMAIL = {"to": "ops@example.com", "subject": "SLA breach", "body": "x"}
SENT = {"success": True, "code": "sent", "data": {"message_id": "m-1", "to": "ops@example.com"}}
PAY = {"invoice": "INV-7", "amount": 120, "currency": "EUR"}
PAID = {"success": True, "code": "paid", "data": {"payment_id": "p-7"}}


def _events(run) -> list[str]:  # type: ignore[no-untyped-def]
    return list(Event.objects.filter(run_id=run.id).order_by("seq").values_list("type", flat=True))


def _commit(run, step: int = 0):  # type: ignore[no-untyped-def]
    return run.post(
        "events/", {"expected_seq": run.head(), "events": [{"type": "StepCommitted", "payload": {"step": step}}]}
    )


# -- a lease taken over while the request is being checked ----------------------------------------
def test_a_claim_whose_lease_is_taken_over_mid_request_executes_nothing_and_writes_nothing(run, monkeypatch):
    """The fence check passed, then the lease expired and another client acquired before the claim's
    append: the append's guard (the token) refuses it, so the old client is never told to execute."""
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    before = _events(run)
    real = protocol.resume_index

    def taken_meanwhile(run_id: str):  # type: ignore[no-untyped-def]
        Run.objects.filter(id=run_id).update(lease_expires_at=timezone.now() - timedelta(seconds=1))
        leases.acquire(run_id, "ext:newer", secret="n" * 40)
        return real(run_id)

    monkeypatch.setattr(protocol, "resume_index", taken_meanwhile)
    refused = run.claim(0, 0, "send_email", EMAIL)
    assert refused.status_code == 409 and error_code(refused) == "stale_fencing_token", refused.json()
    assert _events(run) == before and not ToolExecution.objects.filter(run_id=run.id).exists()


# -- a retry after a lost answer ------------------------------------------------------------------
def test_retries_after_lost_answers_write_nothing_twice(run):
    """A client that sent a write, lost the answer and sends it again: the journal holds it once."""
    sample = run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}])
    assert sample.status_code == 201
    again = run.post(
        "events/",
        {
            "expected_seq": 1,
            "events": [
                {
                    "type": "LlmSampled",
                    "payload": {
                        "step": 0,
                        "output": {"content": "x", "usage": {"prompt_tokens": 1, "completion_tokens": 1}},
                    },
                }
            ],
        },
    )
    assert again.status_code == 409 and error_code(again) in {"seq_conflict", "already_sampled"}
    first = run.claim(0, 0, "send_email", EMAIL).json()
    retried = run.claim(0, 0, "send_email", EMAIL).json()
    # the retry cannot know the first answer was lost: the call may have been sent, with this key
    assert (first["status"], retried["status"]) == ("claimed", "need_recheck")
    assert retried["idem_key"] == first["idem_key"] and retried["head_seq"] == first["head_seq"]
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}).status_code == 201
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}).status_code == 200
    verdict = {"step": 0, "call_index": 0, "status": "confirmed", "method": "read_back"}
    assert run.post("tools/verification/", verdict).status_code == 201
    assert run.post("tools/verification/", verdict).status_code == 200
    assert _commit(run).status_code == 201
    assert run.sample(1, [], content="Done.").status_code == 201
    completed = run.post("reply/", {"step": 1, "reply": "Done."})
    assert completed.status_code == 201
    head = run.head()
    replied = run.post("reply/", {"step": 1, "reply": "Done."})  # its answer was lost: the stored one, 200
    assert replied.status_code == 200 and replied.json() == completed.json(), replied.json()
    other = run.post("reply/", {"step": 1, "reply": "Something else."})
    assert other.status_code == 409 and error_code(other) == "run_finished"
    assert run.head() == head
    once = ["LlmSampled", "ToolRequested", "ToolResult", "ToolVerified", "StepCommitted", "RunCompleted"]
    assert all(_events(run).count(kind) == (2 if kind == "LlmSampled" else 1) for kind in once), _events(run)


# -- a second client with a stale lease -----------------------------------------------------------
def test_a_taken_over_client_can_neither_verify_nor_release_the_new_holders_lease(run):
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL).json()["status"] == "claimed"
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}).status_code == 201
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(seconds=1))
    newer = run.api.post(f"{URL}{run.id}/lease/", {"owner": "newer"}, format="json").json()
    before = _events(run)
    verdict = run.post("tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "x"})
    assert verdict.status_code == 409 and error_code(verdict) == "stale_fencing_token"
    assert run.post("lease/release/", {}).json() == {"released": False}
    row = Run.objects.values("lease_owner", "fencing_token").get(id=run.id)
    assert row == {"lease_owner": "ext:newer", "fencing_token": newer["fencing_token"]} and _events(run) == before


# -- approval-gated calls -------------------------------------------------------------------------
def _gated(run, **decl):  # type: ignore[no-untyped-def]
    assert run.sample(0, [{"name": "pay_invoice", "args": PAY, "call_id": "p"}]).status_code == 201
    return run.claim(0, 0, "pay_invoice", PAY, **decl)


@pytest.mark.parametrize(
    "decl",
    [
        {"effect": "write", "risk": "low", "dedupes": False},
        {"effect": "write", "risk": "low", "dedupes": True},
        {"dedupes": False},
    ],
)
def test_a_payment_waits_for_an_approver_whatever_the_client_declares(run, decl):
    claim = _gated(run, **decl)
    assert claim.status_code == 200 and claim.json()["status"] == "waiting_manual_confirm", claim.json()
    before = _events(run)
    result = run.post("tools/result/", {"step": 0, "call_index": 0, "result": PAID})
    assert result.status_code == 409 and error_code(result) == "awaiting_approval"
    verdict = run.post("tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "x"})
    assert verdict.status_code == 409
    assert _commit(run).status_code == 409
    assert run.sample(1, [], content="Paid.").status_code == 409
    assert run.post("reply/", {"step": 1, "reply": "Paid."}).status_code in (409, 422)
    assert run.claim(0, 0, "pay_invoice", PAY, **decl).json()["status"] == "waiting_manual_confirm"
    assert _events(run) == before
    assert ToolExecution.objects.get(run_id=run.id).status == "WAITING_MANUAL_CONFIRM"


def test_an_approver_refused_by_the_agents_live_lease_is_told_who_frees_it_and_when(run):
    """Found from outside (docs/qa: D2): approving while the agent still held its lease said only "cannot decide now:
    run … is leased by ext:tester until …" — not that the agent's client frees it, nor that nothing was decided."""
    from approvals.services import DecisionConflict

    assert _gated(run, dedupes=True).json()["status"] == "waiting_manual_confirm"
    before, call = _events(run), ToolExecution.objects.get(run_id=run.id)
    with pytest.raises(DecisionConflict) as refused:
        approve_call(execution_id=call.id, actor="alice", reason="invoice checked", idem_key_seen=call.idem_key)
    message = str(refused.value)
    assert message.startswith("cannot decide now: ") and "ext:tester" in message
    assert "its agent's client holds the lease" in message and "nothing was decided" in message, message
    assert _events(run) == before and ToolExecution.objects.get(id=call.id).status == "WAITING_MANUAL_CONFIRM"


@pytest.mark.parametrize("tool", ["payinvoice", "sendmoney", "wiretransfer", "deleteall", "transfer_case_balance"])
def test_a_lower_case_or_money_moving_name_waits_for_an_approver_over_http(run, tool):
    args = {"ref": "X-1", "amount": 5}
    assert run.sample(0, [{"name": tool, "args": args}]).status_code == 201
    claim = run.claim(0, 0, tool, args, risk="low", dedupes=False)
    assert claim.status_code == 200 and claim.json()["status"] == "waiting_manual_confirm", claim.json()
    assert ToolExecution.objects.get(run_id=run.id).status == "WAITING_MANUAL_CONFIRM"


def test_the_abandoned_agent_sweep_leaves_a_run_whose_payment_waits_for_its_approver(run):
    """The clients claim every call of a step so that each gated one is on the approvers' list; the intent of
    the call after the payment makes the run RUNNING, so ten minutes after the waiting agent's lease expired the
    sweep took the approver's wait for an agent gone and parked the run RECOVERING."""
    lookup = {"invoice": "INV-7"}
    step = [{"name": "pay_invoice", "args": PAY, "call_id": "p"}, {"name": "lookup_invoice", "args": lookup}]
    assert run.sample(0, step).status_code == 201
    assert run.claim(0, 0, "pay_invoice", PAY, dedupes=True).json()["status"] == "waiting_manual_confirm"
    assert run.claim(0, 1, "lookup_invoice", lookup, effect="read").json()["status"] == "claimed"
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(hours=1))
    before = _events(run)
    assert recovery.abandoned_external(older_than=600) == []
    recovery.sweep()
    assert _events(run) == before and Run.objects.get(id=run.id).status != "RECOVERING"
    Run.objects.filter(id=run.id).update(status="RUNNING")
    ToolExecution.objects.filter(run_id=run.id, call_index=0).update(status="APPROVED")
    assert recovery.abandoned_external(older_than=600) == [run.id]  # nothing waits: an agent gone is parked


def test_a_run_waits_for_its_approver_while_the_steps_later_calls_are_claimed_and_answered(run, api):
    """The clients claim every call of a step so that each gated one is on the approvers' list: the intent (and
    the result) of the call after the payment made the run RUNNING while the payment waited, so the status
    filter, notifications and the dead-letter action missed it. While any call waits, the run waits."""
    from approvals.notify.collect import collect
    from approvals.services import dead_letter_run

    lookup = {"invoice": "INV-7"}
    step = [{"name": "pay_invoice", "args": PAY, "call_id": "p"}, {"name": "lookup_invoice", "args": lookup}]
    assert run.sample(0, step).status_code == 201
    assert run.claim(0, 0, "pay_invoice", PAY, dedupes=True).json()["status"] == "waiting_manual_confirm"
    assert run.claim(0, 1, "lookup_invoice", lookup, effect="read").json()["status"] == "claimed"
    assert api.get(f"{URL}{run.id}/").json()["status"] == "WAITING_MANUAL_CONFIRM"
    found = {"success": True, "code": "found", "data": {"invoice": "INV-7"}}
    assert run.post("tools/result/", {"step": 0, "call_index": 1, "result": found}).status_code == 201
    assert api.get(f"{URL}{run.id}/").json()["status"] == "WAITING_MANUAL_CONFIRM"
    listed = api.get(URL, {"status": "WAITING_MANUAL_CONFIRM"}).json()["results"]
    assert [r["id"] for r in listed] == [run.id]
    assert collect(now=timezone.now()) >= 1  # the approvers are told
    assert run.post("lease/release/", {}).json()["released"] is True
    dead_letter_run(run_id=run.id, actor="operator", reason="customer cancelled")
    assert Run.objects.get(id=run.id).status == "DEAD_LETTER"


@pytest.mark.parametrize("order", ["email_first", "payment_first"])
def test_after_a_rejection_a_sibling_in_doubt_is_parked_recovering(run, order):
    """A call claimed and not answered before the approver's rejection is in doubt afterwards (it may have gone
    out); an email service that cannot dedupe has no replay, so the agent parks it for an operator. The run
    waited for the approver: its RecoveryStarted was 409 invalid_transition, and DurableRun stopped there."""
    mail = {"name": "send_email", "args": EMAIL, "call_id": "e"}
    pay = {"name": "pay_invoice", "args": PAY, "call_id": "p"}
    assert run.sample(0, [mail, pay] if order == "email_first" else [pay, mail]).status_code == 201
    email_at = 0 if order == "email_first" else 1
    claims = [(email_at, "send_email", EMAIL), (1 - email_at, "pay_invoice", PAY)]
    for index, tool, args in sorted(claims):
        assert run.claim(0, index, tool, args, dedupes=False).status_code == 200
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"
    assert run.post("lease/release/", {}).json()["released"] is True
    from approvals.services import reject_call

    reject_call(execution_id=ToolExecution.objects.get(run_id=run.id, tool="pay_invoice").id, actor="al", reason="no")
    run.acquire()
    assert run.claim(0, email_at, "send_email", EMAIL, dedupes=False).json()["status"] == "need_recheck"
    park = {"type": "RecoveryStarted", "payload": {"step": 0, "call_index": email_at, "reason": "no lookup"}}
    parked = run.post("events/", {"expected_seq": run.head(), "events": [park]})
    assert parked.status_code == 201, parked.json()
    assert Run.objects.get(id=run.id).status == "RECOVERING"


@pytest.mark.parametrize("command", ["approve_call", "reject_call", "settle_call"])
def test_a_decision_command_says_an_external_run_goes_on_when_its_client_comes_back(run, command, monkeypatch):
    """The commands said "the run is driven inside this command", logged that it was "not to be taken now" and
    then "a high-risk call waits for an approver" about the call just decided: an external run waits for its
    client, which the decision's answer to its next claim lets go on."""
    if command == "settle_call":
        assert run.sample(0, [{"name": "send_email", "args": {"to": "a@b.c"}}]).status_code == 201
        execution = run.claim(0, 0, "send_email", {"to": "a@b.c"}, dedupes=False).json()["execution_id"]
        recovery = {"type": "RecoveryStarted", "payload": {"step": 0, "call_index": 0, "reason": "lookup failed"}}
        assert run.post("events/", {"expected_seq": run.head(), "events": [recovery]}).status_code == 201
        args, done = (execution, "confirm", "--external-ref", "msg-1"), "confirmed (it happened); the run continues"
    else:
        execution = _gated(run, dedupes=False).json()["execution_id"]
        args, done = (execution,), "approved" if command == "approve_call" else "rejected"
    assert run.post("lease/release/", {}).json()["released"] is True
    handed_out: list[str] = []
    monkeypatch.setattr("approvals.services.enqueue_drive", handed_out.append)
    out, err = StringIO(), StringIO()
    make_user("ops", OPERATOR, APPROVER)  # --actor names an active user with the role (cli_actor)
    call_command(command, *args, "--reason", "checked", "--actor", "ops", stdout=out, stderr=err)
    assert out.getvalue() == (
        f"{execution}: {done}; run {run.id} is driven by its agent's client through the API: "
        "it goes on when the client comes back (its claim of the call gets this decision)\n"
    )
    assert err.getvalue() == ""
    assert handed_out == []  # no drive for a worker, which would only log that it is "not to be taken now"


def test_show_run_of_an_external_run_whose_held_call_is_decided_says_it_waits_for_its_client(run):
    """Approved, the run stays WAITING_MANUAL_CONFIRM until its client claims the call; show_run told operators "a
    high-risk call waits for an approver: approve_call …", which answered "already approved … nothing to decide" —
    and, its agent gone, named no way out (qa-agents9)."""
    assert _gated(run, dedupes=False).json()["status"] == "waiting_manual_confirm"
    assert run.post("lease/release/", {}).json()["released"] is True
    before = StringIO()
    call_command("show_run", run.id, stdout=before)
    assert "a high-risk call waits for an approver" in before.getvalue()
    approve_call(execution_id=ToolExecution.objects.get(run_id=run.id).id, actor="alice", reason="invoice checked")
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"
    after = StringIO()
    call_command("show_run", run.id, stdout=after)
    shown = after.getvalue()
    assert "a high-risk call waits for an approver" not in shown, shown
    assert "every held call is decided: the run goes on when its agent's client comes back" in shown
    assert "dead-letter the run on the dashboard" in shown


@pytest.mark.parametrize("dedupes", [True, False])
def test_an_approved_payment_is_handed_out_once_then_may_have_happened(run, dedupes):
    """The approver approved a call nobody was ever told to send: the next claim hands it out
    (``claimed``) — for a payment service that cannot dedupe too, instead of asking a human again —
    and only once: a later claim (a lost answer, a crash) cannot know whether it went out."""
    assert _gated(run, dedupes=dedupes).json()["status"] == "waiting_manual_confirm"
    assert run.post("lease/release/", {}).json() == {"released": True}
    execution = ToolExecution.objects.get(run_id=run.id)
    approve_call(execution_id=execution.id, actor="alice", reason="invoice checked")
    run.acquire()
    first = run.claim(0, 0, "pay_invoice", PAY, dedupes=dedupes).json()
    assert first["status"] == "claimed" and first["idem_key"] == execution.idem_key, first
    again = run.claim(0, 0, "pay_invoice", PAY, dedupes=dedupes).json()
    assert again["status"] == "need_recheck" and again["state"] == "dispatched", again
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": PAID}).status_code == 201
    assert _commit(run).status_code == 201
    assert _events(run).count("ToolDispatched") == 1


# -- a claim retried with its request id ----------------------------------------------------------
ASKED, OTHER = {"request_id": "r" * 32}, {"request_id": "s" * 32}


@pytest.mark.parametrize("dedupes", [True, False])
def test_a_claim_retried_with_its_request_id_under_its_lease_is_claimed_again_and_writes_nothing(run, dedupes):
    """Its answer was lost: the same request (same request id, same acquisition) gets the same
    ``claimed`` — for a service that cannot dedupe too, which would otherwise end with a human. A new
    request (another id: this client was answered and sent the call), or the same id after the
    result, is told what the journal says."""
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    first = run.claim(0, 0, "send_email", EMAIL, dedupes=dedupes, **ASKED).json()
    before = _events(run)
    retried = run.claim(0, 0, "send_email", EMAIL, dedupes=dedupes, **ASKED).json()
    assert retried == first and first["status"] == "claimed", (first, retried)
    assert run.claim(0, 0, "send_email", EMAIL, dedupes=dedupes, **OTHER).json()["status"] == "need_recheck"
    assert run.claim(0, 0, "send_email", EMAIL, dedupes=dedupes).json()["status"] == "need_recheck"
    assert _events(run) == before
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL, dedupes=dedupes, **ASKED).json()["status"] == "already_done"


def test_a_claims_request_id_from_another_lease_is_need_recheck(run):
    """A new acquisition (a restarted process) presenting the same request id cannot be the request
    whose answer was lost: the call may have gone out."""
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL, dedupes=False, **ASKED).json()["status"] == "claimed"
    assert run.post("lease/release/", {}).json() == {"released": True}
    run.acquire()
    before = _events(run)
    again = run.claim(0, 0, "send_email", EMAIL, dedupes=False, **ASKED).json()
    assert again["status"] == "need_recheck" and again["state"] == "intent", again
    assert _events(run) == before


def test_an_approved_payment_claim_retried_with_its_request_id_is_claimed_again_dispatched_once(run):
    assert _gated(run, dedupes=False, **ASKED).json()["status"] == "waiting_manual_confirm"
    assert _gated_retry_after_approval(run)["status"] == "claimed"
    before = _events(run)
    again = run.claim(0, 0, "pay_invoice", PAY, dedupes=False, **OTHER).json()
    assert again["status"] == "claimed" and again["state"] == "dispatched", again
    assert run.claim(0, 0, "pay_invoice", PAY, dedupes=False, request_id="t" * 32).json()["status"] == "need_recheck"
    assert _events(run) == before and before.count("ToolDispatched") == 1


def _gated_retry_after_approval(run):  # type: ignore[no-untyped-def]
    """Approve the gated payment, take the lease again and claim it with request id OTHER."""
    assert run.post("lease/release/", {}).json() == {"released": True}
    approve_call(execution_id=ToolExecution.objects.get(run_id=run.id).id, actor="alice", reason="checked")
    run.acquire()
    return run.claim(0, 0, "pay_invoice", PAY, dedupes=False, **OTHER).json()


@pytest.mark.parametrize("bad", ["short", "", " " * 20, 12345678901234567, "x" * 101, None, ["r" * 20]])
def test_a_bad_request_id_is_400_and_writes_nothing(run, bad):
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    before = _events(run)
    refused = run.claim(0, 0, "send_email", EMAIL, request_id=bad)
    assert refused.status_code == 400 and error_code(refused) == "invalid_input", refused.json()
    assert "request_id" in refused.json()["error"]["details"] and _events(run) == before


# -- a name that says a write cannot be claimed as a read ---------------------------------------------
@pytest.mark.parametrize(
    ("tool", "word"),
    [("send_email", "send"), ("pay_invoice", "pay"), ("payments.create", "create"), ("crm_update", "update"),
     ("wire_money", "wire"), ("check_and_transfer", "transfer")],
)  # fmt: skip
def test_a_tool_whose_name_says_a_write_is_refused_as_a_read_and_nothing_is_written(run, tool, word):
    args = {"to": "ops@example.com"}
    assert run.sample(0, [{"name": tool, "args": args, "call_id": "c"}]).status_code == 201
    before = _events(run)
    refused = run.claim(0, 0, tool, args, effect="read", risk="low")
    assert refused.status_code == 422 and error_code(refused) == "write_named_read", refused.json()
    assert refused.json()["error"]["details"] == {"tool": tool, "word": word}
    assert f"{tool!r} says {word!r}" in refused.json()["error"]["message"]
    assert _events(run) == before
    claimed = run.claim(0, 0, tool, args, effect="write", dedupes=False).json()
    assert claimed["status"] in ("claimed", "waiting_manual_confirm") and claimed["idem_key"] is None


@pytest.mark.parametrize(
    "tool",
    ["get_payment", "list_orders", "read_email", "search_posts", "lookup_invoice", "get_send_status",
     "refund_history", "close_price", "purchase_order_status", "wire_transfer_status"],
)  # fmt: skip
def test_a_read_whose_name_has_a_noun_like_payment_or_post_still_claims_as_a_read(run, tool):
    args = {"id": "7"}
    assert run.sample(0, [{"name": tool, "args": args, "call_id": "c"}]).status_code == 201
    claimed = run.claim(0, 0, tool, args, effect="read")
    assert claimed.status_code == 200 and claimed.json()["status"] in ("claimed", "waiting_manual_confirm")
    assert json.loads(Event.objects.get(run_id=run.id, type="ToolRequested").payload)["effect"] == "read"


# -- a misspelt field is named, never ignored -------------------------------------------------------
ESCALATE = {"step": 0, "call_index": 0, "tool": "escalate_case", "args": EMAIL, "dedupes": True}


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        # ignored, "rsik" let a call its agent declared high-risk run without an approver
        ("tools/claim/", ESCALATE | {"rsik": "high"}, "rsik"),
        ("tools/claim/", ESCALATE | {"request_idd": "r" * 20}, "request_idd"),
        ("lease/renew/", {"secondz": 2}, "secondz"),  # ignored, the lease kept its 30 s
        ("lease/release/", {"force": True}, "force"),
    ],
)
def test_a_field_a_write_does_not_have_is_a_400_naming_it_and_nothing_is_written(run, path, body, field):
    assert run.sample(0, [{"name": "escalate_case", "args": EMAIL, "call_id": "c"}]).status_code == 201
    before, lease = _events(run), Run.objects.values("lease_owner", "lease_expires_at").get(id=run.id)
    refused = run.post(path, body)
    assert refused.status_code == 400 and error_code(refused) == "invalid_input", refused.json()
    assert refused.json()["error"]["details"] == {field: ["unknown field"]}
    assert _events(run) == before and not ToolExecution.objects.filter(run_id=run.id).exists()
    assert Run.objects.values("lease_owner", "lease_expires_at").get(id=run.id) == lease


def test_a_misspelt_lease_length_is_a_400_and_takes_nothing(api, run):
    run.post("lease/release/", {})
    refused = api.post(f"{URL}{run.id}/lease/", {"owner": "tester", "secondz": 2}, format="json")
    assert refused.status_code == 400 and refused.json()["error"]["details"] == {"secondz": ["unknown field"]}
    assert Run.objects.get(id=run.id).lease_owner is None
    check = api.post(f"{URL}{run.id}/claims/check/", {"reply": "Done.", "draft": True}, format="json")
    assert check.status_code == 400 and check.json()["error"]["details"] == {"draft": ["unknown field"]}


def test_a_write_after_releasing_the_lease_says_it_was_released_not_taken_by_another(run):
    """The answer said "another worker owns the run" of a run nobody held."""
    assert run.post("lease/release/", {}).json() == {"released": True}
    renewed = run.post("lease/renew/", {})
    assert renewed.status_code == 409 and error_code(renewed) == "stale_fencing_token"
    assert renewed.json()["error"]["message"].endswith("the lease was released: take it again")
    assert Run.objects.get(id=run.id).lease_owner is None


def test_a_write_after_an_operator_took_the_run_over_does_not_blame_another_worker(run):
    """Found from outside (docs/qa: D5): a call out while the lease lapsed, an operator's *Recover now*, then the
    agent's result: "another worker owns the run" of a run no worker holds (parked RECOVERING for a human)."""
    assert run.sample(0, [{"name": "send_sms", "args": {"to": "+1"}}]).status_code == 201
    assert run.claim(0, 0, "send_sms", {"to": "+1"}, effect="write", dedupes=False).json()["status"] == "claimed"
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(seconds=1))
    restart_stuck_run(run_id=run.id, actor="ops", reason="its agent is gone")
    before = _events(run)
    late = run.post("tools/result/", {"step": 0, "call_index": 0, "result": {"success": True, "data": {"sid": "1"}}})
    assert late.status_code == 409 and error_code(late) == "stale_fencing_token"
    message = late.json()["error"]["message"]
    assert "another worker owns the run" not in message and "an operator" in message, message
    assert _events(run) == before and Run.objects.get(id=run.id).status == "RECOVERING"


def test_a_write_under_another_owner_name_says_who_holds_the_lease_not_that_it_was_released(run):
    """The holder's token and secret under another owner name was 409 stale_fencing_token "fencing token 1 is
    stale (current 1); the lease was released: take it again" of a lease nobody released."""
    assert run.sample(0, [{"name": "lookup_order", "args": {}}]).status_code == 201
    before = _events(run)
    body = {**run.fence, "owner": "someone-else", "step": 0, "call_index": 0, "tool": "lookup_order", "args": {}}
    refused = run.api.post(f"{URL}{run.id}/tools/claim/", {**body, "effect": "read"}, format="json")
    assert refused.status_code == 409 and error_code(refused) == "lease_held", refused.json()
    assert refused.json()["error"]["details"]["lease_owner"] == f"ext:{run.owner}"
    assert "released" not in refused.json()["error"]["message"] and _events(run) == before
    assert Run.objects.get(id=run.id).lease_owner == f"ext:{run.owner}"


def test_a_write_whose_journal_keeps_moving_is_409_seq_conflict_saying_to_send_it_again(run, monkeypatch):
    """A claim, result, verdict or reply names no seq: when every recheck finds the journal moved again,
    the answer says so (documented 409 ``seq_conflict``), nothing is written, and the same request later works."""
    from agentops.core.errors import SeqConflict
    from runs.api import protocol

    assert run.sample(0, [{"name": "retrieve", "args": {"topic": "a"}}]).status_code == 201
    head, attempts = run.head(), []

    def moved(run_id, fence, expected_seq, events):  # type: ignore[no-untyped-def]
        attempts.append(expected_seq)
        raise SeqConflict(run_id, expected_seq, expected_seq + 1)

    with monkeypatch.context() as m:
        m.setattr(protocol, "append_events", moved)
        refused = run.claim(0, 0, "retrieve", {"topic": "a"}, effect="read")
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "seq_conflict"
    assert "nothing was written: send it again" in refused.json()["error"]["message"]
    assert refused.json()["error"]["details"] == {"expected_seq": head, "current_seq": head + 1}
    assert len(attempts) == protocol.RECHECKS and run.head() == head
    again = run.claim(0, 0, "retrieve", {"topic": "a"}, effect="read")
    assert again.status_code == 200 and again.json()["status"] == "claimed"


def test_a_run_with_a_call_in_doubt_and_another_held_is_recovering_and_both_stay_listed(run):
    """One call in doubt and another waiting for an approver: the run is RECOVERING (SPEC: an outcome still
    unknown stops the run for a human, and the approver alone cannot move it on), the held call stays in the
    approvals queue and the call in doubt in the recovery console; approving the payment leaves the run
    RECOVERING until the email is settled too (docs/dashboard.md, "Run status with calls in two queues")."""
    from approvals.selectors import approvals_queue, recovery_queue

    mail = {"name": "send_email", "args": EMAIL, "call_id": "e"}
    pay = {"name": "pay_invoice", "args": PAY, "call_id": "p"}
    assert run.sample(0, [mail, pay]).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL, dedupes=False).status_code == 200
    assert run.claim(0, 1, "pay_invoice", PAY, dedupes=True).json()["status"] == "waiting_manual_confirm"
    park = {"type": "RecoveryStarted", "payload": {"step": 0, "call_index": 0, "reason": "the relay timed out"}}
    parked = run.post("events/", {"expected_seq": run.head(), "events": [park]})
    assert parked.status_code == 201, parked.json()
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    assert [item["x"].tool for item in approvals_queue()] == ["pay_invoice"]
    assert [item["x"].tool for item in recovery_queue()["executions"]] == ["send_email"]
    assert run.post("lease/release/", {}).json()["released"] is True
    payment = ToolExecution.objects.get(run_id=run.id, tool="pay_invoice")
    approve_call(execution_id=payment.id, actor="al", reason="ok", idem_key_seen=payment.idem_key)
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    assert [item["x"].tool for item in recovery_queue()["executions"]] == ["send_email"]


def test_an_approved_call_s_result_before_the_claim_that_hands_it_out_is_409_not_dispatched(run):
    """An approval lets the next claim hand the call out (ToolDispatched); a result reported before that
    claim came from a send nobody was handed — e.g. made while the call waited — and would be journaled
    as the approved call's. Refused like a retry decision's (``not_dispatched``: claim it), nothing written."""
    assert _gated(run, dedupes=True).json()["status"] == "waiting_manual_confirm"
    assert run.post("lease/release/", {}).json() == {"released": True}
    approve_call(execution_id=ToolExecution.objects.get(run_id=run.id).id, actor="alice", reason="checked")
    run.acquire()
    before = _events(run)
    early = run.post("tools/result/", {"step": 0, "call_index": 0, "result": PAID})
    assert early.status_code == 409 and error_code(early) == "not_dispatched", early.json()
    assert _events(run) == before
    assert run.claim(0, 0, "pay_invoice", PAY, dedupes=True).json()["status"] == "claimed"
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": PAID}).status_code == 201
    assert _events(run).count("ToolDispatched") == 1


def test_an_approved_call_nobody_was_handed_cannot_be_parked_in_doubt(run):
    """Approved and handed to nobody since, the call certainly did not go out: a client's RecoveryStarted for it put
    the run before an operator (RECOVERING), whose *confirm* would record as done a call never sent. 409
    ``not_in_doubt``, nothing written; the claim hands it out."""
    assert _gated(run, dedupes=False).json()["status"] == "waiting_manual_confirm"
    assert run.post("lease/release/", {}).json() == {"released": True}
    approve_call(execution_id=ToolExecution.objects.get(run_id=run.id).id, actor="alice", reason="checked")
    run.acquire()
    before = _events(run)
    park = {"type": "RecoveryStarted", "payload": {"step": 0, "call_index": 0, "reason": "crash"}}
    refused = run.post("events/", {"expected_seq": run.head(), "events": [park]})
    assert refused.status_code == 409 and error_code(refused) == "not_in_doubt", refused.json()
    assert "did not go out" in refused.json()["error"]["message"]
    assert _events(run) == before and Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"
    assert run.claim(0, 0, "pay_invoice", PAY, dedupes=False).json()["status"] == "claimed"
