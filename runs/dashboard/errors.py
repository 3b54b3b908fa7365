"""Error pages: 404, 403 and 500 are the dashboard's own templates (``templates/404.html`` …).

With ``DEBUG`` off Django renders them itself. With ``DEBUG`` on (``make demo``) it would answer an
unknown run with its technical 404 page (settings, URL patterns): :class:`ErrorPages` answers a
view's ``Http404`` with the dashboard's page in every mode, and a write the data directory refused
(full or read-only, ``storage_failure``) with a 503 page naming it rather than a 500 and its traceback.
It leaves the API's JSON errors alone (``runs.api.errors`` answers both there).
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

from runs.worker.sqlite import storage_failure

API_PREFIX = "/api/"


class ErrorPages:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if request.path.startswith(API_PREFIX):
            return None
        if isinstance(exception, Http404):
            return render(request, "404.html", {"message": str(exception)}, status=404)
        if message := storage_failure(exception):
            return render(request, "503.html", {"message": message}, status=503)
        return None
