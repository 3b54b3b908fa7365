"""Which runs are stuck: nothing will move them without someone noticing. Reads only.

Five ways, each run in at most one (so the counts add up):

* ``expired`` — a non-terminal run whose lease expired: its worker died or hangs (the recovery sweep
  takes it over on its next pass; an operator can do it now; told when the sweep has not, :meth:`Windows.overdue`);
* ``pending`` — created, no lease, and not started after ``AGENTOPS_STUCK_PENDING_SECONDS``;
* ``silent`` — RUNNING, lease not expired (or none), and no event for ``AGENTOPS_STUCK_SILENT_MINUTES``;
* ``failed`` — FAILED, waiting for its automatic retry (``next_retry_at``) or for an operator's Retry;
* ``client`` — an external run a human decided for (its held or in-doubt call) whose client has not come back
  for it after ``AGENTOPS_STUCK_PENDING_SECONDS``: no worker drives it; a WAITING_MANUAL_CONFIRM one (its held
  calls answered) is parked RECOVERING by the abandonment sweep once silent ``AGENTOPS_EXTERNAL_ABANDON_SECONDS``
  (``recovery.abandoned_external``), and an operator's dead letter (``manage.py dead_letter_run``) ends either.

Read by the Stuck page and the navigation's count (``runs.dashboard.needs_action``) and by the notifier.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db.models import Q, QuerySet

from agentops.core.states import TERMINAL_RUN, RunStatus
from runs.journal.store import db_now
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
#: The kinds told on the notification channels (``approvals.notify.collect``, read by :func:`told_queries`): those
#: nothing automatic ends, an expired lease the recovery sweep should have taken over by now (:meth:`Windows.
#: overdue`: the sweep is failing or not running), and an external run's retry its agent has not come back for
#: (:meth:`Windows.retry_overdue`). A failed run is told as failed when no retry is scheduled.
TOLD = ("expired", "pending", "silent", "failed", "client")


#: What moving a stuck run on now does (``approvals.services.restart_stuck_run``), by the name its form sends.
RESTART_ACTIONS = {"recover": "Recover now", "start": "Start now", "retry": "Retry now"}


def restart_action(run: Run) -> str:
    """What :func:`approvals.services.restart_stuck_run` does to ``run`` as it is now: a key of
    :data:`RESTART_ACTIONS`, or ``resume`` (a RECOVERING run nobody holds: no row offers it). The row's button is
    named by it and its form sends it; a run that calls for another by the time it arrives was moved meanwhile."""
    external = run.agent in external_agents()
    if run.status == RunStatus.FAILED:
        return "retry"
    if not external and run.lease_owner is None and run.status == RunStatus.RECOVERING:
        return "resume"
    if not external and run.lease_owner is None and run.status == RunStatus.PENDING:
        return "start"
    return "recover"


@dataclass(frozen=True)
class Windows:
    """The moment of one read and the settings' thresholds, as cut-off times."""

    now: datetime
    pending_seconds: int
    silent_minutes: int
    sweep_seconds: int
    abandon_seconds: int

    @classmethod
    def at(cls, now: datetime | None = None) -> Windows:
        """The windows at ``now``, else by the database's clock: the leases' expiries are its times."""
        return cls(
            now=now or db_now(),
            pending_seconds=int(settings.AGENTOPS.get("STUCK_PENDING_SECONDS", 120)),
            silent_minutes=int(settings.AGENTOPS.get("STUCK_SILENT_MINUTES", 10)),
            sweep_seconds=int(settings.CELERY_BEAT_SCHEDULE.get("recovery-sweep", {}).get("schedule", 15)),
            abandon_seconds=int(settings.AGENTOPS.get("EXTERNAL_ABANDON_SECONDS", 600)),
        )

    def overdue(self) -> Q:
        """Runs whose expired lease the recovery sweep should have cleared by now: a server-driven run's taken over
        by the next sweep (a grace of ``AGENTOPS_STUCK_PENDING_SECONDS``, at least two sweeps, past its expiry), an
        external run's parked as abandoned (``AGENTOPS_EXTERNAL_ABANDON_SECONDS`` and the grace past its expiry;
        never with 0: its agent's to come back for)."""
        grace = timedelta(seconds=max(self.pending_seconds, 2 * self.sweep_seconds))
        external = external_agents()
        late = ~Q(agent__in=external) & Q(lease_expires_at__lt=self.now - grace)
        if self.abandon_seconds > 0:
            abandoned = self.now - grace - timedelta(seconds=self.abandon_seconds)
            late |= Q(agent__in=external, lease_expires_at__lt=abandoned)
        return late

    def retry_overdue(self) -> Q:
        """External runs FAILED whose automatic retry their agent has not come back for, a grace (as :meth:`overdue`'s)
        after it was due, their lease free or expired: nothing else retries them — the sweep's retries are the server's
        agents' (``runs.worker.retries.due_retries``) and the abandonment sweep parks only PENDING or RUNNING runs."""
        grace = timedelta(seconds=max(self.pending_seconds, 2 * self.sweep_seconds))
        gone = Q(lease_owner__isnull=True) | Q(lease_expires_at__lt=self.now)
        return gone & Q(agent__in=external_agents(), next_retry_at__lt=self.now - grace)

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


def told_queries(w: Windows) -> dict[str, QuerySet[Run]]:
    """The :data:`TOLD` kinds as the notifier reads them: an expired lease only once :meth:`Windows.overdue`, and not
    a run parked RECOVERING (told as in doubt); a failed run only when it is an external run whose retry is overdue
    (:meth:`Windows.retry_overdue`: one failed for good is told as failed, a server-driven one's retry is the sweep's)."""
    stuck = stuck_queries(w)
    overdue = stuck["expired"].filter(w.overdue()).exclude(status=RunStatus.RECOVERING)
    return {kind: stuck[kind] for kind in TOLD} | {
        "expired": overdue,
        "failed": stuck["failed"].filter(w.retry_overdue()),
    }
