"""External runs the abandonment sweep missed (qa-agents9, found not fixed):

1. a RUNNING run whose client gave its lease back and died (``DurableRun.run``'s ``finally`` releases it on any
   exception) with a claimed non-deduping call in flight: ``abandoned_external`` looked at taken leases only, so it
   stayed RUNNING for ever (only the stuck page's "no event" listed it). Silent past ``AGENTOPS_EXTERNAL_ABANDON_SECONDS``
   it is parked RECOVERING now, its RecoveryStarted naming the call, as a run whose lease expired is;
2. an approved external call whose agent never came back: the run stayed WAITING_MANUAL_CONFIRM for ever (the sweep
   skipped that status), ``settle_call … dead_letter`` refused the approved call and no command dead-lettered a run.
   The sweep parks it as an abandoned run (its agent, if it comes back, still sends the approved call), and
   ``manage.py dead_letter_run`` dead-letters a run from the command line.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from datetime import timedelta
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from agentops.client import AgentOpsClient, external_run_fields
from approvals.services import DecisionConflict, approve_call, restart_stuck_run
from runs.models import Event, Run, ToolExecution
from runs.roles import user_create
from runs.worker import recovery
from tests.api.slow_agent import slow_agent

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]
ROOT = Path(__file__).resolve().parents[2]
PAY = {"invoice": "INV-7", "amount": 120, "currency": "EUR"}

#: ``python -c CLIENT url key run_id``: drives the pager run; the page is claimed, then the process is interrupted
#: (Ctrl-C) before it sends it: its ``finally`` gives the lease back and it dies with the call in flight
CLIENT = textwrap.dedent(
    """
    import sys
    from agentops.client import AgentOpsClient, DurableRun
    from tests.api.slow_agent import slow_agent

    url, key, run_id = sys.argv[1:4]
    agent = slow_agent("http://127.0.0.1:9")

    def interrupted(at, step):
        if at == "after_intent":
            raise KeyboardInterrupt

    agent.crash_hook = interrupted
    with AgentOpsClient(url, key) as client:
        DurableRun(client, agent, run_id).run()
    """
)


def _started(run_id: str) -> dict:
    return json.loads(Event.objects.get(run_id=run_id, type="RecoveryStarted").payload)


def _silent(run_id: str, seconds: float) -> None:
    """Nothing journaled for ``seconds`` (the last event's time moved back)."""
    Run.objects.filter(id=run_id).update(last_event_at=timezone.now() - timedelta(seconds=seconds))


@pytest.mark.django_db(transaction=True)
def test_a_client_that_released_its_lease_and_died_with_a_call_in_flight_is_parked(live_server, raw_key, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "EXTERNAL_ABANDON_SECONDS": 600}
    url = live_server.url
    with AgentOpsClient(url, raw_key) as client:
        run_id = client.create_run(**external_run_fields(slow_agent("http://127.0.0.1:9"), {"task": "x"}))["id"]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "DATABASE", "AGENTOPS"))}
    env |= {"PYTHONPATH": str(ROOT)}
    died = subprocess.run(
        [sys.executable, "-c", CLIENT, url, raw_key, run_id], cwd=ROOT, env=env, capture_output=True, timeout=120
    )
    assert died.returncode != 0 and b"KeyboardInterrupt" in died.stderr, died.stderr[-2000:]
    row = Run.objects.get(id=run_id)
    assert row.status == "RUNNING" and row.lease_owner is None, "its finally gave the lease back"
    page = ToolExecution.objects.get(run_id=run_id)
    assert page.status == "TOOL_EXECUTED" and page.result_event_id is None, "claimed, never answered"
    assert run_id not in recovery.sweep(), "silent for less than the abandon time: its agent may be restarting"
    _silent(run_id, 601)
    assert "parked RECOVERING" in recovery.sweep()[run_id]
    row = Run.objects.get(id=run_id)
    assert row.status == "RECOVERING" and row.lease_owner is None
    reason = _started(run_id)["reason"]
    assert reason.startswith("lease released over 600s ago with step 0 call 0 (page) claimed and never answered")
    assert reason.endswith("its agent did not come back")
    recovery.sweep()
    assert Event.objects.filter(run_id=run_id, type="RecoveryStarted").count() == 1, "parked once"


def test_a_released_run_with_nothing_in_doubt_is_left_to_its_client(run, settings):
    """Between two steps (every call answered) a client may give its lease back and come later: not parked."""
    settings.AGENTOPS = {**settings.AGENTOPS, "EXTERNAL_ABANDON_SECONDS": 600}
    assert run.sample(0, [{"name": "retrieve", "args": {"topic": "a"}, "call_id": "c"}]).status_code == 201
    assert run.post("lease/release/", {}).json() == {"released": True}
    _silent(run.id, 3600)
    assert recovery.abandoned_external() == [] and Run.objects.get(id=run.id).status == "RUNNING"


def _approved_and_gone(run) -> ToolExecution:  # type: ignore[no-untyped-def]
    """The payment waited for an approver; the agent gave its lease back, the approver approved, nobody came."""
    assert run.sample(0, [{"name": "pay_invoice", "args": PAY, "call_id": "p"}]).status_code == 201
    assert run.claim(0, 0, "pay_invoice", PAY).json()["status"] == "waiting_manual_confirm"
    assert run.post("lease/release/", {}).json() == {"released": True}
    pay = ToolExecution.objects.get(run_id=run.id)
    approve_call(execution_id=pay.id, actor="ann", reason="invoice checked", idem_key_seen=pay.idem_key)
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"
    return pay


def test_an_approved_call_whose_agent_never_came_back_is_parked_and_its_agent_may_still_send_it(run, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "EXTERNAL_ABANDON_SECONDS": 600}
    _approved_and_gone(run)
    assert run.id not in recovery.sweep(), "the approval is recent: its agent may be on its way"
    _silent(run.id, 601)
    assert "parked RECOVERING" in recovery.sweep()[run.id]
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    reason = _started(run.id)["reason"]
    assert "step 0 call 0 (pay_invoice) approved and never sent: its agent did not come back" in reason, reason
    recovery.sweep()
    assert Event.objects.filter(run_id=run.id, type="RecoveryStarted").count() == 1
    run.acquire()  # it comes back after all: the approved payment is handed to it
    claimed = run.claim(0, 0, "pay_invoice", PAY)
    assert claimed.status_code == 200 and claimed.json()["status"] == "claimed", claimed.json()


def test_recover_now_parks_an_approved_call_whose_agent_is_gone_at_once(run, olga):
    """*Recover now* refused such a run ("it moves when the client calls") while the sweep parked it only after the
    abandon time: the operator who saw it stuck had to wait or dead-letter it (fix-agents9's note)."""
    _approved_and_gone(run)
    said = restart_stuck_run(run_id=run.id, actor=olga, reason="its agent is gone", offered="recover")
    assert said.startswith("parked RECOVERING"), said
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    assert _started(run.id)["actor"] == olga


def test_recover_now_refuses_a_run_whose_call_still_waits_for_an_approver(run, olga):
    assert run.sample(0, [{"name": "pay_invoice", "args": PAY, "call_id": "p"}]).status_code == 201
    assert run.claim(0, 0, "pay_invoice", PAY).json()["status"] == "waiting_manual_confirm"
    assert run.post("lease/release/", {}).json() == {"released": True}
    with pytest.raises(DecisionConflict, match="driven by its client through the API"):
        restart_stuck_run(run_id=run.id, actor=olga, reason="its agent is gone", offered="recover")
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"
    assert not Event.objects.filter(run_id=run.id, type="RecoveryStarted").exists()


def test_a_call_still_held_for_an_approver_is_not_an_agent_gone(run, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "EXTERNAL_ABANDON_SECONDS": 600}
    assert run.sample(0, [{"name": "pay_invoice", "args": PAY, "call_id": "p"}]).status_code == 201
    assert run.claim(0, 0, "pay_invoice", PAY).json()["status"] == "waiting_manual_confirm"
    assert run.post("lease/release/", {}).json() == {"released": True}
    _silent(run.id, 3600)
    assert recovery.abandoned_external() == [] and Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"


@pytest.fixture
def olga(db) -> str:  # type: ignore[no-untyped-def]
    return user_create(username="olga", role="operator", password="a-long-password-42").username


def test_dead_letter_run_on_the_command_line_ends_a_run_whose_approved_call_was_never_sent(run, olga):
    pay = _approved_and_gone(run)
    with pytest.raises(CommandError, match="nothing to decide"):
        call_command("settle_call", pay.id, "dead_letter", reason="agent gone", actor="olga")
    out = StringIO()
    call_command("dead_letter_run", run.id, reason="the agent host was decommissioned", actor="olga", stdout=out)
    said = out.getvalue()
    assert said.startswith(f"{run.id}: DEAD_LETTER") and f"approved, never sent: {pay.id} (pay_invoice" in said, said
    assert Run.objects.get(id=run.id).status == "DEAD_LETTER"
    assert ToolExecution.objects.get(id=pay.id).status == "DEAD_LETTER"


def test_dead_letter_run_refuses_a_running_run_and_an_unknown_one_writing_nothing(run, olga):
    assert run.sample(0, [{"name": "retrieve", "args": {"topic": "a"}, "call_id": "c"}]).status_code == 201
    before = Event.objects.filter(run_id=run.id).count()
    with pytest.raises(CommandError, match="nothing was written"):
        call_command("dead_letter_run", run.id, reason="stop it", actor="olga")
    with pytest.raises(CommandError, match="unknown run"):
        call_command("dead_letter_run", "run_nope", reason="stop it", actor="olga")
    assert Event.objects.filter(run_id=run.id).count() == before and Run.objects.get(id=run.id).status == "RUNNING"
