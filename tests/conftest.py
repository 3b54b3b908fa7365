"""Shared test set-up. Tests marked ``sqlite`` also run on the embedded default (see Makefile)."""

import os
import socket

import pytest
from django.conf import settings
from django.test import override_settings
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings
from password_hashing import OneIterationPBKDF2
from playwright.sync_api import expect

os.environ.setdefault("AGENTOPS_WORKER", "eager")
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
# importing agentops.asgi (in-process socket tests, daphne test servers) starts no housekeeping threads in the test
# processes, nor in the servers they start; the tests of the beat turn it on for their own server
# (tests/runs/test_housekeeping.py). pytest-django has read the settings already: the environment is for the
# subprocesses, the settings for this process and the servers it forks.
os.environ.setdefault("AGENTOPS_EMBEDDED_BEAT", "off")
settings.AGENTOPS["EMBEDDED_BEAT"] = os.environ["AGENTOPS_EMBEDDED_BEAT"]

# Property tests judge correctness, not speed: on a loaded 2-core CI machine input generation can be
# slow, which must not fail a run (the properties themselves are unchanged).
hypothesis_settings.register_profile("agentops", suppress_health_check=[HealthCheck.too_slow], deadline=None)
hypothesis_settings.load_profile("agentops")
# Browser assertions wait for a condition (they return as soon as it holds): on a loaded machine a page's
# websocket can take more than Playwright's default 5 s to open, which is slowness, not a failure.
expect.set_options(timeout=15_000)


def pytest_ignore_collect(collection_path, config):  # type: ignore[no-untyped-def]
    """The SQLite pass (``-m sqlite``, see Makefile) imports only the test modules that mark something ``sqlite``
    (every such mark is written in its module: ``@pytest.mark.sqlite`` or ``pytestmark``). Importing and collecting
    the others only to deselect them cost each xdist worker ~20 s of CPU (most of it schemathesis building its
    coverage cases at collection)."""
    if (
        config.getoption("markexpr") == "sqlite"
        and collection_path.suffix == ".py"
        and collection_path.name.startswith("test_")
        and "sqlite" not in collection_path.read_text(encoding="utf-8")
    ):
        return True
    return None  # not False: that would overrule pytest's own ignores


@pytest.fixture(autouse=True, scope="session")
def _cheap_password_hashes():
    """A password hash costs 0.4 s of CPU at production's million iterations, and a hundred-odd tests make five
    users each: the tests hash with one (what they check is who may log in and do what, not the key stretching)."""
    with override_settings(PASSWORD_HASHERS=[f"{OneIterationPBKDF2.__module__}.{OneIterationPBKDF2.__qualname__}"]):
        yield


@pytest.fixture
def server(live_server, settings):
    """The live server with ``support`` (the agent of the SDK's and the clients' examples) registered as an
    external agent, and a 3-second lease (a dead process's lease lapses quickly)."""
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "support": "external"},
        "LEASE_SECONDS": 3,
    }
    return live_server


def _closed_port() -> int:
    """A local port nothing listens on (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def redis_down(settings):  # type: ignore[no-untyped-def]
    """The cache (Redis) on a closed port: unreachable while the database serves; yields its URL."""
    local = settings.CACHES
    url = f"redis://127.0.0.1:{_closed_port()}/0"
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url}}
    yield url
    settings.CACHES = local  # the conftest's teardown clears the cache
