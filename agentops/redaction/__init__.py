"""PII and secret redaction with keyed pseudonyms, without Django (the SDK and exporters use it too).

``Redactor(key).redact(payload)`` returns a redacted copy of a JSON value. The Django side
(``runs.governance.redaction``) builds one from settings and decides who sees raw values.
"""

from agentops.redaction.checks import card_valid, cn_id_valid, iban_valid, luhn_valid
from agentops.redaction.engine import PSEUDONYM, Redactor
from agentops.redaction.scanner import TOKEN_FAMILIES, Span, classify_number, scan

__all__ = [
    "PSEUDONYM",
    "TOKEN_FAMILIES",
    "Redactor",
    "Span",
    "card_valid",
    "classify_number",
    "cn_id_valid",
    "iban_valid",
    "luhn_valid",
    "scan",
]
