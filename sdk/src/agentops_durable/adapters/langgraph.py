"""LangGraph, made durable: ``pip install 'agentops-durable[langgraph]'``.

The agent a LangGraph developer writes most — ``create_react_agent(model, tools, prompt=…)``, or its
hand-built twin (a model node, a ``ToolNode`` and ``tools_condition``) — is model → tools → model,
which is the durable loop's step. ``durable_react_run(model, tools, prompt=…, task=…, key=…, name=…)``
takes the same ``tools`` (LangChain tools, plain functions, or the ``ToolNode`` itself) and runs
that loop durably instead of the compiled graph:

* each tool call's intent and idempotency key are journaled before the tool runs (the LangChain
  tool's own argument validation; the function reads the key with :func:`idem_key`); a high-risk
  call (``declare``, or a name saying refund / pay / delete …) waits in the server's approvals queue
  rather than in an ``interrupt()``;
* the model is journaled — your LangChain chat model (``ChatOpenAI(…)``, ``init_chat_model(…)``:
  :class:`JournaledChatModel` binds the tools and journals each answer), or a LangChain-free
  ``OpenAIChat(AsyncOpenAI(), "gpt-4o-mini")`` — so a resume reuses every journaled answer (zero tokens).

Chosen over a LangGraph checkpointer: a checkpoint is written after a node finishes, so a tool
node killed mid-call runs its tools again with nothing to dedupe them by; here the intent and its
key are journaled before the call, and the replay after a crash carries the same key. Not journaled
(so not offered): other nodes of a custom graph, ``InjectedState`` / ``ToolRuntime`` arguments, a
structured ``response_format``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import convert_to_messages
from langchain_core.tools import BaseTool
from langchain_core.tools import tool as as_langchain_tool
from langchain_core.utils.function_calling import convert_to_openai_tool
from langgraph.prebuilt import ToolNode
from pydantic import ValidationError

from agentops_durable.adapters.common import answer_result, check_declare, declared_tool, idem_key, keyed
from agentops_durable.aio import adurable_run
from agentops_durable.bridge import run_coroutine
from agentops_durable.core.errors import DidNotAct, InvalidArguments, ModelError
from agentops_durable.core.model import Model, Sample, ToolCall
from agentops_durable.core.tools import Tool
from agentops_durable.llm.openai_compat import RETRYABLE_STATUS, Prices, priced_usage, to_openai_messages
from agentops_durable.run import DurableResult
from agentops_durable.tool import SetupError

__all__ = ["JournaledChatModel", "durable_react_run", "durable_tools", "idem_key"]


@asynccontextmanager
async def durable_react_run(
    model: Model | BaseChatModel,
    tools: ToolNode | Sequence[BaseTool | Callable[..., Any]],
    *,
    prompt: str,
    task: str,
    key: str,
    name: str | None = None,
    declare: dict[str, dict[str, Any]] | None = None,
    prices: Prices | None = None,
    **options: Any,
) -> AsyncIterator[DurableResult]:
    """``create_react_agent(model, tools, prompt=prompt).ainvoke(task)``, durably: the run named by
    ``key`` is created or resumed. ``name`` is the agent's name on the server
    (``AGENTOPS_EXTRA_AGENTS="name=external"``); ``declare[tool]`` takes ``effect`` (default
    ``"write"``), ``risk``, ``dedupes`` (required for a write), ``verify``, ``lookup``, ``compensate``.
    ``prices``: the LangChain model's price per 1,000 tokens, so a run's ``max_cost`` counts (default: free).
    Other options are :func:`~agentops_durable.run.durable_run`'s.
    """
    if isinstance(model, BaseChatModel):
        model = JournaledChatModel(model, prices=prices)
    if not callable(getattr(model, "sample", None)) or not isinstance(getattr(model, "version", None), str):
        raise TypeError(f"model {model!r} is not journaled; give a LangChain chat model or OpenAIChat(…)")
    if not isinstance(name, str) or not name.strip():
        raise SetupError(
            f"name: {name!r}: give the agent's name on the server, durable_react_run(..., name='support') "
            '(AGENTOPS_EXTRA_AGENTS="support=external", its key from `manage.py create_api_key support`): a ReAct '
            "loop's model and tools carry no agent name"
        )
    async with adurable_run(agent=name, model=model, tools=durable_tools(tools, declare or {}), prompt=prompt,
                            inputs={"task": task}, key=key, **options) as result:  # fmt: skip
        yield result


def durable_tools(
    tools: ToolNode | Sequence[BaseTool | Callable[..., Any]], declare: dict[str, dict[str, Any]]
) -> list[Tool]:
    """LangChain tools (or a ``ToolNode``'s, or plain functions, made tools as ``ToolNode`` does) as durable tools."""
    if isinstance(tools, BaseTool) or (callable(tools) and not isinstance(tools, ToolNode)):  # one, not a list of them
        one = getattr(tools, "name", None) or getattr(tools, "__name__", "the tool")
        raise TypeError(f"tools: a ToolNode or a list of tools, not one tool: [{one}]")
    found = list(tools.tools_by_name.values()) if isinstance(tools, ToolNode) else [
        t if isinstance(t, BaseTool) else as_langchain_tool(t) for t in tools
    ]  # fmt: skip
    check_declare(declare, (t.name for t in found), "the graph")
    return [_tool(t, declare.get(t.name, {})) for t in found]


def _tool(lc_tool: BaseTool, declared: dict[str, Any]) -> Tool:
    spec = convert_to_openai_tool(lc_tool)["function"]

    def call(args: dict[str, Any], key: str | None) -> Any:
        with keyed(key):
            try:
                answer = run_coroutine(lc_tool.ainvoke(args))
            except ValidationError as exc:  # nothing ran: the model is told
                raise InvalidArguments(f"invalid arguments: {exc}") from None
            except Exception as exc:
                if _interrupted(exc):  # LangGraph's pause for a human, which has no graph to pause here
                    raise DidNotAct(_INTERRUPT.format(tool=lc_tool.name)) from None
                raise
        return answer_result(answer)

    return declared_tool(lc_tool.name, call, declared, description=spec.get("description", ""),
                         parameters=spec.get("parameters") or {"type": "object"})  # fmt: skip


#: why a tool that called ``interrupt()`` did not act, and what to do instead
_INTERRUPT = (
    "{tool} called LangGraph's interrupt() to wait for a human: that pauses a compiled graph with a checkpointer, and "
    "none runs here (nothing after the interrupt() ran). A call waits for a human in the server's approvals queue: "
    "declare it {{'risk': 'high'}} in durable_react_run(declare=...) and take interrupt() out of the tool"
)


def _interrupted(exc: BaseException) -> bool:
    """Whether ``exc`` came out of LangGraph's ``interrupt()`` (outside a graph it fails on the graph's missing
    context: ``KeyError: '__pregel_scratchpad'``, or ``RuntimeError: Called get_config outside of a runnable
    context``). It was an unknown outcome, parked for an operator under that ``KeyError``, and parked again after
    every retry the operator chose — a run with no way on but a dead letter (qa-agents5)."""
    tb = exc.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_name == "interrupt" and code.co_filename.replace("\\", "/").endswith("langgraph/types.py"):
            return True
        tb = tb.tb_next
    return False


class JournaledChatModel:
    """A LangChain chat model as the durable loop's model: the tools bound, each answer journaled.

    ``version`` (``langchain:<llm type>:<model>``) is journaled in RunStarted: resuming with another
    model is refused. An error that carries an HTTP status, or a connection error or timeout, is a
    journaled ``ModelError`` (retryable on 5xx, 408, 425, 429); anything else is raised as a bug.
    """

    def __init__(self, chat_model: BaseChatModel, *, prices: Prices | None = None) -> None:
        self.chat_model, self.prices = chat_model, prices or Prices()
        name = getattr(chat_model, "model_name", None) or getattr(chat_model, "model", None) or ""
        self.version = f"langchain:{chat_model._llm_type}:{name}"

    def sample(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]) -> Sample:
        bound = self.chat_model.bind_tools(list(tools)) if tools else self.chat_model
        try:
            answer = run_coroutine(bound.ainvoke(convert_to_messages(to_openai_messages(messages))))
        except Exception as exc:
            status = getattr(exc, "status_code", None)
            if isinstance(status, int):
                retryable = status >= 500 or status in RETRYABLE_STATUS
                raise ModelError(f"{self.version}: HTTP {status}: {exc}", retryable=retryable) from None
            if isinstance(exc, TimeoutError | ConnectionError) or "Connection" in type(exc).__name__:
                raise ModelError(f"{self.version}: {type(exc).__name__}: {exc}") from None
            raise
        calls = tuple(ToolCall(c["name"], c["args"], c.get("id") or "") for c in answer.tool_calls)
        usage = answer.usage_metadata or {}
        tokens = (usage.get("input_tokens") or 0, usage.get("output_tokens") or 0)
        # none reported: estimated; priced as OpenAIChat does, so max_tokens and max_cost count
        return Sample(answer.text, calls, priced_usage(tokens if any(tokens) else None, self.prices, messages,
                                                       answer.text, calls))  # fmt: skip
