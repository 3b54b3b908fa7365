"""CPU per call of two reads sent on every dashboard view and every completion's claims audit, on PostgreSQL.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/agentops_x python bench/prepared.py [--runs 20] [--calls 400]

``status_counts`` (the dashboard's status chips: one statement of seven bounded counts) and
``resolve_citations`` (the claims audit: the cited events, then the cited calls' execution rows and
verdicts) on a fresh ``<name>_prepared`` database holding ``--runs`` ticket runs driven to completion.
Each is called ``--calls`` times, the two in turn, after as many warm-up calls (so a statement psycopg
prepares is prepared by then); per call: wall time, this process's CPU and the PostgreSQL backend's
(its ``/proc/<pid>/stat``: the server must run on this machine). Compare two trees by running the
script from each in turn (a copy of the tree with this file in it), in the same minutes.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.machine import production_settings
from bench.throughput import fresh_postgres


def _backend_cpu(pid: int) -> float:
    """The backend's user + system CPU seconds so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--calls", type=int, default=400)
    args = parser.parse_args()
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith("postgres"):
        print("DATABASE_URL must point at PostgreSQL", file=sys.stderr)
        return 2
    os.environ.update(production_settings(), DATABASE_URL=fresh_postgres(url, "_prepared"), AGENTOPS_WORKER="none")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    from agentops.core.events import EXECUTION_EVENTS
    from agentops.demo.ticket import ticket_inputs
    from runs.claims.services import resolve_citations
    from runs.dashboard.selectors import status_counts
    from runs.models import Event
    from runs.services import run_create
    from runs.worker.engine import drive_run

    call_command("migrate", verbosity=0)
    ids = []
    for i in range(args.runs):
        run, _ = run_create(agent="ticket", inputs=ticket_inputs(i), seed=i, start=False)
        drive_run(run.id, owner="bench")
        rows = Event.objects.filter(run_id=run.id, type__in=[str(t) for t in EXECUTION_EVENTS]).order_by("seq")
        ids.append(list(rows.values_list("event_id", flat=True)[:6]))
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        pid = cursor.fetchone()[0]
    reads = {
        "status_counts (dashboard chips)": lambda n: status_counts(),
        "resolve_citations, 6 cited tool events of one run (claims audit)": lambda n: resolve_citations(
            ids[n % len(ids)]
        ),
    }
    spent: dict[str, tuple[list[float], list[float], list[float]]] = {name: ([], [], []) for name in reads}
    for n in range(2 * args.calls):
        for name, read in reads.items():
            t, c, b = time.perf_counter(), time.process_time(), _backend_cpu(pid)
            read(n)
            if n >= args.calls:
                wall, cpu, backend = spent[name]
                wall.append((time.perf_counter() - t) * 1000)
                cpu.append((time.process_time() - c) * 1000)
                backend.append((_backend_cpu(pid) - b) * 1000)
    load = os.getloadavg()[0]
    print(f"# {' '.join(sys.argv)}; {args.runs} runs, {args.calls} calls each after as many; load {load:.1f}")
    print("| read | wall p50 ms | CPU ms/call, this process (mean) | CPU ms/call, backend (mean) | load 1 min |")
    print("|---|---:|---:|---:|---:|")
    for name, (wall, cpu, backend) in spent.items():
        print(
            f"| {name} | {statistics.median(wall):.3f} | {statistics.fmean(cpu):.3f} | "
            f"{statistics.fmean(backend):.3f} | {load:.1f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
