"""A run's reference as a reader without a grant sees it, kept on its row (``Run.reference_seen``) with the redaction
that made it (``Run.reference_seen_by``: the redactor's fingerprint — its key, settings and code), so a search for a
pseudonym a page shows (``<email:…>``, or ``<name:…>`` for a person's name its inputs reveal, as its row on the runs
list shows it) finds the run (``runs.governance.visibility.visible_reference_hits``, which checks each run found
against the reference as the reader sees it).

A pseudonym is an HMAC under the redaction key: once the key changes (or the redaction's settings or code), the rows
made before hold pseudonyms no page shows any more, and a search for the ones the pages show now misses those runs.
``manage.py refresh_seen_references`` makes them again under the current redaction (:func:`refresh`); until it has
run, the system check :func:`check_stale_references` (``agentops.W001``) names it at every process's start.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from django.core import checks
from django.db import DatabaseError
from django.db.models import Q, QuerySet

from agentops.core.canon import canonical_bytes
from runs.governance import names
from runs.governance.redaction import from_settings
from runs.models import Run

#: rows one statement reads, and one transaction-free pass writes, when references are made again
BATCH = 2000
COMMAND = "python manage.py refresh_seen_references"


def seen_fields(reference: str, names: Collection[str] = ()) -> dict[str, str]:
    """``Run.reference_seen`` for ``reference`` — as a reader without a grant sees it, with ``names``: the person's
    names the run's events reveal (``runs.governance.names``), which its row on the runs list shows as ``<name:…>`` —
    and the fingerprint of the redaction that made it (``Run.reference_seen_by``)."""
    redactor = from_settings()
    seen = str(redactor.redact(reference, names))[:1000] if reference else ""
    return {"reference_seen": seen, "reference_seen_by": redactor.fingerprint}


def started_names(payload: dict[str, Any]) -> set[str]:
    """The names a run's ``RunStarted`` payload (its inputs) reveals, known as it is made: a reference that repeats
    one (``Refund for Maria Lopez``, ``customer_name`` in the inputs) is shown with ``<name:…>`` from the start."""
    return from_settings().taken_names([canonical_bytes(payload)])


def stale(runs: QuerySet[Any]) -> QuerySet[Any]:
    """The runs of ``runs`` whose reference was seen under another redaction than the current one (or never).

    "Another" as two ranges, below and above the current fingerprint: the same rows as ``<>`` (the column is never
    NULL), and each range an index scan of ``run_reference_seen_by`` (migration 0038, a partial index of the runs with a
    reference), where PostgreSQL reads the whole table for ``<>``: the start-up check counts these rows at every
    process start."""
    current = from_settings().fingerprint
    other = Q(reference_seen_by__lt=current) | Q(reference_seen_by__gt=current)
    return runs.exclude(reference="").filter(other)


def refresh(runs: QuerySet[Any], *, batch: int = BATCH, every: bool = False) -> int:
    """Make the seen reference of every stale run of ``runs`` (``every``: of every run with a reference) again under
    the current redaction, with the names its events reveal up to now, ``batch`` rows a read (by id: a run made
    meanwhile is made current by its creator); how many were made. ``runs``: ``Run.objects``' rows, or a migration's
    historical model's (whose runs' names are not read: the live models may be ahead of its schema)."""
    done, last = 0, ""
    pending = (runs.exclude(reference="") if every else stale(runs)).order_by("id").values_list("id", "reference")
    live = runs.model is Run
    while rows := list(pending.filter(id__gt=last)[:batch]):
        found = names.of_runs(Run.objects.filter(id__in=[r for r, _ in rows]), from_settings()) if live else {}
        for run_id, reference in rows:
            seen = seen_fields(reference, found.get(run_id, names.NONE).names)
            done += runs.filter(id=run_id, reference=reference).update(**seen)
        last = rows[-1][0]
    return done


def check_stale_references(
    app_configs: Any = None, *, databases: Any = None, **kwargs: Any
) -> list[checks.CheckMessage]:
    """System check (a database one: asked by ``manage.py check --database default``, ``migrate`` and each server or
    worker at start, ``agentops.startup.check_at_start``): a warning naming :data:`COMMAND` while some run's seen
    reference was made under another redaction (a rotated ``AGENTOPS_REDACTION_KEY``). A database that cannot be
    asked (not migrated yet) says nothing here: start-up, ``migrate`` and the command say that."""
    if not databases or "default" not in databases:
        return []
    try:
        count = stale(Run.objects.all()).count()
    except DatabaseError:
        return []
    if not count:
        return []
    return [
        checks.Warning(
            f"{count} runs' references were redacted under another redaction key (or its settings): a search for a "
            "pseudonym the pages show does not find them",
            hint=f"run `{COMMAND}` once after changing AGENTOPS_REDACTION_KEY (docs/configuration.md)",
            id="agentops.W001",
        )
    ]
