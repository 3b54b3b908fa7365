"""Fresh virtual environments with the SDK installed from this checkout, as an adopter gets it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def fresh_venv(directory: Path, extras: str, *packages: str) -> Path:
    """A new venv in ``directory`` with ``agentops-durable[extras]`` (and ``packages``) only; its python."""
    subprocess.run([sys.executable, "-m", "venv", str(directory)], check=True, timeout=120)
    python = directory / "bin" / "python"
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", f"{ROOT / 'sdk'}[{extras}]", *packages],
                          capture_output=True, text=True, timeout=600)  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    return python
