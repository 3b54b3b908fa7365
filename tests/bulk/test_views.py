"""Bulk pages: roles per action, the preview, refusals that re-show it (and write nothing), the job page."""

from __future__ import annotations

import re

import pytest

from approvals.bulk import services
from approvals.models import BulkJob
from tests.bulk.conftest import previewed
from tests.dashboard.conftest import waiting_payment

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.mark.parametrize(
    ("user", "query", "status"),
    [("viewer", {}, 403), ("viewer", {"action": "nonsense"}, 403), ("viewer", {"stauts": "FAILED"}, 403),
     ("approver", {"action": "retry", "stauts": "FAILED"}, 403), ("operator", {"action": "approve", "tool": ""}, 403),
     ("approver", {}, 400), ("operator", {"action": "nonsense"}, 400), ("approver", {"stauts": "FAILED"}, 400)],
)  # fmt: skip
def test_the_pages_check_the_role_before_the_rest_of_the_request(login, payments, user, query, status):
    """The API's rule (tests/bulk/test_api.py) on the pages too: a viewer's preview or create with no action, an
    unknown one or a misspelt filter was a 400 telling them what it lacked (qa-prod, a viewer's bulk form posted
    with no action), and an approver's retry with a misspelt filter a 400 rather than the 403 of its role."""
    payments(1)
    client = login(user)
    preview, created = client.get("/bulk/preview/", query), client.post("/bulk/create/", {**query, "reason": "x"})
    assert (preview.status_code, created.status_code) == (status, status)
    if status == 403:
        assert b"role" in preview.content and b"role" in created.content
    assert not BulkJob.objects.exists()


@pytest.mark.parametrize(
    ("user", "action", "status"),
    [
        ("viewer", "approve", 403),
        ("operator", "approve", 403),
        ("approver", "approve", 200),
        ("approver", "retry", 403),
        ("operator", "retry", 200),
        ("operator", "dead_letter", 200),
        ("admin", "resume", 200),
    ],
)
def test_each_action_needs_its_role(login, payments, user, action, status):
    payments(1)
    page = login(user).get("/bulk/preview/", {"action": action, "agent": "billing"})
    assert page.status_code == status
    post = login(user).post("/bulk/create/", {"action": action, "agent": "billing", "reason": "x", "expected": "1"})
    assert post.status_code in ({403} if status == 403 else {302, 400})
    if status == 403:
        assert not BulkJob.objects.exists()


def test_preview_shows_count_amount_sample_and_asks_for_the_phrase(login, payments):
    payments(3)
    page = login("approver").get("/bulk/preview/", {"action": "approve", "status": "WAITING_MANUAL_CONFIRM"})
    html = page.content.decode()
    assert page.status_code == 200
    assert 'data-testid="bulk-count">3<' in html and "approve 3 totalling 3,750 EUR" in html
    assert html.count("pay_invoice") == 3 and 'name="confirmation"' in html


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"action": "pay"}, "unknown bulk action"),
        ({"action": "retry", "status": "BOGUS"}, "unknown status"),
        ({"action": "retry", "stauts": "FAILED"}, "unknown field &#x27;stauts&#x27;: this takes action, status,"),
    ],
)
def test_a_bad_preview_request_is_a_400_with_the_reason(login, query, message):
    page = login("admin").get("/bulk/preview/", query)
    assert page.status_code == 400 and message in page.content.decode()


@pytest.mark.parametrize("flag", ["flagged", "unverifiable"])
@pytest.mark.parametrize("value", ["yes", "True", "maybe"])
def test_a_flag_the_page_cannot_read_is_refused_not_dropped_widening_the_selection(login, failed_runs, flag, value):
    """``flagged=yes`` was read as "off" by the page (the API reads it as on): the job would have taken every failed
    run, not the flagged ones. Now the page, like the API for what it cannot read, answers 400 and writes nothing;
    ``1`` / ``0`` (what its own links and form send) and the API's spellings of a boolean keep working."""
    failed_runs(2)
    client = login("operator")
    query = {"action": "retry", "agent": "flaky", flag: value}
    page = client.get("/bulk/preview/", query)
    if value == "maybe":
        assert page.status_code == 400 and f"{flag} takes 1 or 0" in page.content.decode()
    else:
        assert page.status_code == 200 and 'data-testid="bulk-count">0<' in page.content.decode()
    made = client.post("/bulk/create/", query | {"reason": "x", "expected": "2"})
    assert made.status_code in (400, 409) and not BulkJob.objects.exists()
    assert 'data-testid="bulk-count">2<' in client.get("/bulk/preview/", query | {flag: "0"}).content.decode()


def test_confirming_without_the_phrase_re_shows_the_preview_and_writes_nothing(login, payments):
    payments(2)
    form = {"action": "approve", "reason": "ok", "expected": "2", "confirmation": "yes", "fingerprint": previewed()}
    page = login("approver").post("/bulk/create/", form)
    assert (
        page.status_code == 400 and "type &#x27;approve 2 totalling 2,500 EUR&#x27; to confirm" in page.content.decode()
    )
    assert 'data-page-url="/bulk/preview/?action=approve"' in page.content.decode()  # a reload GETs the preview
    stale = login("approver").post("/bulk/create/", form | {"expected": "5", "confirmation": "approve 5"})
    assert stale.status_code == 409 and "preview again" in stale.content.decode()
    assert not BulkJob.objects.exists()


def test_an_unknown_field_in_the_form_is_a_400_naming_it_as_the_api_answers_it(login, failed_runs):
    """A misspelt filter ("stauts") would have been ignored: the job would have taken every failed run."""
    failed_runs(2)
    client = login("operator")
    form = {"action": "retry", "agent": "flaky", "reason": "x", "expected": "2", "stauts": "FAILED", "x": "1"}
    page = client.post("/bulk/create/", form)
    html = page.content.decode()
    assert page.status_code == 400 and "unknown fields &#x27;stauts&#x27;, &#x27;x&#x27;: this takes action" in html
    assert "nothing was created" in html
    assert 'data-testid="bulk-count">2<' in html  # the preview again, to correct
    api = client.post("/api/v1/bulk-jobs/", form | {"expected": 2}, content_type="application/json")
    assert api.status_code == 400 and set(api.json()["error"]["details"]) == {"stauts", "x"}
    assert not BulkJob.objects.exists()
    # the page's own form (from a sorted list) posts only what a job takes, and its CSRF token
    preview = client.get("/bulk/preview/", {"action": "retry", "agent": "flaky", "sort": "-created"})
    assert preview.status_code == 200  # the list's sort, carried by its links, is no unknown field
    hidden = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', preview.content.decode()))
    assert set(hidden) == {"csrfmiddlewaretoken", "action", "agent", "expected", "fingerprint", "request_key"}, hidden
    assert client.post("/bulk/create/", hidden | {"reason": "x"}).status_code == 302
    assert BulkJob.objects.get().total == 2


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("reason", "x" * 2001, "a reason is at most 2000 characters, not 2001"),
        ("request_key", "k" * 65, "request_key: Ensure this field has no more than 64 characters."),
        ("fingerprint", "zz", "fingerprint: fingerprint must be the preview&#x27;s 32 hex digits"),
        ("confirmation", "c" * 501, "confirmation: Ensure this field has no more than 500 characters."),
    ],
)
def test_the_forms_fields_are_held_to_the_apis_rules_not_cut(login, failed_runs, field, value, says):
    """The page's create cut a 2,001-character reason to 2,000 and made the job (journaled on every run, cut short:
    qa-ops3, a bulk retry on the demo), cut a 65-character request key to 64 (another key's job) and answered a
    fingerprint of no form "the selection changed". The API refuses each; so does the page now, writing nothing."""
    failed_runs(2)
    client = login("operator")
    form = {"action": "retry", "agent": "flaky", "reason": "x", "expected": "2"}
    form["fingerprint"] = client.get("/api/v1/bulk-jobs/preview/", {"action": "retry", "agent": "flaky"}).json()[
        "fingerprint"
    ]
    page = client.post("/bulk/create/", form | {field: value})
    assert page.status_code == 400 and says in page.content.decode(), page.content.decode()[-3000:]
    assert not BulkJob.objects.exists()
    assert client.post("/bulk/create/", form).status_code == 302  # the same form, within the rules
    job = BulkJob.objects.get()
    refused = client.post(f"/bulk/{job.pk}/cancel/", {"reason": "y" * 2001})
    assert refused.status_code in (400, 409) and BulkJob.objects.get().cancel_reason in ("", None)


@pytest.mark.parametrize("expected", ["-1", "99999999999999999999", "two", ""])
def test_an_expected_count_that_can_be_no_count_is_a_400_naming_it_not_a_409(login, payments, expected):
    payments(2)
    form = {"action": "approve", "reason": "ok", "expected": expected}
    page = login("approver").post("/bulk/create/", form)
    assert page.status_code == 400 and "expected (the previewed count):" in page.content.decode()
    assert not BulkJob.objects.exists()


def test_a_confirmed_job_runs_and_its_page_shows_the_progress(login, payments, django_capture_on_commit_callbacks):
    payments(2)
    client = login("approver")
    form = {
        "action": "approve",
        "reason": "ok",
        "expected": "2",
        "confirmation": "approve 2 totalling 2,500 EUR",
        "request_key": "a" * 32,
        "fingerprint": previewed(),
    }
    with django_capture_on_commit_callbacks(execute=True):
        created = client.post("/bulk/create/", form)
    job = BulkJob.objects.get()
    assert created.status_code == 302 and created["Location"] == f"/bulk/{job.pk}/"
    assert client.post("/bulk/create/", form)["Location"] == f"/bulk/{job.pk}/"  # a double submit: the same job
    assert f'hx-get="/bulk/{job.pk}/"' in client.get(f"/bulk/{job.pk}/").content.decode()  # polls while queued
    services.execute_job(job.pk)  # AGENTOPS_WORKER=none here: nothing executed it on commit
    page = client.get(f"/bulk/{job.pk}/").content.decode()
    assert 'data-testid="bulk-done">2<' in page and "DONE" in page and f'hx-get="/bulk/{job.pk}/"' not in page
    assert 'data-testid="bulk-recent"' in page and page.count("approved") >= 2  # the latest decisions
    assert f"#{job.pk}" in client.get("/bulk/").content.decode()
    assert client.get("/bulk/999999/").status_code == 404


def test_a_set_larger_than_one_job_may_take_is_refused_at_the_preview(login, failed_runs, settings):
    failed_runs(3)
    settings.AGENTOPS = {**settings.AGENTOPS, "BULK": {**settings.AGENTOPS["BULK"], "MAX": 2}}
    page = login("operator").get("/bulk/preview/", {"action": "retry"}).content.decode()
    assert 'data-testid="bulk-too-many"' in page and 'name="reason"' not in page
    refused = login("operator").post(
        "/bulk/create/", {"action": "retry", "reason": "x", "expected": "3", "confirmation": "retry 3"}
    )
    assert refused.status_code == 400 and "AGENTOPS_BULK_MAX" in refused.content.decode()
    assert not BulkJob.objects.exists()


def test_the_approvals_queue_offers_bulk_to_approvers_only(login, payments):
    payments(2)
    assert 'href="/bulk/preview/?action=approve"' in login("approver").get("/approvals/").content.decode()
    assert "/bulk/preview/" not in login("viewer").get("/approvals/").content.decode()


def test_the_bulk_page_groups_identical_held_calls_with_their_arguments_redacted(login):
    for _ in range(2):
        waiting_payment("jane@example.com")
    page = login("approver").get("/bulk/").content.decode()
    assert "approve together" in page and "&lt;email:" in page and "jane@example.com" not in page


def test_the_runs_lists_bulk_links_carry_its_filters_and_nothing_else(login, failed_runs):
    failed_runs(2)
    client = login("operator")
    page = client.get("/runs/", {"status": "FAILED", "sort": "cost", "utm_source": "mail"})
    links = re.findall(r'href="(/bulk/preview/\?[^"]*)"', page.content.decode())
    retry = next(link.replace("&amp;", "&") for link in links if "action=retry" in link)
    assert "status=FAILED" in retry and "sort=cost" in retry and "utm_source" not in retry
    preview = client.get(retry)
    assert preview.status_code == 200 and 'data-testid="bulk-count">2<' in preview.content.decode()


def test_the_previews_sample_says_why_the_gate_holds_each_call(login, payments):
    """As its card in the approvals queue does: the page said which tool with which arguments, not why it waits."""
    payments(2)
    html = login("approver").get("/bulk/preview/", {"action": "approve"}).content.decode()
    assert "<th>held because</th>" in html and html.count("tool name says &#x27;pay&#x27;</td>") == 2
