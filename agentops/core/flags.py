"""How a page's on/off filter reads its value (the runs list's ``unverifiable`` / ``flagged``, the claims audit's
``flagged``): one rule, so no page reads ``yes`` as off."""

from __future__ import annotations

#: the pages' own links and forms send 1 (a checkbox: on); the API's boolean takes the others
ON = frozenset({"1", "on", "true", "yes", "y", "t"})
OFF = frozenset({"", "0", "off", "false", "no", "n", "f"})


def flag(value: object) -> bool | None:
    """True for on, False for off (or absent), None for anything else: the caller refuses it, never reads it as
    off (that would list everything while the page says it is filtered)."""
    text = str(value or "").strip().lower()
    return text in ON if text in ON or text in OFF else None


def flag_refusal(name: str, value: object) -> str:
    """What a page says of a ``name`` that is neither on nor off."""
    return f"{name} takes 1 or 0 (on or off), not {str(value).strip().lower()[:40]!r}"
