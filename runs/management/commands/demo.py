"""``manage.py demo``: seed demo users and runs in every state, then serve the dashboard (daphne).

Seeding is idempotent (runs carry ``create_key``s, users are reset), so ``make demo`` can be run
again on the same database. The crashed run is real: a child process drives it and SIGKILLs itself
right after sending an email (``AGENTOPS_CRASH_AT=after_effect:3``); recovery then finds an email
it cannot check (the legacy SMTP relay ignores keys) and parks the run in RECOVERING.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from django.conf import settings
from django.contrib.auth.models import Group, User
from django.core.management.base import CommandError
from django.db import connections

from agentops.demo.ticket import ticket_inputs
from agentops.env import env_choice
from approvals.services import decide_execution
from runs.management.cli import JournalCommand
from runs.models import Run, ToolExecution
from runs.roles import APPROVER, OPERATOR, VIEWER
from runs.services import run_create
from runs.worker import recovery
from runs.worker.engine import drive_until_settled
from runs.worker.housekeeping import start_in_process_beat

USERS = (
    ("viewer", "viewer-demo-pw", [VIEWER], False),
    ("operator", "operator-demo-pw", [OPERATOR], False),
    ("approver", "approver-demo-pw", [APPROVER], False),
    ("admin", "admin-demo-pw", [], True),
)
CRASH_STEP = 3  # the ticket agent's first send_email
MIN_STEP_DELAY, MAX_STEP_DELAY = 0.1, 3600.0


class Command(JournalCommand):
    help = "Seed demo users and runs in every state, then start the dashboard and print URL and credentials."
    quiet_logs = False  # it serves: its logs are the server's

    def add_arguments(self, parser):
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument("--step-delay", type=float, default=2.0, help="seconds between steps of the live run")
        parser.add_argument("--no-serve", action="store_true", help="seed only, do not start the server")

    def handle(self, host, port, step_delay, no_serve, **options):
        if not MIN_STEP_DELAY <= step_delay <= MAX_STEP_DELAY:  # also NaN
            raise CommandError(
                f"--step-delay {step_delay:g}: the live run's pause is {MIN_STEP_DELAY:g} to {MAX_STEP_DELAY:g} seconds "
                "(at 0 the live thread would create runs as fast as it can, filling the database)"
            )
        if not no_serve:
            _check_free(host, port)
        # the worker after seeding, by AGENTOPS_WORKER's rule: a misspelt one (``threads``) was taken as it was, and
        # every run created after it failed at its hand-over
        worker = env_choice("AGENTOPS_DEMO_WORKER", "thread", settings.WORKER_MODES)
        os.environ["AGENTOPS_WORKER"] = "none"  # seeding drives runs itself, in order
        try:
            self._seed_users()
            self._seed_runs()
        finally:
            os.environ["AGENTOPS_WORKER"] = worker
        if no_serve:
            return
        threading.Thread(target=_keep_one_running, args=(step_delay,), daemon=True, name="demo-live").start()
        if not settings.REDIS_URL:
            start_in_process_beat()  # no Celery beat on the embedded default: sweep and checkpoint here
        self._banner(host, port)
        _serve(host, port)

    def _seed_users(self) -> None:
        """Make the demo users that are missing. An existing user of that name keeps its password and roles: the
        demo passwords are published, and a database may hold real users named ``admin`` or ``operator``."""
        kept = []
        for name, password, groups, superuser in USERS:
            user, created = User.objects.get_or_create(username=name)
            if not created:
                if not user.check_password(password):  # not a user an earlier demo made
                    kept.append(name)
                continue
            user.set_password(password)
            user.is_staff = user.is_superuser = superuser
            user.save()
            user.groups.set(Group.objects.filter(name__in=groups))
        self._kept = kept
        if kept:
            self.stdout.write(f"kept existing users (their passwords and roles unchanged): {', '.join(kept)}")

    def _seed_runs(self) -> None:
        for n in range(3):
            _settled("ticket", f"demo:completed:{n}", ticket_inputs(n))
        _settled(
            "billing", "demo:payment", {"invoice": "INV-2041", "amount": 1250, "currency": "EUR", "customer": "ACME"}
        )
        _settled(
            "ticket",
            "demo:failed",
            ticket_inputs(7),
            extra={"budget": {"max_steps": 5, "max_tokens": 400_000, "max_cost": 5.0}},
        )
        # the claims audit: a reply claiming a refund and an email it never made (flagged), and the same
        # in Chinese under the hold policy (held until an operator releases or rewrites it)
        _settled("refunds", "demo:claims:flagged", {"order": "88231", "customer": "Dana"})
        _settled("refunds-strict", "demo:claims:held", {"order": "88232", "customer": "王女士"})
        recovering = _crashed("demo:recovering", ticket_inputs(8))
        dead = _crashed("demo:dead-letter", ticket_inputs(9))
        if dead.status == "RECOVERING":
            for execution in ToolExecution.objects.filter(run=dead, status="TOOL_EXECUTED"):
                decide_execution(
                    execution_id=execution.id,
                    actor="operator",
                    decision="dead_letter",
                    reason="demo: relay log unavailable, parked for the ticket owner",
                )
        seeded = Run.objects.filter(create_key__startswith="demo:").count()
        self.stdout.write(
            f"seeded {seeded} demo runs (recovering: {recovering.id}); {Run.objects.count()} runs in the database"
        )

    def _banner(self, host: str, port: int) -> None:
        url = f"http://{host}:{port}/"
        lines = [
            "",
            f"AgentOps dashboard: {url}",
            f"database: {settings.DATABASES['default']['NAME']}",
            "demo users (username / password — role):",
            *(
                f"  {n:<9} {'(its own)' if n in self._kept else p:<18} {'superuser' if s else ', '.join(g)}"
                for n, p, g, s in USERS
            ),
            "Ctrl-C stops the server.",
            "",
        ]
        self.stdout.write("\n".join(lines))


def _settled(agent: str, key: str, inputs: dict, extra: dict | None = None) -> Run:
    run, created = run_create(agent=agent, inputs=inputs, create_key=key, start=False, extra=extra)
    if created:
        drive_until_settled(run.id)
    return Run.objects.get(id=run.id)


def _crashed(key: str, inputs: dict) -> Run:
    """A legacy-SMTP ticket run killed right after an email left; recovery then parks it in RECOVERING."""
    run, created = run_create(agent="ticket-legacy-smtp", inputs=inputs, create_key=key, start=False)
    if not created:
        return run
    env = os.environ | {"AGENTOPS_CRASH_AT": f"after_effect:{CRASH_STEP}", "AGENTOPS_LEASE_SECONDS": "1"}
    manage = Path(settings.BASE_DIR) / "manage.py"
    child = subprocess.run([sys.executable, str(manage), "drive", run.id], env=env, capture_output=True, timeout=120)
    if child.returncode != -9:
        raise CommandError(
            f"the crash child should have been SIGKILLed; exit {child.returncode}: {child.stderr[-500:]!r}"
        )
    time.sleep(1.2)  # its 1-second lease expires: now it looks like any dead worker's run
    recovery.recover_run(run.id, owner="demo-recovery")
    return Run.objects.get(id=run.id)


def _keep_one_running(step_delay: float) -> None:
    """One ticket run always moving, one step every ``step_delay`` seconds, a new one when it ends."""
    n = 100
    while True:
        n += 1
        try:
            run, _ = run_create(agent="ticket", inputs=ticket_inputs(n), start=False)
            drive_until_settled(run.id, owner="demo-live-worker", step_delay=step_delay)
        except Exception as exc:  # keep the demo alive; the journal shows what happened
            sys.stderr.write(f"demo live run stopped: {exc}\n")
            time.sleep(step_delay)
        finally:
            connections.close_all()


def _check_free(host: str, port: int) -> None:
    """Refuse an address daphne could not listen on, before seeding: it printed Twisted's "Listen failure" and
    the command exited 0 with nothing served."""
    if not 0 < port < 65536:
        raise CommandError(f"cannot serve on {host}:{port}: a port is 1 to 65535; pass --port N")
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as Twisted listens
            probe.bind(address)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise CommandError(
            f"cannot serve on {host}:{port}: {reason}; pass --port N (or --host); with make: make demo ARGS='--port N'"
        ) from None


def _serve(host: str, port: int) -> None:
    from daphne.endpoints import build_endpoint_description_strings
    from daphne.server import Server
    from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler

    from agentops.asgi import application

    Server(
        ASGIStaticFilesHandler(application), endpoints=build_endpoint_description_strings(host=host, port=port)
    ).run()
