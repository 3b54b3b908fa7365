"""What the benchmarks print about the machine they ran on."""

from __future__ import annotations

import contextlib
import secrets
from pathlib import Path


def memory_total() -> str:
    """Total RAM as ``"<n> MiB RAM"`` (from /proc/meminfo), or ``"memory unknown"``."""
    with contextlib.suppress(OSError):
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                return f"{int(line.split()[1]) // 1024} MiB RAM"
    return "memory unknown"


def production_settings() -> dict[str, str]:
    """The environment a benchmarked server process runs with: production settings (README, "Deploy").

    With Django's default ``DEBUG`` on, every query is also logged by the debug cursor (on SQLite that
    runs one more ``SELECT QUOTE(…)`` per statement to render it): not what a deployment pays.
    """
    return {
        "DJANGO_DEBUG": "false",
        "DJANGO_SECRET_KEY": "bench-" + secrets.token_urlsafe(48),
        "DJANGO_ALLOWED_HOSTS": "localhost",
    }
