"""``@tool``: a plain Python function as a journaled tool.

The function keeps its own signature (``def create_ticket(subject: str, *, idem_key: str | None)``);
the decorator derives the JSON Schema the model is offered from its type hints, passes the
idempotency key in as ``idem_key`` when the function takes it, and wraps a plain return value as
``{"success": true, "code": "ok", "data": …}`` (``core.tools.as_result``: ``None`` is empty data,
which the schema check flags). A write must declare ``dedupes`` (no default), and a write that
dedupes must take ``idem_key``: the key is what makes the replay after a crash safe. Arguments the
function cannot take (made up, missing, the key itself) are a rejected call: it never ran.
"""

from __future__ import annotations

import inspect
import json
import types
import typing
from collections.abc import Callable
from typing import Any

from agentops_durable.bridge import run_coroutine
from agentops_durable.core.errors import ToolRejected
from agentops_durable.core.tools import Effect, Risk, Tool, as_result
from agentops_durable.telemetry import annotate, span

KEY_PARAM = "idem_key"
_JSON_TYPES: dict[Any, str] = {str: "string", int: "integer", float: "number", bool: "boolean", dict: "object",
                               list: "array", tuple: "array", set: "array", frozenset: "array"}  # fmt: skip


class ToolFunction:
    """A decorated function: call it as before; ``.tool`` is what the durable loop runs."""

    def __init__(self, fn: Callable[..., Any], tool: Tool) -> None:
        self.fn, self.tool = fn, tool
        self.__name__, self.__doc__ = fn.__name__, fn.__doc__

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)


def tool(
    fn: Callable[..., Any] | None = None,
    *,
    effect: Effect | str = Effect.READ,
    risk: Risk | str | None = None,
    dedupes: bool | None = None,
    name: str | None = None,
    description: str | None = None,
    verify: Callable[..., Any] | None = None,
    lookup: Callable[..., Any] | None = None,
    compensate: Callable[..., Any] | None = None,
) -> Any:
    """Declare ``fn`` a tool: ``effect`` ``"read"``/``"write"``, ``risk`` (``"high"`` ⇒ an approver
    decides; default from the name: delete / pay / refund / bulk …), ``dedupes`` (required for a write)."""

    def wrap(func: Callable[..., Any]) -> ToolFunction:
        signature = inspect.signature(func)
        takes_key = KEY_PARAM in signature.parameters
        kind = Effect(effect)
        if kind is Effect.WRITE and dedupes and not takes_key:
            raise TypeError(
                f"tool {name or func.__name__!r} declares dedupes=True but has no {KEY_PARAM!r} parameter: "
                "the idempotency key must reach the service, or declare dedupes=False"
            )

        tool_name = name or func.__name__

        def call(args: dict[str, Any], key: str | None) -> Any:
            with span(f"execute_tool {tool_name}", **{"gen_ai.operation.name": "execute_tool",
                      "gen_ai.tool.name": tool_name, "agentops.effect": str(kind),
                      "agentops.idem_key": key}) as current:  # fmt: skip
                answer = func(**_arguments(tool_name, signature, args, key))
                if inspect.iscoroutine(answer):
                    answer = run_coroutine(answer)
                result = as_result(answer, code="ok")
                annotate(current, **{"agentops.success": result.get("success") is True})
                return result

        spec = Tool(
            tool_name,
            call,
            effect=kind,
            risk=Risk(risk) if risk is not None else None,
            dedupes=dedupes,
            verify=verify,
            lookup=lookup,
            compensate=compensate,
            description=description if description is not None else inspect.getdoc(func) or "",
            parameters=json_schema(func),
        )
        return ToolFunction(func, spec)

    return wrap(fn) if fn is not None else wrap


def _arguments(name: str, signature: inspect.Signature, args: dict[str, Any], key: str | None) -> dict[str, Any]:
    """The model's arguments (and the key, when the function takes it) as the function's keywords; any it
    cannot take is :class:`ToolRejected` before it runs (a known non-effect), never an unknown outcome."""
    if KEY_PARAM in args:
        raise ToolRejected(f"{name}: invalid arguments: {KEY_PARAM!r} is the idempotency key, not the model's to give")
    kwargs = {**args, KEY_PARAM: key} if KEY_PARAM in signature.parameters else args
    try:
        signature.bind(**kwargs)
    except TypeError as exc:
        raise ToolRejected(f"{name}: invalid arguments: {exc}") from None
    return kwargs


def json_schema(func: Callable[..., Any]) -> dict[str, Any]:
    """The parameters' JSON Schema from the type hints (``idem_key`` left out; defaults = optional)."""
    hints = typing.get_type_hints(func)
    properties: dict[str, Any] = {}
    required: list[str] = []
    for param in inspect.signature(func).parameters.values():
        if param.name == KEY_PARAM or param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            continue
        properties[param.name] = _schema_of(hints.get(param.name, Any))
        if param.default is param.empty:
            required.append(param.name)
    return {"type": "object", "properties": properties, "required": required}


def _schema_of(hint: Any) -> dict[str, Any]:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(hint) if a is not type(None)]
        return _schema_of(options[0]) if len(options) == 1 else {}
    if origin is typing.Literal:
        return {"enum": list(typing.get_args(hint))}
    base = origin or hint
    if base not in _JSON_TYPES:
        return {}
    schema = {"type": _JSON_TYPES[base]}
    if schema["type"] == "array":  # OpenAI refuses an array without ``items`` ("array schema missing items")
        items = [a for a in typing.get_args(hint) if a is not Ellipsis]
        schema["items"] = _schema_of(items[0]) if len(set(items)) == 1 else {}
    return schema


def json_or_text(text: str) -> Any:
    """A tool's text answer as data: its JSON when it is JSON, else ``{"text": …}`` (nothing: ``None``)."""
    try:
        return json.loads(text)
    except ValueError:
        return {"text": text} if text else None
