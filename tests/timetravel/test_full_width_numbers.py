"""A number typed as text follows one rule, the API's (``runs.api.fields``: ASCII digits): the fork dialog's and the
what-if form's fields and ``manage.py fork_run``'s arguments refuse a full-width "１６" (and "١٦", "1_6") as they
refuse "x", writing nothing. Before, Python's ``int`` read "１６" as 16: the dashboard and the command forked at a
step the API (``{"step": "１６"}``: expected an integer) and a URL ("/replays/１/": 404) would never take (known9)."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from runs.api.fields import decimal_number, path_number, whole_number
from runs.models import ReplayReport, Run
from runs.roles import OPERATOR
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

NOT_ASCII = ["１６", "16０", "١٦", "1_6", "²"]


@pytest.fixture
def done() -> str:
    run_id = make_run("ticket")
    drive_run(run_id)
    return run_id


def test_one_rule_reads_a_number_typed_as_text():
    assert [whole_number(t) for t in ("16", " 16 ", "-1", "0")] == [16, 16, -1, 0]
    assert [whole_number(t) for t in [*NOT_ASCII, "1e3", "", "16.0"]] == [None] * 8
    assert [decimal_number(t) for t in ("2.5", "3", ".5", "-1", "1e3")] == [2.5, 3.0, 0.5, -1.0, 1000.0]
    assert [decimal_number(t) for t in ("２.5", "2.５", "1e３", "inf", "nan", "1_0")] == [None] * 6
    assert path_number("１") is None and path_number("1") == 1  # the API's own, which the others now follow


@pytest.mark.parametrize("typed", NOT_ASCII)
def test_the_fork_dialog_and_the_what_if_form_refuse_a_step_not_in_ascii_digits(client, done, typed):
    client.force_login(make_user("ops", OPERATOR))
    before = (Run.objects.count(), ReplayReport.objects.count())
    preview = client.post(f"/runs/{done}/fork/preview/", {"step": typed}, headers={"HX-Request": "true"})
    assert "step must be a whole number" in preview.content.decode()
    for path, form, field in [
        (f"/runs/{done}/fork/", {"step": typed, "reason": "x"}, "step"),
        (f"/runs/{done}/fork/", {"step": "16", "max_tokens": typed, "reason": "x"}, "max_tokens"),
        (f"/runs/{done}/fork/", {"step": "16", "edit_call": typed, "edit_field": "args", "edit_value": "{}", "reason": "x"}, "edit_call"),
        (f"/runs/{done}/what-if/", {"from_step": typed}, "from_step"),
        (f"/runs/{done}/what-if/", {"from_step": "22", "max_calls": typed}, "max_calls"),
    ]:  # fmt: skip
        answer = client.post(path, form)
        assert answer.status_code == 400, (path, form, answer.status_code)
        assert f"{field} must be a whole number" in answer.content.decode(), answer.content.decode()[-500:]
    cost = client.post(f"/runs/{done}/fork/", {"step": "16", "max_cost": "２.5", "reason": "x"})
    assert cost.status_code == 400 and "max_cost must be a number" in cost.content.decode()
    assert (Run.objects.count(), ReplayReport.objects.count()) == before


def test_the_what_if_form_still_takes_ascii_digits(client, done):
    client.force_login(make_user("ops", OPERATOR))
    made = client.post(f"/runs/{done}/what-if/", {"from_step": " 22 ", "template": "T {ticket} {clock}"})
    assert made.status_code == 302 and ReplayReport.objects.get().from_step == 22


@pytest.mark.parametrize("typed", NOT_ASCII)
@pytest.mark.parametrize("option", ["--step", "--max-steps", "--max-tokens"])
def test_fork_run_refuses_an_argument_not_in_ascii_digits(done, typed, option):
    args = [done, option, typed, "--preview"] + ([] if option == "--step" else ["--step", "16"])
    with pytest.raises(CommandError, match=f"{option}: not a whole number in ASCII digits"):
        call_command("fork_run", *args, stdout=StringIO())
    assert Run.objects.count() == 1


def test_fork_run_refuses_a_cost_or_a_call_index_not_in_ascii_digits(done):
    with pytest.raises(CommandError, match="--max-cost: not a number in ASCII digits"):
        call_command("fork_run", done, "--step", "16", "--max-cost", "５", "--preview", stdout=StringIO())
    for index in ("１", "²"):  # "²" passed str.isdigit and then failed int(): a traceback
        with pytest.raises(CommandError, match="--edit-args takes CALL_INDEX=JSON"):
            call_command(
                "fork_run", done, "--step", "16", "--edit-args", f"{index}={{}}", "--preview", stdout=StringIO()
            )
    out = StringIO()
    call_command("fork_run", done, "--step", "16", "--max-cost", "2.5", "--preview", stdout=out)
    assert "fork of" in out.getvalue() and Run.objects.count() == 1
