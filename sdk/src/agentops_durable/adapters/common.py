"""What the framework adapters share: the key of the tool call in progress, and the ``declare`` rules.

A framework's tool function does not take an ``idem_key`` parameter of ours, so the adapters hand it
the key of the call being executed through :func:`idem_key` (a context variable); the function sends
it to its service. ``declare[tool]`` says what the framework cannot: ``effect``, ``risk``,
``dedupes`` (required for a write), ``verify``, ``lookup``, ``compensate``.
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from agentops_durable.core.tools import Effect, Risk, Tool, as_result
from agentops_durable.tool import found_shaped, json_or_text

_KEY: contextvars.ContextVar[str | None] = contextvars.ContextVar("agentops_idem_key", default=None)
_CHECKS = ("verify", "compensate")  # and ``lookup``, its found result shaped as the answers


def idem_key() -> str | None:
    """The idempotency key of the tool call in progress (send it to the service), else ``None``."""
    return _KEY.get()


@contextmanager
def keyed(key: str | None) -> Iterator[None]:
    """Make ``key`` what :func:`idem_key` answers while the tool function runs."""
    token = _KEY.set(key)
    try:
        yield
    finally:
        _KEY.reset(token)


#: What ``declare[tool]`` may say
_FIELDS = ("effect", "risk", "dedupes", "verify", "lookup", "compensate")


def check_declare(declare: dict[str, Any], names: Iterable[str], owner: str) -> None:
    """Refuse a ``declare`` entry that names no tool, or a field no declaration has, or an effect / risk that is none
    of its values (a typo would silently leave a tool undeclared: ``{"dedupe": True}`` was refused as a write that
    says nothing of dedupes, ``{"effect": "reed"}`` was ``ValueError: 'reed' is not a valid Effect``)."""
    if not isinstance(declare, dict):
        raise TypeError(f"declare: a dict of tool names to their declarations, not a {type(declare).__name__}")
    unknown = set(declare) - set(names)
    if unknown:
        raise TypeError(f"declare names no tool of {owner}: {', '.join(sorted(unknown))}")
    for name, declared in declare.items():
        if not isinstance(declared, dict):
            raise TypeError(f"declare[{name!r}]: a dict of {', '.join(_FIELDS)}, not a {type(declared).__name__}")
        if extra := sorted(set(declared) - set(_FIELDS)):
            raise TypeError(
                f"declare[{name!r}]: no field {', '.join(map(repr, extra))}; a tool declares {', '.join(_FIELDS)}"
            )
        for what, kind in (("effect", Effect), ("risk", Risk)):
            if declared.get(what) is not None and declared[what] not in {str(member) for member in kind}:
                choices = " or ".join(repr(str(member)) for member in kind)
                raise TypeError(f"declare[{name!r}]: {what}={declared[what]!r}: expected {choices}")


def declared_tool(
    name: str,
    call: Callable[[dict[str, Any], str | None], Any],
    declared: dict[str, Any],
    *,
    description: str,
    parameters: dict[str, Any],
    effect: Effect | str = Effect.WRITE,
    high_risk: bool = False,
) -> Tool:
    """A durable tool: ``declared`` overrides the framework's defaults (``effect``; ``high_risk``: its
    approval flag, which sends a call to the approvals queue)."""
    risk = declared.get("risk") or (Risk.HIGH if high_risk else None)
    return Tool(
        name,
        call,
        effect=Effect(declared.get("effect") or effect),
        risk=Risk(risk) if risk else None,
        dedupes=declared.get("dedupes"),
        description=description,
        parameters=parameters,
        **{k: declared[k] for k in _CHECKS if k in declared},
        lookup=found_shaped(declared.get("lookup"), answer_result),
    )


def answer_result(answer: Any) -> dict[str, Any]:
    """A tool's answer as a result: text that is JSON becomes its data, other text ``{"text": …}``."""
    return as_result(json_or_text(answer) if isinstance(answer, str) else answer, code="ok")
