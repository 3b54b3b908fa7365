"""What a run's drives hold from the other runs of its fork family below or beside it (``made_beside``): a fork's
preview lists it, and a dry replay reads it as the drives did."""

from __future__ import annotations

import json

import pytest

from agentops.core.fork import Edit
from approvals.services import decide_execution
from runs.models import ToolExecution
from runs.timetravel.fork import ForkRequest, fork_create, fork_preview
from runs.timetravel.replay import run_dry_replay
from runs.worker.engine import drive_run
from tests.timetravel.agents import in_doubt_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def parent_and_fork(register_agent) -> tuple[str, str]:
    """A legacy-relay run parked on its step-7 email, forked at 7 with that email's result, the fork run to its end
    (it sent the keyless emails of steps 11, 15, 19 and 22)."""
    parent = in_doubt_run(register_agent, 7)
    result = {"success": True, "code": "sent", "data": {"message_id": "email-00000002"}}
    request = ForkRequest(7, cut="keep", edits=[Edit(0, result=result)])
    forked, _ = fork_create(run_id=parent, request=request, actor="ada", reason="the relay log shows it sent")
    assert str(drive_run(forked.id)) == "COMPLETED"
    return parent, forked.id


def test_a_second_forks_preview_lists_what_its_sibling_made(register_agent):
    """A second fork of the parent holds, on its drives, the emails its sibling sent with no key; its preview said
    nothing of them (its ``holds`` listed the parent's writes only)."""
    parent, forked = parent_and_fork(register_agent)
    sent = {
        json.loads(args)["subject"]
        for args in ToolExecution.objects.filter(run_id=forked, tool="send_email").values_list("args", flat=True)
    }
    assert len(sent) == 5  # step 7 (its result given), 11, 15, 19, 22
    plan = fork_preview(run_id=parent, request=ForkRequest(1))
    assert sent <= {h["args"]["subject"] for h in plan.holds if h["tool"] == "send_email"}
    assert {h["args"]["subject"] for h in plan.beside} == sent


def test_the_preview_page_says_so(register_agent, client):
    from django.urls import reverse

    from runs.roles import OPERATOR
    from tests.dashboard.conftest import make_user

    parent, _ = parent_and_fork(register_agent)
    client.force_login(make_user("otto", OPERATOR))
    page = client.post(reverse("fork-preview", args=[parent]), {"step": "1", "cut": "resample", "keys": "inherit"})
    assert page.status_code == 200
    text = page.content.decode()
    assert 'data-testid="fork-beside"' in text and "5 calls with no key to dedupe" in text


def test_a_dry_replay_of_the_parent_holds_what_its_fork_made_as_its_drive_did(register_agent):
    """The parent, settled after its fork ran, holds its step-11 email (the fork sent it); its dry replay on
    unchanged code reported that hold as a ``gate_changed`` (it read no hold from below)."""
    parent, _ = parent_and_fork(register_agent)
    doubt = ToolExecution.objects.get(run_id=parent, step=7)
    decide_execution(execution_id=doubt.id, actor="bob", decision="confirm", reason="it went out")
    assert str(drive_run(parent)) == "WAITING_MANUAL_CONFIRM"
    report, _ = run_dry_replay(run_id=parent, save=False)
    assert [d.kind for d in report.divergences] == [], report.divergences
