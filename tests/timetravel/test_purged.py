"""A run whose journal retention purged: time travel refuses it with the reason, never a 500."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.cache import cache
from django.utils import timezone
from rest_framework.test import APIClient

from runs.governance.retention import purge
from runs.models import Event, ReplayReport, Run
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture(autouse=True)
def _own_cache(settings):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "tp"}}
    cache.clear()


def purged_run(run_id: str | None = None) -> str:
    if run_id is None:
        run_id = make_run("ticket")
        assert str(drive_run(run_id)) == "COMPLETED"
    old = timezone.now() - timedelta(days=200)
    Run.objects.filter(id=run_id).update(created_at=old, last_event_at=old)
    assert purge(older_than_days=90).runs == [run_id]
    return run_id


def test_a_purged_run_is_refused_a_dry_replay_a_what_if_and_a_fork_with_the_reason():
    """Retention empties a finished run's payloads (hashes kept). A dry replay of it was a 500 (KeyError 'output'),
    a what-if a 500 (TypeError: no sampled step), and a fork said "it has no committed step 0 before it; a fork can
    start at steps 0..-1" — the run has 24 committed steps; their payloads are gone."""
    run_id = purged_run()
    api = APIClient()
    api.force_login(make_user("op", "operator"))
    events = list(Event.objects.values_list("id", "payload_purged"))
    for path, body, code in [
        ("dry-replay/", {}, "replay_refused"),
        ("what-if/", {"from_step": 3}, "replay_refused"),
        ("fork/preview/", {"step": 3}, "fork_refused"),
        ("fork/", {"step": 3, "reason": "rerun"}, "fork_refused"),
    ]:
        answer = api.post(f"/api/v1/runs/{run_id}/{path}", body, format="json")
        assert answer.status_code == 422, (path, answer.status_code, answer.content[:300])
        error = answer.json()["error"]
        assert error["code"] == code and "purged by retention" in error["message"], (path, error)
    assert list(Event.objects.values_list("id", "payload_purged")) == events
    assert Run.objects.count() == 1 and ReplayReport.objects.count() == 0
    page = api.get(f"/runs/{run_id}/")
    assert page.status_code == 200 and b"purged by retention" in page.content


def test_replay_check_says_a_purged_run_was_not_replayed(capsys):
    """It crashed inside the replay (KeyError 'output'), reported as the error's bare text: "NOT REPLAYED: 'output'"."""
    from django.core.management import CommandError, call_command

    purged_run()
    with pytest.raises(CommandError) as stop:
        call_command("replay_check", "--agent", "ticket", "--since", "300d")
    out = capsys.readouterr().out
    assert stop.value.returncode == 1 and "NOT REPLAYED" in out and "purged by retention" in out, out


def test_a_purged_dead_lettered_run_is_refused_a_continuation_with_the_reason(register_agent):
    """``continue_run`` of a dead-lettered run retention purged was a traceback (KeyError 'step' rebuilding its
    context from emptied payloads)."""
    from approvals.services import decide_execution
    from runs.models import ToolExecution
    from runs.services import ContinueRefused, run_continue_as_new
    from tests.timetravel.agents import in_doubt_run

    run_id = in_doubt_run(register_agent, 7)
    doubt = ToolExecution.objects.get(run_id=run_id, step=7)
    decide_execution(execution_id=doubt.id, actor="ada", decision="dead_letter", reason="relay down")
    purged_run(run_id)
    with pytest.raises(ContinueRefused, match="purged by retention"):
        run_continue_as_new(run_id=run_id, actor="ada")
    assert Run.objects.count() == 1


def test_the_replay_index_of_a_purged_run_is_a_409_naming_it_not_a_500():
    """``GET runs/{id}/replay/`` folded the emptied payloads (a 500: KeyError in the snapshot's fold)."""
    run_id = purged_run()
    api = APIClient()
    api.force_login(make_user("v", "viewer"))
    answer = api.get(f"/api/v1/runs/{run_id}/replay/")
    assert answer.status_code == 409, answer.content[:300]
    error = answer.json()["error"]
    assert error["code"] == "run_purged" and "purged by retention" in error["message"]
