"""Under ``AGENTOPS_VERIFICATION_POLICY``, a write of a kind the policy names whose verifier cannot tell yet (its
read-back raised: the verdict is pending, nothing is posted): the Python
client's commit was 409 ``verification_required``, raised as a bare ProtocolRefused, and the run stayed RUNNING (out
of the operators' sight) until the abandon sweep (qa-agents7). The client now parks the call for the operator's
confirm (``RecoveryStarted``, the server accepts it for such a call) and raises RunParked, as docs/api.md says; after
the confirm the run completes, the ticket opened once."""

from __future__ import annotations

import json
from typing import Any

import pytest

from agentops.client import AgentOpsClient, DurableRun, RunParked, external_run_fields
from agentops.core.tools import Verdict, VerdictStatus
from approvals.services import decide_execution
from runs.models import Event, Run, ToolExecution
from tests.api.ticket_agent import ticket_agent, tickets

pytestmark = pytest.mark.sqlite


def unreachable(args: dict[str, Any], result: Any, key: str | None) -> Any:
    """A read-back whose service is down: the verdict is pending (asked again later)."""
    raise ConnectionError("ticket service unreachable")


@pytest.mark.django_db(transaction=True)
def test_a_write_the_policy_names_without_a_verifier_parks_for_the_operator_and_completes_after_the_confirm(
    live_server, raw_key, tmp_path, settings
):
    settings.AGENTOPS = {**settings.AGENTOPS, "VERIFICATION_POLICY": {"ticket-external": ["ticket"]}}
    sink = str(tmp_path / "tickets.jsonl")
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = client.create_run(**external_run_fields(ticket_agent(sink), {"task": "x"}))["id"]
        with pytest.raises(RunParked) as parked:
            DurableRun(client, ticket_agent(sink, unreachable), run_id).run()
        assert parked.value.status == "RECOVERING" and (parked.value.step, parked.value.call_index) == (0, 0)
        assert "verification policy" in parked.value.reason, parked.value.reason
        run = Run.objects.get(id=run_id)
        assert run.status == "RECOVERING" and not run.lease_owner, "on the recovery console, the lease released"
        execution = ToolExecution.objects.get(run_id=run_id)
        park = json.loads(Event.objects.get(run_id=run_id, type="RecoveryStarted").payload)
        assert park["reason"] == "the verification policy wants an operator to verify create_ticket", park

        decide_execution(execution_id=execution.id, actor="alice", decision="confirm", reason="ticket seen")
        assert DurableRun(client, ticket_agent(sink, unreachable), run_id).run() == "COMPLETED"
    assert len(tickets(sink)) == 1


def read_back(args: dict[str, Any], result: Any, key: str | None) -> Verdict:
    return Verdict(VerdictStatus.CONFIRMED, "read_back", "ticket found")


@pytest.mark.django_db(transaction=True)
def test_a_write_whose_agent_verdict_does_not_count_is_parked_and_the_client_names_the_call(
    live_server, raw_key, tmp_path, settings
):
    """The agent's own verdict parks the call (it does not count under the policy); the commit is then 409
    ``call_in_doubt``, whose details now name the call, so the client's RunParked says where (it said step None)."""
    settings.AGENTOPS = {**settings.AGENTOPS, "VERIFICATION_POLICY": {"ticket-external": ["ticket"]}}
    sink = str(tmp_path / "tickets.jsonl")
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = client.create_run(**external_run_fields(ticket_agent(sink, read_back), {"task": "x"}))["id"]
        with pytest.raises(RunParked) as parked:
            DurableRun(client, ticket_agent(sink, read_back), run_id).run()
    assert parked.value.status == "RECOVERING" and (parked.value.step, parked.value.call_index) == (0, 0)
    assert Run.objects.get(id=run_id).status == "RECOVERING" and len(tickets(sink)) == 1
