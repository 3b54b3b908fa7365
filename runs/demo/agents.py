"""The demo agents of the registry (``settings.AGENTOPS["AGENTS"]``): the ticket agent, its legacy-SMTP
twin, a billing agent whose payment waits for an approver, and two refund-desk agents whose replies
claim more than they did (one flagged, one held by the claims audit). Their side effects go to the
``SideEffect`` ledger. ``AGENTOPS_MODEL_CALL_LOG=path`` appends a line per model call so calls can be
counted across processes (crash tests, ``crashbench``).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from typing import Any

from agentops.core.budget import Budget
from agentops.core.errors import ModelError
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from agentops.demo import ticket
from runs.demo.sinks import DbSideEffectSink


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


_BILLED = re.compile(r"Settle invoice (\S+) of (\S+) (\S+) for ")


def _number(text: str) -> int | float | str:
    """The run's amount as the payment's argument: a number where it reads as one (as the inputs gave it)."""
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def _billing_script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
    billed = _BILLED.search(str(messages[0]["content"]))
    if billed is None:  # an empty invoice, or one with a space: a model error on the run, not a worker's traceback
        raise ModelError(
            "the billing demo cannot read the invoice, amount and currency from its prompt: each must be one word "
            "(invoice INV-42, amount 1250, currency EUR); create the run again with such inputs",
            retryable=False,
        )
    inv, amount, currency = billed.groups()
    if step == 0:
        return "Look the invoice up.", [ToolCall("retrieve", {"topic": f"invoice {inv}"}, "call_0_0")]
    if step == 1:
        return (
            f"Invoice {inv} is due and matches the contract; paying it.",
            [ToolCall("pay_invoice", {"invoice": inv, "amount": _number(amount), "currency": currency}, "call_1_0")],
        )
    tool_msgs = [m for m in messages if m.get("role") == "tool" and m.get("name") == "pay_invoice"]
    if tool_msgs and '"success":false' in tool_msgs[-1]["content"]:  # no "paid" receipt for a payment not made
        return f"Payment of invoice {inv} was not made: the approver rejected it.", []
    if step == 2:
        return "Send the receipt.", [
            ToolCall("send_email", {"to": "ap@example.com", "subject": f"Invoice {inv} paid"}, "call_2_0")
        ]
    cites = [m["event_id"] for m in messages if m.get("role") == "tool" and m.get("name") != "retrieve"]
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
        dedupes=True,  # the payments ledger stores one payment per key
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


REFUND_TEMPLATE = (
    "You are a refund desk agent. Refund order {order} of {customer}. Journaled clock: {clock}; seed: {seed}."
)


def _refund_script(reply: str) -> Callable[[int, Any], tuple[str, list[ToolCall]]]:
    """Looks the refund policy up, then over-claims: the reply cites only that read (the claims demo)."""

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        if step == 0:
            return "Check the refund policy first.", [ToolCall("retrieve", {"topic": "refund policy"}, "call_0_0")]
        read = next(m["event_id"] for m in messages if m.get("role") == "tool")
        return reply.format(evt=read), []

    return script


def refund_agent() -> Agent:
    """Claims a refund and an email it never made, citing a policy lookup: its reply is flagged."""
    return _refund_agent(
        "refunds", "Your refund is on its way and the confirmation email went out [evt:{evt}]. Thanks for waiting!"
    )


def strict_refund_agent() -> Agent:
    """The same over-claim in Chinese, under the ``hold`` policy: its reply waits for an operator."""
    return _refund_agent("refunds-strict", "已为您办理退款，两封确认邮件都已发出 [evt:{evt}]。")


def _refund_agent(name: str, reply: str) -> Agent:
    return Agent(
        name=name,
        model=ScriptedModel(f"scripted-{name}-v1", _refund_script(reply), on_call=model_call_logger()),
        tools=ToolRegistry([ticket.retrieve_tool()]),
        template=REFUND_TEMPLATE,
        budget=Budget(max_steps=4, max_tokens=20_000, max_cost=0.5),
    )
