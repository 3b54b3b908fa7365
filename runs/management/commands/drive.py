"""``manage.py drive RUN_ID``: drive one run in this process (what a Celery worker does)."""

from django.core.management.base import CommandError

from agentops.core.errors import AgentOpsError
from agentops.core.states import TERMINAL_RUN
from runs.management.cli import JournalCommand, known_run
from runs.models import Run
from runs.worker.engine import drive_run
from runs.worker.registry import is_external


class Command(JournalCommand):
    help = "Drive one run until it completes, waits for a human, fails or needs recovery."

    def add_arguments(self, parser):
        parser.add_argument("run_id")
        parser.add_argument("--owner", default=None, help="lease owner name (default worker:<host>:<pid>)")
        parser.add_argument("--max-steps", type=int, default=None, help="stop after this many steps")

    def handle(self, run_id, owner, max_steps, **options):
        if max_steps is not None and max_steps < 1:
            raise CommandError(f"--max-steps must be at least 1, not {max_steps}", returncode=2)
        known_run(run_id)
        try:
            outcome = drive_run(run_id, owner=owner, max_steps=max_steps)
        except AgentOpsError as exc:
            raise CommandError(str(exc)) from exc
        if outcome is None:
            status, agent = Run.objects.values_list("status", "agent").get(id=run_id)
            if status in TERMINAL_RUN:
                raise CommandError(f"run {run_id} is {status}: nothing left to drive")
            if is_external(agent):
                raise CommandError(
                    f"run {run_id} is driven by its client through the API (agent {agent!r} is external)"
                )
            raise CommandError(f"run {run_id} is held by another worker; not driven")
        self.stdout.write(f"{run_id}: {outcome}")
