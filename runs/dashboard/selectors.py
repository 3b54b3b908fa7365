"""Reads for the dashboard: runs list (keyset), run timeline, recovery and approval queues.

Nothing here writes. Every function is keyword-only and returns plain values or model rows the
templates can show; the timeline items are dicts so the websocket consumer can send them as JSON.
"""

from __future__ import annotations

import base64
import dataclasses
import json
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, NamedTuple

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.db.models import Count, Exists, OuterRef, Q, QuerySet, Subquery
from django.urls import reverse
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from agentops.core.canon import loads
from agentops.core.events import EventType
from agentops.core.keys import GENESIS_HASH, chain_hash_of_text
from agentops.core.query import flag, flag_refusal
from agentops.core.states import FINAL_RUN, UNSETTLED_EXEC, ExecStatus, RunStatus
from agentops.core.visible import visible
from agentops.redaction import Redactor
from runs.dashboard import view_pages
from runs.governance.redaction import from_settings
from runs.governance.visibility import (
    REDACTED,
    Sight,
    Sights,
    event_head,
    read_names,
    redacted_sights,
    short_key,
    stored_payload,
    visible_reference_hits,
    who,
)
from runs.journal import lineage
from runs.journal.kept import Kept
from runs.journal.sql import driver_text, fetch_all
from runs.journal.statements import INT, STR, Statement
from runs.journal.store import db_now
from runs.models import Event, Run, ToolExecution
from runs.models.journal import SORT_INDEXES, SORTED
from runs.worker.recovery import HUMAN_DECISIONS, parked_for_recheck
from runs.worker.registry import is_external
from runs.worker.retryable import spent_budgets

PAGE_SIZE = 50
#: Status chips count exactly up to this many runs and show "1,000+" beyond (an exact count of the
#: finished runs costs a scan of them on every refresh, and nobody acts on it).
COUNT_CAP = 1_000
#: Payloads longer than this (canonical JSON characters) are collapsed and cut in the timeline.
LARGE_PAYLOAD = 600
PAYLOAD_PREVIEW = 4000
TIME_RANGES = {"1h": timedelta(hours=1), "24h": timedelta(hours=24), "7d": timedelta(days=7), "30d": timedelta(days=30)}
CHIP_STATUSES = (
    RunStatus.RUNNING,
    RunStatus.WAITING_MANUAL_CONFIRM,
    RunStatus.RECOVERING,
    RunStatus.FAILED,
    RunStatus.DEAD_LETTER,
    RunStatus.COMPLETED,
    RunStatus.PENDING,
)


class BadFilter(ValueError):
    """A list filter or cursor that cannot be understood (shown as a 400)."""


# -- runs list ------------------------------------------------------------------------------------


#: Sortable columns of the runs list: name → field. ``?sort=tokens`` is ascending, ``?sort=-tokens`` descending.
SORTS = {
    "created": "created_at",
    "last_event": "last_event_at",
    "steps": "steps_used",
    "tokens": "tokens_used",
    "cost": "cost_used",
}
DEFAULT_SORT = "-created"


_FILTER_NAMES = ("status", "agent", "model", "range", "unverifiable", "flagged", "q", "run", "sort")


def _flag(query: Any, name: str) -> bool:
    if (on := flag(query.get(name))) is None:
        raise BadFilter(flag_refusal(name, query.get(name)))
    return on


@dataclass(frozen=True)
class RunFilters:
    status: str = ""
    agent: str = ""
    model: str = ""
    range: str = ""
    unverifiable: bool = False
    flagged: bool = False
    q: str = ""
    #: one run by its whole id (the Stuck page's dead-letter link): ``q`` also finds references starting with it
    run: str = ""
    sort: str = DEFAULT_SORT
    #: created at or after this moment (the CLI's ``--since``; the pages use ``range``)
    created_after: datetime | None = None

    @classmethod
    def from_query(cls, query: Any) -> RunFilters:
        """Parse the list's GET parameters; unknown values raise :class:`BadFilter`, and so do a flag that is not
        on or off and a filter given twice: read as "off" or as its last value, they widened the list and a bulk
        job's selection (the API answers both 400)."""
        for name in _FILTER_NAMES:
            if len(getattr(query, "getlist", lambda _: [])(name)) > 1:
                raise BadFilter(f"{name} is given more than once: give it once")
        status = query.get("status", "").strip()
        if status and status not in RunStatus.__members__:
            raise BadFilter(f"unknown status {status[:40]!r}; use one of {', '.join(RunStatus.__members__)}")
        rng = query.get("range", "").strip()
        if rng and rng not in TIME_RANGES:
            raise BadFilter(f"unknown time range {rng[:40]!r}; use one of {', '.join(TIME_RANGES)}")
        sort = query.get("sort", "").strip() or DEFAULT_SORT
        if sort.removeprefix("-") not in SORTS:
            raise BadFilter(f"unknown sort {sort[:40]!r}; use one of {', '.join(SORTS)} (a leading - sorts descending)")
        return cls(
            status=status,
            agent=query.get("agent", "").strip()[:100],
            model=query.get("model", "").strip()[:200],
            range=rng,
            unverifiable=_flag(query, "unverifiable"),
            flagged=_flag(query, "flagged"),
            q=query.get("q", "").strip()[:200],
            run=query.get("run", "").strip()[:100],
            sort=sort,
        )

    def apply(self, rows: QuerySet[Run], *, now: datetime | None = None, sights: Sights | None = None) -> QuerySet[Run]:
        """These filters on ``rows``; a search matches references as ``sights`` show them (redacted by default)."""
        if self.status:
            rows = rows.filter(status=self.status)
        if self.agent:
            rows = rows.filter(agent=self.agent)
        if self.model:
            rows = rows.filter(model_version=self.model)
        if self.range:
            rows = rows.filter(created_at__gte=(now or timezone.now()) - TIME_RANGES[self.range])
        if self.created_after is not None:
            rows = rows.filter(created_at__gte=self.created_after)
        if self.unverifiable:
            unsettled = ToolExecution.objects.filter(run=OuterRef("pk"), status__in=[str(s) for s in UNSETTLED_EXEC])
            rows = rows.filter(Exists(unsettled))
        if self.flagged:
            rows = rows.filter(has_flagged_claim=True)
        if self.run:
            rows = rows.filter(id=self.run)
        if self.q:
            rows = rows.filter(
                Q(id__istartswith=self.q) | Q(id__in=visible_reference_hits(self.q, sights or redacted_sights()))
            )
        return rows

    @property
    def sort_field(self) -> str:
        return SORTS[self.sort.removeprefix("-")]

    @property
    def descending(self) -> bool:
        return self.sort.startswith("-")

    def ordering(self) -> tuple[str, str]:
        """Descending: ``(-field, id)``; ascending is its exact reverse, so one index serves both."""
        return (f"-{self.sort_field}", "id") if self.descending else (self.sort_field, "-id")

    def query(self, **override: Any) -> dict[str, str]:
        """These filters as GET parameters (for links that keep them)."""
        values = {
            "status": self.status,
            "agent": self.agent,
            "model": self.model,
            "range": self.range,
            "unverifiable": "1" if self.unverifiable else "",
            "flagged": "1" if self.flagged else "",
            "q": self.q,
            "run": self.run,
            "sort": "" if self.sort == DEFAULT_SORT else self.sort,
        } | override
        return {k: v for k, v in values.items() if v}

    def sort_link(self, name: str) -> dict[str, str]:
        """The parameters of a column header's link: sort by ``name``, flipping the direction if it is the current sort."""
        current = self.sort.removeprefix("-") == name
        sort = name if current and self.descending else f"-{name}"
        return self.query(sort="" if sort == DEFAULT_SORT else sort)


@dataclass
class RunPage:
    runs: list[Run]
    next_cursor: str = ""
    counts: dict[str, int] = field(default_factory=dict)
    total: str = "0"


def encode_cursor(run: Run, sort: str = DEFAULT_SORT) -> str:
    value = getattr(run, SORTS[sort.removeprefix("-")])
    text = value.isoformat() if isinstance(value, datetime) else repr(value)
    return base64.urlsafe_b64encode(f"{sort}|{text}|{run.id}".encode()).decode().rstrip("=")


def decode_cursor(cursor: str, sort: str = DEFAULT_SORT) -> tuple[Any, str]:
    """The sort value and run id a cursor continues after; a cursor of another sort order is refused."""
    value: Any = None
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        made_for, text, run_id = raw.split("|", 2)
        if made_for == sort:
            kind = SORTS[sort.removeprefix("-")]
            value = parse_datetime(text) if kind.endswith("_at") else float(text) if kind == "cost_used" else int(text)
    except (ValueError, UnicodeDecodeError):
        value = None
    if value is None:
        raise BadFilter("invalid page cursor")
    return value, run_id


LIST_FIELDS = (
    "id",
    "agent",
    "status",
    "model_version",
    "reference",
    "last_seq",
    "steps_used",
    "tokens_used",
    "cost_used",
    "has_flagged_claim",
    "created_at",
    "last_event_at",
    "lease_owner",
    "fork_of",  # the row says whose fork or continuation it is (``render.run_row``)
    "parent",
)


def run_list(
    *,
    filters: RunFilters,
    cursor: str = "",
    limit: int = PAGE_SIZE,
    sights: Sights | None = None,
    counted: bool = True,
) -> RunPage:
    """One page of runs in ``filters.sort`` order, by keyset on ``(sort field, id)``.

    The default, newest first, walks the ``run_created`` index. ``sights`` decide which references
    the reader may find by (:func:`visible_reference_hits`). ``counted``: with the status chips' counts and
    total (a statement of its own; ``list_runs`` shows none).
    """
    sights = sights or redacted_sights()
    rows = filters.apply(Run.objects.all(), sights=sights)
    if cursor:
        value, run_id = decode_cursor(cursor, filters.sort)
        name = filters.sort_field
        if filters.descending:
            rows = rows.filter(Q(**{f"{name}__lt": value}) | Q(**{name: value, "id__gt": run_id}))
        else:
            rows = rows.filter(Q(**{f"{name}__gt": value}) | Q(**{name: value, "id__lt": run_id}))
    runs = first_in_order(rows, filters, limit + 1)
    page = RunPage(runs=runs[:limit])
    read_names(sights, (r.id for r in page.runs))  # (their references are shown with them)
    if len(runs) > limit:
        page.next_cursor = encode_cursor(runs[limit - 1], filters.sort)
    if not counted:
        return page
    page.counts = status_counts(filters, sights=sights)
    total = sum(min(n, COUNT_CAP) for n in page.counts.values())
    capped = any(n > COUNT_CAP for n in page.counts.values())
    page.total = f"{total:,}+" if capped else f"{total:,}"
    return page


def first_in_order(rows: QuerySet[Run], filters: RunFilters, n: int) -> list[Run]:
    """The first ``n`` of ``rows`` in ``filters``' order (each with :data:`LIST_FIELDS`).

    A sort index (``runs.models.SORT_INDEXES``) leaves RUNNING runs out: every append moves their
    last event and counters. So the rest are read through it, and the RUNNING runs (the few that
    workers hold) apart, and the database merges the two in order. SQLite merges two ordered arms
    of a ``UNION ALL`` itself; PostgreSQL's planner does not, so there each arm is its own top ``n``.
    """
    rows, ordering = rows.only(*LIST_FIELDS), filters.ordering()
    if filters.sort_field in SORT_INDEXES and filters.status != RunStatus.RUNNING:
        rest = rows.filter(SORTED)  # the index's own condition, so the planner may read it
        if filters.status:
            rows = rest
        else:
            arms = [rows.filter(status=RunStatus.RUNNING), rest]
            if connection.features.supports_slicing_ordering_in_compound:
                arms = [arm.order_by(*ordering)[:n] for arm in arms]
            rows = arms[0].union(arms[1], all=True)
    return list(rows.order_by(*ordering)[:n])


def status_counts(filters: RunFilters | None = None, *, sights: Sights | None = None) -> dict[str, int]:
    """How many runs in each status the list's filters but its status select — what each chip's link would list —
    exact up to :data:`COUNT_CAP` (``COUNT_CAP + 1`` means "more").

    One bounded count per status, all in one statement: a GROUP BY over every run costs more and more as
    finished runs pile up, while an operator needs exact numbers only where they are small. Unfiltered, each
    count reads only the status index.
    """
    others = dataclasses.replace(filters, status="", sort=DEFAULT_SORT) if filters else RunFilters()
    arms: list[tuple[str, list[Any]]] = []
    if others == RunFilters():
        inner = f"SELECT 1 FROM {connection.ops.quote_name(Run._meta.db_table)} WHERE status = %s LIMIT %s"
        arms = [(inner, [str(s), COUNT_CAP + 1]) for s in CHIP_STATUSES]
    else:
        selected = others.apply(Run.objects.order_by(), sights=sights)  # a search's hits are read once, here
        for s in CHIP_STATUSES:
            inner, params = selected.filter(status=s).values("pk")[: COUNT_CAP + 1].query.sql_with_params()
            arms.append((inner, list(params)))
    # one round trip for every chip (seven queries were seven waits on a loaded machine), sent as the
    # journal's reads are (``fetch_all``): PostgreSQL prepares it, where Django's cursor would have it parsed
    # and planned at every dashboard view
    text = " UNION ALL ".join(f"SELECT %s, COUNT(*) FROM ({inner}) AS capped" for inner, _ in arms)
    params = [p for s, (_, arm) in zip(CHIP_STATUSES, arms, strict=True) for p in (str(s), *arm)]
    counts = dict(fetch_all(driver_text(text, connection.vendor), params))
    return {str(s): counts.get(str(s), 0) for s in CHIP_STATUSES}


def agent_names() -> list[str]:
    return sorted(settings.AGENTOPS["AGENTS"])


def model_versions() -> tuple[str, ...]:
    """Model versions that runs were recorded with (the list's model filter), cached for a minute.

    Read from the runs, not by building every registered agent: an agent whose factory is broken
    must not take the run list down, and external agents' versions live only in their runs.
    """
    versions = cache.get(MODEL_VERSIONS_CACHE)
    if versions is None:
        rows = Run.objects.order_by("model_version").values_list("model_version", flat=True).distinct()
        versions = tuple(rows[:200])
        cache.set(MODEL_VERSIONS_CACHE, versions, 60)
    return versions


MODEL_VERSIONS_CACHE = "agentops:model-versions"


# -- run detail and timeline ----------------------------------------------------------------------


def run_exists(*, run_id: str) -> bool:
    # a NUL cannot be in a run id, and PostgreSQL refuses it in a query
    return "\x00" not in run_id and Run.objects.filter(id=run_id).exists()


def run_head(*, run_id: str) -> tuple[int, tuple[Any, ...]]:
    """The run's last journal seq (0 when unknown) and its lease (holder, fencing token, expiry): what the live
    page's poll compares; a lease given back or taken over appends no event of its own."""
    row = Run.objects.filter(id=run_id).values_list("last_seq", "lease_owner", "fencing_token", "lease_expires_at")
    head = row.first()
    return (head[0] or 0, head[1:]) if head else (0, ())


def run_header(*, run_id: str, sight: Sight = REDACTED) -> dict[str, Any]:
    """The live page's header alone (:func:`run_summary`), for a lease that moved without an event."""
    return run_summary(Run.objects.get(id=run_id), sight)


def run_summary(run: Run, sight: Sight = REDACTED) -> dict[str, Any]:
    """The header fields the live page keeps current; a finished run shows no lease holder and is not live. The
    holder is an API client's own label (``ext:<owner>``): shown as ``sight`` shows the run's text."""
    finished = run.status in FINAL_RUN
    return {
        "status": run.status,
        "finished": finished,
        "unbacked_claims": run.status == "COMPLETED" and run.has_flagged_claim,
        "last_seq": run.last_seq,
        "steps_used": str(run.steps_used),
        "tokens_used": f"{run.tokens_used:,}",
        "cost_used": f"${run.cost_used:.4f}",
        "lease_owner": "—" if finished or not run.lease_owner else sight.text(run.lease_owner),
        "fencing_token": run.fencing_token,
        "lease_expires_at": run.lease_expires_at.isoformat() if run.lease_expires_at and not finished else "",
        "last_event_at": run.last_event_at.isoformat() if run.last_event_at else "",
    }


def _short(value: Any, limit: int = 140) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= limit else text[: limit - 1] + "…"


#: What a model sample about the final reply was for (LlmSampled ``purpose``, docs/claims.md).
_SAMPLE_PURPOSES = {"reply_repair": "repair of the unbacked final reply", "claims_judge": "claims judge's review"}


def _fields(kind: str, p: dict[str, Any]) -> list[tuple[str, str]]:
    """The few payload fields an operator reads first, per event type (none of a snapshot's)."""
    if kind == EventType.SNAPSHOT_TAKEN:
        return []
    if kind == EventType.RUN_STARTED:
        budget = p.get("budget", {})
        return [
            ("agent", p.get("agent", "")),
            ("model", p.get("model_version", "")),
            (
                "budget",
                f"{budget.get('max_steps')} steps · {budget.get('max_tokens', 0):,} tokens · ${budget.get('max_cost')}",
            ),
        ]
    if kind == EventType.LLM_SAMPLED:
        out = p.get("output", {})
        calls = ", ".join(c.get("name", "?") for c in out.get("tool_calls", [])) or _SAMPLE_PURPOSES.get(
            p.get("purpose", ""), "final reply"
        )
        return [
            ("says", _short(out.get("content", ""))),
            ("calls", calls),
            ("tokens", str(out.get("usage", {}).get("total_tokens", 0))),
        ]
    if kind == EventType.TOOL_REQUESTED:
        return [
            ("args", _short(p.get("args", {}))),
            ("key", short_key(p.get("idem_key"), "none (no dedupe)")),
            ("gate", p.get("gate", "")),
        ]
    if kind == EventType.TOOL_RESULT:
        result = p.get("result") or {}
        ok = result.get("success") if isinstance(result, dict) else None
        return [("success", str(ok).lower()), ("code", str(result.get("code", "")) if isinstance(result, dict) else "")]
    if kind in (EventType.TOOL_VERIFIED, EventType.TOOL_VERIFICATION_FAILED):
        fields = [(k, _short(p[k])) for k in ("method", "detail") if p.get(k)]
        # who verified (agentops.core.protocol.VERIFIERS); journals from before provenance say nothing
        if p.get("verified_by"):
            fields.insert(0, ("verified by", str(p["verified_by"])))
        if p.get("counts") is False:
            fields.append(("counts", "no: the policy wants the server or an operator"))
        return fields
    if kind == EventType.RUN_COMPLETED:
        return [("reply", _short(p.get("reply", ""), 240))]
    if kind == EventType.RUN_FAILED:
        return [
            ("error", f"{p.get('error_class', '')}: {_short(p.get('message', ''))}"),
            ("retry", str(p.get("retry_count", ""))),
        ]
    if kind == EventType.RECOVERY_STARTED:
        return [("reason", p.get("reason", "")), ("previous owner", str(p.get("previous_owner") or "—"))]
    keys = ("decision", "actor", "reason", "external_ref", "compensation_key", "claim", "detail")
    return [(k.replace("_", " "), _short(p[k])) for k in keys if p.get(k)]


class TimelineRow(NamedTuple):
    """The columns of one journal row the timeline shows (read as a tuple: no model instance)."""

    run_id: str
    seq: int
    event_id: str
    type: str
    step: int | None
    call_index: int | None
    payload: str
    payload_purged: bool
    prev_hash: str
    hash: str
    created_at: datetime


class ExecutionState(NamedTuple):
    """What a timeline row shows of the execution it is about."""

    tool: str
    status: str


def timeline_rows(events: QuerySet[Event], limit: int | None = None) -> list[TimelineRow]:
    """The first ``limit`` (None: all) of ``events`` in seq order, as :class:`TimelineRow` tuples."""
    rows = events.order_by("seq").values_list(*TimelineRow._fields)
    return [TimelineRow._make(r) for r in (rows if limit is None else rows[:limit])]


# the run page's reads, compiled once per backend (runs.journal.statements; prepared on PostgreSQL: ``binary``)
_PAGE = Statement(
    lambda run, low, high: (
        Event.objects.filter(run_id=run, seq__gte=low, seq__lt=high).order_by("seq").values_list(*TimelineRow._fields)
    ),
    run=STR,
    low=INT,
    high=INT,
)
_FIRST_FIELDS = ("seq", "type", "payload", "payload_purged")
_FIRST = Statement(
    lambda run: Event.objects.filter(run_id=run).order_by("seq").values_list(*_FIRST_FIELDS)[:1],
    run=STR,
)
_STEP_EXECUTIONS = Statement(
    lambda run, low, high: ToolExecution.objects.filter(run_id=run, step__gte=low, step__lte=high).values_list(
        "id", "tool", "status"
    ),
    run=STR,
    low=INT,
    high=INT,
)
_RUN_FIELDS = tuple(f.attname for f in Run._meta.concrete_fields)


def _run_page_head(run: str) -> QuerySet[Run]:
    """The run row, its first own event (:data:`_FIRST`'s columns, None where it has none) and its executions
    not settled and waiting for a person: what the run page reads besides its events, as one row."""
    first = Event.objects.filter(run_id=OuterRef("id")).order_by("seq")
    executions = ToolExecution.objects.filter(run_id=OuterRef("id")).values("run_id")
    counts = {
        "unsettled": Count("id", filter=Q(status__in=[str(s) for s in UNSETTLED_EXEC])),
        "waiting": Count("id", filter=Q(status=ExecStatus.WAITING_MANUAL_CONFIRM)),
    }
    columns = {f"first_{name}": Subquery(first.values(name)[:1]) for name in _FIRST_FIELDS}
    columns |= {name: Subquery(executions.annotate(n=count).values("n")) for name, count in counts.items()}
    return Run.objects.filter(id=run).annotate(**columns).values_list(*_RUN_FIELDS, *columns)


#: the run page's reads besides its events, in one statement (one round trip on PostgreSQL)
_RUN_PAGE_HEAD = Statement(_run_page_head, run=STR)


class RowView(NamedTuple):
    """What one journal row shows that follows from the row alone, as one sight sees it."""

    chain: str  # "ok", "broken" (its hash does not match it) or "purged"
    fields: tuple[tuple[str, str], ...]
    shown: str  # the payload text as the sight shows it
    tool: Any  # the payload's own ``tool``
    execution_id: str
    large: bool
    size: int  # the payload's size as the sight may know it (:func:`_make_view`)


#: row hash, raw or not, redactor, the run's names' digest -> the row's view (the rows rendered lately; see :func:`row_views`)
_VIEWS: Kept[tuple[str, bool, Any, str], RowView] = Kept(4096)


def row_views(rows: list[TimelineRow], sight: Sight, redactor: Redactor) -> list[RowView]:
    """Each row's :class:`RowView`; its hash-chain check is made on every call.

    A row whose chain hash matches its content is named by that hash (SHA-256 over its run, seq,
    type and payload text), so the view made of it is kept under the hash, whether the sight is raw,
    the redactor (another redaction configuration never reuses a view) and the run's names it applies
    (``runs.governance.names``: a name a later event reveals is not shown from a view made before): showing the same rows again
    (the page reloaded, the next viewer) skips decoding, redacting and picking the fields. A purged
    row, or one whose hash does not match, is viewed afresh and not kept. The rows viewed afresh are
    redacted together (``Redactor.redact_stored_many``: one pass finds those with nothing to redact).
    ``redactor``: the configured one (``from_settings``), asked once per page by the caller.
    """
    views: list[RowView | None] = []
    fresh: list[tuple[int, str]] = []
    names = sight.known.digest
    for i, row in enumerate(rows):
        if row.payload_purged:
            chain = "purged"
        elif chain_hash_of_text(row.prev_hash, row.run_id, row.seq, row.type, row.payload) != row.hash:
            chain = "broken"
        else:
            view = _VIEWS.get((row.hash, sight.raw, redactor, names))
            if view is not None:
                views.append(view)
                continue
            chain = "ok"
        views.append(None)
        fresh.append((i, chain))
    if fresh:
        shown = _shown([rows[i] for i, _ in fresh], sight, redactor)
        for (i, chain), text in zip(fresh, shown, strict=True):
            views[i] = view = _make_view(rows[i], sight, chain, text)
            if chain == "ok":
                _VIEWS.put((rows[i].hash, sight.raw, redactor, names), view)
    return views  # type: ignore[return-value]


def forget_row_views() -> None:
    """Drop every kept :class:`RowView` (the next render decodes and redacts again)."""
    _VIEWS.forget()


def _large_snapshot(row: TimelineRow) -> bool:
    return row.type == EventType.SNAPSHOT_TAKEN and len(row.payload) > LARGE_PAYLOAD


def _shown(rows: list[TimelineRow], sight: Sight, redactor: Redactor) -> list[str]:
    """Each row's payload text as ``sight`` shows it (what :meth:`Sight.json` gives: the stored text itself
    when raw or when redaction changes nothing), the rows redacted together; "" for a large snapshot
    (never shown) and, redacted, ``{}`` for an empty payload."""
    if sight.raw:
        return [row.payload for row in rows]
    todo = [row.payload.encode("utf-8", "surrogatepass") for row in rows if row.payload and not _large_snapshot(row)]
    out = iter(zip(todo, redactor.redact_stored_many(todo, sight.names), strict=True))
    shown = []
    for row in rows:
        if not row.payload or _large_snapshot(row):
            shown.append("{}" if not row.payload else "")
            continue
        data, redacted = next(out)
        shown.append(row.payload if redacted is data else redacted.decode("utf-8", "surrogatepass"))
    return shown


def _make_view(row: TimelineRow, sight: Sight, chain: str, shown: str) -> RowView:
    """The row decoded once; ``shown``: its text as ``sight`` shows it (:func:`_shown`). Redacted, a text
    that redaction left as it is is the stored text itself: the decoded value gives the fields.

    A large snapshot is neither decoded nor redacted: it shows no fields (its context is what the
    steps before it show) and, large, its text only behind its link (``event_payload`` redacts it).

    Its size is the shown text's: the stored one's length, beside a pseudonym, would tell the length of the
    value it replaced (a guess of the wrong length ruled out). A large snapshot's, redacted, is its stored
    length rounded up to whole KiB."""
    if _large_snapshot(row):
        size = len(row.payload) if sight.raw else -(-len(row.payload) // 1024) * 1024
        return RowView(chain, (), "", None, "", True, size)
    stored = stored_payload(row)
    payload = stored if sight.raw or shown is row.payload else loads(shown)
    return RowView(
        chain,
        tuple(_fields(row.type, payload)),
        shown,
        stored.get("tool"),
        str(stored.get("execution_id", "")),
        len(row.payload) > LARGE_PAYLOAD,
        len(shown) if row.payload else 0,
    )


def event_item(
    row: TimelineRow, view: RowView, *, prev_hash: str | None, executions: dict[str, ExecutionState]
) -> dict[str, Any]:
    """One timeline entry: key fields, verification and hash-chain status, collapsed payload (``view``
    of ``row``, :func:`row_view`); ``prev_hash`` is the previous row's hash (None: not read)."""
    chain = view.chain
    if chain != "purged" and prev_hash is not None and row.prev_hash != prev_hash:
        chain = "broken"
    execution = executions.get(view.execution_id)
    shown = "" if view.large else view.shown
    return _item(event_head(row), view.tool, list(view.fields), execution, chain, row.created_at, shown, view)


def _item(
    head: dict[str, Any],
    tool: Any,
    fields: list[tuple[str, str]],
    execution: ExecutionState | None,
    chain: str,
    created_at: datetime,
    shown: str,
    view: RowView | view_pages.Entry,
) -> dict[str, Any]:
    """A timeline entry of its parts (``view``'s last two: whether it is large, and its size)."""
    return head | {
        "tool": tool or (execution.tool if execution else ""),
        "fields": fields,
        "exec_status": execution.status if execution else "",
        "chain": chain,
        "created_at": created_at,
        "payload": shown,
        "payload_size": view[-1],
        "large": view[-2],
    }


def _kept_item(entry: view_pages.Entry, executions: dict[str, ExecutionState]) -> dict[str, Any]:
    """The timeline entry of a row a view page kept (:func:`_entry`; its chain held when the page was made)."""
    del entry["prev_hash"], entry["hash"]
    execution = executions.get(entry.pop("execution_id"))
    if execution:
        entry["tool"] = entry["tool"] or execution.tool
        entry["exec_status"] = execution.status
    entry["fields"] = [tuple(field) for field in entry["fields"]]
    entry["created_at"] = datetime.fromisoformat(entry["created_at"])
    return entry


def _items(run_id: str, rows: list[TimelineRow], prev_hash: str | None, sight: Sight) -> list[dict[str, Any]]:
    return _items_of(run_id, [], rows, row_views(rows, sight, from_settings()), prev_hash)


def _items_of(
    run_id: str, kept: list[view_pages.Entry], rows: list[TimelineRow], views: list[RowView], prev_hash: str | None
) -> list[dict[str, Any]]:
    """The timeline entries of the rows view pages ``kept``, then of ``rows`` seen as ``views``, their
    executions' state read now; ``prev_hash``: the hash before the first of ``rows`` (None: not read)."""
    # an execution's id derives from its run, step and call: read by the page's step range
    calls = [(entry["step"], entry["execution_id"]) for entry in kept if entry["execution_id"]]
    calls += [(row.step, view.execution_id) for row, view in zip(rows, views, strict=True) if view.execution_id]
    ids = {execution for _, execution in calls}
    executions = {}
    if ids:
        steps = [step for step, _ in calls if step is not None]
        found = _STEP_EXECUTIONS.rows(binary=True, run=run_id, low=min(steps), high=max(steps)) if steps else []
        executions = {key: ExecutionState(tool, status) for key, tool, status in found if key in ids}
        if missing := ids - executions.keys():  # (an id from elsewhere: read by id, as it says)
            found = ToolExecution.objects.filter(id__in=missing).values_list("id", "tool", "status")
            executions |= {key: ExecutionState(tool, status) for key, tool, status in found}
    payloads = reverse("run", args=[run_id]) + "events/{}/payload/"
    items = [_kept_item(entry, executions) for entry in kept]
    for row, view in zip(rows, views, strict=True):
        items.append(event_item(row, view, prev_hash=prev_hash, executions=executions))
        prev_hash = row.hash
    for item in items:
        item["payload_url"] = payloads.format(item["seq"])
    return items


def _entry(row: TimelineRow, view: RowView) -> view_pages.Entry:
    """What a view page keeps of a row whose chain held (``view`` of it): its timeline entry but what is read
    live (its execution's state: by its id), its time as ISO text, and its links."""
    shown = "" if view.large else view.shown
    at = row.created_at.isoformat()
    entry = _item(event_head(row), view.tool, list(view.fields), None, "ok", at, shown, view)  # type: ignore[arg-type]
    return entry | {"execution_id": view.execution_id, "prev_hash": row.prev_hash, "hash": row.hash}


def _blocks(
    rows: list[TimelineRow], views: list[RowView], prev_hash: str | None, origin: Origin, head: int | None
) -> list[list[view_pages.Entry]]:
    """The blocks of ``rows`` a view page may keep: every row's chain held and linked to the one before
    (``prev_hash``: the hash before the first row; None: not read), none purged; a whole block, or the
    last one up to ``head`` (a finished run's last seq; None: the run goes on)."""
    blocks: list[list[view_pages.Entry]] = []
    block: list[view_pages.Entry] | None = None
    for row, view in zip(rows, views, strict=True):
        first = max(view_pages.block_of(row.seq), origin.first_seq)
        held = view.chain == "ok" and prev_hash is not None and row.prev_hash == prev_hash
        if row.seq == first:
            block = [] if held else None
        elif not held:
            block = None
        if block is not None:
            block.append(_entry(row, view))
            if row.seq % view_pages.BLOCK == 0 or row.seq == head:
                blocks.append(block)
                block = None
        prev_hash = row.hash
    return blocks


def group_steps(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Consecutive events of one step become a card (sample → intent → result → commit), in seq order."""
    groups: list[dict[str, Any]] = []
    for item in items:
        if groups and item["step"] is not None and groups[-1]["step"] == item["step"]:
            groups[-1]["events"].append(item)
        else:
            groups.append({"step": item["step"], "events": [item]})
    return groups


#: Events on the first screen of a run and per "older" page: a 10,000-event run opens as fast as a short one.
PAGE_EVENTS = 100


@dataclass
class TimelinePage:
    """Events ``first_seq``..``last_seq`` of a run's own journal, grouped into step cards."""

    groups: list[dict[str, Any]]
    first_seq: int
    last_seq: int
    #: events of this run before ``first_seq`` (the "load older" button's count; 0: this is the start)
    older: int
    chain_ok: bool


@dataclass(frozen=True)
class Origin:
    """Where a run's own journal starts: its first seq, the hash that seq chains on, its journaled budget."""

    first_seq: int
    genesis: str
    budget: dict[str, Any]


def journal_origin(run_id: str) -> Origin:
    """Two indexed one-row reads: the run's first own event (RunStarted, or a fork's ForkedFrom) and, for a fork, the root's RunStarted."""
    found = _FIRST.rows(binary=True, run=run_id)  # prepared on PostgreSQL (the "load older" button's read)
    return _origin(run_id, found[0] if found else None)


def _origin(run_id: str, first: tuple[Any, ...] | None) -> Origin:
    """:func:`journal_origin` of the run's first own event as read (:data:`_FIRST`'s columns; None: it has none)."""
    if first is None or first[0] is None or first[3]:
        return Origin(first[0] if first and first[0] is not None else 1, GENESIS_HASH, {})
    seq, kind, payload, _ = first
    started = loads(payload)
    if kind != EventType.FORKED_FROM:
        return Origin(seq, GENESIS_HASH, started.get("budget") or {})
    # a fork's chain goes on from its parent's hash at the cut (its history before is the parent's)
    budget = started.get("budget")
    if not budget:
        root = Event.objects.filter(run_id=lineage.segments(run_id)[0].run_id, seq=1).values_list("payload", flat=True)
        budget = (json.loads(root[0]) if root and root[0] else {}).get("budget")
    return Origin(seq, started["parent_head_hash"], budget or {})


def timeline_page(
    *,
    run_id: str,
    before: int,
    origin: Origin,
    limit: int = PAGE_EVENTS,
    sight: Sight = REDACTED,
    head: int | None = None,
) -> TimelinePage:
    """The ``limit`` events before seq ``before`` (a cursor by seq), oldest first, with their chain checks.

    The events the run's view pages hold under ``sight`` (``runs.dashboard.view_pages``) come from them,
    as far as they follow one another from the first; the rest is a seq range over the ``(run, seq)``
    unique index, plus the one row before it so its first row's chain link is checked too. Where no page
    holds the first event, the range starts at its block's first event, and the blocks whose rows held are
    kept as view pages (``head``: a finished run's last seq, its last block kept up to it; None: whole
    blocks only).
    """
    low = max(origin.first_seq, before - limit)
    redactor = from_settings()
    page_key = view_pages.key(sight.raw, redactor.fingerprint, sight.known.digest)
    kept, valid = view_pages.read(run_id, page_key, low, before)
    rows: list[TimelineRow] = []
    views: list[RowView] = []
    if kept:  # (their links were checked when their pages were made)
        start, prev_hash = kept[-1]["seq"] + 1, kept[-1]["hash"]
    else:
        start = max(origin.first_seq, view_pages.block_of(low))
        prev_hash = origin.genesis if start == origin.first_seq else None
    if start < before:
        fetched = _PAGE.rows(binary=True, run=run_id, low=start if kept else start - 1, high=before)
        rows = [TimelineRow._make(row) for row in fetched]
        if rows and rows[0].seq == start - 1:
            prev_hash = rows.pop(0).hash
        views = row_views(rows, sight, redactor)
        blocks = _blocks(rows, views, prev_hash, origin, head)
        view_pages.write(run_id, page_key, [b for b in blocks if valid.get(b[0]["seq"], 0) < b[-1]["seq"]])
        if not kept:  # (read from the block's first row: those before ``low`` are not shown)
            cut = next((i for i, row in enumerate(rows) if row.seq >= low), len(rows))
            prev_hash = rows[cut - 1].hash if cut else prev_hash
            rows, views = rows[cut:], views[cut:]
    items = _items_of(run_id, kept, rows, views, prev_hash)
    first = items[0]["seq"] if items else before
    return TimelinePage(
        groups=group_steps(items),
        first_seq=first,
        last_seq=items[-1]["seq"] if items else before - 1,
        older=max(0, first - origin.first_seq),
        chain_ok=all(i["chain"] != "broken" for i in items),
    )


@dataclass
class RunDetail:
    run: Run
    page: TimelinePage
    meters: list[dict[str, Any]]
    unsettled: int
    waiting: int
    banner: dict[str, Any] | None

    @property
    def groups(self) -> list[dict[str, Any]]:
        return self.page.groups

    @property
    def chain_ok(self) -> bool:
        return self.page.chain_ok


def budget_meters(run: Run, budget: dict[str, Any]) -> list[dict[str, Any]]:
    """Steps, tokens and cost used against the journaled caps (a missing cap shows as ∞)."""
    rows = [
        ("Steps", "steps_used", run.steps_used, budget.get("max_steps"), "{}"),
        ("Tokens", "tokens_used", run.tokens_used, budget.get("max_tokens"), "{:,}"),
        ("Cost", "cost_used", run.cost_used, budget.get("max_cost"), "${:.4f}"),
    ]
    meters = []
    for label, key, used, limit, fmt in rows:
        share = min(100, round(100 * used / limit)) if limit else 0
        limit_text = fmt.format(limit) if limit else "∞"
        meters.append({"label": label, "field": key, "used": fmt.format(used), "limit": limit_text, "pct": share})
    return meters


def run_detail(*, run_id: str, sight: Sight = REDACTED, limit: int = PAGE_EVENTS) -> RunDetail | None:
    """A run with the latest ``limit`` events of its timeline (as ``sight`` shows them), budget, banner.

    One consistent read: the run row first, then only events up to the ``last_seq`` it holds. An
    append commits its events and the run's new head together, so every event up to that head is
    already visible, and an event committed after the run row was read is left for the socket, which
    the page opens with ``?after=<that head>`` — nothing shown twice, nothing missed.
    """
    found = _RUN_PAGE_HEAD.rows(binary=True, run=run_id)
    if not found:
        return None
    n = len(_RUN_FIELDS)
    run = Run.from_db(connection.alias, _RUN_FIELDS, found[0][:n])
    origin = _origin(run_id, found[0][n : n + len(_FIRST_FIELDS)])
    head = run.last_seq if run.status in FINAL_RUN else None
    page = timeline_page(run_id=run_id, before=run.last_seq + 1, origin=origin, limit=limit, sight=sight, head=head)
    unsettled, waiting = (count or 0 for count in found[0][n + len(_FIRST_FIELDS) :])
    return RunDetail(
        run=run,
        page=page,
        meters=budget_meters(run, origin.budget),
        unsettled=unsettled,
        waiting=waiting,
        banner=run_banner(run=run, sight=sight),
    )


def run_banner(*, run: Run, sight: Sight = REDACTED) -> dict[str, Any] | None:
    """What the top of a failed, dead-lettered, waiting or in-doubt run says: the cause and what comes next."""
    if run.status in (RunStatus.FAILED, RunStatus.DEAD_LETTER):
        kinds = [EventType.RUN_FAILED, EventType.OPERATOR_DECISION]
        cause = Event.objects.filter(run_id=run.id, type__in=kinds).order_by("-seq").first()
        p = json.loads(cause.payload) if cause and cause.payload else {}
        if cause is not None and cause.type == EventType.OPERATOR_DECISION:
            did = p.get("decision", "decision").replace("_", "-")
            text = f"{did} by {who(p.get('actor', '?'), sight)}: {sight.text(p.get('reason', ''))}"
        else:
            text = (
                f"{p.get('error_class', 'error')}: {sight.text(str(p.get('message', '')))}"
                if p
                else "no failure recorded"
            )
        return {
            "status": run.status,
            "cause": visible(text),  # the agent's words, shown as the timeline shows them (a U+202E as \u202e)
            "seq": cause.seq if cause else None,
            "at": cause.created_at if cause else None,
            "retryable": bool(p.get("retryable")),
            # a retry keeps the caps: refused (runs.worker.retryable, as the service), a fork with a larger cap goes on
            "budget_spent": run.status == RunStatus.FAILED and bool(spent_budgets([run.id])),
            "agent_retries": is_external(run.agent),  # its automatic retry is its agent's: the server's are its own
        }
    if run.status in (RunStatus.WAITING_MANUAL_CONFIRM, RunStatus.RECOVERING):
        statuses = (
            [ExecStatus.WAITING_MANUAL_CONFIRM]
            if run.status == RunStatus.WAITING_MANUAL_CONFIRM
            else list(UNSETTLED_EXEC)
        )
        held = list(ToolExecution.objects.filter(run_id=run.id, status__in=[str(s) for s in statuses]).order_by("step"))
        # a human decided, nothing else waits: only the drive is missing
        if not held and (decided := _decided(run, sight)):
            return {"status": run.status, "executions": [], "cause": "", "decided": decided}
        started = Event.objects.filter(run_id=run.id, type=EventType.RECOVERY_STARTED).order_by("-seq").first()
        reason = json.loads(started.payload).get("reason", "") if started and started.payload else ""
        cause = visible(sight.text(str(reason))) if run.status == RunStatus.RECOVERING else ""
        # its lookup is asked again by the recovery sweep (the first send may still land): nobody decides before then
        at = parked_for_recheck([run]).get(run.id) if run.status == RunStatus.RECOVERING else None
        recheck_at = at if at is not None and at > db_now() else None  # the sweep's clock
        return {"status": run.status, "executions": held, "cause": cause, "recheck_at": recheck_at}
    return None


_DECIDED_AS = {
    EventType.MANUAL_CONFIRM_GRANTED: "approved",
    EventType.MANUAL_CONFIRM_REJECTED: "rejected",
    EventType.TOOL_COMPENSATED: "compensated",
}


def _decided(run: Run, sight: Sight) -> str:
    """What a parked run with nothing left to decide waits for: the human decision its journal ends with, then who
    moves it (``recovery.decided_not_driven``'s rule); "" when it ends otherwise (parked with no call in doubt: the
    in-doubt banner and its reason stay)."""
    last = Event.objects.filter(run_id=run.id, seq=run.last_seq, type__in=HUMAN_DECISIONS).first()
    if last is None:
        return ""
    p = json.loads(last.payload) if last.payload else {}
    what = _DECIDED_AS.get(last.type)
    done = f"{what or str(p.get('decision', 'decided')).replace('_', '-')} by {who(p.get('actor', '?'), sight)}"
    if is_external(run.agent):
        return f"{done}; the run goes on when its agent comes back for the call (if the agent is gone, dead-letter it)"
    return f"{done}; a worker picks the run up again"


def timeline_after(*, run_id: str, after: int, limit: int = 200, sight: Sight = REDACTED) -> dict[str, Any]:
    """Events with ``seq > after`` (at most ``limit``, as ``sight`` shows them) and the run header; ``render.timeline_rows`` makes the HTML.

    The run row is read first and events only up to its ``last_seq``: the header sent never lags
    behind the events sent with it (see :func:`run_detail`).
    """
    run = Run.objects.get(id=run_id)
    rows = timeline_rows(Event.objects.filter(run_id=run_id, seq__gte=max(after, 1), seq__lte=run.last_seq), limit + 1)
    prev_hash = GENESIS_HASH if after == 0 else None
    if rows and rows[0].seq == after:
        prev_hash = rows.pop(0).hash
    elif rows and rows[0].type == EventType.FORKED_FROM and not rows[0].payload_purged:
        # a fork's own journal starts at its ForkedFrom, chained on its parent's hash at the cut (as journal_origin
        # says): checked against the genesis hash, a fork's first event was shown "chain broken" (qa-tt13)
        prev_hash = loads(rows[0].payload)["parent_head_hash"]
    rows = rows[:limit]
    return {"events": _items(run_id, rows, prev_hash, sight), "run": run_summary(run, sight)}


def event_payload(*, run_id: str, seq: int, sight: Sight = REDACTED) -> str | None:
    """One event's payload as ``sight`` shows it, pretty-printed, cut at :data:`PAYLOAD_PREVIEW` characters."""
    row = Event.objects.filter(run_id=run_id, seq=seq).values_list("payload", "payload_purged").first()
    if row is None:
        return None
    if row[1]:
        return "(purged by retention; the hash is kept)"
    text = json.dumps(sight.value(json.loads(row[0])), ensure_ascii=False, indent=1)
    if len(text) > PAYLOAD_PREVIEW:
        text = text[:PAYLOAD_PREVIEW] + f"\n… (cut; {len(row[0]):,} characters in the journal)"
    return text
