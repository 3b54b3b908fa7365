"""A receiver that answers slowly, a byte at a time, each within the read timeout: httpx's timeouts are per read, so
such an answer never timed out. The notify pass waited on it for as long as it trickled — no other channel was sent,
no new occasion collected, and on Celery the next pass sent the message again once the claim lapsed. A send is bounded
as a whole now: a 2xx is sent as soon as its status line arrives, anything else is cut at ``3 × AGENTOPS_NOTIFY_TIMEOUT``
and retried."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import pytest

from approvals.models import Delivery
from approvals.notify import deliver
from tests.notify.test_notify import dead_letters

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

#: the longest the receiver trickles (a pass that waits for it all takes this long)
TRICKLE_FOR = 15.0


class Trickler:
    """A server on 127.0.0.1 that reads an HTTP request (unless not ``reads``), answers ``head`` at once, then the rest
    of ``answer`` one byte every 0.3 s."""

    def __init__(self, head: bytes, answer: bytes, *, reads: bool = True) -> None:
        self.head, self.answer, self.reads, self.requests = head, answer, reads, 0
        self.server = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.server.getsockname()[1]}/hook"
        self.stop = threading.Event()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self.stop.is_set():
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        with conn:
            data = b"" if self.reads else b"\r\n\r\n"  # (an SMTP server speaks first)
            while b"\r\n\r\n" not in data:
                data += conn.recv(65536)
            self.requests += 1
            deadline = time.monotonic() + TRICKLE_FOR
            try:
                conn.sendall(self.head)
                for byte in self.answer:
                    if self.stop.is_set() or time.monotonic() > deadline:
                        return
                    conn.sendall(bytes([byte]))
                    time.sleep(0.3)
            except OSError:
                return  # the sender hung up


def trickler(head: bytes, answer: bytes) -> Iterator[Trickler]:
    receiver = Trickler(head, answer)
    try:
        yield receiver
    finally:
        receiver.stop.set()
        receiver.server.close()


@pytest.fixture
def slow_body() -> Iterator[Trickler]:
    """A 200 at once, then a body that never ends within the test."""
    yield from trickler(b"HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n", b"." * 100000)


@pytest.fixture
def slow_head() -> Iterator[Trickler]:
    """Its status line, then its headers a byte at a time."""
    yield from trickler(b"HTTP/1.1 200 OK\r\n", b"X-Pad: " + b"." * 2000)


def timed_pass(notify, settings, url: str) -> tuple[float, Delivery]:
    """One notify pass with an e-mail channel and the webhook at ``url`` (1 s timeout): how long it took, the webhook's
    delivery."""
    notify(email=["ops@example.com"], webhook=url)
    settings.AGENTOPS["NOTIFY"]["TIMEOUT"] = 1
    dead_letters(2)
    started = time.monotonic()
    deliver.run()
    return time.monotonic() - started, Delivery.objects.get(channel="webhook")


def test_a_webhook_that_answers_200_then_trickles_its_body_is_sent_at_once(smtp, notify, settings, slow_body):
    took, hook = timed_pass(notify, settings, slow_body.url)
    assert took < 3, f"the pass waited {took:.1f} s on the receiver's body"
    assert (hook.status, hook.attempts, hook.response) == ("SENT", 1, "200")
    assert len(smtp.messages) == 1 and slow_body.requests == 1


def test_a_webhook_that_trickles_its_headers_is_cut_after_three_timeouts_and_the_pass_goes_on(
    smtp, notify, settings, slow_head
):
    took, hook = timed_pass(notify, settings, slow_head.url)
    assert took < 3 * 1 + 2, f"the pass waited {took:.1f} s on the receiver"
    assert (hook.status, hook.attempts) == ("PENDING", 1)  # retried with backoff, as any send with no answer
    assert "no complete answer within 3 s" in hook.last_error
    assert len(smtp.messages) == 1  # the other channel of the same pass went out


def test_a_webhook_that_redirects_is_not_followed_and_its_error_says_where_it_points(notify):
    """A webhook URL that moved (``http://`` to ``https://``, a missing slash) answers 301/308: a POST is not sent on
    to an address nobody configured (the signed body would go with it), and the delivery failed with "HTTP 308: "
    and nothing else — the receiver's empty body. Its error names where the receiver points, for the operator to
    set ``AGENTOPS_NOTIFY_WEBHOOK_URL`` (or ``_SLACK_URL``) to it."""
    moved = Trickler(
        b"HTTP/1.1 308 Permanent Redirect\r\nLocation: https://hooks.example.com/agentops/\r\n"
        b"Content-Length: 0\r\n\r\n",
        b"",
    )
    try:
        notify(webhook=moved.url)
        dead_letters(1)
        deliver.run()
    finally:
        moved.stop.set()
        moved.server.close()
    hook = Delivery.objects.get(channel="webhook")
    assert (hook.status, hook.response, moved.requests) == ("FAILED", "308", 1)
    assert hook.last_error == (
        "HTTP 308: redirected to https://hooks.example.com/agentops/ (not followed: set the channel's URL to it)"
    )


def test_an_smtp_server_that_trickles_its_greeting_is_cut_after_six_timeouts_and_the_pass_goes_on(
    receiver, notify, settings
):
    """smtplib's timeout is per read too: a server (a relay under load, a tarpit) sending its greeting a byte at a
    time held the pass as long as it trickled, the webhook due after it unsent. Cut at ``6 × AGENTOPS_SMTP_TIMEOUT``
    (the claim's length for SMTP, less its 30 s) and retried."""
    tarpit = Trickler(b"", b"220 " + b"." * 2000 + b"\r\n", reads=False)
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", tarpit.server.getsockname()[1]
    settings.EMAIL_TIMEOUT = 0.5
    try:
        notify(email=["ops@example.com"], webhook=receiver.url + "/hook")
        dead_letters(1)
        started = time.monotonic()
        deliver.run()
        took = time.monotonic() - started
    finally:
        tarpit.stop.set()
        tarpit.server.close()
    assert took < 6 * 0.5 + 2, f"the pass waited {took:.1f} s on the SMTP server"
    mail = Delivery.objects.get(channel="email")
    assert (mail.status, mail.attempts) == ("PENDING", 1)
    assert "no complete answer within 3 s (6 × AGENTOPS_SMTP_TIMEOUT)" in mail.last_error
    assert len(receiver.on("/hook")) == 1
