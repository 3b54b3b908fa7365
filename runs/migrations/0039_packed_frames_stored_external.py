"""The ``packed`` columns of the derived caches (journal pages, export pages, view pages, checkpoints) stored
``EXTERNAL`` on PostgreSQL: out of line, never compressed by the server. Each holds a frame this code compressed
(lz4 or zstd), which PostgreSQL's default (``EXTENDED``: pglz over any value past ~2 KB) compressed again on every
write only to drop the result — pglz saves nothing on it — at ~0.75 ms of the server's CPU a 40 KB journal page
(1.0 against 0.2 ms an INSERT, docs/benchmarks.md). A read is the same either way: the stored values were
already out of line and uncompressed (``pg_column_compression`` NULL), and rows written before keep their form.

A catalog change, no table rewritten, but ``ALTER TABLE`` waits for the ACCESS EXCLUSIVE lock of each table the
previous version's processes read and write while ``migrate`` runs, and queues their statements behind it while
it waits: so each table is altered in its own short transaction (this migration is not atomic) that gives up the
wait after :data:`WAIT` and tries again, up to :data:`TRIES` times. SQLite has no storage to set: nothing."""

import time

from django.db import OperationalError, migrations, transaction

#: the packed columns, by model
TABLES = ("EventPage", "ExportPage", "ViewPage", "Checkpoint")
WAIT, TRIES = "2s", 30


def _storage(mode):
    def change(apps, schema_editor):
        if schema_editor.connection.vendor != "postgresql":
            return
        q = schema_editor.quote_name
        for name in TABLES:
            table = q(apps.get_model("runs", name)._meta.db_table)
            for attempt in range(TRIES):
                try:
                    with transaction.atomic(using=schema_editor.connection.alias):
                        schema_editor.execute(f"SET LOCAL lock_timeout = '{WAIT}'")
                        schema_editor.execute(f"ALTER TABLE {table} ALTER COLUMN packed SET STORAGE {mode}")
                    break
                except OperationalError:  # the lock not granted in time: a long read or write of the table
                    if attempt == TRIES - 1:
                        raise
                    time.sleep(1)

    return change


class Migration(migrations.Migration):
    atomic = False  # each table altered in a transaction of its own, its lock's wait bounded

    dependencies = [
        ("runs", "0038_run_reference_seen_by_index"),
    ]

    operations = [migrations.RunPython(_storage("EXTERNAL"), _storage("EXTENDED"))]
