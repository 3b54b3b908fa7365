"""A final reply with a decomposed accent (``e`` + U+0301, as some models and macOS text give it): the journal keeps
every string in NFC (canonical JSON), so the reply compared as sent with the journaled answer was 422
``reply_mismatch`` — for the SDK, whose reply *is* the journaled answer, a run that could never complete. A verdict's
``method`` sent again after a lost answer likewise."""

from __future__ import annotations

import unicodedata

import pytest

from runs.models import Event, Reply
from tests.api.conftest import error_code

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

DECOMPOSED = unicodedata.normalize("NFD", "Opened ticket t-1 for Amélie (Façade 42), Nguyễn's café.")


def test_a_reply_sent_in_another_unicode_form_than_the_journal_keeps_completes_the_run(run):
    assert unicodedata.normalize("NFC", DECOMPOSED) != DECOMPOSED
    assert run.sample(0, [], content=DECOMPOSED).status_code == 201
    check = run.api.post(f"/api/v1/runs/{run.id}/claims/check/", {"reply": DECOMPOSED}, format="json")
    assert check.status_code == 200, check.json()
    replied = run.post("reply/", {"step": 0, "reply": DECOMPOSED})
    assert replied.status_code == 201, replied.json()
    again = run.post("reply/", {"step": 0, "reply": DECOMPOSED})  # its answer lost: the stored one again
    assert again.status_code == 200 and again.json() == replied.json(), again.json()
    completed = Event.objects.get(run_id=run.id, type="RunCompleted")
    assert unicodedata.normalize("NFC", DECOMPOSED) in completed.payload
    assert Reply.objects.get(run_id=run.id).text == unicodedata.normalize("NFC", DECOMPOSED)


def test_a_reply_that_differs_from_the_journaled_answer_is_still_refused(run):
    assert run.sample(0, [], content=DECOMPOSED).status_code == 201
    other = run.post("reply/", {"step": 0, "reply": DECOMPOSED.replace("t-1", "t-2")})
    assert other.status_code == 422 and error_code(other) == "reply_mismatch"


def test_a_verdict_retried_with_a_method_in_another_unicode_form_is_the_stored_one(run):
    """A verdict whose answer was lost, sent again: its ``method`` is stored in NFC, so compared as sent a decomposed
    one was a different verdict, 409 ``already_verified``, raised out of the client's retry."""
    sent = {"success": True, "code": "ok", "data": {"ticket_id": "t-1"}}
    assert run.sample(0, [{"name": "create_ticket", "args": {"subject": "x"}, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "create_ticket", {"subject": "x"}).json()["status"] == "claimed"
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": sent}).status_code == 201
    method = unicodedata.normalize("NFD", "relecture vérifiée")
    verdict = {"step": 0, "call_index": 0, "status": "confirmed", "method": method}
    first = run.post("tools/verification/", verdict)
    assert first.status_code == 201, first.json()
    again = run.post("tools/verification/", verdict)
    assert again.status_code == 200 and again.json()["event_id"] == first.json()["event_id"], again.json()
