"""A decision form sent again after the run moved on: a retried POST, a second tab or a colleague's page opened
before the first decision. The form carries the journal head its page showed (``seen``); a decision of the same
kind made on the run or call since is answered as made (the same person) or refused naming it (anyone else),
nothing journaled — it was made again, on a failure or a doubt the sender never saw."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from agentops.core.events import EventType
from runs.models import Event, Run, SideEffect, ToolExecution
from runs.roles import OPERATOR
from runs.worker import recovery
from tests.bulk.conftest import failed_runs  # noqa: F401  (a fixture)
from tests.dashboard.conftest import crash_after_effect, in_doubt_email, make_user, recovery_card
from tests.dashboard.test_needs_action import expired_lease

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def decisions(run_id: str) -> int:
    return Event.objects.filter(run_id=run_id, type=EventType.OPERATOR_DECISION).count()


def colleague() -> Client:
    """A second operator, on a browser of her own."""
    client = Client()
    client.force_login(make_user("otto", OPERATOR))
    return client


def seen_in(html: str) -> str:
    found = re.search(r'name="seen" value="(\d+)"', html)
    assert found is not None, "the form carries the journal head its page showed"
    return found.group(1)


def test_a_retry_sent_again_after_the_run_failed_again_is_made_once(
    login,
    failed_runs,  # noqa: F811
    django_capture_on_commit_callbacks,
):
    """qa-ops10: the stuck view's *Retry now* of a run a permanent error failed, sent twice (a retried POST):
    the first retry drove it into the same error, FAILED again, and the second was taken as a new decision —
    a second fresh set of retries, its model called again. Now the second is answered as made."""
    run = failed_runs(1)[0]
    client = login("operator")
    page = client.get(reverse("stuck"), {"kind": "failed"}).content.decode()
    row = page[page.index(f'<tr data-run="{run.id}"') :].split("</tr>")[0]
    form = {"reason": "outage over", "action": "retry", "seen": seen_in(row)}
    path = reverse("restart", args=[run.id])
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(path, form).status_code == 302
    assert Run.objects.get(id=run.id).status == "FAILED" and decisions(run.id) == 1  # failed again at once
    with django_capture_on_commit_callbacks(execute=True):
        again = client.post(path, form, follow=True)
    assert again.status_code == 200 and f"run {run.id} was already retried by operator" in again.content.decode()
    refused = colleague().post(path, form)  # her page showed the first failure too
    assert refused.status_code == 409
    assert f"run {run.id} was already retried by operator" in refused.content.decode()
    assert decisions(run.id) == 1
    # a page opened since offers the retry of the failure it shows
    banner = client.get(reverse("run", args=[run.id])).content.decode()
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(path, form | {"seen": seen_in(banner)}).status_code == 302
    assert decisions(run.id) == 2


def test_the_run_pages_retry_is_bound_to_the_failure_it_showed(
    login,
    failed_runs,  # noqa: F811
    django_capture_on_commit_callbacks,
):
    """The failed run's banner on its page: a colleague retried it meanwhile and it failed again; this page's
    *Retry now*, opened on the first failure, is refused naming her retry."""
    run = failed_runs(1)[0]
    client = login("operator")
    banner = client.get(reverse("run", args=[run.id])).content.decode()
    form = {"reason": "outage over", "action": "retry", "seen": seen_in(banner), "next": f"/runs/{run.id}/"}
    with django_capture_on_commit_callbacks(execute=True):
        assert colleague().post(reverse("restart", args=[run.id]), form).status_code == 302
    assert Run.objects.get(id=run.id).status == "FAILED"
    refused = client.post(reverse("restart", args=[run.id]), form)
    assert refused.status_code == 409 and f"run {run.id} was already retried by otto" in refused.content.decode()
    assert decisions(run.id) == 1


def test_a_send_again_sent_twice_after_the_call_was_in_doubt_again_sends_it_once(
    login, monkeypatch, django_capture_on_commit_callbacks
):
    """The recovery console's *send it again (no key)* of an email the legacy relay may have sent: the second send
    crashed after its effect too, and the run was parked again on the same call. The same form sent again (a retried
    POST, or a colleague's page opened before the first) sent the email a third time."""
    doubt = in_doubt_email(monkeypatch)
    client = login("operator")
    card = recovery_card(client, doubt.id)
    form = {"decision": "retry_same_key", "reason": "not in the relay log", "seen": seen_in(card)}
    path = reverse("decide", args=[doubt.id])
    assert client.post(path, form).status_code == 302  # its drive, at commit, is not run here:
    crash_after_effect(monkeypatch, doubt.run_id, step=3)  # the second send dies after its effect too
    recovery.recover_run(doubt.run_id, owner="test-recovery")
    assert ToolExecution.objects.get(id=doubt.id).status == "TOOL_EXECUTED"  # in doubt again, the same call
    sent = SideEffect.objects.filter(kind="email").count()
    with django_capture_on_commit_callbacks(execute=True):
        again = client.post(path, form, follow=True)
    assert again.status_code == 200 and f"execution {doubt.id} was already" in again.content.decode()
    refused = colleague().post(path, form)
    assert refused.status_code == 409 and "by operator" in refused.content.decode()
    assert SideEffect.objects.filter(kind="email").count() == sent
    assert ToolExecution.objects.get(id=doubt.id).status == "TOOL_EXECUTED"


def test_a_resume_sent_again_after_the_run_parked_again_is_made_once(
    login, monkeypatch, django_capture_on_commit_callbacks
):
    """The console's *Resume* of a run whose email nothing can re-check (no key, no lookup): it stays parked on the
    same call. The same form sent again is answered as made; a colleague's, from a page opened before the resume, was
    answered as hers too ("already resumed", a success) — now a 409 naming who resumed it."""
    doubt = in_doubt_email(monkeypatch)
    client = login("operator")
    page = client.get(reverse("recovery")).content.decode()
    row = page[page.index(f'<tr id="run-{doubt.run_id}"') :].split("</tr>")[0]
    form = {"reason": "relay is back", "seen": seen_in(row)}
    path = reverse("resume", args=[doubt.run_id])
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(path, form).status_code == 302
    resumes = Event.objects.filter(run_id=doubt.run_id, type=EventType.RECOVERY_STARTED).count()
    assert Run.objects.get(id=doubt.run_id).status == "RECOVERING"  # still parked on the same call
    head = Run.objects.get(id=doubt.run_id).last_seq
    again = client.post(path, form, follow=True)
    assert again.status_code == 200 and f"run {doubt.run_id} was already resumed by operator" in again.content.decode()
    refused = colleague().post(path, form)
    assert refused.status_code == 409 and "was already resumed by operator" in refused.content.decode()
    assert Event.objects.filter(run_id=doubt.run_id, type=EventType.RECOVERY_STARTED).count() == resumes
    assert Run.objects.get(id=doubt.run_id).last_seq == head


@pytest.mark.parametrize("seen", ["abc", "-1", "٣", "1.5"])
def test_a_seen_that_is_no_journal_head_is_a_400_and_decides_nothing(login, monkeypatch, seen):
    doubt = in_doubt_email(monkeypatch)
    client = login("operator")
    head = Run.objects.get(id=doubt.run_id).last_seq
    for path, form in [
        (reverse("decide", args=[doubt.id]), {"decision": "confirm", "reason": "in the relay log"}),
        (reverse("resume", args=[doubt.run_id]), {"reason": "relay is back"}),
        (reverse("restart", args=[doubt.run_id]), {"reason": "relay is back", "action": "resume"}),
    ]:
        refused = client.post(path, form | {"seen": seen})
        assert refused.status_code == 400, path
        assert "seen is the journal head the page showed" in refused.content.decode()
    assert Run.objects.get(id=doubt.run_id).last_seq == head


def test_a_recover_now_of_a_run_a_colleague_recovered_since_takes_nothing_over(login):
    """Two operators on the stuck view's *lease expired* row: the second *Recover now*, from a page opened before
    the first, took the run over again — a second RecoveryStarted in her name, the run handed on twice."""
    run = expired_lease()
    client = login("operator")
    page = client.get(reverse("stuck"), {"kind": "expired"}).content.decode()
    row = page[page.index(f'<tr data-run="{run.id}"') :].split("</tr>")[0]
    form = {"reason": "host is gone", "action": "recover", "seen": seen_in(row)}
    path = reverse("restart", args=[run.id])
    assert client.post(path, form).status_code == 302  # its drive, at commit, is not run here
    taken = Event.objects.filter(run_id=run.id, type=EventType.RECOVERY_STARTED).count()
    head = Run.objects.get(id=run.id).last_seq
    refused = colleague().post(path, form)
    assert refused.status_code == 409 and f"run {run.id} was already resumed by operator" in refused.content.decode()
    again = client.post(path, form, follow=True)
    assert again.status_code == 200 and f"run {run.id} was already resumed by operator" in again.content.decode()
    assert Event.objects.filter(run_id=run.id, type=EventType.RECOVERY_STARTED).count() == taken
    assert Run.objects.get(id=run.id).last_seq == head


def test_a_second_recover_now_of_an_api_driven_run_a_colleague_parked_since_names_her():
    """*Recover now* of an API-driven run whose agent is gone parks it for the console. A second operator's, from a
    page opened before, was refused as "RECOVERING and driven by its client through the API": true, but naming
    nobody, so she could not tell that a colleague had just taken it on. Now it names who parked it and when; the
    same person's again is answered as made."""
    from approvals import services
    from tests.dashboard.test_needs_action import decided_external

    run = decided_external("approve")
    said = services.restart_stuck_run(
        run_id=run.id, actor="olga", reason="agent gone", offered="recover", seen=run.last_seq
    )
    assert said.startswith("parked RECOVERING"), said
    head = Run.objects.get(id=run.id).last_seq
    with pytest.raises(services.DecidedSince, match=f"run {run.id} was already resumed by olga at "):
        services.restart_stuck_run(
            run_id=run.id, actor="otto", reason="agent gone", offered="recover", seen=run.last_seq
        )
    again = services.restart_stuck_run(
        run_id=run.id, actor="olga", reason="agent gone", offered="recover", seen=run.last_seq
    )
    assert again.startswith("was already resumed by olga at "), again
    assert Run.objects.get(id=run.id).last_seq == head
