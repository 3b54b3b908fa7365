"""Redacted exports show no chain hash a guessed value could be checked against (docs/export.md): from a
run's first payload the redaction changed on, ``hash`` is null, and ``prev_hash`` after it; raw exports
carry every hash and verify."""

from __future__ import annotations

import csv
import io
import json

import orjson
import pytest
from claims.factories import journal_run

from runs.governance import export_pages
from runs.governance.export import export_stream
from runs.governance.redaction import from_settings
from runs.journal.pages import SIZE
from runs.models import Event, ExportPage, Run
from tests.export.test_export import _row_by_row
from tests.redaction.oracle import first_redacted, guessed_chain, shown_hashes, verifies

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

SECRET = "finance@example.com"  # every send_email's ``to`` in claims.factories.journal_run


def lines_of(runs, fmt: str = "jsonl", *, redacted: bool = True) -> list[dict]:  # type: ignore[no-untyped-def]
    text = b"".join(export_stream(runs, fmt=fmt, redacted=redacted)).decode()
    if fmt == "jsonl":
        return [json.loads(line) for line in text.splitlines()]
    rows = list(csv.DictReader(io.StringIO(text)))
    return [r | {"seq": int(r["seq"]), "payload": json.loads(r["payload"] or "null")} for r in rows]


def assert_no_guess_confirms(lines: list[dict], run_id: str) -> None:
    events = list(Event.objects.filter(run_id=run_id).order_by("seq"))
    i = first_redacted(lines)
    right, wrong = guessed_chain(lines, SECRET), guessed_chain(lines, "support@example.com")
    # the probe's attack holds: the right guess gives the journal's hashes (the old reads showed them) …
    assert right[:2] == [events[i].hash, events[i + 1].hash] and wrong[0] != events[i].hash
    # … and the read shows none of them (nor any later one), while the events before keep theirs
    assert not set(right) & shown_hashes(lines)
    assert [line["hash"] for line in lines[:i]] == [e.hash for e in events[:i]] and i > 0
    assert all(not line["hash"] for line in lines[i:]) and all(not line["prev_hash"] for line in lines[i + 1 :])


@pytest.fixture
def run_id() -> str:
    return journal_run([("crm_lookup", "read", "confirmed"), ("send_email", "write", "confirmed")] * 2).run_id


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_a_redacted_export_confirms_no_guess(run_id: str, fmt: str) -> None:
    assert_no_guess_confirms(lines_of(Run.objects.filter(id=run_id), fmt), run_id)


def test_an_export_from_its_pages_confirms_no_guess() -> None:
    run_id = journal_run([("send_email", "write", "confirmed")] * 100).run_id
    runs = Run.objects.filter(id=run_id)
    first = lines_of(runs)
    assert ExportPage.objects.filter(run_id=run_id).count() == Event.objects.filter(run_id=run_id).count() // SIZE
    again = lines_of(runs)  # its whole blocks copied from the pages
    assert again == first
    assert_no_guess_confirms(again, run_id)


def test_pages_written_before_the_hashes_were_hidden_are_never_served() -> None:
    """A page kept as the export wrote it before (under the redaction's bare fingerprint, each line with
    its hashes) is not read: the export reads its block from the rows and keeps it anew."""
    run_id = journal_run([("send_email", "write", "confirmed")] * 100).run_id
    runs = Run.objects.filter(id=run_id)
    fingerprint = from_settings().fingerprint
    stored = dict(Event.objects.filter(run_id=run_id).values_list("seq", "hash"))
    old_lines = [
        orjson.dumps(
            r
            | {"hash": stored[r["seq"]], "prev_hash": stored.get(r["seq"] - 1, r["prev_hash"])}
            | {"payload": orjson.Fragment(r["payload"])},
            option=orjson.OPT_APPEND_NEWLINE,
        )
        for r in _row_by_row(runs, redacted=True)
    ]  # the redacted lines as written before: every hash in
    assert b"<email:" in old_lines[1] and stored[2].encode() in old_lines[1]
    last = Event.objects.get(run_id=run_id, seq=SIZE)
    ExportPage.objects.create(
        run_id=run_id, first_seq=1, last_seq=SIZE, fingerprint=fingerprint, hash=last.hash,
        packed=export_pages.pack(old_lines[:SIZE]),
    )  # fmt: skip
    lines = lines_of(runs)
    assert_no_guess_confirms(lines, run_id)
    assert export_pages.key(fingerprint) != fingerprint
    # (the page rewritten under the new key)
    assert list(ExportPage.objects.filter(run_id=run_id).values_list("fingerprint", flat=True)) == [
        export_pages.key(fingerprint)
    ]


def test_a_forks_redacted_export_shows_no_hash() -> None:
    """A fork's hashes chain on its parent's history (which holds addresses): none is shown."""
    from claims.factories import started

    from runs.timetravel.fork import ForkRequest, fork_create

    parent = started("ticket", 11)
    fork, _ = fork_create(run_id=parent.id, request=ForkRequest(2), actor="ada", reason="rerun")
    lines = lines_of(Run.objects.filter(id=fork.id))
    assert lines and all(not line["hash"] and not line["prev_hash"] for line in lines)
    assert verifies(lines_of(Run.objects.filter(id=fork.id), redacted=False))


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_a_raw_export_carries_every_hash_and_verifies(run_id: str, fmt: str) -> None:
    lines = lines_of(Run.objects.filter(id=run_id), fmt, redacted=False)
    assert SECRET in json.dumps([line["payload"] for line in lines])
    assert verifies(lines)
    assert [line["hash"] for line in lines] == list(
        Event.objects.filter(run_id=run_id).order_by("seq").values_list("hash", flat=True)
    )
