"""Issue 13, finding 6 (and issue 14's bad filter): dashboard input no view can use is a 400 page that
says what was wrong and links back, never a 500 (PostgreSQL refuses NUL bytes in queries)."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group, User

from runs.models import Event, Run
from runs.roles import VIEWER
from tests.dashboard.conftest import waiting_payment

pytestmark = pytest.mark.django_db


@pytest.fixture
def login(client):
    """Sign in as an admin or a viewer (no password: hashing one costs seconds on a busy machine)."""

    def as_(name: str):
        user = User.objects.create(username=name, is_superuser=name == "admin", is_staff=name == "admin")
        user.groups.add(Group.objects.get_or_create(name=VIEWER)[0])
        client.force_login(user)
        return client

    return as_


NUL_URLS = [
    "/runs/?q=a%00b",
    "/runs/?agent=a%00b",
    "/runs/?model=a%00b",
    "/runs/?a%00=1",
    "/claims/?agent=a%00b",
    "/claims/?classification=%00",
    "/exports/?agent=a%00b&download=1",
    "/exports/?q=a%00b",
    "/approvals/?q=%00",
    "/recovery/?q=%00",
]


@pytest.mark.parametrize("url", NUL_URLS)
def test_a_nul_byte_in_a_filter_is_a_400_page_with_a_way_back(login, url):
    response = login("admin").get(url)
    assert response.status_code == 400
    html = response.content.decode()
    assert "NUL characters are not allowed (in the query)" in html
    assert f'href="{url.split("?")[0]}"' in html and 'data-testid="back"' in html


@pytest.mark.parametrize("url", ["/runs/a%00b/", "/runs/a%00b/events/1/payload/", "/runs/a%00b/export"])
def test_a_nul_byte_in_a_path_is_a_400_page(login, url):
    response = login("admin").get(url)
    assert response.status_code == 400 and b"(in the path)" in response.content


def test_a_nul_byte_in_a_decision_form_is_400_and_decides_nothing(login):
    run = waiting_payment("INV-NUL")
    execution = run.executions.get(tool="pay_invoice")
    events = Event.objects.filter(run=run).count()
    response = login("admin").post(f"/approvals/{execution.id}/approve/", {"reason": "ok\x00"})
    assert response.status_code == 400 and b"(in the form)" in response.content
    assert Event.objects.filter(run=run).count() == events
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"


@pytest.mark.sqlite
@pytest.mark.parametrize("query", ["status=BOGUS", "range=5y", "cursor=!!not-a-cursor"])
def test_a_bad_runs_filter_shows_the_error_and_a_way_back(login, query):
    response = login("viewer").get(f"/runs/?{query}")
    assert response.status_code == 400
    html = response.content.decode()
    assert 'role="alert"' in html and ("unknown" in html or "invalid" in html)
    assert 'href="/runs/"' in html and "Show all runs" in html


MANY = "&".join(f"f{i}=1" for i in range(1001))  # over DATA_UPLOAD_MAX_NUMBER_FIELDS (1,000)


@pytest.mark.sqlite
def test_too_many_fields_is_the_dashboards_400_page_or_the_apis_envelope(login):
    client = login("admin")
    page = client.get(f"/runs/?{MANY}")
    assert page.status_code == 400
    html = page.content.decode()
    assert "DATA_UPLOAD_MAX_NUMBER_FIELDS" in html and 'href="/runs/" data-testid="back"' in html
    run = waiting_payment("INV-MANY")
    execution = run.executions.get(tool="pay_invoice")
    form = client.post(f"/approvals/{execution.id}/approve/", MANY + "&reason=ok",
                       content_type="application/x-www-form-urlencoded")  # fmt: skip
    assert form.status_code == 400 and b'data-testid="back"' in form.content
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"
    api = client.get(f"/api/v1/runs/?{MANY}")
    assert api.status_code == 400 and api.json()["error"]["code"] == "invalid_input"


@pytest.mark.sqlite
@pytest.mark.parametrize("debug", [True, False])
@pytest.mark.parametrize("charset", ["utf-16", "latin-1", "UTF8"])
def test_a_form_in_another_charset_than_utf8_is_the_400_page_and_decides_nothing(login, settings, debug, charset):
    """qa-ops: a decision form declaring ``charset=utf-16`` was a 500 on every dashboard page under ``DEBUG`` (the
    embedded default, ``make demo``): Django refuses a URL-encoded form that is not UTF-8 with ``BadRequest``,
    which the guard did not catch, and its technical page read the form again to show it and raised there."""
    settings.DEBUG = debug
    run = waiting_payment("INV-CHARSET")
    execution = run.executions.get(tool="pay_invoice")
    events = Event.objects.filter(run=run).count()
    body = "reason=ok&confirm_amount=1250".encode("utf-16" if charset == "utf-16" else "ascii")
    response = login("admin").generic(
        "POST", f"/approvals/{execution.id}/approve/", body, f"application/x-www-form-urlencoded; charset={charset}"
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert "must be UTF-8 encoded" in html and 'data-testid="back"' in html
    assert Event.objects.filter(run=run).count() == events
    assert Run.objects.get(id=run.id).status == "WAITING_MANUAL_CONFIRM"


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("url", "message"),
    [("/exports/?download=1&status=BOGUS", "BOGUS"), ("/exports/?download=1&since=yesterday", "since"),
     ("/runs/{run}/export?format=xml", "xml")],
)  # fmt: skip
def test_a_bad_export_filter_shows_the_export_form_with_the_error(login, url, message):
    run = waiting_payment("INV-EXP")
    response = login("viewer").get(url.format(run=run.id))
    assert response.status_code == 400 and response["Content-Type"].startswith("text/html")
    html = response.content.decode()
    assert 'role="alert"' in html and message in html and "Download redacted" in html


@pytest.mark.sqlite
def test_an_unknown_runs_export_is_the_404_page_and_unknown_parameters_are_ignored(login):
    client = login("viewer")
    missing = client.get("/runs/run_nope/export")
    assert missing.status_code == 404 and b"<html" in missing.content
    run = waiting_payment("INV-PARAMS")
    # pages ignore parameters they do not read (shared links carry utm_*, htmx adds its own); only
    # a parameter a page reads with a value it cannot use is a 400 (the runs list's bad filter)
    assert client.get(f"/runs/{run.id}/?utm_source=mail&tab=x").status_code == 200
    assert client.get("/runs/?utm_source=mail").status_code == 200


@pytest.mark.parametrize(
    ("path", "why"),
    [
        ("/approvals/?page=abc", "page is a page number (1, 2, …), not &#x27;abc&#x27;"),
        ("/approvals/?page=0", "page is a page number (1, 2, …), not &#x27;0&#x27;"),
        ("/recovery/?calls=-1", "calls is a page number (1, 2, …), not &#x27;-1&#x27;"),
        ("/recovery/?runs=1e3", "runs is a page number (1, 2, …), not &#x27;1e3&#x27;"),
        ("/claims/?page=two", "page is a page number (1, 2, …), not &#x27;two&#x27;"),
        # given twice: Django read the last (qa-ops9: page 2 was shown for ?page=1&page=2), as the claims audit refuses
        ("/approvals/?page=1&page=2", "&#x27;page&#x27; is given more than once: give it once"),
        ("/recovery/?calls=1&calls=2", "&#x27;calls&#x27; is given more than once: give it once"),
        ("/recovery/?runs=1&runs=1", "&#x27;runs&#x27; is given more than once: give it once"),
    ],
)
def test_a_page_number_that_is_none_is_a_400_with_the_first_page(login, path, why):
    """Django's ``get_page`` showed the first (or last) page for ``?page=abc`` as if it had been asked for."""
    waiting_payment("INV-PAGE")
    client = login("viewer")
    page = client.get(path)
    html = page.content.decode()
    assert page.status_code == 400 and why in html
    assert "/approvals/" not in path or "INV-PAGE" in html  # the first page, with the error on top
    assert client.get(path.split("=")[0] + "=99").status_code == 200  # past the end: the last page
