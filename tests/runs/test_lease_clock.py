"""Leases go by the database's clock, never by the host's: two hosts whose clocks differ by seconds cannot both
hold a run (docs/engine.md, Leases)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import timedelta

import pytest
from django.conf import settings
from django.db import connection
from django.utils import timezone

from agentops.core.errors import LeaseUnavailable
from approvals.bulk import services as bulk
from approvals.models import BulkJob
from bench.chaos import database_url_for
from runs.journal import leases, sql
from runs.models import Run
from runs.worker.recovery import expired_runs, live_leases
from tests.runs.factories import make_run

SKEW = 60  # seconds: a host clock far off, yet a lease of 30 s must hold


def skewed(monkeypatch, seconds: float) -> None:
    """This process's clock ``seconds`` off (Django's ``timezone.now``: every host-side reading of time)."""
    real = timezone.now
    monkeypatch.setattr(timezone, "now", lambda: real() + timedelta(seconds=seconds))


def database_now():
    return Run.objects.annotate(at=leases.db_now()).values_list("at", flat=True).first()


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_host_whose_clock_runs_ahead_neither_takes_a_live_lease_nor_calls_it_expired(monkeypatch):
    run_id = make_run()
    held = leases.acquire(run_id, "worker:a:1", seconds=30)
    skewed(monkeypatch, +SKEW)
    with pytest.raises(LeaseUnavailable, match="leased by worker:a:1"):
        leases.acquire(run_id, "worker:b:2", seconds=30)
    assert run_id not in expired_runs() and run_id in [row[0] for row in live_leases()]
    assert leases.check(run_id, held.fence, live=True).token == held.fence.token  # not LeaseExpired
    assert leases.live_lease(run_id)


@pytest.mark.sqlite
@pytest.mark.django_db
@pytest.mark.parametrize("keep", ["acquire", "renew", "append", "expire"])
def test_a_lease_taken_or_kept_by_a_host_whose_clock_runs_behind_lasts_its_length_by_the_databases(monkeypatch, keep):
    run_id = make_run()
    skewed(monkeypatch, -SKEW)
    lease = leases.acquire(run_id, "worker:b:2", seconds=30)
    if keep == "renew":
        leases.renew(run_id, lease.fence)
    elif keep == "append":
        from agentops.core.events import EventType, NewEvent
        from runs.journal.store import append_events

        append_events(run_id, lease.fence, lease.head_seq, [NewEvent(EventType.STEP_COMMITTED, {"step": 0})])
    elif keep == "expire":
        assert leases.expire(run_id, "worker:b:2")
    monkeypatch.undo()
    left = (Run.objects.get(id=run_id).lease_expires_at - database_now()).total_seconds()
    if keep == "expire":  # ended at once by the database's clock, not a minute before or after it
        assert -1 < left < 0
        assert leases.acquire(run_id, "worker:a:1").fence.token == lease.fence.token + 1
        return
    assert 28 < left <= 30
    with pytest.raises(LeaseUnavailable, match="leased by worker:b:2"):
        leases.acquire(run_id, "worker:a:1")


@pytest.mark.sqlite
def test_the_lease_statements_read_the_databases_clock_not_a_parameter():
    for vendor, mark in (("postgresql", "%s"), ("sqlite", "?")):
        text = sql._update_text(
            vendor,
            Run,
            (("lease_expires_at", "now"),),
            (("id", "eq"), ("lease_expires_at", "< now")),
            (),
        )
        clock = "STATEMENT_TIMESTAMP()" if vendor == "postgresql" else "STRFTIME('%Y-%m-%d %H:%M:%f', 'now'"
        assert text.count(clock) == 2, text
        assert mark in text


@pytest.mark.django_db
def test_a_bulk_jobs_lease_goes_by_the_databases_clock_too(monkeypatch):
    job = BulkJob.objects.create(action="approve", actor="ann", reason="r", total=0, created_at=timezone.now())
    skewed(monkeypatch, -SKEW)
    held = bulk._claim(job.pk, "exec:b")
    assert held is not None
    monkeypatch.undo()
    assert bulk._claim(job.pk, "exec:a") is None  # still held for its length by the database's clock
    skewed(monkeypatch, +SKEW)
    assert bulk._claim(job.pk, "exec:c") is None
    assert job.pk not in bulk.sweep_jobs()


def on_a_skewed_host(skew: float, action: str, run_id: str, owner: str, seconds: int = 30) -> dict:
    """``tests/runs/skewed_host.py`` in a process of its own, its clock ``skew`` seconds off."""
    env = {**os.environ, "DATABASE_URL": database_url_for(connection.settings_dict), "AGENTOPS_LOG_LEVEL": "WARNING"}
    cmd = [sys.executable, "-m", "tests.runs.skewed_host", str(skew), action, run_id, owner, str(seconds)]
    done = subprocess.run(cmd, cwd=settings.BASE_DIR, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture
def _postgres():
    if connection.vendor != "postgresql":
        pytest.skip("two processes on one database server: PostgreSQL (SQLite's clock is its one host's)")


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("_postgres")
def test_a_process_whose_clock_runs_ahead_cannot_take_a_lease_another_process_holds():
    run_id = make_run()
    held = leases.acquire(run_id, "worker:a:1", seconds=30)
    answer = on_a_skewed_host(+SKEW, "take", run_id, "worker:b:2")
    assert answer["taken"] is False and "leased by worker:a:1" in answer["why"]
    assert run_id not in answer["expired_here"]  # its recovery sweep would not take it over either
    row = Run.objects.values("lease_owner", "fencing_token").get(id=run_id)
    assert row == {"lease_owner": "worker:a:1", "fencing_token": held.fence.token}


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("_postgres")
@pytest.mark.parametrize("action", ["take", "renew", "append"])
def test_a_process_whose_clock_runs_behind_keeps_its_lease_for_its_whole_length(action):
    run_id = make_run()
    answer = on_a_skewed_host(-SKEW, action, run_id, "worker:b:2")
    assert answer["taken"] is True
    with pytest.raises(LeaseUnavailable, match="leased by worker:b:2"):
        leases.acquire(run_id, "worker:a:1", seconds=30)
    assert Run.objects.get(id=run_id).lease_owner == "worker:b:2"
