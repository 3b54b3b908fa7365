"""Long runs: the page opens on the latest steps, older ones load by a seq cursor; the banner; finished runs."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from agentops.core.events import EventType, NewEvent
from agentops.demo.ticket import ticket_inputs
from runs.dashboard import render, selectors
from runs.journal import leases
from runs.journal.store import append_events
from runs.models import Run
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.bulk.conftest import failed_runs  # noqa: F401  (a fixture)
from tests.dashboard.conftest import in_doubt_email, waiting_payment

pytestmark = pytest.mark.django_db

SEQ = re.compile(r'<li class="ev [^"]*" data-seq="(\d+)"')


def long_run(events: int) -> Run:
    """A run with ``events`` journal events (RunStarted + claims audit rows, 5 per step), hash-chained."""
    run = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)[0]
    lease = leases.acquire(run.id, "test-writer", seconds=600)
    head = lease.head_seq
    while head < events:
        batch = [
            NewEvent(EventType.CLAIM_FLAGGED, {"step": (head + i) // 5, "claim": f"c{head + i}", "detail": "x" * 40})
            for i in range(min(50, events - head))
        ]
        append_events(run.id, lease.fence, head, batch)
        head += len(batch)
    leases.release(run.id, lease.fence)
    return Run.objects.get(id=run.id)


def shown(html: str) -> list[int]:
    return [int(s) for s in SEQ.findall(html)]


def test_page_opens_on_the_latest_events_and_older_pages_walk_back_to_seq_1(login):
    run = long_run(260)
    client = login("viewer")
    html = client.get(reverse("run", args=[run.id])).content.decode()
    first = shown(html)
    assert first == list(range(161, 261))  # the latest PAGE_EVENTS, in seq order
    assert 'data-last-seq="260"' in html
    assert 'data-before="161"' in html and '<span class="n">160</span> earlier events' in html
    seen, before = list(first), 161
    while True:
        page = client.get(reverse("older-events", args=[run.id]), {"before": before}).content.decode()
        seqs = shown(page)
        assert seqs == list(range(max(1, before - selectors.PAGE_EVENTS), before))
        assert "chain-broken" not in page  # each page checks its first row against the row before it
        seen = seqs + seen
        before = int(re.search(r'data-first-seq="(\d+)"', page).group(1))
        if re.search(r'data-older="(\d+)"', page).group(1) == "0":
            break
    assert seen == list(range(1, 261))


def test_the_older_page_cursor_is_checked(login):
    run = long_run(10)
    client = login("viewer")
    assert client.get(reverse("older-events", args=[run.id]), {"before": "x1"}).status_code == 400
    assert client.get(reverse("older-events", args=[run.id])).status_code == 400
    assert client.get(reverse("older-events", args=["run_nope"]), {"before": "5"}).status_code == 404


def test_a_short_run_has_no_older_button(login):
    run = waiting_payment()
    html = login("viewer").get(reverse("run", args=[run.id])).content.decode()
    assert shown(html) == list(range(1, run.last_seq + 1)) and "load-older" not in html


def test_a_tampered_event_on_the_page_boundary_is_still_caught(login):
    run = long_run(150)
    from runs.models import Event

    Event.objects.filter(run=run, seq=50).update(prev_hash="0" * 64)
    client = login("viewer")
    assert "chain-broken" not in client.get(reverse("run", args=[run.id])).content.decode()  # seq 51..150
    older = client.get(reverse("older-events", args=[run.id]), {"before": 51}).content.decode()
    assert 'id="seq-50"' in older and "chain-broken" in older


def failed_run() -> Run:
    budget = {"max_steps": 2, "max_tokens": 400_000, "max_cost": 5.0}
    run = run_create(agent="ticket", inputs=ticket_inputs(4), extra={"budget": budget}, start=False)[0]
    drive_run(run.id)
    return Run.objects.get(id=run.id)


def test_a_failed_run_says_why_at_the_top_with_retries_and_the_action(login):
    run = failed_run()
    assert run.status == "FAILED"
    html = login("operator").get(reverse("run", args=[run.id])).content.decode()
    banner = html[
        html.index('data-testid="run-banner"') : html.index("</section>", html.index('data-testid="run-banner"'))
    ]
    assert html.index('data-testid="run-banner"') < html.index('id="timeline"')
    assert "This run failed" in banner and "BudgetExceeded: step budget spent: 2/2 steps" in banner
    assert f"retries {run.retry_count}" in banner and f'href="#seq-{run.last_seq}"' in banner
    # its budget stopped it: a retry is refused (it failed again at once), the fork with a larger cap is the way on
    assert "its budget is spent: a retry would fail again at once — fork it from a step with a larger cap" in banner
    assert "Retry now" not in banner and "Fork from a step</a>" in banner
    viewer = login("viewer").get(reverse("run", args=[run.id])).content.decode()
    # a viewer was offered "Fork from a step", which led to a panel with nothing to do
    assert "This run failed" in viewer and "Retry now" not in viewer and "Fork from a step</a>" not in viewer


def test_a_run_another_failure_stopped_offers_retry_now(login, failed_runs):  # noqa: F811
    (run,) = failed_runs(1)
    html = login("operator").get(reverse("run", args=[run.id])).content.decode()
    assert "no automatic retry: it waits for an operator" in html and "Retry now" in html
    assert "its budget is spent" not in html


def test_a_scheduled_retry_is_shown_with_its_time(login):
    run = failed_run()
    Run.objects.filter(id=run.id).update(next_retry_at=timezone.now() + timedelta(minutes=3), retry_count=2)
    html = login("viewer").get(reverse("run", args=[run.id])).content.decode()
    assert "retries 2" in html and re.search(r"automatic retry <time[^>]*>in [23]m</time>", html)


def test_retry_from_the_banner_comes_back_to_the_run(login, failed_runs):  # noqa: F811
    (run,) = failed_runs(1)  # one its budget stopped is refused (tests/timetravel/test_spent_budget.py)
    response = login("operator").post(
        reverse("restart", args=[run.id]), {"reason": "model back", "next": reverse("run", args=[run.id])}
    )
    assert response.status_code == 302 and response["Location"] == reverse("run", args=[run.id])
    Run.objects.filter(id=run.id).update(status="FAILED")  # failed again (the retry ran eagerly or not at all)
    offsite = login("operator").post(reverse("restart", args=[run.id]), {"reason": "x", "next": "//evil.example/"})
    assert offsite.status_code == 302 and offsite["Location"] == reverse("stuck")  # never off-site


def test_waiting_and_in_doubt_runs_name_the_call_and_where_to_decide(login, monkeypatch):
    waiting = waiting_payment("INV-77")
    html = login("viewer").get(reverse("run", args=[waiting.id])).content.decode()
    assert "Waiting for an approver" in html and "pay_invoice" in html and "decide in Approvals" in html
    doubt = in_doubt_email(monkeypatch)
    html = login("viewer").get(reverse("run", args=[doubt.run_id])).content.decode()
    assert "outcome is unknown" in html and f'href="/recovery/#{doubt.id}"' in html


def test_a_completed_run_is_not_live_and_shows_no_lease_holder(login):
    run = run_create(agent="ticket", inputs=ticket_inputs(2), start=False)[0]
    drive_run(run.id)
    Run.objects.filter(id=run.id).update(lease_owner="api-client:host:1")  # an API client that never released
    html = login("viewer").get(reverse("run", args=[run.id])).content.decode()
    assert Run.objects.get(id=run.id).status == "COMPLETED"
    assert 'data-state="finished"' in html and 'data-finished="1"' in html
    assert "api-client:host:1" not in html and "released: the run is finished" in html
    assert 'data-testid="run-banner"' not in html
    assert selectors.run_summary(Run.objects.get(id=run.id))["lease_owner"] == "—"


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (0, "0s ago"),
        (44, "44s ago"),
        (45, "45s ago"),
        (59, "59s ago"),
        (60, "1m ago"),
        (3599, "59m ago"),
        (-50, "in 50s"),
    ],
)
def test_relative_times(seconds, text):
    assert render._relative(timedelta(seconds=seconds)) == text
