"""``manage.py verify_chain RUN_ID [--bodies] [--rows]``: check a run's hash chain (``runs.journal.chain``).

Prints one line and exits 0 when the chain holds; exits 1 with the first break otherwise. ``--bodies``
also checks every snapshot's stored context (``runs_event.context``) against its payload's digest,
which the default walk does not read. ``--rows`` walks every row of the journal, not its pages
(``runs.journal.pages``: the copy its readers read): a row edited after its page was written is found so.
"""

from django.core.management.base import CommandError

from runs.journal.chain import verify_chain
from runs.management.cli import JournalCommand
from runs.models import Run


class Command(JournalCommand):
    help = (
        "Verify a run's hash chain (seqs, event ids, hashes, its checkpoint); --bodies also checks each snapshot's "
        "stored context against its digest; --rows walks every row, not the pages. Exit 0: intact, 1: broken."
    )

    def add_arguments(self, parser):
        parser.add_argument("run_id")
        parser.add_argument("--bodies", action="store_true", help="also check each snapshot's stored context")
        parser.add_argument("--rows", action="store_true", help="walk every row of the journal, not its pages")

    def handle(self, run_id, bodies, rows, **options):
        try:
            report = verify_chain(run_id, bodies=bodies, rows=rows)
        except Run.DoesNotExist:
            raise CommandError(f"unknown run {run_id!r}; `python manage.py list_runs` lists the runs") from None
        if not report.ok:
            raise CommandError(f"{run_id}: chain broken at {report.error}", returncode=1)
        checked = (", snapshot bodies checked" if bodies else "") + (", every row walked" if rows else "")
        self.stdout.write(f"{run_id}: chain ok ({report.events} events, {report.purged} purged{checked})")
