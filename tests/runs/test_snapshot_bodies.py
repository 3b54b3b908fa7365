"""A snapshot's context array (its body) is stored beside its payload (``runs_event.context``), bound
by the payload's digest: resumes read it, checked where it is used; whole-history reads never fetch it;
journals written before (the array, or the whole context, inside the payload) keep working."""

import json
import re

import orjson
import pytest
from django.core.management import CommandError, call_command

from agentops.core.events import EventType
from agentops.core.replay import ReplayIndex
from runs.governance.export import event_rows, jsonl
from runs.governance.redaction import from_settings
from runs.journal.chain import verify_chain
from runs.journal.store import forget_folds, load_events, resume_index
from runs.models import Event, Run
from runs.worker.engine import drive_run
from tests.runs.factories import as_written_before, make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def _snapshots(run_id: str):
    return Event.objects.filter(run_id=run_id, type=str(EventType.SNAPSHOT_TAKEN)).order_by("seq")


def _whole(run_id: str) -> ReplayIndex:
    return ReplayIndex.build(run_id, load_events(run_id, from_snapshot=False))


def _cold(run_id: str) -> ReplayIndex:
    forget_folds()
    return resume_index(run_id)


def test_a_resume_reads_the_bodies_as_stored_text_and_a_whole_history_read_reads_none():
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"
    path = [e for e in load_events(run_id) if e.type is EventType.SNAPSHOT_TAKEN]
    assert len(path) == 2 and all(e.body is not None and not e.body.decoded for e in path)
    assert [e.body.text for e in path] == list(_snapshots(run_id).values_list("context", flat=True))
    assert all(e.body is None for e in load_events(run_id, from_snapshot=False))
    assert list(_cold(run_id).messages) == list(_whole(run_id).messages)
    assert verify_chain(run_id).ok and verify_chain(run_id, bodies=True).ok


def _edit(run_id: str, seq: int) -> None:
    """Change one message of the stored context at ``seq``: still JSON, as many messages, same length."""
    text = Event.objects.get(run_id=run_id, seq=seq).context
    Event.objects.filter(run_id=run_id, seq=seq).update(context=text.replace('"assistant"', '"Assistant"', 1))


def test_an_edited_body_is_refused_where_it_is_read_and_by_verify_chain_with_bodies():
    run_id = make_run()
    drive_run(run_id)
    first = _snapshots(run_id).first().seq
    _edit(run_id, first)
    index = _cold(run_id)  # nothing of the context read yet: the body is not even hashed
    with pytest.raises(ValueError, match=rf"run {run_id}, snapshot at seq {first}: the stored context does not match"):
        list(index.messages)
    assert list(_whole(run_id).messages)  # a whole-history fold does not use it
    assert verify_chain(run_id).ok  # the default walk does not read bodies
    call_command("verify_chain", run_id)
    with pytest.raises(CommandError, match=rf"chain broken at seq {first} .*does not match its digest") as broken:
        call_command("verify_chain", run_id, "--bodies")
    assert broken.value.returncode == 1
    report = verify_chain(run_id, bodies=True)
    assert (
        not report.ok
        and report.error == f"seq {first} ({run_id}): the snapshot's stored context does not match its digest"
    )


def test_a_missing_body_is_refused_by_the_resume_and_by_verify_chain_with_bodies():
    run_id = make_run()
    drive_run(run_id)
    first = _snapshots(run_id).first().seq
    Event.objects.filter(run_id=run_id, seq=first).update(context=None)
    with pytest.raises(
        ValueError, match=rf"run {run_id}: the snapshot at seq {first} .*its stored context was not read"
    ):
        _cold(run_id)
    assert (
        verify_chain(run_id, bodies=True).error == f"seq {first} ({run_id}): the snapshot's stored context is missing"
    )


@pytest.mark.parametrize("form", ["added", "messages"])
def test_a_journal_written_before_resumes_verifies_and_is_driven_on_in_the_new_format(form):
    run_id = make_run()
    assert str(drive_run(run_id, max_steps=10)) == "YIELDED"  # a snapshot after step 7
    as_written_before(run_id, form)
    old = list(_snapshots(run_id).values_list("seq", flat=True))
    assert old and not _snapshots(run_id).exclude(context=None).exists()
    assert all(form in json.loads(p) for p in _snapshots(run_id).values_list("payload", flat=True))
    assert verify_chain(run_id).ok and verify_chain(run_id, bodies=True).ok
    assert list(_cold(run_id).messages) == list(_whole(run_id).messages)
    assert str(drive_run(run_id)) == "COMPLETED"
    new = _snapshots(run_id).exclude(seq__in=old)
    assert new.exists() and not new.filter(context=None).exists()
    assert all("digest" in json.loads(p) for p in new.values_list("payload", flat=True))
    assert list(_cold(run_id).messages) == list(_whole(run_id).messages)
    assert verify_chain(run_id, bodies=True).ok


def test_the_export_carries_a_snapshots_payload_not_the_messages_it_caches():
    run_id = make_run()
    drive_run(run_id)
    lines = [orjson.loads(line) for line in jsonl(event_rows(Run.objects.filter(id=run_id), redactor=from_settings()))]
    snaps = [line for line in lines if line["type"] == str(EventType.SNAPSHOT_TAKEN)]
    assert len(snaps) == 2
    for line, (payload,) in zip(snaps, _snapshots(run_id).values_list("payload"), strict=True):
        stored, shown = json.loads(payload), line["payload"]
        assert set(shown) == set(stored) == {"at", "consumed", "digest", "failures", "n", "step", "reached"}
        assert {k: v for k, v in shown.items() if k not in ("digest", "reached")} == {
            k: v for k, v in stored.items() if k not in ("digest", "reached")
        }
        # the digest of the cached messages and the addresses' digests would confirm a guessed address (qa-ops6):
        # a redacted export shows them as pseudonyms
        assert all(re.fullmatch(r"[0-9a-f]{16}", d) for d in stored["reached"]) and stored["reached"]
        assert all(re.fullmatch(r"<digest:[0-9a-f]{16}>", d) for d in shown["reached"] + [shown["digest"]])
        assert stored["digest"] not in str(line) and not set(stored["reached"]) & set(shown["reached"])


def test_a_drive_that_reads_an_edited_body_stops_with_the_error_and_appends_nothing():
    run_id = make_run()
    assert str(drive_run(run_id, max_steps=10)) == "YIELDED"  # a snapshot after step 7, then steps 8, 9
    last = _snapshots(run_id).last().seq
    _edit(run_id, last)
    forget_folds()
    before = Run.objects.values_list("last_seq", "status").get(id=run_id)
    with pytest.raises(ValueError, match=rf"run {run_id}, snapshot at seq {last}: the stored context does not match"):
        drive_run(run_id)  # the model reads the context
    run = Run.objects.get(id=run_id)
    assert (run.last_seq, run.status) == before and run.lease_owner is None


def test_reads_through_the_model_leave_the_stored_context_out_until_asked_for():
    run_id = make_run()
    drive_run(run_id)
    row = _snapshots(run_id).first()  # e.g. the API's events page reads model instances
    assert row.get_deferred_fields() == {"context"}
    assert row.context == _snapshots(run_id).values_list("context", flat=True).first()
