"""events.restored: the store's fast way back from a row to an Event is the Event itself."""

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentops.core.events import Event, EventType, restored


@pytest.mark.sqlite
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
    assert dataclasses.astuple(back) == dataclasses.astuple(made) and back.payload is payload


@pytest.mark.sqlite
def test_a_restored_event_stays_frozen():
    event = restored("run_x", 4, EventType.STEP_COMMITTED, {"step": 1}, "evt_1", "0" * 64, "f" * 64)
    assert event.step == 1 and event.call_index is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.seq = 5  # type: ignore[misc]
