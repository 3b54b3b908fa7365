"""The journal's hot statements, written as SQL: the lease's acquisition and the append.

Every durable step pays for these, so they skip the ORM's query building and Django's cursor
wrapper (which cost more than the statements themselves on SQLite: its ``%s`` to ``?`` rewrite of
every statement, its bookkeeping): the lease's conditional UPDATE … RETURNING, the fenced UPDATE of
the run row, one multi-row INSERT of the events, and the tool-execution rows the events project to.
Table and column names come from the models, values are always parameters, statement texts are
built once per shape and backend in the driver's own parameter style, and they are sent on the
DB-API connection (Django's error translation kept: a driver error is raised as Django's). Row
counts come back so the caller can tell a lost fence or a refused transition from success. On
PostgreSQL they bind on the server, so psycopg prepares each shape once per connection (:func:`_cursor`).

Django's query log and ``execute_wrapper`` do not see these statements; the tests count what
reaches the driver (``tests/runs/dbapi.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any, ClassVar

import psycopg
from django.db import DEFAULT_DB_ALIAS, DatabaseError, connection, connections
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import BooleanField, DateTimeField, Expression, Model
from psycopg import pq
from psycopg._preparing import Prepare
from psycopg.adapt import AdaptersMap, Transformer
from psycopg.types.string import ByteaBinaryLoader


# What an append builds anew each time (its statements, their SET values) is a plain dataclass with
# slots: a frozen one sets each field through ``object.__setattr__``, 3-4× the cost, and its mappings
# could be changed anyway. Nothing changes one once built.
@dataclass(slots=True)
class Add:
    """``column = column + value``."""

    value: int | float


@dataclass(slots=True)
class Promote:
    """``column = CASE WHEN column = src THEN dst ELSE column END``."""

    src: str
    dst: str


@dataclass(frozen=True)
class Not:
    """A condition: ``column NOT IN (values)``."""

    values: frozenset[Any]


@dataclass(frozen=True)
class Before:
    """A condition: ``column < value`` (with ``equal``, ``<=``)."""

    value: Any
    equal: bool = False


@dataclass(frozen=True)
class DbNow:
    """A value: the database's clock when the statement runs, ``seconds`` on (before, if negative): what every
    lease is granted, renewed, checked and taken over by (:func:`clock_text`, the one rule)."""

    seconds: float = 0.0


def clock_text(vendor: str, mark: str) -> str:
    """The database's clock, plus the seconds of the parameter at ``mark``: the one clock of leases, so two hosts
    whose clocks differ never both hold a run. PostgreSQL: ``STATEMENT_TIMESTAMP()`` (the server's clock when the
    statement arrived: not the transaction's start, as ``now()``, and stable within the statement, so an index on
    ``lease_expires_at`` can still serve a comparison with it). SQLite: its own ``'now'``, text of the form Django
    stores a datetime in (milliseconds). A ``%`` of the text is doubled where the marker is ``%s``."""
    if vendor == "postgresql":
        return f"(STATEMENT_TIMESTAMP() + CAST({mark} AS DOUBLE PRECISION) * INTERVAL '1 second')"
    pct = "%%" if mark == "%s" else "%"
    return f"STRFTIME('{pct}Y-{pct}m-{pct}d {pct}H:{pct}M:{pct}f', 'now', PRINTF('{pct}.6f seconds', {mark}))"


class DbClock(Expression):
    """:class:`DbNow` for the ORM: ``filter(lease_expires_at__lt=DbClock())``, ``update(lease_expires_at=DbClock(30))``."""

    output_field = DateTimeField()

    def __init__(self, seconds: float = 0.0) -> None:
        super().__init__()
        self.seconds = float(seconds)

    def as_sql(self, compiler: Any, connection: BaseDatabaseWrapper) -> tuple[str, list[Any]]:
        return clock_text(connection.vendor, "%s"), [self.seconds]

    def __repr__(self) -> str:
        return f"DbClock({self.seconds})"


@dataclass(frozen=True)
class AnyOf:
    """A condition: any of ``groups`` holds (each a mapping of conditions, all of which must hold).
    Its key in ``where`` only names it."""

    groups: tuple[Mapping[str, Any], ...]


@dataclass(slots=True)
class Update:
    """An ``UPDATE`` (see :func:`update` for what ``changes`` and ``where`` may hold), handing back
    the ``returning`` columns of the row it changed, if any."""

    model: type[Model]
    changes: Mapping[str, Any]
    where: Mapping[str, Any]
    returning: tuple[str, ...] = ()


@dataclass(slots=True)
class Insert:
    """A multi-row ``INSERT`` of ``rows`` (value tuples in ``columns`` order)."""

    model: type[Model]
    columns: tuple[str, ...]
    rows: Sequence[Sequence[Any]]


def _adapter(db: BaseDatabaseWrapper) -> Callable[[Any], Any]:
    """The parameter adapter of one write: datetimes as the backend stores them (each distinct
    datetime adapted once: an append's rows all carry the same ``now``), everything else as it is."""
    adapt, adapted = _datetime_adapter(db), {}

    def param(value: Any) -> Any:
        if not isinstance(value, datetime):
            return value
        found = adapted.get(value)
        if found is None:
            found = adapted[value] = adapt(value)
        return found

    return param


def _datetime_adapter(db: BaseDatabaseWrapper) -> Callable[[datetime], Any]:
    """``db.ops.adapt_datetimefield_value``, on SQLite in UTC without its checks for a UTC datetime (what
    ``timezone.now()`` gives): the naive UTC text Django's own adapter writes, ``str`` of it without its zone."""
    adapt = db.ops.adapt_datetimefield_value
    if db.vendor != "sqlite" or db.timezone is not UTC:
        return adapt
    return lambda value: str(value.replace(tzinfo=None)) if value.tzinfo is UTC else adapt(value)


#: each backend's parameter marker (the driver's own paramstyle: sqlite3 ``qmark``, psycopg ``format``)
_MARKS = {"sqlite": "?", "postgresql": "%s"}


def _db() -> BaseDatabaseWrapper:
    """The default connection, connected (each ``connection.x`` is a thread-local lookup: look it up once)."""
    db = connections[DEFAULT_DB_ALIAS]
    if db.connection is None:
        db.ensure_connection()
    elif db.in_atomic_block:
        db.validate_no_broken_transaction()  # as Django's cursor would: no statement after a failed one
    return db


def _cursor(db: BaseDatabaseWrapper) -> Any:
    """A cursor of the DB-API connection. On PostgreSQL one that binds its parameters on the server, so
    psycopg prepares a statement from its ``prepare_threshold``-th run on the connection on (setting
    ``DB_PREPARE_THRESHOLD``): the server then parses and plans each shape once per connection, not at
    every append. Django's own cursors bind on the client and never prepare."""
    return psycopg.Cursor(db.connection) if db.vendor == "postgresql" else db.connection.cursor()


def driver_text(compiled: str, vendor: str) -> str:
    """A statement Django compiled (``%s`` markers) in the driver's own paramstyle, rewritten as Django's
    SQLite cursor rewrites it at every execute (:func:`fetch_all` takes it so, rewritten once)."""
    return _QMARK.sub("?", compiled).replace("%%", "%") if vendor == "sqlite" else compiled


_QMARK = re.compile(r"(?<!%)%s")


def inline(compiled: str, params: Sequence[Any], value: str) -> tuple[str, tuple[Any, ...]]:
    """A statement Django compiled (``%s`` markers) with each parameter equal to ``value`` written in it as a
    string literal, the others left as they are. For a constant a partial index's condition names (``type =
    'SnapshotTaken'``): bound, SQLite recompiles the statement at every run to match its value against the
    index's (a resume's union ran in twice its time on a short run), and PostgreSQL's generic plan cannot use the
    index."""
    assert "'" not in value and "%" not in value, value
    pieces = iter(_QMARK.split(compiled))
    text, kept = [next(pieces)], []
    for param, piece in zip(params, pieces, strict=True):
        literal = isinstance(param, str) and param == value
        text += [f"'{value}'" if literal else "%s", piece]
        kept += [] if literal else [param]
    return "".join(text), tuple(kept)


def fetch_all(text: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    """The rows of ``text`` (in the driver's paramstyle: :func:`driver_text`), sent on the DB-API
    connection: a read the journal makes often (a resume, a whole history). Django's cursor would
    rewrite the statement's markers with a regex at every execute (a resume's union: ~5% of a short
    run's replay) and, on PostgreSQL, bind on the client, so the server would parse and plan it each
    time; here psycopg prepares it as it prepares the appends (:func:`_cursor`)."""
    db = _db()
    with db.wrap_database_errors:
        cursor = _cursor(db)
        try:
            cursor.execute(text, params)
            return cursor.fetchall()
        finally:
            cursor.close()


def _send(db: BaseDatabaseWrapper, text: str, params: Sequence[Any], *, fetch: bool = False) -> Any:
    """``text`` sent on the DB-API connection: its row count, or with ``fetch`` its first row (or None)."""
    with db.wrap_database_errors:
        cursor = _cursor(db)
        try:
            cursor.execute(text, params)
            return cursor.fetchone() if fetch else cursor.rowcount
        finally:
            cursor.close()


def binary_rows(text: str, params: Sequence[Any], *, raw: bool = False) -> list[tuple[Any, ...]]:
    """PostgreSQL: ``text``'s rows in the server's binary format. Django's cursor binds parameters
    client-side, which only gets text: a ``bytea`` then travels as hex, twice its size, and is parsed
    back (a 160 KB value: ~3 ms against ~1 ms at load 9). With ``raw``, a ``text`` or ``varchar`` value
    comes as its bytes as sent (UTF-8: the connection's encoding), no str made of it: for a reader that
    hashes the bytes (the rows' walk of a verification) a str would only be encoded back."""
    db = _db()
    with db.wrap_database_errors, psycopg.Cursor(db.connection) as cursor:
        if raw:
            for name in ("text", "varchar"):
                cursor.adapters.register_loader(name, ByteaBinaryLoader)
        cursor.execute(text, params, binary=True)
        return cursor.fetchall()


def raw_rows(text: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    """PostgreSQL: :func:`binary_rows` with ``raw`` (the same rows: every ``text`` or ``varchar`` value as its
    bytes), the statement sent and its whole result read by libpq in ONE call (``PQexecParams``; each parameter
    sent as its text, typed by the server) and loaded by psycopg's C loaders: no cursor, and none of its Python
    steps for each piece of a result as it arrives (~40 for the rows walk's 600 KB: ~0.25 ms of the client's
    0.8 ms for the fetch, docs/benchmarks.md). Prepared on the server as psycopg prepares its cursors' statements
    (:func:`_prepare`: from the connection's ``prepare_threshold``-th run on, ``DB_PREPARE_THRESHOLD``), so the
    server does not parse and plan it at every read (~0.3 ms of its CPU a rows walk, docs/benchmarks.md). Inside a
    transaction that has not begun (Django's ``atomic`` before its first statement) through :func:`binary_rows`,
    which begins it as psycopg does."""
    return _through_libpq(text, params, raw=True)


def libpq_rows(text: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    """PostgreSQL: :func:`binary_rows`' rows (a ``text`` value as a ``str``), read as :func:`raw_rows` reads its own: in
    ONE libpq call, prepared as psycopg prepares a cursor's statement (a whole history's pages and rows:
    ``runs.journal.pages.read_with_rows``)."""
    return _through_libpq(text, params, raw=False)


def _through_libpq(text: str, params: Sequence[Any], *, raw: bool) -> list[tuple[Any, ...]]:
    db = _db()
    conn = db.connection
    if not conn.autocommit and conn.pgconn.transaction_status == pq.TransactionStatus.IDLE:
        return binary_rows(text, params, raw=raw)
    with db.wrap_database_errors, conn.lock:
        return _libpq_rows(conn, text, params, raw=raw)


def _libpq_rows(
    conn: psycopg.Connection[Any], text: str, params: Sequence[Any], *, raw: bool = True
) -> list[tuple[Any, ...]]:
    """:func:`raw_rows`' (or :func:`libpq_rows`') statement sent through libpq, its rows loaded (``tests/runs/dbapi.py``
    counts it here)."""
    values = [None if p is None else str(p).encode() for p in params]
    query = _numbered(text)
    manager, key, prep, name = _prepare(conn, query, len(values))
    if prep is Prepare.NO:
        result = conn.pgconn.exec_params(query, values, result_format=pq.Format.BINARY)
    else:
        result = conn.pgconn.exec_prepared(name, values, result_format=pq.Format.BINARY)
    if manager is not None and manager.maybe_add_to_cache(key, prep, name) is not None:  # (as psycopg's cursor does:
        manager.validate(
            key, prep, name, [result]
        )  # a failed one is forgotten, an old one evicted past ``prepared_max``)
    if result.status != pq.ExecStatus.TUPLES_OK:
        raise psycopg.errors.error_from_result(result, encoding=conn.info.encoding)
    rows = Transformer(_RawLoading(conn) if raw else conn)
    rows.set_pgresult(result)
    return rows.load_rows(0, result.ntuples, tuple)


def raw_row_chunks(text: str, params: Sequence[Any], size: int) -> Iterator[list[tuple[Any, ...]]]:
    """PostgreSQL: :func:`raw_rows`' rows (the same statement, prepared alike), handed ``size`` at a time as they arrive
    (libpq's chunked rows mode, 17+): the caller works on the first ones while the server sends the rest, where
    :func:`raw_rows` waits for the whole result (the rows walk: ~0.7 ms of the server's work for 1,029 rows, done
    while the walk hashes, docs/benchmarks.md). Close it (or read it to its end) before the connection's next
    statement: closed early, the rest of the result is read and dropped. Where :func:`raw_rows` would go through a
    cursor (a transaction not begun) or libpq cannot hand chunks (before 17), its rows in one piece."""
    db = _db()
    conn = db.connection
    if pq.version() < 170000 or (not conn.autocommit and conn.pgconn.transaction_status == pq.TransactionStatus.IDLE):
        yield raw_rows(text, params)
        return
    with db.wrap_database_errors:
        yield from _libpq_chunks(conn, text, params, size)


def _libpq_chunks(
    conn: psycopg.Connection[Any], text: str, params: Sequence[Any], size: int
) -> Iterator[list[tuple[Any, ...]]]:
    """:func:`raw_row_chunks`' statement sent through libpq, its rows loaded a chunk at a time (``tests/runs/dbapi.py``
    counts it here). The connection's lock is held for each libpq call, not while the caller has a chunk."""
    values = [None if p is None else str(p).encode() for p in params]
    query, pgconn = _numbered(text), conn.pgconn
    with conn.lock:
        manager, key, prep, name = _prepare(conn, query, len(values))
        if prep is Prepare.NO:
            pgconn.send_query_params(query, values, result_format=pq.Format.BINARY)
        else:
            pgconn.send_query_prepared(name, values, result_format=pq.Format.BINARY)
        pgconn.set_chunked_rows_mode(size)
    added = manager.maybe_add_to_cache(key, prep, name) if manager is not None else None  # (as psycopg's cursor)
    rows, failed, ended = Transformer(_RawLoading(conn)), None, False
    try:
        while True:
            with conn.lock:
                result = pgconn.get_result()
            if result is None:
                ended = True
                break
            status = result.status
            if status == pq.ExecStatus.TUPLES_CHUNK:
                if failed is None:
                    rows.set_pgresult(result)
                    yield rows.load_rows(0, result.ntuples, tuple)
                continue
            if added is not None:
                manager.validate(added, prep, name, [result])  # (its last result: the end, or the error)
            if status != pq.ExecStatus.TUPLES_OK:
                failed = psycopg.errors.error_from_result(result, encoding=conn.info.encoding)
    finally:
        if not ended:  # closed early: the rest of the result read and dropped, the connection free again
            with conn.lock:
                while pgconn.get_result() is not None:
                    pass
    if failed is not None:
        raise failed


@dataclass(frozen=True, slots=True)
class _RawQuery:
    """A :func:`raw_rows` statement as psycopg's prepared-statement manager keys one (its text and its parameters'
    types): ``types`` none of psycopg's own (its are OIDs, never negative), so no cursor's statement shares its name."""

    query: bytes
    types: tuple[int, ...]


def _prepare(conn: psycopg.Connection[Any], query: bytes, n_params: int) -> tuple[Any, _RawQuery, Prepare, bytes]:
    """psycopg's manager (``conn._prepared``; None on a connection this module does not know: then unprepared), the
    key of :func:`raw_rows`' ``query``, and whether it runs prepared and by what name, as that manager says for a
    cursor's statement run as often (its ``prepare_threshold``); prepared on the server first if it should be.
    Kept in that manager with the cursors' statements: when psycopg deallocates every statement of the session (after
    a ``ROLLBACK``, a ``DROP``, an ``ALTER``, a ``DISCARD ALL``) or evicts this one, its name goes with them and a later
    run prepares it anew, so a name handed here is one the session holds (a statement prepared under a name of its
    own was found gone after a test's rollback, docs/benchmarks.md)."""
    manager, key = getattr(conn, "_prepared", None), _RawQuery(query, (-1,) * n_params)
    if manager is None:
        return None, key, Prepare.NO, b""
    prep, name = manager.get(key)
    if prep is Prepare.SHOULD:
        made = conn.pgconn.prepare(name, key.query)
        if made.status != pq.ExecStatus.COMMAND_OK:
            raise psycopg.errors.error_from_result(made, encoding=conn.info.encoding)
    return manager, key, prep, name


def _raw_adapters() -> AdaptersMap:
    """psycopg's loaders, a ``text`` or ``varchar`` value loaded as its bytes."""
    adapters = AdaptersMap(psycopg.adapters)
    for name in ("text", "varchar"):
        adapters.register_loader(name, ByteaBinaryLoader)
    return adapters


@dataclass(slots=True)
class _RawLoading:
    """What :func:`raw_rows` loads a result with (psycopg's adaptation context): :func:`_raw_adapters`."""

    connection: psycopg.Connection[Any]
    adapters: ClassVar[AdaptersMap] = _raw_adapters()


@lru_cache(maxsize=16)
def _numbered(text: str) -> bytes:
    """``text`` with its ``%s`` markers as the server's ``$1``, ``$2``, … (in order)."""
    count = iter(range(1, text.count("%s") + 1))
    return _QMARK.sub(lambda _: f"${next(count)}", text).replace("%%", "%").encode()


# -- UPDATE -----------------------------------------------------------------------------------------
def _condition_text(vendor: str, q: Callable[[str], str], mark: str, where: tuple[tuple[str, Any], ...]) -> str:
    conds = []
    for column, kind in where:
        col = q(column)
        if kind == "null":
            conds.append(f"{col} IS NULL")
        elif kind in ("<", "<="):
            conds.append(f"{col} {kind} {mark}")
        elif kind in ("< now", "<= now"):
            conds.append(f"{col} {kind[:-4]} {clock_text(vendor, mark)}")
        elif isinstance(kind, tuple):  # AnyOf: the shapes of its groups
            conds.append(f"({' OR '.join(f'({_condition_text(vendor, q, mark, group)})' for group in kind)})")
        elif isinstance(kind, int):
            conds.append(f"{col} {'NOT IN' if kind < 0 else 'IN'} ({', '.join([mark] * abs(kind))})")
        else:
            conds.append(f"{col} = {mark}")
    return " AND ".join(conds)


@lru_cache(maxsize=256)
def _update_text(
    vendor: str,
    model: type[Model],
    sets: tuple[tuple[str, str], ...],
    where: tuple[tuple[str, Any], ...],
    returning: tuple[str, ...],
) -> str:
    q, mark = connection.ops.quote_name, _MARKS[vendor]
    clauses = []
    for column, kind in sets:
        col = q(column)
        if kind == "add":
            clauses.append(f"{col} = {col} + {mark}")
        elif kind == "promote":
            clauses.append(f"{col} = CASE WHEN {col} = {mark} THEN {mark} ELSE {col} END")
        elif kind == "now":
            clauses.append(f"{col} = {clock_text(vendor, mark)}")
        else:
            clauses.append(f"{col} = {mark}")
    text = f"UPDATE {q(model._meta.db_table)} SET {', '.join(clauses)} WHERE {_condition_text(vendor, q, mark, where)}"
    return f"{text} RETURNING {', '.join(q(c) for c in returning)}" if returning else text


#: values sent as they are, told apart by their exact class first: most of an append's values (ids,
#: seqs, hashes, tokens) are these, and each ``isinstance`` of the other kinds costs as much as the rest
_PLAIN = frozenset({str, int, float, bool})


def _conditions(
    where: Mapping[str, Any], params: list[Any], param: Callable[[Any], Any]
) -> tuple[tuple[str, Any], ...]:
    """The shape of ``where`` (for the statement's text); its values appended to ``params``."""
    conds: list[tuple[str, Any]] = []
    for column, value in where.items():
        if value.__class__ in _PLAIN:
            params.append(value)
            conds.append((column, "eq"))
        elif value is None:
            conds.append((column, "null"))
        elif isinstance(value, tuple | frozenset | list):
            params += sorted(value)
            conds.append((column, len(value)))
        elif isinstance(value, Not):
            params += sorted(value.values)
            conds.append((column, -len(value.values)))
        elif isinstance(value, Before):
            clock = isinstance(value.value, DbNow)
            params.append(value.value.seconds if clock else param(value.value))
            conds.append((column, ("<=" if value.equal else "<") + (" now" if clock else "")))
        elif isinstance(value, AnyOf):
            conds.append((column, tuple(_conditions(group, params, param) for group in value.groups)))
        else:
            params.append(param(value))
            conds.append((column, "eq"))
    return tuple(conds)


def _update_sql(vendor: str, u: Update, param: Callable[[Any], Any]) -> tuple[str, list[Any]]:
    """The statement's text (built once per shape) and its parameters, in one pass over the values."""
    params: list[Any] = []
    sets = []
    sqlite = vendor == "sqlite"
    for column, value in u.changes.items():
        kind = value.__class__
        if kind in _PLAIN:
            params.append(int(value) if kind is bool and sqlite else value)  # as an insert sends it (:func:`_flag`)
            sets.append((column, "value"))
        elif isinstance(value, Add):
            params.append(value.value)
            sets.append((column, "add"))
        elif isinstance(value, Promote):
            params += [value.src, value.dst]
            sets.append((column, "promote"))
        elif isinstance(value, DbNow):
            params.append(value.seconds)
            sets.append((column, "now"))
        else:
            params.append(param(value))
            sets.append((column, "value"))
    conds = _conditions(u.where, params, param)
    return _update_text(vendor, u.model, tuple(sets), conds, u.returning), params


def update(u: Update) -> int:
    """``UPDATE … SET changes WHERE where``; rows changed.

    A change is a value, :class:`Add`, :class:`Promote` or :class:`DbNow`; a condition is a value (``=``, or
    ``IS NULL`` for None), a tuple/frozenset of values (``IN``), :class:`Not`, :class:`Before` (of a value or of
    :class:`DbNow`) or :class:`AnyOf`.
    """
    db = _db()
    return _send(db, *_update_sql(db.vendor, u, _adapter(db)))


def returning(u: Update) -> tuple[Any, ...] | None:
    """:func:`update` of one row, handing back its ``returning`` columns; None if no row changed."""
    db = _db()
    return _send(db, *_update_sql(db.vendor, u, _adapter(db)), fetch=True)


# -- INSERT -----------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _insert_text(vendor: str, model: type[Model], columns: tuple[str, ...], n: int) -> str:
    q = connection.ops.quote_name
    one = f"({', '.join([_MARKS[vendor]] * len(columns))})"
    names = ", ".join(q(c) for c in columns)
    return f"INSERT INTO {q(model._meta.db_table)} ({names}) VALUES {', '.join([one] * n)}"


@lru_cache(maxsize=64)
def _insert_after_guard_text(model: type[Model], columns: tuple[str, ...], n: int) -> str:
    """``INSERT … SELECT`` of ``n`` rows that inserts nothing unless the CTE ``g`` changed a row
    (PostgreSQL: ``%s`` markers).

    The first row carries each column's type (``VALUES`` would otherwise guess ``text`` for NULLs).
    """
    q = connection.ops.quote_name
    fields = {f.column: f for f in model._meta.concrete_fields}
    typed = "(" + ", ".join(f"%s::{fields[c].db_type(connection)}" for c in columns) + ")"
    plain = f"({', '.join(['%s'] * len(columns))})"
    names = ", ".join(q(c) for c in columns)
    values = ", ".join([typed] + [plain] * (n - 1))
    return (
        f"INSERT INTO {q(model._meta.db_table)} ({names}) SELECT * FROM (VALUES {values}) AS v ({names}) "
        f"WHERE EXISTS (SELECT 1 FROM g)"
    )


@lru_cache(maxsize=64)
def _datetime_positions(model: type[Model], columns: tuple[str, ...]) -> tuple[int, ...]:
    """Where ``columns`` hold datetimes: the values an insert adapts."""
    fields = {f.column: f for f in model._meta.concrete_fields}
    return tuple(n for n, c in enumerate(columns) if isinstance(fields[c], DateTimeField))


@lru_cache(maxsize=64)
def _flag_positions(model: type[Model], columns: tuple[str, ...]) -> tuple[int, ...]:
    """Where ``columns`` hold booleans: on SQLite an insert sends them as the integers they are stored as."""
    fields = {f.column: f for f in model._meta.concrete_fields}
    return tuple(n for n, c in enumerate(columns) if isinstance(fields[c], BooleanField))


def _flag(value: Any) -> Any:
    """A boolean as SQLite stores it (``True`` → 1), sent so. The sqlite3 module binds only exact ints, floats,
    texts and byte arrays without adapting them: for any other value (a bool, None) it builds a key and looks
    for an adapter, asks the protocol for ``__adapt__`` (an AttributeError raised and cleared) and the value
    for ``__conform__``, then binds it as it would have anyway (~0.8 µs a value; an append's rows hold several)."""
    return int(value) if value.__class__ is bool else value


def _insert_params(vendor: str, i: Insert, param: Callable[[Any], Any]) -> list[Any]:
    params: list[Any] = []
    stamps = _datetime_positions(i.model, i.columns)
    flags = _flag_positions(i.model, i.columns) if vendor == "sqlite" else ()
    for row in i.rows:
        if stamps or flags:
            row = list(row)
            for n in stamps:
                row[n] = param(row[n])
            for n in flags:
                row[n] = _flag(row[n])
        params += row
    return params


def _insert_sql(vendor: str, i: Insert, param: Callable[[Any], Any]) -> tuple[str, list[Any]]:
    return _insert_text(vendor, i.model, i.columns, len(i.rows)), _insert_params(vendor, i, param)


def insert(inserts: Sequence[Insert]) -> None:
    """``inserts``, one statement each, inside the caller's transaction (e.g. a new run's row and its
    first event: ``runs.journal.store.start_journal``)."""
    db = _db()
    param = _adapter(db)
    for i in inserts:
        _send(db, *_insert_sql(db.vendor, i, param))


def insert_id(i: Insert) -> int:
    """The one row of ``i``, inside the caller's transaction; the primary key the database gave it
    (``RETURNING``: PostgreSQL, SQLite 3.35+)."""
    db = _db()
    text, params = _insert_sql(db.vendor, i, _adapter(db))
    return _send(db, f"{text} RETURNING {connection.ops.quote_name(i.model._meta.pk.column)}", params, fetch=True)[0]


# -- the append ---------------------------------------------------------------------------------------
REFUSED_SQLSTATE = "AO409"  # raised by agentops_refuse() (migration 0006)


class Refused(Exception):
    """A standalone write refused one of its updates and rolled itself back: nothing was written."""


def connected() -> BaseDatabaseWrapper:
    """The default connection, connected: looked up once by a caller that passes it on (each look-up of
    ``connections[alias]`` probes for a running event loop, which raises and catches an error: ~1.5 µs)."""
    return _db()


def can_stand_alone(db: BaseDatabaseWrapper | None = None) -> bool:
    """Whether a write may be sent as its own transaction: outside any transaction (autocommit). On a
    connection already open, its ``autocommit`` as ``get_autocommit()`` would read it, without that call's
    checks (a thread-local look-up and an event-loop probe: more than the rest of the test). ``db``: the
    default connection, if the caller has looked it up."""
    if db is None:
        db = connections[DEFAULT_DB_ALIAS]
    if db.in_atomic_block:
        return False
    return db.autocommit if db.connection is not None else db.get_autocommit()


def write_guarded(
    guard: Update,
    inserts: Sequence[Insert],
    updates: Sequence[Update] = (),
    *,
    alone: bool = False,
    db: BaseDatabaseWrapper | None = None,
) -> list[int] | None:
    """``guard`` (an UPDATE meant to change one row) and, only if it did, ``inserts`` and ``updates``.

    Returns None if the guard changed no row (then nothing was written), else each update's row
    count, for the caller to check (inside its transaction). ``updates`` must touch rows that
    exist before the call, each once. On PostgreSQL the whole write is one statement (a chain of
    data-modifying CTEs: one round trip, one plan); on SQLite, where a CTE cannot modify data,
    one statement each, on one cursor.

    ``alone`` (see :func:`can_stand_alone`): the write is its own transaction and checks the counts
    itself: if the guard passed and an update did not change exactly one row, everything it wrote
    is rolled back and this raises :class:`Refused`. On PostgreSQL the statement is sent in
    autocommit (it aborts itself through ``agentops_refuse()``), which saves the BEGIN and COMMIT
    round trips; on SQLite the statements are sent between ``BEGIN`` and ``COMMIT`` as Django's
    ``atomic`` would, without its bookkeeping. ``db``: the connection as :func:`connected` returned it, outside any transaction.
    """
    inserts = [i for i in inserts if i.rows]
    db = _db() if db is None else db
    param = _adapter(db)
    if db.vendor == "postgresql":
        return _write_one_statement(db, guard, inserts, updates, param, alone)
    with db.wrap_database_errors:
        raw = db.connection
        cursor = raw.cursor()
        try:
            if not alone:
                return _write_statements(cursor, guard, inserts, updates, param)
            cursor.execute(f"BEGIN {db.transaction_mode or ''}")
            try:
                counts = _write_statements(cursor, guard, inserts, updates, param)
                if counts is not None and any(n != 1 for n in counts):
                    raise Refused("an update changed no row")
                cursor.execute("COMMIT" if counts is not None else "ROLLBACK")
            except BaseException:
                if raw.in_transaction:
                    cursor.execute("ROLLBACK")
                raise
        finally:
            cursor.close()
    return counts


def _write_statements(
    cursor: Any, guard: Update, inserts: Sequence[Insert], updates: Sequence[Update], param: Callable[[Any], Any]
) -> list[int] | None:
    """SQLite: the guard, the inserts and the updates, one statement each on the DB-API ``cursor``."""
    cursor.execute(*_update_sql("sqlite", guard, param))
    if cursor.rowcount != 1:
        return None
    for i in inserts:
        cursor.execute(*_insert_sql("sqlite", i, param))
    counts = []
    for u in updates:
        cursor.execute(*_update_sql("sqlite", u, param))
        counts.append(cursor.rowcount)
    return counts


def _write_one_statement(
    db: BaseDatabaseWrapper,
    guard: Update,
    inserts: Sequence[Insert],
    updates: Sequence[Update],
    param: Callable[[Any], Any],
    alone: bool,
) -> list[int] | None:
    """PostgreSQL: the guard, the inserts and the updates as one chain of data-modifying CTEs."""
    text, params = _update_sql(db.vendor, guard, param)
    parts = [f"g AS ({text} RETURNING 1)"]
    for n, i in enumerate(inserts):
        parts.append(f"i{n} AS ({_insert_after_guard_text(i.model, i.columns, len(i.rows))})")
        params += _insert_params(db.vendor, i, param)
    for n, u in enumerate(updates):
        text, more = _update_sql(db.vendor, u, param)
        parts.append(f"u{n} AS ({text} AND EXISTS (SELECT 1 FROM g) RETURNING 1)")
        params += more
    counts = [f"(SELECT count(*) FROM {name})" for name in ["g", *(f"u{n}" for n in range(len(updates)))]]
    if alone and updates:
        each = " AND ".join(f"{c} = 1" for c in counts[1:])
        counts[0] = f"CASE WHEN {counts[0]} = 0 OR ({each}) THEN {counts[0]} ELSE agentops_refuse('an update') END"
    try:
        row = _send(db, f"WITH {', '.join(parts)} SELECT {', '.join(counts)}", params, fetch=True)
    except DatabaseError as exc:
        if getattr(exc.__cause__, "sqlstate", None) == REFUSED_SQLSTATE:
            raise Refused(str(exc.__cause__)) from exc
        raise
    return None if row[0] != 1 else list(row[1:])
