"""A run whose journal retention purged cannot be replayed, what-if'd or forked: a clear refusal, nothing written.

Found from outside (qa-ops4, 6 Dec 2026): after ``manage.py retention`` an operator's *Dry replay* of a purged
COMPLETED run was a 500 (``KeyError: 'output'``, a sample emptied), its *What-if* a 500 (``TypeError``: the steps of
purged rows are gone), on the page and through the API; *Fork* said "it has no committed step 0 before it; a fork
can start at steps 0..0" of a 24-step run. Each now names retention (``runs.governance.retention.purged_refusal``).
"""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.utils import timezone

from runs.governance.retention import purge
from runs.models import ReplayReport, Run
from runs.worker.engine import drive_run
from tests.runs.factories import make_run
from tests.timetravel.test_api import _own_cache, client_for, done  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture
def purged(done: str) -> str:  # noqa: F811  (the completed run of test_api's fixture)
    """A completed ticket run whose journal retention purged."""
    Run.objects.filter(id=done).update(last_event_at=timezone.now() - timedelta(days=200))
    assert purge(older_than_days=90).runs == [done]
    return done


@pytest.mark.parametrize(
    ("path", "body", "code"),
    [
        ("dry-replay/", {}, "replay_refused"),
        ("what-if/", {"from_step": 0}, "replay_refused"),
        ("what-if/", {"from_step": 5}, "replay_refused"),
        ("fork/preview/", {"step": 3}, "fork_refused"),
        ("fork/", {"step": 3, "reason": "rerun it"}, "fork_refused"),
    ],
)
def test_the_api_refuses_a_purged_run_naming_retention(purged, path, body, code):
    runs = Run.objects.count()
    answer = client_for("operator").post(f"/api/v1/runs/{purged}/{path}", body, format="json")
    assert answer.status_code == 422, answer.content
    error = answer.json()["error"]
    assert error["code"] == code and "retention purged its journal" in error["message"]
    assert not ReplayReport.objects.exists() and Run.objects.count() == runs


@pytest.mark.parametrize(("path", "form"), [("dry-replay/", {}), ("what-if/", {"from_step": "3"})])
def test_the_pages_refuse_a_purged_run_naming_retention(purged, client, path, form):
    from tests.dashboard.conftest import make_user

    client.force_login(make_user("oli", "operator"))
    answer = client.post(f"/runs/{purged}/{path}", form)
    assert 400 <= answer.status_code < 500, answer.status_code
    assert "retention purged its journal" in answer.content.decode()
    assert not ReplayReport.objects.exists()


def test_continue_run_of_a_purged_dead_lettered_run_is_a_cli_error_not_a_traceback(monkeypatch):
    """``continue_run`` of a DEAD_LETTER run retention had purged printed a traceback (``KeyError: 'step'``,
    rebuilding its context from emptied samples), exit 1."""
    from django.core.management import CommandError, call_command

    from approvals.services import dead_letter_run
    from tests.dashboard.conftest import in_doubt_email, make_user

    make_user("oli", "operator")
    run_id = in_doubt_email(monkeypatch).run_id
    dead_letter_run(run_id=run_id, actor="oli", reason="gone")
    Run.objects.filter(id=run_id).update(last_event_at=timezone.now() - timedelta(days=200))
    assert purge(older_than_days=90).runs == [run_id]
    runs = Run.objects.count()
    with pytest.raises(CommandError, match="retention purged its journal"):
        call_command("continue_run", run_id, "--actor", "oli")
    assert Run.objects.count() == runs


def test_replay_check_skips_a_purged_run_rather_than_failing_ci(purged, capsys):
    """``replay_check`` over an agent's recent runs died with a traceback (``KeyError: 'output'``) once retention had
    purged one of them: a CI check that failed for no change of code. The purged run is skipped, said so, exit 0."""
    from django.core.management import call_command

    kept = make_run("ticket")
    drive_run(kept)
    call_command("replay_check", "--agent", "ticket", "--since", "1d")
    out = capsys.readouterr().out
    assert f"{purged}: SKIPPED: run {purged} cannot be replayed: retention purged its journal" in out
    assert f"{kept}: ok" in out
    assert "2 run(s) of ticket since 1d: 1 ok, 0 diverged, 0 not replayed, 1 skipped (purged by retention)" in out


def test_the_replay_index_of_a_purged_run_is_a_410_naming_retention_for_people_and_its_agent(purged):
    """``GET /api/v1/runs/<id>/replay/`` of a run retention purged was a 500 (``KeyError: 'step'``) for every reader."""
    from rest_framework.test import APIClient

    from runs.api.keys import api_key_create

    answer = client_for("viewer").get(f"/api/v1/runs/{purged}/replay/")
    assert answer.status_code == 410, answer.content
    error = answer.json()["error"]
    assert error["code"] == "run_purged" and "retention purged its journal" in error["message"]
    agent = APIClient()
    _, key = api_key_create(agent="ticket", name="t")
    agent.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    assert agent.get(f"/api/v1/runs/{purged}/replay/").status_code == 410
    assert agent.get(f"/api/v1/runs/{purged}/").json()["status"] == "COMPLETED"


def test_the_run_page_offers_no_time_travel_for_a_purged_run(purged, client):
    """The panel offered *Fork from a step…*, *Dry replay* and *What-if…* on a purged run, each then refused: the
    buttons are disabled with the reason, as for a run still moving."""
    from tests.dashboard.conftest import make_user

    client.force_login(make_user("oli", "operator"))
    page = client.get(f"/runs/{purged}/").content.decode()
    assert 'data-testid="tt-moving">run ' in page and "retention purged its journal" in page
    assert "Dry replay against the current code" in page and 'type="submit" disabled>Dry replay' in page


def test_a_late_decision_on_a_purged_call_says_retention_removed_who_made_it(monkeypatch):
    """Found from outside (qa-ops4): ``settle_call`` of a call dead-lettered long ago, its run since purged, was told
    "already decided by someone": the actor was in the decision's payload, which retention empties, and nothing
    else keeps it. The 409 now says so, with what survives (the decision's time, the call's state)."""
    from django.core.management import CommandError, call_command

    from approvals.services import dead_letter_run
    from runs.models import Event
    from tests.dashboard.conftest import in_doubt_email, make_user

    make_user("oli", "operator")
    make_user("ada", "operator")
    call = in_doubt_email(monkeypatch)
    dead_letter_run(run_id=call.run_id, actor="oli", reason="the provider is gone")
    Run.objects.filter(id=call.run_id).update(last_event_at=timezone.now() - timedelta(days=200))
    assert purge(older_than_days=90).runs == [call.run_id]
    events = Event.objects.count()
    with pytest.raises(CommandError) as refused:
        call_command("settle_call", call.id, "confirm", "--reason", "it went out", "--actor", "ada")
    said = str(refused.value)
    assert f"execution {call.id} was already decided by " in said and "(now DEAD_LETTER)" in said, said
    assert "by someone at" not in said and "retention" in said, said
    assert Event.objects.count() == events


def test_retention_deletes_the_runs_dry_replay_and_what_if_reports(done):  # noqa: F811
    """A report holds the run's recorded and replayed arguments, results and replies step by step: after the purge
    they stayed in ``ReplayReport`` and ``GET /api/v1/replay-reports/<n>/`` served them (qa-travel5, 7 Dec 2026)."""
    api = client_for("operator")
    made = api.post(f"/api/v1/runs/{done}/dry-replay/", {}, format="json")
    assert made.status_code == 201, made.content
    report = made.json()["id"]
    assert "support@example.com" in json.dumps(ReplayReport.objects.get(pk=report).report)  # stored as recorded
    Run.objects.filter(id=done).update(last_event_at=timezone.now() - timedelta(days=200))
    assert purge(older_than_days=90).runs == [done]
    assert not ReplayReport.objects.filter(run_id=done).exists()
    assert api.get(f"/api/v1/replay-reports/{report}/").status_code == 404
    listed = api.get(f"/api/v1/runs/{done}/replay-reports/")
    assert listed.status_code == 200 and listed.json() == []


def test_one_refusal_says_why_a_run_cannot_be_forked_replayed_or_continued(purged):
    """Fork, dry replay, the run page's panel and *continue* each asked ``moving_refusal`` then ``purged_refusal``
    (four copies of the pair); one function asks both in that order (``lineage.travel_refusal``), saying which: a run a
    worker may still move is a conflict that passes, a purged one is refused for good."""
    from runs.journal.lineage import travel_refusal

    run = Run.objects.get(id=purged)
    refusal = travel_refusal(run, "forked")
    assert refusal is not None and not refusal.moving and "retention purged its journal" in refusal.why
    run.status = "PENDING"  # a worker may still move it: that is said first
    refusal = travel_refusal(run, "forked")
    assert refusal is not None and refusal.moving and refusal.why.startswith(f"run {purged} is PENDING")
    fresh = Run.objects.get(id=make_run("ticket"))
    drive_run(fresh.id)
    assert travel_refusal(Run.objects.get(id=fresh.id), "forked") is None
