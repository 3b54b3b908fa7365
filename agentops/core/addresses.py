"""The one rule for the address of an HTTP service given by a person (a setting, the SDK's ``url=``)."""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit


def is_http_url(text: str) -> bool:
    """An ``http://`` or ``https://`` address (any case) with a host, a valid port if any, and no whitespace: what an
    HTTP client can send to. Anything else (no scheme, another scheme, no host) would fail every send."""
    if not text or any(c.isspace() for c in text):
        return False
    try:  # ``port`` raises ValueError for one that is no number in range, urlsplit for a torn IPv6 host
        parts = urlsplit(text)
        return parts.scheme.lower() in ("http", "https") and bool(parts.hostname) and parts.port != 0
    except ValueError:
        return False


#: The API's path, which the clients add to the server's base address themselves.
API_PATH = "/api/v1"


def ends_with_api_path(text: str) -> bool:
    """Whether an address already ends with the API's path (``http://host:8000/api/v1/``): a client given it asks
    ``/api/v1/api/v1/runs/``, a 404 that names no fix."""
    return urlsplit(text).path.rstrip("/").endswith(API_PATH)


def is_loopback(host: str) -> bool:
    """A host name that stays on this machine: ``localhost`` (and a name under it), ``127.0.0.0/8`` or ``::1``
    (brackets allowed). A name that only resolves to loopback today is not: what it resolves to may change."""
    name = host.strip().strip("[]").rstrip(".").lower()
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False
