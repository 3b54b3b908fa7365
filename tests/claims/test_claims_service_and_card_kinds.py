"""Kinds read from what the tools' descriptions name: a service booked for someone ("Wheelchair assistance is now
booked at both ends") is one of the requests a tool sets when its description names it ("Set meal, wheelchair or other
special service requests"); money told sent to a place ("Refund of $30 issued to your card") is not backed by a tool
that names no such place when another of the agent's tools of that kind does ("Apply a credit memo to an invoice"
beside "Refund a card payment to the customer")."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

AIRLINE = Vocabulary(
    {
        "update_special_service": ToolInfo(
            "update_special_service", "write", "Set meal, wheelchair or other special service requests"
        ),
        "rebook_passenger": ToolInfo("rebook_passenger", "write", "Move one passenger to a different flight"),
        "add_booking_note": ToolInfo("add_booking_note", "write", "Add an internal note to the booking"),
    }
)
BILLING = Vocabulary(
    {
        "zuora_invoice_credit": ToolInfo("zuora_invoice_credit", "write", "Apply a credit memo to an invoice"),
        "stripe_refund_create": ToolInfo("stripe_refund_create", "write", "Refund a card payment to the customer"),
    }
)


@pytest.mark.parametrize(
    "said",
    [
        "Wheelchair assistance is now booked at both ends of the trip [evt:a] [evt:b] — Heathrow and Singapore.",
        "Your vegetarian meal is booked for both flights [evt:a] [evt:b].",
    ],
)
def test_a_service_booked_is_the_request_its_tool_sets(said: str) -> None:
    calls = {"a": ("update_special_service", "verified"), "b": ("update_special_service", "verified")}
    assert not any_flagged(said, calls, AIRLINE)


def test_a_booking_the_request_tool_names_not_is_still_mismatched() -> None:
    said = "Your hotel room in Singapore is booked [evt:a]."
    assert any_flagged(said, {"a": ("update_special_service", "verified")}, AIRLINE)


@pytest.mark.parametrize(
    "said", ["Refund of $30 issued to your card [evt:a].", "I've refunded the $30 back to your card [evt:a]."]
)
def test_money_to_a_card_needs_the_tool_that_names_the_card(said: str) -> None:
    assert any_flagged(said, {"a": ("zuora_invoice_credit", "verified")}, BILLING)
    assert not any_flagged(said, {"a": ("stripe_refund_create", "verified")}, BILLING)


def test_a_credit_on_the_invoice_is_backed_by_the_credit_tool() -> None:
    said = "Applied a $30 credit to your current invoice [evt:a]."
    assert not any_flagged(said, {"a": ("zuora_invoice_credit", "verified")}, BILLING)
