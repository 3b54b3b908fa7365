"""A run whose journal retention purged cannot be replayed, what-if'd or forked: a clear refusal, nothing written.

Found from outside (qa-ops4, 6 Dec 2026): after ``manage.py retention`` an operator's *Dry replay* of a purged
COMPLETED run was a 500 (``KeyError: 'output'``, a sample emptied), its *What-if* a 500 (``TypeError``: the steps of
purged rows are gone), on the page and through the API; *Fork* said "it has no committed step 0 before it; a fork
can start at steps 0..0" of a 24-step run. Each now names retention (``runs.governance.retention.purged_refusal``).
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.cache import cache
from django.utils import timezone

from runs.governance.retention import purge
from runs.models import ReplayReport, Run
from runs.worker.engine import drive_run
from tests.runs.factories import make_run
from tests.timetravel.test_api import client_for

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture(autouse=True)
def _own_cache(settings):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "tp"}}
    cache.clear()


@pytest.fixture
def purged() -> str:
    run_id = make_run("ticket")
    drive_run(run_id)
    Run.objects.filter(id=run_id).update(last_event_at=timezone.now() - timedelta(days=200))
    assert purge(older_than_days=90).runs == [run_id]
    return run_id


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
