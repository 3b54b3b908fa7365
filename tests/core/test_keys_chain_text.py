"""chain_hash_of_text: the dashboard's fast chain check equals the journal's chain_hash on canonical text."""

import hashlib
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentops.core.canon import canonical
from agentops.core.keys import GENESIS_HASH, chain_hash, chain_hash_of_text

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text() | st.floats(allow_nan=False, allow_infinity=False),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(), children, max_size=4),
    max_leaves=12,
)


@given(payload=st.dictionaries(st.text(), json_values, max_size=5), seq=st.integers(1, 10**6))
def test_equal_on_canonical_text(payload, seq):
    text = canonical(payload)
    assert chain_hash_of_text(GENESIS_HASH, "run_x", seq, "ToolResult", text) == chain_hash(
        GENESIS_HASH, "run_x", seq, "ToolResult", payload
    )


def test_reformatted_text_does_not_match():
    payload = {"a": 1, "b": [1, 2]}
    good = chain_hash(GENESIS_HASH, "r", 1, "T", payload)
    assert chain_hash_of_text(GENESIS_HASH, "r", 1, "T", '{"a": 1, "b": [1, 2]}') != good


@given(run_id=st.text(max_size=12) | st.from_regex(r"run_[0-9a-f]{16}", fullmatch=True), seq=st.integers(0, 10**9))
def test_event_id_fast_path_equals_the_canonical_one(run_id, seq):
    """The ids events got before the run-ordered scheme (``legacy_event_id``) are still made exactly, and
    each is accepted at its own seq only; the current id is the run's prefix and the seq's hex as letters."""
    from agentops.core.canon import canonical_bytes
    from agentops.core.keys import event_id, run_hasher

    hasher = run_hasher(run_id)
    legacy = "evt_" + hashlib.sha256(canonical_bytes(["event", run_id, seq])).hexdigest()[:20]
    assert hasher.legacy_event_id(seq) == legacy and hasher.is_event_id(legacy, seq)
    assert not hasher.is_event_id(legacy, seq + 1) and not hasher.is_event_id(event_id(run_id, seq + 1), seq)
    prefix = hashlib.sha256(canonical_bytes(["event", run_id])).hexdigest()
    letters = format(seq, "08x").translate(str.maketrans("0123456789abcdef", "abcdefghijklmnop"))
    late = prefix[12:24].translate(str.maketrans("0123456789abcdef", "ghijklmnopqrstuv"))
    assert event_id(run_id, seq) == f"evt_{late}{prefix[:12]}{letters}" and hasher.is_event_id(
        event_id(run_id, seq), seq
    )
    assert event_id(run_id, seq) > legacy  # after every id of the earlier scheme


@given(stamp=st.integers(0, 16**12 - 1), seqs=st.lists(st.integers(0, 2**31 - 1), min_size=2, max_size=8))
def test_a_timed_run_ids_events_sort_by_its_time_then_seq(stamp, seqs):
    """A server run's id (``run_`` + 12 hex of its millisecond + 12 hex) leads its events' ids: they sort by
    the run's millisecond, then (within the run) by seq."""
    from agentops.core.keys import event_id

    run_id, later = f"run_{stamp:012x}{'ab' * 6}", f"run_{stamp + 1:012x}{'00' * 6}"
    ordered = sorted(set(seqs))
    ids = [event_id(run_id, seq) for seq in ordered]
    late = f"{stamp:012x}".translate(str.maketrans("0123456789abcdef", "ghijklmnopqrstuv"))
    assert ids == sorted(ids) and all(i.startswith(f"evt_{late}") for i in ids)
    assert event_id(later, 0) > ids[-1] if stamp + 1 < 16**12 else True


def _chain(
    run_id: str,
    kinds: list[str],
    payloads: list[dict],
    purged: frozenset[int] = frozenset(),
    *,
    start: int = 1,
    prev: str = GENESIS_HASH,
) -> list[tuple]:
    """Stored rows of a journal built with the canonical functions (a purged row keeps its hash, loses its body),
    from seq ``start`` on, chained on ``prev``."""
    from agentops.core.keys import event_id

    rows = []
    for seq, (kind, payload) in enumerate(zip(kinds, payloads, strict=True), start=start):
        digest = chain_hash(prev, run_id, seq, kind, payload)
        text = "" if seq in purged else canonical(payload)
        rows.append((seq, event_id(run_id, seq), kind, text, seq in purged, prev, digest))
        prev = digest
    return rows


@given(
    run_id=st.text(max_size=10) | st.from_regex(r"run_[0-9a-f]{16}", fullmatch=True),
    kinds=st.lists(st.sampled_from(["ToolResult", "Step Committed", 'Odd"Type', "Ünïcode"]), min_size=1, max_size=6),
    data=st.data(),
)
def test_walk_accepts_every_chain_the_canonical_hashes_make(run_id, kinds, data):
    """RunHasher.walk writes the hashed text inline for plain run ids and types: it must accept exactly
    the rows chain_hash and event_id make, for any run id, type and purged row."""
    from agentops.core.keys import RunHasher

    payloads = [data.draw(st.dictionaries(st.text(max_size=5), json_values, max_size=3)) for _ in kinds]
    purged = frozenset(data.draw(st.sets(st.integers(1, len(kinds)))))
    rows = _chain(run_id, kinds, payloads, purged)
    walk = RunHasher(run_id).walk(rows, GENESIS_HASH, 0)
    assert walk.bad is None and walk.seq == len(rows) and walk.prev == rows[-1][6] and walk.purged == len(purged)
    # events stored before the run-ordered ids keep theirs: a journal with its first rows so holds too
    upgraded = data.draw(st.integers(0, len(rows)))
    legacy = [(r[0], RunHasher(run_id).legacy_event_id(r[0]), *r[2:]) if r[0] <= upgraded else r for r in rows]
    assert RunHasher(run_id).walk(legacy, GENESIS_HASH, 0) == walk
    swapped = [(r[0], RunHasher(run_id).legacy_event_id(r[0] + 1), *r[2:]) if r[0] == 1 else r for r in rows]
    assert RunHasher(run_id).walk(swapped, GENESIS_HASH, 0).bad == swapped[0]
    # a page's payloads are its stored bytes (runs.journal.pages): the same chain holds, hashed as they are
    as_bytes = [(*row[:3], memoryview(row[3].encode()), *row[4:]) for row in rows]
    assert RunHasher(run_id).walk(as_bytes, GENESIS_HASH, 0) == walk


@pytest.mark.parametrize("run_id", ["run_0123456789abcdef", 'run "quoted"'])
def test_walk_stops_at_the_first_row_that_does_not_hold(run_id):
    from agentops.core.keys import RunHasher

    rows = _chain(run_id, ["RunStarted", "LlmSampled", "ToolResult", "StepCommitted"], [{"n": i} for i in range(4)])
    hasher = RunHasher(run_id)
    edited = [*rows[:2], (*rows[2][:3], '{"n":9}', *rows[2][4:]), rows[3]]
    walk = hasher.walk(edited, GENESIS_HASH, 0)
    assert (walk.seq, walk.prev, walk.bad) == (3, rows[1][6], edited[2])
    wrong_id = [rows[0], (rows[1][0], "evt_0", *rows[1][2:]), *rows[2:]]
    assert hasher.walk(wrong_id, GENESIS_HASH, 0).bad == wrong_id[1]
    # a purged row's hash is taken as stored: a forged one breaks the next row's link
    forged = [rows[0], (*rows[1][:3], "", True, rows[1][5], "f" * 64), *rows[2:]]
    walk = hasher.walk(forged, GENESIS_HASH, 0)
    assert walk.bad == forged[2] and walk.purged == 1 and walk.seq == 3
    # continuing a chain: the next rows after (prev, seq)
    assert hasher.walk(rows[2:], rows[1][6], 2).bad is None
    # a payload given as its bytes (a page's): one byte edited is found as the text's edit is
    as_bytes = [(*row[:3], row[3].encode(), *row[4:]) for row in rows]
    edited_bytes = [*as_bytes[:2], (*as_bytes[2][:3], b'{"n":9}', *as_bytes[2][4:]), as_bytes[3]]
    assert hasher.walk(as_bytes, GENESIS_HASH, 0).bad is None
    assert hasher.walk(edited_bytes, GENESIS_HASH, 0).bad == edited_bytes[2]
    torn = [*as_bytes[:2], (*as_bytes[2][:3], b'{"n":\xff}', *as_bytes[2][4:]), as_bytes[3]]  # not UTF-8
    assert hasher.walk(torn, GENESIS_HASH, 0).bad == torn[2]


@pytest.mark.parametrize("start", [1, 250, 65_530, 2**24 - 4, 2**32 - 4])
@pytest.mark.parametrize("run_id", ["run_0193a1b2c3d4e5f6a7b8c9d0", "run_0123456789abcdef", 'run "quoted"'])
def test_walk_checks_each_id_across_the_seqs_high_digits(start, run_id):
    """The walk makes an id's high seq letters once per 256 seqs: across such a boundary (and where the seq
    outgrows 8 hex digits) every id must still be the one of its own seq. A run's ids hold; an id moved to
    another seq, or to the same low digits of the block before or after, is the row reported, as the check
    written from the definition reports it."""
    from agentops.core.keys import RunHasher, Walk, event_id

    prev = "c" * 64
    rows = _chain(run_id, ["LlmSampled", "ToolResult"] * 6, [{"n": i} for i in range(12)], start=start, prev=prev)
    hasher = RunHasher(run_id)
    assert hasher.walk(rows, prev, start - 1) == Walk(start + 11, rows[-1][6], 0, None)
    for at, row in enumerate(rows):
        seq = row[0]
        for other in {seq - 256, seq + 256, seq - 1, seq + 1} - {0, -1}:
            moved = [*rows[:at], (seq, event_id(run_id, max(other, 0)), *row[2:]), *rows[at + 1 :]]
            walk = hasher.walk(moved, prev, start - 1)
            assert walk.bad == moved[at] and walk == Walk(*_canonical_walk(run_id, moved, prev, start - 1))


def _canonical_walk(run_id: str, rows: list[tuple], prev: str, seq: int) -> tuple:
    """The chain check written from its definition, row by row, with canonical JSON for every hashed text
    (no inline text): what ``RunHasher.walk`` must report — the seq reached, the last hash that held, the
    purged rows passed, the first row that fails."""
    from agentops.core.canon import canonical_bytes

    purged = 0
    for row in rows:
        row_seq, eid, kind, payload, is_purged, prev_hash, digest = row
        seq += 1
        legacy_id = "evt_" + hashlib.sha256(canonical_bytes(["event", run_id, row_seq])).hexdigest()[:20]
        run_part = hashlib.sha256(canonical_bytes(["event", run_id])).hexdigest()
        letters = format(row_seq, "08x").translate(str.maketrans("0123456789abcdef", "abcdefghijklmnop"))
        timed = re.fullmatch(r"run_[0-9a-f]{24}", run_id)  # a server run's id: its millisecond leads
        order = (run_id[4:16] if timed else run_part[12:24]).translate(
            str.maketrans("0123456789abcdef", "ghijklmnopqrstuv")
        )
        wanted_ids = (legacy_id, f"evt_{order}{run_part[:12]}{letters}")
        if row_seq != seq or prev_hash != prev or eid not in wanted_ids:
            return seq, prev, purged, row
        if is_purged:
            purged += 1
        else:
            stored = payload.encode() if isinstance(payload, str) else bytes(payload)
            head = canonical([prev, run_id, seq, kind])[:-1].encode()
            if hashlib.sha256(head + b"," + stored + b"]").hexdigest() != digest:
                return seq, prev, purged, row
        prev = digest
    return seq, prev, purged, None


def _raw_rechained(rows: list[tuple], at: int, run_id: str) -> list[tuple]:
    """A forger's chain: row ``at`` purged with the hash ``a","b``, and every row after it chained on the
    hash before it by a text hashed without canonical JSON's escapes."""
    prev = 'a","b'
    rows[at] = (*rows[at][:3], "", True, rows[at][5], prev)
    for i in range(at + 1, len(rows)):
        seq, eid, kind, text, *_ = rows[i]
        text = text or "{}"
        digest = hashlib.sha256(f'["{prev}","{run_id}",{seq},"{kind}",{text}]'.encode()).hexdigest()
        rows[i], prev = (seq, eid, kind, text, False, prev, digest), digest
    return rows


def _tampered(rows: list[tuple], how: str, at: int, run_id: str) -> list[tuple]:
    """``rows`` with one change made behind the application's back, at row ``at``."""
    rows = list(rows)
    seq, eid, kind, text, purged, prev, digest = rows[at]
    changed = {
        "payload": (seq, eid, kind, text + " ", purged, prev, digest),
        "id": (seq, "evt_0", kind, text, purged, prev, digest),
        "prev": (seq, eid, kind, text, purged, "f" * 64, digest),
        "hash": (seq, eid, kind, text, purged, prev, "f" * 64),
        "type": (seq, eid, kind + "x", text, purged, prev, digest),
        "seq": (seq + 1, eid, kind, text, purged, prev, digest),
        "purged": (seq, eid, kind, "", True, prev, digest),  # retention's purge: still holds
        "purged_forged": (seq, eid, kind, "", True, prev, "e" * 64),
    }
    if how == "raw_link":
        return _raw_rechained(rows, at, run_id)
    if how == "removed":
        del rows[at]
    elif how == "swapped" and at + 1 < len(rows):
        rows[at], rows[at + 1] = rows[at + 1], rows[at]
    elif how in changed:
        rows[at] = changed[how]
    return rows


TAMPERING = ["none", "payload", "id", "prev", "hash", "type", "seq", "purged", "purged_forged", "raw_link"]


@given(
    run_id=st.text(max_size=10) | st.from_regex(r"run_[0-9a-f]{16}|run_[0-9a-f]{24}", fullmatch=True),
    kinds=st.lists(st.sampled_from(["ToolResult", "Step Committed", 'Odd"Type', "LlmSampled"]), min_size=1, max_size=8),
    how=st.sampled_from([*TAMPERING, "removed", "swapped"]),
    data=st.data(),
)
def test_walk_reports_what_the_canonical_check_reports_for_any_tampering(run_id, kinds, how, data):
    """The walk's inline texts (plain run ids and types) against the check written from its definition:
    the same first break, or none, for any chain and any one change to it, as rows or as a page's bytes."""
    from agentops.core.keys import RunHasher, Walk

    payloads = [data.draw(st.dictionaries(st.text(max_size=5), json_values, max_size=3)) for _ in kinds]
    purged = frozenset(data.draw(st.sets(st.integers(1, len(kinds)))))
    at = data.draw(st.integers(0, len(kinds) - 1))
    rows = _tampered(_chain(run_id, kinds, payloads, purged), how, at, run_id)
    as_bytes = [(*row[:3], memoryview(row[3].encode()), *row[4:]) for row in rows]
    for stored in (rows, as_bytes):
        assert RunHasher(run_id).walk(stored, GENESIS_HASH, 0) == Walk(
            *_canonical_walk(run_id, stored, GENESIS_HASH, 0)
        )


@pytest.mark.parametrize("at", [0, 1, 2])
def test_a_link_json_would_escape_is_hashed_as_canonical_json_writes_it(at):
    """A forger's purged row whose hash holds quotes, the rows after it hashed over it unescaped: the walk's
    inline text (written only for a link that is hex) must not accept what canonical JSON refuses."""
    from agentops.core.keys import RunHasher

    run_id = "run_0123456789abcdef"
    rows = _chain(run_id, ["RunStarted", "LlmSampled", "ToolResult", "StepCommitted"], [{"n": i} for i in range(4)])
    forged = _raw_rechained(list(rows), at, run_id)
    walk = RunHasher(run_id).walk(forged, GENESIS_HASH, 0)
    assert walk.bad == forged[at + 1] and walk.purged == 1 and walk.seq == at + 2


def test_a_key_has_one_normal_form_and_its_stored_forms_are_the_sent_the_nfc_and_the_nfd():
    from agentops.core.keys import normal_key, stored_key_forms

    nfc, nfd = "r\u00e9f", "re\u0301f"
    assert normal_key(nfc) == normal_key(nfd) == nfc and normal_key("T-9") == "T-9"
    assert stored_key_forms(nfd) == [nfd, nfc] and stored_key_forms(nfc) == [nfc, nfd]
    assert stored_key_forms("T-9") == ["T-9"]


@given(
    run_id=st.text(max_size=10) | st.from_regex(r"run_[0-9a-f]{16}|run_[0-9a-f]{24}", fullmatch=True),
    kinds=st.lists(st.sampled_from(["ToolResult", "Step Committed", 'Odd"Type', "LlmSampled"]), min_size=1, max_size=8),
    how=st.sampled_from(["none", "payload", "id", "hash", "type", "legacy_id", "start"]),
    start=st.sampled_from([1, 250, 257, 65_530, 2**32 - 4]),
    data=st.data(),
)
def test_a_block_holds_exactly_when_the_canonical_walk_of_its_rows_does(run_id, kinds, how, start, data):
    """RunHasher.block_holds (a page checked at once by verification) against the check written from its definition,
    over the rows a page stands for (consecutive seqs, none purged, each chained on the hash before it): True only
    if that walk holds, and whenever it holds with the current ids, a plain run id and plain types."""
    from agentops.core.keys import RunHasher

    payloads = [data.draw(st.dictionaries(st.text(max_size=5), json_values, max_size=3)) for _ in kinds]
    at = data.draw(st.integers(0, len(kinds) - 1))
    hasher, prev = RunHasher(run_id), hashlib.sha256(str(start).encode()).hexdigest()
    rows = _chain(run_id, kinds, payloads, start=start, prev=prev)
    if how == "legacy_id":
        rows[at] = (rows[at][0], hasher.legacy_event_id(rows[at][0]), *rows[at][2:])
    elif how != "start":
        rows = _tampered(rows, how, at, run_id)
    first = start + 1 if how == "start" else start  # the block said to begin a seq later than its rows were hashed
    _, ids, types, texts, _, _, hashes = zip(*rows, strict=True)
    payload_bytes = [memoryview(text.encode()) for text in texts]
    page_rows = [  # what the walk reads of a page: each prev the hash before it, every seq from ``first``
        (seq, eid, kind, payload, False, before, digest)
        for seq, eid, kind, payload, before, digest in zip(
            range(first, first + len(rows)), ids, types, payload_bytes, (prev, *hashes[:-1]), hashes, strict=True
        )
    ]
    holds = hasher.block_holds(prev, first, types, ids, payload_bytes, hashes)
    canonical_ok = _canonical_walk(run_id, page_rows, prev, first - 1)[3] is None
    assert not holds or canonical_ok
    plain = run_id.isascii() and run_id.replace("_", "").replace("-", "").isalnum() and run_id != ""
    plain_types = all(k.isascii() and k.replace(" ", "x").isalnum() and " " not in k for k in types)
    if canonical_ok and plain and plain_types and how != "legacy_id":
        assert holds
    assert hasher.walk(page_rows, prev, first - 1).bad is None or not holds  # and the walk agrees
    assert not hasher.block_holds(prev, first, types, ids[:-1], payload_bytes, hashes)  # columns of one length


@given(lengths=st.lists(st.integers(0, 9000), max_size=40))
def test_a_blocks_lengths_are_each_payloads_length_in_decimal_joined_by_commas(lengths):
    """``lengths_text`` (a table's lookups under 4,096 bytes, ``str`` above) writes what the seal always took."""
    from agentops.core.keys import lengths_text

    payloads = [b"x" * n for n in lengths]
    assert lengths_text(payloads) == ",".join(str(len(p)) for p in payloads)


@given(kinds=st.lists(st.sampled_from(["RunStarted", "ToolResult", "ToolRésult", "Step,Done"]), min_size=1, max_size=6))
def test_a_seal_of_columns_read_as_bytes_is_the_seal_of_their_texts_where_they_are_ascii(kinds):
    """PostgreSQL's rows walk reads ids, types and hashes as their stored bytes: its seal of a block is the one made
    of their texts wherever a seal can hold (ASCII: ids, plain types, hex hashes), and never where a column is not
    ASCII (its frame counts bytes, not characters: an input no seal was made over)."""
    from agentops.core.keys import run_hasher

    hasher, key = run_hasher("run_bytes"), b"k" * 32
    ids = [hasher.event_id(seq) for seq in range(1, len(kinds) + 1)]
    hashes = [hashlib.sha256(str(i).encode()).hexdigest() for i in range(len(kinds))]
    payloads = [b'{"i":%d}' % i for i in range(len(kinds))]
    texts = hasher.seal_of(key, GENESIS_HASH, 1, kinds, ids, hashes, payloads)
    raw = hasher.seal_of(key, GENESIS_HASH, 1, *([v.encode() for v in c] for c in (kinds, ids, hashes)), payloads)
    assert (raw == texts) is all(kind.isascii() for kind in kinds)
