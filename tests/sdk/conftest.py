"""The venv every framework adapter's test shares: built once per session, even across xdist workers."""

from __future__ import annotations

import fcntl
from pathlib import Path

import pytest
from venvs import fresh_venv


@pytest.fixture(scope="session")
def adapters_python(tmp_path_factory, worker_id) -> Path:
    """A fresh venv with ``agentops-durable[openai-agents,pydantic-ai,langgraph]`` from this checkout."""
    shared = tmp_path_factory.getbasetemp()
    if worker_id != "master":
        shared = shared.parent  # this session's directory, common to its xdist workers
    venv, ready = shared / "adapters-venv", shared / "adapters-venv.ready"
    with (shared / "adapters-venv.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # one worker installs, the other waits for it
        if not ready.exists():
            fresh_venv(venv, "openai-agents,pydantic-ai,langgraph")
            ready.touch()
    return venv / "bin" / "python"
