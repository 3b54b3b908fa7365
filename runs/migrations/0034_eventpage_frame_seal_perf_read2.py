"""runs_eventpage.frame_seal: an HMAC of the page as stored, made once its block was proven (``RunHasher.frame_seal``;
docs/engine.md). A column only (empty for every stored page): a page without one is checked as before, by its block's
seal or event by event, and given one by that check (``verify_chain --pages``) or by its next write. With a database
default '' (``db_default``): the previous version's processes, running while ``migrate`` does, insert pages naming their
own columns (0035 gives it to a database that applied this migration as first written, without one).
"""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0030_replayreport_request_key'),
    ]

    operations = [
        migrations.AddField(
            model_name='eventpage',
            name='frame_seal',
            field=models.CharField(blank=True, db_default='', default='', help_text="HMAC of the page as stored (its bounds, hashes and packed bytes), made once its block was proven; '' for none", max_length=64),
        ),
    ]
