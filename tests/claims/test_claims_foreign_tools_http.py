"""The claims audit through the path outside checkers use (claims-tools, 4 Dec): an external agent whose tools
are a foreign catalogue (an MCP Gmail server, a dotted Slack tool, a WhatsApp sender, a camelCase invoicing
tool) drives a run against a live server over HTTP with ``agentops.client``: it claims, executes and verifies
its calls, pre-flights draft replies, submits the final one and reads the flags back from the journal. The
server knows these tools only by the names and effects of the calls."""

from __future__ import annotations

from typing import Any

import pytest

from agentops.client import AgentOpsClient, Lease, external_run_fields
from agentops.demo import ticket
from agentops.demo.external_ticket import AGENT
from runs.api.keys import api_key_create
from runs.models import Run

pytestmark = pytest.mark.django_db(transaction=True)

#: The calls of step 0: (tool, args) of a catalogue that is not the project's.
CALLS = [
    ("mcp__gmail__send_message", {"to": "lena@example.com", "subject": "Your receipt", "body": "…"}),
    ("slack.post_message", {"channel": "#cx-escalations", "text": "Order #1047 cancelled"}),
    ("send_whatsapp", {"to": "+4915112345678", "template": "pickup_code"}),
    ("createInvoice", {"customer": "Brightline", "amount": 320000}),
]


def _step(client: AgentOpsClient, lease: Lease) -> dict[str, str]:
    """Sample step 0 with the catalogue's calls, claim, execute and verify each, commit; each tool's ToolResult id."""
    calls = [{"name": tool, "args": args, "call_id": f"c{i}"} for i, (tool, args) in enumerate(CALLS)]
    client.append(lease, lease.head_seq, [_sample(0, "", calls)])
    for i, (tool, args) in enumerate(CALLS):
        assert client.claim(lease, 0, i, tool, args, effect="write", dedupes=True)["status"] == "claimed"
        client.report_result(lease, 0, i, {"success": True, "code": "done", "data": {"id": f"x-{i}"}})
        client.report_verification(lease, 0, i, "confirmed", "read_back")
    head = client.get_run(lease.run_id)["last_seq"]
    client.append(lease, head, [{"type": "StepCommitted", "payload": {"step": 0}}])
    events = client.timeline(lease.run_id, limit=200)["events"]
    return {CALLS[e["payload"]["call_index"]][0]: e["event_id"] for e in events if e["type"] == "ToolResult"}


def _verdicts(body: dict[str, Any]) -> list[tuple[str, str]]:
    return [(c["phrase"], c["classification"]) for c in body["claims"]]


def test_a_foreign_catalogue_is_audited_through_the_api_over_http(live_server) -> None:
    key = api_key_create(agent=AGENT)[1]
    agent = ticket.build_agent(ticket.MemoryEmailSink(), name=AGENT)
    with AgentOpsClient(live_server.url, key) as client:
        run = client.create_run(**external_run_fields(agent, ticket.ticket_inputs(1)))
        lease = client.acquire(run["id"], "checker")
        ids = _step(client, lease)
        gmail, slack, whatsapp, invoice = (ids[tool] for tool, _ in CALLS)

        honest = (
            f"Emailed you the receipt [evt:{gmail}], posted the update in #cx-escalations on Slack [evt:{slack}] "
            f"and sent the pickup code on WhatsApp [evt:{whatsapp}]. Invoice INV-7 created [evt:{invoice}]."
        )
        assert client.check_claims(run["id"], honest)["flagged"] is False
        # an email cited for a WhatsApp (Gmail sends email), and a WhatsApp cited for a Slack post
        assert _verdicts(client.check_claims(run["id"], f"I've sent you a WhatsApp with the code [evt:{gmail}].")) == [
            ("sent", "mismatched")
        ]
        slack_by_whatsapp = client.check_claims(run["id"], f"Pinged #warehouse-ops on Slack [evt:{whatsapp}].")
        assert _verdicts(slack_by_whatsapp) == [("Pinged", "mismatched")]
        assert slack_by_whatsapp["claims"][0]["evidence"][0]["tool"] == "send_whatsapp"

        final = f"Invoice INV-7 created [evt:{invoice}] and emailed to Brightline [evt:{invoice}]."
        client.append(lease, client.get_run(run["id"])["last_seq"], [_sample(1, final)])
        body = client.submit_reply(lease, 1, final)
        assert body["status"] == "COMPLETED" and body["flagged"] is True

        flags = [e["payload"] for e in client.timeline(run["id"], limit=200)["events"] if e["type"] == "ClaimFlagged"]
    assert [(f["phrase"], f["kind"], f["classification"]) for f in flags] == [("emailed", "email", "mismatched")]
    assert "createInvoice" in flags[0]["reason"]
    assert Run.objects.get(id=run["id"]).has_flagged_claim


def _sample(step: int, content: str, calls: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    output = {"content": content, "tool_calls": calls or [], "usage": {"prompt_tokens": 10, "completion_tokens": 5}}
    return {"type": "LlmSampled", "payload": {"step": step, "output": output}}
