"""A verb of getting in touch with no object, followed by what it was about ("pax called re: misconnect", "Mike
phoned about the refund", "Customer called back"), tells its subject got in touch, whoever that is (a name, a
shorthand like "pax"): no act of the agent's. Told of the agent, or with no subject in a note, it is the agent's."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary(
    {
        "rebook_passenger": ToolInfo("rebook_passenger", "write", "Move one passenger to a different flight"),
        "send_sms": ToolInfo("send_sms", "write", "Text the passenger"),
    }
)


@pytest.mark.parametrize(
    "said",
    [
        "INTERNAL NOTE — pax called re: misconnect in DOH. Rebooked on QR 908 next day [evt:a].",
        "Mike phoned about the refund yesterday; rebooked him on the 18:40 [evt:a].",
        "Pax emailed regarding the seat. Rebooked on the earlier flight [evt:a].",
    ],
)
def test_someone_getting_in_touch_is_no_act_of_the_agent(said: str) -> None:
    assert not any_flagged(said, {"a": ("rebook_passenger", "verified")}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "I called about the misconnect and rebooked you [evt:a].",
        "Called about the misconnect; rebooked on QR 908 [evt:a].",
    ],
)
def test_the_agent_getting_in_touch_still_claims(said: str) -> None:
    assert any_flagged(said, {"a": ("rebook_passenger", "verified")}, VOCAB)
