"""Replay, resume and whole-history reads, side by side with the seed's naive journal, on both backends.

    python bench/replay.py                        # SQLite (temp file) + PostgreSQL (from DATABASE_URL)
    python bench/replay.py --postgres postgres://postgres@127.0.0.1:5432/postgres --repeat 100
    python bench/replay.py --huge-only            # only the 10,000-step run's rows (BENCH_HUGE_STEPS)

Every ratio is against the naive journal (``bench/naive.py``: the seed's listing — ``MAX(seq)`` read
per append, a full index of the history before every step) run in the same process, on the same
database server, over the same model outputs and tool results, timed interleaved with the engine
(naive, engine, naive, …) so both see the same machine load. Never against printed figures.

For each backend a child process gets a throw-away database (a temp SQLite file; a temporary
PostgreSQL database, dropped afterwards) and measures:

* replay of the 24-step ticket history (the article's 96-event run): naive ``run_agent`` over the
  finished journal vs the engine's resume (load RunStarted + snapshots + tail, build the
  ReplayIndex, check consistency);
* resume of a 200-step retrieval run (~1,000 engine events) the same way;
* resume of a 10,000-step run (``BENCH_HUGE_STEPS``): the naive resume would index the history 10,000
  times, so its row is one naive index (a lower bound of the naive resume); beside it the floor of
  any resume that rebuilds the context: orjson decoding the same payloads, nothing else;
* a cold resume of the 10,000-step run starts from the checkpoint its writer kept
  (``runs.journal.checkpoints``); beside it the same resume with the checkpoint ignored (the whole
  snapshot chain read, the resume before checkpoints), in the same run;
* resumes are cold (the process keeps no fold: a fresh worker after a crash) unless the row says
  warm (``runs.journal.store.resume_index`` continues the fold it kept of the run's snapshot chain);
  a resume is what a worker has before its next step: the index, consistency checked, with the
  context fetched and counted but its snapshots' arrays held as the stored JSON and the
  checkpoint's as its packed bytes (``agentops.core.context``: unpacked and decoded when a message
  in them is first read); the "context decoded" row also reads every message of it (unpacking the
  checkpoint), as a model adapter that walks the whole context does at its first call;
* whole-history reads of the 200-step run: the naive index vs ``load_events`` (API, time travel) —
  its first read (no pages yet: it fetches the rows and writes the pages, ``runs.journal.pages``;
  the pages are deleted, untimed, before each round: a run an external client drives, or one driven
  before the worker wrote pages) and the reads after it (from the pages and the rows after them; a
  worker-driven run's first read is one of these: the worker wrote its pages as it gave the run up,
  ``runs.journal.store.keep_pages``, timed alone in its own row; an external client's run too: the API
  writes its pages as the client gives its lease up, ``keep_new_pages``, timed in its own row) —, ``verify_chain`` (verification: every row walked, and ``paged=True``,
  its pages and the rows after them), the redacted JSON Lines export of the run — its first (no
  export pages: it redacts every payload and writes them, ``runs.governance.export_pages``; they are
  deleted, untimed, before each round) and the exports after it (their lines copied from the export
  pages, the rows after them redacted) —, and the dashboard's
  ``run_detail`` (the run page's read: its latest 100 events) — its first view (no view pages: it reads
  the rows, views them and keeps their views, ``runs.dashboard.view_pages``; they are deleted, untimed,
  before each round), cold (a fresh process: no view kept in memory, its view pages read) and warm —;
  beside them the floors
  of work the naive read does not do or does on half the bytes, each timed alone against the same
  naive read: the fetch of the run's rows (one per event), the fetch of its pages, its pages read (fetched and
  unpacked: what ``verify_chain --pages`` reads), orjson over their payloads, the SHA-256 calls the chain check makes
  (inputs prepared), the export's redaction of every payload (in its chunks);
* sizes: journal payload bytes (and, beside them, the snapshots' context: ``runs_event.context``, read by
  resumes only), and a snapshot (payload + context) early and late in the 10,000-step run.

The children run with production settings (``bench.machine.production_settings``: ``DJANGO_DEBUG=false``),
as the other benches do: with Django's default ``DEBUG`` on, the debug cursor logs every statement the
engine sends and, on SQLite, renders it with one more ``SELECT QUOTE(…)``; the naive journal uses the
driver directly and paid none of it.

The 1-minute load average is printed beside every row (2 cores shared with other builds). The CPU
columns are this process's CPU time (``time.process_time``; medians, and the least of the rounds, which
load inflates least): on PostgreSQL the server's work is not in them, only in the wall-clock ones.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from unittest import mock

import orjson

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.machine import production_settings  # noqa: E402

LONG_STEPS = int(os.environ.get("BENCH_LONG_STEPS", "200"))
HUGE_STEPS = int(os.environ.get("BENCH_HUGE_STEPS", "10000"))
#: only the 10,000-step run's rows (``--huge-only``)
HUGE_ONLY = os.environ.get("BENCH_HUGE_ONLY") == "1"


class _FixedModel:
    """One call of ``tool`` a step at a fixed usage. (``ScriptedModel`` prices the whole prompt every
    step, which makes a 10,000-step run quadratic in the model, not in the engine.)"""

    def __init__(self, version: str, steps: int, tool: str, args: Callable[[int], dict[str, Any]]) -> None:
        self.version, self.steps, self.tool, self.args = version, steps, tool, args

    def sample(self, messages, tools):
        from agentops.core.model import Sample, ToolCall, Usage

        step = (len(messages) - 2) // 2  # system + user, then an answer and a result a step
        calls = (ToolCall(self.tool, self.args(step), f"c{step}"),) if step < self.steps else ()
        return Sample(content=f"step {step}" if calls else "done", tool_calls=calls, usage=Usage(900, 60, 0.002))


def _long_agent(name: str, steps: int, tool: Any, args: Callable[[int], dict[str, Any]]):
    from agentops.core.budget import Budget
    from agentops.core.loop import Agent
    from agentops.core.tools import ToolRegistry
    from agentops.demo import ticket

    return Agent(
        name,
        _FixedModel(f"{name}-v1", steps, tool.name, args),
        ToolRegistry([tool]),
        ticket.TEMPLATE,
        budget=Budget(max_steps=steps + 5, max_tokens=10**12, max_cost=10.0**9),
    )


def long_agent():
    """LONG_STEPS retrievals (three ~400-character documents each): the seed's 1,000-event history."""
    from agentops.demo import ticket

    return _long_agent("bench-long", LONG_STEPS, ticket.retrieve_tool(), lambda s: {"topic": f"topic {s}"})


def huge_agent():
    """HUGE_STEPS small lookups: the same small work every step, for the 10,000-step resume."""
    from agentops.core.tools import Effect, Tool

    def lookup(args, key):
        return {"success": True, "code": "ok", "data": {"n": args["n"], "status": "open"}}

    return _long_agent("bench-huge", HUGE_STEPS, Tool("lookup", lookup, effect=Effect.READ), lambda s: {"n": s})


# -- timing -------------------------------------------------------------------------------------------
def _once(fn: Callable[[], Any]) -> tuple[float, float]:
    t0, c0 = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - t0, time.process_time() - c0


def pair(
    naive: Callable[[], Any] | None,
    ours: Callable[[], Any],
    rounds: int,
    *,
    ours_per_round: int = 1,
    before: Callable[[], Any] | None = None,
) -> dict:
    """Interleave ``naive`` and ``ours`` (``ours_per_round`` calls per naive call); medians in ms.
    ``before`` runs ahead of every call of ``ours``, untimed."""
    if naive:
        naive()
    if before:
        before()
    ours()
    n_wall, n_cpu, o_wall, o_cpu = [], [], [], []
    for _ in range(rounds):
        if naive:
            w, c = _once(naive)
            n_wall.append(w)
            n_cpu.append(c)
        for _ in range(ours_per_round):
            if before:
                before()
            w, c = _once(ours)
            o_wall.append(w)
            o_cpu.append(c)

    def ms(xs: list[float]) -> float | None:
        return statistics.median(xs) * 1000 if xs else None

    return {
        "naive": ms(n_wall),
        "naive_cpu": ms(n_cpu),
        "naive_cpu_min": min(n_cpu) * 1000 if n_cpu else None,
        "ours_cpu_min": min(o_cpu) * 1000,
        "ours": ms(o_wall),
        "ours_cpu": ms(o_cpu),
        "ours_p95": sorted(o_wall)[int(0.95 * (len(o_wall) - 1))] * 1000,
        "load": os.getloadavg()[0],
    }


# -- the child: one backend ----------------------------------------------------------------------------
def _drive(agent: str) -> str:
    from runs.services import run_create
    from runs.worker.engine import drive_run

    run_id = run_create(agent=agent, inputs={"ticket": "T-1", "customer": "ACME", "task": "x"}, seed=7, start=False)
    run_id = run_id[0].id
    assert str(drive_run(run_id)) == "COMPLETED", run_id
    return run_id


def _recorded(run_id: str) -> tuple[list[dict[str, Any]], list[Any]]:
    """Per tool step: the model output (first call as the naive ``tool``/``args``) and its first result."""
    from agentops.core.events import EventType
    from runs.journal.store import load_events

    outputs, results = {}, {}
    for e in load_events(run_id, from_snapshot=False):
        if e.type is EventType.LLM_SAMPLED and e.payload["output"].get("tool_calls"):
            out = e.payload["output"]
            call = out["tool_calls"][0]
            outputs[e.payload["step"]] = {**out, "tool": call["name"], "args": call["args"]}
        elif e.type is EventType.TOOL_RESULT and e.payload["call_index"] == 0:
            results[e.payload["step"]] = e.payload["result"]
    steps = sorted(outputs)
    return [outputs[s] for s in steps], [results[s] for s in steps]


def inner(repeat: int, naive_url: str) -> dict[str, Any]:
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection

    from agentops.core.events import EventType
    from agentops.core.loop import check_consistency
    from agentops.core.replay import ReplayIndex
    from bench import naive
    from runs.dashboard.selectors import forget_row_views, run_detail
    from runs.governance.export import event_rows, export_stream, jsonl
    from runs.governance.redaction import from_settings
    from runs.journal import checkpoints, pages
    from runs.journal.chain import verify_chain
    from runs.journal.store import forget_folds, keep_new_pages, keep_pages, load_events, range_rows, resume_index
    from runs.models import Event, EventPage, ExportPage, Run, ViewPage
    from runs.worker.registry import load_agent

    call_command("migrate", verbosity=0)
    settings.AGENTOPS["AGENTS"]["bench-long"] = "bench.replay:long_agent"
    settings.AGENTOPS["AGENTS"]["bench-huge"] = "bench.replay:huge_agent"
    t0 = time.perf_counter()
    ticket_run = None if HUGE_ONLY else _drive("ticket")
    t_long = time.perf_counter()
    long_run = None if HUGE_ONLY else _drive("bench-long")
    long_drive_ms = (time.perf_counter() - t_long) * 1000
    huge_run = _drive("bench-huge") if HUGE_STEPS else None
    drive_s = time.perf_counter() - t0

    # the naive journal of the same work: the 24-step run by the listing's own loop (first execution)
    j = naive.Journal(naive_url)
    if not HUGE_ONLY:
        outputs, results = _recorded(ticket_run)
        llm, tools = naive.recorded(outputs, results)
        naive.run_agent("ticket", j, tools, llm, len(outputs))
        assert llm.calls[0] == tools.calls == len(outputs) == 23
        naive_long = _naive_history(j, "long", *_recorded(long_run))
    naive_huge = _naive_history(j, "huge", *_recorded(huge_run)) if huge_run else 0

    def naive_replay(run_id: str, n: int) -> Callable[[], None]:
        def go() -> None:
            llm, tools = naive.recorded([], [])
            naive.run_agent(run_id, j, tools, llm, n)
            assert llm.calls[0] == tools.calls == 0  # replay is read-only

        return go

    def resume(
        run_id: str, agent: str, *, warm: bool = False, decode: bool = False, chain: bool = False
    ) -> Callable[[], ReplayIndex]:
        """A resume as a worker does it; cold = nothing kept in this process (a fresh worker after a
        crash), warm = this process resumed the run before (a yield, the API's next request);
        ``decode``: and every message of the context read; ``chain``: the run's checkpoint ignored
        (the whole snapshot chain read, as before checkpoints)."""
        spec = load_agent(agent)

        def go() -> ReplayIndex:
            if not warm:
                forget_folds()
            with mock.patch.object(checkpoints, "read", return_value=None) if chain else contextlib.nullcontext():
                index = resume_index(run_id)
            check_consistency(index, spec)
            if decode:
                assert len(list(index.messages)) == len(index.messages) and not index.messages.stored_parts()
            return index

        return go

    for run_id, agent in ((long_run, "bench-long"), (huge_run, "bench-huge")):
        if run_id:
            full = ReplayIndex.build(run_id, load_events(run_id, from_snapshot=False))
            assert resume(run_id, agent)().messages == full.messages
            assert resume(run_id, agent, warm=True)().messages == full.messages
    redactor = from_settings()
    runs_long = Run.objects.filter(id=long_run)

    def export() -> int:
        return sum(len(block) for block in export_stream(runs_long, fmt="jsonl"))

    assert b"".join(export_stream(runs_long, fmt="jsonl")) == b"".join(jsonl(event_rows(runs_long, redactor=redactor)))

    def verify() -> None:
        assert verify_chain(long_run).ok  # every row walked, as manage.py verify_chain does

    def timeline(*, warm: bool) -> Callable[[], None]:
        """The run page's read; cold = no row view kept in this process (a fresh worker: it reads the view
        pages an earlier view kept), warm = the page was shown before (``runs.dashboard.selectors.row_views``
        keeps each verified row's view)."""

        def go() -> None:
            if not warm:
                forget_row_views()
            assert run_detail(run_id=long_run) is not None

        return go

    slow_rounds = max(3, repeat // 20)
    out: dict[str, Any] = {"vendor": connection.vendor, "drive_s": drive_s, "rows": {}}
    rows = out["rows"]
    if not HUGE_ONLY:
        n_ticket = Event.objects.filter(run_id=ticket_run).count()
        n_long = Event.objects.filter(run_id=long_run).count()
        rows["replay_24"] = (
            f"replay, 24-step ticket run ({n_ticket} events; naive 92)",
            pair(naive_replay("ticket", 23), resume(ticket_run, "ticket"), repeat),
        )
        naive_long_replay = naive_replay("long", LONG_STEPS)
        rows["resume_long"] = (
            f"resume, {LONG_STEPS}-step run ({n_long} events; naive {naive_long}), cold",
            pair(naive_long_replay, resume(long_run, "bench-long"), slow_rounds, ours_per_round=10),
        )
        rows["resume_long_warm"] = (
            "  the same, warm (this process resumed it before)",
            pair(naive_long_replay, resume(long_run, "bench-long", warm=True), slow_rounds, ours_per_round=10),
        )
    if huge_run:
        n_huge = Event.objects.filter(run_id=huge_run).count()
        naive_index = lambda: j.index("huge")  # noqa: E731
        rows["resume_huge"] = (
            f"resume, {HUGE_STEPS:,}-step run ({n_huge:,} events; naive: ONE index of {naive_huge:,}), cold",
            pair(naive_index, resume(huge_run, "bench-huge"), slow_rounds, ours_per_round=5),
        )
        rows["resume_huge_chain"] = (
            "  the same, cold, its checkpoint ignored: the whole snapshot chain read (the resume before checkpoints)",
            pair(naive_index, resume(huge_run, "bench-huge", chain=True), slow_rounds, ours_per_round=5),
        )
        rows["resume_huge_decoded"] = (
            "  the same, cold, and every message of its context decoded (a model adapter reading them all)",
            pair(naive_index, resume(huge_run, "bench-huge", decode=True), slow_rounds, ours_per_round=5),
        )
        rows["resume_huge_decoded_chain"] = (
            "    the same, decoded, its checkpoint ignored (the whole snapshot chain read)",
            pair(naive_index, resume(huge_run, "bench-huge", decode=True, chain=True), slow_rounds, ours_per_round=5),
        )
        rows["resume_huge_warm"] = (
            "  the same, warm",
            pair(naive_index, resume(huge_run, "bench-huge", warm=True), slow_rounds, ours_per_round=5),
        )
        path = [e.seq for e in load_events(huge_run)]
        read = Event.objects.filter(run_id=huge_run, seq__in=path).values_list("payload", "context")
        texts = [text for pair in read for text in pair if text is not None]
        rows["resume_huge_floor"] = (
            f"  floor: orjson.loads of its whole snapshot chain's {len(path):,} payloads and snapshot contexts alone "
            f"({sum(map(len, texts)) / 2**20:.1f} MB; GC paused as the resume does; no fetch, no fold)",
            pair(naive_index, lambda: _decode_all(texts), slow_rounds, ours_per_round=5),
        )
    if not HUGE_ONLY:
        whole = lambda: j.index("long")  # noqa: E731
        rounds = max(10, repeat)  # each of these rows is a few ms a side: 10 rounds (repeat // 5) read ±0.5× apart
        unpaged = lambda: EventPage.objects.filter(run_id=long_run).delete()  # noqa: E731
        n_pages = len(list(pages.full_blocks(range_rows(long_run, 1, pages.TO_HEAD))))
        rows["read_load_first"] = (
            f"whole history, {LONG_STEPS} steps: load_events, the first read where no pages were written (an external "
            "client's run: it reads the rows and "
            f"writes {n_pages} pages of {pages.SIZE} events)",
            pair(whole, lambda: load_events(long_run, from_snapshot=False), rounds, before=unpaged),
        )
        rows["read_load"] = (
            f"  load_events (API, time travel), read from its {n_pages} pages and the rows after them",
            pair(whole, lambda: load_events(long_run, from_snapshot=False), rounds),
        )
        head = Run.objects.get(id=long_run).last_seq
        rows["read_keep_pages"] = (
            f"  the worker writing the {n_pages} pages its drive filled as it gives the run up (keep_pages, after "
            "the last step; deleted before each round): what the first read no longer pays for a worker's run",
            pair(None, lambda: keep_pages(long_run, 0, head), rounds, before=unpaged),
        )
        rows["read_keep_new_pages"] = (
            f"  the API writing the {n_pages} pages as an external client gives its lease up (keep_new_pages: the "
            "blocks after the run's last page; deleted before each round): what the first read of an external "
            "client's run no longer pays",
            pair(None, lambda: keep_new_pages(long_run), rounds, before=unpaged),
        )
        rows["read_verify"] = ("  verify_chain (verification: every row walked)", pair(whole, verify, rounds))
        rows["read_verify_pages"] = (
            "  verify_chain --pages (its pages walked, then the rows after them)",
            pair(whole, lambda: verify_chain(long_run, paged=True), rounds),
        )
        unexported = lambda: ExportPage.objects.filter(run_id=long_run).delete()  # noqa: E731
        n_export_pages = len(list(pages.full_blocks(range_rows(long_run, 1, pages.TO_HEAD))))
        rows["read_export_first"] = (
            f"  export, JSON Lines, redacted: the first (no export pages yet: it reads the rows, redacts them and "
            f"writes {n_export_pages} export pages)",
            pair(whole, export, rounds, before=unexported),
        )
        rows["read_export"] = (
            "  export, JSON Lines, redacted, from its export pages and the rows after them",
            pair(whole, export, rounds),
        )
        floors = _read_floors(long_run, redactor)
        rows["read_floor_fetch"] = (
            "  floor: the fetch of its rows alone (one row per event, as load_events fetched them before pages; "
            "nothing decoded)",
            pair(whole, floors["fetch"], rounds),
        )
        rows["read_floor_pages"] = (
            "  floor: the fetch of its pages alone (their packed bytes; nothing unpacked)",
            pair(whole, floors["pages"], rounds),
        )
        rows["read_floor_unpacked"] = (
            "  floor: its pages read alone (pages.read: fetched, their frames and headers unpacked; nothing "
            "hashed or decoded)",
            pair(whole, floors["unpacked"], rounds),
        )
        rows["read_floor_decode"] = (
            f"  floor: orjson.loads of every payload alone ({floors['bytes'] / 1024:,.0f} KB; GC paused; no fetch)",
            pair(whole, floors["decode"], rounds),
        )
        rows["read_floor_events"] = (
            f"  floor: the {n_long:,} Event objects alone, made of payloads decoded beforehand (made and freed; GC "
            "paused as load_events does; no fetch, no decode)",
            pair(whole, floors["events"], rounds),
        )
        rows["read_floor_sha"] = (
            "  floor: SHA-256 of what verify_chain hashes (each chain input, prepared; an event id needs none; no fetch)",
            pair(whole, floors["sha"], rounds),
        )
        rows["read_floor_redact"] = (
            "  floor: the export's redaction of every stored payload alone (Redactor.redact_stored_many in chunks "
            "of the export's size; no fetch, no JSON Lines)",
            pair(whole, floors["redact"], rounds),
        )
        unviewed = lambda: ViewPage.objects.filter(run_id=long_run).delete()  # noqa: E731
        rows["read_timeline_first"] = (
            "  run_detail (dashboard timeline, latest 100 events), the first view (no view pages yet: it reads its "
            "rows from their block's first, views them and writes its view pages; deleted before each round)",
            pair(whole, timeline(warm=False), max(5, rounds // 4), before=unviewed),
        )
        rows["read_timeline"] = (
            "  run_detail (dashboard timeline, latest 100 events), cold (a fresh process: its view pages read)",
            pair(whole, timeline(warm=False), max(5, rounds // 4)),
        )
        rows["read_timeline_warm"] = (
            "    the same, warm (this process showed the page before)",
            pair(whole, timeline(warm=True), max(5, rounds // 4)),
        )

    def payload_bytes(run_id: str) -> tuple[int, int]:
        """The journal's payload bytes, and its snapshots' context stored beside them (``runs_event.context``)."""
        rows = Event.objects.filter(run_id=run_id).values_list("payload", "context")
        return sum(len(p.encode()) for p, _ in rows), sum(len(c.encode()) for _, c in rows if c)

    def naive_bytes(run_id: str) -> int:
        return sum(len(json.dumps(p, separators=(",", ":"), ensure_ascii=False)) for p in j.index(run_id).values())

    sizes: dict[str, Any] = {}
    if not HUGE_ONLY:
        sizes["ticket"] = (*payload_bytes(ticket_run), naive_bytes("ticket"))
        sizes["long"] = (*payload_bytes(long_run), naive_bytes("long"))
    if huge_run:
        snaps = list(
            Event.objects.filter(run_id=huge_run, type=str(EventType.SNAPSHOT_TAKEN))
            .order_by("seq")
            .values_list("step", "payload", "context")
        )
        # a snapshot's size: its payload and the context stored beside it
        early = next(len(p) + len(c or "") for s, p, c in snaps if s >= 10)
        late = next(len(p) + len(c or "") for s, p, c in snaps if s >= min(1000, HUGE_STEPS - 10))
        sizes["huge"] = payload_bytes(huge_run)
        sizes["snapshot_early_late"] = (early, late)
        sizes["snapshots_total"] = (sum(len(p) + len(c or "") for _, p, c in snaps), len(snaps))
        kept = checkpoints.read(huge_run)
        if kept is not None:
            past = Event.objects.filter(run_id=huge_run, type=str(EventType.SNAPSHOT_TAKEN), seq__gte=kept.seq)
            sizes["checkpoint"] = (len(kept.text().encode()), past.count(), len(kept.stored))
    if not HUGE_ONLY:
        sizes["long_drive_ms"] = long_drive_ms
    out["sizes"] = sizes
    j.close()
    return out


def _decode_all(texts: list[str]) -> list[Any]:
    """orjson over ``texts`` with the GC paused, as ``runs.journal.store`` decodes a resume path."""
    from agentops.core.canon import gc_paused

    with gc_paused():
        return [orjson.loads(t) for t in texts]


def _read_floors(run_id: str, redactor: Any) -> dict[str, Any]:
    """The irreducible parts of the whole-history reads, each timed alone: the fetch of load_events'
    rows, the decoding of their payloads, the hashing verify_chain must do (SHA-256 of each chain input,
    built beforehand; an event id is its run's prefix and its seq, no hash), and the export's redaction of the payloads."""
    import hashlib

    from agentops.core.canon import canonical, gc_paused
    from agentops.core.keys import event_id
    from runs.governance.export import CHUNK
    from runs.journal import pages
    from runs.journal.pages import TO_HEAD
    from runs.journal.store import range_rows

    def fetch() -> list[tuple]:
        return range_rows(run_id, 1, TO_HEAD)

    def fetch_pages() -> list[tuple]:
        return pages._READ.rows(binary=True, run=run_id, first=1, last=TO_HEAD)

    found = fetch()
    texts = [row[2] for row in found]
    stored = [text.encode() for text in texts]
    # what keys.RunHasher feeds SHA-256: canonical JSON of [prev, run, seq, type, payload] with the stored payload
    # text in place (an event id of the run-ordered scheme is the run's prefix and the seq: no SHA-256 per event)
    inputs = [
        (canonical([prev, run_id, seq, kind])[:-1] + f",{text}]").encode() for seq, kind, text, _, prev, _ in found
    ]
    digests = [hashlib.sha256(b).hexdigest() for b in inputs]
    assert [event_id(run_id, row[0]) for row in found] == [row[3] for row in found]
    assert digests == [row[5] for row in found]

    def decode() -> list[Any]:
        with gc_paused():
            return [orjson.loads(text) for text in texts]

    from agentops.core.events import EventType, restored

    kinds, decoded = {str(t): t for t in EventType}, decode()

    def events() -> list[Any]:
        with gc_paused():
            return [
                restored(run_id, seq, kinds[kind], payload, eid, prev, digest)
                for (seq, kind, _, eid, prev, digest), payload in zip(found, decoded, strict=True)
            ]

    sha = hashlib.sha256
    return {
        "events": events,
        "fetch": fetch,
        "pages": fetch_pages,
        "unpacked": lambda: pages.read(run_id, 1, None),
        "decode": decode,
        "sha": lambda: [sha(b).hexdigest() for b in inputs],
        "redact": lambda: [
            out for at in range(0, len(stored), CHUNK) for out in redactor.redact_stored_many(stored[at : at + CHUNK])
        ],
        "bytes": sum(map(len, stored)),
    }


def _naive_history(j: Any, run_id: str, outputs: list[dict[str, Any]], results: list[Any]) -> int:
    """Write what the naive loop's first execution writes, without its quadratic loop; rows written."""
    from bench import naive

    rows = []
    for step, (out, result) in enumerate(zip(outputs, results, strict=True)):
        key = naive.idem_key(run_id, step, out["tool"], out["args"])
        for kind, payload in (
            ("LlmSampled", dict(step=step, **out)),
            ("ToolRequested", dict(step=step, tool=out["tool"], args=out["args"], key=key)),
            ("ToolResult", dict(step=step, result=result)),
            ("StepCommitted", dict(step=step)),
        ):
            rows.append((run_id, len(rows) + 1, kind, naive.canon(payload)))
    cur = j.db.cursor()
    cur.executemany(j._insert, rows)
    j.db.commit()
    return len(rows)


def _child(env_db: str, naive_url: str, repeat: int, tmp: str) -> dict[str, Any]:
    env = {**os.environ, "DATABASE_URL": env_db, "AGENTOPS_DATA_DIR": tmp, "AGENTOPS_WORKER": "none"}
    env.update(production_settings())  # as deployed: no debug cursor logging (and rendering) every statement
    env.update(DJANGO_SETTINGS_MODULE="agentops.settings", AGENTOPS_LOG_LEVEL="WARNING", DB_CONN_MAX_AGE="60")
    for k in ("AGENTOPS_CRASH_AT", "AGENTOPS_MODEL_CALL_LOG", "REDIS_URL"):
        env.pop(k, None)
    env["PYTHONPATH"] = str(ROOT)
    args = [sys.executable, __file__, "--inner", "--repeat", str(repeat), "--naive-url", naive_url]
    done = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=3600)
    if done.returncode != 0:
        raise SystemExit(f"benchmark child failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _postgres(url: str, repeat: int, tmp: str) -> dict[str, Any]:
    import psycopg

    name = f"agentops_replaybench_{os.getpid()}"
    base, _, _ = url.rpartition("/")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        return _child(f"{base}/{name}", f"{base}/{name}", repeat, tmp)
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _kb(n: float) -> str:
    return f"{n / 1024:,.1f} KB" if n < 1024 * 1024 else f"{n / 1024 / 1024:,.2f} MB"


def _ratio(naive: float | None, ours: float | None) -> str:
    return f"**{naive / ours:,.1f}×**" if naive and ours else "—"


def table(results: dict[str, dict[str, Any]]) -> str:
    lines = []
    for backend, r in results.items():
        lines += [
            f"\n{backend} (runs driven in {r['drive_s']:.0f} s)\n",
            "| measure | naive p50 ms | engine p50 ms | engine p95 ms | naive / engine | CPU naive / engine ms "
            "| naive / engine, CPU | CPU min naive / engine ms | naive / engine, CPU min | load 1 min |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for label, m in r["rows"].values():
            naive_ms = f"{m['naive']:.2f}" if m["naive"] is not None else "—"
            cpu = f"{m['naive_cpu']:.1f}" if m["naive_cpu"] is not None else "—"
            low = f"{m['naive_cpu_min']:.1f}" if m["naive_cpu_min"] is not None else "—"
            cpu, low = f"{cpu} / {m['ours_cpu']:.2f}", f"{low} / {m['ours_cpu_min']:.2f}"
            lines.append(
                f"| {label} | {naive_ms} | {m['ours']:.2f} | {m['ours_p95']:.2f} | "
                f"{_ratio(m['naive'], m['ours'])} | {cpu} | {_ratio(m['naive_cpu'], m['ours_cpu'])} | {low} | "
                f"{_ratio(m['naive_cpu_min'], m['ours_cpu_min'])} | {m['load']:.1f} |"
            )
        s = r["sizes"]
        lines.append("")
        beside = "beside them, the snapshots' context (read by resumes only)"
        if "ticket" in s:
            for name, run in (("ticket", "ticket run"), ("long", f"{LONG_STEPS}-step run")):
                payload, context, naive_b = s[name]
                lines.append(
                    f"- journal payload, {run}: engine {_kb(payload)}, naive {_kb(naive_b)}; {beside}: {_kb(context)}"
                )
        if "long_drive_ms" in s:
            lines.append(
                f"- the {LONG_STEPS}-step run driven by the in-process worker in {s['long_drive_ms']:,.0f} ms, its pages "
                "written at the end (the keep_pages row) included"
            )
        if "huge" in s:
            early, late = s["snapshot_early_late"]
            total, count = s["snapshots_total"]
            payload, context = s["huge"]
            lines.append(f"- journal payload, {HUGE_STEPS:,}-step run: engine {_kb(payload)}; {beside}: {_kb(context)}")
            lines.append(
                f"- snapshots of that run (payload + context): {count:,}, {_kb(total)} in all; the one at step ~10: {early:,} B, "
                f"at step ~1,000: {late:,} B ({late / early:.1f}×)"
            )
        if "checkpoint" in s:
            size, past, stored = s["checkpoint"]
            lines.append(
                f"- its checkpoint (runs.journal.checkpoints, outside the journal): {_kb(size)} of context, stored "
                f"in {_kb(stored)}; a cold resume reads it and the {past:,} snapshots from the one it is bound to on"
            )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--postgres", default=None, help="server URL (default: DATABASE_URL when it is PostgreSQL)")
    parser.add_argument("--no-postgres", action="store_true")
    parser.add_argument("--no-sqlite", action="store_true")
    parser.add_argument("--repeat", type=int, default=100)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--huge-only", action="store_true", help="only the 10,000-step run's rows (BENCH_HUGE_STEPS)")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--naive-url", default="", help=argparse.SUPPRESS)
    opts = parser.parse_args()
    if opts.inner:
        sys.stdout.write(json.dumps(inner(opts.repeat, opts.naive_url)) + "\n")
        return
    if opts.huge_only:
        os.environ["BENCH_HUGE_ONLY"] = "1"  # read by the children
    results: dict[str, dict[str, Any]] = {}
    load = os.getloadavg()
    print(f"machine: {os.cpu_count()} cores, load average at start {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f}")
    with tempfile.TemporaryDirectory(prefix="agentops-replaybench-") as tmp:
        if not opts.no_sqlite:
            results["SQLite"] = _child(
                f"sqlite:///{Path(tmp) / 'bench.sqlite3'}", str(Path(tmp) / "naive.sqlite3"), opts.repeat, tmp
            )
        env_url = os.environ.get("DATABASE_URL", "")
        pg = opts.postgres or (env_url if env_url.startswith("postgres") else "")
        if pg and not opts.no_postgres:
            results["PostgreSQL"] = _postgres(pg, opts.repeat, tmp)
    if opts.json:
        print(json.dumps(results, indent=2))
        return
    print(table(results))
    load = os.getloadavg()
    print(f"\nload average at end {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} (1 / 5 / 15 min)")


if __name__ == "__main__":
    main()
