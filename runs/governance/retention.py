"""Retention: drop the payloads of finished runs older than a configured age, keeping the hash chain.

Eligible runs are COMPLETED or DEAD_LETTER (nothing can drive them again) whose last event is older
than the cut-off, and whose whole fork family (its forks and continuations, the runs they come from) is
too. FAILED runs are kept: an operator can still resume them, and a resumed run replays its journal.
Each run is purged in its own transaction that re-checks its status and its family's under the lock of
their rows, so a run that moved on (or was forked, or continued) meanwhile is skipped. With
``archive_dir`` the events of each run are written (JSON Lines, fsynced) *before* its payloads are
emptied, their payloads **redacted** by the configured redactor like a default export (``runs.governance.redaction``): an archive holds no raw PII,
and, like that export, no chain hash a guessed value could be checked against (``runs.governance.hashes``:
``hash`` null from the run's first event the redaction changed, ``prev_hash`` null after it; a fork's all null).

What is purged: ``Event.payload`` (emptied, ``payload_purged=True``; ``hash``/``prev_hash`` stay — see
``runs.journal.chain.verify_chain``) with a snapshot's stored context (``Event.context``, set to NULL), the
execution projection's ``args`` and detail, reply and claim texts, the run's checkpoint
(``runs.journal.checkpoints``: a copy of the context), its pages (``runs.journal.pages``: a copy of
the payloads), its export pages (``runs.governance.export_pages``: their redacted lines) and its view
pages (``runs.dashboard.view_pages``: the run page's rows); none is written over a purged event again. Its dry-replay
and what-if reports (``ReplayReport``: the recorded and replayed arguments, results and replies, step by step) are
deleted: a copy of the payloads, and a purged run can be replayed no more.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import TextIO

from django.db import transaction
from django.db.models import Q, QuerySet
from django.utils import timezone

from agentops.core.states import RunStatus
from runs.governance import hashes, names
from runs.governance.redaction import from_settings
from runs.journal.lineage import families
from runs.models import (
    Checkpoint,
    Claim,
    Event,
    EventPage,
    ExportPage,
    ReplayReport,
    Reply,
    Run,
    ToolExecution,
    ViewPage,
)
from runs.models.journal import SORTED

RETAINABLE = frozenset({RunStatus.COMPLETED, RunStatus.DEAD_LETTER})


#: the longest retention age (100 years): older cut-offs are before any date the database holds
MAX_DAYS = 36_500


class RetentionError(ValueError):
    code = "invalid_retention"


@dataclass
class RetentionReport:
    cutoff: datetime
    dry_run: bool
    runs: list[str] = field(default_factory=list)
    events: int = 0
    archive: str = ""


def eligible_runs(*, older_than_days: int, now: datetime | None = None) -> tuple[datetime, QuerySet[Run, str]]:
    """The cut-off, and the ids of runs whose payloads retention may purge (oldest first)."""
    if not 1 <= older_than_days <= MAX_DAYS:
        raise RetentionError(f"--older-than-days must be between 1 and {MAX_DAYS:,}, not {older_than_days}")
    cutoff = (now or timezone.now()) - timedelta(days=older_than_days)
    runs = _retainable(cutoff).exclude(id__in=_needed_by_family(cutoff))
    pending = Event.objects.filter(run_id__in=runs.values("id"), payload_purged=False).values("run_id")
    return cutoff, runs.filter(id__in=pending).order_by("last_event_at", "id").values_list("id", flat=True)


def _retainable(cutoff: datetime) -> QuerySet[Run]:
    """Runs finished (COMPLETED, DEAD_LETTER) whose last event is older than ``cutoff``."""
    # SORTED (no RUNNING run: true of these) lets SQLite walk the partial run_last_event index, not sort them all
    return Run.objects.filter(SORTED, status__in=[str(s) for s in RETAINABLE], last_event_at__lt=cutoff)


def _needed_by_family(cutoff: datetime, run_ids: list[str] | None = None) -> set[str]:
    """The runs of every fork family (``lineage.families``: a run, its forks and continuations, theirs) that holds a
    run retention keeps (of ``run_ids``' families only, if given): a family is purged together, or not at all.

    A fork's history up to its cut is its parent's events (``runs.journal.lineage``), and every run of a family holds
    a repeat of the calls with no key (or of another key scope) that the others made, matched by their arguments
    (``made_above``, ``made_beside``; the bulk rule counts their recipients): purged, a run's arguments are ``{}``
    and match nothing. Before, only a kept fork's ancestors were kept: a COMPLETED fork of a parent still in doubt
    was purged, and the parent, settled, sent the fork's keyless emails a second time; so was a continuation's
    predecessor, and a young run's old sibling forks.
    """
    linked = (
        Q(fork_of__isnull=False) | Q(parent__isnull=False) | Q(forks__isnull=False) | Q(continuations__isnull=False)
    )
    kept = Run.objects.filter(linked).exclude(id__in=_retainable(cutoff).values("id"))
    if run_ids is not None:
        kept = kept.filter(id__in=run_ids)
    return {member for members in families(kept.values_list("id", flat=True).distinct()).values() for member in members}


def purge(
    *,
    older_than_days: int,
    archive_dir: str | os.PathLike[str] | None = None,
    dry_run: bool = False,
    now: datetime | None = None,
) -> RetentionReport:
    """Purge (optionally archiving first) every eligible run; ``dry_run`` only counts."""
    cutoff, ids = eligible_runs(older_than_days=older_than_days, now=now)
    report = RetentionReport(cutoff, dry_run)
    archive = _Archive(Path(archive_dir)) if archive_dir and not dry_run else None
    try:
        for run_id in list(ids):
            if dry_run:
                report.runs.append(run_id)
                report.events += Event.objects.filter(run_id=run_id, payload_purged=False).count()
                continue
            purged = _purge_run(run_id, cutoff, archive)
            if purged:
                report.runs.append(run_id)
                report.events += purged
    finally:
        if archive is not None:
            report.archive = archive.close()
    return report


class _Archive:
    """``DIR/retention-<timestamp>.jsonl``, created when the first run is archived: a pass that purges
    nothing writes no file (it wrote an empty one per pass: 1,440 a day at ``AGENTOPS_RETENTION_EVERY=60``)."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)  # (an unusable directory still fails before any purge)
        self.folder = folder
        self.file: TextIO | None = None

    def open(self) -> TextIO:
        if self.file is None:
            self.file = (self.folder / f"retention-{timezone.now():%Y%m%dT%H%M%S%f}.jsonl").open("a", encoding="utf-8")
        return self.file

    def close(self) -> str:
        """The archive's path, "" if none was written."""
        if self.file is None:
            return ""
        self.file.close()
        return self.file.name


def _purge_run(run_id: str, cutoff: datetime, archive: _Archive | None) -> int:
    redactor = from_settings()
    with transaction.atomic():
        # its family's rows locked, in id order (two passes at once take turns, never deadlock; a fork's transaction
        # locks its parent's), then the family read again: a run of it that moved on, or a fork or continuation made
        # since the pass began, keeps it
        family = Run.objects.select_for_update().filter(id__in=families([run_id]).get(run_id, [])).order_by("id")
        run = next(
            (row for row in family.values("id", "status", "last_event_at", "fork_of_id") if row["id"] == run_id), None
        )
        if run is None or run["status"] not in RETAINABLE or run["last_event_at"] >= cutoff:
            return 0
        if run_id in _needed_by_family(cutoff, families([run_id]).get(run_id, [])):
            return 0
        events = Event.objects.filter(run_id=run_id, payload_purged=False).order_by("seq")
        known = names.of(run_id, redactor)  # (pseudonymised in every line, as a redacted export shows them)
        if archive is not None:
            out = archive.open()
            hidden = hashes.HiddenHashes({run_id} if run["fork_of_id"] else set())
            columns = ("seq", "event_id", "type", "payload", "prev_hash", "hash", "created_at")
            for e in events.values(*columns).iterator(chunk_size=2000):
                stored = json.loads(e["payload"])
                line = {
                    **e,
                    "run_id": run_id,
                    "payload": redactor.redact(stored, known.names),
                    "payload_redacted": True,
                    "created_at": e["created_at"].isoformat(),
                }
                hidden.shown(line, line["payload"] != stored)  # the hashes a default export hides
                out.write(json.dumps(line, ensure_ascii=False, sort_keys=True) + "\n")
            out.flush()
            os.fsync(out.fileno())
        count = events.update(payload="", payload_purged=True, context=None)
        Checkpoint.objects.filter(run_id=run_id).delete()  # a copy of the context the snapshots held
        EventPage.objects.filter(run_id=run_id).delete()  # a copy of the payloads (``runs.journal.pages``)
        ExportPage.objects.filter(run_id=run_id).delete()  # their redacted lines (``runs.governance.export_pages``)
        ViewPage.objects.filter(run_id=run_id).delete()  # the run page's rows (``runs.dashboard.view_pages``)
        ReplayReport.objects.filter(run_id=run_id).delete()  # its reports: the payloads, step by step
        for kept in (names.NONE, known):  # purged payloads count as changed on redacted reads from now on
            hashes.forget(run_id, redactor, kept)
        names.forget(run_id)  # (raw names: read again from what is left)
        ToolExecution.objects.filter(run_id=run_id).update(args="{}", verification_detail="")
        Reply.objects.filter(run_id=run_id).update(text="", final_text="", release_reason="")
        Claim.objects.filter(run_id=run_id).update(clause="", reason="")
    return count
