"""``manage.py retention --older-than-days N [--archive DIR] [--dry-run]``: purge old finished runs' payloads."""

from __future__ import annotations

from django.conf import settings
from django.core.management.base import CommandError, CommandParser

from runs.governance.retention import RetentionError, purge
from runs.management.cli import JournalCommand


class Command(JournalCommand):
    help = "Empty the payloads of COMPLETED / DEAD_LETTER runs older than N days (hashes are kept)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--older-than-days", type=int, default=None, help="default: AGENTOPS_RETENTION_DAYS")
        parser.add_argument(
            "--archive", default=None, help="first write the events, payloads redacted, to DIR/retention-*.jsonl"
        )
        parser.add_argument("--dry-run", action="store_true", help="only count what would be purged")

    def handle(self, *args, **opts) -> None:  # type: ignore[no-untyped-def]
        days = opts["older_than_days"]
        if days is None:
            days = settings.AGENTOPS.get("RETENTION_DAYS") or 0
            if not days:
                raise CommandError("give --older-than-days N (or set AGENTOPS_RETENTION_DAYS)")
        if opts["archive"] is not None and not opts["archive"].strip():  # an unset "$DIR": never purge unarchived
            raise CommandError("--archive is blank: give the directory to archive to, or leave --archive out")
        archive = opts["archive"] or settings.AGENTOPS.get("RETENTION_ARCHIVE_DIR") or None
        try:
            report = purge(older_than_days=days, archive_dir=archive, dry_run=opts["dry_run"])
        except (RetentionError, OSError) as exc:
            raise CommandError(str(exc)) from exc
        verb = "would purge" if report.dry_run else "purged"
        self.stdout.write(
            f"{verb} {report.events} events of {len(report.runs)} runs last active before {report.cutoff:%Y-%m-%d %H:%M} UTC"
        )
        if report.archive:
            self.stdout.write(f"archived to {report.archive}")
        elif archive and not report.dry_run:
            self.stdout.write(f"nothing purged: no archive written to {archive}")
