"""``continue_run`` and ``recover``: the engine's operator commands, with clean CLI errors."""

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from agentops.core.loop import Agent, Outcome
from agentops.demo import ticket
from runs.demo.sinks import DbSideEffectSink
from runs.models import Event, Run, SideEffect
from runs.roles import OPERATOR
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user
from tests.runs.factories import make_run, orphan

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def ticket_v2() -> Agent:
    """The ticket agent after a model upgrade: old histories must not be replayed with it."""
    return ticket.build_agent(DbSideEffectSink("email"), model_version="scripted-ticket-v2")


def _call(*args) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_a_refused_run_is_continued_as_a_new_run(register_agent):
    run_id = make_run()
    assert drive_run(run_id, max_steps=13) is Outcome.YIELDED
    register_agent(ticket=f"{__name__}:ticket_v2")
    assert drive_run(run_id) is Outcome.FAILED
    failed = Event.objects.filter(run_id=run_id, type="RunFailed").get()
    assert "ReplayRefused" in failed.payload and "continue_run" in failed.payload
    make_user("ops", OPERATOR)  # --actor names an active operator (runs.management.cli.cli_actor)
    out = _call("continue_run", run_id, "--actor", "ops")
    new_id = out.split(" continued as ")[1].strip()
    assert _call("continue_run", run_id, "--actor", "ops").strip() == out.strip()  # asking twice: the same continuation
    new = Run.objects.get(id=new_id)
    assert new.parent_id == run_id and new.model_version == "scripted-ticket-v2"
    started = json.loads(Event.objects.get(run_id=new_id, seq=1).payload)
    assert started["continued_from"] == run_id and started["carried_step"] == 12
    assert started["carried_consumption"]["steps"] == 13
    assert drive_run(new_id) is Outcome.COMPLETED
    assert new.events.filter(type="LlmSampled").count() == 11  # steps 13..23, nothing redone
    assert SideEffect.objects.filter(kind="email").count() == 6


def test_continue_run_errors_are_clean():
    make_user("ops", OPERATOR)
    with pytest.raises(CommandError, match="unknown run 'run_nope'"):
        call_command("continue_run", "run_nope", "--actor", "ops")
    run_id = make_run()
    drive_run(run_id)
    with pytest.raises(CommandError, match="is COMPLETED"):
        call_command("continue_run", run_id, "--actor", "ops")


def test_recover_prints_one_sweep():
    assert _call("recover").strip() == "nothing to recover"
    run_id = make_run()
    drive_run(run_id, max_steps=5)
    orphan(run_id)
    assert _call("recover").strip() == f"{run_id}: recovered: COMPLETED"
    assert _call("recover", "--verify").strip() == "nothing to recover"


def test_continue_run_refuses_a_run_whose_open_call_a_continuation_would_ask_for_again(register_agent):
    """A continuation asks again under its own keys for the calls of the step it redoes: a payment still
    waiting for an approver in the parent (approvable there) would be paid twice, an in-doubt email that
    was sent would be sent twice. Refused, naming the call and the way out; nothing written."""
    from tests.timetravel.agents import in_doubt_run

    make_user("ops", OPERATOR)
    waiting = make_run("billing")
    assert drive_run(waiting) is Outcome.WAITING_MANUAL_CONFIRM
    in_doubt = in_doubt_run(register_agent, 3)
    for run_id, call in ((waiting, "step 1 call 0 pay_invoice"), (in_doubt, "step 3 call 0 send_email")):
        runs, events = Run.objects.count(), Event.objects.count()
        with pytest.raises(CommandError, match=f"{call}.*Settle it.*fork_run {run_id} --step"):
            call_command("continue_run", run_id, "--actor", "ops")
        assert (Run.objects.count(), Event.objects.count()) == (runs, events)


def test_continue_run_refuses_a_failed_run_whose_automatic_retry_is_due(settings, monkeypatch, tmp_path):
    """Its retry drives it again by itself: continued now, both would run (the continuation's effects under
    new keys beside the parent's). Refused until the retry has run or the run is dead-lettered."""
    monkeypatch.setenv("FLAKY_FILE", str(tmp_path / "failures"))
    monkeypatch.setenv("FLAKY_FAILURES", "1")
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "flaky": "tests.runs.factories:flaky_agent"},
    }
    make_user("ops", OPERATOR)
    run, _ = run_create(agent="flaky", inputs={"task": "Answer from the policy."}, seed=3, start=False)
    assert drive_run(run.id) is Outcome.FAILED
    runs = Run.objects.count()
    with pytest.raises(CommandError, match=r"FAILED with an automatic retry due at .* continued as a new run"):
        call_command("continue_run", run.id, "--actor", "ops")
    assert Run.objects.count() == runs
