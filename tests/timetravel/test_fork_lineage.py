"""What a fork (or a continuation) holds: the keyless writes the runs above it made that its history does not show.

Found by the outside-in checks of forks (fix-travel3, 6 Dec 2026): a fork of a fork held only what the runs above it
made from its own step on, though the first fork had resampled from an earlier step (the root's writes between the two
cuts are in neither history); a continuation (``continue_run``) of a fork held nothing of what its fork held, nor did a
fork of the continuation; and the preview of an edited call that the fork's holds then held said ``again``.
"""

from __future__ import annotations

import pytest

from agentops.core.fork import AGAIN, HELD, Edit
from runs.models import Run, SideEffect
from runs.services import run_continue_as_new
from runs.timetravel.fork import ForkRequest, fork_create, fork_preview
from runs.timetravel.replay import run_dry_replay
from runs.worker.engine import drive_run
from tests.runs.factories import make_run
from tests.timetravel import agents

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture
def mailer(register_agent, monkeypatch):
    """Set whom the keyless mailer emails at each step (by the model's step, counted over the whole lineage)."""
    register_agent(mailer="tests.timetravel.agents:keyless_mailer")

    def plan(*to: str) -> None:
        monkeypatch.setattr(agents, "MAILER_PLAN", [f"{name}@example.com" for name in to])

    return plan


def fork(run_id: str, step: int, **kw) -> Run:
    forked, created = fork_create(run_id=run_id, request=ForkRequest(step, **kw), actor="ada", reason="rerun")
    assert created
    return forked


def stopped(register_agent, forked: Run, deployed: str, steps: int = 2) -> Run:
    """``forked`` driven ``steps`` steps, then refused replay (FAILED) by the deploy of agent ``deployed``: a run a
    continuation goes on from (one its budget stopped is not: tests/timetravel/test_spent_budget.py)."""
    drive_run(forked.id, max_steps=steps)
    register_agent(mailer=f"tests.timetravel.agents:{deployed}")
    assert str(drive_run(forked.id)) == "FAILED"
    return forked


def sent(name: str) -> int:
    return SideEffect.objects.filter(kind="email", target=f"{name}@example.com").count()


def args(name: str) -> dict:
    return {"to": f"{name}@example.com", "subject": "Notice", "body": "Hello."}


@pytest.fixture
def first(mailer) -> Run:
    """The root emails a, b, c, d (steps 0-3, no key); a fork of it from step 1 emails x, y, z instead."""
    mailer("a", "b", "c", "d")
    root = make_run("mailer")
    assert str(drive_run(root)) == "COMPLETED"
    mailer("a", "x", "y", "z")
    forked = fork(root, 1)
    assert str(drive_run(forked.id)) == "COMPLETED"
    return forked


def test_a_fork_of_a_fork_holds_what_the_root_made_between_the_two_cuts(first, mailer):
    """The second fork's history is the root's step 0 and the first fork's steps 1-2: the root's b (step 1) is in
    neither, yet the second fork held only what the runs above it made from its own step (3) on, and sent b again."""
    mailer("a", "x", "y", "b")
    second = fork(first.id, 3)
    assert str(drive_run(second.id)) == "WAITING_MANUAL_CONFIRM"
    assert sent("b") == 1, "the root's email was sent a second time with no one asked"


def test_the_preview_of_an_edit_the_forks_holds_hold_says_held(first):
    """An edit of the first fork's step 2 to the root's b: the fork holds it (b was made, no key), and its preview
    must say so — it said ``again``, "a new effect"."""
    request = ForkRequest(2, cut="keep", edits=[Edit(0, args=args("b"))])
    [edited] = [e for e in fork_preview(run_id=first.id, request=request).effects if e.detail.startswith("edited")]
    assert edited.action == HELD and "wait for an approver" in edited.detail, edited
    second, _ = fork_create(run_id=first.id, request=request, actor="ada", reason="b again")
    assert Run.objects.get(id=second.id).status == "WAITING_MANUAL_CONFIRM"
    drive_run(second.id)
    assert sent("b") == 1


def test_the_preview_of_an_edit_to_a_call_its_parent_made_later_says_held(register_agent):
    """The parent (a relay that cannot dedupe) sent step 3's email, then step 7's (its answer lost): an edit of step 3
    to step 7's arguments is held by the fork's holds, and the preview said ``again``."""
    parent = agents.in_doubt_run(register_agent, 7)
    later = next(e for e in fork_preview(run_id=parent, request=ForkRequest(3)).effects if e.step == 7)
    request = ForkRequest(3, cut="keep", edits=[Edit(0, args=later.args)])
    [edited] = [e for e in fork_preview(run_id=parent, request=request).effects if e.detail.startswith("edited")]
    assert edited.action == HELD, edited
    forked, _ = fork_create(run_id=parent, request=request, actor="ada", reason="step 7's email now")
    assert Run.objects.get(id=forked.id).status == "WAITING_MANUAL_CONFIRM"
    other = ForkRequest(3, cut="keep", edits=[Edit(0, args={**later.args, "to": "ops@example.com"})])
    assert [e.action for e in fork_preview(run_id=parent, request=other).effects if e.step == 3] == [AGAIN]


def test_a_continuation_of_a_fork_and_a_fork_of_it_hold_what_the_runs_above_made(first, mailer, register_agent):
    """A continuation is an ordinary run (no ForkedFrom): it held none of what the fork it continues held, and a fork
    of it walked up forks only — the root's c and d were sent again."""
    mailer("a", "p", "q", "c")  # not its sibling's x and y, which it would hold (a fork family is one run)
    limited = stopped(
        register_agent, fork(first.fork_of_id, 1), "keyless_mailer_v2"
    )  # steps 0 (carried), 1, 2: then a deploy
    continued = run_continue_as_new(run_id=limited.id, actor="ada")
    mailer("a", "x", "y", "c")  # the continuation's first step is the lineage's step 3
    assert str(drive_run(continued.id)) == "WAITING_MANUAL_CONFIRM"
    assert sent("c") == 1, "the root's email was sent again by the continuation of a fork that held it"

    mailer("a", "x", "y", "d")
    forked = fork(continued.id, 0)
    assert str(drive_run(forked.id)) == "WAITING_MANUAL_CONFIRM"
    assert sent("d") == 1, "the root's email was sent again by a fork of the continuation"


def test_a_fork_holds_what_a_sibling_fork_sent_with_no_key(first, mailer):
    """Two forks of one run from step 1: the first emailed x, y, z with no key; the second, making the same emails,
    sent x, y, z a second time (keyed, the root's key scope would have deduped them: a fork family is one run)."""
    mailer("a", "x", "y", "z")
    second = fork(first.fork_of_id, 1)
    assert str(drive_run(second.id)) == "WAITING_MANUAL_CONFIRM"
    assert sent("x") == 1, "the sibling's email was sent a second time with no one asked"


def test_a_continuation_of_a_fork_holds_what_the_root_sent_with_a_key(register_agent, monkeypatch):
    """A fork dedupes its parent's keyed emails by the parent's keys; a continuation of the fork has keys of its own
    (its id, its steps counted from 0), so it sent the root's emails after the fork's step a second time, no one asked
    (qa-travel5, 7 Dec 2026: a ticket run forked at step 5 with an 8-step budget, continued, sent the root's four last
    emails again)."""
    register_agent(mailer="tests.timetravel.agents:mailer")  # the relay dedupes by key
    monkeypatch.setattr(agents, "MAILER_PLAN", [f"{name}@example.com" for name in "abcd"])
    root = make_run("mailer")
    assert str(drive_run(root)) == "COMPLETED"
    limited = stopped(
        register_agent, fork(root, 1), "mailer_v2", steps=1
    )  # steps 0 (carried) and 1 (b: the root's key, deduped)
    assert sent("b") == 1
    continued = run_continue_as_new(run_id=limited.id, actor="ada")
    assert str(drive_run(continued.id)) == "WAITING_MANUAL_CONFIRM"  # c, as the root sent it: held for a human
    assert sent("c") == 1 and sent("d") == 1, "the root's email was sent again by the continuation of its fork"


def test_a_run_retried_after_its_continuation_holds_what_the_continuation_sent_with_a_key(register_agent, monkeypatch):
    """A run refused replay (a new prompt template) is continued as a new run, which sends c and d under keys of its own;
    the template rolled back, an operator retries the run: it sent c and d a second time under its own keys
    (qa-travel5, 7 Dec 2026: a ticket run's four last emails, twice)."""
    from approvals.services import retry_run

    register_agent(mailer="tests.timetravel.agents:mailer")  # the relay dedupes by key
    monkeypatch.setattr(agents, "MAILER_PLAN", [f"{name}@example.com" for name in "abcd"])
    root = make_run("mailer")
    drive_run(root, max_steps=2)  # a and b sent; then the deploy
    register_agent(mailer="tests.timetravel.agents:mailer_v2")
    assert str(drive_run(root)) == "FAILED"  # replay refused: the template changed
    continued = run_continue_as_new(run_id=root, actor="ada")
    assert str(drive_run(continued.id)) == "COMPLETED" and sent("c") == 1 and sent("d") == 1
    register_agent(mailer="tests.timetravel.agents:mailer")  # rolled back
    retry_run(run_id=root, actor="ada", reason="the template is back")
    assert str(drive_run(root)) == "WAITING_MANUAL_CONFIRM"  # c, as its continuation sent it: held for a human
    assert sent("c") == 1 and sent("d") == 1, "the continuation's email was sent again by the run it continues"
    # the continuation's drive came before the run's repeat: its dry replay holds nothing it did not hold (it held c
    # and d from its step 0 on, a gate_changed: the run's repeat, waiting, was read as made before it); its template
    # did change (it ran under the one rolled back)
    replayed, _ = run_dry_replay(run_id=continued.id, save=False)
    assert replayed.outcome == "COMPLETED" and [d.kind for d in replayed.divergences] == ["template_changed"]


def test_retention_keeps_a_continued_run_while_its_continuation_is_kept(register_agent, monkeypatch):
    """A dead-lettered run continued as a new run: retention walked only forks up to their parents, so it purged the
    continued run while its continuation was still to run, whose drives hold its repeats of what that run made by
    their arguments (emptied by the purge: they matched nothing). Its family is purged with it, or not at all."""
    from datetime import timedelta

    from django.utils import timezone

    from runs.governance.retention import purge

    register_agent(mailer="tests.timetravel.agents:keyless_mailer")
    monkeypatch.setattr(agents, "MAILER_PLAN", [f"{name}@example.com" for name in "abcd"])
    root = make_run("mailer")
    drive_run(root, max_steps=2)
    Run.objects.filter(id=root).update(status="DEAD_LETTER")
    continued = run_continue_as_new(run_id=root, actor="ada")
    later = timezone.now() + timedelta(days=10)
    assert purge(older_than_days=7, now=later).runs == []
    assert str(drive_run(continued.id)) == "COMPLETED"
    assert sorted(purge(older_than_days=7, now=later + timedelta(days=10)).runs) == sorted([root, continued.id])
