"""The recovery console on a call in doubt that was claimed with no approver and that the manual gate holds since a
deploy (qa-agents7): a resume parks it again (``agentops.core.protocol.held_since``), so the card says so and offers
no *Retry verification* — it said "a resume re-checks it by replaying it with the same key"."""

from __future__ import annotations

from django.urls import reverse

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Risk, Tool, ToolRegistry
from runs.models import Event, Run, ToolExecution
from runs.roles import APPROVER, OPERATOR
from runs.services import run_create
from runs.timetravel.fork import ForkRequest, fork_create
from runs.worker import recovery
from runs.worker.engine import drive_run
from tests.dashboard.conftest import crash_after_effect, make_user, recovery_card

DELETE = {"sql_statement": "DELETE FROM accounts"}
RAN: list[str | None] = []


def _agent(risk: Risk | None) -> Agent:
    def execute(args, key):  # type: ignore[no-untyped-def]
        RAN.append(key)
        return {"success": True, "code": "ok", "data": {"rows": 3}}

    def script(step, messages):  # type: ignore[no-untyped-def]
        return ("", [ToolCall("execute", DELETE, "c0")]) if step == 0 else ("finished", [])

    tools = ToolRegistry([Tool("execute", execute, effect=Effect.WRITE, dedupes=True, risk=risk)])
    return Agent("sql-deploy", ScriptedModel("scripted-sql-deploy-v1", script), tools, "{clock}{seed}")


def first_deploy() -> Agent:
    """``execute`` declared low risk: the deployment's word, trusted — the DELETE goes out with no approver."""
    return _agent(Risk.LOW)


def second_deploy() -> Agent:
    """The declaration dropped: the gate reads the arguments and holds a DELETE without WHERE."""
    return _agent(None)


def test_a_call_the_gate_holds_since_is_said_to_wait_for_a_human_and_a_resume_parks_it_again(
    login, monkeypatch, settings
):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    agents = settings.AGENTOPS["AGENTS"]
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**agents, "sql-deploy": f"{__name__}:first_deploy"}}
    RAN.clear()
    run, _ = run_create(agent="sql-deploy", inputs={}, start=False)
    crash_after_effect(monkeypatch, run.id, step=0)
    assert len(RAN) == 1
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**agents, "sql-deploy": f"{__name__}:second_deploy"}}
    recovery.recover_run(run.id, owner="test-recovery")
    assert Run.objects.get(id=run.id).status == "RECOVERING" and len(RAN) == 1, "not replayed with no approver"
    held = ToolExecution.objects.get(run=run, tool="execute")

    client = login("operator")
    card = recovery_card(client, held.id)
    assert "replaying it with the same key" not in card
    assert "the manual gate holds it now: SQL DELETE without WHERE (every row) in args.sql_statement" in card
    assert "a resume parks it again" in card
    assert reverse("retry-verification", args=[held.id]) not in card
    # the card's own line says why nothing re-checks it — it said "no key, no lookup" whatever the reason
    assert "no key, no lookup" not in card
    assert "nothing can re-check it: it was claimed with no approver and the manual gate holds it now" in card
    refused = client.post(reverse("retry-verification", args=[held.id]), {"reason": "check"})
    assert refused.status_code == 409 and "the manual gate holds it now" in refused.content.decode()
    # and sending it is an approver's word: it may never have gone out (qa-agents8)
    assert "sending it again needs a user who also holds the approver role" in card
    head = Event.objects.filter(run_id=run.id).count()
    sent = client.post(reverse("decide", args=[held.id]), {"decision": "retry_same_key", "reason": "never ran"})
    assert sent.status_code == 400 and "sending it is an approver&#x27;s decision" in sent.content.decode()
    assert Event.objects.filter(run_id=run.id).count() == head and len(RAN) == 1
    drive_run(run.id)  # and so it does: parked again, the DELETE not sent a second time
    assert Run.objects.get(id=run.id).status == "RECOVERING" and len(RAN) == 1


def test_sending_again_a_call_of_ones_own_fork_that_the_gate_holds_since_is_refused_by_four_eyes(
    client, db, monkeypatch, settings
):
    """*Send it again* of such a call is an approver's decision (qa-agents8), but it did not ask four eyes: the fork's
    maker, holding both roles, sent the DELETE their own fork asked for past the gate. Refused 403 as the approvals
    page refuses it (nothing written); another approver may (``AGENTOPS_FOUR_EYES=all``: the DELETE has no amount)."""
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    agents = settings.AGENTOPS["AGENTS"]
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "FOUR_EYES": "all",
        "AGENTS": {**agents, "sql-deploy": f"{__name__}:first_deploy"},
    }
    ann, bob = make_user("ann", APPROVER, OPERATOR), make_user("bob", APPROVER, OPERATOR)
    RAN.clear()
    parent, _ = run_create(agent="sql-deploy", inputs={}, start=False)
    assert str(drive_run(parent.id)) == "COMPLETED"
    fork, _ = fork_create(run_id=parent.id, request=ForkRequest(0, cut="keep"), actor="ann", reason="run it again")
    crash_after_effect(monkeypatch, fork.id, step=0)
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**agents, "sql-deploy": f"{__name__}:second_deploy"}}
    recovery.recover_run(fork.id, owner="test-recovery")
    held = ToolExecution.objects.get(run=fork, tool="execute")
    assert Run.objects.get(id=fork.id).status == "RECOVERING"
    head, sent = Event.objects.filter(run_id=fork.id).count(), len(RAN)
    client.force_login(ann)
    again = {"decision": "retry_same_key", "reason": "never ran", "confirm_repeat": "again"}
    refused = client.post(reverse("decide", args=[held.id]), again)
    assert refused.status_code == 403, refused.content.decode()[-2000:]
    assert "ann asked for this call (made fork" in refused.content.decode()
    assert Event.objects.filter(run_id=fork.id).count() == head and len(RAN) == sent
    client.force_login(bob)
    assert client.post(reverse("decide", args=[held.id]), again).status_code == 302
    assert Event.objects.filter(run_id=fork.id).count() == head + 1
