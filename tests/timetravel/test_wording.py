"""What time travel says (docs/time-travel.md), found wrong by the fix-ops review (6 Dec 2026): a dry replay of a
held run said "approval assumed", then "not executed"; a fork's repeat said "another idempotency key" of two calls
that have none; the fork preview showed arguments as Python's repr (``{'to': …}``), not the JSON the tool gets."""

from __future__ import annotations

import html

import pytest
from django.urls import reverse

from agentops.core.fork import AGAIN, Edit
from approvals.repeats import made_in_parent, repeat_warning
from runs.models import ToolExecution
from runs.roles import OPERATOR
from runs.timetravel.fork import ForkRequest, fork_create, fork_preview
from runs.timetravel.replay import run_dry_replay
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user
from tests.runs.factories import make_run
from tests.timetravel.agents import in_doubt_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def test_a_dry_replay_of_a_run_held_for_an_approver_stops_where_it_waits_and_assumes_no_approval():
    run_id = make_run("billing")
    assert str(drive_run(run_id)) == "WAITING_MANUAL_CONFIRM"
    report, _ = run_dry_replay(run_id=run_id, save=False)
    assert report.outcome == "WAITING_MANUAL_CONFIRM", (report.outcome, report.stopped, report.notes)
    assert not any("approval assumed" in n for n in report.notes), report.notes
    assert "step 1 call 0 (pay_invoice): gated, waits for an approver as in the recording: not executed" in report.notes
    assert report.stopped == "waits for an approver at step 1, as the recording does"
    assert report.divergences == [], report.divergences


def test_a_repeat_of_a_call_without_a_key_in_either_run_does_not_speak_of_another_key(register_agent):
    parent = in_doubt_run(register_agent, 3)  # the legacy relay: no idempotency key
    forked, _ = fork_create(run_id=parent, request=ForkRequest(3, cut="keep"), actor="ada", reason="rerun")
    assert str(drive_run(forked.id)) == "WAITING_MANUAL_CONFIRM"
    held = ToolExecution.objects.get(run_id=forked.id, step=3)
    warning = repeat_warning(made_in_parent(held), held)
    assert "another idempotency key" not in warning, warning
    assert warning.endswith(
        "Approving it here makes it again, and neither call has an idempotency key: nothing can dedupe the second"
    )


def test_the_fork_preview_shows_the_arguments_as_json(client):
    run_id = make_run("ticket")
    assert str(drive_run(run_id)) == "COMPLETED"
    client.force_login(make_user("otto", OPERATOR))
    response = client.post(reverse("fork-preview", args=[run_id]), {"step": "3", "cut": "resample", "keys": "new"})
    page = html.unescape(response.content.decode())
    assert response.status_code == 200 and 'data-testid="fork-effects"' in page
    assert '{"body": ' in page and '"subject": "' in page, page[page.find("fork-effects") :][:600]
    assert "{'body'" not in page and "{'" not in page


def test_an_edited_calls_preview_says_again_only_when_its_new_arguments_are_not_held():
    run_id = make_run("ticket")
    assert str(drive_run(run_id)) == "COMPLETED"
    fine = {"to": "ops@example.com", "subject": "Escalation", "body": "Sent again to ops."}
    (effect, *_) = fork_preview(run_id=run_id, request=ForkRequest(7, cut="keep", edits=[Edit(0, args=fine)])).effects
    assert effect.action == AGAIN
    many = fine | {"to": [f"u{i}@example.com" for i in range(12)]}  # one email to 12: a bulk send, held
    (effect, *_) = fork_preview(run_id=run_id, request=ForkRequest(7, cut="keep", edits=[Edit(0, args=many)])).effects
    assert effect.action == "held" and "would wait for an approver" in effect.detail, effect
