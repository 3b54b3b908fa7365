"""The Celery app. Broker: REDIS_URL; without it tasks run eagerly in-process (embedded default)."""

import os

from celery import Celery
from celery.signals import beat_init, task_prerun, worker_init

from agentops.startup import configured

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
configured()  # a setting it cannot use: one line, before Celery reads them (agentops.startup)

app = Celery("agentops")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@task_prerun.connect
def _connection_as_a_request_would(task=None, **_: object) -> None:
    """Before each task, what Django does before each request: close the connection if it errored
    or outlived ``CONN_MAX_AGE`` (with ``CONN_HEALTH_CHECKS`` the next query checks it first), else
    keep it (``CELERY_DB_REUSE_MAX``). An eager task runs inside its caller's transaction: left alone."""
    if task is not None and not task.request.is_eager:
        from django.db import close_old_connections

        close_old_connections()


@worker_init.connect
def _checked_at_start(**_: object) -> None:
    """The system checks before the worker takes a task (``agentops.startup.check_at_start``: an error stops it, one
    line; a worker consuming the retention queue checks the archive directory too), then the database's migrations:
    it takes no task until every one of the code's is applied (``agentops.startup.wait_until_migrated``)."""
    from django.conf import settings

    from agentops.startup import check_at_start, wait_until_migrated

    retention = settings.CELERY_TASK_ROUTES["runs.tasks.retention_purge"]["queue"] in app.amqp.queues.consume_from
    check_at_start("the Celery worker", retention=retention)
    wait_until_migrated("the Celery worker")


@beat_init.connect
def _beat_checked_at_start(**_: object) -> None:
    """The same checks before beat sends its first task: a beat started on settings the workers refuse would queue
    passes nobody takes (one line: ``agentops.beat.stop_beat``)."""
    from agentops.beat import stop_beat
    from agentops.startup import check_at_start

    try:
        check_at_start("Celery beat")
    except SystemExit as stop:
        stop_beat(str(stop.code))
