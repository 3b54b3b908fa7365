"""Drop 0010's (status, last_event_at) index and add prefix-search indexes (PostgreSQL).

``last_event_at`` changes on every append: indexing it made every append's run-row UPDATE a non-HOT
update that writes an entry into every index of runs_run. The stuck view reads few rows per status
and sorts them without it. Search (``?q=``) is case-insensitive by prefix on run id and reference:
``UPPER(col) LIKE UPPER('t-10%')`` uses an expression index with ``text_pattern_ops`` (those columns
never change, so appends stay HOT).
"""

from django.db import migrations

SEARCH_INDEXES = {
    "run_id_upper_prefix": "UPPER(id::text) text_pattern_ops",
    "run_reference_upper_prefix": "UPPER(reference::text) text_pattern_ops",
}


def create_search_indexes(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for name, expression in SEARCH_INDEXES.items():
            schema_editor.execute(f"CREATE INDEX IF NOT EXISTS {name} ON runs_run ({expression})")


def drop_search_indexes(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for name in SEARCH_INDEXES:
            schema_editor.execute(f"DROP INDEX IF EXISTS {name}")


class Migration(migrations.Migration):
    dependencies = [
        ("runs", "0012_event_snapshot_index"),
    ]

    operations = [
        migrations.RemoveIndex(model_name="run", name="run_status_last_event"),
        migrations.RunPython(create_search_indexes, drop_search_indexes),
    ]
