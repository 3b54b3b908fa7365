"""The approvals queue, the recovery console and the stuck view follow what is decided elsewhere, as the runs list
does, in Debian's Chromium against daphne: a card a second operator decided goes from the first one's page without a
reload, and what the first one typed in another card stays. (They were read once: a decided card stayed until reload,
and deciding on it was a 409.)"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from runs.models import Run
from runs.roles import APPROVER, OPERATOR, VIEWER
from tests.dashboard.conftest import in_doubt_email, waiting_payment
from tests.dashboard.test_browser import sign_in
from tests.dashboard.test_needs_action import pending_not_started

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

#: the 10 s poll, once, and then some: a wake-up from the runs socket comes sooner
LIVE = 25_000


@pytest.fixture(autouse=True)
def fresh_counts():
    from django.core.cache import cache

    from runs.dashboard import needs_action

    cache.delete(needs_action.cache_key())


@pytest.fixture
def second(browser: Browser, browser_context_args):
    """Another person's browser: a context of its own (its own session)."""
    context = browser.new_context(**browser_context_args)
    yield context.new_page()
    context.close()


def test_a_call_a_colleague_rejected_goes_from_the_approvers_queue_and_a_typed_reason_stays(
    page: Page, second: Page, asgi_server
):
    first, other = waiting_payment("INV-LIVE-1"), waiting_payment("INV-LIVE-2")
    sign_in(page, asgi_server, "ann", APPROVER)
    page.goto(f"{asgi_server}/approvals/")
    cards = page.locator("article.decision")
    expect(cards).to_have_count(2)
    mine = page.locator("article[data-execution] >> nth=1")
    kept_id = mine.get_attribute("data-execution")
    mine.locator("input[name=reason]").fill("checking the invoice with finance")
    mine.locator("input[name=confirm_amount]").fill("1 250")

    sign_in(second, asgi_server, "bob", APPROVER)
    second.goto(f"{asgi_server}/approvals/")
    gone = second.locator("article.decision").first
    gone_id = gone.get_attribute("data-execution")
    assert gone_id != kept_id
    gone.locator("input[name=reason]").fill("duplicate invoice")
    gone.locator("button", has_text="Reject").click()
    expect(second.locator(".flash-success")).to_be_visible()

    expect(page.locator(f"article[id='{gone_id}']")).to_have_count(0, timeout=LIVE)
    expect(cards).to_have_count(1)
    expect(page.get_by_test_id("held-count")).to_have_text("1 call held, oldest first.")
    kept = page.locator(f"article[id='{kept_id}']")
    expect(kept.locator("input[name=reason]")).to_have_value("checking the invoice with finance")
    expect(kept.locator("input[name=confirm_amount]")).to_have_value("1 250")
    assert {first.id, other.id} == {r.id for r in Run.objects.all()}


def test_a_call_a_colleague_confirmed_goes_from_the_console_and_a_viewers_page_follows_without_forms(
    page: Page, second: Page, browser: Browser, browser_context_args, asgi_server, monkeypatch
):
    doubt = in_doubt_email(monkeypatch)
    sign_in(page, asgi_server, "olga", OPERATOR)
    page.goto(f"{asgi_server}/recovery/")
    card = page.locator(f"article[id='{doubt.id}']")
    expect(card).to_be_visible()
    expect(page.get_by_test_id("calls-count")).to_have_text("1")
    viewer_context = browser.new_context(**browser_context_args)
    viewer = viewer_context.new_page()
    sign_in(viewer, asgi_server, "vera", VIEWER)
    viewer.goto(f"{asgi_server}/recovery/")
    expect(viewer.locator(f"article[id='{doubt.id}']")).to_be_visible()

    sign_in(second, asgi_server, "otto", OPERATOR)
    second.goto(f"{asgi_server}/recovery/")
    theirs = second.locator(f"article[id='{doubt.id}']")
    theirs.locator("input[name=reason]").fill("found in the relay log")
    theirs.locator("button", has_text="Confirm it happened").click()
    expect(second.locator(".flash-success")).to_be_visible()

    for reader in (page, viewer):
        expect(reader.locator(f"article[id='{doubt.id}']")).to_have_count(0, timeout=LIVE)
        expect(reader.get_by_test_id("calls-count")).to_have_text("0")
        expect(reader.get_by_text("No execution is in doubt.")).to_be_visible()
    assert viewer.locator("form.decide-form").count() == 0, "a viewer's refreshed page offers no decision"
    viewer_context.close()


def test_a_run_a_colleague_started_goes_from_the_stuck_view(page: Page, second: Page, asgi_server):
    stuck = pending_not_started()
    sign_in(page, asgi_server, "olga", OPERATOR)
    page.goto(f"{asgi_server}/stuck/")
    row = page.locator(f"tr[data-run='{stuck.id}']")
    expect(row).to_contain_text("not started")

    sign_in(second, asgi_server, "otto", OPERATOR)
    second.goto(f"{asgi_server}/stuck/")
    theirs = second.locator(f"tr[data-run='{stuck.id}']")
    theirs.locator("input[name=reason]").fill("the broker lost its message")
    theirs.locator("button", has_text="Start now").click()
    expect(second.locator(".flash-success")).to_contain_text(f"run {stuck.id} started")

    expect(row).to_have_count(0, timeout=LIVE)
    expect(page.get_by_text("No run is stuck.")).to_be_visible()


def test_a_kept_stuck_rows_stuck_for_is_reckoned_again_at_each_refresh(page: Page, asgi_server):
    """The stuck view's refresh kept a row whose run had not moved (and the reason typed in it) as it was, "stuck for"
    included: it said "2h 0m" for as long as the page stayed open. Its age is now the refresh's, by the database's clock;
    the typed reason stays. (The run's last event is moved two days back here: the row's version — its
    journal head — is the same, so the row is kept.)"""
    from datetime import timedelta

    from django.utils import timezone

    stuck = pending_not_started()
    sign_in(page, asgi_server, "olga", OPERATOR)
    page.goto(f"{asgi_server}/stuck/")
    row = page.locator(f"tr[data-run='{stuck.id}']")
    age = row.locator("td.age b")
    before = age.inner_text()
    assert not before.startswith("2d"), before
    row.locator("input[name=reason]").fill("looking at the broker")
    Run.objects.filter(id=stuck.id).update(last_event_at=timezone.now() - timedelta(days=2, hours=1))
    expect(age).to_have_text("2d", timeout=LIVE)
    expect(row.locator("input[name=reason]")).to_have_value("looking at the broker")
