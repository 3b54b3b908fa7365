"""A tool result the journal cannot hold (a lone surrogate: no UTF-8 form; NaN: no JSON form), from an
in-process agent (or a model answer holding one): the drive neither crashes nor loses what it journaled; a failed result saying why is
journaled in the result's place (the call ran, so a write parks for a human). Through the API the
client is told instead: 400 ``invalid_input``, nothing written (tests/api/test_errors.py)."""

from __future__ import annotations

import json
import os

import pytest

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from runs.models import Event, Run
from runs.services import run_create
from runs.worker.engine import drive_run

pytestmark = pytest.mark.django_db(transaction=True)

#: what the tool returns, by the UNSTORABLE variable
VALUES = {"surrogate": "a\ud800b", "nan": float("nan")}
CALLS: list[str | None] = []


def agent() -> Agent:
    """One call of ``fetch`` (a read, or a deduping write: UNSTORABLE_EFFECT), then the reply."""

    def script(step, messages):  # type: ignore[no-untyped-def]
        return ("look", [ToolCall("fetch", {"q": "x"}, "c0")]) if step == 0 else ("Done.", [])

    def fetch(args, key):  # type: ignore[no-untyped-def]
        CALLS.append(key)
        return {"success": True, "code": "ok", "data": {"text": VALUES[os.environ["UNSTORABLE"]]}}

    effect = Effect(os.environ["UNSTORABLE_EFFECT"])
    tool = Tool("fetch", fetch, effect=effect, dedupes=True if effect is Effect.WRITE else None)
    return Agent("unstorable", ScriptedModel("unstorable-v1", script), ToolRegistry([tool]), "{task}{clock}{seed}")


@pytest.fixture
def drive(settings, monkeypatch):  # type: ignore[no-untyped-def]
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "unstorable": f"{__name__}:agent"},
    }
    CALLS.clear()

    def start(value: str, effect: str) -> str:
        monkeypatch.setenv("UNSTORABLE", value)
        monkeypatch.setenv("UNSTORABLE_EFFECT", effect)
        run, _ = run_create(agent="unstorable", inputs={"task": "x"}, seed=1, start=False)
        drive_run(run.id)
        return run.id

    return start


def _journal(run_id: str) -> list[tuple[str, dict]]:
    rows = Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", "payload")
    return [(kind, json.loads(payload)) for kind, payload in rows]


@pytest.mark.sqlite
@pytest.mark.parametrize("value", ["surrogate", "nan"])
def test_a_reads_unstorable_result_is_journaled_as_a_failed_result_and_the_run_goes_on(drive, value):
    run_id = drive(value, "read")
    journal = _journal(run_id)
    result = next(payload["result"] for kind, payload in journal if kind == "ToolResult")
    says = "lone surrogate characters are not valid Unicode" if value == "surrogate" else "non-finite number nan"
    assert result["success"] is False and result["code"] == "unstorable_result" and says in result["error"]
    types = [kind for kind, _ in journal]
    assert types[:6] == ["RunStarted", "LlmSampled", "ToolRequested", "ToolResult", "ToolVerificationFailed",
                         "StepCommitted"] and "RunCompleted" in types  # fmt: skip
    assert Run.objects.get(id=run_id).status == "COMPLETED" and len(CALLS) == 1


@pytest.mark.sqlite
def test_a_writes_unstorable_result_parks_the_run_and_a_second_drive_sends_nothing(drive):
    """The write happened: its (unreadable) result is journaled and a human decides; nothing is sent again."""
    run_id = drive("surrogate", "write")
    assert Run.objects.get(id=run_id).status == "RECOVERING" and len(CALLS) == 1
    types = [kind for kind, _ in _journal(run_id)]
    assert types[-3:] == ["ToolResult", "ToolVerificationFailed", "RecoveryStarted"], types
    drive_run(run_id)
    assert len(CALLS) == 1 and [kind for kind, _ in _journal(run_id)] == types


def surrogate_model_agent() -> Agent:
    """A model whose first answer holds a lone surrogate (as a JSON ``\\ud800`` escape from a provider decodes)."""

    def script(step, messages):  # type: ignore[no-untyped-def]
        return "a\ud800b", []

    return Agent("unstorable", ScriptedModel("unstorable-v1", script), ToolRegistry([]), "{task}{clock}{seed}")


@pytest.mark.sqlite
def test_a_model_answer_that_cannot_be_journaled_fails_the_run_as_a_retryable_model_error(settings):
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "unstorable": f"{__name__}:surrogate_model_agent"},
    }
    run, _ = run_create(agent="unstorable", inputs={"task": "x"}, seed=1, start=False)
    drive_run(run.id)
    journal = _journal(run.id)
    assert [kind for kind, _ in journal] == ["RunStarted", "RunFailed"]
    failed = journal[-1][1]
    assert failed["error_class"] == "ModelError" and failed["retryable"] is True
    assert "lone surrogate characters are not valid Unicode" in failed["message"]
    assert Run.objects.get(id=run.id).status == "FAILED"
