"""Template context shared by every dashboard page: the user's roles and queue sizes for the nav."""

from __future__ import annotations

from typing import Any

from runs.roles import roles_of


def dashboard(request: Any) -> dict[str, Any]:
    return {"roles": roles_of(getattr(request, "user", None))}
