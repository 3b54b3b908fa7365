"""The manual gate by arguments and over a run: arguments that name the act under ``op`` or a dotted ``endpoint``
(a JSON patch, a read endpoint or a file path do not), and a bulk send spread over a run's steps, one recipient a
step, held when the run's outward calls reach the bulk count of recipients. Each held case ran ungated before an
outside check (gate-m, 6 Dec)."""

from __future__ import annotations

import pytest

from agentops.core.events import EventType, NewEvent
from agentops.core.gate import BULK_ARGS_MIN, held_for, reached_by
from agentops.core.loop import Agent, Outcome
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry
from tests.core.harness import Harness

#: arguments that name the act (tool, args, reason)
ARGS_HELD = [
    ("update_record", {"op": "delete", "id": 7}, "args.op names 'delete' (says 'delete')"),
    ("crm", {"opName": "customers.purge"}, "args.opName names 'customers.purge' (says 'purge')"),
    ("call", {"endpoint": "refunds.create", "params": {"charge": "ch_1"}}, "args.endpoint names 'refunds.create'"),
    ("api_request", {"endpoint": "stripe.refunds.create"}, "(says 'refund')"),
    ("invoke", {"endpoint": "customers.del", "id": "cus_1"}, "(says 'del')"),
    # held before (checked)
    ("update_record", {"operation": "DELETE"}, "args.operation names 'DELETE' (says 'delete')"),
    ("call", {"path": "/v1/refunds", "method": "POST"}, "HTTP POST to /v1/refunds in args (says 'refund')"),
    ("api_request", {"method": "DELETE", "url": "https://api.example.com/v1/users/1"}, "HTTP DELETE /v1/users/1"),
]  # fmt: skip


ARGS_LOW = [
    ("patch_user", {"patch": [{"op": "remove", "path": "/tags/0"}]}),  # JSON Patch: a field removed, an edit
    ("patch_doc", {"op": "replace", "path": "/title", "value": "x"}),
    ("update_record", {"op": "set", "id": 7}),
    ("api_request", {"endpoint": "refunds.list"}),
    ("api_request", {"endpoint": "/v1/refunds", "method": "GET"}),
    ("call", {"endpoint": "customers.retrieve", "id": "cus_1"}),
    ("get_endpoint", {"endpoint": "refunds.create"}),  # a read of its description
    ("write_file", {"path": "notes/refunds.create.md", "content": "x"}),
]


# -- a bulk send spread over a run's steps ------------------------------------------------------------
def _sends(n: int) -> list[tuple[str, dict]]:
    return [("send_email", {"to": f"u{i}@example.com", "subject": "promo"}) for i in range(n)]


@pytest.mark.parametrize(("tool", "args", "why"), ARGS_HELD)
def test_arguments_that_name_the_act_under_op_or_a_dotted_endpoint_wait(tool, args, why):
    assert why in held_for(tool, "low", args, trusted=False)


@pytest.mark.parametrize(("tool", "args"), ARGS_LOW)
def test_a_json_patch_a_read_endpoint_or_a_file_path_is_not_held(tool, args):
    assert held_for(tool, "low", args, trusted=False) == ""


def test_the_call_that_brings_a_runs_outward_calls_to_the_bulk_count_of_recipients_waits():
    """One ``send_email`` a step to a new address each: the ninth ran, the tenth waits, as one call to ten does."""
    earlier = _sends(BULK_ARGS_MIN)
    assert held_for("send_email", None, earlier[8][1], trusted=False, reached=reached_by(earlier[:8])) == ""
    why = held_for("send_email", None, earlier[9][1], trusted=False, reached=reached_by(earlier[:9]))
    assert (
        why
        == "10 distinct targets reached by the run's outward calls with this send_email (bulk over the run: 10 or more)"
    )
    # counted across the run's outward tools and their recipient keys
    mixed = _sends(5) + [("send_sms", {"phone": f"+1555000{i}"}) for i in range(4)]
    assert held_for("notify_user", None, {"user_id": "42"}, trusted=False, reached=reached_by(mixed)).startswith(
        "10 distinct"
    )
    # a trusted tool too, unless the deployment declared its risk
    assert Tool("send_email", lambda a, k: {}, effect=Effect.WRITE, dedupes=True).held_for(
        earlier[9][1], (), reached_by(earlier[:9])
    )


@pytest.mark.parametrize(
    "tool",
    ["SMSCustomer", "ｓｍｓ_customer", "\u0455ms_customer", "e\u200bmail_client", "DMUser", "TextGuest"],
)
def test_an_outward_tool_named_in_capitals_full_width_look_alike_or_zero_width_letters_counts_over_the_run(tool):
    """The bulk rule reads a tool's first word as the name rules do (NFKC, format characters, look-alikes,
    ``SMSCustomer``): each of these names hid its outward first word from it, and ten recipients went one a step."""
    earlier = [(tool, {"to": f"+1555000{i:03d}"}) for i in range(BULK_ARGS_MIN - 1)]
    assert len(reached_by(earlier)) == BULK_ARGS_MIN - 1
    assert held_for(tool, None, {"to": "+1555999000"}, trusted=False, reached=reached_by(earlier)).startswith(
        "10 distinct"
    )


def test_calls_to_someone_already_reached_reads_and_other_writes_over_a_run_are_not_held():
    earlier = reached_by(_sends(30))
    assert held_for("send_email", None, {"to": "U3@example.com "}, trusted=False, reached=earlier) == ""
    same = [("send_email", {"to": "ops@example.com", "body": f"update {i}"}) for i in range(40)]
    assert (
        held_for("send_email", None, same[0][1], trusted=False, reached=reached_by(same)) == ""
    )  # the body is no target
    tickets = [("update_ticket", {"ticket_id": str(i)}) for i in range(40)]
    assert held_for("update_ticket", None, {"ticket_id": "99"}, trusted=False, reached=reached_by(tickets)) == ""
    users = [("get_user", {"id": i}) for i in range(40)]
    assert held_for("get_user", None, {"id": 99}, trusted=False, reached=reached_by(users)) == ""
    created = [("create_ticket", {"customer_id": str(i)}) for i in range(40)]
    assert held_for("create_ticket", None, {"customer_id": "99"}, trusted=False, reached=reached_by(created)) == ""
    declared = Tool("send_email", lambda a, k: {}, effect=Effect.WRITE, dedupes=True, risk="low")
    assert declared.held_for({"to": "new@example.com"}, (), earlier) == ""
    assert reached_by(tickets + users + created) == set()  # neither reads nor writes that reach no one outside


def test_the_loop_holds_the_send_that_reaches_the_bulk_count_over_steps_across_snapshots(harness: Harness):
    """A run that mails a new address every step: nine went out, the tenth waits for an approver and says why;
    approved, it is sent and the eleventh new address waits in turn."""
    sent: list[str] = []

    def send_email(args, key):
        sent.append(args["to"])
        return {"success": True, "code": "ok", "data": {"id": key}}

    def script(step, messages):
        if step < 11:
            return f"mailing {step}", [ToolCall("send_email", {"to": f"u{step}@example.com"}, f"c{step}")]
        return "done", []

    tool = Tool("send_email", send_email, effect=Effect.WRITE, dedupes=True)
    agent = Agent("mailer", ScriptedModel("v1", script), ToolRegistry([tool]), "{clock}{seed}")
    harness.start(agent)
    assert harness.drive(agent) is Outcome.WAITING_MANUAL_CONFIRM
    assert sent == [f"u{i}@example.com" for i in range(9)]
    index = harness.index("run_t")
    assert list(index.approvals_requested) == [(9, 0)]
    assert index.approvals_requested[(9, 0)].payload["held_for"].startswith("10 distinct targets reached by the run")
    token = harness.store.acquire("run_t", "approver")
    grant = {"step": 9, "call_index": 0, "idem_key": index.intents[(9, 0)].payload["idem_key"], "actor": "al"}
    harness.store.journal("run_t", token).append([NewEvent(EventType.MANUAL_CONFIRM_GRANTED, grant)])
    harness.store.release("run_t", token)
    assert harness.drive(agent) is Outcome.WAITING_MANUAL_CONFIRM and sent[-1] == "u9@example.com"
    assert list(harness.index("run_t").approvals_requested) == [(9, 0), (10, 0)]
