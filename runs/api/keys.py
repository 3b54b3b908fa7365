"""API keys: create (the secret is shown once), authenticate, revoke.

A key reads ``aok_<prefix>_<secret>``. The prefix finds the row; the secret is compared as an
HMAC-SHA256 keyed with ``SECRET_KEY`` in constant time, so a database leak reveals no usable key.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.utils import timezone

from agentops.core.errors import AgentOpsError
from runs.models.api_keys import ApiKey
from runs.worker.registry import load_agent_kind

KEY_PREFIX = "aok_"
#: ``last_used_at`` is written at most this often per key (a write per request would serialise clients).
_TOUCH_EVERY = timedelta(seconds=60)


def _digest(secret: str) -> str:
    return hmac.new(settings.SECRET_KEY.encode(), secret.encode(), hashlib.sha256).hexdigest()


class InvalidKeyName(AgentOpsError):
    code = "invalid_key_name"


def api_key_create(*, agent: str, name: str = "", created_by: Any = None) -> tuple[ApiKey, str]:
    """Create a key for ``agent`` (a registered agent) and return it with the full key text, shown only now.
    A name the column cannot hold (too long, a NUL) is InvalidKeyName, nothing created."""
    load_agent_kind(agent)
    longest = ApiKey._meta.get_field("name").max_length
    if len(name) > longest or "\x00" in name:
        raise InvalidKeyName(f"a key's name is at most {longest} characters, without NUL (got {len(name)})")
    prefix, secret = secrets.token_hex(6), secrets.token_urlsafe(32)
    key = ApiKey.objects.create(
        agent=agent, name=name, prefix=prefix, secret_hash=_digest(secret), created_by=created_by
    )
    return key, f"{KEY_PREFIX}{prefix}_{secret}"


def api_key_authenticate(*, raw: str) -> ApiKey | None:
    """The live key that ``raw`` is, or ``None`` (malformed, unknown, wrong secret or revoked)."""
    if not raw.startswith(KEY_PREFIX):
        return None
    prefix, sep, secret = raw[len(KEY_PREFIX) :].partition("_")
    if not sep or not secret or len(prefix) != 12:
        return None
    key = ApiKey.objects.filter(prefix=prefix, revoked=False).first()
    if key is None or not hmac.compare_digest(key.secret_hash, _digest(secret)):
        return None
    now = timezone.now()
    if key.last_used_at is None or now - key.last_used_at > _TOUCH_EVERY:
        ApiKey.objects.filter(pk=key.pk).update(last_used_at=now)
    return key


def api_key_revoke(*, prefix: str) -> bool:
    """Revoke the key with ``prefix``; returns whether a live key was revoked."""
    return ApiKey.objects.filter(prefix=prefix, revoked=False).update(revoked=True, revoked_at=timezone.now()) == 1
