"""Fixtures of the time-travel tests (re-exported from the engine and dashboard tests)."""

from tests.dashboard.conftest import asgi_server, browser_context_args, browser_type_launch_args  # noqa: F401
from tests.runs.conftest import register_agent  # noqa: F401
