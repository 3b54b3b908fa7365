"""Dashboard pages: runs list and run detail (live timeline); the recovery console is ``approvals.console``.

Views are thin: they parse input, call a selector to read, and render.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.utils.html import escape
from django.views.decorators.http import require_GET, require_POST

from agentops.core.query import flag, flag_refusal
from agentops.core.visible import visible
from runs.claims import selectors as claims_selectors
from runs.claims.services import resolve_citations
from runs.dashboard import selectors
from runs.dashboard.access import role_required
from runs.dashboard.render import TONES
from runs.governance import visibility
from runs.governance.visibility import sight_of, sights_of
from runs.roles import VIEWER
from runs.timetravel import selectors as timetravel_selectors


def _as_query(params: dict[str, str]) -> QueryDict:
    """``params`` as the ``querystring`` tag takes them."""
    query = QueryDict(mutable=True)
    query.update(params)
    return query


@role_required(VIEWER)
@require_GET
def runs_list(request: HttpRequest) -> HttpResponse:
    """The runs list; an htmx request gets only the table (polling and live refresh).

    A filter, sort or cursor that cannot be understood is a 400 that still shows the page — every run,
    unfiltered — with the error on top and the filters to fix it.
    """
    sights = sights_of(request.user)
    error, status, cursor = "", 200, request.GET.get("cursor", "")
    try:
        filters = selectors.RunFilters.from_query(request.GET)
        page = selectors.run_list(filters=filters, cursor=cursor, sights=sights)
    except selectors.BadFilter as exc:
        error, status, cursor, filters = str(exc), 400, "", selectors.RunFilters()
        page = selectors.run_list(filters=filters, sights=sights)
    context = {
        "page": page,
        "filters": filters,
        "agents": selectors.agent_names(),
        "models": selectors.model_versions(),
        "ranges": selectors.TIME_RANGES,
        "cursor": cursor,
        "sights": sights,
        "error": error,
        "bulk_query": _as_query(filters.query()),
    }
    template = "runs/_table.html" if getattr(request, "htmx", False) else "runs/list.html"
    return render(request, template, context, status=status)


@role_required(VIEWER)
@require_GET
def run_detail(request: HttpRequest, run_id: str) -> HttpResponse:
    """One run: banner, header, budget, lease, and the latest steps of the timeline that the websocket keeps growing."""
    sights = sights_of(request.user)
    detail = selectors.run_detail(run_id=run_id, sight=sights(run_id))
    if detail is None:
        raise Http404(f"unknown run {run_id}")
    claims = list(claims_selectors.run_claims(run_id=run_id))
    context = {
        "d": detail,
        "run": detail.run,
        "summary": selectors.run_summary(detail.run, sights(run_id)),
        "tones": TONES,
        "claims": claims,
        "sights": sights,
        "sight": sights(run_id),
        "can_unredact": request.user.has_perm(visibility.PERMISSION),
        "raw_minutes": settings.AGENTOPS.get("RAW_ACCESS_MINUTES", 15),
    }
    context["held_reply"] = claims_selectors.delivered_reply(run_id=run_id) is None and bool(claims)
    context["flagged_claims"] = sum(1 for c in claims if c.flagged)
    released = claims_selectors.released_reply(run_id=run_id) if detail.run.has_flagged_claim else None
    if released:  # who released it, as the timeline names the ReplyReleased's actor for this reader
        released["released_by"] = visibility.who(released["released_by"], sights(run_id))
    context["released"] = released
    # each cited event as it stands now: the call's tool, status and who verified it
    evidence = resolve_citations(list(dict.fromkeys(e for c in claims for e in c.cited)))
    context["claim_rows"] = [(c, [evidence[e] for e in c.cited if e in evidence]) for c in claims]
    context["tt"] = timetravel_selectors.run_time_travel(run=detail.run, user=request.user)
    context["fork_key"] = secrets.token_hex(16)  # the fork dialog's one-time create key
    context["what_if_key"] = secrets.token_hex(16)  # the what-if dialog's: sent again, the first report answers
    return render(request, "runs/detail.html", context)


@role_required(VIEWER)
@require_GET
def older_events(request: HttpRequest, run_id: str) -> HttpResponse:
    """The step cards before seq ``?before=`` (the run page's "load older" button; a cursor by seq)."""
    before = request.GET.get("before", "")
    if not (before.isascii() and before.isdigit() and len(before) <= 10):
        return HttpResponse("before must be a seq (a whole number)", status=400, content_type="text/plain")
    if not selectors.run_exists(run_id=run_id):
        raise Http404(f"unknown run {run_id}")
    origin = selectors.journal_origin(run_id)
    page = selectors.timeline_page(
        run_id=run_id, before=int(before), origin=origin, sight=sight_of(request.user, run_id)
    )
    return render(request, "runs/_older.html", {"page": page, "run_id": run_id})


@role_required(VIEWER)
@require_GET
def event_payload(request: HttpRequest, run_id: str, seq: int) -> HttpResponse:
    """A large payload, fetched when its timeline row is opened (escaped plain text)."""
    text = selectors.event_payload(run_id=run_id, seq=seq, sight=sight_of(request.user, run_id))
    if text is None:
        raise Http404(f"no event {run_id}#{seq}")
    return HttpResponse(escape(visible(text)), content_type="text/html; charset=utf-8")


@role_required(VIEWER)
def raw_access(request: HttpRequest, run_id: str) -> HttpResponse:
    """Open (or, with ``end`` on — 1, true, yes —, close) this user's audited, expiring raw view of one run. Without
    the permission a 403 before the method's 405, as for a role (``role_required``)."""
    if refusal := visibility.raw_refusal(request.user):
        raise PermissionDenied(refusal)
    return _raw_access(request, run_id)


@require_POST
def _raw_access(request: HttpRequest, run_id: str) -> HttpResponse:
    if not selectors.run_exists(run_id=run_id):
        raise Http404(f"unknown run {run_id}")
    end = flag(request.POST.get("end"))
    if end is None:  # it was read as "open a grant": a script's end=true opened one for 15 minutes
        refusal = flag_refusal("end", request.POST.get("end"))
        return render(request, "bad_request.html", {"error": refusal, "back": f"/runs/{run_id}/"}, status=400)
    if end:
        visibility.end_raw_access(user=request.user, run_id=run_id)
        messages.success(request, "raw values hidden again")
        return redirect("run", run_id=run_id)
    try:
        grant = visibility.grant_raw_access(
            user=request.user, run_id=run_id, reason=request.POST.get("reason", ""), minutes=request.POST.get("minutes")
        )
    except visibility.GrantRefused as exc:
        raise PermissionDenied(str(exc)) from None
    except visibility.GrantInvalid as exc:  # the dashboard's page with a way back (it was a bare text answer)
        return render(request, "bad_request.html", {"error": str(exc), "back": f"/runs/{run_id}/"}, status=400)
    covered = ", ".join([run_id, *grant.reveals.order_by("pk").values_list("run_id", flat=True)])
    messages.success(request, f"raw values of {covered} visible to you until {grant.expires_at:%H:%M} UTC (audited)")
    return redirect("run", run_id=run_id)


@role_required(VIEWER)
@require_GET
def needs_action(request: HttpRequest) -> HttpResponse:
    """The navigation's counts, for the page's periodic htmx refresh (out-of-band swaps by id)."""
    return render(request, "runs/_needs_action.html")
