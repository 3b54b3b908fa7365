"""Every dashboard view: login, roles (403), filters, pagination and each decision path."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from agentops.demo.ticket import ticket_inputs
from approvals import amounts
from runs.models import Event, Run, SideEffect, ToolExecution
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.bulk.conftest import failed_runs  # noqa: F401  (a fixture)
from tests.dashboard.conftest import crash_after_effect, in_doubt_email, waiting_payment

pytestmark = pytest.mark.django_db

PAGES = ["runs", "recovery", "approvals"]


@pytest.mark.sqlite
@pytest.mark.parametrize("page", PAGES)
def test_pages_require_login(client, page):
    response = client.get(reverse(page))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


@pytest.mark.parametrize("page", PAGES)
def test_a_user_without_a_role_gets_403(login, page):
    assert login("nobody").get(reverse(page)).status_code == 403


@pytest.mark.sqlite
def test_login_page_signs_in_and_lands_on_runs(client, users):
    page = client.get(reverse("login"))
    assert b"Sign in to AgentOps" in page.content
    response = client.post(reverse("login"), {"username": "viewer", "password": "dash-test-pw-1"})
    assert response.status_code == 302 and response["Location"] == "/runs/"
    assert client.get("/runs/").status_code == 200
    assert client.post(reverse("logout")).status_code == 302
    assert client.get("/runs/").status_code == 302


def test_runs_list_shows_chips_counts_tokens_and_csrf_header(login):
    waiting_payment()
    page = login("viewer").get(reverse("runs"))
    html = page.content.decode()
    assert page.status_code == 200
    assert 'hx-headers=\'{"X-CSRFToken": "' in html
    assert 'data-status="WAITING_MANUAL_CONFIRM"' in html
    assert "waiting manual confirm <b>1</b>" in html
    run = Run.objects.get()
    assert f"{run.tokens_used:,}" in html and run.reference in html
    assert 'href="/claims/"' in html


def test_runs_list_htmx_request_gets_only_the_table(login):
    waiting_payment()
    response = login("viewer").get(reverse("runs"), HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    html = response.content.decode()
    assert "<html" not in html and 'class="table runs"' in html


def test_runs_list_filters_and_search(login, monkeypatch):
    waiting_payment("INV-77")
    doubt = in_doubt_email(monkeypatch)
    run_create(agent="ticket", inputs=ticket_inputs(5), start=False)
    client = login("viewer")

    def ids(**query):
        response = client.get(reverse("runs"), query)
        assert response.status_code == 200
        return {r.id for r in response.context["page"].runs}

    billing = Run.objects.get(agent="billing").id
    assert ids(status="WAITING_MANUAL_CONFIRM") == {billing}
    assert ids(agent="ticket-legacy-smtp") == {doubt.run_id}
    assert ids(unverifiable="1") == {doubt.run_id}
    assert ids(q="INV-77") == {billing}
    assert ids(q=doubt.run_id) == {doubt.run_id}
    assert ids(model="scripted-billing-v1") == {billing}
    assert len(ids(range="1h")) == 3
    assert ids(flagged="1") == set()


@pytest.mark.sqlite
@pytest.mark.parametrize("query", [{"status": "BOGUS"}, {"range": "5y"}, {"cursor": "!!not-a-cursor"}])
def test_runs_list_bad_filter_is_400(login, query):
    response = login("viewer").get(reverse("runs"), query)
    assert response.status_code == 400


@pytest.mark.sqlite
def test_runs_list_keyset_pagination_visits_every_run_once(login):
    made = {
        run_create(
            agent="billing", inputs={"invoice": f"I{i}", "amount": 1, "currency": "EUR", "customer": "c"}, start=False
        )[0].id
        for i in range(53)
    }
    client = login("viewer")
    seen, cursor, pages = [], "", 0
    while True:
        page = client.get(reverse("runs"), {"cursor": cursor} if cursor else {}).context["page"]
        seen += [r.id for r in page.runs]
        pages += 1
        cursor = page.next_cursor
        if not cursor:
            break
    assert pages == 2 and len(seen) == len(set(seen)) == 53 and set(seen) == made


def test_run_detail_shows_timeline_in_seq_order_with_chain_status(login):
    run = waiting_payment()
    response = login("viewer").get(reverse("run", args=[run.id]))
    assert response.status_code == 200
    detail = response.context["d"]
    seqs = [e["seq"] for g in detail.groups for e in g["events"]]
    assert seqs == list(range(1, run.last_seq + 1))
    assert detail.chain_ok and all(e["chain"] == "ok" for g in detail.groups for e in g["events"])
    step1 = next(g for g in detail.groups if g["step"] == 1)
    assert [e["type"] for e in step1["events"]][:3] == ["LlmSampled", "ToolRequested", "ManualConfirmRequested"]
    html = response.content.decode()
    assert "pay_invoice" in html and "fencing token" in html and 'data-ws="/ws/runs/' in html
    assert "call waiting for approval" in html


def test_run_detail_flags_a_tampered_event_and_collapses_large_payloads(login):
    run = waiting_payment()
    Event.objects.filter(run=run, seq=2).update(payload='{"step":0,"output":{"content":"edited"}}')
    detail = login("viewer").get(reverse("run", args=[run.id])).context["d"]
    events = {e["seq"]: e for g in detail.groups for e in g["events"]}
    assert events[2]["chain"] == "broken" and not detail.chain_ok
    retrieved = next(e for e in events.values() if e["type"] == "ToolResult" and e["step"] == 0)
    assert retrieved["large"] and retrieved["payload_size"] > 600  # three documents: collapsed, not dumped


@pytest.mark.sqlite
def test_unknown_run_is_404(login):
    assert login("viewer").get(reverse("run", args=["run_nope"])).status_code == 404


def test_recovery_console_lists_in_doubt_execution_with_what_is_known(login, monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    html = login("operator").get(reverse("recovery")).content.decode()
    assert doubt.id in html and "send_email" in html and "&lt;email:" in html
    assert "support@example.com" not in html  # arguments are redacted for anyone without a raw-access grant
    assert "none (no dedupe)" in html and "Dead-letter the run" in html and "unknown for" in html


def test_viewer_sees_the_console_without_decision_buttons(login, monkeypatch):
    in_doubt_email(monkeypatch)
    html = login("viewer").get(reverse("recovery")).content.decode()
    assert "Confirm it happened" not in html and "decisions need the operator role" in html


# -- permissions on every POST ---------------------------------------------------------------------


def test_viewer_and_approver_cannot_decide_403(login, monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    for who in ("viewer", "approver"):
        client = login(who)
        for url in (
            reverse("decide", args=[doubt.id]),
            reverse("retry-verification", args=[doubt.id]),
            reverse("resume", args=[doubt.run_id]),
        ):
            assert client.post(url, {"decision": "dead_letter", "reason": "x"}).status_code == 403
    assert ToolExecution.objects.get(id=doubt.id).status == "TOOL_EXECUTED"


def test_viewer_and_operator_cannot_approve_403(login):
    run = waiting_payment()
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    for who in ("viewer", "operator"):
        client = login(who)
        for name in ("approve", "reject"):
            response = client.post(reverse(name, args=[held.id]), {"reason": "x", "idem_key": held.idem_key})
            assert response.status_code == 403
    assert ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"
    assert not SideEffect.objects.filter(kind="payment").exists()


@pytest.mark.sqlite
@pytest.mark.parametrize("path", ["/runs/?status=FAILED", "/needs-action/", "/claims/?flagged=1", "/bulk/1/"])
def test_a_signed_out_htmx_refresh_sends_the_page_to_the_login_page(client, path):
    """The runs table refreshes itself every 10 s (htmx). Once signed out, its request was redirected to the
    login page, which the browser followed and htmx swapped in: the whole sign-in page drawn inside the table,
    under a top bar still naming the user. An htmx request with no session now answers HX-Redirect (htmx
    navigates the page there) and no page."""
    page = "http://testserver/runs/?status=FAILED"
    response = client.get(path, HTTP_HX_REQUEST="true", HTTP_HX_CURRENT_URL=page)
    assert response.status_code == 401 and response.content == b""
    assert response["HX-Redirect"] == "/login/?next=/runs/%3Fstatus%3DFAILED"
    assert client.get(path)["Location"].startswith("/login/?next=")  # a plain request: the redirect as before


def test_anonymous_post_redirects_to_login_and_changes_nothing(client):
    response = client.post(reverse("decide", args=["exe_x"]), {"decision": "confirm", "reason": "x"})
    assert response.status_code == 302 and reverse("login") in response["Location"]


def test_posts_need_the_csrf_token(users, monkeypatch):
    from django.test import Client

    doubt = in_doubt_email(monkeypatch)
    client = Client(enforce_csrf_checks=True)
    client.force_login(users["operator"])
    response = client.post(reverse("decide", args=[doubt.id]), {"decision": "confirm", "reason": "x"})
    assert response.status_code == 403
    assert ToolExecution.objects.get(id=doubt.id).status == "TOOL_EXECUTED"


# -- approvals --------------------------------------------------------------------------------------


def test_approvals_queue_shows_tool_args_key_and_reason(login):
    run = waiting_payment("INV-9")
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    html = login("approver").get(reverse("approvals")).content.decode()
    assert "pay_invoice" in html and held.idem_key in html and "INV-9" in html
    assert "Invoice INV-9 is due and matches the contract" in html


def test_approve_executes_once_and_the_run_completes(login, django_capture_on_commit_callbacks):
    run = waiting_payment()
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    client = login("approver")
    with django_capture_on_commit_callbacks(execute=True):
        form = {"reason": "ok", "idem_key": held.idem_key, "confirm_amount": "1,250"}
        response = client.post(reverse("approve", args=[held.id]), form)
    assert response.status_code == 302
    assert Run.objects.get(id=run.id).status == "COMPLETED"
    assert SideEffect.objects.filter(kind="payment", idem_key=held.idem_key).count() == 1
    # the same approval again (a second tab, a retried POST): answered as made, nothing written
    again = client.post(reverse("approve", args=[held.id]), {"reason": "ok", "idem_key": held.idem_key}, follow=True)
    assert again.status_code == 200 and b"was already approved by approver at " in again.content  # who and when
    late = client.post(reverse("reject", args=[held.id]), {"reason": "no"})  # another decision: refused, naming it
    assert late.status_code == 409 and b"not waiting for approval" in late.content
    assert b"was already approved by approver at " in late.content
    assert SideEffect.objects.filter(kind="payment").count() == 1
    granted = Event.objects.filter(run=run, type="ManualConfirmGranted")
    assert granted.count() == 1 and '"actor":"approver"' in granted.get().payload


def test_approval_is_bound_to_the_key_shown(login):
    run = waiting_payment()
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    response = login("approver").post(reverse("approve", args=[held.id]), {"reason": "ok", "idem_key": "0" * 64})
    assert response.status_code == 400 and b"different idempotency key" in response.content
    assert ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"


def test_reject_needs_a_reason_then_nothing_executes(login, django_capture_on_commit_callbacks):
    run = waiting_payment()
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    client = login("approver")
    assert client.post(reverse("reject", args=[held.id]), {"reason": " "}).status_code == 400
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(reverse("reject", args=[held.id]), {"reason": "wrong amount"}).status_code == 302
    assert ToolExecution.objects.get(id=held.id).status == "REJECTED"
    assert not SideEffect.objects.filter(kind="payment").exists()
    assert "not made" in Event.objects.get(run=run, type="RunCompleted").payload


# -- recovery decisions -----------------------------------------------------------------------------


def test_decision_needs_a_reason(login, monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    response = login("operator").post(reverse("decide", args=[doubt.id]), {"decision": "confirm", "reason": ""})
    assert response.status_code == 400 and b"a reason is required" in response.content
    assert b'data-page-url="/recovery/"' in response.content  # app.js puts it in the address bar: a reload GETs
    assert ToolExecution.objects.get(id=doubt.id).status == "TOOL_EXECUTED"


def test_confirm_with_external_ref_resumes_the_run(login, monkeypatch, django_capture_on_commit_callbacks):
    doubt = in_doubt_email(monkeypatch)
    client = login("operator")
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            reverse("decide", args=[doubt.id]),
            {"decision": "confirm", "reason": "found in relay log", "external_ref": "<msg-42@relay>"},
        )
    assert response.status_code == 302
    execution = ToolExecution.objects.get(id=doubt.id)
    assert execution.status == "CONFIRMED" and execution.verification_method == "operator"
    decision = Event.objects.get(run_id=doubt.run_id, type="OperatorDecision")
    assert '"actor":"operator"' in decision.payload and "msg-42@relay" in decision.payload
    assert Run.objects.get(id=doubt.run_id).status != "RECOVERING"
    second = client.post(reverse("decide", args=[doubt.id]), {"decision": "dead_letter", "reason": "late"})
    assert second.status_code == 409 and b"(now CONFIRMED); there is nothing to decide" in second.content
    when = decision.created_at.strftime("%Y-%m-%d %H:%M:%S")
    assert f"was already confirmed by operator at {when} UTC".encode() in second.content


def test_dead_letter_parks_the_run(login, monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    response = login("operator").post(
        reverse("decide", args=[doubt.id]), {"decision": "dead_letter", "reason": "cannot tell"}
    )
    assert response.status_code == 302
    assert Run.objects.get(id=doubt.run_id).status == "DEAD_LETTER"
    assert ToolExecution.objects.get(id=doubt.id).status == "DEAD_LETTER"


def test_compensate_without_a_compensation_is_400(login, monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    response = login("operator").post(reverse("decide", args=[doubt.id]), {"decision": "compensate", "reason": "undo"})
    assert response.status_code == 400 and b"declares no compensation" in response.content


def test_unknown_decision_is_400(login, monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    response = login("operator").post(reverse("decide", args=[doubt.id]), {"decision": "shrug", "reason": "x"})
    assert response.status_code == 400


def test_retry_verification_of_a_call_nothing_can_recheck_is_not_offered_and_a_409(
    login, monkeypatch, django_capture_on_commit_callbacks
):
    """The legacy relay takes no key and has no lookup: *Retry verification* was offered, answered "run … re-checks
    … by key", and the run only parked again on the same call — a new in-doubt notice to everyone for a call an
    operator was handling (seen driving the console on both shapes). It is no longer offered, and a POST is a 409
    that writes nothing; the decisions that can settle it are."""
    doubt = in_doubt_email(monkeypatch)
    client = login("operator")
    page = client.get(reverse("recovery")).content.decode()
    card = page[page.index(f'id="{doubt.id}"') :]
    card = card[: card.index("</article>")]
    assert reverse("retry-verification", args=[doubt.id]) not in card
    assert "nothing can re-check it" in card and 'value="confirm"' in card and 'value="dead_letter"' in card
    assert client.post(reverse("retry-verification", args=[doubt.id]), {"reason": ""}).status_code == 400
    head = Run.objects.get(id=doubt.run_id).last_seq
    with django_capture_on_commit_callbacks(execute=True) as sent:
        response = client.post(reverse("retry-verification", args=[doubt.id]), {"reason": "relay back up"})
    assert response.status_code == 409
    assert (
        "cannot be re-checked: send_email takes no idempotency key and has no status lookup"
        in response.content.decode()
    )
    assert not sent and Run.objects.get(id=doubt.run_id).last_seq == head
    assert Run.objects.get(id=doubt.run_id).status == "RECOVERING"
    assert SideEffect.objects.filter(kind="email").count() == 1


def test_retry_verification_of_a_call_already_confirmed_is_409_not_500(login):
    """The second of two clicks (or operators): the first verdict confirmed the call, the second one's
    append was refused as an invalid transition and left the view as a 500."""
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(7), start=False)
    drive_run(run.id)
    confirmed = ToolExecution.objects.filter(run=run, tool="send_email").first()
    assert ToolExecution.objects.get(id=confirmed.id).status == "CONFIRMED" and confirmed.result_event_id
    before = Event.objects.filter(run_id=confirmed.run_id).count()
    response = login("operator").post(reverse("retry-verification", args=[confirmed.id]), {"reason": "again"})
    assert response.status_code == 409, response.status_code
    assert "is CONFIRMED" in response.content.decode()
    assert Event.objects.filter(run_id=confirmed.run_id).count() == before


def test_resume_a_recovering_run_and_refuse_a_completed_one(login, monkeypatch, django_capture_on_commit_callbacks):
    doubt = in_doubt_email(monkeypatch)
    client = login("operator")
    assert client.post(reverse("resume", args=[doubt.run_id]), {"reason": ""}).status_code == 400
    assert client.post(reverse("resume", args=[doubt.run_id]), {"reason": "try again"}).status_code == 302
    done = waiting_payment()
    held = ToolExecution.objects.get(run=done, tool="pay_invoice")
    with django_capture_on_commit_callbacks(execute=True):
        form = {"reason": "ok", "idem_key": held.idem_key, "confirm_amount": "1250"}
        assert login("approver").post(reverse("approve", args=[held.id]), form).status_code == 302
    response = login("operator").post(reverse("resume", args=[done.id]), {"reason": "again"})
    assert response.status_code == 409


def test_resuming_a_failed_run_journals_the_reason_the_operator_typed(
    login,
    django_capture_on_commit_callbacks,
    failed_runs,  # noqa: F811
):
    """The console requires a reason to resume, then dropped it: a FAILED run's retry was journaled with
    "resumed by operator" instead of what the operator wrote. (A run its budget stopped is refused:
    tests/timetravel/test_spent_budget.py.)"""
    (run,) = failed_runs(1)
    with django_capture_on_commit_callbacks(execute=False):
        response = login("operator").post(reverse("resume", args=[run.id]), {"reason": "the model is back"})
    assert response.status_code == 302
    decision = json.loads(Event.objects.filter(run_id=run.id, type="OperatorDecision").get().payload)
    assert decision["decision"] == "retry_run" and decision["reason"] == "the model is back"


def test_resuming_a_recovering_run_journals_who_and_why(login, monkeypatch, django_capture_on_commit_callbacks):
    """Resume of a RECOVERING run required a reason and then wrote it nowhere (only a FAILED run's retry was
    journaled): the run's history could not say who resumed it, or why. It is journaled as RecoveryStarted with
    "actor: reason", as the stuck view's Recover now journals a take-over."""
    doubt = in_doubt_email(monkeypatch)
    before = Event.objects.filter(run_id=doubt.run_id, type="RecoveryStarted").count()
    head = Run.objects.get(id=doubt.run_id).last_seq
    with django_capture_on_commit_callbacks(execute=False) as sent:
        refused = login("operator").post(reverse("resume", args=[doubt.run_id]), {"reason": "x" * 2001})
    assert refused.status_code == 400 and "a reason is at most 2000 characters" in refused.content.decode()
    assert not sent and Run.objects.get(id=doubt.run_id).last_seq == head  # refused whole, never cut short
    with django_capture_on_commit_callbacks(execute=False):
        response = login("operator").post(reverse("resume", args=[doubt.run_id]), {"reason": "relay log checked"})
    assert response.status_code == 302
    started = Event.objects.filter(run_id=doubt.run_id, type="RecoveryStarted").order_by("seq")
    assert started.count() == before + 1
    assert '"reason":"operator: relay log checked"' in started.last().payload
    run = Run.objects.get(id=doubt.run_id)
    assert (run.status, run.lease_owner) == ("RECOVERING", None)


def test_retry_verification_of_a_call_not_in_doubt_is_a_409_and_does_nothing(login, django_capture_on_commit_callbacks):
    """Retry verification of a call held for an approver (no result yet) answered 'run … re-checks … by key' and
    handed the run to a worker, which found nothing to re-check: a success message for an action that did nothing.
    Only a call in doubt (TOOL_EXECUTED, VERIFICATION_FAILED) is verified again."""
    run = waiting_payment()
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    head = Run.objects.get(id=run.id).last_seq
    with django_capture_on_commit_callbacks(execute=False) as sent:
        response = login("operator").post(reverse("retry-verification", args=[held.id]), {"reason": "check"})
    assert response.status_code == 409 and "is WAITING_MANUAL_CONFIRM, not in doubt" in response.content.decode()
    assert not sent and Run.objects.get(id=run.id).last_seq == head


def test_resuming_an_unknown_run_is_a_404_naming_it(login):
    response = login("operator").post(reverse("resume", args=["run_nope"]), {"reason": "the customer called"})
    assert response.status_code == 404 and "unknown run run_nope" in response.content.decode()


def test_admin_is_available_to_superusers_only(login):
    waiting_payment()
    assert login("admin").get("/admin/runs/run/").status_code == 200
    assert login("operator").get("/admin/").status_code == 302


def test_large_payload_is_loaded_on_open_and_escaped(login):
    run = waiting_payment()
    client = login("viewer")
    detail = client.get(reverse("run", args=[run.id])).context["d"]
    larges = [e for g in detail.groups for e in g["events"] if e["large"]]  # RunStarted too: its tools' fingerprints
    for large in larges:
        assert large["payload"] == "" and large["payload_url"] == f"/runs/{run.id}/events/{large['seq']}/payload/"
    bodies = [client.get(large["payload_url"]).content.decode() for large in larges]
    assert not any('"docs"' in body for body in bodies)  # pretty JSON, HTML-escaped
    assert any("&quot;docs&quot;" in body for body in bodies)
    assert client.get(f"/runs/{run.id}/events/999/payload/").status_code == 404
    assert login("nobody").get(large["payload_url"]).status_code == 403


def test_dashboard_login_is_throttled(client, settings):
    from runs.dashboard import throttle
    from runs.roles import VIEWER
    from tests.dashboard.conftest import make_user

    settings.AGENTOPS = {**settings.AGENTOPS, "LOGIN_MAX_FAILURES": 2}
    make_user("locky", VIEWER)
    try:
        for _ in range(2):
            assert client.post(reverse("login"), {"username": "locky", "password": "wrong"}).status_code == 200
        locked = client.post(reverse("login"), {"username": "locky", "password": "dash-test-pw-1"})
        assert locked.status_code == 429
    finally:
        throttle.reset("locky", "127.0.0.1")  # the counter lives in the shared cache (Redis)


def test_status_counts_are_exact_below_the_cap_and_marked_above(login, monkeypatch):
    from runs.dashboard import selectors

    for i in range(3):
        run_create(
            agent="billing", inputs={"invoice": f"C{i}", "amount": 1, "currency": "EUR", "customer": "c"}, start=False
        )
    client = login("viewer")
    assert client.get(reverse("runs")).context["page"].counts["PENDING"] == 3
    monkeypatch.setattr(selectors, "COUNT_CAP", 2)
    page = client.get(reverse("runs"))
    assert page.context["page"].total == "2+"
    assert "pending <b>2+</b>" in page.content.decode()


def test_status_counts_count_what_the_lists_other_filters_select(login, monkeypatch):
    """followups: the chips counted every run whatever the search and filters: ``?agent=ticket`` showed "all 5" over a
    list of two. Each chip now counts the runs its own link would list (the filters but the status), "all" their
    sum; a run that only the status filter leaves out is still counted, so the chips say what the other statuses hold."""
    from runs.dashboard import selectors

    for i in range(3):
        run_create(
            agent="billing", inputs={"invoice": f"C{i}", "amount": 1, "currency": "EUR", "customer": "c"}, start=False
        )
    tickets = [run_create(agent="ticket", inputs=ticket_inputs(i), start=False)[0] for i in range(2)]
    drive_run(tickets[0].id)
    client = login("viewer")
    everything = client.get(reverse("runs")).context["page"]
    assert (everything.counts["PENDING"], everything.counts["COMPLETED"], everything.total) == (4, 1, "5")
    for query in ({"agent": "ticket"}, {"agent": "ticket", "status": "PENDING"}):
        page = client.get(reverse("runs"), query).context["page"]
        assert (page.counts["PENDING"], page.counts["COMPLETED"], page.total) == (1, 1, "2"), query
    found = client.get(reverse("runs"), {"q": tickets[1].id}).context["page"]
    assert found.counts["PENDING"] == 1 and found.total == "1" and sum(found.counts.values()) == 1
    monkeypatch.setattr(selectors, "COUNT_CAP", 2)
    capped = client.get(reverse("runs"), {"agent": "billing"}).context["page"]
    assert capped.total == "2+" and capped.counts["PENDING"] == 3  # exact up to the cap, marked above


# -- a large amount needs the amount typed ---------------------------------------------------------


def test_approving_a_large_payment_needs_the_amount_typed(login, settings):
    run = waiting_payment("INV-BIG")  # the billing agent pays 1,250 EUR
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    client = login("approver")
    page = client.get(reverse("approvals")).content.decode()
    assert "Type the amount (1,250 EUR) to approve" in page
    for typed in ("", "125", "1.250", "twelve fifty", "1250 USD", "12x50", "-1250"):
        form = {"reason": "ok", "idem_key": held.idem_key, "confirm_amount": typed}
        refused = client.post(reverse("approve", args=[held.id]), form)
        assert (
            refused.status_code == 400
            and b"approving 1,250 EUR needs the amount typed to confirm it" in refused.content
        )
    assert ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"
    assert not Event.objects.filter(run=run, type="ManualConfirmGranted").exists()
    rejected = client.post(reverse("reject", args=[held.id]), {"reason": "wrong invoice"})  # rejecting needs no typing
    assert rejected.status_code == 302


@pytest.mark.parametrize(
    ("typed", "matches"),
    [("1250", True), ("1,250", True), ("1 250 EUR", True), ("EUR 1,250.00", True), ("1250eur", True),
     ("1250 USD", False), ("USD 1250", False), ("12x50", False), ("-1250", False), ("1,25,0", False)],
)  # fmt: skip
def test_the_typed_amount_is_the_calls_amount_in_its_currency(typed, matches):
    """Every letter and sign was stripped before comparing: "1250 USD" (or "12x50") confirmed 1,250 EUR."""
    assert amounts.typed_matches(typed, 1250.0, "EUR") is matches


@pytest.mark.parametrize(
    "amount", ["€1,250.00", "1.250,00 EUR", "$5,000", "12x50", {"value": "lots", "currency": "EUR"}, True]
)
def test_an_amount_the_server_cannot_read_is_typed_as_shown(settings, amount):
    """An ``amount`` the server could not read as a number ("€1,250.00", "$5,000", a money object) asked
    nothing: a held payment of 1,250 EUR approved in one click. Now the approver types it as the queue shows it."""
    typed = amounts.needs_typing({"amount": amount})
    assert typed is not None and typed.amount is None
    assert typed.matches(typed.shown) and typed.matches(f"  {typed.shown.upper()} ")
    assert not typed.matches("") and not typed.matches("1250") and not typed.matches("ok")


def test_a_held_payment_whose_amount_cannot_be_read_needs_it_typed(login, settings, monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    agents = {**settings.AGENTOPS["AGENTS"], "amount-text": "tests.runs.factories:amount_text_agent"}
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": agents}
    run, _ = run_create(agent="amount-text", inputs={"amount": "€1,250.00"}, start=False)
    drive_run(run.id)
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    client = login("approver")
    page = client.get(reverse("approvals")).content.decode()
    assert "Type the amount (€1,250.00) to approve" in page and 'inputmode="text"' in page  # a phone keypad has no €
    for typed in ("", "1250", "1,250.00"):
        form = {"reason": "ok", "idem_key": held.idem_key, "confirm_amount": typed}
        refused = client.post(reverse("approve", args=[held.id]), form)
        assert refused.status_code == 400 and "approving €1,250.00 needs the amount typed" in refused.content.decode()
    assert not Event.objects.filter(run=run, type="ManualConfirmGranted").exists()
    form = {"reason": "ok", "idem_key": held.idem_key, "confirm_amount": "€1,250.00"}
    assert client.post(reverse("approve", args=[held.id]), form).status_code == 302
    assert ToolExecution.objects.get(id=held.id).status == "APPROVED"


def test_below_the_threshold_one_click_approves(login, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "CONFIRM_AMOUNT": 5000}
    run = waiting_payment("INV-SMALL")
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    client = login("approver")
    assert "Type the amount" not in client.get(reverse("approvals")).content.decode()
    response = client.post(reverse("approve", args=[held.id]), {"reason": "ok", "idem_key": held.idem_key})
    assert response.status_code == 302


def test_retry_with_the_same_key_from_the_console_sends_the_call_once_more(
    login, monkeypatch, django_capture_on_commit_callbacks
):
    doubt = in_doubt_email(monkeypatch)
    client = login("operator")
    html = client.get(reverse("recovery")).content.decode()
    # the legacy relay's email has no key: its card offered "retry with the same key", and an operator unsure
    # whether it went out could trust a key to stop a second copy; nothing does (probe-prod)
    assert "Not executed: send it again (no key)" in html and "retry with the same key" not in html
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            reverse("decide", args=[doubt.id]), {"decision": "retry_same_key", "reason": "not in the relay log"}
        )
    assert response.status_code == 302
    dispatched = Event.objects.get(run_id=doubt.run_id, type="ToolDispatched")
    assert '"actor":"operator"' in dispatched.payload
    assert Run.objects.get(id=doubt.run_id).status == "COMPLETED"
    # the operator said the first send never happened; the legacy relay has no key, so it sent again
    assert SideEffect.objects.filter(kind="email").count() == 7
    timeline = client.get(reverse("run", args=[doubt.run_id])).content.decode()
    assert "<i>verified by</i> server" in timeline  # provenance on the timeline


@pytest.mark.parametrize(
    ("amount", "found"),
    [("1250.00", (1250.0, "EUR")), ("1,250", (1250.0, "EUR")), (" 1250 ", (1250.0, "EUR")), (1250, (1250.0, "EUR")),
     ("12x50", None), ("-1250", None), ("", None), (True, None), ({"value": 1250}, (1250.0, "EUR"))],
)  # fmt: skip
def test_an_amount_sent_as_a_decimal_string_is_the_calls_amount(settings, amount, found):
    """``{"amount": "1250.00"}`` (a decimal in a string, as payment APIs take money) was no amount, so a
    held payment of 1,250 EUR approved in one click and counted for nothing in a bulk job's total."""
    assert amounts.amount_of({"amount": amount, "currency": "EUR"}) == found
    typed = amounts.needs_typing({"amount": amount, "currency": "EUR"})
    assert (typed.amount, typed.currency) == found if found else typed is None or typed.amount is None
    assert amounts.amount_of({"amount": "1,250.50 EUR"}) == (1250.5, "EUR")


def test_the_approvals_queue_pages_through_every_held_call_and_says_how_many(login, monkeypatch):
    """With 2,001 held payments (probe-ops, the production shape) the queue showed the oldest 200 and nothing
    else: no count, no next page, the 1,801 newer calls unreachable from it. Now it says how many are held and
    pages through them, oldest first."""
    from approvals import selectors

    monkeypatch.setattr(selectors, "QUEUE_PAGE", 2)
    runs = [waiting_payment(f"INV-{n}") for n in range(3)]
    client = login("approver")
    first = client.get(reverse("approvals")).content.decode()
    assert "3 calls held" in first and "page 1 of 2" in first, first[-1500:]
    assert "INV-0" in first and "INV-1" in first and "INV-2" not in first
    second = client.get(reverse("approvals"), {"page": "2"}).content.decode()
    assert "INV-2" in second and "INV-0" not in second and "page 2 of 2" in second
    assert runs[2].id in second


def test_the_recovery_console_pages_through_every_call_and_run_in_doubt_and_says_how_many(login, monkeypatch):
    """Like the approvals queue (probe-ops): the console listed the oldest 200 in-doubt calls and the oldest 200
    RECOVERING runs, counted as 200, with no way to the rest. Each list now says how many there are in all and
    pages through them, oldest first, keeping the other list's page."""
    from approvals import selectors

    monkeypatch.setattr(selectors, "QUEUE_PAGE", 2)
    calls = [in_doubt_email(monkeypatch, n) for n in range(3)]
    client = login("viewer")
    first = client.get(reverse("recovery")).content.decode()
    assert 'data-testid="calls-count">3<' in first and 'data-testid="runs-count">3<' in first
    assert calls[0].id in first and calls[1].id in first and calls[2].id not in first
    assert "page 1 of 2" in first and "?calls=2&amp;runs=1" in first and "?runs=2&amp;calls=1" in first
    second = client.get(reverse("recovery"), {"calls": "2", "runs": "2"}).content.decode()
    assert calls[2].id in second and calls[0].id not in second
    assert f'href="/runs/{calls[2].run_id}/"' in second and f'href="/runs/{calls[0].run_id}/"' not in second
    assert client.get(reverse("recovery"), {"calls": "2", "runs": "99"}).status_code == 200  # past the end: the last
    assert client.get(reverse("recovery"), {"calls": "x"}).status_code == 400  # no page number (it showed page 1)


def test_a_second_resume_of_a_failed_run_says_who_already_retried_it_and_when(
    login,
    django_capture_on_commit_callbacks,
    failed_runs,  # noqa: F811
):
    """Two operators (or one, in two tabs) resume the same FAILED run: the second was told "run … is PENDING;
    only RECOVERING, FAILED or waiting runs resume" — as if the page were wrong, not that a colleague had
    already acted. Now the 409 names the decision, who made it and when; the same operator's second tab is told it
    is made (a success, as a call's decision is: fix-ops); nothing is journaled twice."""
    (run,) = failed_runs(1)
    with django_capture_on_commit_callbacks(execute=False):
        first = login("operator").post(reverse("resume", args=[run.id]), {"reason": "model back"})
        second = login("admin").post(reverse("resume", args=[run.id]), {"reason": "model back"})
        again = login("operator").post(reverse("resume", args=[run.id]), {"reason": "model back"}, follow=True)
    assert first.status_code == 302
    text = second.content.decode()
    assert second.status_code == 409, text[-500:]
    assert f"run {run.id} was already retried by operator at " in text and "(now PENDING)" in text, text[-800:]
    assert again.status_code == 200 and f"run {run.id} was already retried by operator at " in again.content.decode()
    assert Event.objects.filter(run_id=run.id, type="OperatorDecision").count() == 1


def test_a_deep_link_to_a_held_call_opens_the_page_that_holds_it(login, monkeypatch):
    """Notifications and the run page link to a held call's card (``/approvals/#exe_…``); with the queue in pages
    the card of a newer call was on a later page and the link opened the first. ``?execution=`` opens its page."""
    from django.utils import timezone

    from approvals import selectors
    from approvals.models import Notice
    from approvals.notify.collect import collect

    monkeypatch.setattr(selectors, "QUEUE_PAGE", 2)
    runs = [waiting_payment(f"INV-{n}") for n in range(3)]
    newest = ToolExecution.objects.get(run=runs[2], tool="pay_invoice")
    page = login("approver").get(reverse("approvals"), {"execution": newest.id}).content.decode()
    assert f'id="{newest.id}"' in page and "page 2 of 2" in page
    banner = login("viewer").get(reverse("run", args=[runs[2].id])).content.decode()
    assert f'href="/approvals/?execution={newest.id}#{newest.id}"' in banner
    collect(now=timezone.now())
    assert Notice.objects.get(key=f"approval:{newest.id}").path == f"/approvals/?execution={newest.id}#{newest.id}"


def test_a_wrongly_typed_amount_is_told_as_wrong_not_as_missing(login):
    """'1250 USD' typed for 1,250 EUR answered "approving 1,250 EUR needs the amount typed", to an approver who had
    typed one: the refusal now names what was typed and that it is not the amount (seen approving in Chromium)."""
    run = waiting_payment("INV-TYPO")
    held = ToolExecution.objects.get(run=run, tool="pay_invoice")
    client = login("approver")
    form = {"reason": "ok", "idem_key": held.idem_key, "confirm_amount": "1250 USD"}
    refused = client.post(reverse("approve", args=[held.id]), form).content.decode()
    assert "you typed &#x27;1250 USD&#x27;, which is not 1,250 EUR" in refused
    blank = client.post(reverse("approve", args=[held.id]), {**form, "confirm_amount": " "}).content.decode()
    assert "needs the amount typed to confirm it" in blank and "you typed" not in blank
    assert ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"
    assert not Event.objects.filter(run=run, type="ManualConfirmGranted").exists()


def test_the_cards_last_verifier_answer_says_what_can_re_check_each_call(login, monkeypatch):
    """With no verifier answer yet every card said "none: the tool cannot be asked by key", even for an email whose
    service dedupes by key (a resume replays it with the key). Each card now says what is true of its tool."""
    legacy = in_doubt_email(monkeypatch)
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(2), start=False)
    crash_after_effect(monkeypatch, run.id, step=3)  # the worker died after the keyed send: in doubt until a resume
    keyed = ToolExecution.objects.get(run=run, status="TOOL_EXECUTED")
    page = login("operator").get(reverse("recovery")).content.decode()

    def answer(execution: ToolExecution) -> str:
        card = page[page.index(f'id="{execution.id}"') :]
        card = card[card.index('data-testid="no-answer">') :]
        return card[len('data-testid="no-answer">') : card.index("</span>")]

    assert answer(keyed) == "none yet: a resume re-checks it by replaying it with the same key"
    assert answer(legacy) == "none: nothing can re-check it (no idempotency key, no status lookup)"
    assert "cannot be asked by key" not in page


def redeclared_legacy_agent():  # type: ignore[no-untyped-def]
    """The legacy-SMTP ticket agent after a deploy that declared its email tool ``dedupes=True`` (no status lookup)."""
    from dataclasses import replace

    from agentops.core.tools import ToolRegistry
    from agentops.demo import ticket
    from runs.demo.agents import legacy_ticket_agent

    agent = legacy_ticket_agent()
    email = replace(agent.tools.get("send_email"), dedupes=True, lookup=None)
    return replace(agent, tools=ToolRegistry([ticket.retrieve_tool(), email]))


def test_a_keyless_call_whose_tool_dedupes_since_is_not_said_to_be_replayed(login, monkeypatch, settings):
    """A call journaled without a key, before a deploy declared its tool ``dedupes=True``: the card said "a resume
    re-checks it by replaying it with the same key" and offered *Retry verification*, while the resume parked it
    again (the loop never replays a write keyless, ``Tool.replayable``). The card now says what a resume does, offers
    what settles it, and the run's Resume says it parks again."""
    from approvals.selectors import resume_outcome

    doubt = in_doubt_email(monkeypatch)
    assert doubt.idem_key is None
    agents = {**settings.AGENTOPS["AGENTS"], "ticket-legacy-smtp": f"{__name__}:redeclared_legacy_agent"}
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": agents}
    client = login("operator")
    page = client.get(reverse("recovery")).content.decode()
    card = page[page.index(f'id="{doubt.id}"') :]
    card = card[: card.index("</article>")]
    assert "replaying it with the same key" not in card
    assert "journaled without an idempotency key: its tool did not dedupe then; no status lookup" in card
    assert reverse("retry-verification", args=[doubt.id]) not in card and 'data-testid="no-recheck"' in card
    assert "Not executed: send it again (no key)" in card and 'value="dead_letter"' in card
    refused = client.post(reverse("retry-verification", args=[doubt.id]), {"reason": "relay back"})
    assert refused.status_code == 409
    assert "it was journaled without an idempotency key (send_email did not dedupe then)" in refused.content.decode()
    resumed = resume_outcome(doubt.run_id)
    assert resumed.startswith(f"run {doubt.run_id} resumed and parked again on {doubt.id}")
    assert "nothing can re-check it (it was journaled without an idempotency key (send_email did not" in resumed
    drive_run(doubt.run_id)  # and so it does: parked again, the email not sent a second time
    assert (
        Run.objects.get(id=doubt.run_id).status == "RECOVERING" and SideEffect.objects.filter(kind="email").count() == 1
    )


@pytest.mark.django_db
def test_the_queues_read_the_names_of_a_pages_runs_in_one_query_not_one_per_run(monkeypatch):
    """The approvals queue and the recovery console read each run's names (``runs.governance.names``) at the
    run's first redacted value: one query per run of the page, up to 200; now one for the page. Counted on a
    second read (the first keeps each run's names), with a reader's sights as the pages make them."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from approvals.selectors import approvals_queue, recovery_queue
    from runs.governance.visibility import sights_of

    def queries(read) -> int:  # type: ignore[no-untyped-def]
        read(sights_of(None))
        with CaptureQueriesContext(connection) as seen:
            read(sights_of(None))  # a reader without grants: redacted
        return len(seen)

    waiting_payment("INV-1")
    one = queries(approvals_queue)
    for n in (2, 3, 4):
        waiting_payment(f"INV-{n}")
    assert queries(approvals_queue) == one, one
    in_doubt_email(monkeypatch, n=1)
    one = queries(recovery_queue)
    for n in (2, 3):
        in_doubt_email(monkeypatch, n=n)
    assert len(recovery_queue()["executions"]) == 3 and queries(recovery_queue) == one, one


@pytest.mark.django_db
def test_the_queues_default_sights_read_a_runs_names_once_not_at_every_value(monkeypatch):
    """followups-i: ``redacted_sights`` (the queues' default, the CLI's and a template's without the view's sights)
    made a new sight per call, so each value shown read its run's names again and the page's, read by
    ``read_names``, went to sights no one asked: four held payments cost more queries than one. It makes the sights
    of one use now, one per run."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from approvals.selectors import approvals_queue

    def queries() -> int:
        approvals_queue()
        with CaptureQueriesContext(connection) as seen:
            approvals_queue()
        return len(seen)

    waiting_payment("INV-1")
    one = queries()
    for n in (2, 3, 4):
        waiting_payment(f"INV-{n}")
    assert queries() == one, one
