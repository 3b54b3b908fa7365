"""``settle_call`` re-run from shell history after the call went into doubt again: real processes, each SIGKILLed
right after its email left (``AGENTOPS_CRASH_AT``), on the test's own PostgreSQL database.

The recovery console binds a decision to the journal head its page showed (``seen``); the command had nothing to bind
to, so the same ``settle_call EXE retry_same_key`` sent an email a third time."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest
from django.conf import settings
from django.db import connection

from runs.models import Event, Run, SideEffect, ToolExecution
from runs.roles import OPERATOR
from tests import db_snapshot
from tests.dashboard.conftest import make_user
from tests.runs.factories import make_run
from tests.runs.test_crash_points import LEASE_SECONDS, Worker

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

CRASH = "after_effect:3"  # the legacy-SMTP ticket agent's first send_email (it takes no key: a resend is a copy)


@pytest.fixture(autouse=True)
def _postgres_only():
    if connection.vendor != "postgresql":
        pytest.skip("crash tests run worker processes against PostgreSQL")


def manage(worker: Worker, *args: str, crash: str = "") -> subprocess.CompletedProcess:
    env = worker.env | ({"AGENTOPS_CRASH_AT": crash} if crash else {})
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=settings.BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def park(worker: Worker, run_id: str) -> None:
    """``manage.py drive`` killed after the email left, then ``recover`` once its lease expired: the run is
    RECOVERING on its email in doubt."""
    killed = manage(worker, "drive", run_id, crash=CRASH)
    assert killed.returncode == -9, killed.stderr
    time.sleep(LEASE_SECONDS + 0.2)
    recovered = manage(worker, "recover")
    assert recovered.returncode == 0, recovered.stderr
    assert Run.objects.get(id=run_id).status == "RECOVERING"


def emails() -> int:
    """The emails the relay sent (the test's database holds this run's alone; the legacy relay takes no key)."""
    return SideEffect.objects.filter(kind="email").count()


def decisions(run_id: str) -> list[str]:
    payloads = (
        Event.objects.filter(run_id=run_id, type="OperatorDecision").order_by("seq").values_list("payload", flat=True)
    )
    return [json.loads(p)["decision"] for p in payloads]


@pytest.fixture(scope="module")
def _kept(django_db_blocker):  # type: ignore[no-untyped-def]
    """What ``resent_in_doubt`` made the first time in this process (its rows are kept in the database)."""
    kept: dict = {}
    yield kept
    if kept:
        with django_db_blocker.unblock():
            db_snapshot.drop("settle_repeat")


@pytest.fixture
def resent_in_doubt(tmp_path, _kept) -> tuple[Worker, ToolExecution, int]:
    """A legacy-SMTP run whose email went out, in doubt; sent again on otto's ``settle_call … retry_same_key`` and in
    doubt again (its worker killed after the second send): the worker, the call, the head before the retry.

    Made by real processes once per module in this pytest process (five ``manage.py`` processes, two of them
    SIGKILLed); the rows they left are put back for each later test (``tests/db_snapshot.py``), which then starts from
    the same rows as if it had made them itself."""
    worker = Worker(tmp_path)
    if _kept:
        db_snapshot.put_back("settle_repeat")
        return worker, ToolExecution.objects.get(id=_kept["execution"]), _kept["before"]
    make_user("otto", OPERATOR)
    make_user("olga", OPERATOR)
    run_id = make_run("ticket-legacy-smtp")
    park(worker, run_id)
    execution = ToolExecution.objects.get(run_id=run_id, status="TOOL_EXECUTED")
    before = Run.objects.values_list("last_seq", flat=True).get(id=run_id)
    settled = manage(
        worker, "settle_call", execution.id, "retry_same_key", "--reason", "not in the log", "--actor", "otto"
    )
    assert settled.returncode == 0, settled.stderr
    park(worker, run_id)
    assert ToolExecution.objects.get(id=execution.id).status == "TOOL_EXECUTED", "in doubt again, the same call"
    assert emails() == 2
    db_snapshot.keep("settle_repeat")
    _kept.update(execution=execution.id, before=before)
    return worker, execution, before


def test_the_same_settle_call_again_after_the_call_went_into_doubt_again_is_refused(resent_in_doubt):
    """Before: exit 0, a second ``retry_same_key`` journaled, and the drive sent the email a third time."""
    worker, execution, _ = resent_in_doubt
    head = Run.objects.values_list("last_seq", flat=True).get(id=execution.run_id)
    for actor in ("otto", "olga"):  # from shell history, or a colleague's same command
        again = manage(worker, "settle_call", execution.id, "retry_same_key", "--reason", "x", "--actor", actor)
        assert again.returncode == 2, again.stdout + again.stderr
        said = again.stderr.strip()
        assert said.startswith(f"CommandError: execution {execution.id} was already sent again by otto at "), said
        assert "it went into doubt again after that" in said and "--again-after-doubt" in said
        assert said.endswith("(nothing was decided)")
    assert Run.objects.values_list("last_seq", flat=True).get(id=execution.run_id) == head, "nothing written"
    assert manage(worker, "drive", execution.run_id).returncode == 0
    assert emails() == 2
    assert Run.objects.get(id=execution.run_id).status == "RECOVERING"

    # another decision is no repeat: confirming it is taken
    done = manage(worker, "settle_call", execution.id, "confirm", "--reason", "in the relay log", "--actor", "olga")
    assert done.returncode == 0, done.stderr
    assert decisions(execution.run_id) == ["retry_same_key", "confirm"]


def test_seen_binds_the_command_as_the_console_binds_its_form(resent_in_doubt):
    """``--seen`` the head ``show_run`` printed before the first retry: answered as made to otto, refused to olga
    (exit 2, as every command's refusal of a decision bound to what its sender saw; it was 1), nothing written; the head
    printed now lets the decision through."""
    worker, execution, before = resent_in_doubt
    args = ("settle_call", execution.id, "retry_same_key", "--reason", "x", "--seen", str(before))
    own = manage(worker, *args, "--actor", "otto")
    assert own.returncode == 0, own.stderr
    assert own.stdout.startswith(f"execution {execution.id} was already sent again by otto at "), own.stdout
    assert own.stdout.rstrip().endswith("; nothing written")
    other = manage(worker, *args, "--actor", "olga")
    assert other.returncode == 2, other.stderr
    assert "it was decided after what you saw (the page the decision was sent from, or --seen)" in other.stderr
    assert decisions(execution.run_id) == ["retry_same_key"]

    shown = manage(worker, "show_run", execution.run_id)
    head = Run.objects.values_list("last_seq", flat=True).get(id=execution.run_id)
    assert f"journal seq {head}" in shown.stdout
    bound = manage(worker, *args[:-1], str(head), "--actor", "olga")
    assert bound.returncode == 0, bound.stderr
    park(worker, execution.run_id)  # sent a third time: as she asked
    assert emails() == 3
    assert decisions(execution.run_id) == ["retry_same_key", "retry_same_key"]


def test_again_after_doubt_says_it_is_meant_and_the_email_goes_a_third_time(resent_in_doubt):
    worker, execution, _ = resent_in_doubt
    done = manage(
        worker, "settle_call", execution.id, "retry_same_key", "--reason", "x", "--again-after-doubt", "--actor", "olga"
    )
    assert done.returncode == 0, done.stderr
    assert decisions(execution.run_id) == ["retry_same_key", "retry_same_key"]
    park(worker, execution.run_id)
    assert emails() == 3
