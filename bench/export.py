"""Export benchmark: stream N journal events through the dashboard's export view in bounded memory.

    python bench/export.py                      # 1,000,000 events, SQLite in a temp dir
    DATABASE_URL=postgres://… python bench/export.py --events 1000000   # PostgreSQL (database <name>_bench)

Events are bulk-inserted (COPY on PostgreSQL, executemany on SQLite) over runs of 1,000 events with
real-looking payloads (emails, phones, documents). Each pass requests ``/exports/?download=1`` through
the real view (``StreamingHttpResponse`` over ``QuerySet.iterator``) and consumes the stream chunk by
chunk into a byte counter. The first redacted JSON Lines pass writes each run's export pages
(``runs.governance.export_pages``: the lines of its whole blocks of 256 events) as it goes, and its
figures include that; ``--again`` adds a second pass, which copies them. Reported per pass: events/s, MB/s, peak RSS growth over the pre-export
baseline (sampled from /proc every 20 ms) and, with ``--tracemalloc``, the Python heap peak. A long export's redaction
runs in ``AGENTOPS_EXPORT_PROCESSES`` worker processes (``runs.governance.export``): events per CPU-second count their
CPU too, and their CPU and peak RSS (together) have a column of their own.

Instructions instead of time (repeatable under load): ``valgrind --tool=callgrind --instr-atstart=no
.venv/bin/python bench/export.py --events 10000 --formats jsonl --no-baseline --callgrind``: the
instrumentation is on for the export passes alone (``callgrind_control``), after the redaction engine
is imported and compiled, with a redactor whose memo is empty as in a process's first export; the
``I refs`` valgrind prints at exit, over the events, is the instructions per event.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import subprocess
import sys
import threading
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.setup_db import throwaway_database

PER_RUN = 1000


def _payloads(run: int, i: int) -> tuple[str, str]:
    """(type, canonical payload text) of the i-th event of run number ``run``: a ticket-like mix with
    PII in it. Each run has its own customers (addresses, mobiles, tickets, orders), so no string of
    one run repeats in another: the redactor's memo of repeated strings helps only within a run."""
    step = i // 4
    k = i % 4
    if k == 0:
        p = {"step": step, "output": {"content": f"Step {step}: notify the team", "usage": {"total_tokens": 3800}}}
        return "LlmSampled", json.dumps(p, separators=(",", ":"))
    if k == 1:
        p = {
            "step": step,
            "call_index": 0,
            "tool": "send_email",
            "idem_key": hashlib.sha256(f"k{i}".encode()).hexdigest(),
            "args": {
                "to": f"customer{run}.{step % 7}@example.com",
                "subject": f"Ticket T-{run}-{1000 + step}",
                "body": f"Customer mobile 138{run % 10000:04d}{step % 10000:04d}, order SO2024{run:06d}{step:06d}, "
                f"amount 1250.00",
            },
        }
        return "ToolRequested", json.dumps(p, separators=(",", ":"))
    if k == 2:
        doc = f"Clause {run}.{step} covers refund obligations, limits and exceptions. " * 5
        p = {"step": step, "call_index": 0, "result": {"success": True, "code": "ok", "data": {"docs": [doc]}}}
        return "ToolResult", json.dumps(p, separators=(",", ":"))
    return "StepCommitted", json.dumps({"step": step}, separators=(",", ":"))


def _generate(total: int) -> float:
    """Insert ``total`` events; returns seconds taken."""
    from django.db import connection, transaction
    from django.utils import timezone

    from agentops.core.keys import event_id
    from runs.models import Run

    start = time.perf_counter()
    now = timezone.now()
    runs = (total + PER_RUN - 1) // PER_RUN
    Run.objects.bulk_create(
        [
            Run(
                id=f"run_bench{r:07d}",
                agent="ticket",
                status="COMPLETED",
                model_version="scripted-ticket-v1",
                template_hash="0" * 16,
                last_hash="0" * 64,
                last_seq=min(PER_RUN, total - r * PER_RUN),
                created_at=now,
                last_event_at=now,
            )
            for r in range(runs)
        ],
        batch_size=1000,
    )
    run_pks = {f"run_bench{r:07d}" for r in range(runs)}

    def rows():  # type: ignore[no-untyped-def]
        n = 0
        for run_id in sorted(run_pks):
            for i in range(PER_RUN):
                if n == total:
                    return
                kind, payload = _payloads(int(run_id[len("run_bench") :]), i)
                digest = hashlib.sha256(f"{run_id}:{i}".encode()).hexdigest()
                yield (run_id, i + 1, event_id(run_id, i + 1), kind, i // 4, payload, False, "0" * 64, digest, now)
                n += 1

    cols = "run_id, seq, event_id, type, step, payload, payload_purged, prev_hash, hash, created_at"
    with transaction.atomic(), connection.cursor() as cur:
        if connection.vendor == "postgresql":
            with cur.cursor.copy(f"COPY runs_event ({cols}) FROM STDIN") as copy:
                for row in rows():
                    copy.write_row(row)
        else:
            batch: list[tuple] = []
            sql = f"INSERT INTO runs_event ({cols}) VALUES ({', '.join(['%s'] * 10)})"
            for row in rows():
                batch.append(row)
                if len(batch) == 20_000:
                    cur.executemany(sql, batch)
                    batch.clear()
            if batch:
                cur.executemany(sql, batch)
    if connection.vendor == "postgresql":
        with connection.cursor() as cur:
            cur.execute("ANALYZE runs_event")
    return time.perf_counter() - start


def _rss_kb(pid: str = "self") -> int:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:  # (a child that has ended)
        pass
    return 0


def _children_rss_kb() -> int:
    """The RSS of this process's running children together (an export's redaction workers)."""
    total = 0
    for task in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{task}/children", encoding="ascii") as fh:
                total += sum(_rss_kb(pid) for pid in fh.read().split())
        except OSError:
            pass
    return total


class _RssSampler(threading.Thread):
    """Peak RSS of this process, and of its children together (``children_peak``), sampled every 20 ms."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.peak, self.children_peak, self._done = _rss_kb(), 0, threading.Event()

    def run(self) -> None:
        while not self._done.wait(0.02):
            self.peak = max(self.peak, _rss_kb())
            self.children_peak = max(self.children_peak, _children_rss_kb())

    def stop(self) -> int:
        self._done.set()
        self.join()
        return max(self.peak, _rss_kb())


def _children_cpu() -> float:
    """CPU seconds of this process's ended children (an export's redaction workers: ``EXPORT_PROCESSES``)."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _callgrind(on: bool) -> None:
    """Switch callgrind's instrumentation of this process on or off; returns once it took effect (the
    process sleeps meanwhile: callgrind reads the command between blocks, and sleeping counts none)."""
    control = subprocess.Popen(
        ["callgrind_control", "-i", "on" if on else "off", str(os.getpid())], stdout=subprocess.DEVNULL
    )
    while control.poll() is None:
        time.sleep(0.005)


def _export_pass(fmt: str, redacted: bool, *, trace: bool, callgrind: bool = False) -> dict[str, float]:
    """One export through the view, RSS sampled every 20 ms; with ``callgrind`` the instructions of
    the export itself are counted (from the request to the last chunk) and RSS is read at the end only
    (under callgrind the pass runs ~50x longer: the sampling would be counted)."""
    from django.contrib.auth.models import Permission, User
    from django.test import RequestFactory

    from runs.governance.views import exports

    user, _ = User.objects.get_or_create(username="bench", defaults={"is_superuser": True})
    user.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    factory = RequestFactory()
    if redacted:
        request = factory.get("/exports/", {"download": "1", "format": fmt})
    else:
        request = factory.post("/exports/", {"format": fmt, "unredacted": "1", "reason": "benchmark"})
        request._dont_enforce_csrf_checks = True
    request.user = user
    import gc

    gc.collect()
    base = _rss_kb()
    sampler = _RssSampler()
    if callgrind:
        _callgrind(on=True)
    else:
        sampler.start()
    if trace:
        tracemalloc.start()
    start, cpu, workers = time.perf_counter(), time.process_time(), _children_cpu()
    response = exports(request)
    size = lines = 0
    for chunk in response.streaming_content:
        size += len(chunk)
        lines += chunk.count(b"\n")
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    workers = _children_cpu() - workers  # (the redaction's worker processes, ended with the stream)
    if callgrind:
        _callgrind(on=False)
    heap = tracemalloc.get_traced_memory()[1] if trace else 0
    if trace:
        tracemalloc.stop()
    peak = max(sampler.peak, _rss_kb()) if callgrind else sampler.stop()
    response.close()
    return {
        "lines": lines,
        "seconds": elapsed,
        "events_per_s": (lines - (1 if fmt == "csv" else 0)) / elapsed,
        "cpu_events_per_s": (lines - (1 if fmt == "csv" else 0)) / (cpu + workers),
        "workers_cpu": workers,
        "workers_rss_mb": sampler.children_peak / 1024,
        "mb": size / 1e6,
        "mb_per_s": size / 1e6 / elapsed,
        "rss_growth_mb": (peak - base) / 1024,
        "rss_base_mb": base / 1024,
        "heap_peak_mb": heap / 1e6,
    }


def _workers(r: dict[str, float]) -> str:
    """The redaction workers' share of a pass: their CPU seconds (counted in its events per CPU-s) and their peak
    RSS together (``EXPORT_PROCESSES``; none: the redaction ran in this process)."""
    from django.conf import settings

    from agentops.redaction.parallel import processes_for

    setting = settings.AGENTOPS["EXPORT_PROCESSES"]
    processes = processes_for(setting)
    if not processes or not r["workers_cpu"]:
        return "—"
    shown = f"{processes} (auto)" if setting == "auto" else f"{processes}"
    return f"{shown}: {r['workers_cpu']:.1f} s CPU in all, {r['workers_rss_mb']:.0f} MB peak RSS"


def _baseline_pass(fmt: str) -> dict[str, float]:
    """The per-row path side by side: the same rows, each payload decoded, redacted value by value and
    encoded again with ``json``, every string through the whole scanner (what the export did before
    the pre-check): one never-matching extra pattern turns the pre-check off (it costs one more
    ``finditer`` per string)."""
    import json

    from django.conf import settings

    from agentops.redaction import Redactor
    from runs.governance.export import _SOURCE_COLUMNS, COLUMNS
    from runs.models import Event

    redactor = Redactor(settings.SECRET_KEY.encode(), extra_patterns=[{"type": "none", "pattern": "(?!)"}])
    rows = Event.objects.order_by("run_id", "seq").values_list(*_SOURCE_COLUMNS)
    start, cpu = time.perf_counter(), time.process_time()
    size = lines = 0
    for row in rows.iterator(chunk_size=2000):
        out = dict(zip(COLUMNS, row, strict=True))
        out["created_at"] = out["created_at"].isoformat()
        out["payload"] = redactor.redact(json.loads(out["payload"])) if out["payload"] else None
        size += len(json.dumps(out, ensure_ascii=False, separators=(",", ":")).encode()) + 1
        lines += 1
    elapsed = time.perf_counter() - start
    return {
        "seconds": elapsed,
        "events_per_s": lines / elapsed,
        "cpu_events_per_s": lines / (time.process_time() - cpu),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=1_000_000)
    parser.add_argument("--formats", default="jsonl,csv")
    parser.add_argument("--unredacted", action="store_true", help="also time unredacted passes")
    parser.add_argument("--tracemalloc", action="store_true", help="also trace the Python heap (slower passes)")
    parser.add_argument("--data-dir", default="", help="SQLite: keep the database here")
    parser.add_argument("--keep", action="store_true", help="PostgreSQL: keep the <name>_bench database")
    parser.add_argument("--no-baseline", action="store_true", help="skip the per-row baseline pass")
    parser.add_argument(
        "--again", action="store_true", help="a second redacted jsonl pass (from the first's export pages)"
    )
    parser.add_argument("--callgrind", action="store_true", help="under callgrind: count the export passes alone")
    args = parser.parse_args()
    backend = throwaway_database("bench", data_dir=args.data_dir)
    gen = _generate(args.events)
    if args.callgrind:
        from runs.governance.redaction import _build, from_settings

        from_settings()  # the engine imported and its patterns compiled, outside the count
        _build.cache_clear()  # and a fresh redactor for the pass, as in a process's first export
    print(f"backend: {backend}; generated {args.events:,} events in {gen:.1f} s ({args.events / gen:,.0f}/s)")
    print()
    print(
        "| format | redacted | events | seconds | events/s | events per CPU-s | MB out | MB/s | RSS before "
        "| peak RSS growth | redaction workers: CPU, peak RSS | heap peak | load 1 min |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for fmt in args.formats.split(","):
        for redacted in (True, False) if args.unredacted else (True,):
            r = _export_pass(fmt, redacted, trace=args.tracemalloc, callgrind=args.callgrind)
            heap = f"{r['heap_peak_mb']:.1f} MB" if args.tracemalloc else "—"
            print(
                f"| {fmt} | {'yes' if redacted else 'no'} | {args.events:,} | {r['seconds']:.1f} | "
                f"{r['events_per_s']:,.0f} | {r['cpu_events_per_s']:,.0f} | {r['mb']:.0f} | {r['mb_per_s']:.1f} | "
                f"{r['rss_base_mb']:.0f} MB | {r['rss_growth_mb']:.1f} MB | {_workers(r)} | {heap} | "
                f"{os.getloadavg()[0]:.1f} |",
                flush=True,
            )
            if fmt == "jsonl" and redacted and args.again:
                a = _export_pass(fmt, redacted, trace=args.tracemalloc, callgrind=args.callgrind)
                print(
                    f"| {fmt}, again: the blocks from the export pages the first pass wrote | yes | {args.events:,} | "
                    f"{a['seconds']:.1f} | {a['events_per_s']:,.0f} | {a['cpu_events_per_s']:,.0f} | {a['mb']:.0f} | "
                    f"{a['mb_per_s']:.1f} | {a['rss_base_mb']:.0f} MB | {a['rss_growth_mb']:.1f} MB | {_workers(a)} | — | "
                    f"{os.getloadavg()[0]:.1f} |",
                    flush=True,
                )
            if fmt == "jsonl" and redacted and not args.no_baseline:
                b = _baseline_pass(fmt)
                print(
                    f"| baseline: decode + whole scanner on every string + json encode | yes | {args.events:,} | "
                    f"{b['seconds']:.1f} | {b['events_per_s']:,.0f} | {b['cpu_events_per_s']:,.0f} | | | | | | | "
                    f"{os.getloadavg()[0]:.1f} |",
                    flush=True,
                )
                print(
                    f"| **export / baseline** | | | | **{r['events_per_s'] / b['events_per_s']:.1f}×** | "
                    f"**{r['cpu_events_per_s'] / b['cpu_events_per_s']:.1f}×** | | | | | | | |",
                    flush=True,
                )
    if os.environ.get("DATABASE_URL") and not args.keep:
        from django.db import connections

        connections.close_all()
        import psycopg

        base, _, bench = os.environ["DATABASE_URL"].rpartition("/")
        with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{bench}"')


if __name__ == "__main__":
    main()
