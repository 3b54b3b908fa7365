"""``manage.py refresh_seen_references [--check] [--all] [--batch N]``: make the runs' seen references again under the current
redaction (after a change of ``AGENTOPS_REDACTION_KEY``: ``runs.governance.seen_references``)."""

from __future__ import annotations

from django.core.management.base import CommandError, CommandParser

from runs.governance.seen_references import BATCH, refresh, stale
from runs.management.cli import JournalCommand
from runs.models import Run

#: the most rows one read may take
MAX_BATCH = 50_000


class Command(JournalCommand):
    help = (
        "Redact the runs' references again under the current redaction key, so a search for a pseudonym the pages "
        "show finds them; run once after changing AGENTOPS_REDACTION_KEY."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--check", action="store_true", help="only count the stale runs; exit 1 if there are any")
        parser.add_argument(
            "--all", action="store_true", help="every run with a reference, not only those made under another key"
        )
        parser.add_argument("--batch", type=int, default=BATCH, help=f"runs read at a time (default {BATCH})")

    def handle(self, *args, **opts) -> None:  # type: ignore[no-untyped-def]
        if not 1 <= opts["batch"] <= MAX_BATCH:
            raise CommandError(f"--batch must be between 1 and {MAX_BATCH}, not {opts['batch']}")
        runs = Run.objects.all()
        if opts["check"]:
            count = stale(runs).count()
            if count:
                raise CommandError(
                    f"{count} runs' references were redacted under another key: run this without --check"
                )
            self.stdout.write("every run's reference is redacted under the current key")
            return
        done = refresh(runs, batch=opts["batch"], every=opts["all"])
        self.stdout.write(f"{done} runs' references redacted again under the current key")
