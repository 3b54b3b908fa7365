"""The OpenAI Agents SDK adapter (``agentops-durable[openai-agents]``) as an adopter gets it: a fresh venv,
sdk/examples/openai_agents_agent.py against a live server and the fake model endpoint, SIGKILLed while
its function tool's call is in flight and run again; a ``needs_approval`` tool in the approvals queue."""

from __future__ import annotations

from pathlib import Path

import pytest
from adapter_runs import a_failed_run_says_why, approval_then_once, checks_pass, sigkilled_mid_call_then_resumed

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]
EXAMPLE = Path(__file__).resolve().parents[2] / "sdk" / "examples" / "openai_agents_agent.py"


def test_function_tool_sigkilled_mid_call_resumes_with_one_ticket_and_no_extra_tokens(
    adapters_python, server, tmp_path
):
    llm = sigkilled_mid_call_then_resumed(adapters_python, EXAMPLE, server, tmp_path, "agents-42")
    assert [t["function"]["name"] for t in llm.requests[0]["tools"]] == ["create_ticket", "refund_payment"]


def test_a_needs_approval_tool_waits_in_the_approvals_queue_then_runs_once(adapters_python, server, tmp_path):
    approval_then_once(adapters_python, EXAMPLE, server, tmp_path, "agents-refund-7")


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
assert refused(tools, {"lookup_invoice": {"dedupe": True}}) == (
    "declare['lookup_invoice']: no field 'dedupe'; a tool declares effect, risk, dedupes, verify, lookup, compensate")
assert refused(tools, {"lookup_invoice": {"effect": "reed"}}) == \
    "declare['lookup_invoice']: effect='reed': expected 'read' or 'write'"
assert refused("support") == "agent: an agents.Agent (from agents import Agent), not a str"
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


INVALID_ARGUMENTS = """
from agents import Agent, function_tool
from agentops_durable.adapters.openai_agents import durable_tools
from agentops_durable.core.protocol import UnknownOutcome, call_tool

ran = []

@function_tool
def create_ticket(customer: str, subject: str) -> dict:
    \"\"\"Open a support ticket.\"\"\"
    ran.append(customer)
    return {"ticket_id": "t-1"}

ticket = durable_tools(Agent(name="a", tools=[create_ticket]), {"create_ticket": {"dedupes": True}})[0]
told = call_tool(ticket.fn, {"customer": "ACME"}, "k1")  # the model left out subject: nothing ran
assert told["code"] == "rejected" and "create_ticket: invalid arguments" in told["error"], told
replayed = call_tool(ticket.fn, {"customer": "ACME"}, "k1", replay=True)  # journaled by code that took it
assert isinstance(replayed, UnknownOutcome) and not replayed.replayable, replayed
assert ran == [] and call_tool(ticket.fn, {"customer": "ACME", "subject": "x"}, "k1")["success"] and ran == ["ACME"]
print("ok")
"""


def test_arguments_the_function_tool_cannot_take_are_a_rejected_call_the_model_is_told(adapters_python):
    """The Agents SDK refuses them before the function runs (``ModelBehaviorError: Invalid JSON input for tool``);
    raised on, it was an unknown outcome: a deduping write replayed twice with its key, then parked for a human, for
    a model's slip the PydanticAI and LangGraph adapters and ``@tool`` tell the model about."""
    checks_pass(adapters_python, INVALID_ARGUMENTS)


def test_a_run_failed_for_good_prints_why(adapters_python, server, tmp_path):
    a_failed_run_says_why(adapters_python, EXAMPLE, server, tmp_path, "agents-bad-key")


def test_what_the_durable_loop_lacks_is_refused_and_a_failing_tool_raises(adapters_python):
    checks_pass(adapters_python, REFUSALS)
