"""PydanticAI (``pydantic-ai-slim``), made durable: ``pip install 'agentops-durable[pydantic-ai]'``.

``async with durable_agent_run(agent, task, key=…, declare=…)`` runs a ``pydantic_ai.Agent`` — its
instructions, its tools, its model — on the durable loop instead of ``agent.run``, the way
PydanticAI's own durable integrations (DBOS, Temporal, Prefect) wrap the same two things:

* **The model**: :class:`JournaledModel` wraps any PydanticAI ``Model`` (OpenAI, Anthropic, Gemini,
  a ``FunctionModel`` …): each ``request`` is made through the wrapped model and its response
  journaled before anything acts on it, so a resume reuses it for zero tokens.
* **The tools**: each tool of the agent's toolsets is a journaled tool: the intent and its
  idempotency key are journaled before the toolset's ``call_tool`` runs it (arguments validated and
  ``RunContext`` injected as in PydanticAI); the function reads the key with :func:`idem_key`. A tool
  with ``requires_approval=True`` waits in the server's approvals queue (``WAITING_MANUAL_CONFIRM``)
  instead of ending the run with deferred tool requests.

Refused, not ignored: an ``output_type`` other than ``str``, dynamic instructions or system prompts
(functions), deferred (external) tools. Invalid arguments and ``ModelRetry`` reach the model as a
rejected call, as in PydanticAI; any other exception is an unknown outcome, resolved by key.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import Any

from pydantic import ValidationError
from pydantic_ai import Agent, ModelRetry, RunContext
from pydantic_ai.exceptions import (
    ApprovalRequired,
    CallDeferred,
    ModelAPIError,
    ModelHTTPError,
    UnexpectedModelBehavior,
)
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)
from pydantic_ai.models import Model, ModelRequestParameters, infer_model
from pydantic_ai.tools import ToolDefinition
from pydantic_ai.usage import RunUsage
from pydantic_core import to_jsonable_python

from agentops_durable.adapters.common import answer_result, check_declare, declared_tool, idem_key, keyed
from agentops_durable.aio import adurable_run
from agentops_durable.bridge import run_coroutine
from agentops_durable.core.errors import DidNotAct, InvalidArguments, ModelError, ToolRejected
from agentops_durable.core.model import Sample, ToolCall
from agentops_durable.core.tools import Tool
from agentops_durable.llm.openai_compat import RETRYABLE_STATUS, Prices, priced_usage, to_openai_messages
from agentops_durable.run import DurableResult

__all__ = ["JournaledModel", "durable_agent_run", "durable_tools", "idem_key"]


@asynccontextmanager
async def durable_agent_run(
    agent: Agent[Any, Any],
    task: str,
    *,
    key: str,
    declare: dict[str, dict[str, Any]] | None = None,
    deps: Any = None,
    name: str | None = None,
    prices: Prices | None = None,
    **options: Any,
) -> AsyncIterator[DurableResult]:
    """``agent.run(task)``, durably: the run named by ``key`` is created or resumed.

    ``declare[tool]`` takes ``effect`` (default ``"write"``), ``risk``, ``dedupes`` (required for a
    write), ``verify``, ``lookup``, ``compensate``. ``deps`` is the tools' ``RunContext.deps``.
    ``name`` is the agent's name on the server (``AGENTOPS_EXTRA_AGENTS="name=external"``; default
    ``agent.name``). ``prices``: the model's price per 1,000 tokens, so a run's ``max_cost`` counts (default: free).
    Other options are :func:`~agentops_durable.run.durable_run`'s.
    """
    if not isinstance(agent, Agent):  # was "AttributeError: 'str' object has no attribute 'name'"
        raise TypeError(f"agent: a pydantic_ai.Agent (from pydantic_ai import Agent), not a {type(agent).__name__}")
    label = name or agent.name
    if not label:
        raise TypeError("the agent has no name: give Agent(name=…) or name=")
    prompt = _instructions(agent)  # refusals first, before anything reaches a server
    model = JournaledModel(_model(agent), settings=agent.model_settings, prices=prices)
    context = RunContext(deps=deps, model=model.wrapped, usage=RunUsage(), prompt=task)
    tools = await durable_tools(agent, declare or {}, context)
    async with adurable_run(agent=label, model=model, tools=tools, prompt=prompt, inputs={"task": task}, key=key,
                            **options) as result:  # fmt: skip
        yield result


class JournaledModel:
    """A PydanticAI ``Model`` as the durable loop's model: the loop journals every response.

    ``version`` (``system:model_name``) is journaled in RunStarted: resuming with another model is refused.
    """

    def __init__(self, model: Model, *, settings: Any = None, prices: Prices | None = None) -> None:
        self.wrapped, self.settings, self.prices = model, settings, prices or Prices()
        self.version = f"{model.system}:{model.model_name}"

    def sample(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]) -> Sample:
        definitions = [ToolDefinition(name=t["function"]["name"], description=t["function"].get("description"),
                                      parameters_json_schema=t["function"]["parameters"]) for t in tools]  # fmt: skip
        request = self.wrapped.request(to_pydantic_messages(messages), self.settings,
                                       ModelRequestParameters(function_tools=definitions, allow_text_output=True))  # fmt: skip
        try:
            response: ModelResponse = run_coroutine(request)
        except ModelHTTPError as exc:
            retryable = exc.status_code >= 500 or exc.status_code in RETRYABLE_STATUS
            raise ModelError(f"{self.version}: HTTP {exc.status_code}: {exc.message}", retryable=retryable) from None
        except (ModelAPIError, UnexpectedModelBehavior) as exc:
            raise ModelError(f"{self.version}: {type(exc).__name__}: {exc}") from None
        text = "".join(p.content for p in response.parts if isinstance(p, TextPart))
        calls = tuple(ToolCall(p.tool_name, p.args_as_dict(), p.tool_call_id)
                      for p in response.parts if isinstance(p, ToolCallPart))  # fmt: skip
        tokens = (response.usage.input_tokens, response.usage.output_tokens)
        # none reported: estimated; priced as OpenAIChat does, so max_tokens and max_cost count
        return Sample(text, calls, priced_usage(tokens if any(tokens) else None, self.prices, messages, text, calls))


def to_pydantic_messages(messages: Sequence[dict[str, Any]]) -> list[ModelMessage]:
    """The journal's messages as PydanticAI messages (tool results cite their event: ``[evt:…]``)."""
    out: list[ModelMessage] = []
    names: dict[str, str] = {}
    for message in to_openai_messages(messages):
        role, content = message["role"], message.get("content") or ""
        if role == "assistant":
            calls = message.get("tool_calls") or []
            names |= {c["id"]: c["function"]["name"] for c in calls}
            parts: list[Any] = [TextPart(content)] if content else []
            parts += [ToolCallPart(c["function"]["name"], c["function"]["arguments"], c["id"]) for c in calls]
            out.append(ModelResponse(parts=parts))
            continue
        if role == "tool":
            part: Any = ToolReturnPart(names.get(message["tool_call_id"], ""), content, message["tool_call_id"])
        else:
            part = SystemPromptPart(content) if role == "system" else UserPromptPart(content)
        if out and isinstance(out[-1], ModelRequest):
            out[-1].parts = [*out[-1].parts, part]
        else:
            out.append(ModelRequest(parts=[part]))
    return out


async def durable_tools(
    agent: Agent[Any, Any], declare: dict[str, dict[str, Any]], context: RunContext[Any]
) -> list[Tool]:
    """The agent's tools as durable tools (``requires_approval`` ⇒ high risk: an approver decides)."""
    found = [(toolset, tool) for toolset in agent.toolsets for tool in (await toolset.get_tools(context)).values()]
    external = [tool.tool_def.name for _, tool in found if tool.tool_def.kind in ("external", "output")]
    if external:
        raise TypeError(f"agent {agent.name!r}: deferred tools are not journaled: {', '.join(external)}")
    check_declare(declare, (tool.tool_def.name for _, tool in found), f"agent {agent.name!r}")
    return [_tool(toolset, tool, context, declare.get(tool.tool_def.name, {})) for toolset, tool in found]


def _tool(toolset: Any, tool: Any, context: RunContext[Any], declared: dict[str, Any]) -> Tool:
    definition = tool.tool_def
    high_risk = definition.kind == "unapproved"  # requires_approval=True: it runs once an approver said yes

    async def invoke(args: dict[str, Any], key: str | None) -> Any:
        ctx = replace(context, tool_name=definition.name, tool_call_id=key, tool_call_approved=high_risk)
        try:
            valid = tool.args_validator.validate_python(args, context=ctx.validation_context)
        except ValidationError as exc:  # nothing ran: the model is told, as PydanticAI would
            raise InvalidArguments(f"invalid arguments: {exc}") from None
        try:
            return await toolset.call_tool(definition.name, valid, ctx, tool)
        except ModelRetry as exc:  # the function said no before acting: a known non-effect
            raise ToolRejected(str(exc)) from None
        except (ApprovalRequired, CallDeferred) as exc:  # it asked to be deferred before acting: nothing ran
            raise DidNotAct(_DEFERRED.format(tool=definition.name, kind=type(exc).__name__)) from None

    def call(args: dict[str, Any], key: str | None) -> Any:
        with keyed(key):
            return answer_result(to_jsonable_python(run_coroutine(invoke(args, key))))  # a pydantic model: its JSON

    return declared_tool(definition.name, call, declared, description=definition.description or "",
                         parameters=definition.parameters_json_schema, high_risk=high_risk)  # fmt: skip


#: why a tool that asked PydanticAI to defer it did not act, and what to do instead. It was an unknown outcome, parked
#: for an operator, and parked again after every retry the operator chose (qa-agents5)
_DEFERRED = (
    "{tool} raised {kind}: PydanticAI would end the run with DeferredToolRequests, which the durable loop does not; "
    "nothing ran. A call waits for a human in the server's approvals queue: give the tool requires_approval=True (or "
    "declare it {{'risk': 'high'}} in durable_agent_run(declare=...)) instead of raising {kind}"
)


def _model(agent: Agent[Any, Any]) -> Model:
    model = agent.model
    if model is None:
        raise TypeError(f"agent {agent.name!r} has no model: give Agent(model=…)")
    return model if isinstance(model, Model) else infer_model(model)


def _instructions(agent: Agent[Any, Any]) -> str:
    """The agent's static instructions and system prompts: the journaled prompt template (plain text)."""
    if agent.output_type is not str:
        raise TypeError(f"agent {agent.name!r}: the durable loop replies with text; remove output_type")
    recipes = [getattr(i, "instruction", i) for i in agent._instructions]
    if agent._system_prompt_functions or any(not isinstance(r, str) for r in recipes):
        raise TypeError(f"agent {agent.name!r}: instructions must be strings (the journaled prompt template)")
    text = "\n\n".join([*agent._system_prompts, *recipes])
    return text.replace("{", "{{").replace("}", "}}")
