"""What needs a human: the navigation's counts and the stuck-runs view with each row's action."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.urls import reverse
from django.utils import timezone
from rest_framework.test import APIClient

from agentops.core.events import EventType
from agentops.demo.ticket import ticket_inputs
from approvals.services import approve_call, reject_call, restart_stuck_run
from runs.api.keys import api_key_create
from runs.dashboard import needs_action
from runs.journal import leases
from runs.models import Event, Run
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.api.conftest import external_fields
from tests.bulk.conftest import failed_runs  # noqa: F401  (a fixture)
from tests.dashboard.conftest import in_doubt_email, waiting_payment

pytestmark = pytest.mark.django_db

AGO = timedelta(hours=2)


@pytest.fixture(autouse=True)
def fresh_counts():
    cache.delete(needs_action.cache_key())
    yield
    cache.delete(needs_action.cache_key())


def created(n: int = 1) -> Run:
    return run_create(agent="ticket", inputs=ticket_inputs(n), start=False)[0]


def aged(run: Run, delta: timedelta = AGO) -> Run:
    Run.objects.filter(id=run.id).update(last_event_at=timezone.now() - delta, created_at=timezone.now() - delta)
    return Run.objects.get(id=run.id)


def pending_not_started() -> Run:
    return aged(created(1))


def expired_lease() -> Run:
    run = created(2)
    drive_run(run.id, max_steps=1)
    leases.acquire(run.id, "worker:dead-host:4242", seconds=30)
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(minutes=5))
    return Run.objects.get(id=run.id)


def silent_running() -> Run:
    run = created(3)
    drive_run(run.id, max_steps=1)
    assert Run.objects.get(id=run.id).status == "RUNNING"
    return aged(run, timedelta(minutes=30))


def failed_on_budget() -> Run:
    budget = {"max_steps": 2, "max_tokens": 400_000, "max_cost": 5.0}
    run = run_create(agent="ticket", inputs=ticket_inputs(4), extra={"budget": budget}, start=False)[0]
    drive_run(run.id)
    assert Run.objects.get(id=run.id).status == "FAILED"
    return aged(run, timedelta(minutes=45))


def failed_for_good(failed_runs) -> Run:  # type: ignore[no-untyped-def]  # noqa: F811
    """A run a permanent model error failed (a retry drives it again), 45 minutes ago."""
    return aged(failed_runs(1)[0], timedelta(minutes=45))


def test_each_kind_of_stuck_run_is_found_once_and_fresh_runs_are_not():
    pending, expired, silent, failed = pending_not_started(), expired_lease(), silent_running(), failed_on_budget()
    fresh = created(5)  # PENDING for a second: not stuck yet
    moving = created(6)
    drive_run(moving.id, max_steps=1)  # RUNNING, last event just now
    rows = needs_action.stuck_runs()
    assert {r.run.id: r.kind for r in rows} == {
        pending.id: "pending",
        expired.id: "expired",
        silent.id: "silent",
        failed.id: "failed",
    }
    assert needs_action.stuck_counts() == {"expired": 1, "pending": 1, "silent": 1, "failed": 1, "client": 0}
    # longest stuck first: pending (2 h), failed (45 min), silent (30 min), expired (lease ran out 5 min ago)
    assert [r.run.id for r in rows] == [pending.id, failed.id, silent.id, expired.id]
    assert [r.age for r in rows] == sorted((r.age for r in rows), reverse=True)
    assert fresh.id not in {r.run.id for r in rows}


def test_thresholds_come_from_settings(settings):
    run = aged(created(1), timedelta(seconds=90))
    settings.AGENTOPS = {**settings.AGENTOPS, "STUCK_PENDING_SECONDS": 120}
    assert needs_action.stuck_runs() == []
    settings.AGENTOPS = {**settings.AGENTOPS, "STUCK_PENDING_SECONDS": 60}
    assert [r.run.id for r in needs_action.stuck_runs()] == [run.id]


def test_nav_shows_counts_for_each_queue(login, monkeypatch):
    waiting_payment("INV-9")
    in_doubt_email(monkeypatch)
    pending_not_started()
    html = login("viewer").get(reverse("runs")).content.decode()
    assert 'id="need-approvals" data-n="1"' in html
    assert 'id="need-in_doubt" data-n="1"' in html
    assert 'id="need-stuck" data-n="1"' in html
    assert 'id="need-held" data-n="0"' in html
    assert f'href="{reverse("claims:exports")}"' in html  # exports are in the navigation
    # each badge's tooltip counts in words (qa-ops7: it read "1 calls waiting for approval", "1 replies held")
    titles = re.findall(r'class="need" id="need-[a-z_]+" data-n="\d+" title="([^"]+)"', html)
    assert titles == ["1 stuck run", "1 execution in doubt", "1 call waiting for approval", "0 replies held"]


def test_counts_are_cached_a_few_seconds_and_the_partial_swaps_them_by_id(login):
    client = login("viewer")
    assert 'id="need-stuck" data-n="0"' in client.get(reverse("needs-action")).content.decode()
    pending_not_started()
    assert 'id="need-stuck" data-n="0"' in client.get(reverse("needs-action")).content.decode()  # cached
    cache.delete(needs_action.cache_key())  # what CACHE_SECONDS later does
    partial = client.get(reverse("needs-action")).content.decode()
    assert 'id="need-stuck" data-n="1"' in partial and 'hx-swap-oob="true"' in partial
    assert "<html" not in partial


def test_counts_are_capped(login, monkeypatch):
    for _ in range(3):
        pending_not_started()
    monkeypatch.setattr(needs_action, "COUNT_CAP", 2)
    assert needs_action.stuck_counts()["pending"] == 3  # cap + 1: "more than the cap"
    html = login("viewer").get(reverse("needs-action")).content.decode()
    assert 'data-n="3"' in html and ">2+</b>" in html


def test_stuck_page_lists_rows_with_their_action_and_filters_by_kind(login):
    pending, failed = pending_not_started(), failed_on_budget()
    page = login("operator").get(reverse("stuck"))
    html = page.content.decode()
    assert page.status_code == 200
    assert html.index(f'data-run="{pending.id}"') < html.index(f'data-run="{failed.id}"')
    assert "Start now" in html
    # its budget stopped it: a retry would be refused (it offered Retry now, fix-known8); the fork is the way on
    row = html[html.index(f'data-run="{failed.id}"') :].split("</tr>")[0]
    assert "Retry now" not in row and "Fork with a larger cap" in row, row
    assert "step budget spent: 2/2 steps: a retry would fail again at once" in row, row
    only = login("operator").get(reverse("stuck"), {"kind": "failed"}).content.decode()
    assert f'data-run="{failed.id}"' in only and f'data-run="{pending.id}"' not in only


def test_a_bad_kind_shows_the_page_with_the_error(login):
    page = login("viewer").get(reverse("stuck"), {"kind": "BOGUS"})
    assert page.status_code == 400
    html = page.content.decode()
    assert "unknown kind &#x27;BOGUS&#x27;" in html and "<h1>Stuck runs</h1>" in html


def test_two_kinds_are_refused_not_answered_with_the_last_ones_rows(login):
    """``?kind=pending&kind=failed`` showed the failed runs only (Django reads the last value) under a page that read
    as both: refused with the page and its error, as a bad kind is."""
    pending, failed = pending_not_started(), failed_on_budget()
    page = login("viewer").get(f"{reverse('stuck')}?kind=pending&kind=failed")
    assert page.status_code == 400
    html = page.content.decode()
    assert "&#x27;kind&#x27; is given more than once: give it once" in html and "<h1>Stuck runs</h1>" in html
    assert f'data-run="{pending.id}"' in html and f'data-run="{failed.id}"' in html  # every kind, as without one


def test_a_viewer_is_told_the_action_an_operator_is_offered_for_a_run_its_budget_stopped(login):
    """qa-ops9: a viewer's row of a run its budget stopped read "Retry now needs the operator role" beside "a retry
    would fail again at once", while an operator's row offers no retry, only the fork."""
    failed = failed_on_budget()
    html = login("viewer").get(reverse("stuck")).content.decode()
    row = html[html.index(f'data-run="{failed.id}"') :].split("</tr>")[0]
    assert "Retry now" not in row and "Fork with a larger cap needs the operator role" in row, row


def test_viewer_sees_no_action_and_cannot_post_one(login):
    run = pending_not_started()
    html = login("viewer").get(reverse("stuck")).content.decode()
    assert "Start now needs the operator role" in html
    response = login("viewer").post(reverse("restart", args=[run.id]), {"reason": "x"})
    assert response.status_code == 403
    assert Run.objects.get(id=run.id).status == "PENDING"


@pytest.fixture
def restart(login, django_capture_on_commit_callbacks):
    """An operator's row action, with the drive it enqueues run at commit (eager worker)."""

    def post(run: Run, reason: str):
        with django_capture_on_commit_callbacks(execute=True):
            return login("operator").post(reverse("restart", args=[run.id]), {"reason": reason})

    return post


def test_start_a_pending_run_now(restart):
    run = pending_not_started()
    assert restart(run, "broker lost it").status_code == 302
    assert Run.objects.get(id=run.id).status == "COMPLETED"


def test_recover_an_expired_lease_now_journals_who_and_why(restart):
    run = expired_lease()
    assert restart(run, "host is gone").status_code == 302
    started = Event.objects.get(run_id=run.id, type="RecoveryStarted")
    assert '"operator: host is gone"' in started.payload and "dead-host" in started.payload
    assert Run.objects.get(id=run.id).status == "COMPLETED"


def test_retry_a_failed_run_now(restart, failed_runs):  # noqa: F811
    run = failed_for_good(failed_runs)  # one its budget stopped is refused (tests/timetravel/test_spent_budget.py)
    assert restart(run, "budget raised").status_code == 302
    decision = Event.objects.filter(run_id=run.id, type="OperatorDecision").last()
    assert decision is not None and '"retry_run"' in decision.payload and "operator" in decision.payload


def test_a_live_lease_or_a_missing_reason_is_refused_and_changes_nothing(login):
    run = created(7)
    drive_run(run.id, max_steps=1)
    leases.acquire(run.id, "worker:alive:1", seconds=300)
    head = Run.objects.get(id=run.id).last_seq
    refused = login("operator").post(reverse("restart", args=[run.id]), {"reason": "impatient"})
    assert refused.status_code == 409 and "worker:alive:1" in refused.content.decode()
    empty = login("operator").post(reverse("restart", args=[run.id]), {"reason": " "})
    assert empty.status_code == 400 and "a reason is required" in empty.content.decode()
    assert 'data-page-url="/stuck/"' in empty.content.decode()  # a reload of the refusal GETs the stuck view
    unknown = login("operator").post(reverse("restart", args=["run_nope"]), {"reason": "x"})
    assert unknown.status_code == 404
    assert Run.objects.get(id=run.id).last_seq == head


def test_recover_now_on_a_run_waiting_for_an_approver_is_refused_and_takes_no_lease(login):
    """'Recover now' on a WAITING_MANUAL_CONFIRM run was a 400 that left the operator's lease on the run
    (RecoveryStarted cannot follow a held call, and take_over did not give the lease back): a refusal that
    wrote, and once that lease expired every recovery sweep crashed on the run."""
    run = waiting_payment()
    before = Run.objects.values_list("last_seq", "lease_owner", "fencing_token").get(id=run.id)
    refused = login("operator").post(reverse("restart", args=[run.id]), {"reason": "looks stuck"})
    assert refused.status_code == 409
    assert "waits for an approver" in refused.content.decode()
    assert Run.objects.values_list("last_seq", "lease_owner", "fencing_token").get(id=run.id) == before


def test_recover_now_clears_the_expired_lease_of_a_run_waiting_for_an_approver(restart):
    """A worker that died between journaling the held call and releasing its lease left a waiting run with an
    expired lease (listed as 'lease expired'): Recover now gives the lease back and the call still waits."""
    run = waiting_payment()
    Run.objects.filter(id=run.id).update(lease_owner="worker:dead:1", lease_expires_at=timezone.now() - AGO)
    head = Run.objects.get(id=run.id).last_seq
    assert restart(run, "host is gone").status_code == 302
    after = Run.objects.get(id=run.id)
    assert (after.status, after.lease_owner, after.last_seq) == ("WAITING_MANUAL_CONFIRM", None, head)
    assert needs_action.stuck_counts()["expired"] == 0


def decided_external(decide: str) -> Run:
    """An external run whose payment an approver decided after its agent let go of the run (a process that died
    while it waited): nothing is held any more, and only its client, which is gone, would move it."""
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='ticket-external', name='t')[1]}")
    run_id = api.post("/api/v1/runs/", external_fields(), format="json").json()["id"]
    lease = api.post(f"/api/v1/runs/{run_id}/lease/", {"owner": "bot"}, format="json").json()
    fence = {"owner": "bot", "fencing_token": lease["fencing_token"], "secret": lease["secret"]}
    pay = {"name": "pay_invoice", "args": {"amount": 5}}
    output = {"content": "", "tool_calls": [pay], "usage": {"prompt_tokens": 1, "completion_tokens": 1}}
    sample = {"type": "LlmSampled", "payload": {"step": 0, "output": output}}
    api.post(f"/api/v1/runs/{run_id}/events/", fence | {"expected_seq": 1, "events": [sample]}, format="json")
    claim = fence | {"step": 0, "call_index": 0, "tool": "pay_invoice", "args": {"amount": 5}, "dedupes": False}
    held = api.post(f"/api/v1/runs/{run_id}/tools/claim/", claim, format="json").json()
    assert held["status"] == "waiting_manual_confirm"
    api.post(f"/api/v1/runs/{run_id}/lease/release/", fence, format="json")
    (approve_call if decide == "approve" else reject_call)(
        execution_id=held["execution_id"], actor="approver", reason="checked"
    )
    return aged(Run.objects.get(id=run_id))


@pytest.mark.parametrize("decide", ["approve", "reject"])
def test_an_external_run_decided_for_whose_client_is_gone_is_stuck(login, decide):
    """It stayed WAITING_MANUAL_CONFIRM with nothing held: on no page (approvals, recovery, stuck), never parked
    (the abandonment sweep takes PENDING or RUNNING runs), so nobody learnt its agent had not come back."""
    run = decided_external(decide)
    assert run.status == "WAITING_MANUAL_CONFIRM" and run.lease_owner is None
    assert {r.run.id: r.kind for r in needs_action.stuck_runs()} == {run.id: "client"}
    assert needs_action.stuck_counts()["client"] == 1
    page = login("operator").get(reverse("stuck")).content.decode()
    row = page[page.index(f'<tr data-run="{run.id}"') :].split("</tr>")[0]
    assert 'data-kind="client"' in row and "decided, its client has not come back" in row
    assert (
        f'href="/bulk/preview/?action=dead_letter&amp;run={run.id}&amp;seen={run.last_seq}"' in row
    )  # what an operator can do about it
    fresh = decided_external(decide)
    Run.objects.filter(id=fresh.id).update(last_event_at=timezone.now())
    assert fresh.id not in {r.run.id for r in needs_action.stuck_runs()}  # its client may be on its way back


def test_the_dead_letter_link_of_a_stuck_row_selects_that_run_only(login):
    """The row linked to the bulk preview with ``q=<run id>``, a search that also finds references starting with it:
    a follow-up run whose reference is the stuck run's id (a retry, a continuation) was previewed and dead-lettered
    with it (qa-ops3, on the demo: "Bulk dead letter: 2 runs" from one row). ``run=`` selects the run by its id."""
    run = decided_external("approve")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='ticket-external', name='t')[1]}")
    follow_up = api.post("/api/v1/runs/", external_fields() | {"reference": run.id}, format="json").json()["id"]
    operator = login("operator")
    page = operator.get(reverse("stuck")).content.decode()
    row = page[page.index(f'<tr data-run="{run.id}"') :].split("</tr>")[0]
    link = "/bulk/preview/" + row.split('href="/bulk/preview/', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    preview = operator.get(link)
    text = preview.content.decode()
    assert preview.status_code == 200 and 'data-testid="bulk-count">1</span> run<' in text
    assert follow_up not in text
    found = operator.get("/api/v1/bulk-jobs/preview/", {"action": "dead_letter", "run": run.id}).json()
    assert found["count"] == 1 and [t["run_id"] for t in found["sample"]] == [run.id]
    searched = operator.get("/api/v1/bulk-jobs/preview/", {"action": "dead_letter", "q": run.id}).json()
    assert searched["count"] == 2  # the search is as it was: by id or reference
    made = operator.post(
        "/api/v1/bulk-jobs/",
        {"action": "dead_letter", "run": run.id, "expected": 1, "fingerprint": found["fingerprint"], "reason": "gone"},
        content_type="application/json",
    )
    assert made.status_code == 201 and made.json()["selection"]["filters"] == {"run": run.id}
    assert Run.objects.get(id=follow_up).status == "PENDING"


def test_start_now_on_a_pending_external_run_says_its_client_starts_it(login):
    """*Start now* on a PENDING API-driven run was refused with 'decide its calls on the recovery console' (it has
    none) and its row offered that button; the row now offers the dead letter and the refusal says who starts it."""
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='ticket-external', name='t')[1]}")
    run = aged(Run.objects.get(id=api.post("/api/v1/runs/", external_fields(), format="json").json()["id"]))
    assert {r.run.id: r.kind for r in needs_action.stuck_runs()} == {run.id: "pending"}
    page = login("operator").get(reverse("stuck")).content.decode()
    row = page[page.index(f'<tr data-run="{run.id}"') :].split("</tr>")[0]
    assert (
        "Start now" not in row
        and f'href="/bulk/preview/?action=dead_letter&amp;run={run.id}&amp;seen={run.last_seq}"' in row
    )
    assert "its agent drives it through the API" in row
    before = Run.objects.values_list("status", "last_seq", "lease_owner", "fencing_token").get(id=run.id)
    refused = login("operator").post(reverse("restart", args=[run.id]), {"reason": "start it"})
    text = refused.content.decode()
    assert refused.status_code == 409 and "PENDING and driven by its client" in text
    assert "starts when its agent takes the lease" in text and "decide its calls" not in text
    assert Run.objects.values_list("status", "last_seq", "lease_owner", "fencing_token").get(id=run.id) == before


@pytest.mark.parametrize("decide", ["approve", "reject"])
def test_the_banner_of_a_decided_external_run_says_it_was_decided_not_waiting_for_an_approver(login, decide):
    """The run page said 'Waiting for an approver' (with an empty list) after the approver decided, until the run's
    client claimed the call again: an operator read that nobody had decided."""
    run = decided_external(decide)
    page = login("viewer").get(reverse("run", args=[run.id])).content.decode()
    banner = page[page.index('data-testid="run-banner"') :].split("</section>")[0]
    assert "Waiting for an approver" not in banner and "Decided, waiting to go on" in banner
    assert f"{'approved' if decide == 'approve' else 'rejected'} by approver" in banner
    assert "goes on when its agent comes back for the call" in banner


def test_an_external_run_parked_with_no_call_in_doubt_keeps_the_in_doubt_banner(login):
    """Only a run whose journal ends with a human's decision reads 'Decided': an earlier approval does not make a run
    parked later (its agent gone between steps) look decided."""
    run = decided_external("approve")
    Run.objects.filter(id=run.id).update(
        status="RUNNING", lease_owner="ext:bot", lease_expires_at=timezone.now() - AGO
    )  # its agent came back, took the lease and died before claiming again
    assert restart_stuck_run(run_id=run.id, actor="op", reason="agent is gone").startswith("parked RECOVERING")
    page = login("viewer").get(reverse("run", args=[run.id])).content.decode()
    banner = page[page.index('data-testid="run-banner"') :].split("</section>")[0]
    assert "Decided" not in banner and "outcome is unknown" in banner and "op: agent is gone" in banner


def test_an_external_runs_retry_is_said_to_be_its_agents(login, failed_runs):  # noqa: F811
    """qa-ops5: an SDK agent's run failed on a gateway timeout (a retryable RunFailed) and the agent died: its row said
    "automatic retry 2m ago" for ever, though the server retries only its own agents' runs — its agent does, when it
    comes back (and the notifier tells when it has not: tests/notify/test_notify_stuck.py)."""
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='ticket-external', name='t')[1]}")
    run_id = api.post("/api/v1/runs/", external_fields(), format="json").json()["id"]
    lease = api.post(f"/api/v1/runs/{run_id}/lease/", {"owner": "bot"}, format="json").json()
    fence = {"owner": "bot", "fencing_token": lease["fencing_token"], "secret": lease["secret"]}
    failed = {"type": "RunFailed", "payload": {"error_class": "TimeoutError", "message": "timeout", "retryable": True}}
    api.post(f"/api/v1/runs/{run_id}/events/", fence | {"expected_seq": 1, "events": [failed]}, format="json")
    # a server-driven run whose retry the server makes (a run its budget stopped has none: its row offers a fork)
    server_driven = failed_for_good(failed_runs)
    Run.objects.filter(id=server_driven.id).update(next_retry_at=timezone.now() + timedelta(minutes=1))
    page = login("operator").get(reverse("stuck"), {"kind": "failed"}).content.decode()
    row = page[page.index(f'<tr data-run="{run_id}"') :].split("</tr>")[0]
    assert "its agent retries it when it comes back (due" in row and "automatic retry" not in row
    row = page[page.index(f'<tr data-run="{server_driven.id}"') :].split("</tr>")[0]
    assert "automatic retry" in row and "its agent" not in row
    banner = login("viewer").get(reverse("run", args=[run_id])).content.decode()  # the run page's banner says so too
    assert "its agent retries it when it comes back (due" in banner and "automatic retry" not in banner


def test_a_recover_now_sent_after_the_run_failed_for_good_retries_nothing(login, failed_runs):  # noqa: F811
    """qa-ops5: a stuck row's form named no action: the server picked one from the run's status when the POST
    arrived, so a *Recover now* from a page opened while the run's lease had expired, sent once the run had failed
    for good (the sweep took it over and drove it into a permanent error), retried it — a fresh set of retries, its
    model called again —, a decision nobody made. The form sends the action its button named; a run that calls for a
    retry since is refused, nothing journaled."""
    run = failed_for_good(failed_runs)
    client = login("operator")
    path = reverse("restart", args=[run.id])
    stale = client.post(path, {"reason": "its worker died", "action": "recover"})
    assert stale.status_code == 409
    assert f"run {run.id} is FAILED now: Recover now was for the run as the page showed it" in stale.content.decode()
    assert not Event.objects.filter(run_id=run.id, type=EventType.OPERATOR_DECISION).exists()
    page = client.get(reverse("stuck"), {"kind": "failed"}).content.decode()
    row = page[page.index(f'<tr data-run="{run.id}"') :].split("</tr>")[0]
    assert 'name="action" value="retry"' in row and "Retry now" in row  # the row's own form: what it does now
    assert client.post(path, {"reason": "budget raised", "action": "retry"}).status_code == 302
    assert Event.objects.filter(run_id=run.id, type=EventType.OPERATOR_DECISION).count() == 1
