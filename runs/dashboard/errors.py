"""Error pages: 404, 403 and 500 are the dashboard's own templates (``templates/404.html`` …).

With ``DEBUG`` off Django renders them itself. With ``DEBUG`` on (``make demo``) it would answer an
unknown run with its technical 404 page (settings, URL patterns): :class:`ErrorPages` answers a
view's ``Http404`` with the dashboard's page in every mode, and work the database refused (a full or
read-only data directory, a full disk on PostgreSQL: ``storage_failure``) with a 503 page naming it rather
than a 500 and its traceback; the cache (Redis) unreachable is a 503 page naming it too (a sign-in stops at
the throttle's count, before anything is written). :class:`Sessions` answers the same 503 when the refused write is the session's
(a sign-in, a sign-out, messages kept in the session), which Django's middleware makes after the view.
It leaves the API's JSON errors alone (``runs.api.errors`` answers both there; the API writes no session).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.contrib.sessions.middleware import SessionMiddleware
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string

from runs.worker.storage import cache_failure, storage_failure

API_PREFIX = "/api/"
_log = logging.getLogger("django.request")


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
        return storage_refused(request, exception)


def storage_refused(request: HttpRequest, exception: Exception) -> HttpResponse | None:
    """The 503 page naming the store when ``exception`` is the database refusing the work or the cache (Redis)
    unreachable — the login throttle counts there, the nav's counts are kept there — else None."""
    if failure := storage_failure(exception):  # no request context: its processors read the database that failed
        return HttpResponse(render_to_string("503.html", {"failure": failure}), status=503)
    if trouble := cache_failure(exception):  # nor here: the nav's processor reads the cache that failed
        _log.warning("%s", trouble)
        return HttpResponse(render_to_string("503_cache.html", {"trouble": trouble}), status=503)
    return None


class Sessions(SessionMiddleware):
    """Django's session middleware, whose save after the view answers a refused write as :func:`storage_refused`:
    it was a 500 (a new session) or a 400 "the session was deleted" (Django reads any failed update so). The
    session is not saved, so the browser keeps the cookie it had."""

    def process_response(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        try:
            return super().process_response(request, response)
        except Exception as exc:
            cause: BaseException | None = exc
            while cause is not None and not request.path.startswith(API_PREFIX):
                if isinstance(cause, Exception) and (refused := storage_refused(request, cause)):
                    return refused
                cause = cause.__cause__ or cause.__context__
            raise


#: What a form refused by the CSRF check says: in the dashboard that is nearly always a page opened before the user
#: signed in again (a session that expired, a sign-in in another tab, which renews the token), not an attack.
STALE_FORM = (
    "This form was opened before you last signed in (your session ended, or you signed in again in another tab), "
    "so it was not accepted: nothing was done. Reload the page and do it again."
)


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """``CSRF_FAILURE_VIEW``: the dashboard's 403 page saying the form was stale and nothing was done, with a link to
    the page it came from (Django's page said "CSRF verification failed", with its styles blocked by the CSP)."""
    if request.path.startswith(API_PREFIX):
        from django.views.csrf import csrf_failure as django_csrf_failure

        return django_csrf_failure(request, reason)
    from runs.dashboard.access import page_of

    back = page_of(request.path) or request.path
    return render(request, "403.html", {"exception": STALE_FORM, "stale_form": True, "back": back}, status=403)
