"""Roles: ``viewer`` reads, ``operator`` makes recovery decisions, ``approver`` approves high-risk calls.

Roles are Django groups (created by a migration). Superusers hold every role; operators and
approvers can also read. Enforce with :func:`has_role` on the server for every POST and socket.
"""

from __future__ import annotations

from typing import Any

VIEWER, OPERATOR, APPROVER = "viewer", "operator", "approver"
ROLES = (VIEWER, OPERATOR, APPROVER)


def roles_of(user: Any) -> frozenset[str]:
    """The roles ``user`` holds (empty for anonymous or inactive users and for agents' API keys)."""
    if not getattr(user, "is_authenticated", False) or not user.is_active or not hasattr(user, "groups"):
        return frozenset()
    if user.is_superuser:
        return frozenset(ROLES)
    names = set(user.groups.filter(name__in=ROLES).values_list("name", flat=True))
    if names & {OPERATOR, APPROVER}:
        names.add(VIEWER)
    return frozenset(names)


def has_role(user: Any, role: str) -> bool:
    return role in roles_of(user)
