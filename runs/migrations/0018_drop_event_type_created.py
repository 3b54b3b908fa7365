"""Drop the events' (type, created_at) index: no query reads it, and every append wrote it.

Every event read filters on its run first (the (run, seq) unique index). The index was written by
every INSERT of an event, in a leaf per event type, so a step's appends (LlmSampled, ToolRequested,
ToolResult, ToolVerified, StepCommitted) dirtied a page of it per type: on SQLite 5.2 of the 33 WAL
frames a ticket-run step wrote, the most of any index (bench/throughput.py; docs/benchmarks.md).
"""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0017_checkpoint'),
    ]

    operations = [
        migrations.RemoveIndex(
            model_name='event',
            name='event_type_created',
        ),
    ]
