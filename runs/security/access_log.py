"""The access log: one line per request and per websocket, never with the query string.

Query strings carry what people search for (emails, references, run ids), so the log keeps only
the path. A health probe answered 200 writes no line (an orchestrator asks every few seconds); a failed one
does. The client address follows the trusted-proxy rule (``runs.security.client``). Lines go to
the ``agentops.access`` logger::

    203.0.113.7 "GET /runs/" 200 5120 12.3ms
    203.0.113.7 "WS /ws/runs/run_1/" close 4401 0.4ms

daphne's own access log is switched off where daphne is started (Procfile, Dockerfile: it writes the
full URI); the development server's request log passes through :class:`StripQueryString`.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from runs.security.client import scope_address
from runs.security.health import PREFIX as HEALTH_PREFIX

logger = logging.getLogger("agentops.access")

Message = MutableMapping[str, Any]


class AccessLog:
    """ASGI middleware writing :mod:`agentops.access` lines for HTTP requests and websockets."""

    def __init__(self, application: Callable[..., Awaitable[None]]) -> None:
        self.application = application

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.application(scope, receive, send)
            return
        started, outcome = time.perf_counter(), {"status": "-", "size": 0}

        async def watch(message: Message) -> None:
            kind = message["type"]
            if kind == "http.response.start":
                outcome["status"] = message["status"]
            elif kind == "http.response.body":
                outcome["size"] += len(message.get("body", b""))
            elif kind == "websocket.accept":
                outcome["status"] = "accept"
            elif kind == "websocket.close":
                outcome["status"] = f"close {message.get('code', 1000)}"
            await send(message)

        try:
            await self.application(scope, receive, watch)
        finally:
            if not (outcome["status"] == 200 and scope.get("path", "").startswith(HEALTH_PREFIX)):
                _write(scope, outcome, started)


def _write(scope: Any, outcome: dict[str, Any], started: float) -> None:
    """One access line for a finished request or socket."""
    method = scope.get("method", "GET") if scope["type"] == "http" else "WS"
    elapsed = (time.perf_counter() - started) * 1000
    size = f" {outcome['size']}" if scope["type"] == "http" else ""
    logger.info(
        '%s "%s %s" %s%s %.1fms',
        scope_address(scope),
        method,
        scope.get("path", ""),
        outcome["status"],
        size,
        elapsed,
    )


def strip_query(target: str) -> str:
    """``/runs/?q=alice@example.com`` → ``/runs/``."""
    return target.split("?", 1)[0]


class NoTracebackBelow500(logging.Filter):
    """A logging filter for ``django.request``: a refused request (4xx) is its one warning line. Django attaches
    the PermissionDenied's traceback to its "Forbidden" warning, ~45 lines per refused click; a 500 keeps it."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "status_code", 500) < 500:
            record.exc_info, record.exc_text = None, None
        return True


class StripQueryString(logging.Filter):
    """A logging filter for the development server's request log: its ``path`` loses the query."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, dict) and isinstance(record.args.get("path"), str):
            record.args = {**record.args, "path": strip_query(record.args["path"])}
        return True
