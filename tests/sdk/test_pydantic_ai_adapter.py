"""The PydanticAI adapter (``agentops-durable[pydantic-ai]``) as an adopter gets it: sdk/examples/pydantic_ai_agent.py
in a fresh venv against a live server and the fake model endpoint, SIGKILLed while its tool's call is in flight
and run again; a ``requires_approval`` tool in the approvals queue; what the durable loop lacks is refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from adapter_runs import a_failed_run_says_why, approval_then_once, checks_pass, sigkilled_mid_call_then_resumed

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]
EXAMPLE = Path(__file__).resolve().parents[2] / "sdk" / "examples" / "pydantic_ai_agent.py"


def test_tool_sigkilled_mid_call_resumes_with_one_ticket_and_no_extra_tokens(adapters_python, server, tmp_path):
    llm = sigkilled_mid_call_then_resumed(adapters_python, EXAMPLE, server, tmp_path, "pydantic-ai-42")
    first = llm.requests[0]
    assert [t["function"]["name"] for t in first["tools"]] == ["create_ticket", "refund_payment"]
    assert first["messages"][0] == {"role": "system", "content": "You are ACME's support agent."}


def test_a_requires_approval_tool_waits_in_the_approvals_queue_then_runs_once(adapters_python, server, tmp_path):
    approval_then_once(adapters_python, EXAMPLE, server, tmp_path, "pydantic-ai-refund-7")


CHECKS = '''
import asyncio
from pydantic_ai import Agent, ModelRetry, RunContext
from pydantic_ai.exceptions import ApprovalRequired
from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart
from pydantic_ai.models.function import FunctionModel
from pydantic_ai.usage import RequestUsage
from agentops_durable import DidNotAct, ToolRejected, UndeclaredDedupe
from agentops_durable.adapters.pydantic_ai import JournaledModel, durable_agent_run, durable_tools

seen = []
def answer(messages, info):  # any PydanticAI model: here a function
    seen.append((messages, [t.name for t in info.function_tools]))
    return ModelResponse(parts=[TextPart("checking"), ToolCallPart("lookup_invoice", {"invoice": "7"}, "c9")],
                         usage=RequestUsage(input_tokens=11, output_tokens=3))

agent = Agent(FunctionModel(answer), name="a", instructions="Be brief.", deps_type=str)

@agent.tool
def lookup_invoice(ctx: RunContext[str], invoice: str) -> dict:
    """Read an invoice."""
    if invoice == "0":
        raise ModelRetry("no invoice 0")
    return {"invoice": invoice, "owner": ctx.deps}

@agent.tool_plain
def fails(invoice: str) -> str:
    """Lose the connection."""
    raise ConnectionError("lost")

paid = []

@agent.tool
def pay_invoice(ctx: RunContext[str], invoice: str) -> dict:
    """Pay an invoice, once a human approved it (PydanticAI's dynamic approval)."""
    if not ctx.tool_call_approved:
        raise ApprovalRequired()
    paid.append(invoice)
    return {"paid": invoice}

def tools(declare):
    from pydantic_ai import RunContext
    ctx = RunContext(deps="ACME", model=agent.model, usage=None, prompt="t")
    return {t.name: t for t in asyncio.run(durable_tools(agent, declare, ctx))}

def refused(agent, **declare):
    async def enter():
        async with durable_agent_run(agent, "t", key="k", declare=declare):  # refused before any server
            pass
    try:
        asyncio.run(enter())
    except (TypeError, UndeclaredDedupe) as exc:
        return str(exc)
    raise AssertionError("accepted")

reads = {"lookup_invoice": {"effect": "read"}, "fails": {"effect": "read"}, "pay_invoice": {"dedupes": False}}
read = tools(reads)["lookup_invoice"]
assert read.fn({"invoice": "7"}, None) == {"success": True, "code": "ok", "data": {"invoice": "7", "owner": "ACME"}}
for bad in ({"invoice": "0"}, {"invoice": 7, "extra": 1}):  # ModelRetry, invalid arguments: nothing ran, the model is told
    try:
        read.fn(bad, None)
    except ToolRejected:
        pass
    else:
        raise AssertionError(bad)
try:  # it asked to be deferred before acting: nothing ran, the model is told (not an operator, parked for ever)
    tools(reads)["pay_invoice"].fn({"invoice": "7"}, None)
except DidNotAct as exc:
    assert str(exc).startswith("pay_invoice raised ApprovalRequired: PydanticAI would end the run") and paid == []
    assert "give the tool requires_approval=True" in str(exc), exc
else:
    raise AssertionError("ran")
try:  # any other exception is an unknown outcome, resolved by key
    tools(reads)["fails"].fn({"invoice": "7"}, None)
except ConnectionError:
    pass
assert "tool 'fails' is a write: declare whether its service dedupes" in refused(agent, lookup_invoice={"effect": "read"})
assert refused(agent, lookup={}) == "declare names no tool of agent 'a': lookup"
assert refused(agent, fails={"dedupe": True}) == (
    "declare['fails']: no field 'dedupe'; a tool declares effect, risk, dedupes, verify, lookup, compensate")
assert refused("support") == "agent: a pydantic_ai.Agent (from pydantic_ai import Agent), not a str"
assert "remove output_type" in refused(Agent(FunctionModel(answer), name="b", output_type=int))
dynamic = Agent(FunctionModel(answer), name="c")
dynamic.instructions(lambda: "now")
assert "instructions must be strings" in refused(dynamic)

model = JournaledModel(agent.model)
journal = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Invoice 7?"},
           {"role": "assistant", "content": "", "tool_calls": [{"name": "lookup_invoice", "args": {"invoice": "7"},
                                                                "call_id": "c1"}]},
           {"role": "tool", "call_id": "c1", "content": "{}", "event_id": "e1"}]
sample = model.sample(journal, [{"type": "function", "function": {"name": "lookup_invoice", "description": "",
                                                                  "parameters": {"type": "object"}}}])
assert (sample.content, sample.tool_calls[0].args, sample.tool_calls[0].call_id) == ("checking", {"invoice": "7"}, "c9")
assert (sample.usage.prompt_tokens, sample.usage.completion_tokens) == (11, 3) and model.version == "function:function:answer:"
messages, offered = seen[0]
assert offered == ["lookup_invoice"] and [m.kind for m in messages] == ["request", "response", "request"]
returned = messages[2].parts[0]
assert (returned.tool_name, returned.tool_call_id, returned.content) == ("lookup_invoice", "c1", "[evt:e1] {}")
# a provider that reports no usage: the tokens are estimated, as OpenAIChat does (journaled as 0, max_tokens never counted)
from pydantic_ai.models import Model

class Silent(Model):  # an endpoint that sends no usage (FunctionModel estimates its own)
    async def request(self, messages, model_settings, model_request_parameters):
        return ModelResponse(parts=[TextPart("x" * 400)])

    @property
    def model_name(self):
        return "silent"

    @property
    def system(self):
        return "local"

usage = JournaledModel(Silent()).sample(journal, []).usage
assert usage.prompt_tokens > 20 and usage.completion_tokens >= 100, usage
# priced as OpenAIChat prices (priced_usage): journaled as cost 0, a run's max_cost never counted (fix-agents8)
from agentops_durable.llm.openai_compat import Prices
spec = {"type": "function", "function": {"name": "lookup_invoice", "description": "", "parameters": {"type": "object"}}}
priced = JournaledModel(agent.model, prices=Prices(1.0, 2.0)).sample(journal, [spec]).usage
assert (priced.prompt_tokens, priced.cost) == (11, 0.011 + 0.006), priced
silent = JournaledModel(Silent(), prices=Prices(1.0, 2.0)).sample(journal, []).usage
assert silent.cost == (silent.prompt_tokens * 1.0 + silent.completion_tokens * 2.0) / 1000 > 0, silent
print("ok")
'''


def test_a_run_failed_for_good_prints_why(adapters_python, server, tmp_path):
    a_failed_run_says_why(adapters_python, EXAMPLE, server, tmp_path, "pydantic-ai-bad-key")


def test_any_pydantic_ai_model_is_journaled_and_what_the_loop_lacks_is_refused(adapters_python):
    checks_pass(adapters_python, CHECKS)
