"""Notes that drop "was": a verb whose object is who is told ("notify", "remind") with no one after it tells
who was told ("Buyer Omar notified that …"), not Omar's act; "put on hold" is a hold set, with or without its object
between ("Payout put on hold", "I put the payout on hold"); and a verb a tool's name teaches keeps its irregular past
("hold_payout": "I held the payout")."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged, claimed_verbs

VOCAB = Vocabulary(
    {
        "send_buyer_message": ToolInfo("send_buyer_message", "write", "Send a message to a buyer."),
        "hold_payout": ToolInfo("hold_payout", "write", "Put a scheduled payout on hold."),
        "get_payout_status": ToolInfo("get_payout_status", "read", "Read the status of a payout."),
    }
)


@pytest.mark.parametrize(
    "said",
    [
        "- Buyer Dana notified that the parcel is delayed",
        "Customer notified about the new delivery date.",
        "Tenant reminded of the inspection.",
    ],
)
def test_someone_told_with_no_one_after_the_verb_was_told(said: str) -> None:
    assert any_flagged(said, {}, VOCAB)


def test_someone_who_told_the_agent_did_it() -> None:
    assert not any_flagged("Dana notified me about the delay.", {}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "- Payout PO-12 put on hold [evt:a]",
        "I put the payout on hold [evt:a] until the review is done.",
    ],
)
def test_a_hold_cited_with_a_read_is_flagged(said: str) -> None:
    assert any_flagged(said, {"a": ("get_payout_status", "verified")}, VOCAB)
    assert not any_flagged(said, {"a": ("hold_payout", "verified")}, VOCAB)


def test_a_taught_verb_keeps_its_irregular_past() -> None:
    said = "I also held Friday's payout so it doesn't reach the old account."
    assert "hold" in claimed_verbs(said, VOCAB)
    assert any_flagged(said, {}, VOCAB)
