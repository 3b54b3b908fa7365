"""events.Event: a msgspec Struct that is equal, shown and frozen as the dataclass it was."""

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentops.core.events import Event, EventType, restored


@given(
    run_id=st.text(max_size=12),
    seq=st.integers(1, 10**9),
    kind=st.sampled_from(list(EventType)),
    payload=st.dictionaries(st.text(max_size=4), st.integers() | st.text(max_size=4), max_size=3),
    ids=st.tuples(st.text(max_size=8), st.text(max_size=8), st.text(max_size=8)),
)
def test_restored_is_the_event_init_makes(run_id, seq, kind, payload, ids):
    made = Event(run_id, seq, kind, payload, *ids)
    back = restored(run_id, seq, kind, payload, *ids)
    assert type(back) is Event and back == made and repr(back) == repr(made)
    assert msgspec.structs.astuple(back) == msgspec.structs.astuple(made) and back.payload is payload


def test_a_restored_event_stays_frozen():
    event = restored("run_x", 4, EventType.STEP_COMMITTED, {"step": 1}, "evt_1", "0" * 64, "f" * 64)
    assert event.step == 1 and event.call_index is None
    with pytest.raises(AttributeError):
        event.seq = 5  # type: ignore[misc]


def test_an_event_is_equal_and_shown_without_its_body_and_is_not_hashable():
    event = Event("run_x", 4, EventType.SNAPSHOT_TAKEN, {"step": 1}, "evt_1", "0" * 64, "f" * 64)
    with_body = msgspec.structs.replace(event, body=object())
    assert event == with_body and (event != with_body) is False and repr(event) == repr(with_body)
    assert "body" not in repr(event) and repr(event).startswith("Event(run_id='run_x', seq=4, type=")
    assert event != msgspec.structs.replace(event, payload={"step": 2}) and event != (event.run_id, event.seq)
    with pytest.raises(TypeError):
        hash(event)
