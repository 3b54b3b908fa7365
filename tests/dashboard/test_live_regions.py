"""The live refresh of the approvals queue, the recovery console and the stuck view (an htmx GET of the page, every
10 s and on a run's wake-up): it answers the page's live region alone, read by the same view with the same roles and
redaction, and leaves a message waiting for the next page (``tests/dashboard/test_browser_live_queues.py`` follows a
colleague's decision in Chromium)."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from runs.models import ToolExecution
from runs.roles import APPROVER, OPERATOR, VIEWER
from tests.dashboard.conftest import in_doubt_email, make_user, waiting_payment
from tests.dashboard.test_needs_action import pending_not_started

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

#: a page, the mark of its live region, and the mark of a decision form in it
REGIONS = {
    "approvals": ('id="approvals-live"', 'data-live-key="exe_', "decide-form"),
    "recovery": ('id="recovery-live"', 'data-live-key="exe_', "decide-form"),
    "stuck": ('id="stuck-live"', 'data-live-key="run_', 'name="reason"'),
}


@pytest.fixture
def queues(monkeypatch) -> dict[str, str]:
    """A held payment, an email in doubt (its arguments hold an address) and a run not started: the address, and each
    page's decision to post (its address and form)."""
    held = ToolExecution.objects.get(run=waiting_payment("INV-LIVE"), status="WAITING_MANUAL_CONFIRM")
    doubt = in_doubt_email(monkeypatch)
    stuck = pending_not_started()
    return {
        "address": json.loads(doubt.args)["to"],
        "approvals": (reverse("reject", args=[held.id]), {"reason": "a duplicate"}),
        "recovery": (reverse("decide", args=[doubt.id]), {"decision": "dead_letter", "reason": "unknown"}),
        "stuck": (reverse("restart", args=[stuck.id]), {"action": "start", "reason": "lost"}),
    }


@pytest.mark.parametrize("page", REGIONS)
def test_the_refresh_answers_the_live_region_alone_by_role(client, queues, page):
    region, item, form = REGIONS[page]
    client.force_login(make_user("otto", OPERATOR, APPROVER))
    whole = client.get(reverse(page)).content.decode()
    assert region in whole and 'hx-trigger="every 10s, runs-changed from:body"' in whole and "data-live-merge" in whole
    live = client.get(reverse(page), HTTP_HX_REQUEST="true")
    assert live.status_code == 200
    html = live.content.decode()
    assert "<html" not in html and region not in html
    assert item in html and form in html

    client.force_login(make_user("vera", VIEWER))
    seen = client.get(reverse(page), HTTP_HX_REQUEST="true").content.decode()
    assert item in seen and form not in seen, "a viewer's refresh offers no decision"
    assert queues["address"] not in seen, "redacted as on the page"
    assert page != "recovery" or "&lt;email:" in seen


@pytest.mark.parametrize("page", REGIONS)
def test_a_decisions_message_waits_for_its_page_not_for_a_refresh(client, queues, page):
    """The decision's confirmation is for the page its redirect opens: a refresh (another tab's, or this one's poll
    before the redirect is followed) does not read it away."""
    client.force_login(make_user("otto", OPERATOR, APPROVER))
    address, form = queues[page]
    assert client.post(address, form).status_code == 302
    assert "flash-success" not in client.get(reverse(page), HTTP_HX_REQUEST="true").content.decode()
    assert "flash-success" in client.get(reverse(page)).content.decode()


def test_a_signed_out_refresh_sends_the_page_to_sign_in(client, queues):
    for page in REGIONS:
        answer = client.get(reverse(page), HTTP_HX_REQUEST="true")
        assert answer.status_code == 401 and answer["HX-Redirect"].startswith(reverse("login")), page
