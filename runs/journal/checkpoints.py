"""Checkpoints: a derived cache of a run's context, so that a cold resume reads one row, not every snapshot.

Snapshots are incremental (each holds the messages added since the one before), so a resume of a
10,000-step run reads ~1,250 of them. A checkpoint (``runs.models.Checkpoint``, one row per run,
outside the journal and its hash chain) holds the context a snapshot continues, as one JSON array.
A cold resume then reads RunStarted, the checkpoint, the snapshots from its own on and the tail.

It is a cache, never a source of truth:

* **bound to the chain**: it names the snapshot it ends before (``seq``) and that snapshot's chain
  hash, which covers every event before it, and holds as many messages as the snapshot's ``at``
  says the context before it has;
* **checked**: ``digest`` is the SHA-256 of its text (a torn or edited row does not match);
* **replaceable**: a row that does not hold (missing, for another history, torn) is ignored and
  the snapshot chain is read, as without checkpoints; the next advance replaces it;
* **derived**: :func:`write` joins the stored text of the parts a resume read (the previous
  checkpoint's, the snapshots' arrays: nothing is decoded or re-encoded); the tests check it
  against the fold of the whole journal.

The writer advances it (``runs.journal.store.keep_checkpoint``) after every ``ADVANCE_EVERY``
snapshots it appends (the worker's ``DbJournal``; the API, for an external agent's run), when the snapshots after the checkpoint reach ``max(MIN_GAP, all / RATIO)``.
So a cold resume reads at most about that many snapshots (+ ``ADVANCE_EVERY``) past it, and
because the gap grows with the chain, the bytes written over a run stay proportional to the run (5.6× the final context for
10,000 steps, about 7× for longer runs), and one row per run keeps the storage to one copy of it.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from django.db import connection
from django.db.models import Count, Q

from agentops.core.context import Context, Stored
from agentops.core.events import Event, EventType
from runs import models
from runs.journal.statements import STR, Statement

#: the writer considers advancing after this many snapshots of its own
ADVANCE_EVERY = 32
#: snapshots past the checkpoint before it is advanced: at least MIN_GAP, and a RATIO-th of the chain
MIN_GAP, RATIO = 32, 8


@dataclass(frozen=True)
class Checkpoint:
    seq: int
    hash: str
    count: int
    digest: str
    context: str

    def start(self, events: list[Event]) -> Context | None:
        """The context before the snapshot at ``seq`` if this checkpoint holds for ``events`` (the
        resume path read from ``seq`` on), else None: the chain must be read instead."""
        at = next((e for e in events if e.seq == self.seq), None)
        if (
            at is None
            or at.type is not EventType.SNAPSHOT_TAKEN
            or at.hash != self.hash
            or at.payload.get("at") != self.count
            or digest(self.context) != self.digest
        ):
            return None
        context = Context()
        context.extend(Stored(self.context, self.count))
        return context


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


#: the read of every cold resume, compiled once (compiling costs more than running it: most runs have none)
_READ = Statement(
    lambda run: models.Checkpoint.objects.filter(run_id=run).values_list("seq", "hash", "count", "digest", "context"),
    run=STR,
)


def may_exist(head_seq: int) -> bool:
    """Whether a run whose journal ends at ``head_seq`` can have a checkpoint: the first one is written
    once ``MIN_GAP`` snapshots are in the chain, each at its own seq after RunStarted. A short run's
    cold resume (every new run's first drive) skips the read; skipping it is never wrong, only slower
    (the chain is read instead)."""
    return head_seq > MIN_GAP


def read(run_id: str) -> Checkpoint | None:
    found = _READ.rows(run=run_id)
    return Checkpoint(*found[0]) if found else None


def due(run_id: str) -> bool:
    """Whether the snapshots past the run's checkpoint (all of them without one) call for a new one."""
    seq = models.Checkpoint.objects.filter(run_id=run_id).values_list("seq", flat=True).first() or 0
    snaps = models.Event.objects.filter(run_id=run_id, type=str(EventType.SNAPSHOT_TAKEN))
    counts = snaps.aggregate(every=Count("seq"), past=Count("seq", filter=Q(seq__gte=seq)))
    return counts["past"] >= max(MIN_GAP, counts["every"] // RATIO)


def write(run_id: str, snapshot: Event, context: Context) -> None:
    """Keep ``context`` (what ``snapshot`` continues) as the run's checkpoint, unless one at a later
    snapshot is there already (two writers: the newer checkpoint stays; either is right)."""
    text = context.array_text()
    table = connection.ops.quote_name(models.Checkpoint._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (run_id, seq, hash, count, digest, context) VALUES (%s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (run_id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash, count = excluded.count, "
            f"digest = excluded.digest, context = excluded.context WHERE {table}.seq < excluded.seq",
            [run_id, snapshot.seq, snapshot.hash, len(context), digest(text), text],
        )
