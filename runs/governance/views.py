"""Export pages: ``/runs/<id>/export`` and ``/exports/`` (a filtered set). Redacted unless asked, by POST.

GET streams a redacted export. POST with ``unredacted=1`` and a ``reason`` streams the raw payloads if
the user holds ``runs.unredacted_export``; the audit row is written before the first byte.
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseForbidden, StreamingHttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_http_methods

from agentops.core.states import RunStatus
from runs.dashboard.access import role_required
from runs.governance.export import (
    FORMATS,
    PERMISSION,
    ExportError,
    ExportForbidden,
    export_begin,
    export_stream,
    parse_filter,
    parse_format,
    runs_matching,
)
from runs.models import ExportAudit, Run
from runs.roles import VIEWER

_CONTENT_TYPES = {"jsonl": "application/x-ndjson; charset=utf-8", "csv": "text/csv; charset=utf-8"}


def _post_refusal(request: HttpRequest) -> HttpResponse | None:
    """POST exists only for unredacted exports: without the permission it is refused before anything."""
    if request.method != "POST":
        return None
    if not request.user.has_perm(PERMISSION):
        return HttpResponseForbidden("an unredacted export needs the runs.unredacted_export permission")
    if request.POST.get("unredacted") != "1":
        return HttpResponse("POST is for unredacted exports (unredacted=1); use GET", status=400)
    return None


def _stream(request: HttpRequest, runs: QuerySet[Run], *, scope: dict[str, Any], name: str) -> HttpResponse:
    params = request.POST if request.method == "POST" else request.GET
    unredacted = request.method == "POST"
    try:
        fmt = parse_format(params.get("format"))
        export_begin(user=request.user, fmt=fmt, scope=scope, redacted=not unredacted, reason=params.get("reason", ""))
    except ExportForbidden as exc:
        return HttpResponseForbidden(str(exc))
    except ExportError as exc:
        return HttpResponse(str(exc), status=400, content_type="text/plain")
    response = StreamingHttpResponse(
        export_stream(runs, fmt=fmt, redacted=not unredacted),
        content_type=_CONTENT_TYPES[fmt],
    )
    suffix = "-unredacted" if unredacted else ""
    response["Content-Disposition"] = f'attachment; filename="{name}{suffix}.{fmt}"'
    response["Cache-Control"] = "no-store"
    return response


@role_required(VIEWER)
@require_http_methods(["GET", "POST"])
def run_export(request: HttpRequest, run_id: str) -> HttpResponse:
    """One run's events as ``?format=jsonl|csv``."""
    refused = _post_refusal(request)
    if refused is not None:
        return refused
    runs = Run.objects.filter(id=run_id)
    if not runs.exists():
        return HttpResponse(f"unknown run {run_id}", status=404, content_type="text/plain")
    return _stream(request, runs, scope={"run_id": run_id}, name=run_id)


@role_required(VIEWER)
@require_http_methods(["GET", "POST"])
def exports(request: HttpRequest) -> HttpResponse:
    """The export form; with ``download=1`` (GET) or a POST, the filtered set itself."""
    refused = _post_refusal(request)
    if refused is not None:
        return refused
    params = request.POST if request.method == "POST" else request.GET
    if request.method == "GET" and params.get("download") != "1":
        return render(
            request,
            "claims/exports.html",
            {
                "formats": FORMATS,
                "statuses": [s.value for s in RunStatus],
                "agents": Run.objects.order_by("agent").values_list("agent", flat=True).distinct(),
                "can_unredacted": request.user.has_perm(PERMISSION),
                "recent": ExportAudit.objects.order_by("-at")[:20],
            },
        )
    try:
        flt = parse_filter(params)
    except ExportError as exc:
        return HttpResponse(str(exc), status=400, content_type="text/plain")
    return _stream(request, runs_matching(flt), scope=flt.to_scope(), name="agentops-export")
