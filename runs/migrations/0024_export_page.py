"""runs_exportpage: derived redacted JSON Lines of whole blocks of a run's journal (runs.governance.export_pages).

A new table only; nothing is copied: the first redacted JSON Lines export of a run writes its pages.
"""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0023_event_page'),
    ]

    operations = [
        migrations.CreateModel(
            name='ExportPage',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('first_seq', models.IntegerField()),
                ('last_seq', models.IntegerField()),
                ('fingerprint', models.CharField(help_text="the redaction's configuration and code it was made with", max_length=64)),
                ('hash', models.CharField(help_text="its last event's hash", max_length=64)),
                ('packed', models.BinaryField(help_text="the events' redacted JSON Lines: a zstd frame (with its checksum)")),
                ('run', models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='export_pages', to='runs.run')),
            ],
            options={
                'constraints': [models.UniqueConstraint(fields=('run', 'first_seq'), name='export_page_run_first_unique')],
            },
        ),
    ]
