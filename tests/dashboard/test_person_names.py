"""A person's name under a key naming a person (``customer``) and in the prompt built from it is shown as
``<name:…>`` on every read path of a reader without a grant — the run page, the payload endpoint, the API's
events, the export, the live socket and ``show_run`` — and as written to a grant holder and to the agent's
own key (docs/export.md "Names"). An amount under a masked key is read from the raw arguments by the
approval card and the bulk preview: a viewer is not shown it there, an approver is (they type it)."""

from __future__ import annotations

import io
import json
import re
import uuid

import pytest
from django.contrib.auth.models import Permission
from django.core.management import call_command
from django.urls import reverse

from runs.governance.visibility import grant_raw_access
from runs.models import Event, Run
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.api.conftest import URL, api, external_fields, raw_key  # noqa: F401  (api, raw_key: fixtures)
from tests.api.conftest import run as external_run  # noqa: F401  (fixture: an external run holding its lease)

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

#: the probe's input (docs/export.md): a name, then the person's address, under ``customer``
CUSTOMER = "Jane Doe jane.doe@example.com"
NAME = "Jane Doe"


@pytest.fixture
def billed() -> Run:
    """A billing run for ``CUSTOMER``, held at its payment (its inputs and the prompt built from them hold the name)."""
    return _billed()


def _billed(run_id: str | None = None) -> Run:
    run, _ = run_create(
        agent="billing",
        inputs={"invoice": "INV-7000", "amount": 1250, "currency": "EUR", "customer": CUSTOMER},
        start=False,
        run_id=run_id,
    )
    drive_run(run.id)
    run = Run.objects.get(id=run.id)
    stored = "".join(Event.objects.filter(run=run).values_list("payload", flat=True))
    assert stored.count(NAME) >= 2 and run.status == "WAITING_MANUAL_CONFIRM"  # the inputs and the prompt
    return run


def _hidden(text: str) -> bool:
    """The name is gone from ``text`` and its pseudonym is there (HTML-escaped or not)."""
    return NAME not in text and ("<name:" in text or "&lt;name:" in text)


#: a call to the person: the name beside the address (a display name) and after "Dear"
MAIL = {"recipient": "Jane Doe <jane.doe@example.com>", "body": "Dear Jane Doe, your refund is on its way."}


@pytest.fixture
def mailed(external_run):  # type: ignore[no-untyped-def]  # noqa: F811
    """An external run that asked for a ``send_email`` to the person (``MAIL``): its timeline rows show the args."""
    assert external_run.sample(0, [{"name": "send_email", "args": MAIL, "call_id": "c"}]).status_code == 201
    assert external_run.claim(0, 0, "send_email", MAIL, effect="write", dedupes=False).status_code == 200
    return external_run


def test_the_page_and_the_payload_endpoint_show_the_names_pseudonym(billed, mailed, login) -> None:  # type: ignore[no-untyped-def]
    client = login("viewer")
    assert _hidden(client.get(reverse("run", args=[mailed.id])).content.decode())
    started = Event.objects.get(run=billed, type="RunStarted").seq
    assert _hidden(client.get(reverse("event-payload", args=[billed.id, started])).content.decode())


def test_the_api_and_the_export_show_the_names_pseudonym(billed, login) -> None:  # type: ignore[no-untyped-def]
    client = login("viewer")
    events = client.get(f"{URL}{billed.id}/events/")
    assert events.status_code == 200 and _hidden(events.content.decode())
    started = next(e for e in events.json()["events"] if e["type"] == "RunStarted")
    assert started["payload"]["inputs"]["customer"].startswith("<name:")
    exported = client.get(f"{URL}{billed.id}/export/")
    assert exported.status_code == 200 and _hidden(b"".join(exported.streaming_content).decode())


def test_show_run_shows_the_names_pseudonym(billed) -> None:  # type: ignore[no-untyped-def]
    for args in ([], ["--json"]):
        out = io.StringIO()
        call_command("show_run", billed.id, *args, stdout=out)
        assert NAME not in out.getvalue()


@pytest.mark.django_db(transaction=True)
def test_the_live_socket_shows_the_names_pseudonym(mailed, users) -> None:  # type: ignore[no-untyped-def]
    from tests.dashboard.test_consumers import run_async, signed_in, socket

    frames: list[str] = []
    last = Run.objects.get(id=mailed.id).last_seq

    async def go() -> None:
        ws = socket(signed_in(users["viewer"]), mailed.id, after=0)
        assert (await ws.connect())[0]
        while not frames or json.loads(frames[-1])["events"][-1]["seq"] < last:
            frames.append(json.dumps(await ws.receive_json_from(timeout=10)))
        await ws.disconnect()

    run_async(go)
    assert _hidden("".join(frames))


def test_a_grant_holder_reads_the_name(billed, login, users) -> None:  # type: ignore[no-untyped-def]
    users["viewer"].user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    client = login("viewer")
    assert NAME not in client.get(f"{URL}{billed.id}/events/").content.decode()  # the permission alone: redacted
    grant_raw_access(user=users["viewer"], run_id=billed.id, reason="chargeback dispute")
    inputs = next(e for e in client.get(f"{URL}{billed.id}/events/").json()["events"] if e["type"] == "RunStarted")
    assert inputs["payload"]["inputs"]["customer"] == CUSTOMER


def test_the_agents_own_key_reads_the_name_and_a_person_does_not(mailed, login) -> None:  # type: ignore[no-untyped-def]
    own = mailed.api.get(f"{URL}{mailed.id}/events/").content.decode()
    assert own.count(NAME) >= 2
    assert _hidden(login("viewer").get(f"{URL}{mailed.id}/events/").content.decode())


@pytest.fixture
def masked_amount(settings):  # type: ignore[no-untyped-def]
    """``amount`` configured as a masked field: the arguments show ``<masked:…>`` in its place."""
    settings.AGENTOPS = {**settings.AGENTOPS, "CONFIRM_AMOUNT": 1000, "REDACTION": {"MASK_FIELDS": ["amount"]}}


#: the amount written as a number: not a part of an id, a key, a pseudonym or a token (hex, base64: the characters
#: around it would be of the same run) — a page holds random ones, and "1250" in an execution's hex id failed CI once
AMOUNT = re.compile(r"(?<![\w+/=-])1,?250(?![\w+/=-])")


def test_a_masked_amount_is_typed_by_approvers_and_not_shown_to_viewers(login, masked_amount) -> None:  # type: ignore[no-untyped-def]
    billed = _billed(run_id=f"run_1250{uuid.uuid4().hex[:16]}")  # an id holding the amount's digits, on purpose
    viewer = login("viewer").get(reverse("approvals")).content.decode()
    assert billed.id in viewer and "&lt;masked:" in viewer and not AMOUNT.search(viewer)
    assert AMOUNT.search(viewer.replace("&lt;masked:", "amount 1,250 &lt;masked:", 1))  # (it would be found)
    approver = login("approver").get(reverse("approvals")).content.decode()
    assert "Type the amount (1,250 EUR)" in approver


def test_a_masked_amounts_total_is_shown_to_approvers_only(billed, login, masked_amount) -> None:  # type: ignore[no-untyped-def]
    query = {"action": "approve", "tool": "pay_invoice"}
    for path in (reverse("bulk-preview"), reverse("api-bulk-preview")):
        viewer = login("viewer").get(path, query)
        assert viewer.status_code == 403 and b"1,250" not in viewer.content, path
        approver = login("approver").get(path, query)
        assert approver.status_code == 200 and b"1,250 EUR" in approver.content, path


def test_a_masked_amounts_total_is_not_shown_to_viewers_on_the_bulk_job_it_made(billed, login, masked_amount) -> None:  # type: ignore[no-untyped-def]
    """qa-ops7: the preview shows a masked amount's total to approvers only; once one made the job, its page and API —
    every viewer reads them — showed "1,250 EUR" beside the job."""
    query = {"action": "approve", "tool": "pay_invoice"}
    approver = login("approver")
    preview = approver.get(reverse("api-bulk-preview"), query).json()
    body = query | {"expected": 1, "fingerprint": preview["fingerprint"], "reason": "ok"}
    made = approver.post(reverse("api-bulk-jobs"), body | {"confirmation": preview["phrase"]}, "application/json")
    assert made.status_code == 201, made.content
    job = made.json()["id"]
    assert b"1,250 EUR" in approver.get(reverse("api-bulk-job", args=[job])).content  # the approver, as in the preview
    viewer = login("viewer")
    for path in (reverse("bulk-job", args=[job]), reverse("api-bulk-job", args=[job]), reverse("api-bulk-jobs")):
        shown = viewer.get(path)
        assert shown.status_code == 200 and b"1,250" not in shown.content, path


def test_the_demo_refund_runs_page_does_not_show_the_customers_name(login) -> None:  # type: ignore[no-untyped-def]
    """The demo's own held-reply run (``manage.py demo``: refunds-strict for 王女士), as a viewer reads it."""
    run, _ = run_create(agent="refunds-strict", inputs={"order": "88232", "customer": "王女士"}, start=False)
    drive_run(run.id)
    run = Run.objects.get(id=run.id)
    assert "王女士" in "".join(Event.objects.filter(run=run).values_list("payload", flat=True))
    client = login("viewer")
    page = client.get(reverse("run", args=[run.id])).content.decode()
    assert "王女士" not in page and "&lt;name:" in page
    started = Event.objects.get(run=run, type="RunStarted").seq
    assert "王女士" not in client.get(reverse("event-payload", args=[run.id, started])).content.decode()
