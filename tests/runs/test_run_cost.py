"""What a short run costs the database: its transactions, counted where they reach the driver.

A short run (create, three tool steps, the reply) is the shape the throughput target is measured on
(``bench/peer.py``); a regression that adds a round trip or a commit to creating, leasing, resuming,
appending or completing fails here.
"""

import pytest

from agentops.core.budget import Budget
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from runs.models import Event, Run
from runs.models.claims import Claim, Reply
from runs.services import ExternalSpec, run_create
from runs.worker.engine import drive_run
from tests.runs.dbapi import sent

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.sqlite]

STEPS = 3


def short_agent() -> Agent:
    """Three lookups, then the reply (bench/peer.py's short run)."""

    def script(step, messages):
        if step < STEPS:
            return f"look {step} up", [ToolCall("lookup", {"n": step}, f"c{step}")]
        return "Done: the ticket is open.", []

    def lookup(args, key):
        return {"success": True, "code": "ok", "data": {"n": args["n"], "status": "open"}}

    tools = ToolRegistry([Tool("lookup", lookup, effect=Effect.READ)])
    return Agent("short", ScriptedModel("short-v1", script), tools, "{task}{clock}{seed}")


def test_a_short_run_commits_one_transaction_per_append_plus_create_lease_and_resume(register_agent):
    register_agent(short=f"{__name__}:short_agent")
    inputs = {"task": "x"}
    drive_run(run_create(agent="short", inputs=inputs, start=False)[0].id)  # warm: the first run compiles
    with sent() as created:
        run, _ = run_create(agent="short", inputs=inputs, start=False)
    with sent() as driven:
        assert str(drive_run(run.id)) == "COMPLETED"
    # 1: the run row and its RunStarted, one transaction
    assert created.transactions == 1
    # 1 the lease (which also hands back the journal head), 1 the resume's read (a new run has no
    # checkpoint to read), 2 per tool step (sample + intents; results, verdicts, StepCommitted),
    # 1 the reply's sample, 1 RunCompleted with its claims; no release (the last append gave it up)
    appends = 2 * STEPS + 2
    assert driven.transactions == 1 + 1 + appends, driven.statements
    # RunStarted, five events a tool step, the reply's sample, RunCompleted and its ClaimFlagged
    assert Event.objects.filter(run_id=run.id).count() == 1 + 5 * STEPS + 1 + 2
    # the one read is the resume's: the reply and its claims are written without reading the run's agent
    reads = [s for s in driven.statements if s.lstrip("(").startswith("SELECT")]
    assert len(reads) == 1 and '"runs_event"' in reads[0], reads
    assert list(Claim.objects.filter(run_id=run.id).values_list("agent", "classification")) == [("short", "uncited")]
    assert Reply.objects.get(run_id=run.id).final_text == "Done: the ticket is open."


def test_a_workers_drive_leaves_an_external_agents_run_and_its_lease_alone(register_agent):
    register_agent(outside="external")
    spec = ExternalSpec(model_version="m-1", template_hash="t" * 64, budget=Budget())
    run, _ = run_create(agent="outside", inputs={}, external=spec)
    before = Run.objects.values_list("fencing_token", "lease_owner", "last_seq").get(id=run.id)
    with sent() as driven:
        assert drive_run(run.id) is None
    # the acquisition's own conditions refused it: one statement, then the row read to say why
    assert len(driven.starting("UPDATE")) == 1
    assert Run.objects.values_list("fencing_token", "lease_owner", "last_seq").get(id=run.id) == before


def test_a_workers_lease_is_committed_without_a_disk_flush_and_the_session_stays_synchronous():
    """PostgreSQL: a worker's acquisition commits with ``synchronous_commit`` off for that transaction alone (its
    appends, each synchronous, flush it first: docs/engine.md, *Leases*); the setting does not outlive it, and an API
    client's acquisition, answered to the client, waits for the disk as before."""
    from django.db import connection

    from runs.journal import leases
    from tests.runs.factories import make_run

    if connection.vendor != "postgresql":
        pytest.skip("synchronous_commit is PostgreSQL's")
    run_id, client_run = make_run(), make_run()
    with connection.cursor() as cursor:
        cursor.execute("SHOW synchronous_commit")
        [suite_setting] = cursor.fetchone()  # the suite commits without flushing (tests/conftest.py)
        cursor.execute("SET synchronous_commit TO on")
        try:
            with sent() as taken:
                lease = leases.acquire(run_id, "w1")
            cursor.execute("SHOW synchronous_commit")
            assert cursor.fetchone() == ("on",)
        finally:
            cursor.execute(f"SET synchronous_commit TO {suite_setting}")
    assert taken.transactions == 1 and "synchronous_commit TO OFF" in taken.statements[0], taken.statements
    assert Run.objects.get(id=run_id).fencing_token == lease.fence.token  # committed: another statement sees it
    with sent() as client:
        leases.acquire(client_run, "client-1", secret="s" * 32)
    assert not any("synchronous_commit" in s for s in client.statements)
