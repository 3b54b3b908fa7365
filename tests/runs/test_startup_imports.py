"""What a manage.py process imports before its command runs: not the claims detector (jieba, the lexicons)
nor the redaction engine (RE2, the label tables), 0.2-0.4 s CPU each that a worker, a CLI or
``create_api_key`` paid at start through the admin (runs.admin -> runs.api.keys -> runs.worker.registry,
runs.governance.visibility) and the apps' ready() (runs.dashboard.live -> runs.journal.store).
They are imported where they are used: the first agent loaded, the first reply journaled, the first
payload redacted. Nor the HTTP client (httpx, and through it rich's console where rich is installed: the admin ->
approvals.notify.channels) nor redis-py (the first middleware's ready probe, the storage errors' rule), ~0.25 s of CPU
of the ~1.2 s of a ``manage.py list_runs``: imported when a webhook is sent and when Redis is reached."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HEAVY = (
    "jieba",
    "agentops.claims.detect",
    "runs.claims.services",
    "agentops.redaction.engine",
    "re2",
    "httpx",
    "redis",
)


@pytest.mark.sqlite
def test_django_setup_and_the_admin_import_neither_the_claims_detector_nor_the_redaction_engine_nor_the_clients():
    script = (
        "import json, sys, django; django.setup();"
        "import runs.admin, runs.api.keys, runs.worker.registry, runs.journal.store, runs.governance.visibility;"
        f"print(json.dumps([m for m in {list(HEAVY)!r} if m in sys.modules]))"
    )
    env = os.environ | {"DJANGO_SETTINGS_MODULE": "agentops.settings"}
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_a_project_command_runs_the_projects_checks_but_not_the_pages():
    """A project command (``runs.management.cli.OneLineCommand``) ran every system check before its work, the pages'
    too: the URL conf imports every view, ~0.5 s of CPU a command. It runs the project's checks (a misspelt variable
    still stops it) and not the pages' (``agentops.startup.SKIPPED_AT_START``), as daphne and the workers start."""
    env = {k: v for k, v in os.environ.items() if k != "AGENTOPS_LLM_BASE_URL"}
    command = [sys.executable, "-X", "importtime", "manage.py", "check_llm"]
    unknown = "AGENTOPS_LEASE_SECONDS"[:-1]  # spelt out, tests/agentops/test_env_names.py would find it
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "needs a base URL (AGENTOPS_LLM_BASE_URL)" in done.stderr, done.stderr[-2000:]
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    assert "runs.models.access" in imported and "runs.dashboard.views" not in imported  # the URL conf imports it

    misspelt = subprocess.run(command[:1] + command[3:], cwd=ROOT, env=env | {unknown: "3"},
                              capture_output=True, text=True, timeout=120)  # fmt: skip
    assert misspelt.returncode == 1 and f"(agentops.E002) {unknown} is set" in misspelt.stderr
