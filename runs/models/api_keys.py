"""API keys of external agents: one key, one agent; the secret is stored only as an HMAC."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class ApiKey(models.Model):
    """A per-agent API key. ``secret_hash`` is HMAC-SHA256(SECRET_KEY, secret); the secret itself is never stored."""

    agent = models.CharField(max_length=100, db_index=True, help_text="the only agent whose runs this key may touch")
    name = models.CharField(max_length=200, blank=True, default="", help_text="what the key is for")
    prefix = models.CharField(max_length=16, unique=True, help_text="public part, shown in lists and logs")
    secret_hash = models.CharField(max_length=64)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    revoked = models.BooleanField(default=False)
    revoked_at = models.DateTimeField(null=True, blank=True)
    last_used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "API key"

    def __str__(self) -> str:
        return f"{self.prefix}… ({self.agent}{', revoked' if self.revoked else ''})"
