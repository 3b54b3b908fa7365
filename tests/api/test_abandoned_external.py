"""An external run whose agent went away (RUNNING, lease expired, nobody comes back) can be moved:
the recovery sweep parks it RECOVERING once its lease expired ``AGENTOPS_EXTERNAL_ABANDON_SECONDS``
ago, an operator's *Recover now* does it at once, and the usual decisions apply (confirm, compensate,
dead-letter, bulk dead-letter). A returning agent takes the lease and goes on; the one that left is
fenced out. Before, "Recover now" was refused, bulk dead-letter selected none and the sweep skipped it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from datetime import timedelta

import pytest
from django.conf import settings as django_settings
from django.db import connection
from django.urls import reverse
from django.utils import timezone

from approvals.services import decide_execution
from runs.models import Event, Run, ToolExecution
from runs.roles import user_create
from runs.worker import housekeeping, recovery
from tests.api.conftest import error_code

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

EMAIL = {"to": "ops@example.com", "subject": "SLA breach", "body": "x"}


def _gone(run, seconds_ago: float) -> None:  # type: ignore[no-untyped-def]
    """The agent claimed step 0's email and died: its lease ran out ``seconds_ago``."""
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL).json()["status"] == "claimed"
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(seconds=seconds_ago))


def _types(run) -> list[str]:  # type: ignore[no-untyped-def]
    return list(Event.objects.filter(run_id=run.id).order_by("seq").values_list("type", flat=True))


def _operator(client):  # type: ignore[no-untyped-def]
    client.force_login(user_create(username="olga", role="operator", password="a-long-password-42"))
    return client


def test_the_sweep_leaves_a_lease_that_expired_recently_to_its_agent(run, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "EXTERNAL_ABANDON_SECONDS": 600}
    _gone(run, 5)
    before = _types(run)
    assert run.id not in recovery.sweep()
    row = Run.objects.get(id=run.id)
    assert row.status == "RUNNING" and row.lease_owner == "ext:tester" and _types(run) == before


def test_the_embedded_beat_parks_an_abandoned_external_run_and_the_usual_decisions_apply(run, settings, client):
    settings.AGENTOPS = {**settings.AGENTOPS, "EXTERNAL_ABANDON_SECONDS": 600}
    _gone(run, 601)
    housekeeping.run_once()  # the embedded default's beat: the recovery sweep among its jobs
    row = Run.objects.get(id=run.id)
    assert row.status == "RECOVERING" and row.lease_owner is None
    started = json.loads(Event.objects.get(run_id=run.id, type="RecoveryStarted").payload)
    assert started["previous_owner"] == "ext:tester" and "did not come back" in started["reason"]
    housekeeping.run_once()
    assert _types(run).count("RecoveryStarted") == 1, "parked once"
    # the process that left is fenced out for good
    late = run.post("tools/result/", {"step": 0, "call_index": 0, "result": {"success": True, "code": "sent"}})
    assert late.status_code == 409 and error_code(late) == "stale_fencing_token"
    # the recovery console lists the claimed email; the operator confirms it was sent
    assert b"send_email" in _operator(client).get(reverse("recovery")).content
    email = ToolExecution.objects.get(run_id=run.id, step=0, call_index=0)
    decide_execution(execution_id=email.id, actor="olga", decision="confirm", reason="in the relay log")
    run.acquire()  # the agent comes back: its claim is answered from the decision, nothing sent again
    again = run.claim(0, 0, "send_email", EMAIL)
    assert again.json()["status"] == "already_done" and again.json()["verdict"]["verified_by"] == "operator"


def test_an_operator_recovers_an_abandoned_external_run_now_then_dead_letters_it_in_bulk(run, client):
    _gone(run, 5)
    operator = _operator(client)
    preview = operator.get("/api/v1/bulk-jobs/preview/", {"action": "dead_letter", "agent": "ticket-external"})
    assert preview.status_code == 200 and preview.json()["count"] == 0, "RUNNING: nothing to dead-letter yet"
    recovered = operator.post(reverse("restart", args=[run.id]), {"reason": "the agent host was decommissioned"})
    assert recovered.status_code == 302, recovered.content.decode()[:500]
    row = Run.objects.get(id=run.id)
    assert row.status == "RECOVERING" and row.lease_owner is None
    started = json.loads(Event.objects.get(run_id=run.id, type="RecoveryStarted").payload)
    assert started["reason"] == "olga: the agent host was decommissioned"
    preview = operator.get("/api/v1/bulk-jobs/preview/", {"action": "dead_letter", "agent": "ticket-external"})
    assert preview.json()["count"] == 1 and preview.json()["sample"][0]["run_id"] == run.id


def test_recover_now_is_refused_while_the_agent_holds_a_live_lease(run, client):
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    before = _types(run)
    refused = _operator(client).post(reverse("restart", args=[run.id]), {"reason": "impatient"})
    assert refused.status_code == 409 and "ext:tester" in refused.content.decode()
    assert _types(run) == before and Run.objects.get(id=run.id).status == "RUNNING"


def test_a_returning_agent_goes_on_from_a_run_parked_with_no_call_in_doubt(run, client):
    assert run.sample(0, [{"name": "retrieve", "args": {"topic": "a"}, "call_id": "c"}]).status_code == 201
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(seconds=5))
    operator = _operator(client)
    done = operator.post(reverse("restart", args=[run.id]), {"reason": "gone"}, follow=True).content.decode()
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    # it said "decide its calls" of a run with none in doubt (probed): it says what moves it instead
    assert "no call is in doubt: it goes on if its agent takes the lease again, else dead-letter it" in done
    assert "decide its calls" not in done
    run.acquire()
    claimed = run.claim(0, 0, "retrieve", {"topic": "a"}, effect="read")
    assert claimed.status_code == 200 and claimed.json()["status"] == "claimed", claimed.json()
    result = run.post("tools/result/", {"step": 0, "call_index": 0, "result": {"success": True, "code": "ok"}})
    assert result.status_code == 201 and Run.objects.get(id=run.id).status == "RUNNING"


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_celery_worker_runs_the_sweep_that_parks_an_abandoned_external_run(run, tmp_path):
    """The production shape: Celery beat sends ``runs.tasks.recovery_sweep`` to the maintenance queue."""
    if connection.vendor != "postgresql" or not django_settings.REDIS_URL:
        pytest.skip("runs a Celery worker against PostgreSQL and Redis")
    import redis

    from agentops.celery import app
    from bench.chaos import database_url_for

    _gone(run, 601)
    redis.Redis.from_url(django_settings.REDIS_URL).delete("maintenance")
    env = {
        **os.environ,
        "DATABASE_URL": database_url_for(connection.settings_dict),
        "AGENTOPS_EXTERNAL_ABANDON_SECONDS": "600",
        "AGENTOPS_LOG_LEVEL": "WARNING",
    }
    cmd = [sys.executable, "-m", "celery", "-A", "agentops", "worker", "-P", "solo", "-Q", "maintenance"]
    cmd += ["--without-mingle", "--without-gossip", "--without-heartbeat", "-l", "WARNING"]
    with (tmp_path / "worker.log").open("w") as log:
        worker = subprocess.Popen(
            cmd, cwd=django_settings.BASE_DIR, env=env, start_new_session=True, stdout=log, stderr=log
        )
    try:
        app.send_task("runs.tasks.recovery_sweep")
        deadline = time.monotonic() + 60
        # parked, then the lease given back (a moment later, in the worker)
        while Run.objects.filter(id=run.id, status="RECOVERING", lease_owner__isnull=True).count() == 0:
            assert time.monotonic() < deadline, (tmp_path / "worker.log").read_text()[-2000:]
            time.sleep(0.1)
    finally:
        os.killpg(worker.pid, signal.SIGKILL)
        worker.wait(10)
    assert _types(run).count("RecoveryStarted") == 1


def test_the_console_offers_no_resume_for_an_external_run_in_recovering(run, client):
    """Found from outside (qa-ops4): the console's *Runs in RECOVERING* offered *Resume* on an API-driven run, which
    the server cannot resume — every click a 400 ("driven by an external agent, which the server cannot resume").
    The row says who moves it instead, as the bulk resume leaves such runs out."""
    _gone(run, 5)
    operator = _operator(client)
    assert operator.post(reverse("restart", args=[run.id]), {"reason": "host gone"}).status_code == 302
    page = operator.get(reverse("recovery")).content.decode()
    row = page[page.index(f'<tr id="run-{run.id}"') :]
    row = row[: row.index("</tr>")]
    assert reverse("resume", args=[run.id]) not in row
    assert "its agent resumes it when it takes the lease again" in row


def test_a_resume_posted_for_an_external_run_is_a_409_naming_who_moves_it_and_journals_nothing(run, client):
    """Found from outside (qa-ops4): *Resume* POSTed anyway for an API-driven run in RECOVERING (an old tab, a script)
    was a 400, the code of a bad request; the request is sound, the run's state refuses it — a 409, as *Start now*
    of a PENDING API-driven run is (docs/api.md's 409 row: the run's state)."""
    _gone(run, 5)
    operator = _operator(client)
    assert operator.post(reverse("restart", args=[run.id]), {"reason": "host gone"}).status_code == 302
    before = _types(run)
    refused = operator.post(reverse("resume", args=[run.id]), {"reason": "try it"})
    assert refused.status_code == 409, refused.status_code
    assert "driven by an external agent, which the server cannot resume" in refused.content.decode()
    assert _types(run) == before and Run.objects.get(id=run.id).status == "RECOVERING"
