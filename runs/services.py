"""Run-level writes: create a run, continue a refused run as a new one."""

from __future__ import annotations

import json
import re
import secrets
import string
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from agentops.core.budget import Budget, Consumption, exhausted
from agentops.core.canon import canonical, unstorable
from agentops.core.errors import AgentOpsError
from agentops.core.events import EventType, NewEvent
from agentops.core.keys import normal_key, stored_key_forms
from agentops.core.loop import RUN_FIELDS, run_started_payload, taken_input_names
from agentops.core.replay import ReplayIndex
from agentops.core.states import RunStatus
from runs import models
from runs.governance.seen_references import seen_fields, started_names
from runs.journal.lineage import travel_refusal
from runs.journal.store import resume_index, start_journal
from runs.worker.dispatch import enqueue_drive
from runs.worker.registry import CONTINUE_KEY, is_external, load_agent


def new_run_id() -> str:
    """``run_``, 12 hex of the Unix millisecond it is made in and 12 random hex: the ids of runs made later
    sort later, and so do their events' ids (``agentops.core.keys.event_id_prefix``), so the journal's
    indexes that lead with either grow at their end, not each append on a leaf of its own."""
    return f"run_{time.time_ns() // 1_000_000:012x}{secrets.token_hex(6)}"


class ExternalSpecMissing(AgentOpsError):
    code = "external_spec_required"


class NotExternal(AgentOpsError):
    """A client declared what a server-driven agent takes from its own code (model, template, budget, context)."""

    code = "not_external"

    def __init__(self, agent: str, declared: Sequence[str]) -> None:
        super().__init__(
            f"agent {agent!r} is driven by the server, with its own model, prompt template, budget and context: "
            f"{', '.join(declared)} would be ignored; send them only for an external agent"
        )
        self.details = {"fields": list(declared)}


#: a run's seed is 0 to SEED_LIMIT - 1 (journaled in RunStarted; ``POST runs/`` and ``manage.py create_run``)
SEED_LIMIT = 2**31


class InvalidSeed(AgentOpsError):
    """A seed outside 0 .. SEED_LIMIT - 1."""

    code = "invalid_seed"

    def __init__(self, seed: int) -> None:
        super().__init__(f"a seed is 0 to {SEED_LIMIT - 1}, not {seed}")


class InvalidInputs(AgentOpsError):
    """Inputs the journal cannot hold (``canon.unstorable``: NaN, a lone surrogate, keys colliding under NFC)."""

    code = "invalid_inputs"

    def __init__(self, problem: str) -> None:
        super().__init__(f"the run's inputs cannot be journaled: {problem}")


class MissingInput(AgentOpsError):
    """The agent's prompt template names inputs the run was not given."""

    code = "missing_input"

    def __init__(self, agent: str, names: list[str]) -> None:
        listed = ", ".join(repr(n) for n in names)
        super().__init__(
            f"agent {agent!r}: its prompt template needs the input{'s' if len(names) > 1 else ''} {listed}"
        )
        self.details = {"inputs": names}


def template_inputs(template: str) -> list[str]:
    """The inputs a prompt template names, in order (``{clock}`` and ``{seed}`` come from RunStarted)."""
    names = (re.split(r"[.\[]", field)[0] for _, field, _, _ in string.Formatter().parse(template) if field)
    return list(dict.fromkeys(n for n in names if n not in RUN_FIELDS))


class CreateKeyConflict(AgentOpsError):
    """A ``create_key`` reused with other fields: the caller meant a different run."""

    code = "create_key_conflict"

    def __init__(self, message: str, *, run_id: str, fields: list[str]) -> None:
        super().__init__(message)
        self.details = {"run_id": run_id, "fields": fields}


@dataclass(frozen=True)
class ExternalSpec:
    """What a client driving an external agent declares at start: the server cannot derive it."""

    model_version: str
    template_hash: str
    budget: Budget
    messages: list[dict[str, Any]] = field(default_factory=list)
    clock: str = ""


def _started_payload(
    agent: str, run_id: str, inputs: dict[str, Any], clock: str, seed: int, external: ExternalSpec | None, extra: Any
) -> dict[str, Any]:
    if not is_external(agent):
        spec = load_agent(agent)
        if (taken := taken_input_names(inputs)) is not None:
            raise InvalidInputs(taken)
        try:
            return run_started_payload(spec, run_id, inputs, clock, seed, **(extra or {}))
        except KeyError:
            missing = [name for name in template_inputs(spec.template) if name not in inputs]
            if missing:
                raise MissingInput(agent, missing) from None
            raise InvalidInputs("the agent's prompt template looks up a key an input does not have") from None
        except (IndexError, AttributeError, TypeError, ValueError) as exc:
            raise InvalidInputs(f"the agent's prompt template cannot format them ({exc})") from None
    if external is None:
        raise ExternalSpecMissing(f"agent {agent!r} is external: model_version, template_hash and budget are required")
    return {
        "run_id": run_id,
        "agent": agent,
        "driver": "external",
        "model_version": external.model_version,
        "template_hash": external.template_hash,
        "budget": external.budget.to_payload(),
        "clock": external.clock or clock,
        "seed": seed,
        "inputs": inputs,
        "messages": external.messages,
        **(extra or {}),
    }


def derived_reference(inputs: dict[str, Any]) -> str:
    """The reference of a run created without one: its ``ticket`` (else ``invoice``) input when that is
    text or a number, without NUL and cut to the column's length (inputs are free JSON; the column is not)."""
    value = inputs.get("ticket") or inputs.get("invoice")
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        return ""
    return str(value).replace("\x00", "")[: models.Run._meta.get_field("reference").max_length]


def run_create(
    *,
    agent: str,
    inputs: dict[str, Any],
    reference: str = "",
    create_key: str | None = None,
    seed: int | None = None,
    start: bool = True,
    run_id: str | None = None,
    extra: dict[str, Any] | None = None,
    parent: models.Run | None = None,
    external: ExternalSpec | None = None,
    declared: Sequence[str] = (),
    consumed: Consumption | None = None,
) -> tuple[models.Run, bool]:
    """Create a run with its RunStarted event; ``create_key`` makes a retried create return the same run.

    Returns ``(run, created)``. Clock and seed are taken once here and journaled (pitfall 4).
    Runs of an external agent take their model version, template hash and budget from ``external``
    and are never enqueued: their client drives them through the API. ``declared``: the external fields a
    client sent; for a server-driven agent they are refused (NotExternal), never silently ignored. ``consumed``: what
    the run carries (a continuation's ``carried_consumption``), the row's counters' start, as a fork's are.
    """
    if declared and not is_external(agent):
        raise NotExternal(agent, declared)
    if seed is not None and not 0 <= seed < SEED_LIMIT:
        raise InvalidSeed(seed)
    if problem := unstorable(inputs):
        raise InvalidInputs(problem)
    if create_key:
        existing = run_by_create_key(create_key)
        if existing is not None:
            return _same_create(existing, agent, inputs, reference, external), False
        create_key = normal_key(create_key)
    run_id = run_id or new_run_id()
    now = timezone.now()
    seed = secrets.randbelow(SEED_LIMIT) if seed is None else seed
    payload = _started_payload(agent, run_id, inputs, now.isoformat(timespec="microseconds"), seed, external, extra)
    spent = consumed or Consumption()
    try:
        with transaction.atomic():
            run = models.Run(
                id=run_id,
                agent=agent,
                status=str(RunStatus.PENDING),
                model_version=payload["model_version"],
                template_hash=payload["template_hash"],
                reference=(shown := reference or derived_reference(inputs)),
                **seen_fields(shown, started_names(payload)),
                create_key=create_key or None,
                parent=parent,
                created_at=now,
                steps_used=spent.steps,
                tokens_used=spent.tokens,
                cost_used=spent.cost,
            )
            start_journal(run, NewEvent(EventType.RUN_STARTED, payload))  # the row and its RunStarted
            if start and not is_external(agent):
                enqueue_drive(run_id)
    except IntegrityError:
        if create_key:
            existing = models.Run.objects.get(create_key=create_key)
            return _same_create(existing, agent, inputs, reference, external), False
        raise
    return run, True


def run_by_create_key(create_key: str) -> models.Run | None:
    """The run ``create_key`` names, in any normal form (``agentops.core.keys.normal_key``): a new run stores its
    key's NFC form; one stored before that holds the key as its client sent it, found by that form too (the
    exact form first, should two runs hold two forms of one key)."""
    forms = stored_key_forms(create_key)
    found = {run.create_key: run for run in models.Run.objects.filter(create_key__in=forms)}
    return next((found[form] for form in forms if form in found), None)


def _same_create(
    run: models.Run,
    agent: str,
    inputs: dict[str, Any],
    reference: str,
    external: ExternalSpec | None,
) -> models.Run:
    """``run`` if a retried create asks for the same run; CreateKeyConflict naming what differs.

    Compared with the run's RunStarted: agent, inputs, and what the caller states explicitly
    (reference, an external agent's model version, template hash and budget). The clock, seed and
    rendered messages of a retry may differ (a restarted client draws them again): the journaled
    ones stand. A purged RunStarted (retention) cannot be compared: the run is returned.
    """
    if run.fork_of_id:  # a fork made (before its keys had their own namespace) with the key ``agent:key``
        raise CreateKeyConflict(
            f"create_key already names fork {run.id}, not a run created with it; use a new create_key",
            run_id=run.id,
            fields=["fork"],
        )
    row = models.Event.objects.filter(run=run, seq=1).values_list("payload", "payload_purged").first()
    if row is None or row[1]:
        return run
    started = json.loads(row[0])
    asked: dict[str, Any] = {"agent": agent, "inputs": canonical(inputs)}
    have: dict[str, Any] = {"agent": run.agent, "inputs": canonical(started.get("inputs", {}))}
    if reference:
        asked["reference"], have["reference"] = reference, run.reference
    if external is not None:
        asked.update(
            model_version=external.model_version,
            template_hash=external.template_hash,
            budget=external.budget.to_payload(),
        )
        have.update(
            model_version=started.get("model_version"),
            template_hash=started.get("template_hash"),
            budget=started.get("budget"),
        )
    differ = sorted(k for k in asked if asked[k] != have[k])
    if differ:
        raise CreateKeyConflict(
            f"create_key already names run {run.id}, created with other {', '.join(differ)}; "
            "use a new create_key for a different run",
            run_id=run.id,
            fields=differ,
        )
    return run


class ContinueRefused(AgentOpsError):
    code = "continue_refused"


def _open_effects(index: ReplayIndex) -> list[str]:
    """The writes of the run's unfinished step that ran, may have, or may still (an approver can still
    grant them in the run continued): what a continuation, which redoes that step, would ask for again."""
    out = []
    for (step, call), intent in sorted(index.intents.items()):
        if step < index.next_step or intent.payload.get("effect") == "read" or (step, call) in index.rejections:
            continue
        state = (
            "ran" if (step, call) in index.results
            else "waits for an approver" if (step, call) in index.approvals_requested
            else "may have run (in doubt)"
        )  # fmt: skip
        out.append(f"step {step} call {call} {intent.payload['tool']} {state}")
    return out


def run_continue_as_new(*, run_id: str, actor: str = "") -> models.Run:
    """Continue a run refused for a model/template change as a new run from its latest snapshot.

    The new run's RunStarted carries the old context (everything committed, rebuilt from the latest
    snapshot and the tail), consumption and caps, so the budget keeps counting (pitfall 8; a run whose budget is
    spent is refused: a fork with a larger cap goes on) and the history
    is not pretended continuous (pitfall 9), and who continued it (``actor``: they asked for what it runs
    next, as a fork's maker did — four eyes, ``approvals.services.requested_by``). Asking twice returns the
    same continuation.
    """
    old = models.Run.objects.filter(id=run_id).first()
    if old is None:
        raise ContinueRefused(f"unknown run {run_id}")
    if old.status in (RunStatus.COMPLETED, RunStatus.RUNNING, RunStatus.PENDING):
        raise ContinueRefused(f"run {run_id} is {old.status}: only a stopped run can be continued as a new run")
    refusal = travel_refusal(old, "continued as a new run")
    if refusal is not None and refusal.moving:
        raise ContinueRefused(refusal.why)  # FAILED, but its automatic retry will drive it again
    made = continuation_of(run_id)
    if refusal is not None:  # purged (a DEAD_LETTER run): its context is gone
        if made is not None:
            return made
        raise ContinueRefused(refusal.why)
    index = resume_index(run_id)
    if made is None and (taken := run_by_create_key(CONTINUE_KEY + run_id)) is not None:
        raise ContinueRefused(
            f"run {run_id} cannot be continued as a new run: its continuation's create key {CONTINUE_KEY}{run_id} "
            f"already names run {taken.id} of agent {taken.agent!r}, which is no continuation of it (an agent named "
            f"'continue' created it with the key {run_id}; such a name is refused now: `manage.py check`)"
        )
    if (open_calls := _open_effects(index)) and made is None:
        raise ContinueRefused(
            f"run {run_id} cannot be continued as a new run: {'; '.join(open_calls)}. A continuation redoes step "
            f"{index.next_step} and would ask for it again under a new key (a second effect). Settle it first "
            f"(approve_call, reject_call or settle_call), or fork the run instead: `manage.py fork_run {run_id} "
            f"--step {index.next_step} --adopt-current --reason …` keeps the parent's keys or holds the call"
        )
    if (spent := exhausted(index.budget, index.consumed)) and made is None:
        raise ContinueRefused(
            f"run {run_id} cannot be continued as a new run: its budget is spent ({spent}), and a continuation "
            "carries its consumption and its caps, so it would stop at once. Fork it with a larger cap instead: "
            f"`manage.py fork_run {run_id} --step {index.next_step} --max-steps … --reason …`"
        )
    spec = load_agent(old.agent)
    started = index.started
    system = spec.render(started.get("inputs", {}), started["clock"], started["seed"])[:1]
    carried = {
        "continued_from": run_id,
        "actor": actor,
        "carried_step": index.committed_through,
        "carried_consumption": index.consumed.to_payload(),
        # the caps in force (a fork's its ForkedFrom's): the agent's own reset them — a run stopped by its
        # budget went on to the agent's 40 steps, one given more stopped at once (pitfall 8)
        "budget": index.budget.to_payload(),
        "messages": system + index.messages[1:],
    }
    run, _ = run_create(
        agent=old.agent,
        inputs=started.get("inputs", {}),
        reference=old.reference,
        seed=started.get("seed"),
        extra=carried,
        parent=old,
        create_key=CONTINUE_KEY + run_id,
        consumed=index.consumed,  # the row shows the budget spent (it showed the continuation's own steps only)
    )
    return run


def continuation_of(run_id: str) -> models.Run | None:
    """The run ``run_id`` was continued as (:func:`run_continue_as_new`): the one stored under
    :data:`CONTINUE_KEY` whose parent it is and that is no fork — not a run an agent named ``continue`` created
    with the key ``run_id`` before such names were refused (an agent's key is stored as ``agent:key``)."""
    run = run_by_create_key(CONTINUE_KEY + run_id)
    return run if run is not None and run.parent_id == run_id and not run.fork_of_id else None
