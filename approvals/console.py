"""The recovery console: in-doubt work and the operators' decisions on it (confirm, compensate,
dead-letter, retry with the same key, verify again, resume).

Views are thin: they parse input, call a selector to read or an ``approvals.services`` function to
decide, and render. A decision that loses a race (double click, two operators) renders the page
again with a 409 and says what was already decided.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_GET, require_POST

from agentops.core.errors import AgentOpsError
from agentops.core.events import stated
from agentops.core.query import BadPage
from agentops.core.states import UNSETTLED_EXEC
from approvals import selectors, services
from approvals.notify import channels, deliver
from runs.api.fields import whole_number
from runs.claims import selectors as claims_selectors
from runs.dashboard import needs_action
from runs.dashboard.access import role_required
from runs.governance.visibility import for_reader, naming, read_names, sights_of
from runs.models import ToolExecution
from runs.roles import OPERATOR, VIEWER, has_role
from runs.security.guards import given_twice, single_valued
from runs.worker.housekeeping import schedule_seen


@role_required(VIEWER)
@require_GET
def recovery_console(request: HttpRequest) -> HttpResponse:
    try:
        if twice := given_twice(request.GET):  # ``?calls=1&calls=3`` showed page 3, as the claims audit no longer does
            raise BadPage(twice)
        # the page's live refresh (htmx: every 10 s and on a run's wake-up) reads its region only
        template = "recovery/_console_live.html" if getattr(request, "htmx", False) else "recovery/console.html"
        return render(request, template, _console(request, request.GET))
    except BadPage as exc:  # the first pages with the error on top (``?calls=abc`` showed them as if asked)
        context = _console(request) | {"error": str(exc), "page_url": reverse("recovery")}
        return render(request, "recovery/console.html", context, status=400)


def _console(request: HttpRequest, asked: Any = None) -> dict[str, Any]:
    """The console's context: in-doubt work (the pages ``asked``: ``calls`` and ``runs``), plus replies the claims
    audit holds back."""
    held = list(claims_selectors.held_replies())
    sights = sights_of(request.user)
    asked = asked or {}
    pages = {"calls_page": asked.get("calls"), "runs_page": asked.get("runs")}
    pages |= {"execution": asked.get("execution"), "run": asked.get("run")}  # a notification's deep link
    return selectors.recovery_queue(sights, **pages) | {
        "held": held,
        "sights": sights,
        "can_release": has_role(request.user, OPERATOR),
    }


def _decided(request: HttpRequest, ok: str, action: Any) -> HttpResponse:
    """Run one decision; success redirects back (saying so when this operator had already made it: the action's
    notice), a refusal re-renders the console with 400/404/409."""
    sights = sights_of(request.user)
    with naming() as named:  # who a refusal or a notice names, shown raw to a reader who sees raw values
        try:
            already = action()
        except AgentOpsError as exc:
            return _refused(request, for_reader(str(exc), named, sights), _refusal_status(exc))
    messages.success(request, for_reader(already, named, sights) if already else ok)
    return redirect("recovery")


def _refusal_status(exc: AgentOpsError) -> int:
    """404 for an unknown execution or run, 403 for four eyes (``services.four_eyes``), 409 when someone already
    decided (or the state moved on), else 400."""
    if isinstance(exc, services.UnknownExecution | services.UnknownRun):
        return 404
    if isinstance(exc, services.FourEyes):  # as the approvals page answers it
        return 403
    return 409 if isinstance(exc, services.DecisionConflict) else 400


def _refused(request: HttpRequest, message: str, status: int) -> HttpResponse:
    context = _console(request) | {"refusal": message, "page_url": reverse("recovery")}  # (approvals.views._refused)
    return render(request, "recovery/console.html", context, status=status)


@role_required(OPERATOR)
@require_POST
@single_valued
def decide(request: HttpRequest, execution_id: str) -> HttpResponse:
    """Confirm, compensate, dead-letter or retry (same key) an in-doubt execution (reason required)."""
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
            repeat_confirmed=request.POST.get("confirm_repeat") == "again",
            seen=_seen(request),
        ),
    )


def _seen(request: HttpRequest) -> int | None:
    """The run's journal head the form's page showed (``seen``), so a decision made since is not made again on its
    word; None from a form that does not say (the service decides as it did)."""
    text = request.POST.get("seen", "")
    if not text.strip():
        return None
    if (seen := whole_number(text)) is None or seen < 0:
        raise services.DecisionError(f"seen is the journal head the page showed, a whole number; not {text[:40]!r}")
    return seen


@role_required(OPERATOR)
@require_POST
@single_valued
def retry_verification(request: HttpRequest, execution_id: str) -> HttpResponse:
    """Ask the verifier again (an execution with a result) or let the run re-check it by key."""
    execution = ToolExecution.objects.select_related("run").filter(id=execution_id).first()
    if execution is None:
        return _refused(request, f"unknown tool execution {execution_id}", 404)
    if not stated(request.POST.get("reason", "")):
        return _refused(request, "a reason is required", 400)
    if execution.status not in UNSETTLED_EXEC:
        return _refused(
            request, f"execution {execution_id} is {execution.status}, not in doubt: nothing to verify", 409
        )
    if refusal := selectors.recheck_refusal(execution):
        return _refused(request, refusal, 409)
    if execution.result_event_id is None:
        return _decided(
            request,
            f"run {execution.run_id} re-checks {execution_id} by key",
            lambda: services.resume_run(
                run_id=execution.run_id,
                actor=request.user.get_username(),
                reason=request.POST["reason"],
                seen=_seen(request),
            ),
        )
    try:
        answer = services.retry_verification(execution_id=execution.id, actor=request.user.get_username())
    except AgentOpsError as exc:
        return _refused(request, str(exc), _refusal_status(exc))
    if answer.startswith("skipped"):
        return _refused(request, answer, 409)
    messages.success(request, f"verifier answered for {execution_id}: {answer}")
    return redirect("recovery")


@role_required(OPERATOR)
@require_POST
@single_valued
def resume(request: HttpRequest, run_id: str) -> HttpResponse:
    """Resume a RECOVERING or FAILED run (reason required, for the record)."""
    if not stated(request.POST.get("reason", "")):
        return _refused(request, "a reason is required", 400)
    # read before it: a call nothing can re-check (no key, no lookup) is not settled by a resume, it parks again
    outcome = selectors.resume_outcome(run_id)

    def resumed() -> str:
        actor, reason = request.user.get_username(), request.POST["reason"]
        already = services.resume_run(run_id=run_id, actor=actor, reason=reason, seen=_seen(request))
        # a resume already journaled, nothing since: not journaled again, the run handed to a worker all the same
        return f"{already}; {outcome}" if already and selectors.is_recovering(run_id) else already

    return _decided(request, outcome, resumed)


@role_required(VIEWER)
@require_GET
def stuck(request: HttpRequest) -> HttpResponse:
    """Stuck runs, longest stuck first; ``?kind=`` shows one kind (an unknown one, or two: the page, with the error;
    two kinds were answered with the last one's rows under a chip that read as both)."""
    kind = request.GET.get("kind", "")
    error = given_twice(request.GET)
    if not error and kind and kind not in needs_action.KINDS:
        error = f"unknown kind {kind[:40]!r}; use one of {', '.join(needs_action.KINDS)}"
    if error:
        return render(request, "recovery/stuck.html", _stuck(request, "") | {"error": error}, status=400)
    template = (
        "recovery/_stuck_live.html" if getattr(request, "htmx", False) else "recovery/stuck.html"
    )  # (the console's refresh)
    return render(request, template, _stuck(request, kind))


def _stuck(request: HttpRequest, kind: str) -> dict[str, Any]:
    rows, sights = needs_action.stuck_runs(kind=kind), sights_of(request.user)
    configured = channels.configured()
    failing = [down for channel in configured if (down := deliver.failing(channel))]
    read_names(sights, (s.run.id for s in rows))  # (their references and lease holders are shown)
    return {
        "kinds": needs_action.KINDS,
        "counts": needs_action.stuck_counts(),
        "rows": rows,
        "kind": kind,
        "sights": sights,
        "windows": needs_action.Windows.at(),
        "notify_failing": failing,
        "schedule": schedule_seen(),  # the embedded beat's last tick, and whether its lease lapsed
        # the channels that still tell someone: the banner says nobody is told only when none does
        "notify_telling": [channel for channel in configured if channel not in {down.channel for down in failing}],
    }


@role_required(OPERATOR)
@require_POST
@single_valued
def restart(request: HttpRequest, run_id: str) -> HttpResponse:
    """The stuck view's row action: recover, start or retry the run now (reason required)."""
    with naming() as named:
        try:
            done = services.restart_stuck_run(
                run_id=run_id,
                actor=request.user.get_username(),
                reason=request.POST.get("reason", ""),
                offered=request.POST.get("action", ""),  # the button the page showed: refused if the run moved since
                seen=_seen(request),  # the head it showed: a retry or resume made since is not made again
            )
        except AgentOpsError as exc:
            return _stuck_refused(request, for_reader(str(exc), named, sights_of(request.user)), _refusal_status(exc))
    messages.success(request, f"run {run_id} {done}")
    back = request.POST.get("next", "")
    if back.startswith("/") and url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()}):
        return redirect(back)  # the run page's banner
    return redirect("stuck")


def _stuck_refused(request: HttpRequest, message: str, status: int) -> HttpResponse:
    context = _stuck(request, "") | {"refusal": message, "page_url": reverse("stuck")}
    return render(request, "recovery/stuck.html", context, status=status)
