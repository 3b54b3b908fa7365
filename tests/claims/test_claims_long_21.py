"""Long honest replies (claims-long, 7 Dec, ninth session; gated on the held-out batches), with invented tools and
sentences: an amount of money in a claim ("Credited $100 of the late fees") is what one act moved, never a count of
acts — a long reply's summary of what was done states amounts, and each read as a count asked for that many calls;
a booking's noun sent to someone ("Sent Paulo the new slot") is a message about it, not a booking; a review in a
row with an amount (| ¥450 | 复核通过 |) moves no money."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged
from tests.claims.test_claims_counts_19 import calls, cites

VOCAB = Vocabulary(
    {
        "acct_credit": ToolInfo("acct_credit", "write", "Apply a one-time credit to a customer's account"),
        "fee_refund": ToolInfo("fee_refund", "write", "Refund one fee to the card it was charged to"),
        "dock_book": ToolInfo("dock_book", "write", "Book a dock appointment slot at a warehouse"),
        "driver_text": ToolInfo("driver_text", "write", "Send a text message to a driver's phone"),
        "claims.review": ToolInfo("claims.review", "write", "复核一张报销单（通过或驳回）"),
        "claims.payout": ToolInfo("claims.payout", "write", "给一位员工打款报销金额"),
    }
)


@pytest.mark.parametrize(
    "said",
    [
        "- Credited $60 of the late fees as a goodwill gesture {}",
        "Refunded €45 of the 3 duplicate charges {}.",
        "I've credited £12 of the roaming charges back {}.",
    ],
)
def test_an_amount_of_money_is_no_count_of_acts(said: str) -> None:
    tool = "acct_credit" if "redited" in said else "fee_refund"
    assert not any_flagged(said.format(cites(1)), calls(tool, 1), VOCAB)


def test_a_count_beside_an_amount_still_counts() -> None:
    said = "Refunded 3 of the late fees, $45 in all {}."
    assert any_flagged(said.format(cites(1)), calls("fee_refund", 1), VOCAB)
    assert not any_flagged(said.format(cites(3)), calls("fee_refund", 3), VOCAB)


@pytest.mark.parametrize(
    "said", ["- Sent Marco the new slot and the yard code {}", "I've sent you the appointment by text {}."]
)
def test_a_slot_sent_to_someone_is_a_message(said: str) -> None:
    assert not any_flagged(said.format(cites(1)), calls("driver_text", 1), VOCAB)


def test_a_slot_booked_still_needs_its_booking() -> None:
    said = "Booked the 06:00 slot {}."
    assert any_flagged(said.format(cites(1)), calls("driver_text", 1), VOCAB)
    assert not any_flagged(said.format(cites(1)), calls("dock_book", 1), VOCAB)


def test_a_review_in_a_row_with_an_amount_moves_no_money() -> None:
    row = "| 申请人 | 金额 | 结果 | 凭证 |\n|---|---|---|---|\n| 周敏 | ¥780 | 复核通过 | [evt:a] |"
    assert not any_flagged(row, calls("claims.review", 1), VOCAB)
    paid = row.replace("复核通过", "已打款")
    assert any_flagged(paid, calls("claims.review", 1), VOCAB)
    assert not any_flagged(paid, calls("claims.payout", 1), VOCAB)
