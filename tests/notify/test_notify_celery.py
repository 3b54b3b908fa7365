"""The production shape: a real Celery worker on the notify queue runs the notify job (as Celery beat
sends it) and the webhook reaches a receiver on 127.0.0.1."""

from __future__ import annotations

import json
import os
import signal
import socket
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
from tests.deploy.test_deploy_files import procfile
from tests.notify.test_notify import dead_letters

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def _postgres_and_redis():
    if connection.vendor != "postgresql" or not settings.REDIS_URL:
        pytest.skip("runs a Celery worker against PostgreSQL and Redis")


def test_a_celery_worker_on_the_notify_queue_sends_the_notification(receiver, tmp_path, monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    (run_id,) = dead_letters(1)
    redis.Redis.from_url(settings.REDIS_URL).delete("notify")
    env = {
        **os.environ,
        "DATABASE_URL": database_url_for(connection.settings_dict),
        "AGENTOPS_NOTIFY_WEBHOOK_URL": receiver.url + "/hook",
        "AGENTOPS_NOTIFY_WEBHOOK_SECRET": "whsec-celery",
        "AGENTOPS_PUBLIC_URL": "https://ops.example.com",
        "AGENTOPS_LOG_LEVEL": "WARNING",
    }
    cmd = [sys.executable, "-m", "celery", "-A", "agentops", "worker", "-P", "solo", "-Q", "notify"]
    cmd += ["--without-mingle", "--without-gossip", "--without-heartbeat", "-l", "WARNING"]
    with (tmp_path / "worker.log").open("w") as log:
        worker = subprocess.Popen(cmd, cwd=settings.BASE_DIR, env=env, start_new_session=True, stdout=log, stderr=log)
    try:
        app.send_task("approvals.tasks.notify")  # what Celery beat sends; routed to the notify queue
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


def test_a_silent_receiver_never_holds_up_the_recovery_sweep(tmp_path):
    """Every Celery worker of the Procfile, as deployed: a notify pass waiting on a receiver that never answers
    does not delay the recovery sweep sent after it. Both were on the maintenance queue (one process, concurrency
    1): with a silent webhook every sweep waited up to 3 × the timeout per due delivery, and the queue grew to 100+
    passes (probe-ops2, sweep every 3 s: gaps of 30 s)."""
    (run_id,) = dead_letters(1)
    silent = socket.create_server(("127.0.0.1", 0), backlog=8)  # connects, never answers
    client = redis.Redis.from_url(settings.REDIS_URL)
    env = {
        **os.environ,
        "DATABASE_URL": database_url_for(connection.settings_dict),
        "AGENTOPS_NOTIFY_WEBHOOK_URL": f"http://127.0.0.1:{silent.getsockname()[1]}/hook",
        "AGENTOPS_NOTIFY_TIMEOUT": "40",
        "PORT": "0",
    }
    workers, logs = [], {}
    try:
        for kind, command in procfile().items():
            if " worker " not in command or "--queues celery " in command:  # not web, beat, or the run drivers
                continue
            client.delete(*[q for q in ("maintenance", "notify") if q in command] or ["-"])
            logs[kind] = tmp_path / f"{kind}.log"
            command = command.replace("celery ", f"{sys.executable} -m celery ", 1)
            with logs[kind].open("w") as log:
                workers.append(
                    subprocess.Popen(
                        ["sh", "-c", command],
                        cwd=settings.BASE_DIR,
                        env=env,
                        start_new_session=True,
                        stdout=log,
                        stderr=log,
                    )
                )
        app.send_task("approvals.tasks.notify")  # what Celery beat sends
        silent.settimeout(30)
        waiting = silent.accept()[0]  # the pass is sending: it waits up to 40 s for an answer
        app.send_task("runs.tasks.recovery_sweep")  # the next beat tick
        swept = time.monotonic() + 20
        while not any("recovery_sweep" in p.read_text() and "succeeded" in p.read_text() for p in logs.values()):
            assert time.monotonic() < swept, "no sweep within 20 s while a notify pass waits on a silent receiver"
            time.sleep(0.2)
        assert Delivery.objects.get().status == "PENDING" and Delivery.objects.get().attempts == 0  # still waiting
        waiting.close()
    finally:
        for worker in workers:
            os.killpg(worker.pid, signal.SIGKILL)
            worker.wait(10)
        silent.close()
    assert run_id
