"""A fork's calls count the recipients its parent run reached up to the fork point (docs/time-travel.md).

Found by the fix-ops review (6 Dec 2026): the gate holds a bulk send spread over steps at the 10th distinct
recipient of a run, but a fork's edited call was checked alone (``Tool.held_for(args)``: no step, no run), so
editing a kept call's recipient in a fork sent to the 10th without an approver — a bulk send completed by forks.
"""

from __future__ import annotations

import pytest

from agentops.core.fork import HELD, Edit
from runs.models import SideEffect, ToolExecution
from runs.timetravel.fork import ForkRequest, fork_create, fork_preview
from runs.worker.engine import drive_run
from tests.runs.factories import make_run
from tests.timetravel import agents

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

NEW = {"to": "r9@example.com", "subject": "Outage", "body": "Sorry."}  # a 10th distinct recipient


@pytest.fixture
def parent(register_agent, monkeypatch) -> str:
    """A completed spread-sender run: 9 distinct recipients reached, step 9 emailed r0 again."""
    register_agent(spread="tests.timetravel.agents:spread_sender")
    monkeypatch.setattr(agents, "SPREAD_STEP_9_TO", ["r0@example.com"])
    run_id = make_run("spread")
    assert str(drive_run(run_id)) == "COMPLETED"
    assert SideEffect.objects.filter(kind="email").values("target").distinct().count() == 9
    return run_id


def test_a_forks_edited_call_to_a_tenth_recipient_waits_for_an_approver(parent):
    request = ForkRequest(9, cut="keep", edits=[Edit(0, args=NEW)])
    (effect,) = fork_preview(run_id=parent, request=request).effects
    assert effect.action == HELD and "wait for an approver" in effect.detail, effect
    forked, _ = fork_create(run_id=parent, request=request, actor="ada", reason="tell r9 too")
    assert str(drive_run(forked.id)) == "WAITING_MANUAL_CONFIRM"
    held = ToolExecution.objects.get(run_id=forked.id, step=9)
    assert held.status == "WAITING_MANUAL_CONFIRM"
    assert not SideEffect.objects.filter(target="r9@example.com").exists(), "the 10th recipient got it unapproved"


def test_a_forks_edited_call_to_a_recipient_reached_before_is_not_held(parent):
    again = NEW | {"to": "r3@example.com"}
    forked, _ = fork_create(
        run_id=parent, request=ForkRequest(9, cut="keep", edits=[Edit(0, args=again)]), actor="ada", reason="r3 again"
    )
    assert str(drive_run(forked.id)) == "COMPLETED"


def test_a_forks_replayed_call_to_a_tenth_recipient_waits_for_an_approver(parent, monkeypatch):
    """The fork asks the model again at step 9 and it now answers r9: the fork's own step counts the parent's."""
    monkeypatch.setattr(agents, "SPREAD_STEP_9_TO", ["r9@example.com"])
    forked, _ = fork_create(run_id=parent, request=ForkRequest(9), actor="ada", reason="resample step 9")
    assert str(drive_run(forked.id)) == "WAITING_MANUAL_CONFIRM"
    assert not SideEffect.objects.filter(target="r9@example.com").exists()
