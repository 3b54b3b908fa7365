"""The agent registry: what the factory sets wins over deployment defaults; a broken factory is a
one-line error, and never takes a page down (issue 11, item 12)."""

from __future__ import annotations

import re

import pytest

from agentops.core.errors import AgentMisconfigured
from agentops.core.retries import RetryPolicy
from agentops.core.tools import Tool, ToolRegistry
from agentops.demo import ticket
from runs.worker.registry import load_agent
from tests.api.conftest import URL, external_fields
from tests.dashboard.conftest import make_user

pytestmark = pytest.mark.django_db


def tuned_agent():
    agent = ticket.build_agent(ticket.MemoryEmailSink(), name="tuned")
    agent.snapshot_every, agent.retry, agent.replay_pauses = 3, RetryPolicy(max_retries=7, base=0.5), (0.0,)
    return agent


def plain_agent():
    return ticket.build_agent(ticket.MemoryEmailSink(), name="plain")


def broken_agent():
    raise KeyError("AGENT_TOKEN")


def not_an_agent():
    return {"model": "gpt"}


def mail_as_a_read():
    """``Tool("send_email", fn)``: the default effect, a read — replayed in doubt, an email sent before a crash was sent
    again by the resume (qa-agents7); the API's claim refused it (422 write_named_read), the in-process loop did not."""
    agent = ticket.build_agent(ticket.MemoryEmailSink(), name="mail")
    mail = agent.tools.get("send_email")
    agent.tools = ToolRegistry([agent.tools.get("retrieve"), Tool("send_email", mail.fn)])
    return agent


@pytest.fixture
def registry(settings):
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "SNAPSHOT_EVERY": 16,
        "MAX_RETRIES": 5,
        "RETRY_BASE": 2.0,
        "REPLAY_PAUSES": (3.0,),
        "AGENTS": {
            **settings.AGENTOPS["AGENTS"],
            "tuned": f"{__name__}:tuned_agent",
            "plain": f"{__name__}:plain_agent",
            "broken": f"{__name__}:broken_agent",
            "typo": "tests.runs.no_such_module:agent",
            "noattr": f"{__name__}:no_such_factory",
            "odd": f"{__name__}:not_an_agent",
            "mail": f"{__name__}:mail_as_a_read",
        },
    }


@pytest.mark.sqlite
def test_what_the_factory_sets_wins_over_the_deployment_defaults(registry):
    tuned, plain = load_agent("tuned"), load_agent("plain")
    assert (tuned.snapshot_every, tuned.retry, tuned.replay_pauses) == (3, RetryPolicy(7, 0.5), (0.0,))
    assert (plain.snapshot_every, plain.retry, plain.replay_pauses) == (16, RetryPolicy(5, 2.0), (3.0,))


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("broken", f"factory {__name__}:broken_agent failed: KeyError: 'AGENT_TOKEN'"),
        (
            "typo",
            "registered in settings.AGENTOPS['AGENTS'] as 'tests.runs.no_such_module:agent', "
            "but module 'tests.runs.no_such_module' cannot be imported: No module named",
        ),
        ("noattr", f"as '{__name__}:no_such_factory', but module '{__name__}' has no 'no_such_factory'"),
        ("odd", "returned dict, not an Agent"),
        ("mail", "agent 'mail': tool 'send_email' says 'send', a write, but is declared a read"),
    ],
)
def test_a_broken_factory_is_one_line_that_says_what_to_fix(registry, name, message):
    with pytest.raises(AgentMisconfigured, match=re.escape(message)):
        load_agent(name)


@pytest.mark.sqlite
def test_a_broken_agent_does_not_take_the_run_list_down(registry, client):
    client.force_login(make_user("viewer", "viewer"))
    response = client.get("/runs/")
    assert response.status_code == 200


def test_creating_a_run_of_a_broken_agent_is_a_4xx_that_writes_nothing(registry, settings):
    from rest_framework.test import APIClient

    from runs.api.keys import api_key_create
    from runs.models import Run

    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='broken', name='t')[1]}")
    body = {k: v for k, v in external_fields().items() if k in ("inputs",)}
    response = client.post(URL, {**body, "agent": "broken"}, format="json")
    assert response.status_code == 422, response.json()
    assert response.json()["error"]["code"] == "agent_misconfigured"
    assert "KeyError" in response.json()["error"]["message"]
    assert Run.objects.count() == 0
