"""qa-deploy7: an ``AGENTOPS_RETENTION_ARCHIVE_DIR`` that cannot be used (not a directory, under a file, not writable)
failed every retention pass, and nothing said so at start. Now ``agentops.E005`` stops the processes that run the
passes with one line: every process of the embedded default, the Celery worker of the retention queue under Redis."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from agentops.startup import check_at_start, check_retention_archive

ROOT = Path(__file__).resolve().parents[2]
HINT = "a directory this process's user can write (made if missing), or unset it to purge without an archive"


def archive_to(settings, folder: object, days: int = 30) -> None:
    settings.AGENTOPS = settings.AGENTOPS | {"RETENTION_ARCHIVE_DIR": str(folder), "RETENTION_DAYS": days}


@pytest.mark.sqlite
def test_an_archive_directory_that_cannot_be_used_is_a_system_check_error(settings, tmp_path):
    settings.REDIS_URL = ""  # the embedded default: every process runs the check
    afile = tmp_path / "afile"
    afile.write_text("")
    for folder in (afile, afile / "archive"):
        archive_to(settings, folder)
        (error,) = check_retention_archive()
        assert (error.id, error.msg, error.hint) == (
            "agentops.E005",
            f"AGENTOPS_RETENTION_ARCHIVE_DIR={str(folder)!r} cannot be used: {afile} is not a directory; every "
            "retention pass would fail",
            HINT,
        )
        with pytest.raises(SystemExit, match=r"^the ASGI app \(daphne\) did not start: agentops\.E005: "):
            check_at_start("the ASGI app (daphne)")
    archive_to(settings, afile, days=0)  # retention off: no pass uses it
    assert check_retention_archive() == []
    for usable in (tmp_path, tmp_path / "made" / "at-the-first-pass"):
        archive_to(settings, usable)
        assert check_retention_archive() == []
    assert not (tmp_path / "made").exists() and [p.name for p in tmp_path.iterdir()] == ["afile"]


@pytest.mark.sqlite
@pytest.mark.skipif(os.geteuid() == 0, reason="root writes in any directory")
def test_a_directory_it_cannot_write_is_refused(settings, tmp_path):
    settings.REDIS_URL = ""
    tmp_path.chmod(0o500)
    try:
        archive_to(settings, tmp_path / "archive")
        (error,) = check_retention_archive()
        assert f"cannot be used: cannot write in {tmp_path}: Permission denied" in error.msg
    finally:
        tmp_path.chmod(0o700)


@pytest.mark.sqlite
@pytest.mark.django_db  # the start-up's database checks (agentops.W001)
def test_under_redis_only_the_worker_of_the_retention_queue_is_stopped(settings, tmp_path):
    """The production shape: the directory may be mounted on the maintenance worker's host alone, so daphne, the
    other workers, beat and ``manage.py`` (``migrate``) do not ask."""
    settings.REDIS_URL = "redis://127.0.0.1:6379/11"
    archive_to(settings, tmp_path / "afile")
    (tmp_path / "afile").write_text("")
    assert check_retention_archive() == []
    check_at_start("the Celery worker")
    with pytest.raises(SystemExit, match=r"^the Celery worker did not start: agentops\.E005: .* is not a directory"):
        check_at_start("the Celery worker", retention=True)


def start_worker(queue: str, env: dict[str, str]) -> subprocess.Popen[str]:
    command = ["celery", "-A", "agentops.celery", "worker", "--pool", "solo", "--loglevel", "INFO", "--queues", queue]
    return subprocess.Popen(
        [str(Path(sys.executable).parent / command[0]), *command[1:]],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
def test_the_maintenance_worker_stops_with_one_line_and_a_drive_worker_starts(tmp_path):
    """Real Procfile workers under Redis: the one consuming ``maintenance`` (retention's queue) exits 1 with one line;
    a drive worker (``celery``) passes its start-up checks (says ``ready``, or waits for ``migrate``)."""
    (tmp_path / "afile").write_text("")
    env = os.environ | {
        "REDIS_URL": os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/11",
        "AGENTOPS_RETENTION_DAYS": "30",
        "AGENTOPS_RETENTION_ARCHIVE_DIR": str(tmp_path / "afile" / "archive"),
    }
    maintenance, drive = start_worker("maintenance", env), start_worker("celery", env)
    try:
        stderr = maintenance.communicate(timeout=90)[1]
        assert maintenance.returncode == 1 and "Traceback" not in stderr, stderr[-2000:]
        assert stderr.splitlines()[-1] == (
            f"the Celery worker did not start: agentops.E005: AGENTOPS_RETENTION_ARCHIVE_DIR="
            f"'{tmp_path}/afile/archive' cannot be used: {tmp_path}/afile is not a directory; every retention pass "
            "would fail (`python manage.py check` gives the hints)"
        ), stderr[-2000:]
        said = ""
        for line in drive.stderr:  # read until its checks have passed (or it ended)
            said += line
            if " ready." in line or "waits, it takes no task" in line:
                break
        assert drive.poll() is None and "did not start" not in said, said[-2000:]
    finally:
        for process in (maintenance, drive):
            process.kill()
            process.wait()
