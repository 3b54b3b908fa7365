"""``manage.py reject_call EXECUTION_ID --reason …``: reject a held call (nothing runs; the agent is told)."""

from approvals.management.held import HeldCallCommand
from approvals.services import reject_call


class Command(HeldCallCommand):
    help = (
        "Reject a high-risk call waiting for approval: it never runs, the agent receives the rejection as the "
        "tool's result and the run continues. Takes the execution id (or a run id with exactly one held call)."
    )
    done = "rejected"

    def decide(self, execution_id: str, actor: str, reason: str, options: dict) -> str:
        return reject_call(execution_id=execution_id, actor=actor, reason=reason)
