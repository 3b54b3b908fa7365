"""A worker SIGKILLed right after the repair sample's commit: the resume reads the repair back from the
journal (no second model call, no extra tokens) and completes with the repaired reply."""

from __future__ import annotations

import json
import signal

import pytest

from agentops.core.events import EventType
from agentops.core.loop import REPLY_REPAIR
from agentops.demo.ticket import ticket_inputs
from runs.models import Event, Run
from runs.services import run_create
from tests.runs.test_crash_points import Worker, journal_shape, wait_for_lease_expiry

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

MENDER = "mender=tests.claims.test_claims_second_opinion:mender_agent"


@pytest.fixture
def mender(settings):
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "mender": MENDER.partition("=")[2]},
    }


def _run() -> str:
    return run_create(agent="mender", inputs=ticket_inputs(1), seed=7, start=False)[0].id


def test_sigkill_after_the_repair_sample_resumes_without_a_second_model_call(mender, tmp_path) -> None:
    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("crash tests run worker processes against PostgreSQL")
    worker = Worker(tmp_path)
    worker.env["AGENTOPS_EXTRA_AGENTS"] = MENDER

    clean = _run()
    assert worker.run(clean, "clean").returncode == 0
    crashed = _run()
    killed = worker.run(crashed, "crashed", crash_at="after_reply_sample:1")
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    # the repair is journaled, the reply is not
    kinds = list(Event.objects.filter(run_id=crashed).order_by("seq").values_list("type", flat=True))
    assert kinds[-1] == EventType.LLM_SAMPLED and EventType.RUN_COMPLETED not in kinds
    wait_for_lease_expiry(crashed)
    resumed = worker.run(crashed, "crashed")
    assert resumed.returncode == 0, resumed.stderr

    # one call per step and one repair, as without the crash (ScriptedModel counts the repair as step 2)
    assert [s for _, s in worker.model_calls("crashed")] == [s for _, s in worker.model_calls("clean")] == [0, 1, 2]
    a, b = Run.objects.get(id=clean), Run.objects.get(id=crashed)
    assert (
        (b.status, b.tokens_used, b.steps_used)
        == (a.status, a.tokens_used, a.steps_used)
        == ("COMPLETED", a.tokens_used, 2)
    )
    completed = json.loads(Event.objects.get(run_id=crashed, type=EventType.RUN_COMPLETED).payload)
    assert completed["repair"]["status"] == "repaired" and not b.has_flagged_claim
    purposes = [
        json.loads(p).get("purpose")
        for p in Event.objects.filter(run_id=crashed, type="LlmSampled").values_list("payload", flat=True)
    ]
    assert purposes.count(REPLY_REPAIR) == 1
    assert journal_shape(crashed) == journal_shape(clean)
