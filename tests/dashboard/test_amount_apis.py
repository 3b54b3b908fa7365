"""Amounts as payment APIs other than Stripe take them (``approvals.amounts.read``): minor units read by the API the
tool's name says (Adyen, Checkout.com, Razorpay, Paystack) or by the money object (Square's ``amount_money``), a
price times its quantity; what cannot be read with confidence is typed as shown, so the approver is never shown a
smaller amount than the call may move. Before, each of these was read as a wrong number (``"12.50"`` Stripe cents
as 0.125, ``"1.234"`` EUR as 1.23, 500 shares at 10 as 10) or not at all."""

from __future__ import annotations

import pytest

from approvals import amounts

pytestmark = pytest.mark.sqlite

READ = [
    ({"amount": {"value": 125000, "currency": "EUR"}, "reference": "r-1"}, "adyen_payments", (1250.0, "EUR")),
    ({"amount": {"value": 1250, "currency": "JPY"}}, "mcp__adyen__refund", (1250.0, "JPY")),
    ({"amount_money": {"amount": 125000, "currency": "USD"}, "source_id": "cnon:1"}, "create_payment", (1250.0, "USD")),
    (
        {"amount": 125000, "currency": "USD", "source": {"type": "token"}},
        "checkout_com_request_payment",
        (1250.0, "USD"),
    ),
    ({"amount": 125000, "currency": "INR"}, "razorpayCreateOrder", (1250.0, "INR")),
    (
        {"amount": 125000, "email": "a@example.com", "currency": "NGN"},
        "paystack.initialize_transaction",
        (1250.0, "NGN"),
    ),
    ({"amount_pence": 125000, "currency": "GBP"}, "pay", (1250.0, "GBP")),
    ({"total_paise": 125000, "currency": "INR"}, "pay", (1250.0, "INR")),
    ({"symbol": "ACME", "price": 2.5, "quantity": 500, "currency": "EUR"}, "buy_stock", (1250.0, "EUR")),
    ({"sku": "S-1", "unit_price": 125, "qty": 10, "currency": "EUR"}, "place_order", (1250.0, "EUR")),
    ({"amount": "1,250.00", "currency": "EUR"}, "pay", (1250.0, "EUR")),
    ({"amount": "1.250", "currency": "KWD"}, "pay", (1.25, "KWD")),  # a dinar has three decimals
    ({"amount": 5, "currency": "USD"}, "tip", (5.0, "USD")),
    # PayPal and Mollie give major units as decimal strings: read as given
    ({"amount": {"value": "1250.00", "currency_code": "EUR"}}, "paypal_create_order", (1250.0, "EUR")),
]

#: shown as found and typed as shown: the server cannot tell which number the call moves
UNCLEAR = [
    ({"amount": "12.50", "currency": "usd"}, "stripe_create_refund"),  # cents with a fraction
    ({"amount": 1250.5, "currency": "usd"}, "stripe_create_refund"),
    ({"amount_cents": 99.9, "currency": "EUR"}, "pay"),
    ({"amount": "1.234", "currency": "EUR"}, "pay"),  # 1.234 or 1,234?
    ({"amount": "€1.234,50"}, "donate"),
    ({"amount": "1.234,50 EUR"}, "pay"),
]


@pytest.mark.parametrize(("args", "tool", "found"), READ)
def test_minor_units_of_other_payment_apis_and_prices_times_quantities_are_read_in_the_unit_humans_read(
    args, tool, found
):
    assert amounts.amount_of(args, tool) == found


@pytest.mark.parametrize(("args", "tool"), UNCLEAR)
def test_an_amount_that_reads_two_ways_is_typed_as_shown_never_read_smaller(settings, args, tool):
    assert amounts.amount_of(args, tool) is None
    typed = amounts.needs_typing(args, tool)
    assert typed is not None and typed.amount is None and typed.matches(typed.shown)
    assert not typed.matches("12.5") and not typed.matches("0.125") and not typed.matches("1.23")


def test_an_api_that_gives_major_units_is_never_divided_without_a_sign_of_minor_units():
    """Adyen's shape under a name that says no minor-unit API is read as given: larger, never smaller."""
    assert amounts.amount_of({"amount": {"value": 1250, "currency": "EUR"}}, "pay") == (1250.0, "EUR")
