"""Leases with fencing tokens (SPEC pitfall 7) on the real database."""

import pytest

from agentops.core.errors import LeaseUnavailable, StaleLease
from runs.journal import leases
from runs.models import Run
from runs.worker.engine import drive_run
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
