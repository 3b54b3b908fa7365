"""Fixtures of the core tests: a fresh harness, and an uncrashed baseline run."""

import pytest

from agentops.core.loop import Outcome
from tests.core.harness import Harness


@pytest.fixture
def harness() -> Harness:
    return Harness()


@pytest.fixture
def baseline() -> Harness:
    """An uncrashed run of the ticket agent: the reference every crash is compared with."""
    h = Harness()
    agent = h.agent()
    h.start(agent)
    assert h.drive(agent) is Outcome.COMPLETED
    return h
