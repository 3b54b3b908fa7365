"""A parent's in-doubt call that a fork of it already made: "not executed: send it again" (``retry_same_key``) makes
it a second time, so the operator deciding it is told of the fork and confirms the repeat, as an approver does."""

from __future__ import annotations

import pytest
from django.urls import reverse

from agentops.core.fork import Edit
from runs.models import Event, SideEffect, ToolExecution
from runs.roles import OPERATOR
from runs.timetravel.fork import ForkRequest, fork_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user
from tests.timetravel.agents import in_doubt_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def emails() -> int:
    return SideEffect.objects.filter(kind="email").count()


def forked_in_doubt(register_agent) -> tuple[str, str, ToolExecution]:
    """A legacy-relay run parked on its step-7 email (sent, answer lost), forked at 7 with that email's result as the
    relay log showed it, the fork driven to its end: the parent, the fork and the parent's in-doubt call."""
    parent = in_doubt_run(register_agent, 7)
    result = {"success": True, "code": "sent", "data": {"message_id": "email-00000002"}}
    request = ForkRequest(7, cut="keep", edits=[Edit(0, result=result)])
    forked, _ = fork_create(run_id=parent, request=request, actor="ada", reason="the relay log shows it sent")
    assert str(drive_run(forked.id)) == "COMPLETED"
    return parent, forked.id, ToolExecution.objects.get(run_id=parent, step=7)


def test_retrying_a_parents_in_doubt_call_its_fork_made_needs_the_repeat_confirmed(register_agent):
    """Before, ``retry_same_key`` on the parent's step-7 email, its fork having made it, was taken with no word of the
    fork, and the parent sent the email a second time (1 → 2)."""
    from approvals.services import RepeatNotConfirmed, decide_execution

    parent, forked, doubt = forked_in_doubt(register_agent)
    sent = emails()
    with pytest.raises(RepeatNotConfirmed, match=f"run {forked} already made this same call"):
        decide_execution(execution_id=doubt.id, actor="bob", decision="retry_same_key", reason="not in the log")
    assert ToolExecution.objects.get(id=doubt.id).status == doubt.status, "a refused decision writes nothing"
    drive_run(parent)
    assert emails() == sent, "the step-7 email was sent a second time with no one asked"

    # confirmed explicitly (the console's checkbox, settle_call --again): it is sent again, as asked
    decide_execution(
        execution_id=doubt.id, actor="bob", decision="retry_same_key", reason="checked", repeat_confirmed=True
    )
    drive_run(parent)
    assert emails() > sent


def test_confirming_a_parents_in_doubt_call_its_fork_made_needs_no_repeat_confirm(register_agent):
    """Only a retry makes the call again: confirm, compensate and dead-letter do not, and are not refused."""
    from approvals.services import decide_execution

    _, _, doubt = forked_in_doubt(register_agent)
    assert decide_execution(execution_id=doubt.id, actor="bob", decision="confirm", reason="it went out") == ""
    assert ToolExecution.objects.get(id=doubt.id).status == "CONFIRMED"


def test_the_console_says_so_and_needs_the_checkbox_and_the_cli_needs_again(register_agent, client):
    """The recovery console's card of the parent's call names the fork; "send it again" without "I have checked run
    …: make this call again" is refused (400, nothing written), as is ``settle_call … retry_same_key`` without
    ``--again`` (exit 2); with it, the retry is journaled."""
    from django.core.management import call_command
    from django.core.management.base import CommandError

    _, forked, doubt = forked_in_doubt(register_agent)
    client.force_login(make_user("otto", OPERATOR))
    page = client.get(reverse("recovery")).content.decode()
    assert f"run {forked} already made this same call" in page and "Sending it again here makes it again" in page
    assert f"I have checked run {forked}: make this call again" in page
    post = {"decision": "retry_same_key", "reason": "not in the log"}
    refused = client.post(reverse("decide", args=[doubt.id]), post)
    assert refused.status_code == 400 and "confirm that it is to happen again" in refused.content.decode()
    with pytest.raises(CommandError, match="settle_call --again") as cli:
        call_command("settle_call", doubt.id, "retry_same_key", "--reason", "x", "--actor", "otto")
    assert cli.value.returncode == 2
    assert ToolExecution.objects.get(id=doubt.id).status == doubt.status
    done = client.post(reverse("decide", args=[doubt.id]), post | {"confirm_repeat": "again"})
    assert done.status_code == 302
    assert Event.objects.filter(run_id=doubt.run_id, type="OperatorDecision").count() == 1
