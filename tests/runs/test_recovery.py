"""Recovery: the sweep takes over runs whose worker died; unknown outcomes go to a human."""

import threading

import pytest
from django.db import connections

from agentops.core.events import EventType
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.states import ExecStatus, RunStatus
from agentops.core.tools import Effect, Tool, ToolRegistry, Verdict, VerdictStatus
from runs import tasks as run_tasks
from runs.models import Event, Run, SideEffect, ToolExecution
from runs.worker import recovery
from runs.worker import registry as agents
from runs.worker.engine import drive_run
from tests.runs.factories import make_run, orphan

pytestmark = pytest.mark.django_db


class Died(BaseException):
    """The in-process stand-in for SIGKILL (tests/runs/test_crash_points.py kills real processes)."""


@pytest.fixture
def crash_once(monkeypatch):
    """``crash_once("after_intent", 3)``: the next drive dies there, leaving its lease behind."""

    def arm(point: str, step: int) -> None:
        def hook(at: str, at_step: int) -> None:
            if (at, at_step) == (point, step):
                raise Died(f"{point}:{step}")

        monkeypatch.setattr(agents, "crash_hook_from_env", lambda: hook)

    return arm


def _die(run_id: str, crash_once, point: str, step: int) -> None:
    crash_once(point, step)
    with pytest.raises(Died):
        drive_run(run_id, owner="worker:doomed:1")
    orphan(run_id, "worker:doomed:1")


def _types(run_id):
    return list(Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", flat=True))


@pytest.mark.sqlite
def test_an_expired_lease_is_recovered_once_and_the_run_completes(crash_once, monkeypatch):
    run_id = make_run()
    _die(run_id, crash_once, "after_effect", 7)
    monkeypatch.setattr(agents, "crash_hook_from_env", lambda: None)
    assert recovery.expired_runs() == [run_id]
    report = recovery.sweep()
    assert report == {run_id: "recovered: COMPLETED"}
    assert _types(run_id).count("RecoveryStarted") == 1
    started = Event.objects.get(run_id=run_id, type="RecoveryStarted")
    assert '"previous_owner":"worker:doomed:1"' in started.payload
    assert SideEffect.objects.filter(kind="email").count() == 6
    assert recovery.sweep() == {}
    assert _types(run_id).count("RecoveryStarted") == 1
    assert Run.objects.get(id=run_id).status == RunStatus.COMPLETED


@pytest.mark.parametrize(("point", "emails"), [("after_intent", 1), ("after_effect", 2)])
@pytest.mark.sqlite
def test_a_non_deduping_email_in_doubt_is_left_for_a_human(crash_once, monkeypatch, point, emails):
    run_id = make_run("ticket-legacy-smtp")
    _die(run_id, crash_once, point, 7)
    monkeypatch.setattr(agents, "crash_hook_from_env", lambda: None)
    assert recovery.sweep() == {run_id: "recovered: RECOVERING"}
    run = Run.objects.get(id=run_id)
    assert run.status == RunStatus.RECOVERING and run.lease_owner is None
    stop = Event.objects.filter(run_id=run_id, type="RecoveryStarted").order_by("-seq").first()
    assert stop.step == 7 and "cannot dedupe" in stop.payload
    execution = ToolExecution.objects.get(run_id=run_id, step=7)
    assert execution.status == ExecStatus.TOOL_EXECUTED and execution.idem_key is None
    assert SideEffect.objects.filter(kind="email").count() == emails  # step 3's, plus step 7's if it went out
    assert recovery.sweep() == {}  # idempotent: the run waits for a human, nobody resends
    assert SideEffect.objects.filter(kind="email").count() == emails


@pytest.mark.django_db(transaction=True)
def test_two_sweepers_at_once_recover_a_run_exactly_once(crash_once, monkeypatch):
    run_id = make_run()
    _die(run_id, crash_once, "after_intent", 11)
    monkeypatch.setattr(agents, "crash_hook_from_env", lambda: None)
    barrier, reports = threading.Barrier(2), {}

    def sweeper(name):
        try:
            barrier.wait()
            reports[name] = recovery.recover_run(run_id, owner=name)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=sweeper, args=(f"recovery:{i}",)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert sorted(r.split(":")[0] for r in reports.values()) == ["recovered", "skipped"], reports
    assert _types(run_id).count("RecoveryStarted") == 1
    assert SideEffect.objects.filter(kind="email").count() == 6
    assert Run.objects.get(id=run_id).status == RunStatus.COMPLETED


# -- delayed verification ---------------------------------------------------------------------
VERIFIER = {"answer": VerdictStatus.PENDING}


def pending_agent() -> Agent:
    """One write whose verifier says "pending" until the test flips ``VERIFIER``."""

    def upload(args, key):
        return {"success": True, "code": "accepted", "data": {"upload": args["name"]}}

    def verify(args, result, key):
        return Verdict(VERIFIER["answer"], "status_query", f"upload {args['name']}")

    def script(step, messages):
        if step == 0:
            return "upload", [ToolCall("upload", {"name": "report.pdf"}, "c0")]
        return "Upload requested.", []

    tool = Tool("upload", upload, effect=Effect.WRITE, dedupes=True, verify=verify)
    return Agent("pending", ScriptedModel("v1", script), ToolRegistry([tool]), "{ticket}{customer}{clock}{seed}")


@pytest.mark.sqlite
def test_verify_pending_polls_until_the_verifier_answers(register_agent):
    register_agent(pending=f"{__name__}:pending_agent")
    VERIFIER["answer"] = VerdictStatus.PENDING
    run_id = make_run("pending")
    assert str(drive_run(run_id)) == "COMPLETED"
    execution = ToolExecution.objects.get(run_id=run_id)
    assert execution.status == ExecStatus.TOOL_EXECUTED and not execution.verified
    assert recovery.verify_pending() == {execution.id: "still pending"}
    VERIFIER["answer"] = VerdictStatus.CONFIRMED
    assert recovery.verify_pending() == {execution.id: str(EventType.TOOL_VERIFIED)}
    execution.refresh_from_db()
    assert execution.status == ExecStatus.CONFIRMED and execution.verified
    assert execution.verification_method == "status_query"
    assert Run.objects.get(id=run_id).status == RunStatus.COMPLETED
    assert recovery.verify_pending() == {}


@pytest.mark.sqlite
def test_a_verification_that_never_answers_times_out_as_failed(register_agent):
    register_agent(pending=f"{__name__}:pending_agent")
    VERIFIER["answer"] = VerdictStatus.PENDING
    run_id = make_run("pending")
    drive_run(run_id)
    execution = ToolExecution.objects.get(run_id=run_id)
    assert recovery.verify_pending(timeout_seconds=0) == {execution.id: str(EventType.TOOL_VERIFICATION_FAILED)}
    execution.refresh_from_db()
    assert execution.status == ExecStatus.VERIFICATION_FAILED and not execution.verified
    assert execution.verification_method == "timeout"


@pytest.mark.sqlite
def test_a_waiting_run_with_an_expired_lease_does_not_stop_the_sweep(crash_once, monkeypatch):
    """A run held for approval whose holder died before releasing its lease (a worker after journaling the
    held call, an approver's request between its lease and its append) made every sweep raise
    InvalidTransition (RecoveryStarted cannot follow a held call) before it recovered any other run."""
    waiting = make_run("billing")
    drive_run(waiting)
    assert Run.objects.get(id=waiting).status == RunStatus.WAITING_MANUAL_CONFIRM
    orphan(waiting, "worker:dead:2")
    crashed = make_run()
    _die(crashed, crash_once, "after_effect", 7)
    monkeypatch.setattr(agents, "crash_hook_from_env", lambda: None)
    head = Run.objects.get(id=waiting).last_seq
    report = recovery.sweep()
    assert report[crashed] == "recovered: COMPLETED"
    assert "waits for a human" in report[waiting]
    run = Run.objects.get(id=waiting)
    assert (run.status, run.lease_owner, run.last_seq) == (RunStatus.WAITING_MANUAL_CONFIRM, None, head)
    assert recovery.sweep() == {}


@pytest.mark.sqlite
def test_a_run_whose_recovery_raises_is_reported_and_the_sweep_goes_on(crash_once, monkeypatch):
    broken, crashed = make_run(n=1), make_run(n=2)
    orphan(broken, "worker:dead:3")
    _die(crashed, crash_once, "after_effect", 7)
    monkeypatch.setattr(agents, "crash_hook_from_env", lambda: None)
    take_over = recovery.take_over

    def fails_for_one(run_id, **kwargs):
        if run_id == broken:
            raise RuntimeError("database hiccup")
        return take_over(run_id, **kwargs)

    monkeypatch.setattr(recovery, "take_over", fails_for_one)
    report = recovery.sweep()
    assert report == {broken: "failed: RuntimeError: database hiccup", crashed: "recovered: COMPLETED"}


@pytest.mark.sqlite
def test_a_failed_recoverys_report_is_redacted_as_the_log_lines_are(monkeypatch):
    """The report is the periodic task's result, kept in Celery's result backend: an exception's message there
    carried what it was given (a recipient, a key's value under PostgreSQL's DETAIL) in clear."""
    broken = make_run(n=1)
    orphan(broken, "worker:dead:3")

    def fails(run_id, **kwargs):
        raise ValueError("DETAIL: Key (reference)=(jane.doe@example.com) already exists")

    monkeypatch.setattr(recovery, "take_over", fails)
    report = recovery.sweep()
    assert report[broken].startswith("failed: ValueError: DETAIL: Key (reference)=(<email:"), report
    assert "jane.doe" not in report[broken] and "example.com" not in report[broken]
    assert run_tasks.recovery_sweep.apply().get()[broken] == report[broken]  # the task's result, as Celery keeps it
