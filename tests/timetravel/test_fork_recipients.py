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
from runs.timetravel.replay import run_dry_replay
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


def test_a_bulk_send_split_over_forks_of_one_run_waits_for_an_approver(register_agent, monkeypatch):
    """A fork family is one logical run: the root emailed 4 people, a fork of it 4 others instead (8 in all); a second
    fork emailing 4 more reached 12 distinct people with no approver asked, each run under the gate's 10 by itself."""
    register_agent(mailer="tests.timetravel.agents:mailer")

    def plan(name: str) -> None:
        monkeypatch.setattr(agents, "MAILER_PLAN", [f"{name}{i}@example.com" for i in range(4)])

    plan("a")
    root = make_run("mailer")
    assert str(drive_run(root)) == "COMPLETED"
    plan("b")
    first, _ = fork_create(run_id=root, request=ForkRequest(0), actor="ada", reason="the b team instead")
    assert str(drive_run(first.id)) == "COMPLETED"
    plan("c")
    second, _ = fork_create(run_id=root, request=ForkRequest(0), actor="ada", reason="the c team instead")
    assert str(drive_run(second.id)) == "WAITING_MANUAL_CONFIRM"
    held = ToolExecution.objects.get(run_id=second.id, step=1)  # c0 is the 9th, c1 the 10th
    assert held.status == "WAITING_MANUAL_CONFIRM"
    assert not SideEffect.objects.filter(target="c1@example.com").exists(), "the bulk send was completed by forks"
    report, _ = run_dry_replay(run_id=second.id, save=False)
    assert report.divergences == [], "the dry replay gates it as the drive did"

    edit = ForkRequest(0, cut="keep", edits=[Edit(0, args={"to": "d0@example.com", "subject": "x", "body": "y"})])
    (effect,) = [e for e in fork_preview(run_id=first.id, request=edit).effects if e.detail.startswith("edited")]
    assert effect.action == HELD and "bulk over the run" in effect.detail, effect
