"""HTTP requests and GraphQL mutations that destroy or pay (:func:`_http`, :func:`_graphql`): a DELETE or a write to a
payment endpoint, read from an HTTP tool's method and URL keys, a raw request line, an override header
(``X-HTTP-Method-Override: DELETE``) or ``?_method=DELETE``, and the same request sent by ``curl``, ``wget`` or
``httpie`` on a command line."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

#: One call acting on at least this many ids, recipients or accounts is a bulk act
from agentops.core.gate.acts import _HTTP_METHODS, _URL_KEYS, _named_act
from agentops.core.gate.keys import _BODY_KEYS, _form_in, _json_in, _key
from agentops.core.protocol import (
    high_risk_word,
    name_words,
    path_act,
    reads,
)


def _curl(tokens: list[str]) -> str:
    method = next((tokens[i + 1] for i, t in enumerate(tokens[:-1]) if t in {"-X", "--request"}), "")
    method = method or next((t[2:] for t in tokens if t.startswith("-X") and len(t) > 2), "")
    for i, token in enumerate(tokens):  # short options combined, the method's last: ``-sSX DELETE``, ``-sXDELETE``
        combined = re.fullmatch(r"-[a-zA-Z]+X(?P<method>[A-Za-z]*)", token) if not method else None
        if combined is not None:
            method = combined["method"] or (tokens[i + 1] if i + 1 < len(tokens) else "")
    if not method and any(t in {"-d", "--data", "--data-raw", "--json", "-F", "--form"} for t in tokens):
        method = "POST"
    url = next((t for t in tokens if re.match(r"https?://", t)), "")
    data = next((b for a, b in itertools.pairwise(tokens) if a in _CURL_DATA), "")
    body = _body(data) if data else None  # a JSON-RPC send or a transaction posted as ``-d '{…}'``
    sent = _chain_send({_key(k): v for k, v in body.items()}) if body else ""
    if sent:
        return f"{sent} in curl"
    return _request(method or "GET", url, "curl") or _transaction_sent(method or "POST", url, {"data": data}, "curl")


_CURL_DATA = frozenset({"-d", "--data", "--data-raw", "--data-binary", "--json"})


def _wget(tokens: list[str]) -> str:
    """``wget --method=DELETE URL`` (or ``--method DELETE``); ``--post-data`` / ``--post-file`` is a POST."""
    method = next((t.split("=", 1)[1] for t in tokens if t.startswith("--method=")), "")
    method = method or next((tokens[i + 1] for i, t in enumerate(tokens[:-1]) if t == "--method"), "")
    if not method and any(
        t.split("=", 1)[0] in {"--post-data", "--post-file", "--body-data", "--body-file"} for t in tokens
    ):
        method = "POST"
    url = next((t for t in tokens if re.match(r"https?://", t)), "")
    return _request(method or "GET", url, "wget")


def _httpie(tokens: list[str]) -> str:
    """HTTPie and xh: ``http [options] [METHOD] URL [items]``; without a method, data items (``amount=5``,
    ``raw:=1``) make it a POST."""
    words = [t for t in tokens[1:] if not t.startswith("-")]
    method = words[0] if words and words[0].upper() in _HTTP_METHODS else ""
    rest = words[1:] if method else words
    url = rest[0] if rest else ""
    if "://" not in url and not url.startswith("/"):  # ``http example.com/x``, ``http :3000/x`` (localhost)
        url = "http://" + ("localhost" if url.startswith(":") else "") + url
    if not method:
        method = "POST" if any(re.match(r"[^=:/]+(?::?=|@)", item) for item in rest[1:]) else "GET"
    return _request(method, url, tokens[0])


_METHOD_KEYS = frozenset({"method", "httpmethod", "verb", "requestmethod"})
#: where a fetch-style call keeps its method (``fetch(url, {"method": "DELETE"})``)
_OPTION_KEYS = frozenset({"options", "init", "config", "request", "opts"})
#: headers that make a POST the method they name (Google, Azure, Rack): ``X-HTTP-Method-Override: DELETE``
_OVERRIDE_HEADERS = frozenset({"xhttpmethodoverride", "xhttpmethod", "xmethodoverride"})
_ADDRESS = re.compile(r"https?://|/", re.I)
#: an HTTP request written out, its first line (``DELETE /users/5 HTTP/1.1``): ran ungated (fix-gate2)
_REQUEST_LINE = re.compile(r"\s*(?P<method>[A-Z]+)\s+(?P<url>(?:https?://|/)\S*)(?:\s+HTTP/[\d.]+)?\s*(?:$|\r?\n)")


def _http(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """An HTTP DELETE, or a POST / PUT / PATCH to a path that says pay / refund / transfer …, or a GET there whose
    query names an amount and a payee (:func:`_orders_payment`), or a GET whose path ends in such an act
    (``/users/1/delete``: :func:`~agentops.core.protocol.path_act`); other GETs never. The method is the node's (or its options'), else the tool's name (``http_post``)."""
    keys = {_key(k): _options(k, v) for k, v in node.items()}
    sent = _chain_send(keys)
    if sent:
        yield f"{sent} in {path}"
        return
    url = next((v for k, v in keys.items() if k in _URL_KEYS and isinstance(v, str)), None)
    if url is None:  # fetch(input, init): its ``input`` when that is an address
        url = next((v for k, v in keys.items() if k == "input" and isinstance(v, str) and _ADDRESS.match(v)), None)
    if url is None:  # a raw request: ``{"request": "DELETE /users/5 HTTP/1.1"}``
        line = next((m for v in keys.values() if isinstance(v, str) and (m := _REQUEST_LINE.match(v))), None)
        why = _request(line["method"], line["url"], path) if line else ""
        if why:
            yield why
        return
    # ``?_method=DELETE`` is the override's (:func:`_overridden`), not an act the query names
    query = {k: v[0] for k, v in parse_qs(urlsplit(url).query).items() if k != "_method"}
    named = _named_act(query, tool) if query and not reads(tool) else None
    if named is not None and high_risk_word(named[1]) is not None:  # ``/api/users?action=delete&id=5``
        yield f"HTTP request whose query names {named[1][:60]!r} (says {high_risk_word(named[1])!r}) in {path}"
        return
    method = next((v for k, v in keys.items() if k in _METHOD_KEYS and isinstance(v, str)), None)
    for k, v in keys.items():
        if method is None and k in _OPTION_KEYS and isinstance(v, dict):
            method = next((m for mk, m in v.items() if _key(mk) in _METHOD_KEYS and isinstance(m, str)), None)
    if method is None:
        method = next((w.upper() for w in ("post", "put", "patch") if w in name_words(tool)), None)
    method = _overridden(keys, url) or method or ""
    why = _request(method, url, path) or _transaction_sent(method, url, keys, path)
    if why:
        yield why


#: a JSON-RPC method that signs and sends coins or a transaction: Bitcoin Core's ``send`` / ``sendtoaddress`` /
#: ``sendmany`` / ``sendall``, Ethereum's ``eth_sendTransaction`` / ``eth_sendRawTransaction`` / ``eth_sendBundle``,
#: Solana's ``sendTransaction``, Lightning's ``keysend`` / ``sendpayment`` / ``payinvoice``, a wallet's
#: ``wallet_sendCalls`` (a namespace before ``_`` dropped): ``sendtoaddress`` and ``sendmany`` ran ungated (gate11)
_CHAIN_SENDS = re.compile(
    r"(?:\w+_)?(?:send(?:raw|private)?(?:transaction|tx|toaddress|many|from|all|coins?|bundle|calls|payment(?:v2)?)?"
    r"|keysend|payinvoice)",
    re.I,
)


def _chain_send(keys: dict[str, Any]) -> str:
    """The JSON-RPC call (a node with ``jsonrpc``, or a ``method`` and its ``params``) that sends coins
    (:data:`_CHAIN_SENDS`: ``{"method": "sendtoaddress", "params": ["bc1…", 0.1]}``), "" for any other."""
    method = keys.get("method")
    if not isinstance(method, str) or not ("jsonrpc" in keys or "params" in keys):
        return ""
    return f"JSON-RPC {method[:40]} (sends coins or a signed transaction)" if _CHAIN_SENDS.fullmatch(method) else ""


#: the last words of a path that makes a transaction or a send (Coinbase's ``/v2/accounts/:id/transactions``,
#: Fireblocks' ``/v1/transactions``, Mercury's ``/account/:id/transactions``): with an amount and whom it goes to
#: in the body, money sent
_TRANSACTIONS = frozenset({"transaction", "transactions", "tx", "txs", "send", "sends", "withdrawal", "withdrawals"})
#: body keys of whom a transaction goes to (``to``, ``destination``, ``recipientId``, ``toAddress``)
_SENT_TO = frozenset({"to", "destination", "recipient", "recipientid", "payee", "payeeid", "beneficiary",
                      "beneficiaryid", "counterparty", "counterpartyid", "address", "toaddress", "destinationaddress",
                      "destinationid", "walletaddress", "targetaddress"})  # fmt: skip
_AMOUNTS = frozenset({"amount", "amountcents", "value", "amountmoney", "quantity"})


def _transaction_sent(method: str, url: str, keys: dict[str, Any], path: str) -> str:
    """A POST / PUT to a path that makes a transaction (:data:`_TRANSACTIONS`) whose body names a non-zero amount and
    whom it goes to (:data:`_SENT_TO`): ``POST /v2/accounts/abc/transactions {"type": "send", "to": "0x…",
    "amount": "0.5"}``; "" for a POST there that only reads or lists (Plaid's ``/transactions/get``)."""
    if method.strip().upper() not in {"POST", "PUT"}:
        return ""
    words = [w for w in re.split(r"[/.:]", urlsplit(url if "://" in url else "//x/" + url.lstrip("/")).path) if w]
    if not words or words[-1].lower() not in _TRANSACTIONS:
        return ""
    body = next((b for k, v in keys.items() if k in _BODY_KEYS | {"json"} and (b := _body(v)) is not None), None)
    if body is None:
        return ""
    fields = {_key(k): v for k, v in body.items()}
    amount = next((v for k, v in fields.items() if k in _AMOUNTS and _sent_amount(v)), None)
    to = next((k for k, v in fields.items() if k in _SENT_TO and v not in (None, "", {})), None)
    if amount is None or to is None:
        return ""
    return f"HTTP {method.upper()} to {urlsplit(url).path[:80]} in {path} (money sent: an amount to its {to})"


def _body(value: Any) -> dict[Any, Any] | None:
    body = (_json_in(value) or _form_in(value)) if isinstance(value, str) else value
    return body if isinstance(body, dict) else None


def _sent_amount(value: Any) -> bool:
    """A non-zero amount: a number, a numeric string, or a money object (``{"amount": 100, "currency": "USD"}``)."""
    if isinstance(value, dict):
        return any(_sent_amount(v) for k, v in value.items() if _key(k) in _AMOUNTS)
    if isinstance(value, bool):
        return False
    if isinstance(value, int | float):
        return value != 0
    return isinstance(value, str) and re.fullmatch(r"\s*[\d.,]*[1-9][\d.,]*\s*", value) is not None


def _options(key: Any, value: Any) -> Any:
    """A fetch-style call's options as an object, also when the model wrote them as a JSON string (``{"url": …,
    "options": "{\"method\": \"DELETE\"}"}``: its DELETE ran ungated until qa-agents7)."""
    parsed = _json_in(value) if isinstance(value, str) and _key(key) in _OPTION_KEYS else None
    return parsed if isinstance(parsed, dict) else value


def _overridden(keys: dict[str, Any], url: str) -> str | None:
    """The method a request asks to be taken as: an override header (also under fetch's options) or Rails' and
    Laravel's ``?_method=DELETE``; None when it names none."""
    places = [keys, *(v for k, v in keys.items() if k in _OPTION_KEYS and isinstance(v, dict))]
    for place in places:
        headers = next((v for k, v in place.items() if _key(k) == "headers" and isinstance(v, dict)), {})
        named = next((v for k, v in headers.items() if _key(k) in _OVERRIDE_HEADERS and isinstance(v, str)), None)
        if named is not None:
            return named
    query = parse_qs(urlsplit(url).query).get("_method")
    if query:
        return query[0]
    for k, v in keys.items():  # Rails' and Laravel's ``_method`` field in the body (a form or JSON)
        body = (_form_in(v) or _json_in(v)) if isinstance(v, str) and k in _BODY_KEYS | {"json"} else v
        if k in _BODY_KEYS | {"json"} and isinstance(body, dict):
            named = next((m for mk, m in body.items() if mk == "_method" and isinstance(m, str)), None)
            if named is not None:
                return named
    return None


#: query keys that say how much a request moves, and to whom: a GET that carries both is a payment order, not a read
#: (``GET /api/transfer?to=X&amount=9000&confirm=1``; a browsing tool's fetch of it ran ungated, gate-more)
_AMOUNT_KEYS = frozenset({"amount", "amt", "amountcents", "sum"})
_PAYEE_KEYS = frozenset({"to", "payee", "recipient", "beneficiary", "destination", "iban", "toaccount", "payeeid",
                         "recipientid", "beneficiaryid", "destinationaccount"})  # fmt: skip


def _orders_payment(query: str) -> bool:
    """Whether a URL's query names an amount and whom it goes to (:data:`_AMOUNT_KEYS`, :data:`_PAYEE_KEYS`):
    ``?to=X&amount=9000``, not a filter of a list, ``?status=pending`` or ``?amount=100`` alone."""
    keys = {_key(k) for k in parse_qs(query)}
    return not keys.isdisjoint(_AMOUNT_KEYS) and not keys.isdisjoint(_PAYEE_KEYS)


def _request(method: str, url: str, where: str) -> str:
    method = method.strip().upper() or "GET"
    parts = urlsplit(url if "://" in url else "//x" + ("" if url.startswith("/") else "/") + url)
    if method in {"GET", "HEAD"} and _orders_payment(parts.query):
        method = f"{method} with an amount and a payee"  # read by its path as a POST's is
    elif method not in _HTTP_METHODS or method == "OPTIONS":
        return ""
    route = unquote(parts.path)  # ``/users/5/%64elete`` is ``/users/5/delete`` to the server
    if method == "DELETE":
        return f"HTTP DELETE {route[:80]} in {where}"
    # the host's own words (``payments.example.com``; not api / www, nor the domain) and the path's; ids and versions
    # are no words of the act (``/v1/refunds``, ``/orders/123/cancel``)
    host = [label for label in (parts.hostname or "").split(".")[:-2] if label not in {"api", "www"}]
    segments = host + re.split(r"[/.:]", route)  # and Google's custom methods, ``/users/5:delete``
    words = [s for s in segments if s and not re.search(r"\d", s) and not s.startswith(("{", ":"))]
    # a GET reads what its path names (``/payments``), unless the path ends in an act on a record it names by an id or
    # a query (``/users/1/delete``: a GET link that deletes, as many an admin route does; it ran ungated until
    # fix-known8) — a page about the act names none (``docs.stripe.com/api/customers/delete``)
    if method not in {"GET", "HEAD"}:
        said = high_risk_word(" ".join(words)) or _campaign_sent(words)
    else:
        record = bool(parts.query) or any(_RECORD_ID.fullmatch(s) for s in segments if s)
        said = path_act(words) if record else None
    return f"HTTP {method} to {route[:80]} in {where} (says {said!r})" if said else ""


#: what a marketing service sends to its lists (SendGrid's single sends, Mailchimp's campaigns, Brevo's
#: ``emailCampaigns``, ConvertKit's broadcasts), and the last words of a path that send or schedule one
_CAMPAIGNS = frozenset({"campaign", "singlesend", "broadcast", "newsletter", "blast", "mailing"})
_SENDS_IT = frozenset({"send", "schedule", "sendnow"})


def _campaign_sent(words: list[str]) -> str | None:
    """``send`` / ``schedule`` when a path sends or schedules a campaign to its lists (SendGrid's ``PUT
    /v3/marketing/singlesends/{id}/schedule``, Mailchimp's ``/campaigns/{id}/actions/schedule``, Brevo's
    ``/emailCampaigns/{id}/sendNow``: unheld until gate13), else None; a campaign made, edited or tested is not."""
    said = [name_words(w) for w in words]
    if not said or said[-1].isdisjoint(_SENDS_IT) or all(w.isdisjoint(_CAMPAIGNS) for w in said[:-1]):
        return None
    return next(iter(sorted(said[-1] & _SENDS_IT)))


#: a path segment that names a record: an id (``42``, ``usr_8Fq2``, a UUID) or a route's placeholder, not a version
_RECORD_ID = re.compile(r"(?!v\d+$)[\w-]*\d[\w-]*|\{[^}]*\}|:\w+")


_MUTATION = re.compile(r"\bmutation\b[^{]*\{", re.I)


def _graphql(text: str) -> str:
    """A GraphQL mutation whose fields say delete / refund / pay … (``mutation { deleteUser(id: 1) { id } }``)."""
    found = _MUTATION.search(text)
    if found is None:
        return ""
    depth, i, fields = 1, found.end(), []
    while i < len(text) and depth:
        char = text[i]
        if char in "{(":
            depth += 1
        elif char in "})":
            depth -= 1
        elif depth == 1 and (word := re.match(r"[A-Za-z_]\w*(?:\s*:\s*[A-Za-z_]\w*)?", text[i:])):
            fields.append(word.group().split(":")[-1].strip())
            i += word.end()
            continue
        i += 1
    said = next(((f, w) for f in fields if (w := high_risk_word(f))), None)
    return f"GraphQL mutation {said[0]} (says {said[1]!r})" if said else ""
