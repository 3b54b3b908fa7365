"""Raw-access grants: the record that one person saw one run's payloads unredacted, why, and until when."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class RawAccessGrant(models.Model):
    """One per-run, reason-required, expiring permission to see raw payloads; the row is the audit record."""

    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    actor_name = models.CharField(max_length=150)
    run_id = models.CharField(max_length=40, db_index=True)
    reason = models.TextField()
    granted_at = models.DateTimeField()
    expires_at = models.DateTimeField()
    #: The row of the grant this one was opened under: a grant opened on a fork or a continuation reveals
    #: the runs above it too, one row each, linked to the row of the run it was opened on (null there).
    revealed_by = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.PROTECT, related_name="reveals", db_index=True
    )

    class Meta:
        indexes = [models.Index(fields=["actor", "expires_at"], name="raw_grant_actor_expiry")]

    def __str__(self) -> str:
        return f"{self.actor_name} raw {self.run_id} until {self.expires_at:%Y-%m-%d %H:%M}"
