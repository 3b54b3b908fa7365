"""What an operator types (a decision's reason, a fork's, a bulk job's cancel reason, a what-if's prompt) is shown to
a viewer redacted as an agent's text is, with the person's names the text itself holds — "per call with Maria
Gonzalez" names someone no event of the run does — on every read: the run page, the live socket's frames, the API,
``show_run``, the bulk job's page, a replay report. A reader with a grant sees it as typed; the journal keeps it
(docs/export.md "Operator text")."""

from __future__ import annotations

import html
import io
import json

import pytest
from django.core.management import call_command

from agentops.core.fork import Edit
from agentops.demo.ticket import ticket_inputs
from agentops.redaction.said import operator_texts, said_names
from approvals.bulk import services as bulk
from approvals.services import reject_call
from runs.governance.redaction import from_settings
from runs.governance.visibility import grant_raw_access
from runs.models import Event, Run, ToolExecution
from runs.services import run_create
from runs.timetravel.fork import ForkRequest, fork_create
from runs.timetravel.replay import WhatIfRequest, run_what_if
from runs.worker.engine import drive_run
from tests.bulk.conftest import previewed
from tests.dashboard.conftest import waiting_payment
from tests.dashboard.test_consumers import run_async, signed_in, socket

NAME, ZH_NAME = "Maria Gonzalez", "王小红"
REASON = f"refund refused per call with {NAME} on +1 415 555 0100; 已联系客户{ZH_NAME}的家人"


def hidden(text: str) -> bool:
    """Neither name nor the phone number is in ``text``, and a name's pseudonym is."""
    text = html.unescape(text)
    return (
        NAME not in text
        and "Gonzalez" not in text
        and ZH_NAME not in text
        and "555 0100" not in text
        and ("<name:" in text)
    )


def rejected() -> Run:
    """A payment an approver rejected with :data:`REASON`."""
    run = waiting_payment()
    held = ToolExecution.objects.get(run=run, status="WAITING_MANUAL_CONFIRM")
    assert reject_call(execution_id=held.id, actor="approver", reason=REASON) == ""
    return run


@pytest.mark.sqlite
@pytest.mark.django_db
def test_the_run_page_the_api_and_show_run_hide_the_names_an_operators_reason_holds(users, login) -> None:
    run = rejected()
    viewer = login("viewer")
    assert hidden(viewer.get(f"/runs/{run.id}/").content.decode())
    assert hidden(viewer.get(f"/api/v1/runs/{run.id}/events/").content.decode())
    decided = Event.objects.get(run=run, type="ManualConfirmRejected").seq
    assert hidden(viewer.get(f"/runs/{run.id}/events/{decided}/payload/").content.decode())
    out = io.StringIO()
    call_command("show_run", run.id, stdout=out)
    assert hidden(out.getvalue())
    assert REASON in Event.objects.get(run=run, seq=decided).payload  # the journal keeps it as typed


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_reader_with_a_grant_sees_the_reason_as_typed_and_a_grants_reason_is_redacted(users, login) -> None:
    run = rejected()
    grant_raw_access(
        user=users["admin"], run_id=run.id, reason="subject access request per call with Ingrid Fairweather"
    )
    admin = login("admin")
    page = html.unescape(admin.get(f"/runs/{run.id}/").content.decode())
    assert NAME in page and ZH_NAME in page
    assert NAME in json.dumps(admin.get(f"/api/v1/runs/{run.id}/events/").json(), ensure_ascii=False)
    # the grants' audit list shows their reasons redacted to everyone, as /exports/ shows an export's
    grants = admin.get(f"/api/v1/runs/{run.id}/raw-access-grants/").content.decode()
    assert "Fairweather" not in grants and "subject access request per call with <name:" in grants


@pytest.mark.django_db(transaction=True)
def test_the_live_sockets_frames_hide_the_names_an_operators_reason_holds(users) -> None:
    run = rejected()
    viewer = signed_in(users["viewer"])
    decided = Event.objects.get(run=run, type="ManualConfirmRejected").seq

    async def go() -> None:
        ws = socket(viewer, run.id)
        assert (await ws.connect())[0]
        frames, seqs = [], []
        while decided not in seqs:
            message = await ws.receive_json_from(timeout=10)
            frames += [e["html"] for e in message.get("events", ())]
            seqs += [e["seq"] for e in message.get("events", ())]
        await ws.disconnect()
        assert hidden("".join(frames))

    run_async(go)


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_bulk_jobs_cancel_reason_hides_the_names_it_holds(users, login, monkeypatch) -> None:
    monkeypatch.setattr(bulk, "enqueue_job", lambda job_id: None)  # the job waits, to be cancelled
    run = waiting_payment()
    runs = Run.objects.filter(id=run.id)
    fingerprint = previewed(runs, "dead_letter")
    job = bulk.bulk_create(
        action="dead_letter", actor="operator", reason="month end", runs=runs, expected=1, fingerprint=fingerprint
    )
    bulk.bulk_cancel(job_id=job.pk, actor="operator", reason=REASON)
    page = login("viewer").get(f"/bulk/{job.pk}/").content.decode()
    assert hidden(page) and "refund refused per call with" in page


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_what_ifs_prompt_is_shown_without_the_names_it_holds(users, login) -> None:
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    drive_run(run.id)
    prompt = f"Be kind to {NAME}, she is at +1 415 555 0100. Ticket {{ticket}}, clock {{clock}}, seed {{seed}}."
    row, _ = run_what_if(run_id=run.id, request=WhatIfRequest(from_step=1, template=prompt), user=users["operator"])
    viewer = login("viewer")
    for url in (f"/api/v1/replay-reports/{row.pk}/", f"/api/v1/runs/{run.id}/replay-reports/"):
        assert hidden(viewer.get(url).content.decode()), url
    assert row.params["template"] == prompt  # kept as typed


def test_names_in_an_operators_text() -> None:
    """Names in a sentence nothing else marks, and the capitalised words that are none (measured on the docs)."""
    assert said_names("refund approved per call with Maria Gonzalez") == {"Maria Gonzalez"}
    assert said_names("Customer Zhang Wei asked for it") == {"Zhang Wei"}
    assert said_names("spoke to J. Smith, then Jean-Luc O'Neil's manager") == {"J. Smith", "Jean-Luc O'Neil"}
    assert said_names("已联系客户王小红的家人，用户张伟来电") == {"王小红", "张伟"}
    assert said_names("per call with Will Smith, see May Chen") == {"Will Smith", "May Chen"}
    assert said_names("checked with Lindqvist, asked by Marchetti") == {"Lindqvist", "Marchetti"}
    for none in ("Customer Service", "Delete Filter", "Black Friday", "May Sale", "Django's SQLite", "客户满意度"):
        assert said_names(none) == set(), none


def test_a_run_takes_the_names_its_operators_typed_not_those_its_agent_wrote() -> None:
    """A reason and a rewrite are an operator's; a released reply's text is its agent's."""
    rewrite = {"action": "rewrite", "actor": "op", "reason": "per Ann Lee", "text": "Dear customer, Tom Baker calls"}
    release = {"action": "release", "actor": "op", "reason": "ok", "text": "Dear customer, Tom Baker calls"}
    assert operator_texts(rewrite) == ["per Ann Lee", "Dear customer, Tom Baker calls"]
    assert operator_texts(release) == ["ok"] and operator_texts({"reason": "agent's own"}) == []
    decided = {"actor": "op", "decision": "edit_result", "reason": "r", "external_ref": "x", "result": {"a": ["Bo Li"]}}
    forked = {"actor": "op", "reason": "r", "edits": [{"call_index": 0, "args": {"to": "Bo Li", "n": 2}}]}
    assert operator_texts(decided) == ["r", "x", "Bo Li"] and operator_texts(forked) == ["r", "Bo Li"]
    documents = [json.dumps(p).encode() for p in (release, {"reason": "by Ann Lee, no actor"})]
    assert from_settings().taken_names(documents) == set()
    assert {"Ann Lee", "Tom Baker"} <= from_settings().taken_names([json.dumps(rewrite).encode()])


@pytest.mark.sqlite
@pytest.mark.django_db
def test_the_approvals_queue_hides_the_names_of_a_forks_reason_its_edited_call_holds(users, login) -> None:
    """A fork's edited call waits for an approver with the fork's reason as the call's (``the agent's reason`` on the
    card): the queue showed it as typed."""
    parent = waiting_payment()
    edit = Edit(0, args={"invoice": "INV-1", "amount": 1200, "currency": "EUR"})
    fork, _ = fork_create(
        run_id=parent.id, request=ForkRequest(1, cut="keep", edits=[edit]), actor="admin", reason=REASON
    )
    drive_run(fork.id)
    assert ToolExecution.objects.filter(run=fork, status="WAITING_MANUAL_CONFIRM").exists()
    page = login("viewer").get("/approvals/").content.decode()
    assert hidden(page) and "refund refused per call with" in page
