"""Run and tool-execution states, and the one table of allowed transitions.

The names are part of the UI and the API (SPEC "State machine").
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from functools import cache


class RunStatus(StrEnum):
    PENDING = "PENDING"
    RUNNING = "RUNNING"
    WAITING_MANUAL_CONFIRM = "WAITING_MANUAL_CONFIRM"
    RECOVERING = "RECOVERING"
    COMPLETED = "COMPLETED"
    FAILED = "FAILED"
    DEAD_LETTER = "DEAD_LETTER"


class ExecStatus(StrEnum):
    WAITING_MANUAL_CONFIRM = "WAITING_MANUAL_CONFIRM"
    APPROVED = "APPROVED"
    REJECTED = "REJECTED"
    TOOL_EXECUTED = "TOOL_EXECUTED"
    CONFIRMED = "CONFIRMED"
    VERIFICATION_FAILED = "VERIFICATION_FAILED"
    COMPENSATED = "COMPENSATED"
    DEAD_LETTER = "DEAD_LETTER"


TERMINAL_RUN = frozenset({RunStatus.COMPLETED, RunStatus.FAILED, RunStatus.DEAD_LETTER})

#: States with no way out: nobody takes a lease on them. A FAILED run can still be retried
#: (automatically when its journaled retry is due, or by an operator), so it is not among them.
FINAL_RUN = frozenset({RunStatus.COMPLETED, RunStatus.DEAD_LETTER})

#: Runs an operator may dead-letter: stopped (not RUNNING: a worker holds it) and not final yet.
DEAD_LETTERABLE_RUN = frozenset(
    {RunStatus.PENDING, RunStatus.WAITING_MANUAL_CONFIRM, RunStatus.RECOVERING, RunStatus.FAILED}
)

#: Runs a worker may still be moving: their history is still growing, so time travel (fork, dry replay,
#: what-if) refuses them (409) until they stop.
MOVING_RUN = frozenset({RunStatus.PENDING, RunStatus.RUNNING})


def moving_refusal(
    run_id: str, status: str, action: str, retry_at: datetime | None = None, leased_until: datetime | None = None
) -> str | None:
    """Why ``action`` (``forked``, ``replayed``) is refused for a run in ``status``; None for a stopped run.

    A FAILED run whose automatic retry is due (``retry_at``, the row's ``next_retry_at``) has not stopped: a
    worker drives it again by itself (``runs.worker.retries``). Nor has a run whose lease a worker holds
    (``leased_until``, ``runs.journal.leases.held_until``), whatever its status says: recovery takes a run over
    (RECOVERING) and drives it on, an approved call's drive starts while the run still reads WAITING_MANUAL_CONFIRM."""
    if status == RunStatus.FAILED and retry_at is not None:
        return (
            f"run {run_id} is FAILED with an automatic retry due at {retry_at:%Y-%m-%d %H:%M:%S} UTC: a worker will "
            f"drive it again, so it can be {action} once that retry has run, or after it is dead-lettered"
        )
    if status in MOVING_RUN:
        return (
            f"run {run_id} is {status}: only a stopped run (completed, failed, dead-lettered, recovering or waiting "
            f"for approval) can be {action}"
        )
    if leased_until is not None and status not in FINAL_RUN:
        return (
            f"run {run_id} is {status}, but a worker holds its lease (until {leased_until:%Y-%m-%d %H:%M:%S} UTC) "
            f"and may still be moving it: it can be {action} once that worker has given the lease back"
        )
    return None


#: Executions whose outcome is not established: recovery must look at them.
UNSETTLED_EXEC = frozenset({ExecStatus.TOOL_EXECUTED, ExecStatus.VERIFICATION_FAILED})

RUN_TRANSITIONS: dict[RunStatus, frozenset[RunStatus]] = {
    # WAITING_MANUAL_CONFIRM: a fork whose first own events request a gated call (agentops.core.fork);
    # COMPLETED: a fork that keeps its parent's final reply (cut=keep at the reply), whose first own event completes it
    RunStatus.PENDING: frozenset(
        {
            RunStatus.RUNNING,
            RunStatus.COMPLETED,
            RunStatus.WAITING_MANUAL_CONFIRM,
            RunStatus.RECOVERING,
            RunStatus.FAILED,
            RunStatus.DEAD_LETTER,
        }
    ),
    RunStatus.RUNNING: frozenset(
        {
            RunStatus.WAITING_MANUAL_CONFIRM,
            RunStatus.RECOVERING,
            RunStatus.COMPLETED,
            RunStatus.FAILED,
            RunStatus.DEAD_LETTER,
            RunStatus.PENDING,
        }
    ),
    # RECOVERING: a call of the step is parked (claimed before the wait, in doubt after it) — a run-level take-over
    # of a waiting run is refused by recovery itself (runs.worker.recovery.take_over)
    RunStatus.WAITING_MANUAL_CONFIRM: frozenset(
        {RunStatus.PENDING, RunStatus.RUNNING, RunStatus.RECOVERING, RunStatus.FAILED, RunStatus.DEAD_LETTER}
    ),
    # COMPLETED: a worker that died between sampling the final reply and journaling RunCompleted
    # is taken over (RecoveryStarted) and the next event is the completion itself.
    RunStatus.RECOVERING: frozenset(
        {RunStatus.PENDING, RunStatus.RUNNING, RunStatus.COMPLETED, RunStatus.FAILED, RunStatus.DEAD_LETTER}
    ),
    # RECOVERING: a late verifier's failure on a write parks its call (a human decides it; ``retry_run`` still
    # moves a run whose failure was for good)
    RunStatus.FAILED: frozenset({RunStatus.PENDING, RunStatus.RUNNING, RunStatus.RECOVERING, RunStatus.DEAD_LETTER}),
    RunStatus.COMPLETED: frozenset(),
    RunStatus.DEAD_LETTER: frozenset(),
}

EXEC_TRANSITIONS: dict[ExecStatus, frozenset[ExecStatus]] = {
    ExecStatus.WAITING_MANUAL_CONFIRM: frozenset({ExecStatus.APPROVED, ExecStatus.REJECTED, ExecStatus.DEAD_LETTER}),
    # approved and not handed out yet: its run dead-lettered meanwhile, it is never sent (dead-lettered with it)
    ExecStatus.APPROVED: frozenset({ExecStatus.TOOL_EXECUTED, ExecStatus.DEAD_LETTER}),
    ExecStatus.REJECTED: frozenset(),
    ExecStatus.TOOL_EXECUTED: frozenset(
        {
            ExecStatus.CONFIRMED,
            ExecStatus.VERIFICATION_FAILED,
            ExecStatus.COMPENSATED,
            ExecStatus.DEAD_LETTER,
        }
    ),
    ExecStatus.VERIFICATION_FAILED: frozenset({ExecStatus.CONFIRMED, ExecStatus.COMPENSATED, ExecStatus.DEAD_LETTER}),
    ExecStatus.CONFIRMED: frozenset({ExecStatus.COMPENSATED}),
    ExecStatus.COMPENSATED: frozenset(),
    ExecStatus.DEAD_LETTER: frozenset(),
}


def can_move_run(current: RunStatus, new: RunStatus) -> bool:
    """Whether a run may go from ``current`` to ``new`` (staying put is always allowed)."""
    return current == new or new in RUN_TRANSITIONS[current]


@cache
def exec_sources(new: ExecStatus) -> frozenset[ExecStatus]:
    """The execution states from which ``new`` may be reached: the WHERE of the conditional UPDATE."""
    return frozenset(src for src, dests in EXEC_TRANSITIONS.items() if new in dests)


@cache
def run_sources(new: RunStatus) -> frozenset[RunStatus]:
    """The run states from which ``new`` may be reached, itself included."""
    return frozenset(src for src in RunStatus if can_move_run(src, new))
