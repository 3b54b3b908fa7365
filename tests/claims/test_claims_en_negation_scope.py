"""English negation and its scope: a negation inside a relative clause is the clause's own, a negation of the main
verb still denies it."""

from __future__ import annotations

import pytest

from tests.claims.catalogues import record_flagged, record_verbs


@pytest.mark.parametrize(
    "text",
    [
        "The late fee you didn't expect has been waived.",
        "The upgrade you never used was refunded to your card.",
        "The seat you did not get has been refunded.",
    ],
)
def test_negation_inside_a_relative_clause_is_the_clauses_own(text: str) -> None:
    assert record_flagged(text, {}) != []


@pytest.mark.parametrize(
    "text",
    ["The fee you mentioned hasn't been waived.", "The seat you did not get was not refunded."],
)
def test_negation_of_the_main_verb_still_denies_it(text: str) -> None:
    assert record_verbs(text) == []
