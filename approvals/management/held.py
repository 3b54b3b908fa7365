"""What approve_call and reject_call share: a held call named by execution or run id, a reason, an actor."""

from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError

from agentops.core.errors import AgentOpsError
from agentops.core.states import ExecStatus
from runs.management.cli import (
    JournalCommand,
    add_actor_argument,
    cli_actor,
    driven_here_note,
    pick_execution,
    report_driven_here,
)
from runs.models import ToolExecution
from runs.roles import APPROVER


class HeldCallCommand(JournalCommand):
    """A decision on a call in WAITING_MANUAL_CONFIRM; subclasses say which (``decide``) and how it reads (``done``)."""

    done = ""

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("execution", help="execution id (show_run lists them) or run id")
        parser.add_argument("--reason", required=True, help="why (journaled with the actor)")
        add_actor_argument(parser, "who decides")

    def decide(self, execution_id: str, actor: str, reason: str, options: dict[str, Any]) -> str:
        """Make the decision: "", or the notice that this actor had already made it (nothing written)."""
        raise NotImplementedError

    def handle(self, execution: str, reason: str, actor: str, **options: Any) -> None:
        execution_id = pick_execution(execution, (ExecStatus.WAITING_MANUAL_CONFIRM,), "waiting for approval")
        try:
            already = self.decide(execution_id, cli_actor(actor, self.stderr.write, APPROVER), reason, options)
        except AgentOpsError as exc:
            raise CommandError(str(exc)) from exc
        if already:  # the same decision again (a retried command): said, nothing written
            self.stdout.write(f"{already}; nothing written")
            return
        run_id = ToolExecution.objects.values_list("run_id", flat=True).get(id=execution_id)
        self.stdout.write(f"{execution_id}: {self.done}; {driven_here_note(run_id)}")
        report_driven_here(self, run_id)
