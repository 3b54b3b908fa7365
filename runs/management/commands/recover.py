"""``manage.py recover``: one recovery sweep (what the periodic task does), with a report."""

from runs.journal.store import db_now
from runs.management.cli import JournalCommand
from runs.worker.dispatch import wait_in_process
from runs.worker.recovery import live_leases, sweep, verify_pending


class Command(JournalCommand):
    help = (
        "Take over runs whose lease expired, re-enqueue stranded runs, optionally poll pending verifiers; "
        "say which runs wait for a live lease to expire, and until when."
    )

    def add_arguments(self, parser):
        parser.add_argument("--verify", action="store_true", help="also poll verifiers of unconfirmed executions")

    def handle(self, verify, **options):
        report = sweep()
        if verify:
            report.update(verify_pending())
        wait_in_process()  # the embedded default drives the runs it took over in this process: not cut short by exit
        now = db_now()  # the leases' clock: "(in N s)" is what is left of the lease, whatever this host's clock says
        waiting = [row for row in live_leases(now) if row[0] not in report]
        if not report and not waiting:
            self.stdout.write("nothing to recover")
        for item, outcome in report.items():
            self.stdout.write(f"{item}: {outcome}")
        for run_id, status, owner, expires in waiting:
            left = max(0, round((expires - now).total_seconds()))
            self.stdout.write(
                f"{run_id}: {status}, lease held by {owner} until {expires:%Y-%m-%d %H:%M:%S} UTC (in {left} s); "
                "if that worker is dead, the run is taken over once the lease expires (run `recover` again then)"
            )
