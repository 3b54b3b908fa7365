"""Real receivers on 127.0.0.1: an SMTP server (aiosmtpd) and an HTTP server that keeps raw bodies."""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from aiosmtpd.controller import Controller

from tests.api.conftest import api, raw_key  # noqa: F401  (fixtures)
from tests.api.conftest import run as external_run  # noqa: F401  (fixture: an external run holding its lease)
from tests.claims.test_claims_audit import liar  # noqa: F401  (fixture)
from tests.claims.test_claims_hold import held  # noqa: F401  (fixture)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Inbox:
    """aiosmtpd's handler: keeps every message it accepts; refuses a recipient of ``refuse`` with its answer."""

    def __init__(self) -> None:
        self.messages: list[Any] = []
        self.refuse: dict[str, str] = {}

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str, options: Any) -> str:
        if address in self.refuse:
            return self.refuse[address]
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        self.messages.append(envelope)
        return "250 Message accepted for delivery"


@pytest.fixture
def smtp(settings) -> Iterator[Inbox]:
    """A real SMTP server; Django's SMTP backend is pointed at it."""
    inbox = Inbox()
    controller = Controller(inbox, hostname="127.0.0.1", port=free_port())
    controller.start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", controller.port
    try:
        yield inbox
    finally:
        controller.stop()


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Receiver:
    """Answers each POST with the next status of ``answers`` (then 200) and keeps what it received."""

    url: str = ""
    answers: list[int] = field(default_factory=list)
    requests: list[Received] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    #: called with each request once it is received, before it is answered (e.g. to kill the sender mid-send)
    on_received: Callable[[Received], None] | None = None

    def on(self, path: str) -> list[Received]:
        return [r for r in self.requests if r.path == path]


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    state = Receiver()

    class Handler(BaseHTTPRequestHandler):
        disable_nagle_algorithm = True  # the body is not held back 40 ms (tests/conftest.py)

        def log_message(self, format: str, *args: Any) -> None:
            pass

        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            with state.lock:
                state.requests.append(Received(self.path, dict(self.headers.items()), body))
                status = state.answers.pop(0) if state.answers else 200
            if state.on_received:
                state.on_received(state.requests[-1])
            try:
                self.send_response(status)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")
            except (BrokenPipeError, ConnectionResetError):
                pass  # the sender is gone (a test killed it mid-send)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def notify(settings):
    """Configure the channels for one test: ``notify(email=[...], webhook=url, secret=..., slack=url, window=...)``."""

    def configure(*, email=(), webhook="", secret="", slack="", window=60, backoff=10.0) -> None:
        settings.AGENTOPS = {
            **settings.AGENTOPS,
            "PUBLIC_URL": "https://ops.example.com",
            "NOTIFY": {
                **settings.AGENTOPS["NOTIFY"],
                "EMAIL_TO": list(email),
                "WEBHOOK_URL": webhook,
                "WEBHOOK_SECRET": secret,
                "SLACK_URL": slack,
                "WINDOW": window,
                "BACKOFF": backoff,
            },
        }

    return configure
