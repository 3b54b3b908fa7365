from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("runs", "0003_dashboard"), ("runs", "0004_merge_claims_api")]
    operations = []
