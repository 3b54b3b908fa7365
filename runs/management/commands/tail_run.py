"""``manage.py tail_run RUN_ID``: print a run's timeline and follow it until the run stops."""

import time

from django.core.management.base import CommandError

from agentops.core.states import TERMINAL_RUN
from runs.dashboard.selectors import timeline_after
from runs.governance.visibility import redacted_sights
from runs.management.cli import JournalCommand, event_line, known_run, what_next
from runs.models import Run

#: Run states in which nothing moves until a human acts (tail_run --until-stopped ends there too).
HUMAN_WAIT = frozenset({"WAITING_MANUAL_CONFIRM", "RECOVERING"})


class Command(JournalCommand):
    help = (
        "Print a run's timeline (redacted) and follow it, like `tail -f`, until the run completes, fails or is "
        "dead-lettered (--until-stopped: also when it waits for a human). The journal is polled: it works from "
        "any machine that reaches the database."
    )

    def add_arguments(self, parser):
        parser.add_argument("run_id")
        parser.add_argument("--after", type=int, default=0, help="start after this journal seq")
        parser.add_argument("--no-follow", action="store_true", help="print what is there and stop")
        parser.add_argument("--until-stopped", action="store_true", help="also stop when the run waits for a human")
        parser.add_argument(
            "--timeout",
            type=float,
            default=0,
            help="stop following after this many seconds (exit 1); 0, the default: no limit",
        )
        parser.add_argument("--interval", type=float, default=0.5, help="seconds between polls")

    def handle(self, run_id, after, no_follow, until_stopped, timeout, interval, **options):
        known_run(run_id)
        # nan passed every comparison and inf no test: time.sleep() then raised out of the command
        if after < 0 or not 0 < interval <= 3600 or not 0 <= timeout < float("inf"):
            raise CommandError("--after and --timeout take 0 or more, --interval more than 0 up to 3600 (seconds)")
        deadline = time.monotonic() + timeout if timeout else None
        stop = TERMINAL_RUN | (HUMAN_WAIT if until_stopped else frozenset())
        while True:
            # the status first: a run's last event commits with its status, so a stop seen here is
            # never ahead of the events read next
            status = Run.objects.values_list("status", flat=True).get(id=run_id)
            # as a viewer's pages show it, with the run's names up to its head now (a fresh sight each poll)
            page = timeline_after(run_id=run_id, after=after, sight=redacted_sights()(run_id))
            for item in page["events"]:
                self.stdout.write(event_line(item))
                after = item["seq"]
            if page["events"]:
                self.stdout.flush()
                continue  # drain the backlog before judging the status
            if no_follow or status in stop:
                self.stdout.write(f"{run_id}: {status}{what_next(run_id, status)}")
                return
            if deadline is not None and time.monotonic() >= deadline:
                raise CommandError(f"{run_id} is still {status} after {timeout:g} s (followed up to seq {after})")
            time.sleep(interval)
