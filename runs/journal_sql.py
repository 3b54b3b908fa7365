"""The append's statements, written as SQL: the journal's hot path.

Every durable step pays for these, so they skip the ORM's query building (which cost more than
the statements themselves): the fenced UPDATE of the run row, one multi-row INSERT of the events,
and the tool-execution rows the events project to. Table and column names come from the models,
values are always parameters, and each statement returns its row count so the caller can tell a
lost fence or a refused transition from success.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import connection
from django.db.models import Model


@dataclass(frozen=True)
class Add:
    """``column = column + value``."""

    value: int | float


@dataclass(frozen=True)
class Promote:
    """``column = CASE WHEN column = src THEN dst ELSE column END``."""

    src: str
    dst: str


def _q(name: str) -> str:
    return connection.ops.quote_name(name)


def _param(value: Any) -> Any:
    if isinstance(value, datetime):
        return connection.ops.adapt_datetimefield_value(value)
    return value


def _table(model: type[Model]) -> str:
    return _q(model._meta.db_table)


def _update_sql(model: type[Model], changes: Mapping[str, Any], where: Mapping[str, Any]) -> tuple[str, list[Any]]:
    sets, params = [], []
    for column, value in changes.items():
        col = _q(column)
        if isinstance(value, Add):
            sets.append(f"{col} = {col} + %s")
            params.append(value.value)
        elif isinstance(value, Promote):
            sets.append(f"{col} = CASE WHEN {col} = %s THEN %s ELSE {col} END")
            params += [value.src, value.dst]
        else:
            sets.append(f"{col} = %s")
            params.append(_param(value))
    conds = []
    for column, value in where.items():
        col = _q(column)
        if value is None:
            conds.append(f"{col} IS NULL")
        elif isinstance(value, tuple | frozenset | list):
            values = sorted(value)
            conds.append(f"{col} IN ({', '.join(['%s'] * len(values))})")
            params += values
        else:
            conds.append(f"{col} = %s")
            params.append(_param(value))
    return f"UPDATE {_table(model)} SET {', '.join(sets)} WHERE {' AND '.join(conds)}", params


def _execute(sql: str, params: list[Any]) -> int:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.rowcount


def update(model: type[Model], changes: Mapping[str, Any], where: Mapping[str, Any]) -> int:
    """``UPDATE … SET changes WHERE where``; rows changed.

    A change is a value, :class:`Add` or :class:`Promote`; a condition is a value (``=``, or
    ``IS NULL`` for None) or a tuple/frozenset of values (``IN``).
    """
    return _execute(*_update_sql(model, changes, where))


def insert(model: type[Model], columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> int:
    """One multi-row ``INSERT`` of ``rows`` (value tuples in ``columns`` order); rows inserted."""
    rows = list(rows)
    if not rows:
        return 0
    one = f"({', '.join(['%s'] * len(columns))})"
    names = ", ".join(_q(c) for c in columns)
    sql = f"INSERT INTO {_table(model)} ({names}) VALUES {', '.join([one] * len(rows))}"
    return _execute(sql, [_param(v) for row in rows for v in row])


def update_then_insert(
    model: type[Model],
    changes: Mapping[str, Any],
    where: Mapping[str, Any],
    into: type[Model],
    columns: Sequence[str],
    rows: Sequence[Sequence[Any]],
) -> bool:
    """The UPDATE and, only if it changed a row, the INSERT of ``rows``; whether it did.

    On PostgreSQL this is one statement (a data-modifying CTE: one round trip, one plan); on
    SQLite, where a CTE cannot modify data, two statements.
    """
    if connection.vendor != "postgresql":
        return update(model, changes, where) == 1 and insert(into, columns, rows) == len(rows)
    update_sql, params = _update_sql(model, changes, where)
    fields = {f.column: f for f in into._meta.concrete_fields}
    typed = "(" + ", ".join(f"%s::{fields[c].db_type(connection)}" for c in columns) + ")"
    plain = f"({', '.join(['%s'] * len(columns))})"
    values = ", ".join([typed] + [plain] * (len(rows) - 1))
    names = ", ".join(_q(c) for c in columns)
    sql = (
        f"WITH head AS ({update_sql} RETURNING 1) "
        f"INSERT INTO {_table(into)} ({names}) SELECT * FROM (VALUES {values}) AS v ({names}) "
        f"WHERE EXISTS (SELECT 1 FROM head)"
    )
    return _execute(sql, params + [_param(v) for row in rows for v in row]) == len(rows)
