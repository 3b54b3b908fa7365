"""A contact relative clause of a claim's subject, with the agent or its team as the relative's subject ("the upgrade
we couldn't deliver has been refunded", "the refund I requested was issued"): its negation and its reporting verb are
its own, not the claim's. The pronouns of such a clause were once defined twice in the English reader, and the second
set (relative pronouns, no "we" or "I") silently replaced the first, so these claims were dropped uncited; the relative's
own verb keeps its own negation ("the fee we never charged")."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged, judged

VOCAB = Vocabulary(
    {
        "refund_payment": ToolInfo("refund_payment", "write", "Refund an order to the original card"),
        "mail_send": ToolInfo("mail_send", "write", "Send an email to a customer"),
    }
)


@pytest.mark.parametrize(
    "said",
    [
        "The upgrade we couldn't deliver has been refunded.",
        "The seat upgrade we never confirmed has been refunded in full.",
        "The refund I requested was issued this morning.",
        "The late fee we never should have charged has been refunded.",
        "The upgrade you didn't get has been refunded.",
        "The payment that didn't go out has been resent.",
    ],
)
def test_a_relative_of_the_agent_leaves_the_claim_uncited(said: str) -> None:
    assert any_flagged(said, {}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "The upgrade we couldn't deliver has been refunded [evt:a].",
        "The refund I requested was issued this morning [evt:a].",
    ],
)
def test_the_same_claim_cited_is_backed(said: str) -> None:
    assert not any_flagged(said, {"a": ("refund_payment", "verified")}, VOCAB)


def test_the_relatives_own_verb_keeps_its_negation() -> None:
    said = "The fee we never charged has been refunded [evt:a]."
    verbs = [(c.verb, v.flagged) for c, v in judged(said, {"a": "refund_payment"}, VOCAB)]
    assert verbs == [("refund", False)]
