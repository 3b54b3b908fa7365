"""``manage.py list_runs [--status …] [--agent …] [--since …] [--json]``: the runs list, newest first."""

import dataclasses
from datetime import UTC, datetime

from django.core.management.base import CommandError
from django.utils import timezone

from runs.dashboard.selectors import BadFilter, RunFilters, run_list
from runs.governance.visibility import redacted_sights
from runs.management.cli import JournalCommand, duration, one_line, shown_id, to_json, too_far_back, too_far_back_error

#: the options whose empty value would silently mean "any"
_TEXT_FILTERS = ("status", "agent", "model", "search")
SINCE_HELP = "created in the last 90m / 2h / 3d / 1w, or since an ISO date or time (2026-12-01, 2026-12-01T08:00Z)"
FIELDS = ("id", "status", "agent", "model_version", "reference", "steps_used", "tokens_used", "cost_used")


class Command(JournalCommand):
    help = "List runs, newest first, with the dashboard's filters; --json for scripts."

    def add_arguments(self, parser):
        parser.add_argument("--status", default=None, help="PENDING, RUNNING, WAITING_MANUAL_CONFIRM, RECOVERING, …")
        parser.add_argument("--agent", default=None)
        parser.add_argument("--model", default=None, help="a model version, e.g. openai:gpt-4o-mini")
        parser.add_argument("--since", default=None, help=SINCE_HELP)
        parser.add_argument("--unverifiable", action="store_true", help="only runs with a call of unknown outcome")
        parser.add_argument("--flagged", action="store_true", help="only runs with a flagged claim")
        parser.add_argument("--search", default=None, help="a run id or reference")
        parser.add_argument("--limit", type=int, default=50, help="at most this many (1-500)")
        parser.add_argument("--cursor", default="", help="the next page (printed after a full page)")
        parser.add_argument("--json", action="store_true", dest="as_json", help="one JSON object: runs and next_cursor")

    def handle(self, **o):
        if not 1 <= o["limit"] <= 500:
            raise CommandError(f"--limit must be between 1 and 500, not {o['limit']}")
        if blank := [f"--{name}" for name in _TEXT_FILTERS if o[name] is not None and not o[name].strip()]:
            # as the API refuses ?agent= : an empty filter given is a mistake, not "every run"
            raise CommandError(f"{', '.join(blank)} given empty: give a value, or leave the option out for every run")
        o = {**o, **{name: o[name] or "" for name in _TEXT_FILTERS}}
        query = {
            "status": o["status"].upper(),
            "agent": o["agent"],
            "model": o["model"],
            "range": "",
            "unverifiable": "1" if o["unverifiable"] else "",
            "flagged": "1" if o["flagged"] else "",
            "q": o["search"],
        }
        try:
            filters = dataclasses.replace(RunFilters.from_query(query), created_after=since(o["since"]))
            sights = redacted_sights()
            page = run_list(filters=filters, cursor=o["cursor"], limit=o["limit"], counted=False, sights=sights)
        except BadFilter as exc:
            raise CommandError(str(exc)) from exc  # names the filter and its valid values
        rows = [
            {f: getattr(r, f) for f in FIELDS}
            | {"reference": sights(r.id).text(r.reference)}  # as the pages show it (and as --search matches it)
            | {"created_at": r.created_at.isoformat(), "last_event_at": r.last_event_at.isoformat()}
            for r in page.runs
        ]
        if o["as_json"]:
            self.stdout.write(to_json({"runs": rows, "next_cursor": page.next_cursor or None}))
            return
        if not rows:
            self.stdout.write("no runs match")
            return
        wide = max(len(r.id) for r in page.runs)  # run ids are 28 characters (24 before December 2026's)
        self.stdout.write(
            f"{'run':<{wide}} {'status':<23} {'agent':<18} {'steps':>5} {'tokens':>9} {'cost':>9}  created"
        )
        for r, row in zip(page.runs, rows, strict=True):
            self.stdout.write(
                f"{r.id:<{wide}} {r.status:<23} {r.agent[:18]:<18} {r.steps_used:>5} {r.tokens_used:>9,} "
                f"{r.cost_used:>9.4f}  {r.created_at:%Y-%m-%d %H:%M:%S}"
                + (f"  ref {one_line(row['reference'])}" if row["reference"] else "")
            )
        if page.next_cursor:
            self.stdout.write(f"more: --cursor {page.next_cursor}")


def since(value: str | None, now: datetime | None = None) -> datetime | None:
    """``--since`` as a moment: a duration back from now (``90m``, ``2h``, ``3d``, ``1w``) or an ISO date or time (one
    without an offset is UTC); CommandError naming the option for anything else."""
    if value is None:
        return None
    if (back := duration(value)) is not None:
        return (now or timezone.now()) - back
    if too_far_back(value):
        raise CommandError(too_far_back_error("--since", value) + ", or give an ISO date (2026-12-01)")
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError:
        raise CommandError(f"--since {shown_id(value)} is neither a duration nor an ISO date: {SINCE_HELP}") from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)
