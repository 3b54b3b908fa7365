"""Factories for engine tests on the real database."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from runs.models import Run
from runs.services import run_create


def make_run(agent: str = "ticket", n: int = 1, seed: int = 7) -> str:
    """A recorded, not yet driven run of ``agent``."""
    inputs = {"ticket": f"T-{n}", "customer": "ACME", "task": "Resolve the ticket."}
    if agent == "billing":
        inputs = {"invoice": f"INV-{n}", "amount": 1250, "currency": "EUR", "customer": "ACME"}
    run, _ = run_create(agent=agent, inputs=inputs, seed=seed, start=False)
    return run.id


def orphan(run_id: str, owner: str = "worker:dead:1") -> None:
    """Make ``run_id`` look like its worker died holding the lease."""
    Run.objects.filter(id=run_id).update(lease_owner=owner, lease_expires_at=timezone.now() - timedelta(seconds=5))
