"""The demo ticket agent and its in-memory sink (SPEC pitfall 2: no key ⇒ no dedupe)."""

import pytest

from agentops.core.loop import Outcome
from agentops.demo import ticket
from tests.core.harness import Harness


@pytest.mark.parametrize("empty", [None, ""])
def test_an_empty_key_never_dedupes_two_sends(empty):
    sink = ticket.MemoryEmailSink()
    first = sink.send(empty, "a@example.com", "s", "b")
    second = sink.send(empty, "a@example.com", "s", "b")
    assert first != second and len(sink.sent) == 2
    assert sink.find("") is None


def test_the_same_key_sends_once():
    sink = ticket.MemoryEmailSink()
    assert sink.send("k1", "a@example.com", "s", "b") == sink.send("k1", "a@example.com", "s", "b")
    assert sink.send("k2", "a@example.com", "s", "b") != sink.find("k1")
    assert len(sink.sent) == 2


def test_a_non_deduping_agent_journals_no_key_and_its_tool_gets_none():
    h = Harness()
    agent = h.agent(dedupes=False)
    h.start(agent)
    assert h.drive(agent) is Outcome.COMPLETED
    emails = [i.payload for i in h.index("run_t").intents.values() if i.payload["tool"] == "send_email"]
    assert len(emails) == 6 and all(p["idem_key"] is None for p in emails)
    assert {k for k, _ in h.sink.sent} == {None} and len(h.sink.sent) == 6


def test_documents_are_about_400_characters_and_the_reply_cites_every_email(baseline: Harness):
    assert all(len(ticket.document(t, 0)) == 400 for t in ("refund policy", "SLA terms"))
    index = baseline.index("run_t")
    reply = index.completed.payload["reply"]
    email_results = [
        r.event_id for key, r in index.results.items() if index.intents[key].payload["tool"] == "send_email"
    ]
    assert len(email_results) == 6 and all(f"[evt:{eid}]" in reply for eid in email_results)
