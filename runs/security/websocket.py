"""Websocket admission: the Origin rule (port included) and refusals a browser can read.

A refused handshake (HTTP 403) reaches a page's script only as close code 1006, which looks like a
network fault, so the page would reconnect forever. Every refusal here *accepts and then closes*
with a documented code instead: 4400 bad request, 4401 not signed in, 4403 not allowed (role or
origin), 4404 no such run or route. The dashboard's script stops reconnecting on 4400–4499 (and reconnects
after 4503: the server could not serve it now, its Redis unreachable).

Origin rule: a browser socket must come from the page's own origin — the ``Origin`` header's host
*and port* equal the ``Host`` header's (a port left out means the scheme's default), and that
host is in ``ALLOWED_HOSTS`` — or from an origin listed in ``DJANGO_CSRF_TRUSTED_ORIGINS``. A
missing ``Origin`` is refused (browsers always send one).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.http.request import split_domain_port, validate_host

BAD_REQUEST, NOT_SIGNED_IN, FORBIDDEN, NOT_FOUND = 4400, 4401, 4403, 4404
#: not a refusal: the server cannot serve the socket now (its channel layer, Redis, unreachable); the page reconnects
#: (RFC 6455's 1013 "try again later" is a code daphne's autobahn will not send)
UNAVAILABLE = 4503
_DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}

Scope = Mapping[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]


def _header(scope: Scope, name: bytes) -> str:
    return next((v.decode("latin-1") for k, v in scope.get("headers", ()) if k == name), "")


def _origin_key(scheme: str, host: str, port: int | None) -> tuple[str, int | None]:
    return host.lower(), port if port is not None else _DEFAULT_PORTS.get(scheme)


def origin_allowed(scope: Scope) -> bool:
    """Whether the handshake's ``Origin`` is this site's own origin (port included) or a trusted one."""
    origin = _header(scope, b"origin").strip()
    if not origin:
        return False
    if origin.rstrip("/") in {o.rstrip("/") for o in settings.CSRF_TRUSTED_ORIGINS}:
        return True
    try:
        parsed = urlsplit(origin)
        origin_port = parsed.port
    except ValueError:
        return False
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        return False
    host, port = split_domain_port(_header(scope, b"host"))
    if not host or not validate_host(host, settings.ALLOWED_HOSTS):
        return False
    own = _origin_key(parsed.scheme, host, int(port) if port.isdigit() else None)
    return _origin_key(parsed.scheme, parsed.hostname, origin_port) == own


async def refuse(receive: Receive, send: Send, code: int) -> None:
    """Accept the handshake, then close with ``code`` (so the page sees the reason)."""
    message = await receive()
    if message["type"] != "websocket.connect":
        return
    await send({"type": "websocket.accept"})
    await send({"type": "websocket.close", "code": code})


class SameOriginValidator:
    """ASGI middleware: websockets from another origin are accepted and closed with 4403."""

    def __init__(self, application: Callable[..., Awaitable[None]]) -> None:
        self.application = application

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket" and not origin_allowed(scope):
            await refuse(receive, send, FORBIDDEN)
            return
        await self.application(scope, receive, send)


async def no_route(scope: Scope, receive: Receive, send: Send) -> None:
    """The last websocket route: a path no consumer serves closes with 4404."""
    await refuse(receive, send, NOT_FOUND)
