"""Template context shared by every dashboard page: the user's roles and what needs action (the nav's counts)."""

from __future__ import annotations

from typing import Any

from django.utils.functional import SimpleLazyObject

from runs.dashboard.needs_action import needs_action_counts
from runs.roles import roles_of


def dashboard(request: Any) -> dict[str, Any]:
    roles = roles_of(getattr(request, "user", None))
    # lazy: read (from the cache, at most every few seconds from the database) only by a page that shows the nav
    needs = SimpleLazyObject(needs_action_counts) if roles else {}
    return {"roles": roles, "needs": needs}
