"""REST API benchmark: external ticket runs (24 steps, 24 tool calls) driven through ``agentops.client``.

    python bench/api.py                                   # 5 runs, SQLite in a temp dir
    DATABASE_URL=postgres://… python bench/api.py --runs 10   # PostgreSQL (database <name>_apibench)

The client talks to the real Django WSGI application in process (``httpx.WSGITransport``: every
middleware, auth, parsing, the protocol checks and the journal append, no sockets). Reported: per
endpoint the request count per run and p50 / p95 latency, then the wall time of a whole run, and the
number of model calls and emails (24 and 6, or the durable loop is broken).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.setup_db import throwaway_database


def _kind(method: str, path: str) -> str:
    parts = [p for p in path.split("/api/v1/runs/")[-1].split("/") if p]
    tail = "/".join(parts[1:]) if len(parts) > 1 else ("{id}" if parts else "")
    return f"{method} runs/{'{id}/' if len(parts) > 1 else ''}{tail}".rstrip("/")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    os.environ.setdefault("AGENTOPS_WORKER", "none")  # the client drives; nothing is enqueued
    backend = throwaway_database("apibench")

    import logging

    import httpx
    from django.core.wsgi import get_wsgi_application

    from agentops.client import AgentOpsClient, DurableRun, external_run_fields
    from agentops.demo import ticket
    from runs.api.keys import api_key_create

    logging.getLogger("httpx").setLevel(logging.WARNING)
    latencies: dict[str, list[float]] = defaultdict(list)
    started: dict[int, float] = {}

    def on_request(request: httpx.Request) -> None:
        started[id(request)] = time.perf_counter()

    def on_response(response: httpx.Response) -> None:
        elapsed = time.perf_counter() - started.pop(id(response.request))
        latencies[_kind(response.request.method, response.request.url.path)].append(elapsed * 1000)

    key = api_key_create(agent="ticket-external", name="bench")[1]
    transport = httpx.WSGITransport(app=get_wsgi_application())
    client = AgentOpsClient("http://localhost", key, transport=transport)
    client._http.event_hooks = {"request": [on_request], "response": [on_response]}
    walls, calls, emails = [], 0, 0
    for n in range(args.runs):
        sink = ticket.MemoryEmailSink()
        agent = ticket.build_agent(sink, name="ticket-external")
        t0 = time.perf_counter()
        run = client.create_run(**external_run_fields(agent, ticket.ticket_inputs(n)))
        durable = DurableRun(client, agent, run["id"])
        assert durable.run() == "COMPLETED"
        walls.append((time.perf_counter() - t0) * 1000)
        calls += durable.model_calls
        emails += len(sink.sent)

    print(f"backend: {backend}; {args.runs} runs of the 24-step ticket agent through the API (in-process WSGI)")
    print(f"{'endpoint':<34} {'per run':>8} {'p50 ms':>8} {'p95 ms':>8}")
    for kind, values in sorted(latencies.items()):
        values.sort()
        p95 = values[min(len(values) - 1, int(len(values) * 0.95))]
        print(f"{kind:<34} {len(values) / args.runs:>8.1f} {statistics.median(values):>8.2f} {p95:>8.2f}")
    total = sum(len(v) for v in latencies.values()) / args.runs
    print(f"{'all requests':<34} {total:>8.1f}")
    print(f"run wall time: p50 {statistics.median(walls):.0f} ms, max {max(walls):.0f} ms")
    print(f"model calls per run: {calls / args.runs:.0f}; emails per run: {emails / args.runs:.0f}")


if __name__ == "__main__":
    main()
