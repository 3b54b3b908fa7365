"""The fork dialog and the what-if diff view in Debian's Chromium (Playwright, real daphne server).

With ``AGENTOPS_SCREENSHOTS=docs`` the screenshots of docs/time-travel.md are written there.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from runs.models import Run, SideEffect, ToolExecution
from runs.roles import OPERATOR
from runs.worker.engine import drive_run
from tests.dashboard.conftest import PASSWORD, make_user
from tests.local_servers import FakeLLM, assistant_turns, call, completion, serve
from tests.runs.factories import make_run

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
DOCS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def shot(page: Page, tmp_path: Path, name: str) -> None:
    folder = DOCS if os.environ.get("AGENTOPS_SCREENSHOTS") == "docs" else tmp_path
    page.screenshot(path=folder / name)


def sign_in(page: Page, base: str) -> None:
    make_user("otto", OPERATOR)
    page.goto(f"{base}/login/")
    page.fill("input[name=username]", "otto")
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    expect(page).to_have_url(re.compile(r"/runs/$"))


@pytest.fixture
def fake_llm(settings):
    """The fake OpenAI server, configured before the daphne child is forked (it inherits the settings)."""

    def script(body):
        turn = assistant_turns(body)
        if turn == 20:
            return completion(
                "Escalate first.", [call("c20", "send_email", {"to": "ceo@example.com", "subject": "SLA"})]
            )
        if turn == 21:
            return completion("Check the ledger.", [call("c21", "retrieve", {"topic": "billing ledger"})])
        return completion("Escalated to the CEO; the ledger was checked.")

    fake = FakeLLM(script)
    with serve(fake) as url:
        settings.AGENTOPS = {**settings.AGENTOPS, "LLM_BASE_URL": url + "/v1", "LLM_API_KEY": "sk-test-secret"}
        yield fake


def fork_dialog(page: Page, base: str) -> tuple[str, Locator]:
    """A finished ticket run's page, signed in as an operator, with its fork dialog open."""
    run_id = make_run("ticket")
    drive_run(run_id)
    sign_in(page, base)
    page.goto(f"{base}/runs/{run_id}/")
    page.click("text=Fork from a step…")
    dialog = page.locator("#fork-dialog")
    expect(dialog).to_be_visible()
    return run_id, dialog


def test_fork_dialog_preview_create_and_what_if_diff(page: Page, fake_llm, asgi_server, tmp_path):
    run_id, dialog = fork_dialog(page, asgi_server)
    dialog.locator("select[name=step]").select_option("12")
    dialog.locator("input[name=reason]").fill("the finance mail bounced: rerun from step 12")
    dialog.locator("button", has_text="Preview").click()
    effects = dialog.locator("[data-testid=fork-effects] tbody tr")
    expect(effects).to_have_count(3)
    expect(effects.first).to_contain_text("deduped")
    shot(page, tmp_path, "fork-dialog.png")

    dialog.locator("[data-testid=create-fork]").click()
    expect(page.locator("[data-testid=time-travel]")).to_contain_text("Forked from")
    fork = Run.objects.get(fork_of=run_id)
    expect(page).to_have_url(re.compile(f"/runs/{fork.id}/$"))

    page.goto(f"{asgi_server}/runs/{run_id}/")
    page.click("text=What-if…")
    what_if = page.locator("#what-if-dialog")
    what_if.locator("select[name=from_step]").select_option("20")
    what_if.locator("input[name=llm_model]").fill("gpt-fake")
    what_if.locator("button", has_text="Run the what-if").click()
    expect(page.locator("[data-testid=report-summary]")).to_contain_text("3 model calls")
    diff = page.locator("[data-testid=diff]")
    expect(diff.locator("#step-20")).to_contain_text("not executed")
    expect(diff.locator("#step-20")).to_contain_text("diverged")
    page.locator("[data-testid=divergences]").scroll_into_view_if_needed()
    shot(page, tmp_path, "what-if-diff.png")
    assert fake_llm.count == 3
    emails = json.loads(
        ToolExecution.objects.filter(run_id=run_id, tool="send_email")
        .order_by("step")
        .values_list("args", flat=True)[0]
    )
    assert emails["to"] == "support@example.com" and SideEffect.objects.filter(kind="email").count() == 6


def test_a_double_click_on_create_fork_makes_one_fork(page: Page, asgi_server):
    """htmx queued the second submit of the dialog until the first answered, and that second POST made a second
    fork, which ran live too (with keys ``new``, every effect after the step again)."""
    run_id, dialog = fork_dialog(page, asgi_server)
    dialog.locator("input[name=reason]").fill("the finance mail bounced")
    dialog.locator("input[name=reason]").press("Enter")  # made the fork at once, without its preview
    page.wait_for_timeout(500)
    assert not Run.objects.filter(fork_of=run_id).exists()
    dialog.locator("[data-testid=create-fork]").dblclick()
    fork = Run.objects.filter(fork_of=run_id)
    expect(page).to_have_url(re.compile(r"/runs/run_[0-9a-f]+/$"))
    expect(page.locator("[data-testid=time-travel]")).to_contain_text("Forked from")
    assert fork.count() == 1
    assert page.url.endswith(f"/runs/{fork.get().id}/")
