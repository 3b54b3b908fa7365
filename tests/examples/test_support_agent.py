"""The example support agent end to end: fake OpenAI server + tool service on 127.0.0.1, runs.worker.engine on
PostgreSQL, a worker SIGKILLed at a crash point and resumed by a fresh process."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection
from django.utils import timezone
from local_servers import FakeLLM, ToolService, assistant_turns, call, cited_events, completion, serve

from agentops.core.loop import Outcome
from agentops.core.states import ExecStatus, RunStatus
from approvals.services import decide_execution, resume_run
from runs.models import Event, Run, SideEffect, ToolExecution
from runs.services import run_create
from runs.worker.engine import drive_run

ROOT = Path(__file__).resolve().parents[2]
AGENT_PATH = "agentops.examples.support_agent:build_agent"
API_KEY = "sk-support-test"
INPUTS = {"customer": "ACME", "task": "ACME asks us to look into invoice 42."}


def support_script(body):
    """What a good model would decide: look up, then ticket + note in parallel, then a cited reply."""
    customer = re.search(r"customer (\w+)", body["messages"][0]["content"]).group(1)
    turn = assistant_turns(body)
    if turn == 0:
        return completion("Looking the customer up.", [call("call_a", "get_customer", {"customer": customer})])
    if turn == 1:
        return completion(
            "Opening a ticket and noting it.",
            [
                call("call_b", "create_ticket", {"customer": customer, "subject": "Invoice 42 query"}),
                call("call_c", "add_internal_note", {"customer": customer, "text": "Invoice 42 ticket opened."}),
            ],
            usage=(400, 60),
        )
    refs = " ".join(f"[evt:{e}]" for e in cited_events(body)[-2:])
    return completion(f"Ticket created and internal note added {refs}.", usage=(700, 30))


@pytest.fixture
def servers(settings, monkeypatch):
    llm, api = FakeLLM(support_script, api_key=API_KEY), ToolService()
    with serve(llm) as llm_url, serve(api) as api_url:
        llm.url, api.url = llm_url, api_url
        settings.AGENTOPS = {
            **settings.AGENTOPS,
            "AGENTS": {**settings.AGENTOPS["AGENTS"], "support": AGENT_PATH},
            "LLM_BASE_URL": llm_url + "/v1",
            "LLM_API_KEY": API_KEY,
            "LLM_MODEL": "gpt-test",
            "LLM_PRICE_PROMPT_PER_1K": 0.001,
            "LLM_PRICE_COMPLETION_PER_1K": 0.002,
        }
        monkeypatch.setenv("SUPPORT_API_URL", api_url)
        monkeypatch.setenv("SUPPORT_API_TIMEOUT", "0.5")
        yield llm, api


def worker_env(llm: FakeLLM, api: ToolService, **extra: str) -> dict[str, str]:
    """The environment of a ``manage.py drive`` worker: the test database, both servers, short leases."""
    if connection.vendor != "postgresql":
        pytest.skip("worker processes share the test database only on PostgreSQL")
    db = connection.settings_dict
    env = {
        **{k: v for k, v in os.environ.items() if k != "AGENTOPS_CRASH_AT"},
        "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
        "AGENTOPS_WORKER": "none",
        "AGENTOPS_EXTRA_AGENTS": f"support={AGENT_PATH}",
        "AGENTOPS_LLM_BASE_URL": llm.url + "/v1",
        "AGENTOPS_LLM_API_KEY": API_KEY,
        "AGENTOPS_LLM_MODEL": "gpt-test",
        "AGENTOPS_LLM_PRICE_PROMPT_PER_1K": "0.001",
        "AGENTOPS_LLM_PRICE_COMPLETION_PER_1K": "0.002",
        "SUPPORT_API_URL": api.url,
        "AGENTOPS_LEASE_SECONDS": "2",
        **extra,
    }
    return env


def drive_in_subprocess(run_id: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "manage.py", "drive", run_id], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )


def wait_for_lease_expiry(run_id: str) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        expires = Run.objects.values_list("lease_expires_at", flat=True).get(id=run_id)
        if expires is None or expires < timezone.now():
            return
        time.sleep(0.2)
    raise AssertionError("the dead worker's lease never expired")


def journal_types(run_id: str) -> list[str]:
    return list(Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", flat=True))


def effects_of(run_id: str, api: ToolService) -> tuple[int, int]:
    """(tickets created at the service, notes written) for ``run_id``'s own idempotency keys."""
    keys = set(ToolExecution.objects.filter(run_id=run_id).values_list("idem_key", flat=True))
    tickets = sum(1 for kind, key in api.effects if kind == "create" and key in keys)
    notes = SideEffect.objects.filter(kind="note", idem_key__in=keys).count()
    return tickets, notes


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("crash_at", "effects_at_crash"),
    [("after_sample:1", (0, 0)), ("after_effect:1", (1, 1)), ("after_result:1", (1, 1))],
)
def test_sigkilled_worker_resumes_with_no_extra_model_call_and_no_duplicate_effect(servers, crash_at, effects_at_crash):
    llm, api = servers
    baseline, _ = run_create(agent="support", inputs=INPUTS, start=False)
    assert drive_run(baseline.id) is Outcome.COMPLETED
    baseline_calls = llm.count
    assert baseline_calls == 3

    run, _ = run_create(agent="support", inputs=INPUTS, start=False)
    crashed = drive_in_subprocess(run.id, worker_env(llm, api, AGENTOPS_CRASH_AT=crash_at))
    assert crashed.returncode == -9, crashed.stderr
    assert Run.objects.get(id=run.id).status != RunStatus.COMPLETED
    # after_effect: the ticket and the note exist, but no result was journaled for either
    assert effects_of(run.id, api) == effects_at_crash
    wait_for_lease_expiry(run.id)

    resumed = drive_in_subprocess(run.id, worker_env(llm, api))
    assert resumed.returncode == 0, resumed.stderr
    assert resumed.stdout.strip() == f"{run.id}: COMPLETED"
    assert API_KEY not in crashed.stderr + resumed.stderr + resumed.stdout

    assert llm.count - baseline_calls == baseline_calls  # zero extra model calls
    assert effects_of(run.id, api) == (1, 1)  # zero duplicate side effects
    assert journal_types(run.id) == journal_types(baseline.id)  # replay appended nothing extra
    run.refresh_from_db()
    baseline.refresh_from_db()
    assert (run.tokens_used, run.cost_used) == (baseline.tokens_used, baseline.cost_used)
    statuses = set(ToolExecution.objects.filter(run_id=run.id).values_list("status", flat=True))
    assert statuses == {ExecStatus.CONFIRMED}
    reply = Event.objects.get(run_id=run.id, type="RunCompleted").payload
    cited = re.findall(r"\[evt:(evt_\w+)\]", reply)
    assert len(cited) == 2
    assert set(Event.objects.filter(event_id__in=cited).values_list("run_id", flat=True)) == {run.id}
    # "created" / "added" citing the confirmed ticket and note: the claims audit verifies the reply
    assert "ClaimFlagged" not in journal_types(run.id)
    assert not Run.objects.get(id=run.id).has_flagged_claim


@pytest.mark.django_db(transaction=True)
def test_a_tool_timeout_is_replayed_with_the_same_key_and_the_run_completes(servers, settings):
    llm, api = servers
    settings.AGENTOPS = {**settings.AGENTOPS, "REPLAY_PAUSES": (0.0,)}
    run, _ = run_create(agent="support", inputs=INPUTS, start=False)
    api.misbehave, api.slow_seconds = "slow", 1.5
    assert drive_run(run.id) is Outcome.COMPLETED
    ticket = ToolExecution.objects.get(run_id=run.id, tool="create_ticket")
    assert ticket.status == ExecStatus.CONFIRMED
    assert api.keys_seen.count(ticket.idem_key) == 2  # sent, answer lost, replayed with the same key …
    assert effects_of(run.id, api) == (1, 1)  # … and deduped by the service
    result = Event.objects.get(event_id=ticket.result_event_id)
    assert '"attempts":2' in result.payload
    assert not Event.objects.filter(run_id=run.id, type="RecoveryStarted").exists()
    assert llm.count == 3


@pytest.mark.django_db(transaction=True)
def test_with_replays_off_a_tool_timeout_leaves_the_execution_in_doubt_until_a_resume(servers, settings):
    llm, api = servers
    settings.AGENTOPS = {**settings.AGENTOPS, "REPLAY_PAUSES": ()}
    run, _ = run_create(agent="support", inputs=INPUTS, start=False)
    api.misbehave, api.slow_seconds = "slow", 1.5
    assert drive_run(run.id) is Outcome.RECOVERING

    ticket = ToolExecution.objects.get(run_id=run.id, tool="create_ticket")
    assert ticket.status == ExecStatus.TOOL_EXECUTED and ticket.result_event_id is None
    assert Run.objects.get(id=run.id).status == RunStatus.RECOVERING
    assert api.count() == 1  # the service did act before the answer was lost

    resume_run(run_id=run.id, actor="operator")  # AGENTOPS_WORKER=eager: drives inline
    assert Run.objects.get(id=run.id).status == RunStatus.COMPLETED
    ticket.refresh_from_db()
    assert ticket.status == ExecStatus.CONFIRMED and ticket.verification_method == "read_back"
    assert api.keys_seen.count(ticket.idem_key) == 2  # replayed with the same key …
    assert effects_of(run.id, api) == (1, 1)  # … and deduped by the service
    assert llm.count == 3


@pytest.mark.django_db
def test_the_refund_tool_waits_for_a_human(servers):
    from runs.worker.registry import load_agent

    tools = load_agent("support").tools
    assert tools.get("refund_payment").needs_approval
    assert not tools.get("create_ticket").needs_approval
    assert load_agent("support").model.version == "openai:gpt-test"


@pytest.mark.django_db
def test_creating_a_run_without_an_llm_configured_is_a_clear_command_error(servers, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "LLM_BASE_URL": ""}
    with pytest.raises(CommandError, match=r"needs a base URL \(AGENTOPS_LLM_BASE_URL\)"):
        call_command("create_run", "support", "--inputs", '{"customer": "ACME"}', "--no-start")
    assert not Run.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_a_write_that_reads_back_wrong_is_compensated_by_an_operator_through_its_undo_endpoint(servers):
    llm, api = servers
    run, _ = run_create(agent="support", inputs=INPUTS, start=False)
    api.misbehave = "mangle"
    assert drive_run(run.id) is Outcome.RECOVERING
    ticket = ToolExecution.objects.get(run_id=run.id, tool="create_ticket")
    assert ticket.status == ExecStatus.VERIFICATION_FAILED
    assert "does not match" in ticket.verification_detail

    decide_execution(execution_id=ticket.id, actor="op", decision="compensate", reason="wrong subject stored")
    ticket.refresh_from_db()
    assert ticket.status == ExecStatus.COMPENSATED
    assert api.tickets["t-1"]["state"] == "cancelled" and api.count("cancel") == 1
    cancel_key = next(key for kind, key in api.effects if kind == "cancel")
    assert cancel_key not in (None, ticket.idem_key)  # the undo has its own key
    assert Run.objects.get(id=run.id).status == RunStatus.COMPLETED  # resumed after the decision
    assert llm.count == 3
