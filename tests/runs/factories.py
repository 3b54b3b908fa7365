"""Factories for engine tests on the real database."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path

import pytest
from django.db import OperationalError, connection
from django.utils import timezone

from agentops.core.budget import Budget
from agentops.core.errors import ModelError
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Tool, ToolRegistry, Verdict, VerdictStatus
from agentops.demo import ticket
from runs.models import Run
from runs.services import run_create

#: a full data directory and a read-only one, as SQLite answers them on this connection: the file may not grow past
#: its pages (``max_page_count``, SQLite's own "database or disk is full"), or no write at all (``query_only``)
_STORAGE_PRAGMAS = {
    "full": ("max_page_count = {pages}", "max_page_count = 4294967294"),
    "read-only": ("query_only = ON", "query_only = OFF"),
}


#: what SQLite answers a write in each case
STORAGE_REFUSALS = {"full": "database or disk is full", "read-only": "attempt to write a readonly database"}


def data_dir() -> str:
    """The directory of the SQLite database: the data directory a storage refusal names."""
    return str(Path(connection.settings_dict["NAME"]).parent)


@contextmanager
def storage_refusing(kind: str) -> Iterator[None]:
    """SQLite on this connection refusing writes as a ``full`` or ``read-only`` data directory does (skipped
    elsewhere)."""
    if connection.vendor != "sqlite":
        pytest.skip("SQLite's pragmas stand in for a full or read-only data directory")
    on, off = _STORAGE_PRAGMAS[kind]
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA page_count")
        cursor.execute(f"PRAGMA {on.format(pages=cursor.fetchone()[0])}")
        if kind == "full":
            _use_free_pages(cursor)
    try:
        yield
    finally:
        with connection.cursor() as cursor:
            cursor.execute(f"PRAGMA {off}")
            cursor.execute(f"DROP TABLE IF EXISTS {_FILLER}")


_FILLER = "agentops_test_filler"


def _use_free_pages(cursor) -> None:
    """Take the file's free pages (those earlier tests' deletes left): a full disk has none, and a write that
    reused them would succeed under ``max_page_count`` (the CI's run of the page test answered 302, not 503)."""
    try:
        cursor.execute(f"CREATE TABLE {_FILLER} (b BLOB)")
        while True:
            cursor.execute(f"INSERT INTO {_FILLER} VALUES (zeroblob(1000))")
    except OperationalError as exc:
        if STORAGE_REFUSALS["full"] not in str(exc):
            raise


#: PostgreSQL's refusals for want of resources: the driver's error class (SQLSTATE class 53), the API code, the words
POSTGRES_REFUSALS = {
    "53100": ("DiskFull", "storage_full", "takes no writes (PostgreSQL: disk full, SQLSTATE 53100)"),
    "53200": ("OutOfMemory", "database_unavailable", "is out of memory (PostgreSQL SQLSTATE 53200)"),
    "53300": ("TooManyConnections", "database_unavailable", "takes no more connections"),
}


@contextmanager
def postgres_refusing(sqlstate: str) -> Iterator[None]:
    """Every INSERT fails with psycopg's own error for ``sqlstate``, raised by psycopg's cursor (the journal's
    server-bound cursors and Django's alike; skipped off PostgreSQL). A real full disk (a tablespace on a full
    tmpfs) answers 53100 the same way; memory and connections cannot be exhausted in a test."""
    if connection.vendor != "postgresql":
        pytest.skip("psycopg's errors of SQLSTATE class 53")
    import psycopg
    import psycopg.errors

    error = getattr(psycopg.errors, POSTGRES_REFUSALS[sqlstate][0])
    execute = psycopg.Cursor.execute

    def refuse(cursor, query, *args, **kwargs):
        if str(query).lstrip().upper().startswith("INSERT"):
            raise error("could not extend file: No space left on device")
        return execute(cursor, query, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(psycopg.Cursor, "execute", refuse)
        yield


def make_run(agent: str = "ticket", n: int = 1, seed: int = 7) -> str:
    """A recorded, not yet driven run of ``agent``."""
    inputs = {"ticket": f"T-{n}", "customer": "ACME", "task": "Resolve the ticket."}
    if agent == "billing":
        inputs = {"invoice": f"INV-{n}", "amount": 1250, "currency": "EUR", "customer": "ACME"}
    run, _ = run_create(agent=agent, inputs=inputs, seed=seed, start=False)
    return run.id


def orphan(run_id: str, owner: str = "worker:dead:1") -> None:
    """Make ``run_id`` look like its worker died holding the lease."""
    Run.objects.filter(id=run_id).update(lease_owner=owner, lease_expires_at=timezone.now() - timedelta(seconds=5))


def flaky_agent() -> Agent:
    """Step 1's model call fails ``FLAKY_FAILURES`` times (counted in ``FLAKY_FILE``, across processes)."""
    count_file = Path(os.environ["FLAKY_FILE"])

    def script(step, messages):
        if step == 1:
            failed = len(count_file.read_text()) if count_file.exists() else 0
            if failed < int(os.environ.get("FLAKY_FAILURES", "2")):
                with count_file.open("a") as fh:
                    fh.write("x")
                raise ModelError("gateway timeout", retryable=os.environ.get("FLAKY_PERMANENT") != "1")
        if step < 2:
            return "look it up", [ToolCall("retrieve", {"topic": f"policy {step}"}, f"c{step}")]
        return "Nothing to send; the policy answers the question.", []

    return Agent(
        "flaky", ScriptedModel("flaky-v1", script), ToolRegistry([ticket.retrieve_tool()]), "{task}{clock}{seed}"
    )


def slow_read_agent() -> Agent:
    """Step 0 calls a read that takes ``SLOW_SECONDS`` (default 6): a drive that is in flight for that long."""

    def wait_for_report(args: dict, key: str | None) -> dict:
        time.sleep(float(os.environ.get("SLOW_SECONDS", "6")))
        return {"success": True, "code": "ok", "data": {"report": args["topic"]}}

    def script(step: int, messages: list) -> tuple[str, list[ToolCall]]:
        if step == 0:
            return "read the report", [ToolCall("wait_for_report", {"topic": "quarter"}, "c0")]
        return "Nothing to send; the report answers the question.", []

    tool = Tool("wait_for_report", wait_for_report, effect=Effect.READ, description="A slow read.")
    return Agent("slow", ScriptedModel("slow-v1", script), ToolRegistry([tool]), "{task}{clock}{seed}")


def slow_ticket_agent() -> Agent:
    """Step 0 opens a ticket with a tool that cannot dedupe and takes ``SLOW_SECONDS`` (default 5): it writes
    ``started <ref>`` to ``TICKETS_FILE`` when called and ``ticket <ref>`` when done; its lookup finds only the done
    tickets (a call still in flight is missed, as a real service's would be); its read-back takes ``VERIFY_SECONDS``
    (default 0)."""
    tickets = Path(os.environ["TICKETS_FILE"])

    def note(line: str) -> None:
        with tickets.open("a") as fh:
            fh.write(line + "\n")

    def opened(args: dict) -> dict:
        return {"success": True, "code": "opened", "data": {"ref": args["ref"]}}

    def open_ticket(args: dict, key: str | None) -> dict:
        note(f"started {args['ref']}")
        time.sleep(float(os.environ.get("SLOW_SECONDS", "5")))
        note(f"ticket {args['ref']}")
        return opened(args)

    def find_ticket(args: dict, key: str | None) -> Lookup:
        done = f"ticket {args['ref']}" in (tickets.read_text().splitlines() if tickets.exists() else [])
        return Lookup(found=True, result=opened(args)) if done else Lookup(found=False)

    def read_back(args: dict, result: dict, key: str | None) -> Verdict:
        time.sleep(float(os.environ.get("VERIFY_SECONDS", "0")))
        return Verdict(VerdictStatus.CONFIRMED, "read-back")

    def script(step: int, messages: list) -> tuple[str, list[ToolCall]]:
        if step == 0:
            return "opening a ticket", [ToolCall("open_ticket", {"ref": "T-1"}, "c0")]
        return "Nothing more to do here.", []

    tool = Tool(
        "open_ticket",
        open_ticket,
        effect=Effect.WRITE,
        dedupes=False,
        lookup=find_ticket,
        verify=read_back,
        description="Open a support ticket (slow; the service does not dedupe).",
    )
    return Agent("slow_ticket", ScriptedModel("slow-ticket-v1", script), ToolRegistry([tool]), "{task}{clock}{seed}")


def as_written_before(run_id: str, form: str = "added") -> None:
    """Rewrite ``run_id``'s journal as one written before migration 0021, re-chained: each snapshot's
    context in its payload (``form`` "added": the messages it adds; "messages": the whole context, the
    older form) and none beside it. Its checkpoint is dropped and this process's folds forgotten."""
    from agentops.core.events import EventType, NewEvent, seal
    from agentops.core.keys import GENESIS_HASH
    from agentops.core.replay import ReplayIndex
    from runs.journal.store import forget_folds, load_events
    from runs.models import Checkpoint, Event

    stored = dict(Event.objects.filter(run_id=run_id).exclude(context=None).values_list("seq", "context"))
    index, prev = ReplayIndex(run_id), GENESIS_HASH
    for event in load_events(run_id, from_snapshot=False):
        payload = dict(event.payload)
        if event.type is EventType.SNAPSHOT_TAKEN:
            del payload["digest"]
            payload["added"] = json.loads(stored[event.seq])
            if form == "messages":
                payload = {k: payload[k] for k in ("step", "consumed", "failures")} | {"messages": list(index.messages)}
        index.apply(event)
        sealed, text = seal(run_id, event.seq, prev, NewEvent(event.type, payload))
        Event.objects.filter(run_id=run_id, seq=event.seq).update(
            payload=text, prev_hash=prev, hash=sealed.hash, context=None
        )
        prev = sealed.hash
    Run.objects.filter(id=run_id).update(last_hash=prev)
    Checkpoint.objects.filter(run_id=run_id).delete()
    forget_folds(run_id)


def _paying_agent(name: str, template: str, first_calls: Callable[[list], list[ToolCall]]) -> Agent:
    """An agent whose first step asks for ``first_calls(messages)`` of a ``pay_invoice`` tool (held: it pays),
    then replies."""

    def script(step: int, messages: list) -> tuple[str, list[ToolCall]]:
        return ("Paying.", first_calls(messages)) if step == 0 else ("Handled.", [])

    def pay(args: dict, key: str | None) -> dict:
        return {"success": True, "code": "paid", "data": {"invoice": args["invoice"]}}

    return Agent(
        name=name,
        model=ScriptedModel(f"scripted-{name}-v1", script),
        tools=ToolRegistry([Tool("pay_invoice", pay, effect=Effect.WRITE, dedupes=True)]),
        template=template + " Journaled clock: {clock}; seed: {seed}.",
        budget=Budget(max_steps=4, max_tokens=20_000, max_cost=0.5),
    )


def two_payments_agent() -> Agent:
    """Pays two invoices in one step: two calls held for an approver at once."""
    return _paying_agent(
        "two-payments",
        "Pay the invoices.",
        lambda messages: [
            ToolCall("pay_invoice", {"invoice": "A-1", "amount": 10, "currency": "EUR"}, "call_0_0"),
            ToolCall("pay_invoice", {"invoice": "B-2", "amount": 20, "currency": "EUR"}, "call_0_1"),
        ],
    )


def pay_then_look_up_agent() -> Agent:
    """Pays an invoice (held for an approver), then looks it up (a read) in the same step: the step's intents
    are journaled together, the lookup's after the held payment's."""

    def script(step: int, messages: list) -> tuple[str, list[ToolCall]]:
        calls = [ToolCall("pay_invoice", PAY_A1, "call_0_0"), ToolCall("lookup_invoice", {"invoice": "A-1"}, "c1")]
        return ("Paying.", calls) if step == 0 else ("Handled.", [])

    def pay(args: dict, key: str | None) -> dict:
        return {"success": True, "code": "paid", "data": {"invoice": args["invoice"]}}

    def look_up(args: dict, key: str | None) -> dict:
        return {"success": True, "code": "found", "data": {"invoice": args["invoice"], "open": True}}

    tools = [Tool("pay_invoice", pay, effect=Effect.WRITE, dedupes=True), Tool("lookup_invoice", look_up)]
    return Agent(
        name="pay-then-look-up",
        model=ScriptedModel("scripted-pay-then-look-up-v1", script),
        tools=ToolRegistry(tools),
        template="Pay A-1. Journaled clock: {clock}; seed: {seed}.",
        budget=Budget(max_steps=4, max_tokens=20_000, max_cost=0.5),
    )


PAY_A1 = {"invoice": "A-1", "amount": 10, "currency": "EUR"}


def pay_args_agent() -> Agent:
    """Pays with the arguments its ``args`` input holds as JSON (``{"payment": {"amount": 1250}}``)."""

    def call(messages: list) -> list[ToolCall]:
        args = str(messages[0]["content"]).split("Pay with ", 1)[1].split(" now.", 1)[0]
        return [ToolCall("pay_invoice", {"invoice": "INV-8", **json.loads(args)}, "call_0_0")]

    return _paying_agent("pay-args", "Pay with {args} now.", call)


def amount_text_agent() -> Agent:
    """Pays an invoice with the amount exactly as its input wrote it (``{"amount": "€1,250.00"}``)."""

    def call(messages: list) -> list[ToolCall]:
        amount = str(messages[0]["content"]).split("Pay ", 1)[1].split(" now.", 1)[0]
        return [ToolCall("pay_invoice", {"invoice": "INV-7", "amount": amount}, "call_0_0")]

    return _paying_agent("amount-text", "Pay {amount} now.", call)
