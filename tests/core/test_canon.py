"""Canonical JSON and keys (SPEC pitfall 3): equal values hash equal, different ones differ."""

import gc
import json
import math
import unicodedata
import weakref

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentops.core.canon import canonical, dumps_normalized, gc_loading, normalize
from agentops.core.keys import chain_hash, event_id, execution_id, idem_key

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**53), max_value=2**53),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
)
json_values = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=4), st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=20,
)


def _nfd(value):
    """The same value with every string (keys too) decomposed to NFD."""
    if isinstance(value, str):
        return unicodedata.normalize("NFD", value)
    if isinstance(value, list):
        return [_nfd(v) for v in value]
    if isinstance(value, dict):
        return {_nfd(k): _nfd(v) for k, v in value.items()}
    return value


def _floats_for_ints(value):
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and abs(value) < 2**53:
        return float(value)
    if isinstance(value, list):
        return [_floats_for_ints(v) for v in value]
    if isinstance(value, dict):
        return {k: _floats_for_ints(v) for k, v in value.items()}
    return value


def _nfc_unique(d) -> bool:
    if isinstance(d, dict):
        keys = [unicodedata.normalize("NFC", k) for k in d]
        return len(keys) == len(set(keys)) and all(_nfc_unique(v) for v in d.values())
    if isinstance(d, list):
        return all(_nfc_unique(v) for v in d)
    return True


@given(st.dictionaries(st.text(max_size=8), scalars, max_size=6))
def test_key_order_does_not_change_the_key(d):
    reordered = dict(reversed(list(d.items())))
    assert canonical(d) == canonical(reordered)
    assert idem_key("run_a", 1, 0, "t", d) == idem_key("run_a", 1, 0, "t", reordered)


@given(json_values)
def test_integral_floats_equal_ints(value):
    assert canonical(_floats_for_ints(value)) == canonical(value)


@given(json_values.filter(_nfc_unique))
def test_nfd_and_nfc_give_the_same_key(value):
    assert canonical(_nfd(value)) == canonical(value)
    assert idem_key("r", 0, 0, "t", _nfd(value)) == idem_key("r", 0, 0, "t", value)


@given(json_values)
def test_canonical_is_idempotent(value):
    assert canonical(normalize(value)) == canonical(value)


@given(json_values.filter(_nfc_unique))
def test_dumps_normalized_equals_canonical_on_normalised_values(value):
    assert dumps_normalized(normalize(value)) == canonical(value)


@pytest.mark.parametrize(
    "value",
    [
        {"a": 1e-05, "b": [0.5, -2.25e-07, 123.456], "c": {"d": -0.125}},  # orjson's own text: 0.00001, -2.25e-7
        {"n": 2**70, "m": -(2**64), "k": 2**64 - 1},  # past orjson's 64 bits, and at its edge
        {"text": "x:1.5, [2e5 and v1.5 3e-x", "k": {"z": 1, "é": "ü", "\U0001f600": [True, None]}, "é": 0},
        {"ctl": "".join(map(chr, range(0x20))) + '"\\\u2028\x7f\ufeff'},
        [{"b": 1, "a": 2}, "1.0", 9007199254740993, -7],
        0.1,
    ],
)
def test_dumps_normalized_is_jsons_text_where_orjson_writes_a_number_otherwise(value):
    assert dumps_normalized(normalize(value)) == canonical(value)


@given(json_values, json_values)
def test_different_args_give_different_keys(a, b):
    if canonical(a) != canonical(b):
        assert idem_key("r", 3, 1, "send_email", a) != idem_key("r", 3, 1, "send_email", b)


@given(st.text(max_size=10), st.integers(0, 50), st.integers(0, 5))
def test_every_key_component_matters(run_id, step, call_index):
    base = idem_key(run_id, step, call_index, "t", {"a": 1})
    assert base != idem_key(run_id + "x", step, call_index, "t", {"a": 1})
    assert base != idem_key(run_id, step + 1, call_index, "t", {"a": 1})
    assert base != idem_key(run_id, step, call_index + 1, "t", {"a": 1})
    assert base != idem_key(run_id, step, call_index, "u", {"a": 1})
    assert base and len(base) == 64


def test_the_literal_cases():
    assert canonical({"b": 1, "a": [1.0, 2.5]}) == '{"a":[1,2.5],"b":1}'
    assert idem_key("r", 0, 0, "t", {"n": 1}) == idem_key("r", 0, 0, "t", {"n": 1.0})
    assert idem_key("r", 0, 0, "t", {"name": "Jos\u00e9"}) == idem_key("r", 0, 0, "t", {"name": "Jose\u0301"})
    assert canonical(("a", 1)) == canonical(["a", 1])
    assert canonical(True) != canonical(1)


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf, {"x": [math.nan]}])
def test_non_finite_numbers_are_refused(bad):
    with pytest.raises(ValueError, match="non-finite"):
        canonical(bad)
    with pytest.raises(ValueError):
        idem_key("r", 0, 0, "t", bad)


def test_unserialisable_values_and_colliding_keys_are_refused():
    with pytest.raises(TypeError):
        canonical({1: "int key"})
    with pytest.raises(TypeError):
        canonical({"x": object()})
    with pytest.raises(ValueError, match="collide"):
        canonical({"Jos\u00e9": 1, "Jose\u0301": 2})
    with pytest.raises(ValueError, match="collide"):  # an ASCII key (kept as it is) and the Kelvin sign's NFC
        canonical({"K": 1, "\u212a": 2})


class _Label(str):
    pass


def test_subclasses_and_the_exact_types_normalise_alike():
    """normalize() dispatches exact types first (ASCII strings as they are); subclasses take the
    general path, with the same canonical text."""
    plain = {"k": ["Jose\u0301", ("x", 1.0)], "n": None, "b": True}
    subclassed = {_Label("k"): [_Label("Jose\u0301"), ("x", 1.0)], "n": None, "b": True}
    assert canonical(plain) == canonical(subclassed) == '{"b":true,"k":["Jos\u00e9",["x",1]],"n":null}'
    ascii_text = "already NFC"
    assert normalize(ascii_text) is ascii_text


def test_derived_ids_are_stable_and_distinct():
    assert execution_id("r", 1, 0) == execution_id("r", 1, 0) != execution_id("r", 1, 1)
    assert event_id("r", 5) == event_id("r", 5) != event_id("r2", 5)
    assert chain_hash("0" * 64, "r", 1, "RunStarted", {"a": 1}) != chain_hash("0" * 64, "r", 1, "RunStarted", {"a": 2})


def test_loads_gives_what_json_gives_where_orjson_would_not():
    from agentops.core.canon import loads

    for text in ("[123456789012345678901234567890, -98765432109876543210]", '{"a": "\\ud800"}', '[1.5, "é", 7]'):
        assert loads(text) == json.loads(text)
    assert type(loads("[123456789012345678901234567890]")[0]) is int  # orjson alone gives a float


def test_the_chain_hash_of_stored_text_equals_the_canonical_one_for_plain_and_other_ids():
    from agentops.core.keys import chain_hash_of_text

    payload = {"step": 3, "note": "é"}
    for run_id in ("run_0a1b", "run-x", "rün", 'r"q'):
        text = canonical(payload)
        assert chain_hash_of_text("0" * 64, run_id, 7, "LlmSampled", text) == chain_hash(
            "0" * 64, run_id, 7, "LlmSampled", payload
        )


@given(st.lists(json_values, max_size=6))
def test_loads_many_gives_what_json_gives_row_by_row(values):
    from agentops.core.canon import loads_many

    texts = [canonical(v) for v in values if _nfc_unique(v)]
    assert loads_many(texts) == [json.loads(t) for t in texts]


def test_loads_many_sends_to_json_only_the_texts_that_need_it(monkeypatch):
    from agentops.core import canon

    big = "[123456789012345678901234567890]"
    for texts in (['{"a":1}', big], ['{"a":"\ud800"}', "[2]"], ["[1]", '{"a": "\\ud800"}'], ["12345678901", "[1]"]):
        assert canon.loads_many(texts) == [json.loads(t) for t in texts]
    assert type(canon.loads_many(["[1]", big])[1][0]) is int  # orjson alone gives a float

    sent = []
    real = json.loads
    monkeypatch.setattr(canon.json, "loads", lambda text: sent.append(text) or real(text))
    # ten digits and nine: a run ends where a text does, so the two are no run of 19
    assert canon.loads_many(["1234567890", "123456789"]) == [1234567890, 123456789]
    assert sent == []
    # a hex digest holding 19 digits and two long integers among plain texts: only those three go to json
    digest = '{"idem_key":"ab9532897780629879703cd"}'
    texts = ["[1]", digest, '{"n":2}', big, "[3]", "12345678901234567890"]
    assert canon.loads_many(texts) == [real(t) for t in texts]
    assert sent == [digest, big, "12345678901234567890"]
    assert type(canon.loads_many(texts)[-1]) is int


def test_holding_runs_names_the_items_with_a_run_of_19_digits_in_one_scan():
    from agentops.core.canon import digits_plain, holding_runs

    items = [
        b'{"a":1}',
        b'{"n":1234567890123456789}',
        b"1234567890",
        b"123456789",
        b'{"k":"ab9532897780629879703cd"}',
        b"[]",
    ]
    data = b"[" + b",".join(items) + b"]"
    ends, at = [], 0
    for item in items:
        at += len(item) + 1
        ends.append(at)
    assert holding_runs(data, ends) == [i for i, item in enumerate(items) if not digits_plain(item)] == [1, 4]
    assert holding_runs(b"[1,2]", [2, 4]) == []


def test_a_bulk_load_leaves_its_containers_to_the_oldest_generation_and_collects_what_was_young():
    """``gc_loading``: what the load makes skips the young passes (only a full pass walks it, and collects what of it
    becomes garbage); the garbage the caller left young is collected as it starts (none escapes to the oldest)."""
    gc.collect()
    callers = weakref.ref(_Cyclic())
    with gc_loading():
        assert not gc.isenabled() and callers() is None
        loaded = [{"payload": [i]} for i in range(2000)]
        dropped = weakref.ref(_Cyclic())  # garbage made inside the load
    assert gc.isenabled() and gc.get_freeze_count() == 0
    young = {id(o) for o in gc.get_objects(0) + gc.get_objects(1)}
    assert not young & {id(o) for o in loaded} and not young & {id(o["payload"]) for o in loaded}
    gc.collect(1)
    assert dropped() is not None  # no young pass walks it
    gc.collect()
    assert dropped() is None  # a full pass does


def test_a_bulk_load_leaves_an_applications_frozen_objects_frozen_and_a_paused_collector_paused():
    gc.collect()
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with gc_loading():
            assert not gc.isenabled()
            loaded = [[i] for i in range(100)]
        assert gc.isenabled() and gc.get_freeze_count() == frozen
        assert {id(o) for o in loaded} <= {id(o) for o in gc.get_objects(0)}  # young, as gc_paused leaves them
    finally:
        gc.unfreeze()
    gc.disable()
    try:
        with gc_loading():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


class _Cyclic:
    def __init__(self) -> None:
        self.me = self
