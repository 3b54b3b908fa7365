"""ASGI entry point: HTTP through Django, websockets through Channels (origin with port, then auth).

Every request and socket is written to the ``agentops.access`` log without its query string. On the embedded
default (no Redis, so no Celery beat) the serving process runs the beat schedule on its own threads, as
``runserver`` does (``runs.apps.start_embedded_beat``: once per process, on import and on the first call in a
process forked after it; never with Redis).

The web process keeps no database connection between requests (:func:`_no_persistent_connections`), whatever
``DB_CONN_MAX_AGE`` says: that setting is the workers'.

Daphne's requests (``daphne.http_protocol.WebRequest``) are Twisted's, which parse a POST's form body
(``multipart/form-data``, urlencoded) into ``request.args`` before the app sees it — args daphne never reads — and
answer a multipart body they cannot parse with a bare HTML 400 of their own: the API's refusal (415
``unsupported_media_type``, JSON) never came, nor the dashboard's own. :func:`_bodies_reach_the_app` turns that
parsing off: every body goes to the app as sent. A request line or header too long for Twisted to read is answered
414 / 431 (:mod:`agentops.long_lines`), not dropped.
"""

import os
from typing import Any

from daphne.http_protocol import WebRequest
from django.conf import settings
from django.core.asgi import get_asgi_application
from twisted.web.http import HTTPChannel

from agentops.long_lines import answer_long_lines
from agentops.startup import configured

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
configured()  # a setting it cannot use: one line, not a traceback through daphne (agentops.startup)


def _no_persistent_connections() -> None:
    """Every connection of this process closed at the end of the request (or the socket's database call) that
    opened it. Django runs an ASGI request's sync code on a thread of its choosing and closes a persistent
    connection only from the thread that holds it, when that thread serves another request: one left on a thread
    that serves none is never closed ("When using ASGI, persistent connections should be disabled", Django's
    documentation). With ``DB_CONN_MAX_AGE=60`` one daphne process held 42 idle connections after 120 requests of
    four browsers, until PostgreSQL refused every client (``tests/dashboard/test_connections_served.py``)."""
    for database in settings.DATABASES.values():
        database["CONN_MAX_AGE"] = 0


_no_persistent_connections()
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402

from agentops.startup import check_at_start  # noqa: E402
from runs.apps import start_embedded_beat  # noqa: E402
from runs.dashboard.routing import websocket_urlpatterns  # noqa: E402
from runs.security.access_log import AccessLog  # noqa: E402
from runs.security.websocket import SameOriginValidator  # noqa: E402


def _bodies_reach_the_app(request_class: type) -> None:
    """Twisted's own parsing of a POST's form body off for ``request_class`` (see the module's docstring)."""
    made = request_class.__init__
    if getattr(made, "leaves_bodies", False):
        return

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        made(self, *args, **kwargs)
        self._parsePOSTFormSubmission = False  # twisted.web.http.Request's flag (its parsePOSTFormSubmission=)

    __init__.leaves_bodies = True  # type: ignore[attr-defined]
    request_class.__init__ = __init__


_bodies_reach_the_app(WebRequest)
answer_long_lines(HTTPChannel)  # a URL or header over 16 KB: 414 / 431, not a dropped connection
check_at_start("the ASGI app (daphne)")


class _StartsTheBeat:
    """The app, asking for the embedded beat on its first call in each process (a no-op after that)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        start_embedded_beat()
        await self.app(scope, receive, send)


application = _StartsTheBeat(
    AccessLog(
        ProtocolTypeRouter(
            {
                "http": django_asgi_app,
                "websocket": SameOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
            }
        )
    )
)
start_embedded_beat()
