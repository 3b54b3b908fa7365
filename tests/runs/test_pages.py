"""Pages: whole-history reads from packed blocks of the journal are the rows' history, and a page that
does not hold is read past (``runs.journal.pages``)."""

import gc
import logging
from datetime import timedelta

import lz4.frame
import orjson
import pytest
import zstandard
from django.core.management import CommandError, call_command
from django.utils import timezone

from agentops.core.canon import loads_many
from agentops.core.events import EventType
from runs.governance.retention import purge
from runs.journal import chain, pages
from runs.journal.chain import verify_chain
from runs.journal.store import load_events
from runs.models import Event, EventPage, Run
from runs.timetravel.fork import ForkRequest, fork_create
from runs.worker.engine import drive_run
from tests.runs.factories import make_run
from tests.runs.test_retries import create, flaky  # noqa: F401 (the fixture)

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

SIZE = 8  # small blocks: a ticket run (~120 events) makes ~15 pages


@pytest.fixture(autouse=True)
def small_pages(monkeypatch):
    monkeypatch.setattr(pages, "SIZE", SIZE)


def _rows_only(run_id, monkeypatch):
    """The whole history as the rows alone give it (no page read, made or written)."""
    with monkeypatch.context() as m:
        m.setattr(pages, "read", lambda *a: [])
        m.setattr(pages, "made", lambda *a: None)
        m.setattr(pages, "write", lambda *a: 0)
        return load_events(run_id, from_snapshot=False), verify_chain(run_id)


def _paged(run_id: str) -> list[tuple[int, int]]:
    return list(EventPage.objects.filter(run_id=run_id).order_by("first_seq").values_list("first_seq", "last_seq"))


def _same_through_pages(run_id, monkeypatch) -> list:
    """The first read writes the pages of every whole block, the next reads them: both are the rows' history
    (the worker's pages deleted first: a run driven before it wrote them, or an external agent's)."""
    EventPage.objects.filter(run_id=run_id).delete()
    rows, report = _rows_only(run_id, monkeypatch)
    assert report.ok and not _paged(run_id)
    first = load_events(run_id, from_snapshot=False)  # reads rows, writes pages
    second = load_events(run_id, from_snapshot=False)  # reads pages
    assert first == rows and second == rows
    assert [(e.run_id, e.event_id, e.prev_hash, e.hash, e.payload) for e in second] == [
        (e.run_id, e.event_id, e.prev_hash, e.hash, e.payload) for e in rows
    ]
    paged = verify_chain(run_id)
    assert paged.ok and (paged.events, paged.purged) == (report.events, report.purged)
    return rows


def test_a_completed_run_reads_the_same_history_from_its_pages(monkeypatch):
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"
    rows = _same_through_pages(run_id, monkeypatch)
    whole = len(rows) // SIZE
    assert _paged(run_id) == [(k * SIZE + 1, (k + 1) * SIZE) for k in range(whole)]
    assert len(rows) % SIZE == 0 or len(rows) > whole * SIZE  # the tail after the last page is read as rows


def test_the_worker_writes_the_pages_of_the_blocks_its_drive_filled_and_the_first_read_writes_none(monkeypatch):
    run_id = make_run()
    assert str(drive_run(run_id, max_steps=3)) == "YIELDED"
    head = Run.objects.get(id=run_id).last_seq
    assert _paged(run_id) == [(k * SIZE + 1, (k + 1) * SIZE) for k in range(head // SIZE)]
    assert str(drive_run(run_id)) == "COMPLETED"  # the next drive writes the blocks it filled
    head = Run.objects.get(id=run_id).last_seq
    assert _paged(run_id) == [(k * SIZE + 1, (k + 1) * SIZE) for k in range(head // SIZE)]
    rows, _ = _rows_only(run_id, monkeypatch)
    monkeypatch.setattr(pages, "write", lambda run, blocks: pytest.fail("the first read wrote pages") if blocks else 0)
    assert load_events(run_id, from_snapshot=False) == rows


def test_a_drive_that_fills_no_block_reads_nothing_for_pages(monkeypatch):
    from runs.journal import store

    monkeypatch.setattr(pages, "SIZE", 10_000)
    monkeypatch.setattr(store, "range_rows", lambda *a: pytest.fail("rows read for pages"))
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED" and not _paged(run_id)


def test_a_drive_whose_pages_cannot_be_read_or_written_completes_and_the_first_read_writes_them(monkeypatch):
    from django.db import OperationalError

    from runs.journal import store

    real = store.range_rows

    def lost(*a):
        raise OperationalError("the connection dropped")

    monkeypatch.setattr(store, "range_rows", lost)
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED" and not _paged(run_id)
    monkeypatch.setattr(store, "range_rows", real)
    rows, _ = _rows_only(run_id, monkeypatch)
    assert load_events(run_id, from_snapshot=False) == rows and _paged(run_id)


def test_a_read_fetches_only_the_rows_after_the_pages_in_the_pages_statement(monkeypatch):
    run_id = make_run()
    drive_run(run_id)
    from runs.journal import store

    monkeypatch.setattr(store, "range_rows", lambda *a: pytest.fail("the rows read in a statement of their own"))
    read = []
    real = pages.read_with_rows
    monkeypatch.setattr(pages, "read_with_rows", lambda *a: read.append(real(*a)) or read[-1])
    history = load_events(run_id, from_snapshot=False)
    (kept, after), last_paged = read[0], _paged(run_id)[-1][1]
    assert [(p.first, p.last) for p in kept] == _paged(run_id)
    assert [row[0] for row in after] == list(range(last_paged + 1, history[-1].seq + 1))
    assert [(r[0], r[1], r[3], r[4], r[5]) for r in after] == [
        (e.seq, str(e.type), e.event_id, e.prev_hash, e.hash) for e in history[last_paged:]
    ]


def test_a_read_from_pages_decodes_them_with_the_collector_paused(monkeypatch):
    """A whole history's payloads are thousands of new containers, none of them garbage: no collector pass walks
    them while the pages are fetched and decoded (a pass every 700 new ones before), as none does while rows are."""
    run_id = make_run()
    drive_run(run_id)
    assert _paged(run_id)
    reading, passes = [], []
    for name in ("read_with_rows", "payloads_of"):
        real = getattr(pages, name)

        def watched(*args, real=real, name=name):
            reading.append(name)
            try:
                return real(*args)
            finally:
                reading.remove(name)

        monkeypatch.setattr(pages, name, watched)
    collects = lambda phase, info: phase == "start" and passes.append(list(reading))  # noqa: E731
    thresholds = gc.get_threshold()
    gc.callbacks.append(collects)
    gc.set_threshold(10)  # a pass every 10 new containers: thousands of them would show
    try:
        history = load_events(run_id, from_snapshot=False)
    finally:
        gc.callbacks.remove(collects)
        gc.set_threshold(*thresholds)
    assert len(history) > _paged(run_id)[-1][1] and gc.isenabled()
    assert [names for names in passes if names] == []


def test_a_yielded_run_is_paged_as_far_as_its_whole_blocks_and_further_as_it_goes_on(monkeypatch):
    run_id = make_run()
    assert str(drive_run(run_id, max_steps=3)) == "YIELDED"
    _same_through_pages(run_id, monkeypatch)
    before = _paged(run_id)
    assert str(drive_run(run_id)) == "COMPLETED"
    history = load_events(run_id, from_snapshot=False)
    assert history == _rows_only(run_id, monkeypatch)[0] and _paged(run_id)[: len(before)] == before
    assert len(_paged(run_id)) == Event.objects.filter(run_id=run_id).count() // SIZE


def test_forks_read_their_lineage_through_pages(monkeypatch):
    parent = make_run()
    drive_run(parent)
    for step in (5, 8):  # cuts that fall inside a block and elsewhere
        forked, _ = fork_create(run_id=parent, request=ForkRequest(step), actor="ada", reason="rerun")
        assert str(drive_run(forked.id)) == "COMPLETED"
        rows = _same_through_pages(forked.id, monkeypatch)
        assert {e.run_id for e in rows} == {parent, forked.id}
        own = _paged(forked.id)
        assert own and all(first > forked.fork_seq for first, _ in own)  # its own blocks only
        assert load_events(parent, from_snapshot=False) == _rows_only(parent, monkeypatch)[0]


def test_a_run_retried_from_failed_reads_the_same_history(flaky, monkeypatch):  # noqa: F811
    flaky(1)
    run_id = create(start=False)
    assert str(drive_run(run_id)) == "FAILED"
    _same_through_pages(run_id, monkeypatch)
    Run.objects.filter(id=run_id).update(next_retry_at=timezone.now() - timedelta(seconds=1))
    assert str(drive_run(run_id)) == "COMPLETED"
    history = load_events(run_id, from_snapshot=False)
    assert history == _rows_only(run_id, monkeypatch)[0]
    assert [e.type for e in history].count(EventType.RUN_FAILED) == 1 and verify_chain(run_id).ok


def test_retention_deletes_the_pages_and_none_is_written_over_purged_events(monkeypatch):
    run_id = make_run()
    drive_run(run_id)
    _same_through_pages(run_id, monkeypatch)
    later = timezone.now() + timedelta(days=100)
    assert run_id in purge(older_than_days=90, now=later).runs
    assert not _paged(run_id)
    history = load_events(run_id, from_snapshot=False)
    assert all(e.payload == {} for e in history) and not _paged(run_id)  # the read wrote none
    report = verify_chain(run_id)
    assert report.ok and report.purged == len(history) and not _paged(run_id)
    # a read that fetched the rows before the purge cannot write them back after it
    block = [(e.seq, str(e.type), '{"pii":"before the purge"}', e.event_id, e.prev_hash, e.hash) for e in history]
    assert pages.write(run_id, [block[:SIZE]]) == 0 and not _paged(run_id)


def _flipped(data: bytes, at: int) -> bytes:
    return data[:at] + bytes([data[at] ^ 0x20]) + data[at + 1 :]


def _repacked(page: EventPage, edit) -> bytes:
    """The page's frame made anew (a valid checksum) around ``edit`` of its content."""
    data = pages.decompress(bytes(page.packed))
    return pages.compress(edit(data))


@pytest.mark.parametrize(
    "damage",
    ["missing", "torn", "flipped", "garbage", "range", "other_history", "swapped", "short", "header", "rechained"],
)
def test_a_page_that_does_not_hold_is_read_past_and_written_anew(monkeypatch, damage):
    run_id = make_run()
    drive_run(run_id)
    rows = _same_through_pages(run_id, monkeypatch)
    kept = EventPage.objects.filter(run_id=run_id).order_by("first_seq")
    page, other = kept[2], kept[3]
    good = {p.first_seq: bytes(p.packed) for p in kept}
    packed = bytes(page.packed)
    changes = {
        "torn": {"packed": packed[: len(packed) // 2]},
        "flipped": {"packed": _flipped(packed, len(packed) // 2)},  # its checksum no longer holds
        "garbage": {"packed": b"not a frame"},
        "range": {"last_seq": page.last_seq + 1},
        "other_history": {"prev_hash": "f" * 64},
        "swapped": {"packed": bytes(other.packed), "hash": other.hash},  # another block's events
        "short": {"packed": _repacked(page, lambda d: d.replace(b'"ids":["', b'"ids":["x","', 1))},
        "header": {"packed": _repacked(page, lambda d: d.replace(b"\n", b"", 1))},
    }
    if damage == "rechained":  # the last page, made anew from events of another chain: it links to nothing after
        page = kept.last()
        block = [
            (
                e.seq,
                str(e.type),
                '{"other":true}',
                e.event_id,
                e.prev_hash if e.seq == page.first_seq else "e" * 64,
                "e" * 64,
            )
            for e in rows[page.first_seq - 1 : page.last_seq]
        ]
        changes["rechained"] = {"packed": pages.pack(run_id, block), "hash": "e" * 64}
    if damage == "missing":
        EventPage.objects.filter(pk=page.pk).delete()
    else:
        EventPage.objects.filter(pk=page.pk).update(**changes[damage])
    assert load_events(run_id, from_snapshot=False) == rows  # the rows from the damaged page on
    assert {p.first_seq: bytes(p.packed) for p in kept.all()} == good  # and the read wrote them anew
    assert load_events(run_id, from_snapshot=False) == rows and verify_chain(run_id).ok


def test_verification_walks_every_row_and_with_paged_the_pages(monkeypatch):
    run_id = make_run()
    drive_run(run_id)
    _same_through_pages(run_id, monkeypatch)
    paged_seq = _paged(run_id)[1][0]
    Event.objects.filter(run_id=run_id, seq=paged_seq).update(payload='{"tampered":true}')
    assert verify_chain(run_id, paged=True).ok  # the history its readers are served (the page) holds
    report = verify_chain(run_id)  # the rows, which a resume reads, do not
    assert not report.ok and report.error.startswith(f"seq {paged_seq}:")
    tail = Event.objects.filter(run_id=run_id).order_by("-seq").values_list("seq", flat=True).first()
    Event.objects.filter(run_id=run_id, seq=tail).update(payload='{"tampered":true}')
    assert not verify_chain(run_id, paged=True).ok  # past the pages: the rows are walked


@pytest.mark.parametrize("paged", [False, True])
def test_verification_walks_with_the_collector_paused_and_still_finds_an_edit(monkeypatch, paged):
    """A walk's rows, pages and hashes are new objects by the thousand, none of them garbage: no collector pass
    runs inside a verification, of the rows or of the pages (a pass every 10 new containers here would show), the
    collector runs again after it (the head's read before it is not watched), and an edit is still found."""
    run_id = make_run()
    drive_run(run_id)
    _same_through_pages(run_id, monkeypatch)
    walking, passes = [], []
    real = chain._verified

    def watched(*args, **kwargs):
        walking.append(True)
        try:
            return real(*args, **kwargs)
        finally:
            walking.pop()

    monkeypatch.setattr(chain, "_verified", watched)
    collects = lambda phase, info: phase == "start" and walking and passes.append(info["generation"])  # noqa: E731
    thresholds = gc.get_threshold()
    gc.callbacks.append(collects)
    gc.set_threshold(10)
    try:
        report = verify_chain(run_id, paged=paged)
    finally:
        gc.callbacks.remove(collects)
        gc.set_threshold(*thresholds)
    assert report.ok and report.events > 100 and passes == [] and gc.isenabled()
    tail = Event.objects.filter(run_id=run_id).order_by("-seq").values_list("seq", flat=True).first()
    Event.objects.filter(run_id=run_id, seq=tail).update(payload='{"tampered":true}')
    assert verify_chain(run_id, paged=paged).error == f"seq {tail}: payload does not match its hash"
    assert gc.isenabled()


def test_verification_checks_each_page_that_holds_at_once_and_walks_row_by_row_only_the_rest(monkeypatch):
    """``--pages``: a page without a seal that holds is checked as one block (``RunHasher.block_holds``), and so is
    the chunk of rows after the pages; nothing is walked row by row; the pages are sealed then, and the next walk
    proves them by their seals (no event of theirs hashed). From a page that does not hold (an id not its seq's) the
    walk goes row by row from it, finds the break inside it, and the rows decide."""
    from agentops.core.keys import RunHasher

    run_id = make_run()
    drive_run(run_id)
    rows = _same_through_pages(run_id, monkeypatch)
    EventPage.objects.filter(run_id=run_id).update(seal="", frame_seal="")  # pages of a journal from before seals
    walked, blocks, walk, holds = [], [], RunHasher.walk, RunHasher.block_holds

    def seen(found):  # the rows one walk is given, kept in ``walked`` as well
        found = list(found)
        walked.extend(found)
        return found

    monkeypatch.setattr(RunHasher, "walk", lambda self, found, *a: walk(self, seen(found), *a))
    monkeypatch.setattr(RunHasher, "block_holds", lambda self, *a: blocks.append(a[1]) or holds(self, *a))
    report = verify_chain(run_id, paged=True)
    paged = _paged(run_id)
    assert report.ok and report.events == len(rows) and not walked
    assert blocks == [first for first, _ in paged] + [paged[-1][1] + 1] and len(rows) > paged[-1][1]
    assert report.sealed == 0 and "" not in EventPage.objects.filter(run_id=run_id).values_list("seal", flat=True)
    blocks.clear()
    report = verify_chain(run_id, paged=True)
    assert report.ok and report.sealed == paged[-1][1] and blocks == [paged[-1][1] + 1] and not walked
    page = EventPage.objects.filter(run_id=run_id).order_by("first_seq")[1]
    content = pages.decompress(bytes(page.packed))
    cut = content.index(b"\n")
    head = orjson.loads(content[:cut])
    head["ids"][3] = "evt_" + "x" * 32  # not this seq's id: the page does not hold
    EventPage.objects.filter(pk=page.pk).update(packed=pages.compress(orjson.dumps(head) + content[cut:]))
    walked.clear()
    assert verify_chain(run_id, paged=True).ok  # the rows hold
    assert [row[0] for row in walked][:2] == [page.first_seq, page.first_seq + 1]  # row by row from that page on
    assert bytes(EventPage.objects.get(pk=page.pk).packed) != pages.compress(orjson.dumps(head) + content[cut:])


def test_a_page_edited_with_its_checksum_made_anew_is_found_by_verification_in_the_rows(monkeypatch):
    """An edit inside a page the walk finds is looked for again in the rows: they decide."""
    run_id = make_run()
    drive_run(run_id)
    _same_through_pages(run_id, monkeypatch)
    page = EventPage.objects.filter(run_id=run_id).order_by("first_seq")[1]
    edited = _repacked(page, lambda d: d.replace(b'"step":', b'"step" :', 1))
    EventPage.objects.filter(pk=page.pk).update(packed=edited)
    assert verify_chain(run_id, paged=True).ok
    assert bytes(EventPage.objects.get(pk=page.pk).packed) != edited  # the walk of the rows wrote it anew


@pytest.mark.parametrize(
    ("odd", "read"),
    [
        ('{"n":123456789012345678901234567890}', (True, True)),  # beyond 64 bits: json's exact int, not a float
        ('{"key":"0123456789012345678901234567890abc"}', (True, True)),  # a run of digits inside a string
        ('{"s":"\\ud800"}', (False, False)),  # a lone surrogate orjson refuses: the page is read text by text
        ('{"plain":true}', (True, False)),  # one decode of the whole array
    ],
)
def test_a_pages_payloads_are_decoded_as_the_rows_are(odd, read):
    texts = ['{"a":1}', odd, '{"b":[1.5,"x"]}', odd] * (SIZE // 4)
    rows = [
        (seq, "ToolResult", text, f"evt_{seq}", f"{seq - 1:064x}", f"{seq:064x}") for seq, text in enumerate(texts, 1)
    ]
    page = pages.unpack("run-x", 1, rows[0][4], pages.pack("run-x", rows))
    assert page is not None and (page.whole, bool(page.slow)) == read
    assert page.payloads() == loads_many(texts) and page.texts() == texts
    made, payloads = pages.made("run-x", rows)  # the first read's: the page it writes, and its events' payloads
    assert (
        made == page
        and payloads == loads_many(texts)
        and [bytes(b) for b in page.spans()] == [t.encode() for t in texts]
    )
    assert [page.text(i) for i in range(SIZE)] == texts and page.rows() == rows
    assert pages.unpack("run-y", 1, rows[0][4], pages.pack("run-x", rows)) is None  # another run's


def test_the_command_walks_every_row_and_with_pages_the_pages(monkeypatch, capsys):
    run_id = make_run()
    drive_run(run_id)
    _same_through_pages(run_id, monkeypatch)
    Event.objects.filter(run_id=run_id, seq=_paged(run_id)[0][0] + 1).update(payload='{"tampered":true}')
    call_command("verify_chain", run_id, "--pages")
    assert "chain ok" in capsys.readouterr().out
    with pytest.raises(CommandError, match=r"chain broken at seq 2:") as broken:
        call_command("verify_chain", run_id)
    assert broken.value.returncode == 1


def _malformed(data: bytes, how: str) -> bytes:
    """A page's content whose payloads' array no reader decodes: the comma after the first text made a space
    (every text where ``ends`` puts it is still true), or the first text's opening brace made a bracket."""
    cut = data.index(b"\n")
    at = cut + 1 + (orjson.loads(data[:cut])["ends"][0] if how == "separator" else 1)
    return data[:at] + (b" " if how == "separator" else b"[") + data[at + 1 :]


@pytest.mark.parametrize("how", ["separator", "text"])
def test_a_page_whose_array_is_malformed_under_a_true_checksum_is_read_from_the_rows_and_written_anew(
    monkeypatch, caplog, how
):
    """A page whose frame holds (its checksum made over the malformed content) but whose payloads' array does not
    decode made every whole read of the run raise (an API 500): the reader trusted it. It is read past as the
    verification walk does (the rows from it on, one line logged), and the read writes the page anew."""
    run_id = make_run()
    drive_run(run_id)
    rows = _same_through_pages(run_id, monkeypatch)
    page = EventPage.objects.filter(run_id=run_id).order_by("first_seq")[1]
    good = bytes(page.packed)
    packed = pages.compress(_malformed(pages.decompress(good), how))
    assert pages.unpack(run_id, page.first_seq, page.prev_hash, packed) is not None  # its frame holds
    EventPage.objects.filter(pk=page.pk).update(packed=packed)
    assert load_events(run_id, from_snapshot=False) == rows
    warned = [r for r in caplog.records if r.name == "runs.journal.pages" and r.levelno == logging.WARNING]
    assert len(warned) == 1 and f"run {run_id}: the page at seq {page.first_seq}" in warned[0].getMessage()
    assert "\n" not in warned[0].getMessage() and warned[0].exc_info is None
    assert bytes(EventPage.objects.get(pk=page.pk).packed) == good  # written anew by that read
    EventPage.objects.filter(pk=page.pk).update(packed=packed)
    assert verify_chain(run_id, paged=True).ok  # the rows hold: they decide, and the page is written anew
    assert load_events(run_id, from_snapshot=False) == rows


def _zstd(data: bytes, **options) -> bytes:
    return zstandard.ZstdCompressor(**options).compress(data)


@pytest.mark.parametrize("stored", ["zstd", "zstd_torn", "zstd_sizeless", "lz4_unchecked", "unknown_type"])
def test_a_page_stored_before_lz4_is_read_as_it_is_and_one_that_does_not_hold_is_written_anew(monkeypatch, stored):
    """Pages were zstd frames (with their checksum and size) before lz4's: one that holds is read as stored (not
    written anew); a torn one, one that does not say its size, an lz4 frame without its blocks' checksums or size,
    and a head naming a type that is none (its types are read as EventTypes) do not hold: the rows are read and the
    read writes the page anew."""
    run_id = make_run()
    drive_run(run_id)
    rows = _same_through_pages(run_id, monkeypatch)
    page = EventPage.objects.filter(run_id=run_id).order_by("first_seq")[1]
    good, content = bytes(page.packed), pages.decompress(bytes(page.packed))
    assert good.startswith(b"\x04\x22\x4d\x18")  # written as an lz4 frame
    packed = {
        "zstd": _zstd(content, write_checksum=True),
        "zstd_torn": _zstd(content, write_checksum=True)[:-9],
        "zstd_sizeless": _zstd(content, write_checksum=True, write_content_size=False),
        "lz4_unchecked": lz4.frame.compress(content, store_size=True),
        "unknown_type": pages.compress(content.replace(b'"StepCommitted"', b'"StepDone"', 1)),
    }[stored]
    unframed = stored in ("zstd_torn", "zstd_sizeless", "lz4_unchecked")
    assert (pages.decompress(packed) is None) == unframed
    EventPage.objects.filter(pk=page.pk).update(packed=packed)
    history = load_events(run_id, from_snapshot=False)
    assert history == rows and all(type(e.type) is EventType for e in history)
    assert bytes(EventPage.objects.get(pk=page.pk).packed) == (packed if stored == "zstd" else good)
    assert verify_chain(run_id, paged=True).ok
