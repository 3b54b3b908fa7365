"""Bulk action pages: preview (count, sample, total amount) → confirm (reason, typed phrase) → progress.

The run set is the run list's: its GET filters, parsed and applied by ``runs.dashboard.selectors``.
approve / reject need the approver role, dead-letter / retry / resume the operator role.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.http import urlencode
from django.views.decorators.http import require_GET, require_POST
from rest_framework.exceptions import ValidationError

from agentops.core.visible import visible
from approvals.bulk import selectors, services
from approvals.bulk.inputs import CreateInput, SelectionInput
from approvals.models import BulkAction, BulkJob
from approvals.repeats import made_in_parents, repeat_warning
from approvals.selectors import held_because, manual_requests, tool_unknown
from approvals.services import four_eyes_refusal
from runs.api.fields import unknown_fields
from runs.dashboard.access import role_required
from runs.dashboard.selectors import BadFilter, RunFilters
from runs.governance.visibility import Sights, read_names, sights_of
from runs.models import Run
from runs.roles import VIEWER, has_role

#: what the page's form posts besides a bulk job's fields; what the runs list's links carry besides a selection's
_FORM_ONLY, _LINK_ONLY = {"csrfmiddlewaretoken"}, {"sort"}


def _unknown(names: Any, serializer: type[SelectionInput]) -> str:
    """Why a page request naming ``names`` is refused ("" if it is not): a name the API's ``serializer``
    does not take is a 400 naming it there (``runs.api.fields.unknown_fields``), and so it is here."""
    unknown = unknown_fields(names, serializer)
    if not unknown:
        return ""
    named = ", ".join(repr(name) for name in unknown)
    return f"unknown field{'s' if len(unknown) > 1 else ''} {named}: this takes {', '.join(serializer().fields)}"


def role_refusal(user: Any, action: BulkAction, *, act: str = "") -> str:
    """Why ``user`` may not ``act`` on a bulk ``action`` (e.g. "cancelling a "), "" if their role allows it."""
    role = selectors.role_for(action)
    return "" if has_role(user, role) else f"{act}bulk {action.label.lower()} needs the {role} role"


def asked_role_refusal(user: Any, data: Any) -> str:
    """Why ``user`` may not ask for the bulk action ``data`` names ("" if they may): without its role — or, when
    ``data`` names none known, without the role of any action — refused before anything else in ``data`` is checked,
    so someone who may not act is never told what else their request lacks (pages and API alike)."""
    asked = data.get("action") if hasattr(data, "get") else None
    actions = [BulkAction(asked)] if asked in BulkAction.values else list(BulkAction)
    refusals = [role_refusal(user, action) for action in actions]
    if not all(refusals):
        return ""
    roles = " or ".join(sorted({selectors.role_for(action) for action in actions}))
    return refusals[0] if len(actions) == 1 else f"bulk actions need the {roles} role"


def _refuse_without_role(request: HttpRequest, query: Any) -> None:
    if refusal := asked_role_refusal(request.user, query):
        raise PermissionDenied(refusal)


def _parse(request: HttpRequest, query: Any) -> tuple[BulkAction, RunFilters, selectors.Selection]:
    """The action, run filters and call selection of a request whose role was checked (``_refuse_without_role``)."""
    action = selectors.parse_action(query.get("action", ""))
    return action, RunFilters.from_query(query), selectors.Selection.from_query(query, action)


def sample_rows(sample: list[selectors.Target], sights: Sights, action: BulkAction) -> list[dict[str, Any]]:
    """The preview's sample as the reader may see it (arguments and references redacted unless they hold a grant), a
    held call's with why the gate holds it (*held because*, as on its card in the approvals queue) and, for a bulk
    approve, whether it repeats a call of the run it was forked from or continues (``approvals.repeats``): a job
    never approves that one, its item fails, so the preview says so first."""
    executions = [t.execution for t in sample if t.execution]
    requests = manual_requests(executions)
    read_names(sights, (t.run.id for t in sample))
    repeated = made_in_parents(executions) if action is BulkAction.APPROVE else {}
    rows = []
    for t in sample:
        e = t.execution
        args = sights(t.run.id).value(json.loads(e.args)) if e else None
        held = held_because(e, requests.get((e.run_id, e.step, e.call_index), {}), sights) if e else None
        parent_call = repeated.get(e.id) if e else None
        rows.append(
            {
                "run": t.run,
                "execution": e,
                "args": visible(json.dumps(args, ensure_ascii=False))[:160],
                "held_for": held,
                "tool_unknown": tool_unknown(e) if e else None,
                "repeats": f"{repeat_warning(parent_call, e)}. {_NOT_IN_BULK}" if parent_call else None,
                "repeat_of": parent_call.run_id if parent_call else None,
            }
        )
    return rows


def four_eyes(found: selectors.Preview, approver: str) -> dict[str, str]:
    """The targets of a bulk approve that ``approver`` asked for and so may not approve (``AGENTOPS_FOUR_EYES``):
    execution id -> the rule's message. The preview says so before the approver types the phrase: the job would
    fail those items, another approver must approve them."""
    if found.action is not BulkAction.APPROVE:
        return {}
    said = ((t.execution.id, four_eyes_refusal(t.execution, approver)) for t in found.calls if t.execution is not None)
    return {execution_id: refusal for execution_id, refusal in said if refusal}


#: what the preview adds to a sampled call that repeats its parent's (``approvals.services.RepeatNotConfirmed``)
_NOT_IN_BULK = "A bulk job does not approve it (its item fails): approve it on its card, confirming the repeat"


def _preview_page(request: HttpRequest, query: Any, *, refusal: str = "", status: int = 200) -> HttpResponse:
    try:
        action, filters, selection = _parse(request, query)
        seen = _seen(query)
    except (BadFilter, selectors.BulkInvalid) as exc:
        return render(request, "bulk/preview.html", {"error": str(exc)}, status=400)
    if seen is not None and request.method == "GET":  # the stuck view's link: the run as its row showed it
        fresh = f"{reverse('bulk-preview')}?{urlencode({k: v for k, v in query.items() if k != 'seen'})}"
        try:
            if already := services.seen_refusal(
                action=action, filters=filters.query(), actor=request.user.get_username(), seen=seen
            ):
                messages.success(request, f"{already}: nothing to do")
                return render(request, "bulk/preview.html", {"fresh": fresh})
        except services.BulkStale as exc:
            return render(request, "bulk/preview.html", {"error": str(exc), "fresh": fresh}, status=409)
        except services.BulkRefused as exc:
            return render(request, "bulk/preview.html", {"error": str(exc)}, status=400)
    found = selectors.preview(action=action, runs=filters.apply(Run.objects.all()), selection=selection)
    sights = sights_of(request.user)
    context = {
        "p": found,
        "four_eyes": list(four_eyes(found, request.user.get_username()).items()),
        "rows": sample_rows(found.sample, sights, action),
        # (the list's sort orders nothing here: a bulk job's fields are the filters alone)
        # the head the stuck view's row showed goes on to the create (its fingerprint binds the set from here on)
        "hidden": {"action": action.value, **filters.query(sort=""), **selection.query()}
        | ({"seen": str(seen)} if seen is not None else {}),
        "filters": filters.query(),
        "selection": selection,
        "request_key": secrets.token_hex(16),
        "refusal": refusal,
        "reason": query.get("reason", ""),
        "sights": sights,
    }
    if request.method == "POST":  # a refused create: a reload GETs this preview (approvals.views._refused)
        context["page_url"] = f"{reverse('bulk-preview')}?{urlencode(context['hidden'])}"
    return render(request, "bulk/preview.html", context, status=status)


@role_required(VIEWER)
@require_GET
def bulk_preview(request: HttpRequest) -> HttpResponse:
    """What a job would act on; a parameter the API's preview does not take is a 400 naming it (a misspelt
    filter would show a wider set); 403 first without the action's role."""
    _refuse_without_role(request, request.GET)
    if refusal := _unknown(request.GET.keys() - _LINK_ONLY, SelectionInput):
        return render(request, "bulk/preview.html", {"error": refusal}, status=400)
    return _preview_page(request, request.GET)


@role_required(VIEWER)
def bulk_create(request: HttpRequest) -> HttpResponse:
    """Make the job the preview showed; a refusal shows the preview again (400, or 409 if it changed).
    A field the API's create does not take is a 400 naming it, as there (a misspelt filter must not widen
    the selection); 403 first without the action's role — a GET too, before its 405 (a viewer's was 405)."""
    _refuse_without_role(request, request.POST)
    return _create(request)


@require_POST
def _create(request: HttpRequest) -> HttpResponse:
    if refusal := _unknown(request.POST.keys() - _FORM_ONLY, CreateInput):
        return _preview_page(request, request.POST, refusal=f"{refusal}; nothing was created", status=400)
    try:
        action, filters, selection = _parse(request, request.POST)
        seen = _seen(request.POST)
        expected = CreateInput().fields["expected"].run_validation(request.POST.get("expected", ""))
    except (BadFilter, selectors.BulkInvalid) as exc:
        return _preview_page(request, request.POST, refusal=str(exc), status=400)
    except ValidationError as exc:
        refusal = f"expected (the previewed count): {' '.join(exc.detail)}"
        return _preview_page(request, request.POST, refusal=refusal, status=400)
    if refusal := _malformed(request.POST):
        return _preview_page(request, request.POST, refusal=f"{refusal}; nothing was created", status=400)
    try:
        job = services.bulk_create(
            action=action,
            actor=request.user.get_username(),
            reason=request.POST.get("reason", ""),
            runs=filters.apply(Run.objects.all()),
            selection=selection,
            filters=filters.query(),
            expected=expected,
            confirmation=request.POST.get("confirmation", ""),
            request_key=request.POST.get("request_key", ""),
            fingerprint=request.POST.get("fingerprint", ""),
            seen=seen,
        )
    except (services.BulkStale, services.BulkRequestConflict) as exc:
        return _preview_page(request, request.POST, refusal=str(exc), status=409)
    except services.BulkRefused as exc:
        return _preview_page(request, request.POST, refusal=str(exc), status=400)
    return redirect("bulk-job", job_id=job.pk)


def _seen(query: Any) -> int | None:
    """The run's journal head the page the link or form came from showed (``seen``, the API's rule), None if none."""
    if not (text := query.get("seen", "")):
        return None
    try:
        return SelectionInput().fields["seen"].run_validation(text)
    except ValidationError as exc:
        raise selectors.BulkInvalid(f"seen: {' '.join(map(str, exc.detail))}") from None


def _malformed(post: Any) -> str:
    """What the form's phrase, request key or fingerprint breaks of the API's rule for it (``CreateInput``), or "": a
    65-character key was cut to 64 (another key's job), a fingerprint of no form answered "the selection changed"."""
    fields = CreateInput().fields
    for name in ("confirmation", "request_key", "fingerprint"):
        if value := post.get(name, ""):
            try:
                fields[name].run_validation(value)
            except ValidationError as exc:
                return f"{name}: {' '.join(map(str, exc.detail))}"
    return ""


def _job_page(request: HttpRequest, job_id: int, *, refusal: str = "", status: int = 200) -> HttpResponse:
    progress = selectors.job_progress(job_id=job_id, reader=request.user)
    if progress is None:
        raise Http404(f"no bulk job {job_id}")
    if getattr(request, "htmx", False):
        return render(request, "bulk/_progress.html", {"g": progress}, status=status)
    can_cancel = not progress.job.finished and not role_refusal(request.user, BulkAction(progress.job.action))
    context = {"g": progress, "can_cancel": can_cancel, "refusal": refusal, "reason": request.POST.get("reason", "")}
    if request.method == "POST":  # a refused cancel: a reload GETs the job page
        context["page_url"] = reverse("bulk-job", args=[job_id])
    return render(request, "bulk/job.html", context, status=status)


@role_required(VIEWER)
@require_GET
def bulk_job(request: HttpRequest, job_id: int) -> HttpResponse:
    """A job's progress (and its Cancel for the action's role); htmx polls the partial until the job is finished."""
    return _job_page(request, job_id)


@role_required(VIEWER)
def bulk_cancel(request: HttpRequest, job_id: int) -> HttpResponse:
    """Cancel the job between items (the action's role, a reason); a refusal shows the page again (400 / 409).
    403 first for someone with no bulk action's role — a GET too, before its 405 (a viewer's was 405)."""
    _refuse_without_role(request, {})
    return _cancel(request, job_id)


@require_POST
def _cancel(request: HttpRequest, job_id: int) -> HttpResponse:
    job = get_object_or_404(BulkJob, pk=job_id)
    if refusal := role_refusal(request.user, BulkAction(job.action), act="cancelling a "):
        raise PermissionDenied(refusal)
    try:
        services.bulk_cancel(job_id=job.pk, actor=request.user.get_username(), reason=request.POST.get("reason", ""))
    except services.BulkFinished as exc:
        return _job_page(request, job.pk, refusal=str(exc), status=409)
    except services.BulkRefused as exc:
        return _job_page(request, job.pk, refusal=str(exc), status=400)
    return redirect("bulk-job", job_id=job.pk)


@role_required(VIEWER)
@require_GET
def bulk_jobs(request: HttpRequest) -> HttpResponse:
    """Recent jobs, and held calls grouped by tool and identical arguments (shown as the reader may see them)."""
    sights = sights_of(request.user)
    groups = selectors.held_groups()
    for group in groups:
        first = group["first"]
        group["args"] = visible(json.dumps(sights(first.run_id).value(json.loads(first.args)), ensure_ascii=False))[
            :200
        ]
    return render(request, "bulk/jobs.html", {"jobs": selectors.recent_jobs(request.user), "groups": groups})
