"""Admins create agent API keys in the admin: the key is shown once, only its hash is stored."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client

from runs.models.api_keys import ApiKey

pytestmark = pytest.mark.django_db


def test_admin_creates_a_key_and_shows_it_once():
    admin = User.objects.create_superuser("root", "root@example.com", "pw-123456789")
    client = Client()
    client.force_login(admin)
    response = client.post("/admin/runs/apikey/add/", {"agent": "ticket-external", "name": "bot"}, follow=True)
    assert response.status_code == 200
    key = ApiKey.objects.get()
    assert key.created_by == admin and key.agent == "ticket-external"
    shown = [str(m) for m in response.context["messages"] if "aok_" in str(m)]
    assert len(shown) == 1 and f"aok_{key.prefix}_" in shown[0]
    secret = shown[0].split(f"aok_{key.prefix}_")[1].split()[0]
    assert secret not in key.secret_hash
    page = client.get("/admin/runs/apikey/").content.decode()
    assert key.prefix in page and secret not in page
