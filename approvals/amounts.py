"""Large amounts: approving a call that moves at least ``AGENTOPS_CONFIRM_AMOUNT`` asks the approver to
type the amount (one click must not pay 1,250 EUR). Pure reads of a call's arguments, used by the
approvals queue (to ask) and by ``approvals.services.approve_call`` (to check)."""

from __future__ import annotations

import re
from typing import Any

from django.conf import settings


def amount_of(args: dict[str, Any]) -> tuple[float, str] | None:
    """A call's ``amount`` (and ``currency``) when it has a numeric one."""
    amount = args.get("amount") if isinstance(args, dict) else None
    if isinstance(amount, bool) or not isinstance(amount, int | float):
        return None
    return float(amount), str(args.get("currency", "") or "")


def needs_typing(args: dict[str, Any]) -> tuple[float, str] | None:
    """The amount to type before approving, or None below the threshold (0 = never ask)."""
    threshold = float(settings.AGENTOPS.get("CONFIRM_AMOUNT") or 0)
    found = amount_of(args)
    return found if threshold > 0 and found is not None and found[0] >= threshold else None


def shown(amount: float, currency: str) -> str:
    """``1250.0, "EUR"`` → ``1,250 EUR``."""
    number = f"{amount:,.0f}" if amount == int(amount) else f"{amount:,.2f}"
    return f"{number} {currency}".strip()


def typed_matches(typed: str, amount: float) -> bool:
    """Whether what the approver typed is the amount (``1250``, ``1,250``, ``1 250.00 EUR`` all are)."""
    digits = re.sub(r"[^\d.]", "", typed.replace(",", ""))
    try:
        return bool(digits) and abs(float(digits) - amount) < 0.005
    except ValueError:
        return False
