"""Recovery: find runs whose worker died, take them over, settle their executions, resume.

Steps of one sweep (each idempotent; two sweepers at once are safe because the lease decides):
  1. Select non-terminal runs whose lease has expired (the worker died or hung).
  2. Take the lease (its fencing token now shuts the old worker out) and journal RecoveryStarted.
  3. Drive the run: the step loop re-checks every unsettled execution — reads and deduping tools
     are replayed with the same key, others are looked up by key, and a call that is still unknown
     stops the run in RECOVERING for a human (``approvals.services``).
  4. Re-enqueue PENDING runs nobody picked up (a lost enqueue never loses a run), runs a human
     decided for whose drive never came (the deciding process died between its commit and its
     enqueue), and FAILED runs whose journaled automatic retry is due (``runs.worker.retries``).
External runs (their model and tools live in a client) are never driven here: the server cannot.
A lease of theirs that expired recently usually means their agent is restarting, so the sweep leaves
it alone; its agent's next lease takes a new fencing token and its claims re-check every call by key.
Once the lease expired ``AGENTOPS_EXTERNAL_ABANDON_SECONDS`` ago (0: never) the agent is taken to be
gone: :func:`park_abandoned` takes the lease (fencing the old process out), journals RecoveryStarted
and gives the lease back, so the run is RECOVERING — the console's decisions and a (bulk) dead-letter
apply, and an agent that does come back takes the lease and goes on. An operator's *Recover now*
does the same at once (``approvals.services.restart_stuck_run``).
Also here: delayed verification of executions whose verifier answered "pending".
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta
from typing import NamedTuple

from django.conf import settings
from django.core.cache import cache
from django.db.models import Exists, JSONField, OuterRef, Q, Value
from django.db.models.fields.json import HasKey
from django.db.models.functions import Cast, NullIf
from django.utils import timezone

from agentops.core.errors import InvalidTransition, LeaseUnavailable, SeqConflict, StaleLease
from agentops.core.events import EventType, NewEvent
from agentops.core.keys import execution_id
from agentops.core.protocol import recheck_seconds
from agentops.core.states import TERMINAL_RUN, UNSETTLED_EXEC, ExecStatus, RunStatus
from agentops.core.tools import VerdictStatus
from runs.governance.visibility import Sight
from runs.journal import leases
from runs.journal.store import append_events, db_now
from runs.models import Event, Run, ToolExecution
from runs.worker.dispatch import enqueue_drive
from runs.worker.engine import drive_run
from runs.worker.registry import external_agents, is_external, load_agent
from runs.worker.retries import due_retries
from runs.worker.storage import cache_failure, redis_down

log = logging.getLogger(__name__)


def expired_runs(now=None) -> list[str]:
    """Server-driven runs whose lease expired (external runs are their agent's: never taken over), by the database's
    clock unless ``now`` is given."""
    now = now or leases.db_now()
    return list(
        Run.objects.filter(lease_owner__isnull=False, lease_expires_at__lt=now)
        .exclude(status__in=[RunStatus.COMPLETED, RunStatus.FAILED, RunStatus.DEAD_LETTER])
        .exclude(agent__in=external_agents())
        .order_by("lease_expires_at")
        .values_list("id", flat=True)[:100]
    )


def live_leases(now=None) -> list[tuple[str, str, str, datetime]]:
    """Unfinished runs whose lease has not expired: ``(run_id, status, owner, expires_at)``, soonest first.

    A resume of one of them waits until its lease expires (the holder may be alive and working). By the database's
    clock unless ``now`` is given.
    """
    now = now or leases.db_now()
    rows = (
        Run.objects.filter(lease_owner__isnull=False, lease_expires_at__gte=now)
        .exclude(status__in=[str(s) for s in TERMINAL_RUN])
        .order_by("lease_expires_at")
        .values_list("id", "status", "lease_owner", "lease_expires_at")[:100]
    )
    return list(rows)


#: what recovery answers for a run held for an approver: RecoveryStarted cannot follow a held call
RELEASED_WAITING = (
    "nothing to recover: the run waits for a human (WAITING_MANUAL_CONFIRM); its expired lease is released"
)


def take_over(
    run_id: str,
    *,
    owner: str,
    reason: str = "lease expired",
    only: frozenset[RunStatus] | None = None,
    actor: str = "",
) -> leases.Lease | str:
    """Take the lease of a run whose worker is gone and journal RecoveryStarted; a string says why not
    (``only``: the statuses the run may be in once the lease is ours). An operator's take-over (``actor``) holds
    the lease with a secret of its own, as every operator decision does (never re-taken by the name)."""
    previous = Run.objects.filter(id=run_id).values("lease_owner", "fencing_token").first()
    if previous is None:
        return "unknown run"
    try:
        lease = leases.acquire(run_id, owner, secret=leases.new_secret() if actor else None)
    except LeaseUnavailable as exc:
        return f"skipped: {exc}"
    return start_recovery(lease, previous, reason=reason, only=only, actor=actor)


def start_recovery(
    lease: leases.Lease,
    previous: dict[str, object],
    *,
    reason: str,
    only: frozenset[RunStatus] | None = None,
    actor: str = "",
) -> leases.Lease | str:
    """Journal RecoveryStarted under ``lease`` (just taken; ``previous``: the holder before it), with the operator's
    name as ``actor`` when one asked; a string says why not, the lease then given back."""
    run_id = lease.run_id
    if only is not None and lease.head_status not in only:
        leases.release(run_id, lease.fence)
        return f"skipped: run {run_id} is {lease.head_status}"
    if lease.head_status == RunStatus.WAITING_MANUAL_CONFIRM and (
        only is None or RunStatus.WAITING_MANUAL_CONFIRM not in only or waits_for_approver(run_id)
    ):
        # held for an approver (its holder died before giving the lease back): nothing to recover, and a
        # lease kept here would come back to every sweep; the call waits for its human as it did
        leases.release(run_id, lease.fence)
        return RELEASED_WAITING
    started = {"reason": reason, "previous_owner": previous["lease_owner"], "previous_token": previous["fencing_token"]}
    try:
        append_events(run_id, lease.fence, lease.head_seq, [NewEvent(EventType.RECOVERY_STARTED, started | _by(actor))])
    except StaleLease:
        return "skipped: lost the lease to another recoverer"
    head = Run.objects.values_list("last_seq", flat=True).get(id=run_id)
    return leases.Lease(run_id, lease.fence, head)


def _by(actor: str) -> dict[str, str]:
    return {"actor": actor} if actor else {}


def recover_run(run_id: str, *, owner: str | None = None) -> str:
    """Take over one run whose lease expired and drive it; returns what happened."""
    lease = take_over(run_id, owner=owner or leases.worker_id("recovery"))
    if isinstance(lease, str):
        return lease
    outcome = drive_run(run_id, lease=lease)
    return f"recovered: {outcome}"


#: The statuses in which an external run whose agent is gone is parked (a waiting or parked run
#: already waits for a human; a finished one needs nobody). A WAITING_MANUAL_CONFIRM run whose held calls were all
#: answered (approved: its agent is to send them) waits for its agent, not for a human: :data:`ANSWERED` parks it too.
ABANDONABLE = frozenset({RunStatus.PENDING, RunStatus.RUNNING})

#: :data:`ABANDONABLE` and a waiting run none of whose calls waits for an approver any more (:func:`abandoned_external`)
ANSWERED = ABANDONABLE | {RunStatus.WAITING_MANUAL_CONFIRM}


def waits_for_approver(run_id: str) -> bool:
    """A call of ``run_id`` waits for an approver's answer (its run waits for a human, not for its agent)."""
    return ToolExecution.objects.filter(run_id=run_id, status=ExecStatus.WAITING_MANUAL_CONFIRM).exists()


def abandoned_external(now=None, *, older_than: int | None = None) -> list[str]:
    """External runs whose agent is gone, ``older_than`` seconds (``AGENTOPS_EXTERNAL_ABANDON_SECONDS``; 0: none):

    * PENDING or RUNNING, its lease taken and not renewed for that long past its expiry;
    * RUNNING, its lease given back (its client's ``finally`` releases it on any error) with a call claimed and not
      settled, silent that long: the agent died with the call in flight (qa-agents9; before, only the stuck page's
      "no event" listed it, and only an operator's dead letter ended it);
    * WAITING_MANUAL_CONFIRM with no call waiting for an approver any more (each approved or rejected), its lease free
      or expired and nothing journaled for that long since the last answer: the approver answered and its agent never
      came back to send (or drop) the call — it stayed WAITING_MANUAL_CONFIRM for ever (qa-agents9).
    """
    if older_than is None:
        older_than = int(settings.AGENTOPS.get("EXTERNAL_ABANDON_SECONDS", 600))
    external = external_agents()
    if not older_than or not external:
        return []
    cutoff = leases.db_now(-older_than) if now is None else now - timedelta(seconds=older_than)
    # a call that waits for an approver keeps its agent waiting too: the approver's wait is not an agent gone (the
    # run is WAITING_MANUAL_CONFIRM then, or RECOVERING; a row journaled before that rule may still say RUNNING)
    waiting = ToolExecution.objects.filter(run_id=OuterRef("id"), status=ExecStatus.WAITING_MANUAL_CONFIRM)
    in_doubt = ToolExecution.objects.filter(run_id=OuterRef("id"), status__in=[str(s) for s in UNSETTLED_EXEC])
    expired = Q(status__in=ABANDONABLE, lease_owner__isnull=False, lease_expires_at__lt=cutoff)
    released = Q(status=RunStatus.RUNNING, lease_owner__isnull=True, last_event_at__lt=cutoff) & Q(Exists(in_doubt))
    gone = Q(lease_owner__isnull=True) | Q(lease_expires_at__lt=cutoff)
    answered = Q(status=RunStatus.WAITING_MANUAL_CONFIRM, last_event_at__lt=cutoff) & gone
    return list(
        Run.objects.filter(expired | released | answered, agent__in=external)
        .exclude(Exists(waiting))
        .order_by("last_event_at")
        .values_list("id", flat=True)[:100]
    )


def abandon_reason(run_id: str, seconds: int) -> str:
    """Why the sweep parks ``run_id`` (one of :func:`abandoned_external`): how its agent left, and the call it left
    unsettled or approved and unsent, if any (its tool, step and call)."""
    run = Run.objects.values("status", "lease_owner").get(id=run_id)
    if run["status"] == RunStatus.WAITING_MANUAL_CONFIRM:
        left, how = [ExecStatus.APPROVED], "approved and never sent"
        why = f"its held calls were answered over {seconds}s ago"
    else:
        left, how = [str(s) for s in UNSETTLED_EXEC], "claimed and never answered"
        why = f"lease {'expired' if run['lease_owner'] else 'released'} over {seconds}s ago"
    call = ToolExecution.objects.filter(run_id=run_id, status__in=left).order_by("step", "call_index").first()
    named = f" with step {call.step} call {call.call_index} ({call.tool}) {how}" if call else ""
    return f"{why}{named}: its agent did not come back"


def park_abandoned(run_id: str, *, owner: str, reason: str, actor: str = "") -> str:
    """Park an external run whose agent is gone: take its lease (the old process is fenced out),
    journal RecoveryStarted, give the lease back. The run is RECOVERING: an operator decides its calls
    or dead-letters it, and its agent, if it comes back, takes the lease and goes on. A waiting run is parked only
    when none of its calls waits for an approver (:data:`ANSWERED`)."""
    lease = take_over(run_id, owner=owner, reason=reason, only=ANSWERED, actor=actor)
    if isinstance(lease, str):
        return lease
    leases.release(run_id, lease.fence)
    return "parked RECOVERING: its agent is gone"


def stranded_pending(now=None, *, older_than: int | None = None) -> list[str]:
    """PENDING or RUNNING runs, or parked runs a human decided for, that nobody holds and nothing
    moved for ``older_than`` seconds.

    Their enqueue was lost (a broker restart, a web process killed after its decision committed),
    or the task that drove them died with an error after releasing the lease; either way no
    message will come for them.
    """
    if older_than is None:
        older_than = int(settings.AGENTOPS.get("STRANDED_PENDING_SECONDS", 60))
    cutoff = (now or timezone.now()) - timedelta(seconds=older_than)
    return list(
        Run.objects.filter(lease_owner__isnull=True, last_event_at__lt=cutoff)
        .filter(Q(status__in=[RunStatus.PENDING, RunStatus.RUNNING]) | decided_not_driven())
        .exclude(agent__in=external_agents())  # no server worker drives them: their agent comes back
        .order_by("last_event_at")
        .values_list("id", flat=True)[:100]
    )


#: An operator's take-over of a run (*Recover now*, a console's *Resume*): a RecoveryStarted of the run, not of a call
#: (no step), whose decoded payload names the ``actor`` who asked (:func:`start_recovery`; the sweep's names none). A
#: purged payload ("") decodes to nothing. Before, its text starting with ``{"actor":`` told it: a key sorted before
#: "actor" hid a take-over, and a call's payload that began so passed for one.
TAKEN_OVER = Q(type=EventType.RECOVERY_STARTED, step__isnull=True) & Q(
    HasKey(Cast(NullIf("payload", Value("")), JSONField()), "actor")
)

#: The journal's last word on a parked run when a human has answered and only the drive is missing.
HUMAN_DECISIONS = [
    EventType.MANUAL_CONFIRM_GRANTED,
    EventType.MANUAL_CONFIRM_REJECTED,
    EventType.OPERATOR_DECISION,
    EventType.TOOL_COMPENSATED,
]


def decided_not_driven() -> Q:
    """A parked run whose last event is a human's decision and that waits for no other approval. An operator's own
    *Recover now* (its RecoveryStarted names them, ``actor``) that left no call in doubt is one too: an API-driven run
    with no calls, parked for its agent — told "1 call in doubt (RECOVERING)" to on-call, none was (qa-ops5); it waits
    for its client as a decided one does (told as stuck, ``client``, if its agent never comes back)."""
    decided = Event.objects.filter(run_id=OuterRef("id"), seq=OuterRef("last_seq"), type__in=HUMAN_DECISIONS)
    taken = Event.objects.filter(TAKEN_OVER, run_id=OuterRef("id"), seq=OuterRef("last_seq"))
    in_doubt = ToolExecution.objects.filter(run_id=OuterRef("id"), status__in=[str(s) for s in UNSETTLED_EXEC])
    waiting = ToolExecution.objects.filter(run_id=OuterRef("id"), status=ExecStatus.WAITING_MANUAL_CONFIRM)
    return (
        Q(status__in=[RunStatus.WAITING_MANUAL_CONFIRM, RunStatus.RECOVERING])
        & (Q(Exists(decided)) | (Q(Exists(taken)) & ~Q(Exists(in_doubt))))
        & ~Q(Exists(waiting))
    )


def sweep() -> dict[str, str]:
    """One recovery pass (the periodic task)."""
    report = {}
    for run_id in expired_runs():
        try:
            report[run_id] = recover_run(run_id)
        except Exception as exc:  # one run that cannot be recovered must not stop the pass for every other
            log.exception("recovery of %s failed", run_id)
            report[run_id] = f"failed: {Sight(run_id=run_id).error(exc)}"  # redacted: read with no grant
    abandon = int(settings.AGENTOPS.get("EXTERNAL_ABANDON_SECONDS", 600))
    for run_id in abandoned_external(older_than=abandon):
        why = abandon_reason(run_id, abandon)
        report[run_id] = park_abandoned(run_id, owner=leases.worker_id("recovery"), reason=why)
    try:
        _reenqueue(report, int(settings.AGENTOPS.get("STRANDED_PENDING_SECONDS", 60)))
    except redis_down() as exc:
        # the cache holds the once-per-window marks: without it two passes (or a pass and the next) would both
        # enqueue every stranded run, and in the production shape the broker is that Redis too. Skipped, said in
        # one line, and the pass ends normally: the next one re-enqueues them once Redis answers again.
        log.warning("recovery sweep: %s; stranded runs and due retries not re-enqueued", cache_failure(exc))
        report["re-enqueue"] = f"skipped: {cache_failure(exc)}; the next pass re-enqueues once it answers"
    return report


#: A call whose status lookup said "not done" while its first send might still land is parked with the seconds after
#: which it is looked up again (``recheck_after``, ``agentops.core.protocol.park_event``): the park's text holds it.
_RECHECKED_PARK = Q(type=EventType.RECOVERY_STARTED, payload__contains='"recheck_after"')

#: how long the mark that a park's re-check was enqueued is kept (its key names the park's seq: a later park has its
#: own; its value is the run's fencing token then — a drive that took the run since has a greater one)
RECHECK_MARK_SECONDS = 7 * 24 * 3600

#: how many parked runs one pass reads to find those due (a re-driven park whose lookup could not tell stays parked,
#: its mark set: skipped, so such runs never hold the first places of the pass)
RECHECK_SCAN = 5000


def _recheck_mark(run_id: str, seq: int) -> str:
    return f"agentops:rechecked:{run_id}:{seq}"


class DueRecheck(NamedTuple):
    """A park due for its re-check (:func:`due_rechecks`): the run, the park's seq, the run's fencing token now."""

    run_id: str
    seq: int
    fence: int


def recheck_at(event: Event) -> datetime | None:
    """When the recovery sweep looks the call parked by RecoveryStarted ``event`` up again (its ``recheck_after``
    seconds after it was journaled), or None: nothing re-checks it, a human decides."""
    if event.type != EventType.RECOVERY_STARTED or not event.payload:
        return None
    try:
        after = recheck_seconds(json.loads(event.payload))
    except ValueError:
        return None
    return None if after is None else event.created_at + timedelta(seconds=after)


def parked_for_recheck(runs: Iterable[Run]) -> dict[str, datetime]:
    """The re-check time of each of ``runs`` whose last event is a park the sweep re-checks (:func:`recheck_at`):
    one query."""
    heads = Q()
    for run in runs:
        heads |= Q(run_id=run.id, seq=run.last_seq)
    if not heads:
        return {}
    parks = Event.objects.filter(heads).filter(_RECHECKED_PARK).only("run_id", "type", "payload", "created_at")
    return {park.run_id: at for park in parks if (at := recheck_at(park)) is not None}


def rechecked_parks(limit: int = RECHECK_SCAN) -> list[Run]:
    """Runs parked RECOVERING whose last event is a park the sweep re-checks (due or not; ``id`` and ``last_seq``)."""
    parked = Event.objects.filter(_RECHECKED_PARK, run_id=OuterRef("id"), seq=OuterRef("last_seq"))
    rows = Run.objects.filter(status=RunStatus.RECOVERING).filter(Exists(parked))
    return list(rows.order_by("last_event_at").only("id", "last_seq")[:limit])


def due_rechecks(now: datetime | None = None) -> list[DueRecheck]:
    """Server-driven runs parked RECOVERING by a call whose lookup is to be asked again (:func:`recheck_at`), due by
    the database's clock, that nobody holds, that nothing moved since (an operator's decision, a resume, another
    park each journal after it) and that no drive took since the park's re-check was enqueued (the cache's mark holds
    the run's fencing token then; every drive takes a new one): never enqueued, or enqueued and lost. The longest due
    first, 100 at most."""
    parked = Event.objects.filter(_RECHECKED_PARK, run_id=OuterRef("id"), seq=OuterRef("last_seq"))
    rows = list(
        Run.objects.filter(status=RunStatus.RECOVERING, lease_owner__isnull=True)
        .exclude(agent__in=external_agents())  # the server cannot look an external agent's call up
        .filter(Exists(parked))
        .order_by("last_event_at")
        .only("id", "last_seq", "fencing_token")[:RECHECK_SCAN]
    )
    marked = cache.get_many([_recheck_mark(run.id, run.last_seq) for run in rows]) if rows else {}
    candidates = [
        run for run in rows if marked.get(_recheck_mark(run.id, run.last_seq), run.fencing_token) == run.fencing_token
    ][:100]
    now, times = now or db_now(), parked_for_recheck(candidates)
    due = [(times[run.id], run.id, run.last_seq, run.fencing_token) for run in candidates if run.id in times]
    return [DueRecheck(run_id, seq, fence) for at, run_id, seq, fence in sorted(due) if at <= now]


def _reenqueue(report: dict[str, str], window: int) -> None:
    """Enqueue the stranded runs, the due retries and the due re-checks, each at most once per ``window`` seconds (a
    re-check again only while no drive took the run since: its drive was lost) — a mark in the cache, added only if
    absent: two passes at once enqueue a run once."""
    for run_id, seq, fence in due_rechecks():
        # its drive looks the call up again (``recheck_parked``): found, its result is used; "not done", it is sent
        if cache.add(f"agentops:recheck-enqueued:{run_id}:{seq}", 1, timeout=window):
            cache.set(_recheck_mark(run_id, seq), fence, timeout=RECHECK_MARK_SECONDS)
            enqueue_drive(run_id)
            report[run_id] = "re-check due: re-enqueued"
    for run_id in stranded_pending(older_than=window):
        # at most one re-enqueue per run per window: a long backlog must not be flooded with copies
        if cache.add(f"agentops:reenqueued:{run_id}", 1, timeout=window):
            enqueue_drive(run_id)
            report[run_id] = "re-enqueued"
    for run_id in due_retries():
        # a retry whose countdown was lost (a thread-mode timer, a purged broker); the drive itself
        # refuses a copy that comes before the retry is due, so enqueueing twice never skips a backoff
        if cache.add(f"agentops:retry-enqueued:{run_id}", 1, timeout=window):
            enqueue_drive(run_id)
            report[run_id] = "retry due: re-enqueued"


def pending_verifications(*, older_than: int = 0) -> list[ToolExecution]:
    """Executions with a result whose verifier has not answered yet (asynchronous effects)."""
    cutoff = timezone.now() - timedelta(seconds=older_than)
    return list(
        ToolExecution.objects.filter(
            status=ExecStatus.TOOL_EXECUTED, result_event_id__isnull=False, updated_at__lte=cutoff
        )
        .exclude(Q(run__status=RunStatus.DEAD_LETTER))
        # an external run's client verifies its own calls: the server has no verifier to ask
        .exclude(run__agent__in=external_agents())[:200]
    )


def verify_pending(*, timeout_seconds: int = 3600, owner: str | None = None) -> dict[str, str]:
    """Poll the verifier of every pending execution until confirmed, failed, or timed out."""
    report: dict[str, str] = {}
    for execution in pending_verifications():
        report[execution.id] = verify_execution(execution, timeout_seconds=timeout_seconds, owner=owner)
    return report


def verify_execution(
    execution: ToolExecution,
    *,
    timeout_seconds: int = 3600,
    owner: str | None = None,
    lease: Callable[[str], leases.Lease | str] | None = None,
) -> str:
    """Ask the tool's verifier about one execution and journal the answer (if any): its event type, or why not
    ("still pending", "skipped: …"). ``lease`` takes the run's lease for the append (an operator's, by the decisions'
    protocol: a string is its answer instead — the call was settled meanwhile); by default a worker's, ``owner``."""
    if is_external(execution.run.agent):
        return (
            "skipped: an external agent's tools live in its client, the server has no verifier to ask; decide instead"
        )
    agent = load_agent(execution.run.agent)
    tool = agent.tools.get(execution.tool)
    result = json.loads(Event.objects.get(event_id=execution.result_event_id).payload)["result"]
    verdict = tool.check(json.loads(execution.args), result, execution.idem_key)
    if verdict.status is VerdictStatus.PENDING:
        age = (timezone.now() - execution.requested_at).total_seconds()
        if age < timeout_seconds:
            return "still pending"
        kind, payload = (
            EventType.TOOL_VERIFICATION_FAILED,
            {"method": "timeout", "detail": f"unverified after {age:.0f}s", "verified_by": "timeout"},
        )
    else:
        kind = (
            EventType.TOOL_VERIFIED if verdict.status is VerdictStatus.CONFIRMED else EventType.TOOL_VERIFICATION_FAILED
        )
        payload = verdict.to_payload() | {"verified_by": "server"}
    verdict_event = NewEvent(
        kind,
        {
            "step": execution.step,
            "call_index": execution.call_index,
            "execution_id": execution_id(execution.run_id, execution.step, execution.call_index),
            **payload,
        },
    )
    run = Run.objects.values("status", "last_seq").get(id=execution.run_id)
    if run["status"] in TERMINAL_RUN:
        # nobody leases a finished run: the expected head seq alone orders this late verdict
        try:
            append_events(execution.run_id, None, run["last_seq"], [verdict_event])
        except SeqConflict:
            return "skipped: the journal moved on, retry on the next poll"
        except InvalidTransition as exc:  # settled since it was read (a second click, another operator)
            return f"skipped: {exc}"
        return str(kind)
    try:
        taken = (lease or _verifier_lease(owner))(execution.run_id)
    except LeaseUnavailable as exc:
        return f"skipped: {exc}"
    if isinstance(taken, str):
        return taken
    try:
        append_events(execution.run_id, taken.fence, taken.head_seq, [verdict_event])
    except InvalidTransition as exc:
        return f"skipped: {exc}"
    except (StaleLease, SeqConflict):
        return "skipped: the run was taken over before the answer was journaled: nothing was journaled, try again"
    finally:
        leases.release(execution.run_id, taken.fence)
    return str(kind)


def _verifier_lease(owner: str | None) -> Callable[[str], leases.Lease]:
    """A worker's lease for a verdict (the sweep's): by its owner name, as a worker takes a run."""
    return lambda run_id: leases.acquire(run_id, owner or leases.worker_id("verifier"))
