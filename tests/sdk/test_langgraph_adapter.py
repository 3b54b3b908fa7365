"""The LangGraph adapter (``agentops-durable[langgraph]``) as an adopter gets it: sdk/examples/langgraph_agent.py
(a ``ToolNode`` of LangChain tools and a LangChain-free model) in a fresh venv against a live server and the fake
model endpoint, SIGKILLed while its tool's call is in flight and run again; a refund in the approvals queue."""

from __future__ import annotations

from pathlib import Path

import pytest
from adapter_runs import a_failed_run_says_why, approval_then_once, checks_pass, sigkilled_mid_call_then_resumed

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]
EXAMPLE = Path(__file__).resolve().parents[2] / "sdk" / "examples" / "langgraph_agent.py"


def test_tool_node_sigkilled_mid_call_resumes_with_one_ticket_and_no_extra_tokens(adapters_python, server, tmp_path):
    llm = sigkilled_mid_call_then_resumed(adapters_python, EXAMPLE, server, tmp_path, "langgraph-42")
    offered = {t["function"]["name"]: t["function"]["parameters"] for t in llm.requests[0]["tools"]}
    assert list(offered) == ["create_ticket", "refund_payment"]
    assert offered["create_ticket"]["required"] == ["customer", "subject"]  # the LangChain tool's own schema


def test_a_refund_waits_in_the_approvals_queue_then_runs_once(adapters_python, server, tmp_path):
    approval_then_once(adapters_python, EXAMPLE, server, tmp_path, "langgraph-refund-7")


CHECKS = '''
import asyncio
from langchain_core.tools import tool
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from agentops_durable import DidNotAct, ModelError, SetupError, ToolRejected, UndeclaredDedupe
from agentops_durable.adapters.langgraph import JournaledChatModel, durable_react_run, durable_tools, idem_key
from langgraph.types import interrupt

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

sent = []

@tool
def send_reminder(customer: str) -> dict:
    """Send a reminder once a human said yes (LangGraph's human-in-the-loop)."""
    if not interrupt({"question": f"remind {customer}?"}):
        return {"sent": False}
    sent.append(customer)
    return {"sent": True}

tools = {t.name: t for t in durable_tools([lookup_invoice, send_note, fails, send_reminder], {
    "lookup_invoice": {"effect": "read"}, "send_note": {"dedupes": True}, "fails": {"effect": "read"},
    "send_reminder": {"dedupes": False}})}
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
# interrupt() has no graph to pause: the call did not act (the model is told why, not an operator a KeyError)
said = raises(DidNotAct, tools["send_reminder"].fn, {"customer": "ACME"}, None)
assert said.startswith("send_reminder called LangGraph's interrupt() to wait for a human") and sent == [], said
assert "declare it {'risk': 'high'} in durable_react_run(declare=...)" in said
assert "tool 'send_note' is a write: declare whether its service dedupes" in raises(UndeclaredDedupe, durable_tools,
                                                                                    [send_note], {})
assert raises(TypeError, durable_tools, [send_note], {"send_notes": {}}) == "declare names no tool of the graph: send_notes"
assert raises(TypeError, durable_tools, lookup_invoice, {}) == \
    "tools: a ToolNode or a list of tools, not one tool: [lookup_invoice]"
assert raises(TypeError, durable_tools, [send_note], {"send_note": {"risk": "HIGH"}}) == \
    "declare['send_note']: risk='HIGH': expected 'low' or 'high'"

async def enter():
    async with durable_react_run(object(), [], prompt="p", task="t", key="k"):
        pass

seen = []

class Scripted(BaseChatModel):  # any LangChain chat model: ChatOpenAI, init_chat_model(...) …
    model_name: str = "scripted-1"

    @property
    def _llm_type(self):
        return "scripted"

    def bind_tools(self, tools, **kwargs):
        return self.bind(tools=tools)

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):
        seen.append((messages, kwargs.get("tools")))
        if messages[-1].content == "fail":
            raise ConnectionError("reset by peer")
        said = AIMessage("checking", tool_calls=[{"name": "lookup_invoice", "args": {"invoice": 7}, "id": "c9"}],
                         usage_metadata={"input_tokens": 11, "output_tokens": 3, "total_tokens": 14})
        return ChatResult(generations=[ChatGeneration(message=said)])

model = JournaledChatModel(Scripted())
journal = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Invoice 7?"},
           {"role": "assistant", "content": "", "tool_calls": [{"name": "lookup_invoice", "args": {"invoice": 7},
                                                                "call_id": "c1"}]},
           {"role": "tool", "call_id": "c1", "content": "{}", "event_id": "e1"}]
spec = {"type": "function", "function": {"name": "lookup_invoice", "description": "", "parameters": {"type": "object"}}}
sample = model.sample(journal, [spec])
assert (sample.content, sample.tool_calls[0].args, sample.tool_calls[0].call_id) == ("checking", {"invoice": 7}, "c9")
assert (sample.usage.prompt_tokens, sample.usage.completion_tokens) == (11, 3) and model.version == "langchain:scripted:scripted-1"
sent, offered = seen[0]
assert [type(m).__name__ for m in sent] == ["SystemMessage", "HumanMessage", "AIMessage", "ToolMessage"]
assert sent[3].tool_call_id == "c1" and sent[3].content == "[evt:e1] {}" and offered == [spec]
assert "ConnectionError: reset by peer" in raises(ModelError, model.sample, [{"role": "user", "content": "fail"}], [])
class Silent(Scripted):  # a chat model that reports no usage_metadata (many local and proxied models)
    def _generate(self, messages, stop=None, run_manager=None, **kwargs):
        return ChatResult(generations=[ChatGeneration(message=AIMessage("x" * 400))])

usage = JournaledChatModel(Silent()).sample(journal, []).usage  # estimated, as OpenAIChat does: 0 never spent max_tokens
assert usage.prompt_tokens > 20 and usage.completion_tokens >= 100, usage
# priced as OpenAIChat prices (priced_usage): journaled as cost 0, a run's max_cost never counted (fix-agents8)
from agentops_durable.llm.openai_compat import Prices
assert JournaledChatModel(Scripted(), prices=Prices(1.0, 2.0)).sample(journal, [spec]).usage.cost == 0.011 + 0.006
silent = JournaledChatModel(Silent(), prices=Prices(1.0, 2.0)).sample(journal, []).usage
assert silent.cost == (silent.prompt_tokens * 1.0 + silent.completion_tokens * 2.0) / 1000 > 0, silent
assert "is not journaled; give a LangChain chat model or OpenAIChat(…)" in raises(TypeError, asyncio.run, enter())

async def unnamed():  # the other adapters name the run's agent after the framework's; a model and tools carry none
    async with durable_react_run(JournaledChatModel(Scripted()), [lookup_invoice], prompt="p", task="t", key="k",
                                 declare={"lookup_invoice": {"effect": "read"}}):
        pass
assert raises(SetupError, asyncio.run, unnamed()).startswith("name: None: give the agent's name on the server, ")
print("ok")
'''


def test_a_run_failed_for_good_prints_why(adapters_python, server, tmp_path):
    a_failed_run_says_why(adapters_python, EXAMPLE, server, tmp_path, "langgraph-bad-key")


def test_langchain_tools_and_chat_models_are_journaled_and_an_unjournaled_model_is_refused(adapters_python):
    checks_pass(adapters_python, CHECKS)
