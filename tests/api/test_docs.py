"""The OpenAPI schema and its docs pages, served from local static files (the machine is offline)."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group, User
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.mark.sqlite
def test_schema_lists_every_v1_operation(api):
    response = api.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    schema = response.json()
    assert schema["openapi"].startswith("3.")
    operations = {op["operationId"] for path in schema["paths"].values() for op in path.values()}
    assert {"runs_create", "runs_events_append", "runs_tools_claim", "runs_replay", "runs_reply"} <= operations
    assert all(p.startswith("/api/v1/") for p in schema["paths"])
    assert "ApiKey" in schema["components"]["securitySchemes"]


@pytest.mark.sqlite
def test_swagger_ui_uses_local_static_files():
    path = "/api/docs/"
    user = User.objects.create_user("dora", password="pw-123456789")
    user.groups.add(Group.objects.get_or_create(name="viewer")[0])
    client = Client()
    assert client.get(path).status_code in (401, 403)
    client.force_login(user)
    html = client.get(path).content.decode()
    assert "/static/drf_spectacular_sidecar/" in html
    assert "https://" not in html and "http://" not in html
