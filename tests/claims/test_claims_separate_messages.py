"""Messages told "separate" or "individual" are one to each recipient, wherever their "to" follows a longer object
("I sent separate emails with the new itinerary to you and to your travel agent": two sends), and an agent (a travel
or estate agent) is a person a message reaches; one message to several stays one."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary({"mail_send": ToolInfo("mail_send", "write", "Email one passenger or their contact")})
ONE = {"a": ("mail_send", "verified")}
TWO = {"a": ("mail_send", "verified"), "b": ("mail_send", "verified")}


@pytest.mark.parametrize(
    "said",
    [
        "I sent separate emails with the new itinerary to you and to your travel agent {}.",
        "Sent individual emails about the schedule change to Ana and Bruno {}.",
    ],
)
def test_separate_messages_need_a_send_each(said: str) -> None:
    assert any_flagged(said.format("[evt:a]"), ONE, VOCAB)
    assert not any_flagged(said.format("[evt:a] [evt:b]"), TWO, VOCAB)


def test_one_message_to_two_is_one_send() -> None:
    said = "I sent one email with the new itinerary to you and to your travel agent [evt:a]."
    assert not any_flagged(said, ONE, VOCAB)
