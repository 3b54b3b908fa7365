"""A call journaled without an idempotency key is never replayed blind by a process whose code since declared its
tool ``dedupes=True`` (a deploy between the crash and the resume): the key the service would get is the journaled
one, ``null``, so it could not dedupe the second send. Found from outside (docs/qa: D1): two SMS went out. Nor by one
whose code since declared the tool a read (qa-agents6): the claim answers the effect the call was journaled with."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from agentops.client import AgentOpsClient, DurableRun, RunParked, external_run_fields
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Risk, Tool, ToolRegistry
from agentops.demo.external_ticket import AGENT
from runs.models import ToolExecution

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.sqlite]
ROOT = Path(__file__).resolve().parents[2]

#: The first deploy: send_sms cannot dedupe. The process is SIGKILLed right after the SMS went out.
FIRST_DEPLOY = textwrap.dedent(
    """
    import json, os, signal, sys
    from agentops.client import AgentOpsClient, DurableRun
    from agentops.core.loop import Agent
    from agentops.core.model import ScriptedModel, ToolCall
    from agentops.core.tools import Effect, Tool, ToolRegistry

    url, key, run_id, sink, name = sys.argv[1:6]

    def send_sms(args, idem_key):
        with open(sink, "a") as out:
            out.write(json.dumps({"key": idem_key}) + "\\n")
        os.kill(os.getpid(), signal.SIGKILL)

    def script(step, messages):
        return ("text them", [ToolCall(name, {"to": "+15550001"}, "c0")]) if step == 0 else ("Texted.", [])

    tools = ToolRegistry([Tool(name, send_sms, effect=Effect.WRITE, dedupes=False)])
    agent = Agent(AGENT_NAME, ScriptedModel("sms-v1", script), tools, "{task}{clock}{seed}")
    with AgentOpsClient(url, key) as client:
        DurableRun(client, agent, run_id, lease_seconds=1).run()
    """
).replace("AGENT_NAME", repr(AGENT))


def _second_deploy(sink: Path, name: str = "send_sms", effect: Effect = Effect.WRITE, **declared: Any) -> Agent:
    """The same agent after a deploy that declared its tool ``dedupes=True`` (and perhaps a status lookup), or a read."""

    def send_sms(args: dict[str, Any], idem_key: str | None) -> Any:
        with sink.open("a") as out:
            out.write(json.dumps({"key": idem_key}) + "\n")
        return {"success": True, "code": "ok", "data": {"sid": "SM2"}}

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("text them", [ToolCall(name, {"to": "+15550001"}, "c0")]) if step == 0 else ("Texted.", [])

    tool = Tool(name, send_sms, effect=effect, dedupes=True if effect is Effect.WRITE else None, **declared)
    return Agent(AGENT, ScriptedModel("sms-v1", script), ToolRegistry([tool]), "{task}{clock}{seed}")


def _crashed_after_the_send(url: str, key: str, tmp_path: Path, name: str = "send_sms") -> tuple[str, Path]:
    """A run whose first process was SIGKILLed after its keyless call of ``name`` (a write that cannot dedupe) went
    out, before it reported the result."""
    sink = tmp_path / "sms.jsonl"
    with AgentOpsClient(url, key) as client:
        run_id = client.create_run(**external_run_fields(_second_deploy(sink, name), {"task": "x"}))["id"]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "DATABASE", "AGENTOPS"))}
    env["PYTHONPATH"] = str(ROOT)
    first = subprocess.run(
        [sys.executable, "-c", FIRST_DEPLOY, url, key, run_id, str(sink), name], cwd=ROOT, env=env, timeout=120
    )
    assert first.returncode == -9, "the first process dies by SIGKILL inside the send"
    assert [json.loads(line)["key"] for line in sink.read_text().splitlines()] == [None]
    return run_id, sink


def test_a_keyless_call_is_not_replayed_by_a_resume_that_declares_the_tool_deduping(live_server, raw_key, tmp_path):
    run_id, sink = _crashed_after_the_send(live_server.url, raw_key, tmp_path)
    with AgentOpsClient(live_server.url, raw_key) as client, pytest.raises(RunParked) as parked:
        DurableRun(client, _second_deploy(sink), run_id, lease_wait=30).run()
    assert parked.value.status == "RECOVERING" and (parked.value.step, parked.value.call_index) == (0, 0)
    assert "journaled without an idempotency key" in parked.value.reason, parked.value.reason
    assert len(sink.read_text().splitlines()) == 1, "one SMS: the keyless call was not sent again"
    assert ToolExecution.objects.get(run_id=run_id).idem_key is None


def test_a_keyless_call_is_looked_up_by_a_resume_whose_tool_has_a_lookup(live_server, raw_key, tmp_path):
    run_id, sink = _crashed_after_the_send(live_server.url, raw_key, tmp_path)
    asked: list[str | None] = []

    def lookup(args: dict[str, Any], key: str | None) -> Lookup:
        asked.append(key)
        return Lookup(found=True, result={"success": True, "code": "ok", "data": {"sid": "SM1"}})

    with AgentOpsClient(live_server.url, raw_key) as client:
        outcome = DurableRun(client, _second_deploy(sink, lookup=lookup), run_id, lease_wait=30).run()
    assert outcome == "COMPLETED" and asked == [None]
    assert len(sink.read_text().splitlines()) == 1


def test_a_keyless_write_is_not_replayed_by_a_resume_that_declares_the_tool_a_read(
    live_server, raw_key, tmp_path, monkeypatch
):
    """book_room was a write that cannot dedupe; the deploy declares it a read (an SDK ``@tool`` without ``effect=``):
    the claim answers ``effect: write``, the journaled one, and the call parks. It was replayed: two bookings."""
    run_id, sink = _crashed_after_the_send(live_server.url, raw_key, tmp_path, "book_room")
    claims: list[dict[str, Any]] = []
    claim = AgentOpsClient.claim
    monkeypatch.setattr(AgentOpsClient, "claim", lambda *a, **kw: claims.append(claim(*a, **kw)) or claims[-1])
    with AgentOpsClient(live_server.url, raw_key) as client, pytest.raises(RunParked) as parked:
        DurableRun(client, _second_deploy(sink, "book_room", Effect.READ), run_id, lease_wait=30).run()
    assert parked.value.status == "RECOVERING" and (parked.value.step, parked.value.call_index) == (0, 0)
    assert len(sink.read_text().splitlines()) == 1, "one booking: the keyless write was not made again"
    assert [(c["status"], c["effect"], c["idem_key"]) for c in claims] == [("need_recheck", "write", None)]


def test_a_call_in_doubt_whose_tool_is_declared_high_risk_since_is_not_looked_up_into_a_send(
    live_server, raw_key, tmp_path, monkeypatch
):
    """set_status went out with no approver; the deploy declares it ``risk="high"`` and gives it a lookup that cannot
    find it: the claim answers ``risk: low`` (journaled) and the call parks for a human. It was sent again, with no
    approver and a second time (qa-agents6)."""
    run_id, sink = _crashed_after_the_send(live_server.url, raw_key, tmp_path, "set_status")
    claims: list[dict[str, Any]] = []
    claim = AgentOpsClient.claim
    monkeypatch.setattr(AgentOpsClient, "claim", lambda *a, **kw: claims.append(claim(*a, **kw)) or claims[-1])
    second = _second_deploy(sink, "set_status", risk=Risk.HIGH, lookup=lambda args, key: Lookup(found=False))
    with AgentOpsClient(live_server.url, raw_key) as client, pytest.raises(RunParked) as parked:
        DurableRun(client, second, run_id, lease_wait=30).run()
    assert parked.value.status == "RECOVERING" and "declared high risk since" in parked.value.reason
    assert len(sink.read_text().splitlines()) == 1, "sent once: no approver said to send it"
    assert [(c["status"], c["risk"]) for c in claims] == [("need_recheck", "low")]
