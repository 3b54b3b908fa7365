"""Pages: a derived, packed copy of a run's journal, so that a whole-history read fetches a few rows.

A whole read of a run's journal (the API, time travel, verification) fetched one row per event: the
fetch alone cost a third of the naive journal's whole read. But an appended event never changes (the
journal is append-only; retention, the one writer that empties payloads, deletes the pages first), so
every full block of :data:`SIZE` events (seqs ``k*SIZE+1`` to ``(k+1)*SIZE``) can be stored a second
time as one row (``runs.models.EventPage``): the block's ids and its events' chain inputs (each
``["prev_hash","run",seq,"type",payload]``, the bytes its hash is the SHA-256 of, the payload as stored)
as one JSON array, uncompressed, with a CRC-32 (:data:`FORMAT` 2). A whole read is then the pages and the
rows after the last one: one decode of each page's array gives every event's type, payload, previous
hash and (the next input's previous hash) hash; verification hashes each input as a slice of the page
(``agentops.core.keys.RunHasher.holds``). A page of format 1 (a zstd frame of the columns and the
payloads) does not hold: its first reader reads the rows and writes it anew.

It is derived data, never the source of truth:

* **bound to the chain**: a page names the hash before its first event and its last event's hash;
  consecutive pages, the rows around them and seq 1's genesis hash must link up;
* **checked**: the page carries the CRC-32 of its content, and its counts must match its block (a torn or
  flipped row does not hold);
* **replaceable**: a page that does not hold (missing, torn, out of its block, not linking) ends the
  pages used; the rest of the range is read from the rows, and the read writes it anew;
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

import logging
import threading
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

import orjson
import zstandard
from django.db import DatabaseError, connection, transaction

from agentops.core.canon import canonical, holding_runs, loads, loads_many
from agentops.core.context import lazy_snapshot, lazy_snapshots
from agentops.core.events import EventType
from agentops.core.keys import GENESIS_HASH, run_hasher
from runs import models
from runs.journal import sql
from runs.journal.statements import INT, STR, Statement

log = logging.getLogger(__name__)

#: events per page: a page holds the events ``k*SIZE+1`` to ``(k+1)*SIZE`` of its run
SIZE = 256
#: zstd's level for an export page (``runs.governance.export_pages``; an event page is stored uncompressed)
LEVEL = 1
#: the layout of a page's content (``unpack`` reads this one only: a page of an earlier format does not hold,
#: so its first reader reads the rows and writes it anew). 2: the events' chain inputs as one array
FORMAT = 2

_SNAPSHOT = str(EventType.SNAPSHOT_TAKEN)

#: a row as the journal's readers fetch it: seq, type, payload text, event id, prev_hash, hash
Row = tuple[int, str, str, str, str, str]


@dataclass(frozen=True)
class Page:
    """One block's events as stored: their chain inputs (what each event's hash is the SHA-256 of) as one
    JSON array, and their ids."""

    run: str
    first: int
    prev: str
    hash: str  # its last event's hash
    ids: list[str]
    ends: list[int]  # where each event's chain input ends in ``inputs`` (the comma after it, or the last "]")
    inputs: bytes | memoryview  # ``[input,input,…]``, each input ``["prev_hash","run",seq,"type",payload]`` as hashed
    whole: bool  # orjson reads the array (then it reads each payload as ``loads`` does, but ``slow``'s)
    slow: list[int]  # the inputs holding a run of 19 digits: ``loads`` sends them to ``json``
    lazy: list[int]  # the snapshots whose ``added`` a reader keeps as stored text (``lazy_snapshots``)

    @property
    def last(self) -> int:
        return self.first + len(self.ids) - 1

    @property
    def seqs(self) -> range:
        return range(self.first, self.last + 1)

    def holds(self, run_id: str) -> bool:
        """Whether the page is ``run_id``'s chain from its ``prev`` to its ``hash`` (``RunHasher.holds``)."""
        return run_hasher(run_id).holds(self.inputs, self.ends, self.ids, self.first, self.prev, self.hash)

    def _input(self, i: int) -> bytes | memoryview:
        return self.inputs[self.ends[i - 1] + 1 if i else 1 : self.ends[i]]

    def text(self, i: int) -> str:
        """The ``i``-th event's payload as stored: its input after the hash (68 bytes with the bracket, quotes
        and comma), the run id's JSON string and a comma, the seq and a comma, and the type's JSON string (a
        plain name) and a comma; the input's closing bracket after it."""
        data, at = bytes(self._input(i)), 70 + self._run_bytes + len(str(self.first + i))  # the type's opening quote
        return str(data[data.index(b'",', at + 1) + 2 : -1], "utf-8")

    @cached_property
    def _run_bytes(self) -> int:
        return len(canonical(self.run).encode())

    def texts(self) -> list[str]:
        """Each event's payload as stored."""
        return [self.text(i) for i in range(len(self.ids))]

    def entries(self) -> list[list[Any]]:
        """Each event's input decoded: ``[prev_hash, run, seq, type, payload]``, the payload as the rows'
        reader decodes it (``runs.journal.store``): one decode of the array (``loads`` for an input holding a
        run of 19 digits), and an old snapshot's ``added`` kept as its stored text."""
        if not self.whole:
            return self._lazy(loads_many([str(self._input(i), "utf-8") for i in range(len(self.ids))]))
        return self._decoded(orjson.loads(self.inputs))

    def _decoded(self, items: list[list[Any]]) -> list[list[Any]]:
        """:meth:`entries`, of the array orjson decoded."""
        for i in self.slow:
            items[i] = loads(str(self._input(i), "utf-8"))
        return self._lazy(items)

    def _lazy(self, items: list[list[Any]]) -> list[list[Any]]:
        if self.lazy:
            for i, read in zip(self.lazy, lazy_snapshots([self.text(i) for i in self.lazy]), strict=True):
                if read is not None:
                    items[i][4] = read
        return items

    def payloads(self) -> list[Any]:
        """Each event's payload as :meth:`entries` decodes it."""
        return [item[4] for item in self.entries()]

    def rows(self) -> list[Row]:
        """The events as the rows they copy."""
        prevs, _, _, types, _ = zip(*self.entries(), strict=True)
        hashes = [*prevs[1:], self.hash]
        return list(zip(self.seqs, types, self.texts(), self.ids, prevs, hashes, strict=True))


def block_from(seq: int) -> int:
    """The first seq of the first block that starts at or after ``seq`` (blocks start at 1, SIZE + 1, …)."""
    return (seq + SIZE - 2) // SIZE * SIZE + 1


def made(run_id: str, rows: Sequence[Row]) -> tuple[Page, list[list[Any]]] | None:
    """The page of a block of ``run_id``'s rows (seq order, all of them), as :func:`unpack` reads it back
    from :func:`pack`'s bytes, and its entries (:meth:`Page.entries`: the array decoded once, which tells
    whether orjson reads it); None if a payload is purged (a page is never made of one)."""
    texts = [row[2] for row in rows]
    if not all(texts):
        return None
    head = run_hasher(run_id).head
    encoded = [f"{head(prev, seq, kind)}{text}]".encode() for seq, kind, text, _, prev, _ in rows]
    data = b"[" + b",".join(encoded) + b"]"
    ends, at = [], 0
    for item in encoded:
        at += len(item) + 1
        ends.append(at)
    try:  # then orjson reads each input too: ``loads`` uses it for every text without a run of 19 digits
        decoded = orjson.loads(data)
        whole = len(decoded) == len(rows)
    except orjson.JSONDecodeError:
        decoded, whole = None, False
    slow = _holding_runs(texts) if whole else []
    lazy = [i for i, row in enumerate(rows) if row[1] == _SNAPSHOT and lazy_snapshot(texts[i]) is not None]
    ids = [r[3] for r in rows]
    page = Page(run_id, rows[0][0], rows[0][4], rows[-1][5], ids, ends, data, whole, slow, lazy)
    return page, page._decoded(decoded) if whole else page.entries()


def _holding_runs(texts: Sequence[str]) -> list[int]:
    """The payloads among ``texts`` holding a run of 19 digits (``holding_runs`` over them joined by newlines;
    the hashes around them in the inputs are strings, which orjson reads as ``json`` does)."""
    data, at, marks = [text.encode() for text in texts], -1, []
    for item in data:
        at += len(item) + 1
        marks.append(at)
    return holding_runs(b"\n".join(data), marks)


def pack(run_id: str, rows: Sequence[Row]) -> bytes:
    """A block of ``run_id``'s rows (seq order, all of them) as a page stores them."""
    page = made(run_id, rows)
    if page is None:
        raise ValueError("a page is never made of a purged payload")
    return packed(page[0])


def packed(page: Page) -> bytes:
    """``page`` as it is stored (:func:`framed`): its header (its format, run, block, last hash, ids, where
    each input ends, and how its array is decoded) and its inputs' array."""
    head = {"v": FORMAT, "run": page.run, "first": page.first, "hash": page.hash, "ids": page.ids}
    head.update(ends=page.ends, whole=page.whole, slow=page.slow, lazy=page.lazy)
    return framed(b"%b\n%b" % (orjson.dumps(head), page.inputs))


class _Zstd(threading.local):
    """This thread's zstd compressor and decompressor (making one costs about a fifth of a page's
    (de)compression; neither may be used by two threads at once)."""

    def __init__(self) -> None:
        self.compressor = zstandard.ZstdCompressor(level=LEVEL, write_checksum=True)
        self.decompressor = zstandard.ZstdDecompressor()


_ZSTD = _Zstd()


def compress(data: bytes) -> bytes:
    """``data`` as one zstd frame with its size and checksum, as every export page is stored."""
    return _ZSTD.compressor.compress(data)


def decompress(packed: bytes) -> bytes | None:
    """What :func:`compress` made, or None for a frame that does not hold (torn: its checksum; no size)."""
    try:
        if zstandard.frame_content_size(packed) < 0:
            return None
        return _ZSTD.decompressor.decompress(packed)
    except zstandard.ZstdError:
        return None


def unpack(run_id: str, first: int, prev: str, packed: bytes) -> Page | None:
    """The page stored for ``run_id``'s block at ``first``, or None if it does not hold: torn or flipped (its
    CRC-32), of an earlier format, of another run or block, not of one whole block, or not self-consistent."""
    data = unframed(packed)
    if data is None:
        return None
    try:
        cut = packed.index(b"\n")  # the header's end (JSON without a newline, first)
        head = orjson.loads(data[:cut])
        page = Page(
            run_id, first, prev, head["hash"], head["ids"], head["ends"], data[cut + 1 :], head["whole"],
            head["slow"], head["lazy"],
        )  # fmt: skip
    except (ValueError, KeyError, TypeError):
        return None
    n = len(page.ids)
    if head.get("v") != FORMAT or head.get("run") != run_id or head.get("first") != first or n != SIZE:
        return None
    inputs = page.inputs
    ok = len(page.ends) == n and inputs[:1] == b"[" and inputs[-1:] == b"]" and page.ends[-1] == len(inputs) - 1
    return page if ok else None


def framed(data: bytes) -> bytes:
    """``data`` as a page stores it: as it is (a page is read far more often than written, and unpacking a
    zstd frame cost a page's read more than its fetch), then its CRC-32 (a torn or flipped row does not hold)."""
    return data + zlib.crc32(data).to_bytes(4, "little")


def unframed(packed: bytes) -> memoryview | None:
    """What :func:`framed` stored (a view of ``packed``: nothing copied), or None if its CRC-32 does not hold (or it is a page of format 1: a zstd
    frame, whose first byte is never its header's brace)."""
    data = memoryview(packed)[:-4]
    if packed[:1] != b"{" or zlib.crc32(data) != int.from_bytes(packed[-4:], "little"):
        return None
    return data


_READ = Statement(
    lambda run, first, last: (
        models.EventPage.objects.filter(run_id=run, first_seq__gte=first, last_seq__lte=last)
        .order_by("first_seq")
        .values_list("first_seq", "last_seq", "prev_hash", "hash", "packed")
    ),
    run=STR,
    first=INT,
    last=INT,
)
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
    prev_hash, hash, last_seq, packed)``, a row as a :data:`Row` and two NULLs; pages first (each
    ``first_seq`` is before every row's seq)."""
    q = connection.ops.quote_name
    page, event = (q(m._meta.db_table) for m in (models.EventPage, models.Event))
    pages_of = f"FROM {page} WHERE run_id = %s AND first_seq >= %s AND last_seq <= %s"
    return sql.driver_text(
        f"SELECT first_seq, NULL, NULL, NULL, prev_hash, {q('hash')}, last_seq, packed {pages_of} UNION ALL "
        f"SELECT seq, {q('type')}, payload, event_id, prev_hash, {q('hash')}, NULL, NULL FROM {event} "
        f"WHERE run_id = %s AND seq <= %s AND seq >= COALESCE((SELECT MAX(last_seq) {pages_of}) + 1, %s) "
        "ORDER BY 1",
        vendor,
    )


def read_with_rows(run_id: str, first: int, last: int | None) -> tuple[list[Page], list[Row] | None]:
    """:func:`read`'s pages and, in the same statement, the rows after them up to ``last`` (None: to the
    head), from ``first`` where there is no page; None for the rows where a page fetched did not hold
    (they follow the last fetched, not the last that holds: the caller reads them)."""
    start, to = block_from(first), TO_HEAD if last is None else last
    fetch = sql.binary_rows if connection.vendor == "postgresql" else sql.fetch_all
    found = fetch(_read_with_rows_sql(connection.vendor), [run_id, start, to, run_id, to, run_id, start, to, first])
    cut = next((i for i, row in enumerate(found) if row[6] is None), len(found))
    kept = _holding(run_id, start, [(r[0], r[6], r[4], r[5], r[7]) for r in found[:cut]])
    return kept, [row[:6] for row in found[cut:]] if len(kept) == cut else None


def _holding(run_id: str, start: int, found: Sequence[tuple[Any, ...]]) -> list[Page]:
    """The pages of ``found`` (``first_seq, last_seq, prev_hash, hash, packed`` rows in order, from the block
    at ``start`` on) that hold, up to the first that does not."""
    out: list[Page] = []
    expected, link = start, GENESIS_HASH if start == 1 else None
    for first_seq, last_seq, prev, hash_, packed in found:
        if first_seq != expected or last_seq != first_seq + SIZE - 1 or (link is not None and prev != link):
            break
        page = unpack(run_id, first_seq, prev, bytes(packed))
        if page is None or page.hash != hash_:
            break
        out.append(page)
        expected, link = last_seq + 1, hash_
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


@lru_cache(maxsize=4)
def _write_sql(vendor: str) -> tuple[str, str]:
    """The run row's share lock (PostgreSQL; none on SQLite, whose writer lock serialises this with a
    purge) and the page's upsert, unless an event of its block is purged."""
    q = connection.ops.quote_name
    page, event, run = (q(m._meta.db_table) for m in (models.EventPage, models.Event, models.Run))
    lock = f"SELECT 1 FROM {run} WHERE {q('id')} = %s FOR KEY SHARE" if vendor == "postgresql" else ""
    upsert = (
        f"INSERT INTO {page} (run_id, first_seq, last_seq, prev_hash, hash, packed) "
        f"SELECT %s, %s, %s, %s, %s, %s FROM {run} WHERE {q('id')} = %s AND NOT EXISTS ("
        f"SELECT 1 FROM {event} WHERE run_id = %s AND seq >= %s AND seq <= %s AND payload_purged) "
        "ON CONFLICT (run_id, first_seq) DO UPDATE SET last_seq = excluded.last_seq, "
        "prev_hash = excluded.prev_hash, hash = excluded.hash, packed = excluded.packed"
    )
    return lock, upsert


def write(run_id: str, blocks: Sequence[Sequence[Row] | Page]) -> int:
    """Keep each of ``blocks`` (whole blocks of the run's rows, as read, or the pages :func:`made` of them)
    as its page; pages written. A cache: a failure (a lock not granted in time, a purge under way) is
    logged and costs the next read time, nothing else."""
    if not blocks:
        return 0
    lock, upsert = _write_sql(connection.vendor)
    written = 0
    try:
        with transaction.atomic(), connection.cursor() as cursor:
            if lock:
                cursor.execute(lock, [run_id])
            for block in blocks:
                page = block if isinstance(block, Page) else _made_page(run_id, block)
                if page is None:  # a purged payload (or a read of one): rows only
                    continue
                first, last = page.first, page.last
                cursor.execute(
                    upsert,
                    [run_id, first, last, page.prev, page.hash, packed(page), run_id, run_id, first, last],
                )
                written += cursor.rowcount
    except DatabaseError:
        log.warning("run %s: its pages were not written", run_id, exc_info=True)
        return 0
    return written


def _made_page(run_id: str, rows: Sequence[Row]) -> Page | None:
    found = made(run_id, rows)
    return None if found is None else found[0]
