"""Claims audit page and the held-reply release form. Thin: selectors read, services write."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods, require_POST

from runs.claims import selectors
from runs.claims.services import NoReply, ReplyConflict, ReplyError, ReplyForbidden, reply_release
from runs.dashboard.access import role_required
from runs.governance.visibility import sights_of
from runs.roles import OPERATOR, VIEWER, roles_of
from runs.security.guards import single_valued
from runs.worker.registry import registered_tools


@role_required(VIEWER)
@require_http_methods(["GET"])
def claims_audit(request: HttpRequest) -> HttpResponse:
    """Claims newest first, filterable by classification, agent and time; held replies on top."""
    try:
        flt, error = selectors.claim_filter(request.GET), ""
    except selectors.BadClaimFilter as exc:  # the page with every claim and the error on top, as the runs list
        flt, error = selectors.ClaimFilter(), str(exc)
    context = _audit(request, flt, error, request.GET.copy())
    template = "claims/_rows.html" if request.headers.get("HX-Request") else "claims/audit.html"
    return render(request, template, context, status=400 if error else 200)


def _audit(request: HttpRequest, flt: selectors.ClaimFilter, error: str, query: QueryDict) -> dict[str, Any]:
    page = Paginator(selectors.claims_list(flt=flt), 50).get_page(request.GET.get("page"))
    context = {
        "flt": flt,
        "page": page,
        "counts": selectors.classification_counts(flt=flt),
        "agents": selectors.claim_agents(),
        "periods": list(selectors.PERIODS),
        "held": selectors.held_replies()[:50],
        "can_release": OPERATOR in roles_of(request.user),
        "query": QueryDict(mutable=True) if error else query,  # pages of every claim when refused
        "sights": sights_of(request.user),
        "error": error,
    }
    context["query"].pop("page", None)
    return context


@role_required(OPERATOR)
@require_POST
@single_valued
def release(request: HttpRequest, run_id: str) -> HttpResponse:
    """Release a held reply (or deliver the operator's rewrite instead)."""
    text = request.POST.get("text")
    try:
        reply = reply_release(
            run_id=run_id,
            user=request.user,
            reason=request.POST.get("reason", ""),
            text=text or None,
            tools=registered_tools,
        )
    except ReplyForbidden as exc:
        raise PermissionDenied(str(exc)) from exc
    except (NoReply, ReplyError, ReplyConflict) as exc:  # the page with the reason, as every refused decision
        status = 404 if isinstance(exc, NoReply) else 409 if isinstance(exc, ReplyConflict) else 400
        context = _audit(request, selectors.ClaimFilter(), "", QueryDict(mutable=True)) | {"refusal": str(exc)}
        return render(request, "claims/audit.html", context, status=status)
    # it said nothing: the reply only left the list
    done = "rewritten and released" if reply.status == "REWRITTEN" else "released"
    messages.success(request, f"the reply of {run_id} was {done}")
    return redirect("claims:audit")
