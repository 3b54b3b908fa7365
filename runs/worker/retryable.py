"""Whether a stopped run may be retried: one rule for the service that retries or resumes it
(``approvals.services.retry_run``), the stuck view's button, the run page and a bulk retry's or resume's preview.

A retry keeps the run's caps and what it consumed: a run whose budget is spent, with no journaled decision of its next
step to replay, fails ``BudgetExceeded`` at its next model call — the retry is refused (``BudgetSpent``), and nothing
offers it. Before, the service refused it while the stuck view's row and the bulk preview offered *Retry* (fix-known8).
Reads only: the run rows' mirrored consumption and three indexed reads of their journals for any number of runs."""

from __future__ import annotations

import json
from collections.abc import Collection

from django.db.models import Max, Q

from agentops.core.budget import Budget, Consumption, exhausted
from agentops.core.events import EventType
from runs.journal.lineage import segments
from runs.models import Event, Run


def spent_budgets(run_ids: Collection[str]) -> dict[str, str]:
    """Why each of ``run_ids`` may not be retried — its budget is spent (``step budget spent: 10/10 steps``) and
    no journaled decision of its next step is left to replay —; a run that may be retried is not in it."""
    if not run_ids:
        return {}
    used = {
        run_id: Consumption(steps, tokens, cost)
        for run_id, steps, tokens, cost in Run.objects.filter(id__in=run_ids).values_list(
            "id", "steps_used", "tokens_used", "cost_used"
        )
    }
    caps = _caps(used)
    spent = {run_id: why for run_id in used if run_id in caps and (why := exhausted(caps[run_id], used[run_id]))}
    return {run_id: why for run_id, why in spent.items() if run_id not in _decided_ahead(spent)}


def _caps(run_ids: Collection[str]) -> dict[str, Budget]:
    """Each run's caps as its replay index reads them: a fork's own (``ForkedFrom``) or else those its line started
    with (the root's ``RunStarted``); a continuation's its own ``RunStarted``."""
    firsts = Event.objects.filter(run_id__in=run_ids, type__in=[EventType.RUN_STARTED, EventType.FORKED_FROM])
    found: dict[str, dict[str, object]] = {}
    for run_id, kind, payload in firsts.values_list("run_id", "type", "payload"):
        budget = json.loads(payload).get("budget") if payload else None
        if budget or kind == EventType.RUN_STARTED or run_id not in found:
            found[run_id] = budget or {}
    for run_id, budget in list(found.items()):
        if not budget:  # a fork that kept its parent's caps: its line's first run's
            root = Event.objects.filter(run_id=segments(run_id)[0].run_id, type=EventType.RUN_STARTED)
            payload = root.values_list("payload", flat=True).first()
            found[run_id] = (json.loads(payload).get("budget") if payload else None) or {}
    return {run_id: Budget.from_payload(budget) for run_id, budget in found.items() if budget}


def _decided_ahead(run_ids: Collection[str]) -> set[str]:
    """The runs with a journaled decision of a step after their last committed one: a retry replays it, no model is
    asked (``ReplayIndex.sample(next_step)``)."""
    if not run_ids:
        return set()
    last: dict[tuple[str, str], int] = {
        (run_id, kind): step
        for run_id, kind, step in Event.objects.filter(
            run_id__in=run_ids, type__in=[EventType.LLM_SAMPLED, EventType.STEP_COMMITTED]
        )
        .order_by()
        .values("run_id", "type")
        .annotate(last=Max("step"))
        .values_list("run_id", "type", "last")
        if step is not None
    }
    committed = {run_id: last.get((run_id, EventType.STEP_COMMITTED), -1) for run_id in run_ids}
    ahead = [run_id for run_id in run_ids if last.get((run_id, EventType.LLM_SAMPLED), -1) > committed[run_id]]
    # a sample about the final reply (a repair, a judge: ``purpose``) decides no step: only a decision is replayed
    if not ahead:
        return set()
    after = Q()
    for run_id in ahead:
        after |= Q(run_id=run_id, step__gt=committed[run_id])
    samples = Event.objects.filter(after, type=EventType.LLM_SAMPLED).values_list("run_id", "payload")
    return {run_id for run_id, payload in samples if payload and not json.loads(payload).get("purpose")}
