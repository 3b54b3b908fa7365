"""Shared test set-up. Tests marked ``sqlite`` also run on the embedded default (see Makefile); the tests of the
Django-free packages (``agentops.core``, ``agentops.claims``: no database, no settings) are not marked."""

import os

import pytest
from django.conf import settings
from django.core.servers.basehttp import WSGIRequestHandler
from django.db.backends.postgresql.operations import DatabaseOperations as PostgresOperations
from django.test import override_settings
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings
from password_hashing import OneIterationPBKDF2
from playwright.sync_api import expect
from whitenoise.base import WhiteNoise

from tests.local_servers import closed_port

os.environ.setdefault("AGENTOPS_WORKER", "eager")
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
# importing agentops.asgi (in-process socket tests, daphne test servers) starts no housekeeping threads in the test
# processes, nor in the servers they start; the tests of the beat turn it on for their own server
# (tests/runs/test_housekeeping.py). pytest-django has read the settings already: the environment is for the
# subprocesses, the settings for this process and the servers it forks.
os.environ.setdefault("AGENTOPS_EMBEDDED_BEAT", "off")
settings.AGENTOPS["EMBEDDED_BEAT"] = os.environ["AGENTOPS_EMBEDDED_BEAT"]

# The live server (pytest-django's ``live_server``: Django's threaded WSGI server) answers each request in two writes,
# its headers then its body; with Nagle's algorithm on, the body waited for the client's ACK of the headers, which
# Linux delays up to 40 ms: ~45 ms a request where it is ~2-5 ms (tests/api/test_test_servers.py). The external agents,
# the SDK's examples and the clients make hundreds of requests a test. The tests' own HTTP servers
# (tests/local_servers.py, tests/notify/conftest.py, tests/api/test_client_answers.py) turn it off the same way.
WSGIRequestHandler.disable_nagle_algorithm = True

_truncate = PostgresOperations.sql_flush


def _delete_flush(self, style, tables, *, reset_sequences=False, allow_cascade=False):  # type: ignore[no-untyped-def]
    """Empty the PostgreSQL test database after each transactional test (``transactional_db``, ``live_server``,
    ``django_db(transaction=True)``: Django's ``flush``) with a ``DELETE`` a table instead of one ``TRUNCATE`` of all
    of them. The tables end as empty either way (every foreign key of the schema is ``DEFERRABLE INITIALLY
    DEFERRED`` and flush runs in one transaction; there are no triggers), but TRUNCATE gives each of the 28 tables,
    its indexes and TOAST new files and drops the old ones' buffers: ~1.0-1.4 s a test at load 10, ~20-45 ms for the
    DELETEs, and the suite has ~320 such tests. A flush that must reset sequences or cascade is Django's."""
    if reset_sequences or allow_cascade:
        return _truncate(self, style, tables, reset_sequences=reset_sequences, allow_cascade=allow_cascade)
    delete = f"{style.SQL_KEYWORD('DELETE')} {style.SQL_KEYWORD('FROM')}"
    return [f"{delete} {style.SQL_FIELD(self.quote_name(table))};" for table in tables]


PostgresOperations.sql_flush = _delete_flush

_static_file = WhiteNoise.get_static_file
_static_files: dict[tuple, object] = {}


def _static_file_read_once(self, path, url, stat_cache=None):  # type: ignore[no-untyped-def]
    """WhiteNoise's middleware is made anew with each handler — each test client (``client``, ``APIClient()``, a
    ``Client()`` a test makes) at its first request — and, DEBUG off (as pytest-django sets it), reads every static
    file the finders list then (``WHITENOISE_USE_FINDERS``, agentops/settings.py): ~214 files, ~20 ms of CPU a
    client, most of it building each file's headers (``StaticFile``); a test often makes several clients. The same
    file under the same settings is given the ``StaticFile`` built the first time: keyed by the file's stat (inode,
    size, mtime: a file changed or replaced is read again) and its compressed variants', the URL, and every setting
    WhiteNoise builds the headers from. A look-up at request time (autorefresh, ``stat_cache`` None) is WhiteNoise's
    own. A ``StaticFile`` is not changed after it is built; each response opens the file again."""
    if stat_cache is None:
        return _static_file(self, path, url)
    config = self.__dict__.get("_tests_static_config")
    if config is None:
        config = self._tests_static_config = (
            type(self),
            self.max_age,
            self.charset,
            self.allow_all_origins,
            self.add_headers_function,
            self.__dict__.get("immutable_file_test"),  # a setting's test (a new function each instance: not shared)
            # the middleware's own test of an immutable file reads these (the storage's URL of a name)
            getattr(self, "static_prefix", None),
            settings.STATIC_URL,
            repr(settings.STORAGES),
            tuple(sorted(self.media_types.types_map.items())),
        )

    def stat(name: str) -> tuple[int, int, int] | None:
        found = stat_cache.get(name)
        return None if found is None else (found.st_ino, found.st_size, found.st_mtime_ns)

    key = (config, path, url, stat(path), stat(path + ".gz"), stat(path + ".br"))
    built = _static_files.get(key)
    if built is None:
        built = _static_files[key] = _static_file(self, path, url, stat_cache=stat_cache)
    return built


WhiteNoise.get_static_file = _static_file_read_once

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


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):  # type: ignore[no-untyped-def]
    """The PostgreSQL test database commits without waiting for its WAL to reach the disk (``synchronous_commit
    off``, for every connection to it: this process's and the servers, workers and CLIs the tests start). A commit
    is still atomic and seen by every other connection at once; only a crash of PostgreSQL itself could lose the
    last ones, and no test crashes it. A commit waited ~11 ms for the disk on the loaded CI machine, ~1 ms without;
    each transactional test's flush, each step a worker journals, each request of a live server commits."""
    from django.db import connections

    with django_db_blocker.unblock():
        for connection in connections.all():
            if connection.vendor == "postgresql":
                name = connection.ops.quote_name(connection.settings_dict["NAME"])
                with connection.cursor() as cursor:
                    cursor.execute(f"ALTER DATABASE {name} SET synchronous_commit TO off")  # connections to come
                    cursor.execute("SET synchronous_commit TO off")  # this one
    yield


@pytest.fixture(autouse=True, scope="session")
def _cheap_password_hashes():
    """A password hash costs 0.4 s of CPU at production's million iterations, and a hundred-odd tests make five
    users each: the tests hash with one (what they check is who may log in and do what, not the key stretching)."""
    with override_settings(PASSWORD_HASHERS=[f"{OneIterationPBKDF2.__module__}.{OneIterationPBKDF2.__qualname__}"]):
        yield


@pytest.fixture(autouse=True, scope="session")
def _own_redaction_slots(tmp_path_factory):  # type: ignore[no-untyped-def]
    """The host's export worker slots (``agentops.redaction.parallel.slots``) of this test process alone: another
    process's export (an xdist sibling, another checkout's suite) never takes the workers a test counts on."""
    from agentops.redaction import parallel

    kept, parallel.SLOTS = parallel.SLOTS, tmp_path_factory.mktemp("redaction-slots")
    yield
    parallel.SLOTS = kept


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


@pytest.fixture
def redis_down(settings):  # type: ignore[no-untyped-def]
    """The cache (Redis) on a closed port: unreachable while the database serves; yields its URL."""
    local = settings.CACHES
    url = f"redis://127.0.0.1:{closed_port()}/0"
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url}}
    yield url
    settings.CACHES = local  # the conftest's teardown clears the cache
