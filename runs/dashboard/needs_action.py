"""What needs a human: the navigation's counts and the stuck-runs view. Reads only.

A run is *stuck* in one of five ways, ``runs.worker.stuck`` (each run in at most one, so the counts add up).

Every query starts from one status's rows (the ``run_status_*`` indexes) and reads at most a LIMIT:
runs that need a human are few next to the finished ones, so the page and the counts cost about the
same with 100 runs or 100,000 (``bench/dashboard.py``). ``last_event_at`` is deliberately not
indexed: it changes on every append, and an index on it would make every append's run update
write all of the run table's indexes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from django.core.cache import cache
from django.db import connection
from django.db.models import QuerySet

from agentops.core.states import TERMINAL_RUN, UNSETTLED_EXEC, ExecStatus
from runs.journal.store import db_now
from runs.models import Run, ToolExecution
from runs.models.claims import Reply, ReplyStatus
from runs.worker.recovery import parked_for_recheck, rechecked_parks
from runs.worker.registry import is_external
from runs.worker.retryable import spent_budgets
from runs.worker.stuck import KINDS, RESTART_ACTIONS, Windows, restart_action, stuck_queries

#: Counts in the navigation are exact up to this and show ``999+`` beyond.
COUNT_CAP = 999
#: Rows of the stuck view (the longest stuck; the chips count them all).
STUCK_LIMIT = 100
#: The navigation's counts are read at most once per this many seconds (every page shows them).
CACHE_SECONDS = 5
#: What a row that only its API client can move offers: a link to the bulk preview (the server cannot drive it);
#: any other row's button is what the service does to the run now (``runs.worker.stuck.restart_action``).
CLIENT_ACTION = "Dead-letter…"


def _capped(rows: QuerySet) -> int:
    return rows.order_by()[: COUNT_CAP + 1].count()


def stuck_counts(w: Windows | None = None) -> dict[str, int]:
    """How many runs are stuck in each way (exact up to :data:`COUNT_CAP`)."""
    return {kind: _capped(rows) for kind, rows in stuck_queries(w or Windows.at()).items()}


@dataclass(frozen=True)
class StuckRun:
    run: Run
    kind: str
    since: datetime
    age: timedelta
    #: why a failed run's retry is refused (``runs.worker.retryable``: its budget is spent), else "": its row then
    #: offers the fork with a larger cap, not a *Retry* the service refuses
    retry_refused: str = ""

    @property
    def age_seconds(self) -> int:
        return int(self.age.total_seconds())

    @property
    def why(self) -> str:
        return KINDS[self.kind]

    @property
    def client_driven(self) -> bool:
        """Only its API client moves it (the server cannot start or drive it): the row offers the dead letter."""
        return self.kind == "client" or (self.kind == "pending" and is_external(self.run.agent))

    @property
    def retried_by_its_agent(self) -> bool:
        """A failed external run's automatic retry is its agent's to make when it comes back: the server's sweep
        retries its own agents' runs only (``runs.worker.retries.due_retries``)."""
        return self.kind == "failed" and self.run.next_retry_at is not None and is_external(self.run.agent)

    @property
    def offered(self) -> str:
        """What its button does (``restart_action``): its form sends it, and a run moved since is refused, not
        given another action (a *Recover now* arriving after the run failed for good retried it)."""
        return restart_action(self.run)

    @property
    def action(self) -> str:
        return CLIENT_ACTION if self.client_driven else RESTART_ACTIONS.get(self.offered, "Resume")


#: What a stuck row shows (``runs.dashboard.render.stuck_row``).
STUCK_FIELDS = (
    "id", "agent", "status", "reference", "lease_owner", "lease_expires_at", "fencing_token",
    "retry_count", "next_retry_at", "created_at", "last_event_at", "last_seq",
)  # fmt: skip


def _since(kind: str, run: Run) -> datetime:
    return run.lease_expires_at if kind == "expired" and run.lease_expires_at else run.last_event_at


def stuck_runs(*, kind: str = "", now: datetime | None = None, limit: int = STUCK_LIMIT) -> list[StuckRun]:
    """Stuck runs of every kind (or only ``kind``), longest stuck first."""
    w = Windows.at(now)
    rows: list[StuckRun] = []
    for name, query in stuck_queries(w).items():
        if kind and name != kind:
            continue
        for run in query.only(*STUCK_FIELDS)[:limit]:
            since = _since(name, run)
            rows.append(StuckRun(run=run, kind=name, since=since, age=w.now - since))
    rows.sort(key=lambda r: (r.since, r.run.id))
    rows = rows[:limit]
    spent = spent_budgets([r.run.id for r in rows if r.kind == "failed"])
    return [replace(r, retry_refused=spent[r.run.id]) if r.run.id in spent else r for r in rows]


def cache_key() -> str:
    """The counts' cache key, per database: deployments (or test workers) sharing one Redis never
    read each other's counts."""
    return f"agentops:needs-action:{connection.settings_dict['NAME']}"


def rechecks_pending(now: datetime | None = None) -> list[str]:
    """The runs parked RECOVERING on a call whose automatic re-check (``runs.worker.recovery.recheck_at``) is still
    to come (by the database's clock, as the sweep's)."""
    now = now or db_now()
    return [run_id for run_id, at in parked_for_recheck(rechecked_parks()).items() if at > now]


def needs_action_counts() -> dict[str, int]:
    """The navigation's counts (in doubt, approvals, held replies, stuck), cached :data:`CACHE_SECONDS`."""
    counts = cache.get(cache_key())
    if counts is None:
        unsettled = ToolExecution.objects.filter(status__in=[str(s) for s in UNSETTLED_EXEC]).exclude(
            run__status__in=[str(s) for s in TERMINAL_RUN]
        )
        # a call the recovery sweep looks up again at its re-check time needs nobody before then (follow9): not in
        # doubt for the badge until that time has passed, as the notifier and the console's card say
        unsettled = unsettled.exclude(run_id__in=rechecks_pending())
        counts = {
            "in_doubt": _capped(unsettled),
            "approvals": _capped(ToolExecution.objects.filter(status=ExecStatus.WAITING_MANUAL_CONFIRM)),
            "held": _capped(Reply.objects.filter(status=ReplyStatus.HELD)),
            "stuck": min(COUNT_CAP + 1, sum(stuck_counts().values())),
        }
        cache.set(cache_key(), counts, CACHE_SECONDS)
    return counts
