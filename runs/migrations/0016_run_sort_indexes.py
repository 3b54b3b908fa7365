"""Indexes for the runs list's sortable columns (last event, steps, tokens, cost).

Without them a sort is a top-N heapsort over every run (170-200 ms at 100k runs under load,
bench/dashboard.py). The price: ``last_event_at`` changes on every append, so an append's run-row
UPDATE can no longer be HOT and writes an entry into each of runs_run's indexes. Measured on the
100k-run bench database, that is within the noise of an append (docs/dashboard.md, "Performance").
"""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0015_claim_classification_judge'),
    ]

    operations = [
        migrations.AddIndex(
            model_name='run',
            index=models.Index(fields=['-last_event_at', 'id'], name='run_last_event'),
        ),
        migrations.AddIndex(
            model_name='run',
            index=models.Index(fields=['-steps_used', 'id'], name='run_steps'),
        ),
        migrations.AddIndex(
            model_name='run',
            index=models.Index(fields=['-tokens_used', 'id'], name='run_tokens'),
        ),
        migrations.AddIndex(
            model_name='run',
            index=models.Index(fields=['-cost_used', 'id'], name='run_cost'),
        ),
    ]
