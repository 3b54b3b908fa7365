"""ASGI entry point: HTTP through Django, websockets through Channels (origin with port, then auth).

Every request and socket is written to the ``agentops.access`` log without its query string.
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402

from runs.dashboard.routing import websocket_urlpatterns  # noqa: E402
from runs.security.access_log import AccessLog  # noqa: E402
from runs.security.websocket import SameOriginValidator  # noqa: E402

application = AccessLog(
    ProtocolTypeRouter(
        {
            "http": django_asgi_app,
            "websocket": SameOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
        }
    )
)
