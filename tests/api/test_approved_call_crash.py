"""An approved high-risk call whose agent is SIGKILLed after sending it and before reporting its result.

The call went out once (or may have): its service cannot dedupe and has no lookup, so the restarted agent
parks it for a human. The operator must be able to decide it — before, its execution stayed APPROVED (the
ToolDispatched that handed it out moved nothing), so the recovery console and ``settle_call`` found no call
of unknown outcome and the run sat in RECOVERING with no way forward but a dead letter (probe-agent).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.utils import timezone

from agentops.demo.external_ticket import AGENT
from approvals.services import approve_call, decide_execution
from runs.models import Run, ToolExecution

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]
ROOT = Path(__file__).resolve().parents[2]

# The agent's own process: a payment service that cannot dedupe (no key, no lookup), a scripted model.
PAYER = """
import json, os, signal, sys
from agentops.client import AgentOpsClient, DurableRun, RunParked, external_run_fields
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry

url, key, ledger, crash = sys.argv[1:5]

def pay(args, idem_key):
    with open(ledger, "a") as fh:
        fh.write(json.dumps(args) + "\\n")
    if crash == "after_send":
        os.kill(os.getpid(), signal.SIGKILL)
    return {"success": True, "code": "paid", "data": {"invoice": args["invoice"]}}

def script(step, messages):
    return ("", [ToolCall("pay_invoice", {"invoice": "INV-9", "amount": 40})]) if step == 0 else ("Paid.", [])

agent = Agent(name=sys.argv[5], model=ScriptedModel("scripted-payer-v1", script),
              tools=ToolRegistry([Tool("pay_invoice", pay, effect=Effect.WRITE, dedupes=False)]),
              template="Pay invoice {invoice}. Clock {clock}, seed {seed}.")
with AgentOpsClient(url, key) as client:
    run = client.create_run(**external_run_fields(agent, {"invoice": "INV-9", "task": "pay"}), create_key="INV-9")
    try:
        print(DurableRun(client, agent, run["id"], owner="payer", lease_seconds=2, lease_wait=10).run())
    except RunParked as parked:
        print(parked.status)
"""


def _agent(url: str, key: str, ledger: Path, crash: str = "") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "DATABASE", "AGENTOPS"))}
    env["PYTHONPATH"] = str(ROOT)
    cmd = [sys.executable, "-c", PAYER, url, key, str(ledger), crash, AGENT]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_an_approved_payment_sigkilled_after_its_send_is_decided_by_an_operator_and_paid_once(
    live_server, raw_key, tmp_path
):
    ledger = tmp_path / "payments.jsonl"
    held = _agent(live_server.url, raw_key, ledger)
    assert held.stdout.strip() == "WAITING_MANUAL_CONFIRM", held.stderr
    run = Run.objects.get(create_key=f"{AGENT}:INV-9")
    payment = ToolExecution.objects.get(run_id=run.id, tool="pay_invoice")
    approve_call(execution_id=payment.id, actor="alice", reason="invoice checked")

    killed = _agent(live_server.url, raw_key, ledger, crash="after_send")
    assert killed.returncode == -9, killed.stderr
    assert len(ledger.read_text().splitlines()) == 1  # it went out; its result was never reported
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now())  # the dead process's lease lapses

    parked = _agent(live_server.url, raw_key, ledger)
    assert parked.stdout.strip() == "RECOVERING", (parked.stdout, parked.stderr)
    payment.refresh_from_db()
    assert payment.status == "TOOL_EXECUTED", f"the sent payment is {payment.status}: no operator can decide it"
    # the operator checks the payment provider and confirms it happened
    decide_execution(execution_id=payment.id, actor="olga", decision="confirm", reason="in the provider's log")

    done = _agent(live_server.url, raw_key, ledger)
    assert done.stdout.strip() == "COMPLETED", (done.stdout, done.stderr)
    assert len(ledger.read_text().splitlines()) == 1  # paid once
    payment.refresh_from_db()
    assert payment.status == "CONFIRMED" and Run.objects.get(id=run.id).status == "COMPLETED"
