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
        model = to_state.apps.get_model(app_label, self.model_name)
        if not self.allow_migrate_model(schema_editor.connection.alias, model):
            return
        if schema_editor.connection.vendor != "postgresql":
            schema_editor.add_index(model, self.index)
            return
        with schema_editor.connection.cursor() as cursor:
            cursor.execute(
                "SELECT NOT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
                "WHERE c.relname = %s AND pg_catalog.pg_table_is_visible(c.oid)",
                [self.index.name],
            )
            row = cursor.fetchone()
        if row is not None and row[0]:  # left INVALID by a CREATE INDEX CONCURRENTLY that did not finish
            schema_editor.execute(f"DROP INDEX CONCURRENTLY IF EXISTS {schema_editor.quote_name(self.index.name)}")
        schema_editor.add_index(model, self.index, concurrently=True)

    def database_backwards(self, app_label, schema_editor, from_state, to_state):
        model = from_state.apps.get_model(app_label, self.model_name)
        if not self.allow_migrate_model(schema_editor.connection.alias, model):
            return
        if schema_editor.connection.vendor != "postgresql":
            schema_editor.remove_index(model, self.index)
            return
        schema_editor.remove_index(model, self.index, concurrently=True)


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
