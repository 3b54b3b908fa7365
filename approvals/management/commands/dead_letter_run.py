"""``manage.py dead_letter_run RUN_ID --reason …``: park a stopped run for good (the dashboard's dead letter)."""

from django.core.management.base import CommandError

from agentops.core.errors import AgentOpsError
from approvals.services import dead_letter_run
from runs.management.cli import JournalCommand, add_actor_argument, cli_actor, require_run
from runs.models import Run
from runs.roles import OPERATOR


class Command(JournalCommand):
    help = (
        "Dead-letter a run that nothing will move on (the dashboard's dead letter, one run): a PENDING, waiting, "
        "RECOVERING or FAILED run. Its calls in doubt, held for approval, or approved and not sent yet (an API-driven "
        "run whose agent never came back for its approved call) are dead-lettered with it: they are never sent."
    )

    def add_arguments(self, parser):
        parser.add_argument("run", help="run id (list_runs lists them)")
        parser.add_argument("--reason", required=True, help="why (journaled with the actor)")
        add_actor_argument(parser, "who decides")

    def handle(self, run, reason, actor, **options):
        require_run(run)
        try:
            never_sent = dead_letter_run(run_id=run, actor=cli_actor(actor, self.stderr.write, OPERATOR), reason=reason)
        except AgentOpsError as exc:
            raise CommandError(f"{exc} (nothing was written)") from exc
        status = Run.objects.values_list("status", flat=True).get(id=run)
        self.stdout.write(f"{run}: {status}")
        for said in never_sent:
            self.stdout.write(f"  approved, never sent: {said}")
