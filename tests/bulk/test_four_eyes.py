"""Four eyes (``AGENTOPS_FOUR_EYES``): the person who asked for a held call may not approve it — page, CLI, bulk."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command
from django.test import Client

from agentops.core.events import EventType
from agentops.core.fork import Edit
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from approvals import services as decisions
from approvals.bulk import services as bulk
from approvals.models import BulkItem, ItemState
from runs.demo.agents import _billing_script, billing_agent
from runs.models import Event, Run, ToolExecution
from runs.roles import APPROVER, VIEWER
from runs.services import run_create
from runs.timetravel.fork import ForkRequest, fork_create
from runs.worker.engine import drive_run
from tests.bulk.conftest import previewed
from tests.dashboard.conftest import make_user, waiting_payment

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def _forked_payment(maker: str = "ann") -> ToolExecution:
    """A payment (1,250 EUR) held in a fork ``maker`` made (they asked for it to run again)."""
    parent = waiting_payment()
    fork, _ = fork_create(
        run_id=parent.id, request=ForkRequest(1, cut="keep"), actor=maker, reason="pay it from a fork"
    )
    assert str(drive_run(fork.id)) == "WAITING_MANUAL_CONFIRM"
    return ToolExecution.objects.get(run_id=fork.id, tool="pay_invoice")


def _granted(execution: ToolExecution) -> list[str]:
    return list(
        Event.objects.filter(run_id=execution.run_id, type=EventType.MANUAL_CONFIRM_GRANTED).values_list(
            "payload", flat=True
        )
    )


def test_the_forks_maker_may_not_approve_its_payment_on_the_page_but_another_approver_may():
    held = _forked_payment("ann")
    assert decisions.requested_by(held) == ["ann"]
    page = Client()
    page.force_login(User.objects.get(username="ann"))
    form = {"reason": "ok", "idem_key": held.idem_key, "confirm_amount": "1250"}
    refused = page.post(f"/approvals/{held.id}/approve/", form)
    assert refused.status_code == 403 and "ann asked for this call" in refused.content.decode()
    assert _granted(held) == [] and ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"
    page.force_login(User.objects.get(username="bob"))
    assert page.post(f"/approvals/{held.id}/approve/", form).status_code == 302
    assert len(_granted(held)) == 1


def test_the_cli_refuses_the_maker_with_a_message_and_writes_nothing():
    held = _forked_payment("ann")
    events = Event.objects.filter(run_id=held.run_id).count()
    with pytest.raises(CommandError, match=r"ann asked for this call .* another approver must"):
        call_command("approve_call", held.id, "--reason", "ok", "--amount", "1250", "--actor", "ann")
    assert Event.objects.filter(run_id=held.run_id).count() == events
    call_command("approve_call", held.id, "--reason", "ok", "--amount", "1250", "--actor", "bob")
    assert len(_granted(held)) == 1


@pytest.mark.parametrize(
    ("actor", "said"),
    [
        ("mallory", "'mallory' is no user"),
        ("gone", "'gone' is not an active user"),
        ("cli:ops", "'cli:ops' is no user"),
    ],
)
def test_the_clis_actor_must_be_an_active_user_exit_1_and_nothing_written(actor, said):
    """``--actor`` was free text: anyone at the CLI could sign a decision as anyone — as an approver who is not the
    fork's maker, to pass four eyes. It must name an active user now (left out: the test below)."""
    User.objects.create_user("gone", is_active=False)
    held = _forked_payment("ann")
    events, runs = Event.objects.filter(run_id=held.run_id).count(), Run.objects.count()
    for command in (
        ["approve_call", held.id, "--amount", "1250"],
        ["reject_call", held.id],
        ["fork_run", held.run_id, "--step", "1"],
        ["continue_run", held.run_id],
    ):
        with pytest.raises(CommandError, match=said) as refused:
            reason = [] if command[0] == "continue_run" else ["--reason", "ok"]
            call_command(*command, *reason, "--actor", actor)
        assert refused.value.returncode == 1
    assert Event.objects.filter(run_id=held.run_id).count() == events and Run.objects.count() == runs
    assert ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"


def billing_v2() -> Agent:
    """The billing agent after a model upgrade: a run it started before is refused, then continued as a new run."""
    return replace(billing_agent(), model=ScriptedModel("scripted-billing-v2", _billing_script))


def _upgrade_billing(settings) -> None:
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "billing": f"{__name__}:billing_v2"},
    }


def _continued(run: Run, actor: str) -> ToolExecution:
    """``run`` (stopped before its payment) continued as a new run by ``actor`` on the CLI, held at the payment."""
    call_command("continue_run", run.id, "--actor", actor, stdout=io.StringIO())
    continuation = Run.objects.get(parent=run)
    assert str(drive_run(continuation.id)) == "WAITING_MANUAL_CONFIRM"
    started = Event.objects.get(run=continuation, type=EventType.RUN_STARTED)
    assert json.loads(started.payload)["actor"] == actor  # who continued it is journaled
    return ToolExecution.objects.get(run=continuation, tool="pay_invoice", status="WAITING_MANUAL_CONFIRM")


def test_a_continuations_maker_may_not_approve_its_payment_nor_the_maker_of_the_fork_it_continues(settings):
    """``continue_run`` recorded no actor: the person who continued a run (and so asked for its calls again) was
    unknown to four eyes, and a continuation of someone's fork dropped the fork's maker too. Each run is stopped
    before its payment (driven through its lookup, then refused for the upgraded model): one held at its payment may
    not be continued, a continuation would ask for it again under a new key."""
    make_user("cara", APPROVER)
    plain, _ = run_create(
        agent="billing", inputs={"invoice": "INV-5", "amount": 1250, "currency": "EUR", "customer": "A"}, start=False
    )
    fork, _ = fork_create(
        run_id=waiting_payment("INV-6").id, request=ForkRequest(0, cut="keep"), actor="ann", reason="redo it"
    )
    for run in (plain, fork):
        drive_run(run.id, max_steps=1)
    _upgrade_billing(settings)
    for run in (plain, fork):
        assert str(drive_run(run.id)) == "FAILED"
    ordinary = _continued(plain, "ann")
    assert decisions.requested_by(ordinary) == ["ann"]
    with pytest.raises(decisions.FourEyes, match=r"ann asked for this call \(continued run"):
        decisions.approve_call(execution_id=ordinary.id, actor="ann", reason="ok", typed_amount="1250")
    of_fork = _continued(fork, "bob")
    assert decisions.requested_by(of_fork) == ["bob", "ann"]
    for maker in ("ann", "bob"):
        with pytest.raises(decisions.FourEyes, match=f"{maker} asked for this call"):
            decisions.approve_call(execution_id=of_fork.id, actor=maker, reason="ok", typed_amount="1250")
    assert _granted(of_fork) == [] and _granted(ordinary) == []
    # the fork's parent still waits at the same payment: the continuation's call repeats it (approvals/repeats.py)
    with pytest.raises(decisions.RepeatNotConfirmed, match="already made this same call"):
        decisions.approve_call(execution_id=of_fork.id, actor="cara", reason="ok", typed_amount="1250")
    decisions.approve_call(
        execution_id=of_fork.id, actor="cara", reason="ok", typed_amount="1250", repeat_confirmed=True
    )
    decisions.approve_call(execution_id=ordinary.id, actor="bob", reason="ok", typed_amount="1250")
    assert len(_granted(of_fork)) == len(_granted(ordinary)) == 1


def _billing_retrying_script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
    """The billing demo, but a payment rejected at step 1 is asked for again at step 2, at 1,900 EUR."""
    rejected = [m for m in messages if m.get("role") == "tool" and m.get("name") == "pay_invoice"]
    if step == 2 and rejected and '"success":false' in rejected[-1]["content"]:
        return "Pay the amount agreed.", [ToolCall("pay_invoice", AMOUNT_TYPED, "call_2_0")]
    return _billing_script(step, messages)


AMOUNT_TYPED = {"invoice": "INV-1", "amount": 1900, "currency": "EUR"}


def billing_retrying() -> Agent:
    return replace(billing_agent(), model=ScriptedModel("scripted-billing-v1", _billing_retrying_script))


def test_who_typed_a_calls_arguments_in_a_fork_up_the_line_may_not_approve_it_in_a_fork_of_that_fork(settings):
    """ann forks a payment with the amount she types (1,900); bob rejects it there and the agent asks for 1,900 again;
    oli forks ann's fork from that step and the payment of 1,900 is held there. ``requested_by`` stopped at the nearest
    fork (oli's): ann approved the arguments she had typed herself. Every approval asks the one rule: page, CLI,
    queue card, bulk."""
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "billing": f"{__name__}:billing_retrying"},
    }
    typed = ForkRequest(1, cut="keep", edits=[Edit(0, args=AMOUNT_TYPED)])
    ann_fork, _ = fork_create(run_id=waiting_payment().id, request=typed, actor="ann", reason="the agreed amount")
    assert str(drive_run(ann_fork.id)) == "WAITING_MANUAL_CONFIRM"
    ann_call = ToolExecution.objects.get(run=ann_fork, step=1, tool="pay_invoice")
    assert json.loads(ann_call.args) == AMOUNT_TYPED
    decisions.reject_call(execution_id=ann_call.id, actor="bob", reason="wait for the contract")
    assert str(drive_run(ann_fork.id)) == "WAITING_MANUAL_CONFIRM"  # asked again at step 2
    oli_fork, _ = fork_create(run_id=ann_fork.id, request=ForkRequest(2), actor="oli", reason="once more")
    assert str(drive_run(oli_fork.id)) == "WAITING_MANUAL_CONFIRM"
    held = ToolExecution.objects.get(run=oli_fork, tool="pay_invoice", status="WAITING_MANUAL_CONFIRM")
    assert json.loads(held.args) == AMOUNT_TYPED
    assert decisions.requested_by(held) == ["oli", "ann"]
    assert "ann asked for this call" in decisions.four_eyes_refusal(held, "ann")
    page = Client()
    page.force_login(User.objects.get(username="ann"))
    form = {"reason": "ok", "idem_key": held.idem_key, "confirm_amount": "1900"}
    refused = page.post(f"/approvals/{held.id}/approve/", form)
    assert refused.status_code == 403 and "ann asked for this call" in refused.content.decode()
    with pytest.raises(CommandError, match="ann asked for this call"):
        call_command("approve_call", held.id, "--reason", "ok", "--amount", "1900", "--actor", "ann")
    assert _granted(held) == []
    # a fork of a fork that does not repeat her arguments is not hers: its parent's calls were asked for by others
    other = ToolExecution(run_id=oli_fork.id, tool="pay_invoice", args=json.dumps({**AMOUNT_TYPED, "amount": 1901}))
    assert decisions.requested_by(other) == ["oli"]
    page.force_login(User.objects.get(username="bob"))
    assert page.post(f"/approvals/{held.id}/approve/", form).status_code == 302
    assert len(_granted(held)) == 1


def test_who_asked_for_a_call_deep_in_a_lineage_is_read_in_two_queries(django_assert_num_queries):
    """A call of the sixth continuation of ann's fork: each continuer and the fork's maker asked for it. It was one
    query per level (its RunStarted or ForkedFrom, the run above): 14 here, and growing with the chain."""
    held = _forked_payment("ann")
    run, inputs = held.run, {"invoice": "INV-1", "amount": 1250, "currency": "EUR", "customer": "A"}
    for actor in ("bob", "cara", "dan", "bob", "eve", "fay"):
        extra = {"continued_from": run.id, "actor": actor}
        run, _ = run_create(agent="billing", inputs=inputs, extra=extra, parent=run, start=False)
    deep = ToolExecution(run_id=run.id, tool="pay_invoice", args=held.args)
    with django_assert_num_queries(2):
        assert decisions.requested_by(deep) == ["fay", "eve", "bob", "dan", "cara", "ann"]
    with django_assert_num_queries(1):  # an ordinary run's: its agent's, and no event read
        assert decisions.requested_by(ToolExecution(run_id=held.run.fork_of_id, tool="pay_invoice")) == []


def test_a_bulk_job_made_by_the_forks_maker_does_not_approve_that_call():
    """A bulk job decides in its maker's name: its maker is the approver of every item."""
    mine = _forked_payment("ann")
    theirs = waiting_payment("INV-9")
    runs = Run.objects.filter(id__in=[mine.run_id, theirs.id])
    job = bulk.bulk_create(
        action="approve",
        actor="ann",
        reason="checked",
        runs=runs,
        expected=2,
        confirmation="approve 2 totalling 2,500 EUR",
        fingerprint=previewed(runs),
    )
    bulk.execute_job(job.pk)
    items = {i.run_id: i for i in BulkItem.objects.filter(job=job)}
    assert items[mine.run_id].state == ItemState.FAILED and "ann asked for this call" in items[mine.run_id].outcome
    assert items[theirs.id].state == ItemState.DONE
    assert _granted(mine) == []


@pytest.mark.parametrize(("mode", "refused"), [("large", True), ("all", True), ("off", False)])
def test_the_setting_says_which_calls(settings, mode, refused):
    settings.AGENTOPS = {**settings.AGENTOPS, "FOUR_EYES": mode}
    held = _forked_payment("ann")
    approve = lambda: decisions.approve_call(execution_id=held.id, actor="ann", reason="ok")  # noqa: E731
    if refused:
        with pytest.raises(decisions.FourEyes):
            approve()
    else:
        approve()
        assert len(_granted(held)) == 1


@pytest.mark.parametrize(("mode", "refused"), [("large", False), ("all", True)])
def test_below_the_amount_only_all_asks_four_eyes(settings, mode, refused):
    settings.AGENTOPS = {**settings.AGENTOPS, "FOUR_EYES": mode, "CONFIRM_AMOUNT": 5000}
    held = _forked_payment("ann")
    if refused:
        with pytest.raises(decisions.FourEyes):
            decisions.approve_call(execution_id=held.id, actor="ann", reason="ok")
    else:
        decisions.approve_call(execution_id=held.id, actor="ann", reason="ok")
        assert len(_granted(held)) == 1


def test_an_ordinary_runs_call_was_asked_for_by_its_agent():
    held = ToolExecution.objects.get(run=waiting_payment(), tool="pay_invoice")
    assert decisions.requested_by(held) == []
    decisions.approve_call(execution_id=held.id, actor="ann", reason="ok")
    assert len(_granted(held)) == 1


def test_a_job_made_over_the_api_by_the_forks_maker_does_not_approve_that_call():
    held = _forked_payment("ann")
    api = Client()
    api.force_login(User.objects.get(username="ann"))
    waiting_payment("INV-7")  # held: this one, the fork's parent's and INV-7's
    body = {"action": "approve", "status": "WAITING_MANUAL_CONFIRM", "reason": "checked", "expected": 3}
    body["fingerprint"] = previewed()
    made = api.post(
        "/api/v1/bulk-jobs/", json.dumps(body | {"confirmation": "approve 3 totalling 3,750 EUR"}), "application/json"
    )
    assert made.status_code == 201, made.content
    bulk.execute_job(made.json()["id"])
    shown = api.get(f"/api/v1/bulk-jobs/{made.json()['id']}/").json()
    assert shown["counts"].get("FAILED") == 1 and shown["counts"].get("DONE") == 2, shown
    assert _granted(held) == []
    assert "ann asked for this call" in BulkItem.objects.get(execution_id=held.id).outcome


def test_without_actor_the_cli_decides_as_the_os_login_only_when_it_is_an_active_user(monkeypatch):
    """Left out, ``--actor`` was recorded as ``cli:<os user>``: an actor that is no user, whom four eyes could not
    match against a fork's maker and the audit trail could not attribute. Now the OS login stands for the user of
    that name when one is active (and the command says so); anyone else is exit 1, the flag named, nothing written."""
    held = _forked_payment("ann")
    events, runs = Event.objects.filter(run_id=held.run_id).count(), Run.objects.count()
    for login in ("deploy", "gone", ""):
        monkeypatch.setattr("runs.management.cli.getpass.getuser", lambda login=login: login)
        User.objects.get_or_create(username="gone", defaults={"is_active": False})
        for command in (
            ["approve_call", held.id, "--amount", "1250", "--reason", "ok"],
            ["reject_call", held.id, "--reason", "ok"],
            ["fork_run", held.run_id, "--step", "1", "--reason", "ok"],
            ["continue_run", held.run_id],
        ):
            with pytest.raises(CommandError, match=r"name who decides: --actor USERNAME, an active user") as refused:
                call_command(*command, stdout=io.StringIO())
            assert refused.value.returncode == 1
            assert (f"OS login {login!r} is no active user" if login else "OS login is unknown") in str(refused.value)
    assert Event.objects.filter(run_id=held.run_id).count() == events and Run.objects.count() == runs
    assert ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"
    monkeypatch.setattr("runs.management.cli.getpass.getuser", lambda: "ann")  # the fork's maker: four eyes holds
    with pytest.raises(CommandError, match=r"ann asked for this call"):
        call_command("approve_call", held.id, "--reason", "ok", "--amount", "1250", stderr=io.StringIO())
    monkeypatch.setattr("runs.management.cli.getpass.getuser", lambda: "bob")
    err = io.StringIO()
    call_command("approve_call", held.id, "--reason", "ok", "--amount", "1250", stdout=io.StringIO(), stderr=err)
    assert [json.loads(p)["actor"] for p in _granted(held)] == ["bob"]
    assert "deciding as 'bob' (your OS login" in err.getvalue()


def test_the_clis_actor_must_hold_the_role_the_page_asks_for_that_decision(monkeypatch):
    """Any active user could be named: a viewer's name signed an approval (and an approver's a fork) that the page
    and the API refuse them (403). approve/reject ask approver, fork/continue/settle operator; exit 1, nothing written."""
    make_user("vic", VIEWER)
    held = _forked_payment("ann")
    events, runs = Event.objects.filter(run_id=held.run_id).count(), Run.objects.count()
    for command, actor, role in (
        (["approve_call", held.id, "--amount", "1250", "--reason", "ok"], "vic", "approver"),
        (["reject_call", held.id, "--reason", "ok"], "vic", "approver"),
        (["fork_run", held.run_id, "--step", "1", "--reason", "ok"], "vic", "operator"),
        (["continue_run", held.run_id], "vic", "operator"),
        (["approve_call", held.id, "--amount", "1250", "--reason", "ok"], "oli", "approver"),  # an operator only
    ):
        with pytest.raises(CommandError, match=f"'{actor}' does not hold the {role} role") as refused:
            call_command(*command, "--actor", actor, stdout=io.StringIO())
        assert refused.value.returncode == 1
    monkeypatch.setattr("runs.management.cli.getpass.getuser", lambda: "vic")  # the OS login: the same rule
    with pytest.raises(CommandError, match="'vic' does not hold the approver role"):
        call_command("reject_call", held.id, "--reason", "ok", stderr=io.StringIO())
    assert Event.objects.filter(run_id=held.run_id).count() == events and Run.objects.count() == runs
    assert ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"
    call_command("reject_call", held.id, "--reason", "no", "--actor", "bob", stdout=io.StringIO())
    assert ToolExecution.objects.get(id=held.id).status != "WAITING_MANUAL_CONFIRM"


def test_the_queue_tells_the_forks_maker_before_they_click_and_offers_no_approve_button():
    """Found driving the demo as admin: the card of a payment in admin's own fork offered *Approve and execute once*
    and the amount field, and only the click answered 403 "admin asked for this call …"."""
    held = _forked_payment("ann")
    page = Client()
    page.force_login(User.objects.get(username="ann"))
    html = page.get(f"/approvals/?execution={held.id}").content.decode()
    card = html.split(f'id="{held.id}"', 1)[1].split("</article>", 1)[0]
    assert 'data-testid="four-eyes"' in card and "ann asked for this call" in card and "another approver must" in card
    assert f"/approvals/{held.id}/approve/" not in card and 'name="confirm_amount"' not in card
    assert f"/approvals/{held.id}/reject/" in card  # they may still withdraw their own request
    page.force_login(User.objects.get(username="bob"))
    card = page.get(f"/approvals/?execution={held.id}").content.decode().split(f'id="{held.id}"', 1)[1]
    assert f"/approvals/{held.id}/approve/" in card.split("</article>", 1)[0] and 'data-testid="four-eyes"' not in card


def test_the_bulk_preview_says_which_calls_its_viewer_may_not_approve_before_they_type():
    """The preview asked ann for "approve 3 totalling 3,750 EUR" over a payment held in her own fork and said
    nothing of four eyes: only the job's progress showed that item FAILED, after she had typed it. The preview (page
    and API) now names those calls to her; to another approver, none."""
    held = _forked_payment("ann")
    waiting_payment("INV-7")  # held: ann's fork's call, its parent's and INV-7's
    query = {"action": "approve", "status": "WAITING_MANUAL_CONFIRM"}
    client = Client()
    client.force_login(User.objects.get(username="ann"))
    seen = client.get("/api/v1/bulk-jobs/preview/", query).json()
    assert seen["count"] == 3 and list(seen["four_eyes"]) == [held.id]
    assert "ann asked for this call" in seen["four_eyes"][held.id]
    page = client.get("/bulk/preview/", query).content.decode()
    assert 'data-testid="bulk-four-eyes"' in page and "you asked for 1 of these calls" in page
    assert "ann asked for this call" in page and page.index("bulk-four-eyes") < page.index('name="confirmation"')
    client.force_login(User.objects.get(username="bob"))
    assert client.get("/api/v1/bulk-jobs/preview/", query).json()["four_eyes"] == {}
    assert 'data-testid="bulk-four-eyes"' not in client.get("/bulk/preview/", query).content.decode()
