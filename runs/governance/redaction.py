"""The redactor configured by settings (the engine itself is ``agentops.redaction``, without Django).

``settings.AGENTOPS["REDACTION"]``: ``KEY`` (else ``SECRET_KEY``), ``SECRET_KEYS`` (extra key names whose
values are secrets), ``MASK_FIELDS`` (key names whose values are masked), ``EXTRA_PATTERNS``
(``[{"type": "order", "pattern": "ORD-\\d+"}]``). One :class:`Redactor` per configuration is built and
reused (its key-name memo is what keeps a million-event export fast).
"""

from __future__ import annotations

import json
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


@lru_cache(maxsize=8)
def _build(key: str, secret_keys: tuple[str, ...], mask_fields: tuple[str, ...], extra: str) -> Redactor:
    # imported by the first redaction, not by every manage.py process (runs.admin -> runs.governance.visibility
    # -> here): the engine compiles its scanners and loads RE2 and the label tables (0.1-0.2 s CPU)
    from agentops.redaction import Redactor

    return Redactor(key.encode(), secret_keys=secret_keys, mask_fields=mask_fields, extra_patterns=json.loads(extra))
