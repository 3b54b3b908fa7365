"""Dashboard pages: runs list, run detail (live timeline) and the recovery console.

Views are thin: they parse input, call a selector to read or an ``approvals.services`` function to
decide, and render. A decision that loses a race (double click, two operators) renders the page
again with a 409 and says what was already decided.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.html import escape
from django.views.decorators.http import require_GET, require_POST

from agentops.core.errors import AgentOpsError
from approvals import services
from runs.claims import selectors as claims_selectors
from runs.dashboard import selectors
from runs.dashboard.access import role_required
from runs.dashboard.render import TONES
from runs.models import ToolExecution
from runs.roles import OPERATOR, VIEWER, has_role
from runs.worker import recovery


@require_GET
@role_required(VIEWER)
def runs_list(request: HttpRequest) -> HttpResponse:
    """The runs list; an htmx request gets only the table (polling and live refresh)."""
    try:
        filters = selectors.RunFilters.from_query(request.GET)
        page = selectors.run_list(filters=filters, cursor=request.GET.get("cursor", ""))
    except selectors.BadFilter as exc:
        return render(request, "runs/list.html", {"error": str(exc), "filters": selectors.RunFilters()}, status=400)
    context = {
        "page": page,
        "filters": filters,
        "agents": selectors.agent_names(),
        "models": selectors.model_versions(),
        "ranges": selectors.TIME_RANGES,
        "cursor": request.GET.get("cursor", ""),
    }
    template = "runs/_table.html" if getattr(request, "htmx", False) else "runs/list.html"
    return render(request, template, context)


@require_GET
@role_required(VIEWER)
def run_detail(request: HttpRequest, run_id: str) -> HttpResponse:
    """One run: header, budget, lease, and the timeline that the websocket keeps growing."""
    detail = selectors.run_detail(run_id=run_id)
    if detail is None:
        raise Http404(f"unknown run {run_id}")
    claims = list(claims_selectors.run_claims(run_id=run_id))
    context = {"d": detail, "run": detail.run, "tones": TONES, "claims": claims}
    context["held_reply"] = claims_selectors.delivered_reply(run_id=run_id) is None and bool(claims)
    return render(request, "runs/detail.html", context)


@require_GET
@role_required(VIEWER)
def event_payload(request: HttpRequest, run_id: str, seq: int) -> HttpResponse:
    """A large payload, fetched when its timeline row is opened (escaped plain text)."""
    text = selectors.event_payload(run_id=run_id, seq=seq)
    if text is None:
        raise Http404(f"no event {run_id}#{seq}")
    return HttpResponse(escape(text), content_type="text/html; charset=utf-8")


@require_GET
@role_required(VIEWER)
def recovery_console(request: HttpRequest) -> HttpResponse:
    return render(request, "recovery/console.html", _console(request))


def _console(request: HttpRequest) -> dict[str, Any]:
    """The console's context: in-doubt work, plus replies the claims audit holds back."""
    held = list(claims_selectors.held_replies())
    return selectors.recovery_queue() | {"held": held, "can_release": has_role(request.user, OPERATOR)}


def _decided(request: HttpRequest, ok: str, action: Any) -> HttpResponse:
    """Run one decision; success redirects back, a refusal re-renders the console with 400/404/409."""
    try:
        action()
    except services.UnknownExecution as exc:
        return _refused(request, str(exc), 404)
    except services.DecisionConflict as exc:
        return _refused(request, str(exc), 409)
    except (services.DecisionError, AgentOpsError) as exc:
        return _refused(request, str(exc), 400)
    messages.success(request, ok)
    return redirect("recovery")


def _refused(request: HttpRequest, message: str, status: int) -> HttpResponse:
    context = _console(request) | {"refusal": message}
    return render(request, "recovery/console.html", context, status=status)


@require_POST
@role_required(OPERATOR)
def decide(request: HttpRequest, execution_id: str) -> HttpResponse:
    """Confirm, compensate or dead-letter an in-doubt execution (reason required)."""
    decision = request.POST.get("decision", "")
    return _decided(
        request,
        f"{decision.replace('_', '-')} recorded for {execution_id}",
        lambda: services.decide_execution(
            execution_id=execution_id,
            actor=request.user.get_username(),
            decision=decision,
            reason=request.POST.get("reason", ""),
            external_ref=request.POST.get("external_ref", ""),
        ),
    )


@require_POST
@role_required(OPERATOR)
def retry_verification(request: HttpRequest, execution_id: str) -> HttpResponse:
    """Ask the verifier again (an execution with a result) or let the run re-check it by key."""
    execution = ToolExecution.objects.select_related("run").filter(id=execution_id).first()
    if execution is None:
        return _refused(request, f"unknown tool execution {execution_id}", 404)
    if not request.POST.get("reason", "").strip():
        return _refused(request, "a reason is required", 400)
    if execution.result_event_id is None:
        return _decided(
            request,
            f"run {execution.run_id} re-checks {execution_id} by key",
            lambda: services.resume_run(run_id=execution.run_id, actor=request.user.get_username()),
        )
    answer = recovery.verify_execution(execution, owner=f"operator:{request.user.get_username()}")
    if answer.startswith("skipped"):
        return _refused(request, answer, 409)
    messages.success(request, f"verifier answered for {execution_id}: {answer}")
    return redirect("recovery")


@require_POST
@role_required(OPERATOR)
def resume(request: HttpRequest, run_id: str) -> HttpResponse:
    """Resume a RECOVERING or FAILED run (reason required, for the record)."""
    if not request.POST.get("reason", "").strip():
        return _refused(request, "a reason is required", 400)
    return _decided(
        request,
        f"run {run_id} resumed",
        lambda: services.resume_run(run_id=run_id, actor=request.user.get_username()),
    )
