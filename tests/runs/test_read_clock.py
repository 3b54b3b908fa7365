"""What an operator is told about a lease or a re-check goes by the database's clock, as the leases themselves do
(docs/deploy.md, Clocks): a web, notifier or CLI host whose clock is a minute off sees a lease that expired 5 s ago
as expired, one with 30 s left as live for 30 s more, and a park's due re-check as due. Before, the stuck page, the
notifier, the console's "re-checks at" and ``manage.py recover``'s "(in N s)" read the host's clock: a host a minute
behind hid an expired lease from the stuck page and from on-call, one a minute ahead called a live lease gone."""

from __future__ import annotations

import io
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.core.management import call_command
from django.db.models import F
from django.urls import reverse

from approvals.models import Notice, NoticeKind
from approvals.notify import deliver
from runs.dashboard.needs_action import cache_key, needs_action_counts, stuck_runs
from runs.journal import leases
from runs.models import Event, Run
from runs.roles import user_create
from tests.local_servers import closed_port
from tests.runs.factories import make_run
from tests.runs.test_lease_clock import SKEW, skewed
from tests.runs.test_recheck_sweep import _parked_in_process

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def _expired_five_seconds_ago(status: str) -> str:
    """A run whose holder died: its lease expired 5 s ago by the database's clock."""
    run_id = make_run()
    Run.objects.filter(id=run_id).update(status=status, lease_owner="worker:dead:1", lease_expires_at=leases.db_now(-5))
    return run_id


def test_the_stuck_page_of_a_host_whose_clock_runs_behind_lists_a_lease_that_expired(monkeypatch, client):
    run_id = _expired_five_seconds_ago("RUNNING")
    skewed(monkeypatch, -SKEW)
    (row,) = stuck_runs(kind="expired")
    assert row.run.id == run_id and 4 <= row.age_seconds <= 30, row.age_seconds
    client.force_login(user_create(username="vic", role="viewer", password="a-long-password-42"))
    assert run_id in client.get(reverse("stuck") + "?kind=expired").content.decode()


def test_the_notifier_on_a_host_whose_clock_runs_behind_tells_of_a_parked_run_whose_holder_died(monkeypatch, settings):
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "NOTIFY": {**settings.AGENTOPS["NOTIFY"], "WEBHOOK_URL": f"http://127.0.0.1:{closed_port()}/hook"},
    }
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    run_id = _expired_five_seconds_ago("RECOVERING")
    skewed(monkeypatch, -SKEW)
    deliver.run()
    assert Notice.objects.filter(run_id=run_id, kind=NoticeKind.IN_DOUBT).exists()


def test_recover_on_a_host_whose_clock_runs_ahead_says_a_live_lease_has_its_30_s_left(monkeypatch):
    run_id = make_run()
    leases.acquire(run_id, "worker:a:1", seconds=30)
    skewed(monkeypatch, +SKEW)
    out = io.StringIO()
    call_command("recover", stdout=out)
    said = out.getvalue()
    assert f"{run_id}: PENDING, lease held by worker:a:1" in said, said
    left = int(said.split("(in ")[1].split(" s)")[0])
    assert 25 <= left <= 30, said


def test_a_due_recheck_is_due_on_the_console_of_a_host_whose_clock_runs_behind(register_agent, monkeypatch, client):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    run, park = _parked_in_process(register_agent, monkeypatch)
    # journaled long enough ago that its re-check is due by the database's clock
    parked = Event.objects.filter(run_id=run.id, type="RecoveryStarted")
    parked.update(created_at=F("created_at") - timedelta(seconds=park["recheck_after"] + 5))
    skewed(monkeypatch, -SKEW)
    client.force_login(user_create(username="olga", role="operator", password="a-long-password-42"))
    console = client.get(reverse("recovery")).content.decode()
    assert "Re-checks at" not in console and 'data-testid="run-recheck-at"' not in console
    assert "looks it up again at" not in client.get(reverse("run", args=[run.id])).content.decode()
    cache.delete(cache_key())
    assert needs_action_counts()["in_doubt"] == 1, "its re-check is due: in doubt until the sweep's drive"
