"""The decision forms from the keyboard, in Debian's Chromium: Enter in a field decides nothing (it submitted the
form with its first button: a reason typed to reject approved the payment), a button reached by Tab decides."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from runs.models import ToolExecution
from runs.roles import APPROVER, OPERATOR
from tests.dashboard.conftest import in_doubt_email
from tests.dashboard.test_browser import sign_in
from tests.dashboard.test_browser_text import held_payment

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def posts_of(page: Page) -> list[str]:
    sent: list[str] = []
    page.on("request", lambda r: sent.append(r.url) if r.method == "POST" else None)
    return sent


def test_enter_in_a_reason_does_not_approve(page: Page, asgi_server):
    run = held_payment("INV-7", "T-7")  # 990 EUR: no amount to type, Approve was one keystroke away
    held = ToolExecution.objects.get(run_id=run.id, status="WAITING_MANUAL_CONFIRM")
    sign_in(page, asgi_server, "ann", APPROVER)
    page.goto(f"{asgi_server}/approvals/")
    sent = posts_of(page)
    reason = page.locator(f"article[id='{held.id}'] input[name=reason]")
    reason.fill("wrong vendor: reject this")
    reason.press("Enter")
    page.wait_for_timeout(500)
    assert sent == [] and ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"
    reason.press("Tab")
    expect(page.locator(f"article[id='{held.id}'] button", has_text="Approve")).to_be_focused()
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # Reject, reached from the keyboard
    expect(page.locator(".flash-success")).to_contain_text(f"{held.id} rejected")
    assert ToolExecution.objects.get(id=held.id).status == "REJECTED"


def test_enter_in_the_console_confirms_nothing(page: Page, asgi_server, monkeypatch):
    email = in_doubt_email(monkeypatch)
    sign_in(page, asgi_server, "olga", OPERATOR)
    page.goto(f"{asgi_server}/recovery/")
    sent = posts_of(page)
    card = page.locator(f"article[id='{email.id}']")
    card.locator("input[name=reason]").fill("not in the relay log: send it again")
    card.locator("input[name=reason]").press("Enter")
    page.wait_for_timeout(500)
    assert sent == [] and ToolExecution.objects.get(id=email.id).status == email.status
