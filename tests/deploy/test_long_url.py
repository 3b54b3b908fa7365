"""A URL or a header longer than daphne (Twisted) reads is answered with a status, by the real web process of the
Procfile (``daphne … agentops.asgi:application``): 414 for a 16 KB URL, 431 for a 17 KB header, each with a reason.
Before, the connection was closed with no answer at all (curl: "empty reply", a browser: "connection reset")."""

from __future__ import annotations

import http.client
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.local_servers import closed_port

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.slow, pytest.mark.sqlite]


@pytest.fixture(scope="module")
def web(tmp_path_factory) -> Iterator[int]:  # type: ignore[no-untyped-def]
    """The Procfile's web process on the embedded default (no database is read by these requests); its port."""
    port, data = closed_port(), tmp_path_factory.mktemp("web")
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env |= {"AGENTOPS_DATA_DIR": str(data), "AGENTOPS_EMBEDDED_BEAT": "off"}
    cmd = [sys.executable, "-m", "daphne", "--bind", "127.0.0.1", "--port", str(port), "agentops.asgi:application"]
    log = (data / "web.log").open("w")
    server = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=log, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while _get(port, "/healthz/live")[0] != 200:
            assert time.monotonic() < deadline and server.poll() is None, (data / "web.log").read_text()[-2000:]
            time.sleep(0.2)
        yield port
    finally:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait(10)
        log.close()


def _get(port: int, path: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
    """The status and body of a GET (0 and the error when there is no answer)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.read().decode()
    except (OSError, http.client.HTTPException) as exc:
        return 0, repr(exc)
    finally:
        connection.close()


def test_a_16_kb_url_is_answered_414_with_a_reason(web):
    status, body = _get(web, "/runs/?q=" + "a" * 16384)
    assert status == 414, body
    assert body == "the request line (its URL) is longer than 16,384 bytes: shorten the URL\n"
    assert _get(web, "/healthz/live")[0] == 200, "the process goes on serving"


def test_a_17_kb_header_is_answered_431(web):
    status, body = _get(web, "/healthz/live", {"X-Big": "b" * 17000})
    assert status == 431 and body == "a header line is longer than 16,384 bytes\n", (status, body)


def test_a_long_url_under_the_limit_reaches_the_app(web):
    status, _ = _get(web, "/healthz/live?q=" + "a" * 15000)
    assert status == 200
