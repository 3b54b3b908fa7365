"""Text from agents and customers as the pages show it, in Debian's Chromium: a reference or an invoice that is
one unbroken word wraps inside its card (the page never scrolls sideways, the run's columns stay on screen)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from runs.models import Run
from runs.roles import APPROVER, OPERATOR
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


SPOOF = "INV-10\u202e0004"  # displays as "INV-104000": the right-to-left override turns what follows around


def test_characters_that_reorder_or_hide_text_are_shown(page: Page, asgi_server):
    """An override in an argument, a reason or a reference turned the rest of it around (the approver read another
    invoice, or account, than the one paid), and a zero-width space made two strings look alike: each is shown
    as its escape on the queue, the run page, its timeline and the runs list."""
    run = held_payment(SPOOF, "T-1\u200b0 \u202eLIVE")
    sign_in(page, asgi_server, "ann", APPROVER)
    page.goto(f"{asgi_server}/approvals/")
    card = page.locator("article[data-execution^='exe_']").first
    expect(card.locator("pre.args")).to_contain_text('"invoice": "INV-10\\u202e0004"')
    expect(card.locator("blockquote.reason")).to_contain_text("Invoice INV-10\\u202e0004 is due")
    expect(card.locator(".sub").first).to_contain_text("T-1\\u200b0 \\u202eLIVE · 2 steps")
    page.goto(f"{asgi_server}/runs/{run.id}/")
    expect(page.locator(".page-head p")).to_contain_text("reference T-1\\u200b0 \\u202eLIVE · created")
    expect(page.locator("li.ev").last).to_contain_text("\\u202e0004")
    page.goto(f"{asgi_server}/runs/")
    expect(page.locator(f"tr[data-run='{run.id}'] td").first.locator(".sub")).to_have_text("T-1\\u200b0 \\u202eLIVE")
    for path in ("/approvals/", f"/runs/{run.id}/", "/runs/"):
        assert "\u202e" not in page.goto(f"{asgi_server}{path}").text(), path


@pytest.mark.parametrize("path", ["/recovery/", "/claims/", "/approvals/", "/runs/"])
def test_held_replies_and_long_references_fit_a_phone(page: Page, asgi_server, path):
    """The release form's rewrite box was 28rem wide whatever the screen (the console and the claims page scrolled
    sideways at 390 px once a reply was held)."""
    held, _ = run_create(agent="refunds-strict", inputs={"order": "88232", "customer": "A"}, start=False)
    drive_run(held.id)
    held_payment(LONG, LONG)
    page.set_viewport_size({"width": 390, "height": 844})
    sign_in(page, asgi_server, "olga", OPERATOR)
    page.goto(f"{asgi_server}{path}")
    if path in ("/recovery/", "/claims/"):
        expect(page.get_by_test_id("held-replies").locator("textarea")).to_be_visible()
    assert page_width(page) <= 390, f"{path} is {page_width(page)}px wide"
