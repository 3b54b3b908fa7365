"""Block seals (``RunHasher.seal_of``, ``runs.journal.pages``): a whole block whose seal holds is proven by one MAC
instead of two hashes an event, and proves the same as the events' walk: every tampering of a sealed block's rows,
or of its page, is found and reported as the walk of unsealed rows reports it; a seal nobody holding the key made
(forged, another key, another run's) proves nothing; journals from before seals verify and are sealed."""

from __future__ import annotations

import hashlib

import orjson
import pytest
from django.core.management import call_command
from django.db import connection
from django.test import override_settings

from agentops.core.keys import event_id, run_hasher
from runs.journal import pages
from runs.journal.chain import verify_chain
from runs.journal.store import load_events
from runs.models import Event, EventPage, Run
from runs.worker.engine import drive_run
from tests.runs.factories import make_run
from tests.runs.test_chain_verify import rechain, row, sql

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

SIZE = 8  # small blocks: a ticket run (~120 events) makes ~15 pages, each sealed by the worker
AT = 20  # a seq inside the sealed block 17..24


@pytest.fixture(autouse=True)
def small_pages(monkeypatch):
    monkeypatch.setattr(pages, "SIZE", SIZE)


@pytest.fixture
def run_id() -> str:
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"  # the worker writes its pages, sealed
    return run_id


def _seals(run_id: str) -> list[str]:
    return list(EventPage.objects.filter(run_id=run_id).order_by("first_seq").values_list("seal", flat=True))


def _unseal(run_id: str) -> None:
    """Its pages as stored before seals: neither a block's seal nor a frame seal."""
    EventPage.objects.filter(run_id=run_id).update(seal="", frame_seal="")


def test_the_worker_seals_its_pages_and_verification_proves_them_by_their_seals(run_id: str, capsys) -> None:
    seals = _seals(run_id)
    assert len(seals) >= 10 and all(len(s) == 64 for s in seals)
    report = verify_chain(run_id)
    assert report.ok and report.sealed == SIZE * len(seals) and report.events > report.sealed
    paged = verify_chain(run_id, paged=True)
    assert paged.ok and paged.sealed == report.sealed and paged.events == report.events
    call_command("verify_chain", run_id)
    assert f"{report.sealed} proven by their blocks' seals" in capsys.readouterr().out


def test_a_sealed_block_hashes_no_event_and_an_unsealed_one_is_sealed_by_its_first_verification(
    run_id: str, monkeypatch
) -> None:
    """A journal from before seals (its pages without one): verified event by event, then sealed; the next
    verification hashes only the events after the pages."""
    from agentops.core.keys import RunHasher

    _unseal(run_id)
    assert verify_chain(run_id).sealed == 0
    seals = _seals(run_id)
    assert "" not in seals
    hashed, holds = [], RunHasher.block_holds
    monkeypatch.setattr(RunHasher, "block_holds", lambda self, *a: hashed.append(len(a[2])) or holds(self, *a))
    report = verify_chain(run_id)
    assert report.ok and report.sealed == SIZE * len(seals) and sum(hashed) == report.events - report.sealed


def _edit_payload(run_id: str) -> None:
    payload = row(run_id, AT)[1]
    sql("UPDATE {t} SET payload = %s WHERE run_id = %s AND seq = %s", payload.replace(":", ": ", 1), run_id, AT)


def _edit_id(run_id: str) -> None:
    sql("UPDATE {t} SET event_id = %s WHERE run_id = %s AND seq = %s", "evt_" + "x" * 32, run_id, AT)


def _edit_type(run_id: str) -> None:
    sql("UPDATE {t} SET type = 'RunFailed' WHERE run_id = %s AND seq = %s", run_id, AT)


def _edit_type_not_ascii(run_id: str) -> None:
    """A type that is not ASCII (PostgreSQL's rows walk reads the columns as bytes: framed by their count of bytes,
    they match no seal, as a str of other characters does not)."""
    sql("UPDATE {t} SET type = 'ToolRésult' WHERE run_id = %s AND seq = %s", run_id, AT)


def _edit_hash(run_id: str) -> None:
    sql("UPDATE {t} SET hash = %s WHERE run_id = %s AND seq = %s", "f" * 64, run_id, AT)


def _renumber(run_id: str) -> None:  # a seq moved out of its place (a gap where it was)
    sql("UPDATE {t} SET seq = seq + 100000 WHERE run_id = %s AND seq = %s", run_id, AT)


def _remove(run_id: str) -> None:
    sql("DELETE FROM {t} WHERE run_id = %s AND seq = %s", run_id, AT)


def _swap(run_id: str) -> None:
    """Two events swapped, each given the id of its new place."""
    sql("UPDATE {t} SET seq = -1 WHERE run_id = %s AND seq = %s", run_id, AT)
    sql("UPDATE {t} SET seq = %s WHERE run_id = %s AND seq = %s", AT, run_id, AT + 1)
    sql("UPDATE {t} SET seq = %s WHERE run_id = %s AND seq = -1", AT + 1, run_id)
    for seq in (AT, AT + 1):
        sql("UPDATE {t} SET event_id = %s WHERE run_id = %s AND seq = %s", f"tmp{seq}", run_id, seq)
    for seq in (AT, AT + 1):
        sql("UPDATE {t} SET event_id = %s WHERE run_id = %s AND seq = %s", event_id(run_id, seq), run_id, seq)


def _moved_in(run_id: str) -> None:
    """The event at ``AT`` removed and the next block's event at the same place moved into its seq, with the id of
    its new place: its block still counts ``SIZE`` rows, none purged (the SQLite rows walk counts them, it joins
    no seqs)."""
    sql("DELETE FROM {t} WHERE run_id = %s AND seq = %s", run_id, AT)
    sql(
        "UPDATE {t} SET seq = %s, event_id = %s WHERE run_id = %s AND seq = %s",
        AT,
        event_id(run_id, AT),
        run_id,
        AT + SIZE,
    )


def _insert(run_id: str) -> None:
    """A forged event inserted at ``AT``, every id and hash after it re-chained to the end (the forger's best)."""
    seqs = list(Event.objects.filter(run_id=run_id, seq__gte=AT).order_by("-seq").values_list("seq", flat=True))
    for seq in seqs:
        sql("UPDATE {t} SET seq = seq + 1, event_id = %s WHERE run_id = %s AND seq = %s", f"x{seq}", run_id, seq)
    sql(
        "INSERT INTO {t} (run_id, seq, event_id, type, step, call_index, payload, payload_purged, prev_hash, hash, "
        "created_at) SELECT run_id, %s, 'tmp', 'RecoveryStarted', NULL, NULL, %s, payload_purged, hash, hash, "
        "created_at FROM {t} WHERE run_id = %s AND seq = %s",
        AT,
        '{"reason":"forged"}',
        run_id,
        AT - 1,
    )
    rechain(run_id, range(AT, seqs[0] + 2), row(run_id, AT - 1)[4])


def _from_another_run(run_id: str) -> None:
    """The rows of the block holding ``AT`` given another run's rows of the same block (the same agent's run: the
    same types, its own ids, payloads and hashes)."""
    other = make_run()
    assert str(drive_run(other)) == "COMPLETED"
    first = pages.block_from(AT) - SIZE
    for seq in range(first, first + SIZE):
        kind, payload, _, prev_hash, digest = row(other, seq)
        sql(
            "UPDATE {t} SET type = %s, payload = %s, event_id = %s, prev_hash = %s, hash = %s "
            "WHERE run_id = %s AND seq = %s",
            kind,
            payload,
            f"tmp{seq}",
            prev_hash,
            digest,
            run_id,
            seq,
        )
    EventPage.objects.filter(run_id=run_id, first_seq=first).update(
        seal=EventPage.objects.get(run_id=other, first_seq=first).seal
    )


TAMPERS = {
    "payload": _edit_payload,
    "event_id": _edit_id,
    "type": _edit_type,
    "type_not_ascii": _edit_type_not_ascii,
    "hash": _edit_hash,
    "seq": _renumber,
    "removed": _remove,
    "moved_in": _moved_in,
    "order": _swap,
    "inserted": _insert,
    "another_run": _from_another_run,
}


@pytest.mark.parametrize("tamper", TAMPERS)
def test_every_tampering_of_a_sealed_blocks_rows_is_found_as_without_seals(run_id: str, tamper: str) -> None:
    """The rows of a sealed block edited behind the application's back: the seal no longer holds, the block is
    hashed event by event, and the break is the one the walk of unsealed rows reports."""
    seals = _seals(run_id)
    TAMPERS[tamper](run_id)
    sealed = verify_chain(run_id)
    assert not sealed.ok and sealed.error
    assert _seals(run_id) == seals or tamper == "another_run"  # nothing sealed anew over a block that does not hold
    _unseal(run_id)
    unsealed = verify_chain(run_id)
    assert (sealed.ok, sealed.error, sealed.events) == (unsealed.ok, unsealed.error, unsealed.events)
    if tamper in ("payload", "type", "type_not_ascii", "hash"):
        assert sealed.error == f"seq {AT}: payload does not match its hash"


def test_the_rows_walk_reads_a_runs_seals_with_its_head(run_id: str) -> None:
    """One statement reads the run's head and its pages' seals (one round trip fewer than a statement for each), and
    the walk proves the same blocks by them."""
    from tests.runs.dbapi import sent

    with sent() as out:
        report = verify_chain(run_id)
    assert report.ok and report.sealed == SIZE * len(_seals(run_id))
    reads = [s for s in out.statements if "runs_eventpage" in s.lower()]
    assert len(reads) == 1 and "runs_run" in reads[0].lower(), reads


def test_a_runs_seals_have_one_reader_alone_or_with_its_head(run_id: str) -> None:
    """``pages.seals`` (a fork's segments) and the head's column (an ordinary run's rows walk) were two readers of the
    same seals (``chain._Seals`` and a query of their own); both are ``pages.seals_of``, read by ``pages.read_seals``."""
    from runs.journal.chain import _HEAD_SEALS

    EventPage.objects.filter(run_id=run_id, first_seq=1).update(seal="")  # a page without one reads as ""
    stored = dict(EventPage.objects.filter(run_id=run_id).values_list("first_seq", "seal"))
    assert pages.seals(run_id, 1, None) == stored and "" in stored.values()
    (head,) = _HEAD_SEALS.rows(binary=True, run=run_id)
    assert pages.read_seals(head[-1]) == stored
    assert pages.seals(run_id, 9, 24) == {9: stored[9], 17: stored[17]}  # within seqs 9 to 24
    assert pages.seals("run_none", 1, None) == {}


def test_a_forks_rows_walk_proves_each_segments_blocks_by_its_own_runs_seals(run_id: str) -> None:
    """A fork's segments are its parent's events up to the cut and its own: each proven by the seals of its own
    run's pages (read for each segment, not with the fork's head)."""
    from runs.timetravel.fork import ForkRequest, fork_create

    forked, _ = fork_create(run_id=run_id, request=ForkRequest(8), actor="ada", reason="rerun")
    assert str(drive_run(forked.id)) == "COMPLETED"
    cut = Run.objects.get(id=forked.id).fork_seq
    inherited = EventPage.objects.filter(run_id=run_id, last_seq__lte=cut).exclude(seal="").count()
    own = EventPage.objects.filter(run_id=forked.id, first_seq__gt=cut).exclude(seal="").count()
    assert inherited and own
    report = verify_chain(forked.id)
    assert report.ok and report.sealed == SIZE * (inherited + own), report


def _forged_seal(key: bytes):
    """A seal made over the tampered block under ``key`` (not the server's): a forger without the key."""

    def forge(run_id: str) -> str:
        first = pages.block_from(AT) - SIZE
        rows = [row(run_id, seq) for seq in range(first, first + SIZE)]
        kinds, payloads, ids, prevs, hashes = zip(*rows, strict=True)
        return run_hasher(run_id).seal_of(key, prevs[0], first, kinds, ids, hashes, [p.encode() for p in payloads])

    return forge


@pytest.mark.parametrize("forger", ["no_key", "guessed_key", "plain_sha256"])
def test_a_forged_seal_over_an_edited_block_proves_nothing(run_id: str, forger: str) -> None:
    _edit_payload(run_id)
    first = pages.block_from(AT) - SIZE
    if forger == "plain_sha256":
        texts = Event.objects.filter(run_id=run_id, seq__gte=first, seq__lt=first + SIZE).values_list("payload")
        seal = hashlib.sha256("".join(text for (text,) in texts).encode()).hexdigest()
    else:
        seal = _forged_seal(b"" if forger == "no_key" else b"secret")(run_id)
    EventPage.objects.filter(run_id=run_id, first_seq=first).update(seal=seal)
    report = verify_chain(run_id)
    assert not report.ok and report.error == f"seq {AT}: payload does not match its hash"


def test_a_seal_made_under_another_key_is_hashed_again_and_sealed_under_this_one(run_id: str) -> None:
    """A changed SECRET_KEY: every seal stops holding; verification is then the events' walk, and seals anew."""
    seals = _seals(run_id)
    with override_settings(SECRET_KEY="another-key-" + "k" * 40):
        report = verify_chain(run_id)
        assert report.ok and report.sealed == 0
        assert set(_seals(run_id)).isdisjoint(seals) and "" not in _seals(run_id)
        assert verify_chain(run_id).sealed == SIZE * len(seals)
    assert verify_chain(run_id).sealed == 0 and _seals(run_id) == seals


def test_a_page_written_from_rows_that_do_not_hold_has_no_seal(run_id: str) -> None:
    """A reader writes the pages of the rows it read (read-through): a block whose chain does not hold gets no seal,
    so no verification ever takes it for proven."""
    _edit_payload(run_id)
    EventPage.objects.filter(run_id=run_id).delete()
    load_events(run_id, from_snapshot=False)
    by_first = dict(EventPage.objects.filter(run_id=run_id).values_list("first_seq", "seal"))
    first = pages.block_from(AT) - SIZE
    assert by_first[first] == "" and all(seal for at, seal in by_first.items() if at != first)
    for paged in (False, True):
        assert verify_chain(run_id, paged=paged).error == f"seq {AT}: payload does not match its hash"


def _page_content(page: EventPage) -> tuple[dict, bytes]:
    data = pages.decompress(bytes(page.packed))
    cut = data.index(b"\n")
    return orjson.loads(data[:cut]), data[cut + 1 :]


@pytest.mark.parametrize("damage", ["payload", "type", "id", "another_run"])
def test_a_sealed_page_edited_or_swapped_in_is_not_served_as_proven(run_id: str, damage: str) -> None:
    """``--pages``: a sealed page changed with its checksum made anew (a payload, a type, an id), or another run's
    page (its frame, hashes and seal) put in its place: the seal does not hold, the rows decide, the page is written
    anew from them, sealed; what readers are served is the rows' history."""
    first = pages.block_from(AT) - SIZE
    page = EventPage.objects.get(run_id=run_id, first_seq=first)
    if damage == "another_run":
        other = make_run()
        assert str(drive_run(other)) == "COMPLETED"
        theirs = EventPage.objects.get(run_id=other, first_seq=first)
        head, section = _page_content(theirs)
        head["run"] = run_id  # as if of this run
        packed = pages.compress(orjson.dumps(head) + b"\n" + section)
        EventPage.objects.filter(pk=page.pk).update(
            packed=packed, seal=theirs.seal, prev_hash=page.prev_hash, hash=page.hash
        )
    else:
        head, section = _page_content(page)
        if damage == "payload":
            section = section.replace(b'"step":', b'"step" :', 1)
        elif damage == "type":
            head["types"][AT - first] = "RunFailed"
        else:
            head["ids"][AT - first] = "evt_" + "y" * 32
        packed = pages.compress(orjson.dumps(head) + b"\n" + section)
        EventPage.objects.filter(pk=page.pk).update(packed=packed)
    report = verify_chain(run_id, paged=True)
    assert report.ok and report.sealed <= first - 1  # no page from the damaged one on proven: the rows decide
    again = EventPage.objects.get(pk=page.pk)
    assert bytes(again.packed) != packed and again.seal == page.seal  # the rows' block again, sealed as it was
    assert verify_chain(run_id, paged=True).sealed > 0
    rows = Event.objects.filter(run_id=run_id).order_by("seq").values_list("event_id", "type", "hash")
    assert [(e.event_id, str(e.type), e.hash) for e in load_events(run_id, from_snapshot=False)] == list(rows)


def test_a_block_joined_by_the_database_holds_only_in_seq_order_and_whole(run_id: str) -> None:
    """The default walk on SQLite reads a sealed block as one row of its columns' bytes joined (``chain._blocks``; no
    seqs: it counts them): it holds for the block as stored, in seq order; the same rows joined in another order (an
    order the database did not keep: its ids out of order), one row short, or linked to another hash do not (then
    the rows are walked)."""
    from runs.journal import chain

    first = pages.block_from(AT) - SIZE
    seal = EventPage.objects.get(run_id=run_id, first_seq=first).seal
    rows = [
        (
            seq,
            *Event.objects.values_list("event_id", "type", "hash", "prev_hash", "payload").get(run_id=run_id, seq=seq),
        )
        for seq in range(first, first + SIZE)
    ]
    prev = rows[0][4]

    def joined(found):
        columns = list(zip(*found, strict=True))[1:]
        ids, kinds, hashes, prevs, payloads = (",".join(c).encode() for c in columns)
        lengths = ",".join(str(len(p.encode())) for p in columns[4]).encode()
        return (len(found), ids, kinds, hashes, prevs, lengths, payloads, False)

    hasher, key = run_hasher(run_id), pages.seal_key()
    assert chain._block_holds(hasher, key, seal, prev, first, joined(rows))
    assert not chain._block_holds(hasher, key, seal, prev, first, joined(rows[::-1]))
    assert not chain._block_holds(hasher, key, seal, prev, first, joined(rows[:-1]))
    assert not chain._block_holds(hasher, key, seal, "e" * 64, first, joined(rows))
    assert not chain._block_holds(hasher, key, "", prev, first, joined(rows))
    if connection.vendor == "sqlite":
        assert chain._blocks(run_id, first, first + SIZE - 1) == [joined(rows)]


def _payload_lengths(run_id: str, first: int) -> str:
    texts = Event.objects.filter(run_id=run_id, seq__gte=first, seq__lt=first + SIZE).order_by("seq")
    return ",".join(str(len(t.encode())) for t in texts.values_list("payload", flat=True))


def test_a_page_holds_its_payloads_lengths_and_a_paged_verification_checks_its_seal_with_them(
    run_id: str, monkeypatch
) -> None:
    """A page's head holds its payloads' lengths as a seal takes them: ``--pages`` checks each seal with them, making
    none of ``ends`` (what cost most of a sealed page's check)."""
    kept = EventPage.objects.filter(run_id=run_id).order_by("first_seq")
    for page in kept:
        assert _page_content(page)[0]["lengths"] == _payload_lengths(run_id, page.first_seq)
    kept.update(frame_seal="")  # (pages stored before frame seals: each unpacked and checked by its block's seal)

    def made_of_ends(self):
        raise AssertionError("lengths made of ends for a page that holds them")

    monkeypatch.setattr(pages.Page, "_lengths", made_of_ends)
    report = verify_chain(run_id, paged=True)
    assert report.ok and report.sealed == SIZE * kept.count()


def test_a_page_stored_before_its_lengths_were_is_read_and_its_seal_holds(run_id: str) -> None:
    """Pages stored without the lengths (every page before them): read as before, their seals made of ``ends``."""
    rows = load_events(run_id, from_snapshot=False)
    for page in EventPage.objects.filter(run_id=run_id):
        head, section = _page_content(page)
        del head["lengths"]
        EventPage.objects.filter(pk=page.pk).update(packed=pages.compress(orjson.dumps(head) + b"\n" + section))
    assert load_events(run_id, from_snapshot=False) == rows
    report = verify_chain(run_id, paged=True)
    assert report.ok and report.sealed == SIZE * EventPage.objects.filter(run_id=run_id).count()


def test_stored_lengths_other_than_the_sealed_ones_prove_nothing(run_id: str) -> None:
    """A page whose stored lengths were changed (its frame made anew): its seal does not hold with them, the block is
    checked event by event (it holds: its texts are unchanged) and its seal, made of its ``ends``, is the one it had."""
    first = pages.block_from(AT) - SIZE
    page = EventPage.objects.get(run_id=run_id, first_seq=first)
    head, section = _page_content(page)
    lengths = head["lengths"].split(",")
    head["lengths"] = ",".join([lengths[1], lengths[0], *lengths[2:]])
    assert head["lengths"] != _payload_lengths(run_id, first)
    EventPage.objects.filter(pk=page.pk).update(packed=pages.compress(orjson.dumps(head) + b"\n" + section))
    total = SIZE * EventPage.objects.filter(run_id=run_id).count()
    report = verify_chain(run_id, paged=True)
    assert report.ok and report.sealed == total - SIZE
    assert EventPage.objects.get(pk=page.pk).seal == page.seal


def _frame_seals(run_id: str) -> list[str]:
    return list(EventPage.objects.filter(run_id=run_id).order_by("first_seq").values_list("frame_seal", flat=True))


def _unpacks(monkeypatch) -> list[int]:
    """The pages ``pages.unpack`` unpacks from now on, by first seq (the real function, watched)."""
    seen, unpack = [], pages.unpack
    monkeypatch.setattr(pages, "unpack", lambda run_id, first, *a: seen.append(first) or unpack(run_id, first, *a))
    return seen


def test_a_page_whose_frame_seal_holds_is_proven_as_stored_without_being_unpacked(run_id: str, monkeypatch) -> None:
    """The worker's pages carry a frame seal (an HMAC of the page as stored): ``--pages`` proves each by it, unpacking
    none, with the same report as the walk that unpacks them; readers still read them."""
    frame_seals = _frame_seals(run_id)
    assert len(frame_seals) >= 10 and all(len(s) == 64 for s in frame_seals)
    assert set(frame_seals).isdisjoint(_seals(run_id))
    rows = verify_chain(run_id)
    unpacked = _unpacks(monkeypatch)
    report = verify_chain(run_id, paged=True)
    assert report == rows and report.ok and report.sealed == SIZE * len(frame_seals) and unpacked == []
    load_events(run_id, from_snapshot=False)
    assert len(unpacked) == len(frame_seals)


def test_a_page_without_a_frame_seal_is_unpacked_proven_and_given_one(run_id: str, monkeypatch) -> None:
    """Pages stored before frame seals: ``--pages`` unpacks each, proves it by its block's seal and stores the frame
    seal its writer would have made (the next ``--pages`` unpacks none); one with neither seal is proven event by
    event and given both."""
    frame_seals, seals = _frame_seals(run_id), _seals(run_id)
    first = pages.block_from(AT) - SIZE
    EventPage.objects.filter(run_id=run_id).update(frame_seal="")
    EventPage.objects.filter(run_id=run_id, first_seq=first).update(seal="")
    unpacked = _unpacks(monkeypatch)
    report = verify_chain(run_id, paged=True)
    assert report.ok and report.sealed == SIZE * (len(seals) - 1) and len(unpacked) == len(seals)
    assert _frame_seals(run_id) == frame_seals and _seals(run_id) == seals
    unpacked.clear()
    assert verify_chain(run_id, paged=True).sealed == SIZE * len(seals) and unpacked == []


@pytest.mark.parametrize("forger", ["no_key", "another_key", "another_run", "another_block"])
def test_a_frame_seal_nobody_holding_the_key_made_for_this_page_proves_nothing(run_id: str, forger: str) -> None:
    """A page edited (a payload, its frame made anew) under a frame seal made without the key, under another key, or
    copied with its page from another run or block: the frame seal does not hold, the page is unpacked, its block's
    seal does not hold either, the rows decide and the page is written anew from them."""
    first = pages.block_from(AT) - SIZE
    page = EventPage.objects.get(run_id=run_id, first_seq=first)
    head, section = _page_content(page)
    packed = pages.compress(orjson.dumps(head) + b"\n" + section.replace(b'"step":', b'"step" :', 1))
    hasher, frame = run_hasher(run_id), (first, page.last_seq, page.prev_hash, page.hash, packed)
    if forger == "no_key":
        frame_seal = hasher.frame_seal(b"", *frame)
    elif forger == "another_key":
        frame_seal = hasher.frame_seal(b"k" * 32, *frame)
    elif forger == "another_run":
        other = make_run()
        assert str(drive_run(other)) == "COMPLETED"
        theirs = EventPage.objects.get(run_id=other, first_seq=first)
        packed, frame_seal = bytes(theirs.packed), theirs.frame_seal
    else:  # the next block's page, its bounds and hashes, in this block's place
        theirs = EventPage.objects.get(run_id=run_id, first_seq=first + SIZE)
        packed, frame_seal = bytes(theirs.packed), theirs.frame_seal
    EventPage.objects.filter(pk=page.pk).update(packed=packed, frame_seal=frame_seal)
    report = verify_chain(run_id, paged=True)
    assert report.ok and report.sealed <= first - 1  # no page from the damaged one on proven: the rows decide
    again = EventPage.objects.get(pk=page.pk)
    assert (bytes(again.packed), again.seal, again.frame_seal) == (bytes(page.packed), page.seal, page.frame_seal)
    assert verify_chain(run_id, paged=True).sealed == SIZE * EventPage.objects.filter(run_id=run_id).count()


def test_a_row_edited_under_frame_sealed_pages_is_still_found_by_the_default_walk(run_id: str) -> None:
    """A frame seal proves a page (the copy readers are served), never the rows: the default walk (every row, what
    ``manage.py verify_chain`` does) still finds a row edited in place."""
    _edit_payload(run_id)
    assert verify_chain(run_id, paged=True).ok  # the pages are the history as it was sealed
    report = verify_chain(run_id)
    assert not report.ok and report.error == f"seq {AT}: payload does not match its hash"


def _page_edited(run_id: str) -> None:
    """The page of the block holding ``AT``: a payload edited, its frame made anew (its frame seal kept)."""
    page = EventPage.objects.get(run_id=run_id, first_seq=pages.block_from(AT) - SIZE)
    head, section = _page_content(page)
    packed = pages.compress(orjson.dumps(head) + b"\n" + section.replace(b'"step":', b'"step" :', 1))
    EventPage.objects.filter(pk=page.pk).update(packed=packed)


def _page_moved(run_id: str) -> None:
    """The next block's page (its frame, hashes and both seals) put in the place of the block holding ``AT``."""
    first = pages.block_from(AT) - SIZE
    theirs = EventPage.objects.get(run_id=run_id, first_seq=first + SIZE)
    EventPage.objects.filter(run_id=run_id, first_seq=first).update(
        packed=theirs.packed,
        prev_hash=theirs.prev_hash,
        hash=theirs.hash,
        seal=theirs.seal,
        frame_seal=theirs.frame_seal,
    )


def _page_relinked(run_id: str) -> None:
    """The page's row names another hash before it (its frame and seals kept)."""
    EventPage.objects.filter(run_id=run_id, first_seq=pages.block_from(AT) - SIZE).update(prev_hash="e" * 64)


PAGE_TAMPERS = {"page_payload": _page_edited, "page_moved": _page_moved, "page_relinked": _page_relinked}


@pytest.mark.parametrize("tamper", [*TAMPERS, *PAGE_TAMPERS])
def test_the_paged_walk_reports_with_frame_seals_what_it_reports_without_any_seal(run_id: str, tamper: str) -> None:
    """Equivalence: a journal's rows or a page tampered with, ``--pages`` over frame-sealed pages gives the report the
    same walk gives once every seal (frame and block) is cleared — the walk that hashes every page event by event."""
    {**TAMPERS, **PAGE_TAMPERS}[tamper](run_id)
    sealed = verify_chain(run_id, paged=True)
    _unseal(run_id)
    unsealed = verify_chain(run_id, paged=True)
    assert (sealed.ok, sealed.error, sealed.events, sealed.purged) == (
        unsealed.ok,
        unsealed.error,
        unsealed.events,
        unsealed.purged,
    )
