"""Fixtures of the time-travel tests."""

from tests.runs.conftest import register_agent  # noqa: F401  (re-exported fixture)
