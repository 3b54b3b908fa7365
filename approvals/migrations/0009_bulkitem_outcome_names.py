"""``approvals_bulkitem.outcome_names``: who a bulk item's outcome names, redacted as it is stored (``{shown: [username,
run_id]}``), so the job's pages and API show them raw to a reader who sees raw values (known9). Added with its database
default ``{}`` (the previous version's executors insert and update items naming only their own columns while
``migrate`` runs: their outcomes show the pseudonym to everyone, as before)."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("approvals", "0008_delivery_told"),
    ]

    operations = [
        migrations.AddField(
            model_name="bulkitem",
            name="outcome_names",
            field=models.JSONField(blank=True, db_default=models.Value({}, models.JSONField()), default=dict),
        ),
    ]
