"""Operators at scale, in Debian's Chromium against daphne: needs-action counts, the stuck view, long runs
(latest steps first, older on demand, live without duplicates), banners, search and sort, bad filters,
error pages, typed confirmation, "already decided by", and every page usable at 390 px."""

from __future__ import annotations

import itertools
import os
import re
import threading
from pathlib import Path

import pytest
from django.db import connections
from playwright.sync_api import Page, expect

from agentops.core.events import EventType, NewEvent
from runs.journal import leases
from runs.journal.store import append_events
from runs.models import Run, SideEffect, ToolExecution
from runs.roles import APPROVER, OPERATOR, VIEWER
from tests.dashboard.conftest import waiting_payment
from tests.dashboard.test_browser import sign_in
from tests.dashboard.test_long_runs import failed_run, long_run
from tests.dashboard.test_needs_action import pending_not_started

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

#: ``AGENTOPS_SCREENSHOTS=docs/screenshots`` writes the docs' screenshots from these tests.
SHOTS = os.environ.get("AGENTOPS_SCREENSHOTS", "")


@pytest.fixture(autouse=True)
def fresh_counts():
    from django.core.cache import cache

    from runs.dashboard import needs_action

    cache.delete(needs_action.cache_key())  # the nav's counts are cached a few seconds, across tests too


def shot(page: Page, tmp_path: Path, name: str, *, full: bool = False) -> None:
    page.screenshot(path=(Path(SHOTS) if SHOTS else tmp_path) / name, full_page=full)


def seqs(page: Page) -> list[int]:
    return [int(s) for s in page.locator("li.ev").evaluate_all("els => els.map(e => e.dataset.seq)")]


def no_sideways_scroll(page: Page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"{page.url} is {width}px wide"
    box = page.get_by_role("button", name="Sign out").bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"], page.url


def test_nav_counts_stuck_view_and_its_action(page: Page, asgi_server, tmp_path):
    stuck = pending_not_started()
    waiting_payment("INV-NAV")
    sign_in(page, asgi_server, "olga", OPERATOR)
    expect(page.locator("#need-stuck")).to_have_text("1")
    expect(page.locator("#need-approvals")).to_have_text("1")
    expect(page.locator("#need-in_doubt")).to_be_hidden()  # zero: no badge
    page.click("nav >> text=Stuck")
    row = page.locator(f"tr[data-run='{stuck.id}']")
    expect(row).to_contain_text("not started")
    shot(page, tmp_path, "stuck.png", full=True)
    row.locator("input[name=reason]").fill("the broker lost its message")
    row.locator("button", has_text="Start now").click()
    expect(page.locator(".flash-success")).to_contain_text(f"run {stuck.id} started")
    assert Run.objects.get(id=stuck.id).status == "COMPLETED"
    expect(page.locator("#need-stuck")).to_be_hidden(timeout=20_000)  # the nav's poll brings the new count


def test_a_long_run_opens_on_its_latest_steps_and_loads_older_ones(page: Page, asgi_server, tmp_path):
    run = long_run(260)
    sign_in(page, asgi_server, "vera", VIEWER)
    page.goto(f"{asgi_server}/runs/{run.id}/")
    expect(page.locator("li.ev")).to_have_count(100)
    assert seqs(page) == list(range(161, 261))
    page.get_by_test_id("load-older").click()
    expect(page.locator("li.ev")).to_have_count(200)
    page.get_by_test_id("load-older").click()
    expect(page.locator("li.ev")).to_have_count(260)
    expect(page.get_by_test_id("load-older")).to_have_count(0)
    assert seqs(page) == list(range(1, 261))
    steps = page.locator(".step-card").evaluate_all("els => els.map(e => e.dataset.step)")
    assert all(a != b or a == "" for a, b in itertools.pairwise(steps))  # a cut step is one card again


def test_live_timeline_never_shows_a_seq_twice_while_a_writer_appends_during_loads(page: Page, asgi_server):
    run = long_run(40)
    sign_in(page, asgi_server, "vera", VIEWER)
    lease = leases.acquire(run.id, "browser-writer", seconds=600)
    head = {"seq": lease.head_seq}
    stop = threading.Event()

    def writer() -> None:
        try:
            while not stop.is_set():
                append_events(run.id, lease.fence, head["seq"], [NewEvent(EventType.CLAIM_FLAGGED, {"claim": "x"})])
                head["seq"] += 1
                stop.wait(0.01)
        finally:
            connections.close_all()

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        for _ in range(6):  # load the page again and again while the journal grows
            page.goto(f"{asgi_server}/runs/{run.id}/")
            expect(page.locator("#live-state")).to_have_attribute("data-state", "live")
            page.wait_for_timeout(400)
            shown = seqs(page)
            assert len(shown) == len(set(shown)), "a seq is shown twice"
            assert shown == list(range(shown[0], shown[-1] + 1)), "a gap in the timeline"
    finally:
        stop.set()
        thread.join(30)
    final = Run.objects.get(id=run.id).last_seq
    expect(page.locator(f"#seq-{final}")).to_be_attached(timeout=10_000)
    shown = seqs(page)
    assert shown == list(range(shown[0], final + 1))


def test_banner_on_a_failed_run_and_a_finished_run_is_not_live(page: Page, asgi_server, tmp_path):
    failed = failed_run()
    sign_in(page, asgi_server, "olga", OPERATOR)
    page.goto(f"{asgi_server}/runs/{failed.id}/")
    banner = page.get_by_test_id("run-banner")
    expect(banner).to_contain_text("This run failed")
    expect(banner).to_contain_text("BudgetExceeded: step budget spent")
    expect(banner).to_contain_text("its budget is spent: a retry would fail again at once")
    assert banner.bounding_box()["y"] < page.locator("#timeline").bounding_box()["y"]
    shot(page, tmp_path, "run-failed-banner.png")
    from runs.services import run_create

    done = run_create(
        agent="billing", inputs={"invoice": "I", "amount": 1, "currency": "EUR", "customer": "c"}, start=False
    )[0]
    Run.objects.filter(id=done.id).update(status="COMPLETED", lease_owner="api:host:9")  # a client that never released
    page.goto(f"{asgi_server}/runs/{done.id}/")
    expect(page.locator("#live-state")).to_have_attribute("data-state", "finished")
    page.wait_for_timeout(1500)
    expect(page.locator("#live-state")).to_have_attribute("data-state", "finished")  # never turns live
    expect(page.locator("[data-field=lease_owner]")).to_have_text("—")


def test_search_sort_bad_filter_and_404_in_the_browser(page: Page, asgi_server):
    from tests.dashboard.test_runs_list import billing

    t1008, _ = billing("T-1008"), billing("X-5")
    sign_in(page, asgi_server, "vera", VIEWER)
    page.fill("input[name=q]", "t-10")
    page.click("button:has-text('Apply')")
    expect(page.locator("tr[data-run]")).to_have_count(1)
    expect(page.locator(f"tr[data-run='{t1008.id}']")).to_be_visible()
    page.goto(f"{asgi_server}/runs/")
    page.click("th a[data-sort=tokens]")
    expect(page.locator("th[aria-sort=descending] a[data-sort=tokens]")).to_be_visible()
    page.click("th a[data-sort=tokens]")
    expect(page.locator("th[aria-sort=ascending] a[data-sort=tokens]")).to_be_visible()
    page.goto(f"{asgi_server}/runs/?status=BOGUS")
    expect(page.get_by_role("alert")).to_contain_text("unknown status 'BOGUS'")
    expect(page.locator("tr[data-run]")).to_have_count(2)  # the page, every run, and the filters to fix it
    expect(page.locator("#run-filters")).to_be_visible()
    page.goto(f"{asgi_server}/runs/run_nope/")
    expect(page.locator("h1")).to_have_text("Not found")
    expect(page.get_by_test_id("back")).to_be_visible()


def test_a_large_payment_needs_the_amount_and_a_stale_tab_says_who_decided(page: Page, asgi_server):
    run = waiting_payment("INV-BIG")
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    sign_in(page, asgi_server, "ada", APPROVER)
    page.click("nav >> text=Approvals")
    card = page.locator(f"article[data-execution='{held.id}']")
    card.locator("input[name=reason]").fill("ok")
    card.locator("button", has_text="Approve and execute once").click()  # without typing the amount
    expect(page.get_by_test_id("refusal")).to_contain_text("approving 1,250 EUR needs the amount typed to confirm it")
    assert not SideEffect.objects.filter(kind="payment").exists()
    stale = page.context.new_page()  # a second tab, opened before the decision
    stale.goto(f"{asgi_server}/approvals/")
    card = page.locator(f"article[data-execution='{held.id}']")
    card.locator("input[name=reason]").fill("matches the contract")
    card.get_by_test_id("confirm-amount").fill("1250")
    card.locator("button", has_text="Approve and execute once").click()
    expect(page.locator(".flash-success")).to_contain_text("approved")
    late = stale.locator(f"article[data-execution='{held.id}']")
    late.locator("input[name=reason]").fill("me too")
    late.get_by_test_id("confirm-amount").fill("1250")
    late.locator("button", has_text="Approve and execute once").click()
    # the same operator's same decision again is answered as made, saying when (sdk-ops), not refused
    expect(stale.locator(".flash-success")).to_contain_text(
        re.compile(r"was already approved by ada at \d{4}-\d\d-\d\d ")
    )
    assert SideEffect.objects.filter(kind="payment").count() == 1


def test_reloading_a_refused_decision_shows_the_queue_and_sends_nothing(page: Page, asgi_server):
    # the refusal page stayed at the POST-only approve/ address: a reload sent the form again (qa-console)
    run = waiting_payment("INV-RELOAD")
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    sign_in(page, asgi_server, "ada", APPROVER)
    page.goto(f"{asgi_server}/approvals/")
    card = page.locator(f"article[data-execution='{held.id}']")
    card.locator("button", has_text="Approve and execute once").click()  # without typing the amount
    expect(page.get_by_test_id("refusal")).to_be_visible()
    expect(page).to_have_url(f"{asgi_server}/approvals/")
    sent: list[str] = []
    page.on("request", lambda r: sent.append(f"{r.method} {r.url.removeprefix(asgi_server)}"))
    page.reload()
    expect(page.locator(f"article[data-execution='{held.id}']")).to_be_visible()
    expect(page.get_by_test_id("refusal")).to_have_count(0)
    assert "GET /approvals/" in sent and not [s for s in sent if s.startswith("POST")], sent


@pytest.mark.parametrize(
    "path", ["/runs/", "/stuck/", "/recovery/", "/approvals/", "RUN", "/runs/?status=BOGUS", "/exports/"]
)
def test_every_page_fits_390px_with_sign_out_on_screen(page: Page, asgi_server, path, tmp_path):
    run = long_run(30)
    waiting_payment("INV-390")
    page.set_viewport_size({"width": 390, "height": 844})
    sign_in(page, asgi_server, "adam", OPERATOR)
    page.goto(asgi_server + (f"/runs/{run.id}/" if path == "RUN" else path))
    no_sideways_scroll(page)
    if path == "/runs/":
        shot(page, tmp_path, "runs-390.png")
