"""What the client makes of an answer that is not the API's: a redirect (the production server's HTTP→HTTPS, a
proxy's) or a web page is a typed ``ApiError`` saying what to set, never a ``TypeError`` deep inside ``durable_run``."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from agentops.client import AgentOpsClient, ApiError


@contextmanager
def answering(status: int, headers: dict[str, str], body: bytes) -> Iterator[tuple[str, list[str]]]:
    """A real HTTP server on 127.0.0.1 answering every request so; yields its URL and the requests it got."""
    seen: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        disable_nagle_algorithm = True  # the body is not held back 40 ms (tests/conftest.py)

        def log_message(self, *args: object) -> None:
            pass

        def _answer(self) -> None:
            seen.append(f"{self.command} {self.path}")
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self.send_response(status)
            for name, value in {**headers, "Content-Length": str(len(body))}.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)

        do_GET = do_POST = _answer

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", seen
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("status", [301, 302, 307, 308])
def test_a_redirect_is_an_api_error_naming_where_it_goes_and_is_not_followed(status: int) -> None:
    # what DJANGO_DEBUG=false does by default to http:// (DJANGO_SECURE_SSL_REDIRECT): durable_run got a str back
    redirecting = answering(status, {"Location": "https://agentops.example/api/v1/runs/"}, b"")
    with redirecting as (url, seen), AgentOpsClient(url, "aok_x") as client, pytest.raises(ApiError) as raised:
        client.create_run(agent="support", inputs={"task": "t"}, create_key="k-1")
    assert raised.value.status == status and raised.value.code == "redirected"
    assert f"POST {url}/api/v1/runs/ was redirected to https://agentops.example/api/v1/runs/" in str(raised.value)
    assert "AGENTOPS_DURABLE_URL" in str(raised.value)
    assert seen == ["POST /api/v1/runs/"]  # once: neither retried nor followed


def test_a_web_page_answered_with_200_is_an_api_error_saying_it_is_not_the_api() -> None:
    page = b"<!doctype html><title>Welcome to nginx</title>"
    with answering(200, {"Content-Type": "text/html; charset=utf-8"}, page) as (url, seen):
        client = AgentOpsClient(url + "/dashboard", "aok_x")
        with client, pytest.raises(ApiError) as raised:
            client.get_run("run_1")
    assert raised.value.code == "not_the_api" and "answered an HTML page, not the AgentOps API" in str(raised.value)
    assert seen == ["GET /dashboard/api/v1/runs/run_1/"]


@pytest.mark.parametrize(
    "body",
    [
        b'{"error": {"message": "no route POST /api/v1/runs/"}}',  # an OpenAI-compatible endpoint's 404
        b'{"error": "not found"}',
        b'{"detail": "Not Found"}',  # FastAPI's
        b'["not", "an", "object"]',
    ],
)
def test_another_services_json_error_is_an_api_error_saying_it_is_not_the_api(body: bytes) -> None:
    # AGENTOPS_DURABLE_URL set to the model's endpoint (or any other JSON service): was a KeyError / TypeError
    serving = answering(404, {"Content-Type": "application/json"}, body)
    with serving as (url, seen), AgentOpsClient(url, "aok_x") as client, pytest.raises(ApiError) as raised:
        client.create_run(agent="support", inputs={"task": "t"}, create_key="k-1")
    assert raised.value.status == 404 and raised.value.code == "not_the_api"
    assert f"POST {url}/api/v1/runs/ answered {body.decode()}, not an AgentOps API error" in str(raised.value)
    assert "AGENTOPS_DURABLE_URL" in str(raised.value)
    assert seen == ["POST /api/v1/runs/"]
