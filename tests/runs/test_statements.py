"""``runs.journal.statements.Statement``: a query compiled once gives what the ORM's ``values_list`` gives."""

from __future__ import annotations

import pytest
from django.utils import timezone

from runs.journal.statements import INT, STR, Statement
from runs.models import Event, Run
from runs.worker.engine import drive_run
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

RUN_FIELDS = tuple(f.attname for f in Run._meta.concrete_fields)
RUN = Statement(lambda run: Run.objects.filter(id=run).values_list(*RUN_FIELDS), run=STR)
RANGE = Statement(
    lambda run, low, high: (
        Event.objects.filter(run_id=run, seq__gte=low, seq__lt=high)
        .order_by("seq")
        .values_list("seq", "type", "payload_purged", "created_at")
    ),
    run=STR,
    low=INT,
    high=INT,
)


def test_rows_equal_the_orms_for_any_bound_values() -> None:
    first, second = make_run(n=1), make_run(n=2)
    assert str(drive_run(first)) == "COMPLETED"
    Event.objects.filter(run_id=first, seq=3).update(payload="", payload_purged=True)
    for run_id in (first, second, "run_unknown"):
        assert RUN.rows(run=run_id) == list(Run.objects.filter(id=run_id).values_list(*RUN_FIELDS))
        for low, high in ((1, 10), (2, 4), (40, 1000), (5, 5)):
            orm = Event.objects.filter(run_id=run_id, seq__gte=low, seq__lt=high).order_by("seq")
            rows = RANGE.rows(run=run_id, low=low, high=high)
            assert rows == list(orm.values_list("seq", "type", "payload_purged", "created_at"))
    rows = RANGE.rows(run=first, low=1, high=10)
    assert [r[2] for r in rows] == [False, False, True] + [False] * 6  # booleans, also on SQLite
    assert all(timezone.is_aware(r[3]) for r in rows)  # aware datetimes, also on SQLite
    # (on PostgreSQL psycopg's C loader reads them: the same text as the ORM's, the same zone)
    orm = Event.objects.filter(run_id=first, seq__lt=10).order_by("seq").values_list("created_at", flat=True)
    assert [(r[3].isoformat(), r[3].tzinfo) for r in rows] == [(t.isoformat(), t.tzinfo) for t in orm]


def test_without_use_tz_rows_carry_the_naive_datetimes_the_orm_reads(settings) -> None:
    """psycopg's C loader gives aware UTC datetimes: right only where Django reads those (USE_TZ on, the
    connection in UTC). Without USE_TZ the ORM reads naive ones, and so must a statement."""
    settings.USE_TZ = False
    run_id = make_run()
    rows = RANGE.rows(run=run_id, low=1, high=10)
    orm = Event.objects.filter(run_id=run_id, seq__lt=10).order_by("seq")
    assert rows == list(orm.values_list("seq", "type", "payload_purged", "created_at"))
    assert rows and not any(timezone.is_aware(r[3]) for r in rows)
