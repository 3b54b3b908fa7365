"""``AGENTOPS_EXTRA_AGENTS``: registering agents from the environment (the end-to-end use is in
tests/examples/test_support_agent.py, whose worker processes find the agent only through it)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agentops.settings import env_pauses, extra_agents

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.sqlite
def test_extra_agents_parses_name_equals_module_colon_function():
    assert extra_agents(" support = agentops.examples.support_agent:build_agent , x=m.n:f,") == {
        "support": "agentops.examples.support_agent:build_agent",
        "x": "m.n:f",
    }
    assert extra_agents("") == {}


@pytest.mark.sqlite
def test_an_external_agent_is_registered_from_the_environment_without_editing_settings():
    assert extra_agents("mine=external, support=m:f") == {"mine": "external", "support": "m:f"}


@pytest.mark.sqlite
@pytest.mark.parametrize("bad", ["support", "support=module_without_function", "=m:f", "x=externals"])
def test_a_malformed_entry_is_refused_with_its_text(bad):
    with pytest.raises(RuntimeError, match=f"entry '{bad}' is not name=module:function or name=external"):
        extra_agents(bad)


@pytest.mark.sqlite
@pytest.mark.parametrize(("raw", "pauses"), [("1,4", (1.0, 4.0)), (" 0.5 ", (0.5,)), ("none", ()), ("", ())])
def test_replay_pauses_parse_seconds(monkeypatch, raw, pauses):
    monkeypatch.setenv("AGENTOPS_REPLAY_PAUSES", raw)
    assert env_pauses("AGENTOPS_REPLAY_PAUSES", "1,4") == pauses


@pytest.mark.sqlite
@pytest.mark.parametrize("bad", ["1,x", "-1", "1,,4", "9999", "nan"])
def test_malformed_replay_pauses_stop_start_up_with_their_text(monkeypatch, bad):
    monkeypatch.setenv("AGENTOPS_REPLAY_PAUSES", bad)
    with pytest.raises(RuntimeError, match=f"AGENTOPS_REPLAY_PAUSES must be comma-separated seconds.*{bad!r}"):
        env_pauses("AGENTOPS_REPLAY_PAUSES", "1,4")


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("entry", "missing"),
    [
        ("support=myco.agnts:build_agent", "module 'myco.agnts' cannot be imported: No module named 'myco'"),
        (
            "support=agentops.examples.support_agent:buld_agent",
            "module 'agentops.examples.support_agent' has no 'buld_agent'",
        ),
    ],
)
def test_an_extra_agent_that_does_not_exist_is_a_system_check_error_not_a_failure_at_first_use(
    settings, entry, missing
):
    from django.core import checks

    name, _, path = entry.partition("=")
    agents = {**settings.AGENTOPS["AGENTS"], name: path}
    settings.AGENTOPS = settings.AGENTOPS | {"EXTRA_AGENTS": {name: path}, "AGENTS": agents}
    errors = [e for e in checks.run_checks() if e.id == "agentops.E001"]
    assert len(errors) == 1 and errors[0].level == checks.ERROR
    assert errors[0].msg == f"AGENTOPS_EXTRA_AGENTS entry {entry!r}: {missing}"


@pytest.mark.sqlite
def test_extra_agents_that_exist_or_are_external_pass_the_check(settings):
    from django.core import checks

    extra = {"support": "agentops.examples.support_agent:build_agent", "mine": "external"}
    settings.AGENTOPS = settings.AGENTOPS | {"EXTRA_AGENTS": extra, "AGENTS": {**settings.AGENTOPS["AGENTS"], **extra}}
    assert [e for e in checks.run_checks() if e.id.startswith("agentops.")] == []


@pytest.mark.sqlite
def test_an_agent_missing_at_first_use_still_names_the_setting_and_the_module(settings):
    from agentops.core.errors import AgentMisconfigured
    from runs.worker.registry import build_agent

    settings.AGENTOPS = settings.AGENTOPS | {"EXTRA_AGENTS": {"support": "myco.agnts:build_agent"}}
    with pytest.raises(AgentMisconfigured) as caught:
        build_agent("support", "myco.agnts:build_agent")
    assert str(caught.value) == (
        "agent 'support' is registered in AGENTOPS_EXTRA_AGENTS as 'myco.agnts:build_agent', "
        "but module 'myco.agnts' cannot be imported: No module named 'myco'"
    )


@pytest.mark.sqlite
@pytest.mark.django_db  # the start-up's database checks (agentops.W001)
def test_the_start_up_check_stops_with_one_line_naming_each_error_and_passes_a_sound_setup(settings):
    from agentops.startup import check_at_start

    check_at_start("the test")  # the project's own settings: nothing to say
    settings.AGENTOPS = settings.AGENTOPS | {"EXTRA_AGENTS": {"support": "myco.agnts:build_agent"}}
    with pytest.raises(SystemExit) as stopped:
        check_at_start("the test")
    assert stopped.value.code == (
        "the test did not start: agentops.E001: AGENTOPS_EXTRA_AGENTS entry 'support=myco.agnts:build_agent': module "
        "'myco.agnts' cannot be imported: No module named 'myco' (`python manage.py check` gives the hints)"
    )


#: how each process is started (Procfile), and what it is called when it stops
STARTS = {
    "the ASGI app (daphne)": ["daphne", "--port", "0", "agentops.asgi:application"],
    "the Celery worker": ["celery", "-A", "agentops.celery", "worker", "--pool", "solo", "--loglevel", "ERROR"],
    "Celery beat": ["celery", "-A", "agentops.celery", "beat", "--loglevel", "ERROR", "--schedule", "{data}/schedule"],
}


def start_each(env: dict[str, str], data: Path) -> dict[str, tuple[int, str]]:
    """Each process of :data:`STARTS` started at once under ``env`` (each is seconds of imports on a loaded machine):
    what it is called → its exit code and stderr once it stopped (one that did not stop is ended, and fails)."""
    started = {
        what: subprocess.Popen(
            [str(Path(sys.executable).parent / command[0]), *(part.format(data=data) for part in command[1:])],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for what, command in STARTS.items()
    }
    try:
        stderr = {what: process.communicate(timeout=90)[1] for what, process in started.items()}
    finally:
        for process in started.values():
            process.kill()  # one that did not stop serves or consumes the queue: ended here, whatever happened
            process.wait()
    return {what: (process.returncode, stderr[what]) for what, process in started.items()}


@pytest.mark.slow
def test_daphne_a_celery_worker_and_celery_beat_run_the_system_checks_as_they_start(tmp_path):
    """followups: a mistyped AGENTOPS_EXTRA_AGENTS entry was said by ``check``, ``migrate`` and the CLI, while daphne
    and the workers started and failed the agent's runs at their first use; beat (followups-i) started and ran its
    schedule. Now each stops at once, in one line."""
    stopped = start_each(os.environ | {"AGENTOPS_EXTRA_AGENTS": "support=myco.agnts:build_agent"}, tmp_path)
    for what, (code, stderr) in stopped.items():
        assert code == 1 and "Traceback" not in stderr, stderr[-2000:]
        line = (
            f"{what} did not start: agentops.E001: AGENTOPS_EXTRA_AGENTS entry 'support=myco.agnts:build_agent': "
            "module 'myco.agnts' cannot be imported: No module named 'myco' (`python manage.py check` gives the hints)"
        )
        assert line in stderr.splitlines(), stderr[-2000:]


@pytest.mark.slow
def test_daphne_a_celery_worker_and_celery_beat_stop_on_a_value_they_cannot_use_with_manage_pys_one_line(tmp_path):
    """qa-deploy5: ``AGENTOPS_LEASE_SECONDS=30s`` (or a ``REDIS_URL`` without its scheme) stopped ``manage.py`` with
    one line, and the Procfile's own processes with a 50-90-line traceback through daphne's or Celery's start-up."""
    for variable, value, line in (
        ("AGENTOPS_LEASE_SECONDS", "30s", "AGENTOPS_LEASE_SECONDS='30s': expected a whole number from 1 to 3600"),
        ("REDIS_URL", "localhost:6379", "REDIS_URL='localhost:6379': expected redis://host:6379/0"),
    ):
        for what, (code, stderr) in start_each(os.environ | {variable: value}, tmp_path).items():
            lines = stderr.splitlines()
            assert code == 1 and len(lines) == 1, (what, stderr[-2000:])
            assert lines[0].startswith(f"configuration error: {line}"), (what, lines)


@pytest.mark.slow
def test_celery_beat_with_a_schedule_directory_that_does_not_exist_stops_with_one_line(tmp_path):
    """qa-deploy5: the Procfile's beat with an ``AGENTOPS_DATA_DIR`` not made yet (a beat-only host, collectstatic run
    elsewhere) wrote 1,762 log lines and 10 tracebacks (shelve's open failing, retried as a corrupted file), then exited.
    Now one line, exit 1; beat does not make the directory, and one that exists still starts."""
    missing = tmp_path / "not-made"
    command = [str(Path(sys.executable).parent / "celery"), "-A", "agentops.celery", "beat", "--loglevel", "ERROR"]
    env = os.environ | {"AGENTOPS_DATA_DIR": str(tmp_path)}
    stopped = subprocess.run(
        [*command, "--schedule", f"{missing}/celerybeat-schedule"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=90,
    )  # fmt: skip
    assert stopped.returncode == 1 and stopped.stderr.splitlines() == [
        f"Celery beat did not start: the directory of its schedule file {missing}/celerybeat-schedule ({missing}) "
        f"does not exist: create it (`mkdir -p {missing}`), or point --schedule / AGENTOPS_DATA_DIR at a writable "
        "directory"
    ], stopped.stderr[-2000:]
    assert not missing.exists()
    started = subprocess.Popen(
        [*command, "--schedule", f"{tmp_path}/celerybeat-schedule"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not list(tmp_path.glob("celerybeat-schedule*")):
            assert started.poll() is None and time.monotonic() < deadline, started.returncode
            time.sleep(0.2)
    finally:
        started.kill()
        started.wait()
