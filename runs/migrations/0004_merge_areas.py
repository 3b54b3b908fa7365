from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("runs", "0003_api"), ("runs", "0003_claims"), ("runs", "0003_dashboard")]
    operations = []
