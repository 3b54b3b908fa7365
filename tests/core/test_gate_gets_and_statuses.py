"""Acts through a read-named HTTP call or a status write the gate let through, and a quote it held (fix-known8).

A GET whose path ends in an act on a record (``http_get`` of ``…/users/1/delete``, an admin link that deletes) ran
ungated: only a DELETE, or a POST / PUT / PATCH to a paying path, was read. A status set to an act the name rule holds
on the record (``set_account_status({"status": "closed"})``, as ``close_account``) ran ungated: only ``"deleted"`` and
its like were read. And ``GET /payments/quote?to=EUR&amount=100`` was held as a payment order (an amount and a payee
in the query), though a quote pays nothing. The rules are by class, the name rule's: the path's last word and the
status's verb are read as that act on what the path or the tool names (``protocol.path_act``, ``status_act``)."""

import pytest

from agentops.core.gate import held_for
from agentops.core.protocol import path_act, status_act

#: (tool, args, what the reason says)
HELD = [
    (
        "http_get",
        {"url": "https://api.example.com/users/1/delete"},
        "HTTP GET to /users/1/delete in args (says 'delete')",
    ),
    ("http_request", {"method": "GET", "url": "https://api.example.com/orders/7/cancel"}, "(says 'cancel')"),
    ("fetch", {"url": "https://shop.example/invoices/inv_9Qx2/pay"}, "(says 'pay')"),
    ("browse", {"url": "https://admin.example/api/deleteUser?id=5"}, "(says 'delete')"),
    ("http_get", {"url": "https://api.example.com/accounts/{id}/close"}, "(says 'close')"),
    ("set_account_status", {"account_id": "A1", "status": "closed"}, "args.status is 'closed' (says 'close')"),
    ("update_customer", {"id": 5, "account_status": "Closed"}, "(says 'close')"),
    ("update_subscription", {"id": 5, "status": "cancelled"}, "(says 'cancel')"),
    ("update_user", {"id": 5, "state": "suspended"}, "(says 'suspend')"),
    ("update_user", {"id": 1, "state": "deleted"}, "args.state is 'deleted' (a record marked deleted)"),
    # held before, by the name rule: a crypto transfer is a payment
    ("send_eth", {"to": "0xabc", "value": "1000000000000000000"}, "tool name says 'send'"),
    ("eth_sendTransaction", {"to": "0xabc", "value": "0x1"}, "tool name says 'send'"),
    ("transfer_usdc", {"to": "0xabc", "amount": 100}, "tool name says 'transfer'"),
    ("browse", {"url": "https://bank.example/api/transfer?to=X&amount=9000&confirm=1"}, "(says 'transfer')"),
]

LOW = [
    ("http_get", {"url": "https://api.example.com/payments/quote?to=EUR&amount=100"}),  # a quote is a read
    ("http_request", {"method": "GET", "url": "https://api.example.com/payments/quote?to=EUR&amount=100"}),
    ("http_get", {"url": "https://api.example.com/payments"}),
    ("http_get", {"url": "https://api.example.com/v1/refunds/re_123"}),
    ("http_get", {"url": "https://api.example.com/bulk-jobs/?status=done"}),
    ("http_get", {"url": "https://api.example.com/tickets/5/close"}),  # a ticket closed: as ``close_ticket``
    ("fetch_docs", {"url": "https://docs.stripe.com/api/customers/delete"}),  # a page about the act
    ("update_ticket", {"id": 1, "status": "closed"}),
    ("update_order", {"id": 5, "status": "shipped"}),
    ("update_invoice", {"id": 5, "status": "paid"}),
    ("update_user", {"id": 5, "status": "active"}),
    ("list_accounts", {"status": "closed"}),  # a read's filter
]


@pytest.mark.parametrize(("tool", "args", "why"), HELD)
def test_an_act_through_a_get_s_path_or_a_status_is_held_and_says_why(tool, args, why):
    assert why in held_for(tool, "low", args, trusted=False)


@pytest.mark.parametrize(("tool", "args"), LOW)
def test_a_quote_a_collection_and_a_harmless_status_are_not_held(tool, args):
    assert held_for(tool, None, args, trusted=False) == ""


def test_the_path_and_the_status_are_read_by_the_name_rule():
    assert path_act(["users", "delete"]) == "delete"
    assert path_act(["payments", "quote"]) is None
    assert path_act([]) is None
    assert status_act("closed", "set_account_status") == "close"
    assert status_act("closed", "update_ticket") is None
    assert status_act("active", "update_user") is None


#: the same status set as a flag: each ran ungated while ``{"status": "disabled"}`` waited (qa-agents9)
FLAGS_HELD = [
    ("update_user", {"user_id": "u-1", "disabled": True}, "args.disabled is True (says 'disable')"),
    ("update_user", {"user_id": "u-1", "suspended": 1}, "args.suspended is 1 (says 'suspend')"),
    ("update_account", {"id": "A-1", "closed": "true"}, "args.closed is 'true' (says 'close')"),
    ("update_subscription", {"id": "s-1", "cancelled": True}, "args.cancelled is True (says 'cancel')"),
]
FLAGS_LOW = [
    ("update_user", {"user_id": "u-1", "disabled": False}),
    ("update_ticket", {"id": "t-1", "closed": True}),
    ("update_user", {"user_id": "u-1", "verified": True}),
    ("update_invoice", {"id": "i-1", "paid": True}),
    ("update_feature", {"name": "dark-mode", "disabled": True}),
]


@pytest.mark.parametrize(("tool", "args", "why"), FLAGS_HELD + [(tool, args, "") for tool, args in FLAGS_LOW])
def test_a_status_set_as_a_flag_is_read_as_the_status(tool, args, why):
    assert held_for(tool, None, args, trusted=False) == why
