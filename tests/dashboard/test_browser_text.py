"""Text from agents and customers as the pages show it, in Debian's Chromium: a reference or an invoice that is
one unbroken word wraps inside its card (the page never scrolls sideways, the run's columns stay on screen)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from runs.models import Run
from runs.roles import APPROVER
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.dashboard.test_browser import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LONG = "INV-" + "X" * 190


def held_payment(invoice: str, reference: str) -> Run:
    run, _ = run_create(
        agent="billing",
        inputs={"invoice": invoice, "amount": 990, "currency": "EUR", "customer": "A"},
        reference=reference,
        start=False,
    )
    drive_run(run.id)
    return Run.objects.get(id=run.id)


def page_width(page: Page) -> int:
    return page.evaluate("document.documentElement.scrollWidth")


def test_a_long_unbroken_reference_wraps_on_every_page(page: Page, asgi_server):
    run = held_payment(LONG, LONG)
    sign_in(page, asgi_server, "ann", APPROVER)
    for path in ("/approvals/", f"/runs/{run.id}/", "/runs/"):
        page.goto(f"{asgi_server}{path}")
        assert page_width(page) <= 1280, f"{path} is {page_width(page)}px wide"
    # the list keeps the run's other columns on screen: the reference wraps in its cell (it pushed them out of view)
    row = page.locator(f"tr[data-run='{run.id}']")
    expect(row).to_contain_text(LONG[:40])
    box = row.locator("td").last.bounding_box()
    assert box and box["x"] + box["width"] <= 1280
    page.goto(f"{asgi_server}/approvals/")
    card = page.locator("article[data-execution]").first
    age = card.locator(".age").bounding_box()
    assert age and age["x"] + age["width"] <= card.bounding_box()["x"] + card.bounding_box()["width"] + 1
