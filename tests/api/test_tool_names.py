"""A tool's name follows ``agentops.core.toolnames`` wherever the API takes one — a sample's ``tool_calls`` and a
claim's ``tool``: a line break and a URL in it (``send_email\\nhttps://evil.example/login``) reached operators'
e-mails and Slack messages as a link. Such a name is a 400 naming the rule, and nothing is written."""

from __future__ import annotations

import httpx
import pytest

from agentops.client import AgentOpsClient, external_run_fields
from agentops.demo import ticket
from agentops.demo.external_ticket import AGENT, FileOutbox
from runs.api.keys import api_key_create
from runs.models import Event, Run, ToolExecution

EVIL = "send_email\nhttps://evil.example/login"


def _refused_naming_the_rule(response: httpx.Response, field: str) -> None:
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == "invalid_input" and field in str(error["details"]), error
    assert "a tool name is 1-100 characters with no control, format or invisible characters" in str(error), error


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("name", [EVIL, "<https://evil.example|send_email>", "refund\u202e_\u200bnow"])
def test_a_live_sample_or_claim_naming_a_tool_with_a_line_break_a_link_or_an_invisible_character_is_refused(
    live_server, tmp_path, name
):
    key = api_key_create(agent=AGENT)[1]
    agent = ticket.build_agent(FileOutbox(tmp_path / "outbox.jsonl"), name=AGENT)
    with AgentOpsClient(live_server.url, key) as setup:
        run = setup.create_run(**external_run_fields(agent, ticket.ticket_inputs(1)))
        lease = setup.acquire(run["id"], "agent")
    fence = {"owner": "agent", "fencing_token": lease.fencing_token, "secret": lease.secret}
    before = list(Event.objects.filter(run_id=run["id"]).values_list("seq", flat=True))
    call = {"name": name, "args": {"to": "ops@example.com"}, "call_id": "c1"}
    sample = {
        "type": "LlmSampled",
        "payload": {
            "step": 0,
            "output": {"content": "", "tool_calls": [call], "usage": {"prompt_tokens": 1, "completion_tokens": 1}},
        },
    }
    with httpx.Client(base_url=live_server.url, headers={"Authorization": f"Bearer {key}"}) as http:
        events = http.post(f"/api/v1/runs/{run['id']}/events/", json=fence | {"expected_seq": lease.head_seq,
                                                                              "events": [sample]})  # fmt: skip
        claim = http.post(
            f"/api/v1/runs/{run['id']}/tools/claim/",
            json=fence | {"step": 0, "call_index": 0, "tool": name, "args": {}, "effect": "write", "dedupes": True},
        )
    _refused_naming_the_rule(events, "tool_calls")
    _refused_naming_the_rule(claim, "tool")
    assert list(Event.objects.filter(run_id=run["id"]).values_list("seq", flat=True)) == before
    assert not ToolExecution.objects.filter(run_id=run["id"]).exists()
    assert Run.objects.get(pk=run["id"]).last_seq == lease.head_seq


@pytest.mark.sqlite
@pytest.mark.parametrize("name", ["mcp__server__tool", "crm.contacts.update", "payInvoice", "删除用户", "Web Search"])
def test_names_as_models_mcp_servers_and_people_spell_them_are_sampled_and_claimed(run, name):
    assert run.sample(0, [{"name": name, "args": {}, "call_id": "c1"}]).status_code == 201
    claimed = run.claim(0, 0, name, {}, effect="write", risk="low")
    assert claimed.status_code == 200, claimed.json()
    assert ToolExecution.objects.get(run_id=run.id).tool == name


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("name", "args", "held_for"),
    [
        ("удалить_пользователя", {"id": 5}, "tool name says 'delete'"),
        ("ユーザー削除", {"id": 5}, "tool name says 'delete'"),
        ("결제", {"amount": 5}, "tool name says 'payment'"),
        ("elimina_utente", {"id": 5}, "tool name says 'delete'"),
        ("call_tool", {"tool": "Delete User", "arguments": {"id": 5}}, "args.tool names 'Delete User' (says 'delete')"),
        ("حذف_المستخدم", {"id": 5}, "tool name says 'delete'"),
        ("ลบผู้ใช้", {"id": 5}, "tool name says 'delete'"),
        ("manage_user", {"type": "delete", "id": 5}, "args.type names 'delete' (says 'delete')"),
    ],
)
def test_a_claim_of_a_delete_named_in_another_language_or_form_waits_for_an_approver(run, name, args, held_for):
    """Each was answered ``claimed`` by a live server (qa-agents4; the last three, fix-gate2): the call ran with no
    approver asked."""
    assert run.sample(0, [{"name": name, "args": args, "call_id": "c1"}]).status_code == 201
    claimed = run.claim(0, 0, name, args, effect="write", risk="low")
    assert claimed.status_code == 200, claimed.json()
    assert claimed.json()["status"] == "waiting_manual_confirm" and claimed.json()["held_for"] == held_for
