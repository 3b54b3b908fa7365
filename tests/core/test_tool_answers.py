"""What a tool's verifier and lookup must answer (``agentops.core.tools.Tool.verdict`` / ``look_up``): a Verdict, a
Lookup. Anything else is the deployment's mistake, named with the tool and the shape, never read as "pending" or
"cannot tell" (and never an AttributeError deep in the loop)."""

from __future__ import annotations

import pytest

from agentops.core.errors import ToolAnswerMisshapen
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Tool, ToolDeclarationInvalid, ToolRegistry, Verdict, VerdictStatus
from agentops.tools.http import http_tool
from tests.core.harness import Harness

SENT = {"success": True, "code": "sent", "data": {"id": "m-1"}}


def _tool(**answers) -> Tool:
    return Tool("post_note", lambda args, key: SENT, effect=Effect.WRITE, dedupes=False, **answers)


def test_a_lookup_answering_a_dict_names_the_tool_and_the_lookup_to_return():
    with pytest.raises(ToolAnswerMisshapen, match=r"^tool 'post_note': its lookup returned dict \{'found': True\}, "
                       r"not a Lookup: return Lookup\(found=True, result=\.\.\.\) when done"):  # fmt: skip
        _tool(lookup=lambda args, key: {"found": True}).look_up({}, None)


def test_a_lookup_that_raises_cannot_tell_and_one_that_answers_a_lookup_is_taken():
    def broken(args, key):
        raise ConnectionError("refused")

    assert _tool(lookup=broken).look_up({}, None) == Lookup(None, detail="ConnectionError: refused")
    assert _tool(lookup=lambda args, key: Lookup(True, SENT)).look_up({}, None) == Lookup(True, SENT)


def test_a_verifier_answering_a_bool_names_the_tool_and_the_verdict_to_return():
    with pytest.raises(ToolAnswerMisshapen, match=r"its verify returned bool True, not a Verdict: return Verdict\("):
        _tool(verify=lambda args, result, key: True).verdict({}, SENT, None)
    assert _tool(verify=lambda args, result, key: 1 / 0).verdict({}, SENT, None).status is VerdictStatus.PENDING


def test_the_in_process_loop_stops_on_a_misshapen_verdict_and_goes_on_once_it_is_fixed(harness: Harness):
    """The loop read ``verdict.status`` off a dict: AttributeError, with the result journaled and no verdict."""
    sent: list = []
    answer: list = [{"status": "confirmed"}]

    def send(args, key):
        sent.append(key)
        return SENT

    def script(step, messages):
        return ("notify", [ToolCall("notify", {"to": "ops"}, "c0")]) if step == 0 else ("done", [])

    tool = Tool("notify", send, effect=Effect.WRITE, dedupes=False, verify=lambda args, result, key: answer[0])
    agent = Agent("notify", ScriptedModel("v1", script), ToolRegistry([tool]), "{clock}{seed}")
    harness.start(agent)
    with pytest.raises(ToolAnswerMisshapen, match="tool 'notify': its verify returned dict"):
        harness.drive(agent)
    answer[0] = Verdict(VerdictStatus.CONFIRMED, "read_back")
    assert harness.drive(agent).value == "COMPLETED"
    assert len(sent) == 1  # the journaled result was verified, not sent again


@pytest.mark.parametrize("dedupes", ["false", "no", 0, 1])
def test_a_dedupes_that_is_no_bool_is_refused_naming_the_tool_not_read_as_true(dedupes):
    """``dedupes="false"`` (a config file's, an adapter's ``declare``) was true: a call in doubt of a service that does
    not dedupe was sent again with its key (``safe_to_replay``), a second order. ``http_tool`` builds the same Tool."""
    with pytest.raises(
        ToolDeclarationInvalid, match=rf"^tool 'create_order': dedupes={dedupes!r}: expected True or False"
    ):
        http_tool("create_order", "POST", "https://shop.example/orders", dedupes=dedupes)


@pytest.mark.parametrize("check", ["verify", "lookup", "compensate"])
def test_a_check_that_cannot_be_called_is_refused_when_the_tool_is_declared(check):
    """A ``verify`` / ``lookup`` / ``compensate`` that is no function raised at every call of it, read as "cannot
    tell": a verdict pending for ever, every call in doubt handed to a human."""
    with pytest.raises(
        ToolDeclarationInvalid, match=rf"^tool 'post_note': {check}='by key': expected a function, {check}\("
    ):
        _tool(**{check: "by key"})
