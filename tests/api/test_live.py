"""Against a live server: concurrent appends on PostgreSQL, and an external agent driving a run through
``agentops.client`` — in process, and in a subprocess SIGKILLed mid-run and resumed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import httpx
import pytest
from django.db import connection

from agentops.client import AgentOpsClient, ApiError, DurableRun, external_run_fields
from agentops.demo import ticket
from agentops.demo.external_ticket import AGENT, FileOutbox
from runs.api.keys import api_key_create
from runs.models import Event, Run, ToolExecution

pytestmark = pytest.mark.django_db(transaction=True)
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def key() -> str:
    return api_key_create(agent=AGENT)[1]


def _agent(outbox: FileOutbox, calls: list[int] | None = None):  # type: ignore[no-untyped-def]
    return ticket.build_agent(outbox, on_model_call=calls.append if calls is not None else None, name=AGENT)


@pytest.mark.skipif(connection.vendor != "postgresql", reason="two real connections racing on PostgreSQL")
def test_two_clients_appending_at_the_same_seq_one_wins(live_server, key, tmp_path):
    agent = _agent(FileOutbox(tmp_path / "outbox.jsonl"))
    with AgentOpsClient(live_server.url, key) as setup:
        run = setup.create_run(**external_run_fields(agent, ticket.ticket_inputs(1)))
        lease = setup.acquire(run["id"], "racer")
    barrier = threading.Barrier(2)
    codes: list[int] = []

    def append(n: int) -> None:
        body = {
            "owner": "racer",
            "fencing_token": lease.fencing_token,
            "secret": lease.secret,
            "expected_seq": lease.head_seq,
            "events": [
                {
                    "type": "LlmSampled",
                    "payload": {
                        "step": 0,
                        "output": {"content": f"racer {n}", "usage": {"prompt_tokens": 1, "completion_tokens": 1}},
                    },
                }
            ],
        }
        with httpx.Client(base_url=live_server.url, headers={"Authorization": f"Bearer {key}"}) as http:
            barrier.wait()
            response = http.post(f"/api/v1/runs/{run['id']}/events/", json=body)
        codes.append(response.status_code)
        if response.status_code == 409:
            assert response.json()["error"]["code"] in {"seq_conflict", "already_sampled"}
            assert response.json()["error"]["details"].get("current_seq", 2) == 2

    threads = [threading.Thread(target=append, args=(n,)) for n in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert sorted(codes) == [201, 409]
    assert Event.objects.filter(run_id=run["id"], type="LlmSampled").count() == 1


def test_an_external_agent_drives_a_run_to_completion(live_server, key, tmp_path):
    outbox, calls = FileOutbox(tmp_path / "outbox.jsonl"), []
    agent = _agent(outbox, calls)
    with AgentOpsClient(live_server.url, key) as client:
        statuses: list[int] = []
        fields = external_run_fields(agent, ticket.ticket_inputs(2))
        run = client.create_run(**fields, create_key="T-2", created_status=statuses)
        again = client.create_run(**fields, create_key="T-2", created_status=statuses)
        assert statuses == [201, 200] and again["id"] == run["id"]
        assert DurableRun(client, agent, run["id"]).run() == "COMPLETED"
        assert DurableRun(client, agent, run["id"]).run() == "COMPLETED"  # a finished run stays finished
        with pytest.raises(ApiError) as err:
            client.acquire(run["id"], "late")
        assert err.value.status == 409 and err.value.code == "run_finished"  # it said lease_held: no one holds it
    row = Run.objects.get(id=run["id"])
    assert row.status == "COMPLETED" and not row.has_flagged_claim
    assert len(calls) == ticket.STEPS and row.steps_used == ticket.STEPS
    assert len(outbox._messages()) == 6
    assert ToolExecution.objects.filter(run_id=run["id"], status="CONFIRMED").count() == 24
    assert Event.objects.filter(run_id=run["id"], type="SnapshotTaken").count() == 2


def _drive(url: str, key: str, outbox: Path, calls: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "agentops.demo.external_ticket", "--url", url, "--ticket", "T-77"]
    cmd += ["--outbox", str(outbox), "--calls-log", str(calls), *extra]
    # the client process knows nothing of Django: no settings module, only the key in its environment
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "DATABASE", "AGENTOPS"))}
    env |= {"PYTHONPATH": str(ROOT), "AGENTOPS_DURABLE_API_KEY": key}
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)


def _crash_free_tokens(url: str, key: str, run_id: str, tmp_path: Path) -> int:
    """Tokens of the same run (same clock, seed, context) driven once without a crash."""
    with AgentOpsClient(url, key) as client:
        view = client.replay(run_id)
        agent = _agent(FileOutbox(tmp_path / "baseline.jsonl"))
        fields = {k: view[k] for k in ("agent", "model_version", "template_hash", "budget", "inputs", "clock", "seed")}
        twin = client.create_run(**fields, messages=agent.render(view["inputs"], view["clock"], view["seed"]))
        assert DurableRun(client, agent, twin["id"]).run() == "COMPLETED"
    return Run.objects.get(id=twin["id"]).tokens_used


@pytest.mark.slow
@pytest.mark.parametrize(
    "crash_at", ["before_sample:3", "after_effect:7", "after_intent:11", "after_sample:15", "after_result:19"]
)
def test_sigkilled_external_agent_resumes_without_duplicates(server, key, tmp_path, crash_at):
    """The resumed process waits for the dead one's lease to lapse by itself: the dead process asked for
    2 s, and its writes renewed it for those 2 s (tests/api/test_lease_length.py)."""
    outbox, calls = tmp_path / "outbox.jsonl", tmp_path / "calls.log"
    crashed = _drive(server.url, key, outbox, calls, "--crash-at", crash_at, "--lease-seconds", "2")
    assert crashed.returncode == -9, crashed.stderr
    point, crash_step = crash_at.split(":")[0], int(crash_at.split(":")[1])
    assert len(calls.read_text().splitlines()) == crash_step + (point != "before_sample")
    run = Run.objects.get(create_key=f"{AGENT}:T-77")
    assert run.status != "COMPLETED" and run.lease_owner is not None  # the dead client still holds it

    resumed = _drive(server.url, key, outbox, calls, "--lease-wait", "30")
    assert resumed.returncode == 0, resumed.stderr
    assert json.loads(resumed.stdout)["run_id"] == run.id
    messages = FileOutbox(outbox)._messages()
    assert len(messages) == 6 and len({m["key"] for m in messages}) == 6  # no duplicate side effect
    assert len(calls.read_text().splitlines()) == ticket.STEPS  # no extra model call
    run.refresh_from_db()
    assert run.status == "COMPLETED" and run.steps_used == ticket.STEPS and not run.has_flagged_claim
    assert run.tokens_used == _crash_free_tokens(server.url, key, run.id, tmp_path)
    assert Event.objects.filter(run_id=run.id, type="ToolRequested").count() == 24
    assert Event.objects.filter(run_id=run.id, type="ToolResult").count() == 24


def test_a_run_out_of_budget_fails_without_another_model_call(live_server, key, tmp_path):
    outbox, calls = FileOutbox(tmp_path / "outbox.jsonl"), []
    agent = _agent(outbox, calls)
    agent.budget = type(agent.budget)(max_steps=3, max_tokens=400_000, max_cost=5.0)
    with AgentOpsClient(live_server.url, key) as client:
        run = client.create_run(**external_run_fields(agent, ticket.ticket_inputs(3)))
        assert DurableRun(client, agent, run["id"]).run() == "FAILED"
    assert len(calls) == 3
    failed = Event.objects.get(run_id=run["id"], type="RunFailed")
    assert "step budget spent: 3/3" in failed.payload


def test_results_of_parallel_calls_reported_at_once_under_one_lease_are_all_journaled(live_server, key, tmp_path):
    """Six results sent concurrently by one client (its calls ran in parallel): each is checked against the
    same head, so all but one append found the journal moved. Before, they were 409 ``seq_conflict`` with
    "expected head seq 11" — a seq the client never sent; now the server checks such a write again."""
    agent = _agent(FileOutbox(tmp_path / "outbox.jsonl"))
    calls = [{"name": "retrieve", "args": {"topic": str(i)}} for i in range(6)]
    with AgentOpsClient(live_server.url, key) as client:
        run = client.create_run(**external_run_fields(agent, ticket.ticket_inputs(1)))
        lease = client.acquire(run["id"], "parallel")
        output = {"content": "six reads", "tool_calls": calls, "usage": {"prompt_tokens": 1, "completion_tokens": 1}}
        client.append(lease, lease.head_seq, [{"type": "LlmSampled", "payload": {"step": 0, "output": output}}])
        for i, call in enumerate(calls):
            assert client.claim(lease, 0, i, "retrieve", call["args"], effect="read")["status"] == "claimed"
    barrier = threading.Barrier(len(calls))
    answers: list[tuple[int, str]] = []

    def report(i: int) -> None:
        body = {"owner": "parallel", "fencing_token": lease.fencing_token, "secret": lease.secret, "step": 0,
                "call_index": i, "result": {"success": True, "code": "ok", "data": {"n": i}}}  # fmt: skip
        with httpx.Client(base_url=live_server.url, headers={"Authorization": f"Bearer {key}"}) as http:
            barrier.wait()
            response = http.post(f"/api/v1/runs/{run['id']}/tools/result/", json=body)
        answers.append((response.status_code, response.text[:300]))

    threads = [threading.Thread(target=report, args=(i,)) for i in range(len(calls))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert sorted(code for code, _ in answers) == [201] * len(calls), answers
    assert Event.objects.filter(run_id=run["id"], type="ToolResult").count() == len(calls)
