"""qa-deploy7: what a serving or working process says as it starts about settings it takes but should not run on
(``agentops.startup.check_at_start``): DEBUG on only because ``DJANGO_DEBUG`` is unset in the production shape
(``REDIS_URL`` set), and, with DEBUG off, a guessable ``DJANGO_SECRET_KEY`` or ``AGENTOPS_REDACTION_KEY``. Both were
taken, nothing said (the start-up checks skip Django's security ones)."""

from __future__ import annotations

import pytest

from agentops.startup import check_at_start


@pytest.mark.sqlite
@pytest.mark.django_db  # the start-up's database checks (agentops.W001)
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


@pytest.mark.sqlite
@pytest.mark.django_db  # the start-up's database checks (agentops.W001)
def test_a_weak_secret_or_redaction_key_with_debug_off_is_said_at_start(settings, capfd):
    settings.DEBUG, settings.SECRET_KEY = False, "x!"
    settings.AGENTOPS = settings.AGENTOPS | {"REDACTION": {**settings.AGENTOPS["REDACTION"], "KEY": "a" * 60}}
    check_at_start("daphne")
    advice = "use 50+ random characters (python -c 'import secrets; print(secrets.token_urlsafe(50))')"
    assert capfd.readouterr().err.splitlines() == [
        f"daphne: warning: DJANGO_SECRET_KEY has 2 characters (2 distinct): whoever guesses it can forge a session; "
        f"{advice}",
        "daphne: warning: AGENTOPS_REDACTION_KEY has 60 characters (1 distinct): whoever guesses it can confirm a "
        f"guessed address from its pseudonym; {advice}",
    ]
    settings.SECRET_KEY = "k7Vq-2mZ" * 7
    settings.AGENTOPS = settings.AGENTOPS | {"REDACTION": {**settings.AGENTOPS["REDACTION"], "KEY": ""}}  # the default
    check_at_start("daphne")
    assert capfd.readouterr().err == ""
