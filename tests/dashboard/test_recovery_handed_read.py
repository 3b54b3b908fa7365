"""The recovery console on a read that went out on a human's word (an approval) and is in doubt after a crash."""

from __future__ import annotations

from django.urls import reverse

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from runs.models import Run, ToolExecution
from runs.services import run_create
from runs.worker import recovery
from runs.worker.engine import drive_run
from tests.dashboard.conftest import crash_after_effect

DEBIT = "UPDATE accounts SET balance = balance - 100"
RAN: list[str] = []


def sql_agent() -> Agent:
    """``run_sql``, declared a read, sent an ``UPDATE`` of every row: held for it by the gate."""

    def run_sql(args, key):  # type: ignore[no-untyped-def]
        RAN.append(args["query"])
        return {"success": True, "code": "ok", "data": {"rows": 3}}

    def script(step, messages):  # type: ignore[no-untyped-def]
        return ("", [ToolCall("run_sql", {"query": DEBIT}, "c0")]) if step == 0 else ("finished", [])

    tools = ToolRegistry([Tool("run_sql", run_sql, effect=Effect.READ)])
    return Agent("sql-read", ScriptedModel("scripted-sql-read-v1", script), tools, "{clock}{seed}")


def test_an_approved_read_in_doubt_is_not_said_to_be_replayed(login, monkeypatch, settings):
    """Since an approved (or operator-retried) read in doubt is looked up or parked, not replayed (qa-agents5,
    ``Tool.replayable(handed=)``), its card said "a resume re-checks it by replaying it with the same key" and offered
    *Retry verification*, while the resume parked it again. The card now says what a resume does."""
    from approvals.selectors import resume_outcome

    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "sql-read": f"{__name__}:sql_agent"},
    }
    RAN.clear()
    run, _ = run_create(agent="sql-read", inputs={}, start=False)
    drive_run(run.id)
    held = ToolExecution.objects.get(run=run, tool="run_sql")
    assert held.status == "WAITING_MANUAL_CONFIRM"
    approved = login("approver").post(reverse("approve", args=[held.id]), {"reason": "ok", "idem_key": held.idem_key})
    assert approved.status_code in (200, 302)
    crash_after_effect(monkeypatch, run.id, step=0)
    recovery.recover_run(run.id, owner="test-recovery")
    assert Run.objects.get(id=run.id).status == "RECOVERING" and RAN == [DEBIT]

    client = login("operator")
    page = client.get(reverse("recovery")).content.decode()
    card = page[page.index(f'id="{held.id}"') :]
    card = card[: card.index("</article>")]
    assert "replaying it with the same key" not in card
    assert "it went out once on a human&#x27;s word" in card and "a resume parks it again" in card
    assert reverse("retry-verification", args=[held.id]) not in card
    refused = client.post(reverse("retry-verification", args=[held.id]), {"reason": "check"})
    assert refused.status_code == 409
    assert "it went out once on a human&#x27;s word and run_sql has no status lookup" in refused.content.decode()
    # the resume says why in its words: it said "no idempotency key, no status lookup" of a read journaled with a key
    assert resume_outcome(run.id).startswith(
        f"run {run.id} resumed and parked again on {held.id} (run_sql): nothing can re-check it (it went out once on a "
        "human's word and run_sql has no status lookup); decide it"
    )
    drive_run(run.id)  # and so it does: parked again, the UPDATE not run a second time
    assert Run.objects.get(id=run.id).status == "RECOVERING" and RAN == [DEBIT]
