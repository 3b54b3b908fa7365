"""View guards: login everywhere, then a role (``runs.roles``) checked on the server."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any
from urllib.parse import urlsplit

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from django.shortcuts import render
from django.urls import NoReverseMatch, Resolver404, resolve, reverse
from django.utils.http import url_has_allowed_host_and_scheme

from runs.roles import has_role


def role_required(role: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Redirect anonymous users to the login page; answer 403 to users without ``role``. Outermost, above
    ``require_POST``/``require_GET``: nobody without the role is told which methods a page takes (405) — an anonymous
    GET of a POST-only address signs in back to the page its form is on."""

    def decorate(view: Callable[..., Any]) -> Callable[..., Any]:
        @wraps(view)
        def guarded(request: Any, *args: Any, **kwargs: Any) -> Any:
            if not has_role(request.user, role):
                raise PermissionDenied(f"this needs the {role} role")
            return view(request, *args, **kwargs)

        signed_in = login_required(guarded)

        @wraps(view)
        def entry(request: Any, *args: Any, **kwargs: Any) -> Any:
            if request.user.is_authenticated:
                return signed_in(request, *args, **kwargs)
            if getattr(request, "htmx", False):
                return login_page_for_htmx(request)
            if request.method not in SAFE_METHODS:
                return login_page_for_post(request)
            if form_page := page_of(request.path):  # after signing in, a GET of the POST-only address would be 405
                return redirect_to_login(form_page)
            return signed_in(request, *args, **kwargs)

        return entry

    return decorate


SAFE_METHODS = ("GET", "HEAD", "OPTIONS")

#: What the sign-in page says after a form was sent by a signed-out browser (its session expired, or it signed out
#: in another tab): the form's action is POST-only, so coming back to it after signing in was a bare 405.
SIGNED_OUT_POST = "You were signed out before this was sent: nothing was done. Sign in, then do it again."


def login_page_for_post(request: Any) -> HttpResponse:
    """A form posted with no session goes to the sign-in page, and from there back to the page the form was on (its
    ``Referer``, when it is this site's), never to the POST-only address it was sent to; nothing is done."""
    referer = request.headers.get("Referer", "")
    back = page_of(request.path)
    if referer and url_has_allowed_host_and_scheme(referer, {request.get_host()}, require_https=request.is_secure()):
        parts = urlsplit(referer)
        back = page_of(parts.path) or parts.path + (f"?{parts.query}" if parts.query else "")
    messages.warning(request, SIGNED_OUT_POST)
    return redirect_to_login(back or reverse("runs"))


#: The page each POST-only address's form is on (a refused decision is rendered at the address it was posted to, so
#: a form's ``Referer`` can be one of them too).
POSTED_FROM = {
    "decide": "recovery",
    "retry-verification": "recovery",
    "resume": "recovery",
    "restart": "stuck",
    "approve": "approvals",
    "reject": "approvals",
    "bulk-create": "bulk-jobs",
    "bulk-cancel": "bulk-job",
    "fork": "run",
    "fork-preview": "run",
    "dry-replay": "run",
    "what-if": "run",
    "raw-access": "run",
    "claims:release": "claims:audit",
}


def page_of(path: str) -> str:
    """The page a POST-only ``path``'s form is on; "" for any other path."""
    try:
        match = resolve(path)
    except Resolver404:
        return ""
    page = POSTED_FROM.get(match.view_name)
    if page is None:
        return ""
    kwargs = {k: v for k, v in match.kwargs.items() if k in ("run_id", "job_id")}
    try:
        return reverse(page, kwargs=kwargs)
    except NoReverseMatch:
        return reverse(page)


def sign_out_page(view: Callable[..., Any]) -> Callable[..., Any]:
    """The sign-out view (POST only, CSRF-checked) for a GET: an anonymous visitor goes to the sign-in page, a signed-in
    person (a bookmarked ``/logout/``) gets a page with the sign-out button, not 405. The GET itself signs nobody out
    (a link or an image on another site could)."""

    @wraps(view)
    def entry(request: Any, *args: Any, **kwargs: Any) -> Any:
        if request.method == "GET" and not request.user.is_authenticated:
            return redirect_to_login(reverse("runs"))
        if request.method == "GET":
            return render(request, "registration/logout.html")
        return view(request, *args, **kwargs)

    return entry


def login_page_for_htmx(request: Any) -> HttpResponse:
    """An htmx request with no session (signed out, expired) sends its whole page to the login page: a redirect
    would be followed by the browser and the sign-in page swapped into the table or badge that asked."""
    back = request.htmx.current_url_abs_path or request.get_full_path()
    response = HttpResponse(status=401)
    response["HX-Redirect"] = redirect_to_login(back).url
    return response
