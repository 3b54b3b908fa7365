"""Checkpoints: a cold resume starts from the run's checkpoint when it holds, and reads the snapshot chain when not."""

import pytest
from django.db import OperationalError

from agentops.core.context import Context, Stored
from agentops.core.events import EventType
from agentops.core.replay import ReplayIndex
from runs.journal import checkpoints
from runs.journal.chain import verify_chain
from runs.journal.store import advance_checkpoint, forget_folds, load_events, resume_index
from runs.models import Checkpoint, Event
from runs.worker.engine import drive_run
from tests.runs.factories import make_run
from tests.runs.test_resume_fold import _full, _state

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture
def often(settings, monkeypatch):
    """A snapshot every 2 steps; the writer considers the checkpoint every 2 snapshots, advances it past 2."""
    settings.AGENTOPS = {**settings.AGENTOPS, "SNAPSHOT_EVERY": 2}
    monkeypatch.setattr(checkpoints, "ADVANCE_EVERY", 2)
    monkeypatch.setattr(checkpoints, "MIN_GAP", 2)


def _snapshots(run_id: str) -> list[int]:
    rows = Event.objects.filter(run_id=run_id, type=str(EventType.SNAPSHOT_TAKEN)).order_by("seq")
    return list(rows.values_list("seq", flat=True))


def _cold(run_id: str) -> ReplayIndex:
    forget_folds()  # a fresh process: nothing kept
    return resume_index(run_id)


def _driven(steps: int) -> str:
    run_id = make_run()
    assert str(drive_run(run_id, max_steps=steps)) == "YIELDED"
    return run_id


def test_the_writer_keeps_a_checkpoint_that_is_the_chain_fold_and_a_cold_resume_starts_from_it(often):
    run_id = _driven(17)  # snapshots after steps 1, 3, …, 15
    snaps, cp = _snapshots(run_id), Checkpoint.objects.get(run_id=run_id)
    assert len(snaps) == 8 and cp.seq == snaps[-1]  # advanced by the writer as it went
    # derived from the chain: the context the snapshot at ``seq`` continues, bound to its hash and ``at``
    whole = ReplayIndex.build(run_id, load_events(run_id, from_snapshot=False)).messages
    snapshot = next(e for e in load_events(run_id) if e.seq == cp.seq)
    assert (cp.hash, cp.count) == (snapshot.hash, snapshot.payload["at"])
    # stored packed (a zstd frame of the array's UTF-8), its digest that of the packed bytes; no text
    text = checkpoints.read(run_id).text()
    assert Stored(text, cp.count).messages() == whole[: cp.count] and cp.context == ""
    assert bytes(cp.packed) == checkpoints.pack(text) and cp.digest == checkpoints.digest(bytes(cp.packed))
    index = _cold(run_id)
    assert len(index.messages.stored_parts()) == 2  # the checkpoint and the latest snapshot's array, not 8
    assert _state(index) == _full(run_id)
    assert verify_chain(run_id).ok
    forget_folds()
    assert str(drive_run(run_id)) == "COMPLETED"  # driven on from a resume that started at the checkpoint
    assert _state(_cold(run_id)) == _full(run_id) and verify_chain(run_id).ok


def _flipped(data: bytes, at: int) -> bytes:
    return data[:at] + bytes([data[at] ^ 0x20]) + data[at + 1 :]


@pytest.mark.parametrize(
    "damage", ["missing", "torn", "edited", "unpackable", "other_history", "count", "not_a_snapshot"]
)
def test_a_checkpoint_that_does_not_hold_is_ignored_and_the_whole_chain_is_read(often, damage):
    run_id = _driven(17)
    rows = Checkpoint.objects.filter(run_id=run_id)
    cp = rows.get()
    packed = bytes(cp.packed)
    garbage = b"not a zstd frame"
    changes = {
        "torn": {"packed": packed[: len(packed) // 2]},  # a write cut short
        "edited": {"packed": _flipped(packed, len(packed) // 2)},  # same length
        "unpackable": {"packed": garbage, "digest": checkpoints.digest(garbage)},  # digest right, no frame
        "other_history": {"hash": "0" * 64},  # written for a journal that is not this one
        "count": {"count": cp.count - 2},
        "not_a_snapshot": {"seq": cp.seq - 1},
    }
    if damage == "missing":
        rows.delete()
    else:
        assert rows.update(**changes[damage]) == 1
    index = _cold(run_id)
    assert len(index.messages.stored_parts()) == len(_snapshots(run_id))  # every snapshot's array
    assert _state(index) == _full(run_id)
    report = verify_chain(run_id)
    assert report.ok is (damage == "missing"), report  # the journal is intact; a bad checkpoint is reported
    assert damage == "missing" or report.error.startswith("checkpoint: it does not hold")


def test_a_checkpoint_rewritten_with_a_matching_digest_is_used_by_a_resume_but_verify_chain_finds_it(often):
    run_id = _driven(17)
    rows = Checkpoint.objects.filter(run_id=run_id)
    forged = checkpoints.read(run_id).text().replace('"role":"tool"', '"role":"user"', 1)  # prompt text a resume sends
    packed = checkpoints.pack(forged)
    rows.update(packed=packed, digest=checkpoints.digest(packed))
    assert _cold(run_id).messages[3]["role"] == "user"  # a cache: a cold resume trusts what the binding checks
    report = verify_chain(run_id)
    assert not report.ok and report.error.startswith("checkpoint: it is not the fold"), report


def test_verify_chain_reads_a_checkpoint_only_where_its_head_read_saw_one(often, monkeypatch):
    """The run's head read says whether it has a checkpoint: a run without one sends no read for it (one
    round trip fewer), a run with one has it read and checked, and a checkpoint that does not hold is found."""
    read = checkpoints.read
    asked: list[str] = []
    monkeypatch.setattr(checkpoints, "read", lambda run: asked.append(run) or read(run))
    short, kept = _driven(1), _driven(17)
    assert not Checkpoint.objects.filter(run_id=short).exists() and Checkpoint.objects.filter(run_id=kept).exists()
    asked.clear()
    assert verify_chain(short).ok and asked == []
    assert verify_chain(kept).ok and asked == [kept]
    Checkpoint.objects.filter(run_id=kept).update(hash="0" * 64)
    report = verify_chain(kept)
    assert not report.ok and report.error.startswith("checkpoint: it does not hold"), report


def test_a_checkpoint_write_that_fails_or_never_happens_leaves_an_older_one_that_still_holds(
    often, monkeypatch, caplog
):
    run_id = _driven(9)  # 4 snapshots: the checkpoint at the 4th
    first = Checkpoint.objects.get(run_id=run_id).seq

    def killed(*args, **kwargs):
        raise OperationalError("the process died between the snapshot's commit and the checkpoint's")

    monkeypatch.setattr(checkpoints, "write", killed)
    forget_folds()
    assert str(drive_run(run_id)) == "COMPLETED"  # a cache: the run does not notice
    assert "checkpoint was not advanced" in caplog.text
    assert Checkpoint.objects.get(run_id=run_id).seq == first  # stale, still bound to its own snapshot
    index = _cold(run_id)
    after = [s for s in _snapshots(run_id) if s >= first]
    assert len(after) >= 3 and len(index.messages.stored_parts()) == 1 + len(after)
    assert _state(index) == _full(run_id)


def test_an_older_checkpoint_never_replaces_a_newer_one_and_none_is_written_before_it_is_due(often, monkeypatch):
    run_id = _driven(17)
    newest = Checkpoint.objects.get(run_id=run_id)
    assert not advance_checkpoint(run_id)  # one snapshot past it: not due
    older = next(e for e in load_events(run_id) if e.seq == _snapshots(run_id)[2])
    checkpoints.write(run_id, older, Context(_cold(run_id).messages[: older.payload["at"]]))  # a slow second writer
    assert Checkpoint.objects.get(run_id=run_id).seq == newest.seq
    monkeypatch.setattr(checkpoints, "MIN_GAP", 1)
    Checkpoint.objects.all().delete()
    assert advance_checkpoint(run_id) and Checkpoint.objects.get(run_id=run_id).seq == newest.seq  # rebuilt


@pytest.mark.parametrize("damage", [None, "edited"])
def test_a_checkpoint_written_before_packing_is_still_read_and_the_next_advance_packs_it(often, damage):
    run_id = _driven(13)  # snapshots after steps 1, 3, …, 11: the checkpoint at the 6th
    rows = Checkpoint.objects.filter(run_id=run_id)
    text = checkpoints.read(run_id).text()
    if damage:  # the text edited, its digest not: ignored as a packed row would be
        text = text.replace('"role":"tool"', '"role":"user"', 1)
    # a row as migration 0017's code wrote it: the text, its digest that of the text's UTF-8, nothing packed
    rows.update(packed=None, context=text, digest=checkpoints.digest(checkpoints.read(run_id).text()))
    index = _cold(run_id)
    assert len(index.messages.stored_parts()) == (len(_snapshots(run_id)) if damage else 2)
    assert _state(index) == _full(run_id)
    assert verify_chain(run_id).ok is not damage
    forget_folds()
    assert str(drive_run(run_id)) == "COMPLETED"
    cp = rows.get()
    assert cp.packed is not None and cp.context == "" and cp.seq > _snapshots(run_id)[5]  # advanced, packed
    assert _state(_cold(run_id)) == _full(run_id) and verify_chain(run_id).ok


def _lookup_steps(steps: int) -> Context:
    """The context of ``steps`` steps of the same small work (the bench's 10,000-step run's: an answer
    calling a lookup, its result citing its event id)."""
    messages = [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": "x"}]
    for n in range(steps):
        call = {"args": {"n": n}, "call_id": f"c{n}", "name": "lookup"}
        result = f'{{"code":"ok","data":{{"n":{n},"status":"open"}},"success":true}}'
        event_id = "evt_" + checkpoints.digest(str(n))[:20]
        messages.append({"content": f"step {n}", "role": "assistant", "tool_calls": [call]})
        messages.append({"call_id": f"c{n}", "content": result, "event_id": event_id, "name": "lookup", "role": "tool"})
    return Context(messages)


def test_a_checkpoint_is_stored_in_a_fraction_of_its_text_and_grows_linearly_with_the_context(often):
    run_id = _driven(5)  # a run row and a snapshot to bind to
    snapshot = next(e for e in load_events(run_id) if e.type is EventType.SNAPSHOT_TAKEN)
    stored, texts = {}, {}
    for steps in (100, 1000):
        Checkpoint.objects.filter(run_id=run_id).delete()
        context = _lookup_steps(steps)
        checkpoints.write(run_id, snapshot, context)
        saved = checkpoints.read(run_id)
        assert saved.text() == context.array_text() and Stored(saved.text(), len(context)).messages() == context
        stored[steps], texts[steps] = len(saved.stored), len(saved.text().encode())
    assert stored[1000] <= 12 * stored[100], stored  # 10x the steps: about 10x the bytes, never their square
    assert stored[1000] * 5 <= texts[1000], (stored, texts)  # packed: a fraction of the text


def test_a_packed_checkpoint_is_unpacked_when_a_message_is_read_and_one_that_fails_then_is_refused(often):
    run_id = _driven(17)
    index = _cold(run_id)
    first = index.messages.stored_parts()[0]
    assert first.count > 2 and first._load is not None  # a resume that reads no message unpacks nothing
    assert index.messages[2] == _full(run_id)[0][2] and first._load is None
    # a frame whose header holds but whose body does not unpack, its digest rewritten: trusted by the
    # resume as a forged text would be, refused when read (as a part that does not hold its messages)
    rows = Checkpoint.objects.filter(run_id=run_id)
    broken = bytes(rows.get().packed)
    broken = broken[:12] + bytes(len(broken) - 12)
    rows.update(packed=broken, digest=checkpoints.digest(broken))
    index = _cold(run_id)
    with pytest.raises(ValueError, match="does not unpack"):
        index.messages[2]
    assert verify_chain(run_id).error.startswith("checkpoint: it does not hold")
