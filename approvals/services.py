"""Human decisions: manual-confirm approvals and recovery decisions on in-doubt executions.

Each decision is one fenced append (the operator takes the run's lease for the instant of the
write, with a secret of the request's own), so two operators — or one operator's two tabs, a double click, a
retried POST — yield exactly one decision. The same operator's same decision again is answered as already made
(its notice returned, nothing written); any other second decision gets a :class:`DecisionConflict` naming the
first. Accepted decisions re-enqueue the run.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable
from datetime import datetime
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db.models import Q
from django.utils import timezone

from agentops.core.canon import canonical
from agentops.core.errors import (
    AgentOpsError,
    InvalidTransition,
    LeaseUnavailable,
    RunFinished,
    SeqConflict,
    StaleLease,
)
from agentops.core.events import RETRY_RUN, EventType, NewEvent, reason_too_long, stated
from agentops.core.keys import idem_key
from agentops.core.lease_beat import call_bound
from agentops.core.protocol import Decision, call_state, decision_refusal
from agentops.core.replay import ReplayIndex
from agentops.core.states import DEAD_LETTERABLE_RUN, ExecStatus, RunStatus
from approvals import amounts
from approvals.gated import approver_needed
from approvals.models import EXPIRY_ACTOR, BulkAction, BulkItem, ItemState
from approvals.repeats import RESENT, made_in_parent, repeat_warning
from runs.governance.visibility import Sight, Sights, naming, redacted_sights, who
from runs.journal import leases
from runs.journal.lineage import line
from runs.journal.store import append_events, load_events, resume_index
from runs.models import Event, Run, ToolExecution
from runs.roles import APPROVER, username_has_role
from runs.worker import recovery
from runs.worker.dispatch import enqueue_drive
from runs.worker.registry import is_external, load_agent
from runs.worker.retryable import spent_budgets
from runs.worker.stuck import RESTART_ACTIONS, restart_action

DECISIONS = tuple(str(d) for d in Decision)
#: The longest external reference a decision journals (the console's field says so too).
EXTERNAL_REF_MAX = 200


class DecisionError(AgentOpsError):
    code = "invalid_decision"


class DecisionConflict(AgentOpsError):
    code = "already_decided"


class DecidedSince(DecisionConflict):
    """A decision sent from a page (or with ``--seen``) that did not show what was journaled on its run or call since
    (``seen``): refused naming it, nothing written (the commands' exit 2)."""


class UnknownExecution(DecisionError):
    code = "unknown_execution"


class UnknownRun(DecisionError):
    code = "unknown_run"


class BudgetSpent(DecisionError):
    """A retry of a run whose budget is spent: it would fail again at once (:func:`retry_run`)."""

    code = "budget_spent"


class AmountNotTyped(DecisionError):
    """A payment at or over ``AGENTOPS_CONFIRM_AMOUNT`` approved without its amount typed, or another one."""

    code = "amount_not_typed"


class FourEyes(DecisionError):
    """The person who asked for a held call approving it themselves (``AGENTOPS_FOUR_EYES``)."""

    code = "four_eyes"


def requested_by(execution: ToolExecution) -> list[str]:
    """The people who asked for ``execution`` (none when its agent did): a call held in a fork was asked for by the
    operator who made the fork (its ForkedFrom's ``actor``: they chose to run it again, or wrote its arguments
    themselves), and a call of a continuation (``continue_run``) by whoever continued the run (its RunStarted's
    ``actor``: they chose to run it on) and by those who asked for the run it continues. An ordinary run's calls
    are its agent's. Above the nearest fork its parent's calls were asked for by others, but whoever typed this call's
    arguments in a fork anywhere up the line (a ForkedFrom's ``edits``: the same tool, the same arguments) asked for
    it too: a fork of ann's fork held a payment with the amount ann typed, and ann could approve it.
    Two queries, however long the chain (``runs.journal.lineage.line``)."""
    chain = line(execution.run_id)
    made_by: dict[str, EventType] = {}  # nearest first: the runs whose makers asked, and the event naming each
    typed_in: list[str] = []  # the forks above the nearest one: their makers asked only for the arguments they typed
    for i, (run_id, fork) in enumerate(chain):
        past_fork = EventType.FORKED_FROM in made_by.values()
        if fork and past_fork:
            typed_in.append(run_id)
        elif fork:
            made_by[run_id] = EventType.FORKED_FROM  # a fork is a new request of its maker's
        elif i + 1 < len(chain) and not past_fork:  # a continuation of the next run (the top: an ordinary run's agent)
            made_by[run_id] = EventType.RUN_STARTED
    if not made_by:
        return []
    kinds = {*made_by.values()}
    made = Event.objects.filter(run_id__in=[*made_by, *typed_in], type__in=kinds).order_by("-seq")
    latest: dict[str, dict[str, Any]] = {}
    for run_id, kind, payload in made.values_list("run_id", "type", "payload"):
        if kind == made_by.get(run_id, EventType.FORKED_FROM) and payload:
            latest.setdefault(run_id, json.loads(payload))
    asked: list[str] = []
    for run_id in [*made_by, *(run_id for run_id in typed_in if _typed(latest.get(run_id, {}), execution))]:
        actor = str(latest.get(run_id, {}).get("actor") or "")
        if actor and actor not in asked:
            asked.append(actor)
    return asked


def _typed(forked: dict[str, Any], execution: ToolExecution) -> bool:
    """Whether the fork whose ForkedFrom is ``forked`` had its maker type ``execution``'s arguments (an edit of a
    kept call of the same tool with the same arguments)."""
    names = {call.get("call_index"): call.get("name") for call in forked.get("kept_calls") or ()}
    args = canonical(json.loads(execution.args)) if execution.args else None
    return any(
        edit.get("args") is not None
        and names.get(edit.get("call_index")) == execution.tool
        and canonical(edit["args"]) == args
        for edit in forked.get("edits") or ()
    )


class ApproverNeeded(DecisionError):
    """An operator's retry of a call claimed with no approver that the manual gate holds now
    (``approvals.gated.approver_needed``): its send needs the approver role."""


class RepeatAfterDoubt(DecisionError):
    """The same decision as a call's last one, after which the call went into doubt again, from a decider bound to
    nothing they saw (``settle_call`` without ``--seen``, run again from shell history): refused unless said."""

    code = "repeat_after_doubt"


class RepeatNotConfirmed(DecisionError):
    """A fork's call its parent already made (``approvals.repeats.made_in_parent``) approved without the approver confirming
    that it is to happen again."""

    code = "repeat_not_confirmed"


def four_eyes(execution: ToolExecution, approver: str) -> None:
    """Refuse ``approver`` approving a call they asked for, when ``AGENTOPS_FOUR_EYES`` covers it: ``large``
    (the default) a call whose amount the approver must type (``AGENTOPS_CONFIRM_AMOUNT``), ``all`` every held
    call, ``off`` none. The one rule behind every approval: the queue, the CLI, bulk jobs (their maker approves)."""
    mode = settings.AGENTOPS.get("FOUR_EYES", "large")
    if mode == "off" or (mode == "large" and amounts.needs_typing(json.loads(execution.args), execution.tool) is None):
        return
    if approver in requested_by(execution):
        run_id = execution.run_id
        made = f"made fork {run_id}" if execution.run.fork_of_id else f"continued run {run_id}, or what it continues"
        # a refusal is a text for anyone (a bulk item's stored outcome): who asked, as the run's timeline names them
        raise FourEyes(
            f"execution {execution.id}: {who(approver, Sight(run_id=run_id))} asked for this call ({made}) and may not "
            "approve it too: another approver must (AGENTOPS_FOUR_EYES)"
        )


def four_eyes_refusal(execution: ToolExecution, approver: str) -> str:
    """What :func:`four_eyes` would answer ``approver`` approving ``execution`` ("" when they may): the queue
    says it on the call's card instead of offering a button that only refuses."""
    try:
        four_eyes(execution, approver)
    except FourEyes as exc:
        return str(exc)
    return ""


def _execution(execution_id: str) -> ToolExecution:
    try:
        return ToolExecution.objects.select_related("run").get(id=execution_id)
    except ToolExecution.DoesNotExist:
        raise UnknownExecution(f"unknown tool execution {execution_id}") from None


_DECISION_EVENTS = {
    EventType.MANUAL_CONFIRM_GRANTED: "approved",
    EventType.MANUAL_CONFIRM_REJECTED: "rejected",
    EventType.OPERATOR_DECISION: "",
}


def _latest_decision(execution: ToolExecution) -> tuple[Event, dict[str, Any]] | None:
    """The journal's latest decision on ``execution`` and its payload (None if nobody decided it)."""
    event = (
        Event.objects.filter(
            run_id=execution.run_id,
            step=execution.step,
            call_index=execution.call_index,
            type__in=list(_DECISION_EVENTS),
        )
        .order_by("-seq")
        .only("seq", "type", "payload", "payload_purged", "created_at")
        .first()
    )
    return None if event is None else (event, json.loads(event.payload) if event.payload else {})


#: who made a decision whose event retention emptied: its actor was in the payload, and nothing else keeps it
PURGED_ACTOR = "someone retention no longer names (it purged the run's journal)"


def decided_by(execution: ToolExecution) -> str:
    """Who decided ``execution`` and when, from the journal: ``"approved by ada at 2026-12-03 15:02:11 UTC"`` ("" if
    nobody); a decision retention purged says so rather than "someone"."""
    latest = _latest_decision(execution)
    if latest is None:
        return ""
    event, payload = latest
    verb = _DECISION_EVENTS[EventType(event.type)] or _PAST.get(payload.get("decision", ""), "decided")
    actor = PURGED_ACTOR if event.payload_purged else who(payload.get("actor", "someone"), Sight(run_id=event.run_id))
    return f"{verb} by {actor} at {event.created_at:%Y-%m-%d %H:%M:%S} UTC"


def _again(execution: ToolExecution, actor: str, made: NewEvent, refusal: str) -> str:
    """The answer to ``made`` (a decision event) on a call no longer open for it: the notice that it is already made
    when ``actor``'s own latest decision on the call is this one (a second tab, a double click, a retried POST:
    nothing is written twice); else :class:`DecisionConflict` naming the decision made, and ``refusal``."""
    current = ToolExecution.objects.filter(id=execution.id).values_list("status", flat=True).first()
    said = _already(execution, str(current))
    latest = _latest_decision(execution)
    if latest is not None:
        event, payload = latest
        same = event.type == made.type and payload.get("decision") == made.payload.get("decision")
        if same and payload.get("actor") == actor:
            return said
    raise (DecidedSince if refusal == _DECIDED_SINCE else DecisionConflict)(f"{said}; {refusal}")


_PAST = {
    "confirm": "confirmed",
    "compensate": "compensated",
    "dead_letter": "dead-lettered",
    "retry_same_key": "sent again",
}

#: what a decision is told when the call or run was decided after the page it was sent from showed it (``seen``)
_DECIDED_SINCE = (
    "it was decided after what you saw (the page the decision was sent from, or --seen): look again, then decide it "
    "as it is now"
)


def _since(latest: tuple[Event, dict[str, Any]] | None, seen: int | None) -> bool:
    """Whether ``latest`` (a decision event and its payload) was journaled after the head ``seen`` the decider's page
    showed (``seen`` None: no page said, as the CLI and bulk jobs decide)."""
    return seen is not None and latest is not None and latest[0].seq > seen


def _latest_run_decision(run_id: str) -> tuple[Event, dict[str, Any]] | None:
    """The run's latest run-level decision (a retry, a dead-letter, a resume) and its payload, None if none."""
    event = (
        Event.objects.filter(
            Q(type=EventType.OPERATOR_DECISION, step__isnull=True) | recovery.TAKEN_OVER, run_id=run_id
        )
        .order_by("-seq")
        .only("seq", "type", "payload", "created_at")
        .first()
    )
    if event is None:
        return None
    payload = json.loads(event.payload) if event.payload else {}
    if event.type == EventType.RECOVERY_STARTED:
        payload["decision"] = RESUME
    return event, payload


#: a resume, as :func:`_latest_run_decision` names the RecoveryStarted an operator's resume journals
RESUME = "resume"
_RUN_PAST = {RETRY_RUN: "retried", "dead_letter": "dead-lettered", RESUME: "resumed"}


def _run_already(run_id: str, status: str) -> str:
    """What a late run-level decision is told: ``run … was already retried by ada at … (now PENDING)``, from
    the run's latest run-level decision (``run … is PENDING`` if nobody decided one)."""
    latest = _latest_run_decision(run_id)
    if latest is None or latest[1].get("decision") not in _RUN_PAST:
        return f"run {run_id} is {status}"
    event, payload = latest
    by = f"{_RUN_PAST[payload['decision']]} by {who(payload.get('actor', 'someone'), Sight(run_id=run_id))}"
    return f"run {run_id} was already {by} at {event.created_at:%Y-%m-%d %H:%M:%S} UTC (now {status})"


def moved_since(run_id: str, actor: str, seen: int | None, made: str) -> str | None:
    """The answer to a final decision ``made`` (a dead-letter) on a run whose journal moved past the head ``seen`` its
    decider's page showed (the stuck view's row, the console's card, ``--seen``): None when it did not (or ``seen`` is
    None: no page said); the notice that it is already made when the latest decision since is ``actor``'s own
    ``made``; else :class:`DecidedSince` naming the decision journaled since (who, what, when) — or, with none, what
    was journaled (an API-driven run's agent came back and went on). A dead letter is stricter than the other decisions'
    ``seen``: any event since refuses it, as the page no longer showed the run as it is."""
    if seen is None:
        return None
    moved = Run.objects.filter(id=run_id).values_list("status", "last_seq").first()
    if moved is None or moved[1] <= seen:
        return None
    status, head = moved
    since = Event.objects.filter(run_id=run_id, seq__gt=seen).only("seq", "type", "step", "payload", "created_at")
    latest = since.filter(Q(type__in=list(_DECISION_EVENTS)) | recovery.TAKEN_OVER).order_by("-seq").first()
    if latest is None:
        last = since.order_by("-seq").first()
        raise DecidedSince(
            f"run {run_id} moved on after what you saw (journal seq {seen}): {head - seen} event"
            f"{'s' if head - seen > 1 else ''} since, the last {last.type if last else 'one'} at "
            f"{(last.created_at if last else timezone.now()):%Y-%m-%d %H:%M:%S} UTC (now {status}); look again, "
            "then decide it as it is now"
        )
    payload = json.loads(latest.payload) if latest.payload else {}
    decision = RESUME if latest.type == EventType.RECOVERY_STARTED else payload.get("decision", "")
    verb = _DECISION_EVENTS.get(EventType(latest.type)) or _RUN_PAST.get(decision) or _PAST.get(decision, "decided")
    subject = f"run {run_id}"
    if latest.step is not None and decision != "dead_letter":  # a call's decision (a dead-lettered call: its run's)
        subject += f": its call {payload.get('tool', '')} (execution {payload.get('execution_id', '')})"
    by = who(payload.get("actor", "someone"), Sight(run_id=run_id))
    said = f"{subject} was already {verb} by {by} at {latest.created_at:%Y-%m-%d %H:%M:%S} UTC (now {status})"
    if decision == made and payload.get("actor") == actor:
        return said
    raise DecidedSince(f"{said}; {_DECIDED_SINCE}")


def _already(execution: ToolExecution, status: str) -> str:
    """What a late second decision is told: ``execution … was already approved by ada at … (now APPROVED)``."""
    by = decided_by(execution)
    return (
        f"execution {execution.id} was already {by} (now {status})" if by else f"execution {execution.id} is {status}"
    )


def _fenced_out(subject: str) -> str:
    """What a decision fenced out of the run's lease before it journaled anything is told: a decision takes the lease
    as ``operator:<name>``, which the same name takes again, so one person's second tab or double submit (or another
    decision on the run) superseded it."""
    return (
        f"{subject}: another decision on its run was being made at the same moment (your other tab or a second "
        "submit, or a colleague's): this request decided nothing; reload to see what was decided"
    )


def _held_by(run_id: str, refused: LeaseUnavailable) -> str:
    """The lease's refusal, which names its holder (a label of the run), as a viewer's pages show it, and who frees
    it and when: an API client's lease (an approver could not tell that waiting is all there is to do) or a worker
    driving the run (its lease is respected: nothing is decided over it)."""
    said = redacted_sights()(run_id).text(str(refused))
    if isinstance(refused, RunFinished):
        return said
    if not is_external(Run.objects.values_list("agent", flat=True).get(id=run_id)):
        return (
            f"{said}; a worker is driving the run: nothing was decided — decide again once it stops (the run page "
            "shows when its lease is given back)"
        )
    return (
        f"{said}; its agent's client holds the lease: the decision can be made once the client releases it (the "
        "clients do while they wait for one) or once it lapses — nothing was decided"
    )


#: How long a decision waits for another operator request's decision on the run (it holds the lease for the instant
#: of one append) before it is refused as "cannot decide now"
OPERATOR_WAIT = 5.0


#: How long an operator's lease on a run lasts: the instant of an append, or renewed while a compensation runs
DECISION_LEASE_SECONDS = 30


def _operator_lease(run_id: str, actor: str, decided: Callable[[], str | None]) -> leases.Lease | str:
    """The run's lease for one operator request — every decision, on a call or on the run, takes it so: with a secret
    of the request's own (the same operator's other tab cannot take it over by name, docs/engine.md); another
    operator request's lease (held for one decision) is waited for up to :data:`OPERATOR_WAIT` seconds; a worker's
    or an agent's live lease is respected: refused at once (:class:`DecisionConflict` naming its holder). Whenever
    the lease is refused, ``decided()`` is asked first: its answer (another request made the decision meanwhile) is
    returned instead, or it raises the refusal."""
    deadline = time.monotonic() + OPERATOR_WAIT
    while True:
        try:
            owner, secret = f"operator:{actor}", secrets.token_urlsafe(32)
            return leases.acquire(run_id, owner, secret=secret, seconds=DECISION_LEASE_SECONDS)
        except LeaseUnavailable as exc:
            answer = decided()
            if answer is not None:
                return answer
            owner = str(exc.details.get("lease_owner", ""))
            if not owner.startswith("operator:") or time.monotonic() >= deadline:
                raise DecisionConflict(f"cannot decide now: {_held_by(run_id, exc)}") from exc
        time.sleep(0.05)


def _decision_lease(execution: ToolExecution, actor: str, made: NewEvent, refusal: str) -> leases.Lease | str:
    """The run's lease for a decision on ``execution`` (:func:`_operator_lease`), or the answer :func:`_again` gives
    once the call was decided meanwhile (a run it dead-lettered is final too)."""

    def decided() -> str | None:
        return _again(execution, actor, made, refusal) if decided_by(execution) else None

    return _operator_lease(execution.run_id, actor, decided)


def _journal_decision(
    execution: ToolExecution,
    actor: str,
    events: list[NewEvent] | Callable[[], list[NewEvent]],
    *,
    made: NewEvent | None = None,
    resume: bool,
    open_in: tuple[str, ...],
    refusal: str,
    bound: float | None = None,
    seen: int | None = None,
    moved: Callable[[], str | None] = lambda: None,
) -> str:
    """Append ``events`` (the decision first) under the run's lease while the call is still in one of ``open_in`` and
    nobody decided it since the journal head ``seen`` (the page the decision was sent from), nor did ``moved`` answer
    (:func:`moved_since`, a dead letter's: its run moved past that head):
    "" when written; :func:`_again`'s answer when another request decided the call first. ``events`` may be a
    function (then ``made`` is the decision it journals first): it is called under the lease once the call is known
    open, so a side effect it makes (a compensation) happens for one request only, never for a second one racing;
    the lease is renewed while it runs, up to ``bound`` seconds (its tool's timeout; :mod:`agentops.core.lease_beat`):
    a compensation longer than the lease lost the run to a worker, undone and never journaled."""
    made = made or events[0]  # type: ignore[index]
    lease = _decision_lease(execution, actor, made, refusal)
    if isinstance(lease, str):
        return lease
    try:
        # read under the lease: nobody else appends now, so a second request cannot pass it after the first decided
        if (said := moved()) is not None:
            decided = said
        elif not ToolExecution.objects.filter(id=execution.id, status__in=open_in).exists():
            decided = _again(execution, actor, made, refusal)
        elif _since(_latest_decision(execution), seen):  # in doubt again since: a decision the page never showed
            decided = _again(execution, actor, made, _DECIDED_SINCE)
        else:
            if callable(events):
                with leases.beat(execution.run_id, lease.fence).kept(bound):
                    events = events()
            append_events(execution.run_id, lease.fence, lease.head_seq, events)
            decided = ""
    except (InvalidTransition, SeqConflict, StaleLease) as exc:
        if not decided_by(execution):
            raise DecisionConflict(_fenced_out(f"execution {execution.id}")) from exc
        return _again(execution, actor, made, refusal)
    finally:
        leases.release(execution.run_id, lease.fence)
    if not decided and resume and not is_external(execution.run.agent):  # an external run's client comes back for it
        enqueue_drive(execution.run_id)
    return decided


def _base(execution: ToolExecution, actor: str, reason: str, bulk: str = "") -> dict[str, Any]:
    """The fields every decision on a call journals; ``bulk`` names the bulk job that made it, if one did."""
    return {
        "step": execution.step,
        "call_index": execution.call_index,
        "execution_id": execution.id,
        "tool": execution.tool,
        "idem_key": execution.idem_key,
    } | _who(actor, reason, bulk)


def _reason(reason: str) -> str:
    """A decision's reason, stripped: required and at most ``REASON_MAX`` characters (never cut short)."""
    reason = stated(reason)
    if not reason:
        raise DecisionError("a reason is required")
    if too_long := reason_too_long(reason):
        raise DecisionError(too_long)
    return reason


def _who(actor: str, reason: str, bulk: str) -> dict[str, Any]:
    return {"actor": actor, "reason": _reason(reason)} | ({"bulk": bulk} if bulk else {})


def approve_call(
    *,
    execution_id: str,
    actor: str,
    reason: str,
    idem_key_seen: str | None = None,
    seen_by: Sights | None = None,
    bulk: str = "",
    typed_amount: str | None = None,
    repeat_confirmed: bool = False,
) -> str:
    """Approve a held high-risk call: it executes once, with its own key, and the run continues. Returns "", or the
    notice that ``actor`` already approved it (a second tab, a double click, a retried POST: nothing written).

    ``idem_key_seen`` (what the approver's screen showed) must match the call's key, so an approval
    can never be replayed onto a different call: the key as ``seen_by`` (the approver's sights) shows it
    (redacted, its pseudonym: ``Sight.key``), or as stored when the key was read from the database (the
    CLI's ``--key``, a bulk item). ``typed_amount`` (what the approver typed: the page's field, the CLI's
    ``--amount``) must be the call's amount when that is at least ``AGENTOPS_CONFIRM_AMOUNT``, and whenever one is typed. A fork's call that its
    parent already made (``approvals.repeats.made_in_parent``) needs ``repeat_confirmed`` (the card's checkbox, the CLI's
    ``--again``; a bulk job never gives it): without, :class:`RepeatNotConfirmed` and nothing written.
    """
    execution = _execution(execution_id)
    if idem_key_seen is not None and idem_key_seen != (_key_shown(execution, seen_by) or ""):
        raise DecisionError("this approval was shown for a different idempotency key; reload the request")
    granted = NewEvent(EventType.MANUAL_CONFIRM_GRANTED, _base(execution, actor, reason, bulk))
    if execution.status != ExecStatus.WAITING_MANUAL_CONFIRM:
        return _again(execution, actor, granted, _NOT_HELD)
    four_eyes(execution, actor)
    large = amounts.to_confirm(json.loads(execution.args), execution.tool, typed_amount)
    if large is not None and not large.matches(typed_amount or ""):
        typed = (typed_amount or "").strip()[:40]
        wrong = f" (you typed {typed!r}, which is not {large.shown})" if typed else ""
        raise AmountNotTyped(f"approving {large.shown} needs the amount typed to confirm it{wrong}")
    if not repeat_confirmed:
        _refuse_unconfirmed_repeat(execution, "(the approvals page's checkbox, approve_call --again) or reject it")
    return _journal_decision(execution, actor, [granted], resume=True, open_in=_HELD, refusal=_NOT_HELD)


def _refuse_unconfirmed_repeat(execution: ToolExecution, how: str, act: str = "Approving it") -> None:
    """:class:`RepeatNotConfirmed` when another run of ``execution``'s family already made its call
    (``approvals.repeats.made_in_parent``): the one rule an approval and a retry of a call in doubt ask."""
    other = made_in_parent(execution)
    if other is not None:
        raise RepeatNotConfirmed(
            f"execution {execution.id}: {repeat_warning(other, execution, act)}; confirm that it is to happen again {how}"
        )


def _key_shown(execution: ToolExecution, seen_by: Sights | None) -> str | None:
    """``execution``'s key as ``seen_by`` shows it (None: as stored)."""
    if seen_by is None:
        return execution.idem_key
    return seen_by(execution.run_id).key(execution.idem_key, json.loads(execution.args))


#: a call an approver decides, and what a decision on one no longer held is told
_HELD, _NOT_HELD = (ExecStatus.WAITING_MANUAL_CONFIRM,), "it is not waiting for approval"


def reject_call(*, execution_id: str, actor: str, reason: str, bulk: str = "") -> str:
    """Reject a held call: nothing executes; the agent receives the rejection as the tool result. Returns "", or the
    notice that ``actor`` already rejected it (nothing written)."""
    execution = _execution(execution_id)
    rejected = NewEvent(EventType.MANUAL_CONFIRM_REJECTED, _base(execution, actor, reason, bulk))
    if execution.status != ExecStatus.WAITING_MANUAL_CONFIRM:
        return _again(execution, actor, rejected, _NOT_HELD)
    return _journal_decision(execution, actor, [rejected], resume=True, open_in=_HELD, refusal=_NOT_HELD)


def decide_execution(
    *,
    execution_id: str,
    actor: str,
    decision: str,
    reason: str,
    external_ref: str = "",
    bulk: str = "",
    repeat_confirmed: bool = False,
    seen: int | None = None,
    repeat_after_doubt: bool = True,
) -> str:
    """Settle an in-doubt execution (``agentops.core.protocol.Decision``): ``confirm`` it happened,
    ``compensate`` it, ``dead_letter`` the run, or ``retry_same_key``: it did not happen, send it
    once more with the same idempotency key. The same for in-process and external runs: the
    in-process loop acts on the decision at once; an external agent is told by its next claim.
    Returns "", or the notice that ``actor`` already made this decision on it (nothing written).

    A retry of a call that a fork, continuation or sibling of the run already made under another key (or none:
    ``approvals.repeats.made_in_parent``, the approvals' rule) needs ``repeat_confirmed`` (the console's checkbox,
    ``settle_call --again``; a bulk job never gives it): without, :class:`RepeatNotConfirmed` and nothing written.

    ``seen`` is the run's journal head the console showed: a call decided since — sent again, and in doubt again after
    that send — is not decided once more on its word (a retried POST, a colleague's page opened before): answered as
    made to its decider, refused to anyone else (:func:`_again`). A decider with no page (``settle_call`` without
    ``--seen``) passes ``repeat_after_doubt=False`` unless they said it is meant (``--again-after-doubt``): the call's
    last decision made again once the call went into doubt again after it is refused (:class:`RepeatAfterDoubt`,
    nothing written) — the same command from shell history sent an email a third time.
    """
    if decision not in DECISIONS:
        raise DecisionError(f"unknown decision {decision!r}; expected one of {', '.join(DECISIONS)}")
    if len(external_ref.strip()) > EXTERNAL_REF_MAX:
        raise DecisionError(
            f"an external reference is at most {EXTERNAL_REF_MAX} characters, not {len(external_ref.strip())}"
        )
    execution = _execution(execution_id)
    made = NewEvent(EventType.OPERATOR_DECISION, {"decision": decision})
    if execution.status not in _IN_DOUBT:
        return _again(execution, actor, made, _NOTHING_TO_DECIDE)
    if _since(_latest_decision(execution), seen):
        return _again(execution, actor, made, _DECIDED_SINCE)
    # the whole journal: the call may belong to a step a snapshot has since folded away
    index = ReplayIndex.build(execution.run_id, load_events(execution.run_id, from_snapshot=False))
    key = (execution.step, execution.call_index)
    has_result = execution.result_event_id is not None or key in index.results
    refusal = decision_refusal(decision, call_state(index, key), has_result=has_result)
    if refusal is not None:
        if decided_by(execution):  # decided since its status was read: by whom, and whether it was this decision
            return _again(execution, actor, made, _NOTHING_TO_DECIDE)
        raise DecisionConflict(f"execution {execution_id}: {refusal}")
    if not repeat_after_doubt:
        _refuse_repeat_after_doubt(execution, decision)
    if decision == Decision.RETRY_SAME_KEY and not repeat_confirmed:
        _refuse_unconfirmed_repeat(
            execution, "(the recovery console's checkbox, settle_call --again) or decide otherwise", RESENT
        )
    if decision == Decision.RETRY_SAME_KEY and (why := approver_needed(execution)):
        if not username_has_role(actor, APPROVER):
            raise ApproverNeeded(
                f"execution {execution_id}: {why}: sending it is an approver's decision (it may never have gone out, "
                "so this would be its first send past the gate) — retry it as a user who also holds the approver role, "
                "or confirm it or dead-letter the run"
            )
        four_eyes(execution, actor)  # an approver's decision: the approvals' rule, whoever asked for it may not
    payload = _base(execution, actor, reason, bulk) | {"decision": decision}
    events: list[NewEvent] = []
    if decision == Decision.CONFIRM:
        if execution.result_event_id is None:
            payload["result"] = {
                "success": True,
                "code": "confirmed_by_operator",
                "data": {"external_ref": external_ref.strip(), "confirmed_by": actor},
            }
        payload["external_ref"] = external_ref.strip()
        payload["verified_by"] = "operator"
    elif decision == Decision.COMPENSATE:
        undo, bound = _compensation(execution, actor, external_ref)  # refused here (none declared …): no lease
        decision_event = NewEvent(EventType.OPERATOR_DECISION, payload)

        def compensated() -> list[NewEvent]:
            """Run under the lease once the call is known in doubt: one request compensates, never two."""
            comp = undo()
            if execution.result_event_id is None:
                payload["result"] = {"success": False, "code": "compensated", "data": comp}
            fields = {k: payload[k] for k in ("step", "call_index", "execution_id")} | comp
            # the decision first; ToolCompensated (after it) moves the execution to COMPENSATED
            return [decision_event, NewEvent(EventType.TOOL_COMPENSATED, fields)]

        return _journal_decision(
            execution,
            actor,
            compensated,
            made=decision_event,
            resume=True,
            open_in=_IN_DOUBT,
            refusal=_NOTHING_TO_DECIDE,
            bound=bound,
            seen=seen,
        )
    elif decision == Decision.DEAD_LETTER:
        if (
            said := moved_since(execution.run_id, actor, seen, decision)
        ) is not None:  # (its run's journal, not its own)
            return said
        others = _open_calls(execution.run_id, but=execution.id, approved=True)
        unsent = _unsent(others)
        events = _dead_letters(others, actor, reason, bulk)
    events.insert(0, NewEvent(EventType.OPERATOR_DECISION, payload))
    resume = decision != Decision.DEAD_LETTER
    again = _journal_decision(
        execution,
        actor,
        events,
        resume=resume,
        open_in=_IN_DOUBT,
        refusal=_NOTHING_TO_DECIDE,
        seen=seen,
        moved=lambda: moved_since(execution.run_id, actor, seen, decision) if not resume else None,
    )
    if decision == Decision.DEAD_LETTER and not again:
        _never_sent(unsent, execution.run_id, actor)
    return again


def _refuse_repeat_after_doubt(execution: ToolExecution, decision: str) -> None:
    """:class:`RepeatAfterDoubt` when ``decision`` is the call's last decision: the call is open for a decision again
    (the caller checked), so it went into doubt again after that one (a send again that was in doubt again)."""
    latest = _latest_decision(execution)
    if latest is None or latest[0].type != EventType.OPERATOR_DECISION or latest[1].get("decision") != decision:
        return
    raise RepeatAfterDoubt(
        f"execution {execution.id} was already {decided_by(execution)}, and it went into doubt again after that: "
        f"{decision} again decides on what happened since, which this command did not see"
        + (" (the call is sent once more)" if decision == Decision.RETRY_SAME_KEY else "")
        + "; check it, then say it is meant with --again-after-doubt (or --seen SEQ: the journal seq show_run printed "
        "when you checked), or decide otherwise"
    )


#: a call an operator settles, and what a decision on one no longer in doubt is told
_IN_DOUBT, _NOTHING_TO_DECIDE = (ExecStatus.TOOL_EXECUTED, ExecStatus.VERIFICATION_FAILED), "there is nothing to decide"


#: a run's calls still open: held for an approver, or in doubt
OPEN_CALLS = (ExecStatus.WAITING_MANUAL_CONFIRM, ExecStatus.TOOL_EXECUTED, ExecStatus.VERIFICATION_FAILED)


#: the calls a run dead-lettered with them settles, and what a run whose first such call was settled meanwhile is told
_OPEN_OR_APPROVED, _NOT_OPEN = (*OPEN_CALLS, ExecStatus.APPROVED), "it is no longer open"


def _open_calls(run_id: str, *, but: str = "", approved: bool = False) -> list[ToolExecution]:
    """The run's open calls (except ``but``), in call order; with ``approved``, also its calls approved and not
    handed out yet (APPROVED): a run dead-lettered never sends them, so they are dead-lettered with it."""
    statuses = (*OPEN_CALLS, ExecStatus.APPROVED) if approved else OPEN_CALLS
    calls = ToolExecution.objects.filter(run_id=run_id, status__in=statuses).exclude(id=but)
    return list(calls.select_related("run").order_by("step", "call_index"))


def _unsent(calls: list[ToolExecution]) -> dict[str, str]:
    """``calls`` approved and not handed out yet, each said with who approved it (read before a dead-letter)."""
    return {e.id: f"{e.id} ({e.tool}, {decided_by(e)})" for e in calls if e.status == ExecStatus.APPROVED}


def _never_sent(unsent: dict[str, str], run_id: str, actor: str) -> list[str]:
    """Report calls that were approved and are dead-lettered before they ran (:func:`_unsent`): the bulk approve
    items that approved them become FAILED saying so (their job no longer counts them done). Returns what was said
    of each call."""
    when = timezone.now()
    with naming() as named:
        by = who(actor, Sight(run_id=run_id))
    BulkItem.objects.filter(execution_id__in=list(unsent), state=ItemState.DONE, job__action=BulkAction.APPROVE).update(
        state=ItemState.FAILED,
        outcome=f"approved, but never sent: run {run_id} was dead-lettered by {by} at "
        f"{when:%Y-%m-%d %H:%M:%S} UTC before the call ran"[:500],
        outcome_names=named,
    )
    return list(unsent.values())


def _dead_letters(calls: list[ToolExecution], actor: str, reason: str, bulk: str = "") -> list[NewEvent]:
    """A dead-letter decision for each of ``calls``: a parked run leaves none of its calls waiting (a second
    call held in the same step stayed in Approvals for ever, where nobody could decide it any more)."""
    return [
        NewEvent(EventType.OPERATOR_DECISION, _base(e, actor, reason, bulk) | {"decision": "dead_letter"})
        for e in calls
    ]


def _compensation(
    execution: ToolExecution, actor: str, external_ref: str
) -> tuple[Callable[[], dict[str, Any]], float | None]:
    """The tool's compensation of ``execution``, to run (it returns what the caller journals) with its own
    idempotency key, once the decision holds the run's lease and the call is still in doubt, and how long it keeps
    the lease (its tool's timeout, :func:`~agentops.core.lease_beat.call_bound`); DecisionError at once when there
    is none.

    An external agent's tools live in its client, so the server cannot undo the call: the operator
    undid it (``external_ref`` says how) and the decision records it; the agent's next claim of the
    call answers ``already_done`` with the compensated result.
    """
    if is_external(execution.run.agent):
        if not external_ref.strip():
            raise DecisionError("say how the call was undone (external reference), e.g. the refund or recall id")
        recorded = {"compensated_by": actor, "external_ref": external_ref.strip()}
        return (lambda: recorded), 0.0
    tool = load_agent(execution.run.agent).tools.get(execution.tool)
    if tool.compensate is None:
        raise DecisionError(f"tool {execution.tool} declares no compensation; confirm or dead-letter instead")
    undo = tool.compensate

    def run() -> dict[str, Any]:
        args = json.loads(execution.args)
        result = None
        if execution.result_event_id:
            result = json.loads(Event.objects.get(event_id=execution.result_event_id).payload).get("result")
        key = idem_key(execution.run_id, execution.step, execution.call_index, f"compensate:{execution.tool}", args)
        try:
            outcome = undo(args, result, key)
        except Exception as exc:  # the service's answer, not a 500: the call stays in doubt, nothing journaled
            # its message redacted, and no key: one derived from the arguments confirms a guess at them (Sight.key)
            raise DecisionError(
                f"the compensation of {execution.tool} failed ({Sight(run_id=execution.run_id).error(exc)[:300]}): nothing was decided; it may "
                "have been undone in part — try again (with the same idempotency key) or decide otherwise"
            ) from exc
        return {"compensation_key": key, "compensation_result": outcome}

    return run, call_bound([tool])


def retry_verification(*, execution_id: str, actor: str) -> str:
    """Ask the verifier again about a call in doubt with a journaled result and journal its answer: the verdict's
    event type, or why not ("still pending", "skipped: …"). The append is made under the run's lease taken as every
    decision takes it (:func:`_operator_lease`: with its own secret, waiting for another operator's decision, a
    worker's refused): it was taken by the operator's name alone, which their second tab took over, fencing the
    first out (a 500)."""
    execution = _execution(execution_id)

    def settled() -> str | None:
        status = ToolExecution.objects.values_list("status", flat=True).get(id=execution.id)
        return None if status in _IN_DOUBT else f"skipped: execution {execution.id} is {status} now: nothing to verify"

    return recovery.verify_execution(execution, lease=lambda run_id: _operator_lease(run_id, actor, settled))


def resume_run(*, run_id: str, actor: str, reason: str = "", bulk: str = "", seen: int | None = None) -> str:
    """Resume (or retry the checks of) a RECOVERING, FAILED or waiting run; ``actor`` is for the log. Returns "", or
    the notice that ``actor`` already resumed it and nothing moved since (a second tab, a retried POST: nothing
    written).

    A FAILED run is resumed through :func:`retry_run` (journaled, with a fresh set of retries). A RECOVERING one
    resumed with a reason journals RecoveryStarted with ``actor`` under the run's lease (:func:`_operator_lease`,
    as every decision): a live worker's lease is respected (refused), and a second resume racing it is answered as
    made (who, when) when nothing was journaled since the first. A RECOVERING run its budget stopped, with no decision
    of its next step to replay, is refused as its retry is (:class:`BudgetSpent`). ``seen``: the journal head the
    page showed; a run resumed or retried since is answered as :func:`retry_run` answers it.
    """
    run = Run.objects.filter(id=run_id).first()
    if run is None:
        raise UnknownRun(f"unknown run {run_id}")
    if run.status == RunStatus.FAILED:
        return retry_run(run_id=run_id, actor=actor, reason=reason or f"resumed by {actor}", bulk=bulk, seen=seen)
    if run.status not in (RunStatus.RECOVERING, RunStatus.WAITING_MANUAL_CONFIRM):
        return _run_again(run_id, actor, (RESUME, RETRY_RUN), _NOT_RESUMABLE)
    if is_external(run.agent):
        # the server cannot re-check an external agent's call by key: only a decision moves it on (the run's state
        # is at fault, not the request: a 409, as *Start now* of a PENDING one)
        raise DecisionConflict(
            f"run {run_id} is driven by an external agent, which the server cannot resume: decide each call in "
            "doubt (confirm, compensate, dead-letter or retry with the same key) or dead-letter the run; its agent "
            "goes on when it takes the lease again"
        )
    if run.status == RunStatus.RECOVERING:
        _refuse_spent_budget(run_id)  # nothing decided ahead to replay: it would fail again at its next model call
    if run.status == RunStatus.RECOVERING and stated(reason):
        # who resumed it and why, journaled as a take-over (the stuck view's Recover now journals the same)
        already = _journal_resume(run_id, actor, f"{actor}: {_reason(reason)}", seen)
        enqueue_drive(run_id)  # also after a resume already made: a drive taken twice is fenced, one lost is not
        return already
    # safe even with calls still in doubt: the loop re-checks them by key and never re-sends blindly
    enqueue_drive(run_id)
    return ""


def _journal_resume(run_id: str, actor: str, reason: str, seen: int | None = None) -> str:
    """Journal an operator's resume of a RECOVERING run (RecoveryStarted with ``actor``) under the run's lease: "",
    or the notice that the run's last event is already an operator's resume (another request's, racing this one, or
    nothing journaled since: the same would only be journaled again; the caller hands the run to a worker either
    way); :func:`_run_again`'s refusal when the run is no longer RECOVERING."""

    def resumed() -> str | None:
        status, head = Run.objects.filter(id=run_id).values_list("status", "last_seq").get()
        if status != RunStatus.RECOVERING:
            return _run_again(run_id, actor, (RESUME, RETRY_RUN), _NOT_RESUMABLE)
        last = _latest_run_decision(run_id)
        if _since(last, seen):  # resumed (and parked again) since the page showed it
            return _run_again(run_id, actor, (RESUME, RETRY_RUN), _DECIDED_SINCE)
        if last is None or last[0].seq != head or last[1]["decision"] != RESUME:
            return None
        return f"{_run_already(run_id, status)}, nothing journaled since"

    previous = Run.objects.filter(id=run_id).values("lease_owner", "fencing_token").get()
    lease = _operator_lease(run_id, actor, resumed)
    if isinstance(lease, str):
        return lease
    try:
        if (already := resumed()) is not None:  # read under the lease: two resumes cannot both pass it
            return already
        started = recovery.start_recovery(lease, previous, reason=reason, actor=actor)
        if isinstance(started, str):
            raise DecisionConflict(f"cannot resume run {run_id} now: {started}")
        return ""
    finally:
        leases.release(run_id, lease.fence)


_NOT_RESUMABLE = "only RECOVERING, FAILED or waiting runs resume"


def retry_run(*, run_id: str, actor: str, reason: str, bulk: str = "", seen: int | None = None) -> str:
    """Send a FAILED run back to PENDING now, with a fresh set of automatic retries, and drive it. Returns "", or the
    notice that ``actor`` already retried it (a second tab, a retried POST: nothing written) — also when that retry
    failed again since the journal head ``seen`` the page showed (the run is FAILED, on a failure it never showed).

    Journaled as a run-level ``OperatorDecision`` (``retry_run``, actor, reason). A DEAD_LETTER run
    is final: fork it or continue it as a new run instead.
    """
    payload = {"decision": RETRY_RUN} | _who(actor, reason, bulk)
    status = Run.objects.filter(id=run_id).values_list("status", flat=True).first()
    index = resume_index(run_id) if status in (RunStatus.FAILED, RunStatus.RECOVERING) else None
    # a failed run whose call a late verdict parked is RECOVERING: once its calls are decided, its failure for good
    # still waits for this retry
    decided = index is not None and status == RunStatus.RECOVERING and index.failed_for_good and not index.parked
    if index is not None and (status == RunStatus.FAILED or decided):
        _refuse_spent_budget(run_id)
    allowed = {RunStatus.FAILED, RunStatus.RECOVERING} if decided else {RunStatus.FAILED}
    already = _journal_run_decision(run_id, actor, payload, allowed, "only a FAILED run can be retried", seen)
    if not already:
        enqueue_drive(run_id)
    return already


def _refuse_spent_budget(run_id: str) -> None:
    """Refuse the retry or resume of a run its budget stopped (:class:`BudgetSpent`, nothing written): a retry keeps
    its caps and what it consumed, so its next step, with no journaled sample to replay, fails it ``BudgetExceeded``
    at once (the loop's own check) — the retry was journaled and the run failed again. A fork with a larger cap goes
    on. The rule is ``runs.worker.retryable``'s, which the stuck view and a bulk preview ask before offering a retry."""
    spent = spent_budgets([run_id]).get(run_id)
    if spent is None:
        return
    next_step = resume_index(run_id).next_step
    raise BudgetSpent(
        f"run {run_id} cannot be retried: its budget is spent ({spent}), and a retry keeps its caps and what it "
        "consumed, so it would fail again at once (BudgetExceeded). Fork it with a larger cap instead: the run page's "
        f"*Fork from a step…* dialog, or `manage.py fork_run {run_id} --step {next_step} --max-steps … --reason …`"
    )


def dead_letter_run(*, run_id: str, actor: str, reason: str, bulk: str = "", seen: int | None = None) -> list[str]:
    """Park a run for good: its calls in doubt, held for approval or approved and not sent yet are dead-lettered
    with it, if it has any. ``seen``: the run's journal head the decider's page showed (``--seen``, a bulk create's):
    a run journaled on since is not dead-lettered on its word (:func:`moved_since`: refused naming what was journaled,
    nothing written; the decider's own dead letter again is answered as made, nothing written).

    A run with such a call goes through :func:`decide_execution` (or the held call's dead-letter),
    so the call itself is settled; any other stopped run gets a run-level ``OperatorDecision``. Returns the calls
    that were approved and will now never be sent, each with who approved it (:func:`_never_sent` reports them on
    their bulk approve job): an APPROVED call stayed APPROVED for ever, and its job said "approved", DONE.
    """
    who = _who(actor, reason, bulk)
    if moved_since(run_id, actor, seen, "dead_letter") is not None:  # its maker's again: nothing written
        return []

    def moved() -> str | None:  # read again under the lease: nothing can be journaled meanwhile then
        return moved_since(run_id, actor, seen, "dead_letter")

    calls = _open_calls(run_id, approved=True)
    if calls and calls[0].run.status != RunStatus.RUNNING:
        unsent = _unsent(calls)
        events = _dead_letters(calls, actor, reason, bulk)
        if _journal_decision(
            calls[0], actor, events, resume=False, open_in=_OPEN_OR_APPROVED, refusal=_NOT_OPEN, moved=moved
        ):
            return []
        return _never_sent(unsent, run_id, actor)
    refusal = "only a PENDING, waiting, RECOVERING or FAILED run can be dead-lettered"
    payload = {"decision": "dead_letter"} | who
    _journal_run_decision(run_id, actor, payload, DEAD_LETTERABLE_RUN, refusal, moved=moved)
    return []


def _journal_run_decision(
    run_id: str,
    actor: str,
    payload: dict[str, Any],
    allowed: set[RunStatus] | frozenset[RunStatus],
    refusal: str,
    seen: int | None = None,
    moved: Callable[[], str | None] = lambda: None,
) -> str:
    """Append a run-level decision under the run's lease (:func:`_operator_lease`, as a call's decision takes it), if
    the run is (still, under the lease) in ``allowed`` and no run-level decision was journaled after the head ``seen``
    (the page's), nor did ``moved`` answer (a dead letter's :func:`moved_since`): "" when written, else that answer
    or :func:`_run_again`'s."""
    if not Run.objects.filter(id=run_id).exists():
        raise DecisionError(f"unknown run {run_id}")
    decision = str(payload["decision"])

    def decided() -> str | None:
        if (said := moved()) is not None:
            return said
        if _since(_latest_run_decision(run_id), seen):  # a retry that failed again since: FAILED as the page showed
            return _run_again(run_id, actor, (decision,), _DECIDED_SINCE)
        status = Run.objects.filter(id=run_id).values_list("status", flat=True).first()
        return None if status in allowed else _run_again(run_id, actor, (decision,), refusal)

    lease = _operator_lease(run_id, actor, decided)
    if isinstance(lease, str):
        return lease
    try:
        # read under the lease: nobody else appends now, so two decisions cannot both pass this check
        if (already := decided()) is not None:
            return already
        append_events(run_id, lease.fence, lease.head_seq, [NewEvent(EventType.OPERATOR_DECISION, payload)])
    except StaleLease as exc:
        raise DecisionConflict(_fenced_out(f"run {run_id}")) from exc
    except (InvalidTransition, SeqConflict) as exc:
        current = Run.objects.filter(id=run_id).values_list("status", flat=True).first()
        raise DecisionConflict(f"run {run_id} is already {current}: {exc}") from exc
    finally:
        leases.release(run_id, lease.fence)
    return ""


def _run_again(run_id: str, actor: str, decisions: tuple[str, ...], refusal: str) -> str:
    """The answer to a run-level decision (one of ``decisions``: a resume of a FAILED run is its retry) on a run no
    longer open for it, as :func:`_again` for a call's: the notice that it is already made when ``actor``'s own
    latest run-level decision is one of them (a second tab, a retried POST: nothing written); else
    :class:`DecisionConflict` naming the decision made (who, when), and ``refusal``."""
    status = Run.objects.filter(id=run_id).values_list("status", flat=True).first()
    said = _run_already(run_id, str(status))
    latest = _latest_run_decision(run_id)
    if latest is not None and latest[1].get("decision") in decisions and latest[1].get("actor") == actor:
        return said
    raise (DecidedSince if refusal == _DECIDED_SINCE else DecisionConflict)(f"{said}; {refusal}")


def restart_stuck_run(*, run_id: str, actor: str, reason: str, offered: str = "", seen: int | None = None) -> str:
    """Move a stuck run on now instead of waiting for the recovery sweep; returns what was done.

    FAILED → :func:`retry_run` (an external run's too: its client may not move it before); RECOVERING →
    :func:`resume_run`; an expired lease (or a RUNNING run
    nobody holds) → taken over with ``RecoveryStarted`` (actor and reason journaled) and driven;
    a PENDING run nobody holds → driven. A live lease is refused: its worker may still be working.
    ``offered`` is the action the page's button named (:data:`RESTART_ACTIONS`): a run that failed since a page
    offered to recover or start it is not retried (a conflict, nothing done) — a *Recover now* sent from a page opened
    before the run failed for good retried it, a fresh set of retries and its model called again, a decision nobody
    made. (Recover, start and resume only hand the run on, as the sweep would.) ``seen``: the journal head the page
    showed, for the retry and the resume (:func:`retry_run`), and an API-driven run's park: one parked or dead-lettered
    since is answered as :func:`_run_again` answers it (it named nobody: "RECOVERING and driven by its client").
    """
    reason = _reason(reason)
    run = Run.objects.filter(id=run_id).first()
    if run is None:
        raise UnknownRun(f"unknown run {run_id}")
    if offered in RESTART_ACTIONS and offered != "retry" and restart_action(run) == "retry":
        raise DecisionConflict(
            f"run {run_id} is FAILED now: {RESTART_ACTIONS[offered]} was for the run as the page showed it; "
            "nothing was done — reload the page: retrying it is another decision (Retry now)"
        )
    if run.status == RunStatus.FAILED:  # an external run's client too waits for this (409 run_failed until then)
        return _said(run_id, retry_run(run_id=run_id, actor=actor, reason=reason, seen=seen), "retried")
    if is_external(run.agent):
        if _since(_latest_run_decision(run_id), seen):  # parked (or dead-lettered) since the page: by whom
            return _said(run_id, _run_again(run_id, actor, (RESUME,), _DECIDED_SINCE), "")
        return _park_external(run, actor, reason)
    if run.status == RunStatus.RECOVERING and run.lease_owner is None:
        return _said(run_id, resume_run(run_id=run_id, actor=actor, reason=reason, seen=seen), "resumed")
    if run.status not in (RunStatus.PENDING, RunStatus.RUNNING, RunStatus.RECOVERING, RunStatus.WAITING_MANUAL_CONFIRM):
        raise DecisionConflict(f"run {run_id} is {run.status}; there is nothing to restart")
    if _live_lease(run):
        raise DecisionConflict(
            f"run {run_id} is held by {redacted_sights()(run_id).text(run.lease_owner or '')} until {run.lease_expires_at:%H:%M:%S} UTC; "
            "the recovery sweep takes it over if that lease expires"
        )
    if run.status == RunStatus.PENDING and run.lease_owner is None:
        enqueue_drive(run_id)
        return "started"
    if run.status == RunStatus.WAITING_MANUAL_CONFIRM and run.lease_owner is None:
        raise DecisionConflict(
            f"run {run_id} waits for an approver, not for recovery: approve or reject its held call in Approvals"
        )
    lease = recovery.take_over(run_id, owner=f"operator:{actor}", reason=f"{actor}: {reason}", actor=actor)
    if lease == recovery.RELEASED_WAITING:
        return "had its expired lease released; its held call waits for an approver"
    if isinstance(lease, str):
        raise DecisionConflict(f"run {run_id}: {lease}")
    leases.release(run_id, lease.fence)
    enqueue_drive(run_id)
    return "recovered"


def _said(run_id: str, notice: str, done: str) -> str:
    """What a restart did: ``done``, or the notice that its sender already made it (the page puts "run …" before)."""
    return notice.removeprefix(f"run {run_id} ") if notice else done


def _live_lease(run: Run) -> bool:
    """Someone holds the run's lease and it has not expired: its holder may still be working."""
    return bool(run.lease_owner and run.lease_expires_at) and leases.live_lease(run.id)  # the database's clock


def _park_external(run: Run, actor: str, reason: str) -> str:
    """*Recover now* on an external run: the server cannot drive it, so a run whose agent is gone (its
    lease expired, or RUNNING with none, or WAITING_MANUAL_CONFIRM with every held call answered and nobody come to
    send it) is parked RECOVERING for the usual decisions
    (``recovery.park_abandoned``); a live lease is refused (its agent is working)."""
    if run.status == RunStatus.PENDING and run.lease_owner is None:
        raise DecisionConflict(
            f"run {run.id} is PENDING and driven by its client through the API: the server cannot start it; it "
            "starts when its agent takes the lease (POST runs/{id}/lease/). If the agent is gone, dead-letter it"
        )
    answered = run.status == RunStatus.WAITING_MANUAL_CONFIRM and not recovery.waits_for_approver(run.id)
    if run.status not in recovery.ABANDONABLE and not answered:  # an approved call whose agent is gone: as the sweep
        raise DecisionConflict(
            f"run {run.id} is {run.status} and driven by its client through the API; it moves when the client "
            "calls (decide its calls on the recovery console, or dead-letter it)"
        )
    if _live_lease(run):
        raise DecisionConflict(
            f"run {run.id} is held by its agent {redacted_sights()(run.id).text(run.lease_owner or '')} until {run.lease_expires_at:%H:%M:%S} UTC; "
            "it can be recovered once that lease expires"
        )
    parked = recovery.park_abandoned(run.id, owner=f"operator:{actor}", reason=f"{actor}: {reason}", actor=actor)
    if parked.startswith("skipped"):
        raise DecisionConflict(f"run {run.id}: {parked}")
    if not _open_calls(run.id):
        return "parked RECOVERING (its agent is gone); no call is in doubt: it goes on if its agent takes the lease again, else dead-letter it"
    return "parked RECOVERING (its agent is gone): decide its calls in doubt on the recovery console, or dead-letter it"


EXPIRY_OUTCOMES = ("reject", "dead_letter")


#: stale requests one sweep tries at most (bounded work: each is a lease, a fenced append and a release)
EXPIRY_BATCH = 200
#: the cache key of where the last sweep stopped: ``[requested_at ISO, execution id]``
EXPIRY_CURSOR = "approvals:expiry:after"


def _expiry_turn(stale: Any) -> list[str]:
    """This sweep's share of the stale requests: up to :data:`EXPIRY_BATCH` after where the last one stopped, in
    (requested_at, id) order, wrapping round to the oldest. Taking the oldest every time let requests that are
    skipped every sweep (their run's lease held by a live holder) fill the batch for good, and no newer request
    expired; in turn, each stale request is tried within ceil(backlog / EXPIRY_BATCH) sweeps. The cursor lives in
    the cache (Redis when set; the embedded default's one process otherwise): lost, a sweep starts at the oldest."""
    ordered = stale.order_by("requested_at", "id")
    turn: list[tuple[Any, str]] = []
    after = cache.get(EXPIRY_CURSOR)
    if after:
        at, last = datetime.fromisoformat(after[0]), after[1]
        later = ordered.filter(Q(requested_at__gt=at) | Q(requested_at=at, id__gt=last))
        turn = list(later.values_list("requested_at", "id")[:EXPIRY_BATCH])
    if len(turn) < EXPIRY_BATCH:  # round again from the oldest
        taken = {row[1] for row in turn}
        again = ordered.values_list("requested_at", "id")[: EXPIRY_BATCH - len(turn) + len(taken)]
        turn += [row for row in again if row[1] not in taken][: EXPIRY_BATCH - len(turn)]
    if turn:
        cache.set(EXPIRY_CURSOR, [turn[-1][0].isoformat(), turn[-1][1]], timeout=None)
    return [execution_id for _, execution_id in turn]


def expire_requests(*, older_than: int, outcome: str, now: Any = None) -> dict[str, str]:
    """Settle approval requests nobody answered within ``older_than`` seconds (the periodic task), at most
    :data:`EXPIRY_BATCH` a sweep, in turn (:func:`_expiry_turn`).

    ``reject`` tells the agent (as a rejection) and the run continues; ``dead_letter`` parks the
    run. Each goes through the same fenced append as a human decision, so a request approved at
    the same instant is decided once: the loser is reported as skipped.
    """
    from datetime import timedelta

    if outcome not in EXPIRY_OUTCOMES:
        raise DecisionError(f"unknown expiry outcome {outcome!r}; expected one of {', '.join(EXPIRY_OUTCOMES)}")
    cutoff = (now or timezone.now()) - timedelta(seconds=older_than)
    stale = ToolExecution.objects.filter(status=ExecStatus.WAITING_MANUAL_CONFIRM, requested_at__lt=cutoff)
    report: dict[str, str] = {}
    for execution_id in _expiry_turn(stale):
        if execution_id in report:  # dead-lettered with an earlier call of its run
            continue
        reason = f"approval request expired after {older_than}s"
        try:
            if outcome == "reject":
                reject_call(execution_id=execution_id, actor=EXPIRY_ACTOR, reason=reason)
                report[execution_id] = outcome
            else:
                execution = _execution(execution_id)
                calls = [execution, *_open_calls(execution.run_id, but=execution_id)]
                events = _dead_letters(calls, EXPIRY_ACTOR, reason)
                _journal_decision(execution, EXPIRY_ACTOR, events, resume=False, open_in=_HELD, refusal=_NOT_HELD)
                report |= {e.id: outcome for e in calls if e.status == ExecStatus.WAITING_MANUAL_CONFIRM}
        except (DecisionConflict, DecisionError) as exc:
            report[execution_id] = f"skipped: {exc}"
    return report
