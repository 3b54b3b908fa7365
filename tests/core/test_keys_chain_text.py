"""chain_hash_of_text: the dashboard's fast chain check equals the journal's chain_hash on canonical text."""

import hashlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentops.core.canon import canonical
from agentops.core.keys import GENESIS_HASH, chain_hash, chain_hash_of_text

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text() | st.floats(allow_nan=False, allow_infinity=False),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(), children, max_size=4),
    max_leaves=12,
)


@pytest.mark.sqlite
@given(payload=st.dictionaries(st.text(), json_values, max_size=5), seq=st.integers(1, 10**6))
def test_equal_on_canonical_text(payload, seq):
    text = canonical(payload)
    assert chain_hash_of_text(GENESIS_HASH, "run_x", seq, "ToolResult", text) == chain_hash(
        GENESIS_HASH, "run_x", seq, "ToolResult", payload
    )


@pytest.mark.sqlite
def test_reformatted_text_does_not_match():
    payload = {"a": 1, "b": [1, 2]}
    good = chain_hash(GENESIS_HASH, "r", 1, "T", payload)
    assert chain_hash_of_text(GENESIS_HASH, "r", 1, "T", '{"a": 1, "b": [1, 2]}') != good


@pytest.mark.sqlite
@given(run_id=st.text(max_size=12) | st.from_regex(r"run_[0-9a-f]{16}", fullmatch=True), seq=st.integers(0, 10**9))
def test_event_id_fast_path_equals_the_canonical_one(run_id, seq):
    from agentops.core.canon import canonical_bytes
    from agentops.core.keys import event_id

    expected = "evt_" + hashlib.sha256(canonical_bytes(["event", run_id, seq])).hexdigest()[:20]
    assert event_id(run_id, seq) == expected
