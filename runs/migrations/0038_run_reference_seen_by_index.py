"""``run_reference_seen_by``: a partial index of ``runs_run.reference_seen_by`` over the runs with a reference, so the
start-up check ``agentops.W001`` (``runs.governance.seen_references.check_stale_references``), asked at every process's
start, counts the runs a rotated redaction key left stale by two index range scans instead of reading the whole table
(known9). On PostgreSQL it is built ``CONCURRENTLY`` (this migration is not atomic): the runs table takes writes — the
previous version's workers append while ``migrate`` runs — and a plain CREATE INDEX would block them until it is built.
An index a killed ``migrate`` left half-built (INVALID) is dropped and built again."""

from django.db import migrations, models
from django.db.models import Q

NAME = "run_reference_seen_by"


class AddIndexConcurrently(migrations.AddIndex):
    """``AddIndex``, built ``CONCURRENTLY`` on PostgreSQL (outside a transaction), plainly on SQLite."""

    def database_forwards(self, app_label, schema_editor, from_state, to_state):
        self._change(schema_editor, to_state.apps.get_model(app_label, self.model_name), add=True)

    def database_backwards(self, app_label, schema_editor, from_state, to_state):
        self._change(schema_editor, from_state.apps.get_model(app_label, self.model_name), add=False)

    def _change(self, schema_editor, model, *, add):
        if not self.allow_migrate_model(schema_editor.connection.alias, model):
            return
        change = schema_editor.add_index if add else schema_editor.remove_index
        if schema_editor.connection.vendor != "postgresql":
            change(model, self.index)
            return
        if add and _invalid(schema_editor, self.index.name):  # left by a CREATE INDEX CONCURRENTLY that did not finish
            schema_editor.execute(f"DROP INDEX CONCURRENTLY IF EXISTS {schema_editor.quote_name(self.index.name)}")
        change(model, self.index, concurrently=True)


def _invalid(schema_editor, name):
    """Whether PostgreSQL holds an index ``name`` marked INVALID."""
    with schema_editor.connection.cursor() as cursor:
        cursor.execute(
            "SELECT NOT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
            "WHERE c.relname = %s AND pg_catalog.pg_table_is_visible(c.oid)",
            [name],
        )
        row = cursor.fetchone()
    return row is not None and row[0]


class Migration(migrations.Migration):
    atomic = False  # CREATE INDEX CONCURRENTLY cannot run inside a transaction

    dependencies = [
        ("runs", "0037_run_reference_seen_by"),
    ]

    operations = [
        AddIndexConcurrently(
            model_name="run",
            index=models.Index(condition=Q(("reference", ""), _negated=True), fields=["reference_seen_by"], name=NAME),
        ),
    ]
