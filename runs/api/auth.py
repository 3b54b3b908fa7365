"""API authentication and permissions: per-agent API keys for clients, the dashboard session for humans.

A key (``Authorization: Bearer aok_…``) is scoped to one agent: it reads and writes only that
agent's runs. A human (session) needs the ``viewer`` role and can only read through the API.
Failed key attempts are counted per (client address, key prefix) and, for keys that match no key
at all, per client address: past the limit that pair (or that address's unknown keys) is throttled
(429), so an agent retrying a revoked key never locks out the valid keys sent from its address.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import exceptions
from rest_framework.authentication import BaseAuthentication
from rest_framework.permissions import SAFE_METHODS, BasePermission
from rest_framework.request import Request
from rest_framework.throttling import SimpleRateThrottle

from runs.api.keys import KEY_PREFIX, api_key_authenticate
from runs.models.api_keys import ApiKey
from runs.roles import VIEWER, has_role
from runs.security.client import client_address


@dataclass(frozen=True)
class AgentPrincipal:
    """The caller behind an API key: an agent, not a person."""

    agent: str
    key_prefix: str
    is_authenticated: bool = True
    is_active: bool = True
    is_superuser: bool = False

    @property
    def pk(self) -> str:
        return f"key:{self.key_prefix}"


def agent_scope(request: Request) -> str | None:
    """The agent a request is confined to: the key's agent, or ``None`` for a human (every agent)."""
    user = request.user
    return user.agent if isinstance(user, AgentPrincipal) else None


def _prefix_of(raw: str) -> str | None:
    """The prefix of a well-formed key text (``aok_<prefix>_<secret>``), else ``None``."""
    prefix, sep, secret = raw.removeprefix(KEY_PREFIX).partition("_")
    well_formed = raw.startswith(KEY_PREFIX) and sep and secret and len(prefix) == 12 and prefix.isalnum()
    return prefix if well_formed else None


class FailedKeyCounter:
    """Failed key attempts in the shared cache, per (address, prefix) and per address for unknown keys.

    A well-formed key whose prefix exists (wrong secret, revoked) counts against its (address,
    prefix) pair only; anything else (malformed, unknown prefix) counts against the address's
    unknown keys. A locked pair or a locked address refuses only what it counted: a valid key
    sent from the same address still authenticates.
    """

    window = 60

    def __init__(self, address: str) -> None:
        self.address = address

    @staticmethod
    def limit() -> int:
        return int(settings.AGENTOPS["API_AUTH_FAILURES_PER_MINUTE"])

    def _key(self, prefix: str | None) -> str:
        # hashed like the login counters: no address in clear in the cache
        digest = hashlib.sha256(f"{self.address}\0{prefix or ''}".encode()).hexdigest()[:32]
        return f"agentops:api-auth-failures:{digest}"

    def locked(self, prefix: str | None) -> bool:
        return int(cache.get(self._key(prefix)) or 0) >= self.limit()

    def record(self, prefix: str | None) -> None:
        key = self._key(prefix)
        if not cache.add(key, 1, timeout=self.window):
            try:
                cache.incr(key)
            except ValueError:  # expired between add and incr
                cache.add(key, 1, timeout=self.window)


class ApiKeyAuthentication(BaseAuthentication):
    keyword = "Bearer"

    def authenticate(self, request: Request) -> tuple[AgentPrincipal, ApiKey] | None:
        header = request.META.get("HTTP_AUTHORIZATION", "")
        if not header:
            return None
        scheme, _, raw = header.partition(" ")
        if scheme.lower() != self.keyword.lower():  # a scheme is case-insensitive (RFC 9110 §11.1): "bearer" too
            return None
        raw = raw.strip()
        counter = FailedKeyCounter(client_address(request))
        prefix = _prefix_of(raw)
        known = prefix is not None and ApiKey.objects.filter(prefix=prefix).exists()
        bucket = prefix if known else None
        if counter.locked(bucket):
            what = "this key" if known else "unknown keys"
            raise exceptions.Throttled(
                wait=counter.window, detail=f"too many failed attempts with {what} from this address"
            )
        key = api_key_authenticate(raw=raw) if known else None
        if key is None:
            counter.record(bucket)
            raise exceptions.AuthenticationFailed("invalid or revoked API key", code="invalid_api_key")
        return AgentPrincipal(key.agent, key.prefix), key

    def authenticate_header(self, request: Request) -> str:
        return f'{self.keyword} realm="api"'


class ApiAccess(BasePermission):
    """Keys may read and write their agent's runs; humans need the viewer role and may only read."""

    message = "this API call needs an agent's API key (humans have read-only access)"

    def has_permission(self, request: Request, view: object) -> bool:
        user = request.user
        if isinstance(user, AgentPrincipal):
            return True
        if not has_role(user, VIEWER):
            self.message = "the viewer role is required"
            return False
        return request.method in SAFE_METHODS


class PeopleOnly(BasePermission):
    """People's API: reads need the viewer role, writes ``write_role`` (``None``: the view checks each action's
    role). API keys (agents) may do neither; a subclass names what is refused to them in ``message``."""

    message = "this API is for people: an agent's API key may not use it"
    write_role: str | None = None

    def has_permission(self, request: Request, view: object) -> bool:
        if isinstance(request.user, AgentPrincipal):
            return False
        role = self.write_role if self.write_role and request.method not in SAFE_METHODS else VIEWER
        if not has_role(request.user, role):
            self.message = f"the {role} role is required"
            return False
        return True


class CallerRateThrottle(SimpleRateThrottle):
    """Requests per key (or per user / address) and minute: ``AGENTOPS_API_RATE``."""

    scope = "api"

    def get_rate(self) -> str:
        return str(settings.AGENTOPS["API_RATE"])

    def get_cache_key(self, request: Request, view: object) -> str:
        user = request.user
        ident = user.pk if getattr(user, "is_authenticated", False) else client_address(request)
        return self.cache_format % {"scope": self.scope, "ident": ident}


class ApiKeyScheme(OpenApiAuthenticationExtension):
    """Documents :class:`ApiKeyAuthentication` in the OpenAPI schema."""

    target_class = ApiKeyAuthentication
    name = "ApiKey"

    def get_security_definition(self, auto_schema: object) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer", "description": "an agent's API key: aok_<prefix>_<secret>"}
