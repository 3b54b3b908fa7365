"""``manage.py crashbench``: real SIGKILLs, naive duplicates, durable equals the baseline."""

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from runs.demo.crashbench import CRASH_SITES, EMAILS_PER_RUN

FIELDS = {"runs", "tokens_mean", "tokens_max", "model_calls_mean", "emails_mean", "emails_min", "emails_max"}


@pytest.mark.slow
def test_a_small_crashbench_shows_naive_duplicates_and_a_durable_baseline():
    out = StringIO()
    call_command("crashbench", "--runs", "5", "--seed", "7", "--json", stdout=out)
    report = json.loads(out.getvalue())
    for scenario in ("baseline", "naive", "durable"):
        assert FIELDS | {"runs_with_duplicates"} <= set(report[scenario])
    base, naive, durable = report["baseline"], report["naive"], report["durable"]
    assert base["model_calls_mean"] == 24 and base["emails_max"] == EMAILS_PER_RUN
    assert naive["runs"] == durable["runs"] == 5
    assert naive["crashes"] == durable["crashes"] == 5  # every run was SIGKILLed once, in both modes
    assert durable["emails_min"] == durable["emails_max"] == EMAILS_PER_RUN
    assert durable["runs_with_duplicates"] == 0
    assert durable["tokens_min"] == durable["tokens_max"] == base["tokens_max"] and durable["tokens_equal_baseline"]
    assert durable["model_calls_max"] == 24
    assert naive["runs_with_duplicates"] >= 1 and naive["emails_max"] > EMAILS_PER_RUN
    assert naive["tokens_mean"] > base["tokens_mean"] and naive["model_calls_mean"] > 24


@pytest.mark.slow
def test_without_json_it_prints_the_table():
    out = StringIO()
    call_command("crashbench", "--runs", "1", "--seed", "3", stdout=out)
    text = out.getvalue()
    assert f"{len(CRASH_SITES)} crash sites" in text
    for scenario in ("baseline", "naive", "durable"):
        assert any(line.startswith(scenario) for line in text.splitlines())
    assert "runs with duplicates" in text and "durable tokens equal to baseline: True" in text


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("args", "message"),
    [(["--runs", "0"], "--runs"), (["--runs", "5", "--crashes", "0"], "--crashes"), (["--seed", "-1"], "--seed")],
)
def test_bad_arguments_are_command_errors(args, message):
    with pytest.raises(CommandError, match=message):
        call_command("crashbench", *args)
