"""A real Celery worker keeps its database connection from one drive to the next.

Celery's Django fixup would close it after every task (a new PostgreSQL backend per run);
``CELERY_DB_REUSE_MAX`` turns that off and ``agentops.celery`` applies Django's own rule before
each task instead.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import psycopg
import pytest
from django.conf import settings
from django.db import connection

from agentops.celery import app
from agentops.demo.ticket import ticket_inputs
from bench.chaos import database_url_for
from runs.models import Run
from runs.services import run_create
from runs.worker.dispatch import DRIVE_TASK

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def _postgres_and_redis():
    if connection.vendor != "postgresql" or not settings.REDIS_URL:
        pytest.skip("runs a Celery worker against PostgreSQL and Redis")


def test_a_worker_drives_one_run_after_another_on_the_same_connection(tmp_path):
    url = database_url_for(connection.settings_dict)
    name, queue = f"agentops-worker-{os.getpid()}", f"connections-{os.getpid()}"
    env = {**os.environ, "DATABASE_URL": url, "PGAPPNAME": name, "AGENTOPS_LOG_LEVEL": "WARNING"}
    cmd = [sys.executable, "-m", "celery", "-A", "agentops", "worker", "-P", "solo", "-Q", queue]
    cmd += ["--without-mingle", "--without-gossip", "--without-heartbeat", "-l", "WARNING"]
    runs = [run_create(agent="ticket", inputs=ticket_inputs(i), seed=i, start=False)[0] for i in range(3)]
    seen = []
    with (tmp_path / "worker.log").open("w") as log:
        worker = subprocess.Popen(cmd, cwd=settings.BASE_DIR, env=env, start_new_session=True, stdout=log, stderr=log)
    try:
        with psycopg.connect(url, autocommit=True) as admin:
            for run in runs:
                app.send_task(DRIVE_TASK, (run.id,), queue=queue)
                deadline = time.monotonic() + 120
                while Run.objects.get(id=run.id).status != "COMPLETED":
                    assert time.monotonic() < deadline, (tmp_path / "worker.log").read_text()[-2000:]
                    time.sleep(0.1)
                pids = admin.execute("SELECT pid FROM pg_stat_activity WHERE application_name = %s", [name])
                seen.append(sorted(row[0] for row in pids))
    finally:
        os.killpg(worker.pid, signal.SIGKILL)
        worker.wait(10)
    assert len(seen[0]) == 1 and seen == [seen[0]] * len(runs), seen  # one backend, kept after every task
