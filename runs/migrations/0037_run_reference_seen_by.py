"""``runs_run.reference_seen_by``: the fingerprint of the redaction that made ``reference_seen``, so the runs whose seen
reference a rotated redaction key left stale are found (``runs.governance.seen_references``; fix-known8b). Added with
its database default ``''`` (the previous version's processes insert runs naming only their own columns while
``migrate`` runs: theirs are stale, and said so), then every run with a reference made under the current redaction,
2,000 a read, without the names its events reveal (``manage.py refresh_seen_references`` does the same after a key
change; ``--all`` adds them)."""

from django.db import migrations, models


def fill(apps, schema_editor):
    from runs.governance.seen_references import refresh

    refresh(apps.get_model("runs", "Run").objects.all())


class Migration(migrations.Migration):
    dependencies = [
        ("runs", "0036_run_reference_seen"),
    ]

    operations = [
        migrations.AddField(
            model_name="run",
            name="reference_seen_by",
            field=models.CharField(blank=True, db_default="", default="", max_length=64),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop, elidable=True),
    ]
