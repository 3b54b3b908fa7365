"""Runs with real journals (through ``append_events``) for the claims and export tests."""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth.models import Group, User

from agentops.core.events import EventType, NewEvent
from agentops.core.keys import execution_id, idem_key
from agentops.demo.ticket import ticket_inputs
from runs.journal import leases
from runs.journal.leases import Fence
from runs.journal.store import append_events
from runs.services import run_create

VERDICT = {"confirmed": EventType.TOOL_VERIFIED, "failed": EventType.TOOL_VERIFICATION_FAILED}


@dataclass
class JournaledRun:
    run_id: str
    fence: Fence
    seq: int
    results: list[str]  # the ToolResult event id of each call, in order
    requests: list[str]  # the ToolRequested event id of each call


def journal_run(
    calls: list[tuple[str, str, str]],
    *,
    agent: str = "ticket",
    n: int = 1,
    data: dict | None = None,
    to: str = "finance@example.com",
) -> JournaledRun:
    """A started run whose step i executed ``calls[i] = (tool, effect, outcome)`` with the arguments ``{"to": to}``.

    ``outcome``: ``confirmed`` (ToolVerified), ``failed`` (ToolVerificationFailed) or ``pending`` (no verdict).
    ``data`` is the business data of every result. The returned fence still holds the run's lease.
    """
    run, _ = run_create(agent=agent, inputs=ticket_inputs(n), start=False)
    lease = leases.acquire(run.id, "test-worker")
    seq, results, requests = lease.head_seq, [], []
    for step, (tool, effect, outcome) in enumerate(calls):
        exec_id = execution_id(run.id, step, 0)
        ref = {"step": step, "call_index": 0, "execution_id": exec_id}
        args = {"to": to}
        events = [
            NewEvent(
                EventType.TOOL_REQUESTED,
                {**ref, "tool": tool, "args": args, "idem_key": idem_key(run.id, step, 0, tool, args)}
                | {"effect": effect, "risk": "low", "gate": "auto"},
            ),
            NewEvent(
                EventType.TOOL_RESULT, {**ref, "result": {"success": True, "code": "ok", "data": data or {"id": step}}}
            ),
        ]
        if outcome in VERDICT:
            events.append(NewEvent(VERDICT[outcome], {**ref, "status": outcome, "method": "read_back", "detail": ""}))
        stored = append_events(run.id, lease.fence, seq, events)
        seq = stored[-1].seq
        requests.append(stored[0].event_id)
        results.append(stored[1].event_id)
    return JournaledRun(run.id, lease.fence, seq, results, requests)


def user_with(username: str, *groups: str) -> User:
    user = User.objects.create_user(username, password="pw-" + username)
    for name in groups:
        user.groups.add(Group.objects.get_or_create(name=name)[0])
    return user


def started(agent: str, n: int):  # type: ignore[no-untyped-def]
    """A run of ``agent`` created and driven to its end in this process (the engine's real path)."""
    from agentops.demo.ticket import ticket_inputs
    from runs.worker.engine import drive_run

    run, _ = run_create(agent=agent, inputs=ticket_inputs(n), start=False)
    drive_run(run.id)
    run.refresh_from_db()
    return run
