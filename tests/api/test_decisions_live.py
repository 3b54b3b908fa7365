"""Crash tests of external runs through every operator decision (issue 11, "Must show").

A real agent process (``agentops.demo.external_ticket`` over HTTP, emails without keys, so a call in
doubt cannot be replayed) is SIGKILLed at step 7's email; its restart parks the call; restarting it
again appends nothing; an operator decides; the next restart acts on the decision. Afterwards: no
duplicated effect beyond what the decision says, no extra model call, and the run is finished.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.utils import timezone

from agentops.demo import ticket
from agentops.demo.external_ticket import AGENT, FileOutbox
from approvals.services import decide_execution
from runs.api.keys import api_key_create
from runs.models import Event, Run, ToolExecution
from tests.api.test_live import _drive

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

NO_DEDUPE = ("--no-dedupe",)


class Agent:
    """The agent process, started again and again like a supervisor would."""

    def __init__(self, url: str, tmp_path: Path) -> None:
        self.url, self.key = url, api_key_create(agent=AGENT)[1]
        self.outbox, self.calls = tmp_path / "outbox.jsonl", tmp_path / "calls.log"

    def start(self, crash_at: str = ""):  # type: ignore[no-untyped-def]
        crash = ("--crash-at", crash_at) if crash_at else ()
        done = _drive(self.url, self.key, self.outbox, self.calls, *NO_DEDUPE, *crash)
        if crash_at:
            assert done.returncode == -9, done.stderr
            run = self.run()
            Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now())  # the dead process's lease lapses
        return done

    def run(self) -> Run:
        return Run.objects.get(create_key=f"{AGENT}:T-77")

    def emails(self) -> list[dict]:
        return FileOutbox(self.outbox)._messages()

    def model_calls(self) -> int:
        return len(self.calls.read_text().splitlines())

    def events(self) -> list[str]:
        return list(Event.objects.filter(run_id=self.run().id).order_by("seq").values_list("type", flat=True))


def _park(agent: Agent, crash_at: str) -> ToolExecution:
    """SIGKILL at ``crash_at``; the restart parks step 7's email; a second restart appends nothing."""
    agent.start(crash_at)
    parked = agent.start()
    assert json.loads(parked.stdout or '{"outcome": null}').get("outcome") in (None, "RECOVERING"), parked.stdout
    assert agent.run().status == "RECOVERING" and agent.events().count("RecoveryStarted") == 1
    before = agent.events()
    again = agent.start()
    assert again.returncode != 0 and agent.events() == before  # a restart loop appends nothing
    assert agent.run().status == "RECOVERING"
    return ToolExecution.objects.get(run_id=agent.run().id, step=7)


def _finished(agent: Agent, emails: int) -> Run:
    done = agent.start()
    assert done.returncode == 0, done.stderr
    run = agent.run()
    assert run.status == "COMPLETED" and run.steps_used == ticket.STEPS
    assert agent.model_calls() == ticket.STEPS  # every journaled sample reused: no extra model call
    assert len(agent.emails()) == emails
    assert Event.objects.filter(run_id=run.id, type="ToolResult").count() == 24
    return run


@pytest.mark.parametrize("crash_at", ["after_effect:7", "after_intent:7"])
def test_confirm(live_server, tmp_path, crash_at):
    agent = Agent(live_server.url, tmp_path)
    execution = _park(agent, crash_at)
    sent = len(agent.emails())
    decide_execution(execution_id=execution.id, actor="alice", decision="confirm", reason="in the relay log")
    _finished(agent, emails=sent + 4)  # steps 11, 15, 19, 22; step 7 is never sent again
    assert ToolExecution.objects.get(id=execution.id).status == "CONFIRMED"


def test_retry_with_the_same_key_sends_a_call_that_never_went_out(live_server, tmp_path):
    agent = Agent(live_server.url, tmp_path)
    execution = _park(agent, "after_intent:7")
    assert len(agent.emails()) == 1  # step 3's; step 7's intent was journaled, the email never sent
    decide_execution(execution_id=execution.id, actor="alice", decision="retry_same_key", reason="not in the log")
    run = _finished(agent, emails=ticket.EMAILS)
    assert Event.objects.filter(run_id=run.id, type="ToolDispatched").count() == 1
    assert not run.has_flagged_claim


def test_a_crash_during_the_retried_send_parks_the_call_again(live_server, tmp_path):
    agent = Agent(live_server.url, tmp_path)
    execution = _park(agent, "after_intent:7")
    decide_execution(execution_id=execution.id, actor="alice", decision="retry_same_key", reason="not in the log")
    agent.start("after_effect:7")  # the re-send went out, then the process died
    assert len(agent.emails()) == 2
    agent.start()
    assert agent.run().status == "RECOVERING" and agent.events().count("RecoveryStarted") == 2
    assert len(agent.emails()) == 2  # not sent a third time without a human
    decide_execution(execution_id=execution.id, actor="alice", decision="confirm", reason="sent at 10:02")
    _finished(agent, emails=ticket.EMAILS)


def test_compensate(live_server, tmp_path):
    agent = Agent(live_server.url, tmp_path)
    execution = _park(agent, "after_effect:7")
    decide_execution(
        execution_id=execution.id, actor="alice", decision="compensate", reason="recalled", external_ref="recall-7"
    )
    _finished(agent, emails=ticket.EMAILS)  # sent once, recalled by the operator, never sent again
    assert ToolExecution.objects.get(id=execution.id).status == "COMPENSATED"


def test_dead_letter(live_server, tmp_path):
    agent = Agent(live_server.url, tmp_path)
    execution = _park(agent, "after_effect:7")
    decide_execution(execution_id=execution.id, actor="alice", decision="dead_letter", reason="cannot tell")
    before = agent.events()
    done = agent.start()
    assert json.loads(done.stdout)["outcome"] == "DEAD_LETTER"
    assert agent.run().status == "DEAD_LETTER" and agent.events() == before
    assert len(agent.emails()) == 2 and agent.model_calls() == 8
