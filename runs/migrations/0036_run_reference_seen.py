"""``runs_run.reference_seen``: the reference as a reader without a grant sees it, its PII as pseudonyms, so a search
for a pseudonym a page shows finds the run (``runs.governance.visibility.visible_reference_hits``; fix-known8). Added
with its database default ``''`` (the previous version's processes insert runs naming only their own columns while
``migrate`` runs), then filled for the runs that have a reference, 2,000 a batch."""

from django.db import migrations, models

BATCH = 2000


def fill(apps, schema_editor):
    from runs.governance.visibility import seen_reference

    run = apps.get_model("runs", "Run")
    rows = run.objects.exclude(reference="").order_by("id").values_list("id", "reference")
    last = ""
    while batch := list(rows.filter(id__gt=last)[:BATCH]):
        for run_id, reference in batch:
            run.objects.filter(id=run_id).update(reference_seen=seen_reference(reference))
        last = batch[-1][0]


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
        migrations.RunPython(fill, migrations.RunPython.noop, elidable=True),
    ]
