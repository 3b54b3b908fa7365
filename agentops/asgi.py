"""ASGI entry point: HTTP through Django, websockets through Channels (origin with port, then auth).

Every request and socket is written to the ``agentops.access`` log without its query string. On the embedded
default (no Redis, so no Celery beat) the serving process runs the beat schedule on its own threads, as
``runserver`` does (``runs.apps.start_embedded_beat``: once per process, on import and on the first call in a
process forked after it; never with Redis).
"""

import os
from typing import Any

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402

from runs.apps import start_embedded_beat  # noqa: E402
from runs.dashboard.routing import websocket_urlpatterns  # noqa: E402
from runs.security.access_log import AccessLog  # noqa: E402
from runs.security.websocket import SameOriginValidator  # noqa: E402


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
