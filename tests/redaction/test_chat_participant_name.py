"""A chat message's participant name (OpenAI's format: ``{"role": "user", "name": "Jane Doe", "content": …}``) is a
person's name (redact-gaps): a run's starting messages showed it raw on every redacted read, since a bare ``name``
was a person's only beside personal keys or under a person's key. A tool's or function's ``name`` stays.
"""

from __future__ import annotations

import json

import orjson
import pytest

from agentops.redaction import Redactor

R = Redactor(b"participant-key")
TOOLS = [{"type": "function", "function": {"name": "send_email", "parameters": {"type": "object"}}}]


def _messages(name: str, role: str = "user") -> dict[str, object]:
    return {
        "messages": [
            {"role": "system", "content": "You are a support agent."},
            {"role": role, "name": name, "content": "Where is order 88232?"},
            {
                "role": "assistant",
                "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "send_email", "arguments": "{}"}}],
            },
            {"role": "tool", "tool_call_id": "c1", "name": "send_email", "content": "sent"},
            {"role": "function", "name": "lookup_order", "content": "shipped"},
        ],
        "tools": TOOLS,
    }


@pytest.mark.parametrize(("name", "role"), [("Jane Doe", "user"), ("jane_doe", "user"), ("Jane Doe", "assistant")])
def test_a_messages_participant_name_is_pseudonymised_on_every_path(name: str, role: str) -> None:
    value = _messages(name, role)
    expected = R.pseudonym("name", name.lower())
    out = R.redact(value)
    assert out["messages"][1]["name"] == expected
    for doc in (json.dumps(value), json.dumps(value, ensure_ascii=False, separators=(",", ":"))):
        data = doc.encode()
        assert not R.clean_json(doc)
        assert orjson.loads(R.redact_stored(data)) == out
        assert orjson.loads(R.redact_json(doc)) == out
        clean = json.dumps({"role": "user", "content": "hi"}).encode()
        assert [orjson.loads(d) for d in R.redact_stored_many([clean, data, clean])][1] == out
    # inside a JSON text kept in a string (a snapshot's messages), escaped
    assert expected in R.redact_json(json.dumps({"context": json.dumps(value)}))
    assert name in R.taken_names([json.dumps(value).encode()])


def test_the_same_name_as_a_label_gets_the_same_pseudonym_and_is_taken_in_the_prose_beside_it() -> None:
    value = {"messages": [{"role": "user", "name": "Jane Doe", "content": "Hi, this is Jane Doe again."}]}
    out = R.redact(value)
    token = out["messages"][0]["name"]
    assert token in R.redact_text("customer name: Jane Doe")
    assert out["messages"][0]["content"] == f"Hi, this is {token} again."


def test_a_tools_or_functions_name_stays() -> None:
    value = _messages("Jane Doe")
    out = R.redact(value)
    assert out["tools"] == TOOLS and out["messages"][2:] == value["messages"][2:]
    for role in ("tool", "function"):
        doc = json.dumps({"role": role, "name": "Send Email", "content": "ok"})
        assert R.redact_json(doc) == doc and R.redact_stored(doc.encode()) == doc.encode()
    for doc in ['{"role": "admin", "name": "Billing Team"}', '{"name": "Web Search", "type": "function"}']:
        assert R.redact_json(doc) == doc
