"""Bulk fixtures: users per role (the dashboard's), held payments, failed runs; decisions do not drive runs."""

from __future__ import annotations

import pytest

from runs.models import Run
from runs.roles import APPROVER, OPERATOR
from runs.services import run_create
from tests.dashboard.conftest import (  # noqa: F401  (fixtures)
    asgi_server,
    browser_context_args,
    browser_type_launch_args,
    login,
    make_user,
    users,
    waiting_payment,
)

FLAKY = "tests.runs.factories:flaky_agent"


@pytest.fixture(autouse=True)
def _decisions_only(monkeypatch):
    """Approved or retried runs are not driven on: these tests are about the decisions."""
    monkeypatch.setenv("AGENTOPS_WORKER", "none")


@pytest.fixture
def payments(db):
    def make(n: int, prefix: str = "INV") -> list[Run]:
        return [waiting_payment(f"{prefix}-{i}") for i in range(n)]

    return make


@pytest.fixture
def failed_runs(db, settings, monkeypatch, tmp_path):
    """Runs that failed for good (a permanent model error) and wait for an operator's retry."""
    monkeypatch.setenv("FLAKY_FILE", str(tmp_path / "failures"))
    monkeypatch.setenv("FLAKY_PERMANENT", "1")
    monkeypatch.setenv("FLAKY_FAILURES", "1000")
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**settings.AGENTOPS["AGENTS"], "flaky": FLAKY}}

    def make(n: int, **inputs: str) -> list[Run]:
        from runs.worker.engine import drive_run

        runs = []
        for i in range(n):
            run, _ = run_create(agent="flaky", inputs={"task": f"t{i}", **inputs}, seed=i, start=False)
            drive_run(run.id)
            runs.append(Run.objects.get(id=run.id))
        assert {r.status for r in runs} == {"FAILED"}
        return runs

    return make


@pytest.fixture(autouse=True)
def _job_actors(request):
    """The people the jobs of these tests are made by, with their roles (a job checks its actor's role as it goes):
    ann and bob approve and operate, oli operates."""
    if request.node.get_closest_marker("django_db") is None:
        return
    for name, roles in (("ann", (APPROVER, OPERATOR)), ("bob", (APPROVER, OPERATOR)), ("oli", (OPERATOR,))):
        make_user(name, *roles)


def previewed(runs=None, action: str = "approve", selection=None) -> str:
    """The fingerprint the preview shows for ``action`` over ``runs`` (every run by default): what a create sends
    back (an approve must)."""
    from approvals.bulk import selectors

    chosen = selection or selectors.ANY_CALL
    found = selectors.preview(
        action=selectors.parse_action(action), runs=Run.objects.all() if runs is None else runs, selection=chosen
    )
    return found.fingerprint
