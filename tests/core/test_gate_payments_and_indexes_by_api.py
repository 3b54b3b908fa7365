"""Money sent and a whole index deleted through a generic tool, by the API's own names (gate11): a JSON-RPC
``sendtoaddress`` / ``sendmany`` to a Bitcoin node, a POST to a ``/transactions`` collection with an amount and whom
it goes to (Coinbase, Fireblocks, Mercury), a payout posted from code to an f-string's address, a library call whose
arguments sit inside the chain (``paypalrestsdk.Payout({…}).create()``, ``shopify.Order.find(1).cancel()``, web3's
``contract.functions.transfer(…).transact()``), Shopify's ``orderCancel`` read as the cancel it is, and
Meilisearch's / Algolia's / Pinecone's ``index.delete()`` — each ran ungated. Reads and edits by the same APIs are
not held (Shopify's ``orderUpdate`` was held as an order placed)."""

import pytest

from agentops.core.gate import held_for

_SHOPIFY = "https://shop.myshopify.com/admin/api/2024-01/graphql.json"
HELD = [
    ("http_request", {"method": "POST", "url": "http://127.0.0.1:8332/",
                      "body": {"jsonrpc": "1.0", "method": "sendtoaddress", "params": ["bc1qxyz", 0.1]}},
     "JSON-RPC sendtoaddress"),
    ("http_request", {"method": "POST", "url": "http://127.0.0.1:8332/",
                      "body": '{"jsonrpc": "1.0", "method": "sendmany", "params": ["", {"bc1q": 0.1}]}'},
     "JSON-RPC sendmany"),
    ("http_request", {"method": "POST", "url": "https://api.coinbase.com/v2/accounts/abc/transactions",
                      "body": {"type": "send", "to": "0x1f9090aaE28b8a3dCeaDf281B0F12828e676c326", "amount": "0.5"}},
     "money sent: an amount to its to"),
    ("http_request", {"method": "POST", "url": "https://api.fireblocks.io/v1/transactions",
                      "json": {"assetId": "ETH", "amount": "1", "destination": {"type": "ONE_TIME_ADDRESS"}}},
     "money sent"),
    ("http_request", {"method": "POST", "url": "https://api.mercury.com/api/v1/account/abc/transactions",
                      "body": {"recipientId": "r1", "amount": 2500, "paymentMethod": "ach"}}, "money sent"),
    ("http_request", {"method": "POST", "url": _SHOPIFY, "body": {"query": "mutation { orderCancel(orderId: "
                      "\"gid://shopify/Order/1\", reason: OTHER, refund: true, restock: true) { job { id } } }"}},
     "orderCancel (says 'cancel')"),
    ("run_python", {"code": "requests.post(f'{base}/v1/transfers', json={'amount': 100})"}, "says 'transfer'"),
    ("run_js", {"code": "await axios.post(`${API}/v1/payouts`, {amount: 100})"}, "says 'payout'"),
    ("run_python", {"code": "paypalrestsdk.Payout({'items': items}).create()"}, "says 'payout'"),
    ("run_python", {"code": "shopify.Order.find(1).cancel()"}, "says 'cancel'"),
    ("run_python", {"code": "stripe.Invoice.retrieve(inv).void()"}, "says 'void'"),
    ("run_python", {"code": "contract.functions.transfer(to, amount).transact({'from': me})"}, "says 'transfer'"),
    ("run_python", {"code": "client.index('movies').delete()"}, "index('movies').delete()"),
    ("run_python", {"code": "index = pc.Index('prod')\nindex.delete(delete_all=True)"}, "index.delete()"),
    ("run_js", {"code": "await index.delete()"}, "index.delete()"),
]  # fmt: skip

LOW = [
    ("http_request", {"method": "POST", "url": "https://mainnet.infura.io/v3/k",
                      "body": {"jsonrpc": "2.0", "method": "eth_getBalance", "params": ["0xabc", "latest"]}}),
    ("http_request", {"method": "POST", "url": "http://localhost:3000/mcp",
                      "body": {"jsonrpc": "2.0", "method": "tools/list", "params": {}}}),
    ("http_request", {"method": "POST", "url": "https://production.plaid.com/transactions/get",
                      "body": {"access_token": "t", "start_date": "2024-01-01"}}),
    ("http_request", {"method": "POST", "url": "https://api.example.com/v1/transactions",
                      "body": {"description": "import", "amount": 0, "to": "acct"}}),
    ("http_request", {"method": "GET", "url": "https://api.coinbase.com/v2/accounts/abc/transactions"}),
    ("http_request", {"method": "POST", "url": _SHOPIFY, "body": {"query": "mutation { orderUpdate(input: "
                      "{id: \"gid://shopify/Order/1\", note: \"gift\"}) { order { id } } }"}}),
    ("run_python", {"code": "requests.post(f'{base}/v1/customers', json={'email': e})"}),
    ("run_python", {"code": "order = shopify.Order.find(1); print(order.total_price)"}),
    ("run_python", {"code": "task = asyncio.create_task(job()); task.cancel()"}),
    ("run_python", {"code": "contract.functions.setGreeting('hi').transact()"}),
    ("run_python", {"code": "df.index.delete(0); index.delete(ids=['a', 'b'])"}),
    # a data frame's index reset renumbers its rows in memory: held as a store reset until gate11
    ("run_python", {"code": "df = df.reset_index(drop=True)\ndf.reset_index(inplace=True)"}),
]  # fmt: skip


@pytest.mark.parametrize(("tool", "args", "why"), HELD)
def test_money_sent_or_an_index_deleted_by_the_apis_names_waits_for_an_approver(tool, args, why):
    held = held_for(tool, None, args, trusted=False)
    assert why in held, held


@pytest.mark.parametrize(("tool", "args"), LOW)
def test_a_read_or_an_edit_by_the_same_apis_needs_no_approver(tool, args):
    assert held_for(tool, None, args, trusted=False) == ""
