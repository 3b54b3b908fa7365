"""API URLs: versioned under /api/v1/, schema at /api/schema/, docs at /api/docs/ (local static files)."""

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.urls import Resolver404, include, path, re_path, resolve
from django.views.decorators.csrf import csrf_exempt
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from runs.api import access, claims, timetravel, views
from runs.security.guards import api_error

v1 = [
    path("runs/", views.RunCollectionApi.as_view(), name="runs"),
    path("runs/<str:run_id>/", views.RunDetailApi.as_view(), name="run"),
    path("runs/<str:run_id>/events/", views.RunEventsApi.as_view(), name="run-events"),
    path("runs/<str:run_id>/replay/", views.RunReplayApi.as_view(), name="run-replay"),
    path("runs/<str:run_id>/export/", views.RunExportApi.as_view(), name="run-export"),
    path("runs/<str:run_id>/lease/", views.LeaseAcquireApi.as_view(), name="run-lease"),
    path("runs/<str:run_id>/lease/renew/", views.LeaseRenewApi.as_view(), name="run-lease-renew"),
    path("runs/<str:run_id>/lease/release/", views.LeaseReleaseApi.as_view(), name="run-lease-release"),
    path("runs/<str:run_id>/tools/claim/", views.ToolClaimApi.as_view(), name="run-tool-claim"),
    path("runs/<str:run_id>/tools/result/", views.ToolResultApi.as_view(), name="run-tool-result"),
    path("runs/<str:run_id>/tools/verification/", views.ToolVerificationApi.as_view(), name="run-tool-verification"),
    path("runs/<str:run_id>/reply/", views.ReplySubmitApi.as_view(), name="run-reply"),
    path("runs/<str:run_id>/raw-access-grants/", access.RunGrantsApi.as_view(), name="run-raw-access-grants"),
    path("runs/<str:run_id>/claims/check/", claims.ClaimsCheckApi.as_view(), name="run-claims-check"),
    path("runs/<str:run_id>/fork/preview/", timetravel.ForkPreviewApi.as_view(), name="run-fork-preview"),
    path("runs/<str:run_id>/fork/", timetravel.ForkApi.as_view(), name="run-fork"),
    path("runs/<str:run_id>/dry-replay/", timetravel.DryReplayApi.as_view(), name="run-dry-replay"),
    path("runs/<str:run_id>/what-if/", timetravel.WhatIfApi.as_view(), name="run-what-if"),
    path("runs/<str:run_id>/replay-reports/", timetravel.ReportListApi.as_view(), name="run-replay-reports"),
    path("replay-reports/<str:report_id>/", timetravel.ReportApi.as_view(), name="replay-report"),
]


def _slashed(path_info: str) -> bool:
    """Whether ``path_info`` with a trailing slash is an endpoint (not this catch-all)."""
    try:
        match = resolve(f"{path_info}/")
    except Resolver404:
        return False
    return match.func is not no_endpoint


@csrf_exempt  # a key's POST carries no CSRF token: Django's HTML 403 would answer it, not this envelope
def no_endpoint(request: HttpRequest, rest: str = "") -> HttpResponse:
    """Every path under /api/ that names no endpoint: in the API's JSON envelope, never the dashboard's HTML page.
    An endpoint's path without its trailing slash is 308 to it — the method and body kept (Django's 301 made a
    followed POST a GET) — and nothing is written."""
    if not request.path_info.endswith("/") and _slashed(request.path_info):
        query = request.META.get("QUERY_STRING", "")
        location = request.build_absolute_uri(f"{request.path}/" + (f"?{query}" if query else ""))
        response: JsonResponse = api_error(
            "trailing_slash", f"API paths end with a slash: {request.path}/ (the request was not handled)", 308
        )
        response["Location"] = location
        return response
    return api_error(
        "not_found", f"no endpoint at {request.path} (docs/api.md lists them; paths end with a slash)", 404
    )


app_name = "api"
urlpatterns = [
    path("v1/", include(v1)),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="api:schema"), name="docs"),
    re_path(r"^(?P<rest>.*)$", no_endpoint),  # last: what no endpoint above matched
]
