"""What the reader is told to make so, and what a finding points to, are no acts of the agent's: a state after "make
sure" / "be sure" / "ensure" ("just make sure data roaming is switched on") is for the reader to reach ("I made sure
it was updated" tells); an act after "suggests", "indicates" or "implies" ("That suggests it was refunded earlier") is
inferred from what was found, not done in this run."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary(
    {
        "plan_change": ToolInfo("plan_change", "write", "Change the rate plan of a line"),
        "card_refund": ToolInfo("card_refund", "write", "Refund a card payment to the customer"),
        "mail_send": ToolInfo("mail_send", "write", "Send an email to the account holder"),
    }
)


@pytest.mark.parametrize(
    "said",
    [
        "Roaming in Japan is included on your plan — just make sure data roaming is switched on in your settings.",
        "Make sure your billing address is updated in the app before you order.",
        "Be sure the router is switched off for a full minute, then plug it back in.",
        "Ensure that auto-renew is turned off on your side if you don't want the next term.",
    ],
)
def test_a_state_the_reader_is_to_make_so_is_no_claim(said: str) -> None:
    assert not any_flagged(said, {}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "One of the two refunds went through [evt:a]; the other was declined as 'already refunded'. That suggests it "
        "was refunded earlier — I'll check with billing.",
        "That indicates the charge was refunded before our retry.",
        "The error implies the refund was already processed.",
    ],
)
def test_what_a_finding_points_to_is_no_claim(said: str) -> None:
    assert not any_flagged(said, {"a": ("card_refund", "verified")}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "I made sure your billing address was updated before the order went through.",
        "I refunded the second charge too.",
        "Your plan is switched to Unlimited now.",
    ],
)
def test_acts_told_still_claim(said: str) -> None:
    assert any_flagged(said, {}, VOCAB)
