"""SQLite housekeeping: the WAL grows until checkpointed (SPEC pitfall 6); a data directory that takes no writes."""

from __future__ import annotations

import logging
from pathlib import Path

from django.db import OperationalError, connection


def is_sqlite() -> bool:
    return connection.vendor == "sqlite"


def database_size() -> dict[str, int]:
    """Bytes of the database file and of its ``-wal``: measure both, the WAL can dwarf the file."""
    if not is_sqlite():
        return {}
    path = Path(connection.settings_dict["NAME"])
    wal = path.with_name(path.name + "-wal")
    return {"db": path.stat().st_size if path.exists() else 0, "wal": wal.stat().st_size if wal.exists() else 0}


def checkpoint() -> tuple[int, int, int] | None:
    """``PRAGMA wal_checkpoint(TRUNCATE)``: returns (busy, log pages, checkpointed pages), or None off SQLite."""
    if not is_sqlite():
        return None
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        busy, log, done = cursor.fetchone()
    return int(busy), int(log), int(done)


#: SQLite's messages for a data directory that no longer takes writes: a full disk (``SQLITE_FULL``) and a
#: read-only file or directory (``SQLITE_READONLY``)
_STORAGE_MESSAGES = ("database or disk is full", "attempt to write a readonly database")


def storage_failure(exc: BaseException) -> str | None:
    """One line naming the data directory when ``exc`` is SQLite refusing a write because that directory is full
    or read-only (the server answers 503 with it, the in-process worker logs it); None for any other error."""
    if not isinstance(exc, OperationalError) or not is_sqlite():
        return None
    reason = next((text for text in _STORAGE_MESSAGES if text in str(exc)), None)
    if reason is None:
        return None
    where = Path(connection.settings_dict["NAME"]).parent
    return f"the data directory {where} takes no writes (SQLite: {reason}): free space there or make it writable"


def log_failure(log: logging.Logger, exc: Exception, what: str) -> None:
    """Log a failure of in-process work (a drive, a housekeeping job) from its ``except``: one line when the data
    directory refused the write (no traceback: the cause is known, and the thread goes on), else the traceback."""
    if message := storage_failure(exc):
        log.error("%s: %s", what, message)
    else:
        log.exception("%s", what)
