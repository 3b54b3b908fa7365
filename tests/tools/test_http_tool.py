"""The HTTP tool adapter against a local ticketing service that dedupes by Idempotency-Key."""

from __future__ import annotations

import socket
import time

import httpx
import pytest
from local_servers import ToolService, drive_memory_run, serve, start_memory_run

from agentops.core.errors import ToolRejected, ToolTimeout
from agentops.core.events import EventType
from agentops.core.loop import Agent, Outcome
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Risk, Tool, ToolRegistry, UndeclaredDedupe, VerdictStatus
from agentops.tools.http import http_tool, wrap_body

#: no database involved: the same tests run on the embedded default
pytestmark = pytest.mark.sqlite

#: a client's timeout, and how long a "slow" service answers after acting: far apart, so that on a loaded machine the
#: calls meant to answer in time (a replay, a lookup) do, and only the slow one runs out (CI failed on 0.3 s / 1 s)
TIMEOUT, SLOW = 1.0, 3.0


@pytest.fixture
def service():
    svc = ToolService()
    svc.slow_seconds = SLOW
    with serve(svc) as url:
        svc.url = url
        yield svc


def ticket_tool(url: str, **kw):
    return http_tool(
        "create_ticket",
        "POST",
        url + "/tickets",
        headers={"Authorization": "Bearer tool-token"},
        verify_url=url + "/tickets/{ticket_id}",
        lookup_url=url + "/idempotency/{idem_key}",
        compensate_url=url + "/tickets/{ticket_id}/cancel",
        **({"dedupes": True} | kw),
    )


ARGS = {"customer": "ACME", "subject": "Refund request"}


def test_same_key_twice_is_one_side_effect_with_the_same_result(service):
    tool = ticket_tool(service.url)
    first = tool.fn(ARGS, "key-1")
    second = tool.fn(ARGS, "key-1")
    assert (
        first
        == second
        == {
            "success": True,
            "code": "http_201",
            "data": {"ticket_id": "t-1", "customer": "ACME", "subject": "Refund request", "state": "open"},
        }
    )
    assert service.count() == 1
    assert service.keys_seen == ["key-1", "key-1"]


def test_no_key_sends_no_header_and_never_dedupes(service):
    tool = ticket_tool(service.url, dedupes=False)
    tool.fn(ARGS, None)
    tool.fn(ARGS, None)
    assert service.keys_seen == [None, None]
    assert service.count() == 2


def test_effect_defaults_from_the_method_and_risk_from_the_name(service):
    assert ticket_tool(service.url).effect is Effect.WRITE
    assert http_tool("get_customer", "GET", service.url + "/customers/{customer}").effect is Effect.READ
    assert http_tool("delete_ticket", "DELETE", service.url + "/tickets/{ticket_id}", dedupes=True).needs_approval
    assert not http_tool("bulk_tag", "POST", service.url + "/tags", risk=Risk.LOW, dedupes=True).needs_approval


def test_get_fills_the_url_template_and_wraps_a_plain_body(service):
    tool = http_tool("get_customer", "GET", service.url + "/customers/{customer}")
    assert tool.fn({"customer": "ACME"}, None) == {
        "success": True,
        "code": "http_200",
        "data": {"customer": "ACME", "plan": "gold", "open_tickets": 1},
    }


def test_a_body_that_already_speaks_the_contract_is_kept():
    assert wrap_body(200, {"success": False, "code": "no_stock", "data": {}}) == {
        "success": False,
        "code": "no_stock",
        "data": {},
    }
    assert wrap_body(200, [1, 2]) == {"success": True, "code": "http_200", "data": {"body": [1, 2]}}
    assert wrap_body(204, None) == {"success": True, "code": "http_204", "data": {}}


def test_a_4xx_is_a_known_non_effect(service):
    with pytest.raises(ToolRejected, match="HTTP 422: subject is required"):
        ticket_tool(service.url).fn({"customer": "ACME"}, "key-1")
    with pytest.raises(ToolRejected, match="HTTP 404"):
        http_tool("get_customer", "GET", service.url + "/customers/{customer}").fn({"customer": "unknown"}, None)
    with pytest.raises(ToolRejected, match="argument 'customer' is missing"):
        http_tool("get_customer", "GET", service.url + "/customers/{customer}").fn({}, None)
    assert service.count() == 0


def test_connection_refused_means_nothing_was_sent():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with pytest.raises(ToolRejected, match="nothing was sent"):
        http_tool("create_ticket", "POST", f"http://127.0.0.1:{port}/tickets", dedupes=True).fn(ARGS, "k")


@pytest.mark.parametrize("mode", ["slow", "500", "drop"])
def test_timeout_5xx_or_a_dropped_connection_after_sending_is_an_unknown_outcome(service, mode):
    service.misbehave = mode
    with pytest.raises(ToolTimeout):
        ticket_tool(service.url, timeout=TIMEOUT).fn(ARGS, "key-1")
    # the service did act: this is why the outcome is "unknown", never "not executed". On a loaded machine
    # the client's 0.3 s may run out before the server's thread has even read the request, so wait for it.
    deadline = time.monotonic() + 10
    while service.count() == 0 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert service.count() == 1


@pytest.mark.parametrize("status", [408, 409, 425, 429])
def test_4xx_that_do_not_prove_a_non_effect_are_unknown_outcomes(status):
    tool = http_tool(
        "create_ticket",
        "POST",
        "http://svc.invalid/tickets",
        dedupes=True,
        transport=httpx.MockTransport(lambda request: httpx.Response(status, json={"error": "busy"})),
    )
    with pytest.raises(ToolTimeout, match=f"HTTP {status}, outcome unknown"):
        tool.fn(ARGS, "k")


@pytest.mark.parametrize("status", [302, 303])
def test_a_write_answered_with_a_redirect_after_acting_is_an_unknown_outcome_not_a_refusal(status):
    """Post/Redirect/Get: a service that created the order answers 303 (or a web framework's ``redirect()``, 302) to
    it. It was ``ToolRejected``, a known non-effect: the model was told the call failed and placed the order again."""
    created: list[str] = []

    def shop(request: httpx.Request) -> httpx.Response:
        created.append(request.headers.get("idempotency-key", ""))
        return httpx.Response(status, headers={"Location": "/orders/7"})

    tool = http_tool("create_order", "POST", "http://shop.invalid/orders", dedupes=False,
                     transport=httpx.MockTransport(shop))  # fmt: skip
    with pytest.raises(ToolTimeout, match=f"HTTP {status}, outcome unknown .*redirected to /orders/7"):
        tool.fn({"sku": "A-1"}, None)
    assert len(created) == 1, "the redirect is not followed"


@pytest.mark.parametrize(("method", "status"), [("POST", 301), ("POST", 307), ("POST", 308), ("GET", 303)])
def test_a_redirect_that_says_the_resource_is_elsewhere_or_answers_a_read_is_a_refusal_naming_it(method, status):
    elsewhere = httpx.MockTransport(lambda r: httpx.Response(status, headers={"Location": "https://shop/orders"}))
    tool = http_tool("orders", method, "http://shop.invalid/orders", dedupes=False, transport=elsewhere)
    with pytest.raises(ToolRejected, match=f"HTTP {status}: redirected to https://shop/orders"):
        tool.fn({}, None)


def test_read_back_verifier_confirms_what_exists_and_fails_what_does_not(service):
    tool = ticket_tool(service.url)
    result = tool.fn(ARGS, "key-1")
    assert tool.check(ARGS, result, "key-1").status is VerdictStatus.CONFIRMED
    ghost = {"success": True, "code": "http_201", "data": {"ticket_id": "t-404"}}
    verdict = tool.check(ARGS, ghost, "key-1")
    assert (verdict.status, verdict.method) == (VerdictStatus.FAILED, "read_back")
    empty = {"success": True, "code": "http_200", "data": {}}
    assert tool.check(ARGS, empty, "key-1").method == "schema"  # 200 with no business data


def test_read_back_check_compares_the_resource_with_the_call(service):
    tool = ticket_tool(service.url, verify_check=lambda body, args, result: body["subject"] == args["subject"])
    result = tool.fn(ARGS, "key-1")
    assert tool.check(ARGS, result, "key-1").status is VerdictStatus.CONFIRMED
    assert tool.check({**ARGS, "subject": "other"}, result, "key-1").status is VerdictStatus.FAILED


def test_lookup_by_key_answers_found_not_found_or_cannot_tell(service):
    tool = ticket_tool(service.url)
    result = tool.fn(ARGS, "key-1")
    found = tool.lookup(ARGS, "key-1")
    assert (found.found, found.result) == (True, result)
    assert tool.lookup(ARGS, "key-2").found is False
    assert tool.lookup(ARGS, None).found is None


def test_compensation_calls_the_undo_endpoint_once_per_key(service):
    tool = ticket_tool(service.url)
    result = tool.fn(ARGS, "key-1")
    undone = tool.compensate(ARGS, result, "undo-1")
    assert undone["data"] == {"ticket_id": "t-1", "state": "cancelled"}
    tool.compensate(ARGS, result, "undo-1")
    assert service.count("cancel") == 1
    assert service.tickets["t-1"]["state"] == "cancelled"
    # an in-doubt call has no result to take the ticket id from: refused before sending anything
    with pytest.raises(ToolRejected, match="needs 'ticket_id'"):
        tool.compensate(ARGS, None, "undo-2")
    assert service.keys_seen.count("undo-2") == 0


def ticket_script(step, messages):
    if step == 0:
        return "Open a ticket.", [ToolCall("create_ticket", ARGS, "call_0_0")]
    return "Ticket opened.", []


def ticket_agent(service, *, replay_pauses: tuple[float, ...]) -> Agent:
    return Agent(
        "http-tools",
        ScriptedModel("scripted-http-v1", ticket_script),
        ToolRegistry([ticket_tool(service.url, timeout=TIMEOUT)]),
        "Ticket agent {clock} {seed}",
        replay_pauses=replay_pauses,
    )


def test_a_timeout_is_replayed_at_once_with_the_same_key_and_deduped(service):
    agent = ticket_agent(service, replay_pauses=(0.0,))
    store, run_id = start_memory_run(agent, {"task": "open a ticket"})
    service.misbehave = "slow"  # the first call acts, then its answer is lost
    assert drive_memory_run(agent, store, run_id) is Outcome.COMPLETED
    events = store.load(run_id)
    types = [e.type for e in events]
    assert EventType.RECOVERY_STARTED not in types
    intent = next(e for e in events if e.type is EventType.TOOL_REQUESTED)
    assert service.keys_seen == [intent.payload["idem_key"]] * 2
    assert service.count() == 1
    result = next(e for e in events if e.type is EventType.TOOL_RESULT)
    assert result.payload["attempts"] == 2 and result.payload["result"]["data"]["ticket_id"] == "t-1"


def test_when_every_replay_times_out_the_run_stops_in_recovery_naming_the_attempts(service):
    agent = ticket_agent(service, replay_pauses=(0.0, 0.0))
    agent.before_replay = lambda: setattr(service, "misbehave", "slow")  # the service stays slow
    store, run_id = start_memory_run(agent, {"task": "open a ticket"})
    service.misbehave = "slow"
    assert drive_memory_run(agent, store, run_id) is Outcome.RECOVERING
    events = store.load(run_id)
    assert EventType.TOOL_RESULT not in [e.type for e in events]
    reason = events[-1].payload["reason"]
    assert "timed out, outcome unknown" in reason and reason.endswith("(3 attempts with the same key)")
    intent = next(e for e in events if e.type is EventType.TOOL_REQUESTED)
    assert service.keys_seen == [intent.payload["idem_key"]] * 3
    assert service.count() == 1  # three sends, one ticket: the service deduped by key


def test_with_replays_off_a_timeout_stops_the_run_in_recovery_and_the_resume_is_deduped(service):
    agent = ticket_agent(service, replay_pauses=())
    store, run_id = start_memory_run(agent, {"task": "open a ticket"})
    service.misbehave = "slow"
    assert drive_memory_run(agent, store, run_id) is Outcome.RECOVERING
    events = store.load(run_id)
    types = [e.type for e in events]
    assert EventType.TOOL_REQUESTED in types and EventType.TOOL_RESULT not in types
    assert "timed out, outcome unknown" in events[-1].payload["reason"]
    assert service.count() == 1

    assert drive_memory_run(agent, store, run_id) is Outcome.COMPLETED
    events = store.load(run_id)
    intent = next(e for e in events if e.type is EventType.TOOL_REQUESTED)
    assert service.keys_seen == [intent.payload["idem_key"]] * 2
    assert service.count() == 1
    assert next(e for e in events if e.type is EventType.TOOL_VERIFIED).payload["method"] == "read_back"


def test_a_refused_write_is_reported_to_the_model_and_the_run_goes_on(service):
    seen = []

    def script(step, messages):
        if step == 0:
            return "Open a ticket.", [ToolCall("create_ticket", {"customer": "ACME"}, "call_0_0")]
        seen.append(messages[-1]["content"])
        return "The ticket could not be opened: a subject is required.", []

    agent = Agent(
        "http-tools",
        ScriptedModel("scripted-http-v1", script),
        ToolRegistry([ticket_tool(service.url)]),
        "Ticket agent {clock} {seed}",
    )
    store, run_id = start_memory_run(agent, {"task": "open a ticket"})
    assert drive_memory_run(agent, store, run_id) is Outcome.COMPLETED
    types = [e.type for e in store.load(run_id)]
    # truthfully not verified, but a known non-effect: no RecoveryStarted, no human needed
    assert EventType.TOOL_VERIFICATION_FAILED in types and EventType.RECOVERY_STARTED not in types
    assert '"code":"rejected"' in seen[0] and "HTTP 422: subject is required" in seen[0]
    assert service.count() == 0


def test_a_service_that_cannot_dedupe_is_looked_up_by_reference_not_called_again(service):
    tool = http_tool(
        "create_ticket",
        "POST",
        service.url + "/tickets",
        dedupes=False,
        timeout=TIMEOUT,
        verify_url=service.url + "/tickets/{ticket_id}",
        lookup_url=service.url + "/search?ref={ref}",
    )

    def script(step, messages):
        if step == 0:
            return "Open a ticket.", [ToolCall("create_ticket", {**ARGS, "ref": "req-77"}, "call_0_0")]
        return "Ticket opened.", []

    agent = Agent("legacy", ScriptedModel("scripted-legacy-v1", script), ToolRegistry([tool]), "Agent {clock}")
    store, run_id = start_memory_run(agent, {"task": "open a ticket"})
    service.misbehave = "slow"
    assert drive_memory_run(agent, store, run_id) is Outcome.RECOVERING
    assert drive_memory_run(agent, store, run_id) is Outcome.COMPLETED
    assert service.keys_seen == [None]  # sent once, without a key; the resume only looked it up
    assert service.count() == 1
    result = next(e for e in store.load(run_id) if e.type is EventType.TOOL_RESULT)
    assert result.payload["result"]["data"]["ref"] == "req-77"


def test_a_write_tool_must_say_whether_its_service_dedupes():
    with pytest.raises(UndeclaredDedupe, match="tool 'create_payment' is a write: declare whether its service dedupes"):
        http_tool("create_payment", "POST", "https://pay.invalid/payments")
    with pytest.raises(UndeclaredDedupe, match="tool 'send_sms' is a write"):
        Tool("send_sms", lambda args, key: None, effect=Effect.WRITE)
    assert http_tool("get_customer", "GET", "https://crm.invalid/customers/{customer}").safe_to_replay
    assert not http_tool("create_payment", "POST", "https://pay.invalid/payments", dedupes=False).safe_to_replay
