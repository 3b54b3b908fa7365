"""Agents of the time-travel tests (registered per test with ``register_agent``)."""

from __future__ import annotations

import dataclasses

from agentops.core.errors import ToolTimeout
from agentops.core.loop import Agent
from agentops.core.tools import Effect, Risk, ToolRegistry
from agentops.demo import ticket
from runs.demo.sinks import DbSideEffectSink

#: Steps at which the legacy (non-deduping) email relay sends, then loses the answer.
LOST_ANSWERS: set[int] = set()


class LosingSink(DbSideEffectSink):
    """Sends (the effect happens), then times out for the subjects of ``LOST_ANSWERS`` steps."""

    def send(self, key: str | None, to: str, subject: str, body: str) -> str:
        message = super().send(key, to, subject, body)
        if any(f"from step {s}." in body for s in LOST_ANSWERS):
            raise ToolTimeout("the SMTP relay did not answer")
        return message


def legacy_ticket() -> Agent:
    """The ticket agent behind a relay that cannot dedupe: an in-doubt email stops the run RECOVERING."""
    return ticket.build_agent(LosingSink("email"), dedupes=False, name="legacy")


def in_doubt_run(register_agent, step: int) -> str:
    """A legacy-relay ticket run whose email at ``step`` was sent, then lost: it stops RECOVERING."""
    from runs.worker.engine import drive_run
    from tests.runs.factories import make_run

    register_agent(legacy="tests.timetravel.agents:legacy_ticket")
    LOST_ANSWERS.clear()
    LOST_ANSWERS.add(step)
    run_id = make_run("legacy")
    try:
        assert str(drive_run(run_id)) == "RECOVERING"
    finally:
        LOST_ANSWERS.clear()
    return run_id


def ticket_v2() -> Agent:
    """The ticket agent on a newer model version and prompt."""
    return ticket.build_agent(
        DbSideEffectSink("email"), model_version="scripted-ticket-v2", template=ticket.TEMPLATE + " Be brief."
    )


def ticket_rewired() -> Agent:
    """The ticket agent whose ``send_email`` no longer dedupes: the tool wiring changed."""
    return ticket.build_agent(DbSideEffectSink("email"), dedupes=False)


def ticket_gated() -> Agent:
    """The ticket agent where ``send_email`` became high risk: every email needs an approver."""
    agent = ticket.build_agent(DbSideEffectSink("email"))
    email = agent.tools.get("send_email")
    tools = [t for t in agent.tools if t.name != "send_email"] + [dataclasses.replace(email, risk=Risk.HIGH)]
    agent.tools = ToolRegistry(tools)
    return agent


def ticket_small_budget() -> Agent:
    """The ticket agent with a 10-step budget: it stops FAILED (BudgetExceeded) at step 10."""
    from agentops.core.budget import Budget

    return ticket.build_agent(DbSideEffectSink("email"), budget=Budget(max_steps=10, max_tokens=400_000, max_cost=5.0))


def ticket_more_tools() -> Agent:
    """The ticket agent now also offering ``close_ticket`` and a reworded ``retrieve``: calls unchanged."""
    agent = ticket.build_agent(DbSideEffectSink("email"))
    retrieve = agent.tools.get("retrieve")
    agent.tools = ToolRegistry(
        [t for t in agent.tools if t.name != "retrieve"]
        + [
            dataclasses.replace(retrieve, description="Search the knowledge base (new wording)."),
            # a write: a tool whose name says one cannot be left a read (runs.worker.registry, qa-agents7)
            dataclasses.replace(
                retrieve, name="close_ticket", description="Close the ticket.", effect=Effect.WRITE, dedupes=True
            ),
        ]
    )
    return agent


def ticket_binary_docs() -> Agent:
    """The ticket agent whose knowledge base answers with a NUL character in each document (a binary file read)."""
    agent = ticket.build_agent(DbSideEffectSink("email"))
    retrieve = agent.tools.get("retrieve")

    def read(args, key):  # type: ignore[no-untyped-def]
        found = retrieve.fn(args, key)
        return {**found, "data": {**found["data"], "docs": [doc + "\x00" for doc in found["data"]["docs"]]}}

    agent.tools = ToolRegistry(
        [t for t in agent.tools if t.name != "retrieve"] + [dataclasses.replace(retrieve, fn=read)]
    )
    return agent


#: Where the spread sender's step 9 email goes (its steps 0-8 each email one new recipient: 9 in all)
SPREAD_STEP_9_TO = ["r0@example.com"]


def spread_sender() -> Agent:
    """A bulk send spread over steps: one email a step to ``r0``..``r8`` (9 distinct recipients, under the gate's
    10), then step 9's to ``SPREAD_STEP_9_TO[0]`` (``r0`` again: reached before, not held), then a reply."""
    from agentops.core.model import ScriptedModel, ToolCall

    def script(step, messages):  # type: ignore[no-untyped-def]
        if step > 9:
            return "Everyone was told.", []
        to = f"r{step}@example.com" if step < 9 else SPREAD_STEP_9_TO[0]
        return f"step {step}", [ToolCall("send_email", {"to": to, "subject": "Outage", "body": "Sorry."}, f"c{step}")]

    tools = ToolRegistry([ticket.email_tool(DbSideEffectSink("email"))])
    return Agent("spread", ScriptedModel("spread-v1", script), tools, "{task}{clock}{seed}")


def legacy_billing() -> Agent:
    """The billing agent whose receipt goes through a relay that cannot dedupe (sent after the approved payment)."""
    from runs.demo.agents import billing_agent

    agent = billing_agent()
    email = ticket.email_tool(DbSideEffectSink("email"), dedupes=False)
    agent.tools = ToolRegistry([t for t in agent.tools if t.name != "send_email"] + [email])
    return dataclasses.replace(agent, name="legacy-billing")


#: Whom the keyless mailer emails at each step (the model's step: its assistant messages so far); then it replies
MAILER_PLAN: list[str] = []


def keyless_mailer() -> Agent:
    """One email a step through a relay that cannot dedupe (no key), to ``MAILER_PLAN[step]``, then a reply."""
    return _mailer(dedupes=False)


def mailer() -> Agent:
    """:func:`keyless_mailer` through a relay that dedupes by the key."""
    return _mailer(dedupes=True)


def mailer_v2() -> Agent:
    """:func:`mailer` on a new prompt template: its runs recorded under the old one are refused replay."""
    return dataclasses.replace(mailer(), template="{task}{clock}{seed} Be brief.")


def keyless_mailer_v2() -> Agent:
    """:func:`keyless_mailer` on a new prompt template: its runs recorded under the old one are refused replay."""
    return dataclasses.replace(keyless_mailer(), template="{task}{clock}{seed} Be brief.")


def _mailer(*, dedupes: bool) -> Agent:
    from agentops.core.model import ScriptedModel, ToolCall

    def script(step, messages):  # type: ignore[no-untyped-def]
        if step >= len(MAILER_PLAN):
            return "Everyone was told.", []
        args = {"to": MAILER_PLAN[step], "subject": "Notice", "body": "Hello."}
        return f"step {step}", [ToolCall("send_email", args, f"c{step}")]

    tools = ToolRegistry([ticket.email_tool(DbSideEffectSink("email"), dedupes=dedupes)])
    return Agent("mailer", ScriptedModel("mailer-v1", script), tools, "{task}{clock}{seed}")


def ticket_without_email() -> Agent:
    """The ticket agent after a deploy that removed ``send_email``: a call of it held before names a tool it lacks."""
    agent = ticket.build_agent(DbSideEffectSink("email"))
    agent.tools = ToolRegistry([t for t in agent.tools if t.name != "send_email"])
    return agent
