"""The labelled set: every PII value and secret is replaced by a pseudonym of its kind, every look-alike stays."""

from __future__ import annotations

import json

import pytest

from agentops.redaction import PSEUDONYM, Redactor
from tests.redaction.labelled import PII_CASES, STAY_CASES, Case

R = Redactor(b"labelled-set-key")


def _text(value: object) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _id(case: Case) -> str:
    return f"{case.category}:{_text(case.payload)[:60]}"


@pytest.mark.parametrize("case", PII_CASES, ids=_id)
def test_pii_is_replaced_by_a_pseudonym_of_its_kind(case: Case) -> None:
    out = _text(R.redact(case.payload))
    assert case.raw not in out, out
    assert case.kind in {m.group(1) for m in PSEUDONYM.finditer(out)}, out


@pytest.mark.parametrize("case", STAY_CASES, ids=_id)
def test_look_alikes_stay(case: Case) -> None:
    assert R.redact(case.payload) == case.payload


def test_the_set_is_big_enough() -> None:
    assert len(PII_CASES) + len(STAY_CASES) >= 300
    assert len({c.category for c in PII_CASES}) >= 10 and len(STAY_CASES) >= 120
