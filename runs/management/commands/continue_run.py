"""``manage.py continue_run RUN_ID``: continue a replay-refused run as a new run from its latest snapshot."""

from django.core.management.base import CommandError

from agentops.core.errors import AgentOpsError
from runs.management.cli import JournalCommand, add_actor_argument, announce_and_wait, cli_actor, known_run
from runs.roles import OPERATOR
from runs.services import run_continue_as_new


class Command(JournalCommand):
    help = "Continue a stopped run (e.g. refused after a model/prompt change) as a new run; prints the new id."

    def add_arguments(self, parser):
        parser.add_argument("run_id")
        add_actor_argument(parser, "who continues it")

    def handle(self, run_id, **options):
        known_run(run_id)
        actor = cli_actor(options["actor"], self.stderr.write, OPERATOR)
        try:
            run = run_continue_as_new(run_id=run_id, actor=actor)
        except AgentOpsError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(f"{run_id} continued as {run.id}")
        announce_and_wait(self, run.id)
