"""Factories for engine tests on the real database."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

from django.utils import timezone

from agentops.core.errors import ModelError
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import ToolRegistry
from agentops.demo import ticket
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


def flaky_agent() -> Agent:
    """Step 1's model call fails ``FLAKY_FAILURES`` times (counted in ``FLAKY_FILE``, across processes)."""
    count_file = Path(os.environ["FLAKY_FILE"])

    def script(step, messages):
        if step == 1:
            failed = len(count_file.read_text()) if count_file.exists() else 0
            if failed < int(os.environ.get("FLAKY_FAILURES", "2")):
                with count_file.open("a") as fh:
                    fh.write("x")
                raise ModelError("gateway timeout", retryable=os.environ.get("FLAKY_PERMANENT") != "1")
        if step < 2:
            return "look it up", [ToolCall("retrieve", {"topic": f"policy {step}"}, f"c{step}")]
        return "Nothing to send; the policy answers the question.", []

    return Agent(
        "flaky", ScriptedModel("flaky-v1", script), ToolRegistry([ticket.retrieve_tool()]), "{task}{clock}{seed}"
    )
