"""English negation and its scope: a negation inside a relative clause is the clause's own, a negation of the main
verb still denies it; a quoted status value is no negation."""

from __future__ import annotations

import pytest

from tests.claims.catalogues import subscription_flagged, vet_flagged
from tests.claims.en_catalogues import kinds_with, record_flagged, record_verbs


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


def test_a_quoted_status_value_is_no_negation() -> None:
    text = "Set all 9 orders to 'Rejected' in the portal [evt:a] and emailed each buyer the notice."
    assert "email" in subscription_flagged(text, {"a": "update_record"})


def test_a_negation_before_a_colon_does_not_reach_a_things_own_statement() -> None:
    assert vet_flagged("I haven't lost track of Milo's visit: the refund is already done.")  # uncited
    assert not vet_flagged(
        "I haven't lost track of Milo's visit: the refund is already done [evt:a].", a="refundDeposit"
    )
    assert not vet_flagged("I couldn't refund it: the card was closed.")  # why it failed
    assert not vet_flagged("Nothing has shipped yet: the courier has rebooked the pickup for Monday.")  # their act


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your payment terms are unchanged.", []),
        ("The invoice is unprocessed.", []),
        ("Those two orders are unshipped.", []),
        ("The card is unblocked.", ["update"]),
        ("Your subscription is unpaused.", ["update"]),
        ("Your account is unsuspended.", ["update"]),
    ],
)
def test_un_negates_an_act_but_reverses_a_state(text: str, expected: list[str]) -> None:
    """ "un-" before an act (change, process, ship) says it was not done; before a verb that puts a thing
    in a state (block, pause, suspend) it undoes it."""
    assert kinds_with(text) == expected
