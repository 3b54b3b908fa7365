"""The LangGraph adapter (``agentops-durable[langgraph]``) as an adopter gets it: sdk/examples/langgraph_agent.py
(a ``ToolNode`` of LangChain tools and a LangChain-free model) in a fresh venv against a live server and the fake
model endpoint, SIGKILLed while its tool's call is in flight and run again; a refund in the approvals queue."""

from __future__ import annotations

from pathlib import Path

import pytest
from adapter_runs import approval_then_once, checks_pass, sigkilled_mid_call_then_resumed
from test_sdk_install import server  # noqa: F401 (the fixture)

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]
EXAMPLE = Path(__file__).resolve().parents[2] / "sdk" / "examples" / "langgraph_agent.py"


def test_tool_node_sigkilled_mid_call_resumes_with_one_ticket_and_no_extra_tokens(adapters_python, server, tmp_path):  # noqa: F811
    llm = sigkilled_mid_call_then_resumed(adapters_python, EXAMPLE, server, tmp_path, "langgraph-42")
    offered = {t["function"]["name"]: t["function"]["parameters"] for t in llm.requests[0]["tools"]}
    assert list(offered) == ["create_ticket", "refund_payment"]
    assert offered["create_ticket"]["required"] == ["customer", "subject"]  # the LangChain tool's own schema


def test_a_refund_waits_in_the_approvals_queue_then_runs_once(adapters_python, server, tmp_path):  # noqa: F811
    approval_then_once(adapters_python, EXAMPLE, server, tmp_path, "langgraph-refund-7")


CHECKS = '''
import asyncio
from langchain_core.tools import tool
from agentops_durable import ToolRejected, UndeclaredDedupe
from agentops_durable.adapters.langgraph import durable_react_run, durable_tools, idem_key

@tool
def lookup_invoice(invoice: int) -> str:
    """Read an invoice."""
    return '{"invoice": %d}' % invoice

def send_note(text: str) -> dict:  # a plain function, made a tool as ToolNode does
    """Send a note."""
    return {"sent": text, "key": idem_key()}

@tool
def fails(invoice: str) -> str:
    """Lose the connection."""
    raise ConnectionError("lost")

tools = {t.name: t for t in durable_tools([lookup_invoice, send_note, fails], {
    "lookup_invoice": {"effect": "read"}, "send_note": {"dedupes": True}, "fails": {"effect": "read"}})}
assert tools["lookup_invoice"].fn({"invoice": 7}, None) == {"success": True, "code": "ok", "data": {"invoice": 7}}
assert tools["send_note"].fn({"text": "hi"}, "k1")["data"] == {"sent": "hi", "key": "k1"}  # idem_key() is the call's
assert tools["send_note"].parameters["required"] == ["text"]
def raises(kind, fn, *args):
    try:
        fn(*args)
    except kind as exc:
        return str(exc)
    raise AssertionError(f"no {kind.__name__}")

raises(ToolRejected, tools["lookup_invoice"].fn, {"invoice": "seven"}, None)  # invalid: nothing ran, the model is told
raises(ConnectionError, tools["fails"].fn, {"invoice": "7"}, None)  # an unknown outcome, resolved by key
assert "tool 'send_note' is a write: declare whether its service dedupes" in raises(UndeclaredDedupe, durable_tools,
                                                                                    [send_note], {})
assert raises(TypeError, durable_tools, [send_note], {"send_notes": {}}) == "declare names no tool of the graph: send_notes"

async def enter():
    async with durable_react_run(object(), [], prompt="p", task="t", key="k"):
        pass
assert "is not journaled; give OpenAIChat(AsyncOpenAI(), 'model-name')" in raises(TypeError, asyncio.run, enter())
print("ok")
'''


def test_langchain_tools_are_journaled_tools_and_an_unjournaled_model_is_refused(adapters_python):
    checks_pass(adapters_python, CHECKS)
