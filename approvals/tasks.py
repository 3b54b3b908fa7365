"""Celery task: expire unanswered approval requests (``AGENTOPS_APPROVAL_TTL_SECONDS`` > 0)."""

from __future__ import annotations

from django.conf import settings

from agentops.celery import app
from approvals import services


@app.task
def expire_approvals() -> dict[str, str]:
    ttl = int(settings.AGENTOPS["APPROVAL_TTL_SECONDS"])
    if ttl <= 0:
        return {}
    return services.expire_requests(older_than=ttl, outcome=settings.AGENTOPS["APPROVAL_EXPIRY_OUTCOME"])
