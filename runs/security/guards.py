"""Request guards that run before any view: what no view could store or parse is refused here, once.

- A NUL byte anywhere in the path, the query or a submitted form (PostgreSQL cannot store it in a
  text column, so every filter and lookup would fail on it) → 400: the API answers its JSON error
  envelope (``invalid_input``), the dashboard a page that says what was wrong and links back.
- A query or form Django refuses to parse (more than ``DATA_UPLOAD_MAX_NUMBER_FIELDS`` fields, a
  form body over ``DATA_UPLOAD_MAX_MEMORY_SIZE``, a URL-encoded form declaring a charset other than UTF-8)
  → 400 the same way, instead of Django's bare "Bad Request (400)" (or, with ``DEBUG``, a 500: its
  technical page reads the form again to show it, and the charset's refusal raised there).
- A dashboard form whose bytes are not UTF-8 (``reason=%FF%FE``) → 400 the same way: Django decodes them as U+FFFD,
  and a decision was journaled with the reason "���" (qa-ops5). A decision form's field given more than once is
  refused by :func:`single_valued`, on the views that decide (Django read the last one).
- API bodies (``/api/``): a declared ``Content-Length`` over ``AGENTOPS_API_MAX_BODY`` → 413
  ``payload_too_large`` before Django reads the body (its own limit answers an HTML 400), for any
  content type; a smaller body that is not JSON is DRF's 415 after authentication. A body sent in chunks
  (``Transfer-Encoding``, no ``Content-Length``) → 411 ``length_required``: DRF reads a body by its length, so it
  was read as empty (``{}``) and answered as if nothing had been sent.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any
from urllib.parse import parse_qsl

from django.conf import settings
from django.core.exceptions import BadRequest, SuspiciousOperation
from django.http import HttpRequest, HttpResponse, JsonResponse, QueryDict
from django.shortcuts import render

API_PREFIX = "/api/"
_BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
_FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def api_error(code: str, message: str, status: int, details: Any = None) -> JsonResponse:
    """The API's error envelope (docs/api.md), for answers given before DRF runs."""
    return JsonResponse({"error": {"code": code, "message": message, "details": details or {}}}, status=status)


def _has_nul(query: QueryDict) -> bool:
    return any("\x00" in key or any("\x00" in value for value in values) for key, values in query.lists())


def _nul_in(request: HttpRequest, *, api: bool) -> str | None:
    """Where a NUL byte is in the request (``"path"``, ``"query"``, ``"form"``), or ``None``."""
    if not api and "\x00" in request.path:  # API paths: an id with a NUL is an unknown id (404)
        return "path"
    if _has_nul(request.GET):
        return "query"
    form = not api and request.method in _BODY_METHODS and request.content_type in _FORM_TYPES
    return "form" if form and _has_nul(request.POST) else None


def _not_utf8(request: HttpRequest, *, api: bool) -> bool:
    """Whether a dashboard's URL-encoded form (read already: its body is kept) has bytes that are not UTF-8, raw or
    percent-encoded: Django's parser replaces them with U+FFFD, so the view never knows."""
    if api or request.method not in _BODY_METHODS or request.content_type != _FORM_TYPES[0]:
        return False
    try:
        parse_qsl(request.body.decode(), keep_blank_values=True, errors="strict")
    except UnicodeDecodeError:
        return True
    return False


def _body_refusal(request: HttpRequest) -> JsonResponse | None:
    if request.method not in _BODY_METHODS:
        return None
    limit = int(settings.AGENTOPS["API_MAX_BODY"])
    try:
        declared = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return api_error("invalid_input", "Content-Length is not a number", 400)
    if declared > limit:
        return api_error("payload_too_large", f"request body is larger than {limit} bytes (AGENTOPS_API_MAX_BODY)", 413)
    if not declared and request.META.get("HTTP_TRANSFER_ENCODING"):  # DRF reads a body only by its Content-Length
        return api_error(
            "length_required",
            "send the request body with a Content-Length header: a body sent in chunks (Transfer-Encoding) is not read",
            411,
        )
    return None


class RequestGuardMiddleware:
    """Refuses requests that no view can handle safely (see the module docstring)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        api = request.path.startswith(API_PREFIX)
        if api and (refused := _body_refusal(request)) is not None:
            return refused
        try:
            where = _nul_in(request, api=api)
        except (SuspiciousOperation, BadRequest) as exc:  # too many fields, too large, not UTF-8: parsing refused
            return _refusal(request, api=api, where="request", message=str(exc))
        if where is not None:
            return _refusal(request, api=api, where=where, message=f"NUL characters are not allowed (in the {where})")
        if _not_utf8(request, api=api):
            return _refusal(request, api=api, where="form", message="the form is not UTF-8: nothing was done")
        return self.get_response(request)


def given_twice(params: Any) -> str:
    """``'name' is given more than once: give it once`` for the first name (in order, cut to 40 characters) that
    ``params`` (a ``QueryDict``) gives more than once, or "": Django reads the last value, so what was asked for was
    not what was answered (a form's decision, an export's filter, a page's chip)."""
    twice = sorted(name for name, values in params.lists() if len(values) > 1) if hasattr(params, "lists") else []
    return f"{twice[0][:40]!r} is given more than once: give it once" if twice else ""


def single_valued(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A decision form's view: a field given more than once (``reason=a&reason=b``, ``decision`` twice) is a 400 that
    names it, nothing decided — Django read the last value, so what was decided was not what the form showed.
    Innermost, under the role and method checks (a viewer is told 403 first)."""

    @wraps(view)
    def checked(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        if twice := given_twice(request.POST):
            return _refusal(request, api=False, where="form", message=f"{twice}; nothing was done")
        return view(request, *args, **kwargs)

    return checked


def _refusal(request: HttpRequest, *, api: bool, where: str, message: str) -> HttpResponse:
    """A 400: the API's error envelope, or the dashboard's page saying what was wrong with a link back."""
    if api:
        return api_error("invalid_input", message, 400, {where: [message]})
    back = request.path if where != "path" else "/"
    return render(request, "bad_request.html", {"error": message, "back": back}, status=400)
