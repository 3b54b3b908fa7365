"""The manual gate by arguments through the API, as an external agent sends a call: a generic ``execute_sql`` with a
DROP TABLE (declared low risk by the agent's key) waits for a human, the queue says why, and only the approver's
approval hands it out; the step's SELECT beside it is claimed as usual. Before, both were claimed at once."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group, User

from approvals.selectors import approvals_queue
from approvals.services import approve_call
from runs.models import Event, Run, ToolExecution

pytestmark = pytest.mark.django_db

DROP = {"query": "DROP TABLE users"}
SELECT = {"query": "SELECT count(*) FROM users"}
WRITE = {"effect": "write", "risk": "low", "dedupes": False}


def test_a_drop_table_sent_to_a_generic_sql_tool_waits_for_an_approver_who_sees_why(run, client):
    calls = [{"name": "execute_sql", "args": DROP, "call_id": "a"}, {"name": "execute_sql", "args": SELECT}]
    assert run.sample(0, calls, content="cleaning up").status_code == 201

    held = run.claim(0, 0, "execute_sql", DROP, **WRITE)
    assert held.status_code == 200 and held.json()["status"] == "waiting_manual_confirm", held.json()
    assert run.claim(0, 0, "execute_sql", DROP, **WRITE).json()["status"] == "waiting_manual_confirm"
    assert run.claim(0, 1, "execute_sql", SELECT, **WRITE).json()["status"] == "claimed"
    execution = ToolExecution.objects.get(run_id=run.id, call_index=0)
    assert execution.status == "WAITING_MANUAL_CONFIRM" and execution.risk == "high"
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"
    asked = Event.objects.get(run_id=run.id, type="ManualConfirmRequested")
    assert '"held_for":"SQL DROP TABLE in args.query"' in asked.payload

    [item] = approvals_queue()
    assert item["held_for"] == "SQL DROP TABLE in args.query" and item["reason"] == "cleaning up"
    approver = User.objects.create_user("al", password="pw-123456789")
    approver.groups.add(Group.objects.get_or_create(name="approver")[0])
    client.force_login(approver)
    page = client.get("/approvals/").content.decode()
    assert "held because" in page and "SQL DROP TABLE in args.query" in page

    assert run.post("lease/release/", {}).json() == {"released": True}
    approve_call(execution_id=execution.id, actor="al", reason="planned migration")
    run.acquire()
    handed = run.claim(0, 0, "execute_sql", DROP, **WRITE).json()
    assert handed["status"] == "claimed" and handed["state"] == "dispatched"  # sent once, behind its ToolDispatched


def test_the_claim_of_a_held_call_answers_why_it_waits_and_so_does_the_replay_view(run):
    """An external agent's claim answered ``waiting_manual_confirm`` said nothing of why: it has ``held_for`` now,
    the gate's word the queue shows, on the first claim and on each one after; a call claimed to run has none."""
    calls = [{"name": "execute_sql", "args": DROP}, {"name": "execute_sql", "args": SELECT}]
    assert run.sample(0, calls, content="cleaning up").status_code == 201
    for _ in range(2):
        held = run.claim(0, 0, "execute_sql", DROP, **WRITE).json()
        assert held["status"] == "waiting_manual_confirm"
        assert held["held_for"] == "SQL DROP TABLE in args.query", held
    claimed = run.claim(0, 1, "execute_sql", SELECT, **WRITE).json()
    assert claimed["status"] == "claimed" and claimed["held_for"] is None
    view = run.api.get(f"/api/v1/runs/{run.id}/replay/").json()
    assert [c["held_for"] for c in view["calls"]] == ["SQL DROP TABLE in args.query", None]


def test_the_replay_view_says_each_calls_effect_and_risk_as_its_claim_answered_them(run):
    """``GET replay/``'s calls said no call's effect nor its risk (fix-known8), which a claim answers and a resuming
    client needs to tell a read it may replay from a write: each call has them, as journaled at its claim."""
    calls = [{"name": "execute_sql", "args": DROP}, {"name": "execute_sql", "args": SELECT},
             {"name": "get_user", "args": {"id": 7}}]  # fmt: skip
    assert run.sample(0, calls, content="cleaning up").status_code == 201
    answers = [
        run.claim(0, 0, "execute_sql", DROP, **WRITE).json(),
        run.claim(0, 1, "execute_sql", SELECT, **WRITE).json(),
        run.claim(0, 2, "get_user", {"id": 7}, effect="read", risk="low").json(),
    ]
    view = run.api.get(f"/api/v1/runs/{run.id}/replay/").json()
    said = [(c["effect"], c["risk"]) for c in view["calls"]]
    assert said == [("write", "high"), ("write", "low"), ("read", "low")], view["calls"]
    assert said == [(a["effect"], a["risk"]) for a in answers], answers


@pytest.mark.sqlite
def test_an_act_padded_past_what_the_gate_reads_waits_for_an_approver(run):
    """An agent's key put its ``{"action": "delete"}`` after 200 padding members: the gate read the first 200 and
    the claim answered ``claimed`` (the delete would have gone out unapproved). What it cannot read, a human reads."""
    padded = {f"k{i}": i for i in range(200)} | {"action": "delete", "id": 7}
    assert run.sample(0, [{"name": "crm", "args": padded}], content="tidying up").status_code == 201
    held = run.claim(0, 0, "crm", padded, **WRITE).json()
    assert held["status"] == "waiting_manual_confirm", held
    assert held["held_for"] == "202 members in args (more than 200 to check)"
    assert ToolExecution.objects.get(run_id=run.id, call_index=0).status == "WAITING_MANUAL_CONFIRM"


@pytest.mark.sqlite
def test_a_bulk_send_split_into_calls_waits_for_an_approver_call_by_call(run):
    """An external agent's model split a send to 12 addresses into 12 ``send_email`` calls of one step: each was
    claimed and sent, no approver. Now each waits, saying why, as the one call to 12 addresses does."""
    calls = [{"name": "send_email", "args": {"to": f"u{i}@example.com"}} for i in range(12)]
    assert run.sample(0, calls, content="telling everyone").status_code == 201
    answers = [
        run.claim(0, i, "send_email", c["args"], effect="write", dedupes=True).json() for i, c in enumerate(calls)
    ]
    assert {a["status"] for a in answers} == {"waiting_manual_confirm"}, answers[0]
    assert answers[0]["held_for"] == "12 targets across the step's 12 send_email calls (bulk: 10 or more)"
    assert ToolExecution.objects.filter(run_id=run.id, status="WAITING_MANUAL_CONFIRM").count() == 12


def test_a_soft_delete_and_a_bank_details_change_wait_for_an_approver_and_say_why(run):
    """An external agent's ``update_user({"deleted": true})`` and ``update_bank_details`` declared low were claimed
    at once (qa-agent N1 / N2); now both wait and say why, and the ``{"status": "active"}`` update beside them runs."""
    deleted, bank, active = (
        {"id": 7, "deleted": True},
        {"iban": "DE89370400440532013000"},
        {"id": 7, "status": "active"},
    )
    calls = [
        {"name": "update_user", "args": deleted},
        {"name": "update_bank_details", "args": bank},
        {"name": "update_user", "args": active},
    ]
    assert run.sample(0, calls, content="tidying accounts").status_code == 201
    first = run.claim(0, 0, "update_user", deleted, **WRITE).json()
    assert first["status"] == "waiting_manual_confirm"
    assert first["held_for"] == "args.deleted is True (a record marked deleted)", first
    second = run.claim(0, 1, "update_bank_details", bank, **WRITE).json()
    assert second["status"] == "waiting_manual_confirm" and second["held_for"] == "tool name says 'bank'", second
    assert run.claim(0, 2, "update_user", active, **WRITE).json()["status"] == "claimed"
    held = ToolExecution.objects.filter(run_id=run.id, status="WAITING_MANUAL_CONFIRM")
    assert sorted(held.values_list("call_index", flat=True)) == [0, 1]


@pytest.mark.sqlite
def test_a_bulk_send_spread_over_steps_waits_at_the_tenth_new_recipient_through_the_api(run, monkeypatch):
    """An external agent's model mailed one new address a step: each claim was answered ``claimed``, 40 steps made
    a bulk send no approver saw. Now the claim that reaches the tenth distinct recipient of the run waits and says
    why, past a snapshot too (the server's claim path asks the same gate as the loop)."""
    from django.conf import settings

    monkeypatch.setitem(settings.AGENTOPS, "SNAPSHOT_EVERY", 3)
    verdict = {"status": "confirmed", "method": "read_back"}
    for step in range(9):
        args = {"to": f"u{step}@example.com", "subject": "promo"}
        sent = {"success": True, "code": "sent", "data": {"message_id": f"m-{step}", "to": args["to"]}}
        assert run.sample(step, [{"name": "send_email", "args": args}]).status_code == 201
        assert run.claim(step, 0, "send_email", args, effect="write").json()["status"] == "claimed"
        assert run.post("tools/result/", {"step": step, "call_index": 0, "result": sent}).status_code == 201
        assert run.post("tools/verification/", {"step": step, "call_index": 0, **verdict}).status_code == 201
        commit = {"expected_seq": run.head(), "events": [{"type": "StepCommitted", "payload": {"step": step}}]}
        assert run.post("events/", commit).status_code == 201
    assert Event.objects.filter(run_id=run.id, type="SnapshotTaken").exists()
    again = {"to": "u3@example.com", "subject": "follow-up"}
    new = {"to": "u9@example.com", "subject": "promo"}
    assert (
        run.sample(9, [{"name": "send_email", "args": again}, {"name": "send_email", "args": new}]).status_code == 201
    )
    assert run.claim(9, 0, "send_email", again, effect="write").json()["status"] == "claimed"  # reached before
    held = run.claim(9, 1, "send_email", new, effect="write").json()
    assert held["status"] == "waiting_manual_confirm", held
    assert held["held_for"].startswith("10 distinct targets reached by the run's outward calls with this send_email")


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("tool", "args", "why"),
    [
        ("curl", {"args": "-X DELETE https://api.example.com/users/7"}, "HTTP DELETE /users/7 in curl in args.args"),
        ("curl", {"args": ["-X", "DELETE", "https://api.example.com/users/7"]}, "HTTP DELETE /users/7 in curl in args.args"),
        ("curl", {"command": "-d amount=5 https://api.stripe.com/v1/refunds"},
         "HTTP POST to /v1/refunds in curl (says 'refund') in args.command"),
        ("psql", {"args": "-c 'DROP TABLE users'"}, "SQL DROP TABLE in shell `psql -c DROP TABLE users` in args.args"),
        ("wget", {"args": "--method=DELETE https://api.example.com/users/7"}, "HTTP DELETE /users/7 in wget in args.args"),
        ("httpie", {"args": "DELETE api.example.com/users/7"}, "HTTP DELETE /users/7 in httpie in args.args"),
        ("bash", {"command": "wget --method=DELETE https://api.example.com/users/7"},
         "HTTP DELETE /users/7 in wget in args.command"),
        ("bash", {"command": "http POST api.stripe.com/v1/refunds charge=ch_1"},
         "HTTP POST to /v1/refunds in http (says 'refund') in args.command"),
        ("stripe_paymentintents_create", {"amount": 500000}, "tool name says 'payment'"),
        ("subscriptioncancel", {"id": 7}, "tool name says 'cancel'"),
        ("accountclose", {"id": 7}, "tool name says 'close'"),
        ("send_sms", {"recipients": "segment:all_users", "text": "hi"}, "args.recipients is 'segment:all_users' (every one)"),
        ("send_email", {"to_list": "all_customers"}, "args.to_list is 'all_customers' (every one)"),
        ("send_email", {"to": "all-customers@acme.com"}, "args.to is 'all-customers@acme.com' (every one)"),
    ],
)  # fmt: skip
def test_a_tool_named_after_an_http_or_sql_client_or_an_act_spelt_object_first_waits_for_an_approver(
    run, tool, args, why
):
    """Found from outside (qa-agents): a tool named ``curl`` given ``{"args": "-X DELETE …/users/7"}`` was claimed and
    sent, while ``bash`` with the same curl line and ``kubectl`` given ``delete ns prod`` waited; so were ``psql``'s
    DROP TABLE, wget's and HTTPie's DELETE (also inside ``bash``), ``stripe_paymentintents_create`` (PaymentIntents
    create a charge), the object-first spellings ``accountclose`` / ``subscriptioncancel`` of names that wait, and a
    send to a group of every one in a recipient field (``segment:all_users``, ``all-customers@…``), while
    ``"audience": "all"`` waited."""
    assert run.sample(0, [{"name": tool, "args": args}], content="on it").status_code == 201
    held = run.claim(0, 0, tool, args, **WRITE).json()
    assert held["status"] == "waiting_manual_confirm", held
    assert held["held_for"] == why
    assert ToolExecution.objects.get(run_id=run.id, call_index=0).status == "WAITING_MANUAL_CONFIRM"


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("tool", "args"),
    [
        ("curl", {"args": "https://example.com/docs/delete-a-user"}),
        ("wget", {"args": "https://example.com/refunds.html"}),
        ("httpie", {"args": "GET api.example.com/refunds"}),
        ("psql", {"args": "-c 'SELECT count(*) FROM users'"}),
        ("list_paymentintents", {"limit": 5}),
        ("marketplace_search", {"q": "lamps"}),
        ("send_email", {"to": "allison@acme.com", "subject": "all hands on Friday"}),
    ],
)
def test_reads_through_those_clients_and_names_are_claimed_as_before(run, tool, args):
    assert run.sample(0, [{"name": tool, "args": args}], content="on it").status_code == 201
    claimed = run.claim(0, 0, tool, args, **WRITE).json()
    assert claimed["status"] == "claimed" and claimed["held_for"] is None, claimed


@pytest.mark.sqlite
def test_an_mcp_servers_delete_by_method_and_a_code_tools_refund_wait_for_an_approver(run):
    """Square's MCP ``make_api_request({"service": "customers", "method": "delete"})`` and a code tool's
    ``stripe.Refund.create(…)`` declared low by the agent's key were claimed at once and sent (qa-agents5); now both
    wait and say why, and the step's ``"method": "get"`` beside them runs."""
    delete = {"service": "customers", "method": "delete", "request": {"customer_id": "C1"}}
    refund = {"code": "import stripe\nstripe.Refund.create(charge='ch_1')"}
    get = {"service": "customers", "method": "get", "request": {"customer_id": "C1"}}
    calls = [
        {"name": "make_api_request", "args": delete},
        {"name": "execute_python", "args": refund},
        {"name": "make_api_request", "args": get},
    ]
    assert run.sample(0, calls, content="closing the customer").status_code == 201
    first = run.claim(0, 0, "make_api_request", delete, **WRITE).json()
    assert first["status"] == "waiting_manual_confirm", first
    assert first["held_for"] == "args.method names 'delete' (says 'delete')"
    second = run.claim(0, 1, "execute_python", refund, **WRITE).json()
    assert second["status"] == "waiting_manual_confirm", second
    assert second["held_for"] == "code calls stripe.Refund.create() (says 'refund') in args.code"
    assert run.claim(0, 2, "make_api_request", get, **WRITE).json()["status"] == "claimed"
    assert ToolExecution.objects.filter(run_id=run.id, status="WAITING_MANUAL_CONFIRM").count() == 2


@pytest.mark.sqlite
def test_an_address_in_a_users_path_is_shown_redacted_whole_where_the_call_waits(run, client):
    """An address after ``/users/`` (a REST path) was taken as a name-shaped handle: the approver's *held because*,
    the arguments and every read showed ``/v1/users/<name:…>@corp.example`` — the domain in clear, and another
    pseudonym than the same address's elsewhere (qa-ops6, an external agent's DELETE on the live server)."""
    args = {"method": "DELETE", "url": "https://api.example.io/v1/users/jane.doe@corp.example"}
    assert run.sample(0, [{"name": "http_request", "args": args}]).status_code == 201
    assert run.claim(0, 0, "http_request", args, **WRITE).json()["status"] == "waiting_manual_confirm"
    approver = User.objects.create_user("al", password="pw-123456789")
    approver.groups.add(Group.objects.get_or_create(name="approver")[0])
    client.force_login(approver)
    page = client.get("/approvals/").content.decode()
    events = client.get(f"/api/v1/runs/{run.id}/events/", HTTP_ACCEPT="application/json").content.decode()
    for shown in (page, events):
        assert "HTTP DELETE /v1/users/" in shown and "corp.example" not in shown and "jane.doe" not in shown
        assert "/v1/users/&lt;email:" in shown or "/v1/users/<email:" in shown


@pytest.mark.sqlite
def test_sql_and_a_command_under_keys_of_two_words_wait_for_an_approver_through_the_api(run):
    """qa-agents7 sent ``execute({"sql_statement": "DELETE FROM accounts"})`` and ``execute({"shell_command": "rm -rf
    /srv/data"})`` with an agent's key: both were ``claimed`` (no approver), the gate reading SQL and commands only
    under keys it knew whole. Both wait now, saying why (tests/core/test_gate_compound_keys.py has the forms)."""
    delete, remove = {"sql_statement": "DELETE FROM accounts"}, {"shell_command": "rm -rf /srv/data"}
    calls = [{"name": "execute", "args": delete}, {"name": "execute", "args": remove}]
    assert run.sample(0, calls, content="cleaning up").status_code == 201
    for i, args in enumerate((delete, remove)):
        held = run.claim(0, i, "execute", args, **WRITE).json()
        assert held["status"] == "waiting_manual_confirm", held
        assert held["held_for"].endswith(f"in args.{next(iter(args))}"), held
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"


@pytest.mark.sqlite
def test_open_interpreters_execute_of_a_shell_command_waits_for_an_approver_through_the_api(run):
    """Open Interpreter's tool, ``execute({"language": "shell", "code": "rm -rf /srv/data"})``, was ``claimed`` with no
    approver: the gate read ``code`` as program code only (qa-agents7; tests/core/test_gate_compound_keys.py)."""
    args = {"language": "shell", "code": "rm -rf /srv/data"}
    assert run.sample(0, [{"name": "execute", "args": args}], content="tidying").status_code == 201
    held = run.claim(0, 0, "execute", args, **WRITE).json()
    assert held["status"] == "waiting_manual_confirm", held
    assert held["held_for"] == "shell `rm -rf /srv/data` in args.code"
