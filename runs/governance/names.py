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
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import groupby
from operator import itemgetter
from typing import TYPE_CHECKING, Any, NamedTuple

import orjson
from django.db import DatabaseError, connection
from django.db.models import QuerySet

from agentops.core.errors import first_line
from runs.governance import streamed
from runs.journal import sql
from runs.journal.lineage import origins
from runs.journal.pages import cache_transaction
from runs.models import Event, Run, RunNames

if TYPE_CHECKING:
    from agentops.redaction import Redactor

log = logging.getLogger(__name__)

#: payloads read a fetch when extending runs' names
CHUNK = 2000
#: runs whose new events one statement reads (three parameters a run: SQLite takes 999)
GROUP = 300


@dataclass(frozen=True)
class Names:
    """A run's names (raw: never shown) and their digest ("" when there are none)."""

    names: frozenset[str] = frozenset()
    digest: str = ""


NONE = Names()


def digest(names: frozenset[str] | set[str]) -> str:
    return hashlib.sha256("\0".join(sorted(names)).encode()).hexdigest() if names else ""


def of(run_id: str, redactor: Redactor) -> Names:
    """``run_id``'s names up to its head, under ``redactor`` (:func:`of_runs` of the one run)."""
    return _with_origins(*_own("%s", [run_id], redactor), redactor).get(run_id, NONE)


def of_runs(runs: QuerySet[Run] | tuple[str, tuple[Any, ...]], redactor: Redactor) -> dict[str, Names]:
    """The names of every run of ``runs`` that has any (an export's, a page's): its own events' (:func:`_own`) and
    those of every run above it (``lineage.origins``: a fork's parent, a continuation's predecessor, and theirs),
    whose values its journal shows: a name the parent's events reveal is one in the fork's own events too. ``runs``:
    a query set, or the SQL and parameters of its ``id`` column's subquery (compiled once by a caller that needs them
    twice: the export)."""
    runs_sql, runs_params = runs.order_by().values("id").query.sql_with_params() if isinstance(runs, QuerySet) else runs
    return _with_origins(*_own(runs_sql, list(runs_params), redactor), redactor)


def _with_origins(own: dict[str, Names], lower: list[str], redactor: Redactor) -> dict[str, Names]:
    """``own`` (each run's own names) with, for the runs ``lower`` (forks, continuations), those of the runs above
    them; the runs holding any."""
    if lower:
        lineage = origins(lower)
        if missing := sorted({origin for above in lineage.values() for origin in above} - own.keys()):
            own |= _own(", ".join(["%s"] * len(missing)), missing, redactor)[0]
        for run_id, above in lineage.items():
            found = own[run_id].names.union(*(own[origin].names for origin in above if origin in own))
            own[run_id] = Names(found, digest(found))
    return {run_id: found for run_id, found in own.items() if found.names}


class _Stale(NamedTuple):
    """A run whose head is past its kept row: what the row holds (none: 0, no names) and the head read with it."""

    upto: int
    names: frozenset[str]
    kept: bool
    head: int


def _own(runs_sql: str, runs_params: list[Any], redactor: Redactor) -> tuple[dict[str, Names], list[str]]:
    """Each run of ``runs_sql`` → the names its own events reveal, and the runs of them that are forks or
    continuations: the runs' heads and kept rows in one statement (nothing more when no event came since a run's
    row), then the events past the kept rows of the runs whose head moved on read together (:func:`_extend`), a
    statement for :data:`GROUP` runs, and what they add kept in one transaction."""
    out, stale, lower = {}, {}, []
    for run_id, head, upto, kept, fork_of, parent in sql.fetch_all(
        _heads(connection.vendor, runs_sql), [redactor.fingerprint, *runs_params]
    ):
        names = frozenset(orjson.loads(kept)) if kept else frozenset()
        if upto is not None and upto >= head:
            out[run_id] = Names(names, digest(names))
        else:
            stale[run_id] = _Stale(upto or 0, names, upto is not None, head)
        if fork_of or parent:
            lower.append(run_id)
    if stale:
        out.update(_extend(stale, redactor))
    return out, lower


@lru_cache(maxsize=64)
def _heads(vendor: str, runs_sql: str) -> str:
    """The statement giving each run of ``runs_sql`` (its ``id`` column's subquery) with its head and its row
    kept under a fingerprint (the statement's first parameter): id, last seq, upto, names (JSON text), the run it
    was forked from and the one it continues."""
    q = connection.ops.quote_name
    run, kept = q(Run._meta.db_table), q(RunNames._meta.db_table)
    return sql.driver_text(
        f"SELECT r.{q('id')}, r.{q('last_seq')}, n.{q('upto')}, n.{q('names')}, r.{q('fork_of_id')}, r.{q('parent_id')} "
        f"FROM {run} r LEFT JOIN {kept} n "
        f"ON n.{q('run_id')} = r.{q('id')} AND n.{q('fingerprint')} = %s WHERE r.{q('id')} IN ({runs_sql})",
        vendor,
    )


def _extend(stale: dict[str, _Stale], redactor: Redactor) -> dict[str, Names]:
    """Each run's kept names (read up to its ``upto``) with those of its events after it, up to the head read
    with them, kept (:func:`_keep`)."""
    found = {run_id: set(run.names) for run_id, run in stale.items()}
    last = {run_id: run.upto for run_id, run in stale.items()}
    q = connection.ops.quote_name
    ranges = f"({q('run_id')} = %s AND {q('seq')} > %s AND {q('seq')} <= %s)"
    ids = sorted(stale)
    for at in range(0, len(ids), GROUP):
        group = ids[at : at + GROUP]
        text = (
            f"SELECT {q('run_id')}, {q('seq')}, {q('payload')} FROM {q(Event._meta.db_table)} "
            f"WHERE {' OR '.join([ranges] * len(group))} ORDER BY {q('run_id')}, {q('seq')}"
        )
        params = [value for run_id in group for value in (run_id, stale[run_id].upto, stale[run_id].head)]
        many = sum(stale[run_id].head - stale[run_id].upto for run_id in group) > CHUNK
        for rows in _batches(text, params, many=many):
            for run_id, events in groupby(rows, key=itemgetter(0)):
                part = list(events)
                last[run_id] = part[-1][1]
                payloads = [payload.encode("utf-8", "surrogatepass") for *_, payload in part if payload]
                found[run_id] |= redactor.taken_names(payloads)  # (purged: "")
    out = {run_id: Names(frozenset(names), digest(names)) for run_id, names in found.items()}
    _keep(
        [(run_id, run, last[run_id], out[run_id]) for run_id, run in stale.items() if last[run_id] > run.upto], redactor
    )
    return out


def _batches(text: str, params: list[Any], *, many: bool) -> Iterator[list[tuple[Any, ...]]]:
    """The rows of ``text``, :data:`CHUNK` at a time: ``many`` (more than one fetch) streamed on a connection of their
    own (``streamed``: a first export's whole journal), else from a server-side cursor (a run page's few new events:
    no connection opened for them)."""
    own = streamed.batches(text, params, CHUNK) if many else None
    if own is not None:
        yield from own
        return
    with connection.chunked_cursor() as cursor:
        cursor.execute(text, params)
        while rows := cursor.fetchmany(CHUNK):
            yield rows


def _keep(rows: list[tuple[str, _Stale, int, Names]], redactor: Redactor) -> None:
    """Keep what was found (each run: its stale row, the last seq read, its names) in one transaction; never over a
    row read further meanwhile (a set only grows). A cache: a failure is logged and costs the next read the same
    work; on PostgreSQL its commit does not wait for the disk (``runs.journal.pages.cache_transaction``)."""
    if not rows:
        return
    fingerprint = redactor.fingerprint
    try:
        with cache_transaction("", ()):
            new = []
            for run_id, run, upto, names in rows:
                fields = {"upto": upto, "names": sorted(names.names), "digest": names.digest}
                if run.kept:
                    RunNames.objects.filter(run_id=run_id, fingerprint=fingerprint, upto__lt=upto).update(**fields)
                else:
                    new.append(RunNames(run_id=run_id, fingerprint=fingerprint, **fields))
            RunNames.objects.bulk_create(new, ignore_conflicts=True)
    except DatabaseError as exc:  # a cache: the store's refusal is said once by the write the reader waits on
        log.info(
            "runs %s: their names were not kept (%s: %s); the next read finds them again",
            ", ".join(run_id for run_id, *_ in rows[:3]),
            type(exc).__name__,
            first_line(exc),
        )


def forget(run_id: str) -> None:
    """Drop ``run_id``'s kept names (retention purged payloads: read again from what is left)."""
    RunNames.objects.filter(run_id=run_id).delete()
