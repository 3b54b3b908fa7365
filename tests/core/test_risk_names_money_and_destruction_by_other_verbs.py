"""Risk by name (an outside list, by class): money moved by verbs the gate did not know (a tip,
a payment app's send, a credit issued or given) and destruction by other verbs (mail trashed, a machine killed or
shut down, a database nuked, history force-pushed) — each ran without an approver before — beside the reads and
ordinary writes that share their words. A differential over every tool name quoted in the repository's tests, code
and docs and in the held batches' catalogues (60,659 strings) differs from before only in new high-risk names
(docs/plugging-in.md, *Risk by name*). The server holds them whatever a key declares:
``tests/api/test_protocol.py::test_money_sent_by_another_verb_or_a_destruction_by_another_verb_waits_for_a_human``."""

from __future__ import annotations

import pytest

from agentops.core.gate import risk_of
from agentops.core.protocol import Risk, is_high_risk_name, write_verb

#: Acts an approver must see
HIGH = [
    # money movement
    "tip_user", "tipCreator", "tip_driver", "send_tip", "paypal_send", "venmo_send", "zelle_send", "zelle.send",
    "cashapp_send", "cashapp_send_cash", "send_cash", "send_gift_card", "issueCredit", "issue_store_credit",
    "issue_voucher", "bonus.issue", "credit_account", "creditCustomer",
    # destruction
    "gmail.trash", "trash_email", "trashFile", "move_to_trash", "moveToTrash", "kill_instance", "killInstance",
    "kill_all", "shutdown_server", "shutdownInstance", "nuke_db", "nuke", "obliterate_records", "force_push",
    "forcePush", "git_push_force", "force_delete_branch",
]  # fmt: skip

#: Reads and ordinary writes that share those words: no approver
LOW = [
    "get_tips", "list_tips", "tip_of_the_day", "suggest_tip", "calculate_tip", "paypal_get_balance",
    "venmo_list_transactions", "send_email", "send_message", "credit_score", "get_credit_report", "check_credit",
    "issue_comment", "create_issue", "close_issue", "list_issues", "get_issue", "list_trash", "restore_from_trash",
    "untrash_message", "trash_can_status", "move_file", "move_card", "kill_process", "kill_job", "get_instance",
    "shutdown_status", "push_notification", "git_push", "push_changes", "force_refresh", "cash_balance",
]  # fmt: skip


@pytest.mark.parametrize(("name", "held"), [(n, True) for n in HIGH] + [(n, False) for n in LOW])
def test_money_moved_or_something_destroyed_by_another_verb_waits_for_a_human_and_its_neighbours_do_not(name, held):
    """A high name is held even declared ``risk=low`` and is a write; a low one is as its key declares."""
    assert not set(HIGH) & set(LOW) and len(set(HIGH + LOW)) == len(HIGH + LOW)
    assert is_high_risk_name(name) is held, name
    assert (risk_of(name, "low", trusted=False) is Risk.HIGH) is held
    assert not held or write_verb(name) is not None, name


#: Found by qa-agent's outside check (6 Dec): a cash-out spelt as two words, a mass send named by its blast
HIGH_2 = ["cash_out", "cashOut", "cash_out_earnings", "CashOutWallet", "email_blast", "sms_blast", "blast_sms",
          "whatsapp_blast", "sendSmsBlast"]  # fmt: skip
LOW_2 = ["cash_balance", "get_cash_out_status", "list_cash_outs", "cash_flow_report", "get_blast_status",
         "blast_radius_report", "top_customers", "checkout_status"]  # fmt: skip


@pytest.mark.parametrize(("name", "held"), [(n, True) for n in HIGH_2] + [(n, False) for n in LOW_2])
def test_a_cash_out_in_two_words_and_a_blast_wait_for_a_human_and_their_reads_do_not(name, held):
    assert is_high_risk_name(name) is held, name
    assert (risk_of(name, "low", trusted=False) is Risk.HIGH) is held
    assert not held or write_verb(name) is not None, name
