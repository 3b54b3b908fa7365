"""``manage.py verify_chain RUN_ID [--bodies] [--pages]``: check a run's hash chain (``runs.journal.chain``).

Prints one line and exits 0 when the chain holds; exits 1 with the first break otherwise; exits 2 (a usage error,
as argparse's) for a run id that names no run — a CI check tells "broken" from "no such run" by the code. ``--bodies``
also checks every snapshot's stored context (``runs_event.context``) against its payload's digest,
which the default walk does not read. The walk reads every row of the journal; ``--pages`` walks the
history as whole-history readers are served it (``runs.journal.pages`` and the rows after them) instead.
Either way a whole block whose seal holds (an HMAC made once its chain check held: ``RunHasher.seal_of``) is
proven by it, not hashed event by event, and with ``--pages`` a page whose frame seal holds (``RunHasher.frame_seal``)
by its stored bytes, not unpacked; the line says how many events were. The default stays every row: the rows are
the journal a resume reads, and a row edited under a page that still holds is seen by their walk only.
"""

from django.core.management.base import CommandError

from runs.journal.chain import verify_chain
from runs.management.cli import JournalCommand, unknown_run
from runs.models import Run


class Command(JournalCommand):
    help = (
        "Verify a run's hash chain (seqs, event ids, hashes, its checkpoint); --bodies also checks each snapshot's "
        "stored context against its digest; --pages walks the served copy (pages, then rows). "
        "Exit 0: intact, 1: broken, 2: usage error (an unknown run)."
    )

    def add_arguments(self, parser):
        parser.add_argument("run_id")
        parser.add_argument("--bodies", action="store_true", help="also check each snapshot's stored context")
        parser.add_argument("--pages", action="store_true", help="walk the pages readers are served, then the rows")

    def handle(self, run_id, bodies, pages, **options):
        try:
            report = verify_chain(run_id, bodies=bodies, paged=pages)
        except Run.DoesNotExist:
            raise unknown_run(run_id, returncode=2) from None  # (not 1: the chain of no run is not broken)
        if not report.ok:
            raise CommandError(f"{run_id}: chain broken at {report.error}", returncode=1)
        checked = (", snapshot bodies checked" if bodies else "") + (", its pages walked" if pages else "")
        sealed = f", {report.sealed} proven by their blocks' seals" if report.sealed else ""
        self.stdout.write(f"{run_id}: chain ok ({report.events} events, {report.purged} purged{sealed}{checked})")
