"""Daphne serving the app in a child process of the test (forked: its settings, the test database), a real server a
test can SIGKILL and start again on the same port (tests/sdk/test_sdk_install.py, tests/api/test_unanswered.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path
from typing import Any


def daphne(port: int = 0) -> Any:
    """Daphne on ``port`` (0: a free one), started; ``.port.value`` is the port, ``.pid`` its process."""
    from functools import partial

    from channels.testing.live import make_application
    from daphne.testing import DaphneProcess
    from django.db import connections

    connections.close_all()
    server = DaphneProcess("127.0.0.1", partial(make_application, static_wrapper=None), port=port)
    server.start()
    assert server.ready.wait(timeout=30), "daphne did not start"
    return server


def killed_and_back(server: Any, agent: subprocess.Popen[str], mark: Path, down: float) -> Any:
    """Once ``agent`` (its process) touched ``mark``, SIGKILL ``server``, touch ``server-killed`` beside ``mark`` (the
    agent goes on) and start the server again on its port ``down`` seconds later: the new server."""
    deadline = time.monotonic() + 60
    while not mark.exists() and time.monotonic() < deadline and agent.poll() is None:
        time.sleep(0.05)
    assert mark.exists(), agent.communicate(timeout=5)
    os.kill(server.pid, signal.SIGKILL)
    server.join(10)
    (mark.parent / "server-killed").touch()
    time.sleep(down)
    return daphne(server.port.value)
