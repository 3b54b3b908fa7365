"""A slow pager service that does not dedupe, run as its own process: ``python -m tests.api.slow_service DIR SECONDS``.

``POST /send`` with ``{"page_id": …}`` touches ``DIR/received``, works ``SECONDS`` and then commits the page (a line in
``DIR/effects``); ``GET /status?page_id=…`` says whether a page is committed. The port it listens on is written to
``DIR/port`` (tests/api/test_slow_lookup.py)."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse


def serve(home: Path, seconds: float) -> None:
    effects = home / "effects"

    class Pager(BaseHTTPRequestHandler):
        def _answer(self, body: dict[str, object]) -> None:
            data = json.dumps(body).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self) -> None:
            page = json.loads(self.rfile.read(int(self.headers["Content-Length"])))["page_id"]
            (home / "received").touch()
            time.sleep(seconds)  # still processing: a lookup meanwhile finds nothing
            with effects.open("a") as out:
                out.write(page + "\n")
            self._answer({"success": True, "code": "paged", "data": {"page_id": page}})

        def do_GET(self) -> None:
            page = parse_qs(urlparse(self.path).query)["page_id"][0]
            done = effects.exists() and page in effects.read_text().split()
            self._answer({"found": done})

        def log_message(self, *args: object) -> None:
            return None

    server = ThreadingHTTPServer(("127.0.0.1", 0), Pager)
    (home / "port").write_text(str(server.server_address[1]))
    server.serve_forever()


@contextlib.contextmanager
def running(home: Path, seconds: float) -> Iterator[str]:
    """The service as a process of its own, keeping its files in ``home``: its address, while the block runs."""
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.api.slow_service", str(home), str(seconds)], cwd=root, env=env
    )
    try:
        wait_for(home / "port", 30)
        time.sleep(0.05)  # the port is written before it serves: let it start
        yield f"http://127.0.0.1:{(home / 'port').read_text()}"
    finally:
        proc.kill()
        proc.wait()


def wait_for(path: Path, seconds: float) -> None:
    """Wait until ``path`` exists (the service's ``received``, its ``port``)."""
    deadline = time.monotonic() + seconds
    while not path.exists():
        assert time.monotonic() < deadline, f"{path.name} never appeared"
        time.sleep(0.02)


def effects(home: Path) -> list[str]:
    """The pages the service committed, in order."""
    return (home / "effects").read_text().split() if (home / "effects").exists() else []


if __name__ == "__main__":
    serve(Path(sys.argv[1]), float(sys.argv[2]))
