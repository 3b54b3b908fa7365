"""API authentication and permissions: per-agent API keys for clients, the dashboard session for humans.

A key (``Authorization: Bearer aok_…``) is scoped to one agent: it reads and writes only that
agent's runs. A human (session) needs the ``viewer`` role and can only read through the API.
Failed key attempts are counted per client address; past the limit the address is throttled (429).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import exceptions
from rest_framework.authentication import BaseAuthentication
from rest_framework.permissions import SAFE_METHODS, BasePermission
from rest_framework.request import Request
from rest_framework.throttling import SimpleRateThrottle

from runs.api.keys import api_key_authenticate
from runs.models.api_keys import ApiKey
from runs.roles import VIEWER, has_role


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


def _client_ip(request: Request) -> str:
    return str(request.META.get("REMOTE_ADDR", "unknown"))


class ApiKeyAuthentication(BaseAuthentication):
    keyword = "Bearer"

    def authenticate(self, request: Request) -> tuple[AgentPrincipal, ApiKey] | None:
        header = request.META.get("HTTP_AUTHORIZATION", "")
        if not header:
            return None
        scheme, _, raw = header.partition(" ")
        if scheme != self.keyword:
            return None
        failures_key = f"agentops:api-auth-failures:{_client_ip(request)}"
        limit = int(settings.AGENTOPS["API_AUTH_FAILURES_PER_MINUTE"])
        if (cache.get(failures_key) or 0) >= limit:
            raise exceptions.Throttled(wait=60, detail="too many failed API key attempts from this address")
        key = api_key_authenticate(raw=raw.strip())
        if key is None:
            cache.add(failures_key, 0, timeout=60)
            try:
                cache.incr(failures_key)
            except ValueError:
                cache.set(failures_key, 1, timeout=60)
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


class CallerRateThrottle(SimpleRateThrottle):
    """Requests per key (or per user / address) and minute: ``AGENTOPS_API_RATE``."""

    scope = "api"

    def get_rate(self) -> str:
        return str(settings.AGENTOPS["API_RATE"])

    def get_cache_key(self, request: Request, view: object) -> str:
        user = request.user
        ident = user.pk if getattr(user, "is_authenticated", False) else self.get_ident(request)
        return self.cache_format % {"scope": self.scope, "ident": ident}


class ApiKeyScheme(OpenApiAuthenticationExtension):
    """Documents :class:`ApiKeyAuthentication` in the OpenAPI schema."""

    target_class = ApiKeyAuthentication
    name = "ApiKey"

    def get_security_definition(self, auto_schema: object) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer", "description": "an agent's API key: aok_<prefix>_<secret>"}
