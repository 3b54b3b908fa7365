"""``manage.py approve_call EXECUTION_ID --reason … [--amount …] [--again]``: approve a held high-risk call (it executes
once)."""

from django.core.management.base import CommandError

from agentops.redaction import PSEUDONYM
from approvals.management.held import HeldCallCommand
from approvals.services import AmountNotTyped, RepeatNotConfirmed, approve_call
from runs.governance.visibility import redacted_sights


class Command(HeldCallCommand):
    help = (
        "Approve a high-risk call waiting for approval: it executes once, with its idempotency key, and the run "
        "continues. Takes the execution id (or a run id with exactly one held call)."
    )
    done = "approved"

    def add_arguments(self, parser):
        super().add_arguments(parser)
        parser.add_argument(
            "--key",
            default=None,
            help="the idempotency key you reviewed (as stored, or its <idem_key:…> as show_run shows it): "
            "refused if it differs",
        )
        parser.add_argument(
            "--amount",
            default="",
            help="a payment at or over AGENTOPS_CONFIRM_AMOUNT: its amount, typed as on the page "
            "(1250, '1,250' or '1 250 EUR'); refused (exit 2, nothing written) if missing or different",
        )
        parser.add_argument(
            "--again",
            action="store_true",
            help="a fork's call that its parent run already made (same tool and arguments, another idempotency key): "
            "confirm that it is to happen again; refused without (exit 2, nothing written)",
        )

    def decide(self, execution_id: str, actor: str, reason: str, options: dict) -> str:
        key = options["key"]
        seen_by = redacted_sights() if key and PSEUDONYM.fullmatch(key) else None
        try:
            return approve_call(
                execution_id=execution_id,
                actor=actor,
                reason=reason,
                idem_key_seen=key,
                seen_by=seen_by,
                typed_amount=options["amount"],
                repeat_confirmed=options["again"],
            )
        except AmountNotTyped as exc:
            raise CommandError(f"{exc}: pass it as --amount (nothing was approved)", returncode=2) from exc
        except RepeatNotConfirmed as exc:
            raise CommandError(f"{exc} (nothing was approved)", returncode=2) from exc
