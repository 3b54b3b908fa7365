"""``manage.py recover``: one recovery sweep (what the periodic task does), with a report."""

from django.core.management.base import BaseCommand

from runs.worker.recovery import sweep, verify_pending


class Command(BaseCommand):
    help = "Take over runs whose lease expired, re-enqueue stranded runs, optionally poll pending verifiers."

    def add_arguments(self, parser):
        parser.add_argument("--verify", action="store_true", help="also poll verifiers of unconfirmed executions")

    def handle(self, verify, **options):
        report = sweep()
        if verify:
            report.update(verify_pending())
        if not report:
            self.stdout.write("nothing to recover")
        for item, outcome in report.items():
            self.stdout.write(f"{item}: {outcome}")
