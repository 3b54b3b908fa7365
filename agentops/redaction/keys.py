"""What a JSON key name says about the value under it.

Key names are split into words (``aws_secret_access_key`` → aws/secret/access/key, ``githubToken`` →
github/token, ``X-Api-Key`` → x/api/key) and judged on the words, so ``pin`` and ``otp`` are secrets while
``shipping`` and ``total_tokens`` are not.
"""

from __future__ import annotations

import re
from itertools import pairwise

SECRET = "secret"
PHONE = "phone"
ID = "id_number"
CARD = "card"

#: a key whose any word is one of these holds a secret
SECRET_ANYWHERE = frozenset(
    [
        "password",
        "passwd",
        "passcode",
        "passphrase",
        "secret",
        "secrets",
        "credential",
        "credentials",
        "privatekey",
        "apikey",
    ]
)
#: a key whose last word (numbers dropped) is one of these holds a secret
SECRET_LAST = frozenset(
    [
        "pwd",
        "pass",
        "token",
        "authorization",
        "auth",
        "cookie",
        "pin",
        "otp",
        "signature",
        "sig",
        "cvv",
        "cvc",
        "cvv2",
        "sessionid",
        "sid",
        "mfa",
        "totp",
        "jwt",
        "bearer",
    ]
)
#: two adjacent words that together name a secret
SECRET_PAIRS = frozenset(
    {
        ("api", "key"),
        ("private", "key"),
        ("access", "key"),
        ("secret", "key"),
        ("session", "id"),
        ("session", "key"),
        ("signing", "key"),
        ("encryption", "key"),
        ("master", "key"),
        ("account", "key"),
        ("pin", "code"),
        ("otp", "code"),
        ("security", "code"),
        ("verification", "code"),
        ("auth", "code"),
        ("set", "cookie"),
        ("client", "secret"),
        ("refresh", "token"),
    }
)
#: last words that mean a phone number (numbers under them are redacted whatever their shape)
PHONE_LAST = frozenset(
    ["phone", "mobile", "tel", "telephone", "fax", "cell", "cellphone", "msisdn", "whatsapp", "phonenumber"]
)
#: word pairs naming a national id / passport / card number
ID_PAIRS = frozenset({("id", "card"), ("id", "number"), ("national", "id"), ("passport", "number"), ("id", "no")})
ID_LAST = frozenset(["ssn", "passport", "idcard", "sfz"])
CARD_PAIRS = frozenset({("card", "number"), ("card", "no"), ("credit", "card"), ("debit", "card"), ("card", "num")})

#: last words of keys whose numbers are counters, ids, times or money, never PII (``seq``, ``limit``, ``created_at``)
NUMERIC_LAST = frozenset(
    [
        "id",
        "ids",
        "seq",
        "count",
        "total",
        "amount",
        "price",
        "qty",
        "quantity",
        "ts",
        "timestamp",
        "time",
        "at",
        "ms",
        "us",
        "ns",
        "size",
        "bytes",
        "limit",
        "offset",
        "step",
        "index",
        "version",
        "len",
        "length",
        "duration",
        "elapsed",
        "cents",
        "balance",
        "tokens",
        "code",
        "status",
        "port",
        "pid",
        "epoch",
    ]
)
NUMERIC = "numeric"

_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")


def words(key: str) -> list[str]:
    """The lower-case words of a key name: snake, kebab, dotted and camel case."""
    return [w.lower() for w in _WORD.findall(key)]


def key_kind(key: str, extra_secrets: frozenset[str] = frozenset()) -> str | None:
    """``secret``, ``phone``, ``id_number``, ``card``, ``numeric`` or None for the value under ``key``."""
    ws = words(key)
    if not ws:
        return None
    squashed = "".join(ws)
    if squashed in extra_secrets or "_".join(ws) in extra_secrets:
        return SECRET
    letters = [w for w in ws if not w.isdigit()] or ws
    if any(w in SECRET_ANYWHERE for w in ws) or letters[-1] in SECRET_LAST:
        return SECRET
    pairs = set(pairwise(ws))
    if pairs & SECRET_PAIRS or squashed in SECRET_ANYWHERE:
        return SECRET
    if letters[-1] in PHONE_LAST or squashed in PHONE_LAST or ws[-2:] == ["phone", "number"]:
        return PHONE
    if letters[-1] in ID_LAST or pairs & ID_PAIRS:
        return ID
    if pairs & CARD_PAIRS:
        return CARD
    return NUMERIC if letters[-1] in NUMERIC_LAST else None
