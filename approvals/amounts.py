"""Large amounts: approving a call that moves at least ``AGENTOPS_CONFIRM_AMOUNT`` asks the approver to
type the amount (one click must not pay 1,250 EUR). Pure reads of a call's arguments, used by the
approvals queue (to ask) and by ``approvals.services.approve_call`` (to check)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from django.conf import settings

from runs.governance.visibility import REDACTED


def amount_of(args: dict[str, Any], tool: str = "") -> tuple[float, str] | None:
    """The amount a call moves and its currency, in the unit humans read, when its arguments say it with
    confidence (``read`` below); None for a call with no money field or one the server cannot read."""
    found = read(args, tool)
    return found if isinstance(found, tuple) else None


def unread_amount(args: dict[str, Any], tool: str = "") -> str:
    """A call's money fields the server cannot read with confidence, as text (redacted: every approver reads
    it); "" when the call has none or they read as one amount."""
    found = read(args, tool)
    return REDACTED.text(found)[:100] if isinstance(found, str) else ""


def read(args: Any, tool: str = "") -> tuple[float, str] | str | None:
    """What a call moves: ``(amount, currency)`` in major units, read with confidence; the money fields as
    text when they cannot be (one to type as shown); None when the call names no amount.

    Money fields are found at any depth (``{"payment": {"amount": …}}``, a money object ``{"amount":
    {"value": "12.50", "currency_code": "EUR"}}``) under ``amount``, ``total``, ``value``, ``price``,
    ``sum`` (major units) or ``amount_cents`` / ``amountCents`` / ``amount_minor`` / ``…_minor_units``
    (minor units: cents, pence, paise, kobo; a zero-decimal currency such as JPY has none). The ``amount`` /
    ``value`` / ``unit_amount`` of a tool whose name says an API that takes minor units (:data:`_MINOR_APIS`:
    Stripe, Adyen's ``amount.value``, Checkout.com, Razorpay, Paystack …) and the amounts in a money object
    (Square's ``amount_money``, any ``…_money``) are minor units. A price beside a quantity moves their product.
    A key named with a currency (``value_eur``, ``amountUSD``) is major units in it; ``amounts`` (``totals`` …)
    holding a list of numbers moves their sum; a ``fee`` / ``surcharge`` / ``commission`` beside the amount moves
    with it and is added (a fee the server cannot read or in another currency: typed as shown).
    The shallowest fields say what the call moves; a list of them in one currency (a batch of payouts) moves
    their sum. Fields that disagree (``amount`` 100 beside ``total`` 120, two currencies), a money field that is
    no number, minor units with a fraction (``"12.50"`` cents) and a decimal string a locale reads either way
    (``"1.234"``: 1.234 or 1,234) are shown as found and typed as shown: the server does not guess, and never
    shows a smaller amount than the call may move."""
    readings: list[_Reading] = []
    _walk(args, readings, depth=0, currency="", place=None, minor_api=_minor_api(tool))
    if not readings:
        return None
    top = min(r.depth for r in readings)
    first = [r for r in readings if r.depth == top and not r.fee] or [r for r in readings if r.depth == top]
    fees = [r for r in readings if r.depth == top and r.fee and r not in first]
    if fees and (
        any(r.amount is None for r in fees + first)
        or {r.currency.upper() for r in fees + first} != {first[0].currency.upper()}
    ):
        return " / ".join(dict.fromkeys(r.text for r in first + fees))  # a fee the server cannot add with confidence
    if all(r.amount is not None for r in first):
        currencies = {r.currency.upper() for r in first}
        values = {(r.amount, r.currency.upper()) for r in first}
        per_item: dict[tuple[int, ...] | None, set[float | None]] = {}
        for r in first:
            per_item.setdefault(r.item, set()).add(r.amount)
        added = sum(r.amount or 0.0 for r in fees)
        if len(currencies) == 1 and None not in per_item and all(len(one) == 1 for one in per_item.values()):
            # a batch (payouts, line items): each item's amount counts, also when two are equal (600 + 600)
            return sum(next(iter(one)) or 0.0 for one in per_item.values()) + added, first[0].currency
        if len(values) == 1:
            return (first[0].amount or 0.0) + added, first[0].currency
    return " / ".join(dict.fromkeys(r.text for r in first))


@dataclass(frozen=True)
class _Reading:
    #: in major units; None for a money field that is no number the server reads
    amount: float | None
    currency: str
    text: str
    depth: int
    #: the list item it was read in (where it is among the walk's lists), None outside a list
    item: tuple[int, ...] | None
    #: a fee beside the amount (``{"amount": 999, "fee": 500}``): moved with it, so added to it
    fee: bool = False


#: money fields in major units, and the stems of those in minor units (``amount_cents``), by their key
#: lowercased with separators dropped; ``value``/``price``/``sum`` count only when they hold a number
_MAJOR = {"amount", "total", "totalamount", "amounttotal", "grandtotal", "value", "price", "sum", "unitprice",
          "priceperunit"}  # fmt: skip
_STRONG = {"amount", "total", "totalamount", "amounttotal", "grandtotal"}
_MINOR = re.compile(
    r"(amount|total|price|value)?(incents|cents|inminorunits|minorunits|minorunit|minor|inpence|pence|inpaise|paise"
    r"|inkobo|kobo)"
)
#: APIs that take ``amount`` (Adyen: ``amount.value``) in minor units, by a word of the tool's name
_MINOR_APIS = {"stripe", "adyen", "square", "razorpay", "paystack", "klarna", "gocardless", "worldpay", "cko",
               "checkoutcom"}  # fmt: skip
#: the fields such an API gives in minor units
_MINOR_API_KEYS = {"amount", "value", "unitamount"}
#: a price's multiplier: the price of one, bought ``quantity`` times
_QUANTITY = {"quantity", "qty", "units", "shares"}
_PRICES = {"price", "unitprice", "priceperunit"}
_CURRENCY = {"currency", "currencycode", "ccy", "iso4217"}
#: charges moved with the amount beside them (a number or a decimal string), added to it
_FEES = {"fee", "fees", "feeamount", "surcharge", "commission"}
#: a money field named with its currency (``value_eur``, ``amountUSD``, ``eur_total``): major units in that currency
_NAMED_CURRENCY = re.compile(r"(?:(amount|total|value|price|sum)([a-z]{3})|([a-z]{3})(amount|total|value|price|sum))")
#: the currency codes such a name may carry (the usual ones; a name with another suffix is read as no money field)
_CODES = {"EUR", "USD", "GBP", "CHF", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RON", "BGN",
          "CNY", "HKD", "SGD", "INR", "BRL", "MXN", "ZAR", "TRY", "ILS", "AED", "SAR", "THB", "MYR", "IDR", "PHP",
          "NGN", "KES", "EGP", "ARS", "COP", "PEN", "UAH", "TWD", "JPY", "KRW", "KWD", "BHD"}  # fmt: skip
#: currencies with no minor unit, and with thousandths (ISO 4217), for amounts given in minor units
_ZERO_DECIMAL = {
    "BIF",
    "CLP",
    "DJF",
    "GNF",
    "ISK",
    "JPY",
    "KMF",
    "KRW",
    "PYG",
    "RWF",
    "UGX",
    "VND",
    "VUV",
    "XAF",
    "XOF",
    "XPF",
}
_THREE_DECIMAL = {"BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"}
_MAX_DEPTH = 6


def _key(name: Any) -> str:
    return re.sub(r"[^a-z0-9]", "", str(name).lower())


def _words(tool: str) -> set[str]:
    return set(re.findall(r"[a-z]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", tool).lower()))


def _minor_api(tool: str) -> bool:
    """Whether the tool's name says an API that takes its amounts in minor units (``checkout_com_pay`` too)."""
    words = _words(tool)
    return not words.isdisjoint(_MINOR_APIS) or {"checkout", "com"} <= words


def _walk(
    node: Any, out: list[_Reading], *, depth: int, currency: str, place: tuple[int, ...] | None, minor_api: bool
) -> None:
    if depth > _MAX_DEPTH or len(out) > 100:
        return
    if isinstance(node, list):
        for n, item in enumerate(node[:200]):
            at = (place or ()) + (depth, n)  # the item's place: two equal items are still two
            _walk(item, out, depth=depth + 1, currency=currency, place=at, minor_api=minor_api)
        return
    if not isinstance(node, dict):
        return
    here = next((str(v) for k, v in node.items() if _key(k) in _CURRENCY and isinstance(v, str) and v.strip()), "")
    here = here.strip().upper() if re.fullmatch(r"\s*[A-Za-z]{3}\s*", here) else here.strip()
    currency = here or currency
    quantity = next((v for k, v in node.items() if _key(k) in _QUANTITY and _count(v)), 1)
    for name, value in node.items():
        key, field_currency = _money_name(_key(name), currency)
        minor = _MINOR.fullmatch(key) is not None or (minor_api and key in _MINOR_API_KEYS)
        if key in _FEES:  # a fee beside the amount moves with it
            fee = _number_in(value, field_currency, minor=False)
            if fee is None and isinstance(value, str) and value.strip():  # a fee as no number: typed as shown
                fee = (None, field_currency, value.strip())
            if fee is not None:
                out.append(_Reading(*fee, depth=depth, item=place, fee=True))
            continue
        if isinstance(value, list) and (key in _MAJOR or minor):  # a list of amounts: {"amounts": [600, 600]}
            before = len(out)
            for n, one in enumerate(value[:200]):
                at = (place or ()) + (depth + 1, n)  # as the walk places a list's items
                if isinstance(one, dict | list):
                    _walk(one, out, depth=depth + 2, currency=field_currency, place=at, minor_api=minor_api)
                elif (found := _number_in(one, field_currency, minor=minor)) is not None:
                    out.append(_Reading(*found, depth=depth + 1, item=at))
                elif one is not None and str(one).strip():  # no number: typed as shown
                    out.append(_Reading(None, field_currency, str(one).strip(), depth=depth + 1, item=at))
            if len(out) > before or not value:
                continue
        if isinstance(value, dict) and (google := _google_money(value, currency)) is not None:
            out.append(_Reading(*google, depth=depth, item=place))  # {"units": "1250", "nanos": 5e8}
            continue
        if key.endswith("money") and isinstance(value, dict):  # Square's Money: {"amount": 1250, "currency": …}
            _walk(value, out, depth=depth + 1, currency=currency, place=place, minor_api=True)
            continue
        if key not in _MAJOR and not minor:
            if isinstance(value, dict | list):
                _walk(value, out, depth=depth + 1, currency=currency, place=place, minor_api=minor_api)
            continue
        before = len(out)
        if isinstance(value, dict | list):  # a money object: {"amount": {"value": 1250, "currency": "EUR"}}
            _walk(value, out, depth=depth + 1, currency=currency, place=place, minor_api=minor_api)
            if len(out) > before or key not in _STRONG:
                continue
        reading = _number_in(value, field_currency, minor=minor, times=quantity if key in _PRICES else 1)
        if reading is not None:
            out.append(_Reading(*reading, depth=depth, item=place))
        elif key in _STRONG or (minor and key != "value"):
            if value is None or (isinstance(value, str) and not value.strip()):
                continue
            text = value.strip() if isinstance(value, str) else json.dumps(value, ensure_ascii=False, sort_keys=True)
            out.append(_Reading(None, currency, text, depth=depth, item=place))


def _money_name(key: str, currency: str) -> tuple[str, str]:
    """A money field's key as the walk reads it, and its currency: ``amounts`` is ``amount`` (a list of them),
    ``valueeur`` is ``value`` in EUR; any other key as it is, in ``currency``."""
    if key in {"amounts", "totals", "values", "prices", "sums"}:
        return key[:-1], currency
    named = _NAMED_CURRENCY.fullmatch(key)
    code = named and (named[2] or named[3]).upper()
    if named and code in _CODES:
        return named[1] or named[4], code
    return key, currency


def _google_money(node: dict[Any, Any], currency: str) -> tuple[float, str, str] | None:
    """Google's Money under a money key or any key (``{"currency_code": "EUR", "units": "1250", "nanos": 0}``):
    whole units, as an integer or its string, plus billionths; None for any other object."""
    keys = {_key(k): v for k, v in node.items()}
    units, nanos = keys.get("units"), keys.get("nanos", 0)
    if not set(keys) <= {"units", "nanos", "currencycode"} or "units" not in keys:
        return None
    if isinstance(units, str) and re.fullmatch(r"-?\d{1,18}", units.strip()):
        units = int(units)
    if not isinstance(units, int) or isinstance(units, bool) or not isinstance(nanos, int) or isinstance(nanos, bool):
        return None
    code = keys.get("currencycode")
    code = code.strip().upper() if isinstance(code, str) and code.strip() else currency
    amount = units + nanos / 1e9
    return amount, code, shown(amount, code)


def _count(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and value > 0


def _number_in(value: Any, currency: str, *, minor: bool, times: float = 1) -> tuple[float | None, str, str] | None:
    """(amount in major units, currency, as shown) of a money field's value, or None if it is no number; the
    amount None when the number cannot be read with confidence (minor units with a fraction, ``"1.234"``)."""
    if isinstance(value, str) and (found := _TYPED.fullmatch(value.strip())):
        amount, currency = _number(found), currency or found["pre"] or found["post"] or ""
        # "1.234": a thousand in German, one and a bit in English (three decimals only for dinars)
        either_way = (
            len(found["frac"] or "") == 3 and found["whole"].isdigit() and currency.upper() not in _THREE_DECIMAL
        )
        if either_way or (minor and found["frac"] and int(found["frac"])):
            return None, currency, value.strip()
    elif isinstance(value, int | float) and not isinstance(value, bool) and value == value:
        amount = float(value)
        if minor and amount != int(amount):  # 1250.5 cents: which unit did the agent mean?
            return None, currency, str(value)
    else:
        return None
    if minor:
        code = currency.upper()
        amount /= 1 if code in _ZERO_DECIMAL else 1000 if code in _THREE_DECIMAL else 100
    if times != 1:
        return amount * times, currency, f"{shown(amount * times, currency)} ({shown(amount, '')} × {times:g})"
    return amount, currency, shown(amount, currency)


@dataclass(frozen=True)
class ToType:
    """What the approver types before approving: ``shown`` as the queue shows it."""

    shown: str
    #: the call's amount and currency; None for an amount the server cannot read, typed exactly as shown
    amount: float | None = None
    currency: str = ""

    def matches(self, typed: str) -> bool:
        if self.amount is None:
            return " ".join(typed.split()).casefold() == " ".join(self.shown.split()).casefold()
        if self.shown.startswith("-"):  # a negative amount's size, typed with its sign or not
            typed = typed.strip().removeprefix("-")
        return typed_matches(typed, self.amount, self.currency)


def needs_typing(args: dict[str, Any], tool: str = "") -> ToType | None:
    """The amount to type before approving, or None below the threshold (0 = never ask). Money fields the
    server cannot read with confidence (``"€1,250.00"``, ``"1.250,00"``, ``amount`` and ``total`` that
    disagree) may be any size: they are typed as shown (they approved in one click)."""
    threshold = float(settings.AGENTOPS.get("CONFIRM_AMOUNT") or 0)
    if threshold <= 0:
        return None
    found = amount_of(args, tool)
    if found is not None:
        size, currency = abs(found[0]), found[1]  # -5,000 (a reversal, a debit) moves 5,000: its size is typed
        return ToType(shown(*found), size, currency) if size >= threshold else None
    unread = unread_amount(args, tool)
    return ToType(unread) if unread else None


def to_confirm(args: dict[str, Any], tool: str, typed: str | None) -> ToType | None:
    """What ``typed`` (the page's field, ``approve_call --amount``; None: nothing asked) must match: the amount
    :func:`needs_typing` asks for, and — when an amount was typed for a smaller call anyway — the call's own: an
    amount that is not the call's names another payment, so it is refused rather than ignored."""
    if typed is None:
        return None
    if (asked := needs_typing(args, tool)) is not None or not typed.strip():
        return asked
    if (found := amount_of(args, tool)) is not None:
        return ToType(shown(*found), abs(found[0]), found[1])
    return None


def shown(amount: float, currency: str) -> str:
    """``1250.0, "EUR"`` → ``1,250 EUR``."""
    number = f"{amount:,.0f}" if amount == int(amount) else f"{amount:,.2f}"
    return f"{number} {currency}".strip()


#: a typed amount: digits (thousands grouped by commas or spaces, or none), decimals after a point, and
#: at most a currency code before or after it; nothing else (a sign, a letter between digits)
_TYPED = re.compile(
    r"(?:(?P<pre>[A-Za-z]{3})\s*)?(?P<whole>\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.(?P<frac>\d+))?(?:\s*(?P<post>[A-Za-z]{3}))?"
)


def typed_matches(typed: str, amount: float, currency: str = "") -> bool:
    """Whether what the approver typed is the amount (``1250``, ``1,250``, ``1 250.00 EUR`` all are) in the
    call's currency: a currency code typed must be that one (``1250 USD`` does not confirm 1,250 EUR)."""
    found = _TYPED.fullmatch(typed.strip())
    if found is None or {c.upper() for c in (found["pre"], found["post"]) if c} - {currency.upper()}:
        return False
    return abs(_number(found) - amount) < 0.005


def _number(found: re.Match[str]) -> float:
    return float(re.sub(r"[,\s]", "", found["whole"]) + "." + (found["frac"] or "0"))
