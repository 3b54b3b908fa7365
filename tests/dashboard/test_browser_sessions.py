"""An operator's session ending mid-action, in Debian's Chromium against daphne (found driving a shift of
incidents): a decision sent after the session ended, and a form opened before signing in again elsewhere."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from runs.dashboard.access import SIGNED_OUT_POST
from runs.models import Event, ToolExecution
from runs.roles import OPERATOR
from tests.dashboard.conftest import PASSWORD, in_doubt_email
from tests.dashboard.test_browser import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _open_card(page: Page, base: str, execution: ToolExecution):
    page.goto(f"{base}/recovery/")
    card = page.locator(f"article#{execution.id}")
    card.locator("input[name=reason]").fill("found in the relay log")
    return card


def _sign_in_again(page: Page, name: str) -> None:
    page.fill("input[name=username]", name)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")


def test_a_decision_sent_after_the_session_ended_goes_back_to_its_page_after_signing_in(
    page: Page, asgi_server, monkeypatch
):
    """It went to /login/?next=<the POST-only decide address>: after signing in, a bare 405 ("This page isn't
    working"), and nothing said the decision had not been made."""
    execution = in_doubt_email(monkeypatch)
    events = Event.objects.count()
    sign_in(page, asgi_server, "olga", OPERATOR)
    card = _open_card(page, asgi_server, execution)
    context = page.context
    kept = [c for c in context.cookies() if c["name"] != "sessionid"]  # the session cookie expired, the rest stays
    context.clear_cookies()
    context.add_cookies(kept)
    card.get_by_role("button", name="Confirm it happened").click()
    expect(page).to_have_url(re.compile(r"/login/\?next=/recovery/$"))
    expect(page.locator(".flash")).to_contain_text(SIGNED_OUT_POST)
    _sign_in_again(page, "olga")
    expect(page).to_have_url(f"{asgi_server}/recovery/")
    expect(page.locator(f"article#{execution.id}")).to_be_visible()  # still to decide: nothing was done
    assert ToolExecution.objects.get(id=execution.id).status == "TOOL_EXECUTED"
    assert Event.objects.count() == events


def test_a_form_opened_before_signing_in_again_elsewhere_says_nothing_was_done(page: Page, asgi_server, monkeypatch):
    """Signing in again (another tab) renews the CSRF token: the old tab's form got Django's "CSRF verification
    failed" page, its styles blocked by the CSP, nothing saying whether the decision was made or what to do."""
    execution = in_doubt_email(monkeypatch)
    events = Event.objects.count()
    sign_in(page, asgi_server, "olga", OPERATOR)
    card = _open_card(page, asgi_server, execution)
    other = page.context.new_page()
    other.goto(f"{asgi_server}/runs/")
    other.get_by_role("button", name="Sign out").click()
    expect(other).to_have_url(re.compile(r"/login/"))
    _sign_in_again(other, "olga")
    expect(other).to_have_url(re.compile(r"/runs/$"))
    other.close()
    card.get_by_role("button", name="Confirm it happened").click()
    expect(page.get_by_test_id("forbidden")).to_contain_text("nothing was done")
    expect(page.locator("h1")).to_have_text("Not allowed")
    page.get_by_test_id("reload").click()
    expect(page).to_have_url(f"{asgi_server}/recovery/")
    expect(page.locator(f"article#{execution.id}")).to_be_visible()
    assert ToolExecution.objects.get(id=execution.id).status == "TOOL_EXECUTED"
    assert Event.objects.count() == events
