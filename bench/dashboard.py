"""Dashboard benchmark on PostgreSQL: 100k runs, a 10,000-event run, the stuck view.

Measures server time (the whole Django stack, in-process test client: middleware, view, selectors,
templates) for the runs list (sorted, filtered, searched, a deep keyset page), the stuck-runs view,
the needs-action counts, a 10,000-event run page and its "older steps" page, and the latency from
the start of an event append to its delivery on the run's websocket (the real consumer and channel
layer — Redis when REDIS_URL is set — in-process, no TCP hop).

Each new page runs beside its own baseline, on the same data in the same process:
- run page: the same view rendering the whole journal (what it did before it opened on the latest
  ``PAGE_EVENTS`` events);
- stuck view: a naive classification of every unfinished run in Python, one query, no LIMIT.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379/2 \\
        python bench/dashboard.py [--runs 100000] [--events 2000000] [--requests 100] [--keep]

It creates its own database (``agentops_dash_bench`` by default, on the server of DATABASE_URL),
bulk-generates with ``generate_series`` and drops the database at the end unless ``--keep``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

DETAIL_RUN = "run_bench_detail"
DETAIL_EVENTS = 10_000


def parse() -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=100_000)
    p.add_argument("--events", type=int, default=2_000_000)
    p.add_argument("--requests", type=int, default=100, help="measured requests per page")
    p.add_argument("--live", type=int, default=100, help="measured append → websocket deliveries")
    p.add_argument("--db", default="agentops_dash_bench")
    p.add_argument("--keep", action="store_true", help="keep the benchmark database")
    p.add_argument("--reuse", action="store_true", help="measure a database kept by an earlier --keep run")
    return p.parse_args()


def server_url(db: str) -> tuple[str, str]:
    base = os.environ.get("DATABASE_URL") or "postgres://postgres@127.0.0.1:5432/postgres"
    parts = urlsplit(base)
    admin = urlunsplit(parts._replace(path="/postgres"))
    return admin, urlunsplit(parts._replace(path=f"/{db}"))


def recreate(admin: str, db: str, *, drop_only: bool = False) -> None:
    import psycopg

    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{db}" WITH (FORCE)')
        if not drop_only:
            conn.execute(f'CREATE DATABASE "{db}"')


def generate(runs: int, events: int) -> dict[str, float]:
    """Bulk rows with generate_series; one real-looking 500-event run with a valid hash chain."""
    from django.db import connection

    per_run = max(1, events // runs)
    timings = {}
    with connection.cursor() as cur:
        t = time.perf_counter()
        cur.execute(
            """
            INSERT INTO runs_run (id, agent, status, model_version, template_hash, reference, create_key, parent_id,
                last_seq, last_hash, snapshot_seq, lease_owner, lease_expires_at, fencing_token, steps_used,
                tokens_used, cost_used, retry_count, has_flagged_claim, created_at, last_event_at, lease_secret_hash)
            SELECT 'run_b' || lpad(i::text, 12, '0'),
                   (ARRAY['ticket', 'ticket-legacy-smtp', 'billing'])[1 + i %% 3],
                   CASE i %% 50 WHEN 0 THEN 'RUNNING' WHEN 1 THEN 'FAILED' WHEN 2 THEN 'RECOVERING'
                        WHEN 3 THEN 'WAITING_MANUAL_CONFIRM' WHEN 4 THEN 'DEAD_LETTER' ELSE 'COMPLETED' END,
                   CASE i %% 3 WHEN 2 THEN 'scripted-billing-v1' ELSE 'scripted-ticket-v1' END,
                   'bench', 'T-' || i, NULL, NULL, %s, md5(i::text) || md5(i::text), 0, NULL, NULL, 1, %s / 5,
                   3000 + i %% 1000, 0.006, 0, i %% 97 = 0,
                   now() - i * interval '25 seconds', now() - i * interval '25 seconds' + interval '90 seconds', ''
            FROM generate_series(1, %s) i
            """,
            [per_run, per_run, runs - 1],
        )
        cur.execute(
            """
            INSERT INTO runs_event (run_id, seq, event_id, type, step, call_index, payload, payload_purged,
                prev_hash, hash, created_at)
            SELECT r.id, s, 'evt_b' || md5(r.id || ':' || s),
                   (ARRAY['LlmSampled', 'ToolRequested', 'ToolResult', 'ToolVerified', 'StepCommitted'])[1 + s %% 5],
                   s / 5, 0, '{"note":"' || repeat('x', 220) || '","step":' || (s / 5) || '}', false,
                   md5(r.id || ':' || (s - 1)) || md5('p'), md5(r.id || ':' || s) || md5('p'),
                   r.created_at + s * interval '1 second'
            FROM runs_run r, generate_series(1, %s) s
            """,
            [per_run],
        )
        cur.execute(
            """
            INSERT INTO runs_toolexecution (id, run_id, step, call_index, tool, args, idem_key, effect, risk, status,
                verified, verification_method, verification_detail, request_event_id, result_event_id,
                requested_at, updated_at)
            SELECT 'exe_b' || md5(r.id), r.id, 1, 0, 'send_email', '{"to":"support@example.com"}', md5(r.id),
                   'write', 'low', CASE WHEN r.status = 'RECOVERING' THEN 'TOOL_EXECUTED' ELSE 'CONFIRMED' END,
                   r.status <> 'RECOVERING', '', '', 'evt_x', NULL, r.created_at, r.created_at
            FROM runs_run r WHERE right(r.id, 1) = '0'
            """
        )
        # what the stuck view looks for: dead workers' leases, runs never started, retries scheduled
        cur.execute(
            "UPDATE runs_run SET lease_owner = 'worker:gone:1', lease_expires_at = now() - interval '5 minutes' "
            "WHERE status = 'RUNNING' AND right(id, 1) = '7'"
        )
        cur.execute("UPDATE runs_run SET status = 'PENDING' WHERE status = 'COMPLETED' AND right(id, 3) = '999'")
        cur.execute(
            "UPDATE runs_run SET next_retry_at = now() + interval '2 minutes', retry_count = 1 "
            "WHERE status = 'FAILED' AND right(id, 1) IN ('1', '3')"
        )
        timings["bulk insert (s)"] = time.perf_counter() - t
    t = time.perf_counter()
    _detail_run()
    with connection.cursor() as cur:
        cur.execute("VACUUM ANALYZE")  # what autovacuum does to a table this size: statistics + visibility map
    timings["detail run + vacuum analyze (s)"] = time.perf_counter() - t
    return timings


def _detail_run() -> None:
    """A 10,000-event run shaped like the ticket agent's (sample → intent → result → verdict → commit)."""
    from django.utils import timezone

    from agentops.core.canon import canonical
    from agentops.core.keys import GENESIS_HASH, chain_hash, event_id, execution_id
    from agentops.demo.ticket import document
    from runs.models import Event, Run, ToolExecution

    now = timezone.now()
    rows, execs, prev = [], [], GENESIS_HASH
    for seq in range(1, DETAIL_EVENTS + 1):
        step, kind = (seq - 2) // 5, (seq - 2) % 5
        exe = execution_id(DETAIL_RUN, step, 0)
        if seq == 1:
            etype, payload = "RunStarted", {"agent": "ticket", "model_version": "scripted-ticket-v1", "budget": {}}
        elif kind == 0:
            etype = "LlmSampled"
            payload = {
                "step": step,
                "output": {
                    "content": f"Step {step}: gathering and notifying.",
                    "tool_calls": [{"name": "retrieve", "args": {"topic": f"t{step}"}, "call_id": f"c{step}"}],
                    "usage": {"prompt_tokens": 3500, "completion_tokens": 300, "total_tokens": 3800, "cost": 0.0076},
                },
            }
        elif kind == 1:
            etype = "ToolRequested"
            payload = {"step": step, "call_index": 0, "execution_id": exe, "tool": "retrieve",
                       "args": {"topic": f"t{step}"}, "idem_key": "k" * 64, "effect": "read", "risk": "low", "gate": "auto"}  # fmt: skip
            execs.append(ToolExecution(id=exe, run_id=DETAIL_RUN, step=step, call_index=0, tool="retrieve",
                                       args="{}", idem_key="k" * 64, effect="read", risk="low", status="CONFIRMED",
                                       verified=True, request_event_id=event_id(DETAIL_RUN, seq), requested_at=now,
                                       updated_at=now))  # fmt: skip
        elif kind == 2:
            etype = "ToolResult"
            docs = [document(f"t{step}", i) for i in range(3)]
            payload = {"step": step, "call_index": 0, "execution_id": exe,
                       "result": {"success": True, "code": "ok", "data": {"docs": docs}}}  # fmt: skip
        elif kind == 3:
            etype = "ToolVerified"
            payload = {"step": step, "call_index": 0, "execution_id": exe, "method": "schema", "detail": "ok"}
        else:
            etype, payload = "StepCommitted", {"step": step}
        digest = chain_hash(prev, DETAIL_RUN, seq, etype, payload)
        row = Event(run_id=DETAIL_RUN, seq=seq, event_id=event_id(DETAIL_RUN, seq), type=etype, step=payload.get("step"),
                    call_index=payload.get("call_index"), payload=canonical(payload), prev_hash=prev, hash=digest,
                    created_at=now)  # fmt: skip
        rows.append(row)
        prev = digest
    Run.objects.create(id=DETAIL_RUN, agent="ticket", status="RUNNING", model_version="scripted-ticket-v1",
                       template_hash="bench", reference="T-DETAIL", last_seq=DETAIL_EVENTS, last_hash=prev,
                       steps_used=100, tokens_used=380_000, created_at=now, last_event_at=now)  # fmt: skip
    Event.objects.bulk_create(rows, batch_size=2000)
    ToolExecution.objects.bulk_create(execs, batch_size=2000)


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def naive_stuck() -> int:
    """Baseline for the stuck view: every unfinished or failed run in one query, classified and sorted in Python."""
    from datetime import timedelta

    from django.utils import timezone

    from runs.models import Run

    now = timezone.now()
    stuck = []
    for run in Run.objects.exclude(status__in=["COMPLETED", "DEAD_LETTER"]):
        expired = run.lease_owner and run.lease_expires_at and run.lease_expires_at < now
        quiet = now - run.last_event_at
        if expired or run.status == "FAILED" or (run.status in ("PENDING", "RUNNING") and quiet > timedelta(minutes=2)):
            stuck.append((run.last_event_at, run.id))
    return len(sorted(stuck)[:200])


def measure_pages(n: int) -> list[tuple[str, list[float], list[float]]]:
    """Server time of each page, measured around the in-process client's request (warm, logged in).

    Wall time and this process's CPU time (Django, templates, the database driver; PostgreSQL's own
    work is in the wall time only): on a loaded machine the wall time mostly measures the queue for a
    core, the CPU time does not.
    """
    from django.contrib.auth.models import User
    from django.test import Client

    from runs.dashboard import needs_action, selectors
    from runs.models import Run

    user = User.objects.filter(username="bench").first() or User.objects.create_superuser(
        "bench", password="bench-pw-123"
    )
    client = Client(HTTP_HOST="localhost")
    client.force_login(user)
    middle = Run.objects.count() // 2
    deep = Run.objects.order_by("-created_at", "id")[middle : middle + 1].get()
    older = DETAIL_EVENTS - selectors.PAGE_EVENTS + 1
    pages: list[tuple[str, Any]] = [
        ("runs list", "/runs/"),
        ("runs list, htmx refresh", "/runs/"),
        ("runs list sorted by tokens", "/runs/?sort=-tokens"),
        ("runs list sorted by last event (oldest)", "/runs/?sort=last_event"),
        ("filtered: status=FAILED&agent=ticket", "/runs/?status=FAILED&agent=ticket"),
        ("filtered: unverifiable step", "/runs/?unverifiable=1"),
        ("search: reference prefix, any case", "/runs/?q=t-4242"),
        ("search: run id prefix, any case", "/runs/?q=RUN_B00000000042"),
        (f"keyset page at row {middle:,}", f"/runs/?cursor={selectors.encode_cursor(deep)}"),
        ("stuck view (all kinds)", "/stuck/"),
        ("  baseline: naive stuck classification", naive_stuck),
        ("needs-action counts (uncached)", lambda: (cache_clear(needs_action), needs_action.needs_action_counts())),
        (f"run page, {DETAIL_EVENTS:,} events (latest {selectors.PAGE_EVENTS})", f"/runs/{DETAIL_RUN}/"),
        ("  baseline: the same page rendering the whole journal", ("whole", f"/runs/{DETAIL_RUN}/")),
        (f"older steps page (before seq {older:,})", f"/runs/{DETAIL_RUN}/events/?before={older}"),
    ]
    results = []
    for label, target in pages:
        extra = {"HTTP_HX_REQUEST": "true"} if "htmx" in label else {}
        whole = isinstance(target, tuple)
        url = target[1] if whole else target
        if whole:  # the pre-paging page: every event of the run on the first screen
            selectors.run_detail.__kwdefaults__["limit"] = DETAIL_EVENTS + 1
        try:
            if callable(url):
                call = url
            else:

                def call(url: str = url, extra: dict = extra) -> None:
                    response = client.get(url, **extra)
                    assert response.status_code == 200, (url, response.status_code)

            for _ in range(2 if whole else 5):
                call()
            times, cpu = [], []
            for _ in range(5 if whole else n):
                t, c = time.perf_counter(), time.process_time()
                call()
                times.append((time.perf_counter() - t) * 1000)
                cpu.append((time.process_time() - c) * 1000)
        finally:
            selectors.run_detail.__kwdefaults__["limit"] = selectors.PAGE_EVENTS
        results.append((label, times, cpu))
    return results


def cache_clear(module: Any) -> None:
    from django.core.cache import cache

    cache.delete(module.cache_key())


def measure_live(n: int) -> list[float]:
    """Append one event at a time from another thread; time until the socket delivers it."""
    from asgiref.sync import async_to_sync
    from channels.routing import URLRouter
    from channels.testing import WebsocketCommunicator
    from django.contrib.auth.models import User
    from django.contrib.sessions.backends.db import SessionStore
    from django.db import connections
    from django.test import Client

    from agentops.core.events import EventType, NewEvent
    from runs.dashboard.routing import websocket_urlpatterns
    from runs.journal import leases
    from runs.journal.store import append_events
    from runs.services import run_create

    user = User.objects.get(username="bench")
    browser = Client()
    browser.force_login(user)  # the socket reads its user from the session again before each send
    inputs = {"invoice": "INV-LIVE", "amount": 1, "currency": "EUR", "customer": "bench"}
    run_id = run_create(agent="billing", inputs=inputs, start=False)[0].id
    lease = leases.acquire(run_id, "bench-writer", seconds=3600)
    latencies: list[float] = []

    async def go() -> None:
        ws = WebsocketCommunicator(URLRouter(websocket_urlpatterns), f"/ws/runs/{run_id}/?after={lease.head_seq}")
        ws.scope["user"] = user
        ws.scope["session"] = SessionStore(browser.session.session_key)
        assert (await ws.connect())[0]
        seq = lease.head_seq
        for i in range(n + 5):
            started: list[float] = []

            def append(seq: int = seq, started: list[float] = started, i: int = i) -> None:
                started.append(time.perf_counter())
                payload = {"step": 100 + i, "claim": "bench", "detail": "x" * 100}
                append_events(run_id, lease.fence, seq, [NewEvent(EventType.CLAIM_FLAGGED, payload)])
                connections.close_all()

            writer = threading.Thread(target=append)
            writer.start()
            message = await ws.receive_json_from(timeout=10)
            got = time.perf_counter()
            writer.join()
            seq += 1
            assert [e["seq"] for e in message["events"]] == [seq]
            if i >= 5:
                latencies.append((got - started[0]) * 1000)
        await ws.disconnect()

    async_to_sync(go)()
    return latencies


def main() -> None:
    args = parse()
    admin, url = server_url(args.db)
    if not args.reuse:
        recreate(admin, args.db)
    os.environ["DATABASE_URL"] = url
    os.environ["AGENTOPS_WORKER"] = "none"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connections

    try:
        call_command("migrate", verbosity=0)
        timings = {} if args.reuse else generate(args.runs, args.events)
        from runs.models import Event, Run

        print(
            f"data: {Run.objects.count():,} runs, {Event.objects.count():,} events; "
            + ", ".join(f"{k} {v:.1f}" for k, v in timings.items())
        )
        layer = settings.CHANNEL_LAYERS["default"]["BACKEND"].rsplit(".", 1)[-1]
        rows = measure_pages(args.requests)
        rows.append((f"live: append → websocket ({layer})", measure_live(args.live), []))
        print(f"load average while measuring: {' / '.join(f'{x:.1f}' for x in os.getloadavg())} (2 cores)")
        print("\n| measurement | n | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for label, times, cpu in rows:
            cpu_cells = f"{statistics.median(cpu):.1f} | {pct(cpu, 95):.1f}" if cpu else "— | —"
            print(
                f"| {label} | {len(times)} | {statistics.median(times):.1f} | {pct(times, 95):.1f} | {max(times):.1f} "
                f"| {cpu_cells} |"
            )
    finally:
        connections.close_all()
        if not args.keep:
            recreate(admin, args.db, drop_only=True)


if __name__ == "__main__":
    main()
