"""A long read's rows streamed from PostgreSQL on a connection of its own, the server running ahead of the reader.

An export reads every event of its runs. Through Django's server-side cursor in autocommit the statement is declared
``WITH HOLD``: the server runs it whole and writes every row to a temporary store before the first one comes back
(~0.3 s for 100,000 events, the reader idle meanwhile), then answers each ``FETCH`` while the reader waits. Here the
statement is sent once on a connection opened for the read (Django's settings, its time zone) and its rows are read
in chunks (libpq's chunked rows mode, ``Cursor.stream``): the server produces the next rows while the reader works
on the last ones, as far ahead as the socket's buffers hold, and nothing is stored on its side. One statement is one
snapshot, as the cursor's. The connection is the read's: the caller's stays free for what it writes meanwhile (an
export's pages) and is closed when the rows end or the reader stops.

Inside a transaction (an atomic block, a test's) the rows are read on the caller's connection, which sees its own
writes: :func:`batches` returns None and the caller reads them as before.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import psycopg
from django.db import DEFAULT_DB_ALIAS, connection, connections

from runs.journal.statements import aware_utc


def batches(text: str, params: Sequence[Any], size: int) -> Iterator[list[tuple[Any, ...]]] | None:
    """``text``'s rows, ``size`` at a time, streamed on a connection of their own; None where they are read on the
    caller's connection instead (not PostgreSQL, inside a transaction, or a libpq before 17: no chunked mode)."""
    return _streamed(text, params, size) if on_own_connection() and psycopg.capabilities.has_stream_chunked() else None


def on_own_connection() -> bool:
    """Whether a read or a write of the caller may go on a connection of its own: on PostgreSQL outside a
    transaction (inside one, the caller's connection sees its own writes and holds its locks)."""
    return connection.vendor == "postgresql" and not connection.in_atomic_block and connection.get_autocommit()


def _streamed(text: str, params: Sequence[Any], size: int) -> Iterator[list[tuple[Any, ...]]]:
    own = connections.create_connection(DEFAULT_DB_ALIAS)
    own.inc_thread_sharing()  # (closed by whichever thread ends the read: a stream's consumer may change threads)
    try:
        with own.wrap_database_errors:
            own.ensure_connection()  # (its session as Django sets one up: the time zone the rows' datetimes are in)
            cursor = own.connection.cursor()
            if aware_utc():  # (timestamps by psycopg's C loader, as ``statements.c_timestamps`` has cursors load them)
                oid = cursor.adapters.types["timestamptz"].oid
                cursor.adapters.register_loader(oid, psycopg.adapters.get_loader(oid, psycopg.pq.Format.TEXT))
            yield from chunked(cursor.stream(text, params, size=size), size)
    finally:
        own.close()


def chunked(rows: Iterable[Any], size: int) -> Iterator[list[Any]]:
    """``rows`` in lists of ``size`` (the last one shorter)."""
    chunk = []
    for row in rows:
        chunk.append(row)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk
