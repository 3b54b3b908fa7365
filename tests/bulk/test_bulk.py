"""Bulk actions: preview, thresholds, refusals that write nothing, idempotency, roles, each action."""

from __future__ import annotations

import hashlib
import json

import pytest

from agentops.core.events import EventType
from approvals import services as decisions
from approvals.bulk import selectors, services
from approvals.bulk.selectors import Selection, args_hash
from approvals.models import BulkAction, BulkItem, BulkJob, ItemState, JobStatus
from runs.models import Event, Run, ToolExecution
from tests.bulk.conftest import previewed
from tests.dashboard.conftest import waiting_payment

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def grants(run: Run) -> list[dict]:
    rows = Event.objects.filter(run=run, type=EventType.MANUAL_CONFIRM_GRANTED).values_list("payload", flat=True)
    return [json.loads(p) for p in rows]


def approve_all(n: int, **kwargs) -> BulkJob:
    """Approve ``n`` held payments (1,250 EUR each: above the amount threshold, so the phrase is typed)."""
    args = {"action": "approve", "actor": "ann", "reason": "checked", "runs": Run.objects.all(), "expected": n}
    args["confirmation"] = f"approve {n} totalling {n * 1250:,} EUR"
    args["fingerprint"] = previewed(kwargs.get("runs"), selection=kwargs.get("selection"))
    return services.bulk_create(**(args | kwargs))


def test_preview_counts_samples_and_totals_the_held_payments(payments, settings):
    payments(12)
    found = selectors.preview(action=selectors.parse_action("approve"), runs=Run.objects.all())
    assert found.count == 12 and len(found.sample) == selectors.SAMPLE
    assert found.totals == {"EUR": 12 * 1250} and found.amount == "15,000 EUR"
    assert (
        found.needs_typing and found.phrase == "approve 12 totalling 15,000 EUR"
    )  # 15,000 EUR is above the 1,000 default
    settings.AGENTOPS = {**settings.AGENTOPS, "CONFIRM_AMOUNT": 20_000}
    found = selectors.preview(action=selectors.parse_action("approve"), runs=Run.objects.all())
    assert not found.needs_typing  # 12 calls, under 20 and under the amount: one click is enough


def test_each_action_targets_only_the_runs_it_can_act_on(payments, failed_runs):
    payments(2)
    failed_runs(3)
    runs = Run.objects.all()
    counts = {a: selectors.preview(action=selectors.parse_action(a), runs=runs).count for a in ("approve", "retry")}
    assert counts == {"approve": 2, "retry": 3}
    assert selectors.preview(action=selectors.parse_action("resume"), runs=runs).count == 3
    assert selectors.preview(action=selectors.parse_action("dead_letter"), runs=runs).count == 5
    narrowed = runs.filter(agent="billing")
    assert selectors.preview(action=selectors.parse_action("dead_letter"), runs=narrowed).count == 2


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [
        ({"reason": "  "}, services.BulkRefused, "reason is required"),
        ({"expected": 24}, services.BulkStale, "25 now, 24 shown"),
        ({"confirmation": "approve 24"}, services.BulkRefused, "type 'approve 25 totalling 31,250 EUR'"),
        ({"action": "pay"}, services.BulkRefused, "unknown bulk action"),
        ({"runs": Run.objects.none(), "expected": 0}, services.BulkRefused, "nothing to approve"),
    ],
)
def test_a_refused_bulk_request_writes_nothing(payments, change, error, message):
    payments(25)
    with pytest.raises(error, match=message):
        approve_all(25, **change)
    assert not BulkJob.objects.exists() and not BulkItem.objects.exists()
    assert ToolExecution.objects.filter(status="WAITING_MANUAL_CONFIRM").count() == 25


def test_typed_confirmation_opens_a_large_job_and_every_call_is_approved_once(payments):
    runs = payments(25)
    job = approve_all(25, confirmation=" Approve 25  totalling 31,250 eur ")
    assert job.total == 25 and job.amount == "31,250 EUR" and job.status == JobStatus.QUEUED
    assert services.execute_job(job.pk, owner="bulk:test:1") == "DONE"
    job.refresh_from_db()
    assert job.status == JobStatus.DONE and job.lease_owner is None
    for run in runs:
        (grant,) = grants(run)
        assert grant["actor"] == "ann" and grant["reason"] == "checked" and grant["bulk"] == job.tag
    assert services.execute_job(job.pk) == "not claimed: done, or another executor holds it"
    assert sum(len(grants(r)) for r in runs) == 25


def test_a_decision_journaled_before_a_crash_is_not_made_again(
    payments, monkeypatch, django_capture_on_commit_callbacks
):
    """The executor died after journaling run 1's approval and before marking its item (or handing the run on)."""
    from runs.worker import dispatch

    first, second = payments(2)
    job = approve_all(2)
    item = BulkItem.objects.get(job=job, run=first)
    decisions.approve_call(execution_id=item.execution_id, actor="ann", reason="checked", bulk=job.tag)
    driven: list[str] = []
    monkeypatch.setattr(dispatch, "_dispatch", lambda run_id, countdown: driven.append(run_id))
    with django_capture_on_commit_callbacks(execute=True):
        services.execute_job(job.pk)
    item.refresh_from_db()
    assert item.state == ItemState.DONE and "in the journal already" in item.outcome
    assert len(grants(first)) == 1 and len(grants(second)) == 1
    assert sorted(driven) == sorted([first.id, second.id])  # the approved run is handed to a worker again


def test_a_call_decided_by_someone_else_is_skipped_and_says_why(payments):
    first, second = payments(2)
    job = approve_all(2)
    (held,) = ToolExecution.objects.filter(run=first, status="WAITING_MANUAL_CONFIRM")
    decisions.reject_call(execution_id=held.id, actor="bob", reason="duplicate invoice")
    services.execute_job(job.pk)
    states = dict(BulkItem.objects.filter(job=job).values_list("run_id", "state"))
    assert states == {first.id: ItemState.SKIPPED, second.id: ItemState.DONE}
    assert "REJECTED" in BulkItem.objects.get(job=job, run=first).outcome
    assert grants(first) == []


def test_a_double_submitted_form_makes_one_job(payments):
    payments(2)
    one = approve_all(2, request_key="k" * 32)
    assert approve_all(2, request_key="k" * 32).pk == one.pk
    assert BulkJob.objects.count() == 1


def test_an_executor_that_lost_its_lease_stops(payments, settings):
    payments(3)
    job = approve_all(3)
    settings.AGENTOPS = {**settings.AGENTOPS, "BULK": {**settings.AGENTOPS["BULK"], "LEASE_SECONDS": 3}}
    lease = services._claim(job.pk, "bulk:a:1")
    assert services._claim(job.pk, "bulk:b:2") is None  # held
    BulkJob.objects.filter(pk=job.pk).update(fencing_token=lease.token + 1)  # taken over meanwhile
    lease.renew_at = 0
    with pytest.raises(services.LostJob):
        lease.keep()


def test_batch_approval_takes_only_calls_of_one_tool_with_identical_arguments(db):
    a_runs = [waiting_payment("INV-A") for _ in range(3)]
    b_runs = [waiting_payment("INV-B") for _ in range(2)]
    waiting_payment("INV-C")
    groups = [(g["tool"], g["count"]) for g in selectors.held_groups()]
    assert groups == [("pay_invoice", 3), ("pay_invoice", 2)]  # a call alone is no group
    b_hash = args_hash(ToolExecution.objects.get(run=b_runs[0], status="WAITING_MANUAL_CONFIRM").args)
    query = {"tool": "pay_invoice", "args_hash": b_hash}
    job = approve_all(2, selection=Selection.from_query(query, BulkAction.APPROVE))
    services.execute_job(job.pk)
    assert [len(grants(r)) for r in a_runs + b_runs] == [0, 0, 0, 1, 1]
    with pytest.raises(selectors.BulkInvalid, match="16 hex"):
        Selection.from_query({"args_hash": "not-hex"}, BulkAction.APPROVE)


def run_job(action: str, runs, n: int) -> BulkJob:
    job = services.bulk_create(
        action=action, actor="oli", reason="gateway fixed", runs=runs, expected=n, fingerprint=previewed(runs, action)
    )
    assert services.execute_job(job.pk) == "DONE"
    return job


def decisions_of(run: Run) -> list[dict]:
    rows = Event.objects.filter(run=run, type=EventType.OPERATOR_DECISION).values_list("payload", flat=True)
    return [json.loads(p) for p in rows]


def test_bulk_retry_sends_each_failed_run_back_once_journaled_with_actor_and_reason(failed_runs):
    runs = failed_runs(3)
    job = run_job("retry", Run.objects.all(), 3)
    for run in runs:
        (decision,) = decisions_of(run)
        assert decision == {"decision": "retry_run", "actor": "oli", "reason": "gateway fixed", "bulk": job.tag}
    assert set(Run.objects.values_list("status", flat=True)) == {"PENDING"}


def test_bulk_dead_letter_settles_a_held_call_with_its_run_and_parks_a_failed_run(payments, failed_runs):
    from agentops.core.replay import ReplayIndex
    from runs.journal.store import load_events

    (payment,) = payments(1)
    (failed,) = failed_runs(1)
    run_job("dead_letter", Run.objects.all(), 2)
    assert set(Run.objects.values_list("status", flat=True)) == {"DEAD_LETTER"}
    assert ToolExecution.objects.get(run=payment, tool="pay_invoice").status == "DEAD_LETTER"
    (on_call,) = decisions_of(payment)
    assert on_call["decision"] == "dead_letter" and on_call["tool"] == "pay_invoice"
    (on_run,) = decisions_of(failed)
    assert "step" not in on_run and on_run["decision"] == "dead_letter"
    # a run-level decision replays
    assert ReplayIndex.build(failed.id, load_events(failed.id, from_snapshot=False)).dead


def test_bulk_resume_retries_failed_runs_with_the_jobs_reason(failed_runs):
    (run,) = failed_runs(1)
    run_job("resume", Run.objects.all(), 1)
    assert [d["reason"] for d in decisions_of(run)] == ["gateway fixed"]
    assert BulkItem.objects.get(run=run).outcome == "retried: running again, with a fresh set of retries"


def test_a_groups_args_hash_confirms_no_guessed_arguments(db, settings):
    """The page shows ``args_hash`` beside redacted arguments: a plain hash of the arguments would confirm
    a guess; it is keyed (HMAC under SECRET_KEY), and still names identical arguments alike."""
    runs = [waiting_payment("INV-A") for _ in range(2)]
    (group,) = selectors.held_groups()
    args = ToolExecution.objects.get(run=runs[0], status="WAITING_MANUAL_CONFIRM").args
    assert group["args_hash"] == args_hash(args) and group["count"] == 2
    assert group["args_hash"] != hashlib.sha256(args.encode()).hexdigest()[:16]  # the right guess, hashed plainly
    settings.SECRET_KEY = "another-secret-key-for-this-test"
    assert args_hash(args) != group["args_hash"]


def test_a_run_someone_decided_after_the_job_was_made_is_skipped_by_a_run_level_action(payments):
    """A dead-letter job over runs waiting for approval went on to dead-letter runs an approver approved meanwhile:
    95 approvals overruled, no item said so (probe-ops2: a bulk approve and a bulk dead-letter of the same 100
    runs, made a second apart). Someone decided it first: skipped, as approve and reject skip a decided call."""
    approved, untouched = payments(2)
    job = services.bulk_create(
        action="dead_letter", actor="oli", reason="vendor blocked", runs=Run.objects.all(), expected=2,
        fingerprint=previewed(action="dead_letter"),
    )  # fmt: skip
    (held,) = ToolExecution.objects.filter(run=approved, status="WAITING_MANUAL_CONFIRM")
    decisions.approve_call(execution_id=held.id, actor="ann", reason="invoice checked")
    assert services.execute_job(job.pk) == "DONE"
    skipped = BulkItem.objects.get(job=job, run=approved)
    assert skipped.state == ItemState.SKIPPED and "ann" in skipped.outcome, skipped.outcome
    assert BulkItem.objects.get(job=job, run=untouched).state == ItemState.DONE
    assert Run.objects.get(pk=untouched.pk).status == "DEAD_LETTER"
    assert Run.objects.get(pk=approved.pk).status != "DEAD_LETTER"
    assert grants(approved)[0]["actor"] == "ann" and decisions_of(approved) == []


def test_a_call_approved_then_dead_lettered_before_it_ran_is_reported_and_no_job_claims_it_done(payments, login):
    """A bulk approve, then (its runs not driven yet) a bulk dead-letter of the same runs: the approved call stayed
    APPROVED for ever, never sent, and both jobs said DONE — "approved", "dead-lettered". The later decision stands
    (the run is dead-lettered, its approved call with it: it is never sent), and both jobs say so: the approve
    job's item is FAILED, "approved, but never sent", and the dead-letter job's item names the call."""
    first, second = payments(2)
    approved = approve_all(2)
    assert services.execute_job(approved.pk) == "DONE"
    calls = {run.id: ToolExecution.objects.get(run=run, tool="pay_invoice") for run in (first, second)}
    assert {e.status for e in calls.values()} == {"APPROVED"}
    one = Run.objects.filter(id=first.id)
    dead = services.bulk_create(
        action="dead_letter", actor="oli", reason="vendor blocked", runs=one, expected=1,
        fingerprint=previewed(one, "dead_letter"),
    )  # fmt: skip
    assert services.execute_job(dead.pk) == "DONE"
    call = calls[first.id]
    assert ToolExecution.objects.get(id=call.id).status == "DEAD_LETTER"  # not APPROVED for ever: never sent
    assert Run.objects.get(id=first.id).status == "DEAD_LETTER"
    said = BulkItem.objects.get(job=dead).outcome
    assert said.startswith("dead-lettered, with its call approved and not sent yet, never sent: ") and call.id in said
    assert "pay_invoice, approved by ann at " in said, said
    item = BulkItem.objects.get(job=approved, execution_id=call.id)
    assert item.state == ItemState.FAILED, item.outcome
    assert item.outcome.startswith(f"approved, but never sent: run {first.id} was dead-lettered by oli at ")
    assert BulkItem.objects.get(job=approved, execution_id=calls[second.id].id).state == ItemState.DONE
    progress = login("approver").get(f"/api/v1/bulk-jobs/{approved.pk}/").json()
    assert progress["counts"] == {"DONE": 1, "FAILED": 1}
    assert [p["execution_id"] for p in progress["problems"]] == [call.id]


@pytest.mark.parametrize("loses", ["role", "account"])
def test_a_job_stops_when_its_actor_loses_the_role(payments, loses):
    """A job decides in its actor's name long after the preview: an approver removed from the role (or deactivated)
    meanwhile made it approve every call all the same. It checks the role as it goes and stops, nothing decided."""
    from django.contrib.auth.models import User

    payments(3)
    job = approve_all(3)
    ann = User.objects.get(username="ann")
    if loses == "role":
        ann.groups.clear()
    else:
        ann.is_active = False
        ann.save()
    assert services.execute_job(job.pk) == "CANCELLED"
    job.refresh_from_db()
    assert job.status == JobStatus.CANCELLED and job.cancelled_by == services.ROLE_STOPPER
    assert job.cancel_reason == "ann no longer holds the approver role"
    assert set(job.items.values_list("state", flat=True)) == {ItemState.CANCELLED}
    assert not Event.objects.filter(type=EventType.MANUAL_CONFIRM_GRANTED).exists()
    assert ToolExecution.objects.filter(status="WAITING_MANUAL_CONFIRM").count() == 3


def test_an_operators_job_checks_the_operator_role(failed_runs):
    from django.contrib.auth.models import User

    failed_runs(2)
    run_job("retry", Run.objects.all(), 2)  # oli operates: the job ran (DONE)
    again = failed_runs(1)
    User.objects.get(username="oli").groups.clear()
    one = Run.objects.filter(id=again[0].id)
    stopped = services.bulk_create(
        action="retry", actor="oli", reason="r", runs=one, expected=1, fingerprint=previewed(one, "retry")
    )
    assert services.execute_job(stopped.pk) == "CANCELLED"
    stopped.refresh_from_db()
    assert stopped.cancel_reason == "oli no longer holds the operator role"
    assert Run.objects.get(id=again[0].id).status == "FAILED"


def test_an_items_unexpected_error_is_shown_redacted(failed_runs, monkeypatch, login):
    """An item that fails on an error no decision expects keeps ``Kind: message`` as its outcome, which the job's
    page and API show to every viewer: the message carried what it was given (an address) in clear (qa-ops6), and a
    name the run holds under a person's key ("no customer Ann Lee"): redacted as the run's pages redact (qa-ops7)."""
    failed_runs(1, customer_name="Ann Lee")

    def broken(job, item):  # type: ignore[no-untyped-def]
        raise ValueError("invalid recipient 'jane.doe@example.com': no customer Ann Lee")

    monkeypatch.setitem(services.ACTIONS, "retry", broken)
    job = run_job("retry", Run.objects.all(), 1)
    item = BulkItem.objects.get(job=job)
    assert item.state == ItemState.FAILED and item.outcome.startswith("ValueError: invalid recipient '<email:")
    assert "no customer <name:" in item.outcome, item.outcome
    for path in (f"/bulk/{job.pk}/", f"/api/v1/bulk-jobs/{job.pk}/"):
        shown = login("viewer").get(path).content.decode()
        assert "jane.doe" not in shown and "Ann Lee" not in shown, path
