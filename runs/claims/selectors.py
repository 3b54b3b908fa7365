"""Claims audit reads: the audit page's list, held replies for the recovery console, a run's delivered reply."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.db.models import Count, QuerySet
from django.utils import timezone

from agentops.core.query import BadPage, flag, flag_refusal, page_number
from runs.models.claims import Claim, Classification, Reply, ReplyStatus

#: The audit page's time filter: label → age.
PERIODS = {"24h": timedelta(hours=24), "7d": timedelta(days=7), "30d": timedelta(days=30)}


@dataclass(frozen=True)
class ClaimFilter:
    classification: str = ""
    agent: str = ""
    period: str = ""
    flagged_only: bool = False


class BadClaimFilter(ValueError):
    """A filter of the audit page that cannot be understood (shown as a 400 with every claim)."""


#: the audit page's query parameters
_PARAMS = frozenset({"classification", "agent", "period", "flagged", "page"})


def claim_filter(params: Any) -> ClaimFilter:
    """A :class:`ClaimFilter` from query parameters; BadClaimFilter names an unknown parameter or value
    (``?classification=verifed`` showed every claim, as if filtered), a ``flagged`` neither on nor off (``yes`` was
    read as off) and a filter given twice (its last value was read), as the runs list does."""
    if unknown := sorted(set(params) - _PARAMS):
        raise BadClaimFilter(f"unknown filter {unknown[0][:40]!r}: the audit filters by classification, agent, period")
    if twice := sorted(name for name in _PARAMS if len(getattr(params, "getlist", lambda _: [])(name)) > 1):
        raise BadClaimFilter(f"{twice[0]} is given more than once: give it once")
    if (flagged := flag(params.get("flagged"))) is None:
        raise BadClaimFilter(flag_refusal("flagged", params.get("flagged")))
    try:
        page_number(params.get("page"))
    except BadPage as exc:
        raise BadClaimFilter(str(exc)) from None
    classification, period = params.get("classification") or "", params.get("period") or ""
    if classification and classification not in Classification.values:
        raise BadClaimFilter(
            f"unknown classification {classification[:40]!r}: use one of {', '.join(Classification.values)}"
        )
    if period and period not in PERIODS:
        raise BadClaimFilter(f"unknown period {period[:40]!r}: use one of {', '.join(PERIODS)}")
    return ClaimFilter(
        classification=classification,
        agent=(params.get("agent") or "")[:100],
        period=period,
        flagged_only=flagged,
    )


def claims_list(*, flt: ClaimFilter) -> QuerySet[Claim]:
    """Claims newest first, filtered by classification, agent and age."""
    rows = Claim.objects.select_related("reply").order_by("-created_at", "run_id", "position")
    if flt.classification:
        rows = rows.filter(classification=flt.classification)
    elif flt.flagged_only:
        rows = rows.exclude(classification__in=(Classification.VERIFIED, Classification.CLEARED))
    if flt.agent:
        rows = rows.filter(agent=flt.agent)
    if flt.period:
        rows = rows.filter(created_at__gte=timezone.now() - PERIODS[flt.period])
    return rows


def classification_counts(*, flt: ClaimFilter) -> dict[str, int]:
    """How many claims of each classification match ``flt`` (ignoring its classification)."""
    base = claims_list(flt=ClaimFilter(agent=flt.agent, period=flt.period))
    counts = dict(base.order_by().values_list("classification").annotate(n=Count("id")))
    return {c: counts.get(c, 0) for c in Classification.values}


def claim_agents() -> list[str]:
    return list(Claim.objects.order_by("agent").values_list("agent", flat=True).distinct())


def held_replies() -> QuerySet[Reply]:
    """Replies kept back by the ``hold`` policy, oldest first: the recovery console's queue."""
    return (
        Reply.objects.filter(status=ReplyStatus.HELD)
        .select_related("run")
        .prefetch_related("claims")
        .order_by("created_at")
    )


def run_claims(*, run_id: str) -> QuerySet[Claim]:
    """A run's claims (reply and rewrite) for the timeline badges."""
    return Claim.objects.filter(run_id=run_id).select_related("reply").order_by("created_at", "position")


def released_reply(*, run_id: str) -> dict[str, str] | None:
    """How an operator released ``run_id``'s held reply — ``{"status": RELEASED | REWRITTEN, "released_by"}`` — or
    None (never held, or still held): the run header says so beside its unbacked claims."""
    return (
        Reply.objects.filter(run_id=run_id, status__in=[ReplyStatus.RELEASED, ReplyStatus.REWRITTEN])
        .values("status", "released_by")
        .first()
    )


def delivered_reply(*, run_id: str) -> str | None:
    """The text to deliver for ``run_id``: None while the reply is held (or there is none)."""
    reply = Reply.objects.filter(run_id=run_id).values("status", "final_text").first()
    if reply is None or reply["status"] == ReplyStatus.HELD:
        return None
    return reply["final_text"]
