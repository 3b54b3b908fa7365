"""Risk by name (an outside check of the manual gate): deletes spelled the way file systems,
key-value stores and SDKs abbreviate them (Node's ``fs.rm`` / ``fs.unlink``, Python's ``shutil.rmtree``, Redis'
``DEL`` / ``FLUSHALL``, Stripe's Node SDK ``customers.del``), money paid back to people (``reimburse_expense``),
trades and orders executed (``execute_trade``, ``executeOrder``) and a message sent to everyone
(``emailAllCustomers``, ``text_all_contacts``) — each of which ran without an approver before — beside the reads
and one-off writes that share their words. The server holds them whatever a key declares:
``tests/api/test_protocol.py::test_an_abbreviated_delete_or_a_send_to_all_waits_for_a_human_whatever_the_key_declares``."""

from __future__ import annotations

import pytest

from agentops.core.gate import risk_of
from agentops.core.protocol import Risk, is_high_risk_name, write_verb

#: Acts an approver must see
HIGH = [
    # deletes, abbreviated
    "fs.rm", "fs.rmdir", "fs.rmSync", "fs.unlink", "os.unlink", "shutil.rmtree", "rm_file", "rm", "del_user",
    "redis.del", "customers.del", "invoices.del", "unlink_file",
    # a store emptied whole
    "flushall", "FLUSHALL", "redis_flushall", "flush_all",
    # money paid back
    "reimburse", "reimburse_expense", "reimburseEmployee", "issue_reimbursement", "create_reimbursement",
    # trades and orders executed
    "execute_trade", "executeOrder", "execute_order",
    # one message to everyone
    "emailAllCustomers", "email_all_users", "message_all_customers", "text_all_contacts", "smsAll",
    "mail_everyone",
    # an act after a channel's name still decides (the channel word is no act of its own)
    "email_cancel_subscription", "mail_place_order", "message_close_account", "sms_send_campaign", "text_book_flight",
    "sms_broadcast",
]  # fmt: skip

#: Reads and one-off writes that share those words: no approver
LOW = [
    "get_rm_status", "list_unlink_requests", "delivery_status", "del_status_check", "reimbursement_status",
    "list_reimbursements", "get_reimbursement", "reimbursement_policy", "execute_query", "executeSql",
    "execute_workflow", "execute_order_preview", "email_customer", "send_email", "message_user", "text_contact",
    "sms_send", "flush_cache", "inform", "inform_customer", "platform_info", "model_details", "redis.get", "fs.readFile", "fs.stat", "email_report",
]  # fmt: skip


def test_the_tables_do_not_overlap():
    assert len(set(HIGH)) == len(HIGH) and len(set(LOW)) == len(LOW)
    assert not set(HIGH) & set(LOW)


@pytest.mark.parametrize("name", HIGH)
def test_an_abbreviated_delete_a_reimbursement_an_executed_trade_or_a_send_to_all_waits_for_a_human(name):
    assert is_high_risk_name(name), name
    assert risk_of(name, "low", trusted=False) is Risk.HIGH
    assert write_verb(name) is not None, name


@pytest.mark.parametrize("name", LOW)
def test_a_read_or_a_one_off_write_sharing_their_words_needs_no_approver(name):
    assert not is_high_risk_name(name), name
