"""Retry verification takes the run's lease as every operator decision does (``approvals.services._operator_lease``):
with its own secret, waiting for another operator's decision on the run, fenced.

Found by the fix-follow review (6 Dec 2026): it took the lease by the operator's name alone (``operator:<name>``, no
secret: a worker's way), which the same name takes again — the operator's second tab (a double submit) took the
lease over while the first request held it, and the first one's append, fenced out, left the view as a 500.
"""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Tool, ToolRegistry, Verdict, VerdictStatus
from approvals import services
from runs.journal import leases
from runs.models import Event, Run, ToolExecution
from runs.worker.engine import drive_run
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

VERIFIER = {"answer": VerdictStatus.FAILED}


def checked_agent() -> Agent:
    """One upload whose verifier answers what ``VERIFIER`` says (failed first: the run parks in RECOVERING)."""

    def upload(args, key):  # type: ignore[no-untyped-def]
        return {"success": True, "code": "accepted", "data": {"upload": args["name"]}}

    def verify(args, result, key):  # type: ignore[no-untyped-def]
        return Verdict(VERIFIER["answer"], "status_query", f"upload {args['name']}")

    def script(step, messages):  # type: ignore[no-untyped-def]
        if step == 0:
            return "upload", [ToolCall("upload", {"name": "report.pdf"}, "c0")]
        return "Upload requested.", []

    tool = Tool("upload", upload, effect=Effect.WRITE, dedupes=True, verify=verify)
    return Agent("checked", ScriptedModel("v1", script), ToolRegistry([tool]), "{ticket}{customer}{clock}{seed}")


@pytest.fixture
def failed_check(settings, monkeypatch) -> ToolExecution:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "checked": f"{__name__}:checked_agent"},
    }
    VERIFIER["answer"] = VerdictStatus.FAILED
    run_id = make_run("checked")
    drive_run(run_id)
    assert Run.objects.get(id=run_id).status == "RECOVERING"
    VERIFIER["answer"] = VerdictStatus.CONFIRMED  # the service is back: asked again, it confirms
    return ToolExecution.objects.get(run_id=run_id, status="VERIFICATION_FAILED")


def test_a_second_tab_while_the_first_holds_the_lease_is_refused_and_the_first_journals(
    failed_check, login, users, monkeypatch
):
    execution = failed_check
    monkeypatch.setattr(services, "OPERATOR_WAIT", 0.2)
    path = reverse("retry-verification", args=[execution.id])
    second_tab = Client()
    second_tab.force_login(users["operator"])
    acquire, second = leases.acquire, []

    def and_the_other_tab(run_id, owner, **kwargs):  # type: ignore[no-untyped-def]
        lease = acquire(run_id, owner, **kwargs)
        if owner == "operator:operator" and not second:  # the first request holds the lease: the second one comes
            second.append(None)
            second[0] = second_tab.post(path, {"reason": "the service is back"})
        return lease

    monkeypatch.setattr(leases, "acquire", and_the_other_tab)
    first = login("operator").post(path, {"reason": "the service is back"})
    assert first.status_code == 302, first.content.decode()[:500]
    refused = second[0]
    assert refused.status_code == 409 and "cannot decide now" in refused.content.decode()
    assert "leased by operator:operator" in refused.content.decode()
    types = list(Event.objects.filter(run_id=execution.run_id).order_by("seq").values_list("type", flat=True))
    assert types.count("ToolVerified") == 1
    assert ToolExecution.objects.get(id=execution.id).status == "CONFIRMED"
    run = Run.objects.get(id=execution.run_id)
    assert run.lease_owner is None  # given back


def test_a_worker_driving_the_run_is_not_overridden(failed_check, login):
    execution = failed_check
    worker = leases.acquire(execution.run_id, "worker:busy:1")
    answer = login("operator").post(reverse("retry-verification", args=[execution.id]), {"reason": "again"})
    assert answer.status_code == 409 and "a worker is driving the run" in answer.content.decode()
    assert ToolExecution.objects.get(id=execution.id).status == "VERIFICATION_FAILED"
    assert Run.objects.get(id=execution.run_id).fencing_token == worker.fence.token
