"""Which runs are stuck: nothing will move them without someone noticing. Reads only.

Five ways, each run in at most one (so the counts add up):

* ``expired`` — a non-terminal run whose lease expired: its worker died or hangs (the recovery sweep
  takes it over on its next pass; an operator can do it now);
* ``pending`` — created, no lease, and not started after ``AGENTOPS_STUCK_PENDING_SECONDS``;
* ``silent`` — RUNNING, lease not expired (or none), and no event for ``AGENTOPS_STUCK_SILENT_MINUTES``;
* ``failed`` — FAILED, waiting for its automatic retry (``next_retry_at``) or for an operator's Retry;
* ``client`` — an external run a human decided for (its held or in-doubt call) whose client has not come back
  for it after ``AGENTOPS_STUCK_PENDING_SECONDS``: no worker drives it and the abandonment sweep parks only
  PENDING or RUNNING runs, so only an operator's dead letter ends it if its agent is gone.

Read by the Stuck page and the navigation's count (``runs.dashboard.needs_action``) and by the notifier.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db.models import Q, QuerySet
from django.utils import timezone

from agentops.core.states import TERMINAL_RUN, RunStatus
from runs.models import Run
from runs.worker.recovery import decided_not_driven
from runs.worker.registry import external_agents

LIVE_STATUSES = [str(s) for s in RunStatus if s not in TERMINAL_RUN]

KINDS = {
    "expired": "lease expired",
    "pending": "not started",
    "silent": "no event",
    "failed": "failed, waiting for a retry",
    "client": "decided, its client has not come back",
}
#: The kinds nothing automatic ends, told on the notification channels (``approvals.notify.collect``): an expired lease
#: is taken over by the recovery sweep (an external run's, parked RECOVERING, is told as in doubt) and a failed run is
#: told as failed when no retry is scheduled.
TOLD = ("pending", "silent", "client")


@dataclass(frozen=True)
class Windows:
    """The moment of one read and the settings' thresholds, as cut-off times."""

    now: datetime
    pending_seconds: int
    silent_minutes: int

    @classmethod
    def at(cls, now: datetime | None = None) -> Windows:
        return cls(
            now=now or timezone.now(),
            pending_seconds=int(settings.AGENTOPS.get("STUCK_PENDING_SECONDS", 120)),
            silent_minutes=int(settings.AGENTOPS.get("STUCK_SILENT_MINUTES", 10)),
        )

    @property
    def pending_before(self) -> datetime:
        return self.now - timedelta(seconds=self.pending_seconds)

    @property
    def silent_before(self) -> datetime:
        return self.now - timedelta(minutes=self.silent_minutes)


def stuck_queries(w: Windows) -> dict[str, QuerySet[Run]]:
    """One queryset per kind, oldest first (ordered by the column its index ends with)."""
    lease_live = Q(lease_owner__isnull=True) | Q(lease_expires_at__gte=w.now)
    return {
        "expired": Run.objects.filter(
            status__in=LIVE_STATUSES, lease_owner__isnull=False, lease_expires_at__lt=w.now
        ).order_by("lease_expires_at"),
        "pending": Run.objects.filter(
            lease_live, status=RunStatus.PENDING, last_event_at__lt=w.pending_before
        ).order_by("last_event_at"),
        "silent": Run.objects.filter(lease_live, status=RunStatus.RUNNING, last_event_at__lt=w.silent_before).order_by(
            "last_event_at"
        ),
        "failed": Run.objects.filter(status=RunStatus.FAILED).order_by("last_event_at"),
        "client": Run.objects.filter(
            decided_not_driven(),
            agent__in=external_agents(),
            lease_owner__isnull=True,
            last_event_at__lt=w.pending_before,
        ).order_by("last_event_at"),
    }
