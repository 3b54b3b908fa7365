"""The rows a costly scenario left in the PostgreSQL test database, kept once and put back for each test of a module
that starts from them (transactional tests: the flush after each test empties every table).

A scenario of real processes (a worker SIGKILLed, ``recover``, a CLI decision, ...) costs seconds of CPU each time;
the tests that start from its outcome then differ. ``keep`` copies every table of the project into a schema of its
own; ``put_back`` empties the tables and copies the rows back in one transaction (every foreign key is ``DEFERRABLE
INITIALLY DEFERRED``): each test starts from the same rows, ids and hashes as if it had run the scenario itself.
Sequences are not put back: they only grow, so the rows a test adds never take a kept id."""

from __future__ import annotations

from django.db import connection, transaction


def _tables() -> list[str]:
    return sorted(connection.introspection.django_table_names(only_existing=True, include_views=False))


def _schema(name: str) -> str:
    return connection.ops.quote_name(f"snapshot_{name}")


def keep(name: str) -> None:
    """Copy the rows of every table into the schema ``snapshot_<name>`` (made anew)."""
    schema, quote = _schema(name), connection.ops.quote_name
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        cursor.execute(f"CREATE SCHEMA {schema}")
        for table in _tables():
            cursor.execute(f"CREATE TABLE {schema}.{quote(table)} AS SELECT * FROM {quote(table)}")


def put_back(name: str) -> None:
    """Make every table hold exactly the rows ``keep(name)`` copied."""
    schema, quote = _schema(name), connection.ops.quote_name
    with transaction.atomic(), connection.cursor() as cursor:
        for table in _tables():
            cursor.execute(f"DELETE FROM {quote(table)}")
        for table in _tables():
            cursor.execute(f"INSERT INTO {quote(table)} SELECT * FROM {schema}.{quote(table)}")


def drop(name: str) -> None:
    with connection.cursor() as cursor:
        cursor.execute(f"DROP SCHEMA IF EXISTS {_schema(name)} CASCADE")
