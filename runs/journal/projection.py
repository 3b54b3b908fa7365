"""How each journal event changes the projections (run status, counters, tool executions).

This is the one place that says, for example, where a run becomes DEAD_LETTER or an execution
CONFIRMED. ``runs.journal.store.append_events`` applies it inside the append's transaction.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from agentops.core.events import RETRY_RUN, Event, EventType
from agentops.core.protocol import verdict_counts
from agentops.core.states import ExecStatus, RunStatus, exec_sources

_PROGRESS = frozenset(
    {
        EventType.LLM_SAMPLED,
        EventType.TOOL_REQUESTED,
        EventType.TOOL_RESULT,
        EventType.STEP_COMMITTED,
        EventType.SNAPSHOT_TAKEN,
        EventType.TOOL_DISPATCHED,
    }
)

_DECISION_STATUS = {
    "confirm": ExecStatus.CONFIRMED,
    "edit_result": ExecStatus.CONFIRMED,  # a fork's operator supplied the result (agentops.core.fork)
    "dead_letter": ExecStatus.DEAD_LETTER,
}


def run_status_after(event: Event, current: RunStatus) -> RunStatus:
    """The run's status once ``event`` is in the journal.

    Verdicts leave the status alone: a delayed verifier may answer while the run waits for a human
    or after it completed, and must not pull it back to RUNNING.
    """
    kind, p = event.type, event.payload
    if kind in (EventType.RUN_STARTED, EventType.FORKED_FROM):
        return RunStatus.PENDING
    if kind in _PROGRESS:
        return RunStatus.RUNNING
    if kind is EventType.MANUAL_CONFIRM_REQUESTED:
        return RunStatus.WAITING_MANUAL_CONFIRM
    if kind is EventType.RECOVERY_STARTED:
        return RunStatus.RECOVERING
    if kind is EventType.RUN_COMPLETED:
        return RunStatus.COMPLETED
    if kind is EventType.RUN_FAILED:
        return RunStatus.DEAD_LETTER if p.get("dead_letter") else RunStatus.FAILED
    if kind is EventType.OPERATOR_DECISION and p.get("decision") == "dead_letter":
        return RunStatus.DEAD_LETTER
    if kind is EventType.OPERATOR_DECISION and p.get("decision") == RETRY_RUN:
        return RunStatus.PENDING
    return current


def held(status: RunStatus, waiting: set[str]) -> RunStatus:
    """A run is WAITING_MANUAL_CONFIRM while any of its calls (``waiting``: their execution ids) waits for an
    approver: the intent or result of another call of the step (the clients claim every call, so that each gated
    one is on the approvers' list; the in-process step journals its intents together) does not make it RUNNING.
    A parked call (RECOVERING) or the run's end outranks the wait."""
    return RunStatus.WAITING_MANUAL_CONFIRM if waiting and status is RunStatus.RUNNING else status


def waiting_after(events: Iterable[Event], waiting: set[str]) -> set[str]:
    """The execution ids that wait for an approver once ``events`` are journaled after ``waiting`` did:
    a gated intent adds its call, any move of a call's status (approved, rejected, dead-lettered) ends its wait."""
    waiting = set(waiting)
    for event in events:
        change = exec_change(event)
        if isinstance(change, dict):
            if change["status"] is ExecStatus.WAITING_MANUAL_CONFIRM:
                waiting.add(change["id"])
        elif change is not None and change.to is not None:
            waiting.discard(change.execution_id)
    return waiting


@dataclass
class ExecChange:
    """A conditional update of one execution: ``to`` is allowed only from :meth:`allowed` states."""

    execution_id: str
    to: ExecStatus | None = None
    fields: dict[str, Any] = field(default_factory=dict)
    require_key: str | None = None
    promote: tuple[ExecStatus, ExecStatus] | None = None
    #: explicit allowed states (a folded change); by default those ``to`` may be reached from
    sources: frozenset[ExecStatus] | None = None

    def allowed(self) -> frozenset[ExecStatus] | None:
        """The states the row must be in, or None for any."""
        if self.sources is not None:
            return self.sources
        return exec_sources(self.to) if self.to is not None else None

    def then(self, later: ExecChange) -> ExecChange | None:
        """This change followed by ``later`` (same row) as one update, or None where that is not exact.

        Exact when this one only sets fields and promotes (a ToolResult) and ``later`` moves the
        status (its verdict): the row may start in any state the promote maps into ``later``'s sources.
        """
        if self.to is not None or self.require_key is not None or later.promote is not None or later.to is None:
            return None
        src, dst = self.promote or (None, None)
        sources = _sources_through(src, dst, later.allowed() or frozenset(ExecStatus))
        return ExecChange(
            self.execution_id, later.to, {**self.fields, **later.fields}, later.require_key, None, sources
        )


@cache
def _sources_through(
    src: ExecStatus | None, dst: ExecStatus | None, allowed: frozenset[ExecStatus]
) -> frozenset[ExecStatus]:
    """The states from which promoting ``src`` to ``dst`` (if set) lands in ``allowed``."""
    return frozenset(s for s in ExecStatus if (dst if s == src else s) in allowed)


def exec_change(event: Event) -> ExecChange | dict[str, Any] | None:
    """The execution row to create (a dict) or change (an :class:`ExecChange`) for ``event``."""
    kind, p = event.type, event.payload
    if kind is EventType.TOOL_REQUESTED:
        return {
            "id": p["execution_id"],
            "step": p["step"],
            "call_index": p["call_index"],
            "tool": p["tool"],
            "idem_key": p["idem_key"],
            "effect": p["effect"],
            "risk": p["risk"],
            "status": ExecStatus.WAITING_MANUAL_CONFIRM if p.get("gate") == "manual" else ExecStatus.TOOL_EXECUTED,
            "request_event_id": event.event_id,
        }
    exec_id = p.get("execution_id")
    if exec_id is None:
        return None
    if kind is EventType.TOOL_RESULT:
        return ExecChange(
            exec_id,
            fields={"result_event_id": event.event_id},
            promote=(ExecStatus.APPROVED, ExecStatus.TOOL_EXECUTED),
        )
    if kind is EventType.TOOL_DISPATCHED:
        # an approved call handed out to be sent: its outcome is unknown until its result, so a crash in between
        # leaves it where an operator decides it (an APPROVED row was on no console: the run stayed RECOVERING)
        return ExecChange(exec_id, promote=(ExecStatus.APPROVED, ExecStatus.TOOL_EXECUTED))
    if kind in (EventType.TOOL_VERIFIED, EventType.TOOL_VERIFICATION_FAILED) and not verdict_counts(p):
        # an agent's verdict its policy does not accept: recorded, the execution stays unsettled
        return ExecChange(
            exec_id, fields={"verification_method": p.get("method", ""), "verification_detail": _NOT_COUNTED}
        )
    if kind is EventType.TOOL_VERIFIED:
        return ExecChange(exec_id, ExecStatus.CONFIRMED, _verdict_fields(p, verified=True))
    if kind is EventType.TOOL_VERIFICATION_FAILED:
        return ExecChange(exec_id, ExecStatus.VERIFICATION_FAILED, _verdict_fields(p, verified=False))
    if kind is EventType.MANUAL_CONFIRM_GRANTED:
        return ExecChange(exec_id, ExecStatus.APPROVED, require_key=p.get("idem_key") or "")
    if kind is EventType.MANUAL_CONFIRM_REJECTED:
        return ExecChange(exec_id, ExecStatus.REJECTED)
    if kind is EventType.OPERATOR_DECISION and p.get("decision") in _DECISION_STATUS:
        status = _DECISION_STATUS[p["decision"]]
        fields = {"verified": True, "verification_method": "operator", "verification_detail": p.get("reason", "")}
        return ExecChange(exec_id, status, fields if status is ExecStatus.CONFIRMED else {})
    if kind is EventType.TOOL_COMPENSATED:
        return ExecChange(exec_id, ExecStatus.COMPENSATED)
    return None


_NOT_COUNTED = "the agent's own verdict; the verification policy requires the server or an operator"


def _verdict_fields(p: dict[str, Any], *, verified: bool) -> dict[str, Any]:
    return {
        "verified": verified,
        "verification_method": p.get("method", ""),
        "verification_detail": p.get("detail", ""),
    }
