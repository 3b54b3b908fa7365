"""``runs.journal.statements.Statement``: a query compiled once gives what the ORM's ``values_list`` gives."""

from __future__ import annotations

from datetime import datetime

import pytest
from django.db import connection
from django.utils import timezone

from runs.journal.statements import INT, INTS, STR, STRS, Statement, _naive_utc
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


def test_list_parameters_give_the_orms_rows_for_any_lengths_compiled_once_per_length() -> None:
    first, second = make_run(n=1), make_run(n=2)
    assert str(drive_run(first)) == "COMPLETED"
    fields = ("run_id", "seq", "type", "payload_purged", "created_at")
    builds = []

    def build(runs, seqs):
        builds.append((len(runs), len(seqs)))
        return Event.objects.filter(run_id__in=runs, seq__in=seqs).order_by("run_id", "seq").values_list(*fields)

    listed = Statement(build, runs=STRS, seqs=INTS)
    cases = [
        ([first], [1, 3]),
        ([second], [2, 1]),  # the same lengths, other values: no second compile
        ([first, second, "run_unknown"], [1, 2, 3, 4]),
        ([first], []),  # an empty list: no rows, no statement sent
        ([], [1]),
    ]
    for runs, seqs in cases:
        orm = Event.objects.filter(run_id__in=runs, seq__in=seqs).order_by("run_id", "seq")
        assert listed.rows(runs=runs, seqs=seqs) == list(orm.values_list(*fields))
    assert builds == [(1, 2), (3, 4), (1, 0), (0, 1)]
    both = listed.rows(runs=[first, second, "run_unknown"], seqs=[1, 2, 3, 4])
    assert [r[:2] for r in both] == sorted([(first, 1), (first, 2), (first, 3), (first, 4), (second, 1)])
    assert builds[-1] == (0, 1)  # compiled already


@pytest.mark.parametrize("value", [None, "2026-12-05 03:45:48.123456", datetime(2026, 12, 5, 3, 45, 48)])
def test_the_sqlite_datetime_fast_path_gives_what_djangos_converter_gives(value) -> None:  # type: ignore[no-untyped-def]
    """A naive datetime from the driver is made aware as Django makes it; a text (a column the driver could
    not type: a subquery's) or a NULL goes through Django's own converter."""
    if connection.vendor != "sqlite":
        pytest.skip("SQLite's converter (PostgreSQL's driver loads its timestamps itself)")
    ours = _naive_utc(value, None, connection)
    django = connection.ops.convert_datetimefield_value(value, None, connection)
    assert ours == django and getattr(ours, "tzinfo", None) == getattr(django, "tzinfo", None)
    assert value is None or timezone.is_aware(ours)
