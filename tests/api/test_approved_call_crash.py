"""An approved high-risk call whose agent is SIGKILLed after sending it and before reporting its result.

The call went out once (or may have): its service cannot dedupe and has no lookup, so the restarted agent
parks it for a human. The operator must be able to decide it — before, its execution stayed APPROVED (the
ToolDispatched that handed it out moved nothing), so the recovery console and ``settle_call`` found no call
of unknown outcome and the run sat in RECOVERING with no way forward but a dead letter (probe-agent).

An approved call of a tool declared a read, whose arguments made the gate hold it (``run_sql`` declared read-only, the
model's ``UPDATE accounts SET balance = balance - 100``): the approver allowed one execution. A read in doubt is
replayed with no human — but this one went out on the approver's word: the agent SIGKILLed after it ran, the restart
replayed it, every balance debited twice; a first attempt that raised after acting was replayed in the same process
too (qa-agents5). Now a call handed out by a human (``ToolDispatched``) is replayed only when a write's service dedupes
by the key; else looked up, else an operator decides.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.utils import timezone

from agentops.client import AgentOpsClient, DurableRun, RunParked, external_run_fields
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from agentops.demo.external_ticket import AGENT
from approvals.services import approve_call, decide_execution
from runs.models import Event, Run, ToolExecution

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]
ROOT = Path(__file__).resolve().parents[2]

# The end of an agent process's program (its ``agent`` and ``INVOICE`` made above it): drive the invoice's run, print
# where it ended.
_DRIVE = """
with AgentOpsClient(url, key) as client:
    run = client.create_run(**external_run_fields(agent, {"invoice": INVOICE, "task": "pay"}), create_key=INVOICE)
    try:
        print(DurableRun(client, agent, run["id"], owner="payer", lease_seconds=2, lease_wait=10).run())
    except RunParked as parked:
        print(parked.status)
"""


# The agent's own process: a payment service that cannot dedupe (no key, no lookup), a scripted model.
PAYER = (
    """
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
INVOICE = "INV-9"
"""
    + _DRIVE
)


def _agent(url: str, key: str, ledger: Path, crash: str = "", program: str = PAYER) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "DATABASE", "AGENTOPS"))}
    env["PYTHONPATH"] = str(ROOT)
    cmd = [sys.executable, "-c", program, url, key, str(ledger), crash, AGENT]
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


DEBIT = {"query": "UPDATE accounts SET balance = balance - 100"}
# The agent's own process: a SQL tool declared a read, a scripted model that sends it an UPDATE of every row.
RUNNER = """
import json, os, signal, sys
from agentops.client import AgentOpsClient, DurableRun, RunParked, external_run_fields
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry

url, key, ledger, crash = sys.argv[1:5]

def run_sql(args, idem_key):
    with open(ledger, "a") as fh:
        fh.write(args["query"] + "\\n")
    if crash == "after_send":
        os.kill(os.getpid(), signal.SIGKILL)
    return {"success": True, "code": "ok", "data": {"rows": 3}}

def script(step, messages):
    q = {"query": "UPDATE accounts SET balance = balance - 100"}
    return ("", [ToolCall("run_sql", q)]) if step == 0 else ("Fees charged.", [])

agent = Agent(name=sys.argv[5], model=ScriptedModel("scripted-sql-v1", script),
              tools=ToolRegistry([Tool("run_sql", run_sql, effect=Effect.READ)]),
              template="Charge the monthly fee. Clock {clock}, seed {seed}.")
with AgentOpsClient(url, key) as client:
    run = client.create_run(**external_run_fields(agent, {"task": "fee"}), create_key="FEE-12")
    try:
        print(DurableRun(client, agent, run["id"], owner="sql", lease_seconds=2, lease_wait=10).run())
    except RunParked as parked:
        print(parked.status)
"""


def test_an_approved_read_sigkilled_after_it_ran_is_not_replayed_without_a_human(live_server, raw_key, tmp_path):
    ledger = tmp_path / "statements.log"
    held = _agent(live_server.url, raw_key, ledger, program=RUNNER)
    assert held.stdout.strip() == "WAITING_MANUAL_CONFIRM", held.stderr
    run = Run.objects.get(create_key=f"{AGENT}:FEE-12")
    call = ToolExecution.objects.get(run_id=run.id, tool="run_sql")
    approve_call(execution_id=call.id, actor="alice", reason="the monthly fee")

    killed = _agent(live_server.url, raw_key, ledger, "after_send", RUNNER)
    assert killed.returncode == -9, killed.stderr
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now())  # the dead process's lease lapses

    parked = _agent(live_server.url, raw_key, ledger, program=RUNNER)
    assert parked.stdout.strip() == "RECOVERING", (parked.stdout, parked.stderr)
    assert ledger.read_text().splitlines() == [DEBIT["query"]]  # it ran once: an operator decides the rest
    call.refresh_from_db()
    assert call.status == "TOOL_EXECUTED" and Run.objects.get(id=run.id).status == "RECOVERING"
    parked_why = json.loads(Event.objects.filter(run_id=run.id, type="RecoveryStarted").last().payload)["reason"]
    assert parked_why.startswith("outcome unknown: it went out once on a human's word (an approval"), parked_why


def test_an_approved_read_whose_attempt_raised_after_acting_is_not_replayed_in_the_same_process(live_server, raw_key):
    ran: list[str] = []

    def run_sql(args, idem_key):  # type: ignore[no-untyped-def]
        ran.append(args["query"])
        raise ConnectionResetError("the connection dropped after the statement committed")

    def script(step, messages):  # type: ignore[no-untyped-def]
        return ("", [ToolCall("run_sql", DEBIT, "c0")]) if step == 0 else ("Fees charged.", [])

    agent = Agent(
        AGENT,
        ScriptedModel("client-test-v1", script),
        ToolRegistry([Tool("run_sql", run_sql, effect=Effect.READ)]),
        "{task}{clock}{seed}",
        replay_pauses=[0.0, 0.0],
    )
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = client.create_run(**external_run_fields(agent, {"task": "fee"}))["id"]
        with pytest.raises(RunParked) as held:
            DurableRun(client, agent, run_id).run()
        assert held.value.status == "WAITING_MANUAL_CONFIRM"
        approve_call(execution_id=ToolExecution.objects.get(run_id=run_id).id, actor="alice", reason="the fee")
        with pytest.raises(RunParked) as parked:
            DurableRun(client, agent, run_id).run()
    assert parked.value.status == "RECOVERING" and "ConnectionResetError" in parked.value.reason
    assert ran == [DEBIT["query"]]  # once: not replayed with the same key, three times in all, as a plain read is


# The agent's own process: a payment the gate holds and a text message the same step sends, neither service dedupes.
PAY_AND_TEXT = (
    """
import json, os, signal, sys
from agentops.client import AgentOpsClient, DurableRun, RunParked, external_run_fields
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry

url, key, ledger, crash = sys.argv[1:5]

def sent(kind, args):
    with open(ledger, "a") as fh:
        fh.write(kind + " " + json.dumps(args) + "\\n")

def pay(args, idem_key):
    sent("pay", args)
    return {"success": True, "code": "paid", "data": {"invoice": args["invoice"]}}

def text(args, idem_key):
    sent("text", args)
    if crash == "in_text":
        os.kill(os.getpid(), signal.SIGKILL)
    return {"success": True, "code": "sent", "data": {"to": args["to"]}}

def script(step, messages):
    calls = [ToolCall("pay_invoice", {"invoice": "INV-7", "amount": 40}), ToolCall("send_text", {"to": "+15550100"})]
    return ("", calls) if step == 0 else ("Paid and told.", [])

agent = Agent(name=sys.argv[5], model=ScriptedModel("scripted-pay-text-v1", script),
              tools=ToolRegistry([Tool("pay_invoice", pay, effect=Effect.WRITE, dedupes=False),
                                  Tool("send_text", text, effect=Effect.WRITE, dedupes=False)]),
              template="Pay invoice {invoice}. Clock {clock}, seed {seed}.")
INVOICE = "INV-7"
"""
    + _DRIVE
)


def test_an_approved_call_handed_out_beside_a_call_in_doubt_is_sent_before_the_park_not_left_for_a_human(
    live_server, raw_key, tmp_path
):
    """Step 0 pays (held) and texts; the process dies inside the text. After the approval, the restart's claim of the
    payment hands it out (ToolDispatched) and the text's claim finds it in doubt: the payment was parked unsent, and
    once the text was decided the restart parked the payment as "it went out once on a human's word" — an operator's
    confirm would record a payment never made. The payment handed out is sent and reported before the park."""
    ledger = tmp_path / "sent.log"
    killed = _agent(live_server.url, raw_key, ledger, "in_text", PAY_AND_TEXT)
    assert killed.returncode == -9, killed.stderr
    run = Run.objects.get(create_key=f"{AGENT}:INV-7")
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now())  # the dead process's lease lapses
    payment = ToolExecution.objects.get(run_id=run.id, tool="pay_invoice")
    approve_call(execution_id=payment.id, actor="alice", reason="invoice checked")

    parked = _agent(live_server.url, raw_key, ledger, program=PAY_AND_TEXT)
    assert parked.stdout.strip() == "RECOVERING", (parked.stdout, parked.stderr)
    in_doubt = json.loads(Event.objects.filter(run_id=run.id, type="RecoveryStarted").get().payload)
    assert (in_doubt["step"], in_doubt["call_index"]) == (0, 1)  # the text is in doubt
    assert [line.split()[0] for line in ledger.read_text().splitlines()] == ["text", "pay"]  # handed out: sent
    payment.refresh_from_db()
    assert payment.result_event_id is not None, "the payment handed out was left unreported for a human"
    text = ToolExecution.objects.get(run_id=run.id, tool="send_text")
    decide_execution(execution_id=text.id, actor="olga", decision="confirm", reason="in the SMS provider's log")

    done = _agent(live_server.url, raw_key, ledger, program=PAY_AND_TEXT)
    assert done.stdout.strip() == "COMPLETED", (done.stdout, done.stderr)
    assert [line.split()[0] for line in ledger.read_text().splitlines()] == ["text", "pay"]  # each once
    assert Run.objects.get(id=run.id).status == "COMPLETED"
