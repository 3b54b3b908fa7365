"""A pass's occasions of each kind are noticed in the order they happened, as dead letters are
(``test_notify_followups``): the collector read held calls, runs in doubt, failed runs, held replies, expired approvals
and stuck runs with no ORDER BY, and PostgreSQL returns a row rewritten since (a heartbeat, a retention pass, a
verifier's answer) from the table's end — the message listed those occasions shuffled."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.models import F
from django.utils import timezone

from approvals.models import Notice, NoticeKind
from approvals.notify.collect import collect
from runs.models import Run, ToolExecution
from tests.dashboard.conftest import waiting_payment
from tests.notify.test_notify_failed import failed_for_good

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture(autouse=True)
def _decisions_only(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")


@pytest.fixture
def table_order():
    """PostgreSQL planning as on a table too big for its index to pay: rows read in the table's order (SET LOCAL:
    the test's transaction only). SQLite has no such setting: there the tests read as they always did."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SET LOCAL enable_indexscan = off; SET LOCAL enable_bitmapscan = off")


def noticed(kind: NoticeKind) -> list[str]:
    """The runs of ``kind``'s notices in the order they were made (the order a message lists them)."""
    return list(Notice.objects.filter(kind=kind).order_by("created_at", "id").values_list("run_id", flat=True))


def test_held_calls_are_noticed_in_the_order_they_were_held_whatever_order_the_database_reads_them(notify, table_order):
    notify(email=["ops@example.com"])
    runs = [waiting_payment(f"INV-{i}").id for i in range(4)]
    # the first held call's row rewritten since (no field changed): PostgreSQL now reads it from the table's end
    ToolExecution.objects.filter(run_id=runs[0]).update(tool=F("tool"))
    Run.objects.filter(id=runs[0]).update(reference="touched since")
    assert collect(now=timezone.now()) == 4
    assert noticed(NoticeKind.APPROVAL) == runs


def test_runs_failed_for_good_are_noticed_in_the_order_they_failed(notify, table_order):
    notify(email=["ops@example.com"])
    runs = [failed_for_good().id for _ in range(4)]
    Run.objects.filter(id=runs[0]).update(reference="touched since")  # its row rewritten, at the table's end
    assert collect(now=timezone.now()) == 4
    assert noticed(NoticeKind.FAILED) == runs
