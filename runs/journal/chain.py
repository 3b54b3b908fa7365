"""Verify a run's hash chain, including runs whose payloads retention has purged.

Every event's ``prev_hash`` must equal the previous event's ``hash`` (genesis for seq 1), seqs must be
1..n without gaps, ids must be the deterministic ``event_id(run, seq)``, and the last hash must be the
run's head. An event that still has its body is re-hashed; a purged one is trusted for its own hash
(its body is gone) but still has to sit in an unbroken chain, so no event can be removed, reordered
or inserted without detection. The run's checkpoint (``runs.journal.checkpoints``), if it has one, must
be the fold of the chain before its snapshot: a cold resume starts from it.

A whole block whose seal holds (``RunHasher.seal``: an HMAC its page carries, made once the block's chain check
held) is proven by it, not hashed event by event; on SQLite the default walk reads such a block as one row of its
columns joined by the database. Any other block is hashed as the definition says; a break is reported the same way.

The walk reads no snapshot body (``runs_event.context``: the context array a resume reads, outside
the payload): its payload's ``digest`` is hashed in the chain, and a resume checks the body against it
when it reads it. ``bodies=True`` (``manage.py verify_chain --bodies``) checks every body too.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import chain, repeat
from typing import Any

from django.db import OperationalError, connection
from django.db.models import Exists, OuterRef, QuerySet, Subquery

from agentops.core.canon import gc_paused, loads
from agentops.core.context import body_problem
from agentops.core.events import EventType
from agentops.core.keys import GENESIS_HASH, RunHasher, StoredRow, Walk, run_hasher, seal_matches
from runs.journal import lineage, pages, sql
from runs.journal.statements import STR, Statement
from runs.journal.store import checkpoint_problem
from runs.models import Checkpoint, Event, EventPage, Run

#: rows per statement: the walk holds at most this many in memory, whatever the run's length (whole
#: pages, so that each chunk read after the pages holds whole blocks)
CHUNK = 8 * pages.SIZE
_LAST_SEQ = 2**31 - 1  # the largest seq an IntegerField holds: "to the head"
#: rows still arriving from the database, in pieces (:func:`_head_and_rows`): closed, the rest is read and dropped
Rows = Generator[list[StoredRow], None, None]
_COLUMNS = ("seq", "event_id", "type", "payload", "payload_purged", "prev_hash", "hash")
#: rows libpq hands the rows walk at a time (:func:`_head_and_rows`): a quarter of a block, loaded while the server sends
#: the rest of it — the walk's wall and its own CPU a tenth less than a block at a time (a block's ~100 KB result
#: in libpq's buffer at once: docs/benchmarks.md)
PIECE = pages.SIZE // 4


@dataclass(frozen=True)
class ChainReport:
    run_id: str
    ok: bool
    events: int
    purged: int
    error: str = ""
    sealed: int = 0  # the events proven by their block's seal (not hashed one by one)


@dataclass
class _Sealing:
    """A walk's use of block seals (``RunHasher.seal_of``) and frame seals (``RunHasher.frame_seal``): the key, the
    seals stored on the segment's pages by first seq ("" for a page without one; none read where the walk reads the
    pages themselves), the events a seal proved, and the seals to store after the walk (:func:`pages.keep_seals`:
    first seq, last hash, seal, frame seal or ""): of the blocks found holding event by event whose page has no seal
    that holds, and of the pages read whose frame seal did not hold (their block proven by its seal or its events)."""

    key: bytes
    stored: dict[int, str] = field(default_factory=dict)
    proven: int = 0
    new: list[tuple[int, str, str, str]] = field(default_factory=list)


def verify_chain(run_id: str, *, bodies: bool = False, paged: bool = False) -> ChainReport:
    """Walk ``run_id``'s journal in seq order (in chunks of :data:`CHUNK` rows) and report the first break, if any.

    A fork's journal is walked across its lineage: the parent's events up to the cut, then the
    fork's own, whose first event (ForkedFrom) is chained on the parent's hash at the cut. With
    ``bodies``, every snapshot's stored context must then match its payload's digest as well.

    Every row is walked: the rows are the journal (a resume reads them), so a row edited in place is
    found even where a page (``runs.journal.pages``) still holds the copy it was. With ``paged`` (``manage.py verify_chain --pages``) the history
    is walked as its whole-history readers are served it: the run's pages and the rows after them; a
    break found inside a page sends the segment's walk to the rows (a page is a copy: the rows decide),
    and the whole blocks read as rows are written as pages.
    """
    # the walk's rows, pages and hashes are thousands of new objects, none of them garbage (nothing refers back to
    # anything: each is freed with its chunk): no collector pass walks them (one every 700 new containers before)
    with gc_paused():
        first: Rows | None = None
        if paged or connection.vendor != "postgresql":
            found = (_HEAD if paged else _HEAD_SEALS).rows(binary=True, run=run_id)
        else:
            found, first = _head_and_rows(run_id)
        try:
            if not found:
                raise Run.DoesNotExist(f"unknown run {run_id}")
            return _verified(run_id, found[0], bodies=bodies, paged=paged, first=first)
        finally:
            if first is not None:  # (the rows still arriving read and dropped, whatever the walk ended with)
                first.close()


def _verified(
    run_id: str, head: tuple[Any, ...], *, bodies: bool, paged: bool, first: Rows | None = None
) -> ChainReport:
    """:func:`verify_chain` of ``run_id`` once its head row (``_HEAD``, or for the rows walk ``_HEAD_SEALS``: its
    pages' seals read with it) is read; ``first``: the rows walk's first chunk, if it was read with the head
    (:func:`_head_and_rows`)."""
    last_hash, last_seq, fork_of, kept, *seals = head
    # an ordinary run is its own one segment; only a fork walks its lineage up (a read per ancestor)
    segments = lineage.segments(run_id) if fork_of else [lineage.Segment(run_id, 1, None)]
    prev, expected_seq, purged, sealed = GENESIS_HASH, 0, 0, 0
    key = pages.seal_key()
    # the seals read with the head: a fork's segments are other runs' pages and part of its own (read for each)
    own = pages.read_seals(seals[0]) if seals and not fork_of else None
    for seg in segments:
        # the stored text is canonical (``seal``), so it is hashed as it is: no decode, no re-encode
        sealing = _Sealing(key)
        walk = _walk(seg, prev, expected_seq, sealing, paged=paged, seals=own, first=None if fork_of else first)
        pages.keep_seals(seg.run_id, sealing.new)
        purged, sealed = purged + walk.purged, sealed + sealing.proven
        if walk.bad is not None:
            seq, eid, _, _, _, prev_hash, _ = walk.bad
            problem = _problem(seg.run_id, walk.seq, walk.prev, seq, eid, prev_hash)
            where = "" if seg.run_id == run_id else f" (in {seg.run_id}, inherited)"
            return ChainReport(run_id, False, walk.seq, purged, f"seq {seq}{where}: {problem}", sealed)
        prev, expected_seq = walk.prev, walk.seq
        if seg.last is not None and expected_seq != seg.last:
            return ChainReport(run_id, False, expected_seq, purged, f"{seg.run_id} ends before seq {seg.last}", sealed)
        problem = _body_problem(seg) if bodies else ""
        if problem:
            return ChainReport(run_id, False, expected_seq, purged, problem, sealed)
    if (prev, expected_seq) != (last_hash or GENESIS_HASH, last_seq):
        return ChainReport(run_id, False, expected_seq, purged, "the journal does not end at the run's head", sealed)
    # not history, but a cold resume starts from it (the one the head read saw: most runs have none, and then
    # no read is sent for it)
    problem = checkpoint_problem(run_id) if kept else ""
    if problem:
        return ChainReport(run_id, False, expected_seq, purged, f"checkpoint: {problem}", sealed)
    return ChainReport(run_id, True, expected_seq, purged, sealed=sealed)


def _head(*, seals: bool) -> Statement:
    """The run's head, whether it is a fork, and whether it has a checkpoint (:func:`checkpoint_problem` reads it
    then); with ``seals``, its pages' seals too (:func:`pages.seals_of`: what :func:`pages.seals` reads, in the same
    statement: one round trip fewer for the rows walk of a run that is no fork)."""

    def build(run: str) -> QuerySet[Run]:
        found = Run.objects.filter(id=run).annotate(kept=Exists(Checkpoint.objects.filter(run_id=OuterRef("id"))))
        columns = ["last_hash", "last_seq", "fork_of_id", "kept"]
        if seals:
            found = found.annotate(seals=Subquery(pages.seals_of(EventPage.objects.filter(run_id=OuterRef("id")))))
            columns.append("seals")
        return found.values_list(*columns)

    return Statement(build, run=STR)


_HEAD, _HEAD_SEALS = _head(seals=False), _head(seals=True)


def _head_and_rows(run_id: str) -> tuple[list[tuple[Any, ...]], Rows | None]:
    """PostgreSQL's rows walk: the run's head as ``_HEAD_SEALS`` reads it and, unless it is a fork, the first chunk of
    its rows as :func:`_chunks` reads them raw, in ONE statement (:func:`_head_rows_sql`: a round trip fewer, ~0.15 ms
    of the client's CPU, docs/benchmarks.md). The head comes first, as the first row of the chunk's shape (seq -1);
    the rows after it, still arriving (:func:`sql.raw_row_chunks`: the walk hashes a block while the server sends the
    next; to be closed), loaded :data:`PIECE` rows at a time as they come (:func:`_by_blocks` hands the walk whole
    blocks). No head first (no such run, or rows before it): the rows are read again on their own (None)."""
    stream = sql.raw_row_chunks(_head_rows_sql(), [run_id, run_id, _LAST_SEQ, run_id, CHUNK], PIECE)
    rows = next(stream, [])
    if not rows or rows[0][0] != -1:
        stream.close()
        return _HEAD_SEALS.rows(binary=True, run=run_id), None
    _, last_hash, fork_of, seals, kept, last_seq, _ = rows[0]
    head = (_text(last_hash), int(last_seq), fork_of and _text(fork_of), kept, seals and _text(seals))
    if fork_of:  # (no rows: its lineage is read next)
        stream.close()
        return [head], None
    return [head], _by_blocks(chain([rows[1:]], stream), stream)


def _by_blocks(pieces: Iterable[list[StoredRow]], source: Generator[Any, None, None]) -> Rows:
    """``pieces`` (consecutive rows in seq order, cut anywhere) cut again at the blocks' bounds (a seq ``SIZE·k``
    ends one): each whole block in one list, as :func:`_pieces_hold` proves it by its seal. Rows out of order are
    handed all the same, in order (the walk finds what is wrong with them). Closed, it closes ``source``."""
    size, held = pages.SIZE, []
    try:
        for rows in pieces:
            held += rows
            while held:
                end = size - (held[0][0] - 1) % size  # the rows to the end of the first row's block
                if len(held) < end:
                    break
                yield held[:end]
                held = held[end:]
        if held:
            yield held
    finally:
        source.close()


@lru_cache(maxsize=1)
def _head_rows_sql() -> str:
    """:func:`_head_and_rows`' statement: the head's values in the chunk's columns (seq -1, the last hash, the fork's
    parent, its pages' ``first:seal`` joined as :func:`pages.seals_of` joins them and read back by
    :func:`pages.read_seals`, whether it has a checkpoint, the last seq, NULL), then :func:`_chunk_sql`'s first chunk
    (raw) of a run that is no fork (a fork's rows start at its cut)."""
    q = connection.ops.quote_name
    run, event, page, kept = (q(m._meta.db_table) for m in (Run, Event, EventPage, Checkpoint))
    return (
        f"(SELECT -1, r.last_hash, r.fork_of_id, (SELECT string_agg(p.first_seq::text || ':' || p.seal, ',') FROM {page} p "
        f"WHERE p.run_id = r.id), EXISTS (SELECT 1 FROM {kept} c WHERE c.run_id = r.id), r.last_seq::text, NULL "
        f"FROM {run} r WHERE r.id = %s) UNION ALL ("
        f"SELECT {', '.join(q(c) for c in _COLUMNS)} FROM {event} WHERE run_id = %s AND seq > 0 AND seq <= %s "
        f"AND NOT EXISTS (SELECT 1 FROM {run} WHERE id = %s AND fork_of_id IS NOT NULL) ORDER BY seq LIMIT %s)"
    )


@lru_cache(maxsize=4)
def _chunk_sql(vendor: str, raw: bool = False) -> str:
    """One page of a segment by seq (keyset): the rows after a seq, up to a last seq, in seq order, in the
    driver's paramstyle. The payload comes as its stored UTF-8 bytes (the walk hashes them as they are:
    nothing decoded into a str and encoded back; SQLite's ``CAST AS BLOB`` and PostgreSQL's ``convert_to``
    give the text's bytes unchanged; ``raw``, PostgreSQL's rows walk, reads every text column as its bytes:
    :func:`runs.journal.sql.binary_rows`)."""
    q = connection.ops.quote_name
    payload = "CAST(payload AS BLOB)" if vendor != "postgresql" else "payload" if raw else "convert_to(payload, 'UTF8')"
    columns = ", ".join(payload if c == "payload" else q(c) for c in _COLUMNS)
    return sql.driver_text(
        f"SELECT {columns} FROM {q(Event._meta.db_table)} "
        f"WHERE {q('run_id')} = %s AND {q('seq')} > %s AND {q('seq')} <= %s ORDER BY {q('seq')} LIMIT %s",
        vendor,
    )


def _walk(
    seg: lineage.Segment,
    prev: str,
    seq: int,
    sealing: _Sealing,
    *,
    paged: bool,
    seals: dict[int, str] | None = None,
    first: Rows | None = None,
) -> Walk:
    """The walk of the segment after ``prev`` at ``seq``: its pages, if ``paged``, and its rows; a break
    inside a page is looked for again in the rows, whose whole blocks are written as pages anew. A block whose
    seal holds is proven by it; any other is hashed event by event (``sealing``)."""
    kept = pages.stored(seg.run_id, seg.first, seg.last) if paged else []
    last = _LAST_SEQ if seg.last is None else seg.last
    hasher = run_hasher(seg.run_id)
    if not paged:  # the rows, checked against their pages' seals (written pages are sealed as they are): ``seals``
        # where they were read with the run's head (``_HEAD_SEALS``)
        sealing.stored = pages.seals(seg.run_id, seg.first, seg.last) if seals is None else seals
        return _rows_walk(hasher, seg, prev, seq, last, sealing, first)
    if not kept:
        return _walk_chunks(hasher, _chunks(seg.run_id, seg.first - 1, last, write=True), prev, seq, sealing)
    walk = _paged_walk(hasher, seg, kept, prev, seq, last, sealing)
    if walk.bad is not None and kept[0].first <= walk.seq <= kept[-1].last:  # a page is a copy: the rows decide
        sealing.proven, sealing.new = 0, []
        return _walk_chunks(hasher, _chunks(seg.run_id, seg.first - 1, last, write=True), prev, seq, sealing)
    return walk


def _rows_walk(
    hasher: RunHasher,
    seg: lineage.Segment,
    prev: str,
    seq: int,
    last: int,
    sealing: _Sealing,
    first: Rows | None = None,
) -> Walk:
    """The walk of the segment's rows: on SQLite, the rows before its first block, then the consecutive sealed blocks
    from there, each read as one row of its columns joined by the database (:func:`_blocks_sql`) and proven by its
    seal (:func:`_block_holds`); from the first block that is not, after them, and on PostgreSQL (where the joins cost
    the server more than sending the rows: docs/benchmarks.md), the rows a chunk at a time (:func:`_walk_chunks`: a
    block by its seal over its rows, any other piece hashed, a break walked row by row)."""
    size, stored = pages.SIZE, sealing.stored
    start = end = pages.block_from(seg.first)
    while stored.get(end) and end + size - 1 <= last and connection.vendor == "sqlite":
        end += size
    if end == start:  # (PostgreSQL: every text column as its bytes; a piece not proven by its seal is decoded)
        try:
            return _walk_chunks(
                hasher, _chunks(seg.run_id, seg.first - 1, last, raw=True, read=first), prev, seq, sealing
            )
        finally:
            if first is not None:  # (a walk that ends early: the rows still arriving read and dropped)
                first.close()
    before = _walk_chunks(hasher, _chunks(seg.run_id, seg.first - 1, start - 1), prev, seq, sealing)
    if before.bad is not None:
        return before
    prev, seq = before.prev, before.seq
    for block in _blocks(seg.run_id, start, end - 1):
        first = seq + 1
        if not _block_holds(hasher, sealing.key, stored.get(first, ""), prev, first, block):
            break
        prev, seq = str(block[3].rpartition(b",")[2], "ascii"), first + size - 1
        sealing.proven += size
    after = _walk_chunks(hasher, _chunks(seg.run_id, seq, last), prev, seq, sealing)
    return Walk(after.seq, after.prev, before.purged + after.purged, after.bad)


def _block_holds(hasher: RunHasher, key: bytes, seal: str, prev: str, first: int, block: tuple[Any, ...]) -> bool:
    """Whether a block as :func:`_blocks_sql` reads it (its rows' count, then each column's stored bytes joined by
    commas in the same order: ids, types, hashes, prev_hashes, payload lengths, payloads; whether one is purged) is the
    block at ``first`` chained on ``prev`` and proven by ``seal``: all of its seqs (a count of ``SIZE`` within the
    block's seqs, which ``(run, seq)`` holds once each), none purged, each ``prev_hash`` the hash before it, and the
    seal is the MAC of the rest. A sealed block's values hold no comma (``RunHasher.seal``), so a column's text equal
    to the sealed one is its values, row by row; and in seq order, since its ids are (a seal is made only of a block
    whose every id is ``event_id(run, seq)`` of its seq, in order): an order the database did not keep fails it."""
    count, ids, types, hashes, prevs, lengths, payloads, purged = block
    if not seal or count != pages.SIZE or purged or prevs != b"%b,%b" % (prev.encode(), hashes.rpartition(b",")[0]):
        return False
    return seal_matches(seal, hasher.seal(key, prev, first, ids, types, hashes, lengths, b"[", payloads, b"]"))


def _blocks(run_id: str, first: int, last: int) -> list[tuple[Any, ...]]:
    """SQLite: the blocks of seqs ``first`` to ``last`` (whole blocks), each as one row (:func:`_blocks_sql`: every
    column as its stored bytes, as the rows' walk hashes the payloads); none where the database cannot hand one over:
    the rows are read instead."""
    text, size = _blocks_sql(), pages.SIZE
    try:
        return [sql.fetch_all(text, [run_id, at, at + size - 1])[0] for at in range(first, last, size)]
    except OperationalError:
        return []


@lru_cache(maxsize=1)
def _blocks_sql() -> str:
    """SQLite: a block of a segment's seqs as one row — how many rows, each column joined by commas, whether one is
    purged — aggregated straight over the (run, seq) index's range scan, which visits the rows in seq order (SQLite
    has no ordered aggregate before 3.44; an order it did not keep fails the seal: :func:`_block_holds`). No seqs
    joined: the count says the block's seqs are all there (``(run, seq)`` is unique), no text made of each. No
    ``ORDER BY`` subquery: SQLite ran one as a co-routine that copied every row's values, the payloads too, before the
    aggregate copied them again (half of the statement's time, docs/benchmarks.md). Every join comes as bytes
    (``CAST … AS BLOB``: what the seal MACs, no str decoded and encoded back; ASCII in a sealed block, so the same
    input). The database joins them: no Python object a row. One block a statement: grouping every block in one
    would sort every row with its payload. (PostgreSQL sends the rows: its ``string_agg`` cost the server more than
    the client saved, docs/benchmarks.md.)"""
    q = connection.ops.quote_name
    joined = ["event_id", q("type"), q("hash"), "prev_hash", "length(CAST(payload AS BLOB))", "payload"]
    columns = ", ".join(f"CAST(group_concat({c}, ',') AS BLOB)" for c in joined)
    return sql.driver_text(
        f"SELECT count(*), {columns}, max(payload_purged) FROM {q(Event._meta.db_table)} "
        "WHERE run_id = %s AND seq >= %s AND seq <= %s",
        "sqlite",
    )


def _paged_walk(
    hasher: RunHasher, seg: lineage.Segment, kept: list[pages.Stored], prev: str, seq: int, last: int, sealing: _Sealing
) -> Walk:
    """The walk of the rows before ``kept``, of ``kept`` and of the rows after them (written as pages where whole
    blocks): each page checked at once — as it is stored by its frame seal (``RunHasher.frame_seal``: one MAC over
    its bytes, nothing unpacked), or unpacked and by its block's seal (``RunHasher.seal``: one MAC over the page's
    columns and payloads' bytes), or where it has none that holds by ``RunHasher.block_holds`` (its payloads' bytes
    hashed as they are, its ids and digests compared as lists; then sealed); a page proven unpacked is given a frame
    seal. From a page that does not hold on, row by row (``RunHasher.walk``), which says where; from one that does not
    unpack, or whose array is not its texts and commas (what a reader decodes is not what is hashed), the rows."""
    before = _walk_chunks(hasher, _chunks(seg.run_id, seg.first - 1, kept[0].first - 1), prev, seq, sealing)
    if before.bad is not None:
        return before
    prev, seq = before.prev, before.seq
    key = sealing.key
    for at, stored in enumerate(kept):
        first = stored.first
        # the page as stored, linked to the walk: its frame seal as it holds (made, if the page is proven unpacked)
        framed = (
            hasher.frame_seal(key, first, stored.last, prev, stored.hash, stored.packed) if stored.prev == prev else ""
        )
        if seal_matches(stored.frame_seal, framed):
            sealing.proven += pages.SIZE
            prev, seq = stored.hash, stored.last
            continue
        page = _usable(seg.run_id, stored)
        if page is None:
            break
        made = hasher.seal(key, prev, first, *page.columns(stored=True), page.section) if page.seal else ""
        if page.prev == prev and seal_matches(page.seal, made):
            sealing.proven += len(page.ids)
            seal = page.seal
        elif hasher.block_holds(prev, first, page.types, page.ids, page.spans(), page.hashes):
            seal = hasher.seal(key, prev, first, *page.columns(), page.section)
        else:
            rest = [page, *_unpacked(seg.run_id, kept[at + 1 :])]
            after = chain.from_iterable(_chunks(seg.run_id, rest[-1].last, last, write=True))
            walk = hasher.walk(chain(chain.from_iterable(map(_page_rows, rest)), after), prev, seq)
            return Walk(walk.seq, walk.prev, before.purged + walk.purged, walk.bad)
        sealing.new.append((first, page.hash, seal, framed))
        prev, seq = page.hash, page.last  # a page holds no purged event (``pages.made``)
    after = _walk_chunks(hasher, _chunks(seg.run_id, seq, last, write=True), prev, seq, sealing)
    return Walk(after.seq, after.prev, before.purged + after.purged, after.bad)


def _walk_chunks(hasher: RunHasher, chunks: Iterable[list[StoredRow]], prev: str, seq: int, sealing: _Sealing) -> Walk:
    """The walk of the rows, a chunk at a time: a chunk of consecutive seqs, none purged, each row's ``prev_hash``
    the hash before it, is checked at once (:func:`_pieces_hold`: a block by its seal, the rest by
    ``RunHasher.block_holds``); any other (a purged row, an id of the earlier scheme, a break) row by row
    (``RunHasher.walk``), which says where. A chunk read raw (:func:`_chunks`: its ids, types and hashes as their
    stored bytes) is compared as bytes; what is hashed event by event is decoded first (:func:`_decoded`)."""
    purged = 0
    for rows in chunks:
        if not rows:
            continue
        seqs, ids, kinds, payloads, gone, prevs, hashes = zip(*rows, strict=True)
        raw = type(hashes[0]) is bytes
        if (
            seqs == tuple(range(seq + 1, seq + 1 + len(rows)))
            and not any(gone)
            and prevs[0] == (prev.encode() if raw else prev)
            and prevs[1:] == hashes[:-1]
            and _pieces_hold(hasher, sealing, prev, seq + 1, kinds, ids, payloads, hashes)
        ):
            prev, seq = _text(hashes[-1]), seqs[-1]
            continue
        walk = hasher.walk(list(map(_decoded, rows)) if raw else rows, prev, seq)
        purged += walk.purged
        if walk.bad is not None:
            return Walk(walk.seq, walk.prev, purged, walk.bad)
        prev, seq = walk.prev, walk.seq
    return Walk(seq, prev, purged, None)


def _pieces_hold(
    hasher: RunHasher,
    sealing: _Sealing,
    prev: str,
    first: int,
    kinds: tuple[str, ...] | tuple[bytes, ...],
    ids: tuple[str, ...] | tuple[bytes, ...],
    payloads: tuple[bytes, ...],
    hashes: tuple[str, ...] | tuple[bytes, ...],
) -> bool:
    """Whether consecutive rows (seqs from ``first``, none purged, linked) continue the chain after ``prev``: cut at
    the blocks' bounds, a whole block whose stored seal holds for its rows is proven by it (``RunHasher.seal_of``:
    the columns as they were read, str or bytes); any other piece is hashed (``RunHasher.block_holds``, its columns
    as str), and a whole block that holds so and has a page is sealed."""
    stored, key, raw = sealing.stored, sealing.key, type(hashes[0]) is bytes
    at, n, proven, new = 0, len(hashes), 0, []
    while at < n:
        start = first + at
        end = min(n, at + pages.SIZE - (start - 1) % pages.SIZE)  # to the end of the block holding ``start``
        cut = slice(at, end)
        whole = end - at == pages.SIZE and start in stored
        link = _text(hashes[at - 1]) if at else prev
        made = hasher.seal_of(key, link, start, kinds[cut], ids[cut], hashes[cut], payloads[cut]) if whole else ""
        if whole and seal_matches(stored[start], made):
            proven += pages.SIZE
        else:
            kind, eid, digest = (
                list(map(_text, column[cut])) if raw else column[cut] for column in (kinds, ids, hashes)
            )
            if not hasher.block_holds(link, start, kind, eid, payloads[cut], digest):
                return False
            if whole:  # (its seal made of the bytes read is the one made of their texts: they are ASCII)
                new.append((start, digest[-1], made, ""))
        at = end
    sealing.proven += proven
    sealing.new += new
    return True


def _text(value: str | bytes) -> str:
    """A value as a str: a column read raw (UTF-8 bytes: :func:`_chunks`) decoded, as the driver would have."""
    return value if type(value) is str else str(value, "utf-8")


def _decoded(row: StoredRow) -> StoredRow:
    """A row read raw (:func:`_chunks`) as the walk reads one: its id, type and hashes as str (its payload stays
    the bytes hashed)."""
    seq, eid, kind, payload, purged, prev_hash, digest = row
    return seq, _text(eid), _text(kind), payload, purged, _text(prev_hash), _text(digest)


def _usable(run_id: str, stored: pages.Stored) -> pages.Page | None:
    """The page ``stored`` holds, if it unpacks and its payloads' array is its texts and commas."""
    page = stored.page(run_id)
    return page if page is not None and page.delimited() else None


def _unpacked(run_id: str, kept: Iterable[pages.Stored]) -> Iterator[pages.Page]:
    """The pages of ``kept`` (:func:`_usable`), up to the first that is not."""
    for stored in kept:
        page = _usable(run_id, stored)
        if page is None:
            return
        yield page


def _page_rows(page: pages.Page) -> Iterator[StoredRow]:
    """A page's events as the rows the walk reads (each payload as its bytes in the page)."""
    purged = repeat(False, len(page.ids))
    return zip(page.seqs, page.ids, page.types, page.spans(), purged, page.prevs, page.hashes, strict=True)


def _chunks(
    run_id: str,
    after: int,
    last: int,
    *,
    write: bool = False,
    raw: bool = False,
    read: Iterable[list[StoredRow]] | None = None,
) -> Iterator[list[StoredRow]]:
    """The run's rows after ``after`` to ``last`` in seq order, :data:`CHUNK` at a time through the
    cursor (no model instances); with ``write``, the whole blocks of each chunk are kept as pages. With ``raw``, on
    PostgreSQL, the id, type and hashes come as their stored bytes too (no str made of a value a seal reads as
    bytes: ~18% of the fetch's instructions, docs/benchmarks.md): for the rows walk, which decodes what it hashes
    event by event (:func:`_walk_chunks`). ``read``: the first statement's rows, read with the head
    (:func:`_head_and_rows`), in pieces."""
    pg = connection.vendor == "postgresql"
    text = _chunk_sql(connection.vendor, raw and pg and not write)
    while after < last:
        params = [run_id, after, last, CHUNK]
        if read is not None:  # (a statement's rows in pieces: counted to know whether it was the last)
            n = 0
            for rows in read:
                n += len(rows)
                yield rows
            read = None
            if n < CHUNK:
                return
            after = rows[-1][0]
            continue
        rows = sql.binary_rows(text, params, raw=raw and not write) if pg else sql.fetch_all(text, params)
        if write and len(rows) >= pages.SIZE:  # (fewer hold no whole block: nothing decoded for them)
            stored = [(r[0], r[2], str(r[3], "utf-8"), r[1], r[5], r[6]) for r in rows]
            pages.write(run_id, list(pages.full_blocks(stored)))
        yield rows
        if len(rows) < CHUNK:
            return
        after = rows[-1][0]


def _body_problem(seg: lineage.Segment) -> str:
    """The first snapshot of the segment whose stored context is missing or does not match its
    payload's digest ("" if none; a payload written before 0021 holds its context, hashed in the chain)."""
    rows = Event.objects.filter(run_id=seg.run_id, type=str(EventType.SNAPSHOT_TAKEN), seq__gte=seg.first)
    rows = (
        rows.filter(payload_purged=False) if seg.last is None else rows.filter(payload_purged=False, seq__lte=seg.last)
    )
    for seq, payload, context in rows.order_by("seq").values_list("seq", "payload", "context").iterator(CHUNK):
        digest = loads(payload).get("digest")
        if digest is not None and (problem := body_problem(context, digest)):
            return f"seq {seq} ({seg.run_id}): the snapshot's stored context {problem}"
    return ""


def _problem(run_id: str, expected_seq: int, prev: str, seq: int, eid: str, prev_hash: str) -> str:
    """What is wrong with a row that failed the check (the first of these that applies)."""
    if seq != expected_seq:
        return f"expected seq {expected_seq}"
    if not run_hasher(run_id).is_event_id(eid, seq):
        return f"event id {eid} is not the id of this position"
    if prev_hash != prev:
        return "prev_hash does not match the previous event's hash"
    return "payload does not match its hash"
