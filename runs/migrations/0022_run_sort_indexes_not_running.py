"""The runs list's sort indexes (0016) leave RUNNING runs out.

Every append moves a RUNNING run's ``last_event_at`` (and each model call its steps, tokens and
cost), so with them in these four indexes each step's commits wrote four index pages more on SQLite
(bench/throughput.py, "WAL frames by table or index"). The list reads the RUNNING runs apart (few:
the runs workers hold) and merges them in (``runs.dashboard.selectors``); a run enters the indexes
once, when it stops running.
"""

from django.db import migrations, models

NOT_RUNNING = ~models.Q(status="RUNNING")
INDEXES = {"last_event_at": "run_last_event", "steps_used": "run_steps", "tokens_used": "run_tokens", "cost_used": "run_cost"}


class Migration(migrations.Migration):

    dependencies = [
        ("runs", "0021_event_context"),
    ]

    operations = [
        *(migrations.RemoveIndex(model_name="run", name=name) for name in INDEXES.values()),
        *(
            migrations.AddIndex(
                model_name="run",
                index=models.Index(fields=[f"-{column}", "id"], name=name, condition=NOT_RUNNING),
            )
            for column, name in INDEXES.items()
        ),
    ]
