"""Risk by name, and the soft delete in arguments (qa-agent's "Not fixed" N1 / N2 / N4): acts of the
spec's classes the gate let through — a device or account wiped (``factory_reset``), a person erased on request
(``forget_user``, ``right_to_be_forgotten``), where money is paid to changed (``update_bank_details``, ``set_iban``:
payment redirection), money given up or taken back (``write_off_debt``, ``forgive_loan``, ``chargeback``), a record
marked deleted by an update (``update_user({"deleted": true})``) — beside the reads, undos and drafts that share their
words and were or must stay unheld (``undo_delete`` and ``draft_refund`` were held). Access changes
(``grant_admin``, ``disable_mfa``) are outside delete / drop / pay / bulk and stay as they were."""

from __future__ import annotations

import pytest

from agentops.core.gate import held_for
from agentops.core.protocol import high_risk_word, write_verb

#: name → the word the gate says it for
HIGH = {
    # delete: wiped, erased on request
    "factory_reset": "reset", "reset_to_factory": "reset", "factoryReset": "reset", "gdpr_forget": "forget",
    "forget_user": "forget", "forget_customer": "forget", "right_to_be_forgotten": "forgotten",
    "anonymise_account": "anonymise",
    # pay: where money goes changed, money written off, forgiven or charged back
    "update_bank_details": "bank", "set_iban": "iban", "change_payout_account": "payout",
    "update_payee_account": "payee", "changeBankAccount": "bank", "set_payee_id": "payee",
    "update_bank_account_number": "bank",
    "write_off_debt": "writeoff", "writeOffInvoice": "writeoff", "writeoff_balance": "writeoff",
    "forgive_loan": "forgive", "forgive_debt": "forgive", "chargeback": "chargeback",
    "issue_chargeback": "chargeback",
    # bulk (held before: checked)
    "bulk_update_users": "bulk", "bulk_message": "bulk", "mass_email": "mass",
}  # fmt: skip

#: Reads, undos, drafts, password resets and the out-of-scope access changes: no approver by name
LOW = [
    "undo_delete", "undo_delete_user", "restore_deleted", "draft_refund", "get_bank_details", "verify_bank_account",
    "list_chargebacks", "chargeback_status", "reset_password", "forget_password_email", "send_forgot_password_email",
    "update_payout_schedule", "update_user", "set_timezone", "list_write_offs", "write_file", "write_offline_cache",
    "factory_status", "update_bank_holidays", "patch_bank_statement_import", "grant_admin", "disable_mfa",
]  # fmt: skip


@pytest.mark.parametrize(("name", "word"), HIGH.items())
def test_a_wipe_an_erasure_a_payment_redirected_or_money_given_up_waits_for_a_human_and_says_why(name, word):
    """Each ran ungated declared low by an agent's key; now held, the reason names the word, and it is a write."""
    assert high_risk_word(name) == word, name
    assert held_for(name, "low", {}, trusted=False) == f"tool name says {word!r}"
    assert write_verb(name) is not None, name


@pytest.mark.parametrize("name", LOW)
def test_undos_drafts_reads_and_password_resets_beside_them_are_not_held(name):
    """``undo_delete`` and ``draft_refund`` were held; the rest stay as they were."""
    assert not set(HIGH) & set(LOW)
    assert held_for(name, "low", {}, trusted=False) == "", name


#: a write that marks a record deleted: tool, arguments, reason
SOFT_DELETES = [
    ("update_user", {"status": "deleted"}, "args.status is 'deleted' (a record marked deleted)"),
    ("update_user", {"deleted": True}, "args.deleted is True (a record marked deleted)"),
    ("update_record", {"is_deleted": True}, "args.is_deleted is True (a record marked deleted)"),
    ("patch_customer", {"isDeleted": "true"}, "args.isDeleted is 'true' (a record marked deleted)"),
    ("update_user", {"deleted_at": "2026-12-06T10:00:00Z"},
     "args.deleted_at is '2026-12-06T10:00:00Z' (a record marked deleted)"),
    ("crm_update", {"contact": {"account_status": "Removed"}},
     "args.contact.account_status is 'Removed' (a record marked deleted)"),
    ("http_request", {"method": "PATCH", "url": "/users/7", "body": {"deleted": True}},
     "args.body.deleted is True (a record marked deleted)"),
]  # fmt: skip

#: the same keys where no record is deleted: a read, a filter, a mark cleared, a maker, a mail, a JSON Patch that
#: removes a field (a record edited, not deleted), a key that only mentions deleted ones, a label
NOT_SOFT_DELETES = [
    ("update_user", {"status": "active"}),
    ("update_user", {"deleted": False}),
    ("update_user", {"deleted_at": None}),
    ("list_users", {"is_deleted": True}),
    ("search_users", {"status": "deleted"}),
    ("update_users", {"filter": {"deleted": True}, "set": {"tier": "free"}}),
    ("create_user", {"deleted": True}),
    ("send_email", {"template": "goodbye", "data": {"status": "deleted"}}),
    ("patch_user", {"patch": [{"op": "remove", "path": "/tags/0"}]}),
    ("update_user", {"include_deleted": True}),
    ("update_record", {"purged": "○ purged"}),
]


@pytest.mark.parametrize(("tool", "args", "why"), SOFT_DELETES)
def test_a_write_that_marks_a_record_deleted_is_a_delete_and_waits_for_a_human(tool, args, why):
    assert held_for(tool, "low", args, trusted=False) == why


@pytest.mark.parametrize(("tool", "args"), NOT_SOFT_DELETES)
def test_the_same_keys_where_no_record_is_deleted_are_not_held(tool, args):
    assert held_for(tool, "low", args, trusted=False) == ""
