"""Celery beat's scheduler (``CELERY_BEAT_SCHEDULER``): Celery's own, but a schedule file it cannot keep stops beat
with one line."""

import os
import sys
from pathlib import Path

from celery.beat import PersistentScheduler


def stop_beat(line: str) -> None:
    """End Celery beat with ``line`` alone on stderr, exit 1. Beat's logging holds ``sys.stderr`` by then
    (``redirect_stdouts``: a line below ``--loglevel`` was lost), so it is written to the process's own stderr."""
    print(line, file=sys.__stderr__, flush=True)
    raise SystemExit(1) from None


def unkept(schedule: str) -> str:
    """What keeps beat from writing its schedule file at ``schedule`` (``--schedule``), or ``""``. Beat does not make
    the directory: the web processes may run on a read-only ``AGENTOPS_DATA_DIR``, and a beat that made a mistyped
    one would start on a schedule nobody meant (docs/deploy.md)."""
    folder = Path(schedule).absolute().parent
    if not folder.is_dir():
        said = "does not exist"
    elif not os.access(folder, os.W_OK | os.X_OK):
        said = "is not writable by this user"
    else:
        return ""
    return (
        f"Celery beat did not start: the directory of its schedule file {schedule} ({folder}) {said}: create it "
        f"(`mkdir -p {folder}`), or point --schedule / AGENTOPS_DATA_DIR at a writable directory"
    )


class Scheduler(PersistentScheduler):
    """Celery's file-kept schedule; a directory it cannot write ended beat after 1,762 log lines and 10 tracebacks
    (shelve's open failing, the "corrupted" file removed and opened again, qa-deploy5): now :func:`stop_beat`."""

    def setup_schedule(self) -> None:
        if line := unkept(self.schedule_filename):
            stop_beat(line)
        super().setup_schedule()
