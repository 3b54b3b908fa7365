"""An external agent's run (appended through the API) reads the same history from its pages."""

import pytest

from runs.journal import pages
from runs.journal.chain import verify_chain
from runs.journal.store import load_events
from runs.models import EventPage
from tests.api.test_protocol import EMAIL, SENT, _append, _email_step

pytestmark = pytest.mark.django_db


def test_an_external_runs_history_is_the_same_through_its_pages(run, monkeypatch):
    monkeypatch.setattr(pages, "SIZE", 4)
    for step in range(3):  # a full email step each: sample, claim, result, verdict, commit
        _email_step(run, step)
        run.claim(step, 0, "send_email", EMAIL)
        assert run.post("tools/result/", {"step": step, "call_index": 0, "result": SENT}).status_code == 201
        assert _append(run, [{"type": "StepCommitted", "payload": {"step": step}}]).status_code == 201
    with monkeypatch.context() as m:
        m.setattr(pages, "read", lambda *a: [])
        m.setattr(pages, "write", lambda *a: 0)
        rows = load_events(run.id, from_snapshot=False)
    assert len(rows) >= 12 and not EventPage.objects.filter(run_id=run.id).exists()
    assert load_events(run.id, from_snapshot=False) == rows  # reads rows, writes the pages
    assert EventPage.objects.filter(run_id=run.id).count() == len(rows) // 4
    assert load_events(run.id, from_snapshot=False) == rows and verify_chain(run.id).ok  # from the pages
