"""The "… and N more" link of a real e-mail, opened in Debian's Chromium against daphne: the page lists exactly
the message's occasions (before, the link was the runs list, unfiltered)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from approvals.notify import deliver
from runs.roles import VIEWER
from tests.dashboard.conftest import (  # noqa: F401  (fixtures)
    asgi_server,
    browser_context_args,
    browser_type_launch_args,
)
from tests.dashboard.test_browser import sign_in
from tests.notify.test_notify import dead_letters

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_more_link_of_an_email_opens_the_list_of_exactly_its_occasions(page: Page, asgi_server, smtp, notify):  # noqa: F811
    notify(email=["ops@example.com"])
    burst = dead_letters(31)
    deliver.run()
    text = smtp.messages[0].content.decode().replace("=\n", "")
    (link,) = re.findall(r"… and 6 more; all 31 of this message: https://ops\.example\.com(/notified/\d+/)", text)
    sign_in(page, asgi_server, "vera", VIEWER)
    page.goto(asgi_server + link)
    expect(page.get_by_test_id("notified-count")).to_have_text("31 of its 31 occasions still need a human.")
    rows = page.locator("tr[data-run]")
    expect(rows).to_have_count(31)
    assert sorted(rows.evaluate_all("rows => rows.map(r => r.dataset.run)")) == sorted(burst)
    first = rows.first.get_attribute("data-run")  # listed as they were noticed, not as the test made them
    rows.first.get_by_role("link", name="open").click()  # each line links to where it is decided: its run
    expect(page).to_have_url(re.compile(rf"/runs/{re.escape(first)}/$"))
