"""The redactor: walks a JSON value and replaces PII with keyed, typed, stable pseudonyms.

``<email:9c1f0e5a7b3d2c41>`` is ``HMAC-SHA256(key, "email:" + normalised value)`` cut to 64 bits, so one
value maps to one token everywhere the same key is used (joins and counts still work) and the value
cannot be recovered without the key. Collisions stay unlikely far past a billion distinct values.

What is redacted: spans the :mod:`~agentops.redaction.scanner` finds in every string, *including dict
keys*; numbers whose digits are PII (a phone or card stored as a JSON number); and whole values under
key names that mean a secret (:mod:`~agentops.redaction.keys`), a phone, an ID or card number, or a
configured masked field. No Django here: the SDK and exporters use it as is.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

from agentops.core.canon import loads
from agentops.redaction import keys as key_rules
from agentops.redaction.checks import nanp_valid
from agentops.redaction.scanner import classify_number, may_hold_pii, scan

PSEUDONYM = re.compile(r"<([a-z_]+):([0-9a-f]{16})>")
_MEMO_LIMIT = 20_000
_DIGITS_ONLY = re.compile(r"[+\uff0b]?[0-9\uff10-\uff19][0-9\uff10-\uff19 ().\-]{5,24}")


class Redactor:
    """Redacts JSON values. Build once (compiling the configured patterns) and reuse; thread-safe."""

    def __init__(
        self,
        key: bytes,
        *,
        secret_keys: Iterable[str] = (),
        mask_fields: Iterable[str] = (),
        extra_patterns: Iterable[Mapping[str, str]] = (),
    ) -> None:
        if not key:
            raise ValueError("a redaction key is required")
        self._key = key
        self._extra_secrets = frozenset("".join(key_rules.words(k)) for k in secret_keys)
        self._mask = frozenset("".join(key_rules.words(k)) for k in mask_fields)
        extra = list(extra_patterns)
        self._extra_kinds = {f"x{i}": p["type"] for i, p in enumerate(extra)}
        self._extra = re.compile("|".join(f"(?P<x{i}>{p['pattern']})" for i, p in enumerate(extra))) if extra else None
        self._key_kinds: dict[str, str | None] = {}
        self._keys_out: dict[str, str] = {}
        self._clean_keys: dict[str, bool] = {}

    def pseudonym(self, kind: str, value: str) -> str:
        """``<kind:16 hex>`` (64 bits of HMAC-SHA256) for an already normalised ``value``."""
        digest = hmac.new(self._key, f"{kind}:{value}".encode(), hashlib.sha256).hexdigest()[:16]
        return f"<{kind}:{digest}>"

    def redact_text(self, text: str) -> str:
        """``text`` with every PII span replaced by its pseudonym."""
        if len(text) < 6:
            return text
        spans = scan(text, self._extra, self._extra_kinds)
        if not spans:
            return text
        out: list[str] = []
        pos = 0
        for span in spans:
            out.append(text[pos : span.start])
            out.append(self.pseudonym(span.kind, span.value))
            pos = span.end
        out.append(text[pos:])
        return "".join(out)

    def key_kind(self, key: str) -> str | None:
        """What the key name says about its value: secret, masked, phone, id_number, card, numeric or None."""
        try:
            return self._key_kinds[key]
        except KeyError:
            pass
        squashed = "".join(key_rules.words(key))
        kind = "masked" if squashed in self._mask else key_rules.key_kind(key, self._extra_secrets)
        if len(self._key_kinds) < _MEMO_LIMIT:
            self._key_kinds[key] = kind
        return kind

    def _key_text(self, key: str) -> str:
        try:
            return self._keys_out[key]
        except KeyError:
            pass
        out = self.redact_text(key)
        if len(self._keys_out) < _MEMO_LIMIT:
            self._keys_out[key] = out
        return out

    def _under(self, kind: str, value: Any) -> Any:
        """A value under a telling key name: secrets and masked fields go whole; phone/id/card if number-like."""
        if kind == key_rules.NUMERIC:  # counters, ids, times, money: numbers stay, text is scanned
            return value if type(value) is int or type(value) is float else self.redact(value)
        if kind == "secret" or kind == "masked":
            if value is None or value == "" or isinstance(value, bool):
                return value
            return self.pseudonym(kind, value if isinstance(value, str) else _canon(value))
        text = str(value) if isinstance(value, int) and not isinstance(value, bool) else value
        if isinstance(text, str) and _DIGITS_ONLY.fullmatch(text):
            found = classify_number(text)  # the same pseudonym as the number written anywhere else
            if found:
                return self.pseudonym(*found)
            digits = "".join(str(int(c)) for c in text if c.isdigit())
            if kind == key_rules.PHONE and nanp_valid(digits):
                digits = "+1" + digits[-10:]
            return self.pseudonym(kind, digits)
        return self.redact(value)

    def redact(self, value: Any) -> Any:
        """A redacted copy of a JSON value (dicts, lists, strings, numbers, booleans, None)."""
        t = type(value)
        if t is str:
            return self.redact_text(value) if len(value) >= 6 else value
        if t is dict:
            out = {}
            for k, v in value.items():
                if type(k) is not str:
                    out[k] = self.redact(v)
                    continue
                kind = self.key_kind(k)
                out[self._key_text(k) if len(k) >= 6 else k] = self.redact(v) if kind is None else self._under(kind, v)
            return out
        if t is list or t is tuple:
            return [self.redact(v) for v in value]
        if t is int and (value >= 1_000_000 or value <= -1_000_000):
            found = classify_number(str(abs(value)))
            return value if found is None else self.pseudonym(*found)
        return value

    def redact_json(self, text: str) -> str:
        """A JSON document's text, redacted (compact, UTF-8 kept); the input itself when nothing changed."""
        if self.clean_json(text):
            return text
        value = loads(text)
        out = self.redact(value)
        return text if out == value else json.dumps(out, ensure_ascii=False, separators=(",", ":"))

    def clean_json(self, text: str) -> bool:
        """Whether :meth:`redact` would leave the JSON document ``text`` as it is, decided in one pass
        over the text without decoding it (a journal export is mostly such documents).

        Conservative: False only means "redact value by value". True needs: no backslash (so no
        escape can hide a value, and every quote delimits a string), no key whose name says
        something (secret, phone, masked…; numeric names are fine) or that holds PII itself, and
        nothing a span needs anywhere in the text. Every string of the document sits in the text between
        quotes, and what a span needs (``scanner.may_hold_pii``) is found across the whole text in
        two C passes; an integer of seven digits or more is one of those runs.
        """
        if self._extra is not None or "\\" in text:
            return False
        for key in _json_keys(text):
            clean = self._clean_keys.get(key)
            if clean is None:
                # under a numeric key (step, count, amount) numbers stay and text is redacted as anywhere
                kind_ok = self.key_kind(key) in (None, key_rules.NUMERIC)
                clean = kind_ok and (len(key) < 6 or self._key_text(key) == key)
                if len(self._clean_keys) < _MEMO_LIMIT:
                    self._clean_keys[key] = clean
            if not clean:
                return False
        return not may_hold_pii(text, json_text=True)


def _json_keys(text: str) -> list[str]:
    """Every key of a JSON document without backslashes. There every quote opens or closes a string,
    so the text between quotes 2k+1 and 2k+2 is a string, and a key when a colon follows it. (A
    pattern like ``"([^"]*)":`` can pair the closing quote of a value with the opening one of the
    next key and miss that key: ``{"0":"b",":password":"hunter2"}``.)"""
    parts = text.split('"')
    return [parts[i] for i in range(1, len(parts) - 1, 2) if parts[i + 1].lstrip()[:1] == ":"]


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
