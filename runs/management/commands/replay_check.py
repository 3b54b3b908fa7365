"""``manage.py replay_check --agent NAME --since 7d [--limit N]``: a regression check for an agent team's CI.

Dry-replays the agent's finished runs of the period against the current code (0 tokens, 0 side
effects, nothing written) and prints one line per run and one per divergence. Exit codes: 0 no
divergence, 1 a divergence (or a run that could not be replayed), 2 bad arguments.
"""

from django.core.management.base import CommandError

from agentops.core.errors import AgentOpsError
from runs.governance.visibility import REDACTED
from runs.management.cli import JournalCommand, duration, shown_id, too_far_back, too_far_back_error
from runs.timetravel.replay import replay_check


class Command(JournalCommand):
    help = (
        "Dry-replay an agent's recorded runs against the current code and exit non-zero on any divergence "
        "(exit 0: none, 1: divergence or unreplayable run, 2: bad arguments)."
    )

    def add_arguments(self, parser):
        parser.add_argument("--agent", required=True, help="a registered agent (not an external one)")
        parser.add_argument("--since", default="7d", help="how far back: 30m, 12h, 7d, 2w (default 7d)")
        parser.add_argument("--limit", type=int, default=None, help="at most N runs, newest first")
        parser.add_argument("--verbose-divergences", type=int, default=5, help="divergences printed per run")

    def handle(self, agent, since, limit, verbose_divergences, **options):
        period = duration(since)
        if too_far_back(since):
            raise CommandError(too_far_back_error("--since", since), returncode=2)
        if period is None:
            raise CommandError(
                f"--since takes a positive duration such as 30m, 12h, 7d or 2w, not {shown_id(since)}", returncode=2
            )
        if limit is not None and limit < 1:
            raise CommandError("--limit must be at least 1", returncode=2)
        if verbose_divergences < 0:
            raise CommandError(f"--verbose-divergences must be 0 or more, not {verbose_divergences}", returncode=2)
        checked = diverged = failed = skipped = 0
        try:
            for result in replay_check(agent=agent, since=period, limit=limit):
                checked += 1
                if result.skipped:  # nothing to replay, nothing wrong with the code: not a failure
                    skipped += 1
                    self.stdout.write(f"{result.run_id}: SKIPPED: {result.skipped}")
                    continue
                if result.report is None:
                    failed += 1
                    self.stdout.write(f"{result.run_id}: NOT REPLAYED: {result.error}")
                    continue
                report = result.report
                if not report.divergences:
                    self.stdout.write(
                        f"{result.run_id}: ok ({len(report.replayed_steps)} steps from step {report.from_step}, "
                        f"{report.answered_from_journal} calls answered from the journal, 0 model calls)"
                    )
                else:
                    diverged += 1
                    first = report.divergences[0]
                    self.stdout.write(
                        f"{result.run_id}: DIVERGED at step {first.step}: {len(report.divergences)} divergence(s)"
                    )
                for note in report.notes:  # what changed without diverging: the model, the tool set
                    self.stdout.write(f"  note: {note}")
                for d in report.divergences[:verbose_divergences]:
                    call = "" if d.call_index is None else f" call {d.call_index}"
                    self.stdout.write(f"  step {d.step}{call}: {d.kind}: {_short(d.recorded)} → {_short(d.now)}")
        except AgentOpsError as exc:
            raise CommandError(str(exc), returncode=2) from exc
        self.stdout.write(
            f"{checked} run(s) of {agent} since {since}: {checked - diverged - failed - skipped} ok, {diverged} "
            f"diverged, {failed} not replayed" + (f", {skipped} skipped (purged by retention)" if skipped else "")
        )
        if diverged or failed:
            raise CommandError(f"{diverged + failed} run(s) diverged or could not be replayed", returncode=1)


def _short(value) -> str:
    """A divergence's side, redacted as the reports' pages show it (this output ends up in CI logs): a prompt
    rendered from the run's inputs, a reply, arguments."""
    text = repr(REDACTED.value(value))
    return text if len(text) <= 90 else text[:87] + "..."
