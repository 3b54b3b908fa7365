"""Brute-force login throttling: failed attempts per (username, client address) in the shared cache.

The client address follows the trusted-proxy rule of ``runs.security.client`` (never the leftmost
``X-Forwarded-For`` entry, which the client writes itself).

After ``AGENTOPS["LOGIN_MAX_FAILURES"]`` failures within ``LOGIN_WINDOW_SECONDS`` the pair is
locked until the window ends: :class:`ThrottledModelBackend` refuses even the right password (the
login form shows its usual error), and :func:`throttled_login` answers 429 before the view runs.
Counters live in the cache (Redis in production), so every web process sees the same count.
Keys are hashes: no username or IP is written to the cache in clear (no PII).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.contrib.auth.backends import ModelBackend
from django.core.cache import cache
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse

from runs.security.client import client_address


def max_failures() -> int:
    return int(settings.AGENTOPS.get("LOGIN_MAX_FAILURES", 5))


def window_seconds() -> int:
    return int(settings.AGENTOPS.get("LOGIN_WINDOW_SECONDS", 900))


def _key(username: str, ip: str) -> str:
    digest = hashlib.sha256(f"{username.strip().casefold()}\0{ip}".encode()).hexdigest()[:32]
    return f"agentops:login-failures:{digest}"


def failures(username: str, ip: str) -> int:
    return int(cache.get(_key(username, ip), 0))


def is_locked(username: str, ip: str) -> bool:
    return failures(username, ip) >= max_failures()


def record_failure(username: str, ip: str) -> int:
    """Count one failed attempt; the window starts at the first failure. Returns the count."""
    key = _key(username, ip)
    if cache.add(key, 1, timeout=window_seconds()):
        return 1
    try:
        return int(cache.incr(key))
    except ValueError:  # expired between add and incr
        cache.add(key, 1, timeout=window_seconds())
        return 1


def reset(username: str, ip: str) -> None:
    cache.delete(_key(username, ip))


class ThrottledModelBackend(ModelBackend):
    """``ModelBackend`` that counts failures and refuses a locked (username, IP) pair."""

    def authenticate(
        self, request: HttpRequest | None, username: str | None = None, password: str | None = None, **kwargs: Any
    ) -> Any:
        if username is None:
            username = kwargs.get(self._username_field(), "")
        name, ip = str(username or ""), client_address(request)
        if is_locked(name, ip):
            # PermissionDenied stops the other backends too: a locked pair cannot log in anywhere
            raise PermissionDenied("too many failed logins")
        user = super().authenticate(request, username=username, password=password, **kwargs)
        if user is None:
            record_failure(name, ip)
        else:
            reset(name, ip)
        return user

    @staticmethod
    def _username_field() -> str:
        from django.contrib.auth import get_user_model

        return get_user_model().USERNAME_FIELD


def throttled_login(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Wrap a login view: a POST for a locked (username, IP) pair gets 429 with Retry-After."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        if request.method == "POST" and is_locked(request.POST.get("username", ""), client_address(request)):
            response = HttpResponse(
                "Too many failed logins for this account from your address. Try again later.",
                status=429,
                content_type="text/plain; charset=utf-8",
            )
            response["Retry-After"] = str(window_seconds())
            return response
        return view(request, *args, **kwargs)

    return wrapper
