"""``verify_chain`` against tampering done in SQL, behind the application's back: every edit, removal,
insertion or reordering of journal rows is reported, also across the chunks the walk reads."""

from __future__ import annotations

import json
import time

import pytest
from django.db import connection

from agentops.core.keys import chain_hash_of_text, event_id, run_hasher
from runs.journal import chain
from runs.journal.chain import verify_chain
from runs.models import Event, Run
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture
def run_id() -> str:
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"
    return run_id


def sql(statement: str, *params) -> None:
    """One statement on the events table (``{t}``), straight through the cursor."""
    with connection.cursor() as cursor:
        cursor.execute(statement.format(t=Event._meta.db_table), params)


def row(run_id: str, seq: int) -> tuple:
    return Event.objects.values_list("type", "payload", "event_id", "prev_hash", "hash").get(run_id=run_id, seq=seq)


def rechain(run_id: str, seqs: range, prev: str) -> None:
    """Every id and hash of ``seqs`` made again over the stored rows, chained from ``prev`` (a forger's best)."""
    for seq in seqs:
        kind, payload, *_ = row(run_id, seq)
        digest = chain_hash_of_text(prev, run_id, seq, kind, payload)
        sql(
            "UPDATE {t} SET event_id = %s, prev_hash = %s, hash = %s WHERE run_id = %s AND seq = %s",
            event_id(run_id, seq),
            prev,
            digest,
            run_id,
            seq,
        )
        prev = digest


def test_an_untouched_run_verifies_whole(run_id: str) -> None:
    report = verify_chain(run_id)
    last = Run.objects.values_list("last_seq", flat=True).get(id=run_id)
    assert report.ok and report.events == last > 100 and report.purged == 0 and report.error == ""


@pytest.mark.parametrize("chunk", [2000, 7, 1])
def test_an_edited_payload_is_found_in_any_chunk(run_id: str, chunk: int, monkeypatch) -> None:
    monkeypatch.setattr(chain, "CHUNK", chunk)
    assert verify_chain(run_id).ok
    _, payload, *_ = row(run_id, 60)
    sql("UPDATE {t} SET payload = %s WHERE run_id = %s AND seq = 60", payload.replace('"step":', '"step": '), run_id)
    report = verify_chain(run_id)
    assert not report.ok and report.error == "seq 60: payload does not match its hash" and report.events == 60


def test_an_edit_that_keeps_the_json_value_but_not_its_text_is_found(run_id: str) -> None:
    _, payload, *_ = row(run_id, 5)
    value = json.loads(payload)
    sql("UPDATE {t} SET payload = %s WHERE run_id = %s AND seq = 5", json.dumps(value, indent=1), run_id)
    assert verify_chain(run_id).error == "seq 5: payload does not match its hash"


def test_a_removed_event_is_found_in_the_middle_and_at_the_end(run_id: str) -> None:
    sql("DELETE FROM {t} WHERE run_id = %s AND seq = 40", run_id)
    assert verify_chain(run_id).error == "seq 41: expected seq 40"
    last = Run.objects.values_list("last_seq", flat=True).get(id=run_id)
    sql("DELETE FROM {t} WHERE run_id = %s AND seq >= 40", run_id)
    report = verify_chain(run_id)
    assert not report.ok and report.error == "the journal does not end at the run's head" and last > 40


def test_two_events_swapped_are_found_even_with_their_ids_rewritten(run_id: str) -> None:
    sql("UPDATE {t} SET seq = -1 WHERE run_id = %s AND seq = 30", run_id)
    sql("UPDATE {t} SET seq = 30 WHERE run_id = %s AND seq = 31", run_id)
    sql("UPDATE {t} SET seq = 31 WHERE run_id = %s AND seq = -1", run_id)
    assert verify_chain(run_id).error.startswith("seq 30: event id ")
    for seq in (30, 31):  # ids are unique: clear both, then give each the id of its new position
        sql("UPDATE {t} SET event_id = %s WHERE run_id = %s AND seq = %s", f"tmp{seq}", run_id, seq)
    for seq in (30, 31):
        sql("UPDATE {t} SET event_id = %s WHERE run_id = %s AND seq = %s", event_id(run_id, seq), run_id, seq)
    assert verify_chain(run_id).error == "seq 30: prev_hash does not match the previous event's hash"


def test_a_forged_event_inserted_and_chained_is_found(run_id: str) -> None:
    """An insertion re-chained from there to the end (every id and hash recomputed) still does not
    end at the run row's head: the head is the anchor."""
    rows = list(Event.objects.filter(run_id=run_id, seq__gte=50).order_by("-seq").values_list("seq", flat=True))
    for seq in rows:  # make room at 50, from the end (the (run, seq) pair is unique)
        sql("UPDATE {t} SET seq = seq + 1, event_id = %s WHERE run_id = %s AND seq = %s", f"x{seq}", run_id, seq)
    forged = '{"reason":"forged"}'
    prev = row(run_id, 49)[4]
    sql(
        "INSERT INTO {t} (run_id, seq, event_id, type, step, call_index, payload, payload_purged, prev_hash, hash, "
        "created_at) SELECT run_id, 50, %s, 'RecoveryStarted', NULL, NULL, %s, payload_purged, %s, %s, created_at "
        "FROM {t} WHERE run_id = %s AND seq = 49",
        "tmp",
        forged,
        prev,
        "0" * 64,
        run_id,
    )
    assert verify_chain(run_id).error.startswith("seq 50: event id ")
    last = Run.objects.values_list("last_seq", flat=True).get(id=run_id) + 1
    rechain(run_id, range(50, last + 1), prev)  # the forger's best effort: every id and hash after it consistent
    report = verify_chain(run_id)
    assert not report.ok and report.error == "the journal does not end at the run's head"


def test_a_rewritten_hash_or_prev_hash_or_type_is_found(run_id: str) -> None:
    *_, prev_hash, digest = row(run_id, 20)
    sql("UPDATE {t} SET hash = %s WHERE run_id = %s AND seq = 20", "f" * 64, run_id)
    assert verify_chain(run_id).error == "seq 20: payload does not match its hash"
    sql("UPDATE {t} SET hash = %s WHERE run_id = %s AND seq = 20", digest, run_id)
    sql("UPDATE {t} SET prev_hash = %s WHERE run_id = %s AND seq = 20", "e" * 64, run_id)
    assert verify_chain(run_id).error == "seq 20: prev_hash does not match the previous event's hash"
    sql("UPDATE {t} SET prev_hash = %s, type = 'RunFailed' WHERE run_id = %s AND seq = 20", prev_hash, run_id)
    assert verify_chain(run_id).error == "seq 20: payload does not match its hash"


def test_a_purged_body_is_trusted_but_its_hash_still_chains(run_id: str) -> None:
    sql("UPDATE {t} SET payload = '', payload_purged = %s WHERE run_id = %s AND seq = 12", True, run_id)
    report = verify_chain(run_id)
    assert report.ok and report.purged == 1
    sql("UPDATE {t} SET hash = %s WHERE run_id = %s AND seq = 12", "a" * 64, run_id)
    assert verify_chain(run_id).error == "seq 13: prev_hash does not match the previous event's hash"


def test_a_chunk_of_rows_that_holds_is_checked_at_once_and_one_with_a_purged_row_is_walked_row_by_row(
    run_id: str, monkeypatch
) -> None:
    """Consecutive rows, none purged, each linked to the one before, are checked as one block
    (``RunHasher.block_holds``); a chunk holding a purged row (whose hash is taken as stored) goes row by row, as
    does one with a break, which is found where it is."""
    from agentops.core.keys import RunHasher

    monkeypatch.setattr(chain, "CHUNK", 16)
    walked, walk = [], RunHasher.walk

    def seen(found):
        found = list(found)
        walked.extend(row[0] for row in found)
        return found

    monkeypatch.setattr(RunHasher, "walk", lambda self, found, *a: walk(self, seen(found), *a))
    assert verify_chain(run_id).ok and walked == []
    sql("UPDATE {t} SET payload = '', payload_purged = %s WHERE run_id = %s AND seq = 20", True, run_id)
    report = verify_chain(run_id)
    assert report.ok and report.purged == 1 and walked == list(range(17, 33))
    walked.clear()
    sql("UPDATE {t} SET type = 'RunFailed' WHERE run_id = %s AND seq = 40", run_id)
    assert verify_chain(run_id).error == "seq 40: payload does not match its hash"
    assert walked == [*range(17, 33), *range(33, 49)]  # the chunks with the purged row and with the break


def test_a_run_stored_with_the_earlier_ids_verifies_and_a_wrong_one_is_still_found(run_id: str) -> None:
    """Events stored before the run-ordered ids keep theirs (``evt_`` + 20 hex of the seq's hash): a run with
    its first half so (an upgrade in the middle of it) verifies; such an id at another seq does not."""
    hasher = run_hasher(run_id)
    for seq in range(1, 41):
        sql("UPDATE {t} SET event_id = %s WHERE run_id = %s AND seq = %s", hasher.legacy_event_id(seq), run_id, seq)
    report = verify_chain(run_id)
    assert report.ok and report.events > 40 and row(run_id, 40)[2] == hasher.legacy_event_id(40)
    assert len(row(run_id, 40)[2]) == 24 and len(row(run_id, 41)[2]) == 36
    sql("UPDATE {t} SET event_id = %s WHERE run_id = %s AND seq = 40", hasher.legacy_event_id(39) + "x", run_id)
    sql("UPDATE {t} SET event_id = %s WHERE run_id = %s AND seq = 39", hasher.legacy_event_id(40), run_id)
    assert verify_chain(run_id).error == f"seq 39: event id {hasher.legacy_event_id(40)} is not the id of this position"


def test_a_new_runs_ids_sort_after_an_older_runs_and_by_seq() -> None:
    """A server run's id begins with its creation millisecond and its events' ids with that (the id index
    grows at its end); each id is unique to its run and seq."""
    first = make_run()
    time.sleep(0.002)  # another millisecond
    second = make_run()
    ids = [event_id(first, seq) for seq in (1, 2, 15, 16, 255, 4096)] + [event_id(second, 1)]
    assert ids == sorted(ids) and len(set(ids)) == len(ids) and first < second
    late = first[4:16].translate(str.maketrans("0123456789abcdef", "ghijklmnopqrstuv"))
    assert all(len(i) == 36 and i.startswith("evt_" + late) for i in ids[:-1])


def test_a_run_with_non_ascii_payloads_verifies_and_an_edit_of_one_character_is_found() -> None:
    """The walk hashes each payload's stored UTF-8 bytes as fetched: text beyond ASCII (accents, CJK, an emoji,
    stored as it is) verifies, and one such character changed to another of the same length is found."""
    inputs = {"ticket": "T-é", "customer": "Société Générale 株式会社 🚀", "task": "Résoudre le ticket."}
    run_id = run_create(agent="ticket", inputs=inputs, seed=7, start=False)[0].id
    assert str(drive_run(run_id)) == "COMPLETED"
    _, payload, *_ = row(run_id, 1)
    assert "株式会社 🚀" in payload  # stored as it is, not \\u-escaped
    assert verify_chain(run_id).ok and verify_chain(run_id, paged=True).ok
    sql("UPDATE {t} SET payload = %s WHERE run_id = %s AND seq = 1", payload.replace("株", "森"), run_id)
    assert verify_chain(run_id).error == "seq 1: payload does not match its hash"
    assert verify_chain(run_id, paged=True).error == "seq 1: payload does not match its hash"


@pytest.mark.parametrize("other", [5 + 256, 5 + 65_536, 5 + 2**32, 5 - 4])
def test_an_id_rewritten_to_another_seqs_id_is_found_on_rows_and_pages(run_id: str, other: int) -> None:
    """The walk checks an id by string (its seq's high letters made once per 256 seqs): an event's id rewritten
    to the one of another seq (the same last letters in another block, past 8 hex digits, or an earlier seq's,
    that one's own id moved out of the way: ids are unique) is reported, whether the history is walked as rows
    or as it is served (``--pages``)."""
    if other < 5:
        sql("UPDATE {t} SET event_id = %s WHERE run_id = %s AND seq = %s", "evt_moved", run_id, other)
    sql("UPDATE {t} SET event_id = %s WHERE run_id = %s AND seq = 5", event_id(run_id, other), run_id)
    first = min(5, other)
    wanted = (
        f"seq {first}: event id {'evt_moved' if other < 5 else event_id(run_id, other)} is not the id of this position"
    )
    assert verify_chain(run_id).error == wanted
    assert verify_chain(run_id, paged=True).error == wanted
