"""Calls handed out to an agent process that the server then gave no word about (clients13): the process holds what
only it knows — a call claimed and not yet sent, a claim whose answer it lost — so it asks again until the server
answers (``agentops.core.protocol.no_word``), never gives the call up to a human.

1. The server went down (503) right after the step's claim, while the agent confirmed its lease before the send:
   the agent gave up after its retries, the call unsent; the restart's claim was ``need_recheck`` and a write that
   cannot dedupe parked RECOVERING for a human, though nothing was ever sent.
2. A later claim's answer was lost (the client timed out) though the server journaled it, and the lease lapsed
   meanwhile: the client renewed and claimed again under a new request id — ``need_recheck``, a park for a call
   never sent. The retry now carries the claim's own request id and is answered ``claimed`` again.

A real server behind a gateway (tests/api/gateway.py) that goes down or drops an answer at the point, and the agent
in its own process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from agentops.client import AgentOpsClient, external_run_fields
from runs.models import Event, Run, ToolExecution
from tests.api.gateway import gateway
from tests.daphne_server import daphne, killed_and_back

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.sqlite]
ROOT = Path(__file__).resolve().parents[2]

#: ``python -c AGENT url key run_id sink calls``: labels a ticket (and, with ``calls`` 2, posts a note) through
#: services that cannot dedupe and have no lookup, each send a line in ``sink``; 1 s lease, 0.5 s of retries, a 1 s
#: request timeout; prints where the run ended, or the error it stopped with
AGENT = textwrap.dedent(
    """
    import json, sys
    from agentops.client import AgentOpsClient, DurableRun, RunParked
    from agentops.core.loop import Agent
    from agentops.core.model import ScriptedModel, ToolCall
    from agentops.core.tools import Effect, Tool, ToolRegistry
    from agentops.demo.external_ticket import AGENT

    url, key, run_id, sink, calls = sys.argv[1:6]

    def sends(name):
        def send(args, key):
            with open(sink, "a") as out:
                out.write(name + "\\n")
            return {"success": True, "code": "ok", "data": args}
        return Tool(name, send, effect=Effect.WRITE, dedupes=False)

    def script(step, messages):
        todo = [ToolCall("add_label", {"label": "vip"}, "c0"), ToolCall("post_note", {"note": "seen"}, "c1")]
        return ("", todo[: int(calls)]) if step == 0 else ("Done.", [])

    agent = Agent(AGENT, ScriptedModel("unanswered-v1", script), ToolRegistry([sends("add_label"), sends("post_note")]),
                  "{task}{clock}{seed}")
    if len(sys.argv) > 6:  # claimed, not yet sent: tell the test, and wait until it SIGKILLed the server
        import pathlib, time
        def hold(at, step, here=pathlib.Path(sys.argv[6])):
            if at == "after_intent":
                (here / "claimed").touch()
                while not (here / "server-killed").exists():
                    time.sleep(0.05)
        agent.crash_hook = hold
    with AgentOpsClient(url, key, retry_for=0.5, timeout=1.0) as client:
        try:
            print(DurableRun(client, agent, run_id, lease_seconds=1, lease_wait=10).run())
        except RunParked as parked:
            print("RunParked", parked.status)
        except Exception as exc:
            print(type(exc).__name__, exc)
    """
)


def _agent(url: str, key: str, run_id: str, sink: Path, calls: int, *held: str) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "DATABASE", "AGENTOPS"))}
    env["PYTHONPATH"] = str(ROOT)
    cmd = [sys.executable, "-c", AGENT, url, key, run_id, str(sink), str(calls), *held]
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _run(url: str, key: str, run_id: str, sink: Path, calls: int) -> str:
    agent = _agent(url, key, run_id, sink, calls)
    out, err = agent.communicate(timeout=120)
    assert agent.returncode == 0, err[-3000:]
    return out.strip()


def _start(url: str, key: str) -> str:
    from agentops.core.loop import Agent
    from agentops.core.model import ScriptedModel
    from agentops.core.tools import ToolRegistry
    from agentops.demo.external_ticket import AGENT as NAME

    agent = Agent(NAME, ScriptedModel("unanswered-v1", lambda step, messages: ("", [])), ToolRegistry([]),
                  "{task}{clock}{seed}")  # fmt: skip
    with AgentOpsClient(url, key) as client:
        return client.create_run(**external_run_fields(agent, {"task": "x"}))["id"]


def _types(run_id: str) -> list[str]:
    return list(Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", flat=True))


def test_a_claimed_call_is_sent_once_the_server_answers_again_not_left_for_a_human(live_server, raw_key, tmp_path):
    sink = tmp_path / "sent.log"
    run_id = _start(live_server.url, raw_key)
    claimed = lambda method, path, body: path.endswith("/tools/claim/")  # noqa: E731
    with gateway(live_server.url, down_after=claimed, down_for=3.0) as (url, gate):
        outcome = _run(url, raw_key, run_id, sink, 1)
    assert gate.refused and all(path.endswith("/lease/renew/") for path in gate.refused[:1]), gate.refused
    assert outcome == "COMPLETED", outcome  # the server answered again: its lease still its own, it sent the call
    assert sink.read_text().split() == ["add_label"]
    assert "RecoveryStarted" not in _types(run_id)
    assert ToolExecution.objects.get(run_id=run_id).status == "CONFIRMED"


def test_a_result_whose_report_finds_the_server_down_is_reported_once_it_answers_again(live_server, raw_key, tmp_path):
    """The call was sent and answered, then the server went down (503) as its result was reported, past the agent's
    retries: the answer died with the process, and the restart's ``need_recheck`` parked a call whose answer had been
    known for a human. The report is asked again until the server answers."""
    sink = tmp_path / "sent.log"
    run_id = _start(live_server.url, raw_key)
    reported = lambda method, path, body: path.endswith("/tools/result/")  # noqa: E731
    with gateway(live_server.url, down_at=reported, down_for=3.0) as (url, gate):
        outcome = _run(url, raw_key, run_id, sink, 1)
    assert gate.refused[0].endswith("/tools/result/"), gate.refused
    assert outcome == "COMPLETED", outcome
    assert sink.read_text().split() == ["add_label"]
    assert "RecoveryStarted" not in _types(run_id)


def test_a_later_claims_lost_answer_is_claimed_again_by_its_retry_not_parked(live_server, raw_key, tmp_path):
    sink = tmp_path / "sent.log"
    run_id = _start(live_server.url, raw_key)
    second = lambda method, path, body: path.endswith("/tools/claim/") and body["call_index"] == 1  # noqa: E731
    # the answer held past the client's timeout (1 s) and the lease (1 s), then dropped: journaled, never answered
    with gateway(live_server.url, lose=second, hold=2.5) as (url, gate):
        outcome = _run(url, raw_key, run_id, sink, 2)
    assert gate.lost == [f"/api/v1/runs/{run_id}/tools/claim/"]
    assert outcome == "COMPLETED", outcome
    assert sorted(sink.read_text().split()) == ["add_label", "post_note"]  # each once (a step's calls run in parallel)
    types = _types(run_id)
    assert types.count("ToolRequested") == 2 and "RecoveryStarted" not in types, types
    assert Run.objects.get(id=run_id).status == "COMPLETED"
    intent = json.loads(Event.objects.filter(run_id=run_id, type="ToolRequested").order_by("seq").last().payload)
    assert intent["call_index"] == 1 and intent["request_id"]


def test_a_server_sigkilled_after_the_claim_is_waited_for_and_the_call_sent_once(settings, raw_key, tmp_path):
    """The server process itself SIGKILLed between the claim and the send (connection refused), back on its port 3 s
    later — past the agent's 0.5 s of retries and its 1 s lease: the agent gave up with ``ConnectError`` and the
    restart parked the unsent call for a human. It now waits for the server, renews its lapsed lease (nobody took
    it) and sends the call once."""
    settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, "127.0.0.1"]
    sink, server = tmp_path / "sent.log", daphne()
    url = f"http://127.0.0.1:{server.port.value}"
    try:
        run_id = _start(url, raw_key)
        agent = _agent(url, raw_key, run_id, sink, 1, str(tmp_path))
        # SIGKILLed once the call is claimed: the agent's renewal before the send is refused (connection refused)
        server = killed_and_back(server, agent, tmp_path / "claimed", 3.0)
        out, err = agent.communicate(timeout=120)
    finally:
        server.kill()
        server.join(10)
    assert agent.returncode == 0, err[-3000:]
    assert out.strip() == "COMPLETED", (out, err[-2000:])
    assert sink.read_text().split() == ["add_label"]
    assert "RecoveryStarted" not in _types(run_id)
