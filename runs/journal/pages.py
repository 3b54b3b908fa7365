"""Pages: a derived, packed copy of a run's journal, so that a whole-history read fetches a few rows.

A whole read of a run's journal (the API, time travel, verification) fetched one row per event: the
fetch alone cost a third of the naive journal's whole read. But an appended event never changes (the
journal is append-only; retention, the one writer that empties payloads, deletes the pages first), so
every full block of :data:`SIZE` events (seqs ``k*SIZE+1`` to ``(k+1)*SIZE``) can be stored a second
time as one row (``runs.models.EventPage``): the block's columns and its payloads' stored text, one
lz4 frame (a zstd one where it was stored before: :func:`decompress` reads both). A whole read is then
the pages and the rows after the last one.

It is derived data, never the source of truth:

* **bound to the chain**: a page names the hash before its first event and its last event's hash;
  consecutive pages, the rows around them and seq 1's genesis hash must link up;
* **checked**: the frame carries its blocks' checksums and says its size, its head's types are event
  types, and the page's counts must match its block (a torn or edited row does not hold);
* **replaceable**: a page that does not hold (missing, torn, out of its block, not linking, or an array
  that does not decode under a checksum that holds: :func:`payloads_of`) ends the pages used; the rest of the range is read from the rows, and the read writes it anew;
* **written by the worker, and on read** (read-through): a worker giving a run up writes the pages of
  the blocks its appends filled (``runs.journal.store.keep_pages``: after the run's last step, so the
  append, every durable step, writes nothing more); the first whole read that fetched a full block from
  the rows (a run an external client drives, or one driven before) writes its page, in its own short
  transaction (a savepoint inside the caller's). Two writers racing write the same page: the upsert
  keeps one.
  A page is never written over a purged event, and a write waits for a purge of the run that holds
  its row lock (PostgreSQL: ``FOR KEY SHARE`` on the run row, which an append's UPDATE does not
  wait for), so a purge cannot be undone by a read that fetched the rows before it.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import repeat
from operator import itemgetter, sub
from typing import Any

import lz4.frame
import msgspec
import orjson
import zstandard
from django.conf import settings
from django.db import DatabaseError, connection, transaction
from django.db.backends.utils import CursorWrapper
from django.db.models import Aggregate, CharField, Model, QuerySet, TextField, UniqueConstraint, Value
from django.db.models.functions import Cast, Concat

from agentops.core.canon import holding_runs, loads, loads_many
from agentops.core.context import lazy_snapshot, lazy_snapshots
from agentops.core.events import EVENT_TYPES, EventType
from agentops.core.keys import GENESIS_HASH, lengths_text, payload_section, run_hasher
from runs import models
from runs.journal import sql
from runs.journal.statements import INT, STR, Statement

log = logging.getLogger(__name__)

#: events per page: a page holds the events ``k*SIZE+1`` to ``(k+1)*SIZE`` of its run
SIZE = 256

_SNAPSHOT = EventType.SNAPSHOT_TAKEN

#: a row as the journal's readers fetch it: seq, type, payload text, event id, prev_hash, hash
Row = tuple[int, str, str, str, str, str]


@dataclass(frozen=True)
class Page:
    """One block's events as stored: their columns, and their payloads as one JSON array's text."""

    first: int
    prev: str
    kinds: list[EventType]  # each event's type (its stored name: :attr:`types`)
    ids: list[str]
    hashes: list[str]
    ends: list[int]  # the byte offset in ``section`` where each payload's text ends
    section: memoryview  # the payloads' stored texts as one JSON array: ``[p1,p2,…]``
    whole: bool  # orjson reads the array (then it reads each text as ``loads`` does, but ``slow``'s)
    slow: list[int]  # the texts holding a run of 19 digits: ``loads`` sends them to ``json``
    lazy: list[int]  # the snapshots whose ``added`` a reader keeps as stored text (``lazy_snapshots``)
    seal: str = ""  # the block's seal (``RunHasher.seal_of``, under :func:`seal_key`), "" where it has none
    #: its payloads' lengths in bytes joined by commas, as stored (a page stored before them has "": made from ``ends``)
    lengths: str = ""

    @cached_property
    def types(self) -> list[str]:
        """Each event's type as its stored name (a ``str``, what a seal and the chain's hash are made of)."""
        return list(map(str, self.kinds))

    @property
    def last(self) -> int:
        return self.first + len(self.ids) - 1

    @property
    def hash(self) -> str:
        return self.hashes[-1]

    @property
    def seqs(self) -> range:
        return range(self.first, self.last + 1)

    @property
    def prevs(self) -> list[str]:
        """Each event's previous hash: the page's ``prev``, then each hash but the last."""
        return [self.prev, *self.hashes[:-1]]

    def texts(self) -> list[str]:
        """Each event's payload as stored."""
        section, start, out = self.section, 1, []
        for end in self.ends:
            out.append(str(section[start:end], "utf-8"))
            start = end + 1
        return out

    def delimited(self) -> bool:
        """Whether the payloads' array is its texts (:meth:`spans`, what verification hashes) separated by
        commas and nothing else: then a reader decodes exactly them."""
        seps = itemgetter(0, *self.ends)(self.section)  # "[", then the byte after each text: ",", …, "]"
        n = len(self.ends)
        return self.ends[-1] == len(self.section) - 1 and seps.count(0x2C) == n - 1 and seps[-1] == 0x5D

    def spans(self) -> list[memoryview]:
        """Each event's payload as stored, as its UTF-8 bytes in the page (nothing copied or decoded)."""
        section, start, out = self.section, 1, []
        for end in self.ends:
            out.append(section[start:end])
            start = end + 1
        return out

    def columns(self, *, stored: bool = False) -> tuple[str, str, str, str]:
        """Its ids, types, hashes and payloads' lengths in bytes, each joined by commas, as a seal takes them
        (``RunHasher.seal``). The lengths are made of ``ends`` (for a seal to be made: over the array's own
        texts), or with ``stored`` taken as :func:`packed` stored them, where it did (for a stored seal to be
        checked: making them cost ~0.13 ms of a 200-step run's ``--pages``, docs/benchmarks.md). A stored seal
        holds for stored lengths only if they are the ones it was made over, of the same ``ends``."""
        lengths = self.lengths if stored and self.lengths else self._lengths()
        return ",".join(self.ids), ",".join(self.types), ",".join(self.hashes), lengths

    def _lengths(self) -> str:
        starts = [1, *(end + 1 for end in self.ends[:-1])]
        return ",".join(map(str, map(sub, self.ends, starts)))

    def text(self, i: int) -> str:
        """The ``i``-th event's payload as stored."""
        return str(self.section[self.ends[i - 1] + 1 if i else 1 : self.ends[i]], "utf-8")

    def payloads(self) -> list[Any]:
        """Each event's payload as the rows' reader decodes it (``runs.journal.store``): one decode of the
        array (``loads`` for a text holding a run of 19 digits), and an old snapshot's ``added`` kept as
        its stored text."""
        if not self.whole:
            return self._lazy(loads_many(self.texts()))
        return self._decoded(orjson.loads(self.section))

    def _decoded(self, payloads: list[Any]) -> list[Any]:
        """:meth:`payloads`, of the array orjson decoded."""
        for i in self.slow:
            payloads[i] = loads(self.text(i))
        return self._lazy(payloads)

    def _lazy(self, payloads: list[Any]) -> list[Any]:
        if self.lazy:
            for i, read in zip(self.lazy, lazy_snapshots([self.text(i) for i in self.lazy]), strict=True):
                payloads[i] = payloads[i] if read is None else read
        return payloads

    def rows(self) -> list[Row]:
        """The events as the rows they copy."""
        return list(zip(self.seqs, self.types, self.texts(), self.ids, self.prevs, self.hashes, strict=True))


def block_from(seq: int) -> int:
    """The first seq of the first block that starts at or after ``seq`` (blocks start at 1, SIZE + 1, …)."""
    return (seq + SIZE - 2) // SIZE * SIZE + 1


def made(run_id: str, rows: Sequence[Row]) -> tuple[Page, list[Any]] | None:
    """The page of a block of ``run_id``'s rows (seq order, all of them), as :func:`unpack` reads it back
    from :func:`pack`'s bytes, and its payloads (:meth:`Page.payloads`: the array decoded once, which
    tells whether orjson reads it); None if a payload is purged (a page is never made of one)."""
    texts = [row[2] for row in rows]
    if not all(texts):
        return None
    encoded = [text.encode() for text in texts]
    data, ends = payload_section(encoded)
    try:  # then orjson reads each text too: ``loads`` uses it for every text without a run of 19 digits
        decoded = orjson.loads(data)
        whole = len(decoded) == len(rows)
    except orjson.JSONDecodeError:
        decoded, whole = None, False
    slow = holding_runs(data, ends) if whole else []
    kinds = [EVENT_TYPES[r[1]] for r in rows]
    lazy = [i for i, kind in enumerate(kinds) if kind is _SNAPSHOT and lazy_snapshot(texts[i]) is not None]
    ids, hashes = [r[3] for r in rows], [r[5] for r in rows]
    lengths = lengths_text(encoded)
    page = Page(rows[0][0], rows[0][4], kinds, ids, hashes, ends, memoryview(data), whole, slow, lazy, "", lengths)
    return page, page._decoded(decoded) if whole else page.payloads()


def pack(run_id: str, rows: Sequence[Row]) -> bytes:
    """A block of ``run_id``'s rows (seq order, all of them) as a page stores them."""
    page = made(run_id, rows)
    if page is None:
        raise ValueError("a page is never made of a purged payload")
    return packed(run_id, page[0])


def packed(run_id: str, page: Page) -> bytes:
    """``page`` (of ``run_id``) as it is stored: a frame (:func:`compress`) of its columns and its payloads' array. The head holds
    its payloads' lengths joined as a seal takes them (``lengths``; a page stored before has none: they are made
    of ``ends`` when its seal is checked)."""
    head = {"run": run_id, "first": page.first, "types": page.kinds, "ids": page.ids, "hashes": page.hashes}
    head.update(
        ends=page.ends, whole=page.whole, slow=page.slow, lazy=page.lazy, lengths=page.lengths or page._lengths()
    )
    return compress(b"%b\n%b" % (orjson.dumps(head), page.section))


class _Zstd(threading.local):
    """This thread's zstd decompressor, for a frame stored before lz4's (making one costs about a fifth of a
    page's decompression; it may not be used by two threads at once)."""

    def __init__(self) -> None:
        self.decompressor = zstandard.ZstdDecompressor()


_ZSTD = _Zstd()

#: an lz4 frame's magic number (``lz4.frame``'s frame format), and of its flags byte, the bits :func:`compress`
#: sets and what they must be: version 1, each block's checksum, the content's size (blocks linked, or independent
#: where there is one, either way)
_LZ4_MAGIC, _LZ4_CHECKED, _LZ4_FLAGS = b"\x04\x22\x4d\x18", 0xD8, 0x58


def compress(data: bytes) -> bytes:
    """``data`` as one lz4 frame that says its size and carries each block's checksum, as every derived page is
    stored: it unpacks in half zstd's instructions (a page of the bench's run: 133 KB from ~40 KB, twice zstd
    level 1's bytes), and its blocks' checksums (over the packed bytes) cost a sixth of one over the content."""
    return lz4.frame.compress(data, block_checksum=True, store_size=True)


def decompress(packed: bytes) -> bytes | None:
    """What :func:`compress` made (or a zstd frame with its size and checksum, as pages were stored before), or
    None for a frame that does not hold: torn (a block's checksum, its end), without its size or its checksums."""
    try:
        if packed[:4] == _LZ4_MAGIC:
            return lz4.frame.decompress(packed) if packed[4] & _LZ4_CHECKED == _LZ4_FLAGS else None
        if zstandard.frame_content_size(packed) < 0:
            return None
        return _ZSTD.decompressor.decompress(packed)
    except (RuntimeError, IndexError, zstandard.ZstdError):
        return None


class _Head(msgspec.Struct):
    """A page's head as :func:`packed` stores it: its types read as :class:`EventType` (no ``str`` made of one; a
    name that is none does not hold), its payloads' lengths "" where it was stored before them."""

    run: str
    first: int
    types: list[EventType]
    ids: list[str]
    hashes: list[str]
    ends: list[int]
    whole: bool
    slow: list[int]
    lazy: list[int]
    lengths: str = ""


_HEAD = msgspec.json.Decoder(_Head)


def unpack(run_id: str, first: int, prev: str, packed: bytes, seal: str = "") -> Page | None:
    """The page stored for ``run_id``'s block at ``first`` (with its stored ``seal``), or None if it does not hold:
    torn (its frame's checksum), of another run or block, not of one whole block, or not self-consistent."""
    data = decompress(packed)
    if data is None:
        return None
    try:
        cut = data.index(b"\n")
        head = _HEAD.decode(memoryview(data)[:cut])
    except ValueError:  # not JSON, or not a head (msgspec's errors are ValueErrors)
        return None
    page = Page(
        first, prev, head.types, head.ids, head.hashes, head.ends, memoryview(data)[cut + 1 :],
        head.whole, head.slow, head.lazy, seal, head.lengths,
    )  # fmt: skip
    n = len(page.ids)
    if (
        head.run != run_id
        or head.first != first
        or n != SIZE
        or not len(page.kinds) == len(page.hashes) == len(page.ends) == n
    ):
        return None
    return page if page.section[:1] == b"[" and page.section[-1:] == b"]" else None


def _read_statement(*columns: str) -> Statement:
    """The run's pages within seqs ``first`` to ``last``, in order: the columns of :class:`Stored`, the first ones."""
    return Statement(
        lambda run, first, last: (
            models.EventPage.objects.filter(run_id=run, first_seq__gte=first, last_seq__lte=last)
            .order_by("first_seq")
            .values_list("first_seq", "last_seq", "prev_hash", "hash", "packed", "seal", *columns)
        ),
        run=STR,
        first=INT,
        last=INT,
    )


_READ = _read_statement()
_STORED = _read_statement("frame_seal")
#: "to the head": the largest seq an IntegerField holds
TO_HEAD = 2**31 - 1


def read(run_id: str, first: int, last: int | None) -> list[Page]:
    """The pages that hold, in order, from the first block that starts at or after ``first`` on, each
    following the one before (consecutive blocks, linked hashes; the block at seq 1 links to the genesis
    hash). Ends at the first page that does not hold."""
    start = block_from(first)
    return _holding(
        run_id, start, _READ.rows(binary=True, run=run_id, first=start, last=TO_HEAD if last is None else last)
    )


@lru_cache(maxsize=4)
def _read_with_rows_sql(vendor: str) -> str:
    """:func:`read_with_rows`'s statement: the pages, then the rows after the last of them (from ``first``
    where there is none) up to ``last``, in one round trip. A page comes as ``(first_seq, NULL, NULL, NULL,
    prev_hash, hash, last_seq, packed, seal)``, a row as a :data:`Row` and three NULLs; pages first (each
    ``first_seq`` is before every row's seq)."""
    q = connection.ops.quote_name
    page, event = (q(m._meta.db_table) for m in (models.EventPage, models.Event))
    pages_of = f"FROM {page} WHERE run_id = %s AND first_seq >= %s AND last_seq <= %s"
    return sql.driver_text(
        f"SELECT first_seq, NULL, NULL, NULL, prev_hash, {q('hash')}, last_seq, packed, seal {pages_of} UNION ALL "
        f"SELECT seq, {q('type')}, payload, event_id, prev_hash, {q('hash')}, NULL, NULL, NULL FROM {event} "
        f"WHERE run_id = %s AND seq <= %s AND seq >= COALESCE((SELECT MAX(last_seq) {pages_of}) + 1, %s) "
        "ORDER BY 1",
        vendor,
    )


def read_with_rows(run_id: str, first: int, last: int | None) -> tuple[list[Page], list[Row] | None]:
    """:func:`read`'s pages and, in the same statement, the rows after them up to ``last`` (None: to the
    head), from ``first`` where there is no page; None for the rows where a page fetched did not hold
    (they follow the last fetched, not the last that holds: the caller reads them)."""
    start, to = block_from(first), TO_HEAD if last is None else last
    fetch = sql.libpq_rows if connection.vendor == "postgresql" else sql.fetch_all
    found = fetch(_read_with_rows_sql(connection.vendor), [run_id, start, to, run_id, to, run_id, start, to, first])
    cut = next((i for i, row in enumerate(found) if row[6] is None), len(found))
    kept = _holding(run_id, start, [(r[0], r[6], r[4], r[5], r[7], r[8]) for r in found[:cut]])
    return kept, [row[:6] for row in found[cut:]] if len(kept) == cut else None


@dataclass(frozen=True, slots=True)
class Stored:
    """A page as its row stores it, nothing unpacked: its block's bounds, the hash before it and its last hash, its
    frame, its block's seal and its frame seal (``RunHasher.frame_seal``; "" where it has none)."""

    first: int
    last: int
    prev: str
    hash: str
    packed: bytes
    seal: str
    frame_seal: str = ""

    def page(self, run_id: str) -> Page | None:
        """The page its frame holds, or None if it does not hold (:func:`unpack`, or a last hash not its row's)."""
        page = unpack(run_id, self.first, self.prev, self.packed, self.seal)
        return page if page is not None and page.hash == self.hash else None


def stored(run_id: str, first: int, last: int | None) -> list[Stored]:
    """:func:`read`'s pages as stored, each following the one before (its bounds and hashes: nothing unpacked), from
    the first block that starts at or after ``first`` on; what ``verify_chain --pages`` checks (a page whose frame
    seal holds is proven as it is stored, any other is unpacked: :meth:`Stored.page`)."""
    start = block_from(first)
    return list(
        _linked(start, _STORED.rows(binary=True, run=run_id, first=start, last=TO_HEAD if last is None else last))
    )


def _linked(start: int, found: Sequence[tuple[Any, ...]]) -> Iterator[Stored]:
    """The pages of ``found`` (rows of :class:`Stored`'s columns in order, from the block at ``start`` on) up to the
    first that is not the next block or does not link to the one before (the block at seq 1 to the genesis hash)."""
    expected, link = start, GENESIS_HASH if start == 1 else None
    for first_seq, last_seq, prev, hash_, packed, seal, *frame_seal in found:
        if first_seq != expected or last_seq != first_seq + SIZE - 1 or (link is not None and prev != link):
            return
        yield Stored(first_seq, last_seq, prev, hash_, bytes(packed), seal or "", *frame_seal)
        expected, link = last_seq + 1, hash_


def _holding(run_id: str, start: int, found: Sequence[tuple[Any, ...]]) -> list[Page]:
    """The pages of ``found`` (``first_seq, last_seq, prev_hash, hash, packed, seal`` rows in order, from the block
    at ``start`` on) that hold, up to the first that does not."""
    out: list[Page] = []
    for page in map(Stored.page, _linked(start, found), repeat(run_id)):
        if page is None:
            break
        out.append(page)
    return out


def payloads_of(run_id: str, kept: Sequence[Page]) -> list[list[Any]]:
    """Each of ``kept``'s payloads (:meth:`Page.payloads`), up to the first page whose array does not read back
    as its texts: stored malformed under a checksum that holds (its frame was made over it). The caller reads
    the rows from that page on (as the verification walk does) and the read writes it anew; one line logged."""
    out: list[list[Any]] = []
    for page in kept:
        try:
            if not page.delimited():
                raise ValueError("its array is not its texts and commas")
            payloads = page.payloads()
            if len(payloads) != len(page.ids):
                raise ValueError(f"its array holds {len(payloads)} payloads for {len(page.ids)} events")
        except (ValueError, IndexError, TypeError) as exc:  # orjson's and json's decode errors are ValueErrors
            log.warning("run %s: the page at seq %d does not decode (%s): its rows are read", run_id, page.first, exc)
            break
        out.append(payloads)
    return out


def full_blocks(rows: Sequence[Row]) -> Iterator[Sequence[Row]]:
    """The whole blocks among ``rows`` (seq order, consecutive): each a page may copy."""
    if not rows:
        return
    first = rows[0][0]
    at = block_from(first) - first
    while at + SIZE <= len(rows):
        block = rows[at : at + SIZE]
        if block[-1][0] == block[0][0] + SIZE - 1:
            yield block
        at += SIZE


@lru_cache(maxsize=64)
def guarded_write(vendor: str, model: type[Model], *keys: str, runs: int = 1) -> tuple[str, str]:
    """How every page of a run's blocks is written (the journal's here, the export's and the run page's): the share
    lock of ``runs`` run rows (PostgreSQL; none on SQLite, whose writer lock serialises this with a purge) and the
    upsert of one ``model`` row — its parameters ``run, first, last, <keys>, hash, packed, run, run, first, last`` —
    unless an event of its block is purged; it replaces the row with the same unique columns (the block, or the
    block and its key)."""
    q = connection.ops.quote_name
    page, event, run = (q(m._meta.db_table) for m in (model, models.Event, models.Run))
    marks = ", ".join(["%s"] * runs)
    lock = f"SELECT 1 FROM {run} WHERE {q('id')} IN ({marks}) FOR KEY SHARE" if vendor == "postgresql" else ""
    unique = next(c.fields for c in model._meta.constraints if isinstance(c, UniqueConstraint))
    target = ", ".join(q(model._meta.get_field(f).column) for f in unique)
    named, values = ", ".join(q(k) for k in keys), ", ".join(["%s"] * len(keys))
    replaced = ", ".join(f"{q(k)} = excluded.{q(k)}" for k in keys)
    upsert = (
        f"INSERT INTO {page} (run_id, first_seq, last_seq, {named}, hash, packed) "
        f"SELECT %s, %s, %s, {values}, %s, %s FROM {run} WHERE {q('id')} = %s AND NOT EXISTS ("
        f"SELECT 1 FROM {event} WHERE run_id = %s AND seq >= %s AND seq <= %s AND payload_purged) "
        f"ON CONFLICT ({target}) DO UPDATE SET last_seq = excluded.last_seq, {replaced}, "
        "hash = excluded.hash, packed = excluded.packed"
    )
    return lock, upsert


#: PostgreSQL: a cache's commit does not wait for its WAL to reach the disk (the writer goes on at once; the server
#: flushes it within ``wal_writer_delay``). A server crash may lose the last pages written, never part of a
#: transaction (the commit stays atomic: all its pages or none), and a reader that finds none reads the rows and
#: writes them anew. Only in a transaction of the pages alone (:func:`cache_transaction`)
NO_FLUSH_WAIT = "SET LOCAL synchronous_commit TO OFF"


@contextmanager
def cache_transaction(lock: str, runs: Sequence[str]) -> Iterator[CursorWrapper]:
    """The transaction every cache of pages is written in (the journal's here, the export's and the run page's),
    with :func:`guarded_write`'s ``lock`` of ``runs`` taken first; its cursor. When it is a transaction of its own
    on PostgreSQL, its commit does not wait for the disk (:data:`NO_FLUSH_WAIT`). Inside a caller's (an atomic
    block, or autocommit off) it is the caller's, or a savepoint of it, and sends nothing of the kind: ``SET LOCAL``
    would last to the caller's commit, which may hold a journal append or a lease's release."""
    alone = connection.vendor == "postgresql" and sql.can_stand_alone()
    with transaction.atomic(), connection.cursor() as cursor:
        if alone:
            cursor.execute(NO_FLUSH_WAIT)
        if lock:
            cursor.execute(lock, list(runs))
        yield cursor


def write(run_id: str, blocks: Sequence[Sequence[Row] | Page]) -> int:
    """Keep each of ``blocks`` (whole blocks of the run's rows, as read, or the pages :func:`made` of them)
    as its page; pages written, in their own transaction where the caller has none (:func:`cache_transaction`).
    A cache: a failure (a lock not granted in time, a purge under way) is logged and costs the next read time,
    nothing else."""
    if not blocks:
        return 0
    lock, upsert = guarded_write(connection.vendor, models.EventPage, "prev_hash", "seal", "frame_seal")
    key, hasher = seal_key(), run_hasher(run_id)
    written = 0
    try:
        with cache_transaction(lock, [run_id]) as cursor:
            for block in blocks:
                page = block if isinstance(block, Page) else _made_page(run_id, block)
                if page is None:  # a purged payload (or a read of one): rows only
                    continue
                first, last = page.first, page.last
                seal = hasher.seal_of(
                    key, page.prev, first, page.types, page.ids, page.hashes, page.spans(), only_holding=True
                )
                frame = packed(run_id, page)
                frame_seal = hasher.frame_seal(key, first, last, page.prev, page.hash, frame) if seal else ""
                cursor.execute(
                    upsert,
                    [run_id, first, last, page.prev, seal, frame_seal, page.hash, frame, run_id, run_id, first, last],
                )
                written += cursor.rowcount
    except DatabaseError:
        log.warning("run %s: its pages were not written", run_id, exc_info=True)
        return 0
    return written


def seal_key() -> bytes:
    """The key every block's seal is made and checked under: derived from ``SECRET_KEY`` (a seal made under
    another key does not hold: its block is hashed event by event, as one without a seal, and sealed anew)."""
    return _seal_key(settings.SECRET_KEY)


@lru_cache(maxsize=4)
def _seal_key(secret: str) -> bytes:
    return hmac.new(secret.encode(), b"agentops.block-seal", hashlib.sha256).digest()


def seals(run_id: str, first: int, last: int | None) -> dict[int, str]:
    """The seals stored on ``run_id``'s pages within seqs ``first`` to ``last`` (None: to the head), by first seq
    ("" for a page without one; the pages' bytes not read: a walk of the rows checks the rows against them)."""
    found = _SEALS.rows(binary=True, run=run_id, first=first, last=TO_HEAD if last is None else last)
    return read_seals(found[0][0] if found else None)


class _Joined(Aggregate):
    """``first_seq:seal`` of each page, joined by commas (:func:`read_seals` reads them back)."""

    function, template, output_field = "string_agg", "%(function)s(%(expressions)s, ',')", TextField()

    def as_sqlite(self, compiler: Any, connection: Any, **extra: Any) -> Any:
        return super().as_sql(compiler, connection, function="group_concat", **extra)


def seals_of(pages: QuerySet[models.EventPage]) -> QuerySet[Any]:
    """The seals stored on ``pages`` (one run's) as one text, in one row (none without a page): the one reader of a
    run's seals — the statement of :func:`seals`, and a column of the run's head read where a verification walks its
    rows (``runs.journal.chain``: one round trip fewer). :func:`read_seals` reads it."""
    pair = Concat(Cast("first_seq", CharField()), Value(":"), "seal", output_field=CharField())
    return pages.values("run_id").annotate(joined=_Joined(pair)).values_list("joined")


def read_seals(joined: str | None) -> dict[int, str]:
    """:func:`seals_of`'s text: the seal by first seq ("" for a page without one)."""
    if not joined:
        return {}
    return {int(first): seal for first, _, seal in (item.partition(":") for item in joined.split(","))}


_SEALS = Statement(
    lambda run, first, last: seals_of(
        models.EventPage.objects.filter(run_id=run, first_seq__gte=first, last_seq__lte=last)
    ),
    run=STR,
    first=INT,
    last=INT,
)


def keep_seals(run_id: str, sealed: Sequence[tuple[int, str, str, str]]) -> None:
    """Store ``sealed`` (first seq, last hash, seal, frame seal: blocks a verification proved, event by event or by a
    seal) on their pages, where a page of that block and hash is stored; a frame seal only where one is given (made
    of the page's bytes the verification read: ``RunHasher.frame_seal``). A cache too: a failure is logged. A seal
    stored on a page its writer changed since only fails to hold (it is checked against what it covers), never lets
    a change pass."""
    if not sealed:
        return
    try:
        with cache_transaction("", [run_id]):
            for first, hash_, seal, frame_seal in sealed:
                found = models.EventPage.objects.filter(run_id=run_id, first_seq=first, hash=hash_)
                found.update(seal=seal, **({"frame_seal": frame_seal} if frame_seal else {}))
    except DatabaseError:
        log.warning("run %s: its pages' seals were not written", run_id, exc_info=True)


def _made_page(run_id: str, rows: Sequence[Row]) -> Page | None:
    found = made(run_id, rows)
    return None if found is None else found[0]
