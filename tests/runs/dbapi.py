"""What reaches the database, counted below Django's cursor wrapper.

The journal's hot path sends its statements on the DB-API connection (``runs.journal.sql``), where
``CaptureQueriesContext`` and ``execute_wrapper`` do not see them. :func:`sent` records every
statement the driver executes and how many transactions they made: a statement sent with no
transaction open starts one (an autocommit statement, or the first of a block), as PostgreSQL's
``xact_commit`` would count it (read-only ones included).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import psycopg
import pytest
from django.db import connection
from psycopg import pq

from runs.journal import sql


@dataclass
class Sent:
    statements: list[str] = field(default_factory=list)
    #: for each statement: whether it was sent inside a Django ``atomic`` block (a caller's transaction)
    in_atomic: list[bool] = field(default_factory=list)
    transactions: int = 0

    def add(self, statement: str) -> None:
        self.statements.append(statement)
        self.in_atomic.append(connection.in_atomic_block)

    def starting(self, prefix: str) -> list[str]:
        return [s for s in self.statements if s.lstrip().upper().startswith(prefix.upper())]


@contextmanager
def sent() -> Iterator[Sent]:
    """Every statement sent on this thread's connection meanwhile (SQLite or PostgreSQL)."""
    out = Sent()
    connection.ensure_connection()
    if connection.vendor == "sqlite":
        raw = connection.connection
        opened = [raw.in_transaction]

        def trace(statement: str) -> None:
            if statement.startswith("--"):  # a trigger's body
                return
            out.add(statement)
            word = statement.lstrip().split(None, 1)[0].upper()
            if word == "BEGIN":
                opened[0] = True
                out.transactions += 1
            elif word in ("COMMIT", "ROLLBACK", "END") and not statement.upper().startswith("ROLLBACK TO"):
                opened[0] = False
            elif not opened[0]:
                out.transactions += 1

        raw.set_trace_callback(trace)
        try:
            yield out
        finally:
            raw.set_trace_callback(None)
        return
    with pytest.MonkeyPatch.context() as mp:
        execute = psycopg.Cursor.execute

        def counted(cursor, query, params=None, **kwargs):
            out.add(query if isinstance(query, str) else query.as_string(cursor))
            if cursor.connection.info.transaction_status == pq.TransactionStatus.IDLE:
                out.transactions += 1
            return execute(cursor, query, params, **kwargs)

        mp.setattr(psycopg.Cursor, "execute", counted)
        libpq_rows = sql._libpq_rows  # (``sql.raw_rows``: sent through libpq, no cursor)

        def counted_libpq(conn, text, params, **kwargs):
            out.add(text)
            if conn.info.transaction_status == pq.TransactionStatus.IDLE:
                out.transactions += 1
            return libpq_rows(conn, text, params, **kwargs)

        mp.setattr(sql, "_libpq_rows", counted_libpq)
        libpq_chunks = sql._libpq_chunks  # (``sql.raw_row_chunks``: the same, its rows handed as they arrive)

        def counted_chunks(conn, text, params, size):
            out.add(text)
            if conn.info.transaction_status == pq.TransactionStatus.IDLE:
                out.transactions += 1
            return libpq_chunks(conn, text, params, size)

        mp.setattr(sql, "_libpq_chunks", counted_chunks)
        yield out
