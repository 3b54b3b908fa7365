"""``manage.py reject_call EXECUTION_ID --reason …``: reject a held call (nothing runs; the agent is told)."""

from django.core.management.base import CommandError

from agentops.core.errors import AgentOpsError
from agentops.core.states import ExecStatus
from approvals.services import reject_call
from runs.management.cli import JournalCommand, cli_actor, driven_here_note, pick_execution


class Command(JournalCommand):
    help = (
        "Reject a high-risk call waiting for approval: it never runs, the agent receives the rejection as the "
        "tool's result and the run continues. Takes the execution id (or a run id with exactly one held call)."
    )

    def add_arguments(self, parser):
        parser.add_argument("execution", help="execution id (show_run lists them) or run id")
        parser.add_argument("--reason", required=True, help="why (journaled, and shown to the agent)")
        parser.add_argument("--actor", default="", help="who decides (default cli:<os user>)")

    def handle(self, execution, reason, actor, **options):
        execution_id = pick_execution(execution, (ExecStatus.WAITING_MANUAL_CONFIRM,), "waiting for approval")
        try:
            reject_call(execution_id=execution_id, actor=cli_actor(actor), reason=reason)
        except AgentOpsError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(f"{execution_id}: rejected; {driven_here_note()}")
