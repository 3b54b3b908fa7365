"""The health probes (runs.security.health): /healthz/live and /healthz/ready, for an orchestrator (qa-deploy6: every
probe of the web port got a 301 to https or a 302 to the login page)."""

import asyncio
import json
import logging
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
import yaml
from django.db import connections
from django.db.migrations.recorder import MigrationRecorder
from django.test import Client

from runs.security import health
from runs.security.access_log import AccessLog
from runs.security.health import NO_REDIS
from tests.local_servers import closed_port
from tests.off_loop import off_the_loop

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def production(settings):
    """DEBUG off with the HTTPS redirect on and one public host, as in docker-compose.yml; a client made under them."""
    settings.DEBUG = False
    settings.SECURE_SSL_REDIRECT = True
    settings.ALLOWED_HOSTS = ["agentops.example"]
    return Client()


@pytest.fixture
def no_database(monkeypatch):
    """The default connection reconnects to a database that cannot answer: a closed port (PostgreSQL), a file in a
    directory that does not exist (SQLite). The open connection comes back untouched afterwards."""
    connection = connections["default"]  # the wrapper itself (monkeypatch on django.db.connection's proxy loses it)
    if connection.vendor == "postgresql":
        monkeypatch.setitem(connection.settings_dict, "HOST", "127.0.0.1")
        monkeypatch.setitem(connection.settings_dict, "PORT", closed_port())
    else:
        monkeypatch.setitem(connection.settings_dict, "NAME", "/nonexistent-agentops-dir/db.sqlite3")
    monkeypatch.setattr(connection, "connection", None)


@pytest.mark.sqlite
@pytest.mark.django_db(transaction=True)
def test_both_probes_answer_200_over_real_http(live_server, settings):
    for path in ("/healthz/live", "/healthz/ready"):
        with urllib.request.urlopen(f"{live_server.url}{path}", timeout=10) as response:
            assert response.status == 200, path
            assert response.headers["Content-Type"] == "application/json"
            assert response.headers["Cache-Control"] == "no-store"
            body = json.load(response)
        assert body["status"] == "ok", path
    ready = body["checks"]
    assert ready["database"] == ready["migrations"] == "ok"
    # the production shape pings Redis; the embedded one has none and says so
    assert ready["redis"] == ("ok" if settings.REDIS_URL else NO_REDIS)


def _probe_scripts() -> dict[str, str]:
    """The Python line each orchestrator runs: compose's web healthcheck and the image's HEALTHCHECK."""
    services = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    composed = services["web"]["healthcheck"]["test"]
    assert composed[:3] == ["CMD", "python", "-c"]
    image = re.search(r"HEALTHCHECK .*?CMD \[(.*?)\]\n", (ROOT / "Dockerfile").read_text(), re.S)
    assert image, "the Dockerfile has a HEALTHCHECK"
    return {"compose": composed[3], "image": json.loads(f"[{image.group(1)}]")[2]}


@pytest.mark.sqlite
@pytest.mark.django_db(transaction=True)
def test_the_orchestrators_probe_commands_pass_on_a_ready_server_and_fail_on_a_closed_port(live_server):
    port = live_server.url.rsplit(":", 1)[1]
    for where, script in _probe_scripts().items():
        assert "127.0.0.1:8000/healthz/ready" in script, where
        ready = subprocess.run([sys.executable, "-c", script.replace(":8000/", f":{port}/")], capture_output=True)
        assert ready.returncode == 0, (where, ready.stderr)
        closed = subprocess.run(
            [sys.executable, "-c", script.replace(":8000/", f":{closed_port()}/")], capture_output=True
        )
        assert closed.returncode != 0, where


def test_compose_starts_the_proxy_once_web_is_healthy_and_probes_no_other_service():
    services = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    assert services["proxy"]["depends_on"] == {"web": {"condition": "service_healthy"}}
    for name in ("migrate", "worker", "maintenance", "notify", "beat"):  # the image's HEALTHCHECK would fail there
        assert services[name]["healthcheck"] == {"disable": True}, name


@pytest.mark.sqlite
def test_an_anonymous_plain_http_probe_naming_the_container_is_answered_not_redirected(production, db):
    for path in ("/healthz/live", "/healthz/ready"):
        response = production.get(path, HTTP_HOST="web:8000")  # plain HTTP, a host not in ALLOWED_HOSTS
        assert response.status_code == 200, path
        assert response.json()["status"] == "ok"
    assert production.get("/runs/", HTTP_HOST="agentops.example").status_code == 301  # the rest is still redirected
    assert production.get("/runs/", HTTP_HOST="web:8000").status_code == 400


@pytest.mark.sqlite
@pytest.mark.django_db(transaction=True)
def test_a_database_that_does_not_answer_makes_ready_503_with_a_reason_and_live_200(production, no_database):
    response = production.get("/healthz/ready", HTTP_HOST="web:8000")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "unavailable"
    assert body["checks"]["database"] == "unavailable: the database did not answer (OperationalError)"
    assert "127.0.0.1" not in response.content.decode() and "nonexistent" not in response.content.decode()
    assert production.get("/healthz/live", HTTP_HOST="web:8000").status_code == 200  # touches no database


def test_redis_that_does_not_answer_makes_ready_503_in_the_production_shape(production, settings, db):
    assert settings.REDIS_URL, "the production shape"
    settings.REDIS_URL = f"redis://127.0.0.1:{closed_port()}/7"
    response = production.get("/healthz/ready", HTTP_HOST="web:8000")
    assert response.status_code == 503
    assert response.json()["checks"] == {
        "database": "ok",
        "migrations": "ok",
        "redis": "unavailable: the redis did not answer (ConnectionError)",
    }


@pytest.mark.sqlite
def test_a_process_of_new_code_before_migrate_is_not_ready_until_the_migrations_are_applied(
    production, db, monkeypatch
):
    """qa-deploy6: daphne starts on a database the code's migrations are not applied to; the orchestrator must not send
    it traffic (docs/deploy.md, *Upgrading*). Checked until it holds, then once per process."""
    monkeypatch.setattr(health, "_migrated", False)
    applied = MigrationRecorder.Migration.objects.filter(app="runs").order_by("-name").first()
    applied.delete()  # the newest migration of the code, not applied (rolled back with the test)
    response = production.get("/healthz/ready", HTTP_HOST="web:8000")
    assert response.status_code == 503
    assert response.json()["checks"]["migrations"] == (
        "unavailable: 1 migrations of this code are not applied: run `python manage.py migrate`"
    )
    MigrationRecorder.Migration.objects.create(app="runs", name=applied.name)
    assert production.get("/healthz/ready", HTTP_HOST="web:8000").json()["checks"]["migrations"] == "ok"
    assert health._migrated  # from now on, not planned again


@pytest.mark.sqlite
def test_a_probe_refuses_other_methods(production):
    response = production.post("/healthz/ready", HTTP_HOST="web:8000")
    assert response.status_code == 405
    assert response["Allow"] == "GET, HEAD"


@pytest.mark.sqlite
def test_the_access_log_skips_a_200_probe_and_keeps_a_failed_one(caplog):
    async def answer(status: int, path: str) -> None:
        async def app(scope, receive, send):
            await send({"type": "http.response.start", "status": status, "headers": []})
            await send({"type": "http.response.body", "body": b"{}"})

        async def sent(message):
            return None

        scope = {"type": "http", "method": "GET", "path": path, "client": ("10.0.0.2", 5000), "headers": []}
        await AccessLog(app)(scope, None, sent)

    with caplog.at_level(logging.INFO, logger="agentops.access"):
        off_the_loop(asyncio.run, answer(200, "/healthz/ready"))
        off_the_loop(asyncio.run, answer(503, "/healthz/ready"))
        off_the_loop(asyncio.run, answer(200, "/runs/"))
    lines = [record.getMessage() for record in caplog.records if record.name == "agentops.access"]
    assert len(lines) == 2
    assert '"GET /healthz/ready" 503' in lines[0]
    assert '"GET /runs/" 200' in lines[1]
