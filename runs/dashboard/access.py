"""View guards: login everywhere, then a role (``runs.roles``) checked on the server."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied

from runs.roles import has_role


def role_required(role: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Redirect anonymous users to the login page; answer 403 to users without ``role``."""

    def decorate(view: Callable[..., Any]) -> Callable[..., Any]:
        @wraps(view)
        def guarded(request: Any, *args: Any, **kwargs: Any) -> Any:
            if not has_role(request.user, role):
                raise PermissionDenied(f"this needs the {role} role")
            return view(request, *args, **kwargs)

        return login_required(guarded)

    return decorate
