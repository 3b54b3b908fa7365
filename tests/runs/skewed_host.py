"""A second host whose clock is off by some seconds: ``python -m tests.runs.skewed_host SKEW ACTION RUN OWNER SECONDS``.

Django's ``timezone.now`` is moved by SKEW seconds in this process only (the machine has no ``faketime``), as a host
whose clock drifted would read it. ACTION ``take``: acquire the run's lease (and say which runs this host's recovery
sweep would take over); ``renew`` or ``append``: acquire it, then renew it so, as a worker holding the run does.
Prints one JSON line (tests/runs/test_lease_clock.py)."""

from __future__ import annotations

import json
import sys
from datetime import timedelta

import django


def main(skew: float, action: str, run_id: str, owner: str, seconds: int) -> dict[str, object]:
    from django.utils import timezone

    real = timezone.now
    timezone.now = lambda: real() + timedelta(seconds=skew)

    from agentops.core.errors import LeaseUnavailable
    from agentops.core.events import EventType, NewEvent
    from runs.journal import leases
    from runs.journal.store import append_events
    from runs.worker.recovery import expired_runs

    out: dict[str, object] = {"expired_here": expired_runs()}
    try:
        lease = leases.acquire(run_id, owner, seconds=seconds)
    except LeaseUnavailable as exc:
        return {**out, "taken": False, "why": str(exc)}
    if action == "renew":
        leases.renew(run_id, lease.fence)
    elif action == "append":
        append_events(run_id, lease.fence, lease.head_seq, [NewEvent(EventType.STEP_COMMITTED, {"step": 0})])
    return {**out, "taken": True, "token": lease.fence.token}


if __name__ == "__main__":
    django.setup()
    skew, action, run_id, owner, seconds = sys.argv[1:]
    print(json.dumps(main(float(skew), action, run_id, owner, int(seconds))))
