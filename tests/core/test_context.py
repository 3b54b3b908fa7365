"""The resume's context: snapshots' arrays kept as stored JSON, decoded only when a message in them is read."""

from __future__ import annotations

import pytest

from agentops.core.canon import canonical
from agentops.core.context import Context, Stored, lazy_snapshot
from agentops.core.events import Event, EventType
from agentops.core.replay import ReplayIndex


def _msgs(first: int, count: int) -> list[dict]:
    return [
        {"role": "tool", "content": f"m{i}", "args": {"at": i, "x": '],"at":1'}} for i in range(first, first + count)
    ]


def _stored(first: int, count: int) -> Stored:
    return Stored(canonical(_msgs(first, count)), count)


def _context() -> Context:
    """10 messages: 2 decoded, 3 stored, 3 stored, 2 decoded."""
    ctx = Context(_msgs(0, 2))
    ctx.extend(_stored(2, 3))
    ctx.extend(_stored(5, 3))
    ctx.extend(_msgs(8, 2))
    return ctx


def test_a_context_reads_as_the_list_it_stands_for_decoding_only_what_is_read():
    ctx, whole = _context(), _msgs(0, 10)
    assert len(ctx) == 10 and len(ctx.stored_parts()) == 2  # counted without decoding
    assert ctx[-1] == whole[-1] and ctx[9] == whole[9] and ctx[8:] == whole[8:] and ctx[0] == whole[0]
    assert len(ctx.stored_parts()) == 2  # the first and last messages did not touch the stored parts
    assert ctx[6] == whole[6] and len(ctx.stored_parts()) == 1  # only the part holding message 6
    assert ctx[1:4] == whole[1:4] and not ctx.stored_parts()
    assert ctx == whole and list(ctx) == whole and ctx[::2] == whole[::2] and ctx != whole[:9]
    with pytest.raises(IndexError):
        ctx[10]


def test_changes_are_a_lists_and_never_reach_a_copy_or_the_stored_part():
    ctx, whole = _context(), _msgs(0, 10)
    twin = ctx.copy()
    ctx[3] = {"role": "user", "content": "changed"}
    whole[3] = {"role": "user", "content": "changed"}
    ctx.append({"role": "user", "content": "more"})
    whole.append({"role": "user", "content": "more"})
    assert ctx == whole and twin == _msgs(0, 10)  # the copy shares the stored part, not the change
    ctx.insert(0, {"role": "system"})
    whole.insert(0, {"role": "system"})
    del ctx[1]
    del whole[1]
    assert ctx == whole


@pytest.mark.parametrize("length", [0, 1, 2, 3, 5, 6, 8, 9, 10, 12])
def test_truncating_keeps_the_first_messages_and_decodes_only_a_part_cut_in_two(length):
    ctx = _context()
    ctx.truncate(length)
    if length in (2, 5, 8, 10):  # at a part's boundary: the parts kept are still stored
        assert len(ctx.stored_parts()) == {2: 0, 5: 1, 8: 2, 10: 2}[length]
    assert ctx == _msgs(0, min(length, 10))
    del ctx[length:]
    assert len(ctx) == min(length, 10)


def test_array_text_is_the_whole_context_as_one_array_without_decoding_a_stored_part():
    ctx = _context()
    ctx.extend(Stored("[]", 0))  # an empty part adds nothing, not a stray comma
    text = ctx.array_text()
    assert len(ctx.stored_parts()) == 3  # joined from their own text
    assert text == canonical(_msgs(0, 10))
    assert Stored(text, 10).messages() == list(ctx) and Context().array_text() == "[]"


def test_a_stored_part_that_does_not_hold_its_count_is_refused_when_read():
    ctx = Context()
    ctx.extend(Stored(canonical(_msgs(0, 3)), 4))
    assert len(ctx) == 4
    with pytest.raises(ValueError, match="should hold 4 messages"):
        list(ctx)


def test_lazy_snapshot_reads_the_fields_of_a_canonical_snapshot_and_keeps_added_stored():
    payload = {"added": _msgs(0, 3), "at": 2, "consumed": {"steps": 1, "tokens": 9, "cost": 0.5}, "failures": 0,
               "n": 3, "step": 7}  # fmt: skip
    read = lazy_snapshot(canonical(payload))
    assert read is not None and isinstance(read["added"], Stored) and not read["added"].decoded
    assert {k: v for k, v in read.items() if k != "added"} == {k: v for k, v in payload.items() if k != "added"}
    assert read["added"].messages() == payload["added"]
    # anything but that exact form is decoded whole by the caller
    for other in (
        {k: v for k, v in payload.items() if k != "n"},  # a snapshot written before ``n``
        {**payload, "extra": {"at": 1}},
        {"messages": _msgs(0, 2), "step": 3, "consumed": payload["consumed"]},  # a whole-context snapshot
        {**payload, "n": "3"},
    ):
        assert lazy_snapshot(canonical(other)) is None


def _snapshot(seq: int, at: int, count: int) -> Event:
    payload = {"added": _msgs(at, count), "at": at, "consumed": {"steps": seq, "tokens": 0, "cost": 0},
               "failures": 0, "n": count, "step": seq}  # fmt: skip
    return Event("run_c", seq, EventType.SNAPSHOT_TAKEN, lazy_snapshot(canonical(payload)), f"e{seq}", "", f"h{seq}")


def test_an_index_folds_stored_snapshots_without_decoding_and_refuses_a_missing_one():
    started = Event("run_c", 1, EventType.RUN_STARTED, {"messages": _msgs(0, 2), "budget": {}}, "e1", "", "h1")
    index = ReplayIndex.build("run_c", [started, _snapshot(2, 2, 3), _snapshot(3, 5, 4)])
    assert len(index.messages) == 9 and len(index.messages.stored_parts()) == 2 and index.snapshot_len == 9
    assert index.messages == _msgs(0, 9)
    with pytest.raises(ValueError, match="a snapshot of the chain was not read"):
        ReplayIndex.build("run_c", [started, _snapshot(3, 5, 4)])


def test_a_stored_part_that_is_not_one_json_array_is_refused_when_read():
    ctx = Context()
    ctx.extend(Stored(canonical(_msgs(0, 1)) + "," + canonical(_msgs(1, 1)), 1))
    with pytest.raises(ValueError, match="not one JSON array each"):
        ctx[0]
