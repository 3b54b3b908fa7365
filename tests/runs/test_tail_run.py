"""``tail_run``: it follows a run's timeline while a worker drives it (PostgreSQL: two connections)."""

from __future__ import annotations

import threading
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.db import connections

from runs.models import Run
from runs.worker.engine import drive_run
from tests.dashboard.conftest import waiting_payment
from tests.runs.factories import make_run


def run_cmd(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def drive_in_thread(run_id: str) -> None:
    try:
        drive_run(run_id)
    finally:
        connections.close_all()


@pytest.mark.django_db(transaction=True)
def test_tail_run_follows_the_timeline_until_the_run_completes():
    run_id = make_run()
    worker = threading.Timer(0.3, drive_in_thread, (run_id,))
    worker.start()
    try:
        out = run_cmd("tail_run", run_id, "--interval", "0.05", "--timeout", "60")
    finally:
        worker.join()
    lines = out.strip().splitlines()
    seqs = [int(line.split()[0]) for line in lines[:-1]]
    assert seqs == list(range(1, Run.objects.get(id=run_id).last_seq + 1))  # every event once, in order
    assert lines[-1] == f"{run_id}: COMPLETED"


@pytest.mark.django_db
def test_tail_run_gives_up_after_its_timeout_with_an_error():
    run = waiting_payment()
    out = run_cmd("tail_run", run.id, "--until-stopped")
    assert out.strip().splitlines()[-1].startswith(f"{run.id}: WAITING_MANUAL_CONFIRM — a high-risk call waits")
    with pytest.raises(CommandError, match=f"{run.id} is still WAITING_MANUAL_CONFIRM after 0.2 s"):
        call_command("tail_run", run.id, "--after", str(run.last_seq), "--timeout", "0.2", "--interval", "0.05")


@pytest.mark.django_db
@pytest.mark.parametrize(("option", "value"), [("--interval", "nan"), ("--interval", "inf"), ("--timeout", "nan"),
                                               ("--timeout", "inf"), ("--interval", "1e300")])  # fmt: skip
def test_a_duration_that_is_no_number_of_seconds_is_one_line(option, value):
    """``--interval nan`` or ``inf`` passed the check and time.sleep() raised ValueError / OverflowError out of the
    command: a traceback."""
    run = waiting_payment()  # a run that does not finish by itself: the command would poll
    with pytest.raises(CommandError, match="--interval more than 0 up to 3600"):
        call_command("tail_run", run.id, option, value, stdout=StringIO())
