"""A fourth labelled set: the four gaps outside checkers found after privacy4 (redact-n), planted as they plant them.

``python bench/redaction.py --set shapes5``. Card and phone numbers glued to an identifier (``card_4111…``,
``ref4111…x``, ``mobile_138…``, a URL's path segment); a person's handle in a path or an identifier (home
directories, ``s3://…/users/john_smith/``, ``customer_id=jane-doe-1987``); names in prose without a label
(``Jane Doe called about her order``, ``客户张伟来电``); keys whose value is a person (``author``, ``display_name``
alone, ``assigned_to``, nested, camelCase). Beside each class the ordinary values of the same shape that must stay:
hashes, UUIDs, order and build numbers, codes with a Luhn-valid tail, machine accounts' home directories, API
routes, places, companies, products and tools before the same verbs, teams and bots under the same keys.
"""

from __future__ import annotations

from tests.redaction.labelled import Case, _luhn_complete
from tests.redaction.sets import collectors

CASES: list[Case] = []
pii, stay = collectors(CASES)

_VISA = "4111111111111111"
_MC = "5555555555554444"
_AMEX = "378282246310005"
_DISC = _luhn_complete("6011", 16)
_BAD = _VISA[:-1] + "2"  # the Luhn check fails

# === 1. numbers glued to an identifier ====================================================================
pii("glued_number", "card", "card_{}", _VISA)
pii("glued_number", "card", "ref{}x", _VISA)
pii("glued_number", "card", {"memo": f"pm_card_{_MC}_exp"}, _MC)
pii("glued_number", "card", "tok_{}_v1", _AMEX)
pii("glued_number", "card", "charge failed for pan{} (declined)", _DISC)
pii("glued_number", "card", "https://shop.example.com/order/ref-{}/confirm", "4242-4242-4242-4242")
pii("glued_number", "card", "https://pay.example.com/checkout?pan=4111-1111-1111-1111&amount=10", "4111-1111-1111-1111")
pii("glued_number", "card", {"args": {"reference": f"id-{_VISA}"}}, _VISA)
pii("glued_number", "phone", "mobile_{}", "13812345678")
pii("glued_number", "phone", "callback_phone-{}", "4155550123")
pii("glued_number", "phone", "whatsapp_{}", "8613912345678")
pii("glued_number", "phone", "cust{}x", "+447700900123")
pii("glued_number", "phone", "sip:alice;phone=+44 20 7946 0958;user=phone", "7946 0958")
pii("glued_number", "phone", "tel:{}", "+14155550123")
pii("glued_number", "account", {"log": "refund to account_no{} queued".format("12345678901234")}, "12345678901234")

stay("glued_number", "exe_4111111111111111aaaaaaaa")
stay("glued_number", "sha256:4111111111111111deadbeef4111111111111111deadbeefcafebabe0042")
stay("glued_number", "uuid 550e8400-e29b-41d4-a716-446655440000")
stay("glued_number", "SO20261205000012345")
stay("glued_number", "evt_1764912345678")
stay("glued_number", "INV-4111111111111111")
stay("glued_number", "build_20261205123456")
stay("glued_number", "release 1.4.2+20130313144700")
stay("glued_number", "msg_1145141919810000000")
stay("glued_number", f"order_ref_{_BAD}")
stay("glued_number", "hotel12345678901")
stay("glued_number", "chatcmpl-4111111111111")
stay("glued_number", {"id": "ch_3Nq4xYz8aBcDeF", "payment_intent": "pi_3Nq4xYz8aBcDeF12", "amount": 1250})
stay("glued_number", "k8s pod web-5d4f8c7b9-x2x7p restarted")
stay("glued_number", "trace_id=4bf92f3577b34da6a3ce929d0e0e4736")

# === 2. a person's handle in a path or an identifier ======================================================
pii("path_handle", "name", "/home/{}/projects/app/main.py", "jane.doe")
pii("path_handle", "name", 'File "/Users/{}/dev/agent/run.py", line 12, in main', "mgarcia")
pii("path_handle", "name", "C:\\Users\\{}\\Documents\\invoice.pdf", "JaneDoe")
pii("path_handle", "name", "cp report.xlsx C:\\Users\\{}\\Desktop\\", "Jane Doe")
pii("path_handle", "name", "s3://acme-exports/users/{}/report.csv", "john_smith")
pii("path_handle", "name", "gs://media/user/{}/avatar.png", "priya.natarajan")
pii("path_handle", "name", "rsync -av /home/{}/ backup:/srv", "okafor")
pii("path_handle", "name", "https://crm.example.com/api/contacts?customer_id={}&limit=5", "jane-doe-1987")
pii("path_handle", "name", "GET /v2/orders?ownerId={} 200", "maria_garcia")
pii("path_handle", "name", {"customer_id": "jane-doe-1987", "tier": "gold"}, "jane-doe-1987")
pii("path_handle", "name", {"args": {"user_slug": "li.wei"}}, "li.wei")
pii("path_handle", "name", "To: {}@", "jane.doe")
pii("path_handle", "name", "/home/{}/.bashrc", "jürgen.schmidt")

stay("path_handle", "/home/ubuntu/app/server.py")
stay("path_handle", "/home/runner/work/agentops/agentops/tests")
stay("path_handle", "/Users/Shared/Previously Relocated Items")
stay("path_handle", "C:\\Users\\Public\\Documents")
stay("path_handle", "/home/ec2-user/.aws/config")
stay("path_handle", "POST /api/v1/users/sign_in")
stay("path_handle", "GET /users/me/settings")
stay("path_handle", "s3://bucket/users/2024-12/export.csv")
stay("path_handle", "https://api.example.com/users/by-email?limit=1")
stay("path_handle", "/var/lib/docker/volumes/home/_data")
stay("path_handle", "request_id=abc-def-123")
stay("path_handle", "customer_id=cus_81&expand=invoices")
stay("path_handle", {"customer_id": "cus_Nq4xYz81", "user_id": 42})
stay("path_handle", "order_id=gold-tier-2")
stay("path_handle", "To: support@")
stay("path_handle", "@pytest.fixture(scope='session')")

# === 3. names in prose without a label ====================================================================
pii("prose_name", "name", "{} called about her order #4412.", "Jane Doe")
pii("prose_name", "name", "Yesterday {} emailed to ask for a refund.", "Priya Natarajan")
pii("prose_name", "name", "{} texted at 9pm about the delivery", "Tom O'Brien")
pii("prose_name", "name", "Note: {} complained twice this week.", "Lukas Fischer")
pii("prose_name", "name", "{} asked for the invoice again", "Mary-Jane Watson")
pii("prose_name", "name", "Spoke to {}, she wants a callback.", "Maria Garcia")
pii("prose_name", "name", "Call from {} re: invoice INV-2026-0042", "Li Wei")
pii("prose_name", "name", "On behalf of {}, please cancel the subscription.", "Ahmed Khan")
pii("prose_name", "name", "Escalated to {} in billing.", "Sofia Rossi")
pii("prose_name", "name", "Spoke to Mr. {} about the delay.", "Okafor")
pii("prose_name", "name", "客户{}来电询问退款进度", "张伟")
pii("prose_name", "name", "用户{}投诉配送延迟", "欧阳娜娜")
pii("prose_name", "name", "顾客{}说不要了", "李明")
pii("prose_name", "name", {"output": {"content": "Summary: {} phoned, wants the refund today.".format("Kenji Sato")}},
    "Kenji Sato")  # fmt: skip

stay("prose_name", "New York called off the parade.")
stay("prose_name", "Microsoft Teams said the meeting moved.")
stay("prose_name", "The Support Team replied within an hour.")
stay("prose_name", "according to Google Cloud status page")
stay("prose_name", "email from Acme Corp about renewal")
stay("prose_name", "Escalated to Tier Two.")
stay("prose_name", "assigned to Billing Team")
stay("prose_name", "Order Lookup said no match")
stay("prose_name", "Stripe Checkout confirmed the payment")
stay("prose_name", "Hong Kong reported delays at the port")
stay("prose_name", "Dear Customer, thanks for your order.")
stay("prose_name", "Claude Code said the tests pass")
stay("prose_name", "Send Email reported success")
stay("prose_name", "Apple Pay confirmed the charge")
stay("prose_name", "The API said 404")
stay("prose_name", "客户满意度提高了")
stay("prose_name", "用户已确认收货")
stay("prose_name", "Monday Morning asked for nothing")
stay("prose_name", "calledFrom Jane Doe")

# === 4. keys whose value is a person ======================================================================
pii("person_key", "name", {"display_name": "Jane Doe"}, "Jane Doe")
pii("person_key", "name", {"author": "Maria Garcia", "title": "Refund policy"}, "Maria Garcia")
pii("person_key", "name", {"assignee": "Li Wei", "status": "open"}, "Li Wei")
pii("person_key", "name", {"requester": {"name": "Ahmed Khan", "tier": "gold"}}, "Ahmed Khan")
pii("person_key", "name", {"owner": "Sofia Rossi"}, "Sofia Rossi")
pii("person_key", "name", {"contact": "Lukas Fischer"}, "Lukas Fischer")
pii("person_key", "name", {"recipient_name": "Priya Natarajan"}, "Priya Natarajan")
pii("person_key", "name", {"signed_by": "Tom Walsh"}, "Tom Walsh")
pii("person_key", "name", {"signedBy": "Tom Walsh"}, "Tom Walsh")
pii("person_key", "name", {"issue": {"fields": {"reporter": {"displayName": "Jane Doe"}}}}, "Jane Doe")
pii("person_key", "name", {"items": [{"meta": {"displayName": "Kenji Sato"}}]}, "Kenji Sato")
pii("person_key", "name", {"authors": ["Maria Garcia", "Li Wei"]}, "Li Wei")
pii("person_key", "name", {"assigned_to": "Olga Petrova"}, "Olga Petrova")
pii("person_key", "name", {"commit": {"author": {"name": "Jane Doe", "date": "2026-12-01"}}}, "Jane Doe")
pii("person_key", "name", {"authorName": "Jane Doe"}, "Jane Doe")

stay("person_key", {"display_name": "Send Email"})
stay("person_key", {"displayName": "Acme Corp"})
stay("person_key", {"display_name": "Weekly Sales Report"})
stay("person_key", {"display_name": "Order Lookup"})
stay("person_key", {"displayName": "gpt-4o"})
stay("person_key", {"author": "team"})
stay("person_key", {"author": "github-actions[bot]"})
stay("person_key", {"owner": "platform-team"})
stay("person_key", {"owner": "Acme Inc"})
stay("person_key", {"assignee": None})
stay("person_key", {"requester": "api"})
stay("person_key", {"authors": ["bot", "ci"]})
stay("person_key", {"assigned_to": "Billing Team"})
stay("person_key", {"author_count": 3, "authored_at": "2026-12-01T10:00:00Z"})

PII_CASES = [c for c in CASES if c.pii]
STAY_CASES = [c for c in CASES if not c.pii]
