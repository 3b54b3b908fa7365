"""Reads for the time-travel pages and API: reports as a given user may see them."""

from __future__ import annotations

import json
from typing import Any

from django.db.models import QuerySet

from agentops.core.dryrun import KEY_CHANGED
from agentops.core.events import EventType
from agentops.core.fork import ForkPlan
from runs.governance.visibility import Sight, sight_of, who
from runs.journal.lineage import travel_refusal
from runs.models import Event, ReplayReport, Run
from runs.roles import OPERATOR, has_role
from runs.worker.registry import is_external


def report_data(*, row: ReplayReport, user: Any) -> dict[str, Any]:
    """A stored report (``agentops.core.dryrun.ReplayReport.to_payload``) with its row's fields; its
    payloads (arguments, results, replies) as ``user`` may see the run's (``visibility``: raw only with a grant)."""
    sight, said = sight_of(user, row.run_id), str(row.params.get("template") or "")  # the operator's prompt
    return {
        "id": row.pk,
        "run_id": row.run_id,
        "kind": row.kind,
        "from_step": row.from_step,
        "params": sight.value(row.params, said),
        "divergences": row.divergences,
        "model_calls": row.model_calls,
        "tokens": row.tokens,
        "created_by": made_by(row, sight),
        "created_at": row.created_at,
        "redacted": not sight.raw,
        "report": _keys_shown(sight.value(row.report, said), sight),
    }


def made_by(row: ReplayReport, sight: Sight) -> str:
    """Who asked for the report, as ``sight`` (the reader's of its run) shows them (``visibility.who``)."""
    return who(row.created_by.get_username(), sight) if row.created_by else ""


def _keys_shown(report: dict[str, Any], sight: Sight) -> dict[str, Any]:
    """``report`` (as ``sight`` shows it) with the keys of its ``key_changed`` divergences as ``sight`` shows a
    key without its arguments at hand (redacted: their pseudonyms; the payload walk sees no key name there)."""
    for divergence in report.get("divergences") or ():
        if divergence.get("kind") == KEY_CHANGED:
            divergence["recorded"], divergence["now"] = sight.key(divergence["recorded"]), sight.key(divergence["now"])
    return report


def plan_data(*, plan: ForkPlan, user: Any) -> dict[str, Any]:
    """A fork's plan (``ForkPlan.to_payload`` and its holds) with the parent's arguments as ``user`` may see them."""
    return sight_of(user, plan.parent_id).value(
        {**plan.to_payload(), "holds": plan.holds, "beside": plan.beside, "repeats": len(plan.repeats)}
    )


def reports_of(*, run_id: str) -> QuerySet[ReplayReport]:
    return ReplayReport.objects.filter(run_id=run_id).select_related("created_by").order_by("-created_at", "-pk")


def run_time_travel(*, run: Run, user: Any) -> dict[str, Any]:
    """The run page's time-travel panel: where it was forked from, its forks, its reports, the step range."""
    first = Event.objects.filter(run_id=run.id).order_by("seq").values_list("type", "payload").first()
    forked, sight = None, sight_of(user, run.id)
    if first and first[0] == EventType.FORKED_FROM and first[1]:
        forked = sight.value(json.loads(first[1]))
    last_step = (
        Event.objects.filter(run_id=run.id, type=EventType.LLM_SAMPLED)
        .order_by("-seq")
        .values_list("step", flat=True)
        .first()
    )
    if last_step is None and forked:
        last_step = forked["step"]
    refused = travel_refusal(run, "forked or replayed")
    return {
        "forked": forked,
        "forks": list(run.forks.order_by("created_at").values("id", "status", "created_at")),
        "reports": [(row, made_by(row, sight)) for row in reports_of(run_id=run.id)[:10]],
        "steps": list(range((last_step or 0) + 1)),
        # an external agent's code lives in its client: fork, dry replay and what-if cannot run it here
        "external": is_external(run.agent),
        "can_operate": has_role(user, OPERATOR) and not is_external(run.agent),
        # why its fork, dry replay and what-if are refused (None if they are not): a run a worker may still move, or
        # one whose journal retention purged
        "moving": refused.why if refused else None,
    }
