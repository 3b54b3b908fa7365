"""Fixtures of the time-travel tests (re-exported from the engine and dashboard tests)."""

import json

import pytest

from tests.dashboard.conftest import asgi_server, browser_context_args, browser_type_launch_args  # noqa: F401
from tests.runs.conftest import register_agent  # noqa: F401


@pytest.fixture
def fake_judge(settings):
    """The claims judge on for the ticket agent, answering from the fake OpenAI server (no opinion to give)."""
    from tests.local_servers import FakeLLM, completion, serve

    fake = FakeLLM(lambda body: completion(json.dumps({"claims": [], "missed": []}), usage=(300, 40)))
    with serve(fake) as url:
        settings.AGENTOPS = {
            **settings.AGENTOPS,
            "LLM_BASE_URL": url + "/v1",
            "LLM_API_KEY": fake.api_key,
            "LLM_MODEL": "judge-mini",
            "CLAIMS": {**settings.AGENTOPS["CLAIMS"], "JUDGE": ["ticket"]},
        }
        yield fake
