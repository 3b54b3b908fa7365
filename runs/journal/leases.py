"""Run leases with fencing tokens (SPEC pitfall 7).

A lease is taken by one conditional UPDATE that also increments the run's fencing token; every
append and every tool execution re-checks that token, so a worker that lost its lease (paused,
partitioned, or simply slow) can neither write the journal nor cause a side effect.
"""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from agentops.core.errors import LeaseUnavailable, StaleLease
from agentops.core.states import FINAL_RUN
from runs import models


@dataclass(frozen=True)
class Fence:
    """Who may write: the lease owner and the fencing token it was given."""

    owner: str
    token: int


def lease_seconds() -> int:
    return int(settings.AGENTOPS["LEASE_SECONDS"])


@dataclass(frozen=True)
class Lease:
    run_id: str
    fence: Fence
    head_seq: int


def worker_id(prefix: str = "worker") -> str:
    """A lease owner name that tells an operator which process holds the run."""
    return f"{prefix}:{socket.gethostname()}:{os.getpid()}"


def acquire(run_id: str, owner: str, *, seconds: int | None = None) -> Lease:
    """Take the lease if it is free, expired or already ours; raise LeaseUnavailable otherwise."""
    now = timezone.now()
    with transaction.atomic():
        free = Q(lease_owner__isnull=True) | Q(lease_expires_at__lt=now) | Q(lease_owner=owner)
        taken = (
            models.Run.objects.filter(free, id=run_id)
            .exclude(status__in=[str(s) for s in FINAL_RUN])
            .update(
                lease_owner=owner,
                lease_expires_at=now + timedelta(seconds=seconds or lease_seconds()),
                fencing_token=F("fencing_token") + 1,
            )
        )
        row = (
            models.Run.objects.filter(id=run_id)
            .values("fencing_token", "last_seq", "lease_owner", "lease_expires_at", "status")
            .first()
        )
    if row is None:
        raise models.Run.DoesNotExist(f"unknown run {run_id}")
    if taken != 1:
        if row["status"] in FINAL_RUN:
            raise LeaseUnavailable(f"run {run_id} is {row['status']}: nothing left to drive")
        raise LeaseUnavailable(
            f"run {run_id} is leased by {row['lease_owner']} until {row['lease_expires_at']:%H:%M:%S} UTC"
        )
    return Lease(run_id, Fence(owner, row["fencing_token"]), row["last_seq"])


def renew(run_id: str, fence: Fence, *, seconds: int | None = None) -> None:
    """Extend the lease; StaleLease if the token is no longer current."""
    expires = timezone.now() + timedelta(seconds=seconds or lease_seconds())
    updated = models.Run.objects.filter(id=run_id, fencing_token=fence.token, lease_owner=fence.owner).update(
        lease_expires_at=expires
    )
    if updated != 1:
        current = models.Run.objects.filter(id=run_id).values_list("fencing_token", flat=True).first()
        raise StaleLease(run_id, fence.token, current)


def release(run_id: str, fence: Fence) -> bool:
    """Give the lease up (only if it is still ours); returns whether it was."""
    return (
        models.Run.objects.filter(id=run_id, fencing_token=fence.token, lease_owner=fence.owner).update(
            lease_owner=None, lease_expires_at=None
        )
        == 1
    )


def expire(run_id: str, owner: str) -> bool:
    """End ``owner``'s lease now: for a supervisor that saw that worker die (SIGKILL, OOM kill).

    The next acquire still takes a new fencing token, so a worker wrongly declared dead stays fenced out.
    """
    past = timezone.now() - timedelta(microseconds=1)
    return models.Run.objects.filter(id=run_id, lease_owner=owner).update(lease_expires_at=past) == 1
