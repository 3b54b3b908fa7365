"""A client paused (SIGSTOP) after its claim and before its send, whose lease lapsed meanwhile: a second process took
the run, its status lookup said "not done", it opened the ticket; the first, resumed (SIGCONT), sent it too — two
tickets (qa-agents7). A driver now confirms its lease (a fenced renewal) right before it sends
(``agentops.core.lease_beat.confirm_before_send``): the resumed process learns it lost the run and sends nothing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agentops.client import AgentOpsClient, DurableRun, external_run_fields
from tests.api.client_scripts import stops_at
from tests.api.ticket_agent import ticket_agent, tickets

pytestmark = pytest.mark.sqlite
ROOT = Path(__file__).resolve().parents[2]

#: The first process: its claim is answered ``claimed``; it stops itself (SIGSTOP) before the ticket is sent.
FIRST = stops_at("tests.api.ticket_agent", "ticket_agent", "SIGSTOP")


def _wait_stopped(process: subprocess.Popen[str], timeout: float = 60.0) -> None:
    """Until ``process`` is stopped (state ``T`` in /proc), or it ended."""
    deadline = time.monotonic() + timeout
    while process.poll() is None and time.monotonic() < deadline:
        if Path(f"/proc/{process.pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "T":
            return
        time.sleep(0.02)
    raise AssertionError(f"the first client never stopped (exit {process.poll()})")


@pytest.mark.django_db(transaction=True)
def test_a_client_paused_between_its_claim_and_its_send_sends_nothing_once_another_took_the_run(
    live_server, raw_key, tmp_path
):
    sink = str(tmp_path / "tickets.jsonl")
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = client.create_run(**external_run_fields(ticket_agent(sink), {"task": "x"}))["id"]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "DATABASE", "AGENTOPS"))}
    env["PYTHONPATH"] = str(ROOT)
    first = subprocess.Popen(
        [sys.executable, "-c", FIRST, live_server.url, raw_key, run_id, sink],
        cwd=ROOT,
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        _wait_stopped(first)
        assert tickets(sink) == [], "stopped after the claim, before the send"
        # the second process waits the 1 s lease out, takes the run, looks the ticket up (not there) and opens it
        with AgentOpsClient(live_server.url, raw_key) as client:
            assert DurableRun(client, ticket_agent(sink), run_id, lease_wait=30).run() == "COMPLETED"
        assert len(tickets(sink)) == 1
    finally:
        os.kill(first.pid, signal.SIGCONT)
    _, err = first.communicate(timeout=60)
    assert first.returncode == 1 and "LeaseLost" in err, err[-2000:]
    assert len(tickets(sink)) == 1, "the resumed first process sent the ticket a second time"
