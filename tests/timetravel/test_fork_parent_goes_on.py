"""A parent that goes on after its fork: what the fork made with no key to dedupe it, the parent holds for a human."""

from __future__ import annotations

import json

import pytest

from agentops.core.fork import Edit
from runs.models import Event, Run, SideEffect, ToolExecution
from runs.timetravel.fork import ForkRequest, fork_create
from runs.worker.engine import drive_run
from tests.timetravel.agents import in_doubt_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def emails() -> int:
    return SideEffect.objects.filter(kind="email").count()


def fork_run_to_its_end(register_agent) -> tuple[str, Run, int]:
    """A legacy-relay run RECOVERING on its step-7 email, forked there with the email's result and run to its end:
    the parent, the fork and the emails sent before the fork's."""
    parent = in_doubt_run(register_agent, 7)
    result = {"success": True, "code": "sent", "data": {"message_id": "email-00000002"}}
    request = ForkRequest(7, cut="keep", edits=[Edit(0, result=result)])
    forked, _ = fork_create(run_id=parent, request=request, actor="ada", reason="the relay log shows it sent")
    before = emails()
    assert str(drive_run(forked.id)) == "COMPLETED"
    return parent, forked, before


def test_a_recovering_parent_settled_after_its_fork_ran_holds_the_emails_the_fork_sent(register_agent):
    """A legacy-relay run (no idempotency keys) stops RECOVERING on its step-7 email. An operator forks it at step 7
    with the email's result as the relay log showed it; the fork runs to its end and sends the emails of steps 11,
    15, 19 and 22. Then another operator settles the parent's in-doubt email (it went out: confirm) and the parent
    goes on: it sent those four emails a second time with no one asked — a fork holds what its parent made, but the
    parent held nothing of what its fork made."""
    from approvals.services import decide_execution

    parent, _, before = fork_run_to_its_end(register_agent)
    assert emails() - before == 4
    doubt = ToolExecution.objects.get(run_id=parent, step=7)
    decide_execution(execution_id=doubt.id, actor="bob", decision="confirm", reason="it went out")
    outcome = str(drive_run(parent))
    assert emails() - before == 4, f"the parent sent again what its fork had sent ({outcome})"
    assert outcome == "WAITING_MANUAL_CONFIRM" and Run.objects.get(id=parent).status == "WAITING_MANUAL_CONFIRM"
    [held] = ToolExecution.objects.filter(run_id=parent, status="WAITING_MANUAL_CONFIRM")
    assert held.step == 11 and held.tool == "send_email"
    asked = Event.objects.get(run_id=parent, type="ManualConfirmRequested")
    assert "a fork or continuation of this run" in json.loads(asked.payload)["held_for"]


def test_retention_keeps_a_fork_whose_parent_may_still_go_on_and_the_parent_holds_what_it_sent(register_agent):
    """The same fork, run to its end, then left while its parent waits on its in-doubt email past the retention age:
    retention purged the COMPLETED fork (it kept only the ancestors of kept forks), its calls' arguments emptied, so
    the parent, settled after, matched none of them and sent the fork's four emails a second time. A fork family is
    purged together or not at all; once its last run is old and finished, all of it is."""
    from datetime import timedelta

    from django.utils import timezone

    from approvals.services import decide_execution
    from runs.governance.retention import purge

    parent, forked, before = fork_run_to_its_end(register_agent)
    later = timezone.now() + timedelta(days=10)
    assert purge(older_than_days=7, now=later).runs == []
    assert not Event.objects.filter(run_id=forked.id, payload_purged=True).exists()
    doubt = ToolExecution.objects.get(run_id=parent, step=7)
    decide_execution(execution_id=doubt.id, actor="bob", decision="confirm", reason="it went out")
    assert str(drive_run(parent)) == "WAITING_MANUAL_CONFIRM"
    assert emails() - before == 4, "the parent sent again what its purged fork had sent"

    Run.objects.filter(id=parent).update(status="DEAD_LETTER")  # the family's last run is finished too: all of it goes
    assert sorted(purge(older_than_days=7, now=later + timedelta(days=10)).runs) == sorted([parent, forked.id])
