"""PII redaction for exports: walks nested JSON and replaces PII with stable, typed pseudonyms.

``<email:7f3a9c12>`` is ``HMAC-SHA256(key, "email:" + normalised value)`` cut to 8 hex digits, so one
value maps to one token across an export (and across exports with the same key) and analysis still
works, while the value itself cannot be recovered without the key.

Rules, in priority order when matches overlap:

* secrets by **key name** (``password``, ``token``, ``api_key``, ``authorization``, ``secret``, … and
  any name ending in one of them) — the whole value, whatever its type; ``Bearer <token>`` in text;
* fields to **mask** by key name (e.g. ``contract_amount``) — configured, the whole value;
* ``email`` addresses;
* ``cn_id`` mainland-China resident ID: 18 characters, province code, valid birth date, ISO 7064
  MOD 11-2 check digit;
* ``card`` bank-card numbers: 13–19 digits (spaces/dashes allowed), a card-network prefix and Luhn;
* ``phone``: mainland-China mobiles ``1[3-9]`` + 9 digits (optionally ``+86``/``86``, ``138 1234 5678``)
  and international E.164 ``+<country><number>`` (8–15 digits);
* ``ip`` IPv4 and IPv6 (validated by :mod:`ipaddress`);
* extra patterns from settings.

Digit runs glued to letters, digits or ``_`` (event ids, hashes, idempotency keys, ``SO2024…`` order
numbers) never match; timestamps and amounts fail the length, prefix, checksum or date checks.
Configuration: ``settings.AGENTOPS["REDACTION"]`` (``KEY``, ``SECRET_KEYS``, ``MASK_FIELDS``,
``EXTRA_PATTERNS`` = ``[{"type": "order", "pattern": "ORD-\\d+"}]``).
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date
from typing import Any

SECRET_KEYS = (
    "password",
    "passwd",
    "pwd",
    "passphrase",
    "token",
    "apikey",
    "authorization",
    "auth",
    "secret",
    "privatekey",
    "cookie",
    "credential",
    "credentials",
    "sessionid",
)

_B = r"(?<![0-9A-Za-z_])"  # not glued to an identifier on the left
_E = r"(?![0-9A-Za-z_])"  # … nor on the right
_EMAIL = re.compile(r"(?<![\w.+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])")
_CN_ID = re.compile(_B + r"[1-9]\d{16}[\dXx]" + _E)
_CARD = re.compile(_B + r"\d(?:[ -]?\d){12,18}" + r"(?![0-9A-Za-z_]|[.,]\d)")
_CN_MOBILE = re.compile(r"(?<![0-9A-Za-z_+.])(?:\+?86[ -]?)?1[3-9]\d(?:[ -]?\d{4}){2}(?![0-9A-Za-z_]|[.,]\d)")
_E164 = re.compile(r"(?<![0-9A-Za-z_])\+[1-9](?:[ -]?\d){7,14}" + r"(?![0-9A-Za-z_]|[.,:]\d)")
_IPV4 = re.compile(
    r"(?<![0-9A-Za-z_.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![0-9A-Za-z_]|\.\d)"
)
_IPV6 = re.compile(r"(?<![0-9A-Za-z_:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?:%\w+)?(?![0-9A-Za-z_:])")
_BEARER = re.compile(r"(?i)\b(?:bearer|basic|token)\s+[A-Za-z0-9._~+/=-]{12,}")

_PROVINCES = frozenset(
    [
        "11",
        "12",
        "13",
        "14",
        "15",
        "21",
        "22",
        "23",
        "31",
        "32",
        "33",
        "34",
        "35",
        "36",
        "37",
        "41",
        "42",
        "43",
        "44",
        "45",
        "46",
        "50",
        "51",
        "52",
        "53",
        "54",
        "61",
        "62",
        "63",
        "64",
        "65",
        "71",
        "81",
        "82",
    ]
)
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK = "10X98765432"
_CARD_PREFIX = re.compile(
    r"^(?:4|5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720)|3[47]|3(?:0[0-5]|[689])|35|62|81|6011|64[4-9]|65)"
)


def cn_id_valid(value: str) -> bool:
    """Whether ``value`` is a well-formed mainland-China resident ID (province, birth date, MOD 11-2)."""
    if len(value) != 18 or not value[:17].isdigit() or value[:2] not in _PROVINCES:
        return False
    try:
        born = date(int(value[6:10]), int(value[10:12]), int(value[12:14]))
    except ValueError:
        return False
    if born.year < 1900 or born > date.today():
        return False
    total = sum(int(d) * w for d, w in zip(value[:17], _ID_WEIGHTS, strict=True))
    return _ID_CHECK[total % 11] == value[17].upper()


def luhn_valid(digits: str) -> bool:
    """The Luhn check of a digit string."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def _card(text: str) -> str | None:
    digits = _digits(text)
    if 13 <= len(digits) <= 19 and _CARD_PREFIX.match(digits) and luhn_valid(digits):
        return digits
    return None


def _cn_id(text: str) -> str | None:
    return text.upper() if cn_id_valid(text) else None


def _cn_mobile(text: str) -> str | None:
    digits = _digits(text)
    return digits[-11:]


def _e164(text: str) -> str | None:
    digits = _digits(text)
    if digits.startswith("86") and len(digits) == 13 and re.fullmatch(r"1[3-9]\d{9}", digits[2:]):
        return digits[2:]  # +86 mobile: same pseudonym as without the prefix
    return "+" + digits if 8 <= len(digits) <= 15 else None


def _ipv6(text: str) -> str | None:
    if "::" not in text and text.count(":") != 7:
        return None
    try:
        return str(ipaddress.IPv6Address(text))
    except ValueError:
        return None


_DIGIT_RUN = re.compile(r"\d[\d -]{6,}\d")
_BEARER_HINT = re.compile(r"(?i)bearer|basic|token")


def _always(text: str) -> bool:
    return True


@dataclass(frozen=True)
class Rule:
    """A text pattern, the type tag of its pseudonym, and a normaliser (None rejects the match).

    ``hint`` is a cheap test that must pass before the pattern is run at all: exports redact every
    string of a million events, and most strings cannot hold most kinds of PII.
    """

    type: str
    pattern: re.Pattern[str]
    normalise: Callable[[str], str | None] = field(default=lambda s: s)
    hint: Callable[[str], bool] = _always


def _has_digit_run(text: str) -> bool:
    return _DIGIT_RUN.search(text) is not None


def _default_rules() -> list[Rule]:
    return [
        Rule("secret", _BEARER, hint=lambda t: _BEARER_HINT.search(t) is not None),
        Rule("email", _EMAIL, lambda s: s.lower(), hint=lambda t: "@" in t),
        Rule("cn_id", _CN_ID, _cn_id, hint=_has_digit_run),
        Rule("card", _CARD, _card, hint=_has_digit_run),
        Rule("phone", _CN_MOBILE, _cn_mobile, hint=_has_digit_run),
        Rule("phone", _E164, _e164, hint=lambda t: "+" in t),
        Rule("ip", _IPV4, hint=lambda t: "." in t),
        Rule("ip", _IPV6, _ipv6, hint=lambda t: "::" in t or t.count(":") >= 7),
    ]


def _norm_key(key: str) -> str:
    return re.sub(r"[^a-z0-9]", "", key.lower())


class Redactor:
    """Redacts JSON values with keyed, stable pseudonyms. Build once per export (see :func:`from_settings`)."""

    def __init__(
        self,
        key: bytes,
        *,
        secret_keys: Iterable[str] = (),
        mask_fields: Iterable[str] = (),
        extra_patterns: Iterable[dict[str, str]] = (),
    ) -> None:
        if not key:
            raise ValueError("a redaction key is required")
        self._key = key
        self._secret_keys = tuple(_norm_key(k) for k in (*SECRET_KEYS, *secret_keys))
        self._mask = frozenset(_norm_key(k) for k in mask_fields)
        self._rules = _default_rules() + [Rule(p["type"], re.compile(p["pattern"])) for p in extra_patterns]
        self._key_verdicts: dict[str, str | None] = {}

    def pseudonym(self, kind: str, value: str) -> str:
        """``<kind:8 hex>`` for an already normalised ``value``."""
        digest = hmac.new(self._key, f"{kind}:{value}".encode(), hashlib.sha256).hexdigest()[:8]
        return f"<{kind}:{digest}>"

    def _key_rule(self, key: str) -> str | None:
        """``secret`` / ``masked`` when a value under ``key`` is replaced whole; memoised (few distinct keys)."""
        verdict = self._key_verdicts.get(key, "")
        if verdict != "":
            return verdict
        k = _norm_key(key)
        if any(k == s or k.endswith(s) for s in self._secret_keys):
            verdict = "secret"
        elif k in self._mask:
            verdict = "masked"
        else:
            verdict = None
        if len(self._key_verdicts) < 10_000:
            self._key_verdicts[key] = verdict
        return verdict

    def redact_text(self, text: str) -> str:
        """Replace every PII match in ``text``; earlier rules win where matches overlap."""
        found: list[tuple[int, int, str]] = []
        taken: list[tuple[int, int]] = []
        if len(text) < 6:  # "a@b.io" is the shortest PII there is
            return text
        for rule in self._rules:
            if not rule.hint(text):
                continue
            for m in rule.pattern.finditer(text):
                if any(m.start() < e and s < m.end() for s, e in taken):
                    continue
                value = rule.normalise(m.group(0))
                if value is None:
                    continue
                taken.append((m.start(), m.end()))
                found.append((m.start(), m.end(), self.pseudonym(rule.type, value)))
        if not found:
            return text
        out, pos = [], 0
        for start, end, token in sorted(found):
            out.append(text[pos:start])
            out.append(token)
            pos = end
        out.append(text[pos:])
        return "".join(out)

    def redact(self, value: Any, key: str | None = None) -> Any:
        """A redacted copy of a JSON value (dicts, lists, strings, numbers, booleans, None)."""
        if key is not None and value is not None:
            whole = self._key_rule(key)
            if whole is not None:
                return self.pseudonym(whole, _canon_scalar(value))
        if isinstance(value, str):
            return self.redact_text(value)
        if isinstance(value, dict):
            return {k: self.redact(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [self.redact(v) for v in value]
        return value


def _canon_scalar(value: Any) -> str:
    from agentops.core.canon import canonical

    return value if isinstance(value, str) else canonical(value)


def from_settings() -> Redactor:
    """The redactor configured by ``settings.AGENTOPS["REDACTION"]`` (key: its KEY, else SECRET_KEY)."""
    from django.conf import settings

    conf = settings.AGENTOPS.get("REDACTION") or {}
    key = (conf.get("KEY") or settings.SECRET_KEY).encode()
    return Redactor(
        key,
        secret_keys=conf.get("SECRET_KEYS") or (),
        mask_fields=conf.get("MASK_FIELDS") or (),
        extra_patterns=conf.get("EXTRA_PATTERNS") or (),
    )
