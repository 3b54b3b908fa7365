"""The agent registry: ``settings.AGENTOPS["AGENTS"]`` maps a name to a factory returning an Agent.

Write your own factory (see README "Plug in a real LLM and real tools") and add it to the setting.
Two environment hooks serve the crash tests and ``crashbench``: ``AGENTOPS_CRASH_AT=point:step``
SIGKILLs the process at that crash point, ``AGENTOPS_MODEL_CALL_LOG=path`` appends a line per model
call so calls can be counted across processes.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable
from importlib import import_module
from typing import Any

from django.conf import settings

from agentops.core.budget import Budget
from agentops.core.errors import UnknownTool
from agentops.core.loop import CRASH_POINTS, Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from agentops.demo import ticket
from runs.claims.services import reply_check_for
from runs.demo.sinks import DbSideEffectSink


class UnknownAgent(UnknownTool):
    code = "unknown_agent"


#: The registry value of an agent whose model and tools live in a client (driven through the REST API).
EXTERNAL = "external"


def load_agent_kind(name: str) -> str:
    """``"external"`` for a client-driven agent, ``"python"`` for a factory; UnknownAgent otherwise."""
    path = settings.AGENTOPS["AGENTS"].get(name)
    if path is None:
        raise UnknownAgent(f"unknown agent {name!r}; registered: {', '.join(sorted(settings.AGENTOPS['AGENTS']))}")
    return EXTERNAL if path == EXTERNAL else "python"


def external_agents() -> list[str]:
    """The registered external agents (no server-side model, tools or verifiers)."""
    return sorted(name for name, path in settings.AGENTOPS["AGENTS"].items() if path == EXTERNAL)


def is_external(name: str) -> bool:
    """Whether runs of ``name`` are driven by an external client: no server worker ever drives them."""
    return settings.AGENTOPS["AGENTS"].get(name) == EXTERNAL


def load_agent(name: str) -> Agent:
    """Build the agent registered as ``name``, with the environment's crash and call-log hooks."""
    if load_agent_kind(name) == EXTERNAL:
        raise UnknownAgent(f"agent {name!r} is external: its model and tools live in its client")
    module, _, attr = settings.AGENTOPS["AGENTS"][name].partition(":")
    agent: Agent = getattr(import_module(module), attr)()
    agent.snapshot_every = int(settings.AGENTOPS["SNAPSHOT_EVERY"])
    agent.max_retries = int(settings.AGENTOPS["MAX_RETRIES"])
    agent.replay_pauses = tuple(settings.AGENTOPS["REPLAY_PAUSES"])
    agent.crash_hook = crash_hook_from_env()
    agent.reply_check = reply_check_for(name)
    return agent


def crash_hook_from_env() -> Callable[[str, int], None] | None:
    spec = os.environ.get("AGENTOPS_CRASH_AT", "")
    if not spec:
        return None
    point, _, step_text = spec.partition(":")
    if point not in CRASH_POINTS:
        raise ValueError(f"AGENTOPS_CRASH_AT point {point!r} is not one of {', '.join(CRASH_POINTS)}")
    step = int(step_text or 0)

    def hook(at: str, at_step: int) -> None:
        if at == point and at_step == step:
            os.kill(os.getpid(), signal.SIGKILL)

    return hook


def model_call_logger() -> Callable[[int], None] | None:
    path = os.environ.get("AGENTOPS_MODEL_CALL_LOG", "")
    if not path:
        return None

    def log(step: int) -> None:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(f"{os.getpid()} {step}\n")
            fh.flush()
            os.fsync(fh.fileno())

    return log


def ticket_agent() -> Agent:
    """SPEC's 24-step ticket agent; emails go to the ``email`` side-effect ledger."""
    return ticket.build_agent(DbSideEffectSink("email"), on_model_call=model_call_logger())


def legacy_ticket_agent() -> Agent:
    """The ticket agent behind an SMTP relay that ignores idempotency keys: in-doubt emails need a human."""
    return ticket.build_agent(
        DbSideEffectSink("email"), on_model_call=model_call_logger(), dedupes=False, name="ticket-legacy-smtp"
    )


BILLING_TEMPLATE = (
    "You are a billing agent. Settle invoice {invoice} of {amount} {currency} for {customer}. "
    "Journaled clock: {clock}; seed: {seed}. Payments need a human approval."
)


def _billing_script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
    inv = str(messages[0]["content"]).split("invoice ")[1].split(" ")[0]
    if step == 0:
        return "Look the invoice up.", [ToolCall("retrieve", {"topic": f"invoice {inv}"}, "call_0_0")]
    if step == 1:
        return (
            f"Invoice {inv} is due and matches the contract; paying it.",
            [ToolCall("pay_invoice", {"invoice": inv, "amount": 1250, "currency": "EUR"}, "call_1_0")],
        )
    if step == 2:
        return "Send the receipt.", [
            ToolCall("send_email", {"to": "ap@example.com", "subject": f"Invoice {inv} paid"}, "call_2_0")
        ]
    cites = [m["event_id"] for m in messages if m.get("role") == "tool" and m.get("name") != "retrieve"]
    tool_msgs = [m for m in messages if m.get("role") == "tool" and m.get("name") == "pay_invoice"]
    if tool_msgs and '"success":false' in tool_msgs[-1]["content"]:
        return f"Payment of invoice {inv} was not made: the approver rejected it.", []
    return f"Invoice {inv} paid and receipt sent " + " ".join(f"[evt:{c}]" for c in cites) + ".", []


def billing_agent() -> Agent:
    """A payment that waits in WAITING_MANUAL_CONFIRM until an approver approves it."""
    payments, emails = DbSideEffectSink("payment"), DbSideEffectSink("email")

    def pay(args: dict[str, Any], key: str | None) -> dict[str, Any]:
        ref = payments.send(key, str(args["invoice"]), f"{args['amount']} {args['currency']}", "")
        return {"success": True, "code": "paid", "data": {"payment_id": ref, "invoice": args["invoice"]}}

    pay_tool = Tool(
        "pay_invoice",
        pay,
        effect=Effect.WRITE,
        description="Pay an invoice (requires human approval).",
        parameters={"type": "object", "properties": {"invoice": {"type": "string"}, "amount": {"type": "number"}}},
    )
    return Agent(
        name="billing",
        model=ScriptedModel("scripted-billing-v1", _billing_script, on_call=model_call_logger()),
        tools=ToolRegistry([ticket.retrieve_tool(), pay_tool, ticket.email_tool(emails)]),
        template=BILLING_TEMPLATE,
        budget=Budget(max_steps=10, max_tokens=50_000, max_cost=1.0),
    )
