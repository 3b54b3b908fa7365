"""Large amounts: approving a call that moves at least ``AGENTOPS_CONFIRM_AMOUNT`` asks the approver to
type the amount (one click must not pay 1,250 EUR). Pure reads of a call's arguments, used by the
approvals queue (to ask) and by ``approvals.services.approve_call`` (to check)."""

from __future__ import annotations

import re
from typing import Any

from django.conf import settings


def amount_of(args: dict[str, Any]) -> tuple[float, str] | None:
    """A call's ``amount`` (and ``currency``) when it has one: a number, or a decimal in a string as many
    payment APIs take it (``"1250.00"``, ``"1,250.00 EUR"``), which was skipped, so it approved in one click."""
    amount = args.get("amount") if isinstance(args, dict) else None
    currency = str(args.get("currency", "") or "") if isinstance(args, dict) else ""
    if isinstance(amount, str) and (found := _TYPED.fullmatch(amount.strip())):
        return _number(found), currency or found["pre"] or found["post"] or ""
    if isinstance(amount, bool) or not isinstance(amount, int | float):
        return None
    return float(amount), currency


def needs_typing(args: dict[str, Any]) -> tuple[float, str] | None:
    """The amount to type before approving, or None below the threshold (0 = never ask)."""
    threshold = float(settings.AGENTOPS.get("CONFIRM_AMOUNT") or 0)
    found = amount_of(args)
    return found if threshold > 0 and found is not None and found[0] >= threshold else None


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
