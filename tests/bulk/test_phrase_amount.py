"""A bulk approve asks what a single approval would (qa-operator O1/D2, 6 Dec 2026).

Found from outside: one held 990,000 EUR payment, whose single approval needs its amount typed, was approved in bulk
by typing "approve 1"; ten payments totalling 997,148 EUR by "approve 10". When a call among the targets would need
its amount typed on its own (at or over ``AGENTOPS_CONFIRM_AMOUNT``, or not read with confidence), the bulk phrase
carries the total, on the page and over the API; anything else is a 400 naming the phrase, nothing written.
"""

from __future__ import annotations

import json
import re

import pytest

from approvals.models import BulkJob
from runs.models import Run, ToolExecution
from runs.services import run_create
from runs.worker.engine import drive_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

JOBS = "/api/v1/bulk-jobs/"
PREVIEW = "/api/v1/bulk-jobs/preview/"
SELECT = {"action": "approve", "q": "INV-"}


def _held(invoice: str, amount: float) -> Run:
    inputs = {"invoice": invoice, "amount": amount, "currency": "EUR", "customer": "Big Co"}
    run, _ = run_create(agent="billing", inputs=inputs, start=False)
    drive_run(run.id)
    return run


@pytest.fixture
def month_end(db):
    """Nine small payments (800 EUR: one click each) and one of 990,000 EUR (typed on its own)."""
    for i in range(9):
        _held(f"INV-{i}", 800)
    _held("INV-9129-BIG", 990_000)


def _untouched() -> None:
    assert not BulkJob.objects.exists()
    assert ToolExecution.objects.filter(status="WAITING_MANUAL_CONFIRM").count() == 10


def test_the_api_asks_the_total_when_one_payment_alone_would_ask_its_amount(login, month_end):
    client = login("approver")
    seen = client.get(PREVIEW, SELECT).json()
    assert seen["amount"] == "997,200 EUR" and seen["needs_confirmation"]
    assert seen["phrase"] == "approve 10 totalling 997,200 EUR"
    body = SELECT | {"reason": "month end", "expected": 10, "fingerprint": seen["fingerprint"]}
    for typed in ("approve 10", "approve 10 totalling 7,200 EUR", ""):
        refused = client.post(JOBS, json.dumps(body | {"confirmation": typed}), content_type="application/json")
        assert refused.status_code == 400 and refused.json()["error"]["code"] == "bulk_refused"
        assert "type 'approve 10 totalling 997,200 EUR'" in refused.json()["error"]["message"]
    _untouched()
    typed = "  Approve 10  TOTALLING 997,200 eur "  # case and spaces aside, the phrase
    made = client.post(JOBS, json.dumps(body | {"confirmation": typed}), content_type="application/json")
    assert made.status_code == 201, made.content
    assert made.json()["total"] == 10 and made.json()["amount"] == "997,200 EUR"


def test_the_page_asks_the_total_and_re_shows_the_preview_on_the_count_alone(login, month_end):
    client = login("approver")
    page = client.get("/bulk/preview/", SELECT).content.decode()
    assert re.search(r'data-testid="bulk-phrase">approve 10 totalling 997,200 EUR<', page)
    form = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', page))
    refused = client.post("/bulk/create/", form | {"reason": "month end", "confirmation": "approve 10"})
    assert refused.status_code == 400
    assert "type &#x27;approve 10 totalling 997,200 EUR&#x27;" in refused.content.decode()
    _untouched()
    made = client.post(
        "/bulk/create/", form | {"reason": "month end", "confirmation": "approve 10 totalling 997,200 EUR"}
    )
    assert made.status_code == 302 and BulkJob.objects.get().total == 10


def test_one_large_payment_alone_is_not_one_command(login, db):
    _held("INV-9129-BIG", 990_000)
    client = login("approver")
    seen = client.get(PREVIEW, SELECT).json()
    assert seen["phrase"] == "approve 1 totalling 990,000 EUR"
    body = SELECT | {"reason": "ok", "expected": 1, "confirmation": "approve 1", "fingerprint": seen["fingerprint"]}
    refused = client.post(JOBS, json.dumps(body), content_type="application/json")
    assert refused.status_code == 400 and "990,000 EUR" in refused.json()["error"]["message"]
    assert not BulkJob.objects.exists()


def test_a_negative_payment_is_typed_by_its_size_in_bulk_too(login, settings, monkeypatch, db):
    """-5,000 moves 5,000: its single approval asks it typed; its total (-5,000) was under the threshold."""
    agents = {**settings.AGENTOPS["AGENTS"], "pay-args": "tests.runs.factories:pay_args_agent"}
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": agents}
    run, _ = run_create(
        agent="pay-args", inputs={"args": json.dumps({"amount": -5000, "currency": "EUR"})}, start=False
    )
    drive_run(run.id)
    client = login("approver")
    seen = client.get(PREVIEW, {"action": "approve", "agent": "pay-args"}).json()
    assert seen["needs_confirmation"] and seen["phrase"] == "approve 1 totalling 5,000 EUR"
    body = {"action": "approve", "agent": "pay-args", "reason": "ok", "expected": 1, "fingerprint": seen["fingerprint"]}
    assert client.post(JOBS, json.dumps(body), content_type="application/json").status_code == 400
    assert not BulkJob.objects.exists()


def test_a_refund_and_a_payment_total_their_sizes_not_zero(login, settings, db):
    """A refund of -1,500 and a payment of +1,500 totalled 0 EUR: the phrase said "totalling 0 EUR" for 3,000 EUR
    moved (and two of 500 stayed under an 800 threshold). The total counts each call's size."""
    agents = {**settings.AGENTOPS["AGENTS"], "pay-args": "tests.runs.factories:pay_args_agent"}
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": agents}
    for amount in (-1500, 1500):
        run, _ = run_create(
            agent="pay-args", inputs={"args": json.dumps({"amount": amount, "currency": "EUR"})}, start=False
        )
        drive_run(run.id)
    client = login("approver")
    seen = client.get(PREVIEW, {"action": "approve", "agent": "pay-args"}).json()
    assert seen["amount"] == "3,000 EUR" and seen["phrase"] == "approve 2 totalling 3,000 EUR"
    settings.AGENTOPS = {**settings.AGENTOPS, "CONFIRM_AMOUNT": 2000}  # neither alone asks its amount: the count
    seen = client.get(PREVIEW, {"action": "approve", "agent": "pay-args"}).json()
    assert seen["needs_confirmation"] and seen["phrase"] == "approve 2"  # 3,000 moved in all: over the threshold


def test_small_payments_and_a_reject_keep_the_count_phrase(login, settings, db):
    """Under the threshold each (a total over it still asks the phrase), and a reject, which moves nothing."""
    for i in range(3):
        _held(f"INV-{i}", 400)
    client = login("approver")
    small = client.get(PREVIEW, SELECT).json()
    assert small["needs_confirmation"] and small["phrase"] == "approve 3"  # 1,200 EUR in all, 400 each
    _held("INV-9129-BIG", 990_000)
    assert client.get(PREVIEW, SELECT | {"action": "reject"}).json()["phrase"] == "reject 4"
