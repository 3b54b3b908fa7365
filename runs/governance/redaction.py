"""The redactor configured by settings (the engine itself is ``agentops.redaction``, without Django).

``settings.AGENTOPS["REDACTION"]``: ``KEY`` (else ``SECRET_KEY``), ``SECRET_KEYS`` (extra key names whose
values are secrets), ``MASK_FIELDS`` (key names whose values are masked), ``EXTRA_PATTERNS``
(``[{"type": "order", "pattern": "ORD-\\d+"}]``). One :class:`Redactor` per configuration is built and
reused (its key-name memo is what keeps a million-event export fast).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Collection
from functools import lru_cache
from typing import TYPE_CHECKING

from django.conf import settings

if TYPE_CHECKING:
    from agentops.redaction import Redactor


def from_settings() -> Redactor:
    """The redactor for the current settings (cached per configuration)."""
    conf = settings.AGENTOPS.get("REDACTION") or {}
    key = conf.get("KEY") or settings.SECRET_KEY
    extra = conf.get("EXTRA_PATTERNS")  # (asked per payload shown: the usual empty list is not serialised)
    return _build(
        key,
        tuple(conf.get("SECRET_KEYS") or ()),
        tuple(conf.get("MASK_FIELDS") or ()),
        json.dumps(list(extra), sort_keys=True) if extra else "[]",
    )


def error_text(exc: BaseException, names: Callable[[], Collection[str]] = tuple) -> str:
    """An exception as a person is shown it — ``Kind: message``, redacted as the server's log lines are
    (:class:`RedactRecord`): a refusal on a page, a bulk item's outcome, a recovery's report (kept in Celery's result
    backend) are read with no grant, and an exception's message carries what it was given (a tool's ``invalid
    recipient 'jane@example.com'``, a key's value under PostgreSQL's DETAIL). ``names``: the person names of the run
    it is about, pseudonymised too (``Sight.error``). A redaction that fails (or the names' read) leaves the error's
    kind alone."""
    try:
        return str(from_settings().redact(f"{type(exc).__name__}: {exc}", names()))
    except Exception:
        return f"{type(exc).__name__} (its message could not be redacted)"


@lru_cache(maxsize=8)
def _build(key: str, secret_keys: tuple[str, ...], mask_fields: tuple[str, ...], extra: str) -> Redactor:
    # imported by the first redaction, not by every manage.py process (runs.admin -> runs.governance.visibility
    # -> here): the engine compiles its scanners and loads RE2 and the label tables (0.1-0.2 s CPU)
    from agentops.redaction import Redactor

    return Redactor(key.encode(), secret_keys=secret_keys, mask_fields=mask_fields, extra_patterns=json.loads(extra))


class RedactRecord(logging.Filter):
    """A filter of the console handler: every line the server writes (a message, the traceback of an
    exception, a stack) is redacted as the pages are (``runs.governance.redaction.from_settings``).

    An exception's message carries what it was given — a tool's ``ValueError: invalid recipient
    'jane@example.com'``, PostgreSQL's ``DETAIL: Key (reference)=(jane@example.com) already exists`` under a
    500, a recovery that failed — and a log line is read by whoever reads the server's output, with no
    grant. The access log's lines (``runs.security.access_log``: the client's address on purpose, no query) pass as
    they are. A redaction that fails leaves the line as it was: logging never raises."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name == "agentops.access":
            return True
        try:
            redactor = from_settings()
            message = record.getMessage()
            redacted = redactor.redact_text(message)
            if redacted != message:
                record.msg, record.args = redacted, None
            if record.exc_info and not record.exc_text:
                record.exc_text = logging.Formatter().formatException(record.exc_info)
            if record.exc_text:
                record.exc_text = redactor.redact_text(record.exc_text)
            if record.stack_info:
                record.stack_info = redactor.redact_text(record.stack_info)
        except Exception:  # a log line is written even when it cannot be redacted
            pass
        return True
