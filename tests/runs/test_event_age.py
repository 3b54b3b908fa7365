"""An event's age by the database's clock: what the in-process loop's journal answers (``DbJournal.age``) and a
``need_recheck`` claim's ``sent_age`` (qa-agents8 L2, ``agentops.core.protocol.still_landing``)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from runs.journal.store import event_age
from runs.models import Event
from tests.runs.factories import make_run


@pytest.mark.django_db
@pytest.mark.sqlite
def test_an_events_age_is_read_by_the_databases_clock():
    started = Event.objects.get(run_id=make_run(), seq=1)
    assert 0 <= event_age(started.event_id) < 5
    Event.objects.filter(pk=started.pk).update(created_at=started.created_at - timedelta(seconds=100))
    assert 100 <= event_age(started.event_id) < 105
    assert event_age("evt_nothing") is None
