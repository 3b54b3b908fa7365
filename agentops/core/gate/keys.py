"""How the gate reads an argument: its key as one word (``userId`` → ``userid``) and as words, a string as shell
tokens, JSON or a form-encoded body, and the bounds of what is read (:data:`BULK_ARGS_MIN`, nodes, depth,
characters, members). The bottom layer of :mod:`agentops.core.gate`: every other module reads keys through it."""

from __future__ import annotations

import json
import re
import shlex
from typing import Any
from urllib.parse import parse_qs

#: One call acting on at least this many ids, recipients or accounts is a bulk act


#: One call acting on at least this many ids, recipients or accounts is a bulk act
BULK_ARGS_MIN = 10
#: How much of a call's arguments is read (nodes, depth, characters of one string, members of one object or list)
_MAX_NODES, _MAX_DEPTH, _MAX_CHARS, _MAX_ITEMS = 2000, 8, 20_000, 200


def _tokens(text: str) -> list[str]:
    try:
        return shlex.split(text, comments=True)
    except ValueError:
        return text.split()


def _json_in(text: str) -> Any:
    """The object or list a string holds as JSON, else None."""
    if not text.lstrip().startswith(("{", "[")) or len(text) > _MAX_CHARS:
        return None
    try:
        found = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return found if isinstance(found, dict | list) else None


#: keys whose value is a request's body (a form-encoded one is read as its fields)
_BODY_KEYS = frozenset({"body", "data", "form", "formdata", "payload", "content"})
_FORM = re.compile(r"[\w.\[\]%-]+=[^&=\s]*(?:&[\w.\[\]%-]+=[^&=\s]*)*")


def _form_in(text: str) -> dict[str, str] | None:
    """The fields of a form-encoded body (``action=delete&id=5``), else None."""
    if len(text) > _MAX_CHARS or _FORM.fullmatch(text.strip()) is None:
        return None
    return {key: values[0] for key, values in parse_qs(text.strip(), keep_blank_values=True).items()}


def _key(name: Any) -> str:
    return re.sub(r"[^a-z0-9]", "", str(name).lower())


def _key_words(name: Any) -> set[str]:
    """The words of a key, each singular (``toAddresses``: to, address)."""
    return {_singular(w) for w in re.findall(r"[a-z0-9]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", str(name)).lower())}


def _singular(word: str) -> str:
    """``emails`` → email, ``addresses`` → address; ``address`` stays (it was ``addres``, so a send's ``address`` and
    ``addresses`` named no target: 40 of them in one call, or one a step, went out with no approver)."""
    if word.endswith("sses"):
        return word[:-2]
    return word if word.endswith("ss") else word.removesuffix("s")
