"""What a manage.py process imports before its command runs: not the claims detector (jieba, the lexicons)
nor the redaction engine (RE2, the label tables), 0.2-0.4 s CPU each that a worker, a CLI or
``create_api_key`` paid at start through the admin (runs.admin -> runs.api.keys -> runs.worker.registry,
runs.governance.visibility) and the apps' ready() (runs.dashboard.live -> runs.journal.store).
They are imported where they are used: the first agent loaded, the first reply journaled, the first
payload redacted."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("jieba", "agentops.claims.detect", "runs.claims.services", "agentops.redaction.engine", "re2")


@pytest.mark.sqlite
def test_django_setup_and_the_admin_import_neither_the_claims_detector_nor_the_redaction_engine():
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
