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
        return typed_matches(typed, self.amount, self.currency)


def needs_typing(args: dict[str, Any]) -> ToType | None:
    """The amount to type before approving, or None below the threshold (0 = never ask). An ``amount`` the
    server cannot read as a number (``"€1,250.00"``, ``"1.250,00"``, ``{"value": 1250}``) may be any size:
    it is typed as shown (it approved in one click)."""
    threshold = float(settings.AGENTOPS.get("CONFIRM_AMOUNT") or 0)
    if threshold <= 0:
        return None
    found = amount_of(args)
    if found is not None:
        return ToType(shown(*found), *found) if found[0] >= threshold else None
    unread = unread_amount(args)
    return ToType(unread) if unread else None


def unread_amount(args: dict[str, Any]) -> str:
    """A call's ``amount`` that is not a number the server reads, as text (redacted: every approver reads
    it); "" when the call has no amount or it reads as one."""
    amount = args.get("amount") if isinstance(args, dict) else None
    if amount is None or (isinstance(amount, str) and not amount.strip()) or amount_of(args) is not None:
        return ""
    text = amount.strip() if isinstance(amount, str) else json.dumps(amount, ensure_ascii=False, sort_keys=True)
    return REDACTED.text(text)[:100]


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
