"""Exports from the dashboard: streamed JSONL/CSV, redacted by default, unredacted only with permission + reason."""

from __future__ import annotations

import csv
import html
import io
import json

import pytest
from claims.factories import journal_run, started, user_with
from django.contrib.auth.models import Permission
from django.test import Client

from runs.governance import export
from runs.governance.export import (
    ExportError,
    ExportForbidden,
    export_begin,
    export_stream,
    parse_filter,
    runs_matching,
)
from runs.governance.redaction import from_settings
from runs.models import Event, ExportAudit, Run
from tests.redaction.labelled import PII_CASES
from tests.redaction.oracle import KEY_TOKEN

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

PII = {"phone": "13812345678", "id": "11010519491231002X", "card": "4111 1111 1111 1111", "ip": "203.0.113.7"}


@pytest.fixture
def run_with_pii() -> Run:
    """A driven ticket run (six emails to @example.com) plus a tool result carrying more PII."""
    run = started("ticket", 11)
    journal_run(
        [("crm_lookup", "read", "confirmed")], n=12, data={**PII, "password": "hunter2", "order": "SO2024120200001234"}
    )
    return run


def client_for(*groups: str, perm: bool = False) -> tuple[Client, object]:
    user = user_with("u-" + "-".join(groups or ("none",)) + ("-perm" if perm else ""), *groups)
    if perm:
        user.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    c = Client()
    c.force_login(user)
    return c, user


def body(response) -> str:  # type: ignore[no-untyped-def]
    assert response.streaming
    return b"".join(response.streaming_content).decode()


def test_viewer_gets_a_redacted_jsonl_stream_of_one_run(run_with_pii: Run) -> None:
    c, _ = client_for("viewer")
    response = c.get(f"/runs/{run_with_pii.id}/export?format=jsonl")
    assert response.status_code == 200 and response["Content-Type"].startswith("application/x-ndjson")
    lines = [json.loads(line) for line in body(response).splitlines()]
    events = list(Event.objects.filter(run=run_with_pii).order_by("seq"))
    assert [(r["seq"], r["event_id"]) for r in lines] == [(e.seq, e.event_id) for e in events]
    # hashes up to the first payload redacted (docs/export.md), none from there on
    first = next(i for i, r in enumerate(lines) if "<email:" in json.dumps(r["payload"]))
    assert first > 0 and [(r["hash"], r["prev_hash"]) for r in lines[:first]] == [
        (e.hash, e.prev_hash) for e in events[:first]
    ]
    assert lines[first]["prev_hash"] == events[first].prev_hash and lines[first]["hash"] is None
    assert all(r["hash"] is None and r["prev_hash"] is None for r in lines[first + 1 :])
    text = json.dumps(lines)
    assert "@example.com" not in text and "<email:" in text
    sends = [r for r in lines if r["type"] == "ToolRequested" and r["payload"]["tool"] == "send_email"]
    assert len(sends) == 6 and all(r["payload"]["args"]["to"].startswith("<email:") for r in sends)
    # each key as its pseudonym (a key derives from the redacted address: it would confirm a guess), one per call
    keys = [r["payload"]["idem_key"] for r in sends]
    assert all(KEY_TOKEN.fullmatch(k) for k in keys) and len(set(keys)) == len(keys)
    audit = ExportAudit.objects.get()
    assert (audit.redacted, audit.format, audit.scope) == (True, "jsonl", {"run_id": run_with_pii.id})


def test_a_head_request_answers_the_exports_headers_and_writes_nothing(run_with_pii: Run) -> None:
    """HEAD on an export was 405 here (and audited an export on the API's): it answers GET's status and headers,
    with no body, no audit row and no export page kept."""
    c, _ = client_for("viewer")
    for url, name in (
        (f"/runs/{run_with_pii.id}/export?format=csv", f"{run_with_pii.id}.csv"),
        ("/exports/?download=1&format=jsonl&agent=ticket", "agentops-export.jsonl"),
    ):
        got, head = c.get(url), c.head(url)
        assert head.status_code == 200 and head["Content-Type"] == got["Content-Type"], head
        assert head["Content-Disposition"] == got["Content-Disposition"] == f'attachment; filename="{name}"'
        assert b"".join(head.streaming_content) == b""
        body(got)
    assert ExportAudit.objects.count() == 2  # the two GETs'
    assert c.head(f"/runs/{run_with_pii.id}/export?format=xml").status_code == 400
    assert c.head("/runs/run_nope/export").status_code == 404
    assert ExportAudit.objects.count() == 2


def test_csv_export_of_a_filtered_set(run_with_pii: Run) -> None:
    c, _ = client_for("viewer")
    response = c.get("/exports/?download=1&format=csv&agent=ticket&status=RUNNING")
    rows = list(csv.DictReader(io.StringIO(body(response))))
    assert {r["run_id"] for r in rows} == set(Run.objects.filter(status="RUNNING").values_list("id", flat=True))
    text = "\n".join(r["payload"] for r in rows)
    for value in (*PII.values(), "hunter2", "@example.com"):
        assert value not in text
    assert "SO2024120200001234" in text and "<cn_id:" in text and "<card:" in text and "<secret:" in text
    assert json.loads(rows[0]["payload"])["agent"] == "ticket"


def test_unredacted_needs_permission_and_reason_and_is_audited(run_with_pii: Run) -> None:
    viewer, _ = client_for("viewer")
    assert viewer.post("/exports/", {"unredacted": "1", "reason": "legal hold"}).status_code == 403
    assert viewer.get("/exports/?download=1&unredacted=1&status=RUNNING").status_code == 200  # GET stays redacted
    allowed, user = client_for("viewer", perm=True)
    assert allowed.post("/exports/", {"unredacted": "1", "status": "RUNNING"}).status_code == 400
    too_long = allowed.post("/exports/", {"unredacted": "1", "status": "RUNNING", "reason": "x" * 2001})
    assert too_long.status_code == 400 and "a reason is at most 2000 characters, not 2001" in too_long.content.decode()
    response = allowed.post("/exports/", {"unredacted": "1", "status": "RUNNING", "reason": "LEGAL-42 hold"})
    assert response.status_code == 200 and "unredacted" in response["Content-Disposition"]
    text = body(response)
    assert PII["phone"] in text and "hunter2" in text
    audit = ExportAudit.objects.get(redacted=False)
    assert (audit.actor, audit.reason, audit.scope["status"]) == (user, "LEGAL-42 hold", "RUNNING")
    assert ExportAudit.objects.filter(redacted=False).count() == 1  # refused attempts wrote nothing


def test_export_access_and_bad_input(run_with_pii: Run, settings) -> None:
    settings.LOGIN_URL = "/admin/login/"
    assert Client().get(f"/runs/{run_with_pii.id}/export").status_code == 302
    nobody, _ = client_for()
    assert nobody.get(f"/runs/{run_with_pii.id}/export").status_code == 403
    viewer, _ = client_for("viewer")
    assert viewer.get("/runs/run_nope/export").status_code == 404
    assert viewer.get(f"/runs/{run_with_pii.id}/export?format=xml").status_code == 400
    empty = viewer.get(f"/runs/{run_with_pii.id}/export?format=")  # refused as the API refuses it, not read as jsonl
    assert empty.status_code == 400 and "format must be one of" in empty.content.decode()
    assert viewer.get("/exports/?download=1&since=yesterday").status_code == 400
    assert viewer.get("/exports/?download=1&status=BOGUS").status_code == 400
    backwards = viewer.get("/exports/?download=1&since=2026-12-07&until=2026-12-01")  # was an empty export, recorded
    assert (
        backwards.status_code == 400 and "since (2026-12-07) is after until (2026-12-01)" in backwards.content.decode()
    )
    assert viewer.get("/exports/").status_code == 200
    for value in ("yes", "", "true"):  # showed the form (200), as if no download had been asked
        refused = viewer.get(f"/exports/?download={value}&format=jsonl&agent=ticket")
        assert refused.status_code == 400, value
        assert (
            f"download takes 1 (download=1 downloads the filtered set), not &#x27;{value}&#x27;"
            in refused.content.decode()
        )
    assert ExportAudit.objects.count() == 0


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("agnet=ticket", "unknown parameter 'agnet': a set export filters by agent, status, since, until"),
        ("status=COMPLETED&status=RUNNING", "'status' is given more than once: give it once"),
    ],
)
def test_a_misspelt_or_repeated_filter_is_a_400_not_an_export_of_everything(run_with_pii: Run, query, message) -> None:
    """``/exports/?download=1&agnet=ticket`` ignored the misspelt filter and streamed every run's journal."""
    viewer, _ = client_for("viewer")
    response = viewer.get(f"/exports/?download=1&format=jsonl&{query}")
    assert response.status_code == 400 and message in html.unescape(response.content.decode())
    assert ExportAudit.objects.count() == 0


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("formt=csv", "unknown parameter 'formt': a run's export takes format"),
        ("format=csv&format=jsonl", "'format' is given more than once: give it once"),
    ],
)
def test_a_misspelt_or_repeated_parameter_of_a_runs_export_is_a_400(run_with_pii: Run, query, message) -> None:
    """``/runs/<id>/export?formt=csv`` was answered in JSONL, and ``format`` twice by one of them: the set export's
    rule (one place, ``check_params``) holds for one run's too (probe-embedded)."""
    viewer, _ = client_for("viewer")
    response = viewer.get(f"/runs/{run_with_pii.id}/export?{query}")
    assert response.status_code == 400 and message in html.unescape(response.content.decode())
    assert ExportAudit.objects.count() == 0


def test_export_services_directly(run_with_pii: Run) -> None:
    _, viewer = client_for("viewer")
    with pytest.raises(ExportForbidden):
        export_begin(user=viewer, fmt="jsonl", scope={}, redacted=False, reason="x")
    _, allowed = client_for("viewer", perm=True)
    with pytest.raises(ExportError):
        export_begin(user=allowed, fmt="jsonl", scope={}, redacted=False, reason=" ")
    runs = runs_matching(parse_filter({"agent": "ticket", "status": "COMPLETED"}))
    lines = b"".join(export_stream(runs, fmt="jsonl")).splitlines()
    assert len(lines) == Event.objects.filter(run=run_with_pii).count()


@pytest.mark.parametrize("use_tz", [True, False])
def test_exported_rows_carry_the_stored_columns_and_timestamps_as_django_reads_them(
    run_with_pii: Run, settings, use_tz: bool
) -> None:
    """On PostgreSQL the export reads timestamps through psycopg's C loader, not Django's: same text.
    Without USE_TZ Django reads naive datetimes, and so does the export (Django's own reading)."""
    settings.USE_TZ = use_tz
    runs = Run.objects.filter(id=run_with_pii.id)
    lines = [json.loads(line) for line in b"".join(export_stream(runs, fmt="jsonl", redacted=False)).splitlines()]
    stored = list(Event.objects.filter(run=run_with_pii).order_by("seq"))
    assert len(lines) == len(stored) > 20
    for line, event in zip(lines, stored, strict=True):
        assert line["created_at"] == event.created_at.isoformat() and (event.created_at.tzinfo is not None) == use_tz
        assert (line["seq"], line["event_id"], line["type"], line["hash"]) == (
            event.seq, event.event_id, event.type, event.hash
        )  # fmt: skip
        assert line["payload"] == json.loads(event.payload) and line["agent"] == "ticket"


def test_json_written_as_text_inside_a_payload_is_redacted_in_every_format() -> None:
    """A tool result kept as JSON text (as a snapshot keeps its messages): key rules apply inside it,
    and escapes (ensure_ascii, newlines) do not hide a number. Each of these leaked before."""
    inner = {"phone": 4155552671, "Authorization": "Token abc", "note": "回电13812345678", "log": "a\n13912345678"}
    nested = {"content": json.dumps(inner), "compact": json.dumps(inner, ensure_ascii=False, separators=(",", ":"))}
    run = journal_run([("crm_lookup", "read", "confirmed")], data={"messages": [nested]})
    runs = Run.objects.filter(id=run.run_id)
    for fmt in ("jsonl", "csv"):
        text = b"".join(export_stream(runs, fmt=fmt)).decode()
        for leak in ("4155552671", "Token abc", "13812345678", "13912345678"):
            assert leak not in text, (fmt, leak)
        assert text.count("<phone:") >= 6 and "<secret:" in text
    raw = b"".join(export_stream(runs, fmt="jsonl", redacted=False)).decode()
    assert "Token abc" in raw and "4155552671" in raw


def _row_by_row(runs, *, redacted: bool):  # type: ignore[no-untyped-def]
    """The export's rows as they were read before chunks were redacted together: the ORM's iterator
    (Django's converters), each payload through ``Redactor.redact_stored`` on its own; redacted, a run's
    hashes null from its first payload the redaction changes (its forks': all), its prev_hashes after it."""
    redactor = from_settings()
    rows = Event.objects.filter(run__in=runs).order_by("run_id", "seq").values_list(*export._SOURCE_COLUMNS)
    forks = set(runs.filter(fork_of__isnull=False).values_list("id", flat=True))
    hidden: dict[str, bool] = {}
    for row in rows.iterator(chunk_size=50):
        out = dict(zip(export.COLUMNS, row, strict=True))
        text = out["payload"]
        data = text.encode() if text else None
        out["payload"] = redactor.redact_stored(data) if data and redacted else data
        if redacted:
            before = hidden.get(out["run_id"], out["run_id"] in forks)
            hidden[out["run_id"]] = before or out["payload"] != data
            out["prev_hash"] = None if before else out["prev_hash"]
            out["hash"] = None if hidden[out["run_id"]] else out["hash"]
        yield out


def test_the_export_writes_the_bytes_of_redacting_row_by_row(run_with_pii: Run, monkeypatch) -> None:
    """Chunks redacted in one pass (``Redactor.redact_stored_many``) and rows read through the cursor:
    byte for byte what the ORM's rows redacted one by one give, in both formats, on a PII-rich set
    (every PII value of the labelled set in a tool result, beside clean events and snapshots), with
    chunks (and the lines written from them) small enough to cut it anywhere."""
    values = {f"v{i}": case.payload for i, case in enumerate(PII_CASES)}
    journal_run([("crm_lookup", "read", "confirmed")] * 3, data={"values": values, "nested": json.dumps(values)})
    runs = Run.objects.all()
    assert Event.objects.filter(run__in=runs).count() > 60
    for chunk, lines in ((export.CHUNK, export.LINES), (7, 3)):  # (lines joined 3 at a time: a chunk's cut too)
        monkeypatch.setattr(export, "CHUNK", chunk)
        monkeypatch.setattr(export, "LINES", lines)
        for redacted in (True, False):
            expected = b"".join(export.jsonl(_row_by_row(runs, redacted=redacted)))
            assert b"".join(export_stream(runs, fmt="jsonl", redacted=redacted)) == expected
            expected = b"".join(export.csv_lines(_row_by_row(runs, redacted=redacted)))
            assert b"".join(export_stream(runs, fmt="csv", redacted=redacted)) == expected
    text = b"".join(export_stream(runs, fmt="jsonl")).decode()
    long_enough = [c.raw for c in PII_CASES if len(c.raw) >= 8]  # ("0000" is in some hash)
    assert len(long_enough) > 50 and not [raw for raw in long_enough if raw in text or json.dumps(raw)[1:-1] in text]


def test_the_recent_exports_show_their_reasons_redacted(run_with_pii: Run) -> None:
    """/exports/ lists recent exports to every viewer, with the reason the exporter typed, raw: 'subpoena for
    jane.roe@example.com' reached viewers who see every other value redacted."""
    allowed, _ = client_for("viewer", perm=True)
    body(
        allowed.post(
            "/exports/", {"unredacted": "1", "status": "RUNNING", "reason": "subpoena for jane.roe@example.com"}
        )
    )
    viewer, _ = client_for("viewer")
    page = viewer.get("/exports/").content.decode()
    assert "subpoena for &lt;email:" in page and "jane.roe@example.com" not in page
    assert ExportAudit.objects.get(redacted=False).reason == "subpoena for jane.roe@example.com"  # the record keeps it


def test_a_runs_export_reason_is_shown_with_the_names_its_run_reveals() -> None:
    """qa-ops7: an unredacted export of one run "subject access request of Ann Lee" was listed on /exports/ to every
    viewer beside the run's id, while that run's pages show her name — its inputs' ``customer`` — as ``<name:…>``: the
    reason was redacted by the rules for any text only, not with the run's names, as its pages redact the reasons
    journaled on it."""
    from runs.services import run_create

    inputs = {"invoice": "INV-7", "amount": 10, "currency": "EUR", "customer": "Ann Lee"}
    run, _ = run_create(agent="billing", inputs=inputs, start=False)
    exporter, _ = client_for("viewer", perm=True)
    body(exporter.post(f"/runs/{run.id}/export", {"unredacted": "1", "reason": "subject access request of Ann Lee"}))
    viewer, _ = client_for("viewer")
    assert "Ann Lee" not in viewer.get(f"/runs/{run.id}/").content.decode()  # the run's own page names her not
    page = viewer.get("/exports/").content.decode()
    assert run.id in page and "subject access request of &lt;name:" in page and "Ann Lee" not in page
    assert ExportAudit.objects.get(redacted=False).reason == "subject access request of Ann Lee"  # the record keeps it


def test_a_filtered_exports_reason_is_shown_with_the_names_it_looks_to_hold() -> None:
    """qa-ops7: a filtered export's reason "audit of Maria Gonzalez" was listed on /exports/ as typed — no one run's
    names apply, and a set's are not read per render. Capitalised runs of words are taken for names: pseudonymised
    as the runs' pages show her (``<name:…>`` of the same name), an acronym and the rest of the sentence kept."""
    exporter, _ = client_for("viewer", perm=True)
    reason = "GDPR audit of Maria Gonzalez, asked by Jean-Luc O'Neil"
    body(exporter.post("/exports/", {"unredacted": "1", "agent": "billing", "reason": reason}))
    viewer, _ = client_for("viewer")
    page = html.unescape(viewer.get("/exports/").content.decode())
    assert "Maria Gonzalez" not in page and "Jean-Luc" not in page, page
    shown = from_settings().redact({"customer": "Maria Gonzalez"})["customer"]  # as a run's pages show her
    assert f"GDPR audit of {shown}, asked by <name:" in page
    assert ExportAudit.objects.get(redacted=False).reason == reason  # the record keeps it


def test_the_recent_exports_show_what_was_exported_redacted(run_with_pii: Run) -> None:
    """The *What* of /exports/ is the exported set's filters as someone typed them: an agent filter of
    'jane.roe@example.com' (any text is taken: it matches no run) reached every viewer raw, beside the redacted
    reason, as a Python dict's repr."""
    typer, _ = client_for("operator")
    body(typer.get("/exports/", {"download": "1", "agent": "jane.roe@example.com", "format": "csv"}))
    viewer, _ = client_for("viewer")
    page = viewer.get("/exports/").content.decode()
    assert "jane.roe@example.com" not in page and "agent &lt;email:" in page
    assert "{&#x27;" not in page  # filters are listed as words, not as a dict
    assert ExportAudit.objects.get().scope["agent"] == "jane.roe@example.com"  # the record keeps it
