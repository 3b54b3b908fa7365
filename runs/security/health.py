"""Health probes for an orchestrator (compose, Docker's HEALTHCHECK, a load balancer), answered before any other
middleware: no host check (a probe inside the network names the container, not a public host), no HTTPS redirect
(a plain-HTTP probe), no session, no login, no throttle.

- ``GET /healthz/live``: the process answers; nothing else is touched (no database).
- ``GET /healthz/ready``: the database answers ``SELECT 1``, every migration of the code is applied (a process of new
  code started before ``migrate`` is not ready: docs/deploy.md, *Upgrading*; checked until it holds, then once per
  process) and, in the production shape, Redis (the channel layer, the cache and the broker) answers a ping; the
  embedded shape has no Redis and says so.

JSON, ``Cache-Control: no-store``; 200 when every part is fine, else 503 with a one-line reason per failed part.
No exception text reaches the body (a driver's message names the host and port): the reason names the exception's
class, and the whole message goes to the server's log (redacted there). A 200 probe writes no access line
(:mod:`runs.security.access_log`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.conf import settings
from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse, JsonResponse

from agentops.startup import unapplied_migrations

PREFIX = "/healthz/"
_PROBE_TIMEOUT = 2.0  # seconds for Redis to connect and to answer; a probe must answer before its own timeout
NO_REDIS = "not used: the embedded shape has no Redis"

logger = logging.getLogger(__name__)


def _failed(part: str, exc: Exception) -> str:
    logger.warning("readiness: %s did not answer: %s", part, exc)
    return f"unavailable: the {part} did not answer ({type(exc).__name__})"


def _database() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError as exc:
        return _failed("database", exc)
    return "ok"


#: set once this process has seen every migration applied (they are not unapplied under a running process)
_migrated = False


def _migrations() -> str:
    global _migrated
    if _migrated:
        return "ok"
    try:
        pending = unapplied_migrations()
    except DatabaseError as exc:
        return _failed("database", exc)
    if pending:
        return f"unavailable: {pending} migrations of this code are not applied: run `python manage.py migrate`"
    _migrated = True
    return "ok"


def _redis() -> str:
    if not settings.REDIS_URL:
        return NO_REDIS
    import redis  # here, not at the top: this module is the first middleware, and a process that never probes (a
    # manage.py command, a worker of the embedded shape) imported the client for nothing (~0.1 s of CPU at start-up)

    try:
        with redis.Redis.from_url(
            settings.REDIS_URL, socket_connect_timeout=_PROBE_TIMEOUT, socket_timeout=_PROBE_TIMEOUT
        ) as client:
            client.ping()
    except (redis.RedisError, OSError) as exc:
        return _failed("redis", exc)
    return "ok"


def _answer(checks: dict[str, str]) -> JsonResponse:
    failed = any(value.startswith("unavailable") for value in checks.values())
    response = JsonResponse(
        {"status": "unavailable" if failed else "ok", "checks": checks}, status=503 if failed else 200
    )
    response["Cache-Control"] = "no-store"
    response["X-Content-Type-Options"] = "nosniff"
    return response


PROBES: dict[str, Callable[[], dict[str, str]]] = {
    f"{PREFIX}live": lambda: {},
    f"{PREFIX}ready": lambda: {"database": _database(), "migrations": _migrations(), "redis": _redis()},
}


class HealthMiddleware:
    """Answers the probes (see the module docstring); first in ``MIDDLEWARE``. Any other method than GET or HEAD
    on a probe is a 405."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        probe = PROBES.get(request.path_info)
        if probe is None:
            return self.get_response(request)
        if request.method not in ("GET", "HEAD"):
            response = JsonResponse({"status": "method_not_allowed"}, status=405)
            response["Allow"] = "GET, HEAD"
            return response
        return _answer(probe())
