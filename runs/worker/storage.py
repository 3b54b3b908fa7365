"""A database that takes no writes now: the one rule naming it, for the API (503), the pages (503) and the
in-process worker's log (one line).

SQLite (the embedded default): its data directory is full (``SQLITE_FULL``; ``SQLITE_IOERR_SHMSIZE`` when a new
connection cannot even size its ``-shm`` file, reads included) or read-only (``SQLITE_READONLY``).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from django.db import OperationalError, connections


@dataclass(frozen=True)
class StorageFailure:
    """``code`` for the API (``storage_full``), ``message`` one line naming the store."""

    code: str
    message: str


#: SQLite's result codes (``sqlite3.Error.sqlite_errorname``; a key covers its extended codes, ``SQLITE_READONLY_…``)
#: for a data directory that takes no writes
_SQLITE_REASONS = {
    "SQLITE_FULL": "database or disk is full",
    "SQLITE_IOERR_SHMSIZE": "disk I/O error: no room for the -shm file",
    "SQLITE_READONLY": "attempt to write a readonly database",
}


def storage_failure(exc: BaseException, alias: str = "default") -> StorageFailure | None:
    """The failure when ``exc`` is the database refusing work for want of disk (or a read-only SQLite data
    directory); None for any other error."""
    if not isinstance(exc, OperationalError):
        return None
    cause = exc.__cause__
    if connections[alias].vendor != "sqlite":
        return None
    name = getattr(cause, "sqlite_errorname", "")
    reason = next((text for key, text in _SQLITE_REASONS.items() if name == key or name.startswith(f"{key}_")), None)
    if reason is None:
        return None
    where = Path(connections[alias].settings_dict["NAME"]).parent
    message = f"the data directory {where} takes no writes (SQLite: {reason}): free space there or make it writable"
    return StorageFailure("storage_full", message)


def log_failure(log: logging.Logger, exc: Exception, what: str) -> None:
    """Log a failure of in-process work (a drive, a housekeeping job) from its ``except``: one line when the store
    refused the work (no traceback: the cause is known, and the thread goes on), else the traceback."""
    if failure := storage_failure(exc):
        log.error("%s: %s", what, failure.message)
    else:
        log.exception("%s", what)
