"""A person's name one event of a run takes whole under a person's key (``{"customer_name": "Maria Lopez"}``)
is shown as its pseudonym in **every** event of that run, before and after the one that reveals it, on every
redacted read path: the run page, the payload endpoint, the API's events, the export, the live socket, the
sights the time-travel views read through; cached redacted output (view pages, export pages) included
(docs/export.md, *Names*). Redacted alone, "I've refunded Maria Lopez's order" is left as it is: nothing in it
says it is a name."""

from __future__ import annotations

import json
from pathlib import Path

import orjson
import pytest
from django.urls import reverse

from agentops.core.events import EventType, NewEvent
from agentops.core.keys import execution_id, idem_key
from agentops.demo.ticket import ticket_inputs
from runs.governance.visibility import grant_raw_access, sight_of
from runs.journal import leases
from runs.journal.store import append_events
from runs.models import Event, ExportPage, Run, ViewPage
from runs.services import run_create
from tests.api.conftest import URL

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

NAME = "Maria Lopez"
BEFORE = f"Where is the refund of {NAME}?"  # a lookup's result, before the call that names her (not "… asked":
# a name before a verb of speaking is found in prose itself since redact-n)
AFTER = f"I've refunded {NAME}'s order"  # the refund's result, after it


class Journal:
    """A started run whose steps are appended one call (ToolRequested, ToolResult) at a time."""

    def __init__(self) -> None:
        self.run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
        self.lease = leases.acquire(self.run.id, "test-worker")
        self.seq, self.step = self.lease.head_seq, 0

    def call(self, tool: str, args: dict, data: dict) -> None:  # type: ignore[type-arg]
        ref = {"step": self.step, "call_index": 0, "execution_id": execution_id(self.run.id, self.step, 0)}
        key = idem_key(self.run.id, self.step, 0, tool, args)
        events = [
            NewEvent(
                EventType.TOOL_REQUESTED,
                {**ref, "tool": tool, "args": args, "idem_key": key, "effect": "read", "risk": "low", "gate": "auto"},
            ),
            NewEvent(EventType.TOOL_RESULT, {**ref, "result": {"success": True, "code": "ok", "data": data}}),
        ]
        self.seq = append_events(self.run.id, self.lease.fence, self.seq, events)[-1].seq
        self.step += 1

    def seq_of(self, text: str) -> int:
        return next(e.seq for e in Event.objects.filter(run_id=self.run.id) if text in e.payload)


def named(journal: Journal) -> None:
    journal.call("lookup_order", {"order": "A-1"}, {"note": BEFORE})
    journal.call("issue_refund", {"order": "A-1", "customer_name": NAME}, {"message": AFTER})


def _pseudonym(text: str) -> set[str]:
    """The ``<name:…>`` tokens in ``text`` (HTML-escaped or not)."""
    text = text.replace("&lt;", "<").replace("&gt;", ">")
    return {text[i : i + 23] for i in range(len(text)) if text.startswith("<name:", i)}


def _hidden(text: str) -> bool:
    return NAME not in text and "Maria" not in text and len(_pseudonym(text)) >= 1


def test_a_name_revealed_by_one_event_is_hidden_in_the_others_on_every_read_path(login) -> None:  # type: ignore[no-untyped-def]
    journal = Journal()
    named(journal)
    run_id = journal.run.id
    client = login("viewer")
    page = client.get(reverse("run", args=[run_id])).content.decode()
    assert _hidden(page) and len(_pseudonym(page)) == 1, _pseudonym(page)  # one person, one pseudonym
    for text in (BEFORE, AFTER):
        payload = client.get(reverse("event-payload", args=[run_id, journal.seq_of(text)])).content.decode()
        assert _hidden(payload), payload
    events = client.get(f"{URL}{run_id}/events/")
    assert events.status_code == 200 and _hidden(events.content.decode())
    assert len(_pseudonym(events.content.decode())) == 1
    for path in (f"{URL}{run_id}/export/", reverse("claims:run_export", args=[run_id])):
        exported = client.get(path)
        body = b"".join(exported.streaming_content).decode()
        assert exported.status_code == 200 and _hidden(body), path
    # the time-travel views (reports, fork plans, a fork's first event) show values through the same sight
    shown = sight_of(_user(client), run_id).value({"said": AFTER})
    assert _hidden(json.dumps(shown))


def _user(client):  # type: ignore[no-untyped-def]
    from django.contrib.auth import get_user_model

    return get_user_model().objects.get(pk=client.session["_auth_user_id"])


def test_the_hash_of_an_event_that_named_her_before_the_reveal_is_not_shown(login) -> None:  # type: ignore[no-untyped-def]
    """That event's hash covers the raw name: beside its pseudonym it would confirm a guess."""
    journal = Journal()
    named(journal)
    before = journal.seq_of(BEFORE)
    rows = login("viewer").get(f"{URL}{journal.run.id}/events/").json()["events"]
    assert next(r for r in rows if r["seq"] == before)["hash"] is None
    assert all(r["hash"] is None for r in rows if r["seq"] >= before)


def test_a_name_revealed_after_the_pages_were_kept_is_hidden_in_them(login) -> None:  # type: ignore[no-untyped-def]
    """The run page's view pages and the export's pages were made before any event named her: the event that
    does comes later, and neither serves the name it then tells as written."""
    journal = Journal()
    journal.call("lookup_order", {"order": "A-1"}, {"note": BEFORE})
    while journal.seq < 300:  # a whole export page (256 events) and view pages (64)
        journal.call("lookup_order", {"order": f"A-{journal.step}"}, {"ok": True})
    run_id = journal.run.id
    client = login("viewer")
    export = f"{URL}{run_id}/export/"
    assert NAME not in client.get(reverse("run", args=[run_id])).content.decode()  # (the latest 100 events)
    older = reverse("older-events", args=[run_id])
    assert NAME in client.get(older, {"before": 50}).content.decode()  # told nowhere yet: shown as written
    assert NAME in b"".join(client.get(export).streaming_content).decode()
    assert ViewPage.objects.filter(run_id=run_id).exists() and ExportPage.objects.filter(run_id=run_id).exists()
    journal.call("issue_refund", {"order": "A-1", "customer_name": NAME}, {"message": AFTER})
    assert _hidden(client.get(older, {"before": 50}).content.decode())
    assert _hidden(b"".join(client.get(export).streaming_content).decode())
    lines = [orjson.loads(line) for line in b"".join(client.get(export).streaming_content).splitlines()]
    assert [line["seq"] for line in lines] == list(range(1, journal.seq + 1))


def test_a_grant_holder_and_the_agents_own_reads_show_the_name(login, users) -> None:  # type: ignore[no-untyped-def]
    from django.contrib.auth.models import Permission

    journal = Journal()
    named(journal)
    users["viewer"].user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=users["viewer"], run_id=journal.run.id, reason="chargeback dispute")
    client = login("viewer")
    payload = client.get(reverse("event-payload", args=[journal.run.id, journal.seq_of(BEFORE)])).content.decode()
    assert NAME in payload
    assert Run.objects.filter(id=journal.run.id).exists()


def test_a_read_extends_the_runs_names_over_the_events_appended_since_only(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The journal is append-only: each event's payload is read for names once per redaction, not once a read."""
    from agentops.redaction import Redactor
    from runs.governance import names
    from runs.governance.redaction import from_settings

    journal = Journal()
    named(journal)
    read: list[int] = []
    real = Redactor.taken_names
    monkeypatch.setattr(Redactor, "taken_names", lambda self, docs: read.append(len(docs)) or real(self, docs))
    assert names.of(journal.run.id, from_settings()).names == {NAME}
    assert sum(read) == journal.seq and names.of(journal.run.id, from_settings()).names == {NAME}
    assert sum(read) == journal.seq  # read again: nothing new, nothing read
    journal.call("lookup_order", {"order": "A-2"}, {"customer": "Ana Ruiz"})
    assert names.of(journal.run.id, from_settings()).names == {NAME, "Ana Ruiz"}
    assert sum(read) == journal.seq  # the two new events only


def test_the_names_of_an_exports_runs_are_read_in_one_statement_and_kept_in_one_write() -> None:
    """The runs whose kept names are behind their head have their new events read together and what they reveal
    kept in one transaction: not a read and a commit a run (a set export of 100 runs paid 200 round trips)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from runs.governance import names
    from runs.governance.redaction import from_settings
    from runs.models import RunNames

    journals = [Journal() for _ in range(3)]
    for journal in journals:
        named(journal)
    runs = Run.objects.filter(id__in=[journal.run.id for journal in journals])

    def read() -> tuple[dict[str, frozenset[str]], int, int]:
        with CaptureQueriesContext(connection) as queries:
            found = names.of_runs(runs, from_settings())
        said = [q["sql"] for q in queries]
        events = sum(Event._meta.db_table in q and "payload" in q for q in said)
        kept = sum(RunNames._meta.db_table in q and q.lstrip().startswith(("INSERT", "UPDATE")) for q in said)
        return {run_id: n.names for run_id, n in found.items()}, events, kept

    assert read() == ({journal.run.id: {NAME} for journal in journals}, 1, 1)
    assert RunNames.objects.filter(run_id__in=[journal.run.id for journal in journals]).count() == 3
    assert read()[1:] == (0, 0)  # kept up to their heads: nothing read
    journals[0].call("lookup_order", {"order": "A-2"}, {"customer": "Ana Ruiz"})
    found, events, kept = read()
    assert found[journals[0].run.id] == {NAME, "Ana Ruiz"} and found[journals[1].run.id] == {NAME}
    assert (events, kept) == (1, 1)


def test_retention_forgets_a_purged_runs_names_and_its_archive_hides_them(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from datetime import timedelta

    from django.utils import timezone

    from runs.governance.retention import purge
    from runs.models import RunNames

    journal = Journal()
    named(journal)
    assert sight_of(None, journal.run.id).names == {NAME} and RunNames.objects.filter(run_id=journal.run.id).exists()
    old = timezone.now() - timedelta(days=120)
    Run.objects.filter(id=journal.run.id).update(status="COMPLETED", last_event_at=old)
    report = purge(older_than_days=90, archive_dir=tmp_path)
    assert report.runs == [journal.run.id]
    assert not RunNames.objects.filter(run_id=journal.run.id).exists()  # raw names: gone with the payloads
    assert _hidden(Path(report.archive).read_text(encoding="utf-8"))


@pytest.mark.django_db(transaction=True)
def test_the_live_socket_shows_the_names_pseudonym_in_every_event(users) -> None:  # type: ignore[no-untyped-def]
    from tests.dashboard.test_consumers import run_async, signed_in, socket

    journal = Journal()
    named(journal)
    frames: list[str] = []

    async def go() -> None:
        ws = socket(signed_in(users["viewer"]), journal.run.id, after=0)
        assert (await ws.connect())[0]
        while not frames or json.loads(frames[-1])["events"][-1]["seq"] < journal.seq:
            frames.append(json.dumps(await ws.receive_json_from(timeout=10)))
        await ws.disconnect()

    run_async(go)
    assert _hidden("".join(frames))


def test_show_run_and_tail_run_show_the_names_pseudonym_in_every_event() -> None:
    import io

    from django.core.management import call_command

    journal = Journal()
    journal.call("search_tickets", {"query": BEFORE}, {"ok": True})  # (the CLI shows a call's arguments)
    named(journal)
    for command, args in (("show_run", ["--events", "0"]), ("show_run", ["--json"]), ("tail_run", ["--no-follow"])):
        out = io.StringIO()
        call_command(command, journal.run.id, *args, stdout=out)
        assert NAME not in out.getvalue() and "<name:" in out.getvalue(), (command, args, out.getvalue())


def test_a_forks_own_events_hide_the_names_its_parents_events_reveal(login, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """followups-i: a fork's names were its own events' only: a name its parent's events revealed was shown as
    written in the fork's own events (its ForkedFrom's reason, a result the operator gave), and in a fork of that
    fork. A fork's names now include every run above it (``lineage.origins``)."""
    from runs.timetravel.fork import ForkRequest, fork_create

    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    journal = Journal()
    named(journal)
    assert leases.release(journal.run.id, journal.lease.fence)
    Run.objects.filter(id=journal.run.id).update(status="COMPLETED")
    reason = f"{NAME} called back about the refund"
    fork, _ = fork_create(run_id=journal.run.id, request=ForkRequest(0), actor="ada", reason=reason)
    Run.objects.filter(id=fork.id).update(status="COMPLETED")
    again, _ = fork_create(run_id=fork.id, request=ForkRequest(0), actor="ada", reason=reason)
    client = login("viewer")
    for run_id in (fork.id, again.id):
        assert sight_of(None, run_id).names == {NAME}
        forked = Event.objects.get(run_id=run_id, type=EventType.FORKED_FROM)
        assert NAME in forked.payload  # (journaled as the operator wrote it)
        payload = client.get(reverse("event-payload", args=[run_id, forked.seq])).content.decode()
        assert _hidden(payload), payload
        page = client.get(reverse("run", args=[run_id])).content.decode()
        assert _hidden(page) and len(_pseudonym(page)) == 1, _pseudonym(page)
        events = client.get(f"{URL}{run_id}/events/").content.decode()
        assert _hidden(events), events


def test_a_runs_label_hides_the_names_its_events_reveal_wherever_it_is_shown(login) -> None:  # type: ignore[no-untyped-def]
    """followups-i: a run's reference and its lease holder's name were redacted by the rule of one text only, so
    "Refund for Maria Lopez" was shown as written beside her pseudonym in the run's events: on the runs list, the run
    page, the API's list and run, ``show_run`` and ``list_runs``; and a search for "Refund for Maria" found the run,
    confirming the name. They are redacted with the run's names now, a page's runs' names read in one query."""
    from io import StringIO

    from django.core.management import call_command

    journal = Journal()
    named(journal)
    run_id, reference, owner = journal.run.id, f"Refund for {NAME}", f"{NAME}'s laptop"
    Run.objects.filter(id=run_id).update(reference=reference, lease_owner=owner)
    client = login("viewer")
    listed = client.get(reverse("runs")).content.decode()
    assert run_id in listed and _hidden(listed), listed
    page = client.get(reverse("run", args=[run_id])).content.decode()
    assert _hidden(page) and len(_pseudonym(page)) == 1, _pseudonym(page)
    api = [client.get(f"{URL}{run_id}/").json(), *client.get(URL).json()["results"]]
    for shown in api:
        assert shown["reference"].startswith("Refund for <name:") and shown["lease_owner"].startswith("<name:")
    for command in (["show_run", run_id], ["list_runs"], ["list_runs", "--json"]):
        out = StringIO()
        call_command(*command, stdout=out)
        assert "Refund for <name:" in out.getvalue() and NAME not in out.getvalue(), out.getvalue()
    for search in (client.get(reverse("runs"), {"q": "Refund for Maria"}), client.get(URL, {"reference": reference})):
        assert run_id not in search.content.decode()
    assert run_id in client.get(reverse("runs"), {"q": "Refund for"}).content.decode()


def test_the_admins_run_list_reads_its_runs_names_in_one_query_not_one_a_row(login) -> None:  # type: ignore[no-untyped-def]
    """followups-j: the admin's run list showed each run's reference redacted with its names, read by a sight of
    its own per row: one query a row. A page's names are read in one query now (``read_names``), as the runs list
    reads them; the references are still shown redacted with each run's pseudonym."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client = login("admin")

    def listed(more: int) -> tuple[str, int]:
        for _ in range(more):
            journal = Journal()
            named(journal)
            Run.objects.filter(id=journal.run.id).update(reference=f"Refund for {NAME}")
        with CaptureQueriesContext(connection) as queries:
            page = client.get("/admin/runs/run/")
        assert page.status_code == 200
        return page.content.decode(), len(queries)

    _, two = listed(2)
    page, six = listed(4)
    assert six == two, (two, six)
    assert page.count("Refund for &lt;name:") == 6 and NAME not in page and "Maria" not in page
    detail = client.get(f"/admin/runs/run/{Run.objects.first().id}/change/").content.decode()
    assert "Refund for &lt;name:" in detail and NAME not in detail
