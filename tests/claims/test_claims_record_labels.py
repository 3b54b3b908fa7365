"""A label naming the record of a thing before a colon ("Status of your refund [evt:a]:", "The history of order
#4410:", "Tracking for parcel 2:") opens what that record shows: the acts after it are the record's entries, not acts
of the agent's, unless the agent speaks after the colon ("…: I resent it this morning"). A bare "Refund status:" may
still tell the agent's own act."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary(
    {
        "refund_status": ToolInfo("refund_status", "read", "Status of a refund already requested"),
        "order_history": ToolInfo("order_history", "read", "The events of an order"),
        "refund_issue": ToolInfo("refund_issue", "write", "Refund money to the original form of payment"),
        "mail_send": ToolInfo("mail_send", "write", "Email the customer"),
    }
)


@pytest.mark.parametrize(
    ("said", "tool"),
    [
        (
            "Status of your refund [evt:a]: approved on 2 June, sent to the bank on 4 June. Banks usually take 3–7 "
            "days from there.",
            "refund_status",
        ),
        (
            "The history of order #4410 [evt:a]: placed on 28 Nov, shipped on 1 Dec, delivered on 3 Dec.",
            "order_history",
        ),
        ("Tracking for parcel 2 [evt:a]: collected Monday, sent on to the depot Tuesday.", "order_history"),
    ],
)
def test_a_records_entries_after_its_label_are_no_acts(said: str, tool: str) -> None:
    assert not any_flagged(said, {"a": (tool, "verified")}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "Status of your refund [evt:a]: I resent it to the bank this morning.",
        "Status of your refund [evt:a]: still pending. Separately, I've emailed you the receipt.",
    ],
)
def test_the_agent_speaking_after_the_label_still_claims(said: str) -> None:
    assert any_flagged(said, {"a": ("refund_status", "verified")}, VOCAB)
