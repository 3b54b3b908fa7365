"""ORM queries compiled once per backend and sent through the cursor: the run page's and verification's reads.

Compiling a query (Django's SQL compiler) costs more than running it on a page of 100 rows, and the
run page sends the same few shapes at every view. A :class:`Statement` builds its queryset once per
backend with marker values in place of its parameters, and each call binds the markers, sends the
SQL and converts the values as the ORM's compiler would (its converters: SQLite's datetimes become
aware, its booleans bools), so the rows are the ones ``values_list`` would give. On PostgreSQL their
timestamps load in psycopg's C loader (:func:`c_timestamps`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import psycopg
from django.conf import settings
from django.db import connection
from django.db.models import QuerySet

from runs.journal.sql import binary_rows

#: marker kinds: a string parameter, an integer parameter
STR, INT = "str", "int"


class Statement:
    """``build(**markers)`` (a ``values_list`` queryset) compiled once per backend; :meth:`rows` runs it."""

    def __init__(self, build: Callable[..., QuerySet[Any]], **kinds: str) -> None:
        self._build = build
        self._markers = {
            name: f"\x00{name}" if kind == STR else -1_000_001 - i for i, (name, kind) in enumerate(kinds.items())
        }
        self._compiled: dict[str, tuple[str, tuple[Any, ...], dict[int, tuple[list[Any], Any]]]] = {}
        self._lock = threading.Lock()

    def _compile(self) -> tuple[str, tuple[Any, ...], dict[int, tuple[list[Any], Any]]]:
        with self._lock:
            found = self._compiled.get(connection.vendor)
            if found is None:
                compiler = self._build(**self._markers).query.get_compiler(connection=connection)
                sql, params = compiler.as_sql()
                converters = compiler.get_converters([col for col, _, _ in compiler.select])
                found = self._compiled[connection.vendor] = (sql, tuple(params), converters)
            return found

    def rows(self, *, binary: bool = False, **values: Any) -> list[tuple[Any, ...]]:
        """The statement's rows with ``values`` in place of the markers of the same names. With
        ``binary``, PostgreSQL sends them in its binary format (:func:`runs.journal.sql.binary_rows`)."""
        sql, params, converters = self._compile()
        bound = {self._markers[name]: value for name, value in values.items()}
        # (a backend may wrap an integer parameter, e.g. psycopg's Int4: it still hashes as the int)
        args = [bound.get(p, p) if isinstance(p, str | int) else p for p in params]
        if binary and connection.vendor == "postgresql":
            rows = binary_rows(sql, args)
        else:
            with connection.cursor() as cursor:
                c_timestamps(cursor)
                cursor.execute(sql, args)
                rows = cursor.fetchall()
        if not converters:
            return rows
        out = []
        for row in rows:
            row = list(row)
            for pos, (funcs, expression) in converters.items():
                value = row[pos]
                for func in funcs:
                    value = func(value, expression, connection)
                row[pos] = value
            out.append(tuple(row))
        return out


def aware_utc() -> bool:
    """Whether Django reads timestamps here as aware UTC datetimes: ``USE_TZ`` on and the connection in
    UTC. Only then may a cursor load them itself (without ``USE_TZ`` Django gives naive ones)."""
    return settings.USE_TZ and connection.timezone_name == "UTC"


def c_timestamps(cursor: Any) -> None:
    """On PostgreSQL where Django reads aware UTC datetimes (:func:`aware_utc`), ``cursor`` (Django's
    wrapper) loads its timestamps with psycopg's C loader: Django's time-zone loader parses each one in
    Python (7-10 µs a row; 0.35 ms of a 100-row timeline page) to the same aware UTC datetime.
    Elsewhere nothing changes."""
    if connection.vendor != "postgresql" or not aware_utc():
        return
    adapters = cursor.cursor.adapters
    oid = adapters.types["timestamptz"].oid
    adapters.register_loader(oid, psycopg.adapters.get_loader(oid, psycopg.pq.Format.TEXT))
