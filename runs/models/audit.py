"""The export audit: every journal export — who, when, what, why — recorded before it streams; the model
carries the ``unredacted_export`` permission."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class ExportAudit(models.Model):
    """One export: who ran it, when, over what, redacted or not, and (for unredacted) why."""

    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    actor_name = models.CharField(max_length=150)
    at = models.DateTimeField()
    redacted = models.BooleanField()
    reason = models.TextField(blank=True, default="")
    format = models.CharField(max_length=8)
    scope = models.JSONField(help_text="run id or the filters of the exported set")

    class Meta:
        permissions = [("unredacted_export", "Can export journal payloads without PII redaction")]
        indexes = [models.Index(fields=["-at"], name="export_audit_at")]

    def __str__(self) -> str:
        return f"{self.actor_name} {'redacted' if self.redacted else 'UNREDACTED'} {self.format} at {self.at}"
