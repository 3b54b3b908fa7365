"""The dashboard in Debian's Chromium (Playwright) against a real daphne server with websockets."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from agentops.demo.ticket import ticket_inputs
from approvals.services import approve_call
from runs.journal import leases
from runs.models import Event, Run, SideEffect, ToolExecution
from runs.roles import APPROVER, OPERATOR, VIEWER
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import PASSWORD, in_doubt_email, make_user, waiting_payment

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def sign_in(page: Page, base: str, name: str, role: str) -> None:
    make_user(name, role)
    page.goto(f"{base}/runs/")
    expect(page).to_have_url(re.compile(r"/login/"))
    page.fill("input[name=username]", name)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    expect(page).to_have_url(re.compile(r"/runs/$"))


def test_timeline_updates_live_while_a_worker_appends(page: Page, asgi_server, tmp_path):
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(3), start=False)
    drive_run(run.id, max_steps=1)
    sign_in(page, asgi_server, "vera", VIEWER)
    page.click(f"a[href='/runs/{run.id}/']")
    expect(page.locator("#live-state")).to_have_attribute("data-state", "live")
    page.evaluate("window.__notReloaded = true")
    before = Run.objects.get(id=run.id).last_seq
    for _ in range(3):
        drive_run(run.id, max_steps=1)  # the worker moves on; the page is not reloaded
    last = Run.objects.get(id=run.id).last_seq
    assert last > before
    expect(page.locator(f"#seq-{last}")).to_be_visible(timeout=10_000)
    assert page.evaluate("window.__notReloaded") is True
    seqs = [int(s) for s in page.locator("li.ev").evaluate_all("els => els.map(e => e.dataset.seq)")]
    assert seqs == list(range(1, last + 1))  # seq order, no gap, no duplicate
    expect(page.locator("[data-field=last_seq]")).to_have_text([str(last)] * 2)
    # the timeline's heading counts them too: it said the events of the page's load ("9 events" over 21; qa-ops10)
    expect(page.locator("h2.section .count")).to_have_text(f"{last} events")
    expect(page.locator(".step-card[data-step='3'] .step-title")).to_have_text("Step 3")
    result = page.locator("#seq-4")  # step 0's ToolResult: three documents, collapsed
    expect(result.locator("summary")).to_contain_text("large, loaded on open")
    result.locator("summary").click()
    expect(result.locator("pre")).to_contain_text('"docs"')
    page.screenshot(path=tmp_path / "run-detail.png")


def test_the_lease_and_last_event_follow_the_socket(page: Page, asgi_server):
    """The header's lease expiry and last event were the page's snapshot: a healthy run's lease read
    "expires … ago" once the page's copy passed, while the socket went on showing the run move, and a lease
    given back still read "expires in …" (probe-prod, a SIGKILLed Celery worker's run watched in Chromium)."""
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(4), start=False)
    drive_run(run.id, max_steps=1)
    lease = leases.acquire(run.id, "worker:vm:4242", seconds=60)
    sign_in(page, asgi_server, "vera", VIEWER)
    page.goto(f"{asgi_server}/runs/{run.id}/")
    expect(page.locator("#live-state")).to_have_attribute("data-state", "live")
    expires, last_event = (
        page.locator("[data-time-field=lease_expires_at]"),
        page.locator("[data-time-field=last_event_at]"),
    )
    expect(expires).to_contain_text("in ")
    leases.release(run.id, lease.fence)
    drive_run(run.id, max_steps=1)  # another worker: it takes the lease, moves one step and gives it back
    row = Run.objects.get(id=run.id)
    expect(page.locator(f"#seq-{row.last_seq}")).to_be_visible()  # the suite's 15 s, set for a loaded machine
    expect(expires).to_have_text("—")  # free: no expiry, and none "ago"
    expect(last_event.locator("time")).to_have_attribute("datetime", row.last_event_at.isoformat())


def test_approve_a_payment_and_it_executes_once(page: Page, asgi_server):
    run = waiting_payment("INV-300")
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    sign_in(page, asgi_server, "ada", APPROVER)
    page.click("nav >> text=Approvals")
    card = page.locator(f"article[data-execution='{held.id}']")
    expect(card).to_contain_text("Invoice INV-300 is due")
    expect(card).to_contain_text(held.idem_key)
    card.locator("input[name=reason]").fill("matches the contract")
    card.locator("[data-testid=confirm-amount]").fill("1,250")  # 1,250 EUR: one click must not pay it
    card.locator("button", has_text="Approve and execute once").dblclick()  # a double click is one decision
    expect(page.locator(".flash-success")).to_contain_text("approved")
    expect(page.locator(f"article[data-execution='{held.id}']")).to_have_count(0)
    assert SideEffect.objects.filter(kind="payment").count() == 1
    assert Run.objects.get(id=run.id).status == "COMPLETED"
    page.goto(f"{asgi_server}/runs/{run.id}/")
    expect(page.locator("h1 .badge")).to_have_text("completed")
    expect(page.locator("li.ev-ManualConfirmGranted")).to_contain_text("ada")


def test_a_waiting_runs_banner_does_not_outlive_its_status_on_the_live_page(page: Page, asgi_server):
    """The run page's banner and callout say what the run waited for when the page opened; the socket moved the
    header on to "completed" while they went on saying "Waiting for an approver … decide in Approvals" and "1 call
    waiting for approval" (qa-operator2: a viewer watched a 1,250 EUR payment approved from another browser)."""
    run = waiting_payment("INV-301")
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    sign_in(page, asgi_server, "vera", VIEWER)
    page.goto(f"{asgi_server}/runs/{run.id}/")
    expect(page.locator("#live-state")).to_have_attribute("data-state", "live")
    banner, callout = page.locator("[data-testid=run-banner]"), page.locator(".callout[data-while-status]")
    expect(banner).to_contain_text("Waiting for an approver")
    expect(callout).to_contain_text("1 call waiting for approval")
    approve_call(
        execution_id=held.id, actor="ada", reason="matches the contract", idem_key_seen=held.idem_key,
        typed_amount="1250",
    )  # fmt: skip
    assert Run.objects.get(id=run.id).status == "COMPLETED"
    expect(page.locator("h1 .badge")).to_have_text("completed")
    expect(banner).to_be_hidden()
    expect(callout).to_be_hidden()
    expect(page.locator("[data-testid=status-moved]")).to_contain_text("now COMPLETED")
    # the rows the page opened with show the call's status now, as a reload would: not "waiting manual confirm"
    requested = Event.objects.get(run_id=run.id, type="ToolRequested", step=held.step, call_index=held.call_index)
    expect(page.locator(f"#seq-{requested.seq} .ev-head > .badge")).to_have_text("confirmed")


def test_dead_letter_an_unknown_step(page: Page, asgi_server, monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    sign_in(page, asgi_server, "otto", OPERATOR)
    page.click("nav >> text=Recovery")
    card = page.locator(f"article[data-execution='{doubt.id}']")
    expect(card).to_contain_text("unknown for")
    expect(card).to_contain_text("none: nothing can re-check it (no idempotency key, no status lookup)")
    card.locator("button", has_text="Dead-letter the run").click()  # no reason yet: the browser refuses
    assert ToolExecution.objects.get(id=doubt.id).status == "TOOL_EXECUTED"
    card.locator("input[name=reason]").fill("relay logs rotated; cannot tell")
    card.locator("button", has_text="Dead-letter the run").click()
    expect(page.locator(".flash-success")).to_contain_text("dead-letter recorded")
    assert Run.objects.get(id=doubt.run_id).status == "DEAD_LETTER"
    assert ToolExecution.objects.get(id=doubt.id).status == "DEAD_LETTER"


def test_a_viewer_cannot_decide_or_approve(page: Page, asgi_server, monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    held = ToolExecution.objects.get(run=waiting_payment(), tool="pay_invoice")
    sign_in(page, asgi_server, "vic", VIEWER)
    page.goto(f"{asgi_server}/recovery/")
    expect(page.locator(f"article[data-execution='{doubt.id}']")).to_contain_text("decisions need the operator role")
    expect(page.locator("button", has_text="Dead-letter the run")).to_have_count(0)
    # hiding buttons is not the guard: a forged POST with a valid CSRF token is refused by the server
    statuses = page.evaluate(
        """async (urls) => {
            const token = JSON.parse(document.body.getAttribute('hx-headers'))['X-CSRFToken'];
            const out = [];
            for (const [url, body] of urls) {
              const r = await fetch(url, {method: 'POST', headers: {'X-CSRFToken': token,
                'Content-Type': 'application/x-www-form-urlencoded'}, body});
              out.push(r.status);
            }
            return out;
        }""",
        [
            [f"/recovery/executions/{doubt.id}/decide/", "decision=dead_letter&reason=x"],
            [f"/approvals/{held.id}/approve/", f"reason=x&idem_key={held.idem_key}"],
        ],
    )
    assert statuses == [403, 403]
    assert ToolExecution.objects.get(id=doubt.id).status == "TOOL_EXECUTED"
    assert ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"
    assert not SideEffect.objects.filter(kind="payment").exists()
