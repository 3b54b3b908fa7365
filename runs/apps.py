import os
import sys

from django.apps import AppConfig
from django.conf import settings


def serves_with_runserver(argv: list[str] | None = None, environ: dict[str, str] | None = None) -> bool:
    """Whether this process is ``manage.py runserver``'s server: the autoreloader's child (``RUN_MAIN``), or the
    one process of ``--noreload`` (not the reloader's parent, which only watches files)."""
    argv = sys.argv if argv is None else argv
    environ = os.environ if environ is None else environ  # type: ignore[assignment]
    return len(argv) > 1 and argv[1] == "runserver" and (environ.get("RUN_MAIN") == "true" or "--noreload" in argv)


class RunsConfig(AppConfig):
    name = "runs"
    verbose_name = "Agent runs"

    def ready(self) -> None:
        from runs.dashboard import live

        live.install()
        if not settings.REDIS_URL and serves_with_runserver():
            # no Celery beat on the embedded default: approval expiry, the sweeps and notifications run here, as
            # under ``manage.py demo`` (a developer's ``runserver`` otherwise never expired a held call)
            from runs.worker.housekeeping import start_in_process_beat

            start_in_process_beat()
