"""The external-agent protocol: leases and fencing, appends with expected seq, claims, results, verdicts, reply."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from runs.api.keys import api_key_create
from runs.journal import checkpoints
from runs.journal.chain import verify_chain
from runs.journal.store import forget_folds, resume_index
from runs.models import Checkpoint, Event, Run, ToolExecution
from runs.services import run_create
from tests.api.conftest import URL, RunHandle, error_code, external_fields
from tests.runs.test_resume_fold import _full, _state

pytestmark = pytest.mark.django_db

EMAIL = {"to": "ops@example.com", "subject": "SLA breach", "body": "x"}
SENT = {"success": True, "code": "sent", "data": {"message_id": "m-1", "to": "ops@example.com"}}


def _email_step(run, step=0):  # type: ignore[no-untyped-def]
    assert run.sample(step, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201


def _append(run, events, expected=None):  # type: ignore[no-untyped-def]
    return run.post("events/", {"expected_seq": run.head() if expected is None else expected, "events": events})


# -- leases ---------------------------------------------------------------------------------------
def test_lease_renew_release_and_a_held_lease(run):
    renewed = run.post("lease/renew/", {"seconds": 120})
    assert renewed.status_code == 200 and renewed.json()["fencing_token"] == run.token
    other = run.api.post(f"{URL}{run.id}/lease/", {"owner": "intruder"}, format="json")
    assert other.status_code == 409 and error_code(other) == "lease_held"
    assert run.post("lease/release/", {}).json() == {"released": True}
    assert run.post("lease/release/", {}).json() == {"released": False}


def test_the_holders_owner_name_never_takes_or_uses_its_live_lease(run):
    """Issue 11 item 3: GET runs/{id} shows the owner; knowing it (and guessing the token) gives nothing."""
    _email_step(run)
    shown = run.api.get(f"{URL}{run.id}/").json()
    assert shown["lease_owner"] == "ext:tester" and run.secret not in str(shown)
    taken = run.api.post(f"{URL}{run.id}/lease/", {"owner": "tester"}, format="json")
    assert taken.status_code == 409 and error_code(taken) == "lease_held"
    assert taken.json()["error"]["details"]["lease_owner"] == "ext:tester"
    assert Run.objects.get(id=run.id).fencing_token == run.token
    before = Event.objects.filter(run_id=run.id).count()
    impostor = RunHandle(run.api, run.id, "tester", run.token, "x" * 43)
    for response in (
        impostor.claim(0, 0, "send_email", EMAIL),
        impostor.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}),
        impostor.post("tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "x"}),
        _append(impostor, [{"type": "RunFailed", "payload": {"error_class": "Boom"}}]),
        impostor.post("reply/", {"step": 0, "reply": "x"}),
        impostor.post("lease/renew/", {}),
        impostor.post("lease/release/", {}),
    ):
        assert response.status_code == 409 and error_code(response) == "lease_held", response.json()
    assert Event.objects.filter(run_id=run.id).count() == before
    assert run.claim(0, 0, "send_email", EMAIL).json()["status"] == "claimed"  # the holder is unaffected


def test_presenting_ones_own_secret_re_takes_the_live_lease(run):
    """A client whose acquire answer was lost acquires again with the secret it chose."""
    secret = "my-own-process-secret-0123456789abcdef"
    assert run.post("lease/release/", {}).json() == {"released": True}
    first = run.api.post(f"{URL}{run.id}/lease/", {"owner": "bot", "secret": secret}, format="json").json()
    assert first["secret"] == secret
    again = run.api.post(f"{URL}{run.id}/lease/", {"owner": "bot", "secret": secret}, format="json")
    assert again.status_code == 200 and again.json()["fencing_token"] == first["fencing_token"] + 1
    short = run.api.post(f"{URL}{run.id}/lease/", {"owner": "bot", "secret": "short"}, format="json")
    assert short.status_code == 400 and "secret" in short.json()["error"]["details"]
    missing = run.api.post(
        f"{URL}{run.id}/lease/renew/", {"owner": "bot", "fencing_token": again.json()["fencing_token"]}, format="json"
    )
    assert missing.status_code == 400 and "secret" in missing.json()["error"]["details"]


def test_an_expired_untaken_lease_must_be_renewed_before_it_may_claim(run):
    """Issue 11 item 4: permission to execute needs a live lease, even if nobody took the expired one."""
    _email_step(run)
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(seconds=1))
    before = Event.objects.filter(run_id=run.id).count()
    refused = run.claim(0, 0, "send_email", EMAIL)
    assert refused.status_code == 409 and error_code(refused) == "lease_expired"
    assert Event.objects.filter(run_id=run.id).count() == before
    assert run.post("lease/renew/", {}).status_code == 200
    assert run.claim(0, 0, "send_email", EMAIL).json()["status"] == "claimed"


def test_a_taken_over_client_gets_stale_fencing_token_on_every_write(run):
    _email_step(run)
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(seconds=1))
    newer = run.api.post(f"{URL}{run.id}/lease/", {"owner": "newer"}, format="json").json()
    assert newer["fencing_token"] == run.token + 1
    before = Event.objects.filter(run_id=run.id).count()
    responses = [
        run.claim(0, 0, "send_email", EMAIL),
        run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}),
        _append(run, [{"type": "StepCommitted", "payload": {"step": 0}}]),
        run.post("lease/renew/", {}),
        run.post("reply/", {"step": 0, "reply": "x"}),
    ]
    for response in responses:
        assert response.status_code == 409, response.json()
        assert error_code(response) == "stale_fencing_token"
        assert response.json()["error"]["details"]["current_token"] == run.token + 1
    assert Event.objects.filter(run_id=run.id).count() == before


def test_server_driven_runs_refuse_client_leases():
    server_run, _ = run_create(agent="ticket", inputs={"ticket": "T-1", "customer": "A", "task": "x"}, start=False)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='ticket')[1]}")
    response = client.post(f"{URL}{server_run.id}/lease/", {"owner": "x"}, format="json")
    assert response.status_code == 409 and error_code(response) == "server_driven"
    assert client.get(f"{URL}{server_run.id}/").status_code == 200


# -- appends --------------------------------------------------------------------------------------
def test_append_at_a_stale_expected_seq_is_409_with_the_current_seq(run):
    _email_step(run)
    response = _append(run, [{"type": "StepCommitted", "payload": {"step": 0}}], expected=1)
    assert response.status_code == 409 and error_code(response) == "seq_conflict"
    assert response.json()["error"]["details"] == {"expected_seq": 1, "current_seq": 2}


def test_steps_are_sampled_once_and_in_order(run):
    _email_step(run)
    again = run.sample(0, [])
    assert again.status_code == 409 and error_code(again) == "already_sampled"
    skip = run.sample(5, [])
    assert skip.status_code == 409 and error_code(skip) == "step_out_of_order"
    assert skip.json()["error"]["details"] == {"next_step": 0}


def test_commit_needs_every_result(run):
    _email_step(run)
    run.claim(0, 0, "send_email", EMAIL)
    response = _append(run, [{"type": "StepCommitted", "payload": {"step": 0}}])
    assert response.status_code == 409 and error_code(response) == "step_incomplete"


def test_unknown_and_reserved_event_types(run):
    unknown = _append(run, [{"type": "Teleported", "payload": {}}])
    assert unknown.status_code == 400 and error_code(unknown) == "unknown_event_type"
    reserved = _append(run, [{"type": "ToolResult", "payload": {"step": 0}}])
    assert reserved.status_code == 422 and error_code(reserved) == "event_type_not_allowed"


@pytest.mark.sqlite
def test_a_sample_whose_tool_calls_repeat_a_call_id_is_refused_naming_it_and_writes_nothing(run):
    """Two tool calls with one ``call_id``: the tool messages would answer one id twice (a provider may refuse the
    next request). Calls without an id get one from their position, so blank ids may repeat."""
    head = run.head()
    calls = [{"name": "lookup", "args": {"q": "a"}, "call_id": "c1"}, {"name": "lookup", "args": {"q": "b"}}]
    response = run.sample(0, [*calls, {"name": "send_email", "args": EMAIL, "call_id": "c1"}])
    assert response.status_code == 400 and error_code(response) == "duplicate_call_id"
    assert response.json()["error"]["details"] == {"index": 0, "call_id": "c1", "tool_calls": [0, 2]}
    assert "'c1'" in response.json()["error"]["message"]
    assert run.head() == head and not Event.objects.filter(run_id=run.id, type="LlmSampled").exists()
    assert run.sample(0, [*calls, {"name": "lookup", "args": {"q": "c"}}]).status_code == 201


def test_a_batch_with_one_bad_event_writes_nothing(run):
    good = {
        "type": "LlmSampled",
        "payload": {
            "step": 0,
            "output": {"content": "x", "tool_calls": [], "usage": {"prompt_tokens": 1, "completion_tokens": 1}},
        },
    }
    bad = {
        "type": "LlmSampled",
        "payload": {
            "step": 1,
            "output": {"content": "y", "tool_calls": [], "usage": {"prompt_tokens": 1, "completion_tokens": 1}},
        },
    }
    response = _append(run, [good, bad])
    assert response.status_code == 409 and error_code(response) == "step_out_of_order"
    assert Event.objects.filter(run_id=run.id).count() == 1


def test_wrong_field_types_are_400(run):
    response = _append(run, [{"type": "LlmSampled", "payload": {"step": "zero", "output": {"usage": {"cost": "x"}}}}])
    assert response.status_code == 400 and error_code(response) == "invalid_input"
    assert "step" in response.json()["error"]["details"]["events"]["0"]["payload"]


def test_a_run_whose_budget_is_spent_may_not_journal_another_sample(api):
    """replay.budget_exhausted says no further model call is allowed; the server journaled one anyway (probed:
    a 1-step, 100-token, 0.01 budget spent 4 steps, 3,064 tokens and 15.0 of cost, the run still RUNNING)."""
    fields = external_fields(budget={"max_steps": 1, "max_tokens": 400_000, "max_cost": 5.0})
    run_id = api.post(URL, fields, format="json").json()["id"]
    lease = api.post(f"{URL}{run_id}/lease/", {"owner": "tester"}, format="json").json()
    run = RunHandle(api, run_id, "tester", lease["fencing_token"], lease["secret"])
    assert run.sample(0, [{"name": "lookup", "args": {"q": "x"}, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "lookup", {"q": "x"}, effect="read").status_code == 200
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}).status_code == 201
    assert _append(run, [{"type": "StepCommitted", "payload": {"step": 0}}]).status_code == 201
    assert run.api.get(f"{URL}{run_id}/replay/").json()["budget_exhausted"] == "step budget spent: 1/1 steps"
    head = run.head()
    refused = run.sample(1, [])
    assert refused.status_code == 409 and error_code(refused) == "budget_exhausted", refused.json()
    assert run.head() == head
    failed = _append(run, [{"type": "RunFailed", "payload": {"error_class": "BudgetExceeded", "retryable": False}}])
    assert failed.status_code == 201 and Run.objects.get(id=run_id).status == "FAILED"


def test_run_failed_is_counted_by_the_server(run):
    response = _append(run, [{"type": "RunFailed", "payload": {"error_class": "ModelError", "retryable": True}}])
    assert response.status_code == 201
    assert response.json()["events"][0]["payload"]["retry_count"] == 1
    assert Run.objects.get(id=run.id).status == "FAILED"


# -- claims ---------------------------------------------------------------------------------------
def test_claim_lifecycle_claimed_need_recheck_already_done(run):
    _email_step(run)
    first = run.claim(0, 0, "send_email", EMAIL).json()
    assert first["status"] == "claimed" and len(first["idem_key"]) == 64
    again = run.claim(0, 0, "send_email", EMAIL).json()
    assert again["status"] == "need_recheck" and again["idem_key"] == first["idem_key"]
    assert Event.objects.filter(run_id=run.id, type="ToolRequested").count() == 1
    reported = run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    assert reported.status_code == 201
    retried = run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    assert retried.status_code == 200 and retried.json()["event_id"] == reported.json()["event_id"]
    other = run.post("tools/result/", {"step": 0, "call_index": 0, "result": {"success": False}})
    assert other.status_code == 409 and error_code(other) == "result_conflict"
    done = run.claim(0, 0, "send_email", EMAIL).json()
    assert done["status"] == "already_done" and done["result"] == SENT
    assert done["result_event_id"] == reported.json()["event_id"]


def test_a_write_claim_must_declare_whether_its_service_dedupes(run):
    _email_step(run)
    body = {"step": 0, "call_index": 0, "tool": "send_email", "args": EMAIL}
    for decl in ({}, {"effect": "write"}, {"effect": "write", "risk": "high"}):
        refused = run.post("tools/claim/", body | decl)
        assert refused.status_code == 422 and error_code(refused) == "undeclared_dedupe"
        error = refused.json()["error"]
        assert "'send_email' is a write: declare whether its service dedupes" in error["message"]
        assert error["details"] == {"tool": "send_email"}
    assert Event.objects.filter(run_id=run.id, type="ToolRequested").count() == 0  # refused: nothing written
    claimed = run.post("tools/claim/", body | {"dedupes": False}).json()
    assert claimed["status"] == "claimed" and claimed["idem_key"] is None  # no dedupe: no key, never ""


def test_a_read_claim_needs_no_dedupe_declaration(run):
    run.sample(0, [{"name": "retrieve", "args": {"topic": "a"}}])
    claimed = run.post(
        "tools/claim/", {"step": 0, "call_index": 0, "tool": "retrieve", "args": {"topic": "a"}, "effect": "read"}
    )
    assert claimed.status_code == 200 and len(claimed.json()["idem_key"]) == 64


def test_claims_must_match_the_models_call_and_order(run):
    calls = [{"name": "retrieve", "args": {"topic": "a"}}, {"name": "retrieve", "args": {"topic": "b"}}]
    run.sample(0, calls)
    mismatch = run.claim(0, 0, "retrieve", {"topic": "zzz"})
    assert mismatch.status_code == 422 and error_code(mismatch) == "call_mismatch"
    early = run.claim(0, 1, "retrieve", {"topic": "b"})
    assert early.status_code == 409 and error_code(early) == "out_of_order"
    absent = run.claim(0, 2, "retrieve", {"topic": "c"})
    assert absent.status_code == 422 and error_code(absent) == "call_mismatch"
    unsampled = run.claim(1, 0, "retrieve", {"topic": "a"})
    assert unsampled.status_code == 409 and error_code(unsampled) == "step_out_of_order"


def test_result_before_claim_is_refused(run):
    _email_step(run)
    response = run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    assert response.status_code == 409 and error_code(response) == "not_claimed"


def test_a_result_for_a_call_not_yet_claimed_is_refused_and_writes_nothing_results_of_claimed_calls_in_any_order(run):
    """followups: "results in call order" is what the clients do; the rule the server holds is that a result needs
    its call's intent journaled (a claim). A result for call 1 while only call 0 is claimed, or for a call the
    model never made, is 409 ``not_claimed`` and writes nothing. Claimed calls may report in any order: a step
    whose call 0 waits for an approver (or is in doubt) reports call 1's result first (docs/api.md)."""
    calls = [{"name": "retrieve", "args": {"topic": t}} for t in "ab"]
    assert run.sample(0, calls).status_code == 201
    assert run.claim(0, 0, "retrieve", {"topic": "a"}, effect="read").json()["status"] == "claimed"
    before = list(Event.objects.filter(run_id=run.id).values_list("seq", "type"))
    for index in (1, 2):
        early = run.post("tools/result/", {"step": 0, "call_index": index, "result": SENT})
        assert early.status_code == 409 and error_code(early) == "not_claimed", early.json()
    assert list(Event.objects.filter(run_id=run.id).values_list("seq", "type")) == before
    assert ToolExecution.objects.filter(run_id=run.id).count() == 1
    assert run.claim(0, 1, "retrieve", {"topic": "b"}, effect="read").json()["status"] == "claimed"
    for index in (1, 0):  # call 1's result before call 0's
        assert run.post("tools/result/", {"step": 0, "call_index": index, "result": SENT}).status_code == 201
    results = Event.objects.filter(run_id=run.id, type="ToolResult").order_by("seq")
    assert [json.loads(e.payload)["call_index"] for e in results] == [1, 0]


def test_high_risk_calls_wait_for_a_human(run):
    args = {"invoice": "INV-1", "amount": 10}
    run.sample(0, [{"name": "pay_invoice", "args": args}])
    claim = run.claim(0, 0, "pay_invoice", args, risk="low")
    assert claim.json()["status"] == "waiting_manual_confirm"
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"
    assert ToolExecution.objects.get(run_id=run.id).status == "WAITING_MANUAL_CONFIRM"
    assert run.claim(0, 0, "pay_invoice", args).json()["status"] == "waiting_manual_confirm"
    refused = run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    assert refused.status_code == 409 and error_code(refused) == "awaiting_approval"


@pytest.mark.parametrize("name", ["fs.unlink", "customers.del", "reimburse_expense", "emailAllCustomers"])
def test_an_abbreviated_delete_or_a_send_to_all_waits_for_a_human_whatever_the_key_declares(run, name):
    """Node's ``fs.unlink``, Stripe's Node SDK ``customers.del``, money paid back, one email to every customer: each
    ran on the model's word before (tests/core/test_risk_names_abbreviated_deletes_and_trades.py has the table)."""
    args = {"id": "cus_123"}
    assert run.sample(0, [{"name": name, "args": args}]).status_code == 201
    claim = run.claim(0, 0, name, args, effect="write", risk="low")
    assert claim.status_code == 200 and claim.json()["status"] == "waiting_manual_confirm", claim.json()
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"
    assert ToolExecution.objects.get(run_id=run.id).status == "WAITING_MANUAL_CONFIRM"
    refused = run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    assert refused.status_code == 409 and error_code(refused) == "awaiting_approval"


@pytest.mark.parametrize(
    "name", ["tip_user", "venmo_send", "issueCredit", "gmail.trash", "kill_instance", "force_push"]
)
def test_money_sent_by_another_verb_or_a_destruction_by_another_verb_waits_for_a_human(run, name):
    """A tip, a payment app's send, a credit issued, mail trashed, an instance killed, history force-pushed: each
    ran on the model's word, even declared ``risk=low`` (tests/core/test_risk_names_money_and_destruction_by_other_verbs.py has the table)."""
    args = {"id": "cus_123"}
    assert run.sample(0, [{"name": name, "args": args}]).status_code == 201
    claim = run.claim(0, 0, name, args, effect="write", risk="low")
    assert claim.status_code == 200 and claim.json()["status"] == "waiting_manual_confirm", claim.json()
    assert ToolExecution.objects.get(run_id=run.id).status == "WAITING_MANUAL_CONFIRM"


def test_verification_rules(run):
    _email_step(run)
    run.claim(0, 0, "send_email", EMAIL)
    early = run.post("tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "read_back"})
    assert early.status_code == 409 and error_code(early) == "no_result"
    run.post("tools/result/", {"step": 0, "call_index": 0, "result": {"success": True, "code": "ok", "data": {}}})
    pretend = run.post("tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "model"})
    assert pretend.status_code == 422 and error_code(pretend) == "verification_contradicts_result"
    failed = run.post("tools/verification/", {"step": 0, "call_index": 0, "status": "failed", "method": "read_back"})
    assert failed.status_code == 201
    assert ToolExecution.objects.get(run_id=run.id).status == "VERIFICATION_FAILED"


def test_a_full_step_and_the_reply(run):
    _email_step(run)
    run.claim(0, 0, "send_email", EMAIL)
    run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    verified = run.post(
        "tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "read_back"}
    )
    assert verified.status_code == 201
    assert _append(run, [{"type": "StepCommitted", "payload": {"step": 0}}]).status_code == 201
    result_id = Event.objects.get(run_id=run.id, type="ToolResult").event_id
    reply = f"Email sent [evt:{result_id}]."
    assert run.sample(1, [], content=reply).status_code == 201
    mismatch = run.post("reply/", {"step": 1, "reply": "something else"})
    assert mismatch.status_code == 422 and error_code(mismatch) == "reply_mismatch"
    done = run.post("reply/", {"step": 1, "reply": reply})
    assert done.status_code == 201, done.json()
    body = done.json()
    assert body["status"] == "COMPLETED" and body["flagged"] is False and body["reply_status"] == "DELIVERED"
    finished = run.sample(2, [])
    assert finished.status_code == 409 and error_code(finished) == "run_finished"
    assert run.post("lease/release/", {}).json() == {"released": True}
    again = run.api.post(f"{URL}{run.id}/lease/", {"owner": "tester"}, format="json")  # was 409 lease_held
    assert again.status_code == 409 and error_code(again) == "run_finished", again.json()
    assert again.json()["error"]["details"] == {"status": "COMPLETED"}


def test_an_uncited_claim_is_flagged(run):
    run.sample(0, [], content="All emails sent.")
    body = run.post("reply/", {"step": 0, "reply": "All emails sent."}).json()
    assert body["flagged"] is True and Run.objects.get(id=run.id).has_flagged_claim


def test_an_approved_call_runs_once_and_a_rejected_one_never(run):
    from approvals.services import approve_call, reject_call

    calls = [{"name": "pay_invoice", "args": {"invoice": "A"}}, {"name": "pay_invoice", "args": {"invoice": "B"}}]
    run.sample(0, calls)
    assert run.claim(0, 0, "pay_invoice", {"invoice": "A"}).json()["status"] == "waiting_manual_confirm"
    assert run.claim(0, 1, "pay_invoice", {"invoice": "B"}).json()["status"] == "waiting_manual_confirm"
    assert run.post("lease/release/", {}).json() == {"released": True}  # hand the run to the approvers
    first, second = ToolExecution.objects.filter(run_id=run.id).order_by("call_index")
    approve_call(execution_id=first.id, actor="alice", reason="contract checked")
    reject_call(execution_id=second.id, actor="alice", reason="duplicate invoice")
    run.acquire()
    approved = run.claim(0, 0, "pay_invoice", {"invoice": "A"}).json()  # handed out once (ToolDispatched)
    assert approved["status"] == "claimed" and approved["idem_key"] == first.idem_key
    rejected = run.claim(0, 1, "pay_invoice", {"invoice": "B"}).json()
    assert rejected["status"] == "already_done" and rejected["result"]["code"] == "rejected_by_approver"
    paid = {"success": True, "code": "paid", "data": {"payment_id": "p-1"}}
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": paid}).status_code == 201
    assert (
        run.post(
            "events/", {"expected_seq": run.head(), "events": [{"type": "StepCommitted", "payload": {"step": 0}}]}
        ).status_code
        == 201
    )
    assert list(
        ToolExecution.objects.filter(run_id=run.id).order_by("call_index").values_list("status", flat=True)
    ) == [
        "TOOL_EXECUTED",
        "REJECTED",
    ]


def test_callers_are_rate_limited(api, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "API_RATE": "3/min"}
    codes = [api.get(URL).status_code for _ in range(4)]
    assert codes == [200, 200, 200, 429]


def test_the_verification_sweep_leaves_external_runs_to_their_client(run):
    from runs.worker.recovery import pending_verifications, verify_pending

    _email_step(run)
    run.claim(0, 0, "send_email", EMAIL)
    run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    assert ToolExecution.objects.get(run_id=run.id).status == "TOOL_EXECUTED"
    assert pending_verifications() == []
    assert verify_pending() == {}


@pytest.mark.sqlite
def test_an_external_runs_snapshots_advance_its_checkpoint_and_a_cold_resume_starts_from_it(run, settings, monkeypatch):
    settings.AGENTOPS = {**settings.AGENTOPS, "SNAPSHOT_EVERY": 1}  # a snapshot after every step
    monkeypatch.setattr(checkpoints, "ADVANCE_EVERY", 2)
    monkeypatch.setattr(checkpoints, "MIN_GAP", 2)
    for step in range(5):
        _email_step(run, step)
        assert run.claim(step, 0, "send_email", EMAIL).status_code == 200
        run.post("tools/result/", {"step": step, "call_index": 0, "result": SENT})
        run.post("tools/verification/", {"step": step, "call_index": 0, "status": "confirmed", "method": "read_back"})
        assert _append(run, [{"type": "StepCommitted", "payload": {"step": step}}]).status_code == 201
    snapshots = list(Event.objects.filter(run_id=run.id, type="SnapshotTaken").values_list("seq", flat=True))
    kept = Checkpoint.objects.get(run_id=run.id)
    assert len(snapshots) == 5 and kept.seq == snapshots[3]  # advanced at the 2nd and 4th snapshot
    # each snapshot's messages stored beside its payload, bound by its digest
    assert not Event.objects.filter(run_id=run.id, type="SnapshotTaken", context=None).exists()
    assert verify_chain(run.id, bodies=True).ok
    forget_folds()  # a fresh API process
    index = resume_index(run.id)
    assert len(index.messages.stored_parts()) == 3  # the checkpoint, the 4th and 5th snapshots' arrays
    assert _state(index) == _full(run.id)
