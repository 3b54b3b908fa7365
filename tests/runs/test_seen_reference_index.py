"""The start-up check ``agentops.W001`` counts the runs whose seen reference another redaction made through the partial
index ``run_reference_seen_by`` (migration 0038), not by reading the whole runs table at every process start (known9):
PostgreSQL's plan for its count, on 20,000 runs, is an index scan; before, a sequential scan of ``runs_run``."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from django.db import connection

from runs.governance.redaction import from_settings
from runs.governance.seen_references import check_stale_references, stale
from runs.models import Run

pytestmark = pytest.mark.django_db
RUNS = 20_000


def _runs(n: int, seen_by: str, *, start: int = 0, reference: str = "T-{}") -> None:
    at = datetime(2026, 1, 1, tzinfo=UTC)
    Run.objects.bulk_create(
        [
            Run(
                id=f"run_idx_{i:06d}",
                agent="support",
                status="COMPLETED",
                model_version="m",
                template_hash="t",
                last_hash="h",
                reference=reference.format(i),
                reference_seen=reference.format(i),
                reference_seen_by=seen_by,
                created_at=at,
                last_event_at=at,
            )
            for i in range(start, start + n)
        ],
        batch_size=2000,
    )


def _plan(sql: str, params: tuple) -> str:
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE runs_run")
        cursor.execute(f"EXPLAIN {sql}", params)
        return "\n".join(row[0] for row in cursor.fetchall())


@pytest.mark.sqlite
def test_the_check_counts_exactly_the_runs_another_redaction_made():
    current = from_settings().fingerprint
    _runs(30, current)
    _runs(4, "0" * 64, start=30)  # below the current fingerprint
    _runs(3, "f" * 64, start=34)  # above it
    _runs(2, "", start=37)  # made before fingerprints were kept
    _runs(5, "0" * 64, start=39, reference="")  # no reference: nothing to make again
    assert stale(Run.objects.all()).count() == 9
    [warning] = check_stale_references(databases=["default"])
    assert warning.id == "agentops.W001" and warning.msg.startswith("9 runs' references")


def test_postgresqls_plan_for_the_start_up_count_uses_the_index_not_a_scan_of_the_table():
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL's plan")
    _runs(RUNS, from_settings().fingerprint)
    _runs(5, "0" * 64, start=RUNS)
    sql, params = stale(Run.objects.all()).values("pk").query.sql_with_params()
    plan = _plan(f"SELECT count(*) FROM ({sql}) AS s", params)
    assert "run_reference_seen_by" in plan, plan
    assert "Seq Scan on runs_run" not in plan, plan
    assert stale(Run.objects.all()).count() == 5
