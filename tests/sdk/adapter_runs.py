"""The two end-to-end checks every framework adapter's example passes (sdk/examples/<framework>_agent.py).

Each example prints ``OUTCOME | why-parked-or-why-failed-or-reply`` then ``run <id> | claims: <verdict>`` (the helper
sdk/examples/run_report.py they share), reads its run key from ``RUN_KEY`` and sends the
journaled idempotency key of ``create_ticket`` / ``refund_payment`` to the ticket service.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from local_servers import FakeLLM, ToolService, serve
from test_sdk_install import AGENT, USAGE, client_env, kill_mid_ticket_call, refund_model, support_model

from runs.models import Event, Run, ToolExecution


def run_example(python: Path, example: Path, env: dict[str, str], cwd: Path) -> str:
    done = subprocess.run([str(python), str(example)], env=env, cwd=cwd, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def sigkilled_mid_call_then_resumed(python: Path, example: Path, server, tmp_path: Path, run_key: str) -> FakeLLM:
    """SIGKILL the example while ``create_ticket`` is in flight, run it again: one ticket created under the
    journaled key (both requests carried it), one model request per step, the crash-free run's tokens."""
    llm, service = FakeLLM(support_model), ToolService()
    service.misbehave, service.slow_seconds = "slow", 60  # the ticket is created; the answer never comes in time
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url, RUN_KEY=run_key)
        kill_mid_ticket_call([str(python), str(example)], env, tmp_path, service)
        run = Run.objects.get(create_key=f"{AGENT}:{run_key}")
        intent = json.loads(Event.objects.get(run=run, type="ToolRequested").payload)
        assert not Event.objects.filter(run=run, type="ToolResult").exists()
        second = run_example(python, example, env, tmp_path)
    assert second.startswith("COMPLETED | Opened ticket t-1 for ACME [evt:"), second
    assert second.splitlines()[-1] == f"run {run.id} | claims: 0 unbacked"  # it printed no run id nor verdict
    assert service.count() == 1  # no repeated effect
    assert service.keys_seen == [intent["idem_key"]] * 2  # the function read the journaled key: idem_key()
    assert llm.count == 2  # one request per step: the journaled step-0 completion was reused
    run.refresh_from_db()
    assert run.status == "COMPLETED" and run.tokens_used == 2 * sum(USAGE)  # the crash-free run's tokens
    return llm


def approval_then_once(python: Path, example: Path, server, tmp_path: Path, run_key: str) -> None:
    """``refund_payment`` waits in the approvals queue (nothing sent); approved, the same code runs it once."""
    from approvals.services import approve_call

    llm, service = FakeLLM(refund_model), ToolService()
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url, RUN_KEY=run_key)
        held = run_example(python, example, env, tmp_path)
        assert held.startswith("WAITING_MANUAL_CONFIRM | refund_payment waits for an approver"), held
        run_id = Run.objects.get(create_key=f"{AGENT}:{run_key}").id
        assert held.splitlines()[-1] == f"run {run_id} | claims: 0 unbacked"
        assert service.count() == 0  # nothing ran on the model's word
        execution = ToolExecution.objects.get(run__create_key=f"{AGENT}:{run_key}", status="WAITING_MANUAL_CONFIRM")
        approve_call(execution_id=execution.id, actor="test:approver", reason="invoice checked")
        done = run_example(python, example, env, tmp_path)
    assert done.startswith("COMPLETED | Refunded invoice 7 [evt:"), done
    assert done.splitlines()[-1] == f"run {run_id} | claims: 0 unbacked"
    assert service.count() == 1 and llm.count == 2


def a_failed_run_says_why(python: Path, example: Path, server, tmp_path: Path, run_key: str) -> None:
    """A wrong ``OPENAI_API_KEY`` fails the run for good: the example prints why (it printed ``FAILED | None``)."""
    llm = FakeLLM(support_model)
    with serve(llm) as llm_url:
        env = client_env(server, llm, llm_url, TICKETS_URL="http://127.0.0.1:9", RUN_KEY=run_key)
        done = run_example(python, example, env | {"OPENAI_API_KEY": "sk-wrong"}, tmp_path)
    assert done.startswith("FAILED | ModelError: "), done
    assert "HTTP 401" in done and "Incorrect API key provided" in done, done
    run = Run.objects.get(create_key=f"{AGENT}:{run_key}")
    assert run.status == "FAILED" and done.splitlines()[-1] == f"run {run.id} | claims: 0 unbacked"


def checks_pass(python: Path, script: str) -> None:
    """``script`` (an adapter's unit checks and refusals, no server) prints ``ok`` in the adapters' venv."""
    env = {"PATH": os.environ["PATH"], "OPENAI_API_KEY": "unused"}
    done = subprocess.run([str(python), "-c", script], env=env, capture_output=True, text=True, timeout=60, cwd="/")
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
