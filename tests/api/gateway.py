"""A gateway on 127.0.0.1 in front of a real server, for agent processes that must meet the server down at a chosen
point: it forwards every request, except while it is "down" (each request then answered 503, as a proxy whose server
stopped answers), or for a request it forwards and then loses the answer of (the connection dropped after the
server handled it, held ``hold`` seconds first: a client that timed out)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import httpx

from tests.local_servers import serve

#: ``(method, path, body)`` of a request: what :class:`Gateway`'s rules are asked about
Rule = Callable[[str, str, Any], bool]


class Gateway:
    """``down_after``: once a request it names was answered, the server is down for ``down_for`` seconds; ``down_at``:
    from a request it names on (that one refused too).
    ``lose``: a request it names is forwarded, its answer held ``hold`` seconds, then the connection dropped (once)."""

    def __init__(self, target: str, *, down_after: Rule | None = None, down_at: Rule | None = None,
                 down_for: float = 0.0, lose: Rule | None = None, hold: float = 0.0) -> None:  # fmt: skip
        self.target, self.down_after, self.down_for, self.lose, self.hold = target, down_after, down_for, lose, hold
        self.down_at = down_at
        self.down_until = 0.0
        self.refused: list[str] = []  # the paths answered 503 while down
        self.lost: list[str] = []  # the paths whose answer was dropped
        self._lock = threading.Lock()
        self._http = httpx.Client(timeout=60)

    def handle(self, method: str, path: str, headers: dict[str, str], body: Any) -> tuple[int, Any]:
        with self._lock:
            if self.down_at is not None and self.down_at(method, path, body):
                self.down_at, self.down_until = None, time.monotonic() + self.down_for
            if time.monotonic() < self.down_until:
                self.refused.append(path)
                return 503, {"error": {"code": "server_unreachable", "message": "the server is down"}}
            losing = self.lose is not None and not self.lost and self.lose(method, path, body)
        sent = {k: v for k, v in headers.items() if k in ("Authorization", "Accept")}
        answer = self._http.request(method, self.target + path, headers=sent, json=body)
        with self._lock:
            if self.down_after is not None and self.down_after(method, path, body):
                self.down_after, self.down_until = None, time.monotonic() + self.down_for
            if losing:
                self.lost.append(path)
        if losing:
            time.sleep(self.hold)
            return 0, None  # dropped without an answer, after the server handled it
        try:
            return answer.status_code, answer.json()
        except ValueError:
            return answer.status_code, None


@contextmanager
def gateway(target: str, **rules: Any) -> Iterator[tuple[str, Gateway]]:
    """A :class:`Gateway` to ``target`` serving on a free port: yields its base URL and itself."""
    app = Gateway(target.rstrip("/"), **rules)
    with serve(app) as url:
        yield url, app
