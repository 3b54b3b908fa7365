"""The side-effect ledger: same key ⇒ one row; no key (None or "") ⇒ never deduped (pitfall 2)."""

import pytest

from runs.demo.sinks import DbSideEffectSink
from runs.models import SideEffect

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.mark.parametrize("empty", [None, ""])
def test_an_empty_key_never_dedupes(empty):
    sink = DbSideEffectSink("email")
    first = sink.send(empty, "a@example.com", "s", "b")
    second = sink.send(empty, "a@example.com", "s", "b")
    assert first != second and sink.count() == 2
    assert set(SideEffect.objects.values_list("idem_key", flat=True)) == {None}
    assert sink.find("") is None


def test_the_same_key_creates_one_row_per_kind():
    email = DbSideEffectSink("email")
    assert email.send("k", "a@example.com", "s", "b") == email.send("k", "b@example.com", "other", "")
    assert email.count() == 1 and email.find("k") == email.send("k", "a@example.com", "s", "b")
    assert DbSideEffectSink("payment").find("k") is None
