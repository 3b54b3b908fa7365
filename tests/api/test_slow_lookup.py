"""A call in doubt whose tool cannot dedupe, looked up after a crash while its slow service is still processing the
first send: the lookup's "not done" is no answer before the first send can no longer land (the tool's timeout since it
was handed out, by the database's clock). The restarted client parks it RECOVERING with that reason instead of sending
it again — before (qa-agents8 L2), a quick restart paged twice. The rule: ``agentops.core.protocol.still_landing``."""

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
from runs.models import Event, Run
from tests.api import slow_service
from tests.api.slow_agent import slow_agent

pytestmark = pytest.mark.sqlite
ROOT = Path(__file__).resolve().parents[2]
SERVICE_SECONDS = 4.0

#: ``python -c CLIENT url key run_id service_url``: drives the run (1 s lease); the test SIGKILLs it mid-send
CLIENT = textwrap.dedent(
    """
    import sys
    from agentops.client import AgentOpsClient, DurableRun
    from tests.api.slow_agent import slow_agent

    url, key, run_id, service = sys.argv[1:5]
    with AgentOpsClient(url, key) as client:
        DurableRun(client, slow_agent(service), run_id, lease_seconds=1).run()
    """
)


@pytest.fixture
def service(tmp_path):  # type: ignore[no-untyped-def]
    with slow_service.running(tmp_path, SERVICE_SECONDS) as url:
        yield url, tmp_path


@pytest.mark.django_db(transaction=True)
def test_a_restart_during_the_first_send_waits_for_it_instead_of_sending_it_again(live_server, raw_key, service):
    url, home = service
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = client.create_run(**external_run_fields(slow_agent(url), {"task": "x"}))["id"]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "DATABASE", "AGENTOPS"))}
    env["PYTHONPATH"] = str(ROOT)
    first = subprocess.Popen([sys.executable, "-c", CLIENT, live_server.url, raw_key, run_id, url], cwd=ROOT, env=env)
    slow_service.wait_for(home / "received", 60)
    first.send_signal(signal.SIGKILL)  # mid-send: the service is still processing the page
    assert first.wait(10) == -signal.SIGKILL

    with AgentOpsClient(live_server.url, raw_key) as client, pytest.raises(RunParked) as parked:
        DurableRun(client, slow_agent(url), run_id, lease_wait=30).run()
    assert parked.value.status == "RECOVERING" and "may still be processed" in parked.value.reason, parked.value
    assert Run.objects.get(id=run_id).status == "RECOVERING"
    reason = Event.objects.get(run_id=run_id, type="RecoveryStarted").payload
    assert "look it up again after that" in reason, reason

    time.sleep(SERVICE_SECONDS + 1)  # the first send lands
    assert (home / "effects").read_text().split() == ["pg-1"], "paged once: the restart did not send it again"
