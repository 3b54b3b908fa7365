"""Fixtures of the engine tests."""

import pytest


@pytest.fixture
def register_agent(settings):
    """Register extra agent factories (``name -> "module:attr"``) for one test."""

    def register(**agents: str) -> None:
        settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**settings.AGENTOPS["AGENTS"], **agents}}

    return register
