"""SQLite WAL housekeeping (SPEC pitfall 6): the periodic checkpoint truncates the ``-wal`` file.

The test database of pytest-django on SQLite lives in memory (no WAL), so this drives a real
SQLite file in WAL mode from a child process, as the embedded default does.
"""

import json
import os
import subprocess
import sys

import pytest
from django.conf import settings

SCRIPT = """
import json, django
django.setup()
from django.core.management import call_command
from django.db import connection
call_command("migrate", verbosity=0)
from runs import tasks
from runs.worker import sqlite
from runs.worker.engine import drive_run
from runs.services import run_create
mode = connection.cursor().execute("PRAGMA journal_mode").fetchone()[0]
page = connection.cursor().execute("PRAGMA page_size").fetchone()[0]
for n in range(5):
    run = run_create(agent="ticket", inputs={"ticket": f"T-{n}", "customer": "ACME", "task": "x"}, seed=7, start=False)[0]
    drive_run(run.id)
grown = sqlite.database_size()
result = tasks.sqlite_checkpoint.apply().get()
after = sqlite.database_size()
print(json.dumps({"mode": mode, "page": page, "grown": grown, "result": list(result), "after": after}))
"""


def _embedded_env(data_dir) -> dict[str, str]:
    """A child process's environment for the embedded default: SQLite in ``data_dir``, no worker."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env.update(
        AGENTOPS_DATA_DIR=str(data_dir),
        AGENTOPS_WORKER="none",
        DJANGO_SETTINGS_MODULE="agentops.settings",
        PYTHONPATH=str(settings.BASE_DIR),
    )
    return env


@pytest.mark.slow
def test_the_periodic_checkpoint_truncates_the_wal(tmp_path):
    db = tmp_path / "agentops.sqlite3"
    env = _embedded_env(tmp_path)
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=settings.BASE_DIR, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["mode"] == "wal"
    assert report["grown"]["wal"] > 100_000, "five runs should leave the WAL well past 100 KB"
    busy, log_pages, checkpointed = report["result"]
    assert busy == 0 and log_pages == checkpointed
    # the appends left checkpointing to the task: at SQLite's own default the commit past 1,000 frames would
    # have checkpointed and the log restarted from the top of the file, which would not have grown much further
    frames = (report["grown"]["wal"] - 32) // (24 + report["page"])  # the WAL's header, then its frames
    assert 2_000 < frames < settings.SQLITE_WAL_AUTOCHECKPOINT
    assert report["after"]["wal"] == 0
    assert report["after"]["db"] >= report["grown"]["db"]
    wal = tmp_path / "agentops.sqlite3-wal"
    assert db.exists() and (not wal.exists() or wal.stat().st_size == 0)  # SQLite drops it on the last close


KILLED_APPEND = """
import json, os, signal, django
django.setup()
from django.core.management import call_command
call_command("migrate", verbosity=0)
from agentops.core.events import EventType, NewEvent
from runs.journal import leases, sql
from runs.journal.store import append_events
from runs.services import run_create
run = run_create(agent="ticket", inputs={"ticket": "T-1", "customer": "ACME", "task": "x"}, seed=7, start=False)[0]
lease = leases.acquire(run.id, "doomed")
print(json.dumps({"run": run.id}), flush=True)
written = sql._write_statements

def killed(*args):
    counts = written(*args)  # the guard UPDATE and the INSERT sent, BEGIN open, no COMMIT
    os.kill(os.getpid(), signal.SIGKILL)

sql._write_statements = killed
append_events(run.id, lease.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "lost"})])
"""

AFTER_KILL = """
import json, sys, django
django.setup()
from agentops.core.events import EventType, NewEvent
from runs.journal import leases
from runs.journal.chain import verify_chain
from runs.journal.store import append_events
from runs.models import Event, Run
run_id = sys.argv[1]
before = {"last_seq": Run.objects.get(id=run_id).last_seq, "events": Event.objects.filter(run_id=run_id).count(),
          "ok": verify_chain(run_id).ok}
leases.expire(run_id, "doomed")
lease = leases.acquire(run_id, "heir")
append_events(run_id, lease.fence, 1, [NewEvent(EventType.RECOVERY_STARTED, {"reason": "taken over"})])
after = {"last_seq": Run.objects.get(id=run_id).last_seq, "ok": verify_chain(run_id).ok}
print(json.dumps({"before": before, "after": after}))
"""


@pytest.mark.slow
def test_an_append_killed_before_its_commit_leaves_nothing_and_the_next_writer_goes_on(tmp_path):
    """SIGKILL between an append's statements and its COMMIT (the append sends its own BEGIN … COMMIT
    outside a caller's transaction): the file holds the journal as it was, and a new lease appends after it."""
    env = _embedded_env(tmp_path)
    run = {"cwd": settings.BASE_DIR, "env": env, "capture_output": True, "text": True, "timeout": 120}
    killed = subprocess.run([sys.executable, "-c", KILLED_APPEND], **run)
    assert killed.returncode == -9, killed.stderr
    run_id = json.loads(killed.stdout.strip().splitlines()[-1])["run"]
    done = subprocess.run([sys.executable, "-c", AFTER_KILL, run_id], **run)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["before"] == {"last_seq": 1, "events": 1, "ok": True}
    assert report["after"] == {"last_seq": 2, "ok": True}


SEED_RUNS = """
import json, django
django.setup()
from django.core.management import call_command
call_command("migrate", verbosity=0)
from runs.services import run_create
ids = [
    run_create(agent="ticket-legacy-smtp", inputs={"ticket": f"T-{n}", "customer": "ACME", "task": "x"}, seed=n,
               start=False)[0].id
    for n in range(3)
]
print(json.dumps(ids))
"""

DRIVE_ALL = """
import json, sys, django
django.setup()
from runs.worker.engine import drive_run
ids = json.loads(sys.argv[1])
for run_id in (reversed(ids) if sys.argv[2] == "back" else ids):
    drive_run(run_id)
"""

TALLY = """
import json, sys, django
django.setup()
from runs.journal.chain import verify_chain
from runs.models import Run, SideEffect
ids = json.loads(sys.argv[1])
print(json.dumps({
    "status": sorted({Run.objects.get(id=i).status for i in ids}),
    "samples": sum(Run.objects.get(id=i).events.filter(type="LlmSampled").count() for i in ids),
    "emails": SideEffect.objects.filter(kind="email").count(),
    "chains": all(verify_chain(i).ok for i in ids),
}))
"""


@pytest.mark.slow
def test_two_processes_on_one_data_dir_drive_each_run_once(tmp_path):
    """Two servers started on one AGENTOPS_DATA_DIR (docs/deploy.md) both drive runs from the same SQLite file: the
    lease decides, so each run's 24 model calls and 6 emails of a tool that cannot dedupe happen once, not twice."""
    env = _embedded_env(tmp_path) | {"AGENTOPS_MODEL_CALL_LOG": str(tmp_path / "calls.log")}
    opts = {"cwd": settings.BASE_DIR, "env": env, "capture_output": True, "text": True, "timeout": 300}
    seeded = subprocess.run([sys.executable, "-c", SEED_RUNS], **opts)
    assert seeded.returncode == 0, seeded.stderr
    ids = seeded.stdout.strip().splitlines()[-1]
    children = [
        subprocess.Popen(
            [sys.executable, "-c", DRIVE_ALL, ids, order],
            cwd=settings.BASE_DIR,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for order in ("front", "back")
    ]
    for child in children:
        _, err = child.communicate(timeout=300)
        assert child.returncode == 0, err
    tally = subprocess.run([sys.executable, "-c", TALLY, ids], **opts)
    assert tally.returncode == 0, tally.stderr
    assert json.loads(tally.stdout.strip().splitlines()[-1]) == {
        "status": ["COMPLETED"],
        "samples": 3 * 24,
        "emails": 3 * 6,
        "chains": True,
    }
    assert len((tmp_path / "calls.log").read_text().splitlines()) == 3 * 24  # no model call paid twice
