"""Export pages: ``/runs/<id>/export`` and ``/exports/`` (a filtered set). Redacted unless asked, by POST.

GET streams a redacted export (HEAD answers its headers, audits and exports nothing). POST with ``unredacted=1`` and a ``reason`` streams the raw payloads if
the user holds ``runs.unredacted_export``; the audit row is written before the first byte. A bad
filter, format or missing reason is a 400 that shows the export form with the error (nothing
exported, nothing audited); a refusal is the dashboard's 403 page, an unknown run its 404 page.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_http_methods

from agentops.core.states import RunStatus
from runs.dashboard.access import role_required
from runs.governance.export import (
    FORMATS,
    PERMISSION,
    ExportError,
    ExportForbidden,
    check_params,
    export_begin,
    export_response,
    export_stream,
    parse_filter,
    parse_format,
    runs_matching,
)
from runs.governance.redaction import from_settings
from runs.governance.visibility import REDACTED, read_names, reader_sight, redacted_sights, who
from runs.models import ExportAudit, Run
from runs.roles import VIEWER

_CONTENT_TYPES = {"jsonl": "application/x-ndjson; charset=utf-8", "csv": "text/csv; charset=utf-8"}


def _post_refusal(request: HttpRequest) -> HttpResponse | None:
    """POST exists only for unredacted exports: without the permission it is refused before anything."""
    if request.method != "POST":
        return None
    if not request.user.has_perm(PERMISSION):
        raise PermissionDenied("an unredacted export needs the runs.unredacted_export permission")
    if request.POST.get("unredacted") != "1":
        return _form(request, error="POST is for unredacted exports (unredacted=1); use GET", status=400)
    return None


def _form(request: HttpRequest, *, error: str = "", status: int = 200) -> HttpResponse:
    """The export form; with ``error`` (status 400) what was wrong with the request it answers."""
    context = {
        "formats": FORMATS,
        "statuses": [s.value for s in RunStatus],
        "agents": Run.objects.order_by("agent").values_list("agent", flat=True).distinct(),
        "can_unredacted": request.user.has_perm(PERMISSION),
        "recent": _shown(ExportAudit.objects.order_by("-at")[:20], request.user),
        "error": error,
    }
    return render(request, "claims/exports.html", context, status=status)


def _shown(audits: Iterable[ExportAudit], reader: Any) -> list[ExportAudit]:
    """The audit rows as every viewer of /exports/ may read them: the reason an exporter typed, and what they
    exported (``what``: the run, or the filters they typed — ``agent`` takes any text), redacted. A run's export's
    reason is shown as that run's pages show text, with the names its events reveal: "subject access request of
    Ann Lee" beside the run's id named the person its pages show as ``<name:…>``. The names the reason itself holds
    are hidden besides (``Redactor.said``, as any operator's text): a filtered export's covers runs whose names are not
    read here (a set's, per render), and "audit of Maria Gonzalez" was shown as typed. Who exported as ``reader`` may
    see them (``visibility.who``)."""
    rows = list(audits)
    sights = redacted_sights()
    read_names(sights, (row.scope["run_id"] for row in rows if row.scope.get("run_id")))
    redactor, seen = from_settings(), reader_sight(reader)
    for row in rows:  # shown only: these instances are not saved
        run_id = row.scope.get("run_id")
        known = (sights(run_id) if run_id else REDACTED).names
        row.reason = redactor.said(row.reason, known)
        row.actor_name = who(row.actor_name, seen)
        row.what = " · ".join(f"{name} {REDACTED.text(str(value))}" for name, value in row.scope.items() if value)
    return rows


def _stream(request: HttpRequest, runs: QuerySet[Run], *, scope: dict[str, Any], name: str) -> HttpResponse:
    params = request.POST if request.method == "POST" else request.GET
    unredacted = request.method == "POST"
    try:
        fmt = parse_format(params.get("format"))
        response = export_response(
            request.method,
            begin=lambda: export_begin(
                user=request.user, fmt=fmt, scope=scope, redacted=not unredacted, reason=params.get("reason", "")
            ),
            stream=lambda: export_stream(runs, fmt=fmt, redacted=not unredacted),
            content_type=_CONTENT_TYPES[fmt],
            filename=f"{name}{'-unredacted' if unredacted else ''}.{fmt}",
        )
    except ExportForbidden as exc:
        raise PermissionDenied(str(exc)) from None
    except ExportError as exc:
        return _form(request, error=str(exc), status=400)
    response["Cache-Control"] = "no-store"
    return response


@role_required(VIEWER)
@require_http_methods(["GET", "HEAD", "POST"])
def run_export(request: HttpRequest, run_id: str) -> HttpResponse:
    """One run's events as ``?format=jsonl|csv``."""
    refused = _post_refusal(request)
    if refused is not None:
        return refused
    runs = Run.objects.filter(id=run_id)
    if "\x00" in run_id or not runs.exists():
        raise Http404(f"unknown run {run_id[:40]}")
    try:
        check_params(request.POST if request.method == "POST" else request.GET, says="a run's export takes format")
    except ExportError as exc:
        return _form(request, error=str(exc), status=400)
    return _stream(request, runs, scope={"run_id": run_id}, name=run_id)


@role_required(VIEWER)
@require_http_methods(["GET", "HEAD", "POST"])
def exports(request: HttpRequest) -> HttpResponse:
    """The export form; with ``download=1`` (GET) or a POST, the filtered set itself; ``download`` with another value
    is a 400 (``download=yes`` showed the form, as if nothing had been asked)."""
    refused = _post_refusal(request)
    if refused is not None:
        return refused
    params = request.POST if request.method == "POST" else request.GET
    if request.method in ("GET", "HEAD") and (download := params.get("download")) != "1":
        if download is None:
            return _form(request)
        error = f"download takes 1 (download=1 downloads the filtered set), not {download[:40]!r}"
        return _form(request, error=error, status=400)
    try:
        flt = parse_filter(params)
    except ExportError as exc:
        return _form(request, error=str(exc), status=400)
    return _stream(request, runs_matching(flt), scope=flt.to_scope(), name="agentops-export")
