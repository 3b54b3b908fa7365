"""A dashboard address that takes only POST answers 405 only to someone with its role: an anonymous GET goes to the
sign-in page (and, signed in, to the page the address's form is on), a person without the role gets the 403 page.

Found by the fix-follow review (6 Dec 2026): ``require_POST`` wrapped the role check, so an anonymous GET of
``/runs/<id>/fork/``, ``/approvals/<id>/approve/`` … answered 405 ("Allow: POST") before anything asked who it was —
as the API did before it was fixed (tests/api/test_post_only_routes.py).
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client
from django.urls import NoReverseMatch, reverse

from runs.dashboard.access import POSTED_FROM, page_of
from runs.roles import APPROVER, OPERATOR, VIEWER

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

RUN = "run_postonly00000000"
ARGS = {"run_id": RUN, "execution_id": "exe_0000000000000000", "job_id": 1}
#: the role each POST-only address needs (a viewer's bulk forms check the action's role inside, the raw view the
#: unredacted permission: 403 alike, a GET too — test_a_viewers_get_of_an_address_whose_form_they_may_not_send_is_403)
ROLE = {
    "decide": OPERATOR,
    "retry-verification": OPERATOR,
    "resume": OPERATOR,
    "restart": OPERATOR,
    "approve": APPROVER,
    "reject": APPROVER,
    "bulk-create": VIEWER,
    "bulk-cancel": VIEWER,
    "fork": OPERATOR,
    "fork-preview": OPERATOR,
    "dry-replay": OPERATOR,
    "what-if": OPERATOR,
    "raw-access": VIEWER,
    "claims:release": OPERATOR,
}


def _kwargs(name: str) -> dict:
    for keys in (("execution_id",), ("run_id",), ("job_id",), ()):
        try:
            reverse(name, kwargs={k: ARGS[k] for k in keys})
        except NoReverseMatch:  # the route takes other arguments
            continue
        return {k: ARGS[k] for k in keys}
    raise AssertionError(name)


PAGES = sorted(POSTED_FROM)


def test_every_post_only_address_is_known():
    assert set(ROLE) == set(POSTED_FROM)


@pytest.mark.parametrize("name", PAGES)
def test_an_anonymous_get_signs_in_back_to_the_form_page(client, name):
    path = reverse(name, kwargs=_kwargs(name))
    response = client.get(path)
    assert response.status_code == 302 and "Allow" not in response, (response.status_code, path)
    target = urlsplit(response["Location"])
    assert target.path == reverse("login") and parse_qs(target.query)["next"] == [page_of(path)]
    assert page_of(path) and page_of(path) != path


@pytest.mark.parametrize("name", PAGES)
def test_a_person_without_the_role_gets_403_and_with_it_405(login, name):
    path = reverse(name, kwargs=_kwargs(name))
    nobody = login("nobody").get(path)
    assert nobody.status_code == 403 and "Allow" not in nobody, (nobody.status_code, path)
    if ROLE[name] != VIEWER:
        viewer = login("viewer").get(path)
        assert viewer.status_code == 403 and f"the {ROLE[name]} role" in viewer.content.decode(), path
    allowed = login("admin").get(path)  # every role: the address takes no GET
    assert allowed.status_code == 405 and allowed["Allow"] == "POST", path


def test_an_anonymous_get_of_sign_out_is_the_sign_in_page(client):
    response = client.get(reverse("logout"))
    assert response.status_code == 302 and urlsplit(response["Location"]).path == reverse("login")


def test_a_signed_in_get_of_sign_out_is_a_page_whose_button_signs_out(users):
    """A bookmarked /logout/ answered 405 (Django's LogoutView takes POST only): now a page with the sign-out button
    (a POST with its CSRF token); the GET alone signs nobody out (another site's link or image could send it)."""
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(users["viewer"])
    page = browser.get(reverse("logout"))
    assert page.status_code == 200 and "Allow" not in page, page.status_code
    form = re.search(r'<form method="post" action="([^"]+)"[^>]*data-testid="sign-out">(.*?)</form>',
                     page.content.decode(), re.S)  # fmt: skip
    assert form and form[1] == reverse("logout"), page.content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form[2])[1]
    assert browser.get(reverse("runs")).status_code == 200  # still signed in
    assert browser.post(form[1]).status_code == 403  # no token: refused, still signed in
    assert browser.get(reverse("runs")).status_code == 200
    signed_out = browser.post(form[1], {"csrfmiddlewaretoken": token})
    assert signed_out.status_code == 302 and urlsplit(signed_out["Location"]).path == reverse("login")
    after = browser.get(reverse("runs"))
    assert after.status_code == 302 and urlsplit(after["Location"]).path == reverse("login")


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("bulk-create", "bulk actions need the approver or operator role"),
        ("bulk-cancel", "bulk actions need the approver or operator role"),
        ("raw-access", "needs the unredacted permission"),
    ],
)
def test_a_viewers_get_of_an_address_whose_form_they_may_not_send_is_403(login, name, said):
    """These three take any signed-in reader (their real check is inside: the bulk action's role, the unredacted
    permission), and ``require_POST`` answered a viewer's GET 405 "Allow: POST" before it, while docs/dashboard.md
    promises 403 to a person who may not send the form (qa-ops5). An operator (bulk) still gets 405."""
    path = reverse(name, kwargs=_kwargs(name))
    viewer = login("viewer").get(path)
    assert viewer.status_code == 403 and "Allow" not in viewer and said in viewer.content.decode(), path
    if name.startswith("bulk"):
        operator = login("operator").get(path)
        assert operator.status_code == 405 and operator["Allow"] == "POST", path
