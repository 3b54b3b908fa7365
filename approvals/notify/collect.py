"""Find the runs that need a human now, once each: one :class:`Notice` per occasion.

Read from the projections on every pass (beat), looking back ``AGENTOPS_NOTIFY_LOOKBACK`` seconds:
a held call still waiting, a run parked in RECOVERING (nobody holds it: recovery gave it to a
human), a reply the claims audit holds back, a dead-lettered run, a run failed for good (no automatic retry: it
waits for an operator's Retry), a held call the approval-expiry task rejected because nobody answered it. The notice's key names the
occasion (the held call, the run at its journal head, the reply, the run), so seeing it again on
the next pass — or on two beats at once — adds nothing (a unique key, ``ignore_conflicts``). A run
told in doubt whose journal since holds no decision and no new call (resumed and parked again on the
same call, a verifier's answer that settled nothing, in any order) is the same occasion, not a new one;
a decision, or a model sampled or a call requested since, makes the next park a new one.

A call, run or reply that still waits for a human but changed **before** the lookback — parked
before a channel was configured, or while the notifier was down for longer — is announced once
too, if it has no notice yet (its key, or for a run in doubt any in-doubt notice of the run). Dead
letters are outcomes, not waits: only those within the lookback are told, so enabling
notifications on an old deployment is not a message about every run it ever dead-lettered.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db.models import Exists, OuterRef, Q, Subquery, Value
from django.db.models.functions import Concat
from django.urls import reverse

from agentops.core.events import EventType
from agentops.core.states import UNSETTLED_EXEC, ExecStatus, RunStatus
from approvals.models import EXPIRY_ACTOR, Delivery, Notice, NoticeKind
from runs.models import Event, Reply, Run, ToolExecution
from runs.models.claims import ReplyStatus
from runs.worker.recovery import decided_not_driven, parked_for_recheck
from runs.worker.stuck import KINDS, TOLD, Windows, told_queries


def collect(*, now: datetime) -> int:
    """Record the notices of occasions since the lookback; returns how many are new.

    Each kind's occasions are read in the order they happened (a call held, a run's last event, a reply made, a
    call expired), oldest first, the id breaking ties: the message lists its notices in the order they were made,
    and without an ORDER BY PostgreSQL returns rows in whatever order its plan reads them — a row rewritten since
    (a heartbeat, a retention pass) from the table's end, and a burst's message listed them shuffled."""
    since = now - timedelta(seconds=int(settings.AGENTOPS["NOTIFY"]["LOOKBACK"]))
    found: list[Notice] = []

    def add(key: str, kind: NoticeKind, run_id: str, detail: str, path: str) -> None:
        found.append(Notice(key=key, kind=kind, run_id=run_id, detail=detail[:200], path=path, created_at=now))

    held = ToolExecution.objects.filter(
        Q(requested_at__gte=since) | ~_noticed(key=Concat(Value("approval:"), OuterRef("id"))),
        status=ExecStatus.WAITING_MANUAL_CONFIRM,
        run__status=RunStatus.WAITING_MANUAL_CONFIRM,
    )
    for e in held.order_by("requested_at", "id").only("id", "run_id", "tool"):
        add(
            f"approval:{e.id}", NoticeKind.APPROVAL, e.run_id, e.tool, f"{reverse('approvals')}?execution={e.id}#{e.id}"
        )
    # a live lease is a worker still replaying the call; an expired one is a holder that died without
    # releasing it (nothing clears an external run's lease: the sweep leaves those to their agent)
    parked = Run.objects.filter(
        Q(last_event_at__gte=since) | ~_noticed(run=OuterRef("pk"), kind=NoticeKind.IN_DOUBT),
        Q(lease_owner__isnull=True) | Q(lease_expires_at__lt=now),
        status=RunStatus.RECOVERING,
    )
    told = _told_in_doubt_at(parked)
    decided = set(parked.filter(_decided_nothing_in_doubt()).values_list("id", flat=True))
    runs = list(parked.order_by("last_event_at", "id").only("id", "last_seq"))
    # a call the recovery sweep looks up again once its first send can no longer land needs nobody before then: told
    # only if it is still parked after that (its lookup could not tell, or the drive never came)
    rechecked = {run_id for run_id, at in parked_for_recheck(runs).items() if at > now}
    for run in runs:
        if run.id in decided or run.id in rechecked or (run.id in told and _parked_again_only(run.id, told[run.id])):
            continue
        tools = ToolExecution.objects.filter(run_id=run.id, status__in=[str(s) for s in UNSETTLED_EXEC])
        detail = ", ".join(sorted(set(tools.values_list("tool", flat=True)))) or "RECOVERING"
        first = tools.order_by("requested_at", "id").values_list("id", flat=True).first()
        # the console's page and card of its oldest call in doubt; with none, its row among the runs in RECOVERING
        anchor = f"?execution={first}#{first}" if first else f"?run={run.id}#run-{run.id}"
        add(f"in_doubt:{run.id}:{run.last_seq}", NoticeKind.IN_DOUBT, run.id, detail, reverse("recovery") + anchor)
    # failed for good (a permanent failure: no automatic retry scheduled) waits for an operator's Retry; one with a
    # retry scheduled needs no one. Each failure is its occasion (a retried run that fails again is told again).
    failed = Run.objects.filter(
        Q(last_event_at__gte=since) | ~_noticed(run=OuterRef("pk"), kind=NoticeKind.FAILED),
        status=RunStatus.FAILED,
        next_retry_at__isnull=True,
    )
    for run_id, seq in failed.order_by("last_event_at", "id").values_list("id", "last_seq"):
        cause = Event.objects.filter(run_id=run_id, type=EventType.RUN_FAILED).order_by("-seq").first()
        detail = json.loads(cause.payload).get("error_class", "") if cause else ""
        add(f"failed:{run_id}:{seq}", NoticeKind.FAILED, run_id, str(detail), reverse("run", args=[run_id]))
    dead = Run.objects.filter(status=RunStatus.DEAD_LETTER, last_event_at__gte=since).order_by("last_event_at", "id")
    for run_id in dead.values_list("id", flat=True):
        add(f"dead_letter:{run_id}", NoticeKind.DEAD_LETTER, run_id, "", reverse("run", args=[run_id]))
    # a held call nobody answered, rejected by the approval-expiry task: an outcome (told within the lookback), linked
    # to its rejection on the run page (the ``dead_letter`` outcome is told as a dead letter)
    for e, seq in _expired(since):
        add(
            f"approval_expired:{e.id}",
            NoticeKind.APPROVAL_EXPIRED,
            e.run_id,
            e.tool,
            f"{reverse('run', args=[e.run_id])}#seq-{seq}",
        )
    replies = Reply.objects.filter(
        Q(created_at__gte=since) | ~_noticed(key=Concat(Value("held_reply:"), OuterRef("event_id"))),
        status=ReplyStatus.HELD,
    )
    for reply in replies.order_by("created_at", "event_id").only("run_id", "event_id", "flagged"):
        detail = f"{reply.flagged} flagged claim{'s' if reply.flagged != 1 else ''}"
        path = f"{reverse('recovery')}#reply-{reply.event_id}"  # the console lists every held reply
        add(f"held_reply:{reply.event_id}", NoticeKind.HELD_REPLY, reply.run_id, detail, path)
    # stuck: waits like the others, told whatever their age; each episode (the run at its journal head) once
    stuck = told_queries(Windows.at(now))
    for kind in TOLD:
        for run_id, seq in stuck[kind].order_by("last_event_at", "id").values_list("id", "last_seq"):
            path = f"{reverse('stuck')}?kind={kind}"
            add(_stuck_key(run_id, kind, seq), NoticeKind.STUCK, run_id, KINDS[kind], path)
    if not found:
        return 0
    known = set(Notice.objects.filter(key__in=[n.key for n in found]).values_list("key", flat=True))
    Notice.objects.bulk_create([n for n in found if n.key not in known], ignore_conflicts=True)
    return len({n.key for n in found} - known)


def _decided_nothing_in_doubt() -> Q:
    """A parked run an operator decided for with no call left in doubt: it waits for its worker (re-enqueued by the
    sweep) or its client (told as stuck), no longer for a human's decision."""
    unsettled = ToolExecution.objects.filter(run_id=OuterRef("id"), status__in=[str(s) for s in UNSETTLED_EXEC])
    return decided_not_driven() & ~Q(Exists(unsettled))


#: Each occasion's subject (the model, the field its notice key names) and what it is while it still waits.
_WAITS_IN: dict[str, tuple[Any, str, Q]] = {
    NoticeKind.APPROVAL: (ToolExecution, "id", Q(status=ExecStatus.WAITING_MANUAL_CONFIRM)),
    # an API-driven run stays RECOVERING after its calls are decided, until its client comes back for them
    NoticeKind.IN_DOUBT: (Run, "id", Q(status=RunStatus.RECOVERING) & ~_decided_nothing_in_doubt()),
    NoticeKind.HELD_REPLY: (Reply, "event_id", Q(status=ReplyStatus.HELD)),
    NoticeKind.DEAD_LETTER: (Run, "id", Q(status=RunStatus.DEAD_LETTER)),
    NoticeKind.FAILED: (Run, "id", Q(status=RunStatus.FAILED)),
    NoticeKind.APPROVAL_EXPIRED: (ToolExecution, "id", Q(status=ExecStatus.REJECTED)),
}


def still_open(notices: list[Notice]) -> list[Notice]:
    """The notices whose occasion still needs a human now: a delivery is sent later than it was batched
    (its channel's window, retries with backoff), and a call approved, a run recovered or retried, or a
    reply released meanwhile is no longer news."""
    subject = {n.pk: n.key.split(":")[1] for n in notices}
    waiting: set[tuple[str, str]] = set()
    for kind, (model, field, waits) in _WAITS_IN.items():
        keys = {subject[n.pk] for n in notices if n.kind == kind}
        if keys:
            found = model.objects.filter(waits, **{f"{field}__in": keys}).values_list(field, flat=True)
            waiting.update((kind, str(key)) for key in found)
    # a stuck run is still news while it is stuck the same way at the same journal head (the key names the episode)
    runs_by_kind: dict[str, set[str]] = {}
    for n in notices:
        if n.kind == NoticeKind.STUCK:
            _, run_id, kind, _ = n.key.split(":")  # (``_stuck_key``)
            runs_by_kind.setdefault(kind, set()).add(run_id)
    if runs_by_kind:
        stuck = told_queries(Windows.at())
        for kind, runs in runs_by_kind.items():
            found = stuck[kind].filter(id__in=runs).values_list("id", "last_seq")
            waiting.update((NoticeKind.STUCK, _stuck_key(run_id, kind, seq)) for run_id, seq in found)
    return [n for n in notices if (n.kind, n.key if n.kind == NoticeKind.STUCK else subject[n.pk]) in waiting]


def still_waiting(delivery: Delivery) -> list[Notice]:
    """The notices ``delivery`` batched whose occasion still needs a human, in its message's order: what an attempt
    sends, and what the message's list page shows (:func:`approvals.views.notified`)."""
    return still_open(list(delivery.notices.select_related("run").order_by("created_at", "id")))


def _told_in_doubt_at(parked: Any) -> dict[str, int]:
    """For each run of ``parked`` already told in doubt: the journal head its latest in-doubt notice names."""
    told: dict[str, int] = {}
    notices = Notice.objects.filter(kind=NoticeKind.IN_DOUBT, run__in=parked.values("pk"))
    for run_id, key in notices.values_list("run_id", "key"):
        told[run_id] = max(told.get(run_id, 0), int(key.rsplit(":", 1)[1]))
    return told


#: What makes a run's next park a new occasion: a human decided since (what was told is acted on), or the run went on
#: (a model sampled, a call requested). Anything else — a take-over, a resume, a verifier's answer, a late result of the
#: same call — leaves the same calls waiting for the same decision, however they interleave.
_NEW_DECISION = [
    EventType.OPERATOR_DECISION,
    EventType.MANUAL_CONFIRM_GRANTED,
    EventType.MANUAL_CONFIRM_REJECTED,
    EventType.TOOL_COMPENSATED,
    EventType.LLM_SAMPLED,
    EventType.TOOL_REQUESTED,
    EventType.MANUAL_CONFIRM_REQUESTED,
]


def _parked_again_only(run_id: str, seq: int) -> bool:
    """Whether the run's journal since ``seq`` holds no decision and no new call (:data:`_NEW_DECISION`): the same
    occasion, told already. A resume of a run whose call nothing can re-check (no key, no lookup) parks it again on
    that call, and a verifier may answer between two parks without settling it; telling every channel again would
    page the people already handling it for a decision they were told of."""
    return not Event.objects.filter(run_id=run_id, seq__gt=seq, type__in=_NEW_DECISION).exists()


def _stuck_key(run_id: str, kind: str, seq: int) -> str:
    """A stuck run's notice key: the episode (the run, how it is stuck, its journal head), told once."""
    return f"stuck:{run_id}:{kind}:{seq}"


def _expired(since: datetime) -> list[tuple[ToolExecution, int]]:
    """The calls rejected by the approval-expiry task (actor ``system:expiry``) since ``since``, each with the seq of
    its rejection; none read while the task is off (``AGENTOPS_APPROVAL_TTL_SECONDS`` 0, the default: every pass
    would scan the rejected calls for nothing)."""
    if int(settings.AGENTOPS["APPROVAL_TTL_SECONDS"]) <= 0:
        return []
    rejections = Event.objects.filter(
        run_id=OuterRef("run_id"),
        step=OuterRef("step"),
        call_index=OuterRef("call_index"),
        type=EventType.MANUAL_CONFIRM_REJECTED,
        payload__contains=f'"actor":"{EXPIRY_ACTOR}"',
    )
    calls = ToolExecution.objects.filter(status=ExecStatus.REJECTED, updated_at__gte=since)
    found = calls.annotate(seq=Subquery(rejections.values("seq")[:1])).filter(seq__isnull=False)
    return [(e, e.seq) for e in found.order_by("updated_at", "id").only("id", "run_id", "tool")]


def _noticed(**match: Any) -> Exists:
    """Whether a notice matching ``match`` exists (an occasion older than the lookback told already)."""
    return Exists(Notice.objects.filter(**match))
