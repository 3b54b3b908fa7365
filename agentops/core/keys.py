"""Deterministic identifiers: idempotency keys, execution ids, event ids and the hash chain."""

from __future__ import annotations

import hashlib
import hmac
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate
from operator import add, itemgetter
from typing import Any

from agentops.core.canon import canonical, canonical_bytes

GENESIS_HASH = "0" * 64


def _sha256(value: Any) -> str:
    return hashlib.sha256(canonical_bytes(value)).hexdigest()


def idem_key(run_id: str, step: int, call_index: int, tool: str, args: Any) -> str:
    """The idempotency key of one logical tool call: ``sha256(canon([run_id, step, call_index, tool, args]))``."""
    return _sha256([run_id, step, call_index, tool, args])


def normal_key(key: str) -> str:
    """A key a client chose (a run's ``create_key``, the SDK's ``key=``) in its one normal form, NFC: ``é`` sent as
    one code point or as ``e`` + U+0301 (NFD, as macOS file names and some keyboards give it) is one key, one run.
    The API stores and looks keys up in this form; the SDK sends it (canonical JSON normalises strings alike)."""
    return key if key.isascii() else unicodedata.normalize("NFC", key)


def stored_key_forms(key: str) -> list[str]:
    """What a row stored before :func:`normal_key` may hold for ``key``: the key as given, its NFC and its NFD form
    (each once, in that order of preference), so a run created with a key in any of them stays reachable by it."""
    if key.isascii():
        return [key]
    return list(dict.fromkeys([key, unicodedata.normalize("NFC", key), unicodedata.normalize("NFD", key)]))


def differing(asked: dict[str, Any], made: dict[str, Any]) -> list[str]:
    """The fields a request sent with a one-time key (a fork's ``create_key``, a what-if's ``request_key``) asks
    otherwise than the request that key already answered (compared as canonical JSON): none, it is a repeat — a
    double click, a form or retry sent again — answered with what the first made; else a conflict naming them."""
    return [name for name in asked if canonical(asked[name]) != canonical(made.get(name))]


def execution_id(run_id: str, step: int, call_index: int) -> str:
    """Stable id of the execution record for ``(run, step, call index)``."""
    return "exe_" + _sha256(["exec", run_id, step, call_index])[:24]


def event_id(run_id: str, seq: int) -> str:
    """Stable, citable id of the event at ``seq`` in ``run_id`` (the same after any replay): ``evt_``, the run's
    prefix (:func:`event_id_prefix`) and the seq as 8 letters (its 8 hex digits written ``a``-``p``). One run's
    ids sort together and by seq, and a newer run's after an older one's, so an append's ids land on the id
    index's last leaf, as the (run, seq) key's do. Events stored before this scheme keep the ids they were
    given (:meth:`RunHasher.legacy_event_id`); every check accepts either (:meth:`RunHasher.is_event_id`)."""
    return run_hasher(run_id).event_id(seq)


def event_id_prefix(run_id: str) -> str:
    """What every event id of ``run_id`` starts with (after ``evt_``): the run's creation millisecond as its id
    carries it (``runs.services.new_run_id``; for any other id 12 hex of a hash), its 12 hex digits written as
    the letters ``g``-``v`` (so every such id sorts after every id of the earlier scheme, ``evt_`` + hex: the
    index's new entries go to its end there too), then 12 hex of ``sha256(["event", run_id])``, so runs made in
    the same millisecond share no prefix but by chance (2^-48)."""
    digest = _sha256(["event", run_id])
    order = run_id[4:16] if _TIMED_RUN_ID.fullmatch(run_id) else digest[12:24]
    return order.translate(_HEX_LATE) + digest[:12]


def chain_hash(prev_hash: str, run_id: str, seq: int, event_type: str, payload: Any) -> str:
    """Hash of one journal entry, chained to its predecessor so edits to history are detectable."""
    return _sha256([prev_hash, run_id, seq, event_type, payload])


def template_hash(template: str) -> str:
    """Fingerprint of a prompt template, recorded in RunStarted and checked on resume."""
    return hashlib.sha256(template.encode("utf-8")).hexdigest()[:16]


def chain_hash_of_text(prev_hash: str, run_id: str, seq: int, event_type: str, payload_text: str) -> str:
    """:func:`chain_hash` computed from the payload's stored canonical text, without parsing it.

    Equal to ``chain_hash(..., json.loads(payload_text))`` whenever the text is canonical (as the
    journal stores it); any other text — edited or merely reformatted — yields a different hash.
    """
    return run_hasher(run_id).chain_hash(prev_hash, seq, event_type, payload_text)


class RunHasher:
    """:func:`event_id` and :func:`chain_hash_of_text` for the events of one run.

    What canonical JSON writes for the run id is prepared once, and a plain value (a hash, an int,
    a plain name) is written as canonical JSON writes it, without its walk: verification asks both
    of every event. The payload's text is fed to the hash as it is (no copy into a larger string).
    """

    __slots__ = ("_chain_run", "_id_head", "id_prefix", "run_id")

    def __init__(self, run_id: str) -> None:
        self.run_id = run_id
        plain = _plain(run_id)
        self._id_head = f'["event","{run_id}",' if plain else None
        self._chain_run = f'","{run_id}",' if plain else None
        #: what every event id of the run starts with (:func:`event_id`)
        self.id_prefix = "evt_" + event_id_prefix(run_id)

    def event_id(self, seq: int) -> str:
        return self.id_prefix + format(seq, "08x").translate(_HEX_LETTERS)

    def legacy_event_id(self, seq: int) -> str:
        """The id an event stored before the run-prefixed scheme has: ``evt_`` + 20 hex of
        ``sha256(["event", run_id, seq])`` (24 characters; an id of the current scheme has 36)."""
        if self._id_head is None or type(seq) is not int:
            return "evt_" + _sha256(["event", self.run_id, seq])[:20]
        return "evt_" + hashlib.sha256(f"{self._id_head}{seq}]".encode()).hexdigest()[:20]

    def is_event_id(self, eid: str, seq: int) -> bool:
        """Whether ``eid`` is the id of the event at ``seq``: :meth:`event_id`, or for an event stored
        before that scheme :meth:`legacy_event_id`."""
        return eid == self.event_id(seq) or (len(eid) == _LEGACY_LENGTH and eid == self.legacy_event_id(seq))

    def chain_hash(self, prev_hash: str, seq: int, event_type: str, payload_text: str) -> str:
        # a hash is hex (ASCII alphanumeric, so plain): checked without the cache, each is asked once
        if (
            self._chain_run is not None
            and type(seq) is int
            and prev_hash.isascii()
            and prev_hash.isalnum()
            and _plain(event_type)
        ):
            head = f'["{prev_hash}{self._chain_run}{seq},"{event_type}",'
        else:
            head = canonical([prev_hash, self.run_id, seq, event_type])[:-1] + ","
        digest = hashlib.sha256(head.encode())
        digest.update(payload_text.encode())
        digest.update(b"]")
        return digest.hexdigest()

    def walk(self, rows: Iterable[StoredRow], prev: str, seq: int) -> Walk:
        """Check that ``rows`` (seq order) continue this run's chain after ``prev`` at ``seq``: each
        row's seq is the next one, its ``prev_hash`` the hash before it, its id :meth:`event_id` (or, for
        an event stored before that scheme, :meth:`legacy_event_id`), and its hash :meth:`chain_hash` of
        its payload text (a purged row's hash is taken as stored).
        Stops at the first row that fails (:attr:`Walk.bad`). A payload may be given as its stored
        UTF-8 bytes (a page's slice, ``runs.journal.pages``): hashed as they are, never decoded.

        What a verification of a whole journal spends its CPU on besides SHA-256, so a row's id and
        hash are written inline when the run id is plain (the same texts :meth:`event_id` makes and
        :meth:`chain_hash` hashes; any other row goes through them).
        """
        sha = hashlib.sha256
        prefix, chain_run = self.id_prefix, self._chain_run
        # an id is the run's prefix, the seq's high hex digits as letters (made once per 256 seqs) and its last
        # two (:data:`_LOW_LETTERS`): compared as a string, no format and translate per row
        high, base = -1, ""
        purged = 0
        plain_prev = _hex(prev)  # a hash this walk computed and matched is hex; a purged row's is checked
        plain_kinds: dict[str, bool] = {}
        for row in rows:
            row_seq, eid, kind, payload, is_purged, prev_hash, digest = row
            seq += 1
            if row_seq != seq or prev_hash != prev:
                return Walk(seq, prev, purged, row)
            whole_int = type(row_seq) is int
            if seq >> 8 != high:
                high = seq >> 8
                base = prefix + format(high, "06x").translate(_HEX_LETTERS)
            if eid != base + _LOW_LETTERS[seq & 255] and not self.is_event_id(eid, row_seq):
                return Walk(seq, prev, purged, row)
            if is_purged:
                purged += 1
                plain_prev = _hex(digest)
            else:
                plain = plain_kinds.get(kind)
                if plain is None:
                    plain = plain_kinds[kind] = type(kind) is str and _plain(kind)
                if not (plain_prev and plain and whole_int and chain_run is not None):
                    text = payload if type(payload) is str else str(payload, "utf-8", "replace")
                    ok = self.chain_hash(prev, row_seq, kind, text) == digest
                elif type(payload) is str:
                    ok = sha(f'["{prev}{chain_run}{seq},"{kind}",{payload}]'.encode()).hexdigest() == digest
                else:
                    ok = sha(f'["{prev}{chain_run}{seq},"{kind}",'.encode() + payload + b"]").hexdigest() == digest
                if not ok:
                    return Walk(seq, prev, purged, row)
                plain_prev = True
            prev = digest
        return Walk(seq, prev, purged, None)

    def block_holds(
        self,
        prev: str,
        first: int,
        types: Sequence[str],
        ids: Sequence[str],
        payloads: Sequence[bytes | memoryview],
        hashes: Sequence[str],
    ) -> bool:
        """Whether a block of events (seqs ``first``, ``first + 1``, …; none purged; each payload its stored UTF-8
        bytes), each chained on the hash before it (``prev``, then ``hashes[i - 1]``), continues the chain after
        ``prev`` at ``first - 1``: every id is :meth:`event_id` and every hash :meth:`chain_hash` of its input.

        What :meth:`walk` checks of such rows, for a whole page at once: the ids compared as one list (made once
        per 256 seqs), the event types checked once each, each hash computed from the stored hash before it and
        every digest compared as one list (all equal: every link holds). True only when all of it holds; False
        says nothing of where (an id of the earlier scheme, a run id or type that is not plain, a break):
        :meth:`walk` over the same rows finds it, or finds them right."""
        n, chain_run = len(hashes), self._chain_run
        if (
            chain_run is None
            or not n
            or not len(types) == len(ids) == len(payloads) == n
            or type(first) is not int
            or not _hex(prev)
            or not all(type(kind) is str and _plain(kind) for kind in set(types))
            or list(ids) != self._ids(first, n)
        ):
            return False
        sha, digests = hashlib.sha256, []
        for before, seq, kind, payload in zip(
            (prev, *hashes[:-1]), range(first, first + n), types, payloads, strict=True
        ):
            digest = sha(f'["{before}{chain_run}{seq},"{kind}",'.encode())
            digest.update(payload)
            digest.update(b"]")
            digests.append(digest.hexdigest())
        return digests == list(hashes)

    def seal(
        self,
        key: bytes,
        prev: str,
        first: int,
        ids: str | bytes,
        types: str | bytes,
        hashes: str | bytes,
        lengths: str | bytes,
        *section: bytes | memoryview,
    ) -> str:
        """The seal of a block of this run's events (seqs ``first``, ``first + 1``, …, chained on ``prev``): an
        HMAC-SHA256 under ``key`` of everything the chain check of the block reads — the run, ``first``, ``prev``,
        the ids, types and hashes and each payload's length in bytes (each column its values joined by commas), each
        of these framed by its length (``<n>:<text>,``), then the payloads' stored bytes as one array (``section``:
        ``[p1,p2,…]``, whole or as the consecutive pieces that make it, so a caller need not copy it into one). One call over the block, not two hashes an event; the columns as commas join them, so a
        database can hand them over aggregated. It proves the block is what was sealed, not that its chain holds:
        only :meth:`seal_of` with ``only_holding`` makes a seal that is kept, after the block's chain check held (then no value in it
        holds a comma, so each column's text is its values).

        A column may come as its stored UTF-8 bytes (a fetch that made no str of them), framed by its count of bytes:
        for ASCII, as every sealed column is (a seal is made only once the block's check held: its ids, plain types
        and hex hashes), the same input as its str's. Bytes that are not ASCII make an input no seal was made of (its
        count differs from the sealed column's, or its bytes do): the block is checked event by event."""
        mac = hmac.new(
            key, "".join(f"{len(f)}:{f}," for f in (_SEAL_TAG, self.run_id, str(first), prev)).encode(), "sha256"
        )
        for column in (ids, types, hashes, lengths):
            if type(column) is str:  # (a str's frame counts its characters)
                mac.update(f"{len(column)}:".encode())
                mac.update(column.encode())
            else:
                mac.update(b"%d:" % len(column))
                mac.update(column)
            mac.update(b",")
        for piece in section:
            mac.update(piece)
        return mac.hexdigest()

    def seal_of(
        self,
        key: bytes,
        prev: str,
        first: int,
        types: Sequence[str] | Sequence[bytes],
        ids: Sequence[str] | Sequence[bytes],
        hashes: Sequence[str] | Sequence[bytes],
        payloads: Sequence[bytes | memoryview],
        *,
        only_holding: bool = False,
    ) -> str:
        """:meth:`seal` of a block given as its columns (each payload its stored UTF-8 bytes; ids, types and hashes
        as str, or all three as their stored bytes). With ``only_holding`` (a seal to be kept), "" for a block whose
        chain does not hold (:meth:`block_holds`: a break, an id of the earlier scheme, a run id or type that is not
        plain): such a block has no seal, and every check of it hashes its events."""
        if only_holding and not self.block_holds(prev, first, types, ids, payloads, hashes):  # type: ignore[arg-type]
            return ""
        sep = b"," if ids and type(ids[0]) is bytes else ","
        # the array (:func:`payload_section`) in its three pieces: its payloads joined once, never copied again
        section = (b"[", b",".join(payloads), b"]")
        joined = sep.join(ids), sep.join(types), sep.join(hashes)  # type: ignore[arg-type]
        return self.seal(key, prev, first, *joined, lengths_text(payloads), *section)

    def frame_seal(self, key: bytes, first: int, last: int, prev: str, last_hash: str, packed: bytes) -> str:
        """The seal of a page as stored (seqs ``first`` to ``last``, chained on ``prev``, ending at ``last_hash``; its
        ``packed`` bytes, the frame readers unpack): an HMAC-SHA256 under ``key`` of the run, those bounds and hashes,
        each framed by its length, then the bytes. Made only once the page's block was proven (its block's seal held
        or its chain check did): then it proves the page is that page, byte for byte, without unpacking it (the
        frame is ~1/6 of the bytes a block's seal MACs, and unpacking it half of ``verify_chain --pages``' time)."""
        fields = (_FRAME_TAG, self.run_id, str(first), str(last), prev, last_hash)
        mac = hmac.new(key, "".join(f"{len(f)}:{f}," for f in fields).encode(), "sha256")
        mac.update(packed)
        return mac.hexdigest()

    def _ids(self, first: int, n: int) -> list[str]:
        """:meth:`event_id` of the seqs ``first`` to ``first + n - 1``, the seq's high letters made once per 256."""
        out: list[str] = []
        seq, end = first, first + n
        while seq < end:
            high, low = seq >> 8, seq & 255
            stop = min(end, (high + 1) << 8)
            base = self.id_prefix + format(high, "06x").translate(_HEX_LETTERS)
            out += [base + letters for letters in _LOW_LETTERS[low : low + stop - seq]]
            seq = stop
        return out


def payload_section(payloads: Sequence[bytes | memoryview]) -> tuple[bytes, list[int]]:
    """Payloads' stored UTF-8 bytes as one JSON array (``[p1,p2,…]``, as a page stores them) and the offset in it
    where each ends (the byte after it: its ``,``, the last's ``]``)."""
    ends = list(map(add, accumulate(map(len, payloads)), range(1, len(payloads) + 1)))
    return b"[" + b",".join(payloads) + b"]", ends


def lengths_text(payloads: Sequence[bytes | memoryview]) -> str:
    """Each payload's length in bytes joined by commas, as a seal takes them (:meth:`RunHasher.seal`). Lengths under
    :data:`_DECIMALS`' size are looked up in one call, not formatted one by one (``str`` of each int was most of a
    block's lengths' time: docs/benchmarks.md, eighth session)."""
    if len(payloads) > 1:
        try:
            return ",".join(itemgetter(*map(len, payloads))(_DECIMALS))
        except IndexError:  # (a length past the table's: each formatted)
            pass
    return ",".join(map(str, map(len, payloads)))


def seal_matches(stored: str, made: str) -> bool:
    """Whether a block's stored seal ("" for none) is the one :meth:`RunHasher.seal` made of what was read: then the
    block is, byte for byte, one whose chain held when it was sealed, and its chain holds (nothing in it changed)."""
    return bool(stored) and hmac.compare_digest(stored, made)


#: what a seal's MAC starts with: the seal's format (another format, another tag)
_SEAL_TAG = "agentops.block-seal.1"
#: what a frame seal's MAC starts with (:meth:`RunHasher.frame_seal`: never equal to a block seal's input)
_FRAME_TAG = "agentops.frame-seal.1"
#: an event id's seq: its hex digits as the letters ``a``-``p`` (in order, so the ids sort as the seqs, and no
#: run of digits that a scanner could read as a number)
_HEX_LETTERS = str.maketrans("0123456789abcdef", "abcdefghijklmnop")
#: the last two letters of an event id's seq, by ``seq & 255``
_LOW_LETTERS = tuple(format(low, "02x").translate(_HEX_LETTERS) for low in range(256))
#: a run's millisecond in its events' ids: after every hex digit, so after every id of the earlier scheme
_HEX_LATE = str.maketrans("0123456789abcdef", "ghijklmnopqrstuv")
_LEGACY_LENGTH = 24
#: the decimal texts of the lengths most payloads have in bytes (:func:`lengths_text`)
_DECIMALS = tuple(map(str, range(4096)))
#: a run id that begins with its creation's Unix millisecond (``runs.services.new_run_id``)
_TIMED_RUN_ID = re.compile(r"run_[0-9a-f]{24}")

#: one stored event as a chain check reads it: seq, event id, type, payload text (or its UTF-8 bytes), purged,
#: prev_hash, hash
StoredRow = tuple[int, str, str, str | bytes | memoryview, bool, str, str]


@dataclass(frozen=True, slots=True)
class Walk:
    """Where :meth:`RunHasher.walk` stopped: the seq it reached (the failing row's expected seq), the
    last hash that held, the purged rows it passed, and the row that failed (None: all held)."""

    seq: int
    prev: str
    purged: int
    bad: StoredRow | None


def _hex(value: str) -> bool:
    """ASCII letters and digits only (a hash): written in canonical JSON as it is, quoted."""
    return value.isascii() and value.isalnum()


@lru_cache(maxsize=1024)
def run_hasher(run_id: str) -> RunHasher:
    """The :class:`RunHasher` of ``run_id`` (kept for the runs hashed lately: appends ask for one per event)."""
    return RunHasher(run_id)


@lru_cache(maxsize=4096)
def _plain(value: str) -> bool:
    """ASCII letters, digits, ``_`` and ``-`` only: canonical JSON writes such a string as it is, quoted.
    (Cached: asked of the same run ids and event types for every event.)"""
    return value.isascii() and (value.isalnum() or value.replace("_", "").replace("-", "").isalnum())
