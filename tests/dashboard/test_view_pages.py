"""View pages (``runs.dashboard.view_pages``): the run page read from them shows what it shows from the rows,
per sight, never another's, never over a broken, purged or rewritten row."""

from __future__ import annotations

import json
import re
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from runs.dashboard import selectors, view_pages
from runs.governance import retention
from runs.governance.visibility import RAW, REDACTED
from runs.journal.pages import decompress
from runs.models import Event, ViewPage
from runs.worker.engine import drive_run
from tests.dashboard.test_timeline_items import emails, reference
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture
def run_id() -> str:
    """A finished ticket run (more than one block of events): e-mail addresses in its payloads."""
    run_id = make_run()
    assert str(drive_run(run_id)) == "COMPLETED"
    assert Event.objects.filter(run_id=run_id).count() > view_pages.BLOCK
    return run_id


def page(run_id: str, sight, *, fresh: list[int] | None = None) -> list[dict]:
    """The run page's items, every event (as a fresh process shows them: no view kept in memory);
    ``fresh`` collects how many rows it viewed from the journal."""
    selectors.forget_row_views()
    real = selectors.row_views

    def counted(rows, *args):  # type: ignore[no-untyped-def]
        if fresh is not None:
            fresh.append(len(rows))
        return real(rows, *args)

    selectors.row_views = counted
    try:
        detail = selectors.run_detail(run_id=run_id, sight=sight, limit=10_000)
    finally:
        selectors.row_views = real
    return [item for group in detail.groups for item in group["events"]]


def keys_of(run_id: str) -> set[str]:
    return set(ViewPage.objects.filter(run_id=run_id).values_list("key", flat=True))


def kept_text(run_id: str, key: str) -> str:
    return " ".join(
        decompress(bytes(p)).decode()
        for p in ViewPage.objects.filter(run_id=run_id, key=key).values_list("packed", flat=True)
    )


@pytest.mark.parametrize("sight", [REDACTED, RAW], ids=["redacted", "raw"])
def test_the_page_read_from_view_pages_is_the_page_read_from_the_rows(run_id: str, sight) -> None:
    fresh: list[int] = []
    from_rows = page(run_id, sight, fresh=fresh)
    last = Event.objects.filter(run_id=run_id).order_by("-seq").values_list("seq", flat=True).first()
    # two pages: the first whole block, and the finished run's last block up to its head
    kept = ViewPage.objects.filter(run_id=run_id).order_by("first_seq").values_list("first_seq", "last_seq")
    assert list(kept) == [(1, view_pages.BLOCK), (view_pages.BLOCK + 1, last)] and sum(fresh) == last
    fresh.clear()
    from_pages = page(run_id, sight, fresh=fresh)
    assert sum(fresh) == 0  # no row viewed: every one came from a page
    assert from_pages == from_rows
    rows = list(Event.objects.filter(run_id=run_id).order_by("seq"))
    plain = [reference(row, sight) for row in rows]
    assert [{k: item[k] for k in plain[0]} for item in from_pages] == plain
    assert all(item["chain"] == "ok" for item in from_pages)


def test_pages_are_per_sight_and_a_redacted_reader_never_reads_a_raw_one(run_id: str, settings) -> None:
    addresses = emails(run_id)
    raw = page(run_id, RAW)
    assert any(a in json.dumps(raw, default=str) for a in addresses)
    [raw_key] = keys_of(run_id)
    assert any(a in kept_text(run_id, raw_key) for a in addresses)  # (the raw pages hold raw values)
    redacted = page(run_id, REDACTED)
    shown = json.dumps(redacted, default=str)
    assert not [a for a in addresses if a in shown] and "<email:" in shown
    [redacted_key] = keys_of(run_id) - {raw_key}
    assert not [a for a in addresses if a in kept_text(run_id, redacted_key)]
    assert page(run_id, REDACTED) == redacted and page(run_id, RAW) == raw  # each from its own pages
    # another redaction: its own pages, pseudonyms under its key
    settings.AGENTOPS = {**settings.AGENTOPS, "REDACTION": {"KEY": "another key"}}
    fresh: list[int] = []
    again = page(run_id, REDACTED, fresh=fresh)
    assert sum(fresh) == len(again) and again != redacted and len(keys_of(run_id)) == 3
    rows = list(Event.objects.filter(run_id=run_id).order_by("seq"))
    assert [{k: item[k] for k in reference(rows[0], REDACTED)} for item in again] == [
        reference(row, REDACTED) for row in rows
    ]


def test_a_block_with_a_broken_row_is_never_kept_and_stays_flagged(run_id: str) -> None:
    row = Event.objects.get(run_id=run_id, seq=10)
    with connection.cursor() as cursor:
        cursor.execute(f"UPDATE {Event._meta.db_table} SET payload = %s WHERE id = %s", ['{"edited":1}', row.pk])
    for _ in range(2):
        items = {item["seq"]: item for item in page(run_id, REDACTED)}
        assert items[10]["chain"] == "broken" and items[10]["payload"] == '{"edited":1}'
        assert [first for (first,) in ViewPage.objects.filter(run_id=run_id).values_list("first_seq")] == [
            view_pages.BLOCK + 1
        ]


def test_a_page_is_read_only_while_bound_to_its_rows_and_whole(run_id: str) -> None:
    first = page(run_id, REDACTED)
    # torn: ignored, its rows read and the page written anew
    ViewPage.objects.filter(run_id=run_id, first_seq=1).update(packed=b"torn")
    fresh: list[int] = []
    assert page(run_id, REDACTED, fresh=fresh) == first and sum(fresh) == len(first)
    assert decompress(bytes(ViewPage.objects.get(run_id=run_id, first_seq=1).packed)) is not None
    # its last event purged: the page is not read, the row shows purged
    Event.objects.filter(run_id=run_id, seq=view_pages.BLOCK).update(payload="", payload_purged=True)
    items = {item["seq"]: item for item in page(run_id, REDACTED, fresh=fresh)}
    assert items[view_pages.BLOCK]["chain"] == "purged" and items[view_pages.BLOCK - 1] == first[view_pages.BLOCK - 2]
    # the last page's last event's hash rewritten: the page is not read, the row is flagged
    last = ViewPage.objects.get(run_id=run_id, first_seq=view_pages.BLOCK + 1).last_seq
    Event.objects.filter(run_id=run_id, seq=last).update(hash="0" * 64)
    items = {item["seq"]: item for item in page(run_id, REDACTED)}
    assert items[last]["chain"] == "broken" and items[last - 1] == first[last - 2]


def test_retention_deletes_a_runs_view_pages(run_id: str) -> None:
    page(run_id, REDACTED)
    assert ViewPage.objects.filter(run_id=run_id).exists()
    report = retention.purge(older_than_days=1, now=timezone.now() + timedelta(days=2))
    assert run_id in report.runs
    assert not ViewPage.objects.filter(run_id=run_id).exists()
    assert {item["chain"] for item in page(run_id, REDACTED)} == {"purged"}
    assert not ViewPage.objects.filter(run_id=run_id).exists()  # never kept over purged rows


def test_a_running_runs_pages_and_the_rows_after_them_link_up(login) -> None:
    """A run that goes on: its whole blocks are kept, the rows after them read and checked against the last
    page's hash; the page shows the same, from the pages or not, and flags a row after them edited."""
    from django.urls import reverse

    from tests.dashboard.test_long_runs import long_run

    run = long_run(150)
    client = login("viewer")
    # the CSRF token, and ages and durations ("2s ago", "for 3s") that tick between two renders on a loaded machine
    csrf = re.compile(r'(?i)csrf[^"]*": "[^"]*"|name="csrfmiddlewaretoken" value="[^"]*"|\b\d+[smhd]\b')
    first = csrf.sub("", client.get(reverse("run", args=[run.id])).content.decode())
    kept = ViewPage.objects.filter(run_id=run.id).order_by("first_seq").values_list("first_seq", "last_seq")
    assert list(kept) == [(1, 64), (65, 128)]  # whole blocks only: the run goes on
    selectors.forget_row_views()
    again = csrf.sub("", client.get(reverse("run", args=[run.id])).content.decode())
    assert again == first and "chain-broken" not in again
    Event.objects.filter(run_id=run.id, seq=129).update(prev_hash="0" * 64)
    selectors.forget_row_views()
    assert 'id="seq-129"' in (html := client.get(reverse("run", args=[run.id])).content.decode())
    assert "chain-broken" in html
