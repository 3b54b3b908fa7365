"""A database that refuses work now — writes only, or reads too — : the one rule naming it, in the same words for
the API (503), the pages (503), the commands and the in-process worker's log (one line each).

SQLite (the embedded default): its data directory is full (``SQLITE_FULL``; ``SQLITE_IOERR_SHMSIZE`` when a new
connection cannot even size its ``-shm`` file, reads included) or read-only (``SQLITE_READONLY``). PostgreSQL: its
disk is full (SQLSTATE 53100), it is out of memory (53200) or out of connections (53300), or the connection is
gone: ended by the server or an administrator (``pg_terminate_backend``, a restart, a failover: SQLSTATE classes 08 and
57P) or dropped on the network — the API's 503 ``database_unavailable`` the clients retry, not a 500 they never do.
"""

from __future__ import annotations

import logging
import sys
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.db import InterfaceError, OperationalError, connections

from agentops.core.errors import first_line


@dataclass(frozen=True)
class StorageFailure:
    """``code`` for the API (``storage_full`` or ``database_unavailable``), ``message`` one line naming the store;
    ``reads`` when reads fail too (no new connection, no memory): the store is unavailable, not only full."""

    code: str
    message: str
    reads: bool = False


#: SQLite's result codes (``sqlite3.Error.sqlite_errorname``; a key covers its extended codes, ``SQLITE_READONLY_…``)
#: for a data directory that refuses work: the reason, and whether reads fail too (a new connection cannot size
#: its ``-shm`` file: every statement fails)
_SQLITE_REASONS = {
    "SQLITE_FULL": ("database or disk is full", False),
    "SQLITE_IOERR_SHMSIZE": ("disk I/O error: no room for the -shm file", True),
    "SQLITE_READONLY": ("attempt to write a readonly database", False),
}

#: PostgreSQL's SQLSTATEs of class 53 (insufficient resources): the API code, the condition, what to do (a full
#: disk refuses writes; out of memory or connections, reads fail too)
_POSTGRES_STATES = {
    "53100": ("storage_full", "takes no writes (PostgreSQL: disk full, SQLSTATE 53100)", "free space on its disk"),
    "53200": (
        "database_unavailable",
        "serves neither reads nor writes: it is out of memory (PostgreSQL SQLSTATE 53200)",
        "retry shortly",
    ),
    "53300": (
        "database_unavailable",
        "serves neither reads nor writes: it takes no more connections (PostgreSQL: too many connections, "
        "SQLSTATE 53300)",
        "retry shortly or raise its max_connections",
    ),
}

#: SQLSTATE classes of a connection that is gone: 08 (connection exception), 57P (the server shut the session down:
#: 57P01 ``pg_terminate_backend`` or a fast shutdown, 57P02 a crash, 57P03 not yet accepting connections)
_LOST_CLASSES = ("08", "57P")
#: what psycopg says of a connection that died without an SQLSTATE (the socket closed, the server went away)
_LOST_TEXTS = (
    "server closed the connection",
    "connection is closed",
    "connection already closed",
    "consuming input",
    "Connection refused",
)

#: what the server says when it refuses a connection for 53300 (the driver gives no SQLSTATE at connect time)
_TOO_MANY_CONNECTIONS = ("too many clients already", "remaining connection slots are reserved", "too many connections")


def database_label(alias: str = "default") -> str:
    """Where the database is, for messages (never the password)."""
    conf = connections[alias].settings_dict
    if conf["ENGINE"].endswith("sqlite3"):
        return f"SQLite {conf['NAME']}"
    return f"{conf['ENGINE'].rsplit('.', 1)[-1]} {conf.get('HOST') or 'localhost'}/{conf['NAME']}"


def storage_failure(exc: BaseException, alias: str = "default") -> StorageFailure | None:
    """The failure when ``exc`` is the database refusing work for want of disk, memory or connections (or a
    read-only SQLite data directory); None for any other error."""
    if not isinstance(exc, OperationalError | InterfaceError):
        return None
    cause = exc.__cause__
    if connections[alias].vendor == "sqlite":
        return (
            None if isinstance(exc, InterfaceError) else _sqlite_failure(getattr(cause, "sqlite_errorname", ""), alias)
        )
    state = getattr(cause, "sqlstate", None)
    if _connection_lost(exc, state, alias):
        first = first_line(exc)
        return StorageFailure(
            "database_unavailable",
            f"the database ({database_label(alias)}) lost the connection during the request ({first}): retry "
            "shortly; a retried read, and a write the API answers like the first request (a create with its "
            "create_key, a claim with its request_id, a result, a verdict, the reply), is safe to send again; after "
            "an append (POST events/), read GET replay/ first",
            True,
        )
    if state is None and any(text in str(exc) for text in _TOO_MANY_CONNECTIONS):
        state = "53300"
    if state not in _POSTGRES_STATES:
        return None
    code, condition, remedy = _POSTGRES_STATES[state]
    return StorageFailure(code, f"the database ({database_label(alias)}) {condition}: {remedy}", code != "storage_full")


def _connection_lost(exc: BaseException, state: str | None, alias: str) -> bool:
    """Whether ``exc`` says the PostgreSQL connection is gone (not a statement the server refused)."""
    if isinstance(exc, InterfaceError):  # Django or psycopg using a connection already closed
        return True
    if state is not None:
        return state.startswith(_LOST_CLASSES)
    raw = connections[alias].connection
    if raw is not None and (getattr(raw, "broken", False) or getattr(raw, "closed", False)):
        return True
    return any(text in str(exc) for text in _LOST_TEXTS)


def _sqlite_failure(name: str, alias: str) -> StorageFailure | None:
    found = next((why for key, why in _SQLITE_REASONS.items() if name == key or name.startswith(f"{key}_")), None)
    if found is None:
        return None
    (reason, reads), where = found, Path(connections[alias].settings_dict["NAME"]).parent
    if reads:
        message = f"the data directory {where} serves neither reads nor writes (SQLite: {reason}): free space there"
    else:
        message = f"the data directory {where} takes no writes (SQLite: {reason}): free space there or make it writable"
    return StorageFailure("storage_full", message, reads)


def log_failure(log: logging.Logger, exc: Exception, what: str, level: int = logging.ERROR) -> None:
    """Log a failure of in-process work (a drive, a housekeeping job, a cache's write) from its ``except``: one line
    when the store refused the work (no traceback: the cause is known, and the thread goes on), else the
    traceback."""
    if failure := storage_failure(exc):
        log.log(level, "%s: %s", what, failure.message)
    else:
        log.log(level, "%s", what, exc_info=True)


def cache_failure(exc: BaseException) -> str | None:
    """One line naming the cache (Redis: the login throttle's and the API's counters) when ``exc`` is its being
    unreachable — its address without the URL's password, the error's first line — else None."""
    return redis_failure(exc, "the cache", settings.CACHES["default"].get("LOCATION", ""))


def layer_failure(exc: BaseException) -> str | None:
    """The same line for the channel layer (Redis: the live pages' wake-ups), else None."""
    host = (settings.CHANNEL_LAYERS["default"].get("CONFIG", {}).get("hosts") or [""])[0]
    return redis_failure(exc, "the live feed's channel layer", host.get("address") if isinstance(host, dict) else host)


def redis_down() -> tuple[type[BaseException], ...]:
    """What redis-py raises for a server it cannot reach or that stopped answering (``except redis_down():``), none
    while this process has not imported redis-py: no such error can be raised then. Importing it here cost every
    process ~0.13 s of CPU at start-up (this module is imported by ``django.setup()``), the many that never reach
    Redis too (the commands, the embedded shape's processes)."""
    exceptions = sys.modules.get("redis.exceptions")
    return () if exceptions is None else (exceptions.ConnectionError, exceptions.TimeoutError)


def redis_failure(exc: BaseException, what: str, location: object) -> str | None:
    """One line naming ``what`` at Redis ``location`` when ``exc`` is its being unreachable, else None."""
    if not isinstance(exc, redis_down()):
        return None
    where = location.rsplit("@", 1)[-1] if isinstance(location, str) else ""  # never a password of the URL
    first = str(exc).strip().splitlines()[0].rstrip(".") if str(exc).strip() else "no message"
    return f"{what} (Redis {where}) is unreachable ({type(exc).__name__}: {first})"
