"""Risk by name: an act said after a verb that only carries it out (``process_right_to_be_forgotten``); where money
goes added or changed by names the rule did not know (``add_payee``, ``update_direct_deposit``,
``update_wallet_address``) and money given out without a payment word (``waive_fee``, ``adjust_balance``,
``apply_credit``). Each held case ran ungated before an outside check (gate-m, 6 Dec); the reads, undos and ordinary
writes beside them stay unheld."""

from __future__ import annotations

import pytest

from agentops.core.gate import held_for
from agentops.core.protocol import high_risk_word, write_verb

#: name → the word the gate says it for
HIGH = {
    # an act after a verb that only carries it out (the first verb decided alone and said nothing)
    "process_right_to_be_forgotten": "forgotten", "handle_cancel_subscription": "cancel",
    "perform_account_close": "close", "execute_close_account": "close",
    # where money goes, added or changed
    "add_payee": "payee", "add_beneficiary": "beneficiary", "createPayee": "payee", "link_bank_account": "bank",
    "register_beneficiary_account": "beneficiary", "update_direct_deposit": "deposit",
    "update_wallet_address": "wallet", "set_withdrawal_wallet_address": "withdrawal",
    "update_settlement_destination": "destination", "payee_update": "payee", "ins_change_beneficiary": "beneficiary",
    # money given out by a name that says no payment
    "waive_fee": "waive", "waive_late_fees": "waive", "fee_waive": "waive", "adjust_balance": "adjust",
    "adjustAccountBalance": "adjust", "apply_credit": "apply", "apply_store_credit": "apply",
    "grant_credit": "grant", "grant_goodwill_credit": "grant",
    # held before (checked: the verb is not first)
    "customer_account_purge": "purge", "invoice_bulk_send": "bulk", "run_refund": "refund",
    "issue_store_credit": "issue", "grant_refund": "refund", "change_payout_destination": "payout",
}  # fmt: skip


#: the reads, undos, drafts and ordinary writes that share those words
LOW = [
    "undo_delete", "draft_refund", "process_message", "handle_webhook", "run_tests", "execute_code",
    "add_payee_note", "create_payee_link", "get_payee", "list_beneficiaries", "verify_bank_account",
    "update_wallet_name", "update_deposit_limit", "get_direct_deposit", "add_order_note", "add_to_waitlist",
    "waive_signature", "adjust_inventory", "adjust_credit_limit", "apply_patch", "apply_discount_preview",
    "apply_migrations", "grant_role", "grant_admin", "grant_door_access", "get_fee_waiver_status",
    "process_image", "link_issue", "register_member", "create_user",
]  # fmt: skip


@pytest.mark.parametrize(("name", "word"), HIGH.items())
def test_an_act_said_past_the_first_verb_or_money_out_by_a_new_name_waits_and_says_why(name, word):
    assert high_risk_word(name) == word, name
    assert held_for(name, "low", {}, trusted=False) == f"tool name says {word!r}"
    assert write_verb(name) is not None, name


@pytest.mark.parametrize("name", LOW)
def test_their_reads_undos_and_ordinary_writes_are_not_held(name):
    assert not set(HIGH) & set(LOW)
    assert held_for(name, "low", {}, trusted=False) == "", name
