"""followups-i: a misspelt ``AGENTOPS_*`` variable stops start-up naming the closest known name; before, it was
ignored and its setting left at the default, nothing said."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from agentops.env import KNOWN

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.sqlite
@pytest.mark.django_db  # the start-up's database checks (agentops.W001)
def test_a_misspelt_agentops_variable_stops_start_up_with_one_line_naming_the_closest_known_name(monkeypatch):
    from agentops.startup import check_at_start

    monkeypatch.setenv("AGENTOPS_NOTIFY_WEBHOK_URL", "https://hooks.example.com/x")
    monkeypatch.setenv("AGENTOPS_ZZZ", "1")
    with pytest.raises(SystemExit) as stopped:
        check_at_start("the Celery worker")
    assert stopped.value.code == (
        "the Celery worker did not start: agentops.E002: AGENTOPS_NOTIFY_WEBHOK_URL is set but AgentOps reads no such "
        "variable: did you mean AGENTOPS_NOTIFY_WEBHOOK_URL?; agentops.E002: AGENTOPS_ZZZ is set but AgentOps reads no "
        "such variable: no setting has a name close to it (`python manage.py check` gives the hints)"
    )
    monkeypatch.delenv("AGENTOPS_NOTIFY_WEBHOK_URL")
    monkeypatch.delenv("AGENTOPS_ZZZ")
    monkeypatch.setenv("AGENTOPS_NOTIFY_WEBHOOK_URL", "https://hooks.example.com/x")
    check_at_start("the Celery worker")  # spelt right: nothing to say


def test_the_known_names_are_those_the_project_reads():
    """Every ``AGENTOPS_*`` name in the project's files but the docs (which also show misspellings and prefixes) is
    known, and every known name is read somewhere: a new setting without its name here stops start-up."""
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    here = Path(__file__).relative_to(ROOT).as_posix()
    found: set[str] = set()
    for name in files:
        if name.startswith("docs/") or name.endswith(".md") or name == here or not (ROOT / name).is_file():
            continue
        found |= set(re.findall(r"AGENTOPS_[A-Z0-9_]*[A-Z0-9]", (ROOT / name).read_text(errors="replace")))
    found.discard("AGENTOPS_CHECKS")  # runs.worker.registry's constant: the system checks' tag, no variable
    assert found == KNOWN
