"""PostgreSQL: the journal's hot statements bind on the server and are prepared once per connection
(``DB_PREPARE_THRESHOLD``), so the server parses and plans an append's statement once, not at every append."""

import pytest
from django.db import connection, transaction

from agentops.core.events import EventType, NewEvent
from agentops.settings import env_threshold
from runs.claims.services import resolve_citations
from runs.dashboard.selectors import status_counts
from runs.journal import leases
from runs.journal.chain import verify_chain
from runs.journal.store import _ANY_RUN, _FROM_SEQ, DbJournal, _resume_sql, forget_folds, load_events, resume_index
from runs.models import Event
from runs.worker.engine import drive_run
from tests.runs.factories import make_run


def _prepared(prefix: str) -> int:
    return _prepared_like(prefix + "%")


def _prepared_like(pattern: str) -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE %s", [pattern])
        return cursor.fetchone()[0]


@pytest.fixture
def fresh_connection():
    """A new connection (none of an earlier test's prepared statements), closed again afterwards so
    the next test's has the settings' threshold."""
    if connection.vendor != "postgresql":
        pytest.skip("prepared statements are PostgreSQL's")
    connection.close()
    yield
    connection.close()


def _set_threshold(value):
    connection.ensure_connection()
    connection.connection.prepare_threshold = value


@pytest.mark.django_db(transaction=True)
def test_an_append_statement_is_prepared_on_the_server_after_the_threshold_and_reused(fresh_connection):
    _set_threshold(2)
    run_id = make_run(n=1)
    lease = leases.acquire(run_id, "w")
    journal = DbJournal(run_id, lease.fence, lease.head_seq)
    payload = {"step": 0, "output": {"content": "", "tool_calls": [], "usage": {"total_tokens": 1}}}
    journal.append([NewEvent(EventType.LLM_SAMPLED, payload)])
    assert _prepared("WITH g AS") == 0  # run once: not yet
    for _ in range(4):
        journal.append([NewEvent(EventType.LLM_SAMPLED, payload)])
    assert _prepared("WITH g AS") == 1  # one shape, prepared once and reused
    assert _prepared('SELECT "runs_run"') == 0  # Django's own statements bind on the client
    assert verify_chain(run_id).ok


@pytest.mark.django_db(transaction=True)
def test_the_resume_and_the_whole_history_read_are_prepared_after_the_threshold_and_reused(fresh_connection):
    """The journal's two reads (``runs.journal.sql.fetch_all``) bind on the server too: a worker's
    resumes and the time-travel reads are parsed and planned once per connection."""
    run_id = make_run(n=1)
    assert str(drive_run(run_id)) == "COMPLETED"
    connection.close()
    _set_threshold(2)
    forget_folds()
    first, events = resume_index(run_id), load_events(run_id, from_snapshot=False)
    assert _prepared_like('%"runs_event"."context"%') == 0  # each run once: not yet
    for _ in range(3):
        forget_folds()
        assert resume_index(run_id).messages == first.messages
        assert load_events(run_id, from_snapshot=False) == events
    assert _prepared_like('%"runs_event"."context"%') == 1  # the resume's union
    # the whole history's: its pages and the rows after them (``runs.journal.pages.read_with_rows``)
    assert _prepared_like('SELECT first_seq%"runs_eventpage"%UNION ALL SELECT seq%"runs_event"%') == 1
    assert [e.seq for e in events] == list(range(1, len(events) + 1)) and verify_chain(run_id).ok


@pytest.mark.django_db(transaction=True)
def test_the_resumes_prepared_statement_reads_the_snapshots_by_their_partial_index_in_its_generic_plan(
    fresh_connection,
):
    """The snapshots' type is written in the resume's statement (``runs.journal.sql.inline``), not bound: a
    generic plan (what PostgreSQL may keep for a prepared statement) cannot prove a bound ``type = $n``
    matches ``event_run_snapshot``'s condition, and would read every event of the run between them."""
    run_id = make_run(n=1)
    assert str(drive_run(run_id)) == "COMPLETED"
    connection.close()
    _set_threshold(2)
    for _ in range(3):
        forget_folds()
        resume_index(run_id)
    _, params = _resume_sql("postgresql")
    args = [{_ANY_RUN: run_id, _FROM_SEQ: 2}.get(p, p) for p in params]
    with connection.cursor() as cursor:
        cursor.execute("SELECT name FROM pg_prepared_statements WHERE statement LIKE %s", ['%"runs_event"."context"%'])
        ((name,),) = cursor.fetchall()
        cursor.execute("SET plan_cache_mode = force_generic_plan")
        cursor.execute(f"EXPLAIN EXECUTE {name}({', '.join(['%s'] * len(args))})", args)
        plan = "\n".join(row[0] for row in cursor.fetchall())
        cursor.execute("RESET plan_cache_mode")
    assert "event_run_snapshot" in plan, plan


@pytest.mark.django_db(transaction=True)
def test_the_rows_walk_read_through_libpq_is_prepared_after_the_threshold_and_again_after_a_rollback(fresh_connection):
    """``verify_chain``'s one statement (``runs.journal.sql.raw_rows``, sent through libpq) is prepared as psycopg's
    cursors' are: from the threshold on, under a name psycopg's manager keeps, so a rollback that makes psycopg
    deallocate every statement of the session takes it too and a later walk prepares it again (never a name gone)."""
    run_id = make_run(n=1)
    assert str(drive_run(run_id)) == "COMPLETED"
    connection.close()
    _set_threshold(2)
    report = verify_chain(run_id)
    assert report.ok and _prepared("(SELECT -1,") == 0  # run once: not yet
    for _ in range(3):
        assert verify_chain(run_id) == report
    assert _prepared("(SELECT -1,") == 1  # prepared once and reused
    with pytest.raises(RuntimeError), transaction.atomic():  # psycopg: ROLLBACK, then DEALLOCATE ALL
        Event.objects.filter(run_id=run_id, seq=1).update(type="RunFailed")
        raise RuntimeError
    assert _prepared("(SELECT -1,") == 0
    for _ in range(3):  # no "prepared statement … does not exist": prepared anew from the threshold on
        assert verify_chain(run_id) == report
    assert _prepared("(SELECT -1,") == 1
    Event.objects.filter(run_id=run_id, seq=2).update(type="RunFailed")  # and still the walk of what is stored
    assert not verify_chain(run_id).ok


@pytest.mark.django_db(transaction=True)
def test_the_export_from_its_pages_reads_them_with_the_probe_in_one_prepared_statement(fresh_connection):
    """The export's one statement of a run from its pages (``export_pages.source`` with ``read_up_to``, sent through
    libpq) is prepared from the threshold on and reused, as the cursors' statements are."""
    from runs.governance.export import export_stream
    from runs.models import EventPage, ExportPage, Run

    run_id = make_run(n=1)
    assert str(drive_run(run_id)) == "COMPLETED"
    runs = Run.objects.filter(id=run_id)
    EventPage.objects.filter(run_id=run_id).delete()
    ExportPage.objects.create(
        run_id=run_id, first_seq=10**6, last_seq=10**6 + 255, fingerprint="other", hash="", packed=b""
    )  # (a page under another key: the probe says there are pages, none of them valid for this export)
    connection.close()
    _set_threshold(2)
    first = b"".join(export_stream(runs, fmt="jsonl"))
    assert _prepared_like("WITH valid AS%probe AS%") == 0  # run once: not yet
    for _ in range(3):
        assert b"".join(export_stream(runs, fmt="jsonl")) == first
    assert _prepared_like("WITH valid AS%probe AS%") == 1


@pytest.mark.django_db(transaction=True)
def test_with_the_threshold_off_the_rows_walk_is_not_prepared(fresh_connection):
    run_id = make_run(n=1)
    assert str(drive_run(run_id)) == "COMPLETED"
    connection.close()
    _set_threshold(None)
    assert all(verify_chain(run_id).ok for _ in range(4)) and _prepared("") == 0


@pytest.mark.django_db(transaction=True)
def test_with_the_threshold_off_nothing_is_prepared_and_runs_complete_the_same(fresh_connection):
    _set_threshold(None)
    runs = [make_run(n=1) for _ in range(2)]
    assert [str(drive_run(r)) for r in runs] == ["COMPLETED", "COMPLETED"]
    assert _prepared("") == 0
    _set_threshold(0)  # every statement prepared at its first run
    again = make_run(n=1)
    assert str(drive_run(again)) == "COMPLETED"
    assert _prepared("WITH g AS") >= 2 and _prepared("INSERT INTO") >= 1
    assert verify_chain(again).ok


@pytest.mark.django_db(transaction=True)
def test_the_dashboard_counts_and_the_claims_audit_reads_are_prepared_after_the_threshold(fresh_connection):
    """The status chips' counts (every dashboard view) and the audit's reads of the cited events, their calls and
    their verdicts (every completion) bind on the server too, with the same answers each time."""
    run_id = make_run(n=1)
    assert str(drive_run(run_id)) == "COMPLETED"
    cited = list(Event.objects.filter(run_id=run_id, type=EventType.TOOL_RESULT).values_list("event_id", flat=True))
    connection.close()
    _set_threshold(2)
    counts, evidence = status_counts(), resolve_citations(cited)
    assert counts["COMPLETED"] == 1 and cited and all(e.verified for e in evidence.values())
    assert _prepared("SELECT $1, COUNT(*)") == 0  # run once: not yet
    for _ in range(3):
        assert status_counts() == counts
        assert resolve_citations(cited) == evidence
    assert _prepared("SELECT $1, COUNT(*)") == 1
    assert _prepared_like('SELECT "runs_toolexecution"."run_id"%') == 1  # the cited calls
    assert _prepared_like('%"runs_event"."type" = $%') == 1  # their verdicts (ToolVerified)
    assert _prepared_like('SELECT "runs_event"."event_id" AS "event_id"%') == 1  # the cited events


@pytest.mark.sqlite
@pytest.mark.parametrize(("raw", "value"), [("5", 5), (" 0 ", 0), ("off", None), ("", None), ("1000", 1000)])
def test_the_prepare_threshold_parses_a_count_or_off(monkeypatch, raw, value):
    monkeypatch.setenv("DB_PREPARE_THRESHOLD", raw)
    assert env_threshold("DB_PREPARE_THRESHOLD", 5) == value


@pytest.mark.sqlite
@pytest.mark.parametrize("bad", ["-1", "x", "2.5", "1001"])
def test_a_malformed_prepare_threshold_stops_start_up_with_its_text(monkeypatch, bad):
    monkeypatch.setenv("DB_PREPARE_THRESHOLD", bad)
    with pytest.raises(RuntimeError, match=f"DB_PREPARE_THRESHOLD={bad!r}: expected a count between 0 and 1000"):
        env_threshold("DB_PREPARE_THRESHOLD", 5)
