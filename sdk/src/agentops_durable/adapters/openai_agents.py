"""The OpenAI Agents SDK (``openai-agents``), made durable: ``pip install 'agentops-durable[openai-agents]'``.

``async with durable_agent_run(agent, task, key=…, declare=…)`` runs an ``agents.Agent`` — its
instructions, its ``@function_tool`` tools, its model — on the durable loop instead of
``Runner.run``: each completion is journaled before anything acts on it (a resume reuses it for
zero tokens), each tool call's intent and idempotency key are journaled before the function runs
(the function reads the key with :func:`idem_key`), and a tool with ``needs_approval`` waits in the
server's approvals queue (``WAITING_MANUAL_CONFIRM``) instead of interrupting the Runner.

What the durable loop does not have is refused, not ignored: handoffs, guardrails, an
``output_type``, MCP servers on the agent, hosted (non-function) tools, callable instructions.
"""

from __future__ import annotations

import copy
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from agents import Agent, FunctionTool
from agents.exceptions import ModelBehaviorError
from agents.models.openai_chatcompletions import OpenAIChatCompletionsModel
from agents.tool import set_function_tool_failure_error_function
from agents.tool_context import ToolContext
from agents.usage import Usage
from openai import AsyncOpenAI

from agentops_durable.adapters.common import answer_result, check_declare, declared_tool, idem_key, keyed
from agentops_durable.aio import adurable_run
from agentops_durable.bridge import run_coroutine
from agentops_durable.core.errors import InvalidArguments
from agentops_durable.core.tools import Tool
from agentops_durable.openai_chat import OpenAIChat
from agentops_durable.run import DurableResult

__all__ = ["durable_agent_run", "durable_model", "durable_tools", "idem_key"]
_UNSUPPORTED = ("handoffs", "input_guardrails", "output_guardrails", "mcp_servers")
#: how the Agents SDK's ``ModelBehaviorError`` begins when a function tool's arguments failed its check (nothing ran)
_INVALID_ARGUMENTS = "Invalid JSON input for tool"


@asynccontextmanager
async def durable_agent_run(
    agent: Agent[Any],
    task: str,
    *,
    key: str,
    declare: dict[str, dict[str, Any]] | None = None,
    name: str | None = None,
    **options: Any,
) -> AsyncIterator[DurableResult]:
    """``Runner.run(agent, task)``, durably: the run named by ``key`` is created or resumed.

    ``declare[tool]`` takes ``effect`` (default ``"write"``), ``risk``, ``dedupes`` (required for a
    write), ``verify``, ``lookup``, ``compensate``. ``name`` is the agent's name on the server
    (``AGENTOPS_EXTRA_AGENTS="name=external"``; default ``agent.name``). Other options are
    :func:`~agentops_durable.run.durable_run`'s (``budget``, ``url``, ``lease_wait``, ``wait_for_human`` …).
    """
    if not isinstance(agent, Agent):  # was "AttributeError: 'str' object has no attribute 'name'"
        raise TypeError(f"agent: an agents.Agent (from agents import Agent), not a {type(agent).__name__}")
    async with adurable_run(
        agent=name or agent.name,
        model=durable_model(agent),
        tools=durable_tools(agent, declare or {}),
        prompt=_instructions(agent),
        inputs={"task": task},
        key=key,
        **options,
    ) as result:
        yield result


def durable_model(agent: Agent[Any]) -> OpenAIChat:
    """The agent's model as a journaled one: an ``OpenAIChatCompletionsModel`` keeps its client; a
    model name uses ``AsyncOpenAI()`` (the Chat Completions API, configured by ``OPENAI_*``)."""
    model = agent.model
    if isinstance(model, OpenAIChatCompletionsModel):
        return OpenAIChat(model._client, str(model.model))
    if isinstance(model, str):
        return OpenAIChat(AsyncOpenAI(), model)
    raise TypeError(
        f"agent {agent.name!r}: model {model!r} is not journaled; give an OpenAIChatCompletionsModel or a model name"
    )


def durable_tools(agent: Agent[Any], declare: dict[str, dict[str, Any]]) -> list[Tool]:
    """The agent's function tools as durable tools (``needs_approval`` ⇒ high risk: an approver decides)."""
    hosted = [getattr(t, "name", type(t).__name__) for t in agent.tools if not isinstance(t, FunctionTool)]
    if hosted:
        raise TypeError(f"agent {agent.name!r}: only function tools are journaled, not {', '.join(hosted)}")
    check_declare(declare, (t.name for t in agent.tools), f"agent {agent.name!r}")
    return [_tool(t, declare.get(t.name, {})) for t in agent.tools if isinstance(t, FunctionTool)]


def _tool(function_tool: FunctionTool, declared: dict[str, Any]) -> Tool:
    raising = copy.copy(function_tool)  # an exception is an unknown outcome, not a message to the model
    set_function_tool_failure_error_function(raising, None)
    approval = function_tool.needs_approval is not False  # a per-call policy is treated as "always"

    def call(args: dict[str, Any], key: str | None) -> Any:
        arguments = json.dumps(args)
        context = ToolContext(None, Usage(), function_tool.name, key or function_tool.name, arguments)
        with keyed(key):
            try:
                return answer_result(run_coroutine(raising.on_invoke_tool(context, arguments)))
            except ModelBehaviorError as exc:
                # the Agents SDK's check of the arguments, before the function runs: the model is told, as the
                # other adapters tell it (raised on, it was an unknown outcome, and a human decided a model's slip)
                if str(exc).startswith(_INVALID_ARGUMENTS):
                    raise InvalidArguments(f"{function_tool.name}: invalid arguments: {exc}") from None
                raise

    return declared_tool(function_tool.name, call, declared, description=function_tool.description,
                         parameters=function_tool.params_json_schema, high_risk=approval)  # fmt: skip


def _instructions(agent: Agent[Any]) -> str:
    present = [field for field in _UNSUPPORTED if getattr(agent, field, None)]
    if agent.output_type not in (None, str):
        present.append("output_type")
    if present:
        raise TypeError(f"agent {agent.name!r}: the durable loop has no {', '.join(present)}; remove them")
    if agent.instructions is not None and not isinstance(agent.instructions, str):
        raise TypeError(f"agent {agent.name!r}: instructions must be a string (the journaled prompt template)")
    return (agent.instructions or "").replace("{", "{{").replace("}", "}}")  # plain text, not a template
