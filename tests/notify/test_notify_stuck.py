"""A stuck run that nothing automatic will move — not started, silent, decided but its client never came back — is told.

Found from outside (qa-operator2, 6 Dec 2026): with the Celery worker down, a new run stayed PENDING ("not started" on
the Stuck page) and a run whose worker hung kept its lease alive with no event for an hour ("no event"); the Stuck page
and its nav badge showed them, but no e-mail or webhook ever named them, so nobody on call knew until someone opened
the dashboard. Each stuck episode (the run at its journal head) is told once; one that moved before its message was
due is left out of it.
"""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.utils import timezone

from approvals.models import Notice
from approvals.notify import deliver
from runs.models import Run
from runs.services import run_create

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture(autouse=True)
def _no_worker(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")


def not_started(seconds_ago: int) -> Run:
    """A billing run created ``seconds_ago`` that no worker picked up (PENDING, no lease)."""
    inputs = {"invoice": "INV-7", "amount": 10, "currency": "EUR", "customer": "Ann Lee"}
    run, _ = run_create(agent="billing", inputs=inputs, start=False)
    Run.objects.filter(id=run.id).update(last_event_at=timezone.now() - timedelta(seconds=seconds_ago))
    return Run.objects.get(id=run.id)


def external_run_leased():  # type: ignore[no-untyped-def]
    """An external ticket run made through the API, its lease taken: the agent's client, the run's id, its fence."""
    from rest_framework.test import APIClient

    from runs.api.keys import api_key_create
    from tests.api.conftest import external_fields

    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='ticket-external', name='t')[1]}")
    run_id = api.post("/api/v1/runs/", external_fields(), format="json").json()["id"]
    lease = api.post(f"/api/v1/runs/{run_id}/lease/", {"owner": "bot"}, format="json").json()
    return api, run_id, {"owner": "bot", "fencing_token": lease["fencing_token"], "secret": lease["secret"]}


def parked_in_doubt(tool: str, args: dict) -> str:
    """An external run whose agent claimed ``tool`` (no key, no lookup) and died: an operator's *Recover now* parked it
    RECOVERING, the call in doubt. Its id."""
    from approvals.services import restart_stuck_run

    api, run_id, fence = external_run_leased()
    call = {"name": tool, "args": args}
    output = {"content": "", "tool_calls": [call], "usage": {"prompt_tokens": 1, "completion_tokens": 1}}
    sample = {"type": "LlmSampled", "payload": {"step": 0, "output": output}}
    api.post(f"/api/v1/runs/{run_id}/events/", fence | {"expected_seq": 1, "events": [sample]}, format="json")
    claim = fence | {"step": 0, "call_index": 0, "tool": tool, "args": args, "dedupes": False}
    assert api.post(f"/api/v1/runs/{run_id}/tools/claim/", claim, format="json").json()["status"] == "claimed"
    Run.objects.filter(id=run_id).update(lease_expires_at=timezone.now() - timedelta(seconds=5))  # the agent died
    restart_stuck_run(run_id=run_id, actor="olga", reason="its host is gone")
    return run_id


def test_a_run_not_started_past_the_threshold_is_told_once_with_a_link_to_its_row(receiver, notify):
    notify(webhook=receiver.url + "/hook")
    stuck = not_started(300)
    fresh = not_started(30)  # under AGENTOPS_STUCK_PENDING_SECONDS (120): nothing wrong yet
    deliver.run()
    (request,) = receiver.requests
    body = json.loads(request.body)
    (notice,) = body["notices"]  # the fresh run is not among them
    told = (notice["kind"], notice["run_id"], notice["label"], notice["detail"])
    assert told == ("stuck", stuck.id, "stuck: nothing moves it", "not started")
    assert notice["url"] == "https://ops.example.com/stuck/?kind=pending"
    assert "1 stuck: nothing moves it" in body["summary"] and fresh.id not in request.body.decode()
    deliver.run(now=timezone.now() + timedelta(minutes=5))
    assert len(receiver.requests) == 1 and Notice.objects.filter(run_id=stuck.id).count() == 1  # told once


def test_a_running_run_silent_past_the_threshold_with_a_live_lease_is_told(receiver, notify):
    notify(webhook=receiver.url + "/hook")
    run = not_started(0)
    hung = timezone.now() - timedelta(minutes=11)
    Run.objects.filter(id=run.id).update(
        status="RUNNING", lease_owner="worker-1", lease_expires_at=timezone.now() + timedelta(seconds=30),
        last_event_at=hung,
    )  # fmt: skip
    deliver.run()
    (request,) = receiver.requests
    (notice,) = json.loads(request.body)["notices"]
    assert (notice["kind"], notice["run_id"], notice["detail"]) == ("stuck", run.id, "no event")
    assert notice["url"] == "https://ops.example.com/stuck/?kind=silent"


def test_a_stuck_run_that_moved_before_its_message_was_due_is_not_announced(receiver, notify):
    notify(webhook=receiver.url + "/hook", window=60)
    receiver.answers = [500]
    run = not_started(300)
    t0 = timezone.now()
    deliver.run(now=t0)  # batched, the receiver refuses: retried later
    assert Notice.objects.get().run_id == run.id
    Run.objects.filter(id=run.id).update(status="RUNNING", last_event_at=timezone.now())  # a worker came back
    deliver.run(now=t0 + timedelta(minutes=5))
    assert len(receiver.requests) == 1  # the retry had nothing left to tell


def lease_expired(seconds_ago: int, *, status: str = "RUNNING") -> Run:
    """A billing run whose worker died holding its lease ``seconds_ago`` (no sweep took it over)."""
    run = not_started(seconds_ago + 30)
    expired = timezone.now() - timedelta(seconds=seconds_ago)
    Run.objects.filter(id=run.id).update(status=status, lease_owner="worker-1", lease_expires_at=expired)
    return Run.objects.get(id=run.id)


def test_a_lease_expired_that_the_recovery_sweep_did_not_take_over_is_told_once(receiver, notify):
    """qa-operator2 N3: an expired lease was left to the recovery sweep; with the sweep failing or not running (its
    worker down), the run stayed *lease expired* on the Stuck page and nobody was told."""
    notify(webhook=receiver.url + "/hook", window=0)
    overdue = lease_expired(300)  # past AGENTOPS_STUCK_PENDING_SECONDS (120): the sweep should have taken it
    lease_expired(20)  # the next sweep's, not news yet
    lease_expired(300, status="RECOVERING")  # told as in doubt, not twice
    deliver.run()
    (request,) = receiver.requests
    notices = json.loads(request.body)["notices"]
    told = [(n["kind"], n["run_id"], n["detail"], n["url"]) for n in notices if n["kind"] == "stuck"]
    assert told == [("stuck", overdue.id, "lease expired", "https://ops.example.com/stuck/?kind=expired")]
    assert [n["kind"] for n in notices if n["kind"] != "stuck"] == ["in_doubt"]
    deliver.run(now=timezone.now() + timedelta(minutes=5))
    assert len(receiver.requests) == 1  # once
    assert Notice.objects.filter(run_id=overdue.id).count() == 1


def test_an_external_runs_expired_lease_is_told_only_once_abandoning_it_is_overdue(receiver, notify, external_run):
    """An external run's lease is its agent's until ``AGENTOPS_EXTERNAL_ABANDON_SECONDS`` (600) park it; told when the
    sweep has not parked it the grace (AGENTOPS_STUCK_PENDING_SECONDS, 120) after that."""
    notify(webhook=receiver.url + "/hook", window=0)
    expired = timezone.now() - timedelta(seconds=700)
    Run.objects.filter(id=external_run.id).update(lease_expires_at=expired, last_event_at=expired)
    deliver.run()
    assert receiver.requests == []  # the sweep's to park (an agent restarting may come back)
    Run.objects.filter(id=external_run.id).update(lease_expires_at=expired - timedelta(seconds=200))
    deliver.run()
    (notice,) = json.loads(receiver.requests[0].body)["notices"]
    assert (notice["kind"], notice["run_id"], notice["detail"]) == ("stuck", external_run.id, "lease expired")


def test_an_external_runs_call_decided_on_the_console_is_told_as_waiting_for_its_client_not_in_doubt_again(
    receiver, notify
):
    """qa-prod: an SDK agent died sending a ticket (no key, no lookup) and was parked RECOVERING; the operator confirmed
    the call on the recovery console. The next pass told "1 call in doubt (RECOVERING)" for a run with nothing in doubt
    (a new journal head, the detail its status), and a pass later "stuck: decided, its client has not come back": two
    pages for one decision, the first wrong. A parked run whose last event is a decision and that holds no call in
    doubt waits for its client (``runs.worker.recovery.decided_not_driven``): told as stuck only."""
    from approvals.services import decide_execution
    from runs.models import ToolExecution

    notify(webhook=receiver.url + "/hook")
    run_id = parked_in_doubt("create_ticket", {"subject": "printer on fire"})
    deliver.run()
    (parked,) = json.loads(receiver.requests[0].body)["notices"]
    assert (parked["kind"], parked["detail"]) == ("in_doubt", "create_ticket")
    call = ToolExecution.objects.get(run_id=run_id)
    decide_execution(execution_id=call.id, actor="olga", decision="confirm", reason="in the desk", external_ref="881")
    Run.objects.filter(id=run_id).update(last_event_at=timezone.now() - timedelta(minutes=5))  # its client never came
    deliver.run(now=timezone.now() + timedelta(minutes=2))
    later = [notice for request in receiver.requests[1:] for notice in json.loads(request.body)["notices"]]
    told = [(notice["kind"], notice["detail"]) for notice in later if notice["run_id"] == run_id]
    assert told == [("stuck", "decided, its client has not come back")]


def test_a_call_in_doubt_decided_before_its_message_went_out_is_left_out_of_it(receiver, notify, client):
    """qa-ops7: an SDK agent died sending an e-mail and its run was parked RECOVERING; the webhook's first send of the
    notice failed (a 500), an operator confirmed the call on the console, and the retry told on-call "1 call in doubt
    (RECOVERING)" all the same: an API-driven run stays RECOVERING until its client comes back for the decision, and
    what a message still tells asked the run's status only. The notice list (``/notified/<id>/``) kept it too. A parked
    run decided for with nothing left in doubt waits for its client, as the notice pass already reads it."""
    from approvals.models import Delivery
    from approvals.services import decide_execution
    from runs.models import ToolExecution
    from runs.roles import user_create

    notify(webhook=receiver.url + "/hook")
    receiver.answers = [500]  # the receiver's first answer: retried with backoff
    run_id = parked_in_doubt("send_email", {"to": "ops@example.org"})
    t0 = timezone.now()
    deliver.run(now=t0)
    (failed,) = receiver.requests
    assert [n["kind"] for n in json.loads(failed.body)["notices"]] == ["in_doubt"]
    delivery = Delivery.objects.get(channel="webhook")
    assert delivery.status == "PENDING"  # to be sent again
    call = ToolExecution.objects.get(run_id=run_id)
    decide_execution(execution_id=call.id, actor="olga", decision="confirm", reason="it was sent", external_ref="m-1")
    assert Run.objects.get(id=run_id).status == "RECOVERING"  # until its client comes back for the decision
    client.force_login(user_create(username="vera", role="viewer", password="vera-pw-0192!"))
    listed = client.get(f"/notified/{delivery.id}/")
    assert listed.status_code == 200 and run_id not in listed.content.decode()
    deliver.run(now=t0 + timedelta(seconds=30))  # the retry is due
    assert len(receiver.requests) == 1  # nothing sent again: nothing it held still needs a human
    delivery.refresh_from_db()
    assert delivery.status == "SETTLED" and delivery.response.startswith("not sent: all 1 settled")


def test_an_operators_own_recover_now_of_an_external_run_with_no_calls_is_not_told_as_a_call_in_doubt(receiver, notify):
    """qa-ops5: an operator's *Recover now* of an API-driven run whose agent died before any call parks it RECOVERING
    — "no call is in doubt: it goes on if its agent takes the lease again, else dead-letter it", the page said — and
    on-call was told "1 call in doubt (RECOVERING)", detail "RECOVERING", of a run with nothing in doubt, which the
    operator had just decided. It waits for its client as a decided run does: told as stuck if its agent never comes
    back (``runs.worker.recovery.decided_not_driven``)."""
    from approvals.services import restart_stuck_run

    notify(webhook=receiver.url + "/hook")
    _, run_id, _ = external_run_leased()
    Run.objects.filter(id=run_id).update(lease_expires_at=timezone.now() - timedelta(seconds=5))  # the agent died
    done = restart_stuck_run(run_id=run_id, actor="olga", reason="its host is gone")
    assert Run.objects.get(id=run_id).status == "RECOVERING" and "no call is in doubt" in done
    deliver.run()
    assert receiver.requests == []  # the operator's own decision: nothing in doubt to tell
    Run.objects.filter(id=run_id).update(last_event_at=timezone.now() - timedelta(minutes=5))  # its agent never came
    deliver.run(now=timezone.now() + timedelta(minutes=2))
    told = [(n["kind"], n["detail"]) for r in receiver.requests for n in json.loads(r.body)["notices"]]
    assert told == [("stuck", "decided, its client has not come back")]


def test_an_external_runs_retry_its_agent_never_came_back_for_is_told_once(receiver, notify):
    """qa-ops5: an SDK agent's model call timed out (a retryable RunFailed) and the agent died. The run waited FAILED
    with its retry due, which only its agent makes — the sweep retries the server's agents only, and the abandonment
    sweep parks PENDING or RUNNING runs —: the Stuck page said "automatic retry 2m ago" and no channel was ever told
    (a failed run with a retry scheduled "needs no one"). Told as stuck once its agent is a grace late for it."""
    notify(webhook=receiver.url + "/hook")
    api, run_id, fence = external_run_leased()
    failed = {"type": "RunFailed", "payload": {"error_class": "TimeoutError", "message": "timeout", "retryable": True}}
    appended = api.post(
        f"/api/v1/runs/{run_id}/events/", fence | {"expected_seq": 1, "events": [failed]}, format="json"
    )
    assert appended.status_code == 201, appended.json()
    run = Run.objects.get(id=run_id)
    assert run.status == "FAILED" and run.next_retry_at is not None  # the agent dies here, its lease left to expire
    deliver.run()
    assert receiver.requests == []  # its retry is not due yet: nobody needs to act
    t0 = timezone.now()
    Run.objects.filter(id=run_id).update(  # five minutes on: the retry long due, the dead agent's lease expired
        next_retry_at=t0 - timedelta(minutes=5), lease_expires_at=t0 - timedelta(minutes=4)
    )
    deliver.run(now=t0 + timedelta(minutes=1))
    (request,) = receiver.requests
    (notice,) = json.loads(request.body)["notices"]
    told = (notice["kind"], notice["run_id"], notice["detail"], notice["url"])
    assert told == ("stuck", run_id, "failed, waiting for a retry", "https://ops.example.com/stuck/?kind=failed")
    deliver.run(now=t0 + timedelta(minutes=10))
    assert len(receiver.requests) == 1 and Notice.objects.filter(run_id=run_id).count() == 1  # told once


def test_an_operators_take_over_is_told_by_its_decoded_fields_not_by_how_its_payload_text_begins():
    """``decided_not_driven`` told an operator's take-over by its payload's text starting with ``{"actor":`` (canonical
    JSON sorts the keys): a take-over whose payload had a key sorted before "actor" was missed, and a call's
    RecoveryStarted whose payload began so by chance passed for one. Its type, its having no step and its decoded
    ``actor`` tell it (``runs.worker.recovery.TAKEN_OVER``)."""
    from approvals.services import restart_stuck_run
    from runs.models import Event
    from runs.worker.recovery import decided_not_driven

    _, run_id, _ = external_run_leased()
    Run.objects.filter(id=run_id).update(lease_expires_at=timezone.now() - timedelta(seconds=5))  # the agent died
    restart_stuck_run(run_id=run_id, actor="olga", reason="its host is gone")
    started = Event.objects.filter(run_id=run_id).latest("seq")
    fields = json.loads(started.payload)

    def decided() -> bool:
        return Run.objects.filter(decided_not_driven(), id=run_id).exists()

    assert started.type == "RecoveryStarted" and fields["actor"] == "olga" and decided()
    Event.objects.filter(pk=started.pk).update(payload=json.dumps({"about": "x", **fields}))  # "actor" not first
    assert decided()
    lookalike = {"actor": "olga", "call_index": 0, "reason": "lease expired", "step": 0}  # a call's, not a take-over
    Event.objects.filter(pk=started.pk).update(
        payload=json.dumps(lookalike, separators=(",", ":")), step=0, call_index=0
    )
    assert not decided()
    Event.objects.filter(pk=started.pk).update(payload="", payload_purged=True, step=None, call_index=None)
    assert not decided()  # a purged payload names no one (and decodes to no error)
