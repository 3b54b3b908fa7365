"""Brute-force login throttling through the real authentication stack and the shared cache."""

from __future__ import annotations

import time
import uuid

import pytest
from django.contrib.auth import authenticate, get_user_model
from django.contrib.auth.views import LoginView
from django.test import RequestFactory, override_settings

from runs.dashboard import throttle

LIMITS = {"LOGIN_MAX_FAILURES": 3, "LOGIN_WINDOW_SECONDS": 60}


@pytest.fixture
def limits(settings):
    settings.AGENTOPS = {**settings.AGENTOPS, **LIMITS}


@pytest.fixture
def user(db):
    name = f"u-{uuid.uuid4().hex[:10]}"
    yield get_user_model().objects.create_user(name, password="right-horse-battery")
    for ip in ("10.0.0.1", "10.0.0.2", "127.0.0.1"):
        throttle.reset(name, ip)


def attempt(user, password: str, ip: str = "10.0.0.1"):
    request = RequestFactory().post("/login/", REMOTE_ADDR=ip)
    return authenticate(request, username=user.username, password=password)


@pytest.mark.sqlite
def test_locks_after_n_failures_even_for_the_right_password(limits, user):
    for _ in range(3):
        assert attempt(user, "wrong") is None
    assert throttle.is_locked(user.username, "10.0.0.1")
    assert attempt(user, "right-horse-battery") is None


@pytest.mark.sqlite
def test_lock_is_per_username_and_ip(limits, user):
    for _ in range(3):
        attempt(user, "wrong", ip="10.0.0.1")
    assert attempt(user, "right-horse-battery", ip="10.0.0.2") == user


@pytest.mark.sqlite
def test_success_resets_the_count(limits, user):
    attempt(user, "wrong")
    attempt(user, "wrong")
    assert attempt(user, "right-horse-battery") == user
    assert throttle.failures(user.username, "10.0.0.1") == 0
    attempt(user, "wrong")
    assert attempt(user, "right-horse-battery") == user


@pytest.mark.sqlite
def test_username_case_does_not_escape_the_lock(limits, user):
    for _ in range(3):
        attempt(user, "wrong")
    assert throttle.is_locked(user.username.upper(), "10.0.0.1")


@pytest.mark.sqlite
def test_wrapped_login_view_answers_429_when_locked(limits, user):
    view = throttle.throttled_login(LoginView.as_view())
    rf = RequestFactory()

    def post(password: str):
        request = rf.post("/login/", {"username": user.username, "password": password}, REMOTE_ADDR="10.0.0.1")
        request._dont_enforce_csrf_checks = True
        from django.contrib.sessions.backends.cache import SessionStore

        request.session = SessionStore()
        return view(request)

    for _ in range(3):
        assert post("wrong").status_code == 200  # the form re-renders with its error
    locked = post("right-horse-battery")
    assert locked.status_code == 429
    assert locked["Retry-After"] == "60"


@pytest.mark.django_db
def test_admin_login_is_throttled_end_to_end(client, limits, user):
    user.is_staff = True
    user.save()
    for _ in range(3):
        response = client.post("/admin/login/", {"username": user.username, "password": "wrong"})
        assert response.status_code == 200
    response = client.post("/admin/login/", {"username": user.username, "password": "right-horse-battery"})
    assert response.status_code == 200  # refused: the form is shown again, no session
    assert "_auth_user_id" not in client.session


def test_cache_keys_carry_no_username_or_ip():
    key = throttle._key("alice@example.com", "10.0.0.1")
    assert "alice" not in key and "10.0.0.1" not in key


@override_settings(CACHES={"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}})
def test_window_expiry_unlocks(settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "LOGIN_MAX_FAILURES": 1, "LOGIN_WINDOW_SECONDS": 1}
    throttle.record_failure("bob", "1.1.1.1")
    assert throttle.is_locked("bob", "1.1.1.1")
    time.sleep(1.2)
    assert not throttle.is_locked("bob", "1.1.1.1")
