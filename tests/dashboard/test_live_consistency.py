"""Live without duplicates or gaps: pages and socket batches read while another connection appends.

The page and the socket's first batch must together show every seq exactly once: the page's rows end
exactly at the head it hands to the socket (``data-last-seq``), and the socket starts right after it.
A writer thread commits one event at a time on its own connection while the page is loaded, many times.
"""

from __future__ import annotations

import re
import threading

import pytest
from django.db import connections
from django.urls import reverse

from agentops.core.events import EventType, NewEvent
from runs.dashboard.consumers import _timeline_after
from runs.journal import leases
from runs.journal.store import append_events
from runs.services import run_create

pytestmark = pytest.mark.django_db(transaction=True)

SEQ = re.compile(r'<li class="ev [^"]*" data-seq="(\d+)"')
HEAD = re.compile(r'data-last-seq="(\d+)"')


def test_page_and_socket_never_overlap_nor_leave_a_gap_while_a_writer_appends(client, django_user_model):
    from tests.dashboard.conftest import make_user

    client.force_login(make_user("vic", "viewer"))
    run = run_create(
        agent="billing", inputs={"invoice": "INV-R", "amount": 1, "currency": "EUR", "customer": "A"}, start=False
    )[0]
    lease = leases.acquire(run.id, "race-writer", seconds=600)
    stop = threading.Event()

    def writer() -> None:
        head = lease.head_seq
        try:
            while not stop.is_set() and head < 5000:
                append_events(run.id, lease.fence, head, [NewEvent(EventType.CLAIM_FLAGGED, {"claim": f"c{head}"})])
                head += 1
        finally:
            connections.close_all()

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        loads = 0
        for _ in range(40):
            html = client.get(reverse("run", args=[run.id])).content.decode()
            rows = [int(s) for s in SEQ.findall(html)]
            head = int(HEAD.search(html).group(1))
            assert rows, "the page shows the latest events"
            assert rows == list(range(rows[0], head + 1)), "the page's rows end exactly at the head it hands on"
            batch = _timeline_after(None, run.id, head)["events"]
            sent = [e["seq"] for e in batch]
            assert sent == list(range(head + 1, head + 1 + len(sent))), "the socket goes on right after it"
            assert not set(sent) & set(rows)
            loads += 1
    finally:
        stop.set()
        thread.join(30)
    assert loads == 40
