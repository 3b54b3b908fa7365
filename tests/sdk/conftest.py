"""The SDK's test venvs: each built once per session, even across xdist workers."""

from __future__ import annotations

from pathlib import Path

import pytest
from venvs import shared_venv


@pytest.fixture(scope="session")
def adapters_python(tmp_path_factory, worker_id) -> Path:
    """A fresh venv with ``agentops-durable[openai-agents,pydantic-ai,langgraph]`` from this checkout."""
    return shared_venv(tmp_path_factory, worker_id, "adapters-venv", "openai-agents,pydantic-ai,langgraph")


@pytest.fixture(scope="session")
def sdk_python(tmp_path_factory, worker_id) -> Path:
    """A fresh venv with ``agentops-durable[openai,otel,mcp]`` from this checkout (+ the OpenTelemetry SDK for its
    in-memory exporter), and nothing else. (Built per module and xdist worker before: the second worker to run a test
    of tests/sdk/test_sdk_install.py built it again, ~2.4 s of CPU and 8-14 s of wall time at the suite's tail.)"""
    return shared_venv(tmp_path_factory, worker_id, "sdk-venv", "openai,otel,mcp", "opentelemetry-sdk")
