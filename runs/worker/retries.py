"""Automatic retries of failed runs, the same in every worker mode (Celery, thread, eager).

The decision is journaled: a retryable ``RunFailed`` carries ``retry_in`` and the run row keeps the
moment it is due (``next_retry_at``, projected by the append). After a drive fails, the worker
enqueues the run again with that countdown (``runs.worker.dispatch``, ``runs.tasks``); the recovery
sweep enqueues every run whose retry is due, so a retry lost with its process (a thread-mode timer,
a purged broker) still happens. A drive of a FAILED run whose retry is not due does nothing, so a
second copy never skips the backoff.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.utils import timezone

from agentops.core.loop import Outcome
from agentops.core.states import RunStatus
from runs.models import Run
from runs.worker.registry import external_agents


def retry_after(run_id: str, outcome: Outcome | None, *, now: datetime | None = None) -> float | None:
    """Seconds until the automatic retry of a drive that ended in ``outcome`` (0 = now); None if none."""
    if outcome is not Outcome.FAILED:
        return None
    due = Run.objects.filter(id=run_id, status=RunStatus.FAILED).values_list("next_retry_at", flat=True).first()
    if due is None:
        return None
    return max(0.0, (due - (now or timezone.now())).total_seconds())


#: A retry that arrives this much early (the clocks of two machines) counts as due.
EARLY_GRACE = timedelta(seconds=1)


def retry_deadline(now: datetime | None = None) -> datetime:
    """A FAILED run's automatic retry due by this moment may be driven now (the early grace included)."""
    return (now or timezone.now()) + EARLY_GRACE


def retry_not_due(status: str, next_retry_at: datetime | None, *, now: datetime | None = None) -> bool:
    """Whether an automatic drive of a run in this state must wait (FAILED and its retry not due yet)."""
    if status != RunStatus.FAILED:
        return False
    return next_retry_at is None or next_retry_at > retry_deadline(now)


def due_retries(*, now: datetime | None = None, limit: int = 100) -> list[str]:
    """FAILED runs whose automatic retry is due, oldest first (server-driven agents only)."""
    return list(
        Run.objects.filter(status=RunStatus.FAILED, next_retry_at__lte=now or timezone.now())
        .exclude(agent__in=external_agents())
        .order_by("next_retry_at")
        .values_list("id", flat=True)[:limit]
    )
