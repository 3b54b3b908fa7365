"""qa-deploy7: a process of the production shape (``REDIS_URL`` set) started without ``DJANGO_DEBUG`` ran with DEBUG on
(the embedded default's), nothing said; it now says so as it starts (``agentops.startup.check_at_start``)."""

from __future__ import annotations

import pytest

from agentops.startup import check_at_start


@pytest.mark.sqlite
def test_debug_on_by_default_in_the_production_shape_is_said_at_start(settings, monkeypatch, capfd):
    settings.DEBUG, settings.REDIS_URL = True, "redis://127.0.0.1:6379/0"
    monkeypatch.delenv("DJANGO_DEBUG", raising=False)
    check_at_start("the Celery worker")
    assert capfd.readouterr().err == (
        "the Celery worker: warning: DJANGO_DEBUG is unset, so DEBUG is on (the embedded default) with REDIS_URL set "
        "(the production shape): error pages show code and settings, cookies go without Secure, no HTTPS redirect or "
        "HSTS; set DJANGO_DEBUG=false (DJANGO_DEBUG=true keeps it on without this warning)\n"
    )
    monkeypatch.setenv("DJANGO_DEBUG", "true")  # said on purpose
    check_at_start("the Celery worker")
    settings.REDIS_URL = ""  # the embedded shape: debugging is its default
    monkeypatch.delenv("DJANGO_DEBUG")
    check_at_start("the Celery worker")
    assert capfd.readouterr().err == ""
