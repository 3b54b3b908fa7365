"""Bulk operations: create a job over a frozen set of targets, then execute it, durably, exactly once per target.

A job is executed by whoever holds its lease (a conditional UPDATE that also bumps the job's
fencing token, like a run's lease): the Celery task ``approvals.tasks.run_bulk`` in production,
the in-process pool on the embedded default, and the bulk sweep (beat) for a job whose executor
died. Per target:

1. skip it if it is no longer PENDING (done before a restart);
2. look in the run's journal for this job's decision (``"bulk": "bulk-<id>"``): the executor may
   have died after journaling it and before marking the item — then it is DONE, not decided again;
3. otherwise decide through ``approvals.services`` with the job's actor, reason and tag (each
   decision is fenced on the run and idempotent: an already decided call is a conflict, SKIPPED);
4. mark the item, conditionally (``WHERE state = PENDING``).

Steps 2–4 run in one transaction that first locks the job's row (``SELECT … FOR UPDATE``; on
SQLite the transaction's ``BEGIN IMMEDIATE`` write lock) and checks it is still RUNNING and ours.
:func:`bulk_cancel` updates that row, so it waits for the item in flight and the executor's next
item sees the cancel: no item is acted on after a cancel commits.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import DatabaseError, IntegrityError, transaction
from django.db.models import F, Q, QuerySet
from django.utils import timezone

from agentops.celery import app as celery_app
from agentops.core.canon import loads
from agentops.core.errors import AgentOpsError
from agentops.core.events import RETRY_RUN, EventType, reason_too_long, stated
from approvals import selectors as decision_selectors
from approvals import services as decisions
from approvals.bulk import selectors
from approvals.bulk.selectors import ANY_CALL, CALL_ACTIONS, Selection, Target, preview, role_for, targets
from approvals.models import BulkAction, BulkItem, BulkJob, ItemState, JobStatus
from runs.governance.visibility import Sight, naming, who
from runs.journal.leases import db_now, worker_id
from runs.models import Event, Run
from runs.roles import username_has_role
from runs.worker import recovery
from runs.worker.dispatch import dispatch_mode, enqueue_drive, in_process

log = logging.getLogger(__name__)
#: the Celery task that executes a job, sent by name (``approvals.tasks`` imports this module, not the reverse)
RUN_TASK = "approvals.tasks.run_bulk"
#: how often a running job checks that its actor still holds the action's role (an open socket's interval)
ROLE_RECHECK_SECONDS = 1.0
#: who stops a job whose actor lost the role (``BulkJob.cancelled_by``)
ROLE_STOPPER = "system:roles"
#: the journal events a bulk decision can be
DECISION_EVENTS = [EventType.MANUAL_CONFIRM_GRANTED, EventType.MANUAL_CONFIRM_REJECTED, EventType.OPERATOR_DECISION]


class BulkRefused(AgentOpsError):
    """A bulk request that cannot be made as asked (400): no reason, nothing selected, confirmation missing;
    ``field`` names the input at fault when one is (the error's ``details``, as an invalid input's)."""

    code = "bulk_refused"

    def __init__(self, message: str, *, field: str = "") -> None:
        super().__init__(message)
        self.details = {field: [message]} if field else {}


class BulkStale(AgentOpsError):
    """The selection changed between the preview and the confirmation (409): preview again."""

    code = "bulk_stale"


class BulkRequestConflict(AgentOpsError):
    """A ``request_key`` made another job (another action or selection): this request is not its repeat."""

    code = "bulk_request_conflict"


class BulkFinished(AgentOpsError):
    """A cancel of a job that already finished (409): every item was handled."""

    code = "bulk_finished"


def _limits() -> dict[str, Any]:
    return settings.AGENTOPS["BULK"]


def bulk_create(**request: Any) -> BulkJob:
    """The job :func:`bulk_submit` made or found for ``request``."""
    return bulk_submit(**request)[0]


def bulk_submit(
    *,
    action: str,
    actor: str,
    reason: str,
    runs: QuerySet[Run],
    selection: Selection = ANY_CALL,
    filters: dict[str, str] | None = None,
    expected: int,
    confirmation: str = "",
    request_key: str = "",
    fingerprint: str = "",
    seen: int | None = None,
) -> tuple[BulkJob, bool]:
    """Freeze the targets ``action`` has among ``runs`` into a job and hand it to an executor: ``(job, True)``.

    ``expected`` is the count the preview showed and ``fingerprint`` the name of its set (``selectors.fingerprint``;
    required for every action, :class:`BulkRefused` naming it: with the count alone, a run a colleague retried
    since the preview was dead-lettered, a payment that took a decided one's place approved): a different count, the same count
    of other targets, or a run journaled on since, means the selection changed (:class:`BulkStale`). Above the thresholds ``confirmation`` must be the preview's phrase. A
    ``request_key`` seen before returns that job, ``(job, False)`` (a double submit creates nothing, also sent at the
    same instant: the key's unique index lets one in, and only that request is told it made the job), for the same
    user, action and selection only (BulkRequestConflict otherwise). ``seen`` binds a one-run selection to the head its
    page showed (:func:`seen_refusal`): a run journaled on since is :class:`BulkStale`, its maker's own action too
    (the notice that it is made), nothing created.
    """
    try:
        kind = BulkAction(action)
    except ValueError:
        raise BulkRefused(f"unknown bulk action {action!r}") from None
    reason = stated(reason)
    if not reason:
        raise BulkRefused("a reason is required")
    if too_long := reason_too_long(reason):  # refused, never cut short (the page's form was cut to 2,000)
        raise BulkRefused(too_long)
    if not fingerprint:
        raise BulkRefused(
            f"fingerprint is required for a bulk {kind.label.lower()}: send the one GET /api/v1/bulk-jobs/preview/ "
            "answered for this selection, so that the job acts on the set the preview showed — not on another of "
            "the same size, nor on a run someone retried, approved or decided since",
            field="fingerprint",
        )
    chosen = {"filters": filters or {}, **selection.query()}
    if request_key and (existing := _made_by(request_key, actor=actor, action=kind, selection=chosen)) is not None:
        return existing, False
    if already := seen_refusal(action=kind, filters=filters or {}, actor=actor, seen=seen):
        raise BulkStale(f"{already}: nothing to do, nothing was created")
    shown = preview(action=kind, runs=runs, selection=selection)
    if shown.count == 0:
        raise BulkRefused(f"nothing to {kind.label.lower()} in this selection")
    if shown.count != expected:
        raise BulkStale(f"the selection changed since the preview: {shown.count} now, {expected} shown; preview again")
    if shown.too_many:
        raise BulkRefused(
            f"{shown.count} targets is more than AGENTOPS_BULK_MAX ({_limits()['MAX']}); narrow the filters"
        )
    found = targets(action=kind, runs=runs, selection=selection)
    if selectors.fingerprint(selectors.target_names(found)) != fingerprint:
        raise BulkStale(
            f"the selection changed since the preview: {len(found)} now, the same count but other targets, or "
            f"targets someone acted on meanwhile (decided, retried, approved); preview again"
        )
    if shown.needs_typing and not shown.confirmed_by(confirmation):  # the set's phrase: a stale one is told above
        raise BulkRefused(f"type {shown.phrase!r} to confirm this many (or this much)")
    try:
        job = _freeze(kind, actor, reason, chosen, found, shown.amount, request_key)
    except IntegrityError:
        # the same request sent at the same instant (a double click, a retry racing the first) made it first
        existing = _made_by(request_key, actor=actor, action=kind, selection=chosen) if request_key else None
        if existing is None:
            raise
        return existing, False
    return job, True


#: what each action's own decision is named in the journal (``decisions.moved_since``: its maker's again is no refusal)
_JOURNALED_AS = {
    BulkAction.DEAD_LETTER: "dead_letter",
    BulkAction.RETRY: RETRY_RUN,
    BulkAction.RESUME: decisions.RESUME,
}


def seen_refusal(*, action: BulkAction, filters: dict[str, str], actor: str, seen: int | None) -> str:
    """What a preview or create bound to the journal head ``seen`` of the one run it selects (``run=``: the stuck view's
    dead-letter link carries the head its row showed) is told when that run was journaled on since: the notice that
    ``actor`` made this action on it already ("" when nothing moved, or ``seen`` is None); else :class:`BulkStale`
    naming who decided what and when (``decisions.moved_since``). ``seen`` without ``run=`` is :class:`BulkRefused`."""
    if seen is None:
        return ""
    run_id = filters.get("run", "")
    if not run_id:
        raise BulkRefused("seen is the journal head of one run's page: select that run with run=<id>", field="seen")
    try:
        return decisions.moved_since(run_id, actor, seen, _JOURNALED_AS.get(action, "")) or ""
    except decisions.DecidedSince as exc:
        raise BulkStale(f"{exc}; nothing was created") from None


def _made_by(request_key: str, *, actor: str, action: BulkAction, selection: dict[str, Any]) -> BulkJob | None:
    """The job ``request_key`` made, when this request is its repeat; ``None`` when it made none yet;
    :class:`BulkRequestConflict` when another user or another job used it."""
    existing = BulkJob.objects.filter(request_key=request_key).first()
    if existing is None:
        return None
    if existing.actor != actor:
        # not this user's double submit: answering that job would report a job they did not make
        raise BulkRequestConflict(f"request key {request_key!r} was used by another user: use a new key")
    if (existing.action, existing.selection) != (action, selection):
        raise BulkRequestConflict(
            f"request key {request_key!r} made job {existing.pk} ({existing.action} over "
            f"{existing.selection}); this request asks for another job: use a new key"
        )
    return existing


def _freeze(
    kind: BulkAction,
    actor: str,
    reason: str,
    chosen: dict[str, Any],
    found: list[Target],
    amount: str,
    request_key: str,
) -> BulkJob:
    """The job row and one item per target, in one transaction, handed to an executor once it commits."""
    with transaction.atomic():
        job = BulkJob.objects.create(
            action=kind,
            actor=actor,
            reason=reason,
            selection=chosen,
            total=len(found),
            amount=amount,
            request_key=request_key or None,
            created_at=timezone.now(),
        )
        BulkItem.objects.bulk_create(
            BulkItem(
                job=job,
                run=t.run,
                execution_id=t.execution.id if t.execution else "",
                idem_key=t.execution.idem_key if t.execution else None,
                seen_seq=t.run.last_seq,
            )
            for t in found
        )
        transaction.on_commit(lambda: enqueue_job(job.pk))
    return job


def enqueue_job(job_id: int) -> None:
    """Hand the job to an executor like runs are handed to workers (``AGENTOPS_WORKER``)."""
    mode = dispatch_mode()  # the runs' rule (runs.worker.dispatch): celery without a broker is eager
    if mode == "celery":
        try:
            celery_app.send_task(RUN_TASK, (job_id,))
        except Exception:
            log.warning("enqueue of bulk job %s failed; the bulk sweep will start it", job_id, exc_info=True)
    elif mode == "thread":
        in_process("bulk", execute_job, job_id, threads=1)  # a job that fails is taken up again by the sweep
    elif mode == "eager":
        execute_job(job_id)


#: jobs a cancel in this process is about to write: this process's executor lets it in before its next
#: item (PostgreSQL queues the row lock in order; SQLite's write lock goes to whoever asks first after a
#: commit, and the embedded default runs the executor in the web process)
_cancelling: set[int] = set()


def bulk_cancel(*, job_id: int, actor: str, reason: str) -> BulkJob:
    """Stop the job between items: items handled stay handled, the PENDING ones become CANCELLED.

    Cancelling a cancelled job returns it unchanged to the one who cancelled it (the first cancel's who, when and
    why); anyone else's cancel (a page opened before that cancel) is :class:`BulkFinished` naming who cancelled it,
    when and why, as a job that is DONE is; no reason is :class:`BulkRefused`. Each writes nothing.
    """
    reason = stated(reason)
    if not reason:
        raise BulkRefused("a reason is required")
    if too_long := reason_too_long(reason):  # refused, never cut short (the page's form was cut to 2,000)
        raise BulkRefused(too_long)
    _cancelling.add(job_id)
    try:
        stopped = _stop(job_id, actor, reason)
    finally:
        _cancelling.discard(job_id)
    job = BulkJob.objects.get(pk=job_id)
    if job.status == JobStatus.DONE:
        finished = f"{job.finished_at:%Y-%m-%d %H:%M:%S} UTC"
        raise BulkFinished(f"bulk job {job_id} already finished at {finished}: nothing left to cancel")
    if not stopped and job.cancelled_by != actor:  # her page showed it running: it was not her cancel that stopped it
        shown = selectors.for_readers(job)  # its reason redacted, as the job's pages show it to anyone
        raise BulkFinished(
            f"bulk job {job_id} was already cancelled by {shown.cancelled_by} at "
            f"{job.cancelled_at:%Y-%m-%d %H:%M:%S} UTC ({shown.cancel_reason}): nothing left to cancel"
        )
    return job


def _stop(job_id: int, actor: str, reason: str) -> bool:
    """Cancel the job if it is still QUEUED or RUNNING; whether this call did."""
    now = timezone.now()
    with transaction.atomic():
        # waits for the item in flight (the executor holds this row's lock while it acts)
        stopped = BulkJob.objects.filter(pk=job_id, status__in=[JobStatus.QUEUED, JobStatus.RUNNING]).update(
            status=JobStatus.CANCELLED,
            cancelled_by=actor,
            cancelled_at=now,
            cancel_reason=reason,
            finished_at=now,
            lease_owner=None,
            lease_expires_at=None,
        )
        if stopped:
            with naming() as named:
                outcome = f"not acted on: cancelled by {who(actor)}"[:500]
            BulkItem.objects.filter(job_id=job_id, state=ItemState.PENDING).update(
                state=ItemState.CANCELLED, outcome=outcome, outcome_names=named, acted_at=now
            )
    return bool(stopped)


class LostJob(Exception):
    """Another executor took the job over (this one paused past its lease)."""


class _Lease:
    def __init__(self, job_id: int, owner: str, token: int, seconds: int) -> None:
        self.job_id, self.owner, self.token, self.seconds = job_id, owner, token, seconds
        self.renew_at = time.monotonic() + seconds / 3

    def keep(self) -> None:
        """Renew once a third of the lease has passed; LostJob if the token is no longer ours."""
        if time.monotonic() < self.renew_at:
            return
        expires = db_now(self.seconds)  # the database's clock, as every lease's
        if not BulkJob.objects.filter(pk=self.job_id, fencing_token=self.token).update(lease_expires_at=expires):
            raise LostJob(f"bulk job {self.job_id} was taken over")
        self.renew_at = time.monotonic() + self.seconds / 3


def _claim(job_id: int, owner: str) -> _Lease | None:
    seconds = int(_limits()["LEASE_SECONDS"])
    free = Q(lease_owner__isnull=True) | Q(lease_expires_at__lt=db_now())
    with transaction.atomic():
        taken = BulkJob.objects.filter(free, pk=job_id, status__in=[JobStatus.QUEUED, JobStatus.RUNNING]).update(
            status=JobStatus.RUNNING,
            lease_owner=owner,
            lease_expires_at=db_now(seconds),
            fencing_token=F("fencing_token") + 1,
        )
        token = BulkJob.objects.filter(pk=job_id).values_list("fencing_token", flat=True).first()
    return _Lease(job_id, owner, token, seconds) if taken == 1 and token is not None else None


def execute_job(job_id: int, *, owner: str | None = None, pause: float | None = None) -> str:
    """Act on every PENDING item of the job (see the module docstring); returns what became of it.

    ``pause`` (seconds after each item; ``AGENTOPS_BULK_PAUSE``) spaces a large job out. The job decides in its
    actor's name, so it checks that they still hold the action's role (at most a second late, as an open socket
    does): a user removed from the role or deactivated meanwhile stops the job, its PENDING items not acted on.
    """
    lease = _claim(job_id, owner or worker_id("bulk"))
    if lease is None:
        return "not claimed: done, or another executor holds it"
    job = BulkJob.objects.get(pk=job_id)
    pause = float(_limits()["PAUSE"]) if pause is None else pause
    role, checked = role_for(BulkAction(job.action)), -ROLE_RECHECK_SECONDS
    try:
        while batch := list(job.items.filter(state=ItemState.PENDING).order_by("id")[:100]):
            for item in batch:
                if time.monotonic() - checked >= ROLE_RECHECK_SECONDS:
                    if not username_has_role(job.actor, role):
                        _stop(job_id, ROLE_STOPPER, f"{job.actor} no longer holds the {role} role")
                        return "CANCELLED"
                    checked = time.monotonic()
                if not _handle(job, item, lease):
                    return "CANCELLED"
                if pause:
                    time.sleep(pause)
    except LostJob as exc:
        return str(exc)
    done = BulkJob.objects.filter(pk=job_id, fencing_token=lease.token, status=JobStatus.RUNNING).update(
        status=JobStatus.DONE, finished_at=timezone.now(), lease_owner=None, lease_expires_at=None
    )
    if done:
        return "DONE"
    cancelled = BulkJob.objects.filter(pk=job_id, status=JobStatus.CANCELLED).exists()
    return "CANCELLED" if cancelled else f"bulk job {job_id} was taken over"


def _handle(job: BulkJob, item: BulkItem, lease: _Lease) -> bool:
    """Act on ``item`` and mark it under the job row's lock; False (nothing done) if the job was cancelled."""
    deadline = time.monotonic() + 5
    while job.pk in _cancelling and time.monotonic() < deadline:
        time.sleep(0.01)  # a cancel of this job is waiting for the lock this process just let go of
    with transaction.atomic():
        row = BulkJob.objects.select_for_update().filter(pk=job.pk, fencing_token=lease.token)
        status = row.values_list("status", flat=True).first()
        if status is None:
            raise LostJob(f"bulk job {job.pk} was taken over")
        if status != JobStatus.RUNNING:
            return False
        lease.keep()
        with naming() as named:  # who the outcome names (a refusal's "already approved by …"), for its readers
            state, outcome = _act(job, item)
        BulkItem.objects.filter(pk=item.pk, state=ItemState.PENDING).update(
            state=state, outcome=outcome[:500], outcome_names=named, acted_at=timezone.now()
        )
    return True


def _already_decided(job: BulkJob, item: BulkItem) -> bool:
    """Whether this job's decision on ``item`` is in the run's journal already (made before a restart)."""
    rows = Event.objects.filter(run_id=item.run_id, type__in=DECISION_EVENTS, payload__contains=f'"bulk":"{job.tag}"')
    if item.execution_id:
        rows = rows.filter(payload__contains=f'"execution_id":"{item.execution_id}"')
    return rows.exists()


def _since(job: BulkJob, item: BulkItem) -> Q:
    """The run's events journaled after the job was made: after the head its run had then (one counter, whatever the
    clocks of the web and worker processes that wrote them say); by time for an item made before items kept it."""
    return Q(seq__gt=item.seen_seq) if item.seen_seq is not None else Q(created_at__gte=job.created_at)


def _decided_since(job: BulkJob, item: BulkItem) -> str:
    """Why a run-level action leaves ``item``'s run alone: someone else decided on the run after the job was made
    (an approver approved its held call, an operator retried or resumed it), as approve / reject skip a call decided
    first.
    Empty when nobody did."""
    # an operator's resume or take-over is journaled as RecoveryStarted with its actor: a dead-letter job went on to
    # dead-letter a run resumed after the job was made
    decided = Q(type__in=DECISION_EVENTS) | recovery.TAKEN_OVER
    rows = Event.objects.filter(decided, _since(job, item), run_id=item.run_id)
    other = rows.exclude(payload__contains=f'"bulk":"{job.tag}"').order_by("seq").values_list("payload", "created_at")
    first = other.first()
    if first is None:
        return _moved_since(job, item) if job.action == BulkAction.DEAD_LETTER else ""
    # a stored outcome is a text for anyone (the job's pages and API): its actor as the run's timeline shows them
    actor = who(str(loads(first[0]).get("actor") or "someone"), Sight(run_id=item.run_id))
    return (
        f"run {item.run_id} was decided by {who(actor, Sight(run_id=item.run_id))} at {first[1]:%Y-%m-%d %H:%M:%S} UTC, "
        "after this job was made: "
        f"left alone (preview again to include it)"
    )


def _moved_since(job: BulkJob, item: BulkItem) -> str:
    """Why a dead letter, final, leaves ``item``'s run alone with no decision since the job was made: anything else was
    journaled on it since (an API-driven run's agent came back and went on — it paid, and waits for an approver on its
    next step: the job dead-lettered it, that call with it). Empty when nothing was."""
    since = Event.objects.filter(_since(job, item), run_id=item.run_id)
    moved = since.exclude(payload__contains=f'"bulk":"{job.tag}"').order_by("-seq").values_list("type", "created_at")
    if (last := moved.first()) is None:
        return ""
    return (
        f"run {item.run_id} moved on after this job was made ({last[0]} at {last[1]:%Y-%m-%d %H:%M:%S} UTC): "
        "left alone (preview again to include it)"
    )


def _act(job: BulkJob, item: BulkItem) -> tuple[str, str]:
    if _already_decided(job, item):
        if job.action != BulkAction.DEAD_LETTER:
            # the executor may have died between the decision's commit and its hand-over to a worker:
            # driving a run again is harmless (its lease decides), never driving it would strand it
            enqueue_drive(item.run_id)
        return ItemState.DONE, "in the journal already (decided before a restart)"
    if job.action not in CALL_ACTIONS and (since := _decided_since(job, item)):
        return ItemState.SKIPPED, since
    try:
        outcome = ACTIONS[job.action](job, item)
    except decisions.DecisionConflict as exc:
        return ItemState.SKIPPED, f"refused: {exc}"
    except decisions.DecisionError as exc:
        return ItemState.FAILED, f"refused: {exc}"
    except DatabaseError:
        raise  # the database, not the decision: the job stops here and is taken up again
    except Exception as exc:
        return ItemState.FAILED, Sight(run_id=item.run_id).error(exc)  # shown on the job's pages and API: redacted
    return ItemState.DONE, outcome


def _approve(job: BulkJob, item: BulkItem) -> str:
    decisions.approve_call(
        execution_id=item.execution_id,
        actor=job.actor,
        reason=job.reason,
        idem_key_seen=item.idem_key or "",
        bulk=job.tag,
    )
    return "approved"


def _reject(job: BulkJob, item: BulkItem) -> str:
    decisions.reject_call(execution_id=item.execution_id, actor=job.actor, reason=job.reason, bulk=job.tag)
    return "rejected"


def _dead_letter(job: BulkJob, item: BulkItem) -> str:
    unsent = decisions.dead_letter_run(run_id=item.run_id, actor=job.actor, reason=job.reason, bulk=job.tag)
    if not unsent:
        return "dead-lettered"
    calls = "; ".join(unsent)
    return (
        f"dead-lettered, with its call{'s' if len(unsent) > 1 else ''} approved and not sent yet, never sent: {calls}"
    )


def _retry(job: BulkJob, item: BulkItem) -> str:
    already = decisions.retry_run(run_id=item.run_id, actor=job.actor, reason=job.reason, bulk=job.tag)
    return already.removeprefix(f"run {item.run_id} ") or "retried"  # its maker retried it already: not again


def _resume(job: BulkJob, item: BulkItem) -> str:
    """What became of the run, as the console's single-run Resume says it (read before the resume: a call nothing
    can re-check parks the run again on it)."""
    outcome = decision_selectors.resume_outcome(item.run_id)
    already = decisions.resume_run(run_id=item.run_id, actor=job.actor, reason=job.reason, bulk=job.tag)
    return (already or outcome).removeprefix(f"run {item.run_id} ")


ACTIONS: dict[str, Callable[[BulkJob, BulkItem], str]] = {
    BulkAction.APPROVE: _approve,
    BulkAction.REJECT: _reject,
    BulkAction.DEAD_LETTER: _dead_letter,
    BulkAction.RETRY: _retry,
    BulkAction.RESUME: _resume,
}


def sweep_jobs(*, now: Any = None) -> dict[int, str]:
    """Hand every unfinished job nobody holds (queued and never claimed, or its executor's lease expired, by the
    database's clock unless ``now`` is given) to an executor."""
    expiry = now or db_now()
    now = now or timezone.now()
    # a job just created is being handed over on commit: give that hand-over a moment
    queued = Q(status=JobStatus.QUEUED, lease_owner__isnull=True, created_at__lt=now - timedelta(seconds=5))
    expired = Q(status__in=[JobStatus.QUEUED, JobStatus.RUNNING], lease_expires_at__lt=expiry)
    report = {}
    for job_id in BulkJob.objects.filter(queued | expired).order_by("created_at").values_list("pk", flat=True)[:20]:
        enqueue_job(job_id)
        report[job_id] = "enqueued"
    return report
