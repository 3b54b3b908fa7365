"""The person's names a run's events reveal, pseudonymised in every event of the run on its redacted reads.

The redactor (``agentops.redaction``) pseudonymises a name it takes whole under a person's key
(``{"customer_name": "Maria Lopez"}``) wherever the same document repeats it, but it reads one document at
a time: the model's "I've refunded Maria Lopez's order" in a later event, or a lookup's "Maria Lopez asked
where her refund is" before the call that names her, are other documents, where nothing says it is a name —
shown as written beside ``<name:…>``, which then told it. So every redacted read of a run redacts its events
with **the run's names** (``Redactor.redact(value, names)``, ``redact_stored_many(documents, names)``): those
any of its events up to its head reveals (``Redactor.taken_names``), one pseudonym per name everywhere, and
those of every run above it (``runs.journal.lineage.origins``: a fork's parent, a continuation's predecessor, and
theirs, up to their heads), whose values its journal shows: a name the parent revealed is hidden in the fork's own
events (an operator's reason, a result given) as in the history it inherits.

Kept per run and redaction (``RunNames``: the names of its own events, how far its journal was read, their digest): the
journal is append-only, so a read extends the set over the events appended since it was last read, each
event read once per redaction. Redacted output kept for later reads (export pages, view pages, the hidden
hashes' cache) is kept under the set's digest, so a name a later event reveals is never served from output
made before it (it is made anew). Retention deletes the rows of the runs it purges (:func:`forget`).
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.db import DatabaseError, transaction
from django.db.models import JSONField, OuterRef, QuerySet, Subquery

from agentops.core.errors import first_line
from runs.journal.lineage import origins
from runs.models import Event, Run, RunNames

if TYPE_CHECKING:
    from agentops.redaction import Redactor

log = logging.getLogger(__name__)

#: payloads read a query when extending a run's names
CHUNK = 2000


@dataclass(frozen=True)
class Names:
    """A run's names (raw: never shown) and their digest ("" when there are none)."""

    names: frozenset[str] = frozenset()
    digest: str = ""


NONE = Names()


def digest(names: frozenset[str] | set[str]) -> str:
    return hashlib.sha256("\0".join(sorted(names)).encode()).hexdigest() if names else ""


def of(run_id: str, redactor: Redactor) -> Names:
    """``run_id``'s names up to its head (:func:`of_runs`; none for a run the database does not hold)."""
    return of_runs(Run.objects.filter(id=run_id), redactor).get(run_id, NONE)


def of_runs(runs: QuerySet[Run], redactor: Redactor) -> dict[str, Names]:
    """The names of every run of ``runs`` that has any (a page's, an export's): its own events' (:func:`_own`) and
    those of every run above it (``lineage.origins``: a fork's parent, a continuation's predecessor, and theirs),
    whose values its journal shows: a name the parent's events reveal is one in the fork's own events too."""
    own, lower = _own(runs, redactor)
    if lower:
        lineage = origins(lower)
        if missing := {origin for above in lineage.values() for origin in above} - own.keys():
            own |= _own(Run.objects.filter(id__in=missing), redactor)[0]
        for run_id, above in lineage.items():
            found = own[run_id].names.union(*(own[origin].names for origin in above if origin in own))
            own[run_id] = Names(found, digest(found))
    return {run_id: found for run_id, found in own.items() if found.names}


def _own(runs: QuerySet[Run], redactor: Redactor) -> tuple[dict[str, Names], list[str]]:
    """Each run of ``runs`` → the names its own events reveal, and the runs of them that are forks or
    continuations: the runs' heads and kept rows in one query (nothing more when no event came since a run's
    row), then each run whose head is past its row extended."""
    kept = RunNames.objects.filter(run_id=OuterRef("id"), fingerprint=redactor.fingerprint)
    rows = (
        runs.order_by()
        .annotate(kept_upto=Subquery(kept.values("upto")), kept_names=Subquery(kept.values("names"), JSONField()))
        .values_list("id", "last_seq", "kept_upto", "kept_names", "fork_of_id", "parent_id")
    )
    out, lower = {}, []
    for run_id, head, upto, names, fork_of, parent in rows:
        names = names or []
        if upto is not None and upto >= head:
            out[run_id] = Names(frozenset(names), digest(set(names)))
        else:
            out[run_id] = _extend(run_id, redactor, upto or 0, frozenset(names), upto is not None, head)
        if fork_of or parent:
            lower.append(run_id)
    return out, lower


def _extend(run_id: str, redactor: Redactor, upto: int, names: frozenset[str], kept: bool, head: int) -> Names:
    """``names`` (read up to seq ``upto``) with those of the run's events after it up to ``head``, kept."""
    rows = (
        Event.objects.filter(run_id=run_id, seq__gt=upto, seq__lte=head).order_by("seq").values_list("seq", "payload")
    )
    found, last, batch = set(names), upto, []
    for seq, payload in rows.iterator(chunk_size=CHUNK):
        last = seq
        if payload:  # (purged: "")
            batch.append(payload.encode("utf-8", "surrogatepass"))
        if len(batch) == CHUNK:
            found |= redactor.taken_names(batch)
            batch = []
    if batch:
        found |= redactor.taken_names(batch)
    out = Names(frozenset(found), digest(found))
    if last > upto:
        _keep(run_id, redactor.fingerprint, kept, last, out)
    return out


def _keep(run_id: str, fingerprint: str, kept: bool, upto: int, names: Names) -> None:
    """Keep what was found; never over a row read further meanwhile (a set only grows). A cache: a failure is
    logged and costs the next read the same work."""
    fields = {"upto": upto, "names": sorted(names.names), "digest": names.digest}
    try:
        with transaction.atomic():
            if kept:
                RunNames.objects.filter(run_id=run_id, fingerprint=fingerprint, upto__lt=upto).update(**fields)
            else:
                row = RunNames(run_id=run_id, fingerprint=fingerprint, **fields)
                RunNames.objects.bulk_create([row], ignore_conflicts=True)
    except DatabaseError as exc:  # a cache: the store's refusal is said once by the write the reader waits on
        log.info(
            "run %s: its names were not kept (%s: %s); the next read finds them again",
            run_id,
            type(exc).__name__,
            first_line(exc),
        )


def forget(run_id: str) -> None:
    """Drop ``run_id``'s kept names (retention purged payloads: read again from what is left)."""
    RunNames.objects.filter(run_id=run_id).delete()
