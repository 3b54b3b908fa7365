"""Error pages: 404, 403 and 500 are the dashboard's own templates (``templates/404.html`` …).

With ``DEBUG`` off Django renders them itself. With ``DEBUG`` on (``make demo``) it would answer an
unknown run with its technical 404 page (settings, URL patterns): :class:`NotFoundPage` answers a
view's ``Http404`` with the dashboard's page in every mode, and leaves the API's JSON errors alone.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

API_PREFIX = "/api/"


class NotFoundPage:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, Http404) or request.path.startswith(API_PREFIX):
            return None
        return render(request, "404.html", {"message": str(exception)}, status=404)
