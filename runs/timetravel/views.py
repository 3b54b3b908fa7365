"""Dashboard pages of time travel: the fork dialog (preview, then create), dry replay, what-if, reports.

Thin views: forms are read here, the services decide (``runs.timetravel.fork`` / ``.replay``).
Forks, dry replays and what-ifs are operator actions; viewers read reports with payloads redacted.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from agentops.core.canon import typed_json
from agentops.core.errors import AgentOpsError
from agentops.core.fork import CUTS, KEY_MODES, Edit, ForkConflict, ForkRefused
from runs.api.fields import decimal_number, whole_number
from runs.dashboard.access import role_required
from runs.governance.visibility import sight_of
from runs.models import ReplayReport, Run
from runs.roles import OPERATOR, VIEWER
from runs.timetravel import selectors
from runs.timetravel.fork import BlindEdit, ForkRequest, fork_create, fork_preview, refuse_blind_edits
from runs.timetravel.replay import ReplayConflict, WhatIfRequest, run_dry_replay, run_what_if


def _number(request: HttpRequest, name: str, kind: type = int, default: Any = ...) -> Any:
    """The form's ``name`` as a ``kind``; ``default`` when it is blank, if one is given (else it is required)."""
    raw = request.POST.get(name, "").strip()
    if not raw and default is not ...:
        return default
    number = whole_number(raw) if kind is int else decimal_number(raw)  # the API's rule: ASCII digits, not "１"
    if number is None:
        raise ForkRefused(f"{name} must be {'a whole number' if kind is int else 'a number'}, not {raw!r}")
    return number


def _fork_request(request: HttpRequest) -> ForkRequest:
    """The fork dialog's fields as a request; ForkRefused with a message on bad input."""
    cut, keys = request.POST.get("cut", "resample"), request.POST.get("keys", "inherit")
    edits = []
    target = request.POST.get("edit_call", "").strip()
    field = request.POST.get("edit_field", "")
    raw = request.POST.get("edit_value", "").strip()
    if raw:
        if field not in ("args", "result"):
            raise ForkRefused("choose what the edit changes: the call's arguments or its result")
        try:
            value = typed_json(raw)
        except ValueError as exc:
            raise ForkRefused(f"the edited {field} is not valid JSON: {exc}") from None
        edits.append(Edit(_number(request, "edit_call", int, 0) if target else 0, **{field: value}))
    adopt = request.POST.get("adopt_current") == "on"
    caps = [
        _number(request, name, kind, None)
        for name, kind in (("max_steps", int), ("max_tokens", int), ("max_cost", float))
    ]
    again = request.POST.get("again") == "on"
    return ForkRequest(_number(request, "step"), cut, keys, edits, adopt, *caps, again)  # a blank cap is the parent's


def _checked_request(request: HttpRequest, run: Run) -> ForkRequest:
    """The dialog's request, refused if it edits arguments its reader sees redacted (``refuse_blind_edits``)."""
    fork_request = _fork_request(request)
    refuse_blind_edits(run.id, fork_request, sight_of(request.user, run.id))
    return fork_request


def _dialog(request: HttpRequest, run: Run, **extra: Any) -> dict[str, Any]:
    return {"run": run, "cuts": CUTS, "key_modes": KEY_MODES, "form": request.POST, **extra}


@role_required(OPERATOR)
@require_POST
def fork_preview_view(request: HttpRequest, run_id: str) -> HttpResponse:
    """The dialog's preview (an htmx partial): the cut and each parent effect after it, or the refusal."""
    run = _run(run_id)
    try:
        plan = fork_preview(run_id=run.id, request=_checked_request(request, run))
    except AgentOpsError as exc:
        return _refused(request, run, exc)
    return render(
        request,
        "timetravel/_fork_preview.html",
        _dialog(request, run, plan=selectors.plan_data(plan=plan, user=request.user)),
    )


def _refused(request: HttpRequest, run: Run, exc: AgentOpsError, what: str = "fork") -> HttpResponse:
    """A refusal, nothing written: a fork's inside the dialog for htmx (it swaps only 2xx answers), else a page
    saying why with a link back to the run, under a 4xx as the API's (409 a run a worker may still move, 403 an edit its reader sees
    redacted, else 400); it was a redirect to the run page, a 302/303 a script or a form post took for success."""
    if what == "fork" and getattr(request, "htmx", False):
        return render(request, "timetravel/_fork_preview.html", _dialog(request, run, refusal=str(exc)))
    status = 409 if isinstance(exc, (ForkConflict, ReplayConflict)) else 403 if isinstance(exc, BlindEdit) else 400
    return render(
        request, "bad_request.html", {"error": f"{what} refused: {exc}", "back": f"/runs/{run.id}/"}, status=status
    )


@role_required(OPERATOR)
@require_POST
def fork_create_view(request: HttpRequest, run_id: str) -> HttpResponse:
    run = _run(run_id)
    try:
        fork, made = fork_create(
            run_id=run.id, request=_checked_request(request, run), actor=request.user.get_username(),
            reason=request.POST.get("reason", ""), create_key=request.POST.get("create_key") or None,
        )  # fmt: skip
    except AgentOpsError as exc:
        return _refused(request, run, exc)
    messages.success(request, f"{run.id} forked as {fork.id}" if made else f"{run.id} was already forked as {fork.id}")
    if getattr(request, "htmx", False):
        response = HttpResponse(status=204)
        response["HX-Redirect"] = f"/runs/{fork.id}/"
        return response
    return redirect("run", run_id=fork.id)


@role_required(OPERATOR)
@require_POST
def dry_replay_view(request: HttpRequest, run_id: str) -> HttpResponse:
    run = _run(run_id)
    try:
        _, row = run_dry_replay(run_id=run.id, user=request.user)
    except AgentOpsError as exc:
        return _refused(request, run, exc, "dry replay")
    return redirect("replay-report", run_id=run.id, report_id=row.pk)


@role_required(OPERATOR)
@require_POST
def what_if_view(request: HttpRequest, run_id: str) -> HttpResponse:
    run = _run(run_id)
    try:
        template = request.POST.get("template", "")
        row, _ = run_what_if(
            run_id=run.id,
            request=WhatIfRequest(
                from_step=_number(request, "from_step"),
                llm_model=request.POST.get("llm_model", "").strip(),
                template=template if template.strip() else None,
                max_tokens=_number(request, "max_tokens", int, 50_000),
                max_calls=_number(request, "max_calls", int, 30),
            ),
            user=request.user,
            request_key=request.POST.get("request_key", "")[:64],
        )
    except AgentOpsError as exc:
        return _refused(request, run, exc, "what-if")
    return redirect("replay-report", run_id=run.id, report_id=row.pk)


@role_required(VIEWER)
@require_GET
def report_view(request: HttpRequest, run_id: str, report_id: int) -> HttpResponse:
    """A dry replay or what-if, step by step: recorded on the left, replayed on the right."""
    row = ReplayReport.objects.filter(pk=report_id, run_id=run_id).select_related("created_by", "run").first()
    if row is None:
        raise Http404(f"no report {report_id} of run {run_id}")
    data = selectors.report_data(row=row, user=request.user)
    diverged = {(d["step"], d["call_index"]) for d in data["report"]["divergences"]}
    steps = [
        {**s, "diverged": any(k[0] == s["step"] for k in diverged),
         "divergences": [d for d in data["report"]["divergences"] if d["step"] == s["step"]]}
        for s in data["report"]["steps"]
    ]  # fmt: skip
    return render(request, "timetravel/report.html", {"run": row.run, "r": data, "steps": steps})


def _run(run_id: str) -> Run:
    run = Run.objects.filter(id=run_id).first()
    if run is None:
        raise Http404(f"unknown run {run_id}")
    return run
