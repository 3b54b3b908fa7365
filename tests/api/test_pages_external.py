"""An external agent's run (appended through the API) reads the same history from its pages."""

import pytest

from runs.journal import pages
from runs.journal.chain import verify_chain
from runs.journal.store import load_events
from runs.models import EventPage, Run
from tests.api.test_protocol import EMAIL, SENT, _append, _email_step

pytestmark = pytest.mark.django_db


def _steps(run, steps):  # type: ignore[no-untyped-def]
    """A full email step each: sample, claim, result, verdict, commit."""
    for step in steps:
        _email_step(run, step)
        run.claim(step, 0, "send_email", EMAIL)
        assert run.post("tools/result/", {"step": step, "call_index": 0, "result": SENT}).status_code == 201
        assert _append(run, [{"type": "StepCommitted", "payload": {"step": step}}]).status_code == 201


def _paged(run_id: str) -> list[tuple[int, int]]:
    return list(EventPage.objects.filter(run_id=run_id).order_by("first_seq").values_list("first_seq", "last_seq"))


def test_an_external_runs_history_is_the_same_through_its_pages(run, monkeypatch):
    monkeypatch.setattr(pages, "SIZE", 4)
    _steps(run, range(3))
    with monkeypatch.context() as m:
        m.setattr(pages, "read", lambda *a: [])
        m.setattr(pages, "write", lambda *a: 0)
        rows = load_events(run.id, from_snapshot=False)
    assert len(rows) >= 12 and not EventPage.objects.filter(run_id=run.id).exists()
    assert load_events(run.id, from_snapshot=False) == rows  # reads rows, writes the pages
    assert EventPage.objects.filter(run_id=run.id).count() == len(rows) // 4
    assert load_events(run.id, from_snapshot=False) == rows and verify_chain(run.id).ok  # from the pages


def test_an_external_client_giving_its_lease_up_writes_the_pages_its_appends_filled(run, monkeypatch):
    """As the worker does when it gives a run up: the first whole read then reads pages and writes none."""
    monkeypatch.setattr(pages, "SIZE", 4)
    _steps(run, range(3))
    assert not _paged(run.id)  # the appends write none
    head = Run.objects.get(id=run.id).last_seq
    assert run.post("lease/release/", {}).json() == {"released": True}
    assert _paged(run.id) == [(k * 4 + 1, k * 4 + 4) for k in range(head // 4)] and head >= 12
    with monkeypatch.context() as m:
        m.setattr(pages, "read_with_rows", lambda run_id, first, last: ([], None))
        m.setattr(pages, "write", lambda run_id, blocks: 0)
        rows = load_events(run.id, from_snapshot=False)  # the rows alone
    monkeypatch.setattr(
        pages, "write", lambda run_id, blocks: pytest.fail("the first read wrote pages") if blocks else 0
    )
    assert load_events(run.id, from_snapshot=False) == rows and verify_chain(run.id, paged=True).ok
    assert run.post("lease/release/", {}).json() == {"released": False}  # not this client's any more


def test_a_lease_given_up_again_writes_only_the_blocks_after_the_runs_pages(run, monkeypatch):
    monkeypatch.setattr(pages, "SIZE", 4)
    _steps(run, range(1))
    assert run.post("lease/release/", {}).json() == {"released": True}
    kept = _paged(run.id)
    assert kept
    written: list[int] = []
    real = pages.write
    monkeypatch.setattr(
        pages, "write", lambda run_id, blocks: written.extend(b[0][0] for b in blocks) or real(run_id, blocks)
    )
    run.acquire()
    _steps(run, range(1, 3))
    assert run.post("lease/release/", {}).json() == {"released": True}
    head = Run.objects.get(id=run.id).last_seq
    assert written and min(written) == kept[-1][1] + 1  # not the blocks paged before
    assert _paged(run.id) == [(k * 4 + 1, k * 4 + 4) for k in range(head // 4)]
