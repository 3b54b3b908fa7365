"""Counts of acts said around the verb: "twice" before what the act was about ("messaged the buyer twice about the
tracking": two messages; "twice a week" is how often), and a sum after the act set off by a dash or comma ("replied to
all of them — 4 messages in total")."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary({"send_buyer_message": ToolInfo("send_buyer_message", "write", "Send a message to a buyer.")})


@pytest.mark.parametrize(
    "said",
    [
        "I messaged the seller twice about the refund [evt:a], no answer yet.",
        "I've replied to everyone who wrote in today — 3 messages in total [evt:a] [evt:b].",
        "Replied to the open threads, 4 messages altogether [evt:a] [evt:b].",
    ],
)
def test_a_count_of_acts_needs_as_many_calls(said: str) -> None:
    assert any_flagged(said, {"a": ("send_buyer_message", "verified"), "b": ("send_buyer_message", "verified")}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "I messaged the seller twice about the refund [evt:a] [evt:b].",
        "I've replied to everyone who wrote in today — 2 messages in total [evt:a] [evt:b].",
    ],
)
def test_as_many_calls_back_it(said: str) -> None:
    calls = {"a": ("send_buyer_message", "verified"), "b": ("send_buyer_message", "verified")}
    assert not any_flagged(said, calls, VOCAB)
