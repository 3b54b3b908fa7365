"""The in-process loop: a call journaled without an idempotency key is never replayed blind by a drive whose agent
since declared its tool ``dedupes=True`` (a deploy between the crash and the resume), or a read; it parks for a human,
or asks the tool's lookup. The client's side of the same rule: tests/api/test_redeclared_dedupes.py."""

from typing import Any

import pytest

from agentops.core.loop import Agent, Outcome
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Risk, Tool, ToolRegistry
from tests.core.harness import Harness


def _sms_agent(
    sent: list,
    *,
    dedupes: bool | None,
    lookup: Any = None,
    name: str = "send_sms",
    effect: Effect = Effect.WRITE,
    risk: Risk | None = None,
) -> Agent:
    def send_sms(args: dict[str, Any], key: str | None) -> Any:
        sent.append(key)
        return {"success": True, "code": "ok", "data": {"sid": f"SM{len(sent)}"}}

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("text them", [ToolCall(name, {"to": "+15550001"}, "c0")]) if step == 0 else ("Texted.", [])

    tool = Tool(name, send_sms, effect=effect, dedupes=dedupes, lookup=lookup, risk=risk)
    return Agent("sms", ScriptedModel("v1", script), ToolRegistry([tool]), "{clock}{seed}")


def test_a_keyless_call_is_not_replayed_after_a_deploy_declared_its_tool_deduping(harness: Harness):
    sent: list = []
    first = _sms_agent(sent, dedupes=False)
    harness.start(first)
    harness.crash(first, "after_effect", 0)
    assert sent == [None]
    assert harness.drive(_sms_agent(sent, dedupes=True)) is Outcome.RECOVERING
    assert sent == [None], "sent once: a keyless replay could not be deduped by the service"
    parked = [e.payload for e in harness.store.load("run_t") if str(e.type) == "RecoveryStarted"]
    assert "journaled without an idempotency key" in parked[-1]["reason"], parked


def test_a_keyless_call_is_looked_up_after_a_deploy_declared_its_tool_deduping(harness: Harness):
    sent, asked = [], []

    def lookup(args: dict[str, Any], key: str | None) -> Lookup:
        asked.append(key)
        return Lookup(found=True, result={"success": True, "code": "ok", "data": {"sid": "SM1"}})

    first = _sms_agent(sent, dedupes=False)
    harness.start(first)
    harness.crash(first, "after_effect", 0)
    assert harness.drive(_sms_agent(sent, dedupes=True, lookup=lookup)) is Outcome.COMPLETED
    assert sent == [None] and asked == [None]


def test_a_keyless_write_is_not_replayed_after_a_deploy_declared_its_tool_a_read(harness: Harness):
    """The intent says a write (``effect: write``, no key): a deploy that declares the tool a read (an SDK ``@tool``
    without ``effect=``) does not make the call in doubt a read; it was replayed, the booking made twice."""
    sent: list = []
    first = _sms_agent(sent, dedupes=False, name="book_room")
    harness.start(first)
    harness.crash(first, "after_effect", 0)
    assert harness.drive(_sms_agent(sent, dedupes=None, name="book_room", effect=Effect.READ)) is Outcome.RECOVERING
    assert sent == [None], "booked once: the write journaled without a key was not made again"


@pytest.mark.parametrize("lookup", [None, Lookup(found=False)])
def test_a_call_in_doubt_whose_tool_is_declared_high_risk_since_waits_for_a_human(harness: Harness, lookup):
    """set_status went out low risk, its process died before the answer; the deploy declares it ``risk="high"``: the
    call is neither replayed with its key nor looked up into a send — it went out with no approver (qa-agents6)."""
    sent: list = []
    first = _sms_agent(sent, dedupes=True, name="set_status")
    harness.start(first)
    harness.crash(first, "after_intent", 0)
    assert sent == []
    second = _sms_agent(sent, dedupes=True, name="set_status", risk=Risk.HIGH, lookup=lookup and (lambda a, k: lookup))
    assert harness.drive(second) is Outcome.RECOVERING
    assert sent == [], "not sent: the new code says an approver decides"
    parked = [e.payload for e in harness.store.load("run_t") if str(e.type) == "RecoveryStarted"]
    assert "declared high risk since" in parked[-1]["reason"], parked
