"""Fresh virtual environments with the SDK installed from this checkout, as an adopter gets it.

Installing the frameworks takes minutes, so their packages come from the per-machine test cache
(tests/build_cache.py): a venv holding the SDK's third-party requirements alone, keyed by sdk/pyproject.toml,
the extras, the extra packages and the interpreter. Every test venv is still new, and still gets the SDK by
``pip install`` from this checkout: a ``.pth`` file puts the cached packages on its path, so pip resolves the
SDK's requirements against them and installs the SDK alone. Without a usable cache the venv gets everything
from the index.
"""

from __future__ import annotations

import csv
import fcntl
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

from build_cache import cached, forget

ROOT = Path(__file__).resolve().parents[2]
SITE = Path("lib", f"python{sys.version_info.major}.{sys.version_info.minor}", "site-packages")  # in a venv


def fresh_venv(directory: Path, extras: str, *packages: str) -> Path:
    """A new venv in ``directory`` with ``agentops-durable[extras]`` (and ``packages``) only; its python."""
    requirements = [f"{ROOT / 'sdk'}[{extras}]", *packages]
    inputs = ((ROOT / "sdk" / "pyproject.toml").read_bytes(), requirements[1:], extras, sys.version, sys.base_prefix)
    deps = cached("sdk-deps", repr(inputs).encode(), lambda venv: _third_party(venv, requirements), _intact)
    if deps is not None:
        python = _venv(directory)
        (directory / SITE / "agentops-test-cache.pth").write_text(
            f"import site; site.addsitedir({str(deps / SITE)!r})\n"
        )
        done = _pip(python, "install", *requirements)
        if done.returncode == 0:
            return python
        warnings.warn(f"the cached packages in {deps} did not serve: {done.stderr[-500:]}", stacklevel=2)
        forget(deps)
        shutil.rmtree(directory)
    python = _venv(directory)
    done = _pip(python, "install", *requirements)
    assert done.returncode == 0, done.stderr[-2000:]
    return python


def shared_venv(tmp_path_factory, worker_id: str, name: str, extras: str, *packages: str) -> Path:  # type: ignore[no-untyped-def]
    """The python of ``fresh_venv(extras, *packages)`` made once for this session: one worker installs it while the
    other waits, then both run their tests in it (the tests run scripts with it and install nothing)."""
    shared = tmp_path_factory.getbasetemp()
    if worker_id != "master":
        shared = shared.parent  # this session's directory, common to its xdist workers
    venv, ready = shared / name, shared / f"{name}.ready"
    with (shared / f"{name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # one worker installs, the other waits for it
        if not ready.exists():
            fresh_venv(venv, extras, *packages)
            ready.touch()
    return venv / "bin" / "python"


def _venv(directory: Path) -> Path:
    """A new venv without pip of its own (this interpreter's pip installs into it)."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(directory)], check=True, timeout=120)
    return directory / "bin" / "python"


def _pip(python: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pip", "--python", str(python), *args, "-q", "--disable-pip-version-check"],
                          capture_output=True, text=True, timeout=900)  # fmt: skip


def _third_party(venv: Path, requirements: list[str]) -> bool:
    """Install ``requirements`` into a new venv at ``venv``, then take the SDK itself out again: the packages
    alone, without pip or setuptools (which would shadow the SDK build's own when a test venv installs it)."""
    python = _venv(venv)
    return _pip(python, "install", *requirements).returncode == 0 and (
        _pip(python, "uninstall", "-y", "agentops-durable").returncode == 0
    )


def _intact(venv: Path) -> bool:
    """Every file the installed packages' RECORDs list is there, at its recorded size."""
    site = venv / SITE
    for record in site.glob("*.dist-info/RECORD"):
        with record.open(newline="") as rows:
            for row in csv.reader(rows):
                path = site / row[0]
                if not path.exists() or (len(row) > 2 and row[2] and path.stat().st_size != int(row[2])):
                    return False
    return True
