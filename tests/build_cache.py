"""A per-machine cache of what the tests install from the package registries: the third-party packages of the
SDK's test venvs and the TypeScript client's node_modules (README, "Tests and CI").

An entry is a directory ``$AGENTOPS_TEST_CACHE/<name>-<hash>`` (default ``~/.cache/agentops-tests``), the hash
being that of everything its content follows from (a lock file, a requirements list, the interpreter). It is
built once, under a file lock, so parallel test workers wait for one build; a marker written last says it is
complete. An entry older than a week, incomplete, or that fails its ``intact`` check is built again; where the
cache cannot be written or the build fails, the caller gets ``None`` and installs the old way.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path

CACHE = Path(os.environ.get("AGENTOPS_TEST_CACHE") or Path.home() / ".cache" / "agentops-tests")
MAX_AGE = 7 * 24 * 3600  # new releases within the pinned ranges are picked up within a week
READY = "agentops-ready"


def cached(name: str, inputs: bytes, build: Callable[[Path], bool], intact: Callable[[Path], bool]) -> Path | None:
    """The entry for ``inputs``: built by ``build(directory)`` (True when it worked) if it is not there whole."""
    entry = CACHE / f"{name}-{hashlib.sha256(inputs).hexdigest()[:16]}"
    try:
        CACHE.mkdir(parents=True, exist_ok=True)
        with (CACHE / f"{entry.name}.lock").open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # one process builds, the others wait for it
            ready = entry / READY
            if ready.exists() and time.time() - ready.stat().st_mtime < MAX_AGE and intact(entry):
                return entry
            shutil.rmtree(entry, ignore_errors=True)
            entry.mkdir()
            if not build(entry):
                shutil.rmtree(entry, ignore_errors=True)
                return None
            ready.touch()
            return entry
    except OSError:  # an unwritable cache directory: no cache
        return None


def forget(entry: Path) -> None:
    """The entry did not serve: the next use builds it again."""
    (entry / READY).unlink(missing_ok=True)
