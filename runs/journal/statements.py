"""ORM queries compiled once per backend and sent through the cursor: the run page's and verification's reads.

Compiling a query (Django's SQL compiler) costs more than running it on a page of 100 rows, and the
run page sends the same few shapes at every view. A :class:`Statement` builds its queryset once per
backend with marker values in place of its parameters, and each call binds the markers, sends the
SQL (on SQLite on the DB-API connection, its markers rewritten once: ``runs.journal.sql.fetch_all``) and
converts the values as the ORM's compiler would (its converters: SQLite's datetimes become
aware, its booleans bools), so the rows are the ones ``values_list`` would give. On PostgreSQL their
timestamps load in psycopg's C loader (:func:`c_timestamps`). A list parameter (``STRS``, ``INTS``: an
``__in`` list) holds one marker per value: its SQL is compiled once per backend and list lengths.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from functools import lru_cache
from typing import Any

import psycopg
from django.conf import settings
from django.core.exceptions import EmptyResultSet
from django.db import DEFAULT_DB_ALIAS, connection, connections
from django.db.models import QuerySet

from runs.journal.sql import binary_rows, driver_text, fetch_all

#: marker kinds: a string parameter, an integer parameter, a list of strings, a list of integers
STR, INT, STRS, INTS = "str", "int", "strs", "ints"
_LISTS = (STRS, INTS)
_Converters = dict[int, tuple[list[Any], Any]]
_Compiled = tuple[str, tuple[Any, ...], tuple[_Converters, _Converters], tuple[list[Any], ...]] | None


class Statement:
    """``build(**markers)`` (a ``values_list`` queryset) compiled once per backend; :meth:`rows` runs it."""

    def __init__(self, build: Callable[..., QuerySet[Any]], **kinds: str) -> None:
        self._build = build
        self._markers = {
            name: _marker(kind, name, n) for n, (name, kind) in enumerate(kinds.items()) if kind not in _LISTS
        }
        self._lists = {name: (kind, n) for n, (name, kind) in enumerate(kinds.items()) if kind in _LISTS}
        # (the SQL of other list lengths is compiled as they come; the cache is bounded)
        self._compile = lru_cache(maxsize=256)(self._compile_for)

    def _compile_for(self, vendor: str, sizes: tuple[int, ...]) -> _Compiled:
        """The SQL, parameters, converters and each list's markers on ``vendor`` (the connection's) with
        lists of ``sizes``; ``None`` where the query can have no rows (an empty list)."""
        lists = tuple(
            [_marker(kind, name, n, i) for i in range(size)]
            for (name, (kind, n)), size in zip(self._lists.items(), sizes, strict=True)
        )
        compiler = self._build(**self._markers, **dict(zip(self._lists, lists, strict=True))).query.get_compiler(
            connection=connection
        )
        try:
            sql, params = compiler.as_sql()
        except EmptyResultSet:
            return None
        converters = compiler.get_converters([col for col, _, _ in compiler.select])
        if vendor == "sqlite":  # where Django reads aware UTC datetimes, its datetime converter behind a fast path
            slow = connection.ops.convert_datetimefield_value
            fast = {pos: ([_naive_utc if f == slow else f for f in funcs], e) for pos, (funcs, e) in converters.items()}
            return driver_text(sql, vendor), tuple(params), (converters, fast), lists
        return driver_text(sql, vendor), tuple(params), (converters, converters), lists

    def rows(self, *, binary: bool = False, **values: Any) -> list[tuple[Any, ...]]:
        """The statement's rows with ``values`` in place of the markers of the same names. With
        ``binary``, PostgreSQL sends them in its binary format (:func:`runs.journal.sql.binary_rows`: its
        parameters bound on the server, so psycopg prepares the statement from its ``prepare_threshold``-th
        run on the connection on: the run page's reads, ~0.3 ms of the server's parsing and planning each)
        where its timestamps then load as Django's would (:func:`aware_utc`)."""
        compiled = self._compile(connection.vendor, tuple(len(values[name]) for name in self._lists))
        if compiled is None:
            return []
        sql, params, (converters, fast), lists = compiled
        bound = {self._markers[name]: value for name, value in values.items() if name in self._markers}
        for markers, name in zip(lists, self._lists, strict=True):
            bound.update(zip(markers, values[name], strict=True))
        # (a backend may wrap an integer parameter, e.g. psycopg's Int4: it still hashes as the int)
        args = [bound.get(p, p) if isinstance(p, str | int) else p for p in params]
        if connection.vendor == "sqlite":
            rows = fetch_all(sql, args)
            converters = fast if aware_utc() else converters
        elif binary and connection.vendor == "postgresql" and aware_utc():
            rows = binary_rows(sql, args)
        else:
            with connection.cursor() as cursor:
                c_timestamps(cursor)
                cursor.execute(sql, args)
                rows = cursor.fetchall()
        if not converters:
            return rows
        db = connections[DEFAULT_DB_ALIAS]  # (the wrapper the ORM's compiler passes; ``connection`` is its proxy)
        out = []
        for row in rows:
            row = list(row)
            for pos, (funcs, expression) in converters.items():
                value = row[pos]
                for func in funcs:
                    value = func(value, expression, db)
                row[pos] = value
            out.append(tuple(row))
        return out


def _naive_utc(value: Any, expression: Any, conn: Any) -> Any:
    """Django's SQLite datetime converter where it reads aware UTC datetimes (:func:`aware_utc`): a value the
    driver already made a naive datetime (Django registers its ``datetime`` converter) is made aware in the
    connection's time zone, as ``make_aware`` does, without Django's checks (~3 µs a row; 0.3 ms of a
    100-row timeline page); any other value goes through Django's own."""
    if value.__class__ is datetime and value.tzinfo is None:
        return value.replace(tzinfo=conn.timezone)
    return conn.ops.convert_datetimefield_value(value, expression, conn)


def _marker(kind: str, name: str, n: int, i: int | None = None) -> str | int:
    """The stand-in of the ``n``-th parameter ``name`` (of its ``i``-th value where it is a list): a string
    no caller sends, an integer no column holds (within 32 bits: a larger one may be refused by the ORM)."""
    if kind in (STR, STRS):
        return f"\x00{name}" if i is None else f"\x00{name}:{i}"
    return -1_000_001 - n if i is None else -1_000_000_000 - 1_000_000 * n - i


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
