"""Calls of real MCP servers and code tools the gate let through though they delete or pay (qa-agents5).

Square's MCP server dispatches every API call through ``make_api_request({"service": …, "method": …})``: a
``"method": "delete"`` was taken for an HTTP verb (read only beside a URL, and there was none) while ``"remove"`` and
``"del"`` were held, and ``{"service": "payments", "method": "create"}`` (a payment) was no act, though
``{"action": "create", "resource": "refunds"}`` was. The AWS API MCP server's ``call_aws`` takes its ``aws …`` command
line under ``cli_command``, which was not read. A code tool deleting every row through an ORM or a client library
(``User.objects.all().delete()``, ``prisma.user.deleteMany()``, ``db.users.drop()``) or paying through one
(``stripe.Refund.create(…)``) ran ungated, while the same act in SQL or by HTTP was held. And a browser agent's click on
"Delete account" or "Pay now" (Playwright MCP's ``browser_click``, whose ``element`` describes what is clicked "to
obtain permission to interact with the element") ran ungated, and so did a command typed into a running shell
(Desktop Commander's ``interact_with_process``, tmux's keys), a program run with its arguments listed apart
(``{"program": "rm", "arguments": [...]}``) and a push forced by a flag (``git_push({"force": true})``).

Sent over the API by qa-agents6 and held since gate-more: an act under ``op`` whose object only an id's key names
(``{"op": "close", "account_id": "A-1"}``), a GET whose path and query order a transfer, a send to a group's address
(``customers@list.acme.com``), a write bounded by a huge ``limit`` and nothing else, and MongoDB's filter asking only
that the primary key exist."""

import pytest

from agentops.core.gate import held_for

TRANSFER = "https://bank.example/api/transfer?to=X&amount=9000&confirm=1"

#: (tool, args, what the reason says)
HELD = [
    (
        "make_api_request",
        {"service": "customers", "method": "delete", "request": {"customer_id": "C1"}},
        "args.method names 'delete'",
    ),
    ("make_api_request", {"service": "customers", "method": "DELETE"}, "args.method names 'DELETE'"),
    (
        "make_api_request",
        {"service": "payments", "method": "create", "request": {"amount_money": {"amount": 100}}},
        "args.method names 'create payments' (says 'payment')",
    ),
    ("stripe_api", {"resource": "refunds", "method": "create"}, "args.method names 'create refunds' (says 'refund')"),
    ("make_api_request", {"service": "payments", "method": "CreatePayment"}, "(says 'payment')"),
    ("call_aws", {"cli_command": "aws s3 rb s3://prod --force"}, "shell `aws s3 rb s3://prod --force` (says 'rb')"),
    ("call_aws", {"cli_command": "aws ec2 terminate-instances --instance-ids i-1"}, "(says 'terminate')"),
    ("execute_python", {"code": "User.objects.all().delete()"}, "code deletes every record (.all().delete()"),
    ("execute_python", {"code": "session.query(User).delete()"}, "code deletes every record"),
    ("run_js", {"code": "await prisma.user.deleteMany()"}, "code deletes every record (.deleteMany()"),
    ("run_js", {"code": "await db.collection('users').deleteMany({})"}, "code deletes every record"),
    ("run_js", {"code": "db.users.drop()"}, "code deletes every record (.drop()"),
    ("run_ruby", {"code": "User.destroy_all"}, "code deletes every record (.destroy_all)"),
    ("execute_python", {"code": "client.drop_database('prod')"}, "code deletes every record"),
    ("execute_python", {"code": "r.flushall()"}, "code deletes every record"),
    (
        "execute_python",
        {"code": "stripe.Refund.create(charge='ch_1')"},
        "code calls stripe.Refund.create() (says 'refund')",
    ),
    ("run_js", {"code": "await stripe.payouts.create({amount: 100})"}, "(says 'payout')"),
    ("execute_python", {"code": "stripe.PaymentIntent.create(amount=5000, confirm=True)"}, "(says 'payment')"),
    (
        "browser_click",
        {"element": "Delete account button", "ref": "e12"},
        "a click on 'Delete account button' in args.element (says 'delete')",
    ),
    ("browser_click", {"element": "Pay now", "ref": "e3"}, "(says 'pay')"),
    ("browser_click", {"element": "Place order", "ref": "e7"}, "a click on 'Place order'"),
    ("click_element", {"text": "Confirm payment"}, "(says 'payment')"),
    ("click", {"selector": "#delete-account"}, "a click on '#delete-account' in args.selector"),
    (
        "execute_python",
        {"code": "requests.post('https://api.stripe.com/v1/refunds', data={'charge': 'ch_1'})"},
        "code sends an HTTP POST to /v1/refunds (says 'refund') in args.code",
    ),
    (
        "run_js",
        {"code": "await axios.post('/api/orders/12/cancel')"},
        "code sends an HTTP POST to /api/orders/12/cancel",
    ),
    ("interact_with_process", {"pid": 123, "input": "rm -rf /srv/data"}, "shell `rm -rf /srv/data` in args.input"),
    (
        "interact_with_process",
        {"pid": 7, "input": "import shutil; shutil.rmtree('/srv')"},
        "code calls shutil.rmtree()",
    ),
    ("tmux_send_keys", {"target": "0", "keys": "rm -rf /srv"}, "shell `rm -rf /srv` in args.keys"),
    ("execute", {"program": "rm", "arguments": ["-rf", "/srv"]}, "shell `rm -rf /srv` in args"),
    ("run_process", {"executable": "rm", "args": ["-rf", "/srv"]}, "shell `rm -rf /srv` in args"),
    ("git_push", {"branch": "main", "force": True}, "args.force forces the push"),
    ("update_ref", {"ref": "heads/main", "sha": "abc", "force": True}, "args.force forces the push"),
    (  # GitHub's REST ref update sent by an HTTP tool (qa-agents6)
        "http_request",
        {
            "method": "PATCH",
            "url": "https://api.github.com/repos/acme/app/git/refs/heads/main",
            "body": {"sha": "abc", "force": True},
        },
        "args.body.force forces the push",
    ),  # qa-agents6's, held since gate-more
    ("accounts", {"op": "close", "account_id": "A-1"}, "args.op names 'close account' (says 'close')"),
    ("orders", {"action": "cancel", "orderId": 12}, "args.action names 'cancel order'"),
    ("browse", {"url": TRANSFER}, "HTTP GET with an amount and a payee to /api/transfer in args (says 'transfer')"),
    ("http_request", {"method": "GET", "url": TRANSFER}, "HTTP GET with an amount and a payee to /api/transfer"),
    ("fetch", {"url": "https://pay.example.com/send?recipient=bob&amt=50"}, "(says 'pay')"),
    ("send_email", {"to": "customers@list.acme.com", "subject": "News"}, "args.to has 'customers@list.acme.com'"),
    ("send_email", {"to": ["ann@acme.com", "subscribers@acme.com"]}, "(a group's address: a send to many)"),
    (
        "update_users",
        {"limit": 100000, "set": {"plan": "free"}},
        "args.limit is 100,000, a write's bound with no record named (bulk: 10 or more)",
    ),
    ("update_users", {"limit": 20, "set": {"plan": "free"}}, "args.limit is 20"),  # 20 users, any of them
    ("update_records", {"top": 500, "$set": {"flag": 1}}, "args.top is 500"),
    (
        "update_users",
        {"query": {"_id": {"$exists": True}}, "set": {"plan": "free"}},
        "args.query is {'_id': {'$exists': True}} (every record)",
    ),
    # fetch's options written as a JSON string: its DELETE ran ungated (qa-agents7)
    ("fetch", {"url": "https://api.example.com/users/7", "options": '{"method": "DELETE"}'}, "HTTP DELETE /users/7"),
]

#: the same shapes that neither delete nor pay
LOW = [
    ("make_api_request", {"service": "customers", "method": "get", "request": {"customer_id": "C1"}}),
    ("make_api_request", {"service": "payments", "method": "list"}),
    ("make_api_request", {"service": "customers", "method": "create"}),
    ("create_invoice", {"payment": {"method": "card", "type": "payment"}}),
    ("http_request", {"method": "GET", "url": "https://api.example.com/v1/users/1"}),
    ("fetch", {"url": "https://api.example.com/users/7", "options": '{"method": "GET"}'}),
    (
        "http_request",
        {"method": "PATCH", "url": "https://api.github.com/repos/a/b/git/refs/heads/x", "body": {"sha": "c"}},
    ),
    ("http_request", {"method": "POST", "url": "https://api.example.com/jobs", "body": {"force": True}}),
    ("list_audit_events", {"method": "delete"}),  # a read's filter
    ("call_aws", {"cli_command": "aws s3 ls s3://prod"}),
    ("execute_python", {"code": "Order.objects.filter(status='stale').delete()"}),  # DELETE … WHERE is not held
    ("run_js", {"code": "await prisma.user.deleteMany({where: {id: 1}})"}),
    ("execute_python", {"code": "df.drop(columns=['a'])"}),
    ("execute_python", {"code": "items = [1, 2]; items.remove(1)"}),
    ("run_js", {"code": "document.getElementById('banner').remove()"}),
    ("execute_python", {"code": "stripe.Customer.create(email='a@example.com')"}),
    ("execute_python", {"code": "stripe.PaymentIntent.list(limit=3)"}),
    ("execute_python", {"code": "client.chat.completions.create(model='gpt-4o-mini', messages=[])"}),
    ("browser_click", {"element": "Search button", "ref": "e1"}),
    ("browser_click", {"element": "Add to cart", "ref": "e2"}),
    ("browser_type", {"element": "Confirmation field", "text": "DELETE"}),  # typed, not clicked: the click says it
    ("browser_press_key", {"key": "Delete"}),  # the keyboard's key
    ("execute_python", {"code": "requests.post('https://api.example.com/v1/messages', json={'text': 'hi'})"}),
    ("execute_python", {"code": "requests.get('https://api.stripe.com/v1/refunds')"}),
    ("interact_with_process", {"pid": 123, "input": "ls -la"}),
    ("read_process_output", {"pid": 123}),
    ("run_process", {"executable": "ls", "args": ["-la"]}),
    ("git_push", {"branch": "main"}),
    ("git_push", {"branch": "main", "force": False}),  # look-alikes of qa-agents6's
    ("accounts", {"op": "get", "account_id": "A-1"}),
    ("accounts", {"op": "update", "account_id": "A-1", "fields": {"name": "Ann"}}),
    ("http_request", {"method": "GET", "url": "https://bank.example/api/transfers?status=x"}),
    ("browse", {"url": "https://bank.example/api/transfers?amount=9000"}),  # a list filtered by amount
    ("browse", {"url": "https://fx.example/convert?to=EUR&amount=100"}),  # a quote, no payment path
    ("send_email", {"to": "support@list.example.com", "subject": "Help"}),  # one desk, at a host named list
    ("send_email", {"to": "customer.care@acme.com"}),
    ("list_users", {"limit": 20}),
    ("list_users", {"limit": 100000}),
    ("update_users", {"limit": 5, "set": {"plan": "free"}}),
    ("update_users", {"where": {"id": 7}, "limit": 20, "set": {"plan": "free"}}),  # the filter says which
    ("update_quota", {"limit": 5000}),  # a setting's value
    ("update_users", {"query": {"id": 7}, "set": {"plan": "free"}}),
    ("update_users", {"query": {"deleted_at": {"$exists": True}}, "set": {"plan": "free"}}),  # those that have it
    ("update_users", {"query": {"_id": {"$exists": False}}, "set": {"plan": "free"}}),
]


@pytest.mark.parametrize(("tool", "args", "why"), HELD)
def test_a_delete_or_payment_through_these_mcp_servers_and_code_tools_is_held_and_says_why(tool, args, why):
    assert why in held_for(tool, "low", args, trusted=False)


@pytest.mark.parametrize(("tool", "args"), LOW)
def test_reads_and_edits_in_the_same_shapes_are_not_held(tool, args):
    assert held_for(tool, None, args, trusted=False) == ""
