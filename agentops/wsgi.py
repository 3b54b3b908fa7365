"""WSGI entry point (the dashboard without websockets)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
application = get_wsgi_application()
