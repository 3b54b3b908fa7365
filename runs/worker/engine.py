"""Drive a run: take its lease, build the replay index once, run the step loop, release.

Tool calls that run in parallel threads get their own database connections, closed afterwards.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from django.db import InterfaceError, OperationalError, close_old_connections, connections

from agentops.core.errors import LeaseUnavailable, ReplayRefused, StaleLease
from agentops.core.events import EventType, NewEvent
from agentops.core.loop import Agent, Outcome, StepLoop
from agentops.core.states import RunStatus
from runs.governance.visibility import REDACTED
from runs.journal import leases, sql
from runs.journal.lineage import made_above, made_beside, reached_in_family
from runs.journal.store import DbJournal, resume_index
from runs.models import Run
from runs.worker.registry import external_agents, is_external, load_agent
from runs.worker.retries import retry_deadline, retry_not_due

log = logging.getLogger(__name__)


def drive_run(
    run_id: str, *, owner: str | None = None, max_steps: int | None = None, lease: leases.Lease | None = None
) -> Outcome | None:
    """Drive ``run_id`` until it completes, waits, fails or must be recovered.

    Returns ``None`` when another worker holds the run (the lease decides who executes tools).
    ``lease`` lets a caller that already holds the run (the recovery sweep) hand it over.
    """
    if lease is None:
        try:
            lease = leases.acquire(run_id, owner or leases.worker_id(), only_if=_drivable())
        except LeaseUnavailable as exc:
            log.info("not driving %s: %s", run_id, REDACTED.text(str(exc)))  # the holder may be an address
            return None
        agent_name = lease.agent
    else:  # handed over by the recovery sweep: the same rule, read from the run row
        agent_name, status, next_retry_at = Run.objects.values_list("agent", "status", "next_retry_at").get(id=run_id)
        if retry_not_due(status, next_retry_at):
            leases.release(run_id, lease.fence)
            return None
    if is_external(agent_name):
        # its client drives it through the API; a recovery lease handed over is given back at once
        leases.release(run_id, lease.fence)
        return None
    try:
        agent = load_agent(agent_name)
    except BaseException:
        leases.release(run_id, lease.fence)
        raise
    # parallel tool calls run in pool threads; each opens its own connection if it uses the ORM
    agent.thread_done = connections.close_all
    # a tool that failed because the database dropped this thread's connection is replayed on a new one
    agent.before_replay = close_old_connections
    journal = DbJournal.leased(lease)
    try:
        outcome = _drive_leased(agent, journal, max_steps)
    except (OperationalError, InterfaceError):
        # The database dropped us mid-drive. The lease stays ours (giving it back would need the
        # connection we just lost): the drive task retries in this process under the same owner,
        # which retakes its own lease at once; if this process dies first, the lease expires and
        # the recovery sweep takes the run over, as after any crash.
        raise
    except BaseException:
        if not journal.released:
            leases.release(run_id, lease.fence)
        raise
    if not journal.released:  # a run made final gave its lease up in that append
        leases.release(run_id, lease.fence)
    journal.keep_pages()  # after the lease is given up: no step waits for it, and the first reader reads pages
    return outcome


_FAILED = frozenset({str(RunStatus.FAILED)})


def _drivable() -> dict[str, Any]:
    """What a worker's acquisition requires of the run row besides a free lease (one statement, no
    read before it): a FAILED run moves again only when its journaled retry is due (or after an
    operator's retry), and an external agent's run never (its client drives it through the API)."""
    due = sql.Before(retry_deadline(), equal=True)
    when: dict[str, Any] = {"retry_due": sql.AnyOf(({"status": sql.Not(_FAILED)}, {"next_retry_at": due}))}
    external = external_agents()
    if external:
        when["agent"] = sql.Not(frozenset(external))
    return when


def _drive_leased(agent: Agent, journal: DbJournal, max_steps: int | None) -> Outcome | None:
    """The step loop under a lease already taken; None if the lease was lost meanwhile."""
    run_id = journal.run_id
    try:
        index = resume_index(run_id, head_seq=journal.head_seq)
        below = index.forked is not None or index.started.get("continued_from")
        if below:  # no read for an ordinary run
            index.hold_too(made_above(run_id))  # what the runs above it made
            index.reached |= reached_in_family(run_id)  # a fork family is one run to the bulk rule
        if below or index.head_seq > 1:  # only a stopped run is forked or continued: a first drive has none of them
            index.hold_too(made_beside(run_id))  # what its forks and continuations (and its sibling forks) made
        try:
            # the lease is renewed while a call is in flight, from a thread with its own connection (closed after)
            beat = journal.beat(connections.close_all)
            return StepLoop(agent, index, journal, max_steps_now=max_steps, beat=beat).run()
        except ReplayRefused as exc:
            journal.append(
                [
                    NewEvent(
                        EventType.RUN_FAILED,
                        {
                            "error_class": "ReplayRefused",
                            "message": str(exc),
                            "retry_count": index.failures + 1,
                            "retryable": False,
                            "dead_letter": False,
                        },
                    )
                ]
            )
            return Outcome.FAILED
    except StaleLease as exc:
        log.warning("lost run %s mid-drive: %s", run_id, exc)
        return None


def drive_until_settled(run_id: str, *, owner: str | None = None, step_delay: float = 0.0) -> Outcome | None:
    """Drive in slices (one step when ``step_delay`` > 0) so a demo run visibly moves."""
    if step_delay <= 0:
        return drive_run(run_id, owner=owner)
    while True:
        outcome = drive_run(run_id, owner=owner, max_steps=1)
        if outcome is not Outcome.YIELDED:
            return outcome
        time.sleep(step_delay)
