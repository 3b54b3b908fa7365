"""What a bulk action would act on (its targets and preview), and how far a bulk job has got.

Nothing here writes. The runs come in as a queryset the caller filtered (the run list's own
filters, ``runs.dashboard.selectors.RunFilters``); each action then keeps only the runs (or held
calls) it can act on.
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import json
import re
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.db.models import Count, QuerySet

from agentops.core.states import DEAD_LETTERABLE_RUN, ExecStatus, RunStatus
from approvals import amounts
from approvals.models import BulkAction, BulkItem, BulkJob, ItemState
from runs.governance import names
from runs.governance.redaction import from_settings
from runs.governance.visibility import for_reader, reader_sight, who
from runs.models import Run, ToolExecution
from runs.roles import APPROVER, OPERATOR, has_role
from runs.worker.registry import external_agents
from runs.worker.retryable import spent_budgets

#: the run states each run-level action can act on
RUN_STATES: dict[str, frozenset[RunStatus]] = {
    BulkAction.DEAD_LETTER: DEAD_LETTERABLE_RUN,
    BulkAction.RETRY: frozenset({RunStatus.FAILED}),
    BulkAction.RESUME: frozenset({RunStatus.RECOVERING, RunStatus.FAILED}),
}
#: actions that decide held calls (one target per call) rather than runs
CALL_ACTIONS = frozenset({BulkAction.APPROVE, BulkAction.REJECT})


def role_for(action: BulkAction) -> str:
    """The role a bulk ``action`` needs: approvers approve and reject held calls, operators act on runs."""
    return APPROVER if action in CALL_ACTIONS else OPERATOR


SAMPLE = 10


class BulkInvalid(ValueError):
    """A selection that cannot be understood (unknown action, bad args hash); ``field`` names the input at fault."""

    def __init__(self, message: str, field: str = "") -> None:
        super().__init__(message)
        self.field = field


#: what :func:`args_hash` gives, in either case: the API's field (and so its schema) and the pages' query check it
ARGS_HASH_PATTERN = r"^[0-9A-Fa-f]{16}$"
ARGS_HASH_RULE = "args_hash must be 16 hex digits (from the approvals page's groups)"


@dataclass(frozen=True)
class Selection:
    """Which held calls an approve / reject takes: a tool, and calls whose arguments are identical (by hash)."""

    tool: str = ""
    args_hash: str = ""

    @classmethod
    def from_query(cls, query: Any, action: BulkAction) -> Selection:
        """The held calls ``query`` narrows ``action`` to. A run-level action acts on whole runs, so a ``tool`` or
        ``args_hash`` given to it is refused, not ignored: ignored, it would widen the set to every run."""
        args_hash = query.get("args_hash", "").strip().lower()
        if args_hash and not re.fullmatch(ARGS_HASH_PATTERN, args_hash):
            raise BulkInvalid(ARGS_HASH_RULE, "args_hash")
        chosen = cls(tool=query.get("tool", "").strip()[:100], args_hash=args_hash)
        if action not in CALL_ACTIONS and (given := next(iter(chosen.query()), "")):
            raise BulkInvalid(
                f"{given} narrows the held calls of an approve or reject; a bulk {action.label.lower()} acts on "
                f"whole runs: leave it out and narrow the runs with the list's filters",
                given,
            )
        return chosen

    def query(self) -> dict[str, str]:
        return {k: v for k, v in (("tool", self.tool), ("args_hash", self.args_hash)) if v}


#: no narrowing: every held call of the runs
ANY_CALL = Selection()


def args_hash(args_text: str) -> str:
    """A short name for a call's canonical arguments: identical arguments, identical hash. Keyed
    (HMAC-SHA256 under ``SECRET_KEY``): the page shows it beside redacted arguments, and a plain hash
    would confirm a guessed value put in place of a pseudonym."""
    return hmac.new(settings.SECRET_KEY.encode(), b"bulk-args\0" + args_text.encode(), hashlib.sha256).hexdigest()[:16]


@dataclass(frozen=True)
class Target:
    run: Run
    execution: ToolExecution | None = None

    @property
    def amount(self) -> tuple[float, str] | None:
        """(amount, currency) of a held payment, from its arguments; None for anything else."""
        return amounts.amount_of(json.loads(self.execution.args), self.execution.tool) if self.execution else None

    @property
    def unread_amount(self) -> str:
        """A held call's amount the server cannot read as a number (``amounts.unread_amount``), else ""."""
        return amounts.unread_amount(json.loads(self.execution.args), self.execution.tool) if self.execution else ""

    @property
    def asks_amount(self) -> bool:
        """Whether approving this held call alone would need its amount typed (``amounts.needs_typing``)."""
        return (
            bool(self.execution)
            and amounts.needs_typing(json.loads(self.execution.args), self.execution.tool) is not None
        )


def parse_action(action: str) -> BulkAction:
    if action not in BulkAction.values:
        raise BulkInvalid(f"unknown bulk action {action!r}; use one of {', '.join(BulkAction.values)}")
    return BulkAction(action)


def targets(*, action: BulkAction, runs: QuerySet[Run], selection: Selection = ANY_CALL) -> list[Target]:
    """What ``action`` would act on among ``runs``, oldest first."""
    if action in CALL_ACTIONS:
        calls = ToolExecution.objects.filter(status=ExecStatus.WAITING_MANUAL_CONFIRM, run__in=runs.values("id"))
        if selection.tool:
            calls = calls.filter(tool=selection.tool)
        rows = calls.select_related("run").order_by("requested_at", "id")
        return [Target(e.run, e) for e in rows if not selection.args_hash or args_hash(e.args) == selection.args_hash]
    return [Target(r) for r in _target_runs(action, runs)]


def _target_runs(action: BulkAction, runs: QuerySet[Run]) -> QuerySet[Run]:
    rows = runs.filter(status__in=[str(s) for s in RUN_STATES[action]])
    if action == BulkAction.RESUME:  # the server cannot resume an API-driven run in doubt: its calls are decided
        rows = rows.exclude(status=RunStatus.RECOVERING, agent__in=external_agents())
    refused = left_out(action, runs)
    if refused:
        rows = rows.exclude(id__in=list(refused))
    return rows.order_by("created_at", "id")


def left_out(action: BulkAction, runs: QuerySet[Run]) -> dict[str, str]:
    """The FAILED (and, for a resume, RECOVERING) runs among ``runs`` a bulk retry or resume leaves out, and why: the
    service refuses their retry or resume (``runs.worker.retryable``: the budget is spent; a fork with a larger cap
    goes on). Before, the preview counted them and offered *Retry*, and each item of the job failed (fix-known8); a
    RECOVERING one was still counted by a resume's (fix-known8b)."""
    if action not in (BulkAction.RETRY, BulkAction.RESUME):
        return {}
    return spent_budgets(list(runs.filter(status__in=RUN_STATES[action]).values_list("id", flat=True)))


#: what :func:`fingerprint` gives
FINGERPRINT_PATTERN = r"^[0-9a-f]{32}$"


def fingerprint(names: Any) -> str:
    """The name of a set of targets (:func:`target_names`, in any order): the preview shows it, the create checks
    it, so a set whose size stayed the same but whose members changed — or one of whose runs moved since — is not
    taken for the one previewed. Keyed (HMAC-SHA256 under ``SECRET_KEY``), 32 hex digits: it says nothing of the
    targets beyond their equality."""
    text = "\n".join(sorted(names)).encode()
    return hmac.new(settings.SECRET_KEY.encode(), b"bulk-set\0" + text, hashlib.sha256).hexdigest()[:32]


def run_name(run_id: str, last_seq: int) -> str:
    """A run-level target as a preview saw it: the run at its journal head. A retry, an approval or a decision
    journaled on it since is another name, so a job is not made over a run a colleague acted on after the preview
    (the executor leaves alone only what was decided after the job was made)."""
    return f"{run_id}@{last_seq}"


def target_names(found: list[Target]) -> list[str]:
    """What :func:`fingerprint` names of each target: its held call for approve / reject, else its run at its head."""
    return [t.execution.id if t.execution else run_name(t.run.id, t.run.last_seq) for t in found]


@dataclass
class Preview:
    action: BulkAction
    count: int
    sample: list[Target]
    #: :func:`fingerprint` of every target (not only the sample)
    fingerprint: str
    #: the sizes the held payments move per currency: a refund of -500 and a payment of 500 move 1,000, not 0
    totals: dict[str, float] = field(default_factory=dict)
    #: held calls' amounts the server cannot read as numbers (in no total: any size)
    unread: list[str] = field(default_factory=list)
    #: a held call among them whose single approval would need its amount typed (at or over the threshold, or
    #: not read with confidence): a bulk approve's phrase then carries the total
    asks_amount: bool = False
    #: every target of an approve or reject (what the views ask four eyes about); none for a run-level action
    calls: list[Target] = field(default_factory=list)
    #: runs of the selection the action leaves out, and why (:func:`left_out`)
    left_out: dict[str, str] = field(default_factory=dict)

    @property
    def amount(self) -> str:
        """Totals per currency, largest first, and the amounts not read: ``"625,000 EUR; 300 USD"``."""
        shown = [amounts.shown(v, c) for c, v in sorted(self.totals.items(), key=lambda kv: -kv[1])]
        if self.unread:
            n, listed = len(self.unread), ", ".join(self.unread[:3]) + (", …" if len(self.unread) > 3 else "")
            shown.append(f"{n} amount{'s' if n != 1 else ''} not read as a number ({listed})")
        return "; ".join(shown)

    @property
    def needs_typing(self) -> bool:
        """The operator types :attr:`phrase` above ``AGENTOPS_BULK_CONFIRM_COUNT`` targets, or when the held
        payments add up to ``AGENTOPS_CONFIRM_AMOUNT`` (the one-call threshold) or more in a currency, or
        hold an amount the server cannot read."""
        limit = float(settings.AGENTOPS.get("CONFIRM_AMOUNT") or 0)
        large = limit > 0 and (bool(self.unread) or any(v >= limit for v in self.totals.values()))
        return self.count > settings.AGENTOPS["BULK"]["CONFIRM_COUNT"] or large or self.asks_amount

    @property
    def too_many(self) -> bool:
        """More targets than one job may take (``AGENTOPS_BULK_MAX``): narrow the filters."""
        return self.count > settings.AGENTOPS["BULK"]["MAX"]

    @property
    def phrase(self) -> str:
        """``approve 10``; a bulk approve of a call that alone would need its amount typed says the total too,
        as the preview shows it: ``approve 10 totalling 997,148 EUR``, ``approve 3 totalling 2,500 EUR and 1
        amount not read`` (the amounts not read are listed beside it: the phrase only counts them)."""
        said = f"{self.action.value.replace('_', '-')} {self.count}"
        if self.action != BulkAction.APPROVE or not self.asks_amount:
            return said
        totals = "; ".join(amounts.shown(v, c) for c, v in sorted(self.totals.items(), key=lambda kv: -kv[1]))
        n = len(self.unread)
        unread = f"{n} amount{'s' if n != 1 else ''} not read" if n else ""
        if totals:
            return f"{said} totalling {totals}" + (f" and {unread}" if unread else "")
        return f"{said} with {unread}"

    def confirmed_by(self, typed: str) -> bool:
        """Whether ``typed`` is :attr:`phrase` (case and runs of spaces aside)."""
        return " ".join(typed.split()).casefold() == " ".join(self.phrase.split()).casefold()


def preview(*, action: BulkAction, runs: QuerySet[Run], selection: Selection = ANY_CALL) -> Preview:
    """The count, a sample and (for held calls) the total size per currency; runs are counted in SQL, not loaded."""
    if action not in CALL_ACTIONS:
        rows = _target_runs(action, runs)
        count = rows.count()
        heads = list(rows.values_list("id", "last_seq")) if count <= settings.AGENTOPS["BULK"]["MAX"] else []
        sample = [Target(r) for r in rows[:SAMPLE]]
        names = [run_name(run_id, seq) for run_id, seq in heads]
        return Preview(
            action=action,
            count=len(heads) or count,
            sample=sample,
            fingerprint=fingerprint(names),
            left_out=left_out(action, runs),
        )
    found = targets(action=action, runs=runs, selection=selection)
    totals: dict[str, float] = {}
    unread = []
    for target in found:
        money = target.amount
        if money is not None:
            totals[money[1]] = totals.get(money[1], 0.0) + abs(money[0])
        elif text := target.unread_amount:
            unread.append(text)
    asks_amount = action == BulkAction.APPROVE and any(t.asks_amount for t in found)
    return Preview(
        action=action,
        count=len(found),
        sample=found[:SAMPLE],
        fingerprint=fingerprint(target_names(found)),
        totals=totals,
        unread=unread,
        asks_amount=asks_amount,
        calls=found,
    )


def held_groups() -> list[dict[str, Any]]:
    """Held calls grouped by tool and identical arguments (batch approvals), largest group first."""
    groups: dict[tuple[str, str], dict[str, Any]] = {}
    rows = ToolExecution.objects.filter(status=ExecStatus.WAITING_MANUAL_CONFIRM).order_by("requested_at")
    for e in rows.only("id", "run_id", "tool", "args", "requested_at")[:5000]:
        key = (e.tool, args_hash(e.args))
        group = groups.setdefault(key, {"tool": e.tool, "args_hash": key[1], "count": 0, "first": e})
        group["count"] += 1
    return sorted((g for g in groups.values() if g["count"] > 1), key=lambda g: -g["count"])


@dataclass
class Progress:
    job: BulkJob
    counts: dict[str, int]
    recent: list[BulkItem]
    problems: list[BulkItem]

    @property
    def handled(self) -> int:
        """Items acted on or found with nothing to do (neither PENDING nor CANCELLED)."""
        return self.job.total - self.counts.get(ItemState.PENDING, 0) - self.counts.get(ItemState.CANCELLED, 0)

    @property
    def percent(self) -> int:
        return round(100 * self.handled / self.job.total) if self.job.total else 100


def for_readers(job: BulkJob, known: dict[int, frozenset[str]] | None = None, *, reader: Any = None) -> BulkJob:
    """``job`` as pages and the API show it: its reasons and search redacted, as the same reason journaled on each
    run is (a job spans runs, so no run's raw-access grant applies) — with the person's names its runs' events reveal
    (``known``: :func:`names_of_jobs`, read here when not given), as each run's page shows the journaled reason: "cancel
    for Ann Lee" above the runs' ids named the person their pages show as ``<name:…>``. Its held payments' total only
    to a ``reader`` holding the action's role, as its preview (a masked amount's total reached every viewer). Who made
    and who cancelled it as ``reader`` may see them (``visibility.who``). A copy: the row is not changed."""
    names_shown = (names_of_jobs([job]) if known is None else known).get(job.pk, frozenset())

    def text(value: str) -> str:
        return from_settings().said(value, names_shown)

    shown = copy.copy(job)
    shown.reason, shown.cancel_reason = text(job.reason), text(job.cancel_reason)
    sight = reader_sight(reader)
    shown.actor, shown.cancelled_by = who(job.actor, sight), who(job.cancelled_by, sight)
    if not has_role(reader, role_for(BulkAction(job.action))):
        shown.amount = ""
    filters = (job.selection or {}).get("filters") or {}
    if filters.get("q"):  # a search as typed (an e-mail address's first letters)
        shown.selection = job.selection | {"filters": filters | {"q": text(filters["q"])}}
    return shown


def names_of_jobs(jobs: list[BulkJob]) -> dict[int, frozenset[str]]:
    """The person's names each job's runs reveal (``runs.governance.names``), read for all ``jobs`` at once."""
    if not jobs:
        return {}
    items = BulkItem.objects.filter(job_id__in=[job.pk for job in jobs])
    found = names.of_runs(Run.objects.filter(id__in=items.values("run_id")), from_settings())
    shown: dict[int, frozenset[str]] = {}
    if found:  # (read in Python: a list of the runs found could pass a backend's limit of parameters)
        for job_id, run_id in items.values_list("job_id", "run_id"):
            if run_id in found:
                shown[job_id] = shown.get(job_id, frozenset()) | found[run_id].names
    return shown


def job_progress(*, job_id: int, reader: Any) -> Progress | None:
    job = BulkJob.objects.filter(pk=job_id).first()
    if job is None:
        return None
    known = names_of_jobs([job])
    job = for_readers(job, known, reader=reader)
    rows = job.items.values("state").annotate(n=Count("id")).order_by()
    counts = {row["state"]: row["n"] for row in rows}
    acted = job.items.exclude(state=ItemState.PENDING)
    recent = list(acted.order_by("-acted_at", "-id")[:10])
    problems = list(acted.filter(state__in=[ItemState.SKIPPED, ItemState.FAILED]).order_by("id")[:50])
    # each item's outcome redacted as its reasons are (one stored before its actor was, until qa-ops9, named an
    # e-mail username as typed), then shown for this reader: a job spans runs, so who an outcome names is shown as
    # the job's actor is
    sight, redactor, names_shown = reader_sight(reader), from_settings(), known.get(job.pk, frozenset())
    for item in (*recent, *problems):  # shown only: these instances are not saved
        shown = redactor.redact(item.outcome, names_shown) if item.outcome else item.outcome
        item.outcome = for_reader(shown, item.outcome_names, lambda _run_id: sight)
    return Progress(job=job, counts=counts, recent=recent, problems=problems)


def recent_jobs(reader: Any, limit: int = 50) -> list[BulkJob]:
    jobs = list(BulkJob.objects.order_by("-created_at")[:limit])
    known = names_of_jobs(jobs)
    return [for_readers(job, known, reader=reader) for job in jobs]
