"""Every periodic task reaches the maintenance or notify worker, never the drive workers' queue.

docs/deploy.md: the maintenance worker is separate "so that recovery never waits behind a backlog of drives". The
approval-expiry pass (``AGENTOPS_APPROVAL_TTL_SECONDS``) had no route and went to the ``celery`` queue: with every drive
worker busy it waited behind the backlog (a pass every 60 s piling up there), and a deployment whose drive workers
were down expired no held call at all — found on the QA deployment, where worker logs showed it among the drives."""

from __future__ import annotations

import re
import time

import pytest
from celery import Celery
from django.conf import settings
from django.db import connection

from bench.chaos import Cluster, Config, database_url_for

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def test_with_no_drive_worker_every_beat_task_is_still_run(tmp_path):
    if connection.vendor != "postgresql":
        pytest.skip("worker processes need the shared PostgreSQL test database")
    cluster = Cluster(Config(workers=1), database_url_for(connection.settings_dict), tmp_path)
    cluster.start_redis()
    tasks = sorted({entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()})
    try:
        cluster.start("maintenance")
        cluster.start("notify")
        producer = Celery("beat-queues-test", broker=cluster.redis_url)
        producer.conf.task_routes = settings.CELERY_TASK_ROUTES  # as beat sends them: by name, routed by the settings
        for task in tasks:
            producer.send_task(task)
        producer.close()
        logs, deadline = "", time.monotonic() + 90
        while time.monotonic() < deadline:
            logs = "".join((tmp_path / f"{name}.log").read_text() for name in ("maintenance", "notify"))
            done = {task for task in tasks if re.search(rf"Task {re.escape(task)}\[[^]]+\] succeeded", logs)}
            if done == set(tasks):
                break
            time.sleep(0.5)
    finally:
        cluster.stop_all()
    assert sorted(done) == tasks, logs[-3000:]
