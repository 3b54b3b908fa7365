"""The typed amount reads the size a held payment moves wherever its arguments say it: ``total``, minor units
(``amount_cents``, ``amountCents``, ``amount_minor``), ``value`` / ``price``, nested (``{"payment": {"amount": …}}``),
money objects, a Stripe tool's ``amount`` in cents. Before, only a top-level ``amount`` was read, and every
other shape was approved in one click at any size: on the page, through the bulk API and with ``approve_call``."""

from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from approvals import amounts
from runs.models import Event, ToolExecution
from runs.services import run_create
from runs.worker.engine import drive_run

pytestmark = pytest.mark.django_db

#: 1,250 EUR as agents' tools take it, none of them a top-level ``amount``
SHAPES = [
    {"total": 1250, "currency": "EUR"},
    {"amount_cents": 125000, "currency": "EUR"},
    {"amountCents": 125000, "currency": "EUR"},
    {"amount_minor": 125000, "currency": "eur"},
    {"value": "1250.00", "currency": "EUR"},
    {"price": 1250, "currency": "EUR"},
    {"payment": {"amount": 1250, "currency": "EUR"}},
    {"payment": {"amount": {"value": "1250.00", "currency_code": "EUR"}}},
    {"payouts": [{"amount": 1000}, {"amount": 250}], "currency": "EUR"},
    # found from outside (docs/qa: D6): two equal line items were read as one, Google's Money as no amount
    {"lines": [{"amount": 625}, {"amount": 625}], "currency": "EUR"},
    {"amount": {"currency_code": "EUR", "units": "1250", "nanos": 0}},
    {"payment": {"value": {"units": 1250, "currency_code": "EUR"}}},
    # the rest of D6: a list of amounts (read as no amount), a value named with its currency, a fee beside the amount
    {"amounts": [625, 625], "currency": "EUR"},
    {"value_eur": 1250},
    {"amountEUR": "1250.00"},
    {"amount": 1000, "fee": 250, "currency": "EUR"},
]


@pytest.mark.parametrize("args", SHAPES)
def test_the_amount_a_call_moves_is_read_wherever_its_arguments_say_it(settings, args):
    assert amounts.amount_of(args) == (1250.0, "EUR")
    typed = amounts.needs_typing(args)
    assert typed is not None and typed.shown == "1,250 EUR" and typed.matches("1250") and not typed.matches("125000")


@pytest.mark.parametrize(
    ("args", "tool", "found"),
    [
        ({"amount": 125000, "currency": "eur"}, "mcp__stripe__create_payment_intent", (1250.0, "EUR")),
        ({"amount": 125000, "currency": "eur"}, "createStripeRefund", (1250.0, "EUR")),
        ({"amount": 125000, "currency": "eur"}, "pay_invoice", (125000.0, "EUR")),  # no sign of cents: as given
        ({"amount_minor": 125000, "currency": "JPY"}, "pay", (125000.0, "JPY")),  # yen have no minor unit
        ({"amount_cents": 1250000, "currency": "KWD"}, "pay", (1250.0, "KWD")),  # a dinar has 1,000 fils
        ({"amount": 10, "currency": "EUR", "fee": {"amount": 5}}, "pay", (10.0, "EUR")),  # the shallowest says it
        ({"invoice": "A-1", "value": "urgent"}, "pay", None),
    ],
)
def test_minor_units_and_a_stripe_tools_amount_are_read_in_the_unit_humans_read(args, tool, found):
    assert amounts.amount_of(args, tool) == found


@pytest.mark.parametrize(
    "args",
    [
        {"amount": 100, "total": 1200, "currency": "EUR"},  # which one moves?
        {"payouts": [{"amount": 1000, "currency": "EUR"}, {"amount": 900, "currency": "USD"}]},
        {"total": "1.250,00 EUR"},
        {"amount_cents": "lots"},
        {"payment": {"amount": "€1,250.00"}},
        {"amounts": [600, "a lot"], "currency": "EUR"},  # not 600
        {"amount": 999, "fee": "see contract", "currency": "EUR"},  # not 999
    ],
)
def test_money_fields_the_server_cannot_read_with_confidence_are_typed_as_shown(settings, args):
    """Never skipped: a size the server cannot tell may be any size."""
    typed = amounts.needs_typing(args)
    assert typed is not None and typed.amount is None and typed.matches(typed.shown)
    assert not typed.matches("") and not typed.matches("1250")


def test_a_negative_amount_is_typed_by_its_size(settings):
    """A reversal or a debit given as ``-1250`` moves 1,250: it was below the threshold, approved in one click."""
    typed = amounts.needs_typing({"amount": -1250, "currency": "EUR"})
    assert typed is not None and typed.shown == "-1,250 EUR"
    assert typed.matches("1250") and typed.matches("-1,250 EUR") and not typed.matches("125")
    assert amounts.needs_typing({"amount": -12.5, "currency": "EUR"}) is None


def held(settings, monkeypatch, args: dict) -> ToolExecution:
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    agents = {**settings.AGENTOPS["AGENTS"], "pay-args": "tests.runs.factories:pay_args_agent"}
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": agents}
    run, _ = run_create(agent="pay-args", inputs={"args": json.dumps(args)}, start=False)
    drive_run(run.id)
    return ToolExecution.objects.get(run=run, tool="pay_invoice", status="WAITING_MANUAL_CONFIRM")


@pytest.mark.parametrize("args", [SHAPES[0], SHAPES[1], SHAPES[6], SHAPES[8]])
def test_the_queue_asks_the_amount_and_refuses_one_click_writing_nothing(login, settings, monkeypatch, args):
    call = held(settings, monkeypatch, args)
    client = login("approver")
    assert "Type the amount (1,250 EUR) to approve" in client.get(reverse("approvals")).content.decode()
    events = Event.objects.filter(run_id=call.run_id).count()
    for typed in ("", "125000", "1250 USD"):
        form = {"reason": "ok", "idem_key": call.idem_key, "confirm_amount": typed}
        refused = client.post(reverse("approve", args=[call.id]), form)
        assert refused.status_code == 400 and "approving 1,250 EUR needs the amount typed" in refused.content.decode()
    assert Event.objects.filter(run_id=call.run_id).count() == events
    assert ToolExecution.objects.get(id=call.id).status == "WAITING_MANUAL_CONFIRM"
    form = {"reason": "ok", "idem_key": call.idem_key, "confirm_amount": "1 250 EUR"}
    assert client.post(reverse("approve", args=[call.id]), form).status_code == 302
    assert ToolExecution.objects.get(id=call.id).status == "APPROVED"


def test_the_bulk_api_totals_and_asks_the_phrase(login, settings, monkeypatch):
    from approvals.models import BulkJob

    call = held(settings, monkeypatch, {"amount_cents": 125000, "currency": "EUR"})
    client = login("approver")
    body = client.get("/api/v1/bulk-jobs/preview/", {"action": "approve", "agent": "pay-args"}).json()
    assert body["count"] == 1 and body["amount"] == "1,250 EUR" and body["needs_confirmation"]
    job = {"action": "approve", "agent": "pay-args", "reason": "checked", "expected": 1}
    job["fingerprint"] = body["fingerprint"]
    refused = client.post("/api/v1/bulk-jobs/", json.dumps(job), content_type="application/json")
    assert refused.status_code == 400 and "type 'approve 1 totalling 1,250 EUR'" in refused.json()["error"]["message"]
    assert not BulkJob.objects.exists()
    assert ToolExecution.objects.get(id=call.id).status == "WAITING_MANUAL_CONFIRM"


@pytest.mark.parametrize(
    "args",
    [SHAPES[2], SHAPES[7], SHAPES[9], SHAPES[10], {"amount": 100, "total": 1200, "currency": "EUR"},
     {"amounts": [600, 600], "currency": "EUR"}, {"value_eur": 5000}, {"amount": 999, "fee": 500, "currency": "EUR"}],
)  # fmt: skip
def test_approve_call_refuses_without_the_amount_and_writes_nothing(settings, monkeypatch, users, args):
    call = held(settings, monkeypatch, args)
    events = Event.objects.filter(run_id=call.run_id).count()
    with pytest.raises(CommandError, match=r"needs the amount typed .*pass it as --amount") as refused:
        call_command("approve_call", call.id, "--reason", "ok", "--actor", "approver")
    assert refused.value.returncode == 2
    assert Event.objects.filter(run_id=call.run_id).count() == events
    assert ToolExecution.objects.get(id=call.id).status == "WAITING_MANUAL_CONFIRM"
    typed = amounts.needs_typing(args).shown
    call_command("approve_call", call.id, "--reason", "invoice checked", "--amount", typed, "--actor", "approver")
    assert ToolExecution.objects.get(id=call.id).status == "APPROVED"


def test_approve_call_refuses_an_amount_that_is_not_the_calls_below_the_threshold_too(settings, monkeypatch, users):
    """Found from outside (qa-ops4): ``approve_call … --amount 5`` approved a 990 EUR payment — below
    ``AGENTOPS_CONFIRM_AMOUNT`` the typed amount was not looked at, though ``--help`` says a different one is refused.
    An approver who types another payment's amount is approving the wrong call: refused, exit 2, nothing written."""
    call = held(settings, monkeypatch, {"amount": 990, "currency": "EUR"})
    events = Event.objects.filter(run_id=call.run_id).count()
    for typed in ("5", "990 USD"):
        with pytest.raises(CommandError, match=r"you typed '.*', which is not 990 EUR.*nothing was approved") as no:
            call_command("approve_call", call.id, "--reason", "ok", "--amount", typed, "--actor", "approver")
        assert no.value.returncode == 2
    assert Event.objects.filter(run_id=call.run_id).count() == events
    assert ToolExecution.objects.get(id=call.id).status == "WAITING_MANUAL_CONFIRM"
    call_command("approve_call", call.id, "--reason", "ok", "--amount", "990", "--actor", "approver")
    assert ToolExecution.objects.get(id=call.id).status == "APPROVED"


def test_a_small_payment_still_approves_without_an_amount_typed(settings, monkeypatch, users):
    call = held(settings, monkeypatch, {"amount": 990, "currency": "EUR"})
    call_command("approve_call", call.id, "--reason", "ok", "--actor", "approver")
    assert ToolExecution.objects.get(id=call.id).status == "APPROVED"
