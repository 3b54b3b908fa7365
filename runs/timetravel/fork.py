"""Fork a run from step N: preview what the fork will do about the parent's effects, then create it.

The fork is one transaction: its run row (head = the parent's hash at the cut) and its first
events (ForkedFrom, the operator's edits). A process killed in the middle leaves no fork; a
``create_key`` makes a retried request return the fork already made. See docs/time-travel.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.utils import timezone

from agentops.core.budget import Budget, budget_problem
from agentops.core.canon import loads
from agentops.core.events import Event as CoreEvent
from agentops.core.events import EventType
from agentops.core.fork import (
    FORK_CRASH_POINT,
    Edit,
    ForkConflict,
    ForkPlan,
    ForkRefused,
    budget_refusal,
    fork_events,
    plan_fork,
    repeat_refusal,
)
from agentops.core.keys import differing, normal_key
from agentops.core.replay import ReplayIndex
from runs.governance import names
from runs.governance.redaction import from_settings
from runs.governance.seen_references import seen_fields
from runs.governance.visibility import Sight
from runs.journal.lineage import (
    made_beside,
    made_from,
    reached_in_family,
    travel_refusal,
    unstarted_refusal,
)
from runs.journal.store import append_events, load_events
from runs.models import Event, Run
from runs.services import CreateKeyConflict, new_run_id, run_by_create_key
from runs.worker.dispatch import enqueue_drive
from runs.worker.registry import FORK_KEY, external_refusal, is_external, load_agent

# a fork's create key is stored under FORK_KEY: a fork's ``ticket:k`` stored as it was sent was agent ``ticket``'s ``k``
#: the longest create key a fork takes (the column holds it with :data:`FORK_KEY`)
FORK_KEY_MAX = Run._meta.get_field("create_key").max_length - len(FORK_KEY)


def fork_by_key(create_key: str) -> Run | None:
    """The fork ``create_key`` made: stored under :data:`FORK_KEY`, or (made before) as it was sent, when that run is
    a fork — an agent's run stored under the same text is not (and :func:`runs.services.run_create` refuses a fork)."""
    if (made := run_by_create_key(FORK_KEY + create_key)) is not None:
        return made
    before = run_by_create_key(create_key)
    return before if before is not None and before.fork_of_id else None


@dataclass(frozen=True)
class ForkRequest:
    """What an operator asks for (dashboard, API and CLI build the same thing)."""

    step: int
    cut: str = "resample"
    keys: str = "inherit"
    edits: Sequence[Edit] = ()
    adopt_current: bool = False
    #: New caps; each one not given (None) is the parent's (``budget``).
    max_steps: int | None = None
    max_tokens: int | None = None
    max_cost: float | None = None
    #: With keys=new: the operator confirms that the parent's writes after the step happen again (``repeat_refusal``).
    again: bool = False

    def __post_init__(self) -> None:
        if problem := budget_problem(self.max_steps, self.max_tokens, self.max_cost):
            raise ForkRefused(problem)
        if self.again and self.keys != "new":  # (it was taken, and meant nothing: a parent's repeat stays deduped)
            raise ForkRefused(
                f"again confirms the repeats of a fork with keys=new, and this one has keys={self.keys}: its repeated "
                "calls keep the parent's keys (deduped) — give keys=new (fork_run --keys new) or leave again out"
            )

    def budget(self, parent: Budget) -> Budget:
        """The fork's caps: the parent's, with the ones this request gives."""
        return parent.override(self.max_steps, self.max_tokens, self.max_cost)


class BlindEdit(ForkRefused):
    """An edit of a call's arguments by a reader who sees them redacted (403)."""

    code = "forbidden"


def refuse_blind_edits(run_id: str, request: ForkRequest, sight: Sight) -> None:
    """An edit of a call's arguments needs the run's payloads as they are: the fork compares it with the stored
    arguments (the same ones keep the parent's key and are deduped, others get a key of their own), and the answer
    would tell a reader who sees them redacted whether a guess at them was right. A result edit compares nothing."""
    if not sight.raw and any(edit.args is not None for edit in request.edits):
        raise BlindEdit(
            f"editing a call's arguments needs raw access to {run_id}: you see them redacted, and the fork compares "
            "the edit with them — ask for raw access on the run page (journaled, with a reason) or give the call's "
            "result instead"
        )


def _parent(run_id: str, *, lock: bool = False) -> Run:
    """The run to fork, refused if unknown, external or still moving (``lock``: its row locked till the commit)."""
    parent = (Run.objects.select_for_update() if lock else Run.objects).filter(id=run_id).first()
    if parent is None:
        raise ForkRefused(f"unknown run {run_id}")
    if is_external(parent.agent):
        raise ForkRefused(external_refusal(run_id))
    if refusal := travel_refusal(parent, "forked"):
        raise (ForkConflict if refusal.moving else ForkRefused)(refusal.why)
    return parent


def _history(run_id: str) -> list[CoreEvent]:
    """The parent's whole history, refused when it does not begin with its RunStarted (``unstarted_refusal``)."""
    events = load_events(run_id, from_snapshot=False)
    if refusal := unstarted_refusal(run_id, events, "forked"):
        raise ForkRefused(refusal)
    return events


def _caps(run_id: str, events: Sequence[CoreEvent], plan: ForkPlan, request: ForkRequest) -> Budget:
    """The fork's caps — its parent's in force over its whole history (its own ForkedFrom may follow the cut), with
    the ones the request gives — refused when they leave the fork no model call (``budget_refusal``)."""
    budget = request.budget(ReplayIndex.build(run_id, events).budget)
    if refusal := budget_refusal(plan, budget):
        raise ForkRefused(refusal)
    return budget


def fork_preview(*, run_id: str, request: ForkRequest) -> ForkPlan:
    """The plan of a fork without making it: the cut and what happens to each parent effect after it."""
    agent = load_agent(_parent(run_id).agent)  # an agent no longer registered: refused as the fork is (it was a plan)
    events = _history(run_id)
    plan = plan_fork(
        run_id, events, request.step, cut=request.cut, keys=request.keys,
        edits=request.edits, tools=agent.tools if request.edits else None,
        above=made_from(run_id, request.step), beside=made_beside(run_id),
        reached=reached_in_family(run_id, itself=True) if request.edits else (),
    )  # fmt: skip
    _caps(run_id, events, plan, request)
    return plan


def fork_create(
    *, run_id: str, request: ForkRequest, actor: str, reason: str, create_key: str | None = None
) -> tuple[Run, bool]:
    """Create the fork and hand it to a worker; returns ``(fork, created)``. Raises ForkRefused."""
    stored = None
    if create_key is not None and not create_key.strip():  # (the API's CreateKey refuses it as a blank field)
        raise ForkRefused("a fork's create key is blank: give a key, or leave it out to make a new fork each time")
    if create_key:
        normal = normal_key(create_key)  # the form it is stored in
        if len(normal) > FORK_KEY_MAX:
            raise ForkRefused(f"a fork's create key is at most {FORK_KEY_MAX} characters, not {len(normal)}")
        existing = fork_by_key(create_key)
        if existing is not None:
            return _same_fork(existing, run_id, request, create_key, actor), False
        stored = FORK_KEY + normal
    parent = _parent(run_id)
    events = _history(run_id)
    agent = load_agent(parent.agent)
    plan = plan_fork(
        run_id, events, request.step, cut=request.cut, keys=request.keys, edits=request.edits, tools=agent.tools,
        above=made_from(run_id, request.step), beside=made_beside(run_id),
        reached=(family := reached_in_family(run_id, itself=True)),
    )  # fmt: skip
    if refusal := repeat_refusal(plan, request.again):
        raise ForkRefused(refusal)
    prefix = [e for e in events if e.seq <= plan.cut_seq]
    index = ReplayIndex.build(run_id, prefix)
    index.reached |= family  # the fork's edits are gated by whom its family reached, as its drives gate its calls
    # always journaled: a fork of this fork reads its caps there (without them it fell back to the root's RunStarted)
    budget = _caps(run_id, events, plan, request)
    fork_id = new_run_id()
    new = fork_events(
        plan, agent, fork_id=fork_id, key_scope=index.key_scope if request.keys == "inherit" else fork_id,
        index=index, recorded=(parent.model_version, parent.template_hash),
        adopt_current=request.adopt_current, edits=request.edits, budget=budget, actor=actor, reason=reason,
    )  # fmt: skip
    snapshot = max((e.seq for e in prefix if e.type is EventType.SNAPSHOT_TAKEN), default=0)
    # its reference is its parent's, shown with the names the parent's events reveal (read before: a cache it may keep)
    seen = seen_fields(parent.reference, names.of(parent.id, from_settings()).names)
    now = timezone.now()
    try:
        with transaction.atomic():
            # again, locked: a worker that took the parent's lease since it was read (an approval's drive) moves it
            _parent(run_id, lock=True)
            fork = Run.objects.create(
                id=fork_id,
                agent=parent.agent,
                model_version=agent.model.version,
                template_hash=agent.template_hash,
                reference=parent.reference,
                **seen,
                create_key=stored,
                fork_of=parent,
                fork_seq=plan.cut_seq,
                last_seq=plan.cut_seq,
                last_hash=plan.parent_head_hash,
                snapshot_seq=snapshot,
                steps_used=index.consumed.steps,
                tokens_used=index.consumed.tokens,
                cost_used=index.consumed.cost,
                created_at=now,
                last_event_at=now,
            )
            stored = append_events(fork_id, None, plan.cut_seq, new)
            agent._crash(FORK_CRASH_POINT, request.step)  # crash tests: killed before the commit
            if not any(e.type is EventType.MANUAL_CONFIRM_REQUESTED for e in stored):
                enqueue_drive(fork_id)
    except IntegrityError:
        if stored:
            return _same_fork(Run.objects.get(create_key=stored), run_id, request, create_key, actor), False
        raise
    fork.refresh_from_db()
    return fork, True


def _same_fork(existing: Run, run_id: str, request: ForkRequest, create_key: str, actor: str) -> Run:
    """``existing`` if a retried request asks for the same fork (parent, step, cut, keys, edits and the caps it
    gives) by the same person; else CreateKeyConflict naming what differs (the key made another fork, a run that
    is no fork, or someone else's fork: it is not reported as theirs, made with their reason)."""
    row = Event.objects.filter(run_id=existing.id, type=EventType.FORKED_FROM).values_list("payload", flat=True).first()
    forked = loads(row) if row else {}  # purged by retention: only the parent can be compared
    caps = {name: getattr(request, name) for name in ("max_steps", "max_tokens", "max_cost")}
    asked = {"run": run_id, "actor": actor, "step": request.step, "cut": request.cut, "keys": request.keys,
             "edits": [e.to_payload() for e in request.edits],
             **{name: cap for name, cap in caps.items() if cap is not None}}  # fmt: skip
    have = {name: forked.get(name, asked[name]) for name in ("actor", "step", "cut", "keys", "edits")}
    have |= {
        "run": existing.fork_of_id,
        **{name: (forked.get("budget") or asked)[name] for name in asked if name in caps},
    }
    if differ := differing(asked, have):
        raise CreateKeyConflict(
            f"create key {create_key!r} already made {existing.id}, not this fork ({', '.join(differ)} differ)",
            run_id=existing.id,
            fields=differ,
        )
    return existing
