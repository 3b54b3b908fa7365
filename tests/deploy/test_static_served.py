"""Static files in production (DJANGO_DEBUG=false) are served by WhiteNoise inside the web process."""

import pytest
from django.test import Client


@pytest.mark.sqlite
def test_a_production_web_process_serves_the_pages_static_files_without_collectstatic(settings, tmp_path):
    """qa-deploy6: a daphne started with DJANGO_DEBUG=false on a data directory where `collectstatic` had not run
    answered the login page 200 and its app.css, htmx and app.js 404 (an unstyled dashboard whose buttons post
    nothing, under a CSP that allows no other script), with nothing said but WhiteNoise's UserWarning."""
    settings.DEBUG = False
    settings.STATIC_ROOT = tmp_path / "static"  # nothing collected
    browser = Client()  # its handler (and WhiteNoise's file list) is made under these settings
    for path in ("/static/agentops/app.css", "/static/agentops/app.js", "/static/django_htmx/htmx-2.min.js"):
        response = browser.get(path, secure=True)
        assert response.status_code == 200, path
        assert b"".join(response.streaming_content)
