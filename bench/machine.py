"""What the benchmarks print about the machine they ran on."""

from __future__ import annotations

import contextlib
from pathlib import Path


def memory_total() -> str:
    """Total RAM as ``"<n> MiB RAM"`` (from /proc/meminfo), or ``"memory unknown"``."""
    with contextlib.suppress(OSError):
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                return f"{int(line.split()[1]) // 1024} MiB RAM"
    return "memory unknown"
