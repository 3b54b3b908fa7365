"""runs_eventpage: derived, packed blocks of a run's journal for whole-history reads (runs.journal.pages).

A new table only; nothing is copied: the first whole read of a run writes its pages.
"""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0022_run_sort_indexes_not_running'),
    ]

    operations = [
        migrations.CreateModel(
            name='EventPage',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('first_seq', models.IntegerField()),
                ('last_seq', models.IntegerField()),
                ('prev_hash', models.CharField(help_text='the hash before its first event', max_length=64)),
                ('hash', models.CharField(help_text="its last event's hash", max_length=64)),
                ('packed', models.BinaryField(help_text='the events: a zstd frame (with its checksum) of their columns')),
                ('run', models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='pages', to='runs.run')),
            ],
            options={
                'constraints': [models.UniqueConstraint(fields=('run', 'first_seq'), name='event_page_run_first_unique')],
            },
        ),
    ]
