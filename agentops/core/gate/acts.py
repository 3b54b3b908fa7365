"""An act named in the arguments rather than in the tool's name (:func:`_named_act`): a generic dispatcher's tool or
operation (``call_tool({"name": "delete_user"})``, ``{"action": "refund"}``), a describing key's act
(``{"description": "delete the account"}``), a dotted endpoint (``refunds.create``), an object's method, with the
object the act is done to. Also the HTTP methods and URL keys the request rules share."""

from __future__ import annotations

import re
from typing import Any

#: One call acting on at least this many ids, recipients or accounts is a bulk act
from agentops.core.gate.keys import _key
from agentops.core.protocol import (
    DESTROY_VERBS,
    first_word,
    high_risk_word,
    name_words,
    reads,
    write_verb,
)
from agentops.core.toolnames import tool_name_problem

_HTTP_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"})
_URL_KEYS = frozenset({"url", "uri", "endpoint", "path", "href", "route", "resource"})
#: tool names that only hand a call to another tool (``call_tool``, ``tools/call``, ``invoke``)
_DISPATCH_VERBS = frozenset({"call", "invoke", "run", "use", "execute", "dispatch", "perform", "trigger", "start",
                             "launch", "enqueue", "schedule", "submit", "kick", "fire", "exec"})  # fmt: skip
#: what a dispatcher runs by name (``run_workflow``, ``trigger_job``, ``start_pipeline``)
_RUNNABLES = frozenset({"job", "workflow", "task", "pipeline", "flow", "playbook", "runbook", "lambda", "routine",
                        "automation", "macro", "recipe", "dag", "script", "cron", "worker"})  # fmt: skip
_DISPATCH_OBJECTS = frozenset({"tool", "function", "action", "operation", "mcp", "plugin", "skill", "command"})
_DISPATCH_OBJECTS |= _RUNNABLES
#: keys that name what a dispatcher runs (``invoke {"fn": …}``, ``run_workflow {"workflow": …}``): read only under a
#: tool that dispatches, so ``get_job {"job": "purge-old-data"}`` reads and ``cancel_job`` cancels, and may be a
#: display name (``"Delete inactive users"``)
_RUN_KEYS = frozenset({"fn", "func", "name", *_RUNNABLES, *(f"{r}{k}" for r in _RUNNABLES for k in ("name", "id"))})
#: keys that name the act a call performs (``{"tool": "delete_user"}``, ``{"operation": "refunds.create"}``);
#: ``name`` only under a tool that dispatches
_ACT_KEYS = ("tool", "toolname", "function", "functionname", "operation", "operationid", "operationname", "action",
             "actionname", "procedure", "rpc", "op", "opname")  # fmt: skip
#: a JSON Patch operation (RFC 6902: ``{"op": "remove", "path": "/tags/0"}``) edits a field of a record: its ``op``
#: names no act on the record
_JSON_PATCH_OPS = frozenset({"add", "remove", "replace", "move", "copy", "test"})
#: keys that name where a request goes, or the operation it calls when that is a dotted name and no path
#: (``{"endpoint": "refunds.create"}``, an SDK's ``stripe.refunds.create``)
_ENDPOINT_KEYS = frozenset({"endpoint", "route", "api", "apimethod"})
#: a name read as a dispatcher's, for a call nested under one of :data:`_CALL_KEYS`
_DISPATCHER = "call_tool"
_CALL_KEYS = frozenset({"function", "tool", "toolcall", "functioncall", "call", "tooluse"})


def _dispatches(tool: str) -> bool:
    words = name_words(tool)
    return not words.isdisjoint(_DISPATCH_VERBS) and (not words.isdisjoint(_DISPATCH_OBJECTS) or len(words) == 1)


def _named_act(node: dict[Any, Any], tool: str) -> tuple[str, str] | None:
    """The key and the name of the act a node names (under an act key, or a describing key's act:
    :func:`_describes_an_act`), or None."""
    dispatches = _dispatches(tool) and not reads(tool)
    patch = "path" in map(_key, node) and _JSON_PATCH_OPS.issuperset(
        {str(v).lower() for k, v in node.items() if _key(k) == "op"}
    )
    call = not _CALL_PARTS.isdisjoint(map(_key, node))
    for key, value in node.items():
        act = value.strip() if isinstance(value, str) else ""
        # an HTTP verb is the HTTP rule's where the node says where the request goes (:func:`_http`); without an
        # address ``{"service": "customers", "method": "delete"}`` (Square's MCP ``make_api_request``) is the call's
        # act, as ``"method": "remove"`` was: it ran ungated (qa-agents5)
        http = _key(key) == "method" and act.upper() in _HTTP_METHODS and not _URL_KEYS.isdisjoint(map(_key, node))
        if _key(key) in _ACT_KEYS:
            named = _names_an_act(act)
        else:
            named = (
                _key(key) in _DESCRIBING_KEYS
                and not reads(tool)
                and (_describes_an_act(act, call=call) or (_key(key) == "method" and _method_on(node, act)))
            )
        if named and not http:
            if _key(key) in {"op", "opname"} and patch:
                continue
            return str(key), _with_object(node, act)
        if (
            _key(key) in _ENDPOINT_KEYS
            and not reads(tool)
            and re.fullmatch(r"[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+", act)
        ):
            return str(key), act  # ``{"endpoint": "refunds.create"}``: a dotted operation, no path or URL
        if dispatches and _key(key) in _RUN_KEYS and 0 < len(act) <= 120:
            return str(key), act
    return None


def _names_an_act(value: str) -> bool:
    """Whether a value under an act key is a name: one word (``delete_user``) or a tool name with single spaces
    (``Delete User``, Zapier's ``Delete Row in Google Sheets``: legal names, :mod:`agentops.core.toolnames`) of at
    most :data:`_ACT_NAME_WORDS` words, not prose. Names with a space were read as no act: a dispatcher's
    ``{"tool": "Delete User"}`` ran ungated (qa-agents4)."""
    return tool_name_problem(value) is None and "  " not in value and len(value.split(" ")) <= _ACT_NAME_WORDS


#: keys that describe a call (its kind, mode, verb, method — of HTTP or of payment —, event, API) rather than name
#: its act as :data:`_ACT_KEYS` do: ``{"method": "wire_transfer"}`` is how an order is paid, ``{"type": "payment"}``
#: a record's kind. Their value names an act only as :func:`_describes_an_act` says, and not in a read (a filter)
_DESCRIBING_KEYS = frozenset({"method", "type", "kind", "mode", "verb", "command", "event", "eventname", "eventtype",
                              "api", "apimethod", "apiname", "apicall", "request", "requesttype"})  # fmt: skip
#: keys beside a ``method`` that make the node a call of it (JSON-RPC's ``params``, MCP's)
_CALL_PARTS = frozenset({"params", "jsonrpc", "arguments", "args"})
#: the verbs a describing key's value begins (or an object's dotted name ends) with to name an act
_ACTS = DESTROY_VERBS | {"drop", "pay", "refund", "remit", "disburse", "withdraw", "payout", "purchase", "buy", "debit",
                         "transfer"}  # fmt: skip


def _describes_an_act(value: str, *, call: bool) -> bool:
    """Whether a describing key's value (:data:`_DESCRIBING_KEYS`) names an act: a call's method (beside its
    ``params``: JSON-RPC's ``eth_sendTransaction``), or one identifier whose verb is a destroy or a payment — first
    (``delete``, AWS's ``DeleteBucket``, ``refund_order``) or after an object's name (``user.delete``,
    ``invoices/pay``, ``s3:DeleteBucket``). Not a noun or how (``payment``, ``wire_transfer``, ``payment.succeeded``):
    ``manage_user({"type": "delete"})`` ran ungated, ``{"method": "wire_transfer"}`` was held (fix-gate2)."""
    if not re.fullmatch(r"[A-Za-z_][\w.:/-]*", value):
        return False
    if call:
        return True
    parts = [part for part in re.split(r"[.:/]", value) if part]
    return any(first_word(part) in _ACTS for part in parts[:1] + parts[-1:])


def _method_on(node: dict[Any, Any], act: str) -> bool:
    """Whether a ``method`` that is a bare write verb names a risky act with what the node says it acts on: Square's
    MCP ``make_api_request({"service": "payments", "method": "create"})`` pays, as ``{"action": "create", "resource":
    "refunds"}`` refunds (:func:`_with_object`); it ran ungated (qa-agents5). ``{"method": "card", "type": "payment"}``
    (how a payment is made) and ``{"service": "payments", "method": "list"}`` name none."""
    return (
        re.fullmatch(r"[A-Za-z]+", act) is not None
        and write_verb(act) is not None
        and high_risk_word(_with_object(node, act)) is not None
    )


#: the most words a name under an act key has (``Google Sheets: Delete Spreadsheet Row`` has 5)
_ACT_NAME_WORDS = 8
#: argument keys naming what an act named beside them acts on (``{"action": "create", "resource": "refunds"}``)
_OBJECT_KEYS = frozenset({"resource", "resourcetype", "object", "objecttype", "sobject", "entity", "entitytype",
                          "service", "collection", "model", "type"})  # fmt: skip


def _with_object(node: dict[Any, Any], act: str) -> str:
    """The act a node names with what it acts on, when the verb alone says nothing: ``create`` beside
    ``"resource": "refunds"`` is ``create refunds`` (Stripe's, a CRM's or an SDK's generic call), ``close`` beside
    ``"account_id"`` is ``close account`` (an id's key names its object when no object key does)."""
    if high_risk_word(act) is not None:
        return act
    objects = (value.strip() for key, value in node.items() if _key(key) in _OBJECT_KEYS and isinstance(value, str))
    found = next((value for value in objects if re.fullmatch(r"[\w.-]{1,60}", value)), None)
    if found is None:  # ``{"op": "close", "account_id": "A-1"}`` closes an account: ran ungated (gate-more)
        found = next((_key(key)[:-2] for key in node if re.fullmatch(r"[a-z]{2,30}id", _key(key))), None)
    return act if found is None else f"{act} {found}"
