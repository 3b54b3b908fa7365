"""The API's redacted reads show no idempotency key a guessed argument could be checked against (docs/api.md):
a key is SHA-256 over its call's arguments, so beside ``<email:…>`` it is shown as ``<idem_key:…>`` in a
person's ``events/`` and ``replay/`` and in every ``export/``. The agent's own key and a person with a grant
read the real key (an agent needs it to dedupe)."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import Permission, User

from agentops.core.keys import idem_key
from runs.governance.visibility import grant_raw_access
from runs.models import ToolExecution
from tests.api.conftest import URL
from tests.redaction.oracle import KEY_TOKEN, confirms, guessed_key

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

SECRET = "jane.doe@example.com"


@pytest.fixture
def mailed(run):  # type: ignore[no-untyped-def]
    """The run with a deduped call writing to ``SECRET`` (step 0) and one with nothing to redact (step 0, call 1)."""
    calls = [{"name": "send_email", "args": {"to": SECRET}}, {"name": "lookup", "args": {"ticket": "T-9"}}]
    assert run.sample(0, calls).status_code == 201
    for i, call in enumerate(calls):
        claimed = run.claim(0, i, call["name"], call["args"], effect="write", risk="low")
        assert claimed.status_code == 200, claimed.json()
    return run


def _right(run_id: str) -> str:
    """The key the right guess reproduces — the stored one (the attack works on what is stored)."""
    key = idem_key(run_id, 0, 0, "send_email", {"to": SECRET})
    assert ToolExecution.objects.get(run_id=run_id, step=0, call_index=0).idem_key == key
    return key


def _requested(lines: list[dict]) -> list[dict]:
    return [line["payload"] for line in lines if line["type"] == "ToolRequested"]


def test_a_persons_events_and_replay_confirm_no_guessed_argument(mailed, person) -> None:  # type: ignore[no-untyped-def]
    right, client = _right(mailed.id), person[1]
    lines = client.get(f"{URL}{mailed.id}/events/").json()["events"]
    mail, clean = _requested(lines)
    assert guessed_key(mailed.id, 0, 0, "send_email", mail["args"], SECRET) == right  # the attack, were the key shown
    assert (
        KEY_TOKEN.fullmatch(mail["idem_key"])
        and right not in json.dumps(lines)
        and not confirms(mail["idem_key"], right)
    )
    # nothing redacted in the other call's arguments: its key is computable from what is shown, and shown
    assert clean["idem_key"] == idem_key(mailed.id, 0, 1, "lookup", clean["args"])
    calls = client.get(f"{URL}{mailed.id}/replay/").json()["calls"]
    assert [c["idem_key"] for c in calls] == [mail["idem_key"], clean["idem_key"]]  # the same pseudonym everywhere
    assert right not in json.dumps(calls)


def test_every_export_confirms_no_guessed_argument(mailed) -> None:  # type: ignore[no-untyped-def]
    right = _right(mailed.id)
    response = mailed.api.get(f"{URL}{mailed.id}/export/")
    lines = [json.loads(line) for line in b"".join(response.streaming_content).splitlines()]
    mail = _requested(lines)[0]
    assert guessed_key(mailed.id, 0, 0, "send_email", mail["args"], SECRET) == right
    assert KEY_TOKEN.fullmatch(mail["idem_key"]) and right not in json.dumps(lines)


def test_the_agents_own_key_and_a_grant_read_the_real_key(mailed, person) -> None:  # type: ignore[no-untyped-def]
    right = _right(mailed.id)
    own = mailed.api.get(f"{URL}{mailed.id}/events/").json()["events"]
    assert _requested(own)[0]["idem_key"] == right
    assert mailed.api.get(f"{URL}{mailed.id}/replay/").json()["calls"][0]["idem_key"] == right
    user, client = person
    user.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=User.objects.get(pk=user.pk), run_id=mailed.id, reason="complaint")
    assert _requested(client.get(f"{URL}{mailed.id}/events/").json()["events"])[0]["idem_key"] == right
    assert client.get(f"{URL}{mailed.id}/replay/").json()["calls"][0]["idem_key"] == right
