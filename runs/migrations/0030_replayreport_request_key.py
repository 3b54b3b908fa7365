from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0029_exec_rejected_updated'),
    ]

    operations = [
        migrations.AddField(
            model_name='replayreport',
            name='request_key',
            field=models.CharField(blank=True, max_length=64, null=True, unique=True),
        ),
    ]
