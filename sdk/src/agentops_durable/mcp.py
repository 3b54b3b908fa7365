"""MCP: any MCP server's tools as journaled tools (``pip install 'agentops-durable[mcp]'``).

``await mcp_tools(session, declare=…)`` lists the server's tools and returns them as durable tools:
each call's intent is journaled with its idempotency key before the request is sent, the key
travels in the request's ``_meta`` (``idempotency_key``), high-risk calls wait for an approver, and
a call whose answer was lost is resolved by key after a crash like any other tool. The tool
annotations give the defaults (``read_only_hint`` ⇒ a read, ``destructive_hint`` ⇒ high risk);
``declare`` overrides them per tool, and a write must say whether the server dedupes by that key —
MCP has no standard for it, so only a server that reads ``_meta["idempotency_key"]`` may say yes.
An error the session raises inside its task group is the error itself, not an ``ExceptionGroup`` around it
(``bridge.run_coroutine``); the server's JSON-RPC refusal of the request (parse error, invalid request, no such
method) is a call that never ran: a failed result the model is told (``not_sent``), not a human's case
(``agentops.core.protocol.raised_result``). Its refusal of the arguments (invalid params) is ``InvalidArguments``: a
fresh call ``rejected``, the model told; a call in flight at a crash, replayed, is in doubt — the server's tool may
take other arguments now, and the first attempt may have acted — so the run parks for an operator
(``agentops.core.protocol.call_tool``).
Use it inside :func:`~agentops_durable.aio.adurable_run`: the session is bound to your event loop.
"""

from __future__ import annotations

from typing import Any

from agentops_durable.adapters.common import check_declare, declared_tool
from agentops_durable.bridge import run_coroutine
from agentops_durable.core.errors import InvalidArguments
from agentops_durable.core.tools import Effect, Tool, as_result
from agentops_durable.tool import json_or_text

META_KEY = "idempotency_key"


async def mcp_tools(session: Any, *, declare: dict[str, dict[str, Any]] | None = None) -> list[Tool]:
    """The tools of an initialised ``mcp.ClientSession`` as durable tools; ``declare[name]`` takes
    ``effect``, ``risk``, ``dedupes`` (required for a write), ``verify``, ``lookup``, ``compensate``."""
    listed = await session.list_tools()
    declare = declare or {}
    # a name the session lists no tool of was ignored: a misspelt {"risk": "high"} let its calls go with no approver
    check_declare(declare, (spec.name for spec in listed.tools), "the MCP session")
    return [_tool(session, spec, declare.get(spec.name, {})) for spec in listed.tools]


def _tool(session: Any, spec: Any, declared: dict[str, Any]) -> Tool:
    hints = spec.annotations

    def call(args: dict[str, Any], key: str | None) -> Any:
        meta = {META_KEY: key} if key else None
        try:
            answer = run_coroutine(session.call_tool(spec.name, args, meta=meta))  # a group of one: its error
        except Exception as exc:
            if _refusal_code(exc) == INVALID_PARAMS:  # its schema refused them: call_tool's rule for a replay
                raise InvalidArguments(
                    f"{spec.name}: the MCP server refused the arguments (invalid params): {exc}"
                ) from exc
            if _refusal_code(exc) in _NOT_RUN_CODES:  # the server refused the request itself: the tool never ran
                exc.did_not_act = True  # type: ignore[attr-defined]  # agentops.core.protocol.raised_result
            raise
        text = "".join(getattr(part, "text", "") for part in answer.content or [])
        if answer.is_error:  # the server answered that the tool failed: the model is told
            return {"success": False, "code": "mcp_tool_error", "error": text[:2000]}
        return as_result(answer.structured_content or json_or_text(text), code="ok")

    return declared_tool(
        spec.name,
        call,
        declared,
        description=spec.description or "",
        parameters=spec.input_schema or {"type": "object"},
        effect=Effect.READ if hints and hints.read_only_hint else Effect.WRITE,
        high_risk=bool(hints and hints.destructive_hint),
    )


#: JSON-RPC errors a server answers before it runs anything: the request unreadable or invalid, no such method; and
#: invalid params (an unknown tool, arguments its schema refuses), ``InvalidArguments``. Any other error (-32603
#: internal, a tool's own) may come after.
_NOT_RUN_CODES = frozenset({-32700, -32600, -32601})
INVALID_PARAMS = -32602


def _refusal_code(exc: BaseException) -> int | None:
    """The JSON-RPC error code when ``exc`` is the MCP server's error answer to the request (``MCPError`` in mcp 2,
    ``McpError`` in mcp 1; its ``error`` the JSON-RPC error); None for any other error."""
    if not any(kind.__name__ in ("MCPError", "McpError") for kind in type(exc).__mro__):
        return None
    return getattr(getattr(exc, "error", None), "code", None)
