"""API test fixtures: an external agent's key, a DRF client using it, a run with its lease, a viewer."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import Group, User
from django.core.cache import cache
from rest_framework.test import APIClient

from agentops.demo import ticket
from runs.api.keys import api_key_create

AGENT = "ticket-external"
URL = "/api/v1/runs/"


def external_fields(**over: Any) -> dict[str, Any]:
    """Create-run fields of the external ticket agent (its model version and template hash)."""
    agent = ticket.build_agent(ticket.MemoryEmailSink(), name=AGENT)
    inputs = {"ticket": "T-9", "customer": "ACME", "task": "Resolve T-9."}
    body = {
        "agent": AGENT,
        "inputs": inputs,
        "model_version": agent.model.version,
        "template_hash": agent.template_hash,
        "budget": agent.budget.to_payload(),
        "clock": "2026-01-01T00:00:00+00:00",
        "seed": 7,
        "messages": agent.render(inputs, "2026-01-01T00:00:00+00:00", 7),
    }
    return body | over


@pytest.fixture(autouse=True)
def _own_throttle_cache(settings):
    """A process-local cache per test: throttle counters of parallel workers (one Redis) never mix."""
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "api"}}
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def raw_key(db) -> str:
    return api_key_create(agent=AGENT, name="tests")[1]


@pytest.fixture
def api(raw_key) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    return client


class RunHandle:
    """A run created through the API, with its lease: helpers post fenced writes."""

    def __init__(self, api: APIClient, run_id: str, owner: str, token: int, secret: str) -> None:
        self.api, self.id, self.owner, self.token, self.secret = api, run_id, owner, token, secret

    @property
    def fence(self) -> dict[str, Any]:
        return {"owner": self.owner, "fencing_token": self.token, "secret": self.secret}

    def post(self, path: str, body: dict[str, Any]):  # type: ignore[no-untyped-def]
        return self.api.post(f"{URL}{self.id}/{path}", self.fence | body, format="json")

    def acquire(self) -> None:
        """Take the lease again (after releasing it), keeping this handle's owner: a new token and secret."""
        lease = self.api.post(f"{URL}{self.id}/lease/", {"owner": self.owner}, format="json")
        assert lease.status_code == 200, lease.json()
        self.token, self.secret = lease.json()["fencing_token"], lease.json()["secret"]

    def head(self) -> int:
        return self.api.get(f"{URL}{self.id}/").json()["last_seq"]

    def sample(self, step: int, calls: list[dict[str, Any]], content: str = "thinking"):  # type: ignore[no-untyped-def]
        output = {"content": content, "tool_calls": calls, "usage": {"prompt_tokens": 10, "completion_tokens": 5}}
        return self.post(
            "events/",
            {
                "expected_seq": self.head(),
                "events": [{"type": "LlmSampled", "payload": {"step": step, "output": output}}],
            },
        )

    def claim(self, step: int, index: int, tool: str, args: dict[str, Any], **decl: Any):  # type: ignore[no-untyped-def]
        """``decl``: ``effect``, ``risk``, ``dedupes`` (a write that does not say is claimed as deduping)."""
        decl = {"dedupes": True} | decl
        return self.post("tools/claim/", {"step": step, "call_index": index, "tool": tool, "args": args, **decl})


@pytest.fixture
def run(api) -> RunHandle:
    created = api.post(URL, external_fields(), format="json")
    assert created.status_code == 201, created.json()
    run_id = created.json()["id"]
    lease = api.post(f"{URL}{run_id}/lease/", {"owner": "tester"}, format="json")
    assert lease.status_code == 200, lease.json()
    return RunHandle(api, run_id, "tester", lease.json()["fencing_token"], lease.json()["secret"])


@pytest.fixture
def person(db):  # type: ignore[no-untyped-def]
    """A person with the viewer role, and a DRF client logged in as them (reads redacted without a grant)."""
    user = User.objects.create_user("vera", password="pw-123456789")
    user.groups.add(Group.objects.get_or_create(name="viewer")[0])
    client = APIClient()
    client.force_login(user)
    return user, client


def error_code(response: Any) -> str:
    return response.json()["error"]["code"]
