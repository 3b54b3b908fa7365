"""Permission matrix: every URL the resolver knows × anonymous, a user without a role, and each role.

The URLs are discovered by walking the resolver, so a view added by any area is covered the
moment its URL is included. What each role may do beyond this is asserted by that area's tests;
this file holds the rules that hold for every URL:
  * anonymous users are redirected to the login page (pages) or refused with 401/403 (API);
  * an authenticated user without a role is refused (403) everywhere except the public pages;
  * no role ever gets a 5xx, whatever the URL;
  * a viewer can never change anything: every POST is refused.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from urllib.parse import urlsplit

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, resolve, reverse
from django.urls.converters import IntConverter, PathConverter, SlugConverter, StringConverter, UUIDConverter
from django.urls.resolvers import RoutePattern
from django.views.generic import RedirectView

from runs.roles import APPROVER, OPERATOR, ROLES, VIEWER

#: URL names anyone may load. Extend only with pages that are public by design.
PUBLIC_NAMES = {"login", "logout", "schema", "swagger-ui", "redoc", "docs", "api-schema", "api-docs"}
#: Django's admin has its own staff check (tested by Django); the walker keeps only its index.
SKIP_NAMESPACES = {"admin"}
SAMPLE = {
    IntConverter: "1",
    StringConverter: "run_0000000000000000",
    SlugConverter: "x",
    UUIDConverter: str(uuid.UUID(int=0)),
    PathConverter: "x",
}
REFUSED_ANON = {401, 403, 405}
REFUSED_AUTH = {401, 403, 405}


@dataclass(frozen=True)
class Url:
    path: str
    name: str

    def __str__(self) -> str:
        return self.path


def _sample_route(pattern: RoutePattern) -> str | None:
    route = str(pattern)
    for name, converter in pattern.converters.items():
        value = SAMPLE.get(type(converter))
        if value is None:
            return None
        route = route.replace(f"<{_spec(route, name)}>", value)
    return route


def _spec(route: str, name: str) -> str:
    start = route.index(f"{name}>")
    open_at = route.rindex("<", 0, start)
    return route[open_at + 1 : start + len(name)]


def walk(patterns=None, prefix: str = "", namespace: str = "") -> list[Url]:
    """Concrete sample URLs for every route (regex routes without groups, converters filled in)."""
    found: list[Url] = []
    for entry in patterns if patterns is not None else get_resolver().url_patterns:
        if isinstance(entry.pattern, RoutePattern):
            part = _sample_route(entry.pattern)
        else:
            part = None if entry.pattern.regex.groups else str(entry.pattern).lstrip("^").rstrip("$")
        if part is None:
            continue
        if isinstance(entry, URLResolver):
            ns = entry.namespace or namespace
            if ns in SKIP_NAMESPACES:
                found.append(Url("/" + prefix + part, f"{ns}:index"))
                continue
            found.extend(walk(entry.url_patterns, prefix + part, ns))
        elif isinstance(entry, URLPattern):
            name = f"{namespace}:{entry.name}" if namespace and entry.name else (entry.name or "")
            found.append(Url("/" + prefix + part, name))
    return sorted(set(found), key=lambda u: u.path)


URLS = walk()


def is_public(url: Url) -> bool:
    """Public by name, or a bare redirect (it serves nothing but a Location)."""
    view_class = getattr(resolve(url.path).func, "view_class", None)
    return url.name.split(":")[-1] in PUBLIC_NAMES or (view_class is not None and issubclass(view_class, RedirectView))


PROTECTED = [u for u in URLS if not is_public(u)]
APP_URLS = [u for u in PROTECTED if not u.name.startswith("admin:")]


def login_redirect(response) -> bool:
    if response.status_code not in (301, 302):
        return False
    target = urlsplit(response["Location"]).path
    return target in {reverse("admin:login"), _login_path()}


def _login_path() -> str:
    from django.conf import settings
    from django.urls import NoReverseMatch

    try:
        return reverse(settings.LOGIN_URL)
    except NoReverseMatch:
        return settings.LOGIN_URL


def client_for(role: str | None) -> Client:
    user = get_user_model().objects.create_user(f"matrix-{role or 'none'}-{uuid.uuid4().hex[:8]}", password="x")
    if role is not None:
        user.groups.add(Group.objects.get_or_create(name=role)[0])
    client = Client()
    client.force_login(user)
    return client


def test_the_walker_finds_routes():
    assert any(u.name == "admin:index" for u in URLS)
    assert all(resolve(u.path) for u in URLS)


@pytest.mark.django_db
@pytest.mark.parametrize("url", PROTECTED, ids=str)
@pytest.mark.parametrize("method", ["get", "post"])
def test_anonymous_is_sent_to_login_or_refused(client, url, method):
    response = getattr(client, method)(url.path)
    assert response.status_code in REFUSED_ANON or login_redirect(response), (
        f"anonymous {method.upper()} {url.path} answered {response.status_code}"
    )


@pytest.mark.django_db
@pytest.mark.parametrize("url", APP_URLS, ids=str)
@pytest.mark.parametrize("method", ["get", "post"])
def test_a_user_without_a_role_is_refused(url, method):
    response = getattr(client_for(None), method)(url.path)
    assert response.status_code in REFUSED_AUTH, f"role-less {method.upper()} {url.path} → {response.status_code}"


@pytest.mark.django_db
@pytest.mark.parametrize("url", URLS, ids=str)
@pytest.mark.parametrize("role", ROLES)
def test_no_role_ever_gets_a_server_error(url, role):
    response = client_for(role).get(url.path)
    assert response.status_code < 500, f"{role} GET {url.path} → {response.status_code}"


@pytest.mark.django_db
@pytest.mark.parametrize("url", APP_URLS, ids=str)
def test_a_viewer_cannot_change_anything(url):
    response = client_for(VIEWER).post(url.path)
    assert response.status_code in REFUSED_AUTH, f"viewer POST {url.path} → {response.status_code}"


def test_roles_are_the_ones_the_matrix_knows():
    assert set(ROLES) == {VIEWER, OPERATOR, APPROVER}
