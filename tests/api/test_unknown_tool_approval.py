"""A held call of a tool the server does not know (fix-edges): an API-driven agent's tools live in its client, which
declares each only on its claim (the SDK claims a tool its model named but it lacks as a write without a key). The
approvals card said "Approve and execute once", the bulk preview nothing: both now say the server does not know the
tool and that approving hands the call to that client (docs/api.md, the step protocol: approved ⇒ claimed)."""

from __future__ import annotations

import html

import pytest
from django.test import Client

from agentops.demo.ticket import ticket_inputs
from runs.models import ToolExecution
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user, waiting_payment

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

UNKNOWN = "the server does not know delete_account: agent ticket-external runs its tools in its own client"


def _approver() -> Client:
    client = Client()
    client.force_login(make_user("ann", "approver"))
    return client


def test_an_external_agents_held_call_says_the_server_does_not_know_its_tool(run):
    assert run.sample(0, [{"name": "delete_account", "args": {"id": 5}, "call_id": "c1"}]).status_code == 201
    # claimed as the SDK claims a tool it lacks
    held = run.claim(0, 0, "delete_account", {"id": 5}, effect="write", dedupes=False)
    assert held.json()["status"] == "waiting_manual_confirm", held.json()
    approver = _approver()
    page = html.unescape(approver.get("/approvals/").content.decode())
    assert UNKNOWN in page and "(write, without an idempotency key)" in page
    assert "Approving hands this call to that client to run once" in page and "Approve: hand it to run once" in page
    assert "Approve and execute once" not in page
    preview = approver.get("/api/v1/bulk-jobs/preview/", {"action": "approve"}).json()
    (target,) = preview["sample"]
    assert target["execution_id"] == held.json()["execution_id"] and target["tool_unknown"].startswith(UNKNOWN)
    assert UNKNOWN in html.unescape(approver.get("/bulk/preview/", {"action": "approve"}).content.decode())
    assert ToolExecution.objects.get().status == "WAITING_MANUAL_CONFIRM"  # read, nothing decided


def test_a_call_of_a_tool_the_server_knows_says_nothing_of_the_kind():
    waiting_payment()
    approver = _approver()
    page = approver.get("/approvals/").content.decode()
    assert "Approve and execute once" in page and "does not know" not in page
    (target,) = approver.get("/api/v1/bulk-jobs/preview/", {"action": "approve"}).json()["sample"]
    assert target["tool"] == "pay_invoice" and target["tool_unknown"] is None


def test_a_held_call_of_a_tool_its_server_driven_agent_no_longer_has_says_so(settings):
    agents = settings.AGENTOPS["AGENTS"]
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**agents, "ticket": "tests.timetravel.agents:ticket_gated"}}
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    assert str(drive_run(run.id)) == "WAITING_MANUAL_CONFIRM"  # its send_email waits for an approver
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**agents, "ticket": "tests.timetravel.agents:ticket_without_email"},
    }
    page = html.unescape(_approver().get("/approvals/").content.decode())
    assert "the server does not know send_email: agent ticket has no tool by that name now" in page
    assert "Approve: hand it to run once" in page
