"""How the pages read their query parameters: an on/off filter (the runs list's ``unverifiable`` / ``flagged``, the
claims audit's ``flagged``) and a page number (the approvals queue's ``page``, the console's ``calls`` / ``runs``, the
claims audit's ``page``). One rule each, so no page reads ``yes`` as off or ``abc`` as page 1."""

from __future__ import annotations

#: the pages' own links and forms send 1 (a checkbox: on); the API's boolean takes the others
ON = frozenset({"1", "on", "true", "yes", "y", "t"})
OFF = frozenset({"", "0", "off", "false", "no", "n", "f"})


class BadPage(ValueError):
    """A page number that is no whole number from 1 (the page answers 400 with its first page and this message)."""


def flag(value: object) -> bool | None:
    """True for on, False for off (or absent), None for anything else: the caller refuses it, never reads it as
    off (that would list everything while the page says it is filtered)."""
    text = str(value or "").strip().lower()
    return text in ON if text in ON or text in OFF else None


def flag_refusal(name: str, value: object) -> str:
    """What a page says of a ``name`` that is neither on nor off."""
    return f"{name} takes 1 or 0 (on or off), not {str(value).strip().lower()[:40]!r}"


def page_number(raw: str | None, name: str = "page") -> int:
    """``raw`` as a page number (1 when absent or blank); BadPage for anything else (``abc``, ``0``, ``-1``, ``1e3``:
    Django's ``get_page`` showed the first or last page for them, as if asked). A number past the last page is the
    caller's: the pages show their last."""
    text = (raw or "").strip()
    if not text:
        return 1
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise BadPage(f"{name} is a page number (1, 2, …), not {text[:40]!r}")
    return int(text)
