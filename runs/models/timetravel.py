"""Reports of dry replays and what-ifs: kept beside the recorded run, never written into its journal."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class ReportKind(models.TextChoices):
    DRY_REPLAY = "dry_replay"
    WHAT_IF = "what_if"


class ReplayReport(models.Model):
    """One dry replay or what-if of a recorded run: its parameters, totals and the step-by-step report."""

    run = models.ForeignKey("runs.Run", on_delete=models.CASCADE, related_name="replay_reports")
    kind = models.CharField(max_length=16, choices=ReportKind.choices)
    from_step = models.IntegerField(default=0)
    params = models.JSONField(default=dict, blank=True)
    report = models.JSONField(default=dict, blank=True)
    divergences = models.IntegerField(default=0)
    model_calls = models.IntegerField(default=0)
    tokens = models.IntegerField(default=0)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(auto_now_add=True)
    #: a what-if form's one-time key: sending it again answers with this report, the model not asked again
    request_key = models.CharField(max_length=64, null=True, blank=True, unique=True)

    class Meta:
        indexes = [models.Index(fields=["run", "-created_at"], name="replay_report_run")]

    def __str__(self) -> str:
        return f"{self.kind} of {self.run_id} ({self.divergences} divergences)"
