"""Forks: history up to step N is the parent's, the chain verifies across the fork, effects happen once."""

from __future__ import annotations

import json

import pytest

from agentops.core.events import EventType
from agentops.core.fork import AGAIN, DEDUPED, EDITED, HELD, Edit, ForkRefused
from approvals.services import approve_call
from runs.journal.chain import verify_chain
from runs.journal.store import load_events
from runs.models import Event, Run, SideEffect, ToolExecution
from runs.services import run_create
from runs.timetravel.fork import ForkRequest, fork_create, fork_preview
from runs.timetravel.replay import run_dry_replay
from runs.worker.engine import drive_run
from tests.runs.factories import make_run
from tests.timetravel import agents

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def completed_ticket() -> str:
    run_id = make_run("ticket")
    assert str(drive_run(run_id)) == "COMPLETED"
    return run_id


def fork(run_id: str, step: int, **kw) -> Run:
    request = ForkRequest(step, **{k: v for k, v in kw.items() if k != "reason"})
    forked, created = fork_create(run_id=run_id, request=request, actor="ada", reason=kw.get("reason", "rerun"))
    assert created
    return forked


def own(run_id: str, kind: EventType) -> list[dict]:
    """The payloads of ``run_id``'s own events of ``kind`` (not the inherited ones)."""
    rows = Event.objects.filter(run_id=run_id, type=str(kind)).order_by("seq").values_list("payload", flat=True)
    return [json.loads(p) for p in rows]


def emails() -> int:
    return SideEffect.objects.filter(kind="email").count()


def test_fork_after_a_sample_resamples_only_after_the_cut_and_dedupes_repeated_effects():
    parent = completed_ticket()
    parent_run = Run.objects.get(id=parent)
    sample8 = Event.objects.get(run_id=parent, type="LlmSampled", step=8)
    plan = fork_preview(run_id=parent, request=ForkRequest(8))
    assert plan.cut_seq == sample8.seq - 1
    assert [(e.step, e.tool, e.action) for e in plan.effects] == [(s, "send_email", DEDUPED) for s in (11, 15, 19, 22)]

    forked = fork(parent, 8)
    first = Event.objects.filter(run_id=forked.id).order_by("seq").first()
    assert first.type == "ForkedFrom" and first.seq == plan.cut_seq + 1
    assert first.prev_hash == Event.objects.get(run_id=parent, seq=plan.cut_seq).hash
    assert str(drive_run(forked.id)) == "COMPLETED"

    samples = own(forked.id, EventType.LLM_SAMPLED)
    assert [e["step"] for e in samples] == list(range(8, 24)), "tokens are spent only from the fork point on"
    assert emails() == 6, "the four emails after step 8 were deduped by the service (same keys)"
    forked.refresh_from_db()
    assert forked.tokens_used == parent_run.tokens_used  # same context, same decisions: same bill, carried + own
    assert verify_chain(forked.id).ok and verify_chain(forked.id).events == forked.last_seq
    history = load_events(forked.id, from_snapshot=False)
    assert [e.seq for e in history] == list(range(1, forked.last_seq + 1))
    assert {e.run_id for e in history if e.seq <= plan.cut_seq} == {parent}
    reply = own(forked.id, EventType.RUN_COMPLETED)[0]
    assert not [c for c in reply["claims"] if c["classification"] != "verified"], reply["claims"]


def test_new_keys_repeat_the_effects_only_with_the_operators_word_and_the_preview_says_so():
    """keys=new makes the parent's emails after the step again: the fork was made (and ran, sending three emails a
    second time) from a request that only said keys=new, with no word that the operator saw what it repeats."""
    parent = completed_ticket()
    plan = fork_preview(run_id=parent, request=ForkRequest(12, keys="new"))
    assert [(e.step, e.action) for e in plan.effects] == [(15, AGAIN), (19, AGAIN), (22, AGAIN)]
    with pytest.raises(ForkRefused, match=r"keys=new: the fork makes again, under keys of its own, 3 call\(s\)"):
        fork(parent, 12, keys="new")
    assert Run.objects.count() == 1 and emails() == 6, "a refused fork writes nothing"
    forked = fork(parent, 12, keys="new", again=True)
    assert str(drive_run(forked.id)) == "COMPLETED"
    assert emails() == 9


def test_fork_keeping_a_decision_reexecutes_its_calls_with_the_parents_key():
    parent = completed_ticket()
    sample = Event.objects.get(run_id=parent, type="LlmSampled", step=7)
    forked = fork(parent, 7, cut="keep")
    assert forked.fork_seq == sample.seq
    assert str(drive_run(forked.id)) == "COMPLETED"
    assert [e["step"] for e in own(forked.id, EventType.LLM_SAMPLED)] == list(range(8, 24))
    intent = ToolExecution.objects.get(run_id=forked.id, step=7)
    assert intent.idem_key == ToolExecution.objects.get(run_id=parent, step=7).idem_key
    assert intent.status == "CONFIRMED" and emails() == 6


def test_a_fork_keeping_the_final_reply_completes_with_it():
    """Its first own event after ForkedFrom is RunCompleted: the store refused PENDING -> COMPLETED, and the fork
    stayed PENDING for good, every drive of it a traceback."""
    parent = completed_ticket()
    reply = own(parent, EventType.RUN_COMPLETED)[0]["reply"]
    forked = fork(parent, 23, cut="keep")
    assert str(drive_run(forked.id)) == "COMPLETED"
    assert own(forked.id, EventType.LLM_SAMPLED) == [] and own(forked.id, EventType.RUN_COMPLETED)[0]["reply"] == reply
    assert emails() == 6 and verify_chain(forked.id).ok


def test_fork_in_doubt_holds_a_call_that_cannot_dedupe_and_an_edited_result_settles_it(register_agent):
    parent = agents.in_doubt_run(register_agent, 3)
    assert emails() == 1

    plan = fork_preview(run_id=parent, request=ForkRequest(3, cut="keep"))
    [effect] = plan.effects
    assert (effect.outcome, effect.happened, effect.action) == ("in doubt (intent journaled, no result)", None, HELD)

    held = fork(parent, 3, cut="keep")
    assert str(drive_run(held.id)) == "WAITING_MANUAL_CONFIRM"
    assert emails() == 1, "the repeat of a non-deduping call is held for a human"

    edited = fork(
        parent,
        3,
        cut="keep",
        edits=[Edit(0, result={"success": True, "code": "sent", "data": {"message_id": "email-00000001"}})],
    )
    decision = own(edited.id, EventType.OPERATOR_DECISION)[0]
    assert (decision["decision"], decision["actor"], decision["reason"]) == ("edit_result", "ada", "rerun")
    assert str(drive_run(edited.id)) == "COMPLETED"
    assert emails() == 6, "step 3's email was not sent again; the five later ones were sent once"
    assert ToolExecution.objects.get(run_id=edited.id, step=3).status == "CONFIRMED"


def test_the_preview_of_an_edited_call_says_what_the_fork_does_with_the_edit(register_agent):
    """Edited arguments are a new call under a key of their own (the preview said "deduped: no second effect");
    an edited result runs no tool (the preview said "held for a human")."""
    parent = completed_ticket()
    new_args = {"to": "ops@example.com", "subject": "Escalation", "body": "Sent again to ops."}
    plan = fork_preview(run_id=parent, request=ForkRequest(7, cut="keep", edits=[Edit(0, args=new_args)]))
    assert (plan.effects[0].step, plan.effects[0].action) == (7, AGAIN), plan.effects[0]
    assert plan.effects[0].detail.startswith("edited arguments")
    unedited = fork_preview(run_id=parent, request=ForkRequest(7, cut="keep"))
    assert [e.action for e in plan.effects][1:] == [e.action for e in unedited.effects][1:] == [DEDUPED] * 4
    forked = fork(parent, 7, cut="keep", edits=[Edit(0, args=new_args)])
    assert str(drive_run(forked.id)) == "COMPLETED"
    assert emails() == 7, "the edited email is a second effect, as the preview now says"

    in_doubt = agents.in_doubt_run(register_agent, 3)
    given = Edit(0, result={"success": True, "code": "sent"})
    [effect] = fork_preview(run_id=in_doubt, request=ForkRequest(3, cut="keep", edits=[given])).effects
    assert (effect.action, effect.detail) == (EDITED, "the operator gave its result: the tool does not run in the fork")


def test_an_edited_call_of_a_tool_that_cannot_dedupe_is_sent_once_not_parked_in_doubt(register_agent):
    """Its intent is journaled with ForkedFrom, before any driver may send it: the first drive took it for a call
    in doubt (intent, no result) and parked the fork RECOVERING, the edit never sent."""
    parent = agents.in_doubt_run(register_agent, 3)
    sent = SideEffect.objects.count()
    new_args = {"to": "ops@example.com", "subject": "SLA breach on ticket", "body": "Resent to ops."}
    forked = fork(parent, 3, cut="keep", edits=[Edit(0, args=new_args)])
    assert str(drive_run(forked.id)) == "COMPLETED"
    edited = ToolExecution.objects.get(run_id=forked.id, step=3)
    assert (edited.idem_key, edited.status) == (None, "CONFIRMED")
    assert SideEffect.objects.filter(target="ops@example.com").count() == 1
    kinds = [e["type"] for e in Event.objects.filter(run_id=forked.id, step=3).order_by("seq").values("type")]
    assert kinds.index("ToolDispatched") < kinds.index("ToolResult"), "the send is written ahead, as an approved one"
    assert SideEffect.objects.count() == sent + 1 + 5  # the edited email, then steps 7..22's five


def test_a_fork_of_a_fork_holds_what_the_first_forks_parent_did(register_agent):
    """The grandparent's email (in doubt: sent, its answer lost) is not in the fork's lineage, only in its parent's
    ForkedFrom: a fork of that fork resampling the step sent it again with no one asked."""
    grandparent = agents.in_doubt_run(register_agent, 3)
    new_args = {"to": "ops@example.com", "subject": "SLA breach on ticket", "body": "Resent to ops."}
    first = fork(grandparent, 3, cut="keep", edits=[Edit(0, args=new_args)])
    assert str(drive_run(first.id)) == "COMPLETED"
    sent = SideEffect.objects.count()

    plan = fork_preview(run_id=first.id, request=ForkRequest(3))
    [original] = [e for e in plan.effects if e.args.get("to") != "ops@example.com" and e.step == 3]
    assert (original.outcome, original.action) == ("in doubt (intent journaled, no result)", HELD)
    second = fork(first.id, 3)
    assert str(drive_run(second.id)) == "WAITING_MANUAL_CONFIRM"
    assert SideEffect.objects.count() == sent, "the grandparent's email is held for a human, not sent again"


def test_fork_after_an_intent_waiting_for_approval_and_after_approval_pays_once():
    run_id = make_run("billing")
    assert str(drive_run(run_id)) == "WAITING_MANUAL_CONFIRM"
    plan = fork_preview(run_id=run_id, request=ForkRequest(1, cut="keep"))
    # an approver can still pay it in the parent: held in the fork, never "not done"
    assert [(e.tool, e.action) for e in plan.effects] == [("pay_invoice", HELD)]
    waiting_fork = fork(run_id, 1, cut="keep")
    assert str(drive_run(waiting_fork.id)) == "WAITING_MANUAL_CONFIRM", "gated as usual in the fork"

    pay = ToolExecution.objects.get(run_id=run_id, tool="pay_invoice")
    approve_call(execution_id=pay.id, actor="bob", reason="ok", idem_key_seen=pay.idem_key)
    assert str(drive_run(run_id)) == "COMPLETED"
    assert SideEffect.objects.filter(kind="payment").count() == 1

    plan = fork_preview(run_id=run_id, request=ForkRequest(1, cut="keep"))
    assert [(e.tool, e.outcome, e.action) for e in plan.effects] == [
        ("pay_invoice", "confirmed", HELD),  # high risk: an approver sees it again
        ("send_email", "confirmed", DEDUPED),  # the receipt
    ]
    after_approval = fork(run_id, 1, cut="keep")
    assert str(drive_run(after_approval.id)) == "WAITING_MANUAL_CONFIRM"
    again = ToolExecution.objects.get(run_id=after_approval.id, tool="pay_invoice")
    assert again.idem_key == pay.idem_key
    approve_call(execution_id=again.id, actor="bob", reason="same payment", idem_key_seen=again.idem_key)
    assert str(drive_run(after_approval.id)) == "COMPLETED"
    assert SideEffect.objects.filter(kind="payment").count() == 1, "same key: the payment service deduped it"


def test_fork_of_a_fork_verifies_across_both_cuts():
    parent = completed_ticket()
    first = fork(parent, 8)
    drive_run(first.id)
    deeper = fork(first.id, 14)
    assert str(drive_run(deeper.id)) == "COMPLETED"
    before_first_cut = fork(first.id, 5)  # cut inside the grandparent's part of the history
    assert str(drive_run(before_first_cut.id)) == "COMPLETED"
    for run in (first, deeper, before_first_cut):
        assert verify_chain(run.id).ok, verify_chain(run.id)
    history = load_events(deeper.id, from_snapshot=False)
    cut1, cut2 = first.fork_seq, deeper.fork_seq
    assert {e.run_id for e in history if e.seq <= cut1} == {parent}
    assert {e.run_id for e in history if cut1 < e.seq <= cut2} == {first.id}
    assert {e.run_id for e in load_events(before_first_cut.id, from_snapshot=False) if e.seq <= 20} == {parent}
    assert emails() == 6
    resumed = load_events(deeper.id)  # from the snapshot: still knows it is a fork (ForkedFrom read)
    assert any(e.type is EventType.FORKED_FROM for e in resumed)


def test_a_tampered_parent_event_breaks_the_forks_verification():
    parent = completed_ticket()
    forked = fork(parent, 8)
    drive_run(forked.id)
    Event.objects.filter(run_id=parent, seq=3).update(payload='{"tampered":true}')
    report = verify_chain(forked.id)
    assert not report.ok and f"in {parent}, inherited" in report.error


def test_model_and_prompt_change_needs_adopt_current_and_checks_only_the_forks_own_samples(register_agent):
    parent = completed_ticket()
    register_agent(ticket="tests.timetravel.agents:ticket_v2")
    with pytest.raises(ForkRefused, match="adopt_current"):
        fork(parent, 10)
    forked = fork(parent, 10, adopt_current=True)
    assert str(drive_run(forked.id)) == "COMPLETED"
    forked.refresh_from_db()
    assert forked.model_version == "scripted-ticket-v2"
    first = own(forked.id, EventType.FORKED_FROM)[0]
    assert first["system_message"]["content"].endswith("Be brief.")


@pytest.mark.parametrize(
    ("kw", "message"),
    [
        ({"step": 30}, "at step 30: it has no committed step 29 before it"),
        ({"step": -1}, "non-negative"),
        ({"step": 3, "cut": "later"}, "cut must be"),
        ({"step": 3, "keys": "mine"}, "keys must be"),
        ({"step": 3, "edits": [Edit(0, args={"to": "x"})]}, "use cut=keep"),
        ({"step": 3, "cut": "keep", "edits": [Edit(4, args={"to": "x"})]}, "no call 4"),
        ({"step": 3, "cut": "keep", "edits": [Edit(0)]}, "give new args or a result .a result of null is not one"),
        ({"step": 3, "cut": "keep", "edits": [Edit(0, args={"to": "x"}, result={"ok": True})]}, "not both"),
    ],
)
def test_bad_fork_requests_are_refused_and_write_nothing(kw, message):
    parent = completed_ticket()
    runs = Run.objects.count()
    with pytest.raises(ForkRefused, match=message):
        fork(parent, kw.pop("step"), **kw)
    assert Run.objects.count() == runs


def test_running_runs_and_missing_reasons_are_refused():
    running = make_run("ticket")
    with pytest.raises(ForkRefused, match="PENDING"):
        fork(running, 0)
    with pytest.raises(ForkRefused, match="reason"):
        fork(completed_ticket(), 2, reason="  ")


def test_retention_never_purges_a_parent_a_kept_fork_inherits_from():
    from datetime import timedelta

    from django.utils import timezone

    from runs.governance.retention import purge

    parent = completed_ticket()
    first = fork(parent, 8)
    drive_run(first.id)
    deeper = fork(first.id, 14)  # recent: retention keeps it, so its ancestors too
    drive_run(deeper.id)
    deeper.refresh_from_db()
    old = timezone.now() - timedelta(days=200)
    Run.objects.filter(id__in=[parent, first.id]).update(last_event_at=old)
    assert purge(older_than_days=90).runs == []
    assert verify_chain(deeper.id).ok
    assert len(load_events(deeper.id, from_snapshot=False)) == deeper.last_seq

    Run.objects.filter(id=deeper.id).update(last_event_at=old)
    assert sorted(purge(older_than_days=90).runs) == sorted([parent, first.id, deeper.id])
    for run in (parent, first.id, deeper.id):
        report = verify_chain(run)
        assert report.ok and report.purged > 0, report


def test_a_failed_run_out_of_budget_is_rerun_from_its_last_step_with_new_caps(register_agent):
    register_agent(ticket="tests.timetravel.agents:ticket_small_budget")
    parent = make_run("ticket")
    assert str(drive_run(parent)) == "FAILED"
    spent = Run.objects.get(id=parent)
    assert spent.steps_used == 10
    with pytest.raises(ForkRefused, match="would fail at once"):  # the budget carries over: the same caps are spent
        fork(parent, 10)  # (it was made, and failed at its first drive: tests/timetravel/test_spent_budget.py)

    raised = fork(parent, 10, max_steps=40)
    assert str(drive_run(raised.id)) == "COMPLETED"
    raised.refresh_from_db()
    assert raised.steps_used == 24 and [e["step"] for e in own(raised.id, EventType.LLM_SAMPLED)] == list(range(10, 24))
    assert own(raised.id, EventType.FORKED_FROM)[0]["carried_consumption"]["steps"] == 10
    assert emails() == 6


def test_a_dead_lettered_run_is_forked_with_the_operators_result(register_agent):
    from approvals.services import decide_execution

    parent = agents.in_doubt_run(register_agent, 7)
    doubt = ToolExecution.objects.get(run_id=parent, step=7)
    decide_execution(execution_id=doubt.id, actor="ada", decision="dead_letter", reason="relay down")
    assert Run.objects.get(id=parent).status == "DEAD_LETTER"
    result = {"success": True, "code": "sent", "data": {"message_id": "email-00000002"}}
    forked = fork(parent, 7, cut="keep", edits=[Edit(0, result=result)], reason="the relay log shows it sent")
    assert str(drive_run(forked.id)) == "COMPLETED"
    assert emails() == 6


def test_an_edited_call_that_makes_the_run_a_bulk_send_waits_for_an_approver_as_the_loops_would():
    """The loop gates a fresh call by its tool's rule over the step's calls and whom the run's earlier calls reached
    (``gate_for``): an email to 9 new people after the run's first to the customer is a bulk send to 10, held. A
    fork's edited call was gated by its own arguments alone, so an operator's edit made that send with no one asked."""
    parent = completed_ticket()
    crowd = ", ".join(f"person{i}@example.com" for i in range(9))
    new_args = {"to": crowd, "subject": "Your ticket", "body": "An update on your ticket."}
    forked = fork(parent, 7, cut="keep", edits=[Edit(0, args=new_args)])
    assert Run.objects.get(id=forked.id).status == "WAITING_MANUAL_CONFIRM"
    [asked] = own(forked.id, EventType.MANUAL_CONFIRM_REQUESTED)
    assert "bulk over the run" in asked["held_for"], asked
    drive_run(forked.id)
    assert not SideEffect.objects.filter(target__contains="person0@").exists(), "sent with no approver asked"


def test_an_edit_giving_a_call_the_arguments_it_had_is_held_as_the_unedited_repeat_is(register_agent):
    """The parent's email (a relay that cannot dedupe) was sent and its answer lost. Kept with no edit, its repeat
    is held, and the preview of an "edit" that gives it back its own arguments says so too (held) — but the fork
    journaled that call by its tool's rule alone, missing the fork's hold, and its first drive sent the email again."""
    parent = agents.in_doubt_run(register_agent, 3)
    [sent] = own(parent, EventType.TOOL_REQUESTED)[-1:]
    same = Edit(0, args=sent["args"])
    [effect] = fork_preview(run_id=parent, request=ForkRequest(3, cut="keep", edits=[same])).effects
    assert effect.action == HELD
    forked = fork(parent, 3, cut="keep", edits=[same])
    drive_run(forked.id)
    assert Run.objects.get(id=forked.id).status == "WAITING_MANUAL_CONFIRM"
    assert emails() == 1, "the email the parent sent was sent a second time with no one asked"


def test_a_call_its_parent_made_after_the_fork_was_made_is_held_in_the_fork_too(register_agent):
    """A fork of a run waiting for an approver is allowed (the wait is in doubt): once the parent's payment is approved
    it goes on and sends its receipt through a relay that cannot dedupe. That send came after the fork was made, so its
    ForkedFrom could not list it: the fork, approved to pay (the same key: deduped), sent the receipt a second time
    with no one asked. A drive of a fork now also holds what the runs above it made since, as its preview holds what
    they had made."""
    register_agent(**{"legacy-billing": "tests.timetravel.agents:legacy_billing"})
    run, _ = run_create(
        agent="legacy-billing", inputs={"invoice": "INV-9", "amount": 1250, "currency": "EUR", "customer": "ACME"},
        seed=7, start=False,
    )  # fmt: skip
    assert str(drive_run(run.id)) == "WAITING_MANUAL_CONFIRM"
    forked = fork(run.id, 1)  # keys inherit: the fork's payment carries the parent's key
    for run_id in (run.id, forked.id):
        if run_id == forked.id:
            drive_run(run_id)
        pay = ToolExecution.objects.get(run_id=run_id, tool="pay_invoice")
        approve_call(execution_id=pay.id, actor="bob", reason="ok", idem_key_seen=pay.idem_key)
        drive_run(run_id)
    assert SideEffect.objects.filter(kind="payment").count() == 1
    assert emails() == 1, "the receipt the parent sent after the fork was made was sent again by the fork"
    assert Run.objects.get(id=forked.id).status == "WAITING_MANUAL_CONFIRM"
    [held] = [e for e in own(forked.id, EventType.MANUAL_CONFIRM_REQUESTED) if e["tool"] == "send_email"]
    assert "already happened in the parent run" in held["held_for"]
    receipt = ToolExecution.objects.get(run_id=forked.id, tool="send_email")
    approve_call(execution_id=receipt.id, actor="bob", reason="resend", repeat_confirmed=True)
    assert str(drive_run(forked.id)) == "COMPLETED" and emails() == 2
    report, _ = run_dry_replay(run_id=forked.id, save=False)
    assert report.divergences == [], "the dry replay holds it as the drive did (it reported a gate_changed)"


def test_a_fork_made_while_retention_runs_keeps_its_parent(monkeypatch):
    """Retention lists the runs it purges, then purges each in its own transaction: a run forked in between was
    purged all the same (its transaction checked the run's status and age only), and the fork, made on a history
    whose payloads were then emptied, could not be driven, replayed or forked. Each run's family is read again under
    the lock of its rows."""
    from datetime import timedelta

    from django.utils import timezone

    from runs.governance import retention

    parent = completed_ticket()
    Run.objects.filter(id=parent).update(last_event_at=timezone.now() - timedelta(days=200))
    listed, made = retention.eligible_runs, []

    def forked_meanwhile(**kw):
        cutoff, ids = listed(**kw)
        ids = list(ids)
        made.append(fork(parent, 8))
        return cutoff, ids

    monkeypatch.setattr(retention, "eligible_runs", forked_meanwhile)
    assert retention.purge(older_than_days=90).runs == [] and made
    assert verify_chain(made[0].id).ok and not Event.objects.filter(run_id=parent, payload_purged=True).exists()
    assert str(drive_run(made[0].id)) == "COMPLETED"
