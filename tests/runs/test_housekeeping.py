"""The embedded default's in-process beat runs the recovery sweep without Celery."""

import os
import signal
import subprocess
import sys
import time
from datetime import timedelta

import httpx
import pytest
from django.utils import timezone

from agentops.core.states import RunStatus
from runs.models import Event, Run, SideEffect, ToolExecution
from runs.services import run_create
from runs.worker import housekeeping

# The tests that start Python processes of their own give them an embedded data directory of their own, without
# DATABASE_URL or REDIS_URL, whatever the pass: they are not marked sqlite (the SQLite pass ran them again, the
# same processes: 13 tests, 28.3 s of its ~270 s of CPU at load ~16). The tests in this process are.
pytestmark = pytest.mark.django_db(transaction=True)


def _abandoned_run() -> Run:
    """A run whose worker died holding the lease: RUNNING in the journal, lease expired."""
    run, _ = run_create(agent="ticket", inputs={"ticket": "T-9", "customer": "C", "task": "t"}, seed=1, start=False)
    Run.objects.filter(id=run.id).update(
        lease_owner="worker:gone:1", lease_expires_at=timezone.now() - timedelta(seconds=5)
    )
    return run


@pytest.mark.sqlite
def test_one_pass_recovers_an_abandoned_run_and_is_idempotent():
    run = _abandoned_run()
    housekeeping.run_once()
    run.refresh_from_db()
    assert run.status == RunStatus.COMPLETED
    assert run.events.filter(type="RecoveryStarted").count() == 1
    assert SideEffect.objects.filter(kind="email").count() == 6
    housekeeping.run_once()
    assert run.events.filter(type="RecoveryStarted").count() == 1
    assert SideEffect.objects.filter(kind="email").count() == 6


@pytest.mark.sqlite
def test_the_beat_thread_starts_once_per_process(monkeypatch):
    passes = []
    monkeypatch.setattr(housekeeping, "run_once", lambda due, outward, held: passes.append(dict(due)))
    monkeypatch.setattr(housekeeping, "_started", housekeeping.threading.Event())
    stop = housekeeping.threading.Event()
    thread = housekeeping.start_in_process_beat(interval=0.01, stop=stop)
    assert thread is not None and thread.daemon
    assert housekeeping.start_in_process_beat(interval=0.01) is None
    deadline = timezone.now() + timedelta(seconds=5)
    while not passes and timezone.now() < deadline:
        thread.join(0.01)
    stop.set()
    thread.join(5)
    assert passes and not thread.is_alive()


@pytest.mark.sqlite
def test_each_job_of_the_beat_schedule_runs_by_name_at_its_own_interval(monkeypatch, settings):
    settings.CELERY_BEAT_SCHEDULE = {
        "sweep": {"task": "runs.tasks.recovery_sweep", "schedule": 15},
        "expiry": {"task": "approvals.tasks.expire_approvals", "schedule": timedelta(seconds=60)},
    }
    ran = []
    monkeypatch.setattr(housekeeping, "_run", ran.append)
    due: dict[str, float] = {}
    for now in (0, 14, 15, 30, 60):
        housekeeping.run_once(due, now=now)
        ran.append(now)
    assert ran == [
        "runs.tasks.recovery_sweep",
        "approvals.tasks.expire_approvals",
        0,
        14,
        "runs.tasks.recovery_sweep",
        15,
        "runs.tasks.recovery_sweep",
        30,
        "runs.tasks.recovery_sweep",
        "approvals.tasks.expire_approvals",
        60,
    ]


@pytest.mark.sqlite
def test_a_failing_job_is_logged_and_the_others_still_run(monkeypatch, settings):
    settings.CELERY_BEAT_SCHEDULE = {
        "broken": {"task": "runs.tasks.no_such_task", "schedule": 15},
        "checkpoint": {"task": "runs.tasks.sqlite_checkpoint", "schedule": 60},
    }
    ran, logged = [], []
    monkeypatch.setattr(housekeeping.log, "log", lambda level, msg, *args, **kw: logged.append(msg % args))
    real_run = housekeeping._run
    monkeypatch.setattr(housekeeping, "_run", lambda name: (real_run(name), ran.append(name)))
    housekeeping.run_once()
    assert ran == ["runs.tasks.sqlite_checkpoint"]
    assert logged == ["housekeeping job broken (runs.tasks.no_such_task) failed"]


@pytest.mark.sqlite
def test_a_slow_notification_receiver_does_not_hold_up_the_sweeps(monkeypatch, settings):
    """A send waits up to AGENTOPS_NOTIFY_TIMEOUT (10 s) per delivery, up to 50 a pass: on one thread the recovery
    sweep, the bulk sweep and approval expiry waited for every one of them."""
    settings.CELERY_BEAT_SCHEDULE = {
        "notify": {"task": "approvals.tasks.notify", "schedule": 60},
        "recovery-sweep": {"task": "runs.tasks.recovery_sweep", "schedule": 60},
    }
    swept, told = housekeeping.threading.Event(), []

    def run(task: str) -> None:
        if task == "approvals.tasks.notify":
            told.append(swept.wait(10))  # a receiver that answers only after the sweep has run
        else:
            swept.set()

    monkeypatch.setattr(housekeeping, "_run", run)
    monkeypatch.setattr(housekeeping, "_started", housekeeping.threading.Event())
    stop = housekeeping.threading.Event()
    housekeeping.start_in_process_beat(interval=0.01, stop=stop)
    try:
        assert swept.wait(20)
        deadline = timezone.now() + timedelta(seconds=20)
        while not told and timezone.now() < deadline:
            swept.wait(0.01)
    finally:
        stop.set()
    assert told[:1] == [True]  # the sweep ran while the send was still waiting


_RESOLVE_AT_ONCE = """
import threading
import django
django.setup()
from django.conf import settings
from runs.worker import housekeeping
names = [entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()]
barrier = threading.Barrier(len(names))
missing = []
def resolve(name):
    barrier.wait()
    try:
        housekeeping._task(name)
    except Exception:
        missing.append(name)
threads = [threading.Thread(target=resolve, args=(name,)) for name in names]
[thread.start() for thread in threads]
[thread.join() for thread in threads]
print(sorted(missing))
"""


def test_jobs_looked_up_on_two_threads_of_a_fresh_process_are_all_registered(tmp_path):
    """The beat's two threads start together: each job must find its task on the very first pass (the
    notify thread's first lookup raced the sweeps' import of the task modules: NotRegistered)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env |= {"DJANGO_SETTINGS_MODULE": "agentops.settings", "AGENTOPS_DATA_DIR": str(tmp_path)}
    for _ in range(3):  # a fresh process each time: the registry is filled once per process
        out = subprocess.run(
            [sys.executable, "-c", _RESOLVE_AT_ONCE], env=env, capture_output=True, text=True, timeout=120, check=True
        )
        assert out.stdout.strip().splitlines()[-1] == "[]", out.stdout + out.stderr


_STARTS_THE_BEAT = """
import sys, threading
sys.argv = sys.argv[1:]
import django
django.setup()
print(sorted(t.name for t in threading.enumerate() if t.name.startswith("agentops-housekeeping")))
"""


@pytest.mark.parametrize(
    ("argv", "run_main", "redis", "started"),
    [
        (["manage.py", "runserver", "--noreload", "127.0.0.1:8000"], None, False, True),
        (["manage.py", "runserver", "127.0.0.1:8000"], "true", False, True),  # the autoreloader's serving child
        (["manage.py", "runserver", "127.0.0.1:8000"], None, False, False),  # its parent only watches files
        (["manage.py", "runserver", "--noreload"], None, True, False),  # Celery beat runs the schedule
        (["manage.py", "migrate"], None, False, False),
    ],
)
def test_runserver_on_the_embedded_default_runs_the_schedule(tmp_path, argv, run_main, redis, started):
    """A developer's ``runserver`` without Redis (the API's quick start) ran no schedule: a held call never expired
    and an abandoned external run was never parked (found from outside, probe-agent2)."""
    drop = ("DATABASE_URL", "REDIS_URL", "RUN_MAIN", "AGENTOPS_EMBEDDED_BEAT")  # (the suite's "off": the default here)
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env |= {"DJANGO_SETTINGS_MODULE": "agentops.settings", "AGENTOPS_DATA_DIR": str(tmp_path)}
    env |= {"RUN_MAIN": run_main} if run_main else {}
    env |= {"REDIS_URL": "redis://127.0.0.1:6379/14"} if redis else {}
    out = subprocess.run(
        [sys.executable, "-c", _STARTS_THE_BEAT, *argv], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    names = ["agentops-housekeeping", "agentops-housekeeping-outward"] if started else []
    assert out.stdout.strip().splitlines()[-1] == str(names), out.stdout + out.stderr


_IMPORTS_THE_ASGI_APP = """
import threading
import agentops.asgi
print(sorted(t.name for t in threading.enumerate() if t.name.startswith("agentops-housekeeping")))
"""


@pytest.mark.parametrize(
    ("redis", "knob", "started"),
    [(False, None, True), (False, "on", True), (False, "off", False), (True, None, False), (True, "on", False)],
)
def test_an_asgi_server_on_the_embedded_default_runs_the_schedule_once(tmp_path, redis, knob, started):
    """daphne, uvicorn or gunicorn serving agentops.asgi without Redis ran no schedule (only runserver and demo did):
    a held call never expired. Importing the app (what each server does) now starts the beat once, never with Redis
    (Celery beat's job there) nor with AGENTOPS_EMBEDDED_BEAT=off."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "AGENTOPS_EMBEDDED_BEAT")}
    env |= {"DJANGO_SETTINGS_MODULE": "agentops.settings", "AGENTOPS_DATA_DIR": str(tmp_path)}
    env |= {"REDIS_URL": "redis://127.0.0.1:6379/14"} if redis else {}
    env |= {"AGENTOPS_EMBEDDED_BEAT": knob} if knob else {}
    out = subprocess.run(
        [sys.executable, "-c", _IMPORTS_THE_ASGI_APP], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    names = ["agentops-housekeeping", "agentops-housekeeping-outward"] if started else []
    assert out.stdout.strip().splitlines()[-1] == str(names), out.stdout + out.stderr


_EXITS_DURING_A_PASS = """
import sys, time
import django
django.setup()
from agentops import startup
from runs.worker import housekeeping

def slow_pass(due, *, outward, held):
    with open(sys.argv[1], "a") as out:
        out.write(f"start {outward}\\n")
    time.sleep(1.0)
    with open(sys.argv[1], "a") as out:
        out.write(f"end {outward}\\n")

housekeeping.run_once = slow_pass
startup._migrated.set()  # its passes are stand-ins on no database: none to wait for (migrated_in_process)
housekeeping.start_in_process_beat(interval=60)
time.sleep(0.3)  # both passes under way: the main thread ends here
"""


def test_a_process_exiting_during_a_beat_pass_lets_it_finish_first(tmp_path):
    """The beat's threads are daemons; one still inside an extension when the interpreter finalised was killed by
    a forced unwind, and a server or CLI that had done its work aborted (exit -6, "terminate called without an
    active exception", seen in CI). At exit the beat is now stopped and its passes under way end first."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "AGENTOPS_EMBEDDED_BEAT")}
    env |= {"DJANGO_SETTINGS_MODULE": "agentops.settings", "AGENTOPS_DATA_DIR": str(tmp_path)}
    seen = tmp_path / "passes.txt"
    out = subprocess.run(
        [sys.executable, "-c", _EXITS_DURING_A_PASS, str(seen)], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert sorted(seen.read_text().splitlines()) == ["end False", "end True", "start False", "start True"]


@pytest.mark.sqlite
def test_daphne_on_the_embedded_default_expires_a_held_call(settings, tmp_path):
    """A real daphne serving agentops.asgi on the embedded default (as docs/deploy's single-process shape or
    ``daphne agentops.asgi:application`` serve it): a call held past AGENTOPS_APPROVAL_TTL_SECONDS is settled by the
    server's own beat (before, nothing ran the schedule and it waited for ever). The server is forked after the app
    was imported here, so the beat starts on its first request in the child (once per process)."""
    if settings.REDIS_URL:
        pytest.skip("the embedded default only: with Redis, Celery beat runs the schedule (the subprocess test above)")
    from functools import partial

    from channels.testing.live import make_application
    from daphne.testing import DaphneProcess
    from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler
    from django.db import connections

    import agentops.asgi  # noqa: F401  (imported in this process first: the child must still start its own beat)
    from tests.dashboard.conftest import waiting_payment

    settings.AGENTOPS = {**settings.AGENTOPS, "EMBEDDED_BEAT": "on", "APPROVAL_TTL_SECONDS": 60}
    settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, "127.0.0.1"]
    held = ToolExecution.objects.get(run=waiting_payment("INV-daphne"), status="WAITING_MANUAL_CONFIRM")
    ToolExecution.objects.filter(id=held.id).update(requested_at=timezone.now() - timedelta(seconds=120))
    assert not [t for t in housekeeping.threading.enumerate() if t.name.startswith("agentops-housekeeping")]
    connections.close_all()
    server = DaphneProcess("127.0.0.1", partial(make_application, static_wrapper=ASGIStaticFilesHandler))
    server.start()
    try:
        assert server.ready.wait(timeout=30), "daphne did not start"
        assert httpx.get(f"http://127.0.0.1:{server.port.value}/login/", timeout=30).status_code == 200
        deadline = timezone.now() + timedelta(seconds=60)  # the beat's first pass runs every job at once
        while ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM" and timezone.now() < deadline:
            housekeeping.threading.Event().wait(0.2)
        assert ToolExecution.objects.get(id=held.id).status == "REJECTED"
        assert "system:expiry" in Event.objects.get(run_id=held.run_id, type="ManualConfirmRejected").payload
    finally:
        server.terminate()
        server.join(10)
    # and this process, which imported the app with the beat off, started none
    assert not [t for t in housekeeping.threading.enumerate() if t.name.startswith("agentops-housekeeping")]


_RUNS_THE_BEAT = """
import os, sys, time
import django
django.setup()
from agentops import startup
from runs.worker import housekeeping
log = sys.argv[1]
def run(task):  # what the beat would run, written down with who ran it
    with open(log, "a") as out:
        out.write(f"{os.getpid()} {task}\\n")
housekeeping._run = run
startup._migrated.set()  # its tasks are stand-ins on no database: none to wait for (migrated_in_process)
housekeeping.start_in_process_beat(interval=0.05)
print("started", flush=True)
time.sleep(float(sys.argv[2]))
"""


def test_two_processes_on_one_data_dir_run_one_beat_and_the_other_takes_over_when_it_dies(tmp_path):
    """On the embedded default each serving process ran the whole schedule: two web processes on one SQLite data
    directory both swept, both expired calls with a cursor each, both notified. One process per data directory
    runs it now (a file lock); the other takes over once that one is gone (SIGKILLed here)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env |= {"DJANGO_SETTINGS_MODULE": "agentops.settings", "AGENTOPS_DATA_DIR": str(tmp_path)}
    log = tmp_path / "ran.log"
    start = [sys.executable, "-c", _RUNS_THE_BEAT, str(log)]
    first = subprocess.Popen([*start, "60"], env=env, stdout=subprocess.PIPE, text=True)
    second = subprocess.Popen([*start, "60"], env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert first.stdout.readline().strip() == second.stdout.readline().strip() == "started"
        time.sleep(2)
        ran = log.read_text().split()
        pids = {int(p) for p in ran[0::2]}
        assert len(pids) == 1, pids  # one beat, not two
        holder = first if first.pid in pids else second
        other = second if holder is first else first
        assert set(ran[1::2]) >= {"runs.tasks.recovery_sweep", "approvals.tasks.notify"}
        holder.kill()
        holder.wait(10)
        seen = len(ran) // 2
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and str(other.pid) not in log.read_text():
            time.sleep(0.1)
        after = [int(p) for p in log.read_text().split()[0::2][seen:]]
        assert other.pid in after  # it took the schedule over
    finally:
        for process in (first, second):
            process.kill()
            process.wait(10)


#: :data:`_RUNS_THE_BEAT` with every job of the schedule due at every pass (each interval 0.05 s)
_RUNS_THE_BEAT_OFTEN = _RUNS_THE_BEAT.replace(
    "log = sys.argv[1]",
    "from django.conf import settings\n"
    "settings.CELERY_BEAT_SCHEDULE = {k: {**v, 'schedule': 0.05} for k, v in settings.CELERY_BEAT_SCHEDULE.items()}\n"
    "log = sys.argv[1]",
)


def _lines(log) -> list[tuple[int, str]]:  # type: ignore[no-untyped-def]
    if not log.exists():
        return []
    words = log.read_text().split()
    return [(int(pid), task) for pid, task in zip(words[0::2], words[1::2], strict=True)]


def test_a_stopped_beat_holder_is_taken_over_and_runs_no_job_when_it_comes_back(tmp_path):
    """qa-ops8 F4: the schedule was a file lock kept until its holder exited, so a SIGSTOPped (or hung) holder kept it
    for ever and the other server ran no sweep and sent no notification. It is a lease now, renewed before each job:
    the other takes it over once it lapses, and the holder, continued, finds another's token and runs no job."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env |= {"DJANGO_SETTINGS_MODULE": "agentops.settings", "AGENTOPS_DATA_DIR": str(tmp_path)}
    log = tmp_path / "ran.log"
    start = [sys.executable, "-c", _RUNS_THE_BEAT_OFTEN, str(log), "60"]
    first = subprocess.Popen(start, env=env, stdout=subprocess.PIPE, text=True)
    second = subprocess.Popen(start, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert first.stdout.readline().strip() == second.stdout.readline().strip() == "started"
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and len(_lines(log)) < 20:
            time.sleep(0.05)
        pids = {pid for pid, _ in _lines(log)}
        assert len(pids) == 1, pids
        holder = first if first.pid in pids else second
        other = second if holder is first else first
        holder.send_signal(signal.SIGSTOP)
        seen, wanted = len(_lines(log)), {"runs.tasks.recovery_sweep", "approvals.tasks.notify"}

        def taken() -> set[str]:
            return {task for pid, task in _lines(log)[seen:] if pid == other.pid}

        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not wanted <= taken():
            time.sleep(0.05)
        assert wanted <= taken()  # the other runs the schedule while the holder is stopped
        holder.send_signal(signal.SIGCONT)
        resumed = len(_lines(log))
        time.sleep(2)
        after = _lines(log)[resumed:]
        # at most the one job it had begun when it was stopped; then nothing: the schedule is the other's
        assert sum(pid == holder.pid for pid, _ in after) <= 1, after
        assert sum(pid == other.pid for pid, _ in after) >= 10  # every job is due at every pass
    finally:
        for process in (first, second):
            process.send_signal(signal.SIGCONT)
            process.kill()
            process.wait(10)


@pytest.mark.sqlite
def test_the_stuck_page_shows_the_schedules_last_tick_and_warns_when_its_lease_lapsed(client, settings, tmp_path):
    from tests.dashboard.conftest import make_user

    settings.DATA_DIR = str(tmp_path)
    client.force_login(make_user("oli", "operator"))
    assert b"schedule-tick" not in client.get("/stuck/").content  # no embedded beat ran here
    assert housekeeping.holds_beat(0.3)
    try:
        page = client.get("/stuck/").content.decode()
        assert 'data-testid="schedule-tick"' in page and f"(process {os.getpid()})" in page
        assert "schedule-stale" not in page
        time.sleep(0.4)  # not renewed: as a stopped holder's
        page = client.get("/stuck/").content.decode()
        assert 'data-testid="schedule-stale"' in page and f"in process {os.getpid()}" in page
    finally:
        housekeeping.release_beat()
