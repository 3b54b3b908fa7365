"""A snapshot's hashes confirm no guessed value (docs/export.md, *Hashes in a redacted export*).

A SnapshotTaken's ``digest`` is SHA-256 over the messages it caches — the model's outputs and the tools' results of
the steps before it, every one shown (redacted) on its own row. A viewer rebuilt them from ``events/`` with a guess
put in place of ``<email:…>`` and compared: the right guess gave the digest the read showed (qa-ops6, the demo's
ticket run on the live server). Its ``reached`` is SHA-256 of each address the run's outward calls reached
(``agentops.core.gate.reached_by``), no key: a guessed address, hashed, was found in it. A redacted read shows both
as pseudonyms, in every read that shows payloads."""

from __future__ import annotations

import hashlib
import json
import re

import pytest

from agentops.core.canon import canonical
from agentops.core.context import body_digest
from agentops.core.events import Event, EventType
from agentops.core.replay import ReplayIndex
from runs.governance.redaction import from_settings
from runs.models import Event as Row
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import ticket_inputs

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

#: the ticket agent's recipients, shown redacted: the viewer guesses them
SECRETS = ("finance@example.com", "support@example.com")


def _rebuilt(run_id: str, shown: list[dict], snapshot: dict, guesses: tuple[str, ...]) -> str:
    """The attack: the snapshot's messages rebuilt from the rows before it, each guess in place of its address."""
    put_back = {from_settings().redact(address): guess for address, guess in zip(SECRETS, guesses, strict=True)}
    index = ReplayIndex(run_id)
    for e in shown:
        if e["seq"] >= snapshot["seq"]:
            break
        text = re.sub(r"<email:[0-9a-f]{16}>", lambda m: put_back.get(m.group(), m.group()), json.dumps(e["payload"]))
        payload = json.loads(text)
        index.apply(Event(run_id, e["seq"], EventType(e["type"]), payload, e["event_id"], "", ""))
    return body_digest(canonical(index.messages[snapshot["payload"]["at"] :]))


def test_a_viewer_cannot_check_a_guess_against_a_snapshots_hashes(login):
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    drive_run(run.id)
    stored = Row.objects.filter(run_id=run.id, type="SnapshotTaken").order_by("seq").first()
    digest = json.loads(stored.payload)["digest"]
    viewer = login("viewer")
    shown = viewer.get(f"/api/v1/runs/{run.id}/events/?limit=500", HTTP_ACCEPT="application/json").json()["events"]
    snapshot = next(e for e in shown if e["seq"] == stored.seq)
    assert not any(address in json.dumps(shown) for address in SECRETS) and "<email:" in json.dumps(shown)
    # the attack holds on the events as shown: the right guesses rebuild the stored digest, a wrong one does not …
    assert _rebuilt(run.id, shown, snapshot, SECRETS) == digest
    assert _rebuilt(run.id, shown, snapshot, ("finance@example.org", SECRETS[1])) != digest
    # its ``reached``: SHA-256 of each address the run's emails went to — a guess hashed is found there
    reached = json.loads(stored.payload)["reached"]
    hashed = [hashlib.sha256(address.encode()).hexdigest()[:16] for address in SECRETS]
    assert set(hashed) <= set(reached)
    # … and no read shows either
    assert snapshot["payload"]["digest"].startswith("<digest:"), snapshot["payload"]
    assert len(snapshot["payload"]["reached"]) == len(reached)
    assert all(d.startswith("<digest:") for d in snapshot["payload"]["reached"]), snapshot["payload"]
    for path in (
        f"/runs/{run.id}/events/{stored.seq}/payload/",
        f"/runs/{run.id}/",
        f"/runs/{run.id}/export?format=jsonl",
        f"/runs/{run.id}/export?format=csv",
    ):
        response = viewer.get(path)
        body = b"".join(response.streaming_content) if response.streaming else response.content
        assert response.status_code == 200 and digest not in body.decode(), path
        assert not any(h in body.decode() for h in hashed), path
