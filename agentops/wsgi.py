"""WSGI entry point (the dashboard without websockets)."""

import os

from django.core.wsgi import get_wsgi_application

from agentops.startup import configured

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
configured()  # a setting it cannot use: one line, not a traceback through the server (agentops.startup)
application = get_wsgi_application()
