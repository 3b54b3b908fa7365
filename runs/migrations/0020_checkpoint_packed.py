"""runs_checkpoint.packed: the checkpoint's JSON array as a zstd frame of its UTF-8 (runs.journal.checkpoints).

A 10,000-step run's 2.5 MB context text packs to ~160 KB: PostgreSQL no longer detoasts and sends
2.5 MB at every cold resume. A nullable column only (no rewrite); rows written before keep their text
in ``context`` (and its digest) and are still read; every new write fills ``packed`` and leaves
``context`` empty.
"""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0019_run_lease_seconds'),
    ]

    operations = [
        migrations.AddField(
            model_name='checkpoint',
            name='packed',
            field=models.BinaryField(help_text='JSON array of the messages: a zstd frame of its UTF-8', null=True),
        ),
        migrations.AlterField(
            model_name='checkpoint',
            name='context',
            field=models.TextField(help_text='JSON array of the messages in rows before 0020 (since: empty)'),
        ),
        migrations.AlterField(
            model_name='checkpoint',
            name='digest',
            field=models.CharField(help_text="SHA-256 of packed (of context's UTF-8 in an older row)", max_length=64),
        ),
    ]
