"""``manage.py crashbench --runs 200 --seed 7 [--json]``: naive vs durable over random crashes."""

import json

from django.core.management.base import CommandError

from runs.demo.crashbench import CRASH_SITES, crashbench
from runs.management.cli import OneLineCommand

COLUMNS = [
    ("runs", "runs"),
    ("tokens_mean", "tokens mean"),
    ("tokens_max", "tokens max"),
    ("model_calls_mean", "model calls mean"),
    ("emails_mean", "emails mean"),
    ("emails_min", "emails min"),
    ("emails_max", "emails max"),
    ("runs_with_duplicates", "runs with duplicates"),
    ("crashes", "SIGKILLs"),
    ("seconds", "seconds"),
]


def table(report: dict) -> str:
    """The report as the seed's table: one row per scenario."""
    rows = [["scenario", *(title for _, title in COLUMNS)]]
    for scenario in ("baseline", "naive", "durable"):
        rows.append([scenario, *(str(report[scenario][key]) for key, _ in COLUMNS)])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = [
        " | ".join(cell.rjust(w) if i else cell.ljust(w) for i, (cell, w) in enumerate(zip(r, widths, strict=True)))
        for r in rows
    ]
    lines.insert(1, "-+-".join("-" * w for w in widths))
    return "\n".join(lines)


class Command(OneLineCommand):
    help = (
        "Crash ticket runs at random points (real SIGKILLs) and compare naive rerun-from-scratch with durable resume."
    )

    def add_arguments(self, parser):
        parser.add_argument("--runs", type=int, default=200, help="runs per scenario (1-10000)")
        parser.add_argument("--seed", type=int, default=7, help="seed of the crash points")
        parser.add_argument("--crashes", type=int, default=1, help="SIGKILLs per run (1-10)")
        parser.add_argument("--json", action="store_true", dest="as_json", help="print the report as JSON")

    def handle(self, runs, seed, crashes, as_json, **options):
        if not 1 <= runs <= 10_000:
            raise CommandError("--runs must be between 1 and 10000")
        if not 1 <= crashes <= 10:
            raise CommandError("--crashes must be between 1 and 10")
        if seed < 0:
            raise CommandError("--seed must be a non-negative integer")
        try:
            report = crashbench(runs=runs, seed=seed, crashes=crashes)
        except RuntimeError as exc:
            raise CommandError(str(exc)) from exc
        if as_json:
            self.stdout.write(json.dumps(report, indent=2))
        else:
            self.stdout.write(
                f"crashbench: {runs} runs per scenario, seed {seed}, {crashes} SIGKILL(s) a run, "
                f"{len(CRASH_SITES)} crash sites\n"
            )
            self.stdout.write(table(report))
            self.stdout.write(f"durable tokens equal to baseline: {report['durable']['tokens_equal_baseline']}")
