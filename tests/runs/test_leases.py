"""Leases with fencing tokens (SPEC pitfall 7) on the real database."""

import time

import pytest
from django.utils import timezone

from agentops.core.errors import LeaseExpired, LeaseUnavailable, StaleLease
from agentops.core.events import EventType, NewEvent
from agentops.core.protocol import MAX_LEASE_SECONDS
from runs.journal import leases
from runs.journal.store import DbJournal
from runs.models import Run
from runs.worker.engine import drive_run
from tests.runs.dbapi import sent
from tests.runs.factories import make_run, orphan

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def test_acquire_renew_release():
    run_id = make_run()
    lease = leases.acquire(run_id, "w1", seconds=30)
    run = Run.objects.get(id=run_id)
    assert (run.lease_owner, run.fencing_token) == ("w1", lease.fence.token) and lease.head_seq == 1
    first_expiry = run.lease_expires_at
    leases.renew(run_id, lease.fence, seconds=300)
    assert Run.objects.get(id=run_id).lease_expires_at > first_expiry
    assert leases.release(run_id, lease.fence) is True
    assert leases.release(run_id, lease.fence) is False
    assert Run.objects.get(id=run_id).lease_owner is None


def test_a_held_lease_is_refused_until_it_expires_and_tokens_only_grow():
    run_id = make_run()
    first = leases.acquire(run_id, "w1")
    with pytest.raises(LeaseUnavailable, match="leased by w1"):
        leases.acquire(run_id, "w2")
    again = leases.acquire(run_id, "w1")  # the owner may re-take its own lease, with a new token
    orphan(run_id, "w1")
    second = leases.acquire(run_id, "w2")
    assert first.fence.token < again.fence.token < second.fence.token
    with pytest.raises(StaleLease):
        leases.renew(run_id, again.fence)
    assert leases.release(run_id, again.fence) is False
    assert Run.objects.get(id=run_id).lease_owner == "w2"


def test_a_finished_run_cannot_be_leased():
    run_id = make_run()
    drive_run(run_id)
    with pytest.raises(LeaseUnavailable, match="COMPLETED"):
        leases.acquire(run_id, "w1")


def test_drive_run_skips_a_run_another_worker_holds():
    run_id = make_run()
    leases.acquire(run_id, "someone-else")
    assert drive_run(run_id) is None
    assert Run.objects.get(id=run_id).last_seq == 1


def test_a_supervisor_can_expire_a_dead_workers_lease_at_once():
    run_id = make_run()
    dead = leases.acquire(run_id, "w1", seconds=300)
    assert leases.expire(run_id, "someone-else") is False
    with pytest.raises(LeaseUnavailable):
        leases.acquire(run_id, "w2")
    assert leases.expire(run_id, "w1") is True
    taken = leases.acquire(run_id, "w2")
    assert taken.fence.token == dead.fence.token + 1
    with pytest.raises(StaleLease):
        leases.renew(run_id, dead.fence)


def test_a_client_lease_is_bound_to_its_secret_not_to_its_owner_name():
    run_id = make_run()
    secret = "s" * 40
    held = leases.acquire(run_id, "ext:bot", secret=secret, seconds=300)
    row = Run.objects.values("lease_secret_hash", "fencing_token").get(id=run_id)
    assert row["lease_secret_hash"] == leases.secret_hash(secret) and secret not in str(row)
    assert secret not in repr(held)  # a fence in a log line or traceback does not leak it
    for impostor in ({"secret": None}, {"secret": "t" * 40}):  # the holder's name, without its secret
        with pytest.raises(LeaseUnavailable, match="leased by ext:bot"):
            leases.acquire(run_id, "ext:bot", **impostor)
    assert Run.objects.get(id=run_id).fencing_token == held.fence.token  # nothing was taken
    guessed = leases.Fence("ext:bot", held.fence.token, "t" * 40)
    for refused in (lambda: leases.check(run_id, guessed), lambda: leases.renew(run_id, guessed)):
        with pytest.raises(LeaseUnavailable):
            refused()
    with pytest.raises(LeaseUnavailable):
        leases.release(run_id, guessed)
    assert Run.objects.get(id=run_id).lease_owner == "ext:bot"
    again = leases.acquire(run_id, "ext:bot", secret=secret)  # the holder re-takes its own lease: a new token
    assert again.fence.token == held.fence.token + 1
    with pytest.raises(StaleLease):
        leases.check(run_id, held.fence)
    leases.check(run_id, again.fence, live=True)
    assert leases.release(run_id, again.fence) is True
    assert Run.objects.values_list("lease_secret_hash", flat=True).get(id=run_id) == ""


def test_a_server_worker_never_takes_a_live_client_lease_and_a_client_never_a_workers():
    run_id = make_run()
    client = leases.acquire(run_id, "ext:bot", secret="s" * 40)
    with pytest.raises(LeaseUnavailable):
        leases.acquire(run_id, "ext:bot")  # no secret: the worker's by-name re-take is for secretless leases
    leases.release(run_id, client.fence)
    worker = leases.acquire(run_id, "worker:h:1")
    with pytest.raises(LeaseUnavailable):
        leases.acquire(run_id, "worker:h:1", secret="s" * 40)
    with pytest.raises(LeaseUnavailable):  # the worker's fence with a made-up secret
        leases.check(run_id, leases.Fence("worker:h:1", worker.fence.token, "s" * 40))


def test_an_expired_untaken_lease_may_renew_but_not_execute_until_it_does():
    run_id = make_run()
    lease = leases.acquire(run_id, "ext:bot", secret="s" * 40)
    orphan(run_id, "ext:bot")  # expired, and nobody took it
    leases.check(run_id, lease.fence)  # still the current acquisition: its results may be journaled
    with pytest.raises(LeaseExpired, match="renew or re-acquire"):
        leases.check(run_id, lease.fence, live=True)
    leases.renew(run_id, lease.fence)
    leases.check(run_id, lease.fence, live=True)
    orphan(run_id, "ext:bot")
    taken = leases.acquire(run_id, "ext:other", secret="o" * 40)
    with pytest.raises(StaleLease):
        leases.renew(run_id, lease.fence)
    assert Run.objects.get(id=run_id).fencing_token == taken.fence.token


def test_acquire_is_one_statement_that_hands_back_the_journal_head():
    run_id = make_run()
    with sent() as queries:
        lease = leases.acquire(run_id, "w1")
    assert len(queries.statements) == 1  # the conditional UPDATE … RETURNING, its own commit
    run = Run.objects.get(id=run_id)
    assert (lease.head_seq, lease.head_hash, lease.head_status) == (run.last_seq, run.last_hash, run.status)
    assert lease.agent == run.agent
    journal = DbJournal.leased(lease)
    with sent() as queries:
        journal.append([NewEvent(EventType.STEP_COMMITTED, {"step": 0})])
    assert not any(s.startswith("SELECT") for s in queries.statements)  # the head came with the lease


def test_the_append_that_makes_a_run_final_gives_the_lease_up_in_the_same_write():
    run_id = make_run()
    lease = leases.acquire(run_id, "w1")
    journal = DbJournal.leased(lease)
    journal.append([NewEvent(EventType.RUN_FAILED, _failed(dead_letter=False))])  # may be retried: still held
    assert not journal.released and Run.objects.get(id=run_id).lease_owner == "w1"
    journal.append([NewEvent(EventType.RUN_FAILED, _failed(dead_letter=True))])
    run = Run.objects.get(id=run_id)
    assert journal.released and run.status == "DEAD_LETTER"
    assert (run.lease_owner, run.lease_expires_at, run.lease_secret_hash) == (None, None, "")
    assert run.fencing_token == lease.fence.token  # given up, not taken: the next acquisition moves it on
    with pytest.raises(StaleLease):
        journal.append([NewEvent(EventType.STEP_COMMITTED, {"step": 0})])
    assert leases.release(run_id, lease.fence) is False


def test_a_completed_drive_leaves_the_run_free_without_a_release_of_its_own():
    run_id = make_run()
    with sent() as queries:
        assert drive_run(run_id) == "COMPLETED"
    run = Run.objects.get(id=run_id)
    assert run.status == "COMPLETED" and run.lease_owner is None and run.lease_expires_at is None
    sets = [q.split(" SET ", 1)[1].split(" WHERE ")[0] for q in queries.statements if "UPDATE" in q]
    gives_up = [s for s in sets if '"lease_owner"' in s and '"fencing_token"' not in s]  # not the acquisition
    assert len(gives_up) == 1 and '"last_seq"' in gives_up[0]  # the completing append, no release of its own


def _failed(*, dead_letter: bool) -> dict:
    return {"error_class": "ModelError", "message": "x", "retry_count": 1, "retryable": not dead_letter,
            "dead_letter": dead_letter}  # fmt: skip


def _left(run_id: str) -> float:
    expires = Run.objects.values_list("lease_expires_at", flat=True).get(id=run_id)
    return (expires - timezone.now()).total_seconds()


def test_a_lease_keeps_its_length_through_every_renewal(settings):
    """A holder that asked for 2 s is renewed for 2 s by its appends, its confirm before a tool and a
    renewal that names no length, never for the default; a renewal that names one changes it."""
    settings.AGENTOPS = {**settings.AGENTOPS, "LEASE_SECONDS": 30}
    run_id = make_run()
    lease = leases.acquire(run_id, "w1", seconds=2)
    assert lease.fence.seconds == 2 and Run.objects.get(id=run_id).lease_seconds == 2
    journal = DbJournal.leased(lease)
    Run.objects.filter(id=run_id).update(lease_expires_at=timezone.now())
    journal.append([NewEvent(EventType.STEP_COMMITTED, {"step": 0})])
    assert 0 < _left(run_id) <= 2
    Run.objects.filter(id=run_id).update(lease_expires_at=timezone.now())
    time.sleep(2 / 3)  # a third of the lease since the last renewal: the confirm renews
    journal.confirm_lease()
    assert 0 < _left(run_id) <= 2
    bare = leases.Fence("w1", lease.fence.token)  # knows no length: the one kept with the lease
    assert leases.renew(run_id, bare) == 2 and 0 < _left(run_id) <= 2
    assert leases.renew(run_id, bare, seconds=7) == 7 and 5 < _left(run_id) <= 7
    assert leases.renew(run_id, bare) == 7 and leases.check(run_id, bare).seconds == 7
    worker = leases.acquire(make_run(n=2), "w2")  # the server's own workers: the default
    assert worker.fence.seconds == 30 and worker.fence.length == 30


@pytest.mark.parametrize("seconds", [0, -1, MAX_LEASE_SECONDS + 1, True, 2.5])
def test_a_lease_of_a_bad_length_is_refused_and_nothing_is_taken(seconds):
    run_id = make_run()
    with pytest.raises(ValueError, match="a lease lasts 1 to 3600 seconds"):
        leases.acquire(run_id, "w1", seconds=seconds)
    assert Run.objects.values_list("lease_owner", "fencing_token").get(id=run_id) == (None, 0)
    held = leases.acquire(run_id, "w1", seconds=5)
    with pytest.raises(ValueError, match="a lease lasts"):
        leases.renew(run_id, held.fence, seconds=seconds)
    assert Run.objects.values_list("lease_seconds", flat=True).get(id=run_id) == 5
