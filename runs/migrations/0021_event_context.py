"""runs_event.context: a SnapshotTaken's context array, out of its payload (agentops.core.replay).

The payload keeps at, n, step, consumed, failures and the SHA-256 of this text (``digest``), so the
hash chain still binds it; resumes read it, whole-history reads (export, API, verification, timeline)
do not. A nullable column added last (no rewrite, no data migration): rows written before keep their
``added`` (or ``messages``) inline in the payload and are read as before.
"""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0020_checkpoint_packed'),
    ]

    operations = [
        migrations.AddField(
            model_name='event',
            name='context',
            field=models.TextField(blank=True, null=True),
        ),
    ]
