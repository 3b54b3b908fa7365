"""Calls the gate let through though they delete, pay or stop many, and two it held that do neither (qa-agents4's
"Left", fixed by fix-gate2).

Names wholly in Arabic, Greek, Hebrew, Hindi or Thai, or an emoji (``🗑️_user``), were read as no word; their reads
stay unheld. A describing key (``type``, ``mode``, ``verb``, ``command``, ``event``, ``api``, ``method``) names an
act by a verb-first identifier (``delete``, ``DeleteBucket``) or an object's verb (``user.delete``), and a payment
``method`` (``wire_transfer``) is no act, as ``{"action": "wire_transfer"}`` is. A destroy key's operation acts on a
record when it names one (``{"remove": {"user_id": 5}}``), not a line of a cart (``{"remove": {"sku": "A"}}``). A raw
HTTP request, Redis' FLUSHDB as argv, Notion's ``archived``, a table renamed, ``REPLACE … SELECT`` and a
``kubectl scale`` to zero are held."""

import pytest

from agentops.core.gate import held_for

#: (tool, args, what the reason says)
HELD = [
    ("حذف_المستخدم", {}, "tool name says 'delete'"),
    ("احذف_الحساب", {}, "tool name says 'delete'"),
    ("دفع_الفاتورة", {}, "tool name says 'pay'"),
    ("استرداد_الطلب", {}, "tool name says 'refund'"),
    ("διαγραφή_χρήστη", {}, "tool name says 'delete'"),
    ("ΔΙΑΓΡΑΦΗ_ΧΡΗΣΤΗ", {}, "tool name says 'delete'"),
    ("πληρωμή_τιμολογίου", {}, "tool name says 'payment'"),
    ("מחק_משתמש", {}, "tool name says 'delete'"),
    ("העברה_כספית", {}, "tool name says 'transfer'"),
    ("उपयोगकर्ता_हटाएं", {}, "tool name says 'remove'"),
    ("भुगतान_करें", {}, "tool name says 'payment'"),
    ("धनवापसी", {}, "tool name says 'refund'"),
    ("ลบผู้ใช้", {}, "tool name says 'delete'"),
    ("ชำระเงิน", {}, "tool name says 'payment'"),
    ("โอนเงิน", {}, "tool name says 'transfer'"),
    ("🗑️_user", {}, "tool name says 'delete'"),
    ("manage_user", {"type": "delete", "id": 5}, "args.type names 'delete'"),
    ("manage_user", {"mode": "delete"}, "args.mode names 'delete'"),
    ("manage_user", {"verb": "delete"}, "args.verb names 'delete'"),
    ("manage_user", {"command": "delete"}, "args.command names 'delete'"),
    ("create_transaction", {"type": "refund", "amount": 500}, "args.type names 'refund'"),
    ("dispatch", {"event": "user.delete", "id": 5}, "args.event names 'user.delete'"),
    ("aws", {"api": "DeleteBucket", "Bucket": "prod"}, "args.api names 'DeleteBucket'"),
    ("api_call", {"request": "DELETE /users/5 HTTP/1.1"}, "HTTP DELETE /users/5"),
    ("api_call", {"raw": "POST /v1/refunds HTTP/1.1\r\nHost: api.acme.com"}, "HTTP POST to /v1/refunds"),
    ("redis", {"args": ["FLUSHDB"]}, "shell `redis FLUSHDB`"),
    ("notion_update_page", {"page_id": "x", "archived": True}, "args.archived is True (a record marked deleted)"),
    ("execute_sql", {"sql": "ALTER TABLE users RENAME TO old"}, "SQL ALTER TABLE … RENAME TO"),
    ("execute_sql", {"sql": "RENAME TABLE users TO users_old, staging TO users"}, "SQL RENAME TABLE"),
    ("execute_sql", {"sql": "REPLACE INTO users SELECT * FROM staging"}, "SQL REPLACE … SELECT"),
    ("execute_sql", {"sql": "replace low_priority into users (id, name) (select id, name from tmp)"}, "REPLACE"),
    ("run_shell", {"command": "kubectl scale deploy --all --replicas=0"}, "scaled to zero replicas"),
    ("kubectl", {"args": ["scale", "deployment", "web", "--replicas", "0"]}, "scaled to zero replicas"),
]

#: (tool, args, what the reason says): held before too, the other side of each rule — an act key names any act, a
#: JSON-RPC method beside its params is one, a destroy key's operation on a record — kept held
STILL_HELD = [
    ("manage_user", {"operation": "delete"}, "args.operation names 'delete'"),
    ("manage_user", {"op": "delete"}, "args.op names 'delete'"),
    ("aws", {"operation": "DeleteBucket", "Bucket": "prod"}, "args.operation names 'DeleteBucket'"),
    ("iam_simulate", {"action": "s3:DeleteBucket"}, "names 's3:DeleteBucket'"),
    ("update_order", {"action": "wire_transfer"}, "args.action names 'wire_transfer'"),
    ("rpc", {"method": "invoice_pay", "params": {"id": 5}}, "args.method names 'invoice_pay'"),
    ("redis", {"command": "FLUSHALL"}, "shell `FLUSHALL`"),
    ("update_user", {"remove": {"user_id": 5}}, "args.remove names an act of destroying ('remove')"),
]

#: (tool, args): held before, neither a delete nor a payment — a payment's method, a line taken off a cart
FIXED_LOW = [
    ("update_order", {"method": "wire_transfer"}),  # how the order is paid
    ("update_order", {"payment": {"method": "wire_transfer", "currency": "EUR"}}),
    ("set_payment_method", {"method": "wire_transfer"}),
    ("update_cart", {"remove": {"sku": "A"}}),
    ("update_cart", {"remove": {"sku": "A", "qty": 1}, "add": {"sku": "B"}}),
]
#: (tool, args): reads and edits in the same forms, unheld before and after
LOW = [
    ("بحث_المستخدم", {}),
    ("عرض_الفاتورة", {}),
    ("حالة_الدفع", {}),  # the payment's status: about-noun first
    ("αναζήτηση_χρήστη", {}),
    ("κατάσταση_πληρωμής", {}),
    ("חפש_משתמש", {}),
    ("הצג_תשלומים", {}),
    ("उपयोगकर्ता_खोजें", {}),
    ("भुगतान_स्थिति", {}),
    ("ค้นหาผู้ใช้", {}),
    ("สถานะการชำระเงิน", {}),
    ("search_χρήστη", {}),
    ("create_transaction", {"type": "payment", "note": "x"}),
    ("handle_webhook", {"event": "payment.succeeded"}),
    ("send_event", {"event": "user.deleted"}),
    ("list_audit_events", {"type": "delete"}),  # a filter of a read
    ("update_setting", {"mode": "dark"}),
    ("manage_user", {"type": "admin"}),
    ("api_call", {"request": "GET /users/5 HTTP/1.1"}),
    ("notion_update_page", {"archived": False}),
    ("update_issue", {"status": "archived"}),
    ("redis", {"args": ["GET", "session:5"]}),
    ("execute_sql", {"sql": "REPLACE INTO users (id, name) VALUES (1, 'a')"}),
    ("execute_sql", {"sql": "SELECT replace(name, 'a', 'b') FROM users"}),
    ("execute_sql", {"sql": "ALTER TABLE users ADD COLUMN nickname text"}),
    ("run_shell", {"command": "kubectl scale deploy web --replicas=3"}),
]


@pytest.mark.parametrize(("tool", "args", "why"), HELD + STILL_HELD)
def test_a_delete_pay_or_stop_in_these_forms_is_held_and_says_why(tool, args, why):
    assert why in held_for(tool, None, args, trusted=False)


@pytest.mark.parametrize(("tool", "args"), FIXED_LOW + LOW)
def test_reads_and_edits_in_the_same_forms_are_not_held(tool, args):
    assert held_for(tool, None, args, trusted=False) == ""
