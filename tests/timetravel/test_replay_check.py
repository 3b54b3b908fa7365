"""``manage.py replay_check``: exit 0 without divergence, 1 with one, 2 for bad arguments."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import timedelta
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command
from django.db import connection
from django.utils import timezone

from runs.models import Event, Run
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def check(*args: str) -> tuple[int, str]:
    out = StringIO()
    try:
        call_command("replay_check", *args, stdout=out)
    except CommandError as exc:
        return exc.returncode, out.getvalue() + str(exc)
    return 0, out.getvalue()


def test_clean_runs_pass_and_a_rewired_tool_fails_with_the_step(register_agent):
    runs = [make_run("ticket", n=i) for i in range(3)]
    for run_id in runs:
        drive_run(run_id)
    Run.objects.filter(id=runs[0]).update(created_at=timezone.now() - timedelta(days=10))
    code, out = check("--agent", "ticket", "--since", "7d")
    assert code == 0, out
    assert "2 run(s) of ticket since 7d: 2 ok, 0 diverged" in out and runs[0] not in out

    register_agent(ticket="tests.timetravel.agents:ticket_rewired")
    code, out = check("--agent", "ticket", "--since", "30d", "--limit", "2")
    assert code == 1
    assert out.count("DIVERGED at step 3") == 2 and "step 3 call 0: key_changed" in out
    assert "2 run(s) of ticket since 30d: 0 ok, 2 diverged" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--agent", "nobody"), "unknown agent 'nobody'"),
        (("--agent", "ticket", "--since", "7x"), "--since takes a positive duration"),
        (("--agent", "ticket", "--since", "0d"), "--since takes a positive duration"),
        (("--agent", "ticket", "--limit", "0"), "--limit must be at least 1"),
        (("--agent", "ticket", "--verbose-divergences", "-1"), "--verbose-divergences must be 0 or more, not -1"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(args, message):
    code, out = check(*args)
    assert code == 2 and message in out


def test_no_runs_is_not_a_failure():
    code, out = check("--agent", "billing", "--since", "1h")
    assert code == 0 and "0 run(s) of billing" in out


def test_the_real_command_exits_non_zero_on_a_bad_argument():
    if connection.vendor != "postgresql":
        pytest.skip("the child process needs the test database by URL")
    db = connection.settings_dict
    env = {"DATABASE_URL": f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"}
    cmd = [sys.executable, "manage.py", "replay_check", "--agent", "ticket", "--since", "soon"]
    done = subprocess.run(cmd, cwd=settings.BASE_DIR, env={**os.environ, **env}, capture_output=True, text=True)
    assert done.returncode == 2 and "--since takes a positive duration" in done.stderr
    assert "Traceback" not in done.stderr


def test_divergences_are_printed_redacted(register_agent):
    """A template change printed the recorded and current system prompts raw, rendered from the run's inputs: a
    customer's address went into the CI log the command is made for, while the report's page redacts it."""
    run, _ = run_create(
        agent="ticket", inputs={"ticket": "jane.doe@example.com", "customer": "ACME", "task": "t"}, start=False
    )
    drive_run(run.id)
    register_agent(ticket="tests.timetravel.agents:ticket_v2")
    code, out = check("--agent", "ticket", "--since", "1h")
    assert code == 1 and "template_changed" in out
    assert "jane.doe" not in out and "Handle ticket <email:" in out


def test_a_bad_since_is_quoted_and_cut_and_one_past_99999_is_too_far_back():
    """followups: ``--since`` was echoed raw (a 3,000-character value whole); a number past 99,999 read as "not a
    positive duration"; leading zeros pad the number as ``list_runs`` reads them."""
    code, out = check("--agent", "ticket", "--since", "x" * 3000)
    assert code == 2 and out.endswith(f"not {'x' * 40!r}"[:-1] + "…' (3000 characters)")
    code, out = check("--agent", "ticket", "--since", "100000d")
    assert code == 2 and out == (
        "--since '100000d' is too far back: a duration is 1 to 99,999 minutes, hours, days or weeks (90m, 2h, 3d, 1w)"
    )
    code, out = check("--agent", "ticket", "--since", "0007d")
    assert code == 0 and "0 run(s) of ticket since 0007d" in out


def test_a_tool_set_or_model_change_that_diverges_nowhere_is_still_said(register_agent):
    """The recorded decisions were made with other tools offered (or another model): the replay is ok (its
    samples are reused) but says so; before, a tool added to the agent left no trace and replay_check
    printed no note at all (a model change showed only in the report's page)."""
    drive_run(make_run("ticket"))
    register_agent(ticket="tests.timetravel.agents:ticket_more_tools")
    code, out = check("--agent", "ticket")
    assert code == 0, out
    assert (
        "note: the agent's tool set changed since the recording (added: close_ticket; declaration changed: retrieve):"
        " the recorded decisions were made with the tools offered then" in out
    )
    register_agent(ticket="tests.timetravel.agents:ticket_v2")
    code, out = check("--agent", "ticket")
    assert "note: the recording's samples came from model 'scripted-ticket-v1'" in out, out


def test_a_run_without_its_run_started_is_not_replayed_with_a_message_not_a_traceback():
    run_id = make_run("ticket")
    drive_run(run_id)
    Event.objects.filter(run_id=run_id, type="RunStarted").delete()
    code, out = check("--agent", "ticket")
    assert code == 1 and f"{run_id}: NOT REPLAYED: run {run_id} cannot be replayed: its journal does not begin" in out
