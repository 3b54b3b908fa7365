"""A dead letter sent from a page (or a shell) that no longer shows the run: the stuck view's dead-letter link, the
recovery console's *Dead-letter the run*, the bulk API's preview and create, ``manage.py dead_letter_run``. Each
carries the run's journal head its sender saw (``seen``, ``--seen``); a run journaled on since — a colleague resumed or
retried it, decided one of its calls, its agent came back — is not dead-lettered on it: a 409 (exit 2) naming who
decided what and when, nothing written. Before, each dead-lettered it, final, whatever had happened since."""

from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse

from agentops.core.events import EventType
from approvals import services
from runs.models import Event, Run
from runs.roles import OPERATOR
from tests.bulk.conftest import failed_runs  # noqa: F401  (a fixture)
from tests.dashboard.conftest import in_doubt_email, make_user, recovery_card
from tests.dashboard.test_needs_action import decided_external
from tests.dashboard.test_stale_forms import seen_in

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def colleague() -> Client:
    client = Client()
    client.force_login(make_user("otto", OPERATOR))
    return client


def stuck_link(client: Client, run_id: str) -> str:
    page = client.get(reverse("stuck")).content.decode()
    row = page[page.index(f'<tr data-run="{run_id}"') :].split("</tr>")[0]
    return "/bulk/preview/" + row.split('href="/bulk/preview/', 1)[1].split('"', 1)[0].replace("&amp;", "&")


def test_the_stuck_views_dead_letter_link_of_a_run_a_colleague_recovered_since_dead_letters_nothing(
    login, django_capture_on_commit_callbacks
):
    """An API-driven run decided for and not come back to: the row's dead-letter link, followed after a colleague's
    *Recover now* parked it for the console, previewed the run as it was now and dead-lettered it — the decision
    of a page that showed it otherwise. Now the link says who recovered it, and the create with the row's ``seen``
    is refused too; the run as it is now is one click away."""
    run = decided_external("approve")
    client = login("operator")
    link = stuck_link(client, run.id)
    assert f"&seen={run.last_seq}" in link
    with django_capture_on_commit_callbacks(execute=True):
        taken = colleague().post(reverse("restart", args=[run.id]), {"reason": "agent host died", "action": "recover"})
    assert taken.status_code == 302 and Run.objects.get(id=run.id).status == "RECOVERING"
    head = Run.objects.get(id=run.id).last_seq

    preview = client.get(link)
    text = preview.content.decode()
    assert preview.status_code == 409, text
    assert f"run {run.id} was already resumed by otto at " in text and "(now RECOVERING)" in text
    assert 'data-testid="bulk-form"' not in text and 'data-testid="bulk-fresh"' in text
    api = client.get("/api/v1/bulk-jobs/preview/", {"action": "dead_letter", "run": run.id, "seen": run.last_seq})
    assert api.status_code == 409 and api.json()["error"]["code"] == "bulk_stale"
    assert "resumed by otto" in api.json()["error"]["message"]
    fresh = client.get("/api/v1/bulk-jobs/preview/", {"action": "dead_letter", "run": run.id}).json()
    body = {"action": "dead_letter", "run": run.id, "expected": 1, "fingerprint": fresh["fingerprint"]}
    made = client.post(
        "/api/v1/bulk-jobs/", body | {"reason": "agent gone", "seen": run.last_seq}, content_type="application/json"
    )
    assert made.status_code == 409 and "resumed by otto" in made.json()["error"]["message"], made.content
    form = {k: str(v) for k, v in body.items()} | {"reason": "agent gone", "seen": str(run.last_seq)}
    assert client.post(reverse("bulk-create"), form).status_code == 409
    assert Run.objects.get(id=run.id).last_seq == head and Run.objects.get(id=run.id).status == "RECOVERING"

    # the run as it is now: previewed afresh, its dead letter bound to the head shown now
    current = client.get(link.replace(f"&seen={run.last_seq}", f"&seen={head}"))
    assert current.status_code == 200 and 'data-testid="bulk-form"' in current.content.decode()
    with django_capture_on_commit_callbacks(execute=True):
        done = client.post(reverse("bulk-create"), form | {"seen": str(head)})
    assert done.status_code == 302 and Run.objects.get(id=run.id).status == "DEAD_LETTER"
    again = client.get(link.replace(f"&seen={run.last_seq}", f"&seen={head}"), follow=True)
    assert again.status_code == 200 and f"run {run.id} was already dead-lettered by operator" in again.content.decode()


def test_seen_without_one_run_or_no_head_is_a_400_naming_it(login):
    run = decided_external("approve")
    client = login("operator")
    for query, said in (
        ({"seen": "3"}, "seen is the journal head of one run&#x27;s page: select that run with run=&lt;id&gt;"),
        ({"seen": "abc", "run": run.id}, "seen: must be a whole number in ASCII digits"),
        ({"seen": "-1", "run": run.id}, "seen: Ensure this value is greater than or equal to 0."),
    ):
        asked = {"action": "dead_letter"} | query
        api = client.get("/api/v1/bulk-jobs/preview/", asked)
        assert api.status_code == 400 and "seen" in api.json()["error"]["details"], api.content
        page = client.get(reverse("bulk-preview"), asked)
        assert page.status_code == 400 and said in page.content.decode(), page.content.decode()


def test_the_consoles_dead_letter_of_a_run_a_colleague_resumed_since_is_refused(login, monkeypatch):
    """*Dead-letter the run* on a call's card: a colleague resumed the run since (it parked again on the same call,
    so the card looks the same); the stale card's dead letter went through. Now a 409 naming her resume; the same
    card's own dead letter sent twice is answered as made."""
    doubt = in_doubt_email(monkeypatch)
    client = login("operator")
    form = {"decision": "dead_letter", "reason": "give up", "seen": seen_in(recovery_card(client, doubt.id))}
    resumed = colleague().post(reverse("resume", args=[doubt.run_id]), {"reason": "relay is back"})
    assert resumed.status_code == 302 and Run.objects.get(id=doubt.run_id).status == "RECOVERING"
    head = Run.objects.get(id=doubt.run_id).last_seq
    refused = client.post(reverse("decide", args=[doubt.id]), form)
    text = refused.content.decode()
    assert refused.status_code == 409 and f"run {doubt.run_id} was already resumed by otto at " in text, text
    assert "it was decided after what you saw" in text
    assert Run.objects.get(id=doubt.run_id).last_seq == head

    fresh = form | {"seen": seen_in(recovery_card(client, doubt.id))}
    assert client.post(reverse("decide", args=[doubt.id]), fresh).status_code == 302
    assert Run.objects.get(id=doubt.run_id).status == "DEAD_LETTER"
    dead = Run.objects.get(id=doubt.run_id).last_seq
    again = client.post(reverse("decide", args=[doubt.id]), fresh, follow=True)
    assert again.status_code == 200 and "was already dead-lettered by operator" in again.content.decode()
    assert Run.objects.get(id=doubt.run_id).last_seq == dead


def test_dead_letter_run_with_seen_after_a_colleagues_retry_exits_2_and_writes_nothing(
    failed_runs,  # noqa: F811
    capsys,
):
    """``dead_letter_run --seen`` the head ``show_run`` printed: a colleague retried the run since (it failed again,
    FAILED as it was), and the command dead-lettered it. Now exit 2 naming her retry; the head now lets it through,
    and the same command again is answered as made."""
    run = failed_runs(1)[0]
    make_user("ada", OPERATOR)
    services.retry_run(run_id=run.id, actor="otto", reason="outage over")
    from runs.worker.engine import drive_run

    drive_run(run.id)
    assert Run.objects.get(id=run.id).status == "FAILED"
    head = Run.objects.get(id=run.id).last_seq
    with pytest.raises(CommandError) as refused:
        call_command("dead_letter_run", run.id, "--reason", "broken", "--actor", "ada", "--seen", str(run.last_seq))
    assert refused.value.returncode == 2
    assert f"run {run.id} was already retried by otto at " in str(refused.value)
    assert "(nothing was written)" in str(refused.value)
    assert Run.objects.get(id=run.id).last_seq == head

    call_command("dead_letter_run", run.id, "--reason", "broken", "--actor", "ada", "--seen", str(head))
    assert Run.objects.get(id=run.id).status == "DEAD_LETTER"
    dead = Run.objects.get(id=run.id).last_seq
    call_command("dead_letter_run", run.id, "--reason", "broken", "--actor", "ada", "--seen", str(head))
    assert Run.objects.get(id=run.id).last_seq == dead
    assert Event.objects.filter(run_id=run.id, type=EventType.OPERATOR_DECISION).count() == 2  # retry, dead letter
