"""Celery tasks: expire unanswered approval requests (``AGENTOPS_APPROVAL_TTL_SECONDS`` > 0), execute and sweep bulk jobs, send notifications."""

from __future__ import annotations

from django.conf import settings

from agentops.celery import app
from approvals import services
from approvals.bulk import services as bulk
from approvals.notify import deliver


@app.task
def expire_approvals() -> dict[str, str]:
    ttl = int(settings.AGENTOPS["APPROVAL_TTL_SECONDS"])
    if ttl <= 0:
        return {}
    return services.expire_requests(older_than=ttl, outcome=settings.AGENTOPS["APPROVAL_EXPIRY_OUTCOME"])


@app.task(acks_late=True, reject_on_worker_lost=True)
def run_bulk(job_id: int) -> str:
    """Execute a bulk job (its lease decides who executes; a redelivered message finds it held or done)."""
    return bulk.execute_job(job_id)


@app.task
def bulk_sweep() -> dict[int, str]:
    """Hand unfinished bulk jobs whose executor died (lease expired) to an executor again."""
    return bulk.sweep_jobs()


@app.task
def notify() -> dict[str, object]:
    """Tell people about runs that need a human (email, webhook, Slack; batched per channel and window)."""
    return deliver.run()
