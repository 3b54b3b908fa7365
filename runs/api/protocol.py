"""The external-agent protocol: what a client holding the model and the tools may journal.

Every write is fenced (lease owner + fencing token + the acquisition's secret, ``runs.journal.leases.check``)
and goes through ``runs.journal.store.append_events``. Before appending, the run's replay index (built once from the latest snapshot and the tail) checks
the protocol: steps in order, tool intents in the model's call order, a result only for a claimed
call, a commit only when every call of the step has its result, a reply only for a final sample.
A rejected write appends nothing. Steps of one write:
  1. the run must be external (server-driven runs are the worker's) and the fence current;
  2. the index is built and the write checked against it (``ProtocolError`` names the broken rule);
  3. one ``append_events`` at the index head (a concurrent writer makes it raise SeqConflict).
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal, TypeVar

from django.conf import settings
from django.utils import timezone

from agentops.core.budget import exhausted
from agentops.core.canon import canonical, normalize
from agentops.core.errors import AgentOpsError, SeqConflict
from agentops.core.events import Event, EventType, NewEvent
from agentops.core.gate import held_for, reached_by
from agentops.core.keys import execution_id, idem_key
from agentops.core.protocol import (
    HUMAN_SETTLED,
    UNKNOWN_OUTCOME,
    CallState,
    Next,
    agent_verdict_counts,
    approval_binds,
    approved_unsent,
    awaiting_approval,
    call_state,
    decided_result,
    dispatch_event,
    failed_write_parks,
    held_since,
    journaled_as,
    last_sent,
    next_action,
    park_appends,
    park_event,
    settled_verdict,
    still_landing,
    write_verb,
)
from agentops.core.replay import CallKey, ReplayIndex
from agentops.core.states import FINAL_RUN, RunStatus
from agentops.core.tools import Effect, Risk, UndeclaredDedupe, VerdictStatus, schema_check
from runs.claims.services import submit_reply
from runs.journal import checkpoints, leases
from runs.journal.leases import Fence
from runs.journal.store import append_events, event_age, keep_checkpoint, keep_new_pages, resume_index
from runs.models import ExportAudit, Run
from runs.models.claims import Reply
from runs.worker.registry import deployment_defaults, is_external
from runs.worker.retries import retry_not_due

#: Lease owners of API clients carry this prefix, so they never collide with server workers or operators.
OWNER_PREFIX = "ext:"

#: Event types a client appends directly; tool events and the reply have their own endpoints.
APPENDABLE = frozenset(
    {EventType.LLM_SAMPLED, EventType.STEP_COMMITTED, EventType.RUN_FAILED, EventType.RECOVERY_STARTED}
)

ClaimStatus = Literal["claimed", "already_done", "need_recheck", "waiting_manual_confirm"]

#: What an operator can decide about a call in doubt (the refusal names them).
_DECISIONS_HINT = "an operator decides: confirm, compensate, dead-letter or retry with the same key"


#: How often a write that names no ``expected_seq`` (claim, result, verdict, reply) is checked again when
#: another write of the run landed between its check and its append; then it is 409 ``seq_conflict``.
RECHECKS = 5
#: The longest pause (seconds) before the first recheck, growing with each: random, so writers that
#: collided do not collide again in lockstep.
RECHECK_PAUSE = 0.02

_T = TypeVar("_T")


def rechecked(write: Callable[..., _T]) -> Callable[..., _T]:
    """Check and append ``write`` again (from a fresh replay index) when the journal moved under it.

    Two writes under one lease at once (a client reporting parallel calls' results concurrently) both
    check against the same head; the second one's append then finds the head moved and writes nothing
    (SeqConflict). Such a write names no seq of its own, so it is simply checked again against the new
    head, where it may now be answered differently (its call claimed meanwhile: ``need_recheck``). After
    :data:`RECHECKS` attempts it is 409 ``seq_conflict``: nothing was written; sending it again is safe.
    """

    @functools.wraps(write)
    def again(**kwargs: Any) -> _T:
        attempt = 1
        while True:
            try:
                return write(**kwargs)
            except SeqConflict as exc:
                if attempt == RECHECKS:
                    raise ProtocolError(
                        "seq_conflict",
                        f"run {exc.run_id}: other writes kept landing while this one was checked ({RECHECKS} "
                        "times); nothing was written: send it again",
                        details={"expected_seq": exc.expected, "current_seq": exc.current},
                    ) from exc
                time.sleep(random.uniform(0, RECHECK_PAUSE * attempt))  # racing writers spread out, one wins each round
                attempt += 1

    return again


class ProtocolError(AgentOpsError):
    """A write that breaks the protocol: ``code`` names the rule, ``status`` is 409 (state) or 422 (content)."""

    def __init__(self, code: str, message: str, *, status: int = 409, details: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code, self.status, self.details = code, status, details or {}


@dataclass(frozen=True)
class Claim:
    """The answer to a tool claim: what the client must do with the call."""

    status: ClaimStatus
    step: int
    call_index: int
    execution_id: str
    idem_key: str | None
    intent_event_id: str
    result: Any = None
    result_event_id: str | None = None
    verdict: dict[str, Any] | None = None
    head_seq: int = 0
    #: where the call stands now (``agentops.core.protocol.CallState``)
    state: str = str(CallState.INTENT)
    #: ``waiting_manual_confirm``: why the gate holds the call (``agentops.core.gate.held_for``), else None
    held_for: str | None = None
    #: the effect the call's intent was journaled with, by the code that claimed it first: a write stays one for the
    #: client deciding whether a call in doubt may be replayed, whatever its tool is declared now
    effect: str = str(Effect.WRITE)
    #: the risk its intent was journaled with (``low``: it went out with no approver): a call in doubt whose tool is
    #: declared high risk since is not replayed nor looked up by the client, a human decides
    risk: str = str(Risk.LOW)
    #: ``need_recheck``: seconds since the call was last handed out, by the database's clock — a status lookup's
    #: "not done" counts only once the tool's timeout passed (``agentops.core.protocol.still_landing``)
    sent_age: float | None = None
    #: ``need_recheck`` of a claim that declared its tool's ``timeout``: seconds until a lookup's "not done" counts
    #: (:func:`~agentops.core.protocol.still_landing`); the client waits that long and claims again, parking nothing
    retry_after: float | None = None


def fence_of(owner: str, token: int, secret: str) -> Fence:
    return Fence(OWNER_PREFIX + owner, token, secret)


def _require_external(run: Run) -> None:
    if not is_external(run.agent):
        raise ProtocolError(
            "server_driven", f"run {run.id} is driven by the server's worker; only external runs accept client writes"
        )


def _fenced(
    run: Run, owner: str, token: int, secret: str, *, live: bool = False, moves: bool = True
) -> tuple[Fence, ReplayIndex]:
    """The writer's fence (with its lease's length, which its write renews) and the run's replay
    index, after the fence check (``live``: the lease must not have expired; ``moves``: the write
    moves the run on, refused on a run stopped for good — see :func:`_require_movable`)."""
    _require_external(run)
    fence = leases.check(run.id, fence_of(owner, token, secret), live=live)
    index = resume_index(run.id)
    if moves:
        _require_movable(run.id, dead=index.dead, failed=index.failed_for_good)
        _require_due(run)
    return fence, index


def _require_movable(run_id: str, *, dead: bool, failed: bool) -> None:
    """Refuse to move a run that stopped for good, as the in-process engine does: a dead-lettered
    run is final (fork it), a failure that is not retryable waits for an operator's retry
    (``approvals.services.retry_run``); a retryable failure is retried by its agent once due."""
    if dead:
        raise ProtocolError(
            "dead_letter", f"run {run_id} is dead-lettered: it is final; an operator may fork it or start a new run"
        )
    if failed:
        raise ProtocolError(
            "run_failed",
            f"run {run_id} failed and is not retryable: it moves again only after an operator's retry (retry_run)",
        )


def _require_due(run: Run) -> None:
    """Refuse to move a run whose retryable failure is not due yet: the retry policy's backoff holds for
    an external agent as for the server's worker (``runs.worker.retries.retry_not_due``, its grace included)."""
    if run.next_retry_at is None or not retry_not_due(run.status, run.next_retry_at):
        return  # not FAILED, not retryable (see _require_movable), or due
    raise _not_due(run.id, run.next_retry_at, "failed", "take the lease and move it then")


def _not_due(run_id: str, due: datetime, what: str, then: str) -> ProtocolError:
    """409 ``retry_not_due``: the run ``what`` (failed, fails in this batch) and may move at ``due``."""
    wait = (due - timezone.now()).total_seconds()
    return ProtocolError(
        "retry_not_due",
        f"run {run_id} {what} and its automatic retry is due at {due.isoformat()} (in {wait:.1f} s, the retry "
        f"policy's backoff): {then}",
        details={"next_retry_at": due.isoformat(), "retry_in": round(wait, 3)},
    )


def _in_doubt(index: ReplayIndex, key: CallKey) -> ProtocolError:
    """The refusal of any agent write that would move a parked call on (only an operator may)."""
    parked = index.parked[key].payload
    return ProtocolError(
        "call_in_doubt",
        f"step {key[0]} call {key[1]} is in doubt and the run is RECOVERING: {_DECISIONS_HINT}",
        details={
            "execution_id": parked.get("execution_id"),
            "step": key[0],
            "call_index": key[1],
            "reason": parked.get("reason", ""),
        },
    )


def _fold(index: ReplayIndex, new: NewEvent) -> None:
    """Apply a checked, not yet stored event to the working index, so a batch is checked as a whole."""
    index.apply(Event(index.run_id, index.head_seq + 1, new.type, normalize(new.payload), "", "", index.head_hash))


# -- leases ---------------------------------------------------------------------------------------
def lease_acquire(*, run: Run, owner: str, secret: str | None = None, seconds: int | None = None) -> leases.Lease:
    """Take the run's lease for a client, bound to ``secret`` (generated if not given).

    The returned fencing token and secret accompany every write; presenting the secret again
    re-takes one's own live lease (a new token), the owner name alone never does.
    """
    _require_external(run)
    failed = run.status == RunStatus.FAILED and run.next_retry_at is None  # not retryable (agentops.core.retries)
    _require_movable(run.id, dead=run.status == RunStatus.DEAD_LETTER, failed=failed)
    _require_due(run)
    return leases.acquire(run.id, OWNER_PREFIX + owner, secret=secret or leases.new_secret(), seconds=seconds)


def lease_renew(*, run: Run, owner: str, token: int, secret: str, seconds: int | None = None) -> int:
    """Extend the lease by its length (``seconds`` sets a new one), also a lease that expired while
    nobody took it (StaleLease once someone did); returns the length."""
    _require_external(run)
    return leases.renew(run.id, fence_of(owner, token, secret), seconds=seconds)


def lease_release(*, run: Run, owner: str, token: int, secret: str) -> bool:
    """Give the lease up; True if it was this client's. The pages of the blocks its appends filled are
    then written (``runs.journal.store.keep_new_pages``, as the worker does when it gives a run up), so
    the first whole read of the run reads pages, not rows."""
    _require_external(run)
    released = leases.release(run.id, fence_of(owner, token, secret))
    if released:
        keep_new_pages(run.id)
    return released


# -- generic appends ------------------------------------------------------------------------------
def events_append(
    *, run: Run, owner: str, token: int, secret: str, expected_seq: int, events: list[NewEvent]
) -> list[Event]:
    """Append model samples, step commits, failures or recovery hand-offs after ``expected_seq``.

    A commit of every ``SNAPSHOT_EVERY``-th step is followed by a SnapshotTaken in the same
    transaction, so a resume reads only the latest snapshot and the tail.
    """
    fence, index = _fenced(run, owner, token, secret)
    if expected_seq != index.head_seq:
        raise SeqConflict(run.id, expected_seq, index.head_seq)
    batch: list[NewEvent] = []
    every = int(settings.AGENTOPS["SNAPSHOT_EVERY"])
    for new in events:
        if batch and batch[-1].type is EventType.RUN_FAILED:
            raise _after_failure(index, batch[-1])
        if new.type not in APPENDABLE:
            raise ProtocolError(
                "event_type_not_allowed",
                f"{new.type} cannot be appended directly; use the tool, verification or reply endpoint",
                status=422,
                details={"type": str(new.type), "appendable": sorted(str(t) for t in APPENDABLE)},
            )
        checked = _check_append(index, new, verification_required_for(run.agent))
        if checked is None:
            continue
        _fold(index, checked)
        batch.append(checked)
        if checked.type is EventType.STEP_COMMITTED and every and (checked.payload["step"] + 1) % every == 0:
            snapshot = index.snapshot_event()
            _fold(index, snapshot)
            batch.append(snapshot)
    stored = append_events(run.id, fence, expected_seq, batch)
    if any(_checkpoint_due(e, every) for e in stored):
        keep_checkpoint(run.id)
    return stored


def _after_failure(index: ReplayIndex, failed: NewEvent) -> ProtocolError:
    """The refusal of an event after a ``RunFailed`` in the same batch: what the same event would get in
    the next request (``run_failed``, ``dead_letter`` or ``retry_not_due``), so one batch never journals a
    second failure (a second retry counted) or moves a run that just failed."""
    try:
        _require_movable(index.run_id, dead=index.dead, failed=index.failed_for_good)
    except ProtocolError as refused:
        return refused
    due = timezone.now() + timedelta(seconds=float(failed.payload["retry_in"]))
    return _not_due(
        index.run_id, due, "fails in this batch", "a RunFailed ends the batch; take the lease and move it then"
    )


def _checkpoint_due(event: Event, every: int) -> bool:
    """Whether this is every ``checkpoints.ADVANCE_EVERY``-th snapshot of the run (as the worker's
    journal counts its own): then the run's checkpoint may advance (``runs.journal.checkpoints``)."""
    if event.type is not EventType.SNAPSHOT_TAKEN:
        return False
    return (event.payload["step"] + 1) // every % checkpoints.ADVANCE_EVERY == 0


def _check_append(index: ReplayIndex, new: NewEvent, required: tuple[str, ...] = ()) -> NewEvent | None:
    """The event to append for ``new`` (the server's version of it), None to skip it, or ProtocolError.
    ``required``: the tool kinds the agent's verification policy wants the server or an operator to verify."""
    p = new.payload
    if index.completed is not None:
        raise ProtocolError("run_finished", f"run {index.run_id} is finished; nothing more can be journaled")
    if new.type is EventType.LLM_SAMPLED:
        _require_step(index, p["step"])
        if p["step"] in index.samples:
            raise ProtocolError(
                "already_sampled",
                f"step {p['step']} is already sampled: reuse the journaled output, do not ask the model again",
                details={"event_id": index.samples[p["step"]].event_id},
            )
        if (spent := exhausted(index.budget, index.consumed)) is not None:
            # replay.budget_exhausted said so: a run that may not sample ends in RunFailed (pitfall 8)
            raise ProtocolError(
                "budget_exhausted", f"{spent}: no further model call is allowed; append RunFailed instead"
            )
        return new
    if new.type is EventType.STEP_COMMITTED:
        step = p["step"]
        _require_step(index, step)
        sample = _sample(index, step)
        missing = [i for i in range(len(sample["tool_calls"])) if (step, i) not in index.results]
        if not sample["tool_calls"]:
            raise ProtocolError("final_step", f"step {step} has no tool calls: submit it as the reply instead")
        if missing:
            raise ProtocolError(
                "step_incomplete", f"step {step} has calls without a result: {missing}", details={"missing": missing}
            )
        parked = [key for key in index.parked if key[0] == step]
        if parked:
            raise _in_doubt(index, parked[0])
        _require_verified(index, step, len(sample["tool_calls"]), required)
        return new
    if new.type is EventType.RUN_FAILED:
        _require_none_held(index)
        retry = deployment_defaults()["retry"]
        permanent = not p.get("retryable", False)
        payload = retry.failed_payload(
            p["error_class"], p.get("message", ""), failures=index.failures, permanent=permanent
        )
        return NewEvent(EventType.RUN_FAILED, payload)
    step, call_index = p["step"], p["call_index"]
    intent = index.intents.get((step, call_index))
    if intent is None:
        raise ProtocolError("not_claimed", f"step {step} call {call_index} was never claimed")
    state = call_state(index, (step, call_index))
    if not park_appends(state):
        return None  # parked already: an agent restarting on a parked run appends nothing
    if _awaits_policy_verifier(index, (step, call_index), required):
        # a write the policy's operator verifies, on which the agent has no verifier to post (409
        # ``verification_required`` at its commit): the client hands it to them, as its verdict would have
        return park_event(index, (step, call_index), policy_park_reason(intent.payload["tool"]))
    unsent = approved_unsent(index, (step, call_index))  # an INTENT, but nobody was handed it: it did not go out
    if state not in UNKNOWN_OUTCOME or unsent:
        why = (
            "approved and handed to nobody since: it did not go out (claim it)"
            if unsent
            else f"{state}: only a call sent without a result can be in doubt"
        )
        raise ProtocolError("not_in_doubt", f"step {step} call {call_index} is {why}", details={"state": str(state)})
    return park_event(index, (step, call_index), p.get("reason", ""))


#: where a call stands once its verification is settled: a counting verdict, or a human's decision
_VERIFIED = HUMAN_SETTLED | {CallState.VERIFIED, CallState.VERIFICATION_FAILED}


def _require_verified(index: ReplayIndex, step: int, calls: int, required: tuple[str, ...]) -> None:
    """Refuse a commit while a write of a kind the agent's verification policy names (``required``) has no verdict
    that counts: the server or an operator must verify it (its agent's own verdict parks it for one). Reads are
    exempt: nothing happened that a verdict could establish."""
    for key in ((step, i) for i in range(calls)):
        intent = index.intents[key].payload
        if _awaits_policy_verifier(index, key, required):
            raise ProtocolError(
                "verification_required",
                f"step {step} call {key[1]} ({intent['tool']}) is not verified, and the verification policy wants "
                "the server or an operator to verify it: post your verifier's verdict, or with none append RecoveryStarted "
                "for the call (either parks it for an operator's confirm on the recovery console), then commit once it "
                "is settled",
                details={
                    "execution_id": intent["execution_id"],
                    "step": step,
                    "call_index": key[1],
                    "tool": intent["tool"],
                },
            )


def _awaits_policy_verifier(index: ReplayIndex, key: CallKey, required: tuple[str, ...]) -> bool:
    """Whether call ``key`` is a write of a kind the verification policy names (``required``) that has its result and
    no verdict that counts: only the server or an operator can verify it, so its step waits for them."""
    intent = index.intents[key].payload
    if intent["effect"] != Effect.WRITE or agent_verdict_counts(intent["tool"], required):
        return False
    return key in index.results and call_state(index, key) not in _VERIFIED


def _require_none_held(index: ReplayIndex) -> None:
    """Refuse a RunFailed while a call waits for an approver (``agentops.core.protocol.awaiting_approval``):
    it would leave the call held on a FAILED run, listed in Approvals and undecidable."""
    key = awaiting_approval(index)
    if key is None:
        return
    intent = index.intents[key].payload
    raise ProtocolError(
        "call_awaiting_approval",
        f"step {key[0]} call {key[1]} ({intent['tool']}) waits for an approver: the run waits, it cannot fail "
        "now; release the lease and drive it again after the decision (an operator may dead-letter the run)",
        details={"execution_id": intent["execution_id"], "step": key[0], "call_index": key[1], "tool": intent["tool"]},
    )


def _require_step(index: ReplayIndex, step: int) -> None:
    if step != index.next_step:
        raise ProtocolError(
            "step_out_of_order",
            f"step {step} is not the run's next step ({index.next_step})",
            details={"next_step": index.next_step},
        )


def _sample(index: ReplayIndex, step: int) -> dict[str, Any]:
    rec = index.samples.get(step)
    if rec is None:
        raise ProtocolError("not_sampled", f"step {step} has no journaled model output yet")
    return rec.payload["output"]


# -- tool executions ------------------------------------------------------------------------------
@rechecked
def tool_claim(
    *,
    run: Run,
    owner: str,
    token: int,
    secret: str,
    step: int,
    call_index: int,
    tool: str,
    args: dict[str, Any],
    effect: str = Effect.WRITE,
    risk: str | None = None,
    dedupes: bool | None = None,
    timeout: float | None = None,
    request_id: str | None = None,
) -> Claim:
    """Claim call ``call_index`` of ``step`` before executing it: journal its intent and key once.

    ``claimed``: execute now with ``idem_key``. ``already_done``: the stored result, do not execute.
    ``need_recheck``: an intent without a result — the call may have happened; replay it with the same
    key if the service dedupes, or look it up by key. ``waiting_manual_confirm``: a human must approve.
    A lease that expired is refused (409 ``lease_expired``) even if nobody took it: renew it first.
    A write must declare ``dedupes`` (422 ``undeclared_dedupe``): assuming a payment service dedupes
    would replay it after a crash; a read replays safely and gets a key unless ``dedupes=False``.

    ``request_id`` names this claim request (Idempotency-Key style): the same claim sent again with
    it, under the same acquisition of the lease, before anything else happened to the call, is the
    retry of a request whose answer was lost and gets the same ``claimed`` again, writing nothing.
    Without it, or from another acquisition, a claimed call with no result is ``need_recheck``:
    nothing in the journal tells a lost answer from a call that went out.

    ``timeout``: the tool's own (seconds a call of it may take): ``need_recheck`` then says ``retry_after``, the
    seconds before its status lookup's "not done" counts (the first send may still land until then).
    """
    if dedupes is None and Effect(effect) is Effect.WRITE:
        refused = UndeclaredDedupe(tool)
        raise ProtocolError(refused.code, str(refused), status=422, details={"tool": tool})
    fence, index = _fenced(run, owner, token, secret, live=True)  # permission to execute needs a live lease
    key = (step, call_index)
    other = next((parked for parked in index.parked if parked != key), None)
    if other is not None:  # no call goes out while another waits for an operator's decision
        raise _in_doubt(index, other)
    intent = index.intents.get(key)
    handed = _handed_to(fence, request_id)
    if intent is None:
        return _claim_new(run, fence, index, step, call_index, tool, args, effect, risk, dedupes is not False, handed)
    _require_same_call(intent.payload, tool, args)
    journaled_effect, journaled_risk = journaled_as(intent.payload)
    base = {
        "step": step,
        "call_index": call_index,
        "execution_id": intent.payload["execution_id"],
        "idem_key": intent.payload["idem_key"],
        "intent_event_id": intent.event_id,
        "effect": str(journaled_effect),
        "risk": str(journaled_risk),
    }
    state = call_state(index, key)
    if state is CallState.INTENT and not approved_unsent(index, key):
        # by the name and the arguments: a tool the client declares high risk since is its own to park (raised_since)
        _park_if_held_since(run, fence, index, key, intent.payload, _held_now(index, key, tool, args, None, effect))
    if handed and _handed_out_by(index, key, state) == handed:
        return Claim("claimed", **base, head_seq=index.head_seq, state=state)  # its answer was lost
    if state is CallState.IN_DOUBT:
        raise _in_doubt(index, key)
    if state is CallState.AWAITING_APPROVAL:
        held = str(index.approvals_requested[key].payload.get("held_for") or "")
        return Claim("waiting_manual_confirm", **base, head_seq=index.head_seq, state=state, held_for=held)
    sends_once = next_action(
        state, fresh=False, safe_to_replay=False, can_lookup=False, approved_unsent=approved_unsent(index, key)
    )
    if sends_once is Next.SEND_AGAIN:
        # an operator's retry, or an approved call nobody was handed yet, is handed out once:
        # ToolDispatched is its write-ahead
        dispatch = dispatch_event(index, key)
        dispatch = NewEvent(dispatch.type, dispatch.payload | handed)
        dispatched = append_events(run.id, fence, index.head_seq, [dispatch])[0]
        return Claim("claimed", **base, head_seq=dispatched.seq, state=CallState.DISPATCHED)
    result, head_seq = index.results.get(key), index.head_seq
    decided = decided_result(index, key) if result is None else None
    if decided is not None:
        stored = _append_result(run, fence, index, intent.payload, decided)
        result, head_seq = stored, stored.seq
    if result is not None:
        return Claim(
            "already_done",
            **base,
            result=result.payload["result"],
            result_event_id=result.event_id,
            # an operator's decision or an approver's rejection settles it: nothing left to verify
            verdict=settled_verdict(index, key),
            head_seq=head_seq,
            state=state,
        )
    age = event_age(last_sent(index, key))
    wait = None if timeout is None else round(still_landing(age, timeout), 3)
    return Claim("need_recheck", **base, head_seq=index.head_seq, state=state, sent_age=age, retry_after=wait)


def _handed_to(fence: Fence, request_id: str | None) -> dict[str, Any]:
    """What a claim that hands a call out journals with it (in its ToolRequested or ToolDispatched),
    so that a retry of this very request can be told from a new claim: ``{}`` without a request id."""
    return {} if request_id is None else {"request_id": request_id, "fencing_token": fence.token}


def _handed_out_by(index: ReplayIndex, key: CallKey, state: CallState) -> dict[str, Any]:
    """Which request was last answered ``claimed`` for ``key`` — while nothing happened to the call
    since (no result, park or decision) — as :func:`_handed_to` wrote it; ``{}`` if none."""
    if state is CallState.DISPATCHED:
        handed = index.dispatches[key].payload
    elif state is CallState.INTENT and index.intents[key].payload.get("gate") == "auto":
        handed = index.intents[key].payload  # a gated intent was answered waiting_manual_confirm
    else:
        return {}
    return {k: handed[k] for k in ("request_id", "fencing_token") if k in handed}


def _claim_new(
    run: Run,
    fence: Fence,
    index: ReplayIndex,
    step: int,
    call_index: int,
    tool: str,
    args: dict[str, Any],
    effect: str,
    risk: str | None,
    dedupes: bool,
    handed: dict[str, Any],
) -> Claim:
    if index.completed is not None:
        raise ProtocolError("run_finished", f"run {run.id} is finished; nothing more can be journaled")
    _require_step(index, step)
    calls = _sample(index, step)["tool_calls"]
    if call_index >= len(calls):
        raise ProtocolError(
            "call_mismatch",
            f"step {step} has {len(calls)} tool calls; there is no call {call_index}",
            status=422,
            details={"calls": len(calls)},
        )
    _require_same_call(calls[call_index], tool, args)
    _require_honest_effect(tool, effect)
    earlier = [i for i in range(call_index) if (step, i) not in index.intents]
    if earlier:
        raise ProtocolError(
            "out_of_order", f"claim calls in the model's order: claim {earlier} first", details={"unclaimed": earlier}
        )
    held = _held_now(index, (step, call_index), tool, args, risk, effect)
    high = bool(held)
    exec_id = execution_id(run.id, step, call_index)
    key = idem_key(run.id, step, call_index, tool, args) if dedupes else None
    payload = {
        "step": step,
        "call_index": call_index,
        "execution_id": exec_id,
        "tool": tool,
        "args": args,
        "idem_key": key,
        "effect": str(Effect(effect)),
        "risk": str(Risk.HIGH if high else Risk.LOW),
        "gate": "manual" if high else "auto",
    } | ({} if high else handed)
    events = [NewEvent(EventType.TOOL_REQUESTED, payload)]
    if high:
        manual = {"step": step, "call_index": call_index, "execution_id": exec_id, "tool": tool, "idem_key": key}
        events.append(
            NewEvent(
                EventType.MANUAL_CONFIRM_REQUESTED,
                manual | {"reason": _sample(index, step)["content"], "held_for": held},
            )
        )
    stored = append_events(run.id, fence, index.head_seq, events)
    return Claim(
        "waiting_manual_confirm" if high else "claimed",
        step,
        call_index,
        exec_id,
        key,
        stored[0].event_id,
        head_seq=stored[-1].seq,
        state=CallState.AWAITING_APPROVAL if high else CallState.INTENT,
        held_for=held if high else None,
        effect=str(Effect(effect)),
        risk=payload["risk"],
    )


def _held_now(index: ReplayIndex, key: CallKey, tool: str, args: dict[str, Any], risk: str | None, effect: str) -> str:
    """Why the manual gate holds call ``key`` as claimed now (``agentops.core.gate.held_for``: the client's declaration,
    the name, the arguments, the step's calls and the run's earlier ones), "" when it does not."""
    calls = _sample(index, key[0])["tool_calls"]
    step_calls = [(call.get("tool", call.get("name")), call.get("args") or {}) for call in calls]
    reached = index.reached | reached_by(step_calls[: key[1]])
    return held_for(tool, risk, args, trusted=False, effect=effect, step_calls=step_calls, reached=reached)


def _park_if_held_since(
    run: Run, fence: Fence, index: ReplayIndex, key: CallKey, intent: dict[str, Any], held: str
) -> None:
    """Park a call claimed before with no approver that the gate holds now (``held``: a deploy changed the rule or the
    tool; ``agentops.core.protocol.held_since``) and answer 409 ``call_in_doubt``: it may never have been sent, and a
    replay or a lookup's "not done" would send it with no approver (qa-agents7). Nothing else is written."""
    why = held_since(intent, held)
    if not why:
        return
    append_events(run.id, fence, index.head_seq, [park_event(index, key, why)])
    raise ProtocolError(
        "call_in_doubt",
        f"step {key[0]} call {key[1]} is parked and the run is RECOVERING — {why}; {_DECISIONS_HINT}",
        details={"execution_id": intent["execution_id"], "step": key[0], "call_index": key[1], "reason": why},
    )


def _require_honest_effect(tool: str, effect: str) -> None:
    """Refuse a read declared for a tool whose name says a write verb (``agentops.core.protocol.write_verb``):
    a read needs no dedupe declaration and is replayed when in doubt, so ``send_email`` as a read could
    send twice. As with the risk, an agent's key may raise what a name says, never lower it."""
    verb = write_verb(tool) if Effect(effect) is Effect.READ else None
    if verb is not None:
        raise ProtocolError(
            "write_named_read",
            f"tool {tool!r} says {verb!r}, a write: it cannot be claimed as a read; "
            "claim it as a write and declare whether its service dedupes",
            status=422,
            details={"tool": tool, "word": verb},
        )


def _require_same_call(call: dict[str, Any], tool: str, args: dict[str, Any]) -> None:
    name = call.get("tool", call.get("name"))
    if name != tool or canonical(call.get("args") or {}) != canonical(args):
        raise ProtocolError(
            "call_mismatch",
            "this is not the call the model made (tool name or arguments differ)",
            status=422,
            details={"journaled_tool": name},
        )


def _append_result(run: Run, fence: Fence, index: ReplayIndex, intent: dict[str, Any], result: Any) -> Event:
    payload = {
        "step": intent["step"],
        "call_index": intent["call_index"],
        "execution_id": intent["execution_id"],
        "result": result,
    }
    return append_events(run.id, fence, index.head_seq, [NewEvent(EventType.TOOL_RESULT, payload)])[0]


def _intent(index: ReplayIndex, step: int, call_index: int) -> dict[str, Any]:
    intent = index.intents.get((step, call_index))
    if intent is None:
        raise ProtocolError("not_claimed", f"step {step} call {call_index} was never claimed: claim it first")
    return intent.payload


@rechecked
def tool_result_report(
    *, run: Run, owner: str, token: int, secret: str, step: int, call_index: int, result: Any
) -> tuple[str, bool]:
    """Journal the result of a claimed call; returns ``(event_id, created)``.

    Reporting the same result again (a retried request) returns the stored event, not a second one.
    """
    fence, index = _fenced(run, owner, token, secret)
    key = (step, call_index)
    intent = _intent(index, step, call_index)
    existing = index.results.get(key)
    state = call_state(index, key)
    if state is CallState.IN_DOUBT:
        raise _in_doubt(index, key)
    if existing is not None:
        if canonical(existing.payload["result"]) == canonical(normalize(result)):
            return existing.event_id, False
        raise ProtocolError(
            "result_conflict",
            f"step {step} call {call_index} already has a different result",
            details={"event_id": existing.event_id},
        )
    if key in index.rejections:
        raise ProtocolError("rejected", "an approver rejected this call; it must not have been executed")
    if key in index.approvals_requested:
        grant = index.grants.get(key)
        if not approval_binds(intent, grant.payload if grant else None):
            raise ProtocolError("awaiting_approval", "this high-risk call has no approval yet; it must not run")
    if state in HUMAN_SETTLED:
        raise ProtocolError(
            "operator_settled", f"an operator settled this call ({state}); claim it to get the decided result"
        )
    if state is CallState.RETRY_SAME_KEY:
        raise ProtocolError("not_dispatched", "an operator decided to retry this call: claim it, then execute it")
    if approved_unsent(index, key):  # nobody was handed it since the approval: a result now was sent without one
        raise ProtocolError("not_dispatched", "an approver approved this call: claim it, then execute it")
    return _append_result(run, fence, index, intent, result).event_id, True


@rechecked
def tool_verdict_report(
    *,
    run: Run,
    owner: str,
    token: int,
    secret: str,
    step: int,
    call_index: int,
    status: str,
    method: str,
    detail: str = "",
) -> tuple[str, bool]:
    """Journal the client verifier's verdict on a call's result (ToolVerified / ToolVerificationFailed).

    The server re-runs the schema check on the stored result: a ``confirmed`` verdict on a result
    without ``{success: true, data: {...}}`` is refused — a model's "it worked" is never a verification.
    """
    fence, index = _fenced(run, owner, token, secret, moves=False)  # a verdict leaves the run's status alone
    key = (step, call_index)
    intent = _intent(index, step, call_index)
    result = index.results.get(key)
    if result is None:
        raise ProtocolError("no_result", f"step {step} call {call_index} has no result to verify")
    state = call_state(index, key)
    verdict = VerdictStatus(status)
    existing = index.verdicts.get(key)
    if (
        existing is not None
        and existing.payload.get("status") == str(verdict)
        and existing.payload.get("method") == normalize(method)  # stored in NFC, as every journaled string
    ):
        return existing.event_id, False  # a retry of the verdict journaled (even one that parked the call since)
    if state in HUMAN_SETTLED:
        return _verdict_on_settled(index, key, state, verdict), False
    if state is CallState.IN_DOUBT:
        raise _in_doubt(index, key)
    if existing is not None:
        raise ProtocolError(
            "already_verified", f"step {step} call {call_index} already has a verdict", details=existing.payload
        )
    if verdict is VerdictStatus.CONFIRMED:
        schema = schema_check(result.payload["result"])
        if schema.status is not VerdictStatus.CONFIRMED:
            raise ProtocolError(
                "verification_contradicts_result",
                f"the stored result fails the schema check ({schema.detail}); it cannot be confirmed",
                status=422,
            )
    kind = EventType.TOOL_VERIFIED if verdict is VerdictStatus.CONFIRMED else EventType.TOOL_VERIFICATION_FAILED
    payload = {
        "step": step,
        "call_index": call_index,
        "execution_id": intent["execution_id"],
        "status": str(verdict),
        "method": method,
        "detail": detail,
        "verified_by": "agent",
    }
    counts = agent_verdict_counts(intent["tool"], verification_required_for(run.agent))
    if not counts:
        # journaled as the agent's, but the policy wants the server or an operator to verify this kind
        payload["counts"] = False
    events = [NewEvent(kind, payload)]
    if failed_write_parks(intent["effect"], verdict, result.payload["result"]) and run.status not in FINAL_RUN:
        # the write is in doubt: the step waits for an operator, as in the in-process loop (a finished run
        # has no step left to hold: a late verifier's failure is journaled, it cannot park a final run)
        events.append(park_event(index, key, f"verification failed: {detail}"))
    elif not counts and intent["effect"] == Effect.WRITE and run.status not in FINAL_RUN:
        # the policy's operator verifies it: the step waits for their confirm (its commit is refused until then)
        events.append(park_event(index, key, policy_park_reason(intent["tool"])))
    return append_events(run.id, fence, index.head_seq, events)[0].event_id, True


def _verdict_on_settled(index: ReplayIndex, key: CallKey, state: CallState, verdict: VerdictStatus) -> str:
    """A verdict on a call a human settled journals nothing: one that agrees with the settlement (``confirmed``
    on an operator's confirm, ``failed`` on anything else) is answered with the settlement's event, so any client
    goes on; one that contradicts it is 409 ``operator_settled`` naming the settlement."""
    settled = index.decisions.get(key) or index.rejections[key]
    if str(verdict) == settled_verdict(index, key)["status"]:  # the verdict a claim of it answers with
        return settled.event_id
    who = settled.payload.get("actor", "?")
    how = (
        f"rejected by the approver {who}"
        if state is CallState.REJECTED
        else f"settled by the operator {who} ({str(settled.payload.get('decision', state)).replace('_', '-')})"
    )
    raise ProtocolError(
        "operator_settled",
        f"step {key[0]} call {key[1]} was {how}: a {verdict} verdict contradicts it and was not journaled",
        details={"state": str(state), "event_id": settled.event_id, "verdict": str(verdict)},
    )


def policy_park_reason(tool: str) -> str:
    """Why a write the verification policy names waits for an operator (its ``RecoveryStarted`` reason)."""
    return f"the verification policy wants an operator to verify {tool}"


def verification_required_for(agent: str) -> tuple[str, ...]:
    """Tool kinds (words of a tool name) whose verdicts must come from the server or an operator for
    ``agent``'s runs: ``AGENTOPS["VERIFICATION_POLICY"]`` maps an agent name (or ``"*"``) to them."""
    policy = settings.AGENTOPS.get("VERIFICATION_POLICY") or {}
    return tuple(policy.get(agent, policy.get("*", ())))


# -- the reply and exports -----------------------------------------------------------------------
@rechecked
def reply_submit(*, run: Run, owner: str, token: int, secret: str, step: int, reply: str) -> tuple[Reply, bool]:
    """Complete the run with the final reply of ``step`` (a journaled sample without tool calls);
    returns the reply and whether this request journaled it.

    The claims audit (``runs.claims.services.submit_reply``) journals it with RunCompleted; under the
    agent's ``hold`` policy a flagged reply is kept back for an operator. The same reply sent again
    under the lease that completed the run (a retry after a lost answer) is answered with the stored
    one, writing nothing; anything else on a finished run is ``run_finished``.
    """
    fence, index = _fenced(run, owner, token, secret)
    done = index.completed.payload if index.completed is not None else None
    if done is not None and (done.get("step"), done.get("reply")) == (step, reply):
        return Reply.objects.get(run_id=run.id), False  # only the holder that completed it holds its lease
    if index.completed is not None:
        raise ProtocolError("run_finished", f"run {run.id} is finished; nothing more can be journaled")
    _require_step(index, step)
    sample = _sample(index, step)
    if sample["tool_calls"]:
        raise ProtocolError("not_final", f"step {step} has tool calls: execute and commit it instead")
    if reply != sample.get("content", ""):
        raise ProtocolError("reply_mismatch", "the reply differs from the journaled model output", status=422)
    return submit_reply(run_id=run.id, text=reply, fence=fence, expected_seq=index.head_seq, step=step), True


def export_begin_for_key(*, key_prefix: str, fmt: str, scope: dict[str, Any]) -> ExportAudit:
    """Record an API key's (always redacted) export, like ``runs.governance.export.export_begin`` does for people."""
    return ExportAudit.objects.create(
        actor=None,
        actor_name=f"api-key:{key_prefix}",
        at=timezone.now(),
        redacted=True,
        reason="",
        format=fmt,
        scope=scope,
    )
