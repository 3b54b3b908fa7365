"""``runs_run.reference_seen``: the reference as a reader without a grant sees it, its PII as pseudonyms, so a search
for a pseudonym a page shows finds the run (``runs.governance.visibility.visible_reference_hits``; fix-known8). Added
with its database default ``''`` (the previous version's processes insert runs naming only their own columns while
``migrate`` runs); filled by 0037, with the redaction that made it."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("runs", "0035_eventpage_frame_seal_db_default"),
    ]

    operations = [
        migrations.AddField(
            model_name="run",
            name="reference_seen",
            field=models.CharField(blank=True, db_default="", default="", max_length=1000),
        ),
    ]
