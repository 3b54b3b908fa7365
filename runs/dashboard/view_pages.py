"""View pages: what the run page shows of a run's rows, as one sight sees them, kept per block.

A run page's cold view (a process that showed none of its rows before) spent most of its time on the
100 rows' own work: the chain hash, the redaction, the decode and the fields an operator reads first
(``runs.dashboard.selectors.row_views``). An event never changes (the journal is append-only;
retention, which empties payloads, deletes these pages in the same transaction), and under one sight
— raw, or redacted under one redactor's fingerprint — and one version of the code that makes the
views, neither does what its row shows. So the run page keeps the views of each block of
:data:`BLOCK` events it read from the rows (``runs.models.ViewPage``, one zstd frame), and a later
view of those events, in any process, reads the page instead of the rows.

Derived data, never the source of truth:

* **per sight, never another's**: a page names the key it was made under (:func:`key`: raw, or the
  redactor's fingerprint and the run's names; and a digest of the code that made the views); a redacted
  reader only ever reads pages made redacted under the same redaction and names, a raw one pages made raw;
* **bound to the journal**: a page is used only while the run's event at its last seq still has the
  page's hash and is not purged (each row's hash chains on the one before, so an event rewritten
  with its chain changes that hash); which pages are used is decided in one statement;
* **made only of rows whose chain held**: every row of the block matched its hash and linked to the
  row before (the block's first to the hash before it), none purged; a block with a broken or purged
  row is never kept, so the run page flags it on every view;
* **checked**: the frame carries zstd's checksum and says its size, and its entries must be the
  block's; a page that does not hold is ignored and its rows read (and the page written anew).

A page is a whole block, or, for a finished run, the last block's events up to its head (replaced by
the whole block if more events come). What a row shows of its execution (its status now) is read
live, never kept.
"""

from __future__ import annotations

import hashlib
import logging
from functools import lru_cache
from pathlib import Path
from typing import Any

import orjson
from django.db import DatabaseError, connection
from django.db.models import Exists, OuterRef

from runs.journal.pages import cache_transaction, compress, decompress, guarded_write
from runs.journal.statements import INT, STR, Statement
from runs.models import Event, ViewPage
from runs.worker.storage import log_failure

log = logging.getLogger(__name__)

#: events per view page: a page holds views of events ``k*BLOCK+1`` to ``(k+1)*BLOCK`` (a 100-event
#: window reads two or three)
BLOCK = 64
#: raised whenever what an entry holds changes (with :func:`_code`'s digest, a page made before is never read after)
FORMAT = 1

#: one row as kept: its timeline entry but what is read live, with its ``seq`` and ``hash`` (``selectors._entry``)
Entry = dict[str, Any]


def block_of(seq: int) -> int:
    """The first seq of the block holding ``seq``."""
    return (seq - 1) // BLOCK * BLOCK + 1


@lru_cache(maxsize=1)
def _code() -> str:
    """A digest of the code the views follow from (this module and ``selectors``, which makes them)."""
    here = Path(__file__).parent
    return hashlib.sha256(
        b"".join((here / name).read_bytes() for name in ("selectors.py", "view_pages.py"))
    ).hexdigest()


def key(raw: bool, fingerprint: str, names: str = "") -> str:
    """What pages are kept under: the sight (raw, or redacted under the redactor's ``fingerprint`` with the run's
    names of digest ``names``, ``runs.governance.names``), :data:`FORMAT` and the code's digest. A raw key and a
    redacted one never coincide; a name a later event reveals changes the key (pages made before are not read)."""
    sight = "raw" if raw else f"redacted {fingerprint} {names}"
    return hashlib.sha256(f"view-page {FORMAT} {_code()} {sight}".encode()).hexdigest()


_READ = Statement(
    lambda run, key, low, high: (
        ViewPage.objects.filter(run_id=run, key=key, first_seq__lt=high, last_seq__gte=low)
        .filter(
            Exists(
                Event.objects.filter(
                    run_id=OuterRef("run_id"), seq=OuterRef("last_seq"), hash=OuterRef("hash"), payload_purged=False
                )
            )
        )
        .order_by("first_seq")
        .values_list("first_seq", "last_seq", "packed")
    ),
    run=STR,
    key=STR,
    low=INT,
    high=INT,
)


def read(run_id: str, page_key: str, low: int, high: int) -> tuple[list[Entry], dict[int, int]]:
    """The kept entries of seqs ``low`` to ``high - 1`` from ``low`` on, as far as valid pages follow one
    another from one holding ``low`` (``[]``: none holds it); and the first and last seq of every valid
    page of the range (a block need not be written again up to its page's last seq)."""
    entries: list[Entry] = []
    at, valid = low, {}
    for first, last, packed in _READ.rows(binary=True, run=run_id, key=page_key, low=low, high=high):
        valid[first] = last
        if first > at or at >= high:
            continue  # a hole: the rest is read from the rows
        got = _unpack(packed, first, last)
        if got is None:
            del valid[first]
            continue
        entries.extend(got[at - first :])
        at = last + 1
    return entries[: high - low], valid


def _unpack(packed: bytes, first: int, last: int) -> list[Entry] | None:
    data = decompress(bytes(packed))
    if data is None:
        return None
    try:
        got = orjson.loads(data)
    except orjson.JSONDecodeError:
        return None
    if len(got) != last - first + 1 or any(entry["seq"] != first + i for i, entry in enumerate(got)):
        return None
    return got


def write(run_id: str, page_key: str, blocks: list[list[Entry]]) -> int:
    """Keep ``blocks`` (each the entries of one block's rows, in seq order) in one transaction (its own where the
    caller has none: ``pages.cache_transaction``); pages written. A cache: a failure is logged and costs the next
    view time, nothing else."""
    if not blocks:
        return 0
    lock, upsert = guarded_write(connection.vendor, ViewPage, "key")
    rows = []
    for entries in blocks:
        first, last = entries[0]["seq"], entries[-1]["seq"]
        packed = compress(orjson.dumps(entries))
        rows.append([run_id, first, last, page_key, entries[-1]["hash"], packed, run_id, run_id, first, last])
    try:
        with cache_transaction(lock, [run_id]) as cursor:
            cursor.executemany(upsert, rows)
            return len(rows) if cursor.rowcount < 0 else cursor.rowcount
    except DatabaseError as exc:  # a full or read-only store: the page renders from the rows, one line says why
        log_failure(log, exc, f"run {run_id}: its view pages were not written", logging.WARNING)
        return 0
