"""One compensation, ever, per call: two compensate requests at once (two operators, one operator's two tabs, a
retried POST) undo the call once.

Found by the fix-ops review (6 Dec 2026): ``decide_execution`` ran the tool's compensation before it took the run's
lease, so every request that read the call in doubt called the compensator — a repeated side effect (a second
recall, a second refund) — and only then did the lease decide which one journaled. The compensation now runs under
the decision's lease, once the call is known still in doubt; a request racing it waits for that lease and is
answered as made (who, when), nothing written, nothing undone twice.
"""

from __future__ import annotations

import json
import time
from dataclasses import replace

import pytest
from django.db import connection

from agentops.core.errors import LeaseUnavailable
from agentops.core.keys import idem_key
from approvals import services
from approvals.services import DecisionConflict, decide_execution
from runs.journal import leases
from runs.models import Event, SideEffect, ToolExecution
from runs.roles import OPERATOR
from runs.worker import registry
from tests.dashboard.conftest import in_doubt_email
from tests.dashboard.test_same_operator_twice import _at_once, _browser, _post, _refusal

#: how long the relay's recall takes (a round trip to a real service): the window two requests raced in
RECALL_SECONDS = 0.4


def _recall(args, result, key):  # type: ignore[no-untyped-def]
    """The legacy relay's recall: it takes no key, so every call recalls again (a row each)."""
    time.sleep(RECALL_SECONDS)
    SideEffect.objects.create(kind="recall", idem_key=None, target=str(args.get("to", "")))
    return {"recalled": True}


def _recalls() -> int:
    return SideEffect.objects.filter(kind="recall").count()


def _decided(run_id: str) -> list[str]:
    return list(
        Event.objects.filter(run_id=run_id, type__in=("OperatorDecision", "ToolCompensated"))
        .order_by("seq")
        .values_list("type", flat=True)
    )


@pytest.mark.django_db
@pytest.mark.sqlite
def test_a_compensate_request_arriving_while_another_compensates_does_not_compensate_again(monkeypatch):
    """The second request arrives while the first one's compensator runs (called from inside it, so the order is
    certain): it is refused the decision's lease (nothing written, nothing undone); the first one journals."""
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    doubt = in_doubt_email(monkeypatch)
    monkeypatch.setattr(services, "OPERATOR_WAIT", 0.2)
    seconds: list[str] = []

    def recall_while_a_colleague_asks(args, result, key):  # type: ignore[no-untyped-def]
        if not seconds:
            seconds.append("asked")
            with pytest.raises(DecisionConflict, match="cannot decide now") as refused:
                decide_execution(execution_id=doubt.id, actor="olga", decision="compensate", reason="undo it")
            seconds.append(str(refused.value))
        return _recall(args, result, key)

    monkeypatch.setattr(services, "load_agent", _loader_with(recall_while_a_colleague_asks))
    assert decide_execution(execution_id=doubt.id, actor="otto", decision="compensate", reason="undo it") == ""
    assert _recalls() == 1, "the racing request called the compensator too"
    assert "leased by operator:otto" in seconds[1]
    assert _decided(doubt.run_id) == ["OperatorDecision", "ToolCompensated"]
    assert ToolExecution.objects.get(id=doubt.id).status == "COMPENSATED"
    # a retried POST later: answered as made, nothing undone again
    again = decide_execution(execution_id=doubt.id, actor="otto", decision="compensate", reason="undo it")
    assert again.startswith(f"execution {doubt.id} was already compensated by otto at ")
    with pytest.raises(DecisionConflict, match="already compensated by otto at "):
        decide_execution(execution_id=doubt.id, actor="olga", decision="compensate", reason="undo it")
    assert _recalls() == 1 and len(_decided(doubt.run_id)) == 2


def _loader_with(compensate):  # type: ignore[no-untyped-def]
    real = registry.load_agent

    def load(name: str):  # type: ignore[no-untyped-def]
        agent = real(name)
        tools = [replace(t, compensate=compensate) if t.name == "send_email" else t for t in agent.tools]
        return replace(agent, tools=type(agent.tools)(tools))

    return load


@pytest.fixture
def in_doubt(live_server, monkeypatch):  # type: ignore[no-untyped-def]
    doubt = in_doubt_email(monkeypatch)
    monkeypatch.setenv("AGENTOPS_WORKER", "none")  # the run's resume is not under test
    monkeypatch.setattr(services, "load_agent", _loader_with(_recall))
    return doubt, live_server.url


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="needs PostgreSQL")
@pytest.mark.parametrize("operators", [("otto", "olga"), ("otto", "otto")], ids=["two operators", "two tabs"])
def test_two_compensate_requests_at_once_through_the_live_server_recall_once(in_doubt, operators):
    doubt, base = in_doubt
    tabs = [_browser(base, name, OPERATOR, "/recovery/") for name in operators]  # (_browser signs in, or makes)
    path = f"/recovery/executions/{doubt.id}/decide/"
    form = {"decision": "compensate", "reason": "the customer asked us to recall it"}
    answers = _at_once(*(lambda tab=tab: _post(tab, path, form) for tab in tabs))
    assert _recalls() == 1, [(c, _refusal(b)) for c, b in answers]
    assert _decided(doubt.run_id) == ["OperatorDecision", "ToolCompensated"]
    assert ToolExecution.objects.get(id=doubt.id).status == "COMPENSATED"
    codes = sorted(code for code, _ in answers)
    if operators[0] == operators[1]:  # the same decision again, by its maker: answered as made
        assert codes == [302, 302], [(c, _refusal(b)) for c, b in answers]
        assert any("already compensated by otto at " in body for _, body in answers)
    else:
        assert codes == [302, 409], [(c, _refusal(b)) for c, b in answers]
        refused = _refusal(next(body for code, body in answers if code == 409))
        assert "already compensated by " in refused and " UTC (now COMPENSATED)" in refused, refused


@pytest.mark.sqlite
def test_nothing_is_compensated_when_the_compensation_is_refused(monkeypatch, db):
    """Refused before any lease (no compensation declared): nothing undone, nothing written."""
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    doubt = in_doubt_email(monkeypatch)
    with pytest.raises(services.DecisionError, match="declares no compensation"):
        decide_execution(execution_id=doubt.id, actor="otto", decision="compensate", reason="undo it")
    assert _recalls() == 0 and _decided(doubt.run_id) == []


@pytest.mark.sqlite
def test_a_compensation_that_fails_is_a_400_that_decides_nothing(monkeypatch, login):
    """The compensator's own failure (the relay down) was not caught: a 500, with the call still in doubt. Its
    refusal then showed the error as raised — its message carries what it was given (the recipient) — and the
    compensation's key as stored, a hash of the arguments the card shows redacted (qa-ops6): now redacted, no key —
    with the run's names too: a name it holds under a person's key showed in clear (qa-ops7)."""
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    doubt = in_doubt_email(monkeypatch, customer_name="Ann Lee")

    def relay_down(args, result, key):  # type: ignore[no-untyped-def]
        raise ConnectionError("550 the relay refused the recall of mail to jane.doe@example.com: no customer Ann Lee")

    monkeypatch.setattr(services, "load_agent", _loader_with(relay_down))
    response = login("operator").post(
        f"/recovery/executions/{doubt.id}/decide/", {"decision": "compensate", "reason": "undo it"}
    )
    said = _refusal(response.content.decode())
    assert response.status_code == 400 and "the compensation of send_email failed (ConnectionError: 550" in said
    assert "jane.doe" not in said and "<email:" in said, said
    assert "Ann Lee" not in said and "no customer <name:" in said, said
    assert _compensation_key(doubt) not in response.content.decode()
    assert _decided(doubt.run_id) == [] and ToolExecution.objects.get(id=doubt.id).status == "TOOL_EXECUTED"


@pytest.mark.django_db(transaction=True)  # the lease is renewed from the beat's thread: it must see the run's row
def test_a_compensation_longer_than_the_lease_keeps_it_and_is_journaled(monkeypatch):
    """A compensation slower than the decision's lease (30 s; a recall through a slow relay) ran with no renewal: the
    lease ran out under it, a worker (the recovery sweep) could take the run, and the decision's append was fenced out
    — the call undone and nothing journaled, still in doubt for the next operator to undo again. The lease is renewed
    while the compensator runs, by the drivers' one rule (``agentops.core.lease_beat``). Found by fix-follow."""
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    doubt = in_doubt_email(monkeypatch)
    monkeypatch.setattr(services, "DECISION_LEASE_SECONDS", 1)
    sweeper: list[str] = []

    def slow_recall(args, result, key):  # type: ignore[no-untyped-def]
        time.sleep(2.5)  # two and a half leases
        try:
            leases.acquire(doubt.run_id, "worker:sweeper")
            sweeper.append("took the run")
        except LeaseUnavailable as exc:
            sweeper.append(str(exc))
        return _recall(args, result, key)

    monkeypatch.setattr(services, "load_agent", _loader_with(slow_recall))
    assert decide_execution(execution_id=doubt.id, actor="otto", decision="compensate", reason="undo it") == ""
    assert "leased by operator:otto" in sweeper[0], sweeper
    assert _recalls() == 1 and _decided(doubt.run_id) == ["OperatorDecision", "ToolCompensated"]
    assert ToolExecution.objects.get(id=doubt.id).status == "COMPENSATED"


def _compensation_key(doubt: ToolExecution) -> str:
    """The key the compensation runs under: SHA-256 over the call's arguments (approvals.services._compensation)."""
    args = json.loads(doubt.args)
    return idem_key(doubt.run_id, doubt.step, doubt.call_index, f"compensate:{doubt.tool}", args)


@pytest.mark.sqlite
def test_a_compensations_key_is_shown_as_its_pseudonym_wherever_the_arguments_are_redacted(monkeypatch, login):
    """The key a compensation ran under is a hash of the call's arguments, as its idempotency key is: shown as
    stored beside ``<email:…>`` (the timeline's *compensation key*, a person's API read, a redacted export) it
    confirmed a guessed address, recomputed (qa-ops6). Shown as its pseudonym, as ``idem_key`` is."""
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    doubt = in_doubt_email(monkeypatch)
    monkeypatch.setattr(services, "load_agent", _loader_with(lambda args, result, key: {"recalled": True}))
    operator = login("operator")
    decided = operator.post(f"/recovery/executions/{doubt.id}/decide/", {"decision": "compensate", "reason": "undo"})
    assert decided.status_code == 302 and _decided(doubt.run_id) == ["OperatorDecision", "ToolCompensated"]
    key = _compensation_key(doubt)
    (stored,) = [json.loads(e.payload) for e in Event.objects.filter(run_id=doubt.run_id, type="ToolCompensated")]
    assert stored["compensation_key"] == key  # the journal keeps it: agents and raw readers see it as it is
    for path in (
        f"/runs/{doubt.run_id}/",
        f"/api/v1/runs/{doubt.run_id}/events/",
        f"/runs/{doubt.run_id}/export?format=jsonl",
        f"/runs/{doubt.run_id}/export?format=csv",
    ):
        response = operator.get(path, HTTP_ACCEPT="application/json" if "/api/" in path else "*/*")
        body = b"".join(response.streaming_content) if response.streaming else response.content
        assert response.status_code == 200, path
        assert key not in body.decode(), f"{path} shows the compensation's key as stored"
    page = operator.get(f"/runs/{doubt.run_id}/").content.decode()
    assert "compensation key" in page and "&lt;idem_key:" in page
