"""``manage.py approve_call EXECUTION_ID --reason …``: approve a held high-risk call (it executes once)."""

from django.core.management.base import CommandError

from agentops.core.errors import AgentOpsError
from agentops.core.states import ExecStatus
from approvals.services import approve_call
from runs.management.cli import JournalCommand, cli_actor, driven_here_note, pick_execution


class Command(JournalCommand):
    help = (
        "Approve a high-risk call waiting for approval: it executes once, with its idempotency key, and the run "
        "continues. Takes the execution id (or a run id with exactly one held call)."
    )

    def add_arguments(self, parser):
        parser.add_argument("execution", help="execution id (show_run lists them) or run id")
        parser.add_argument("--reason", required=True, help="why (journaled with the actor)")
        parser.add_argument("--actor", default="", help="who decides (default cli:<os user>)")
        parser.add_argument("--key", default=None, help="the idempotency key you reviewed: refused if it differs")

    def handle(self, execution, reason, actor, key, **options):
        execution_id = pick_execution(execution, (ExecStatus.WAITING_MANUAL_CONFIRM,), "waiting for approval")
        try:
            approve_call(execution_id=execution_id, actor=cli_actor(actor), reason=reason, idem_key_seen=key)
        except AgentOpsError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(f"{execution_id}: approved; {driven_here_note()}")
