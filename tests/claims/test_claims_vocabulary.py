"""One vocabulary for a run's replies: the pre-flight and an operator's rewrite read the agent's registered tools, as
the in-process reply hook does (they read the tools the run happened to call: a verb known only from a registered
tool it never called was a claim at completion and none in the pre-flight)."""

from __future__ import annotations

import dataclasses

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import ToolRegistry
from agentops.demo import ticket
from runs.api.keys import api_key_create
from runs.models import Claim, Event, Reply

from .factories import started, user_with

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

REPLY = "Geofenced."


def _script(step: int, messages: list[dict]) -> tuple[str, list[ToolCall]]:
    if step == 0:
        return "Look the van up.", [ToolCall("retrieve", {"topic": "van 7"}, "call_0_0")]
    return REPLY, []


def fleet_agent() -> Agent:
    """Looks a van up, then says it geofenced it: ``geofence_vehicle`` is registered, never called."""
    retrieve = ticket.retrieve_tool()
    email = ticket.email_tool(ticket.MemoryEmailSink())
    geofence = dataclasses.replace(email, name="geofence_vehicle", description="Geofence a delivery van.")
    return Agent(
        name="fleet",
        model=ScriptedModel("scripted-fleet-v1", _script),
        tools=ToolRegistry([retrieve, geofence]),
        template="Fleet agent for {ticket}. Clock {clock}, seed {seed}.",
    )


@pytest.fixture
def held(settings):
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "fleet": f"{__name__}:fleet_agent"},
        "CLAIMS": {"DEFAULT_POLICY": "flag", "POLICY": {"fleet": "hold"}, "TOOL_KINDS": {}},
    }
    run = started("fleet", 3)
    assert Reply.objects.get(run=run).status == "HELD"  # the hook read "Geofenced." as an unbacked claim
    return run


def test_the_preflight_reads_the_reply_as_the_hook_did(held) -> None:
    hook = [(c.phrase, c.kind, c.classification) for c in Claim.objects.filter(run=held).order_by("position")]
    assert [phrase for phrase, _, _ in hook] == ["Geofenced"]
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='fleet', name='t')[1]}")
    body = api.post(f"/api/v1/runs/{held.id}/claims/check/", {"reply": REPLY}, format="json").json()
    assert body["flagged"] is True and body["would_hold"] is True, body
    assert [(c["phrase"], c["kind"], c["classification"]) for c in body["claims"]] == hook


def test_an_operators_rewrite_is_audited_by_the_same_vocabulary(held, client) -> None:
    client.force_login(user_with("otto", "operator"))
    text = "Geofenced. Thank you for waiting."
    response = client.post(reverse("claims:release", args=[held.id]), {"reason": "reworded", "text": text})
    assert response.status_code == 302
    released = Event.objects.get(run=held, type="ReplyReleased")
    assert list(Claim.objects.filter(event_id=released.event_id).values_list("phrase", flat=True)) == ["Geofenced"]
