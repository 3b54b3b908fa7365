"""Export pages: the redacted JSON Lines of whole blocks of a run's journal, kept so the next export copies them.

A redacted export redacts every payload it writes (``Redactor.redact_stored_many``), and that alone
cost more than the naive journal's whole read. But an event never changes (the journal is
append-only; retention, which empties payloads, deletes these pages in the same transaction), and
under one redaction — its key, settings and code: ``Redactor.fingerprint`` — neither does its
redacted line. So the first redacted JSON Lines export that writes a whole block of a run (the
events ``k*SIZE+1`` to ``(k+1)*SIZE``, :data:`runs.journal.pages.SIZE`) keeps the block's lines as
one zstd frame (``runs.models.ExportPage``), and a later export writes that frame's text in place
of the block's rows.

Derived data, never the source of truth:

* **never served under another redaction, format or name set**: a page names the key it was made under
  (:func:`key`: the redaction's fingerprint and :data:`FORMAT`) and the digest of the run's names it
  applied (``runs.governance.names``); an export under any other one (a new key, a masked field added,
  the redaction's code changed, the lines written otherwise, a name a later event revealed) reads the
  rows and writes the page anew;
* **bound to the journal**: a page is used only while the run's event at its last seq still has the
  page's hash and is not purged; which blocks come from pages and which from rows is decided in one
  statement (one snapshot), so no event is written twice or left out;
* **checked**: the frame carries zstd's checksum (and says its size) and must end with a whole line; a
  page that does not hold is ignored and its block read from the rows (and written anew);
* **never over a purged event**: a page is written only if no event of its block is purged, waiting
  for a purge of the run that holds its row lock (as ``runs.journal.pages.write``).

Only the redacted JSON Lines export uses them (CSV and unredacted exports read the rows).
"""

from __future__ import annotations

import hashlib
import logging
import queue
import threading
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from django.db import DatabaseError, connection
from django.db.models.query import QuerySet

from runs.governance import streamed
from runs.journal import pages, sql
from runs.journal.pages import SIZE, cache_transaction, guarded_write
from runs.models import Event, ExportPage, Run, RunNames

log = logging.getLogger(__name__)

#: how the export writes a page's lines; raised whenever that changes, so a page written before is never
#: served after (2: a redacted line's hashes hidden from its run's first changed payload on,
#: ``runs.governance.hashes``)
FORMAT = 2


def key(fingerprint: str) -> str:
    """What pages are kept under (their ``fingerprint`` column): the redaction's fingerprint and :data:`FORMAT`."""
    return hashlib.sha256(f"export-page {FORMAT} {fingerprint}".encode()).hexdigest()


@lru_cache(maxsize=64)
def _statement(vendor: str, runs_sql: str, columns: tuple[str, ...]) -> tuple[str, str, str]:
    """The probe (one row telling whether a page of the runs was made under the fingerprint: 0, none; else
    one more than the events they hold at most, their heads' seqs; and a row per fork among the runs), and
    the SQL of :func:`source`, around the runs' subquery ``runs_sql`` (compiled by the ORM). The probe is in
    the driver's paramstyle (``runs.journal.sql.driver_text``: it is sent on the DB-API connection), the
    statement in Django's (``%s``, a literal ``%`` written ``%%``): ``runs.governance.export`` runs it
    through Django's cursor, which converts it for SQLite itself and, with DEBUG on, formats it with its
    parameters into ``connection.queries``. Converted twice, a ``?`` statement failed that formatting
    (``TypeError: not all arguments converted``: every export read through pages, DEBUG on, SQLite) and a
    literal ``%s`` became a marker."""
    q = connection.ops.quote_name
    page, event, run, names = (q(m._meta.db_table) for m in (ExportPage, Event, Run, RunNames))
    # the pages that may stand for their block: made under the fingerprint and the run's names as kept under the
    # redaction (their digest; "" for none), one whole block, bound to the run's event at their last seq (its
    # hash, unpurged)
    named = f"COALESCE((SELECT n.digest FROM {names} n WHERE n.run_id = p.run_id AND n.fingerprint = %s), '')"
    # (PostgreSQL: the last event looked up by its key for each page, a subquery no join strategy reads more for)
    last = (
        f"AND (SELECT l.hash = p.hash AND NOT l.payload_purged FROM {event} l WHERE l.run_id = p.run_id "
        "AND l.seq = p.last_seq)"
    )
    joined = (
        f"JOIN {event} l ON l.run_id = p.run_id AND l.seq = p.last_seq AND l.hash = p.hash AND NOT l.payload_purged "
    )
    pg = vendor == "postgresql"
    valid = (
        f"SELECT p.run_id, p.first_seq, p.packed FROM {page} p {'' if pg else joined}"
        f"WHERE p.run_id IN ({runs_sql}) AND p.fingerprint = %s AND p.names = {named} "
        f"AND p.last_seq = p.first_seq + {SIZE - 1} {last if pg else ''}"
    )
    picked = ", ".join("r.agent" if c == "run__agent" else f"e.{q(c)}" for c in columns)
    nulls = ", ".join("v.run_id" if c == "run_id" else "v.first_seq" if c == "seq" else "NULL" for c in columns)
    # (the sum only where a page is: a set export of every run reads no run row for it)
    probe = (
        f"SELECT CASE WHEN EXISTS (SELECT 1 FROM {page} WHERE run_id IN ({runs_sql}) AND fingerprint = %s) "
        f"THEN (SELECT COALESCE(SUM(last_seq), 0) + 1 FROM {run} WHERE {q('id')} IN ({runs_sql})) ELSE 0 END, "
        f"NULL UNION ALL SELECT NULL, {q('id')} FROM {run} WHERE {q('id')} IN ({runs_sql}) "
        f"AND {q('fork_of_id')} IS NOT NULL"
    )
    # each run's pages that follow one another with no block missing (their first, their last seq): its
    # rows are those before and after them, each an index range (a probe per row costs more than the rows)
    span = (
        f"SELECT run_id, MIN(first_seq) AS lo, MAX(first_seq) + {SIZE - 1} AS hi FROM valid GROUP BY run_id "
        f"HAVING COUNT(*) * {SIZE} = MAX(first_seq) - MIN(first_seq) + {SIZE}"
    )
    binary = ExportPage._meta.get_field("packed").db_type(connection)  # (PostgreSQL types a union's NULL)
    rows = f"SELECT {picked}, CAST(NULL AS {binary}) FROM {event} e JOIN {run} r ON r.{q('id')} = e.run_id"
    head = f"WITH valid AS ({valid}), span AS ({span}) "
    tail = f" UNION ALL SELECT {nulls}, v.packed FROM valid v ORDER BY 1, {columns.index('seq') + 1}"
    unpaged = f"NOT EXISTS (SELECT 1 FROM valid v WHERE v.run_id = e.run_id AND v.first_seq = (e.seq - 1) / {SIZE} * {SIZE} + 1)"
    if pg:
        branches = (
            f"{_lateral(binary, runs_sql, columns)} AND {unpaged} UNION ALL SELECT {nulls}, v.packed FROM valid v"
        )
        # the probe's answer and, if there are pages and at most as many events as the second parameter from the
        # end says, the statement's rows too (its branches behind a one-time filter on the probe's count), in one
        # statement: one snapshot. The probe's rows come last (their run id NULL): its count, then its forks
        answers = ", ".join("most" if c == "seq" else "NULL" for c in columns)
        forks = ", ".join(f"{q('id')}" if c == "run__agent" else "NULL" for c in columns)
        merged = (
            f"{head}, probe AS ({probe[: probe.index(', NULL UNION ALL')]} AS most) "
            f"SELECT * FROM ({branches}) m WHERE (SELECT most FROM probe) BETWEEN 1 AND %s "
            f"UNION ALL SELECT {answers}, NULL FROM probe "
            f"UNION ALL SELECT {forks}, NULL FROM {run} WHERE {q('id')} IN ({runs_sql}) AND {q('fork_of_id')} IS NOT NULL "
            f"ORDER BY 1, {columns.index('seq') + 1}"
        )
        return sql.driver_text(probe, vendor), f"{head}{branches}{tail[tail.index(' ORDER BY') :]}", merged
    return (
        sql.driver_text(probe, vendor),
        head
        # the runs without such pages: every row whose block no page holds
        + f"{rows} WHERE e.run_id IN (SELECT w.{q('id')} FROM {run} w WHERE w.{q('id')} IN ({runs_sql}) "
        f"AND w.{q('id')} NOT IN (SELECT run_id FROM span)) AND {unpaged} "
        f"UNION ALL {rows} JOIN span s ON s.run_id = e.run_id AND e.seq < s.lo "
        f"UNION ALL {rows} JOIN span s ON s.run_id = e.run_id AND e.seq > s.hi{tail}",
        "",
    )


def _lateral(binary: str, runs_sql: str, columns: tuple[str, ...]) -> str:
    """PostgreSQL: :func:`_statement`'s rows, each run's events read in index ranges of their own once the run is
    known (``LATERAL`` subqueries kept as such: ``OFFSET 0``, scanned for each run they follow, whatever join the
    planner would have chosen): a run without spanning pages, every event, behind a gate on the run alone (a
    condition of the outer row only: the planner makes it the scan's one-time filter, so a run whose pages span its
    blocks has none of its events read — the planner, free to, read every event of the bench's run, payloads too, to
    drop them: docs/benchmarks.md); a run with them, the events before and after its pages. The statement ends in the
    first branch's test of each event's block."""
    q = connection.ops.quote_name
    event, run = (q(m._meta.db_table) for m in (Event, Run))
    own = ", ".join("r.agent" if c == "run__agent" else f"e.{q(c)}" for c in columns)
    select = (
        f"SELECT {', '.join('e.agent' if c == 'run__agent' else f'e.{q(c)}' for c in columns)}, CAST(NULL AS {binary})"
    )
    events = f"(SELECT {own} FROM {run} r JOIN {event} e ON e.run_id = r.{q('id')} WHERE r.{q('id')} = "
    return (
        f"{select} FROM span s CROSS JOIN LATERAL {events}s.run_id AND e.seq < s.lo OFFSET 0) e UNION ALL "
        f"{select} FROM span s CROSS JOIN LATERAL {events}s.run_id AND e.seq > s.hi OFFSET 0) e UNION ALL "
        f"{select} FROM {run} w CROSS JOIN LATERAL {events}w.{q('id')} "
        f"AND NOT EXISTS (SELECT 1 FROM span s WHERE s.run_id = w.{q('id')}) OFFSET 0) e WHERE w.{q('id')} IN ({runs_sql})"
    )


@dataclass(frozen=True)
class Source:
    """What an export of runs reads: :attr:`statement` (SQL, parameters, at most how many rows it gives)
    or None where no page of the runs was made under the fingerprint (then it reads the rows alone),
    the forks among the runs (``runs.governance.hashes``: their hashes are hidden from the start), and the
    statement's rows where they were read with the probe (None where they were not)."""

    statement: tuple[str, list[Any], int] | None
    forks: set[str]
    rows: list[tuple[Any, ...]] | None = None


def source(
    runs: QuerySet[Run] | tuple[str, tuple[Any, ...]],
    fingerprint: str,
    columns: tuple[str, ...],
    *,
    redaction: str,
    read_up_to: int = 0,
) -> Source:
    """The :class:`Source` of ``runs``' export under ``fingerprint`` (``redaction``: the redactor's, which the runs'
    names are kept under: ``runs.governance.names``), found in one round trip (the probe,
    prepared on PostgreSQL). Its statement gives, in (run, seq) order, each event's ``columns``
    (``run__agent``, the run's agent, and the event's own; ``run_id`` and ``seq`` among them) and a NULL,
    except in the blocks a valid page holds, which come as one row each: its run id and first seq,
    NULLs, and the page's packed lines last. One statement is one snapshot: a page written or deleted
    meanwhile either stands for its whole block or is not read. ``runs``: a query set, or the SQL and parameters of
    its ``id`` column's subquery (compiled once by a caller that needs them twice).

    With ``read_up_to``, on PostgreSQL, where there are pages and the runs hold at most that many events, the
    statement's rows come in the same round trip as the probe's answer, in ONE statement (``Source.rows``: the
    export of a run from its pages, docs/benchmarks.md)."""
    runs_sql, runs_params = runs.order_by().values("id").query.sql_with_params() if isinstance(runs, QuerySet) else runs
    probe, statement, merged = _statement(connection.vendor, runs_sql, columns)
    valid_params = [*runs_params, fingerprint, redaction]  # (the pages that may stand for their block)
    params = [*valid_params, *runs_params]
    probe_params = [*runs_params, fingerprint, *runs_params]
    read = None
    if merged and read_up_to:
        found = sql.libpq_rows(merged, [*valid_params, *probe_params, *runs_params, read_up_to + 1, *runs_params])
        cut = next(i for i, row in enumerate(found) if row[0] is None)
        seq, agent = columns.index("seq"), columns.index("run__agent")
        most, forks = found[cut][seq], {row[agent] for row in found[cut + 1 :]}
        read = found[:cut] if 1 <= most <= read_up_to + 1 else None
    else:
        fetch = sql.binary_rows if connection.vendor == "postgresql" else sql.fetch_all
        found = fetch(probe, [*probe_params, *runs_params])
        most = next(count for count, fork in found if fork is None)
        forks = {fork for _, fork in found if fork is not None}
    return Source((statement, params, most - 1) if most else None, forks, read)


def lines_of(packed: bytes) -> bytes | None:
    """The lines a page holds, or None if it does not hold (torn: zstd's checksum; or not whole lines)."""
    text = pages.decompress(packed)
    return text if text is not None and text.endswith(b"\n") else None


def pack(lines: list[bytes]) -> bytes:
    return pages.compress(b"".join(lines))


#: a block to keep: its run, first seq, last event's hash, packed lines (:func:`pack`) and the run's names' digest
Pending = tuple[str, int, str, bytes, str]


def write(fingerprint: str, pages: list[Pending]) -> int:
    """Keep ``pages`` (blocks' redacted lines as exported under ``fingerprint``, packed) in one
    transaction; pages written. A cache: a failure is logged and costs the next export time, nothing else;
    on PostgreSQL, in a transaction of its own, its commit does not wait for the disk (``pages.cache_transaction``)."""
    if not pages:
        return 0
    runs = sorted({p[0] for p in pages})
    lock, upsert = guarded_write(connection.vendor, ExportPage, "fingerprint", "names", runs=len(runs))
    rows = [
        [
            run_id,
            first,
            first + SIZE - 1,
            fingerprint,
            names,
            last_hash,
            packed,
            run_id,
            run_id,
            first,
            first + SIZE - 1,
        ]
        for run_id, first, last_hash, packed, names in pages
    ]
    try:
        with cache_transaction(lock, runs) as cursor:
            if len(rows) == 1:
                cursor.execute(upsert, rows[0])
                return max(cursor.rowcount, 0)
            cursor.executemany(upsert, rows)
            return len(rows) if cursor.rowcount < 0 else cursor.rowcount
    except DatabaseError:
        log.warning("runs %s: their export pages were not written", runs[:3], exc_info=True)
        return 0


class Blocks:
    """Collects the lines of whole blocks as an export writes them from the rows, and keeps them
    (:func:`write`), :data:`FLUSH` blocks a transaction (and the rest at :meth:`flush`). On PostgreSQL outside a
    transaction the writes go on a connection of their own (:class:`_Writer`), while the export goes on; :meth:`close`
    waits for them."""

    def __init__(self, fingerprint: str, names: dict[str, str]) -> None:
        self.fingerprint = fingerprint
        self._names = names  # run -> its names' digest (none: "")
        self._run_at: str | None = None  # the run and seq the collected lines continue at
        self._seq_at = 0
        self._lines: list[bytes] = []
        self._pending: list[Pending] = []
        self._writer: _Writer | None = None  # (started by the first pages written, where it may be)

    def add_rows(self, rows: list[Any], lines: list[bytes], *, seq: int, purged: int, hash_: int) -> None:
        """The next events' lines (run, seq order; ``rows``: each event's run id first, its seq, purged flag and hash
        at the indexes given): consecutive unpurged events from a block's first on are collected."""
        run_at, seq_at, collected, names = self._run_at, self._seq_at, self._lines, self._names
        for row, line in zip(rows, lines, strict=True):
            run_id, number, gone = row[0], row[seq], row[purged]
            if number != seq_at or run_id != run_at or gone:
                collected = []
            run_at, seq_at = run_id, number + 1
            if gone or (not collected and (number - 1) % SIZE):
                continue  # a purged event, or a block joined in its middle: nothing to keep until the next block
            collected.append(line)
            if len(collected) == SIZE:
                self._pending.append((run_id, number - SIZE + 1, row[hash_], pack(collected), names.get(run_id, "")))
                collected = []
                if len(self._pending) >= FLUSH:
                    self.flush()
        self._run_at, self._seq_at, self._lines = run_at, seq_at, collected

    def flush(self) -> None:
        """Write the blocks collected so far (or hand them to the writer)."""
        pending, self._pending = self._pending, []
        if not pending:
            return
        if self._writer is None and streamed.on_own_connection():
            self._writer = _Writer(self.fingerprint)
        if self._writer is None:
            write(self.fingerprint, pending)
        else:
            self._writer.put(pending)

    def close(self) -> None:
        """Wait for the writes handed on (the blocks collected and not flushed are not written)."""
        if self._writer is not None:
            self._writer.close()
            self._writer = None


#: blocks written a transaction (their packed lines held meanwhile: ~25 KB each)
FLUSH = 16


class _Writer(threading.Thread):
    """Writes the pages handed to it (:func:`write`), in order, on this thread's own connection, closed at the end:
    the export's process reads, redacts and writes lines meanwhile, not waiting for the server. At most one
    transaction's pages wait for it (:meth:`put` waits when it is behind): memory stays bounded."""

    def __init__(self, fingerprint: str) -> None:
        super().__init__(daemon=True, name="export-pages-writer")
        self._fingerprint = fingerprint
        self._todo: queue.Queue[list[Pending] | None] = queue.Queue(maxsize=1)
        self.start()

    def run(self) -> None:
        try:
            while (pending := self._todo.get()) is not None:
                try:
                    write(self._fingerprint, pending)
                except Exception:  # (a cache: what it failed to write is read from the rows next time)
                    log.warning("export pages were not written", exc_info=True)
        finally:
            connection.close()  # (the thread's)

    def put(self, pending: list[Pending]) -> None:
        self._todo.put(pending)

    def close(self) -> None:
        self._todo.put(None)
        self.join()
