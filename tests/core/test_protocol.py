"""The step protocol (agentops.core.protocol): its rules as functions, and the loop obeying them."""

from __future__ import annotations

import pytest

from agentops.core.events import EventType, NewEvent
from agentops.core.gate import risk_of
from agentops.core.loop import Agent, Outcome
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.protocol import (
    CallState,
    Next,
    Risk,
    after_lookup,
    agent_verdict_counts,
    approval_binds,
    decision_refusal,
    failed_write_parks,
    handed,
    next_action,
    still_landing,
    write_verb,
)
from agentops.core.tools import Effect, Tool, ToolRegistry, Verdict, VerdictStatus
from tests.core.harness import Harness

SENT = {"success": True, "code": "sent", "data": {"id": "m-1"}}


# -- the rules as data ----------------------------------------------------------------------------
def test_an_agent_can_raise_a_risk_but_never_lower_a_name_that_says_pay():
    assert risk_of("pay_invoice", "low", trusted=False) is Risk.HIGH
    assert risk_of("pay_invoice", "low", trusted=True) is Risk.LOW  # the deployment's own code
    assert risk_of("lookup_order", "high", trusted=False) is Risk.HIGH
    assert risk_of("bulk-delete", None, trusted=False) is Risk.HIGH
    assert risk_of("send_email", None, trusted=False) is Risk.LOW


@pytest.mark.parametrize(
    "name", ["payInvoice", "PayInvoice", "deleteUser", "DeleteUser", "dropTable", "bulkMessage", "HTTPDeleteRequest",
             "payments.create", "processPayments", "refundOrders"],
)  # fmt: skip
def test_a_camel_case_or_plural_name_that_says_pay_or_delete_waits_for_a_human(name):
    """The name was split on non-letters only: "payInvoice" or "deleteUser" (a TypeScript agent's usual names)
    was one word, low risk, and ran without an approver; "payments.create" too. An agent's verdict on them counted
    under a policy naming pay / delete."""
    assert risk_of(name, "low", trusted=False) is Risk.HIGH
    assert not agent_verdict_counts(name, ("pay", "payment", "delete", "drop", "bulk", "refund"))


@pytest.mark.parametrize(
    "name", ["get_payment", "list_bulk_jobs", "checkRefundStatus", "fetch_payments", "paymentsList", "search_payments"]
)
def test_a_name_that_only_reads_about_a_payment_a_refund_or_a_bulk_job_needs_no_approver(name):
    """The noun after a read verb was read as the act: ``get_payment`` waited for an approver."""
    assert risk_of(name, None, trusted=False) is Risk.LOW
    assert risk_of(name, "high", trusted=False) is Risk.HIGH  # a declaration can still raise it


@pytest.mark.parametrize(
    "name", ["get_and_pay_invoice", "lookup_then_delete", "get_or_create_payment", "find_and_refund", "refund_payment"]
)
def test_a_read_verb_joined_to_a_second_act_still_waits_for_a_human(name):
    assert risk_of(name, "low", trusted=False) is Risk.HIGH


@pytest.mark.parametrize("name", ["sendEmail", "lookupOrder", "displayPayload", "deletedItemsReport", "Paypal"])
def test_a_camel_case_name_without_those_words_stays_low_risk(name):
    assert risk_of(name, None, trusted=False) is Risk.LOW


def test_an_approval_binds_only_to_its_key():
    assert approval_binds({"idem_key": "k1"}, {"idem_key": "k1"})
    assert not approval_binds({"idem_key": "k1"}, {"idem_key": "k2"})
    assert not approval_binds({"idem_key": "k1"}, None)


@pytest.mark.parametrize(
    ("state", "fresh", "replay", "lookup", "recheck", "expected"),
    [
        (CallState.INTENT, True, False, False, False, Next.SEND),
        (CallState.INTENT, False, True, False, False, Next.REPLAY_SAME_KEY),
        (CallState.INTENT, False, False, True, False, Next.LOOKUP),
        (CallState.INTENT, False, False, False, False, Next.PARK),
        (CallState.DISPATCHED, False, False, False, False, Next.PARK),
        (CallState.IN_DOUBT, False, True, True, False, Next.WAIT_OPERATOR),
        (CallState.IN_DOUBT, False, True, False, True, Next.REPLAY_SAME_KEY),
        (CallState.RETRY_SAME_KEY, False, False, False, False, Next.SEND_AGAIN),
        (CallState.OPERATOR_CONFIRMED, False, True, True, False, Next.USE_RESULT),
        (CallState.COMPENSATED, False, True, True, False, Next.USE_RESULT),
        (CallState.REJECTED, False, True, True, False, Next.USE_RESULT),
        (CallState.AWAITING_APPROVAL, True, True, True, False, Next.WAIT_APPROVAL),
    ],
)
def test_next_action(state, fresh, replay, lookup, recheck, expected):
    got = next_action(state, fresh=fresh, safe_to_replay=replay, can_lookup=lookup, recheck_parked=recheck)
    assert got is expected


def test_a_lookup_that_cannot_tell_parks_once():
    assert after_lookup(True, CallState.INTENT) is Next.USE_RESULT
    assert after_lookup(False, CallState.INTENT) is Next.SEND
    assert after_lookup(None, CallState.INTENT) is Next.PARK
    assert after_lookup(None, CallState.IN_DOUBT) is Next.WAIT_OPERATOR


def test_a_lookups_not_done_counts_only_once_the_first_send_can_no_longer_land():
    """qa-agents8 L2: a slow service still processing the first send answers "not done"; sent then, it is twice."""
    assert still_landing(3.0, 10.0) == 7.0  # handed out 3 s ago, the tool gives up after 10 s
    assert after_lookup(False, CallState.INTENT, landing=7.0) is Next.WAIT_LANDING
    assert after_lookup(False, CallState.DISPATCHED, landing=still_landing(10.5, 10.0)) is Next.SEND
    assert after_lookup(True, CallState.INTENT, landing=7.0) is Next.USE_RESULT  # found: settled at once
    assert still_landing(None, 10.0) == 0.0  # no clock (the in-memory journal)


def test_a_lookups_not_done_is_no_answer_when_nothing_bounds_the_first_send():
    """clients13: a tool with no ``timeout``: its "not done" never is the service's last word, whoever asks — the agent
    right after a failed send parked it, a restart sent it (twice, when the first was still landing)."""
    assert still_landing(3.0, None) is None and still_landing(None, None) is None
    assert after_lookup(False, CallState.INTENT, landing=None) is Next.PARK
    assert after_lookup(False, CallState.DISPATCHED, landing=None) is Next.PARK
    assert after_lookup(False, CallState.IN_DOUBT, landing=None) is Next.WAIT_OPERATOR
    assert after_lookup(True, CallState.INTENT, landing=None) is Next.USE_RESULT  # found: settled at once


def test_which_decision_fits_which_call():
    assert decision_refusal("retry_same_key", CallState.IN_DOUBT, has_result=False) is None
    assert "has a result" in decision_refusal("retry_same_key", CallState.IN_DOUBT, has_result=True)
    assert "nothing to decide" in decision_refusal("confirm", CallState.OPERATOR_CONFIRMED, has_result=True)
    assert "unknown decision" in decision_refusal("shrug", CallState.IN_DOUBT, has_result=False)
    assert decision_refusal("compensate", CallState.VERIFICATION_FAILED, has_result=True) is None


def test_failed_verification_parks_a_write_but_not_a_read_or_a_refusal():
    assert failed_write_parks("write", "failed", SENT)
    assert not failed_write_parks("read", "failed", SENT)
    assert not failed_write_parks("write", "failed", {"success": False, "code": "rejected"})
    assert not failed_write_parks("write", "confirmed", SENT)


def test_an_agent_verdict_policy_by_tool_kind():
    assert not agent_verdict_counts("pay_invoice", ("pay", "delete"))
    assert not agent_verdict_counts("Delete-User", ("pay", "delete"))
    assert agent_verdict_counts("send_email", ("pay", "delete"))
    assert agent_verdict_counts("payroll_report", ("pay",))  # a word of the name, not a prefix


# -- the loop obeys them --------------------------------------------------------------------------
def _write_agent(sent: list, *, verdict: VerdictStatus = VerdictStatus.CONFIRMED) -> Agent:
    """One write to a service that cannot dedupe and has no lookup: an unknown outcome needs a human."""

    def send(args, key):
        sent.append(key)
        return SENT

    def verify(args, result, key):
        return Verdict(verdict, "read_back", "" if verdict is VerdictStatus.CONFIRMED else "not found")

    def script(step, messages):
        if step == 0:
            return "notify", [ToolCall("notify", {"to": "ops"}, "c0")]
        return "done", []

    tool = Tool("notify", send, effect=Effect.WRITE, dedupes=False, verify=verify)
    return Agent("notify", ScriptedModel("v1", script), ToolRegistry([tool]), "{clock}{seed}")


def _decide(h: Harness, decision: str, **extra) -> None:
    token = h.store.acquire("run_t", "operator:alice")
    payload = {"step": 0, "call_index": 0, "decision": decision, "actor": "alice", "reason": "checked", **extra}
    h.store.journal("run_t", token).append([NewEvent(EventType.OPERATOR_DECISION, payload)])
    h.store.release("run_t", token)


def _types(h: Harness) -> list[str]:
    return [str(e.type) for e in h.store.load("run_t")]


@pytest.mark.parametrize("point", ["after_intent", "after_effect"])
def test_a_parked_call_is_parked_once_and_a_retry_with_the_same_key_sends_it_once(harness: Harness, point):
    sent: list = []
    agent = _write_agent(sent)
    harness.start(agent)
    harness.crash(agent, point, 0)
    assert harness.drive(agent) is Outcome.RECOVERING
    assert _types(harness).count("RecoveryStarted") == 1
    before = len(harness.store.load("run_t"))
    assert harness.drive(agent) is Outcome.RECOVERING  # a resume that establishes nothing appends nothing
    assert len(harness.store.load("run_t")) == before
    sent_at_crash = len(sent)

    _decide(harness, "retry_same_key")
    assert harness.drive(agent) is Outcome.COMPLETED
    assert len(sent) == sent_at_crash + 1
    events = harness.store.load("run_t")
    dispatched = [e for e in events if e.type is EventType.TOOL_DISPATCHED]
    assert len(dispatched) == 1 and dispatched[0].payload["actor"] == "alice"
    verified = next(e for e in events if e.type is EventType.TOOL_VERIFIED)
    assert verified.payload["verified_by"] == "server"


def test_a_crash_during_the_retried_send_parks_the_call_again_never_sends_it_twice(harness: Harness):
    sent: list = []
    agent = _write_agent(sent)
    harness.start(agent)
    harness.crash(agent, "after_intent", 0)
    harness.drive(agent)
    _decide(harness, "retry_same_key")
    harness.crash(agent, "after_effect", 0)  # the re-send went out, its answer was lost
    assert len(sent) == 1
    assert harness.drive(agent) is Outcome.RECOVERING
    assert len(sent) == 1
    assert _types(harness).count("RecoveryStarted") == 2
    _decide(harness, "confirm", result=SENT)
    assert harness.drive(agent) is Outcome.COMPLETED
    assert len(sent) == 1


def test_a_write_that_fails_verification_holds_its_step_until_a_human_decides(harness: Harness):
    sent: list = []
    agent = _write_agent(sent, verdict=VerdictStatus.FAILED)
    harness.start(agent)
    assert harness.drive(agent) is Outcome.RECOVERING
    types = _types(harness)
    assert types[-3:] == ["ToolResult", "ToolVerificationFailed", "RecoveryStarted"]
    assert "StepCommitted" not in types
    before = len(types)
    assert harness.drive(agent) is Outcome.RECOVERING
    assert len(_types(harness)) == before
    _decide(harness, "confirm")
    assert harness.drive(agent) is Outcome.COMPLETED
    assert sent == [None] and _types(harness).count("StepCommitted") == 1


#: Every tool name in the repository (the demo, the SDK and API tests, the claims corpus) with the write
#: verb its name says, and reads whose names hold a noun that is also a verb (payment, post, refund).
_WRITES = {
    "send_email": "send", "send_sms": "send", "send_push": "send", "send_note": "send", "sendEmail": "send",
    "notify": "notify", "notify_customer": "notify", "pay_invoice": "pay", "payInvoice": "pay",
    "issue_refund": "refund", "refund_payment": "refund", "refundOrders": "refund", "place_order": "place",
    "book_appointment": "book", "create_ticket": "create", "create_order": "create", "payments.create": "create",
    "update_record": "update", "crm_update": "update", "cancel_subscription": "cancel", "export_report": "export",
    "ship_order": "ship", "upload": "upload", "unlock_account": "unlock", "restart_service": "restart",
    "merge_pull_request": "merge", "deploy_release": "deploy", "add_internal_note": "add",
    "processPayments": "process", "HTTPDeleteRequest": "delete", "get_or_create_user": "create",
    "verify_and_send": "send", "lookup_then_delete": "delete",
    # a high-risk name is a write whatever its verb (claimed as a read, an in-doubt payment would be replayed)
    "wire_money": "wire", "destroy_db": "destroy", "erase_account": "erase", "withdrawal_request": "withdrawal",
    "check_and_transfer": "transfer", "get_and_pay": "pay", "initiate_wire": "wire", "bulk_archive": "bulk",
}  # fmt: skip
_READS = [
    "retrieve", "lookup", "read", "fetch", "slow", "fails", "count_runs", "lookup_invoice", "lookup_order",
    "lookupOrder", "search_kb", "get_payment", "list_orders", "read_email", "search_posts", "get_refund",
    "list_refunds", "posts.list", "deletedItemsReport", "displayPayload", "Paypal", "get_send_status",
    "list_delete_requests", "checkPublishQueue",
]  # fmt: skip


@pytest.mark.parametrize(("name", "verb"), _WRITES.items())
def test_a_name_that_says_a_write_verb_is_a_write(name, verb):
    assert write_verb(name) == verb


@pytest.mark.parametrize("name", _READS)
def test_a_read_verb_first_or_only_nouns_say_no_write(name):
    assert write_verb(name) is None


@pytest.mark.parametrize(
    "name", ["charge_card", "chargeCustomer", "create_payout", "payouts.create", "wipe_disk", "erase_user_data",
             "destroyAccount"],
)  # fmt: skip
def test_a_name_that_says_charge_payout_wipe_erase_or_destroy_waits_for_a_human(name):
    """Found from outside: ``charge_card`` and ``create_payout`` (money moved, SPEC "pay" tools) and ``wipe_disk``
    or ``destroy_account`` (deletions) were claimed with ``risk: low`` and ran without an approver."""
    assert risk_of(name, "low", trusted=False) is Risk.HIGH


@pytest.mark.parametrize(
    "name", ["transfer_funds", "wire_money", "withdraw", "createTransfer", "transfers.create", "bank_transfer",
             "send_money", "remit_payment", "disburse_loan", "run_payroll", "withdrawal.create", "fund_account",
             "transfer_ticket_and_pay", "cashout", "debit_account", "buy_gift_cards", "batch_update_users",
             "mass_email", "pa\u200by_invoice", "ｐａｙ_invoice"],
)  # fmt: skip
def test_a_name_that_moves_money_waits_for_a_human(name):
    """Found from outside: ``transfer_funds``, ``wire_money`` and ``withdraw`` were claimed with ``risk: low`` over
    HTTP and ran without an approver."""
    assert risk_of(name, "low", trusted=False) is Risk.HIGH


@pytest.mark.parametrize("name", ["transfer_ticket", "transferCall", "transfer_chat_to_agent", "get_transfer",
                                  "list_wire_transfers", "checkWithdrawalStatus", "get_batch_status", "account_balance",
                                  "purchase_history"])  # fmt: skip
def test_a_conversation_handed_over_or_a_read_about_money_needs_no_approver(name):
    assert risk_of(name, None, trusted=False) is Risk.LOW


@pytest.mark.parametrize(
    "name", ["payinvoice", "sendmoney", "wiretransfer", "deleteall", "dropTables", "bulkdelete", "refundorder",
             "transfer_case_balance", "transferCaseBalance", "transfer_ticket_credit"],
)  # fmt: skip
def test_a_lower_case_concatenation_or_a_transfer_of_a_cases_money_waits_for_a_human(name):
    """Found from outside: one lower-case word (``payinvoice``, ``sendmoney``) hid its verb, and ``case`` in
    ``transfer_case_balance`` read it as a conversation handed over; each ran without an approver."""
    assert risk_of(name, "low", trusted=False) is Risk.HIGH


@pytest.mark.parametrize(
    "name", ["display", "display_invoice", "repayment_history", "paypal_status", "dataset_info", "dropdown_options",
             "parsePayload", "payloads", "wireframe_preview", "massage_booking", "getpayment", "transfercall"],
)  # fmt: skip
def test_a_word_that_only_contains_a_risky_one_stays_low_risk(name):
    """A concatenation is split only into known words with a high-risk one among them: ``display`` (dis-),
    ``repayment`` (re-), ``paypal`` (-pal) and ``dataset`` stay whole; ``payload`` is kept whole by name."""
    assert risk_of(name, None, trusted=False) is Risk.LOW


@pytest.mark.parametrize("name", ["get_charge", "list_payouts", "fetchCharges"])
def test_a_name_that_only_reads_about_a_charge_or_a_payout_needs_no_approver(name):
    assert risk_of(name, None, trusted=False) is Risk.LOW


GRANT, DECIDE, SEND = EventType.MANUAL_CONFIRM_GRANTED, EventType.OPERATOR_DECISION, EventType.TOOL_DISPATCHED


@pytest.mark.parametrize(
    ("kinds", "by_a_human"),
    [
        ([GRANT, SEND], True),  # approved, then handed to a driver
        ([DECIDE, SEND], True),  # an operator's retry, re-sent
        ([SEND, DECIDE, SEND], True),
        ([SEND], False),  # a dispatch behind another call's approval (``held_unsent``): no human's word about it
        ([GRANT], False),  # approved, not sent yet
        ([GRANT, SEND, DECIDE], False),  # decided since it went out: the decision settled it
        (["ToolRequested", GRANT, "ToolResult", SEND], True),  # other events, as the journal's rows give them
    ],
)
def test_a_call_went_out_on_a_humans_word_by_one_rule_for_the_loop_and_the_console(kinds, by_a_human):
    """One rule (``protocol.handed``) for the loop's replay and the recovery console's cards and resume: it was
    written twice, the loop's from its index and the console's from the journal's rows."""
    assert handed(kinds) is by_a_human
