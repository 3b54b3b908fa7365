"""The kind of an English act from what it acts on: an amount "at" a price is no payment ("is live again at $56"); a
step's label that asks ("| Request the repair invoice | Done |") asks, whatever it asks for; a check "cut" is a
payment; and a tool that only adds a note to a file tells no one ("I've notified the claimant" citing add_claim_note)."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary(
    {
        "update_listing": ToolInfo("update_listing", "write", "Change a listing's title, price or stock."),
        "release_payout": ToolInfo("release_payout", "write", "Release a held payout to the seller."),
        "request_documents": ToolInfo("request_documents", "write", "Send a document request to the claimant."),
        "issue_payment": ToolInfo("issue_payment", "write", "Issue a payment (ACH or check) to a claimant."),
        "add_claim_note": ToolInfo("add_claim_note", "write", "Add an internal note to the claim file."),
        "send_claim_letter": ToolInfo("send_claim_letter", "write", "Send a letter to the claimant."),
    }
)


def test_an_amount_at_a_price_is_no_payment() -> None:
    said = "Your listing 'Blue teapot' is now live again at $34 [evt:a]."
    assert not any_flagged(said, {"a": ("update_listing", "verified")}, VOCAB)


def test_a_label_that_asks_is_a_request() -> None:
    said = "| Task | Status |\n|---|---|\n| Request roofer invoice | Done [evt:a] |"
    assert not any_flagged(said, {"a": ("request_documents", "verified")}, VOCAB)


@pytest.mark.parametrize("said", ["The check has been cut [evt:a].", "Cut a check for $900 to the insured [evt:a]."])
def test_a_check_cut_is_a_payment(said: str) -> None:
    assert not any_flagged(said, {"a": ("issue_payment", "verified")}, VOCAB)
    assert any_flagged(said, {"a": ("add_claim_note", "verified")}, VOCAB)


def test_a_note_on_the_file_tells_no_one() -> None:
    said = "I've notified the claimant that the visit moved to Monday [evt:a]."
    assert any_flagged(said, {"a": ("add_claim_note", "verified")}, VOCAB)
    assert not any_flagged(said, {"a": ("send_claim_letter", "verified")}, VOCAB)
