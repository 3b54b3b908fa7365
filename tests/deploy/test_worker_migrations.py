"""A Celery worker of new code started before ``migrate`` takes no run until the code's migrations are applied
(docs/deploy.md, *Upgrading a running deployment*). qa-deploy7: it started, said ``ready`` and drove runs on a database
missing a migration of its code, whose columns its queries need."""

from __future__ import annotations

import time

import pytest
import redis
from django.db import connection
from django.db.migrations.recorder import MigrationRecorder

from bench.chaos import Cluster, Config, create_runs, database_url_for
from runs.models import Run

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

WAITING = (
    "the Celery worker waits, it takes no task until then: 1 migrations of this code are not applied: "
    "run `python manage.py migrate`"
)


def _wait_for(condition, seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, what
        time.sleep(0.2)


def test_a_worker_started_before_migrate_takes_no_run_until_the_migrations_are_applied(tmp_path):
    if connection.vendor != "postgresql":
        pytest.skip("worker processes need the shared PostgreSQL test database")
    newest = MigrationRecorder.Migration.objects.filter(app="runs").order_by("-name").first()
    newest.delete()  # the code's newest migration, not applied: committed, the worker must see it
    cluster = Cluster(Config(runs=1), database_url_for(connection.settings_dict), tmp_path)
    log = tmp_path / "w1.log"
    try:
        cluster.start_redis()
        (run_id,) = create_runs(Config(runs=1), cluster.redis_url)
        cluster.start("w1")
        _wait_for(lambda: log.exists() and WAITING in log.read_text(), 90, "the worker never said it waits")
        queued = redis.Redis.from_url(cluster.redis_url)
        assert queued.llen("celery") == 1  # the drive is still queued: the worker consumes nothing
        assert Run.objects.get(pk=run_id).last_seq == 1  # RunStarted alone
        MigrationRecorder.Migration.objects.create(app="runs", name=newest.name)  # `migrate` has run
        _wait_for(lambda: Run.objects.get(pk=run_id).status == "COMPLETED", 120, log.read_text()[-3000:])
        assert "the Celery worker: the database is migrated, it starts" in log.read_text()
    finally:
        cluster.stop_all()
        MigrationRecorder.Migration.objects.get_or_create(app="runs", name=newest.name)
