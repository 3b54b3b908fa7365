"""The client's address: the peer, or the hop in ``X-Forwarded-For`` that the trusted proxies vouch for.

With ``AGENTOPS_TRUSTED_PROXIES=N`` (default 0) the last N hops are our own proxies: the client is
the N-th entry from the right of ``X-Forwarded-For`` (each proxy appends the address it saw), never
the leftmost one, which the client itself can write. With 0, or when the header has fewer than N
entries (the request did not come through every proxy), the TCP peer (``REMOTE_ADDR``) is the
client. Every throttle (logins, API keys, API rate) and the access log use this one rule.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping
from typing import Any

from django.conf import settings


def trusted_proxies() -> int:
    return int(settings.AGENTOPS.get("TRUSTED_PROXIES", 0))


def address_from(peer: str, forwarded_for: str, proxies: int) -> str:
    """The client address given the peer, the ``X-Forwarded-For`` value and the number of trusted proxies."""
    if proxies <= 0 or not forwarded_for:
        return peer
    hops = [hop.strip() for hop in forwarded_for.split(",")]
    if len(hops) < proxies:
        return peer
    hop = hops[-proxies]
    try:
        return str(ipaddress.ip_address(hop))
    except ValueError:  # a proxy that writes something else than an address: do not trust it
        return peer


def client_address(request: Any) -> str:
    """The client address of a Django/DRF request (``""`` without one)."""
    meta: Mapping[str, Any] = getattr(request, "META", {}) if request is not None else {}
    return address_from(
        str(meta.get("REMOTE_ADDR") or ""), str(meta.get("HTTP_X_FORWARDED_FOR") or ""), trusted_proxies()
    )


def scope_address(scope: Mapping[str, Any]) -> str:
    """The client address of an ASGI scope (HTTP or websocket), by the same rule."""
    peer = scope.get("client") or ("", 0)
    forwarded = b",".join(v for k, v in scope.get("headers", ()) if k == b"x-forwarded-for")
    return address_from(str(peer[0] or ""), forwarded.decode("latin-1"), trusted_proxies())
