"""A client's lease lasts what the client asked for: every renewal of it (each write, ``lease/renew/``)
extends it by that length, not by the server's default, so a dead client that asked for 2 s holds
the run for 2 s, not ``AGENTOPS_LEASE_SECONDS``."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
from django.utils import timezone

from agentops.client import AgentOpsClient, DurableRun, LeaseHeld, default_owner
from agentops.demo.external_ticket import AGENT, FileOutbox
from runs.models import Event, Run
from tests.api.conftest import URL, RunHandle, error_code, external_fields
from tests.api.test_live import _agent, _drive

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

EMAIL = {"to": "ops@example.com", "subject": "SLA breach", "body": "x"}
SENT = {"success": True, "code": "sent", "data": {"message_id": "m-1", "to": "ops@example.com"}}


@pytest.fixture(autouse=True)
def _default_30(settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "LEASE_SECONDS": 30}


def _taken(api, seconds: int | None = None) -> RunHandle:  # type: ignore[no-untyped-def]
    created = api.post(URL, external_fields(), format="json")
    assert created.status_code == 201, created.json()
    body = {"owner": "short"} | ({} if seconds is None else {"seconds": seconds})
    lease = api.post(f"{URL}{created.json()['id']}/lease/", body, format="json")
    assert lease.status_code == 200, lease.json()
    assert lease.json()["seconds"] == (30 if seconds is None else seconds)
    return RunHandle(api, created.json()["id"], "short", lease.json()["fencing_token"], lease.json()["secret"])


def _expiry(run: RunHandle):  # type: ignore[no-untyped-def]
    return Run.objects.values_list("lease_expires_at", flat=True).get(id=run.id)


def _almost_spent(run: RunHandle, left: float = 0.8):  # type: ignore[no-untyped-def]
    """Leave the lease ``left`` seconds (still live), so that a renewal shows as a later expiry."""
    expires = timezone.now() + timedelta(seconds=left)
    Run.objects.filter(id=run.id).update(lease_expires_at=expires)
    return expires


def _renewed_within(run: RunHandle, before, seconds: float) -> None:  # type: ignore[no-untyped-def]
    after = _expiry(run)
    assert after > before, "the write did not renew the lease"
    assert after <= timezone.now() + timedelta(seconds=seconds), f"renewed for more than {seconds} s"


def test_every_write_renews_a_2_second_lease_for_2_seconds_not_the_default(api):
    run = _taken(api, 2)
    writes = [
        lambda: run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]),
        lambda: run.claim(0, 0, "send_email", EMAIL),
        lambda: run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}),
        lambda: run.post("tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "rb"}),
        lambda: run.post(
            "events/", {"expected_seq": run.head(), "events": [{"type": "StepCommitted", "payload": {"step": 0}}]}
        ),
        lambda: run.post("lease/renew/", {}),
    ]
    for write in writes:
        before = _almost_spent(run)
        response = write()
        assert response.status_code in (200, 201), response.json()
        _renewed_within(run, before, 2)
    assert Run.objects.values_list("lease_seconds", flat=True).get(id=run.id) == 2


def test_a_renewal_that_names_a_length_keeps_it_for_the_writes_after_it(api):
    run = _taken(api, 2)
    renewed = run.post("lease/renew/", {"seconds": 6})
    assert renewed.status_code == 200 and renewed.json()["seconds"] == 6
    before = _almost_spent(run)
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    _renewed_within(run, before, 6)
    assert _expiry(run) > timezone.now() + timedelta(seconds=4)  # 6 s, not the 2 s it was acquired with
    assert run.post("lease/renew/", {}).json()["seconds"] == 6


def test_a_lease_asked_for_no_length_lasts_the_servers_default(api):
    run = _taken(api)
    before = _almost_spent(run)
    assert run.sample(0, []).status_code == 201
    _renewed_within(run, before, 30)
    assert _expiry(run) > timezone.now() + timedelta(seconds=25)
    assert run.post("lease/renew/", {}).json()["seconds"] == 30


def test_re_taking_ones_own_lease_with_another_length_changes_it(api):
    secret = "my-own-process-secret-0123456789abcdef"
    created = api.post(URL, external_fields(), format="json").json()
    path = f"{URL}{created['id']}/lease/"
    assert api.post(path, {"owner": "bot", "secret": secret, "seconds": 2}, format="json").json()["seconds"] == 2
    again = api.post(path, {"owner": "bot", "secret": secret, "seconds": 9}, format="json").json()
    run = RunHandle(api, created["id"], "bot", again["fencing_token"], secret)
    before = _almost_spent(run)
    assert run.sample(0, []).status_code == 201
    _renewed_within(run, before, 9)
    assert _expiry(run) > timezone.now() + timedelta(seconds=7)


@pytest.mark.parametrize(
    ("seconds", "says"),
    [
        (0, "a lease lasts 1 to 3600 seconds"),
        (-2, "a lease lasts 1 to 3600 seconds"),
        (3601, "a lease lasts 1 to 3600 seconds"),
        (10**12, "a lease lasts 1 to 3600 seconds"),
        ("2", "expected an integer, got str"),
        (2.5, "expected an integer, got float"),
        (True, "expected an integer, got bool"),
        (None, "may not be null"),
    ],
)
def test_a_bad_length_is_400_with_the_bounds_and_writes_nothing(api, seconds, says):
    run = _taken(api, 2)
    before = Run.objects.values("fencing_token", "lease_owner", "lease_expires_at", "lease_seconds").get(id=run.id)
    events = Event.objects.filter(run_id=run.id).count()
    other = api.post(URL, external_fields(inputs={"ticket": "T-10"}), format="json").json()["id"]
    for path, body in (
        (f"{URL}{run.id}/lease/renew/", run.fence | {"seconds": seconds}),
        (f"{URL}{run.id}/lease/", {"owner": "short", "secret": run.secret, "seconds": seconds}),
        (f"{URL}{other}/lease/", {"owner": "other", "seconds": seconds}),
    ):
        response = api.post(path, body, format="json")
        assert response.status_code == 400 and error_code(response) == "invalid_input", response.json()
        assert says in str(response.json()["error"]["details"]["seconds"]), response.json()
    after = Run.objects.values("fencing_token", "lease_owner", "lease_expires_at", "lease_seconds").get(id=run.id)
    assert after == before and Event.objects.filter(run_id=run.id).count() == events
    assert Run.objects.values_list("lease_owner", "fencing_token").get(id=other) == (None, 0)


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_sigkilled_client_holding_a_2_second_lease_is_taken_over_in_about_2_seconds(live_server, raw_key, tmp_path):
    """A real client process asks for 2 s (the server's default is 30 s) and is SIGKILLed right after
    an email went out; another client takes the run about 2 s later and completes it, one email each."""
    outbox, calls = tmp_path / "outbox.jsonl", tmp_path / "calls.log"
    crashed = _drive(live_server.url, raw_key, outbox, calls, "--crash-at", "after_effect:3", "--lease-seconds", "2")
    dead_at, dead_clock = timezone.now(), time.monotonic()
    assert crashed.returncode == -9, crashed.stderr
    run, agent = Run.objects.get(create_key=f"{AGENT}:T-77"), _agent(FileOutbox(outbox))
    assert run.status == "RUNNING" and run.lease_owner == "ext:" + default_owner(agent), run.lease_owner
    assert run.lease_seconds == 2 and run.lease_expires_at <= dead_at + timedelta(seconds=2), run.lease_expires_at
    with AgentOpsClient(live_server.url, raw_key) as client:
        while True:
            try:
                lease = client.acquire(run.id, "successor")
                break
            except LeaseHeld:
                assert time.monotonic() - dead_clock < 10, "the dead client's lease outlived its 2 s"
                time.sleep(0.05)
        took = time.monotonic() - dead_clock
        assert lease.fencing_token == run.fencing_token + 1
        assert took <= 2 + 3, f"taken over {took:.1f} s after the kill (lease 2 s; the default would be 30 s)"
        assert client.release(lease)
        assert DurableRun(client, agent, run.id, owner="successor").run() == "COMPLETED"
    sent = FileOutbox(outbox)._messages()
    assert len(sent) == 6 and len({m["key"] for m in sent}) == 6  # the step-3 email was replayed with its key
