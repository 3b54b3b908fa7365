"""``manage.py create_user NAME --role approver``: a dashboard user with a role (viewer, operator, approver, admin)."""

import os
import secrets
import sys

from django.core.management.base import CommandError

from runs.management.cli import JournalCommand
from runs.roles import USER_ROLES, RoleError, user_create


class Command(JournalCommand):
    help = (
        "Create a dashboard user with one role: viewer reads, operator settles in-doubt calls, approver approves "
        "high-risk calls, admin is a superuser. Without --password-env / --password-stdin a password is generated "
        "and printed once."
    )

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--role", required=True, choices=USER_ROLES)
        parser.add_argument("--email", default="")
        parser.add_argument("--password-env", metavar="VAR", help="read the password from this environment variable")
        parser.add_argument("--password-stdin", action="store_true", help="read the password from standard input")
        parser.add_argument("--update", action="store_true", help="the user exists: set its role and password")

    def handle(self, username, role, email, password_env, password_stdin, update, **options):
        generated = False
        if password_env and password_stdin:
            raise CommandError("give --password-env or --password-stdin, not both")
        if password_env:
            password = os.environ.get(password_env, "")
            if not password:
                raise CommandError(f"--password-env {password_env}: that environment variable is empty or unset")
        elif password_stdin:
            password = sys.stdin.readline().rstrip("\n")
        else:
            password, generated = secrets.token_urlsafe(15), True
        try:
            user = user_create(username=username, role=role, password=password, email=email, update=update)
        except RoleError as exc:
            raise CommandError(str(exc)) from exc
        self.stderr.write(f"user {user.username!r} has the role {role}")
        if generated:
            self.stderr.write("password (shown once, store it now):")
            self.stdout.write(password)
