"""The production shape: a real Celery worker on the maintenance queue runs the notify job (as Celery beat
sends it) and the webhook reaches a receiver on 127.0.0.1."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest
import redis
from django.conf import settings
from django.db import connection

from agentops.celery import app
from approvals.models import Delivery
from bench.chaos import database_url_for
from tests.notify.test_notify import dead_letters

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def _postgres_and_redis():
    if connection.vendor != "postgresql" or not settings.REDIS_URL:
        pytest.skip("runs a Celery worker against PostgreSQL and Redis")


def test_a_celery_worker_on_the_maintenance_queue_sends_the_notification(receiver, tmp_path, monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    (run_id,) = dead_letters(1)
    redis.Redis.from_url(settings.REDIS_URL).delete("maintenance")
    env = {
        **os.environ,
        "DATABASE_URL": database_url_for(connection.settings_dict),
        "AGENTOPS_NOTIFY_WEBHOOK_URL": receiver.url + "/hook",
        "AGENTOPS_NOTIFY_WEBHOOK_SECRET": "whsec-celery",
        "AGENTOPS_PUBLIC_URL": "https://ops.example.com",
        "AGENTOPS_LOG_LEVEL": "WARNING",
    }
    cmd = [sys.executable, "-m", "celery", "-A", "agentops", "worker", "-P", "solo", "-Q", "maintenance"]
    cmd += ["--without-mingle", "--without-gossip", "--without-heartbeat", "-l", "WARNING"]
    with (tmp_path / "worker.log").open("w") as log:
        worker = subprocess.Popen(cmd, cwd=settings.BASE_DIR, env=env, start_new_session=True, stdout=log, stderr=log)
    try:
        app.send_task("approvals.tasks.notify")  # what Celery beat sends; routed to the maintenance queue
        deadline = time.monotonic() + 60
        while not Delivery.objects.filter(status="SENT").exists():  # sent, then marked
            assert time.monotonic() < deadline, (tmp_path / "worker.log").read_text()[-2000:]
            time.sleep(0.1)
    finally:
        os.killpg(worker.pid, signal.SIGKILL)
        worker.wait(10)
    (hook,) = receiver.requests
    assert hook.headers["X-AgentOps-Signature"].startswith("t=")
    assert json.loads(hook.body)["notices"][0]["url"] == f"https://ops.example.com/runs/{run_id}/"
    assert Delivery.objects.count() == 1
