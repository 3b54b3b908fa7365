"""The OpenAI Agents SDK adapter (``agentops-durable[openai-agents]``) as an adopter gets it: a fresh venv,
sdk/examples/openai_agents_agent.py against a live server and the fake model endpoint, SIGKILLed while
its function tool's call is in flight and run again; a ``needs_approval`` tool in the approvals queue."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from local_servers import FakeLLM, ToolService, serve
from test_sdk_install import (  # noqa: F401 (server: the fixture)
    AGENT,
    USAGE,
    client_env,
    kill_mid_ticket_call,
    refund_model,
    server,
    support_model,
)

from runs.models import Event, Run, ToolExecution

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "sdk" / "examples" / "openai_agents_agent.py"


@pytest.fixture(scope="module")
def agents_python(tmp_path_factory) -> Path:
    """A fresh venv with ``agentops-durable[openai-agents]`` from this checkout, and nothing else."""
    venv = tmp_path_factory.mktemp("agents-venv")
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", f"{ROOT / 'sdk'}[openai-agents]"],
                          capture_output=True, text=True, timeout=600)  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    return python


def test_function_tool_sigkilled_mid_call_resumes_with_one_ticket_and_no_extra_tokens(
    agents_python, server, tmp_path  # noqa: F811
):
    llm, service = FakeLLM(support_model), ToolService()
    service.misbehave, service.slow_seconds = "slow", 60  # the ticket is created; the answer never comes in time
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        kill_mid_ticket_call([str(agents_python), str(EXAMPLE)], env, tmp_path, service)
        run = Run.objects.get(create_key=f"{AGENT}:agents-42")
        intent = json.loads(Event.objects.get(run=run, type="ToolRequested").payload)
        assert not Event.objects.filter(run=run, type="ToolResult").exists()

        second = subprocess.run([str(agents_python), str(EXAMPLE)], env=env, cwd=tmp_path,
                                capture_output=True, text=True, timeout=120)  # fmt: skip
    assert second.returncode == 0, second.stderr
    assert second.stdout.startswith("COMPLETED | Opened ticket t-1 for ACME [evt:")
    assert service.count() == 1  # no repeated effect
    assert service.keys_seen == [intent["idem_key"]] * 2  # the function read the journaled key: idem_key()
    assert llm.count == 2  # one request per step: the journaled step-0 completion was reused
    first_request = llm.requests[0]
    assert [t["function"]["name"] for t in first_request["tools"]] == ["create_ticket", "refund_payment"]
    run.refresh_from_db()
    assert run.status == "COMPLETED" and run.tokens_used == 2 * sum(USAGE)  # the crash-free run's tokens


def test_a_needs_approval_tool_waits_in_the_approvals_queue_then_runs_once(
    agents_python, server, tmp_path  # noqa: F811
):
    from approvals.services import approve_call

    llm, service = FakeLLM(refund_model), ToolService()
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url, RUN_KEY="agents-refund-7")
        held = subprocess.run([str(agents_python), str(EXAMPLE)], env=env, cwd=tmp_path, capture_output=True,
                              text=True, timeout=120)  # fmt: skip
        assert held.returncode == 0, held.stderr
        assert held.stdout.startswith("WAITING_MANUAL_CONFIRM | refund_payment waits for an approver")
        assert service.count() == 0  # nothing ran on the model's word
        execution = ToolExecution.objects.get(run__create_key=f"{AGENT}:agents-refund-7",
                                              status="WAITING_MANUAL_CONFIRM")  # fmt: skip
        approve_call(execution_id=execution.id, actor="test:approver", reason="invoice checked")
        done = subprocess.run([str(agents_python), str(EXAMPLE)], env=env, cwd=tmp_path, capture_output=True,
                              text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("COMPLETED | Refunded invoice 7 [evt:")
    assert service.count() == 1 and llm.count == 2


REFUSALS = '''
import asyncio
from agents import Agent, function_tool
from agentops_durable import UndeclaredDedupe
from agentops_durable.adapters.openai_agents import durable_agent_run, durable_tools

@function_tool
def lookup_invoice(invoice: str) -> str:
    """Read an invoice."""
    return invoice

@function_tool
def fails(invoice: str) -> str:
    """Lose the connection."""
    raise ConnectionError("lost")

async def enter(agent):
    async with durable_agent_run(agent, "t", key="k"):  # refused before it reaches a server
        pass

def refused(agent, declare=None):
    try:
        durable_tools(agent, declare) if declare is not None else asyncio.run(enter(agent))
    except (TypeError, UndeclaredDedupe) as exc:
        return str(exc)
    raise AssertionError("accepted")

tools = Agent(name="a", tools=[lookup_invoice])
assert "tool 'lookup_invoice' is a write: declare whether its service dedupes" in refused(tools, {})
assert refused(tools, {"lookup": {}}) == "declare names no tool of agent 'a': lookup"
assert refused(Agent(name="a", handoffs=[Agent(name="b")], output_type=int, model="m")) == \\
    "agent 'a': the durable loop has no handoffs, output_type; remove them"
assert "model None is not journaled" in refused(Agent(name="a"))
read = durable_tools(tools, {"lookup_invoice": {"effect": "read"}})[0]
assert read.fn({"invoice": '{"id": 7}'}, None) == {"success": True, "code": "ok", "data": {"id": 7}}
assert read.fn({"invoice": "I-7"}, None)["data"] == {"text": "I-7"}
try:  # the SDK's default turns an exception into a message to the model; here it is an unknown outcome
    durable_tools(Agent(name="a", tools=[fails]), {"fails": {"effect": "read"}})[0].fn({"invoice": "7"}, None)
except ConnectionError:
    print("ok")
'''


def test_what_the_durable_loop_lacks_is_refused_and_a_failing_tool_raises(agents_python):
    env = {"PATH": os.environ["PATH"], "OPENAI_API_KEY": "unused"}
    done = subprocess.run([str(agents_python), "-c", REFUSALS], env=env, capture_output=True, text=True, timeout=60,
                          cwd="/")  # fmt: skip
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
