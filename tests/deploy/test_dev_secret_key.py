"""The debugging server's secret key, when DJANGO_SECRET_KEY is unset: random, kept in the data directory, shared by
the processes on it. It was the source's "dev-only-insecure-key", and the pseudonyms are HMACs under it: anyone could
confirm a guessed address from ``<email:…>`` offline (qa-privacy, 6 Dec)."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHOW = "from django.conf import settings; print(settings.SECRET_KEY)"
SHOW_PSEUDONYM = (
    "import django; django.setup(); from runs.governance.redaction import from_settings; "
    "print(from_settings().redact_text('write to jane.doe@example.com'))"
)


def _python(code: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k != "AGENTOPS_REDACTION_KEY"}
    env |= {"DJANGO_SETTINGS_MODULE": "agentops.settings", "AGENTOPS_DATA_DIR": str(data_dir)}
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def _key(data_dir: Path) -> str:
    out = _python(SHOW, data_dir)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_the_key_is_random_kept_owner_only_and_shared_by_the_processes_of_a_data_directory(tmp_path):
    first, second = _key(tmp_path / "a"), _key(tmp_path / "a")
    assert first == second  # a second process (a worker, the CLI) reads the same key: sessions and API keys agree
    assert first != "dev-only-insecure-key" and len(first) >= 50
    assert first != _key(tmp_path / "b")  # no two installations share one
    kept = tmp_path / "a" / "secret_key"
    assert kept.read_text().strip() == first
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert [p.name for p in (tmp_path / "a").iterdir() if p.name.startswith(".secret_key")] == []


def test_processes_starting_together_agree_on_one_key(tmp_path):
    with ThreadPoolExecutor(6) as pool:
        keys = set(pool.map(lambda _: _key(tmp_path), range(6)))
    assert keys == {(tmp_path / "secret_key").read_text().strip()}


def test_a_pseudonym_cannot_be_confirmed_with_the_key_of_the_source(tmp_path):
    out = _python(SHOW_PSEUDONYM, tmp_path)
    assert out.returncode == 0, out.stderr
    shown = out.stdout.strip()
    assert shown.startswith("write to <email:") and "jane" not in shown
    # what the source's key gave: a reader who knew it confirmed the guessed address at once
    assert (
        shown
        != _python(
            SHOW_PSEUDONYM.replace(
                "import django", "import os; os.environ['DJANGO_SECRET_KEY'] = 'dev-only-insecure-key'; import django"
            ),
            tmp_path,
        ).stdout.strip()
    )


def test_a_data_directory_that_cannot_keep_the_key_stops_start_up_with_one_line(tmp_path):
    (tmp_path / "a-file").write_text("")
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    out = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=ROOT,
        env=env | {"AGENTOPS_DATA_DIR": str(tmp_path / "a-file" / "data")},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 1
    assert "DJANGO_SECRET_KEY is unset" in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1
