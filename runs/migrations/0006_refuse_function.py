"""``agentops_refuse(what)``: lets one append statement abort itself on PostgreSQL.

An append sent outside a transaction (autocommit: the statement is the transaction) must write
nothing when one of its execution updates is refused; calling this function from the
statement's final SELECT raises SQLSTATE AO409 and so rolls the whole statement back.
See runs/journal_sql.py. SQLite appends always run inside a transaction and need no function.
"""

from django.db import migrations

CREATE = """
CREATE OR REPLACE FUNCTION agentops_refuse(what text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'agentops: % refused; the append was rolled back', what USING ERRCODE = 'AO409';
END
$$
"""


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(CREATE, params=None)  # the body holds a literal %


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP FUNCTION IF EXISTS agentops_refuse(text)")


class Migration(migrations.Migration):
    dependencies = [("runs", "0005_journal_indexes")]

    operations = [migrations.RunPython(create, drop)]
