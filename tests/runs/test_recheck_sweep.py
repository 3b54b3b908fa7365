"""No run waits for a human for what waiting alone resolves: a server-driven call in doubt whose tool cannot dedupe,
looked up after a crash while its slow service may still be processing the first send, is parked RECOVERING with the
seconds after which its lookup is asked again (the park's ``recheck_after``, by the database's clock); the recovery
sweep drives it again once that is due, once. Found then, its result is used (one page in all); still "not done", it
is sent (the first never arrived: one page). Before, the run waited for an operator's resume.

Real processes: the worker (``manage.py drive``) is SIGKILLed, the pager service is a process of its own
(tests/api/slow_service.py); the sweep is the periodic task's function, as both beats call it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
import redis
from django.conf import settings as django_settings
from django.db import connection
from django.urls import reverse
from django.utils import timezone

from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Tool, ToolRegistry
from approvals import services
from approvals.models import Notice, NoticeKind
from approvals.notify.collect import collect
from bench.chaos import database_url_for
from runs.journal import leases
from runs.journal.store import db_now
from runs.models import Event, Run
from runs.roles import user_create
from runs.services import run_create
from runs.worker import housekeeping, recovery, registry
from runs.worker.engine import drive_run
from tests.api import slow_service

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]
SERVICE_SECONDS, TIMEOUT = 2.0, 5.0
FACTORY = "tests.api.slow_agent:server_pager"


@pytest.fixture
def pager(tmp_path, monkeypatch, register_agent):  # type: ignore[no-untyped-def]
    if connection.vendor != "postgresql":
        pytest.skip("a second process needs the shared PostgreSQL test database")
    home = tmp_path / "service"
    home.mkdir()
    with slow_service.running(home, SERVICE_SECONDS) as url:
        monkeypatch.setenv("SLOW_PAGER_URL", url)
        monkeypatch.setenv("SLOW_PAGER_TIMEOUT", str(TIMEOUT))
        monkeypatch.setenv("AGENTOPS_WORKER", "eager")  # the sweep's re-drive runs here, inline
        register_agent(**{"slow-pager": FACTORY})
        yield home


def _killed_worker(run_id: str, tmp_path: Path, home: Path, crash_at: str = "") -> None:
    """``manage.py drive`` of the run, SIGKILLed: at ``crash_at`` (before the page goes out), or while the service
    is still processing the page."""
    env = {
        **os.environ,
        "DATABASE_URL": database_url_for(connection.settings_dict),
        "AGENTOPS_WORKER": "none",
        "AGENTOPS_DATA_DIR": str(tmp_path),
        "AGENTOPS_EXTRA_AGENTS": f"slow-pager={FACTORY}",
        "AGENTOPS_CRASH_AT": crash_at,
    }
    env.pop("REDIS_URL", None)
    worker = subprocess.Popen([sys.executable, "manage.py", "drive", run_id], cwd=ROOT, env=env)
    if not crash_at:
        slow_service.wait_for(home / "received", 60)
        worker.send_signal(signal.SIGKILL)  # mid-send: the service is still processing the page
    assert worker.wait(60) == -signal.SIGKILL
    # restarted quickly: the lease of the dead worker is over now, the sweep takes the run over
    Run.objects.filter(id=run_id).update(lease_expires_at=timezone.now() - timedelta(seconds=1))


def _parked(run_id: str) -> dict[str, object]:
    report = recovery.sweep()
    assert report[run_id] == "recovered: RECOVERING", report
    park = Event.objects.filter(run_id=run_id, type="RecoveryStarted").order_by("-seq").first()
    payload = json.loads(park.payload)
    assert "may still be processed" in payload["reason"] and "no decision is needed" in payload["reason"]
    assert 0 < payload["recheck_after"] <= TIMEOUT + 1, payload  # the tool's timeout since the intent, and a second
    assert recovery.sweep().get(run_id) is None, "not due yet: not driven again"
    return payload


def _sweep_until_rechecked(run_id: str, seconds: float) -> float:
    deadline = time.monotonic() + seconds
    while (said := recovery.sweep().get(run_id)) is None:
        assert time.monotonic() < deadline, "the sweep never re-checked the parked call"
        time.sleep(0.25)
    assert said == "re-check due: re-enqueued"
    return time.monotonic()


def test_a_first_send_that_landed_is_found_by_the_sweeps_recheck_and_not_sent_again(pager, tmp_path):
    run, _ = run_create(agent="slow-pager", inputs={"task": "x"}, seed=1, start=False)
    _killed_worker(run.id, tmp_path, pager)
    parked_at = time.monotonic()
    _parked(run.id)

    rechecked = _sweep_until_rechecked(run.id, TIMEOUT + 10)
    assert rechecked - parked_at >= TIMEOUT - SERVICE_SECONDS - 1, "re-checked before the first send could land"
    run.refresh_from_db()
    assert run.status == "COMPLETED", run.status
    assert slow_service.effects(pager) == ["pg-1"], "paged once: the first send, found by the lookup"
    assert recovery.sweep().get(run.id) is None


def test_a_first_send_that_never_arrived_is_sent_once_by_the_sweeps_recheck(pager, tmp_path):
    run, _ = run_create(agent="slow-pager", inputs={"task": "x"}, seed=1, start=False)
    _killed_worker(run.id, tmp_path, pager, crash_at="after_intent:0")  # the intent is journaled, nothing sent
    assert not (pager / "received").exists()
    _parked(run.id)

    _sweep_until_rechecked(run.id, TIMEOUT + 10)
    run.refresh_from_db()
    assert run.status == "COMPLETED", run.status
    assert slow_service.effects(pager) == ["pg-1"], "paged once: the sweep's re-check sent it"
    assert recovery.sweep().get(run.id) is None


def test_a_park_an_operator_decided_meanwhile_is_not_rechecked(pager, tmp_path, client):
    run, _ = run_create(agent="slow-pager", inputs={"task": "x"}, seed=1, start=False)
    _killed_worker(run.id, tmp_path, pager, crash_at="after_intent:0")
    payload = _parked(run.id)
    later = db_now() + timedelta(seconds=TIMEOUT + 2)
    row = Run.objects.get(id=run.id)
    assert recovery.due_rechecks(later) == [(run.id, row.last_seq, row.fencing_token)]

    # the console and the run's page say when it is looked up again, instead of asking for a decision
    client.force_login(user_create(username="olga", role="operator", password="a-long-password-42"))
    park = Event.objects.filter(run_id=run.id, type="RecoveryStarted").order_by("-seq").first()
    at = (park.created_at + timedelta(seconds=payload["recheck_after"])).strftime("%H:%M:%S")
    console = client.get(reverse("recovery")).content.decode()
    assert "Re-checks at <b title=" in console and f">{at}</b>" in console, console
    assert 'data-testid="run-recheck-at"' in console and "Decide now anyway" in console
    banner = client.get(reverse("run", args=[run.id])).content.decode()
    assert "looks it up again at" in banner and "a human decides" not in banner
    # nobody is paged for it before then; still parked after it (the lookup could not tell), on-call is told
    assert collect(now=timezone.now()) == 0 and not Notice.objects.filter(run_id=run.id).exists()
    assert collect(now=timezone.now() + timedelta(seconds=TIMEOUT + 2)) == 1
    assert Notice.objects.get(run_id=run.id).kind == NoticeKind.IN_DOUBT

    execution = run.executions.get()
    services.decide_execution(execution_id=execution.id, actor="ops", decision="dead_letter", reason="paged by hand")
    assert recovery.due_rechecks(later) == []
    time.sleep(1)
    assert slow_service.effects(pager) == [] and Run.objects.get(id=run.id).status == "DEAD_LETTER"


def test_a_recheck_is_made_once(pager, tmp_path, settings, monkeypatch):
    """Once per park: a drive that came and could not tell (the run still parked by the same park) is not driven
    again by any later pass, and it holds no place of a pass."""
    settings.AGENTOPS = {**settings.AGENTOPS, "STRANDED_PENDING_SECONDS": 1}
    run, _ = run_create(agent="slow-pager", inputs={"task": "x"}, seed=1, start=False)
    _killed_worker(run.id, tmp_path, pager, crash_at="after_intent:0")
    _parked(run.id)
    later = db_now() + timedelta(seconds=TIMEOUT + 2)
    monkeypatch.setattr(recovery, "db_now", lambda: later)

    def drive_that_could_not_tell(run_id: str) -> None:  # it takes the lease and leaves the run as it was
        lease = leases.acquire(run_id, "worker-test")
        leases.release(run_id, lease.fence)

    driven: list[str] = []
    monkeypatch.setattr(
        recovery, "enqueue_drive", lambda run_id: (driven.append(run_id), drive_that_could_not_tell(run_id))
    )
    assert recovery.sweep()[run.id] == "re-check due: re-enqueued"
    assert recovery.sweep().get(run.id) is None
    time.sleep(1.5)  # the re-enqueue window is over
    assert recovery.sweep().get(run.id) is None and driven == [run.id], "once per park, not once per pass"
    assert recovery.due_rechecks(later) == [], "re-driven: no longer among the due ones (it holds no place of a pass)"


def test_a_recheck_whose_celery_message_was_lost_is_enqueued_again_and_a_worker_drives_it_once(
    pager, tmp_path, settings, monkeypatch
):
    """The production shape: the sweep's drive goes to Redis and is lost there (a Redis restart without persistence,
    a purge) before any worker takes it. Before, the park's mark (kept 7 days) said "re-driven" and the run waited for
    a human; now a pass after the re-enqueue window sees that no drive took the run since and sends it again, once a
    window; a real Celery worker then drives it: sent once, and no pass sends it after that."""
    if not django_settings.REDIS_URL:
        pytest.skip("a Celery worker needs the Redis broker")
    settings.AGENTOPS = {**settings.AGENTOPS, "STRANDED_PENDING_SECONDS": 3}
    run, _ = run_create(agent="slow-pager", inputs={"task": "x"}, seed=1, start=False)
    _killed_worker(run.id, tmp_path, pager, crash_at="after_intent:0")
    _parked(run.id)
    broker = redis.Redis.from_url(django_settings.REDIS_URL)
    broker.delete("celery")
    monkeypatch.setenv("AGENTOPS_WORKER", "celery")
    _sweep_until_rechecked(run.id, TIMEOUT + 10)
    assert broker.llen("celery") == 1, "the drive is in the queue"
    broker.delete("celery")  # lost
    assert recovery.sweep().get(run.id) is None, "within the window: not sent again"
    with _celery_worker(tmp_path, pager):
        _sweep_until_rechecked(run.id, 10)  # sent again once the window is over; the worker takes it
        deadline = time.monotonic() + 60
        while Run.objects.get(id=run.id).status != "COMPLETED":
            assert time.monotonic() < deadline, (tmp_path / "worker.log").read_text()[-3000:]
            assert recovery.sweep().get(run.id) is None, "a drive in the queue or running is not sent again"
            time.sleep(0.25)
    assert slow_service.effects(pager) == ["pg-1"], "paged once"
    time.sleep(3.5)
    assert recovery.sweep().get(run.id) is None and broker.llen("celery") == 0


@contextmanager
def _celery_worker(tmp_path: Path, home: Path) -> Iterator[None]:
    """A real Celery worker on the runs' queue (the Procfile's ``worker``), SIGKILLed at the end."""
    env = {
        **os.environ,
        "DATABASE_URL": database_url_for(connection.settings_dict),
        "AGENTOPS_DATA_DIR": str(tmp_path),
        "AGENTOPS_EXTRA_AGENTS": f"slow-pager={FACTORY}",
        "AGENTOPS_LOG_LEVEL": "WARNING",
    }
    cmd = [sys.executable, "-m", "celery", "-A", "agentops", "worker", "-P", "solo", "-Q", "celery"]
    cmd += ["--without-mingle", "--without-gossip", "--without-heartbeat", "-l", "INFO"]
    logged = tmp_path / "worker.log"
    with logged.open("w") as log:
        worker = subprocess.Popen(cmd, cwd=ROOT, env=env, start_new_session=True, stdout=log, stderr=log)
    try:
        deadline = time.monotonic() + 60
        while " ready." not in logged.read_text():  # consuming the queue
            assert time.monotonic() < deadline and worker.poll() is None, logged.read_text()[-3000:]
            time.sleep(0.1)
        yield
    finally:
        os.killpg(worker.pid, signal.SIGKILL)
        worker.wait(10)


def test_on_the_embedded_beat_a_recheck_whose_drive_was_lost_is_driven_again(pager, tmp_path, monkeypatch, settings):
    """The embedded shape: the beat's pass handed the drive to its thread pool and the process died before a thread
    took it (here: the drive dropped). A pass after the re-enqueue window drives it: sent once."""
    settings.AGENTOPS = {**settings.AGENTOPS, "STRANDED_PENDING_SECONDS": 1}
    run, _ = run_create(agent="slow-pager", inputs={"task": "x"}, seed=1, start=False)
    _killed_worker(run.id, tmp_path, pager, crash_at="after_intent:0")
    _parked(run.id)
    with monkeypatch.context() as lost:
        dropped: list[str] = []
        lost.setattr(recovery, "enqueue_drive", dropped.append)
        _sweep_until_rechecked(run.id, TIMEOUT + 10)
        assert recovery.sweep().get(run.id) is None and dropped == [run.id], "within the window: not again"
    deadline = time.monotonic() + 15
    while Run.objects.get(id=run.id).status != "COMPLETED":
        assert time.monotonic() < deadline, "the embedded beat never drove the lost re-check again"
        housekeeping.run_once()
        time.sleep(0.25)
    assert slow_service.effects(pager) == ["pg-1"]


def test_the_embedded_beats_pass_rechecks_it_as_celery_beats_task_does(pager, tmp_path):
    """The embedded beat runs the schedule's tasks by name (``runs.tasks.recovery_sweep``, what Celery beat sends)."""
    run, _ = run_create(agent="slow-pager", inputs={"task": "x"}, seed=1, start=False)
    _killed_worker(run.id, tmp_path, pager, crash_at="after_intent:0")
    _parked(run.id)
    deadline = time.monotonic() + TIMEOUT + 15
    while Run.objects.get(id=run.id).status != "COMPLETED":
        assert time.monotonic() < deadline, "the embedded beat never re-checked the parked call"
        housekeeping.run_once()
        time.sleep(0.25)
    assert slow_service.effects(pager) == ["pg-1"]


#: the in-process pager's sends (a service that commits a page ``SLOW`` seconds after it was sent)
PAGES: list[float] = []


def inprocess_pager() -> Agent:
    """A server-driven pager with no service process: its lookup finds a page once sent (``PAGES``), its timeout 1 s."""

    def page(args: dict[str, Any], key: str | None) -> Any:
        PAGES.append(time.monotonic())
        return {"success": True, "code": "paged", "data": args}

    def lookup(args: dict[str, Any], key: str | None) -> Lookup:
        return Lookup(bool(PAGES), {"success": True, "code": "paged", "data": args} if PAGES else None)

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("paging", [ToolCall("page", {"page_id": "pg-1"}, "c0")]) if step == 0 else ("Paged.", [])

    tool = Tool("page", page, effect=Effect.WRITE, dedupes=False, lookup=lookup, timeout=1.0)
    return Agent("pager", ScriptedModel("pager-v1", script), ToolRegistry([tool]), "{task}{clock}{seed}")


def _parked_in_process(register_agent, monkeypatch) -> tuple[Run, dict[str, Any]]:  # type: ignore[no-untyped-def]
    """The in-process pager's run, its worker crashed after the intent (nothing sent), then resumed: the call parked
    for ``recheck_after``; the run and the park's payload."""
    PAGES.clear()
    register_agent(pager=f"{__name__}:inprocess_pager")

    def crash(at: str, step: int) -> None:
        if at == "after_intent":
            raise RuntimeError("the worker died as the page went out")

    monkeypatch.setattr(registry, "crash_hook_from_env", lambda: crash)
    run, _ = run_create(agent="pager", inputs={"task": "x"}, seed=1, start=False)
    with pytest.raises(RuntimeError):
        drive_run(run.id)
    monkeypatch.setattr(registry, "crash_hook_from_env", lambda: None)
    assert drive_run(run.id).name == "RECOVERING" and PAGES == []
    return run, json.loads(Event.objects.filter(run_id=run.id, type="RecoveryStarted").latest("seq").payload)


@pytest.mark.sqlite
def test_on_the_embedded_default_too_a_park_is_rechecked_once_due(register_agent, monkeypatch):
    """SQLite (the embedded default) as PostgreSQL: a crash after the intent (nothing sent), the resume parks the call
    for ``recheck_after``; once due the sweep drives it again and it is sent, once."""
    monkeypatch.setenv("AGENTOPS_WORKER", "eager")
    run, park = _parked_in_process(register_agent, monkeypatch)
    assert 1.0 < park["recheck_after"] <= 2.0, park
    assert recovery.sweep().get(run.id) is None, "not due yet"
    time.sleep(park["recheck_after"])
    assert recovery.sweep()[run.id] == "re-check due: re-enqueued"
    assert Run.objects.get(id=run.id).status == "COMPLETED" and len(PAGES) == 1
    assert recovery.sweep().get(run.id) is None


@pytest.mark.sqlite
def test_the_navs_in_doubt_badge_counts_a_park_only_once_its_recheck_time_has_passed(register_agent, monkeypatch):
    """Found by follow9: the badge ("executions in doubt", ``needs_action.in_doubt``) counted a call that only waits
    for the sweep's automatic re-check, which the console, the banner and the notifier say needs nobody before then."""
    from django.core.cache import cache

    from runs.dashboard.needs_action import cache_key, needs_action_counts

    _, park = _parked_in_process(register_agent, monkeypatch)
    cache.delete(cache_key())
    assert needs_action_counts()["in_doubt"] == 0, "waits for its re-check: nobody decides before then"
    time.sleep(park["recheck_after"])
    cache.delete(cache_key())
    assert needs_action_counts()["in_doubt"] == 1, "its re-check time has passed: in doubt until the sweep's drive"
