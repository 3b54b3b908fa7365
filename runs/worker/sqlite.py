"""SQLite housekeeping: the WAL grows until checkpointed (SPEC pitfall 6)."""

from __future__ import annotations

from pathlib import Path

from django.db import connection


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
