"""A call replayed after a crash is sent with the values it was first sent with (qa-agents9).

The journal keeps a model's answer in canonical JSON: ``{"amount": 5.0}`` is stored as ``5``. The loop (and the API
client's, through the same ``sample_model``) executed a fresh answer with the model's own values and a resumed one with
the journal's, so a call in doubt after a crash went out first with ``5.0`` and again, under the same idempotency key,
with ``5`` — another request under that key, which a service comparing a key's requests (Stripe's "Keys for idempotent
requests can only be used with the same parameters") refuses: a call that could be replayed safely became one for a
human. A fresh answer's arguments are now the journal's from the start."""

from __future__ import annotations

import json

import pytest

from agentops.core.loop import Agent, Outcome, as_journaled
from agentops.core.model import Sample, ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from tests.core.harness import Crash, Harness, crash_at


def _agent(sent: list[str], hook=None) -> Agent:
    def add_score(args: dict, key: str | None) -> dict:
        sent.append(
            json.dumps({"key": key, **args}, ensure_ascii=False)
        )  # the request body a service would get with the key
        return {"success": True, "code": "ok", "data": {"ok": 1}}

    def script(step: int, messages) -> tuple[str, list[ToolCall]]:
        if step == 0:
            return "scoring", [ToolCall("add_score", {"amount": 5.0, "ratio": 0.5, "note": "cafe\u0301"}, "c0")]
        return "Scored.", []

    return Agent(
        name="scores",
        model=ScriptedModel("scores-v1", script),
        tools=ToolRegistry([Tool("add_score", add_score, effect=Effect.WRITE, dedupes=True)]),
        template="You score.",
        crash_hook=hook,
    )


def test_a_call_replayed_after_a_crash_is_sent_with_the_values_it_was_first_sent_with():
    harness, sent = Harness(), []
    harness.start(_agent(sent))
    with pytest.raises(Crash):
        harness.drive(_agent(sent, crash_at("after_effect", 0)))
    assert harness.drive(_agent(sent)) is Outcome.COMPLETED
    assert len(sent) == 2, sent  # sent, then replayed with its key after the crash
    assert sent[0] == sent[1], f"the replay sent another request under the same key: {sent}"
    assert json.loads(sent[0])["amount"] == 5 and "café" in sent[0]


def test_a_fresh_answers_arguments_are_the_journals():
    sample = Sample("x", (ToolCall("t", {"n": 5.0, "m": [1.0, 2.5], "k": "e\u0301"}),))
    (call,) = as_journaled(sample).tool_calls
    assert call.args == {"n": 5, "m": [1, 2.5], "k": "é"} and type(call.args["n"]) is int
    bad = Sample("x", (ToolCall("t", {"n": float("nan")}),))
    assert as_journaled(bad) is bad  # refused later, before anything acts on it (unjournalable)
