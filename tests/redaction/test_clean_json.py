"""``Redactor.clean_json``: one scan of a document's text says "nothing to redact" only when that is true."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentops.core.canon import canonical
from agentops.redaction import Redactor
from agentops.redaction import keys as key_rules
from tests.redaction.labelled import CASES, PII_CASES, STAY_CASES

R = Redactor(b"labelled-set-key")
_FRAGMENTS = [c.payload for c in CASES if isinstance(c.payload, str)] + ["step 3", "ok", "refund policy", "é", ""]
_KEYS = [
    "step",
    "output",
    "content",
    "args",
    "to",
    "phone",
    "password",
    "api_key",
    "note",
    "result",
    "n",
    ":password",
    "0",
]
_JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**12), max_value=10**12)
    | st.sampled_from([13812345678, 4111111111111111, 1_000_000, 2026])
    | st.sampled_from(_FRAGMENTS)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(_KEYS), inner, max_size=4),
    max_leaves=12,
)


def _clean_means_unchanged(value: object) -> bool:
    text = canonical(value)
    if not R.clean_json(text):
        return False
    decoded = json.loads(text)
    assert R.redact(decoded) == decoded, text
    return True


@given(_JSON)
def test_a_document_said_clean_is_left_as_it_is_by_redact(value: object) -> None:
    _clean_means_unchanged(value)


@pytest.mark.parametrize("case", PII_CASES, ids=lambda c: f"{c.category}:{str(c.payload)[:40]}")
def test_no_pii_of_the_labelled_set_passes_for_clean_in_any_position(case) -> None:
    for doc in (
        {"step": 1, "output": {"content": "see below", "value": case.payload}},
        [case.payload, 5],
        {"args": {"items": [case.payload]}, "n": 1},
    ):
        assert not R.clean_json(canonical(doc)), doc


def test_ordinary_journal_payloads_are_clean_and_skip_the_walk() -> None:
    sample = {
        "step": 12,
        "output": {"content": "Checking the SLA terms", "tool_calls": [], "usage": {"total_tokens": 3800}},
    }
    commit, result = {"step": 12}, {"step": 4, "call_index": 1, "result": {"success": True, "code": "ok"}}
    assert all(R.clean_json(canonical(p)) for p in (sample, commit, result))
    # the near misses of the label-anchored rules carry their label on purpose (the pre-check sees it)
    labelled = {"national_phone", "dob", "passport", "address", "name", "mac", "personal_key", "token", "near_number"}
    stays = [c.payload for c in STAY_CASES if c.category not in labelled]
    # half at least: 75 of 150 since ``author`` names a person (redact-n), so ``{"author": "team", …}`` is decoded
    assert sum(R.clean_json(canonical({"v": p})) for p in stays) >= len(stays) // 2
    assert R.redact_json(canonical(sample)) == canonical(sample)


def test_escapes_telling_keys_and_pii_integers_go_value_by_value() -> None:
    assert not R.clean_json(canonical({"note": "line\nbreak 13812345678"}))  # escape: never decided on text
    assert not R.clean_json(canonical({"password": "x"}))
    assert not R.clean_json(canonical([13812345678, 5]))
    assert not R.clean_json(canonical({"count": 1_000_000})) and R.clean_json(canonical({"count": 250_000}))


def test_a_key_after_a_string_value_is_checked_whatever_it_starts_with() -> None:
    """A key opening with a colon right after a string value: the old key pattern paired the value's
    closing quote with the key's opening one, never saw the key, and passed its secret as clean."""
    for doc in (
        {"0": "b", ":password": "hunter2"},
        {"0": "x", ":api_key": "abcdef"},
        {"a": ["b"], ":": {"token": "q"}},
    ):
        text = canonical(doc)
        assert R.redact(json.loads(text)) != json.loads(text)
        assert not R.clean_json(text), text


_KEY_NAMES = st.sampled_from(
    ["idem_key", "Idempotency-Key", "idempotencyKey", "args", "to", "step", "body", "idem", "id"]
)


@given(
    st.recursive(
        st.none() | st.integers() | st.text(max_size=8),
        lambda kids: st.dictionaries(_KEY_NAMES | st.text(max_size=9), kids, max_size=4) | st.lists(kids, max_size=3),
        max_leaves=12,
    )
)
def test_the_keys_pass_tells_whether_an_idempotency_key_is_among_them(doc: object) -> None:
    """``_plain_parts`` says, from the same pass over the keys, whether the document holds an idempotency
    key (``redact_stored`` then decides by its ``args``): exactly when one of its keys, at any depth, is one."""
    text = canonical(doc)
    parts, seen = R._plain_parts(text.encode())
    keyed = bool(seen & 8)
    keys: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            keys.extend(value)
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(json.loads(text))
    assert keyed == (parts is not None and any(R.key_kind(k) == key_rules.IDEM for k in keys)), (text, keys)


@given(st.dictionaries(st.text(max_size=6).filter(lambda k: "\\" not in k), _JSON, max_size=5))
def test_the_keys_read_from_the_text_are_the_keys_of_the_document(doc: dict) -> None:
    """``_plain_parts`` pairs quotes: the strings it sees followed by a colon are exactly the
    document's keys, and a document with one telling key anywhere is never handled on its text."""
    text = canonical(doc)
    if "\\" in text:
        return
    keys: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                keys.append(k)
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(json.loads(text))
    parts, _ = R._plain_parts(text.encode())
    telling = [k for k in keys if R.key_kind(k) not in (None, "numeric", "name?", "email") or R.redact_text(k) != k]
    if {"name?", "email"} <= {R.key_kind(k) for k in keys}:
        telling.append("a bare name beside an email key")
    if telling:
        assert parts is None, (text, telling)
        return
    assert parts is not None
    seen = [parts[i].decode() for i in range(1, len(parts) - 1, 2) if parts[i + 1].lstrip()[:1] == b":"]
    assert sorted(seen) == sorted(keys)
