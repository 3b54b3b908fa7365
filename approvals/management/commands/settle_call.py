"""``manage.py settle_call EXECUTION_ID confirm|compensate|dead_letter|retry_same_key --reason …``: settle an
in-doubt call."""

from django.core.management.base import CommandError

from agentops.core.errors import AgentOpsError
from agentops.core.states import UNSETTLED_EXEC
from approvals.services import DECISIONS, DecidedSince, RepeatAfterDoubt, RepeatNotConfirmed, decide_execution
from runs.management.cli import (
    JournalCommand,
    add_actor_argument,
    cli_actor,
    driven_here_note,
    pick_execution,
    report_driven_here,
    whole,
)
from runs.models import Run, ToolExecution
from runs.roles import OPERATOR

DONE = {
    "confirm": "confirmed (it happened); the run continues",
    "compensate": "compensated (its undo ran with its own key); the run continues",
    "dead_letter": "dead-lettered; the run is parked in DEAD_LETTER",
    "retry_same_key": "not executed: it is sent once more, with the same key (a tool without one: a second copy)",
}


class Command(JournalCommand):
    help = (
        "Settle a call whose outcome is unknown (the recovery console's decision): confirm it happened "
        "(--external-ref: where you checked), compensate it (the tool's undo), dead-letter the run, or retry it "
        "with the same key (it did not happen). "
        "Takes the execution id (or a run id with exactly one call in doubt)."
    )

    def add_arguments(self, parser):
        parser.add_argument("execution", help="execution id (show_run lists them) or run id")
        parser.add_argument("decision", choices=DECISIONS)
        parser.add_argument("--reason", required=True, help="why (journaled with the actor)")
        parser.add_argument("--external-ref", default="", help="with confirm: the proof (e.g. the order number)")
        parser.add_argument(
            "--again",
            action="store_true",
            help="retry_same_key of a call that a fork, continuation or sibling of its run already made: confirm that "
            "it is to happen again; refused without (exit 2, nothing written)",
        )
        parser.add_argument(
            "--seen",
            type=whole,
            metavar="SEQ",
            help="the run's journal seq when you checked the call (show_run prints it): a decision on the call "
            "journaled after it is not made again (answered as made if it was yours, refused otherwise), as the "
            "recovery console binds its form to the page",
        )
        parser.add_argument(
            "--again-after-doubt",
            action="store_true",
            help="make the call's last decision again although the call went into doubt again after it (a send "
            "again that was in doubt again): without it or --seen, refused (exit 2, nothing written)",
        )
        add_actor_argument(parser, "who decides")

    def handle(self, execution, decision, reason, external_ref, actor, again, seen, again_after_doubt, **options):
        execution_id = pick_execution(execution, tuple(UNSETTLED_EXEC), "of unknown outcome")
        run_id = ToolExecution.objects.values_list("run_id", flat=True).get(id=execution_id)
        # bound to the head read now, before the call is: a decision journaled meanwhile is not decided over
        head = Run.objects.values_list("last_seq", flat=True).get(id=run_id)
        try:
            already = decide_execution(
                execution_id=execution_id,
                actor=cli_actor(actor, self.stderr.write, OPERATOR),
                decision=decision,
                reason=reason,
                external_ref=external_ref,
                repeat_confirmed=again,
                seen=head if seen is None else seen,
                repeat_after_doubt=again_after_doubt or seen is not None,
            )
        except (RepeatNotConfirmed, RepeatAfterDoubt, DecidedSince) as exc:
            raise CommandError(f"{exc} (nothing was decided)", returncode=2) from exc
        except AgentOpsError as exc:
            raise CommandError(str(exc)) from exc
        if already:  # the same decision again (a retried command): said, nothing written
            self.stdout.write(f"{already}; nothing written")
            return
        note = f"; {driven_here_note(run_id)}" if decision != "dead_letter" else ""
        self.stdout.write(f"{execution_id}: {DONE[decision]}{note}")
        if decision != "dead_letter":
            report_driven_here(self, run_id)
