"""A database that takes no writes now: the one rule naming it, in the same words for the API (503), the pages
(503), the commands and the in-process worker's log (one line each).

SQLite (the embedded default): its data directory is full (``SQLITE_FULL``; ``SQLITE_IOERR_SHMSIZE`` when a new
connection cannot even size its ``-shm`` file, reads included) or read-only (``SQLITE_READONLY``). PostgreSQL: its
disk is full (SQLSTATE 53100), it is out of memory (53200) or out of connections (53300).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from django.db import OperationalError, connections


@dataclass(frozen=True)
class StorageFailure:
    """``code`` for the API (``storage_full`` or ``database_unavailable``), ``message`` one line naming the store."""

    code: str
    message: str


#: SQLite's result codes (``sqlite3.Error.sqlite_errorname``; a key covers its extended codes, ``SQLITE_READONLY_…``)
#: for a data directory that takes no writes
_SQLITE_REASONS = {
    "SQLITE_FULL": "database or disk is full",
    "SQLITE_IOERR_SHMSIZE": "disk I/O error: no room for the -shm file",
    "SQLITE_READONLY": "attempt to write a readonly database",
}

#: PostgreSQL's SQLSTATEs of class 53 (insufficient resources): the API code, the condition, what to do
_POSTGRES_STATES = {
    "53100": ("storage_full", "takes no writes (PostgreSQL: disk full, SQLSTATE 53100)", "free space on its disk"),
    "53200": ("database_unavailable", "is out of memory (PostgreSQL SQLSTATE 53200)", "retry shortly"),
    "53300": (
        "database_unavailable",
        "takes no more connections (PostgreSQL: too many connections, SQLSTATE 53300)",
        "retry shortly or raise its max_connections",
    ),
}

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
    if not isinstance(exc, OperationalError):
        return None
    cause = exc.__cause__
    if connections[alias].vendor == "sqlite":
        return _sqlite_failure(getattr(cause, "sqlite_errorname", ""), alias)
    state = getattr(cause, "sqlstate", None)
    if state is None and any(text in str(exc) for text in _TOO_MANY_CONNECTIONS):
        state = "53300"
    if state not in _POSTGRES_STATES:
        return None
    code, condition, remedy = _POSTGRES_STATES[state]
    return StorageFailure(code, f"the database ({database_label(alias)}) {condition}: {remedy}")


def _sqlite_failure(name: str, alias: str) -> StorageFailure | None:
    reason = next((text for key, text in _SQLITE_REASONS.items() if name == key or name.startswith(f"{key}_")), None)
    if reason is None:
        return None
    where = Path(connections[alias].settings_dict["NAME"]).parent
    message = f"the data directory {where} takes no writes (SQLite: {reason}): free space there or make it writable"
    return StorageFailure("storage_full", message)


def log_failure(log: logging.Logger, exc: Exception, what: str, level: int = logging.ERROR) -> None:
    """Log a failure of in-process work (a drive, a housekeeping job, a cache's write) from its ``except``: one line
    when the store refused the work (no traceback: the cause is known, and the thread goes on), else the
    traceback."""
    if failure := storage_failure(exc):
        log.log(level, "%s: %s", what, failure.message)
    else:
        log.log(level, "%s", what, exc_info=True)
