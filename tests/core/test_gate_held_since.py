"""The in-process loop: a call claimed with no approver, in doubt after a crash, that the manual gate holds once a
deploy changed its rule or the tool is neither replayed with its key nor looked up into a send: it parks for a human
(qa-agents7). The server's claim: tests/api/test_gate_held_since.py."""

from typing import Any

import pytest

from agentops.core.loop import Agent, Outcome
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Risk, Tool, ToolRegistry
from tests.core.harness import Harness

DELETE = {"sql_statement": "DELETE FROM accounts"}


def _sql_agent(sent: list, args: dict[str, Any], *, risk: Risk | None, lookup: Any = None) -> Agent:
    def execute(call_args: dict[str, Any], key: str | None) -> Any:
        sent.append(key)
        return {"success": True, "code": "ok", "data": {"rows": 12}}

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("clearing accounts", [ToolCall("execute", args, "c0")]) if step == 0 else ("Cleared.", [])

    tool = Tool("execute", execute, effect=Effect.WRITE, dedupes=True, lookup=lookup, risk=risk)
    return Agent("sql", ScriptedModel("v1", script), ToolRegistry([tool]), "{clock}{seed}")


@pytest.mark.parametrize("lookup", [None, Lookup(found=False)])
def test_a_call_in_doubt_the_gate_holds_since_a_deploy_waits_for_a_human(harness: Harness, lookup):
    """The first deploy declared ``execute`` low risk (its word is trusted: the DELETE went unheld); the process died
    after the intent, before the send. The deploy since leaves the risk to the gate, which holds a DELETE without
    WHERE: the call was replayed with its key (or looked up, "not done", and sent) with no approver."""
    sent: list = []
    first = _sql_agent(sent, DELETE, risk=Risk.LOW)
    harness.start(first)
    harness.crash(first, "after_intent", 0)
    assert sent == []
    second = _sql_agent(sent, DELETE, risk=None, lookup=lookup and (lambda a, k: lookup))
    assert harness.drive(second) is Outcome.RECOVERING
    assert sent == [], "not sent: the gate now says an approver decides"
    parked = [e.payload for e in harness.store.load("run_t") if str(e.type) == "RecoveryStarted"]
    assert (
        "the manual gate holds it now (SQL DELETE without WHERE (every row) in args.sql_statement)"
        in (parked[-1]["reason"])
    ), parked


def test_a_call_in_doubt_the_gate_still_lets_through_is_replayed_as_before(harness: Harness):
    sent: list = []
    select = {"sql_statement": "SELECT count(*) FROM accounts"}
    first = _sql_agent(sent, select, risk=Risk.LOW)
    harness.start(first)
    harness.crash(first, "after_intent", 0)
    assert harness.drive(_sql_agent(sent, select, risk=None)) is Outcome.COMPLETED
    assert len(sent) == 1
