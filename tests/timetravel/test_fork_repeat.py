"""A fork with ``keys=new`` that re-runs a payment: its approval card says the parent already made the same call
(tool and arguments), with a link to it, and approving it needs an explicit confirm — on the page, on the command
line, and never in a bulk job. Before, the card looked like any other and one click (with the amount typed) paid
a second time under the new key."""

from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command

from approvals.bulk import services as bulk
from approvals.models import BulkItem, ItemState
from approvals.repeats import made_in_parent, repeat_warning
from approvals.selectors import approvals_queue
from approvals.services import RepeatNotConfirmed, approve_call
from runs.models import Event, Run, SideEffect, ToolExecution
from runs.roles import APPROVER
from runs.timetravel.fork import ForkRequest, fork_create
from runs.worker.engine import drive_run
from tests.bulk.conftest import previewed
from tests.dashboard.conftest import make_user
from tests.runs.factories import make_run
from tests.timetravel.agents import in_doubt_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def _paid_then_forked(keys: str) -> tuple[ToolExecution, ToolExecution]:
    """The parent's payment, approved and paid; the fork's (made by ada at the kept step 1), held."""
    parent = make_run("billing")
    assert str(drive_run(parent)) == "WAITING_MANUAL_CONFIRM"
    paid = ToolExecution.objects.get(run_id=parent, tool="pay_invoice")
    approve_call(execution_id=paid.id, actor="bob", reason="ok", typed_amount="1250")
    assert str(drive_run(parent)) == "COMPLETED" and SideEffect.objects.filter(kind="payment").count() == 1
    request = ForkRequest(1, cut="keep", keys=keys, again=keys == "new")  # the receipt is sent again
    forked, _ = fork_create(run_id=parent, request=request, actor="ada", reason="the receipt was lost")
    assert str(drive_run(forked.id)) == "WAITING_MANUAL_CONFIRM"
    return ToolExecution.objects.get(id=paid.id), ToolExecution.objects.get(run_id=forked.id, tool="pay_invoice")


def test_the_card_says_the_parent_paid_and_the_page_approves_only_with_the_repeat_confirmed(client):
    paid, again = _paid_then_forked("new")
    assert again.idem_key != paid.idem_key  # a new key: the payment service would pay again
    assert made_in_parent(again) == paid

    [item] = approvals_queue()
    said = (
        f"run {paid.run_id} already made this same call (pay_invoice, the same arguments; execution {paid.id}): "
        "it ran there (confirmed). Approving it here makes it again under another idempotency key"
    )
    assert item["repeat"] == {"said": said, "run_id": paid.run_id}
    client.force_login(make_user("bob", APPROVER))
    page = client.get("/approvals/").content.decode()
    assert said in page and f'href="/runs/{paid.run_id}/"' in page and 'name="confirm_repeat"' in page

    form = {"idem_key": again.idem_key, "confirm_amount": "1250", "reason": "lost receipt"}
    events = Event.objects.filter(run_id=again.run_id).count()
    refused = client.post(f"/approvals/{again.id}/approve/", form)
    assert refused.status_code == 400 and "confirm that it is to happen again" in refused.content.decode()
    assert ToolExecution.objects.get(id=again.id).status == "WAITING_MANUAL_CONFIRM"
    assert Event.objects.filter(run_id=again.run_id).count() == events  # nothing written

    approved = client.post(f"/approvals/{again.id}/approve/", form | {"confirm_repeat": "again"})
    assert approved.status_code == 302, approved.content.decode()[:2000]
    assert ToolExecution.objects.get(id=again.id).status == "APPROVED"
    assert str(drive_run(again.run_id)) == "COMPLETED"
    assert SideEffect.objects.filter(kind="payment").count() == 2  # the approver chose it, knowing


def test_the_cli_needs_again_and_a_bulk_job_never_approves_a_repeat():
    paid, again = _paid_then_forked("new")
    make_user("bob", APPROVER)
    job = bulk.bulk_create(
        action="approve", actor="bob", reason="all", runs=Run.objects.filter(id=again.run_id), expected=1,
        confirmation="approve 1 totalling 1,250 EUR", fingerprint=previewed(Run.objects.filter(id=again.run_id)),
    )  # fmt: skip
    bulk.execute_job(job.pk)
    [item] = BulkItem.objects.filter(job=job)
    assert item.state == ItemState.FAILED and f"run {paid.run_id} already made this same call" in item.outcome
    with pytest.raises(RepeatNotConfirmed, match=f"run {paid.run_id} already made this same call"):
        approve_call(execution_id=again.id, actor="bob", reason="x", idem_key_seen=again.idem_key, typed_amount="1250")
    with pytest.raises(CommandError, match="approve_call --again") as refused:
        call_command("approve_call", again.id, "--reason", "x", "--actor", "bob", "--amount", "1250")
    assert refused.value.returncode == 2
    assert ToolExecution.objects.get(id=again.id).status == "WAITING_MANUAL_CONFIRM"
    call_command("approve_call", again.id, "--reason", "x", "--actor", "bob", "--amount", "1250", "--again")
    assert ToolExecution.objects.get(id=again.id).status == "APPROVED"


def test_a_fork_with_its_parents_keys_asks_no_confirm_the_service_dedupes_it():
    paid, again = _paid_then_forked("inherit")
    assert again.idem_key == paid.idem_key and made_in_parent(again) is None
    assert approvals_queue()[0]["repeat"] is None
    approve_call(execution_id=again.id, actor="bob", reason="same payment", typed_amount="1250")
    assert str(drive_run(again.run_id)) == "COMPLETED"
    assert SideEffect.objects.filter(kind="payment").count() == 1
    assert Run.objects.get(id=again.run_id).fork_of_id == paid.run_id


def test_a_continuation_repeating_its_parents_payment_needs_the_confirm_too():
    """``continue_run`` gives a run new keys as a fork with ``keys=new`` does, so the same payment made again
    there pays twice. Only forks were followed: a continuation's repeat was approved with one click. (The
    continuation is the fork above, re-parented: continued from the paid run, forked from none.)"""
    paid, again = _paid_then_forked("new")
    Run.objects.filter(id=again.run_id).update(fork_of=None, fork_seq=None, parent_id=paid.run_id)
    again = ToolExecution.objects.get(id=again.id)
    assert made_in_parent(again) == paid
    assert approvals_queue()[0]["repeat"]["run_id"] == paid.run_id
    with pytest.raises(RepeatNotConfirmed, match=f"run {paid.run_id} already made this same call"):
        approve_call(execution_id=again.id, actor="bob", reason="x", typed_amount="1250")


def test_the_bulk_preview_says_which_sampled_calls_repeat_a_parents_before_the_job_fails_on_them(client):
    """The API's and the page's sample of a bulk approve name the repeat (the job would fail that item); a bulk
    reject's does not (rejecting a repeat asks nothing)."""
    paid, again = _paid_then_forked("new")
    client.force_login(make_user("bob", APPROVER))
    query = {"action": "approve", "status": "WAITING_MANUAL_CONFIRM"}
    said = f"run {paid.run_id} already made this same call (pay_invoice, the same arguments; execution {paid.id})"
    [row] = client.get("/api/v1/bulk-jobs/preview/", query).json()["sample"]
    assert (
        row["execution_id"] == again.id
        and said in row["repeats"]
        and "A bulk job does not approve it" in row["repeats"]
    )
    page = client.get("/bulk/preview/", query).content.decode()
    assert 'data-testid="bulk-repeats"' in page and said in page and f'href="/runs/{paid.run_id}/"' in page
    [row] = client.get("/api/v1/bulk-jobs/preview/", query | {"action": "reject"}).json()["sample"]
    assert row["repeats"] is None
    assert (
        'data-testid="bulk-repeats"' not in client.get("/bulk/preview/", query | {"action": "reject"}).content.decode()
    )


def test_a_repeat_of_a_call_in_doubt_in_the_parent_says_it_is_in_doubt_there_not_that_it_ran(register_agent):
    """The parent stopped RECOVERING with its email's intent journaled and no result; the fork's preview said "in
    doubt", its approval card "it ran there (executed, unverified)"."""
    parent = in_doubt_run(register_agent, 3)
    forked, _ = fork_create(run_id=parent, request=ForkRequest(3, cut="keep"), actor="ada", reason="rerun")
    assert str(drive_run(forked.id)) == "WAITING_MANUAL_CONFIRM"
    held = ToolExecution.objects.get(run_id=forked.id, step=3)
    warning = repeat_warning(made_in_parent(held), held)
    assert "its outcome is in doubt there (intent journaled, no result: it may have run)" in warning, warning
    assert "it ran there" not in warning
