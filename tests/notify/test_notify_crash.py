"""A notify process killed (SIGKILL) mid-send, after its message reached a real receiver: what the pass that
takes the delivery over tells the operator (the delivery log in /admin/) is true."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from datetime import timedelta

import pytest
from django.conf import settings
from django.db import connection
from django.utils import timezone

from approvals.models import Delivery
from approvals.notify import deliver
from approvals.services import approve_call
from bench.chaos import database_url_for
from runs.models import ToolExecution
from tests.dashboard.conftest import waiting_payment

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def _postgres(monkeypatch):
    if connection.vendor != "postgresql":
        pytest.skip("the killed notify process reads the test database by URL")
    monkeypatch.setenv("AGENTOPS_WORKER", "none")


def killed_mid_send(receiver, tmp_path) -> None:
    """One notify pass in its own process, SIGKILLed once the receiver has the message, before it answers."""
    env = {
        **os.environ,
        "DATABASE_URL": database_url_for(connection.settings_dict),
        "AGENTOPS_NOTIFY_WEBHOOK_URL": receiver.url + "/hook",
        "AGENTOPS_LOG_LEVEL": "WARNING",
    }
    code = "from approvals.notify import deliver; deliver.run()"
    with (tmp_path / "notify.log").open("w") as log:
        sender = subprocess.Popen([sys.executable, "manage.py", "shell", "-c", code], cwd=settings.BASE_DIR, env=env,
                                  stdout=log, stderr=log)  # fmt: skip
    got = threading.Event()

    def kill(_request) -> None:
        os.kill(sender.pid, signal.SIGKILL)
        sender.wait(10)
        got.set()

    receiver.on_received = kill
    assert sender.wait(60) == -signal.SIGKILL, (tmp_path / "notify.log").read_text()[-2000:]
    # the receiver's thread sets ``got`` after its own wait for the killed process: this wait may return first
    assert got.wait(10) and len(receiver.on("/hook")) == 1
    receiver.on_received = None


@pytest.mark.parametrize("approved_meanwhile", [True, False])
def test_a_delivery_taken_over_after_its_sender_died_mid_send_says_it_may_have_been_sent(
    receiver, notify, tmp_path, approved_meanwhile
):
    """The sender died after its webhook reached the receiver, before it recorded SENT. The pass that took the
    delivery over found the call approved meanwhile and recorded "not sent: all 1 settled before it was due":
    the operator read that the message never went out, and it had. Now the log says it may have been sent."""
    notify(webhook=receiver.url + "/hook")  # the pass that takes over (this process) sends there too
    run = waiting_payment("INV-KILL")
    killed_mid_send(receiver, tmp_path)
    delivery = Delivery.objects.get()
    assert delivery.status == "PENDING" and delivery.response == "sending"  # what the log shows meanwhile
    if approved_meanwhile:
        held = ToolExecution.objects.get(run=run, status="WAITING_MANUAL_CONFIRM")
        approve_call(execution_id=held.id, actor="ana", reason="invoice checked")
    later = timezone.now() + deliver.claim_length() + timedelta(seconds=1)
    (line,) = deliver.send_due(now=later)
    delivery.refresh_from_db()
    may = "the earlier attempt may have reached the receiver: its sender stopped mid-send"
    if approved_meanwhile:
        assert (delivery.status, len(receiver.requests)) == ("SETTLED", 1)
        assert delivery.response.startswith("not sent again: all 1 settled before it was due") and may in line
        assert delivery.attempts == 1  # the killed attempt (nothing was sent after it)
    else:
        assert (delivery.status, len(receiver.requests)) == ("SENT", 2)  # at least once: told twice, not never
        assert delivery.response.startswith("200; ") and may in line and delivery.attempts == 2
        assert (
            receiver.requests[0].headers["X-AgentOps-Delivery"] == receiver.requests[1].headers["X-AgentOps-Delivery"]
        )
    assert may in delivery.response
