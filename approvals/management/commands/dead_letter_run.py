"""``manage.py dead_letter_run RUN_ID --reason …``: park a stopped run for good (the dashboard's dead letter)."""

from django.core.management.base import CommandError

from agentops.core.errors import AgentOpsError
from approvals.services import DecidedSince, dead_letter_run
from runs.management.cli import JournalCommand, add_actor_argument, cli_actor, require_run, whole
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
        parser.add_argument(
            "--seen",
            type=whole,
            metavar="SEQ",
            help="the run's journal seq when you checked it (show_run prints it): a run journaled on since — retried, "
            "resumed, a call decided, its agent come back — is not dead-lettered (exit 2, nothing written; your own "
            "dead letter again is answered as made), as the stuck view binds its dead-letter link to the page",
        )
        add_actor_argument(parser, "who decides")

    def handle(self, run, reason, actor, seen, **options):
        require_run(run)
        actor = cli_actor(actor, self.stderr.write, OPERATOR)
        try:
            never_sent = dead_letter_run(run_id=run, actor=actor, reason=reason, seen=seen)
        except DecidedSince as exc:
            raise CommandError(f"{exc} (nothing was written)", returncode=2) from exc
        except AgentOpsError as exc:
            raise CommandError(f"{exc} (nothing was written)") from exc
        status = Run.objects.values_list("status", flat=True).get(id=run)
        self.stdout.write(f"{run}: {status}")
        for said in never_sent:
            self.stdout.write(f"  approved, never sent: {said}")
