"""runs_checkpoint: a derived cache of a run's context for cold resumes (runs.journal.checkpoints).

One row per run, outside the journal: nothing reads it but a cold resume, which checks it against
the snapshot it is bound to and reads the snapshot chain when it does not hold. A new table only.
"""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0016_run_sort_indexes'),
    ]

    operations = [
        migrations.CreateModel(
            name='Checkpoint',
            fields=[
                ('run', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, primary_key=True, related_name='checkpoint', serialize=False, to='runs.run')),
                ('seq', models.IntegerField(help_text='the SnapshotTaken this context is the start of')),
                ('hash', models.CharField(help_text="that snapshot's chain hash", max_length=64)),
                ('count', models.IntegerField(help_text="messages in context (the snapshot's at)")),
                ('digest', models.CharField(help_text="SHA-256 of context's UTF-8 text", max_length=64)),
                ('context', models.TextField(help_text='JSON array of the messages')),
            ],
        ),
    ]
