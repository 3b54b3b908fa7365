"""``resume_index``: the fold of a run's snapshot chain is kept per process and continued, never trusted blindly."""

import pytest

from agentops.core.events import EventType
from agentops.core.replay import ReplayIndex, resume_path
from runs.journal import store
from runs.journal.store import forget_folds, load_events, resume_index
from runs.models import Event
from runs.worker.engine import drive_run
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def _state(index: ReplayIndex) -> tuple:
    return (
        index.messages,
        index.consumed,
        index.committed_through,
        index.failures,
        sorted(index.samples),
        sorted(index.results),
        index.head_seq,
        index.head_hash,
        index.snapshot_seq,
        index.snapshot_len,
    )


def _full(run_id: str) -> tuple:
    """What a resume builds from the whole snapshot chain (the resume path of the whole journal, read
    with the snapshots' stored context); the context is the one the whole journal's steps make."""
    events, path = load_events(run_id, from_snapshot=False), load_events(run_id)
    assert [e.seq for e in path] == [e.seq for e in resume_path(events)]
    assert ReplayIndex.build(run_id, events).messages == ReplayIndex.build(run_id, path).messages
    return _state(ReplayIndex.build(run_id, path))


def test_a_resume_continues_the_kept_fold_and_equals_a_full_read_as_the_run_moves_on():
    forget_folds()
    run_id = make_run()
    assert str(drive_run(run_id, max_steps=10)) == "YIELDED"  # a snapshot after step 7
    assert _state(resume_index(run_id)) == _full(run_id)  # nothing kept: the whole chain
    kept = store._FOLDS[run_id]
    assert kept.snapshot_seq > 1 and kept.head_seq == kept.snapshot_seq and not kept.samples
    assert str(drive_run(run_id, max_steps=9)) == "YIELDED"  # resumed from the kept fold; a snapshot after step 15
    assert _state(resume_index(run_id)) == _full(run_id)  # the kept fold, then the snapshots after it
    assert store._FOLDS[run_id].snapshot_seq > kept.snapshot_seq
    assert str(drive_run(run_id)) == "COMPLETED"
    assert _state(resume_index(run_id)) == _full(run_id)


def test_what_a_caller_changes_in_its_index_never_reaches_the_kept_fold():
    forget_folds()
    run_id = make_run()
    drive_run(run_id, max_steps=10)
    first = resume_index(run_id)
    first.messages.append({"role": "user", "content": "changed by a caller"})
    first.samples[99] = first.samples[next(iter(first.samples))]
    first.parked[(1, 0)] = first.samples[99]
    assert _state(resume_index(run_id)) == _full(run_id) and not resume_index(run_id).parked


def test_a_kept_fold_is_used_only_while_its_snapshot_hash_is_the_stored_one():
    forget_folds()
    run_id = make_run()
    drive_run(run_id, max_steps=10)
    resume_index(run_id)
    marker = {"role": "user", "content": "only in the kept fold"}
    store._FOLDS[run_id].messages.append(marker)
    assert marker in resume_index(run_id).messages  # proof the kept fold is what a resume continues
    store._FOLDS[run_id].head_hash = "f" * 64  # not the stored snapshot's hash: read the whole chain again
    again = resume_index(run_id)
    assert marker not in again.messages and _state(again) == _full(run_id)
    assert store._FOLDS[run_id].head_hash != "f" * 64  # the fold kept now is the one just read


def test_a_cold_resume_keeps_the_snapshots_context_as_stored_json_until_a_message_is_read():
    run_id = make_run()
    assert str(drive_run(run_id, max_steps=17)) == "YIELDED"  # snapshots after steps 7 and 15
    forget_folds()  # a fresh process: nothing kept
    index = resume_index(run_id)
    snapshots = Event.objects.filter(run_id=run_id, type=str(EventType.SNAPSHOT_TAKEN)).count()
    assert snapshots >= 2 and len(index.messages.stored_parts()) == snapshots  # counted, not decoded
    assert _state(index) == _full(run_id) and not index.messages.stored_parts()  # read: the whole journal's
    forget_folds()
    assert str(drive_run(run_id)) == "COMPLETED"  # driven on from a cold resume
    forget_folds()
    assert _state(resume_index(run_id)) == _full(run_id)
