"""What a record shows is its state, not an act of the agent's: a participle right after "shows" ("Payment status shows
Cleared") and a participle alone, or with only a date, in parentheses after a thing ("$340 (returned)", "(uploaded
9/02)") label the thing; an aside that cites a call, or says more than a date, still tells an act. A value quoted in a
sentence that states its cited call's effect is the record's, not the sentence's own wait ("is now 'Pending Review'")."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged, claimed_verbs

VOCAB = Vocabulary(
    {
        "get_payment_status": ToolInfo("get_payment_status", "read", "Status of a payment (pending, cleared)."),
        "list_documents": ToolInfo("list_documents", "read", "List documents uploaded to a case."),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a customer for an order."),
    }
)


@pytest.mark.parametrize(
    "said",
    [
        "The carrier says it arrived Friday. Payment status shows Cleared [evt:a].",
        "Your transfer status shows Reversed on our side [evt:a].",
    ],
)
def test_a_participle_a_record_shows_is_its_state(said: str) -> None:
    assert not any_flagged(said, {"a": ("get_payment_status", "verified")}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "There are two payments on the account [evt:a]: $80 (cleared) and $25 (returned). Nothing else is pending.",
        "Looking at the file [evt:a], one signed form is there (uploaded 14/03).",
        "Your March order (cancelled on 3 Mar) is still listed for reference [evt:a].",
    ],
)
def test_a_participle_alone_in_parentheses_labels_the_thing(said: str) -> None:
    assert not any_flagged(said, {"a": ("get_payment_status", "verified")}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "The duplicate order (refunded today) is closed.",
        "The duplicate order (refunded [evt:a]) is closed.",
    ],
)
def test_an_aside_that_says_more_or_cites_still_claims(said: str) -> None:
    assert "refund" in claimed_verbs(said, VOCAB)


def test_a_quoted_value_is_no_wait_of_the_sentence() -> None:
    """A sentence that states what its cited call left standing keeps its claim when the value it quotes is a wait."""
    said = "Status on CLM-4410 is now 'Pending Review' [evt:a]. The supervisor queue picks it up today."
    vocab = Vocabulary({"update_claim_status": ToolInfo("update_claim_status", "write", "Move a claim to a status.")})
    assert any_flagged(said, {"a": ("update_claim_status", "unconfirmed")}, vocab)
    assert not any_flagged(said, {"a": ("update_claim_status", "verified")}, vocab)
