"""A method a route does not take answers 405 only to a caller who may use the API: anyone else is refused first,
401 (anonymous) or 403 (signed in without a role), as on the route's own methods.

Found by the fix-ops review (6 Dec 2026): ``GET`` on a POST-only route (``lease/``, ``tools/claim/``, ``fork/``,
``bulk-jobs/<id>/cancel/`` …) answered 405 ``method_not_allowed`` before authentication, so an anonymous caller
learnt which routes exist.
"""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.urls import URLPattern, URLResolver, get_resolver
from rest_framework.test import APIClient

from tests.api.conftest import error_code

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def _api_routes(patterns: list, prefix: str = "") -> list[tuple[str, type]]:
    """Every API route under /api/v1/ with its view class, its path parameters filled in."""
    found = []
    for p in patterns:
        route = prefix + str(p.pattern)
        if isinstance(p, URLResolver):
            found += _api_routes(p.url_patterns, route)
        elif isinstance(p, URLPattern) and getattr(p.callback, "cls", None) and route.startswith("api/v1/"):
            path = "/" + route.replace("<str:run_id>", "run_x").replace("<str:job_id>", "1")
            found.append((path.replace("<str:report_id>", "rpt_x"), p.callback.cls))
    return found


POST_ONLY = sorted(
    (path, cls.__name__)
    for path, cls in _api_routes(get_resolver().url_patterns)
    if hasattr(cls, "post") and not hasattr(cls, "get")
)


def test_the_post_only_routes_are_found():
    paths = {path for path, _ in POST_ONLY}
    assert {"/api/v1/runs/run_x/lease/", "/api/v1/runs/run_x/fork/", "/api/v1/bulk-jobs/1/cancel/"} <= paths
    assert len(POST_ONLY) >= 12, POST_ONLY


@pytest.mark.parametrize(("path", "view"), POST_ONLY)
def test_get_on_a_post_only_route_is_refused_before_it_is_said_not_allowed(path, view, person):
    anonymous = APIClient().get(path)
    assert anonymous.status_code == 401 and error_code(anonymous) == "not_authenticated", anonymous.content
    assert "not allowed" not in anonymous.content.decode() and "Allow" not in anonymous
    nobody = APIClient()
    nobody.force_login(User.objects.create_user("nobody", password="pw-123456789"))
    refused = nobody.get(path)
    assert refused.status_code == 403 and "the viewer role is required" in refused.content.decode()
    viewer = person[1].get(path)  # may use the API: the route takes no GET
    assert viewer.status_code == 405 and error_code(viewer) == "method_not_allowed"
