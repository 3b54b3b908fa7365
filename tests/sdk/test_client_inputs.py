"""The API client (`agentops.client`, shipped in the SDK as `agentops_durable.client`) given what it cannot send:
a typed `InvalidInput` (a `ValueError`) that names the argument and says what to do, raised before anything is
sent — never httpx's or json's own error (`TypeError: Object of type datetime is not JSON serializable`,
`LocalProtocolError: Illegal header value`, `UnsupportedProtocol`), which names neither.

A run id is one path segment: `get_run("x?status=FAILED")` or `get_run("../bulk-jobs")` asked another URL; and a
redirect (3xx) is an `ApiError`, not an answer whose body is read as the run."""

from __future__ import annotations

import json
import math
from datetime import datetime

import httpx
import pytest

from agentops.client import AgentOpsClient, ApiError, InvalidInput
from agentops.core.keys import normal_key

KEY = "aok_0123456789ab_secret"


def _client(sent: list[httpx.Request], answer: httpx.Response | None = None) -> AgentOpsClient:
    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return answer if answer is not None else httpx.Response(200, json={"id": "run_1"})

    return AgentOpsClient("http://agentops.test", KEY, transport=httpx.MockTransport(handler), retries=0)


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (datetime(2026, 1, 1), "datetime"),
        ({1, 2}, "set"),
        (math.nan, "nan"),
        (math.inf, "inf"),
        ("\ud800", "surrogate"),
    ],
)
def test_a_body_value_with_no_json_form_is_invalid_input_naming_it_and_nothing_is_sent(value, words):
    sent: list[httpx.Request] = []
    with pytest.raises(InvalidInput) as raised:
        _client(sent).create_run(agent="a", inputs={"ticket": "T", "due": value}, create_key="k")
    message = str(raised.value)
    assert "inputs['due']" in message and words in message.lower(), message
    assert sent == []


def test_a_reply_with_a_lone_surrogate_is_invalid_input_naming_reply():
    sent: list[httpx.Request] = []
    with pytest.raises(InvalidInput, match=r"reply"):
        _client(sent).check_claims("run_1", "done \udfff")
    assert sent == []


@pytest.mark.parametrize("key", ["aok_x\r\nX-Evil: 1", "aok_ключ", "", " aok_a_b"])
def test_an_api_key_no_header_can_carry_is_invalid_input_at_construction(key):
    with pytest.raises(InvalidInput, match="api_key") as raised:
        AgentOpsClient("http://agentops.test", key)
    assert "X-Evil" not in str(raised.value)  # never echoes the key


@pytest.mark.parametrize("url", ["not a url", "ftp://host", "http://", "agentops.test:8000"])
def test_a_base_url_that_is_no_http_address_is_invalid_input_at_construction(url):
    with pytest.raises(InvalidInput, match="base_url"):
        AgentOpsClient(url, KEY)


@pytest.mark.parametrize(
    "url", ["http://agentops.test/api/v1", "http://agentops.test:8000/api/v1/", "https://h/x/api/v1"]
)
def test_a_base_url_ending_with_the_api_path_is_invalid_input_saying_to_drop_it(url):
    """The client adds /api/v1/ itself: it asked /api/v1/api/v1/runs/, a 404 naming no fix."""
    with pytest.raises(InvalidInput) as raised:
        AgentOpsClient(url, KEY)
    assert str(raised.value) == (
        f"base_url {url!r} ends with /api/v1: give the server's base address, the client adds the API's path "
        "(e.g. http://127.0.0.1:8000)"
    )


@pytest.mark.parametrize("run_id", ["x?status=FAILED", "../bulk-jobs", "a/b", "run#1"])
def test_a_run_id_is_one_path_segment(run_id):
    sent: list[httpx.Request] = []
    _client(sent).get_run(run_id)
    path = sent[0].url.raw_path.decode()
    assert path.startswith("/api/v1/runs/") and path.endswith("/"), path
    assert path.count("/") == 5, path  # /api/v1/runs/<one segment>/
    assert sent[0].url.query == b""


def test_a_redirect_is_an_api_error_not_an_answer():
    sent: list[httpx.Request] = []
    moved = httpx.Response(
        308,
        headers={"Location": "http://agentops.test/api/v1/runs/x/"},
        json={"error": {"code": "trailing_slash", "message": "API paths end with a slash", "details": {}}},
    )
    with pytest.raises(ApiError) as raised:
        _client(sent, moved).get_run("x")
    assert raised.value.status == 308 and raised.value.code == "trailing_slash"


@pytest.mark.parametrize("key", ["cafe\u0301-42", "caf\u00e9-42", "订单-\uff21\u0041\u030a", "plain-ascii"])
def test_a_create_key_is_sent_in_its_normal_form_as_the_server_and_the_typescript_client_send_it(key):
    """``é`` typed as ``e`` + U+0301 (NFD) was sent as two code points, where the TypeScript client and
    ``durable_run(key=…)`` send one: the bytes of one key differed between clients (the server's lookup of every
    form hid it from a current server; an earlier one made a second run). The caller's fields stay as given."""
    sent: list[httpx.Request] = []
    fields = {"agent": "a", "inputs": {"task": "t"}, "create_key": key}
    _client(sent).create_run(**fields)
    _client(sent).create_run(agent="a")
    assert json.loads(sent[0].content) == {"agent": "a", "inputs": {"task": "t"}, "create_key": normal_key(key)}
    assert json.loads(sent[1].content) == {"agent": "a"} and fields["create_key"] == key
