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


def embedded_beat() -> bool:
    """Whether a serving process runs the beat schedule itself: on the embedded default (no Redis, so no Celery
    beat) unless ``AGENTOPS_EMBEDDED_BEAT=off``; never under the production shape (Redis and Celery beat)."""
    return not settings.REDIS_URL and settings.AGENTOPS["EMBEDDED_BEAT"] == "on"


_beat_checked_in: int | None = None  # the process that last asked start_embedded_beat (a forked child asks again)


def start_embedded_beat() -> None:
    """Start the in-process beat once per process when :func:`embedded_beat` says so (the ASGI app asks on import
    and on its first call in each process: a server that forks after importing it, daphne's test server or
    gunicorn's workers, imported it in another process)."""
    global _beat_checked_in
    if _beat_checked_in == os.getpid():
        return
    _beat_checked_in = os.getpid()
    if embedded_beat():
        from runs.worker.housekeeping import start_in_process_beat

        start_in_process_beat()


class RunsConfig(AppConfig):
    name = "runs"
    verbose_name = "Agent runs"

    def ready(self) -> None:
        from django.core import checks

        from agentops.startup import check_email_backend, check_env_names, check_retention_archive
        from runs.dashboard import live
        from runs.governance.seen_references import check_stale_references
        from runs.worker.registry import AGENTOPS_CHECKS, check_extra_agents, check_reserved_agents

        live.install()
        checks.register(check_extra_agents, AGENTOPS_CHECKS)
        checks.register(check_reserved_agents, AGENTOPS_CHECKS)
        checks.register(check_env_names, AGENTOPS_CHECKS)
        checks.register(check_email_backend, AGENTOPS_CHECKS)
        checks.register(check_retention_archive, AGENTOPS_CHECKS)
        checks.register(check_stale_references, AGENTOPS_CHECKS, checks.Tags.database)
        if serves_with_runserver():
            # no Celery beat on the embedded default: approval expiry, the sweeps and notifications run here, as
            # under ``manage.py demo`` (a developer's ``runserver`` otherwise never expired a held call)
            start_embedded_beat()
