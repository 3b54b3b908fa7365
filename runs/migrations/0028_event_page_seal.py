"""runs_eventpage.seal: a block's HMAC, made once its chain check held (``RunHasher.seal_of``; docs/engine.md).

A column only (empty for every stored page): a page without a seal is verified event by event, as before, and
sealed by that verification.
"""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0027_run_names'),
    ]

    operations = [
        migrations.AddField(
            model_name='eventpage',
            name='seal',
            field=models.CharField(blank=True, default='', help_text="HMAC of the block as its chain check reads it, made once that check held; '' for none", max_length=64),
        ),
    ]
