"""A Celery worker of new code started before ``migrate`` takes no run until the code's migrations are applied
(docs/deploy.md, *Upgrading a running deployment*). qa-deploy7: it started, said ``ready`` and drove runs on a database
missing a migration of its code, whose columns its queries need."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest
import redis
from django.db import connection
from django.db.migrations.recorder import MigrationRecorder

from agentops import startup
from bench.chaos import Cluster, Config, create_runs, database_url_for
from runs.models import Run
from runs.services import run_create
from runs.worker import housekeeping
from runs.worker.dispatch import wait_in_process

pytestmark = pytest.mark.django_db(transaction=True)

WAITING = (
    "the Celery worker waits, it takes no task until then: 1 migrations of this code are not applied: "
    "run `python manage.py migrate`"
)


def _wait_for(condition, seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, what
        time.sleep(0.2)


@pytest.mark.slow
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


@contextmanager
def newest_migration_unapplied(monkeypatch) -> Iterator[Callable[[], object]]:
    """The code's newest ``runs`` migration not applied, in a process that has not asked yet; yields ``migrate``
    (records it as applied), and records it in any case at the end."""
    monkeypatch.setattr(startup, "_migrated", threading.Event())
    newest = MigrationRecorder.Migration.objects.filter(app="runs").order_by("-name").first()
    newest.delete()
    try:
        yield lambda: MigrationRecorder.Migration.objects.create(app="runs", name=newest.name)
    finally:
        MigrationRecorder.Migration.objects.get_or_create(app="runs", name=newest.name)


def said_it_waits(capfd, what: str) -> str:
    """Wait until ``what`` says on stderr that it waits for ``migrate``; what was said."""
    said = ""

    def heard() -> bool:
        nonlocal said
        said += capfd.readouterr().err
        return WAITING.replace("the Celery worker", what) in said

    _wait_for(heard, 30, f"{what} never said it waits")
    return said


@pytest.mark.sqlite
def test_the_embedded_in_process_worker_takes_no_run_until_the_migrations_are_applied(monkeypatch, capfd):
    """The embedded default (runserver or daphne without ``REDIS_URL``) drives runs on its own threads: they wait by
    the Celery workers' rule (``agentops.startup.wait_until_migrated``), once per process. qa-deploy7: they drove
    runs on a database missing a migration of the code."""
    monkeypatch.setenv("AGENTOPS_WORKER", "thread")
    try:
        with newest_migration_unapplied(monkeypatch) as migrate:
            run, _ = run_create(agent="ticket", inputs={"ticket": "T-1", "customer": "ACME", "task": "Resolve it."})
            said = said_it_waits(capfd, "the in-process worker pool")
            assert (Run.objects.get(pk=run.id).status, Run.objects.get(pk=run.id).last_seq) == ("PENDING", 1)
            migrate()
            _wait_for(lambda: Run.objects.get(pk=run.id).status == "COMPLETED", 60, "the run was never driven")
    finally:
        wait_in_process()
    assert "the in-process worker pool: the database is migrated, it starts" in said + capfd.readouterr().err


@pytest.mark.sqlite
def test_the_embedded_beat_runs_no_pass_until_the_migrations_are_applied(monkeypatch, capfd):
    """Its passes (the recovery sweep takes runs over) wait by the same rule, as the maintenance worker's do."""
    passes = []
    monkeypatch.setattr(housekeeping, "run_once", lambda due, outward, held=None: passes.append(outward))
    monkeypatch.setattr(housekeeping, "_started", threading.Event())
    stop = threading.Event()
    try:
        with newest_migration_unapplied(monkeypatch) as migrate:
            thread = housekeeping.start_in_process_beat(interval=0.01, stop=stop)
            said_it_waits(capfd, "the embedded beat")
            assert passes == []
            migrate()
            _wait_for(lambda: {True, False} <= set(passes), 30, "the embedded beat never ran a pass")
    finally:
        stop.set()
    thread.join(30)
    assert not thread.is_alive()
