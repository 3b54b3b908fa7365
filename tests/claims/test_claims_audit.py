"""The audit against real journals: every classification, the engine hook, and the projection."""

from __future__ import annotations

import json

import pytest

from agentops.claims.kinds import ToolInfo
from agentops.core.events import EventType
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import ToolRegistry
from agentops.demo import ticket
from runs.claims.services import audit_claims
from runs.journal.chain import verify_chain
from runs.models import Claim, Event, Reply, Run
from runs.worker.engine import drive_run
from tests.runs.dbapi import sent

from .factories import journal_run, started

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def classes(run_id: str, text: str) -> list[tuple[str, str]]:
    return [
        (c["phrase"], c["classification"]) for c in audit_claims(run_id=run_id, agent="ticket", text=text)["claims"]
    ]


def test_classification_matrix_on_a_real_journal() -> None:
    run = journal_run(
        [
            ("send_email", "write", "confirmed"),
            ("retrieve", "read", "confirmed"),
            ("send_email", "write", "failed"),
            ("send_email", "write", "pending"),
        ]
    )
    other = journal_run([("send_email", "write", "confirmed")], n=2)
    email, retrieval, failed, pending = run.results
    sampled = Event.objects.get(run_id=run.run_id, type=EventType.RUN_STARTED).event_id

    assert classes(run.run_id, f"Email sent [evt:{email}].") == [("sent", "verified")]
    assert classes(run.run_id, f"Email sent [evt:{run.requests[0]}].") == [("sent", "verified")]
    assert classes(run.run_id, f"Research completed [evt:{retrieval}].") == [("completed", "verified")]
    assert classes(run.run_id, f"Email sent [evt:{retrieval}].") == [("sent", "mismatched")]
    assert classes(run.run_id, f"Email sent [evt:{failed}].") == [("sent", "unverified")]
    assert classes(run.run_id, f"Email sent [evt:{pending}].") == [("sent", "unverified")]
    assert classes(run.run_id, f"Email sent [evt:{other.results[0]}].") == [("sent", "unverified")]
    assert classes(run.run_id, "Email sent [evt:evt_00000000000000000000].") == [("sent", "unverified")]
    assert classes(run.run_id, f"Done [evt:{sampled}].") == [("Done", "unverified")]
    assert classes(run.run_id, "Email sent.") == [("sent", "uncited")]
    assert classes(run.run_id, f"邮件已发送 [evt:{email}]，退款已完成。") == [
        ("已发送", "verified"),
        ("已完成", "uncited"),
    ]


def test_a_model_cannot_verify_its_own_claim_by_what_it_writes() -> None:
    run = journal_run([("send_email", "write", "pending")])
    text = f"Email sent [evt:{run.results[0]}] (verified: true, status CONFIRMED) [evt:verified]."
    # "status CONFIRMED" after "verified:" reads as what a check found; both citations stay with "sent", neither verifies it
    assert classes(run.run_id, text) == [("sent", "unverified")]


def test_the_ticket_run_reply_is_verified_and_not_flagged() -> None:
    run = started("ticket", 7)
    run.refresh_from_db()
    assert run.status == "COMPLETED"
    completed = Event.objects.get(run=run, type=EventType.RUN_COMPLETED)
    payload = json.loads(completed.payload)
    assert payload["held"] is False and payload["claim_policy"] == "flag"
    assert [(c["phrase"], c["classification"], len(c["cited"])) for c in payload["claims"]] == [
        ("completed", "verified", 6),
        ("emailed", "verified", 6),
    ]
    assert not Event.objects.filter(run=run, type=EventType.CLAIM_FLAGGED).exists()
    assert not run.has_flagged_claim
    reply = Reply.objects.get(run=run)
    assert (reply.status, reply.flagged, reply.event_id) == ("DELIVERED", 0, completed.event_id)
    assert reply.final_text == payload["reply"]
    assert verify_chain(run.id).ok


def _liar_script(step: int, messages: list[dict]) -> tuple[str, list[ToolCall]]:
    if step == 0:
        return "Look the refund policy up.", [ToolCall("retrieve", {"topic": "refund policy"}, "call_0_0")]
    cited = [m["event_id"] for m in messages if m.get("role") == "tool"]
    return f"Refund email sent to the customer [evt:{cited[0]}]. Refund done.", []


def liar_agent() -> Agent:
    """Cites a retrieval for an email it never sent, and claims a refund with no citation."""
    return Agent(
        name="liar",
        model=ScriptedModel("scripted-liar-v1", _liar_script),
        tools=ToolRegistry([ticket.retrieve_tool()]),
        template="Refund agent for {ticket}. Clock {clock}, seed {seed}.",
    )


@pytest.fixture
def liar(settings):
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "liar": f"{__name__}:liar_agent"},
        "CLAIMS": {"DEFAULT_POLICY": "flag", "POLICY": {}, "TOOL_KINDS": {}},
    }
    return settings


def test_flag_policy_delivers_but_journals_claim_flagged_and_marks_the_run(liar) -> None:
    run = started("liar", 3)
    run.refresh_from_db()
    assert run.status == "COMPLETED" and run.has_flagged_claim
    completed = Event.objects.get(run=run, type=EventType.RUN_COMPLETED)
    flags = [json.loads(e.payload) for e in Event.objects.filter(run=run, type=EventType.CLAIM_FLAGGED).order_by("seq")]
    assert [(f["phrase"], f["classification"], f["held"]) for f in flags] == [
        ("sent", "mismatched", False),
        ("done", "uncited", False),
    ]
    assert {f["reply_event_id"] for f in flags} == {completed.event_id}
    assert Event.objects.filter(run=run).order_by("-seq").first().type == EventType.CLAIM_FLAGGED
    reply = Reply.objects.get(run=run)
    assert (reply.status, reply.flagged) == ("DELIVERED", 2)
    rows = list(Claim.objects.filter(run=run).order_by("position").values_list("phrase", "classification", "agent"))
    assert rows == [("sent", "mismatched", "liar"), ("done", "uncited", "liar")]
    assert Run.objects.get(id=run.id).has_flagged_claim
    assert verify_chain(run.id).ok


def test_resuming_a_completed_run_does_not_audit_twice(liar) -> None:
    run = started("liar", 4)
    before = Event.objects.filter(run=run).count()
    assert drive_run(run.id) is None  # terminal: no lease, nothing appended
    assert Event.objects.filter(run=run).count() == before
    assert Claim.objects.filter(run=run).count() == 2


def test_a_reply_of_a_journal_the_database_does_not_hold_is_audited() -> None:
    """A registered agent driven on an in-memory journal (``bench/throughput.py``) has no run row:
    it has no fork lineage either, and its uncited claim is judged instead of a DoesNotExist."""
    out = audit_claims(run_id="mem_no_row", agent="ticket", text="I sent the confirmation email to the customer.")
    assert [c["classification"] for c in out["claims"]] == ["uncited"] and not Run.objects.filter(id="mem_no_row")


def test_resolving_citations_reads_three_statements_the_runs_agent_joined_to_its_events() -> None:
    run = journal_run([("send_email", "write", "confirmed"), ("send_email", "write", "confirmed")])
    first, second = run.results
    text = f"I emailed the customer [evt:{first}] and emailed finance [evt:{second}]."
    # the cited events (with their runs' agents), the cited calls' executions, their verdicts; without registered
    # tools (an external agent's) one more: the tools the run called (counted below Django: the reads go on the
    # DB-API connection on SQLite)
    with sent() as registered:
        audit_claims(
            run_id=run.run_id, agent="ticket", text=text, tools=[ToolInfo("send_email", "write", "Send an email")]
        )
    with sent() as external:
        claims = audit_claims(run_id=run.run_id, agent="ticket", text=text)["claims"]
    assert (len(registered.statements), len(external.statements)) == (3, 4)
    assert [ev["verified_by"] for c in claims for ev in c["evidence"]] == ["server", "server"]


def test_resolving_citations_again_compiles_no_sql(monkeypatch) -> None:
    from django.db.models.sql.compiler import SQLCompiler

    from runs.claims.services import resolve_citations

    run = journal_run([("send_email", "write", "confirmed"), ("send_email", "write", "failed")], n=3)
    first, second = run.results
    resolve_citations([first, second])
    compiled = []
    real = SQLCompiler.as_sql
    monkeypatch.setattr(SQLCompiler, "as_sql", lambda self, *a, **k: compiled.append(1) or real(self, *a, **k))
    found = resolve_citations([second, first])  # the same shapes: each read's SQL is reused
    assert compiled == []
    assert (found[first].status, found[first].verified, found[second].verified) == ("CONFIRMED", True, False)
