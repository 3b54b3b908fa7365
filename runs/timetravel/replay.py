"""Dry replays and what-ifs of recorded runs (``agentops.core.dryrun``), and the regression check.

Nothing here writes to a recorded run: the journal is read, the agent's tools never run, and the
only row written is the report itself (``ReplayReport``), kept for the dashboard's views.
"""

from __future__ import annotations

import re
import string
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, connections, transaction
from django.utils import timezone

from agentops.core.dryrun import ReplayReport, dry_replay, what_if
from agentops.core.errors import AgentOpsError
from agentops.core.events import Event
from agentops.core.keys import differing
from agentops.core.loop import Agent
from agentops.core.model import Model
from agentops.core.states import TERMINAL_RUN, RunStatus
from runs.journal.lineage import (
    made_above,
    made_beside,
    purged_refusal,
    reached_in_family,
    travel_refusal,
    unstarted_refusal,
)
from runs.journal.store import load_events
from runs.models import ReplayReport as ReportRow
from runs.models import Run
from runs.worker.registry import external_refusal, is_external, load_agent

MAX_WHAT_IF_TOKENS = 500_000
MAX_WHAT_IF_CALLS = 100
MAX_WHAT_IF_TEMPLATE = 20_000
MAX_MODEL_NAME = 200


class ReplayRefusedError(AgentOpsError):
    code = "replay_refused"


class ReplayConflict(ReplayRefusedError):
    """The run cannot be replayed in its current state: a worker may still be moving it (as a fork, 409)."""

    code = "replay_conflict"


def _agent_for(run: Run) -> Agent:
    if is_external(run.agent):
        raise ReplayRefusedError(external_refusal(run.id))
    agent = load_agent(run.agent)
    agent.thread_done = connections.close_all  # verifiers may read the database from pool threads
    return agent


def _run(run_id: str) -> Run:
    run = Run.objects.filter(id=run_id).first()
    if run is None:
        raise ReplayRefusedError(f"unknown run {run_id}")
    if refusal := travel_refusal(run, "replayed"):
        raise (ReplayConflict if refusal.moving else ReplayRefusedError)(refusal.why)
    return run


def _journal(run: Run) -> list[Event]:
    """The run's whole journal, refused when it does not begin with its RunStarted (``unstarted_refusal``)."""
    events = load_events(run.id, from_snapshot=False)
    if refusal := unstarted_refusal(run.id, events, "replayed"):
        raise ReplayRefusedError(refusal)
    return events


#: What a stored report shows for a NUL character of a recorded or replayed value (a tool's result, an operator's edited
#: result, a model's text: the journal holds them, as escaped JSON text): PostgreSQL's jsonb holds none, and the
#: report's insert failed — a 500 after the what-if had paid its model calls. Its divergences are found before.
NUL_SHOWN = "\u2400"  # ␀


def _shown(value: Any) -> Any:
    """``value`` (a report's JSON) with each NUL character of its strings, keys too, as :data:`NUL_SHOWN`."""
    if isinstance(value, str):
        return value.replace("\x00", NUL_SHOWN)
    if isinstance(value, dict):
        return {_shown(k): _shown(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_shown(v) for v in value]
    return value


def _save(run: Run, report: ReplayReport, params: dict[str, Any], user: Any, request_key: str = "") -> ReportRow:
    return ReportRow.objects.create(
        run=run,
        request_key=request_key or None,
        kind=report.kind,
        from_step=report.from_step,
        params=params,
        report=_shown(report.to_payload()),
        divergences=len(report.divergences),
        model_calls=report.model_calls,
        tokens=report.tokens,
        created_by=user if getattr(user, "is_authenticated", False) else None,
    )


def run_dry_replay(*, run_id: str, user: Any = None, save: bool = True) -> tuple[ReplayReport, ReportRow | None]:
    """Replay ``run_id`` against the current code of its agent: 0 model calls, 0 side effects."""
    run = _run(run_id)
    events = _journal(run)
    # what its drives held beyond its ForkedFrom: the runs above it (a fork's, a continuation's) made them
    # and whom the other runs of its fork family reached, which its drives counted (``reached_in_family``)
    lineage = run.fork_of_id or run.parent_id  # as its drives read them: a fork's or a continuation's only
    holds, reached = (made_above(run.id, dated=True), reached_in_family(run.id)) if lineage else ([], set())
    # and what its forks, continuations and siblings made: held by the drives journaled after they made it
    holds += made_beside(run.id, dated=True)
    report = dry_replay(run.id, events, _agent_for(run), holds=holds, reached=reached)
    return report, (_save(run, report, {}, user) if save else None)


@dataclass(frozen=True)
class WhatIfRequest:
    from_step: int
    llm_model: str = ""  # a model name on the configured OpenAI-compatible endpoint; "" = the agent's model
    template: str | None = None  # a new prompt template; None = the agent's
    max_tokens: int = 50_000
    max_calls: int = 30


#: what an agent's model says of how it samples, kept by a what-if on another model: only the model changes
_SAMPLING = ("max_tokens", "temperature")


def _what_if_model(request: WhatIfRequest, agent: Agent) -> Model | None:
    """The model a what-if asks instead of the agent's (None: the agent's own), sampling as the agent's does: its
    answer cap (``max_tokens``) and temperature, where its model has them (an OpenAI-compatible one)."""
    if not request.llm_model:
        return None
    from agentops.llm.openai_compat import OpenAICompatModel

    kept = {name: getattr(agent.model, name) for name in _SAMPLING if hasattr(agent.model, name)}
    return OpenAICompatModel.from_config(settings.AGENTOPS, model=request.llm_model, **kept)


def run_what_if(
    *, run_id: str, request: WhatIfRequest, user: Any = None, request_key: str = ""
) -> tuple[ReportRow, bool]:
    """From ``request.from_step`` on, a new model or prompt decides; nothing real happens (docs/time-travel.md):
    ``(report, True)``.

    A ``request_key`` seen before answers with the report it made, ``(report, False)``, the model not asked again (a
    form sent twice: each was a second paid what-if), for the same user, run and parameters only (ReplayConflict
    otherwise). The key is claimed before the model is asked: the same request sent at the same moment waits for the
    first one's report (both asked the model, and one report was kept; ``_claimed``)."""
    if not request_key:
        return _what_if(run_id, request, user)
    while (made := _made_by(request_key, run_id, request, user)) is None:
        with _claimed(f"agentops:what-if:{request_key}", seconds=_claim_seconds(request)) as mine:
            if mine:
                if (made := _made_by(request_key, run_id, request, user)) is not None:
                    break  # the first saved its report and let go between our look and our claim: it stands
                return _what_if(run_id, request, user, request_key)
        time.sleep(CLAIM_POLL_SECONDS)  # another request with this key is asking the model: wait for its report
    return made, False


#: how often a request waits for the report of the same what-if another request is making
CLAIM_POLL_SECONDS = 0.1


def _claim_seconds(request: WhatIfRequest) -> int:
    """How long a what-if's key stays claimed at most (a claimer killed mid-way lets go then): its calls, each up to
    the model's timeout, and a minute more."""
    return int(request.max_calls * float(settings.AGENTOPS["LLM_TIMEOUT"])) + 60


@contextmanager
def _claimed(name: str, *, seconds: int) -> Iterator[bool]:
    """Whether this request claimed ``name`` in the cache (shared by every web process), added only if absent; let
    go on the way out."""
    token = uuid.uuid4().hex
    mine = cache.add(name, token, timeout=seconds)
    try:
        yield mine
    finally:
        if mine and cache.get(name) == token:
            cache.delete(name)


def _what_if(run_id: str, request: WhatIfRequest, user: Any, request_key: str = "") -> tuple[ReportRow, bool]:
    """The what-if checked, made and saved under ``request_key``: ``(report, True)``."""
    run = _run(run_id)
    if not 1 <= request.max_tokens <= MAX_WHAT_IF_TOKENS:
        raise ReplayRefusedError(f"max_tokens must be between 1 and {MAX_WHAT_IF_TOKENS}")
    if not 1 <= request.max_calls <= MAX_WHAT_IF_CALLS:
        raise ReplayRefusedError(f"max_calls must be between 1 and {MAX_WHAT_IF_CALLS}")
    if request.template is not None and len(request.template) > MAX_WHAT_IF_TEMPLATE:
        raise ReplayRefusedError(f"the template is at most {MAX_WHAT_IF_TEMPLATE:,} characters")
    if len(request.llm_model) > MAX_MODEL_NAME:
        raise ReplayRefusedError(f"the model name is at most {MAX_MODEL_NAME} characters")
    events = _journal(run)
    sampled = sorted({e.step for e in events if e.type == "LlmSampled"})
    last = sampled[-1] if sampled else -1
    # the step after the last answer is a what-if of a run that stopped (failed, dead-lettered): what the model says
    # next; a completed run has no next step, and a what-if from there compared nothing (an empty report)
    bound = last if run.status == RunStatus.COMPLETED else last + 1
    if not 0 <= request.from_step <= bound:
        raise ReplayRefusedError(f"from_step must be between 0 and {bound} for run {run.id}")
    agent = _agent_for(run)
    if request.template is not None:
        _check_template(request.template, events[0].payload)
    report = what_if(
        run.id, events, agent, from_step=request.from_step, model=_what_if_model(request, agent), template=request.template,
        max_tokens=request.max_tokens, max_calls=request.max_calls,
    )  # fmt: skip
    try:
        with transaction.atomic():
            return _save(run, report, _params(request), user, request_key), True
    except IntegrityError:
        # the same key's claim ran out while the first was still asking the model: the first report saved stands
        if request_key and (made := _made_by(request_key, run_id, request, user)) is not None:
            return made, False
        raise


def _params(request: WhatIfRequest) -> dict[str, Any]:
    """A what-if's parameters as its report keeps them."""
    return {
        "from_step": request.from_step,
        "llm_model": request.llm_model,
        "template": request.template,
        "max_tokens": request.max_tokens,
        "max_calls": request.max_calls,
    }


def _made_by(request_key: str, run_id: str, request: WhatIfRequest, user: Any) -> ReportRow | None:
    """The report ``request_key`` made when this request is its repeat; None when it made none yet; ReplayConflict
    when another user, run or parameters made it (answering it would report a what-if this request did not ask)."""
    row = ReportRow.objects.filter(request_key=request_key).select_related("created_by").first()
    if row is None:
        return None
    asked = {"user": getattr(user, "pk", None), "run": run_id, **_params(request)}
    if differ := differing(asked, {"user": row.created_by_id, "run": row.run_id, **row.params}):
        raise ReplayConflict(
            f"request key {request_key!r} already made what-if #{row.pk}, not this one ({', '.join(differ)} "
            "differ): use a new key"
        )
    return row


#: the widest field an operator's template may ask for (``{seed:>999999999}`` would build a 1 GB prompt)
MAX_TEMPLATE_WIDTH = 1000


def _template_problem(template: str) -> str:
    """Why an operator's template may not be rendered ("" if it may): its fields are plain names (an
    attribute or index, ``{task.__class__}``, reads Python objects, not inputs), with no nested field
    and no width or precision over :data:`MAX_TEMPLATE_WIDTH` in their format."""
    try:
        fields = [(name, spec) for _, name, spec, _ in string.Formatter().parse(template) if name is not None]
    except ValueError as exc:
        return f"the template is not a format string: {exc}"
    for name, spec in fields:
        if not name.isidentifier():
            return f"the template's field {{{name[:40]}}} is not a plain name (no attribute, index or position)"
        if "{" in (spec or "") or any(int(n) > MAX_TEMPLATE_WIDTH for n in re.findall(r"\d+", spec or "")):
            return f"the template's field {{{name}:{(spec or '')[:40]}}} asks for a width over {MAX_TEMPLATE_WIDTH} or a nested field"
    return ""


def _check_template(template: str, started: dict[str, Any]) -> None:
    if problem := _template_problem(template):
        raise ReplayRefusedError(problem)
    inputs = started.get("inputs") or {}
    try:
        template.format(clock=started.get("clock", ""), seed=started.get("seed", 0), **inputs)
    except (KeyError, IndexError, ValueError) as exc:
        raise ReplayRefusedError(
            f"the template does not render with this run's inputs ({', '.join(sorted(inputs))}, clock, seed): {exc!r}"
        ) from None


@dataclass(frozen=True)
class CheckResult:
    run_id: str
    report: ReplayReport | None
    error: str = ""
    #: why the run was not replayed though nothing is wrong with the code: retention purged its journal
    skipped: str = ""


def replay_check(*, agent: str, since: timedelta, limit: int | None = None) -> Iterator[CheckResult]:
    """Dry-replay the agent's finished runs of the last ``since`` (newest first), one result per run."""
    load_agent(agent)  # UnknownAgent / external agent: refused before any run is read
    runs = Run.objects.filter(
        agent=agent, status__in=[str(s) for s in TERMINAL_RUN], created_at__gte=timezone.now() - since
    ).order_by("-created_at", "id")
    for run_id in runs.values_list("id", flat=True)[:limit]:
        if purged := purged_refusal(run_id, "replayed"):
            yield CheckResult(run_id, None, skipped=purged)
            continue
        try:
            report, _ = run_dry_replay(run_id=run_id, save=False)
        except AgentOpsError as exc:
            yield CheckResult(run_id, None, str(exc))
            continue
        yield CheckResult(run_id, report)
