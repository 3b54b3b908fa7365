"""An example of a real agent: an OpenAI-compatible LLM, HTTP tools and a Python tool.

This is what an agent developer writes (docs/plugging-in.md walks through it). Register it with
``AGENTOPS_EXTRA_AGENTS="support=agentops.examples.support_agent:build_agent"`` and point it at
an LLM (``AGENTOPS_LLM_BASE_URL`` / ``AGENTOPS_LLM_API_KEY`` / ``AGENTOPS_LLM_MODEL``) and at the
support API (``SUPPORT_API_URL``, optional ``SUPPORT_API_TOKEN`` and ``SUPPORT_API_TIMEOUT``).

Tools, and what each declaration buys:

* ``get_customer`` — HTTP GET, a read: replayed freely on recovery.
* ``create_ticket`` — HTTP POST, a write. The service honours ``Idempotency-Key``
  (``dedupes=True``), so an in-doubt call is replayed with the same key; the result is verified by
  reading the ticket back, ``lookup`` asks the service about a key, and ``cancel`` compensates.
* ``add_internal_note`` — a Python function over a dedupe-by-key ledger, with its own read-back
  verifier, lookup and compensation (a retraction note).
* ``refund_payment`` — "refund" makes it high risk: it never runs before a human approves it.
"""

from __future__ import annotations

import os
from typing import Any

from django.conf import settings

from agentops.core.budget import Budget
from agentops.core.loop import Agent
from agentops.core.tools import Effect, Lookup, Tool, ToolRegistry, Verdict, VerdictStatus
from agentops.llm.openai_compat import OpenAICompatModel
from agentops.tools.http import http_tool
from runs.demo.sinks import DbSideEffectSink

TEMPLATE = (
    "You are a support agent for customer {customer}. Look the customer up, open a ticket for the "
    "request and leave an internal note for the account team. Refunds need a human approval: ask "
    "for one with refund_payment, never promise one. Each tool result starts with [evt:<id>]; when "
    "you say something was done, cite that id. Journaled clock: {clock}."
)


def _string_params(*required: str, optional: tuple[str, ...] = ()) -> dict[str, Any]:
    names = (*required, *optional)
    return {
        "type": "object",
        "properties": {name: {"type": "string"} for name in names},
        "required": list(required),
    }


def support_tools(base_url: str, *, token: str = "", timeout: float = 10.0) -> list[Tool]:
    """The HTTP tools of the support API at ``base_url``."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    api = base_url.rstrip("/")
    common: dict[str, Any] = {"headers": headers, "timeout": timeout}
    return [
        http_tool(
            "get_customer",
            "GET",
            api + "/customers/{customer}",
            description="Read a customer's plan and open tickets.",
            parameters=_string_params("customer"),
            **common,
        ),
        http_tool(
            "create_ticket",
            "POST",
            api + "/tickets",
            dedupes=True,  # the ticketing API answers a repeated Idempotency-Key with the first ticket
            verify_url=api + "/tickets/{ticket_id}",
            verify_check=lambda body, args, result: body.get("subject") == args.get("subject"),
            lookup_url=api + "/idempotency/{idem_key}",
            compensate_url=api + "/tickets/{ticket_id}/cancel",
            description="Open a support ticket.",
            parameters=_string_params("customer", "subject"),
            **common,
        ),
        http_tool(
            "refund_payment",
            "POST",
            api + "/refunds",
            dedupes=True,  # the payments API honours Idempotency-Key
            description="Refund a payment (a human approves it first).",
            parameters=_string_params("customer", "invoice", "amount"),
            **common,
        ),
    ]


def note_tool(ledger: DbSideEffectSink, retractions: DbSideEffectSink) -> Tool:
    """A Python tool: the same contract ``fn(args, idem_key)``, with verifier, lookup, compensation."""

    def add(args: dict[str, Any], key: str | None) -> dict[str, Any]:
        note_id = ledger.send(key, str(args["customer"]), "internal note", str(args["text"]))
        return {"success": True, "code": "noted", "data": {"note_id": note_id, "customer": args["customer"]}}

    def verify(args: dict[str, Any], result: Any, key: str | None) -> Verdict:
        if key is None:
            return Verdict(VerdictStatus.PENDING, "read_back", "written without a key: nothing to read back by")
        stored = ledger.find(key)
        if stored == result["data"]["note_id"]:
            return Verdict(VerdictStatus.CONFIRMED, "read_back", f"note {stored} stored")
        return Verdict(VerdictStatus.FAILED, "read_back", f"no note stored for this call (found {stored!r})")

    def lookup(args: dict[str, Any], key: str | None) -> Lookup:
        stored = ledger.find(key) if key else None
        if stored is None:
            return Lookup(False) if key else Lookup(None, detail="no key")
        return Lookup(
            True, {"success": True, "code": "noted", "data": {"note_id": stored, "customer": args["customer"]}}
        )

    def retract(args: dict[str, Any], result: Any, key: str | None) -> Any:
        note_id = (result or {}).get("data", {}).get("note_id", "")
        retraction = retractions.send(key, str(args["customer"]), f"retracts {note_id}", "")
        return {"success": True, "code": "retracted", "data": {"retraction_id": retraction, "note_id": note_id}}

    return Tool(
        "add_internal_note",
        add,
        effect=Effect.WRITE,
        dedupes=True,  # the ledger keeps one note per key
        verify=verify,
        lookup=lookup,
        compensate=retract,
        description="Leave an internal note for the account team.",
        parameters=_string_params("customer", "text"),
    )


def build_agent() -> Agent:
    """The agent factory named in ``AGENTOPS["AGENTS"]``: called once per drive of a run."""
    tools = support_tools(
        os.environ.get("SUPPORT_API_URL", "http://127.0.0.1:8081"),
        token=os.environ.get("SUPPORT_API_TOKEN", ""),
        timeout=float(os.environ.get("SUPPORT_API_TIMEOUT") or 10),
    )
    return Agent(
        name="support",
        model=OpenAICompatModel.from_config(settings.AGENTOPS),
        tools=ToolRegistry([*tools, note_tool(DbSideEffectSink("note"), DbSideEffectSink("note-retraction"))]),
        template=TEMPLATE,
        budget=Budget(max_steps=12, max_tokens=60_000, max_cost=0.50),
    )
