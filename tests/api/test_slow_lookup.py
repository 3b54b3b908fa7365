"""A call in doubt whose tool cannot dedupe, looked up after a crash while its slow service is still processing the
first send: the lookup's "not done" is no answer before the first send can no longer land (the tool's timeout since it
was handed out, by the database's clock). Before (qa-agents8 L2), a quick restart paged twice; then the restarted client
parked the run RECOVERING for a human. Now the claim declares the tool's ``timeout`` and its ``need_recheck`` answer
says ``retry_after``: the client keeps the lease that long, claims and looks the call up again — found, its result is
used; still "not done", it is sent — and nobody is asked (``agentops.core.protocol.still_landing``)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from agentops.client import AgentOpsClient, DurableRun, RunParked, external_run_fields
from runs.models import Event, Run, ToolExecution
from tests.api import slow_service
from tests.api.slow_agent import slow_agent

pytestmark = pytest.mark.sqlite
ROOT = Path(__file__).resolve().parents[2]
SERVICE_SECONDS, TIMEOUT = 2.0, 5.0

#: ``python -c CLIENT url key run_id service_url crash_at``: drives the run (1 s lease); the test SIGKILLs it mid-send,
#: or it SIGKILLs itself at ``crash_at`` (after the intent: nothing was sent)
CLIENT = textwrap.dedent(
    """
    import os, signal, sys
    from agentops.client import AgentOpsClient, DurableRun
    from tests.api.slow_agent import slow_agent

    url, key, run_id, service, crash_at = sys.argv[1:6]
    timeout = os.environ["SLOW_PAGER_TIMEOUT"]
    agent = slow_agent(service, timeout=None if timeout == "none" else float(timeout))
    if crash_at:
        agent.crash_hook = lambda at, step: at == crash_at and os.kill(os.getpid(), signal.SIGKILL)
    with AgentOpsClient(url, key) as client:
        DurableRun(client, agent, run_id, lease_seconds=1).run()
    """
)


@pytest.fixture
def service(tmp_path):  # type: ignore[no-untyped-def]
    with slow_service.running(tmp_path, SERVICE_SECONDS) as url:
        yield url, tmp_path


def _killed_client(
    url: str, key: str, service_url: str, home: Path, crash_at: str = "", timeout: float | None = TIMEOUT
) -> str:
    with AgentOpsClient(url, key) as client:
        run_id = client.create_run(**external_run_fields(slow_agent(service_url), {"task": "x"}))["id"]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "DATABASE", "AGENTOPS"))}
    env |= {"PYTHONPATH": str(ROOT), "SLOW_PAGER_TIMEOUT": "none" if timeout is None else str(timeout)}
    first = subprocess.Popen([sys.executable, "-c", CLIENT, url, key, run_id, service_url, crash_at], cwd=ROOT, env=env)
    if not crash_at:
        slow_service.wait_for(home / "received", 60)
        first.send_signal(signal.SIGKILL)  # mid-send: the service is still processing the page
    assert first.wait(60) == -signal.SIGKILL
    return run_id


def _restarted(url: str, key: str, service_url: str, run_id: str) -> float:
    """The agent run again at once (its lease taken when the dead one's lapses): drives the run to its end."""
    started = time.monotonic()
    with AgentOpsClient(url, key) as client:
        assert DurableRun(client, slow_agent(service_url, timeout=TIMEOUT), run_id, lease_wait=30).run() == "COMPLETED"
    assert not Event.objects.filter(run_id=run_id, type="RecoveryStarted").exists(), "nobody was asked to decide"
    assert Run.objects.get(id=run_id).status == "COMPLETED"
    return time.monotonic() - started


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("landed", [True, False], ids=["landed", "never-arrived"])
def test_a_restart_while_the_first_send_may_still_land_waits_for_it_and_sends_it_once_at_most(
    live_server, raw_key, service, landed
):
    """``landed``: killed mid-send, the restart finds the page once it landed and does not send it again; else killed
    before the page went out, the restart sends it once its timeout passed (the lookup's word then)."""
    url, home = service
    run_id = _killed_client(live_server.url, raw_key, url, home, crash_at="" if landed else "after_intent")
    assert (home / "received").exists() is landed
    took = _restarted(live_server.url, raw_key, url, run_id)
    assert slow_service.effects(home) == ["pg-1"], "paged once"
    assert took >= (SERVICE_SECONDS - 1 if landed else TIMEOUT - 2), "it waited while the first send could land"


@pytest.mark.django_db(transaction=True)
def test_a_restart_whose_lookup_says_not_done_for_a_tool_without_a_timeout_parks_it_and_pages_once(
    live_server, raw_key, service
):
    """Nothing bounds how long the first send may still land (no ``timeout``), so a lookup's "not done" is no answer:
    a human decides, as the agent's own lookup after a failed send decides (clients13: the restart sent it again and
    paged twice, while the same "not done" in flight parked it)."""
    url, home = service
    run_id = _killed_client(live_server.url, raw_key, url, home, timeout=None)
    with AgentOpsClient(live_server.url, raw_key) as client, pytest.raises(RunParked) as parked:
        DurableRun(client, slow_agent(url, timeout=None), run_id, lease_wait=30).run()
    assert parked.value.status == "RECOVERING" and "no timeout" in parked.value.reason, parked.value.reason
    slow_service.wait_for(home / "effects", 30)  # the first send lands after all
    assert slow_service.effects(home) == ["pg-1"], "paged once"
    assert ToolExecution.objects.get(run_id=run_id).status == "TOOL_EXECUTED"  # an operator decides it


@pytest.mark.django_db(transaction=True)
def test_a_need_recheck_answer_says_when_to_look_again_for_a_declared_timeout(live_server, raw_key, service):
    url, home = service
    run_id = _killed_client(live_server.url, raw_key, url, home, crash_at="after_intent")
    step = {"step": 0, "call_index": 0, "tool": "page", "args": {"page_id": "pg-1", "text": "db down"}}
    time.sleep(1.5)  # the dead agent's 1 s lease lapses
    with AgentOpsClient(live_server.url, raw_key) as client:
        lease = client.acquire(run_id, "probe")
        told = client.claim(lease, **step, effect="write", dedupes=False, timeout=TIMEOUT)
        assert told["status"] == "need_recheck" and 0 < told["retry_after"] <= TIMEOUT, told
        assert abs(told["retry_after"] - (TIMEOUT - told["sent_age"])) < 0.5
        assert client.claim(lease, **step, effect="write", dedupes=False)["retry_after"] is None  # none declared
        head = Run.objects.get(id=run_id).last_seq
        fence = client._fence(lease)
        for bad in (0, -1, "soon", 86401, True):
            answer = client._http.post(
                f"runs/{run_id}/tools/claim/", json=fence | step | {"dedupes": False, "timeout": bad}
            )
            assert answer.status_code == 400 and "timeout" in answer.text, (bad, answer.text)
        assert Run.objects.get(id=run_id).last_seq == head and ToolExecution.objects.filter(run_id=run_id).count() == 1
        client.release(lease)
