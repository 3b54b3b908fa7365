"""The 24-step ticket agent of SPEC's harness: 18 read-only retrievals, 6 ``send_email`` side effects.

The model is scripted (deterministic), the tools are real functions over a pluggable email sink,
so the same agent runs in the dashboard demo, the crash tests and ``crashbench``.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from agentops.core.budget import Budget
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Tool, ToolRegistry, Verdict, VerdictStatus

TEMPLATE = (
    "You are a support operations agent. Handle ticket {ticket} for customer {customer}. "
    "Journaled clock: {clock}; seed: {seed}. Retrieve what you need, email the teams involved, "
    "then reply with a summary that cites the event id of every email as [evt:<id>]."
)

_TOPICS = [
    "refund policy",
    "customer history",
    "SLA terms",
    "credit rules",
    "escalation matrix",
    "billing ledger",
    "contract clauses",
    "finance approvals",
    "legal review",
    "support macros",
    "outage report",
    "priority rules",
    "regional law",
    "tax handling",
    "audit trail",
    "account owner",
    "renewal terms",
    "discount limits",
]
_EMAILS = [
    ("support@example.com", "SLA breach on ticket"),
    ("finance@example.com", "Approval request: SLA credit"),
    ("legal@example.com", "Contract terms for credit"),
    ("owner@example.com", "Account owner notice"),
    ("billing@example.com", "Credit memo to issue"),
    ("customer@example.com", "Your ticket update"),
]
#: step → tool calls. 23 tool steps carry 24 calls (step 4 runs two retrievals in parallel); step 23 replies.
_EMAIL_STEPS = {3: 0, 7: 1, 11: 2, 15: 3, 19: 4, 22: 5}
PARALLEL_STEP = 4
STEPS = 24
EMAILS = len(_EMAIL_STEPS)


class EmailSink(Protocol):
    """Where ``send_email`` delivers. Same key ⇒ one message; ``None`` key ⇒ always a new one."""

    def send(self, key: str | None, to: str, subject: str, body: str) -> str: ...

    def find(self, key: str) -> str | None: ...


class MemoryEmailSink:
    """An in-process :class:`EmailSink` for unit tests."""

    def __init__(self) -> None:
        self.sent: list[tuple[str | None, str]] = []
        self._by_key: dict[str, str] = {}

    def send(self, key: str | None, to: str, subject: str, body: str) -> str:
        key = key or None  # "" is "no key", never one key shared by every call (pitfall 2)
        if key is not None and key in self._by_key:
            return self._by_key[key]
        message_id = f"msg-{len(self.sent) + 1}"
        self.sent.append((key, message_id))
        if key is not None:
            self._by_key[key] = message_id
        return message_id

    def find(self, key: str) -> str | None:
        return self._by_key.get(key) if key else None


def document(topic: str, n: int) -> str:
    """A deterministic ~400-character document about ``topic``."""
    seed = hashlib.sha256(f"{topic}:{n}".encode()).hexdigest()
    text = f"[{topic} #{n}] " + " ".join(
        f"Clause {seed[i : i + 4]} covers {topic} obligations, limits and exceptions." for i in range(0, 48, 6)
    )
    return text[:400]


def retrieve(args: dict[str, Any], key: str | None) -> dict[str, Any]:
    topic = str(args.get("topic", ""))
    return {"success": True, "code": "ok", "data": {"topic": topic, "docs": [document(topic, i) for i in range(3)]}}


def _plan(step: int) -> list[ToolCall]:
    if step in _EMAIL_STEPS:
        to, subject = _EMAILS[_EMAIL_STEPS[step]]
        body = f"Ticket {subject.lower()} — details attached from step {step}."
        return [ToolCall("send_email", {"to": to, "subject": subject, "body": body}, f"call_{step}_0")]
    retrieval_steps = [s for s in range(STEPS - 1) if s not in _EMAIL_STEPS]
    slot = retrieval_steps.index(step) + (1 if step > PARALLEL_STEP else 0)
    calls = [ToolCall("retrieve", {"topic": _TOPICS[slot]}, f"call_{step}_0")]
    if step == PARALLEL_STEP:
        calls.append(ToolCall("retrieve", {"topic": _TOPICS[slot + 1]}, f"call_{step}_1"))
    return calls


def script(step: int, messages: Sequence[dict[str, Any]]) -> tuple[str, list[ToolCall]]:
    """The scripted decisions: a tool plan for steps 0–22, then a reply citing the emails' events."""
    if step < STEPS - 1:
        return f"Step {step}: gathering and notifying.", _plan(step)
    cites = [m["event_id"] for m in messages if m.get("role") == "tool" and m.get("name") == "send_email"]
    ticket = re.search(r"ticket (\S+)", str(messages[0].get("content", "")))
    refs = ", ".join(f"[evt:{eid}]" for eid in cites if eid)
    return f"Ticket {ticket.group(1) if ticket else ''} completed: all six teams were emailed {refs}.", []


def email_tool(sink: EmailSink, *, dedupes: bool = True) -> Tool:
    """``send_email`` over ``sink``, verified by reading the message back by key."""

    def send(args: dict[str, Any], key: str | None) -> dict[str, Any]:
        message_id = sink.send(key, str(args["to"]), str(args["subject"]), str(args.get("body", "")))
        return {"success": True, "code": "sent", "data": {"message_id": message_id, "to": args["to"]}}

    def verify(args: dict[str, Any], result: Any, key: str | None) -> Verdict:
        if key is None:
            return Verdict(VerdictStatus.CONFIRMED, "schema", "no key to read back by")
        found = sink.find(key)
        if found == result["data"]["message_id"]:
            return Verdict(VerdictStatus.CONFIRMED, "read_back", f"message {found} stored")
        return Verdict(VerdictStatus.FAILED, "read_back", f"no stored message for key (found {found!r})")

    def lookup(args: dict[str, Any], key: str | None) -> Lookup:
        if key is None:
            return Lookup(None, detail="sent without a key: cannot tell")
        found = sink.find(key)
        if found is None:
            return Lookup(False)
        return Lookup(True, {"success": True, "code": "sent", "data": {"message_id": found, "to": args["to"]}})

    return Tool(
        "send_email",
        send,
        effect=Effect.WRITE,
        dedupes=dedupes,
        verify=verify,
        lookup=lookup if dedupes else None,
        description="Send an email to a team.",
        parameters={
            "type": "object",
            "properties": {"to": {"type": "string"}, "subject": {"type": "string"}, "body": {"type": "string"}},
            "required": ["to", "subject"],
        },
    )


def retrieve_tool() -> Tool:
    return Tool(
        "retrieve",
        retrieve,
        effect=Effect.READ,
        description="Retrieve three documents about a topic.",
        parameters={"type": "object", "properties": {"topic": {"type": "string"}}, "required": ["topic"]},
    )


MODEL_VERSION = "scripted-ticket-v1"


def build_agent(
    sink: EmailSink,
    *,
    on_model_call: Callable[[int], None] | None = None,
    dedupes: bool = True,
    budget: Budget | None = None,
    model_version: str = MODEL_VERSION,
    template: str = TEMPLATE,
    name: str = "ticket",
) -> Agent:
    """The ticket agent over ``sink``; ``on_model_call`` counts model calls (tests, crashbench)."""
    return Agent(
        name=name,
        model=ScriptedModel(model_version, script, on_call=on_model_call),
        tools=ToolRegistry([retrieve_tool(), email_tool(sink, dedupes=dedupes)]),
        template=template,
        budget=budget or Budget(max_steps=40, max_tokens=400_000, max_cost=5.0),
    )


def ticket_inputs(n: int) -> dict[str, Any]:
    return {"ticket": f"T-{1000 + n}", "customer": f"ACME-{n % 17:02d}", "task": f"Resolve ticket T-{1000 + n}."}
