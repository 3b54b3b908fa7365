"""The HTTP servers the tests start answer without Nagle's algorithm (tests/conftest.py).

Django's live server writes a response's headers and its body separately; with Nagle on, the body waited for the
client's delayed ACK of the headers: ~45 ms a request instead of ~2-5 ms on the 2-core CI machine, in every test
that drives an external agent, the SDK or a client through ``live_server``.
"""

from __future__ import annotations

import socket

import pytest

from tests.local_servers import _Handler


def _nodelay_after_setup(handler: type) -> bool:
    """TCP_NODELAY of a real accepted connection once ``handler`` set it up (what socketserver runs first)."""
    with socket.create_server(("127.0.0.1", 0)) as listener, socket.create_connection(listener.getsockname()):
        accepted, _ = listener.accept()
        with accepted:
            assert not accepted.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)  # the kernel's default
            served = handler.__new__(handler)
            served.request = accepted
            served.setup()
            return bool(accepted.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))


def test_the_live_servers_connections_send_without_nagle(live_server):
    assert _nodelay_after_setup(live_server.thread.httpd.RequestHandlerClass)


@pytest.mark.sqlite
def test_the_local_servers_connections_send_without_nagle():
    assert _nodelay_after_setup(_Handler)
