"""Export journal events (one run or a filtered set) as JSON Lines or CSV, streamed, redacted by default.

Memory stays constant: events are read with ``QuerySet.iterator(chunk_size)`` (a server-side cursor on
PostgreSQL) and each row is redacted and encoded on its own, so a million-event export holds one chunk
at a time (``bench/export.py`` measures it). Payloads are redacted on their stored text
(``Redactor.redact_stored``): one with nothing to redact is written as stored, never decoded; in most
others only the strings that hold a span change. Lines go out in blocks of about 64 KB.

Unredacted exports need the ``runs.unredacted_export`` permission and a reason; every export, redacted
or not, is recorded first as an :class:`~runs.models.audit.ExportAudit` row (who, when, what, why).
"""

from __future__ import annotations

import csv
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, fields
from datetime import UTC, date, datetime, time
from itertools import chain, groupby
from operator import itemgetter
from typing import Any

import orjson
from django.conf import settings
from django.db import connection
from django.db.models import QuerySet
from django.http import StreamingHttpResponse
from django.utils import timezone

from agentops.core.errors import AgentOpsError
from agentops.core.events import reason_too_long, stated
from agentops.core.states import RunStatus
from agentops.redaction import Redactor
from agentops.redaction.parallel import Groups, Workers, processes_for, redact_groups
from runs.governance import export_pages, hashes, names, streamed
from runs.governance.redaction import from_settings
from runs.journal.sql import binary_rows
from runs.journal.statements import aware_utc, c_timestamps
from runs.models import Event, ExportAudit, Run
from runs.roles import VIEWER, has_role
from runs.security.guards import given_twice

FORMATS = ("jsonl", "csv")
COLUMNS = (
    "run_id",
    "agent",
    "seq",
    "event_id",
    "type",
    "step",
    "call_index",
    "created_at",
    "payload_purged",
    "prev_hash",
    "hash",
    "payload",
)
#: The columns above as the ORM reads them (``agent`` comes from the run).
_SOURCE_COLUMNS = tuple("run__agent" if c == "agent" else c for c in COLUMNS)
CHUNK = 2000
#: rows a fetch of a statement reading export pages (``runs.governance.export_pages``): a page's row
#: holds the packed lines of 256 events (~25 KB)
PAGED_CHUNK = 250
BLOCK = 64 * 1024
PERMISSION = "runs.unredacted_export"


class ExportError(AgentOpsError):
    code = "invalid_export"


class ExportForbidden(AgentOpsError):
    code = "forbidden"


@dataclass(frozen=True)
class ExportFilter:
    """Which runs a set export covers. Empty fields do not filter."""

    agent: str = ""
    status: str = ""
    since: date | None = None
    until: date | None = None

    def to_scope(self) -> dict[str, Any]:
        return {
            "agent": self.agent,
            "status": self.status,
            "since": self.since.isoformat() if self.since else "",
            "until": self.until.isoformat() if self.until else "",
        }


#: what a set export's request may carry besides the filter's fields
_REQUEST_FIELDS = frozenset({"download", "format", "unredacted", "reason", "csrfmiddlewaretoken"})


def check_params(params: Any, *, takes: frozenset[str] = _REQUEST_FIELDS, says: str) -> None:
    """ExportError on a parameter an export does not take or one given twice, ``says`` what it takes (``agnet=ticket``
    was ignored and exported every run; ``status`` twice was half read; a run's ``formt=csv`` was answered in JSONL)."""
    unknown = sorted(set(params) - takes)
    if unknown:
        raise ExportError(f"unknown parameter {unknown[0][:40]!r}: {says}")
    if twice := given_twice(params):
        raise ExportError(twice)


def parse_filter(params: Any) -> ExportFilter:
    """An :class:`ExportFilter` from query parameters; ExportError on bad values (:func:`check_params`)."""
    filters = [f.name for f in fields(ExportFilter)]
    check_params(params, takes=_REQUEST_FIELDS | set(filters), says=f"a set export filters by {', '.join(filters)}")
    status = (params.get("status") or "").strip()
    if status and status not in RunStatus.__members__:
        raise ExportError(f"unknown status {status!r}")
    since, until = _date(params.get("since"), "since"), _date(params.get("until"), "until")
    if since and until and since > until:  # it exported nothing, and recorded that export
        raise ExportError(f"since ({since}) is after until ({until}): no run can match")
    return ExportFilter(agent=(params.get("agent") or "").strip()[:100], status=status, since=since, until=until)


def _date(raw: str | None, name: str) -> date | None:
    if not raw:
        return None
    try:
        return date.fromisoformat(raw.strip())
    except ValueError:
        raise ExportError(f"{name} must be a date like 2026-12-01, not {raw!r}") from None


def parse_format(raw: str | None) -> str:
    """``jsonl`` when no format is given; an empty or unknown one is refused (as the API refuses it)."""
    fmt = "jsonl" if raw is None else raw.strip().lower()
    if fmt not in FORMATS:
        raise ExportError(f"format must be one of {', '.join(FORMATS)}, not {raw!r}")
    return fmt


def runs_matching(flt: ExportFilter) -> QuerySet[Run]:
    """The runs an :class:`ExportFilter` selects."""
    runs = Run.objects.all()
    if flt.agent:
        runs = runs.filter(agent=flt.agent)
    if flt.status:
        runs = runs.filter(status=flt.status)
    tz = timezone.get_current_timezone()
    if flt.since:
        runs = runs.filter(created_at__gte=datetime.combine(flt.since, time.min, tz))
    if flt.until:
        runs = runs.filter(created_at__lt=datetime.combine(flt.until, time.max, tz))
    return runs


def export_begin(*, user: Any, fmt: str, scope: dict[str, Any], redacted: bool = True, reason: str = "") -> ExportAudit:
    """Check the user may run this export and record it. Call before streaming the first byte."""
    if not has_role(user, VIEWER):
        raise ExportForbidden("exports need the viewer role")
    reason = stated(reason)
    if not redacted:
        if not user.has_perm(PERMISSION):
            raise ExportForbidden("unredacted export needs the unredacted_export permission")
        if not reason:
            raise ExportError("an unredacted export needs a reason")
    if too_long := reason_too_long(reason):
        raise ExportError(too_long)
    return ExportAudit.objects.create(
        actor=user,
        actor_name=user.get_username(),
        at=timezone.now(),
        redacted=redacted,
        reason=reason,
        format=fmt,
        scope=scope,
    )


def export_response(
    method: str,
    *,
    begin: Callable[[], object],
    stream: Callable[[], Iterable[bytes]],
    content_type: str,
    filename: str,
) -> StreamingHttpResponse:
    """An export's answer (the dashboard's and the API's): ``begin()`` (the audit row, or what refuses it), then
    ``stream()`` as an attachment. A HEAD request gets the same headers and runs neither: HEAD has no side
    effect (no audit row, and no export page kept by a stream that starts)."""
    head = method == "HEAD"
    if not head:
        begin()
    response = StreamingHttpResponse(iter(()) if head else stream(), content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def event_rows(runs: QuerySet[Run], *, redactor: Redactor | None) -> Iterator[dict[str, Any]]:
    """Events of ``runs`` in (run, seq) order as dicts; ``created_at`` is an aware datetime and
    ``payload`` the UTF-8 JSON text of the payload (with ``redactor``, redacted, each run's names
    pseudonymised in all its events: ``runs.governance.names``), or None when retention purged it. Each
    chunk's payloads are redacted together (``Redactor.redact_stored_many``: the ones with nothing to redact
    found in one pass over the chunk and written as stored). Redacted, the hashes a guess could be checked
    against are None (``runs.governance.hashes``)."""
    known = names.of_runs(runs, redactor) if redactor is not None else {}
    rows = Event.objects.filter(run__in=runs).order_by("run_id", "seq").values_list(*_SOURCE_COLUMNS)
    hidden = hashes.HiddenHashes(hashes.forks(runs.values("id"))) if redactor is not None else None
    batches = (
        ((batch, stored, stored) for batch in _batches(rows) for stored in [_stored(batch)])
        if redactor is None
        else _redacting(_batches(rows), redactor, known)
    )
    for batch, stored, shown in batches:
        for row, payload, data in zip(batch, shown, stored, strict=True):
            out = dict(zip(COLUMNS, row, strict=True))
            out["payload"] = payload
            yield out if hidden is None else hidden.shown(out, payload != data)


_CREATED = COLUMNS.index("created_at")


def _stored(batch: list[Any]) -> list[bytes | None]:
    """The stored payloads (UTF-8 JSON) of ``batch``'s rows, None where purged."""
    return [row[-1].encode() if row[-1] else None for row in batch]


def _batches(
    rows: QuerySet[Any] | tuple[str, list[Any]], *, size: int = 0, at_once: bool = False
) -> Iterator[list[Any]]:
    """The rows of ``rows`` (a ``values_list``, or SQL and its parameters), ``size`` (none: :data:`CHUNK`) at a time from a
    server-side cursor; ``at_once``: all in one batch from a client-side one (few rows).

    Where Django reads aware UTC datetimes (``USE_TZ``, the connection in UTC) the statement goes through the cursor, with ``created_at`` loaded as
    the ORM loads it: on PostgreSQL in psycopg's C loader (Django's time-zone loader parses each one
    in Python, 7-10 µs a row, a third of a clean event's export), on SQLite made aware here (the
    driver's converters, registered by Django, already give a naive UTC datetime and a bool; Django's
    own per-value converters cost ~2 µs a row more). The same aware UTC datetimes either way.
    Elsewhere Django's iterator.
    """
    sqlite = connection.vendor == "sqlite"
    size = size or CHUNK  # (read at the call: a test that sets CHUNK cuts these batches too)
    if isinstance(rows, QuerySet) and (not (sqlite or connection.vendor == "postgresql") or not aware_utc()):
        yield from streamed.chunked(rows.iterator(chunk_size=CHUNK), CHUNK)
        return
    sql, params = rows.query.sql_with_params() if isinstance(rows, QuerySet) else rows
    if at_once and not sqlite:  # PostgreSQL: in its binary format (a page's bytes do not travel as hex)
        yield binary_rows(sql, params)
        return
    if not at_once and (own := streamed.batches(sql, params, size)) is not None:
        yield from own  # (PostgreSQL outside a transaction: on a connection of its own, the server running ahead)
        return
    with connection.cursor() if at_once else connection.chunked_cursor() as cursor:
        c_timestamps(cursor)
        cursor.execute(sql, params)
        while batch := cursor.fetchall() if at_once else cursor.fetchmany(size):
            yield [_utc(row) for row in batch] if sqlite else batch
            if len(batch) < size or at_once:
                return  # (the last: no fetch more to learn it)


def _utc(row: tuple[Any, ...]) -> tuple[Any, ...] | list[Any]:
    """A SQLite row with its naive ``created_at`` (UTC, as Django stores it) made aware, as Django's converter does."""
    created = row[_CREATED]
    if created is None or created.tzinfo is not None:  # (None: an export page's row)
        return row
    out = list(row)
    out[_CREATED] = created.replace(tzinfo=UTC)
    return out


def _blocks(lines: Iterable[bytes]) -> Iterator[bytes]:
    """``lines`` joined into blocks of about :data:`BLOCK` bytes (one write each, not one per line)."""
    block: list[bytes] = []
    size = 0
    for line in lines:
        block.append(line)
        size += len(line)
        if size >= BLOCK:
            yield b"".join(block)
            block.clear()
            size = 0
    if block:
        yield b"".join(block)


def jsonl(rows: Iterable[dict[str, Any]]) -> Iterator[bytes]:
    """One JSON object per line (UTF-8); the payload text goes in as it is, ``created_at`` as
    orjson writes a datetime (``datetime.isoformat()``'s text)."""
    dumps, fragment, newline = orjson.dumps, orjson.Fragment, orjson.OPT_APPEND_NEWLINE
    for row in rows:
        payload = row["payload"]
        row["payload"] = None if payload is None else fragment(payload)
        yield dumps(row, option=newline)


class _Line:
    """A file-like sink that hands back what ``csv.writer`` writes, so each row is yielded as it is made."""

    def write(self, value: str) -> str:
        return value


def csv_lines(rows: Iterable[dict[str, Any]]) -> Iterator[bytes]:
    """A header, then one CSV line per event (UTF-8); ``payload`` is the JSON text of the (redacted) payload."""
    writer = csv.writer(_Line())
    yield writer.writerow(COLUMNS).encode()
    for row in rows:
        row["created_at"] = row["created_at"].isoformat()
        row["payload"] = "" if row["payload"] is None else row["payload"].decode()
        yield writer.writerow([row[c] for c in COLUMNS]).encode()


def redacted_jsonl(runs: QuerySet[Run], redactor: Redactor) -> Iterator[bytes]:
    """``jsonl(event_rows(runs, redactor=redactor))``, with the blocks an export page holds
    (``runs.governance.export_pages``: made under this redactor's fingerprint and these lines' format)
    copied from it, and each whole block written from the rows kept as a page for the next export. The rows'
    redaction runs ahead in worker processes (:func:`_redacting`)."""
    fingerprint = export_pages.key(redactor.fingerprint)
    ids = runs.order_by().values("id").query.sql_with_params()  # (the runs' subquery, compiled once for both reads)
    known = names.of_runs(ids, redactor)  # (before the first line: a name the last event reveals hides in the first)
    raw = connection.vendor in ("sqlite", "postgresql") and aware_utc()  # (``_batches`` loads its rows itself)
    # (a run from its pages, the common export: its rows read with the probe, at most CHUNK events in all)
    found = (
        export_pages.source(ids, fingerprint, _SOURCE_COLUMNS, redaction=redactor.fingerprint, read_up_to=CHUNK)
        if raw
        else None
    )
    hidden = hashes.HiddenHashes(hashes.forks(runs.values("id")) if found is None else found.forks)
    if found is None or found.statement is None:
        query = Event.objects.filter(run__in=runs).order_by("run_id", "seq").values_list(*_SOURCE_COLUMNS)
        parts: Iterator[list[Any] | tuple[str, bytes]] = _batches(query)
    else:
        parts = _paged_parts(found.statement, found.rows)
    blocks = export_pages.Blocks(fingerprint, {run_id: found.digest for run_id, found in known.items()})
    try:
        for part, stored, shown in _redacting(parts, redactor, known):
            if stored is None:  # a page's lines
                run_id, text = part
                hidden.resume(run_id, _last_hash_hidden(text))
                yield text
            else:
                yield from _lines(part, stored, shown, blocks, hidden)
            del part, stored, shown  # (a chunk's payloads, stored and redacted, not held while the next one is read)
        blocks.flush()
    finally:
        blocks.close()


def _paged_parts(
    statement: tuple[str, list[Any], int], read: list[tuple[Any, ...]] | None = None
) -> Iterator[list[Any] | tuple[str, bytes]]:
    """What :func:`redacted_jsonl` writes, in order, from a statement of ``export_pages.source`` (or its rows
    ``read`` with the probe): lists of rows to redact (those between pages) and, for each page that holds, its run id
    and lines."""
    sql, params, most = statement
    # a page weighs a block of events: fewer rows a fetch; at most CHUNK events in all (the common run of
    # a few blocks): one fetch, without a server-side cursor's round trips
    batches = [read] if read is not None else _batches((sql, params), size=PAGED_CHUNK, at_once=most <= CHUNK)
    for batch in batches:
        rows: list[Any] = []
        for row in batch:
            packed = row[-1]
            if packed is None:
                rows.append(row[:-1])
                continue
            if rows:
                yield rows
            rows = []
            text = export_pages.lines_of(bytes(packed))
            if text is None:  # a page that does not hold: its block from the rows (and kept anew)
                first = row[_SEQ]
                block = Event.objects.filter(run_id=row[0], seq__gte=first, seq__lt=first + export_pages.SIZE)
                yield from _batches(block.order_by("seq").values_list(*_SOURCE_COLUMNS))
            else:
                yield row[0], text
        if rows:
            yield rows


def _redacting(
    parts: Iterator[list[Any] | tuple[str, bytes]], redactor: Redactor, known: dict[str, names.Names]
) -> Iterator[tuple[Any, list[bytes | None] | None, list[bytes | None] | None]]:
    """``parts`` in order: each list of rows with its stored payloads and their redaction (``(rows, stored,
    redacted)``), anything else as it is (``(part, None, None)``).

    With ``EXPORT_PROCESSES`` (``docs/configuration.md``; ``auto``: ``parallel.processes_for``), once an export has
    passed :data:`CHUNK` rows (a short one starts no process) the lists after it are redacted in worker processes
    (``agentops.redaction.parallel``: the same bytes as here), as many as the host's slots for every export at once
    leave free (perhaps none), up to :data:`AHEAD` lists a process ahead of the one written: reading, lines and pages
    here, the redaction on the other cores. When that many are out and the oldest is not back, the next list is
    redacted here rather than waited for. Memory holds at most :data:`HELD` lists a process more, whatever the
    export's size."""
    processes = processes_for(settings.AGENTOPS["EXPORT_PROCESSES"])
    workers: Workers | None = None
    # (rows, stored, their redaction) in order: the redaction None while a worker has it; a page's part (part, None, None)
    ahead: deque[tuple[Any, list[bytes | None] | None, list[bytes | None] | None]] = deque()
    seen = 0
    try:
        for part in parts:
            if type(part) is tuple:
                ahead.append((part, None, None))
            else:
                # here: no workers yet (nothing ahead: each part is handed on as it comes), or they are behind
                here = workers is None or (len(workers) >= AHEAD * processes and not workers.ready())
                if workers is None:
                    seen += len(part)
                    if processes and seen >= CHUNK:
                        workers = Workers(redactor, processes)  # (they start while this part is redacted here)
                        processes = workers.size  # (those the host's slots left free: perhaps none)
                stored = _stored(part)
                groups = _groups(part, stored, known)
                if here or workers is None:
                    ahead.append((part, stored, _ungrouped(stored, redact_groups(redactor, groups))))
                else:
                    workers.submit(groups)
                    ahead.append((part, stored, None))
            # in order, each part as soon as it is redacted; waiting for a worker only when too many are held
            while ahead and (
                _done(ahead[0]) or len(ahead) > HELD * (processes or 1) or (workers is not None and workers.ready())
            ):
                yield _taken(ahead.popleft(), workers)
        while ahead:
            yield _taken(ahead.popleft(), workers)
    finally:
        if workers is not None:
            workers.close()


#: lists of rows :func:`_redacting` has a worker process redact ahead of the one written, per process; when that
#: many are out and the oldest is not back, the export's process redacts the next list itself (it would only wait)
AHEAD = 2
#: lists of rows :func:`_redacting` holds at most, per worker process (those out, and those redacted here behind them)
HELD = 3


def _done(entry: tuple[Any, list[bytes | None] | None, list[bytes | None] | None]) -> bool:
    """Whether a part :func:`_redacting` holds is ready to hand on (a page's, or redacted here), not a worker's."""
    return entry[1] is None or entry[2] is not None


def _taken(
    entry: tuple[Any, list[bytes | None] | None, list[bytes | None] | None], workers: Workers | None
) -> tuple[Any, list[bytes | None] | None, list[bytes | None] | None]:
    if _done(entry):
        return entry
    part, stored, _ = entry
    assert workers is not None and stored is not None
    return part, stored, _ungrouped(stored, workers.take())


def _groups(batch: list[Any], stored: list[bytes | None], known: dict[str, names.Names]) -> Groups:
    """The payloads ``stored`` of ``batch``'s rows (run, seq order) as ``redact_stored_many``'s groups: each run's
    (the purged left out) with its names ``known``."""
    out: Groups = []
    at = 0
    for run_id, rows in groupby(map(itemgetter(0), batch)):  # (no Python call a row)
        end = at + len(list(rows))
        out.append(([data for data in stored[at:end] if data is not None], known.get(run_id, names.NONE).names))
        at = end
    return out


def _ungrouped(stored: list[bytes | None], redacted: list[list[bytes]]) -> list[bytes | None]:
    """The redaction of each payload ``stored`` (None where purged), from its groups' (:func:`_groups`)."""
    out = iter(chain.from_iterable(redacted))
    return [None if data is None else next(out) for data in stored]


_SEQ = COLUMNS.index("seq")
_HASH = COLUMNS.index("hash")
_PURGED = COLUMNS.index("payload_purged")


def _last_hash_hidden(lines: bytes) -> bool:
    """Whether the last of a page's lines shows no ``hash`` (its run's hashes are hidden from there on)."""
    return orjson.loads(lines[lines.rfind(b"\n", 0, len(lines) - 1) + 1 :])["hash"] is None


def _lines(
    batch: list[Any],
    stored: list[bytes | None],
    redacted: list[bytes | None],
    blocks: export_pages.Blocks,
    hidden: hashes.HiddenHashes,
) -> Iterator[bytes]:
    """The JSON Lines of ``batch`` (rows of ``_SOURCE_COLUMNS``, their payloads ``stored`` and ``redacted``) as
    :func:`jsonl` writes them redacted (the hashes ``hidden`` hides set to None), handed to ``blocks``, given
    :data:`LINES` lines joined at a time (memory holds no more lines than that). A row's object is written in
    :data:`COLUMNS`' order from its unpacked fields (``dict(zip(...))`` and a call a row for its hashes and its
    block cost a sixth of the export's instructions beyond the redaction)."""
    dumps, fragment, newline, hide = orjson.dumps, orjson.Fragment, orjson.OPT_APPEND_NEWLINE, hidden.next
    for at in range(0, len(batch), LINES):
        rows = batch[at : at + LINES]
        lines = []
        for row, data, shown in zip(rows, stored[at : at + LINES], redacted[at : at + LINES], strict=True):
            run_id, agent, seq, event_id, kind, step, call_index, created_at, purged, prev_hash, hash_, _ = row
            # (a purged payload counts as changed: its hash still covers the payload retention emptied)
            hide_prev, hide_hash = hide(run_id, purged or shown != data)
            line = {
                "run_id": run_id,
                "agent": agent,
                "seq": seq,
                "event_id": event_id,
                "type": kind,
                "step": step,
                "call_index": call_index,
                "created_at": created_at,
                "payload_purged": purged,
                "prev_hash": None if hide_prev else prev_hash,
                "hash": None if hide_hash else hash_,
                "payload": None if shown is None else fragment(shown),
            }
            lines.append(dumps(line, option=newline))
        blocks.add_rows(rows, lines, seq=_SEQ, purged=_PURGED, hash_=_HASH)
        yield b"".join(lines)


#: lines :func:`_lines` joins at a time (~60 KB of the bench's: about a block of :func:`_blocks`)
LINES = 128


def export_stream(runs: QuerySet[Run], *, fmt: str, redacted: bool = True) -> Iterator[bytes]:
    """The whole export of ``runs`` in ``fmt``, as blocks of whole lines (UTF-8); a redacted JSON Lines
    export through :func:`redacted_jsonl` (its export pages)."""
    redactor = from_settings() if redacted else None
    if fmt == "jsonl" and redactor is not None:
        return _blocks(redacted_jsonl(runs, redactor))
    rows = event_rows(runs, redactor=redactor)
    return _blocks(jsonl(rows) if fmt == "jsonl" else csv_lines(rows))
