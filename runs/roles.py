"""Roles: ``viewer`` reads, ``operator`` makes recovery decisions, ``approver`` approves high-risk calls.

Roles are Django groups (created by a migration). Superusers hold every role; operators and
approvers can also read. Enforce with :func:`has_role` on the server for every POST and socket;
:func:`user_create` (``manage.py create_user``) makes a user with a role.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.db import transaction

from agentops.core.canon import unstorable

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


def username_has_role(username: str, role: str) -> bool:
    """Whether the user named ``username`` holds ``role`` now (false for an unknown or inactive user): what a
    decision carried out later in a person's name (a bulk job's items) checks again, as an open socket does."""
    return has_role(get_user_model().objects.filter(username=username).first(), role)


ADMIN = "admin"
#: What ``create_user --role`` accepts: a role group, or ``admin`` (a superuser: every role and /admin/).
USER_ROLES = (*ROLES, ADMIN)


class RoleError(ValueError):
    """A user cannot be given that role (unknown role, user exists, password refused)."""


def user_create(*, username: str, role: str, password: str, email: str = "", update: bool = False) -> Any:
    """Create (or with ``update``, change) a dashboard user holding ``role``; returns the user.

    ``admin`` makes a superuser; any other role is the membership of its group (created by a
    migration). The password is checked by the deployment's password validators.
    """
    if role not in USER_ROLES:
        raise RoleError(f"unknown role {role!r}; choose one of {', '.join(USER_ROLES)}")
    username = username.strip()
    if not username:
        raise RoleError("the username is empty")
    users = get_user_model()
    for name, value in (("username", username), ("email", email)):
        try:  # the column's length and the model's own validators (a username's characters, an e-mail's form)
            users._meta.get_field(name).clean(value, None)
        except ValidationError as exc:
            raise RoleError(f"{name} refused: {' '.join(exc.messages)}") from exc
    existing = users.objects.filter(username=username).first()
    if existing is not None and not update:
        raise RoleError(f"user {username!r} already exists; pass --update to give it the role {role!r}")
    user = existing or users(username=username, email=email)
    if unstorable(password):  # undecodable bytes on stdin or in the variable (lone surrogates): no UTF-8 to hash
        raise RoleError("password refused: it is not valid UTF-8 text")
    try:
        validate_password(password, user)
    except ValidationError as exc:
        raise RoleError(f"password refused: {' '.join(exc.messages)}") from exc
    with transaction.atomic():
        user.set_password(password)
        user.is_superuser = user.is_staff = role == ADMIN
        if email:
            user.email = email
        user.save()
        # the migration made the groups; a flushed database (or one restored without them) gets them back
        user.groups.set([] if role == ADMIN else [Group.objects.get_or_create(name=role)[0]])
    return user
