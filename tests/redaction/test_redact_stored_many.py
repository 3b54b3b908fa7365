"""``Redactor.redact_stored_many``: a chunk of stored documents redacted as ``redact_stored`` redacts
each of them, the clean ones found on the chunk's text and returned as they are."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentops.core.canon import canonical
from agentops.redaction import Redactor
from tests.redaction.labelled import CASES, PII_CASES

R = Redactor(b"labelled-set-key")
_FRAGMENTS = [c.payload for c in CASES if isinstance(c.payload, str)] + ["step 3", "ok", "é", "", 'say "hi"', ":x"]
_KEYS = ["step", "output", "content", "to", "phone", "password", "name", "email", "customer", ":password", "0", "a b"]
_JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**12), max_value=10**12)
    | st.sampled_from([13812345678, 4111111111111111, 1_000_000, 2026, 1.5])
    | st.sampled_from(_FRAGMENTS)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(_KEYS), inner, max_size=4),
    max_leaves=10,
)


def _same_as_one_by_one(documents: list[bytes]) -> None:
    many = R.redact_stored_many(documents)
    assert many == [R.redact_stored(d) for d in documents]
    for doc, out in zip(documents, many, strict=True):
        if R.redact_stored(doc) is doc:
            assert out is doc  # nothing to redact: written as stored


@settings(max_examples=300)
@given(st.lists(_JSON, min_size=2, max_size=8))
def test_a_chunk_redacts_to_what_each_document_gives(values: list[object]) -> None:
    _same_as_one_by_one([canonical(v).encode() for v in values])


@pytest.mark.parametrize("case", PII_CASES, ids=lambda c: f"{c.category}:{str(c.payload)[:40]}")
def test_every_pii_value_of_the_labelled_set_is_redacted_among_clean_neighbours(case) -> None:
    clean = [
        canonical({"step": i, "output": {"content": f"step {i} done", "tool": "lookup"}}).encode() for i in range(3)
    ]
    for doc in (
        {"step": 1, "output": {"content": "see below", "value": case.payload}},
        {"args": {"items": [case.payload]}, "n": 1},
        {"added": [{"content": json.dumps({"data": {"v": case.payload}}), "role": "tool"}]},
    ):
        documents = [clean[0], canonical(doc).encode(), clean[1], clean[2]]
        out = R.redact_stored_many(documents)
        assert out == [R.redact_stored(d) for d in documents]
        assert out[0] is clean[0] and out[2] is clean[1] and out[3] is clean[2]
        assert case.raw not in out[1].decode() and json.dumps(case.raw)[1:-1] not in out[1].decode()


@pytest.mark.parametrize(
    "documents",
    [
        # a string starting with a colon: a key regex that pairs the wrong quotes misses ":password"
        [b'{"0":"b",":password":"hunter2"}', b'{"a":"b"}'],
        [b'{"a":":x","password":"hunter2"}', b'{"a":"b"}'],
        # blanks between a key and its colon (not canonical, still a key)
        [b'{"a":1}', b'{"password" :"hunter2"}', b'{"b":2}'],
        [b'{"a":1}', b'{"password"\n:"hunter2"}'],
        # a bare name beside an e-mail key is a person's, in one document; in two it is not
        [b'{"name":"Alice Smith","email":"x"}', b'{"a":1}'],
        [b'{"name":"Alice Smith"}', b'{"email":"x"}', b'{"name":"Bob Jones","e_mail":"y"}'],
        # a party's key, a big integer, an escape, an odd number of quotes, not an object
        [b'{"customer":{"name":"Alice Smith"}}', b'{"a":1}'],
        [b'{"a":1}', b'{"n":13812345678}', b'{"n":1234567}'],
        [b'{"note":"line\\n13812345678"}', b'{"a":"b"}'],
        [b'{"a":"b"}', b'{":password":[]}', b'{"x":":a",":password":1}', b'{"a":"b"}'],
        [b"[1,2]", b'"13812345678"', b"1381234", b"5678", b'{"a":1}'],
    ],
)
def test_chunks_that_trap_a_text_reading_are_redacted_as_one_by_one(documents: list[bytes]) -> None:
    _same_as_one_by_one(documents)


def test_a_configured_pattern_sends_every_document_through_redact_stored() -> None:
    extra = Redactor(b"k", extra_patterns=[{"type": "order", "pattern": "ORD-\\d+"}])
    documents = [b'{"a":"ORD-12"}', b'{"b":"fine"}']
    assert extra.redact_stored_many(documents) == [extra.redact_stored(d) for d in documents]
    assert b"ORD-12" not in extra.redact_stored_many(documents)[0]
