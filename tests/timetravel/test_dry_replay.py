"""Dry replay: the current agent code against recorded runs, with 0 model calls and 0 ledger writes."""

from __future__ import annotations

import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from runs.models import Event, ReplayReport, Run, SideEffect
from runs.timetravel.fork import ForkRequest, fork_create
from runs.timetravel.replay import run_dry_replay
from runs.worker.engine import drive_run
from tests.runs.factories import make_run
from tests.timetravel.agents import in_doubt_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

WRITES = ("INSERT", "UPDATE", "DELETE")


def completed(agent: str = "ticket") -> str:
    run_id = make_run(agent)
    assert str(drive_run(run_id)) == "COMPLETED"
    return run_id


def test_dry_replay_of_the_24_step_demo_run_calls_no_model_and_writes_nothing(tmp_path, monkeypatch):
    calls = tmp_path / "calls"
    monkeypatch.setenv("AGENTOPS_MODEL_CALL_LOG", str(calls))
    run_id = completed()
    assert len(calls.read_text().splitlines()) == 24
    events, effects = list(Event.objects.values_list("id", "hash")), SideEffect.objects.count()
    with CaptureQueriesContext(connection) as queries:
        report, _ = run_dry_replay(run_id=run_id, save=False)
    assert len(calls.read_text().splitlines()) == 24, "the dry replay called the model"
    writes = [q["sql"] for q in queries.captured_queries if q["sql"].lstrip().upper().startswith(WRITES)]
    assert writes == []
    assert list(Event.objects.values_list("id", "hash")) == events and SideEffect.objects.count() == effects
    assert report.outcome == "COMPLETED" and report.divergences == []
    assert (report.model_calls, report.tokens) == (0, 0)
    assert report.answered_from_journal == 24 and report.not_executed == 0
    assert sorted(report.replayed_steps) == list(range(24))
    assert report.replayed_steps == report.recorded_steps


def test_a_changed_tool_wiring_diverges_at_the_first_email(register_agent):
    run_id = completed()
    register_agent(ticket="tests.timetravel.agents:ticket_rewired")
    report, row = run_dry_replay(run_id=run_id)
    first = report.first_divergence
    assert (first.step, first.call_index, first.kind) == (3, 0, "key_changed")
    assert first.now is None and len(first.recorded) == 64
    kinds = {(d.step, d.kind) for d in report.divergences}
    assert {(s, "key_changed") for s in (3, 7, 11, 15, 19, 22)} <= kinds
    assert (3, "verdict_changed") in kinds  # read-back by key became a schema check
    assert not [d for d in report.divergences if d.step < 3]
    assert row.divergences == len(report.divergences) and ReplayReport.objects.filter(run_id=run_id).count() == 1


def test_a_viewers_report_confirms_no_guessed_address_by_its_changed_keys(register_agent):
    """A ``key_changed`` divergence's recorded key is SHA-256 over the call's arguments (an address the report
    shows as ``<email:…>``): a viewer reads its pseudonym, a person with a grant the key."""
    from django.contrib.auth.models import Permission

    from agentops.core.keys import idem_key
    from runs.governance.visibility import grant_raw_access
    from runs.models import ToolExecution
    from runs.timetravel.selectors import report_data
    from tests.dashboard.conftest import make_user
    from tests.redaction.oracle import KEY_TOKEN

    run_id = completed()
    register_agent(ticket="tests.timetravel.agents:ticket_rewired")
    report, row = run_dry_replay(run_id=run_id)
    first = report.first_divergence
    call = ToolExecution.objects.get(run_id=run_id, step=first.step, call_index=first.call_index)
    args = json.loads(call.args)
    assert "@" in args["to"] and first.recorded == idem_key(run_id, call.step, call.call_index, call.tool, args)
    shown = report_data(row=row, user=make_user("vera", "viewer"))
    keys = [d for d in shown["report"]["divergences"] if d["kind"] == "key_changed"]
    assert keys and all(KEY_TOKEN.fullmatch(d["recorded"]) and d["now"] is None for d in keys)
    assert first.recorded[:8] not in json.dumps(shown, default=str) and args["to"] not in json.dumps(shown, default=str)
    admin = make_user("ada", superuser=True)
    admin.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=admin, run_id=run_id, reason="audit")
    granted = report_data(row=row, user=admin)["report"]["divergences"]
    assert next(d for d in granted if d["kind"] == "key_changed")["recorded"] == first.recorded


def test_a_gate_change_and_a_template_change_are_divergences(register_agent, settings):
    run_id = completed()
    register_agent(ticket="tests.timetravel.agents:ticket_v2")
    report, _ = run_dry_replay(run_id=run_id, save=False)
    assert report.divergences[0].kind == "template_changed" and report.divergences[0].now.endswith("Be brief.")
    assert any("scripted-ticket-v2" in n for n in report.notes)

    register_agent(ticket="tests.timetravel.agents:ticket_gated")
    report, _ = run_dry_replay(run_id=run_id, save=False)
    gates = [d for d in report.divergences if d.kind == "gate_changed"]
    assert (gates[0].step, gates[0].recorded, gates[0].now) == (3, "low", "high")
    assert report.outcome == "COMPLETED" and any("approval assumed" in n for n in report.notes)


def test_recorded_approvals_are_fed_back_and_the_reply_audit_is_compared():
    run_id = make_run("billing")
    assert str(drive_run(run_id)) == "WAITING_MANUAL_CONFIRM"
    from approvals.services import approve_call
    from runs.models import ToolExecution

    pay = ToolExecution.objects.get(run_id=run_id, tool="pay_invoice")
    approve_call(execution_id=pay.id, actor="bob", reason="ok", idem_key_seen=pay.idem_key)
    assert str(drive_run(run_id)) == "COMPLETED"
    report, _ = run_dry_replay(run_id=run_id, save=False)
    assert report.outcome == "COMPLETED" and report.divergences == [], report.divergences
    assert not any("approval assumed" in n for n in report.notes)


def test_a_fork_is_replayed_from_its_fork_point():
    parent = completed()
    fork, _ = fork_create(run_id=parent, request=ForkRequest(8), actor="ada", reason="rerun")
    drive_run(fork.id)
    report, _ = run_dry_replay(run_id=fork.id, save=False)
    assert report.from_step == 8 and report.divergences == [] and report.outcome == "COMPLETED"


def test_a_fork_held_at_its_kept_step_is_replayed_from_its_fork_point_with_its_holds(register_agent):
    """A keep fork whose repeat of a non-deduping email waits for a human has no sample of its own yet: it was
    replayed from step 0, its parent's history included, and the hold it inherits reported as a gate_changed."""
    parent = in_doubt_run(register_agent, 3)
    fork, _ = fork_create(run_id=parent, request=ForkRequest(3, cut="keep"), actor="ada", reason="rerun")
    assert str(drive_run(fork.id)) == "WAITING_MANUAL_CONFIRM"
    report, _ = run_dry_replay(run_id=fork.id, save=False)
    assert (report.from_step, report.divergences) == (4, []), report.divergences
    assert report.model_calls == 0 and report.outcome == "END_OF_RECORDING"


def test_a_run_that_stopped_in_doubt_replays_to_where_it_stopped(register_agent):
    run_id = in_doubt_run(register_agent, 7)
    report, _ = run_dry_replay(run_id=run_id, save=False)
    assert report.divergences == [] and report.not_executed == 1
    assert Run.objects.get(id=run_id).status == "RECOVERING"


def test_dry_replay_of_a_run_the_claims_judge_reviewed_asks_no_judge_again(fake_judge):
    """The judge's review of the final reply is journaled (LlmSampled, purpose claims_judge): a dry replay
    takes it from the recording. It asked the judge model again (a real, paid call, past the report's
    0 model calls), since only the decisions came from the journal."""
    run_id = completed()
    assert fake_judge.count == 1, "the run's own review"
    report, _ = run_dry_replay(run_id=run_id, user=None)
    assert fake_judge.count == 1, "the dry replay asked the judge again"
    assert report.outcome == "COMPLETED" and not report.divergences, report.divergences


def test_a_continuation_is_replayed_with_its_own_samples(register_agent, monkeypatch):
    """A continuation's RunStarted carries the context of the run it continues, its assistant messages too, and its
    steps count from 0: the recording's model took a step's number from the assistant messages it saw, so a dry replay
    gave the continuation's step 0 its sample of step 2 — every step "diverged" on unchanged code and replay_check
    failed (qa-travel5, 7 Dec 2026)."""
    from runs.services import run_continue_as_new
    from tests.timetravel import agents

    register_agent(mailer="tests.timetravel.agents:mailer")
    monkeypatch.setattr(agents, "MAILER_PLAN", [f"{name}@example.com" for name in "abcde"])
    root = make_run("mailer")
    drive_run(root, max_steps=2)  # a and b; then a new prompt template is deployed
    register_agent(mailer="tests.timetravel.agents:mailer_v2")
    assert str(drive_run(root)) == "FAILED"  # replay refused
    continued = run_continue_as_new(run_id=root, actor="ada")
    assert str(drive_run(continued.id)) == "COMPLETED"
    report, _ = run_dry_replay(run_id=continued.id, save=False)
    assert report.outcome == "COMPLETED" and report.divergences == [], report.to_payload()["divergences"]
    assert report.answered_from_journal == 3 and report.model_calls == 0
