"""``runs_eventpage.frame_seal`` gets its database default ``''`` where 0034 added it without one (0034 as first written,
6 Dec): the previous version's processes, still running while ``migrate`` runs, insert pages naming only their own
columns, and every such insert failed (``null value in column "frame_seal"``; qa-deploy7, docs/deploy.md). 0034 now adds
the column with it; this gives it to a database that applied the first 0034, and leaves one that has it alone.
"""

from django.db import migrations
from django.db.models import NOT_PROVIDED


def give_default(apps, schema_editor):
    model = apps.get_model("runs", "EventPage")
    field = model._meta.get_field("frame_seal")
    with schema_editor.connection.cursor() as cursor:
        columns = schema_editor.connection.introspection.get_table_description(cursor, model._meta.db_table)
    if next(c for c in columns if c.name == field.column).default is not None:
        return
    without = field.clone()
    without.db_default = NOT_PROVIDED
    without.set_attributes_from_name(field.name)
    without.model = model
    schema_editor.alter_field(model, without, field)


class Migration(migrations.Migration):

    dependencies = [
        ("runs", "0034_eventpage_frame_seal_perf_read2"),
    ]

    operations = [
        migrations.RunPython(give_default, migrations.RunPython.noop),
    ]
