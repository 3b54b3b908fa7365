"""The timeline's rows against their definition: every item shows what the redacted (or raw) payload
says, PII never reaches a viewer without a grant, and an edited or purged row is shown for what it is.

The reference is the plain reading: decode the stored JSON, redact the value (``Sight.value``), print
it compact. The timeline reads lighter (tuples, one decode, the redactor's one-pass check of the
text); these tests hold it to the same output on a run with PII in its arguments and results."""

from __future__ import annotations

import json
import math

import pytest
from claims.factories import journal_run
from django.db import connection

from runs.dashboard import render, selectors
from runs.dashboard.selectors import LARGE_PAYLOAD, _fields
from runs.governance.visibility import RAW, REDACTED
from runs.models import Event, Run, ToolExecution
from runs.worker.engine import drive_run
from tests.runs.factories import as_written_before, make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def reference(row: Event, sight) -> dict:
    """What one row shows, read the plain way (model instance, json, a full redaction walk)."""
    stored = json.loads(row.payload) if row.payload else {}
    payload = sight.value(stored)
    large = len(row.payload) > LARGE_PAYLOAD
    shown = row.payload if sight.raw else json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    execution = ToolExecution.objects.filter(id=stored.get("execution_id", "")).first()
    return {
        "seq": row.seq,
        "event_id": row.event_id,
        "type": row.type,
        "fields": _fields(row.type, payload),
        "tool": stored.get("tool") or (execution.tool if execution else ""),
        "exec_status": execution.status if execution else "",
        "payload": "" if large else shown,
        "payload_size": _size(row, sight, shown),
        "created_at": row.created_at,
    }


def _size(row: Event, sight, shown: str) -> int:
    """The size a row shows: its shown text's (a stored length beside a pseudonym tells the replaced value's);
    a large snapshot's (never shown), redacted, in whole KiB."""
    if row.type == "SnapshotTaken" and len(row.payload) > LARGE_PAYLOAD and not sight.raw:
        return math.ceil(len(row.payload) / 1024) * 1024
    return len(shown) if row.payload else 0


def items(run_id: str, sight) -> list[dict]:
    page = selectors.timeline_after(run_id=run_id, after=0, limit=500, sight=sight)["events"]
    keys = ("seq", "event_id", "type", "fields", "tool", "exec_status", "payload", "payload_size", "created_at")
    return [{k: item[k] for k in keys} for item in page]


@pytest.fixture
def run_id() -> str:
    """A ticket run: e-mail addresses in its tool arguments, results and samples."""
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"
    return run_id


def emails(run_id: str) -> list[str]:
    text = " ".join(Event.objects.filter(run_id=run_id).values_list("payload", flat=True))
    return sorted({w.strip('",.:;{}[]') for w in text.split('"') if "@" in w and " " not in w})


@pytest.mark.parametrize("sight", [REDACTED, RAW], ids=["redacted", "raw"])
def test_every_row_shows_what_the_plain_reading_shows(run_id: str, sight) -> None:
    rows = list(Event.objects.filter(run_id=run_id).order_by("seq"))
    assert items(run_id, sight) == [reference(row, sight) for row in rows]


def test_a_viewer_without_a_grant_sees_no_address_and_the_html_agrees(run_id: str) -> None:
    addresses = emails(run_id)
    assert addresses, "the ticket run holds e-mail addresses"
    html = render.timeline_rows(selectors.timeline_after(run_id=run_id, after=0, limit=500, sight=REDACTED))
    redacted = json.dumps(html)
    assert not [a for a in addresses if a in redacted] and "&lt;email:" in redacted
    raw = json.dumps(render.timeline_rows(selectors.timeline_after(run_id=run_id, after=0, limit=500, sight=RAW)))
    assert any(a in raw for a in addresses)  # (those only in large payloads load on open)
    detail = selectors.run_detail(run_id=run_id)
    shown = json.dumps([e for g in detail.groups for e in g["events"]], default=str)
    assert not [a for a in addresses if a in shown]


def test_an_edited_row_is_still_redacted_and_shown_broken(run_id: str) -> None:
    """A row edited in SQL into non-canonical JSON with a new address: flagged, and the address redacted."""
    row = Event.objects.filter(run_id=run_id, type="ToolRequested", payload__contains="@").order_by("seq").first()
    value = json.loads(row.payload)
    value["args"]["cc"] = "mallory@evil.example"
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {Event._meta.db_table} SET payload = %s WHERE id = %s", [json.dumps(value, indent=2), row.pk]
        )
    edited = next(
        i for i in selectors.timeline_after(run_id=run_id, after=0, limit=500)["events"] if i["seq"] == row.seq
    )
    assert edited["chain"] == "broken"
    assert "mallory" not in json.dumps(edited, default=str) and "<email:" in edited["payload"]
    raw = next(
        i
        for i in selectors.timeline_after(run_id=run_id, after=0, limit=500, sight=RAW)["events"]
        if i["seq"] == row.seq
    )
    assert "mallory@evil.example" in raw["payload"]


def test_a_purged_row_shows_an_empty_payload(run_id: str) -> None:
    Event.objects.filter(run_id=run_id, seq=4).update(payload="", payload_purged=True)
    by_seq = {i["seq"]: i for i in selectors.timeline_after(run_id=run_id, after=0, limit=500)["events"]}
    assert by_seq[4]["chain"] == "purged" and by_seq[4]["payload"] == "{}" and by_seq[5]["chain"] == "ok"
    assert Run.objects.get(id=run_id).last_seq == max(by_seq)


def test_a_kept_view_is_never_shown_for_other_content_or_another_redaction(run_id: str, settings) -> None:
    """Rows viewed once are kept by their chain hash: an edit behind the page's back is read anew and
    flagged, a purge shows as purged, and another redaction configuration makes its own views."""
    selectors.forget_row_views()
    first = items(run_id, REDACTED)
    assert items(run_id, REDACTED) == first  # the second read comes from the kept views
    row = Event.objects.filter(run_id=run_id, type="ToolRequested", payload__contains="@").order_by("seq").first()
    edited = row.payload.replace('"to":"', '"to":"x')
    with connection.cursor() as cursor:
        cursor.execute(f"UPDATE {Event._meta.db_table} SET payload = %s WHERE id = %s", [edited, row.pk])
    page = {i["seq"]: i for i in selectors.timeline_after(run_id=run_id, after=0, limit=500)["events"]}
    assert page[row.seq]["chain"] == "broken" and page[row.seq]["payload_size"] == len(page[row.seq]["payload"])
    assert page[row.seq]["payload"] == reference(Event.objects.get(pk=row.pk), REDACTED)["payload"]
    Event.objects.filter(pk=row.pk).update(payload="", payload_purged=True)
    page = {i["seq"]: i for i in selectors.timeline_after(run_id=run_id, after=0, limit=500)["events"]}
    assert page[row.seq]["chain"] == "purged" and page[row.seq]["payload"] == "{}"
    settings.AGENTOPS = {**settings.AGENTOPS, "REDACTION": {"KEY": "another key"}}
    rows = list(Event.objects.filter(run_id=run_id).order_by("seq"))
    again = items(run_id, REDACTED)
    assert again == [reference(r, REDACTED) for r in rows] and again != first  # pseudonyms under the new key


def test_a_snapshot_shows_its_counts_and_a_large_one_written_before_nothing_of_its_context(run_id: str) -> None:
    """A snapshot's payload is its counts and the digest of its context (stored beside it, not shown:
    the steps before it show those messages). A large one of a journal written before (the context
    inside the payload) is collapsed without fields; opening it (``event_payload``) shows its text
    redacted (its first 4,000 characters)."""

    def item_of(seq: int) -> dict:
        selectors.forget_row_views()
        return next(i for i in selectors.timeline_after(run_id=run_id, after=0, limit=500)["events"] if i["seq"] == seq)

    snapshot = Event.objects.filter(run_id=run_id, type="SnapshotTaken").order_by("seq").first()
    assert len(snapshot.payload) < LARGE_PAYLOAD and "@" not in snapshot.payload and "@" in snapshot.context
    item = item_of(snapshot.seq)
    assert (item["fields"], item["large"], item["chain"]) == ([], False, "ok")
    shown, stored = json.loads(item["payload"]), json.loads(snapshot.payload)
    # shown redacted: the digests (of the cached messages, of the addresses reached) as pseudonyms (qa-ops6)
    assert {k: v for k, v in shown.items() if k not in ("digest", "reached")} == {
        k: v for k, v in stored.items() if k not in ("digest", "reached")
    }
    assert shown["digest"].startswith("<digest:") and stored["digest"] not in item["payload"]
    addresses = emails(run_id)
    as_written_before(run_id)
    snapshot = Event.objects.filter(run_id=run_id, type="SnapshotTaken", payload__contains="@").order_by("seq").first()
    assert snapshot is not None and len(snapshot.payload) > LARGE_PAYLOAD
    item = item_of(snapshot.seq)
    assert (item["fields"], item["payload"], item["large"], item["chain"]) == ([], "", True, "ok")
    opened = selectors.event_payload(run_id=run_id, seq=snapshot.seq)
    assert opened.startswith('{\n "added"') and not [a for a in addresses if a in opened]


def test_a_page_asks_for_the_configured_redactor_once(run_id: str, monkeypatch) -> None:
    """Its rows are viewed with the redactor the page asked for once (``from_settings`` read the
    settings twice per row before), and show what the plain reading shows."""
    calls = []
    real = selectors.from_settings

    def counted():  # type: ignore[no-untyped-def]
        calls.append(1)
        return real()

    monkeypatch.setattr(selectors, "from_settings", counted)
    monkeypatch.setattr("runs.governance.visibility.from_settings", counted)
    selectors.forget_row_views()
    shown = items(run_id, REDACTED)
    assert len(shown) > 20 and len(calls) == 1
    assert shown == [reference(r, REDACTED) for r in Event.objects.filter(run_id=run_id).order_by("seq")]


def test_views_kept_for_a_raw_reader_are_never_shown_to_a_redacted_one(run_id: str) -> None:
    """The kept views are keyed by whether the sight is raw: a raw page viewed first (its rows viewed
    afresh together) leaves nothing a redacted page reuses, and the other way round."""
    rows = list(Event.objects.filter(run_id=run_id).order_by("seq"))
    addresses = emails(run_id)
    for order in ((RAW, REDACTED), (REDACTED, RAW)):
        selectors.forget_row_views()
        for sight in order + order:
            shown = items(run_id, sight)
            assert shown == [reference(row, sight) for row in rows]
            text = json.dumps(shown, default=str)
            assert any(a in text for a in addresses) if sight.raw else not [a for a in addresses if a in text]


def test_the_run_page_reads_its_run_its_origin_and_its_execution_counts_as_their_own_reads_give_them(
    run_id: str,
) -> None:
    """The run row, its first event and its executions' counts come in one statement: a waiting run's counts,
    a run without unsettled executions' zeros, the run as the ORM reads it, the budget of its RunStarted."""
    from agentops.core.states import UNSETTLED_EXEC
    from tests.dashboard.conftest import waiting_payment

    held = waiting_payment()
    for run in (held.id, run_id):
        statuses = list(ToolExecution.objects.filter(run_id=run).values_list("status", flat=True))
        detail = selectors.run_detail(run_id=run)
        expected = (sum(s in UNSETTLED_EXEC for s in statuses), statuses.count("WAITING_MANUAL_CONFIRM"))
        assert (detail.unsettled, detail.waiting) == expected
        stored = Run.objects.get(id=run)
        assert [getattr(detail.run, f.attname) for f in Run._meta.concrete_fields] == [
            getattr(stored, f.attname) for f in Run._meta.concrete_fields
        ]
        assert detail.meters == selectors.budget_meters(stored, selectors.journal_origin(run).budget)
        assert detail.page.first_seq == max(1, stored.last_seq - selectors.PAGE_EVENTS + 1)
    assert selectors.run_detail(run_id=held.id).waiting == 1
    assert selectors.run_detail(run_id="run_missing") is None


def test_a_rows_size_tells_a_viewer_nothing_of_a_redacted_values_length() -> None:
    """The probe's attack on the size: the stored payload's length, beside ``<email:…>``, gave the address's
    length (a guess of another length ruled out). Two runs alike but for the length of their customer's
    address show a viewer the same sizes; a raw read shows each its own."""
    sizes = {}
    for address in ("al@example.com", "alexandra.longname-smith@example.com"):
        run_id = journal_run([("send_email", "write", "confirmed")], to=address).run_id
        row = Event.objects.get(run_id=run_id, type="ToolRequested")
        page = {
            i["seq"]: i for i in selectors.timeline_after(run_id=run_id, after=0, limit=50, sight=REDACTED)["events"]
        }
        raw = {i["seq"]: i for i in selectors.timeline_after(run_id=run_id, after=0, limit=50, sight=RAW)["events"]}
        sizes[address] = (page[row.seq]["payload_size"], raw[row.seq]["payload_size"])
        assert raw[row.seq]["payload_size"] == len(row.payload) and address not in json.dumps(
            page[row.seq], default=str
        )
    (short, short_raw), (long, long_raw) = sizes.values()
    assert short == long and short_raw != long_raw
