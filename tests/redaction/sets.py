"""What the labelled sets' tests share: a payload's text, the cases a set is judged on, and the stored-text
readings (``redact_stored``, ``redact_stored_many``) compared with ``redact`` on a set's payloads."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable

from agentops.redaction import Redactor
from tests.redaction.labelled import Case


def text(value: object) -> str:
    """A payload as the bench reads it: a string itself, anything else as JSON (non-ASCII kept)."""
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def collectors(cases: list[Case]) -> tuple[Callable[[str, str, object, str], None], Callable[[str, object], None]]:
    """``pii(category, kind, template, raw)`` and ``stay(category, payload)`` appending to ``cases`` (a
    string template gets the raw value at its ``{}``)."""

    def pii(category: str, kind: str, template: object, raw: str) -> None:
        cases.append(Case(category, template.format(raw) if isinstance(template, str) else template, raw, kind))

    def stay(category: str, payload: object) -> None:
        cases.append(Case(category, payload))

    return pii, stay


def stored_readings_agree(r: Redactor, payloads: Iterable[object], nested: Iterable[object]) -> None:
    """Assert that ``redact_stored`` and ``redact_stored_many`` give what ``redact`` gives on each payload under
    a key, and on each of ``nested`` held as an escaped JSON string (a payload holding another)."""
    docs = [json.dumps({"v": p}, ensure_ascii=False).encode() for p in payloads]
    docs += [json.dumps({"body": json.dumps({"v": p})}).encode() for p in nested]
    expected = [json.loads(json.dumps(r.redact(json.loads(d)), ensure_ascii=False)) for d in docs]
    for d, want in zip(docs, expected, strict=True):
        assert json.loads(r.redact_stored(d)) == want, d
    assert [json.loads(x) for x in r.redact_stored_many(docs)] == expected
