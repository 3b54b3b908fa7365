"""``Redactor.redact_stored``: a stored document redacted on its text is the document ``redact`` gives."""

from __future__ import annotations

import json

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentops.core.canon import canonical
from agentops.redaction import PSEUDONYM, Redactor
from tests.redaction.labelled import CASES, PII_CASES

R = Redactor(b"labelled-set-key")
_FRAGMENTS = [c.payload for c in CASES if isinstance(c.payload, str)] + ["step 3", "ok", "é", "", 'say "hi"']
_KEYS = ["step", "output", "content", "args", "to", "phone", "password", "note", "result", "n", ":password", "0"]
_JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**12), max_value=10**12)
    | st.sampled_from([13812345678, 4111111111111111, 1_000_000, 2026, 1.5, 10**20])
    | st.sampled_from(_FRAGMENTS)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(_KEYS), inner, max_size=4),
    max_leaves=14,
)


def _same_as_redact(value: object) -> None:
    data = canonical(value).encode()
    expected = R.redact(json.loads(data))
    out = R.redact_stored(data)
    assert json.loads(out) == expected, data
    if expected == json.loads(data):
        assert out is data  # nothing to redact: written as stored


@settings(max_examples=300)
@given(_JSON)
def test_a_stored_document_redacts_to_what_redact_gives(value: object) -> None:
    _same_as_redact(value)


@pytest.mark.parametrize("case", PII_CASES, ids=lambda c: f"{c.category}:{str(c.payload)[:40]}")
def test_every_pii_value_of_the_labelled_set_is_redacted_in_any_position(case) -> None:
    docs = [
        {"step": 1, "output": {"content": "see below", "value": case.payload}},
        [case.payload, 5],
        {"args": {"items": [case.payload]}, "n": 1},
        # a tool result stored as JSON text inside the snapshot's message (escaped quotes)
        {"added": [{"content": json.dumps({"data": {"v": case.payload}}), "role": "tool"}]},
    ]
    if isinstance(case.payload, str):
        docs.append({"content": f"before {case.payload} after", "role": "tool"})
    for doc in docs:
        _same_as_redact(doc)
        out = R.redact_stored(canonical(doc).encode()).decode()
        assert case.raw not in out and json.dumps(case.raw)[1:-1] not in out, out


def test_nested_json_in_a_snapshot_payload_is_redacted() -> None:
    """The leak fixed in 309cb5a, and escaped JSON inside a string: both redacted in the stored text."""
    inner = json.dumps({"to": "zhang.san@example.com", "password": "hunter2", "phone": 13812345678})
    snapshot = {"added": [{"role": "tool", "content": inner}], "state": {"0": "b", ":password": "hunter2"}}
    out = R.redact_stored(canonical(snapshot).encode())
    for leak in (b"zhang.san", b"hunter2", b"13812345678"):
        assert leak not in out, out
    assert len(PSEUDONYM.findall(out.decode())) >= 3


def test_text_in_place_keeps_the_stored_bytes_around_the_spans() -> None:
    data = b'{"args":{"body":"Customer mobile 13812345678, amount 1250.50","to":"a@example.com"},"x":1.0e-07}'
    out = R.redact_stored(data)
    assert out.startswith(b'{"args":{"body":"Customer mobile <phone:') and out.endswith(b'"},"x":1.0e-07}')
    assert orjson.loads(out)["args"]["to"] == R.redact_text("a@example.com")


def test_a_json_text_without_quotes_inside_a_string_stays_a_string_when_redacted() -> None:
    """``"[13812345678]"`` was redacted in place to ``"["<phone:…>"]"``: a quote inside a string, not JSON."""
    for data in (b'"[13000000000]"', b'{"a":"[13812345678, 2]","b":"x"}'):
        out = R.redact_stored(data)
        assert json.loads(out) == R.redact(json.loads(data)) and b"138" not in out and b"130" not in out


def test_numbers_that_are_pii_and_integers_beyond_64_bits() -> None:
    out = json.loads(R.redact_stored(b'{"n":[13812345678,2026],"big":123456789012345678901234}'))
    assert PSEUDONYM.fullmatch(out["n"][0]) and out["n"][1] == 2026 and out["big"] == 123456789012345678901234


@pytest.mark.parametrize(
    "doc",
    [
        {"note": "line\n13812345678", "tab": "a\tb", "q": 'he said "write to a@example.com"'},
        {"messages": [{"content": json.dumps({"content": json.dumps({"phone": 4155552671})})}]},  # JSON in JSON in JSON
        {"lone": "\ud800 13812345678", "ok": "fine"},
        {"lone": "\ud800 13812345678", "n": 12345678901},  # decoded (a long integer), encoded back with json
        {"k\u00e9y\n": "x", "path": "C:\\new\\13812345678"},
    ],
)
def test_escaped_strings_are_redacted_in_place_as_redact_does(doc: dict) -> None:
    data = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass")
    out = R.redact_stored(data)
    assert json.loads(out.decode("utf-8", "surrogatepass")) == R.redact(
        json.loads(data.decode("utf-8", "surrogatepass"))
    )
    for leak in (b"13812345678", b"a@example.com", b"4155552671"):
        assert leak not in out, out


_NESTED = st.recursive(
    _JSON,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.sampled_from(_KEYS), inner, max_size=3)
        | inner.map(lambda v: json.dumps(v, ensure_ascii=False, separators=(",", ":")))
    ),
    max_leaves=8,
)


@settings(max_examples=400)
@given(_NESTED)
def test_a_document_holding_json_texts_redacts_to_what_redact_gives(value: object) -> None:
    """Escaped documents (JSON texts in strings, as a snapshot keeps its tool results) are judged on
    their text with the escapes decoded (``_escaped_clean``) before any decoding."""
    _same_as_redact(value)


def _snapshot(*contents: str) -> dict:
    return {"added": [{"content": c, "role": "tool"} for c in contents], "at": 2}


@pytest.mark.parametrize(
    "doc",
    [
        _snapshot(json.dumps({"name": "Alice Smith", "email": "x"})),  # a person's name, nested
        _snapshot(json.dumps({"note": "see"}), 'Customer name": Alice Smith'),  # a label, its quote escaped
        _snapshot('my password"\t: hunter2'),  # a tab between the quote and the colon
        {'pass"word': "hunter2", "added": [{"content": "a\nb"}]},  # a key holding an escaped quote
        _snapshot(json.dumps({"password": "hunter"})),  # a telling key inside
        _snapshot(json.dumps({"n": 13812345678})),  # a number inside
        _snapshot("line\n13812345678"),  # a number after an escape
        _snapshot(json.dumps({"content": json.dumps({"to": "a@example.com"})})),  # JSON in JSON in JSON
        _snapshot(json.dumps({"note": "回电"})),  # \u escapes (ensure_ascii)
        _snapshot("\ud800 13812345678"),  # a lone surrogate
        _snapshot(json.dumps({"customer": {"name": "Alice Smith"}})),
        _snapshot('合同金额"""""""""为5000000元'),  # escaped quotes inside a bounded label window
        _snapshot("Dear\nMr John Smith, call\t13812345678"),  # escapes standing for blanks
    ],
)
def test_escaped_documents_that_trap_a_text_reading_are_redacted_as_redact_does(doc: dict) -> None:
    data = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass")
    expected = R.redact(json.loads(data.decode("utf-8", "surrogatepass")))
    assert json.loads(R.redact_stored(data).decode("utf-8", "surrogatepass")) == expected


def test_a_clean_snapshot_is_written_as_stored_without_decoding(monkeypatch) -> None:
    result = {"success": True, "code": "ok", "data": {"docs": [{"title": "Refunds", "text": "Within 30 days."}]}}
    texts = (json.dumps(result), "step 3:\n done", json.dumps(result, indent=1), canonical(result))
    data = canonical(_snapshot(*texts)).encode()
    monkeypatch.setattr(R, "_redact_decoded", lambda data: pytest.fail("decoded"))
    assert R.redact_stored(data) is data
    monkeypatch.undo()
    nested_newline = canonical(_snapshot(json.dumps({"text": "a\nb"}))).encode()  # two levels: decoded
    assert R.redact_stored(nested_newline) is nested_newline


def test_a_solidus_escape_is_read_as_the_slash_it_stands_for() -> None:
    data = rb'{"added":[{"content":"see https:\/\/user:pass@example.com\/x\n"}]}'
    out = R.redact_stored(data)
    assert json.loads(out) == R.redact(json.loads(data)) and b"pass@" not in out
