"""View guards: login everywhere, then a role (``runs.roles``) checked on the server."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse

from runs.roles import has_role


def role_required(role: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Redirect anonymous users to the login page; answer 403 to users without ``role``."""

    def decorate(view: Callable[..., Any]) -> Callable[..., Any]:
        @wraps(view)
        def guarded(request: Any, *args: Any, **kwargs: Any) -> Any:
            if not has_role(request.user, role):
                raise PermissionDenied(f"this needs the {role} role")
            return view(request, *args, **kwargs)

        signed_in = login_required(guarded)

        @wraps(view)
        def entry(request: Any, *args: Any, **kwargs: Any) -> Any:
            if getattr(request, "htmx", False) and not request.user.is_authenticated:
                return login_page_for_htmx(request)
            return signed_in(request, *args, **kwargs)

        return entry

    return decorate


def login_page_for_htmx(request: Any) -> HttpResponse:
    """An htmx request with no session (signed out, expired) sends its whole page to the login page: a redirect
    would be followed by the browser and the sign-in page swapped into the table or badge that asked."""
    back = request.htmx.current_url_abs_path or request.get_full_path()
    response = HttpResponse(status=401)
    response["HX-Redirect"] = redirect_to_login(back).url
    return response
