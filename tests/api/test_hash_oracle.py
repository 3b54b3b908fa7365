"""The API's redacted reads show no chain hash a guessed value could be checked against (docs/api.md):
a person's ``events/`` without a raw-access grant and every key's ``export/``. The agent's own key
(``events/``) and a person with a grant read every hash, and they verify."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import Permission, User
from rest_framework.test import APIClient

from runs.governance.visibility import grant_raw_access
from runs.models import Event
from tests.api.conftest import URL
from tests.redaction.oracle import first_redacted, guessed_chain, shown_hashes, verifies

pytestmark = pytest.mark.django_db

SECRET = "jane.doe@example.com"


@pytest.fixture
def journaled(run):  # type: ignore[no-untyped-def]
    """The run with a sample writing to ``SECRET`` and clean events after it (the call it asks for)."""
    run.sample(0, [{"name": "lookup", "args": {"ticket": "T-9"}}], content=f"I will write to {SECRET}.")
    claimed = run.claim(0, 0, "lookup", {"ticket": "T-9"}, effect="read", risk="low")
    assert claimed.status_code == 200, claimed.json()
    result = {"success": True, "code": "ok", "data": {"ticket": "T-9", "state": "open"}}
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": result}).status_code == 201
    assert Event.objects.filter(run_id=run.id).count() >= 4
    return run


def events(client: APIClient, run_id: str, **params: int) -> list[dict]:
    response = client.get(f"{URL}{run_id}/events/", params)
    assert response.status_code == 200, response.json()
    return response.json()["events"]


def test_a_persons_events_confirm_no_guess(journaled, person) -> None:  # type: ignore[no-untyped-def]
    lines = events(person[1], journaled.id)
    stored = list(Event.objects.filter(run_id=journaled.id).order_by("seq"))
    i = first_redacted(lines)
    right = guessed_chain(lines, SECRET)
    # the probe's attack: the right guess gives the journal's hashes, the read shows none of them
    assert right[:2] == [stored[i].hash, stored[i + 1].hash] and guessed_chain(lines, "x@example.com")[0] != right[0]
    assert not set(right) & shown_hashes(lines)
    assert [e["hash"] for e in lines[:i]] == [e.hash for e in stored[:i]] and i > 0  # before it: shown
    assert lines[i]["prev_hash"] == stored[i].prev_hash and lines[i]["hash"] is None
    assert all(e["hash"] is None and e["prev_hash"] is None for e in lines[i + 1 :])


def test_a_page_after_the_redacted_payload_shows_no_hash(journaled, person) -> None:  # type: ignore[no-untyped-def]
    """A page read after a cursor knows what came before it: past the redacted payload, nothing to compare."""
    seq = first_redacted(events(person[1], journaled.id)) + 1  # the redacted event's seq
    after = events(person[1], journaled.id, after=seq)
    assert after and all(e["hash"] is None and e["prev_hash"] is None for e in after)
    from_it = events(person[1], journaled.id, after=seq - 1, limit=2)
    assert from_it[0]["prev_hash"] and from_it[0]["hash"] is None and from_it[1]["prev_hash"] is None
    before = events(person[1], journaled.id, limit=seq - 1)
    assert all(e["hash"] and e["prev_hash"] for e in before)


def test_the_agents_own_key_and_a_grant_read_every_hash(journaled, person) -> None:  # type: ignore[no-untyped-def]
    stored = list(Event.objects.filter(run_id=journaled.id).order_by("seq").values_list("hash", flat=True))
    own = events(journaled.api, journaled.id)
    assert SECRET in json.dumps(own) and verifies(own) and [e["hash"] for e in own] == stored
    user, client = person
    user.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=User.objects.get(pk=user.pk), run_id=journaled.id, reason="complaint")
    granted = events(client, journaled.id)
    assert granted == own


def test_the_api_export_confirms_no_guess(journaled) -> None:  # type: ignore[no-untyped-def]
    response = journaled.api.get(f"{URL}{journaled.id}/export/")
    lines = [json.loads(line) for line in b"".join(response.streaming_content).splitlines()]
    right = guessed_chain(lines, SECRET)
    assert right and not set(right) & shown_hashes(lines) and SECRET not in json.dumps(lines)
    i = first_redacted(lines)
    assert right[0] == Event.objects.get(run_id=journaled.id, seq=lines[i]["seq"]).hash


def test_pages_after_a_clean_start_look_at_each_payload_once(journaled, person, django_assert_num_queries) -> None:  # type: ignore[no-untyped-def]
    """``hidden_before`` keeps how far a run's payloads were found clean (the journal is append-only): the next
    page's check reads only the payloads after that, and a changed one found is kept too."""
    from runs.governance.hashes import hidden_before
    from runs.governance.redaction import from_settings
    from runs.models import Run

    run, redactor = Run.objects.get(id=journaled.id), from_settings()
    i = first_redacted(events(person[1], journaled.id)) + 1  # the seq of the first payload redaction changes
    assert i > 1 and hidden_before(run, i - 1, redactor) is False  # clean up to it: read once
    with django_assert_num_queries(0):
        assert hidden_before(run, i - 1, redactor) is False  # the same range again: nothing read
    assert hidden_before(run, i, redactor) is True  # one payload more read: the changed one, kept
    with django_assert_num_queries(0):
        assert hidden_before(run, run.last_seq, redactor) is True
