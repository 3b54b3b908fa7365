"""Checkpoints: a derived cache of a run's context, so that a cold resume reads one row, not every snapshot.

Snapshots are incremental (each holds the messages added since the one before), so a resume of a
10,000-step run reads ~1,250 of them. A checkpoint (``runs.models.Checkpoint``, one row per run,
outside the journal and its hash chain) holds the context a snapshot continues, as one JSON array.
A cold resume then reads RunStarted, the checkpoint, the snapshots from its own on and the tail.

It is a cache, never a source of truth:

* **bound to the chain**: it names the snapshot it ends before (``seq``) and that snapshot's chain
  hash, which covers every event before it, and holds as many messages as the snapshot's ``at``
  says the context before it has;
* **checked**: ``digest`` is the SHA-256 of what is stored (a torn or edited row does not match);
* **packed**: the text is kept as a zstd frame of its UTF-8 (``packed``, written since migration 0020):
  a 10,000-step run's 2.5 MB context is ~160 KB, which PostgreSQL sends as it is (no 2.5 MB to
  detoast and send), fetched in binary format (no hex). The resume checks the digest and the
  frame's header and keeps the bytes; they are unpacked (~1 ms) the first time a message in them is
  read (``Stored.later``), as a snapshot's array is decoded only then. A row written before
  (``context`` as text, its digest of that text) is still read;
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

import zstandard
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


#: zstd's level for a checkpoint: the 10,000-step bench run's 2.5 MB context packs to 158 KB in ~2.5 ms of
#: CPU (level 3: 192 KB in ~4 ms), and unpacks in ~1 ms. (``zstandard``, not the ``backports.zstd`` of
#: Python 3.14's ``compression.zstd``: that one grows its output buffer as it goes, 4.7 ms against 0.8
#: to unpack this frame in a fresh process; the frames are the same.)
LEVEL = 1


@dataclass(frozen=True)
class Checkpoint:
    seq: int
    hash: str
    count: int
    digest: str
    #: the JSON array as stored: a zstd frame of its UTF-8 (``packed``), or the text of a row written
    #: before migration 0020 (``context``)
    stored: bytes | str

    def text(self) -> str | None:
        """The context as one JSON array, or None if what is stored does not match its digest (torn,
        edited) or does not unpack."""
        if not self._intact():
            return None
        try:
            return self.stored if isinstance(self.stored, str) else unpack(self.stored)
        except ValueError:
            return None

    def start(self, events: list[Event]) -> Context | None:
        """The context before the snapshot at ``seq`` if this checkpoint holds for ``events`` (the
        resume path read from ``seq`` on), else None: the chain must be read instead. Packed, it is
        unpacked when a message is first read (``Stored.later``), not here: a resume that replays
        journaled steps never pays for it."""
        at = next((e for e in events if e.seq == self.seq), None)
        if (
            at is None
            or at.type is not EventType.SNAPSHOT_TAKEN
            or at.hash != self.hash
            or at.payload.get("at") != self.count
            or not self._intact()
        ):
            return None
        stored = self.stored
        context = Context()
        context.extend(
            Stored(stored, self.count) if isinstance(stored, str) else Stored.later(lambda: unpack(stored), self.count)
        )
        return context

    def _intact(self) -> bool:
        """What is stored matches its digest and, packed, is one zstd frame that says its size (its
        header: a frame that then fails to unpack is refused when read, like a part that does not hold
        its count of messages)."""
        if digest(self.stored) != self.digest:
            return False
        if isinstance(self.stored, str):
            return True
        try:
            return zstandard.frame_content_size(self.stored) >= 0
        except zstandard.ZstdError:
            return False


def digest(stored: bytes | str) -> str:
    """SHA-256 of what a checkpoint stores (a text: of its UTF-8)."""
    return hashlib.sha256(stored.encode() if isinstance(stored, str) else stored).hexdigest()


def pack(text: str) -> bytes:
    """The context's JSON array as a checkpoint stores it (the frame says its size)."""
    return zstandard.ZstdCompressor(level=LEVEL).compress(text.encode())


def unpack(packed: bytes) -> str:
    """The JSON array a packed checkpoint holds (ValueError if it does not unpack)."""
    try:
        return zstandard.ZstdDecompressor().decompress(packed).decode()
    except (zstandard.ZstdError, UnicodeDecodeError) as exc:
        raise ValueError(f"a checkpoint's packed context does not unpack: {exc}") from exc


#: the read of every cold resume, compiled once (compiling costs more than running it: most runs have none)
_READ = Statement(
    lambda run: models.Checkpoint.objects.filter(run_id=run).values_list(
        "seq", "hash", "count", "digest", "packed", "context"
    ),
    run=STR,
)


def may_exist(head_seq: int) -> bool:
    """Whether a run whose journal ends at ``head_seq`` can have a checkpoint: the first one is written
    once ``MIN_GAP`` snapshots are in the chain, each at its own seq after RunStarted. A short run's
    cold resume (every new run's first drive) skips the read; skipping it is never wrong, only slower
    (the chain is read instead)."""
    return head_seq > MIN_GAP


def read(run_id: str) -> Checkpoint | None:
    found = _READ.rows(run=run_id, binary=True)  # the packed bytes as they are, not as hex
    if not found:
        return None
    seq, hash_, count, digest_, packed, context = found[0]
    return Checkpoint(seq, hash_, count, digest_, context if packed is None else bytes(packed))


def due(run_id: str) -> bool:
    """Whether the snapshots past the run's checkpoint (all of them without one) call for a new one."""
    seq = models.Checkpoint.objects.filter(run_id=run_id).values_list("seq", flat=True).first() or 0
    snaps = models.Event.objects.filter(run_id=run_id, type=str(EventType.SNAPSHOT_TAKEN))
    counts = snaps.aggregate(every=Count("seq"), past=Count("seq", filter=Q(seq__gte=seq)))
    return counts["past"] >= max(MIN_GAP, counts["every"] // RATIO)


def write(run_id: str, snapshot: Event, context: Context) -> None:
    """Keep ``context`` (what ``snapshot`` continues) as the run's checkpoint, unless one at a later
    snapshot is there already (two writers: the newer checkpoint stays; either is right)."""
    packed = pack(context.array_text())
    table = connection.ops.quote_name(models.Checkpoint._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (run_id, seq, hash, count, digest, packed, context) "
            "VALUES (%s, %s, %s, %s, %s, %s, '') "
            "ON CONFLICT (run_id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash, count = excluded.count, "
            f"digest = excluded.digest, packed = excluded.packed, context = excluded.context "
            f"WHERE {table}.seq < excluded.seq",
            [run_id, snapshot.seq, snapshot.hash, len(context), digest(packed), packed],
        )
