"""``@tool``: a plain Python function as a journaled tool.

The function keeps its own signature (``def create_ticket(subject: str, *, idem_key: str | None)``);
the decorator derives the JSON Schema the model is offered from its type hints, passes the
idempotency key in as ``idem_key`` when the function takes it, and wraps a plain return value as
``{"success": true, "code": "ok", "data": …}`` (``core.tools.as_result``: ``None`` is empty data,
which the schema check flags). A write must declare ``dedupes`` (no default), and a write that
dedupes must take ``idem_key``: the key is what makes the replay after a crash safe. Arguments the
function cannot take (made up, missing, the key itself, a value its ``Enum`` / ``date`` / dataclass hint
cannot be made from, also as an item of a ``list[…]`` / ``tuple[…, ...]`` / ``set[…]`` or a value of a
``dict[str, …]``) are a rejected call naming the parameter and the item: it never ran. On a method, ``self`` / ``cls`` is no parameter of
the model's: ``tools=[desk.assign]`` runs it bound to ``desk``.
"""

from __future__ import annotations

import asyncio
import contextvars
import dataclasses
import datetime
import enum
import inspect
import json
import threading
import types
import typing
from collections.abc import Callable, Coroutine
from typing import Any

from agentops_durable.bridge import run_coroutine
from agentops_durable.core.errors import InvalidArguments, ToolTimeout
from agentops_durable.core.toolnames import ToolNameInvalid, check_tool_name
from agentops_durable.core.tools import Effect, Lookup, Risk, Tool, ToolDeclarationInvalid, as_result
from agentops_durable.telemetry import annotate, span

KEY_PARAM = "idem_key"
_JSON_TYPES: dict[Any, str] = {str: "string", int: "integer", float: "number", bool: "boolean", dict: "object",
                               list: "array", tuple: "array", set: "array", frozenset: "array"}  # fmt: skip
#: Hints whose value the model sends as an ISO 8601 string, and its JSON Schema ``format`` (datetime before date:
#: a datetime is a date).
_ISO_FORMATS: dict[type, str] = {datetime.datetime: "date-time", datetime.date: "date"}
_BOUND = ("self", "cls")  # a method's first parameter, not the model's


class SetupError(RuntimeError):
    """Something the caller must fix before a run can start (one line: what)."""


class ToolFunction:
    """A decorated function: call it as before; ``.tool`` is what the durable loop runs."""

    def __init__(
        self, fn: Callable[..., Any], tool: Tool, declare: Callable[[Callable[..., Any]], ToolFunction]
    ) -> None:
        self.fn, self.tool, self._declare = fn, tool, declare
        self.__name__, self.__doc__ = fn.__name__, fn.__doc__

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)

    def __get__(self, instance: Any, owner: type | None = None) -> ToolFunction:
        """On an instance, the tool of the method bound to it (declared as this one was)."""
        return self if instance is None else self._declare(types.MethodType(self.fn, instance))


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
    timeout: float | None = None,
) -> Any:
    """Declare ``fn`` a tool: ``effect`` ``"read"``/``"write"``, ``risk`` (``"high"`` ⇒ an approver
    decides; default from the name: delete / pay / refund / bulk …), ``dedupes`` (required for a write), ``timeout``
    (seconds; default none): a call with no answer by then is a ``ToolTimeout``, its outcome unknown (replayed with
    its key when the service dedupes, else looked up or decided by a human); an ``async def`` tool is cancelled, a
    plain function cannot be and finishes in the background, its answer dropped."""

    def wrap(func: Callable[..., Any]) -> ToolFunction:
        if not inspect.isroutine(func):  # a functools.partial, a callable object: no name, no hints of its own
            raise SetupError(
                f"@tool takes a function (def / async def) or a method, not {type(func).__name__} {func!r:.80}: "
                "wrap it in a def that calls it"
            )
        signature = inspect.signature(func)
        takes_key = KEY_PARAM in signature.parameters
        tool_name = name or func.__name__
        try:
            check_tool_name(tool_name)
        except ToolNameInvalid as exc:
            raise SetupError(str(exc)) from None
        try:
            parameters, hints = json_schema(func), typing.get_type_hints(func)
        except (TypeError, ValueError) as exc:
            raise SetupError(f"tool {tool_name!r}: {exc}") from None
        kind, level = _declared(tool_name, "effect", Effect, effect), _declared(tool_name, "risk", Risk, risk)
        if kind is Effect.WRITE and dedupes and not takes_key:
            raise SetupError(
                f"tool {tool_name!r} declares dedupes=True but has no {KEY_PARAM!r} parameter: add "
                f"`{KEY_PARAM}: str | None = None` and send it to the service as its idempotency key (e.g. the "
                "Idempotency-Key header) — a replay after a crash is safe only then — or declare dedupes=False"
            )
        if timeout is not None and (
            isinstance(timeout, bool) or not isinstance(timeout, int | float) or not 0 < timeout < float("inf")
        ):
            raise SetupError(f"tool {tool_name!r}: timeout={timeout!r}: expected a number of seconds above 0")
        if inspect.isgeneratorfunction(func) or inspect.isasyncgenfunction(func):
            raise SetupError(
                f"tool {tool_name!r} is a generator (it yields): called, it returns a generator without running its "
                "body, so the call would do nothing and its result could not be journaled; return the items (a list) "
                "instead"
            )

        def call(args: dict[str, Any], key: str | None) -> Any:
            with span(f"execute_tool {tool_name}", **{"gen_ai.operation.name": "execute_tool",
                      "gen_ai.tool.name": tool_name, "agentops.effect": str(kind),
                      "agentops.idem_key": key}) as current:  # fmt: skip
                kwargs = _arguments(tool_name, signature, hints, args, key)
                answer = _timed(tool_name, timeout, func, kwargs) if timeout else _called(func, kwargs)
                result = _ok(answer)
                annotate(current, **{"agentops.success": result.get("success") is True})
                return result

        try:
            spec = Tool(
                tool_name,
                call,
                effect=kind,
                risk=level,
                dedupes=dedupes,
                verify=verify,
                lookup=found_shaped(lookup, _ok),
                compensate=compensate,
                description=description if description is not None else inspect.getdoc(func) or "",
                parameters=parameters,
                timeout=timeout,
            )
        except ToolDeclarationInvalid as exc:
            raise SetupError(str(exc)) from None
        return ToolFunction(func, spec, wrap)

    return wrap(fn) if fn is not None else wrap


def _ok(answer: Any) -> dict[str, Any]:
    return as_result(answer, code="ok")


def found_shaped(
    lookup: Callable[..., Any] | None, shape: Callable[[Any], dict[str, Any]]
) -> Callable[..., Any] | None:
    """``lookup`` whose found result is shaped as the tool's own answer is (``shape``): a lookup that finds the call
    done answers what the function would have returned (``Lookup(found=True, result=ticket)``), and that result is
    reused as the call's. Unshaped, a plain result failed the schema check and parked a call found done for a human.
    Any other answer is passed on as it is (a dict instead of a Lookup stays the SetupError it is)."""
    if lookup is None or not callable(lookup):  # what cannot be called is refused as it is (Tool)
        return lookup

    def shaped(args: dict[str, Any], key: str | None) -> Any:
        answer = lookup(args, key)
        if isinstance(answer, Lookup) and answer.found is True:
            return dataclasses.replace(answer, result=shape(answer.result))
        return answer

    return shaped


def _called(func: Callable[..., Any], kwargs: dict[str, Any], timeout: float | None = None) -> Any:
    """``func(**kwargs)``'s answer, a coroutine's run to its end (cancelled after ``timeout`` seconds)."""
    answer = func(**kwargs)
    if inspect.iscoroutine(answer):
        answer = run_coroutine(_within(answer, timeout) if timeout else answer)
    return answer


class _Expired(Exception):
    """A coroutine tool cancelled at its ``timeout`` (its own ``TimeoutError`` is another matter)."""


async def _within(coro: Coroutine[Any, Any, Any], timeout: float) -> Any:
    task = asyncio.ensure_future(coro)
    done, _ = await asyncio.wait({task}, timeout=timeout)
    if not done:
        task.cancel()
        raise _Expired
    return task.result()


def _timed(tool_name: str, timeout: float, func: Callable[..., Any], kwargs: dict[str, Any]) -> Any:
    """:func:`_called` given ``timeout`` seconds to answer, else :class:`ToolTimeout` (the call may have acted: its
    outcome is unknown). A plain function runs in a thread of its own, which goes on after the timeout."""
    answered: list[Any] = []
    failed: list[BaseException] = []

    def work() -> None:
        try:
            answered.append(_called(func, kwargs, timeout))
        except BaseException as exc:  # re-raised in the loop's thread
            failed.append(exc)

    worker = threading.Thread(target=contextvars.copy_context().run, args=(work,), daemon=True)
    worker.start()
    worker.join(timeout)
    if failed and not isinstance(failed[0], _Expired):
        raise failed[0]
    if worker.is_alive() or failed:
        raise ToolTimeout(f"{tool_name}: no answer within timeout={timeout:g} s; it may have acted")
    return answered[0]


def _declared(tool_name: str, what: str, kind: type[Effect] | type[Risk], value: Any) -> Any:
    """``value`` as ``kind`` (None stays None); SetupError naming the tool and the choices (was ``ValueError: 'writ'
    is not a valid Effect``, naming neither)."""
    try:
        return None if value is None else kind(value)
    except ValueError:
        choices = " or ".join(repr(str(member)) for member in kind)
        raise SetupError(f"tool {tool_name!r}: {what}={value!r}: expected {choices}") from None


def _arguments(
    name: str, signature: inspect.Signature, hints: dict[str, Any], args: dict[str, Any], key: str | None
) -> dict[str, Any]:
    """The model's arguments (and the key, when the function takes it) as the function's keywords, each made the
    type its hint names; any it cannot take is :class:`InvalidArguments` before it runs (a known non-effect of a call
    sent now; a replay of one journaled before is in doubt: ``agentops.core.protocol.call_tool``)."""
    if KEY_PARAM in args:
        raise InvalidArguments(
            f"{name}: invalid arguments: {KEY_PARAM!r} is the idempotency key, not the model's to give"
        )
    kwargs = {**args, KEY_PARAM: key} if KEY_PARAM in signature.parameters else args
    try:
        signature.bind(**kwargs)
    except TypeError as exc:
        raise InvalidArguments(f"{name}: invalid arguments: {exc}") from None
    try:
        typed = {param: _typed(hints.get(param, Any), value, param) for param, value in args.items()}
    except _Unfit as exc:
        raise InvalidArguments(f"{name}: invalid arguments: {exc}") from None
    return kwargs | typed


class _Unfit(ValueError):
    """A value its hint cannot be made from, with where it is (``colors[1]``, ``customer.since``)."""


def _typed(hint: Any, value: Any, where: str) -> Any:
    """``value`` (JSON, never changed) as ``hint`` declares it: an Enum member, a date / datetime, a dataclass (its
    fields likewise), a list / tuple / set of one item type or a dict's values likewise; else as is. A value it
    cannot be made from is :class:`_Unfit` naming where (the parameter, then ``[index]``, ``['key']``, ``.field``)."""
    try:
        return _made(_optional(hint), value, where)
    except _Unfit:
        raise
    except (TypeError, ValueError) as exc:
        raise _Unfit(f"{where}: {exc}") from None


def _made(hint: Any, value: Any, where: str) -> Any:
    if value is None:
        return value
    if (item := _item_hint(hint)) is not None:
        if not isinstance(value, list):
            raise TypeError(f"{value!r} is not an array")
        made = [_typed(item, v, f"{where}[{i}]") for i, v in enumerate(value)]
        return made if typing.get_origin(hint) is list else typing.get_origin(hint)(made)
    if (values := _value_hint(hint)) is not None:
        if not isinstance(value, dict):
            raise TypeError(f"{value!r} is not an object")
        return {k: _typed(values, v, f"{where}[{k!r}]") for k, v in value.items()}
    if not isinstance(hint, type):
        return value
    if hint is float and type(value) is int:  # JSON has one number: the journal keeps 5.0 as 5 (canonical form)
        return float(value)
    if issubclass(hint, enum.Enum):
        return hint(value)
    if any(issubclass(hint, kind) for kind in _ISO_FORMATS):
        if not isinstance(value, str):
            raise TypeError(f"{value!r} is not an ISO 8601 string")
        return hint.fromisoformat(value)
    if dataclasses.is_dataclass(hint):
        if not isinstance(value, dict):
            raise TypeError(f"{value!r} is not an object")
        hints = typing.get_type_hints(hint)
        return hint(**{k: _typed(hints.get(k, Any), v, f"{where}.{k}") for k, v in value.items()})
    return value


def _item_hint(hint: Any) -> Any:
    """The one item type of ``list[X]``, ``tuple[X, ...]``, ``set[X]``, ``frozenset[X]`` (what the schema's
    ``items`` says), or None: no such container, or items of several types (offered and taken as they come)."""
    if _JSON_TYPES.get(typing.get_origin(hint)) != "array":
        return None
    items = {a for a in typing.get_args(hint) if a is not Ellipsis}
    return items.pop() if len(items) == 1 else None


def _value_hint(hint: Any) -> Any:
    """The value type of ``dict[str, X]`` (what the schema's ``additionalProperties`` says), or None."""
    args = typing.get_args(hint)
    return args[1] if typing.get_origin(hint) is dict and len(args) == 2 and args[0] is str else None


def _optional(hint: Any) -> Any:
    """``X`` of ``X | None`` (``Optional[X]``); any other hint as is."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(hint) if a is not type(None)]
        if len(options) == 1:
            return options[0]
    return hint


def json_schema(func: Callable[..., Any]) -> dict[str, Any]:
    """The parameters' JSON Schema from the type hints (``idem_key`` and a method's ``self`` / ``cls`` left out;
    defaults = optional). A hint with no JSON Schema (an Enum of other values, a recursive dataclass) is a
    ``TypeError`` naming the parameter."""
    hints = typing.get_type_hints(func)
    params = list(inspect.signature(func).parameters.values())
    if params and params[0].name in _BOUND and params[0].kind is not params[0].KEYWORD_ONLY:
        params = params[1:]
    if positional := [p.name for p in params if p.kind is p.POSITIONAL_ONLY]:
        # the model's arguments arrive by name: such a parameter was offered, and every call of the tool refused
        raise TypeError(f"parameter {positional[0]!r} is positional-only (before '/'): arguments are passed by name")
    fields = [
        (p.name, hints.get(p.name, Any), p.default is p.empty)
        for p in params
        if p.name != KEY_PARAM and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
    ]
    return _object_schema(fields, "parameter", ())


def _object_schema(fields: list[tuple[str, Any, bool]], what: str, within: tuple[type, ...]) -> dict[str, Any]:
    """An object of ``fields`` (name, hint, required); a hint with no schema is a TypeError naming the field."""
    properties: dict[str, Any] = {}
    for field_name, hint, _ in fields:
        try:
            properties[field_name] = _schema_of(hint, within)
        except TypeError as exc:
            raise TypeError(f"{what} {field_name!r}: {exc}") from None
    return {"type": "object", "properties": properties, "required": [n for n, _, required in fields if required]}


def _schema_of(hint: Any, within: tuple[type, ...] = ()) -> dict[str, Any]:
    """``hint``'s JSON Schema; ``within``: the dataclasses being described (one holding itself has no schema)."""
    hint = _optional(hint)
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return {}
    if origin is typing.Literal:
        return {"enum": list(typing.get_args(hint))}
    if isinstance(hint, type):
        if issubclass(hint, enum.Enum):
            return _enum_schema(hint)
        iso = next((f for kind, f in _ISO_FORMATS.items() if issubclass(hint, kind)), None)
        if iso:
            return {"type": "string", "format": iso}
        if dataclasses.is_dataclass(hint):
            return _dataclass_schema(hint, within)
    base = origin or hint
    if base not in _JSON_TYPES:
        return {}
    schema: dict[str, Any] = {"type": _JSON_TYPES[base]}
    if schema["type"] == "array":  # OpenAI refuses an array without ``items`` ("array schema missing items")
        item = _item_hint(hint)
        schema["items"] = {} if item is None else _schema_of(item, within)
    if (values := _value_hint(hint)) is not None and (of_values := _schema_of(values, within)):
        schema["additionalProperties"] = of_values
    return schema


def _dataclass_schema(hint: type, within: tuple[type, ...]) -> dict[str, Any]:
    """An object of the dataclass's ``__init__`` fields (those with a default optional)."""
    if hint in within:
        raise TypeError(f"{hint.__name__} holds itself (a recursive dataclass has no finite schema)")
    hints = typing.get_type_hints(hint)
    no_default = (dataclasses.MISSING, dataclasses.MISSING)
    fields = [
        (f.name, hints.get(f.name, Any), (f.default, f.default_factory) == no_default)
        for f in dataclasses.fields(hint)
        if f.init
    ]
    return _object_schema(fields, "field", (*within, hint))


def _enum_schema(hint: type[enum.Enum]) -> dict[str, Any]:
    """``{"type": …, "enum": [values]}``: the members' values, all strings or all numbers."""
    values = [member.value for member in hint]
    kinds = {"string" if isinstance(v, str) else "integer" if type(v) is int else "number" if type(v) is float else ""
             for v in values}  # fmt: skip
    if not values or "" in kinds:
        raise TypeError(f"the values of {hint.__name__} are not JSON strings or numbers")
    if kinds == {"integer", "number"}:
        kinds = {"number"}
    return {"type": kinds.pop(), "enum": values} if len(kinds) == 1 else {"enum": values}


def json_or_text(text: str) -> Any:
    """A tool's text answer as data: its JSON when it is JSON, else ``{"text": …}`` (nothing: ``None``)."""
    try:
        return json.loads(text)
    except ValueError:
        return {"text": text} if text else None
