"""A call an external agent claimed with no approver, in doubt after its process died, that the manual gate holds once
the server's deploy changed the rule (qa-agents7: ``execute({"sql_statement": "DELETE FROM accounts"})``, unheld
before it) is not handed back for a replay or a lookup: the claim of a restarted client parks it for a human and is
409 ``call_in_doubt``. Before, the resumed ``DurableRun`` replayed it with its key — the DELETE's first send, with no
approver. The in-process loop's side: tests/core/test_gate_held_since.py."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from agentops.client import AgentOpsClient, DurableRun, RunParked, external_run_fields
from agentops.core.gate import held_for
from runs.models import Event, Run, ToolExecution
from tests.api.client_scripts import stops_at
from tests.api.conftest import error_code
from tests.api.sql_agent import DELETE, sql_agent

pytestmark = pytest.mark.sqlite
ROOT = Path(__file__).resolve().parents[2]
WRITE = {"effect": "write", "dedupes": True}
HELD_NOW = "the manual gate holds it now (SQL DELETE without WHERE (every row) in args.sql_statement)"


def _before_the_deploy(monkeypatch) -> None:
    """The server's gate as it was: it held nothing of these arguments."""
    monkeypatch.setattr("runs.api.protocol.held_for", lambda *args, **kwargs: "")


@pytest.mark.django_db
def test_a_restarted_clients_claim_of_a_call_the_gate_holds_since_parks_it(run, monkeypatch):
    assert run.sample(0, [{"name": "execute", "args": DELETE}], content="clearing").status_code == 201
    _before_the_deploy(monkeypatch)
    first = run.claim(0, 0, "execute", DELETE, **WRITE).json()
    assert (first["status"], first["risk"]) == ("claimed", "low")
    monkeypatch.undo()  # the deploy; the client died before sending
    assert run.post("lease/release/", {}).json() == {"released": True}
    run.acquire()

    again = run.claim(0, 0, "execute", DELETE, **WRITE)
    assert again.status_code == 409 and error_code(again) == "call_in_doubt", again.json()
    assert HELD_NOW in again.json()["error"]["details"]["reason"]
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    parked = Event.objects.filter(run_id=run.id, type="RecoveryStarted")
    assert parked.count() == 1 and HELD_NOW in parked.get().payload
    head = run.head()
    assert error_code(run.claim(0, 0, "execute", DELETE, **WRITE)) == "call_in_doubt"
    assert run.head() == head, "parked once: a restart loop appends nothing"
    view = run.api.get(f"/api/v1/runs/{run.id}/replay/").json()
    assert [c["state"] for c in view["calls"]] == ["in_doubt"]


@pytest.mark.django_db
def test_a_call_the_gate_still_lets_through_is_answered_need_recheck_as_before(run, monkeypatch):
    select = {"sql_statement": "SELECT count(*) FROM accounts"}
    assert run.sample(0, [{"name": "execute", "args": select}], content="counting").status_code == 201
    assert run.claim(0, 0, "execute", select, **WRITE).json()["status"] == "claimed"
    assert run.post("lease/release/", {}).json() == {"released": True}
    run.acquire()
    assert run.claim(0, 0, "execute", select, **WRITE).json()["status"] == "need_recheck"


#: The first process: its claim is answered ``claimed``; it dies (SIGKILL) before the DELETE is sent.
FIRST = stops_at("tests.api.sql_agent", "sql_agent", "SIGKILL")


@pytest.mark.django_db(transaction=True)
def test_a_client_sigkilled_after_the_intent_and_resumed_after_the_deploy_does_not_send_it(
    live_server, raw_key, tmp_path, monkeypatch
):
    sink = tmp_path / "sql.jsonl"
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = client.create_run(**external_run_fields(sql_agent(str(sink)), {"task": "x"}))["id"]
    _before_the_deploy(monkeypatch)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "DATABASE", "AGENTOPS"))}
    env["PYTHONPATH"] = str(ROOT)
    first = subprocess.run(
        [sys.executable, "-c", FIRST, live_server.url, raw_key, run_id, str(sink)], cwd=ROOT, env=env, timeout=120
    )
    assert first.returncode == -9 and not sink.exists(), "killed after the intent, before the send"
    monkeypatch.undo()

    with AgentOpsClient(live_server.url, raw_key) as client, pytest.raises(RunParked) as parked:
        DurableRun(client, sql_agent(str(sink)), run_id, lease_wait=30).run()
    assert parked.value.status == "RECOVERING" and HELD_NOW in parked.value.reason, parked.value.reason
    assert not sink.exists(), "not sent: the gate now says an approver decides"


@pytest.mark.django_db
def test_sending_a_call_the_gate_holds_since_is_an_approvers_word_not_an_operators(run, monkeypatch, client):
    """The parked DELETE may never have gone out: an operator's *retry with the same key* would be its first send past
    the gate. Refused (400, nothing written) for an operator without the approver role; a user holding both sends it,
    and the restarted client's claim is then ``claimed`` once (qa-agents8: the operator's retry handed it out)."""
    from django.urls import reverse

    from runs.roles import user_create

    assert run.sample(0, [{"name": "execute", "args": DELETE}], content="clearing").status_code == 201
    _before_the_deploy(monkeypatch)
    assert run.claim(0, 0, "execute", DELETE, **WRITE).json()["status"] == "claimed"
    monkeypatch.undo()
    assert run.post("lease/release/", {}).json() == {"released": True}
    run.acquire()
    assert error_code(run.claim(0, 0, "execute", DELETE, **WRITE)) == "call_in_doubt"
    assert run.post("lease/release/", {}).json() == {"released": True}
    execution = ToolExecution.objects.get(run_id=run.id).id
    url = reverse("decide", args=[execution])
    form = {"decision": "retry_same_key", "reason": "the DELETE never reached the database"}

    client.force_login(user_create(username="olga", role="operator", password="a-long-password-42"))
    head = run.head()
    refused = client.post(url, form)
    assert refused.status_code == 400, refused.status_code
    assert "the manual gate holds it now (SQL DELETE without WHERE (every row) in args.sql_statement)" in (
        refused.content.decode()
    )
    assert "an approver&#x27;s decision" in refused.content.decode()
    assert run.head() == head and Run.objects.get(id=run.id).status == "RECOVERING", "a refusal writes nothing"

    both = user_create(username="ada", role="operator", password="a-long-password-42")
    both.groups.add(*user_create(username="tmp", role="approver", password="a-long-password-42").groups.all())
    client.force_login(both)
    assert client.post(url, form).status_code == 302
    run.acquire()
    again = run.claim(0, 0, "execute", DELETE, **WRITE).json()
    assert (again["status"], again["state"], again["execution_id"]) == ("claimed", "dispatched", execution)


@pytest.mark.django_db(transaction=True)
def test_a_payment_handed_out_before_the_claim_the_gate_parks_is_sent_not_left_for_a_human(
    live_server, raw_key, monkeypatch
):
    """Step 0 pays (held) and runs the DELETE (let through before the deploy); the process stopped while the DELETE
    ran. Approved, the restart's claim hands the payment out and the DELETE's claim is parked by the server (409
    call_in_doubt): the payment was left unsent, handed out, for an operator to find "in doubt" later. It is sent and
    reported before the client stops for the human (as a park the client itself appends, tests/api/test_approved_…)."""
    from agentops.core.loop import Agent
    from agentops.core.model import ScriptedModel, ToolCall
    from agentops.core.tools import Effect, Tool, ToolRegistry
    from agentops.demo.external_ticket import AGENT
    from approvals.services import approve_call

    sent: list[str] = []

    def pay(args, key):  # type: ignore[no-untyped-def]
        sent.append("pay")
        return {"success": True, "code": "paid", "data": args}

    def execute(args, key):  # type: ignore[no-untyped-def]
        sent.append("delete")
        raise KeyboardInterrupt  # the process is stopped while the statement runs: no answer

    def script(step, messages):  # type: ignore[no-untyped-def]
        return (
            ("", [ToolCall("pay_invoice", {"invoice": "INV-3"}, "c0"), ToolCall("execute", DELETE, "c1")])
            if (step == 0)
            else ("Done.", [])
        )

    tools = [Tool("pay_invoice", pay, effect=Effect.WRITE, dedupes=False), Tool("execute", execute, **WRITE)]
    agent = Agent(AGENT, ScriptedModel("pay-sql-v1", script), ToolRegistry(tools), "{task}{clock}{seed}")
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = client.create_run(**external_run_fields(agent, {"task": "x"}))["id"]
        gate = held_for  # before the deploy the gate let the DELETE through; it held the payment then as now
        monkeypatch.setattr(
            "runs.api.protocol.held_for", lambda tool, *a, **k: "" if tool == "execute" else gate(tool, *a, **k)
        )
        with pytest.raises(KeyboardInterrupt):
            DurableRun(client, agent, run_id).run()
        monkeypatch.undo()  # the deploy
        assert sent == ["delete"]
        approve_call(
            execution_id=ToolExecution.objects.get(run_id=run_id, tool="pay_invoice").id, actor="al", reason="ok"
        )
        with pytest.raises(RunParked) as parked:
            DurableRun(client, agent, run_id).run()
    assert parked.value.status == "RECOVERING" and HELD_NOW in parked.value.reason, parked.value.reason
    assert sent == ["delete", "pay"], "the payment handed out was left unsent for a human"
    assert ToolExecution.objects.get(run_id=run_id, tool="pay_invoice").result_event_id is not None
    assert Event.objects.filter(run_id=run_id, type="RecoveryStarted").count() == 1
