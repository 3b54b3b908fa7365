"""Bulk actions in Debian's Chromium (Playwright) against daphne, on the embedded in-process pool.

With ``AGENTOPS_SCREENSHOTS=docs`` the screenshots of docs/dashboard.md ("Bulk actions") are written there.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from agentops.core.events import EventType
from approvals.models import BulkJob
from runs.models import Event, Run
from runs.roles import APPROVER, OPERATOR
from tests.bulk.conftest import previewed
from tests.dashboard.conftest import PASSWORD, make_user, waiting_payment
from tests.timetravel.test_browser import shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def in_process_pool(monkeypatch):
    """The server (forked after this) executes bulk jobs and drives runs on its own threads: the embedded default."""
    monkeypatch.setenv("AGENTOPS_WORKER", "thread")


def sign_in(page: Page, base: str, name: str, role: str) -> None:
    make_user(name, role)
    page.goto(f"{base}/login/")
    page.fill("input[name=username]", name)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    expect(page).to_have_url(re.compile(r"/runs/$"))


def test_approve_25_held_payments_from_the_filtered_list(page: Page, in_process_pool, asgi_server, tmp_path):
    runs = [waiting_payment(f"INV-{n}") for n in range(25)]
    sign_in(page, asgi_server, "ada", APPROVER)
    page.goto(f"{asgi_server}/runs/?status=WAITING_MANUAL_CONFIRM")
    page.locator("[data-testid=bulk-bar]").get_by_text("Approve held calls…").click()
    expect(page.locator("[data-testid=bulk-count]")).to_have_text("25")
    expect(page.locator("[data-testid=bulk-amount]")).to_contain_text("31,250 EUR")
    expect(page.locator("[data-testid=bulk-sample] tbody tr")).to_have_count(10)
    expect(page.locator("[data-testid=bulk-phrase]")).to_have_text("approve 25 totalling 31,250 EUR")
    form = page.locator("[data-testid=bulk-form]")
    form.locator("input[name=reason]").fill("month-end batch, checked against the ledger")
    form.locator("input[name=confirmation]").fill("approve 24")
    shot(page, tmp_path, "bulk-preview.png")
    form.locator("button[type=submit]").click()
    expect(page.locator("[data-testid=refusal]")).to_contain_text("type 'approve 25 totalling 31,250 EUR' to confirm")
    assert not BulkJob.objects.exists()

    form = page.locator("[data-testid=bulk-form]")
    form.locator("input[name=reason]").fill("month-end batch, checked against the ledger")
    form.locator("input[name=confirmation]").fill("approve 25 totalling 31,250 EUR")
    form.locator("button[type=submit]").click()
    expect(page).to_have_url(re.compile(r"/bulk/\d+/$"))
    expect(page.locator("#bulk-progress")).to_have_attribute("data-status", "DONE", timeout=60_000)
    expect(page.locator("[data-testid=bulk-done]")).to_have_text("25")
    shot(page, tmp_path, "bulk-progress.png")
    grants = Event.objects.filter(type=EventType.MANUAL_CONFIRM_GRANTED, run__in=runs)
    assert grants.count() == 25 and all('"actor":"ada"' in p for p in grants.values_list("payload", flat=True))


def test_an_operator_sees_run_actions_but_no_approvals(page: Page, asgi_server):
    sign_in(page, asgi_server, "otto", OPERATOR)
    bar = page.locator("[data-testid=bulk-bar]")
    expect(bar.get_by_text("Retry failed…")).to_be_visible()
    expect(bar.get_by_text("Approve held calls…")).to_have_count(0)
    answer = page.goto(f"{asgi_server}/bulk/preview/?action=approve")
    assert answer is not None and answer.status == 403
    expect(page.locator("[data-testid=forbidden]")).to_contain_text("bulk approve needs the approver role")
    assert Run.objects.count() == 0


def test_a_jobs_page_opened_while_it_runs_takes_its_cancel_form_away_when_it_finishes(page: Page, asgi_server):
    """The progress poll swapped the progress alone: a page opened while the job ran still offered "Cancel the
    job" once it was DONE, and the cancel was a 409 "already finished" (seen driving a shift's bulk approve)."""
    from approvals.bulk import services

    runs = [waiting_payment(f"INV-{n}") for n in range(3)]  # AGENTOPS_WORKER=none: nothing executes the job yet
    job = services.bulk_create(
        action="approve",
        actor="ann",
        reason="month end",
        runs=Run.objects.filter(id__in=[r.id for r in runs]),
        expected=3,
        confirmation="approve 3 totalling 3,750 EUR",
        fingerprint=previewed(Run.objects.filter(id__in=[r.id for r in runs])),
    )
    sign_in(page, asgi_server, "ada", APPROVER)
    page.goto(f"{asgi_server}/bulk/{job.pk}/")
    expect(page.get_by_test_id("bulk-cancel-form")).to_be_visible()
    services.execute_job(job.pk)
    expect(page.locator("#bulk-progress")).to_have_attribute("data-status", "DONE", timeout=20_000)
    expect(page.get_by_test_id("bulk-cancel-form")).to_have_count(0, timeout=5_000)
    expect(page.get_by_role("button", name="Cancel the job")).to_have_count(0)
